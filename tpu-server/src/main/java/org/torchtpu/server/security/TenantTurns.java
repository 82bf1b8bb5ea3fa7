package org.torchtpu.server.security;

import java.util.ArrayDeque;

/**
 * One tenant's share of the host's CPU: at most {@code limit} of its sessions run work at once
 * ({@code torchtpu.quota.max-running-sessions}). Each session runs its ops on its own thread, so without this a
 * tenant with 256 sessions would get 256 times the CPU of a tenant with one. A session that finds every turn taken
 * waits in line, first come first served, and takes the turn the first running session gives back; a running session
 * gives its turn back when its queue is empty, when it waits for other ranks (a collective: those ranks may be
 * sessions of the same tenant that need a turn to send their parts), and after each task while others wait, so the
 * tenant's sessions take turns rather than the first ones keeping them.
 *
 * <p>The work handed to {@link #take} must be cheap (it is a hand-off to the session's thread): it runs on the thread
 * that gave the turn back.
 */
public final class TenantTurns {
  private final String tenant;
  private final int limit;
  // Guarded by `this`.
  private final ArrayDeque<Runnable> waiting = new ArrayDeque<>();
  private int running;
  private int mostRunning;

  public TenantTurns(String tenant, int limit) {
    if (limit < 1) {
      throw new IllegalArgumentException("tenant " + tenant + ": sessions running at once must be >= 1, got " + limit);
    }
    this.tenant = tenant;
    this.limit = limit;
  }

  /** No limit (tests and tools that build sessions without quotas). */
  public static TenantTurns unlimited(String tenant) {
    return new TenantTurns(tenant, Integer.MAX_VALUE);
  }

  /** Takes a turn if one is free and nobody waits for one; false (nothing queued) otherwise. */
  public boolean tryTake() {
    synchronized (this) {
      if (!free()) {
        return false;
      }
      started();
    }
    return true;
  }

  /** Whether {@link #tryTake} would take a turn now: one is free and nobody waits for one. */
  public synchronized boolean free() {
    return running < limit && waiting.isEmpty();
  }

  /** Runs {@code start} holding a turn: now, on this thread, when one is free, else when one is given back. */
  public void take(Runnable start) {
    synchronized (this) {
      if (!free()) {
        waiting.addLast(start);
        return;
      }
      started();
    }
    start.run();
  }

  /** Takes a turn now even when the share is taken (a closing session finishing its queue; see SerialQueue). */
  public synchronized void takeNow() {
    started();
  }

  /**
   * If {@code start} (given to {@link #take}) still waits in line, takes it out and takes a turn for it now, even
   * beyond the share, and returns true; the caller then runs it. False when it is not in line (it ran or runs).
   */
  public synchronized boolean withdraw(Runnable start) {
    if (!waiting.removeFirstOccurrence(start)) {
      return false;
    }
    started();
    return true;
  }

  /** Gives a turn back: the session waiting longest takes it. */
  public void release() {
    Runnable next;
    synchronized (this) {
      if (running <= 0) {
        throw new IllegalStateException("tenant " + tenant + ": a turn was given back that nobody held");
      }
      next = waiting.pollFirst();
      if (next == null) {
        running--;
        return;
      }
    }
    next.run(); // the turn passes on: running stays as it was
  }

  /** Whether a session of this tenant waits for a turn (a running one should then give its turn back soon). */
  public synchronized boolean contended() {
    return !waiting.isEmpty();
  }

  /** Sessions running work now. */
  public synchronized int running() {
    return running;
  }

  /** The most sessions that ever ran work at once. */
  public synchronized int mostRunning() {
    return mostRunning;
  }

  public int limit() {
    return limit;
  }

  private void started() {
    running++;
    mostRunning = Math.max(mostRunning, running);
  }
}
