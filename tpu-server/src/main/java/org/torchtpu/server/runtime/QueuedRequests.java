package org.torchtpu.server.runtime;

import java.util.function.Supplier;
import org.torchtpu.server.chip.Chip;
import org.torchtpu.server.chip.HbmExhaustedException;
import org.torchtpu.server.security.HeapBusyException;
import org.torchtpu.server.security.QueuedHeap;
import org.torchtpu.service.error.DomainException;

/**
 * The Java heap a request takes while it waits on a session's queue. Admission counts ops, not bytes, and one op
 * may carry a constant of tens of MiB: a tenant stalling its session (a long op, a collective its peers never join)
 * and sending batches on several streams, or many Debug Executes at once, would otherwise pile up messages of up to
 * the host's 64 MiB limit each until the process ran out of heap and every tenant's work failed. Each request
 * waiting or running is therefore held against the tenant's share of the heap, like its values and uploads
 * ({@link org.torchtpu.server.security.HostMemory}), and released once it has run.
 *
 * <p>An op stream's batch that does not fit waits instead of being refused while the tenant's queued requests would
 * make room by running ({@link #holdOrWait}, {@link QueuedHeap}): an honest program that runs ahead of its server is
 * slowed down by flow control, not failed.
 */
final class QueuedRequests {
  private QueuedRequests() {}

  /**
   * Holds {@code bytes} of the heap for {@code session}'s tenant; a tenant at its share is refused with
   * RESOURCE_EXHAUSTED naming the limit. Every successful call is matched by {@link #release}.
   */
  static void hold(DeviceSession session, long bytes, String what) {
    try {
      session.hbm().queued().hold(session.queuedHeap(), bytes, describe(session, bytes, what));
    } catch (HbmExhaustedException e) {
      throw DomainException.exhausted(e.getMessage());
    }
  }

  /**
   * As {@link #hold}, for an op stream's batch: returns false, and {@code waiter} is told when to try again, when the
   * batch does not fit now but would once the tenant's queued requests have run; RESOURCE_EXHAUSTED naming the limit
   * when waiting cannot help. Every call that returned true is matched by {@link #release}.
   */
  static boolean holdOrWait(DeviceSession session, long bytes, String what, QueuedHeap.Waiter waiter,
      java.time.Duration retryAfter) {
    try {
      return session.hbm().queued().holdOrWait(session.queuedHeap(), bytes, describe(session, bytes, what), waiter);
    } catch (HeapBusyException e) { // time cures it: the SDK backs off on the hint and resends
      throw DomainException.exhausted(e.getMessage() + " (retry in " + retryAfter.toMillis() + " ms)", retryAfter);
    } catch (HbmExhaustedException e) {
      throw DomainException.exhausted(e.getMessage());
    }
  }

  /** Gives a held request's heap back; a batch waiting for room tries again when it could now fit. */
  static void release(DeviceSession session, long bytes) {
    session.hbm().queued().release(session.queuedHeap(), bytes);
  }

  private static Supplier<String> describe(DeviceSession session, long bytes, String what) {
    return () -> what + " (" + Chip.bytesText(bytes) + " waiting on session " + session.id() + "'s queue)";
  }
}
