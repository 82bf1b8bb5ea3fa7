package org.torchtpu.server.security;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import org.torchtpu.server.chip.Chip;
import org.torchtpu.server.chip.HbmExhaustedException;

/**
 * The part of one tenant's heap share on this host that its queued requests hold (op batches and Debug Executes
 * waiting on or running in a session's queue, held at what they take parsed), and the op streams whose next batch
 * waits for some of it to be given back.
 *
 * <p>Queued work gives its heap back by itself as the sessions run it, so a batch that does not fit now but would
 * once the tenant's queued requests have run is not refused: its stream waits (back-pressure, see
 * {@link #holdOrWait}), and every {@link #release} tells the waiting streams to try again. A batch is refused only
 * when waiting cannot help: it is larger than what the share leaves besides everything else the tenant holds (its
 * values, uploads, programs), or the tenant has nothing queued whose release would wake it, or the tenant's waiting
 * batches would pass its share (each waits parsed in the heap: so a tenant's queued and waiting batches together take
 * at most twice its share).
 *
 * <p>No wake-up is lost: a stream is added to the waiting set and a queued request's heap is given back under one
 * lock, and a stream is added only while the tenant has queued heap, which some later {@link #release} gives back.
 */
public final class QueuedHeap {
  private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(QueuedHeap.class);
  /** A stream's batch waiting for room in the tenant's share: told to try again (on the releasing thread). */
  public interface Waiter {
    /** Called once per wake-up, without any lock of this class held; must not wait. */
    void retry();
  }

  private final String tenant;
  private final HostMemory memory;
  /** The tenant's whole heap use on this host (values, transfers, programs, queued requests). */
  private final AtomicLong tenantHeld;
  // Guarded by `this`.
  private long queued;
  /** The streams waiting, each with what its batch would hold (its parsed batch is in the heap meanwhile). */
  private final Map<Waiter, Long> waiting = new LinkedHashMap<>();
  /** The sum of {@link #waiting}'s batches: at most the tenant's share. */
  private long waitingBytes;

  QueuedHeap(String tenant, HostMemory memory, AtomicLong tenantHeld) {
    this.tenant = tenant;
    this.memory = memory;
    this.tenantHeld = tenantHeld;
  }

  /**
   * Holds {@code bytes} for a queued request that cannot wait (a Debug Execute); throws
   * {@link HbmExhaustedException} naming the limit when the tenant's share or the host's ceiling has no room.
   */
  public synchronized void hold(long bytes, Supplier<String> what) {
    memory.reserve(tenant, tenantHeld, bytes, what);
    queued += bytes;
  }

  /**
   * Holds {@code bytes} for a stream's batch and returns true; or, when they do not fit now but would once the
   * tenant's queued requests have run, adds {@code waiter} to those told at the next {@link #release} and returns
   * false (the caller keeps its batch and reads nothing more meanwhile); or throws {@link HbmExhaustedException}
   * naming the limit when waiting cannot help.
   */
  public synchronized boolean holdOrWait(long bytes, Supplier<String> what, Waiter waiter) {
    try {
      memory.reserve(tenant, tenantHeld, bytes, what);
    } catch (HbmExhaustedException full) {
      long besidesQueued = tenantHeld.get() - queued;
      if (queued > 0 && bytes <= memory.tenantShare() - besidesQueued) {
        Long before = waiting.remove(waiter);
        long others = waitingBytes - (before == null ? 0 : before);
        if (bytes <= memory.tenantShare() - others) { // waiting batches are parsed in the heap: at most a share of them
          waiting.put(waiter, bytes);
          waitingBytes = others + bytes;
          return false;
        }
        waitingBytes = others;
        throw new HbmExhaustedException(full.getMessage() + "; and the tenant's batches already waiting for room take "
            + Chip.bytesText(others) + ", which may not pass its share either");
      }
      throw new HbmExhaustedException(full.getMessage() + "; waiting would not free enough: the tenant's queued requests"
          + " hold " + Chip.bytesText(queued) + " and the rest of what it holds (" + Chip.bytesText(besidesQueued)
          + ") stays until it frees values");
    }
    queued += bytes;
    forgetLocked(waiter);
    return true;
  }

  /** Gives back what {@link #hold} or {@link #holdOrWait} held, and tells every waiting stream to try again. */
  public void release(long bytes) {
    List<Waiter> wake;
    synchronized (this) {
      memory.release(tenantHeld, bytes);
      queued -= bytes;
      if (waiting.isEmpty()) {
        return;
      }
      wake = takeWaiting();
    }
    retry(wake);
  }

  /** Holding the lock: every waiting stream, no longer waiting (each waits again if its retry does not fit). */
  private List<Waiter> takeWaiting() {
    List<Waiter> wake = new ArrayList<>(waiting.keySet());
    waiting.clear();
    waitingBytes = 0;
    return wake;
  }

  private void forgetLocked(Waiter waiter) {
    Long bytes = waiting.remove(waiter);
    if (bytes != null) {
      waitingBytes -= bytes;
    }
  }

  /** Tells every waiting stream to try again (a session closed: its streams end). */
  public void wakeAll() {
    List<Waiter> wake;
    synchronized (this) {
      wake = takeWaiting();
    }
    retry(wake);
  }

  /** Each is told, whatever the others do: one that failed must not leave the rest waiting for good. */
  private static void retry(List<Waiter> wake) {
    for (Waiter w : wake) {
      try {
        w.retry();
      } catch (RuntimeException | Error e) {
        log.warn("a stream waiting for heap failed to resume", e);
      }
    }
  }

  /** {@code waiter}'s stream ended: it waits no more. */
  public synchronized void forget(Waiter waiter) {
    forgetLocked(waiter);
  }

  /** Heap the waiting streams' batches would hold (they are parsed in the heap meanwhile). */
  public synchronized long waitingBytes() {
    return waitingBytes;
  }

  /** Heap bytes the tenant's queued requests hold. */
  public synchronized long queuedBytes() {
    return queued;
  }

  /** Streams waiting for room now. */
  public synchronized int waiting() {
    return waiting.size();
  }
}
