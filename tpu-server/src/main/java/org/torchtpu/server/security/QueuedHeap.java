package org.torchtpu.server.security;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import org.torchtpu.server.chip.Chip;
import org.torchtpu.server.chip.HbmExhaustedException;

/**
 * The part of one tenant's heap share on this host that its queued requests hold (op batches and Debug Executes
 * waiting on or running in a session's queue, held at what they take parsed), and the one op stream batch of the
 * tenant that may wait for some of it to be given back.
 *
 * <p>Queued work gives its heap back by itself as the sessions run it, so a batch that does not fit now but would
 * once its own session's queued requests have run is not refused: its stream waits (back-pressure, see
 * {@link #holdOrWait}), and a {@link #release} that leaves room for it tells it to try again. The waiting batch is
 * parsed in the heap meanwhile, so its bytes are reserved against the host's ceiling (not the tenant's share, which is
 * full) and at most ONE batch per tenant waits: a tenant holds at most its share plus one message, within the ceiling.
 *
 * <p>A batch is refused RESOURCE_EXHAUSTED naming the limit when waiting can never help: it is larger than what the
 * share leaves besides everything else the tenant holds (its values, uploads, programs), or the tenant has nothing
 * queued. It is refused with a retry hint ({@link HeapBusyException}) when waiting might help later but may not happen
 * now: another batch of the tenant waits, its own session has nothing queued that would make room without it (only
 * other sessions' work, which may be stalled in a collective that needs this very batch), its session's queue waits in
 * a collective, or the host's ceiling has no room for it to wait.
 *
 * <p>No wake-up is lost: the waiting batch is set, and a queued request's heap is given back, under one lock; and a
 * batch waits only while its session has queued heap, whose {@link #release} then tells it.
 */
public final class QueuedHeap {
  /** A stream's batch waiting for room in the tenant's share: told to try again (on the releasing thread). */
  public interface Waiter {
    /** Called without any lock of this class held; must not wait. */
    void retry();
  }

  /** One session's part: what its queued requests hold, and whether its queue waits in a collective. */
  public static final class SessionQueue {
    /** Guarded by the tenant's QueuedHeap. */
    private long queued;
    private final AtomicInteger collectives = new AtomicInteger();

    /** The session's queue starts waiting for a collective's other ranks. */
    public void collectiveStarted() {
      collectives.incrementAndGet();
    }

    /** The collective the session's queue waited in has ended (completed or failed). */
    public void collectiveEnded() {
      collectives.decrementAndGet();
    }

    /** Whether the queue's work gives heap back without anyone else's: something queued, no collective waited in. */
    private boolean makesRoomByItself() {
      return queued > 0 && collectives.get() == 0;
    }
  }

  private final String tenant;
  private final HostMemory memory;
  /** The tenant's whole heap use on this host (values, transfers, programs, queued requests). */
  private final AtomicLong tenantHeld;
  // Guarded by `this`.
  private long queued;
  /** The tenant's one waiting batch (null: none), its session, and what it would hold (reserved on the host). */
  private Waiter waiter;
  private SessionQueue waiterSession;
  private long waitingBytes;

  QueuedHeap(String tenant, HostMemory memory, AtomicLong tenantHeld) {
    this.tenant = tenant;
    this.memory = memory;
    this.tenantHeld = tenantHeld;
  }

  /**
   * Holds {@code bytes} for a queued request of {@code session} that cannot wait (a Debug Execute); throws
   * {@link HbmExhaustedException} naming the limit when the tenant's share or the host's ceiling has no room.
   */
  public synchronized void hold(SessionQueue session, long bytes, Supplier<String> what) {
    memory.reserve(tenant, tenantHeld, bytes, what);
    queued += bytes;
    session.queued += bytes;
  }

  /**
   * Holds {@code bytes} for a batch of {@code session}'s stream and returns true; or, when they do not fit now but
   * would once the session's queued requests have run, makes {@code waiter} the tenant's waiting batch (its bytes
   * reserved on the host), told when a {@link #release} leaves room, and returns false (the caller keeps its batch and
   * reads nothing more meanwhile). Called again by the waiting batch (its retry), it holds, keeps waiting, or is
   * refused. Throws {@link HeapBusyException} when it may try again later, {@link HbmExhaustedException} naming the
   * limit when waiting cannot help; either way it no longer waits.
   */
  public synchronized boolean holdOrWait(SessionQueue session, long bytes, Supplier<String> what, Waiter waiter) {
    if (waiter == this.waiter && bytes != waitingBytes) { // not its retry but another batch: waits anew
      clearWaiting(true);
    }
    if (waiter == this.waiter) { // its retry: its bytes are on the host already
      if (memory.chargeShare(tenantHeld, bytes)) {
        clearWaiting(false); // its host bytes are now the tenant's hold, given back by release
        return held(session, bytes);
      }
      String no = whyItCannotWait(session, bytes, true);
      if (no == null) {
        return false; // waits on, its bytes still counted
      }
      clearWaiting(true);
      throw refusal(no, bytes, what);
    }
    if (memory.fits(tenantHeld, bytes)) {
      try {
        memory.reserve(tenant, tenantHeld, bytes, what);
        return held(session, bytes);
      } catch (HbmExhaustedException raced) {
        // another tenant's or this tenant's values took the room meanwhile: judged below as not fitting
      }
    }
    String no = whyItCannotWait(session, bytes, false);
    if (no == null && !memory.reserveHost(bytes)) {
      no = "busy:the host has no room for it to wait parsed for room in the share";
    }
    if (no != null) {
      throw refusal(no, bytes, what);
    }
    this.waiter = waiter;
    waiterSession = session;
    waitingBytes = bytes;
    return false;
  }

  private boolean held(SessionQueue session, long bytes) {
    queued += bytes;
    session.queued += bytes;
    return true;
  }

  /** Holding the lock: null when the batch may wait; else why not, prefixed "busy:" when it may try again later. */
  private String whyItCannotWait(SessionQueue session, long bytes, boolean isTheWaiter) {
    long besidesQueued = tenantHeld.get() - queued;
    if (queued == 0 || bytes > memory.tenantShare() - besidesQueued) {
      return "waiting would not free enough: the tenant's queued requests hold " + Chip.bytesText(queued)
          + " and the rest of what it holds (" + Chip.bytesText(besidesQueued) + ") stays until it frees values";
    }
    if (!isTheWaiter && waiter != null) {
      return "busy:another batch of the tenant already waits for room (one may wait at a time)";
    }
    if (!session.makesRoomByItself()) {
      return "busy:its session has nothing queued that would make room without other sessions' work, or its queue"
          + " waits in a collective";
    }
    return null;
  }

  private HbmExhaustedException refusal(String why, long bytes, Supplier<String> what) {
    String head = "host memory: " + what.get() + " needs " + Chip.bytesText(bytes) + " of the simulator's Java heap"
        + " but tenant " + tenant + " holds " + Chip.bytesText(tenantHeld.get()) + " of its share "
        + Chip.bytesText(memory.tenantShare()) + " (torchtpu.quota.max-heap-share of the "
        + Chip.bytesText(memory.ceiling()) + " this process can hold: its max heap less torchtpu.quota.heap-margin); ";
    return why.startsWith("busy:") ? new HeapBusyException(head + why.substring(5)) : new HbmExhaustedException(head + why);
  }

  /** Holding the lock: no batch waits any more; {@code giveBackHost}: its host reservation goes back too. */
  private void clearWaiting(boolean giveBackHost) {
    if (giveBackHost) {
      memory.releaseHost(waitingBytes);
    }
    waiter = null;
    waiterSession = null;
    waitingBytes = 0;
  }

  /**
   * Gives back what {@link #hold} or {@link #holdOrWait} held for {@code session}, and tells the waiting batch to try
   * again when it now fits in the share, or can no longer wait (its session has nothing queued left).
   */
  public void release(SessionQueue session, long bytes) {
    Waiter wake;
    synchronized (this) {
      memory.release(tenantHeld, bytes);
      queued -= bytes;
      session.queued -= bytes;
      if (waiter == null || (!memory.fitsShare(tenantHeld, waitingBytes) && waiterSession.makesRoomByItself())) {
        return;
      }
      wake = waiter;
    }
    wake.retry();
  }

  /** Tells the waiting batch to try again (a session closed: its stream ends). */
  public void wakeAll() {
    Waiter wake;
    synchronized (this) {
      wake = waiter;
    }
    if (wake != null) {
      wake.retry();
    }
  }

  /** {@code waiter}'s stream ended: it waits no more, and its host reservation goes back. */
  public synchronized void forget(Waiter waiter) {
    if (waiter == this.waiter) {
      clearWaiting(true);
    }
  }

  /** Heap the waiting batch would hold (reserved on the host: it is parsed in the heap meanwhile). */
  public synchronized long waitingBytes() {
    return waitingBytes;
  }

  /** Heap bytes the tenant's queued requests hold. */
  public synchronized long queuedBytes() {
    return queued;
  }

  /** Batches waiting for room now (0 or 1). */
  public synchronized int waiting() {
    return waiter == null ? 0 : 1;
  }
}
