package org.torchtpu.server.runtime;

import org.torchtpu.server.chip.Chip;
import org.torchtpu.server.chip.HbmExhaustedException;
import org.torchtpu.service.error.DomainException;

/**
 * The Java heap a request takes while it waits on a session's queue. Admission counts ops, not bytes, and one op
 * may carry a constant of tens of MiB: a tenant stalling its session (a long op, a collective its peers never join)
 * and sending batches on several streams, or many Debug Executes at once, would otherwise pile up messages of up to
 * the host's 64 MiB limit each until the process ran out of heap and every tenant's work failed. Each request
 * waiting or running is therefore held against the tenant's share of the heap, like its values and uploads
 * ({@link org.torchtpu.server.security.HostMemory}), and released once it has run.
 */
final class QueuedRequests {
  private QueuedRequests() {}

  /**
   * Holds {@code bytes} of the heap for {@code session}'s tenant; a tenant at its share is refused with
   * RESOURCE_EXHAUSTED naming the limit. Every successful call is matched by {@link #release}.
   */
  static void hold(DeviceSession session, long bytes, String what) {
    try {
      session.hbm().reserveHeap(bytes, () -> what + " (" + Chip.bytesText(bytes)
          + " waiting on session " + session.id() + "'s queue)");
    } catch (HbmExhaustedException e) {
      throw DomainException.exhausted(e.getMessage());
    }
  }

  static void release(DeviceSession session, long bytes) {
    session.hbm().releaseHeap(bytes);
  }
}
