package org.torchtpu.service.security;

import java.util.HashMap;
import java.util.Map;

/**
 * A port's reads of request bodies that may wait for the network at once (half its threads, {@link TimedRequestBody}),
 * shared out: one holder (an authenticated caller, or for a request without one its client's address) has a share of a
 * quarter of them (at least one), and may borrow a second share only while more than half of them are free, so one
 * tenant's tricklers take at most half and leave others' honest bodies waiting reads of their own, while a lone tenant
 * on an idle port is not held to its quarter. Taken only by a read that finds none of its body buffered, never per
 * byte; one small lock.
 */
final class WaitingReads {
  private final int permits;
  private final int perHolder;
  // Guarded by this.
  private int taken;
  /** Waiting reads each holder has now; a holder with none has no entry. */
  private final Map<String, Integer> byHolder = new HashMap<>();

  WaitingReads(int permits) {
    this.permits = Math.max(1, permits);
    this.perHolder = Math.max(1, this.permits / 4);
  }

  /**
   * Takes a waiting read for {@code holder} if the port has one free and the holder is within its share, or within a
   * second share while more than half of the waiting reads are free.
   */
  synchronized boolean tryTake(String holder) {
    int held = byHolder.getOrDefault(holder, 0);
    int free = permits - taken;
    if (free == 0 || (held >= perHolder && (held >= 2 * perHolder || free <= permits / 2))) {
      return false;
    }
    taken++;
    byHolder.put(holder, held + 1);
    return true;
  }

  /** Gives back a waiting read {@code holder} took. */
  synchronized void give(String holder) {
    byHolder.computeIfPresent(holder, (h, held) -> held > 1 ? held - 1 : null);
    taken--;
  }

  /** Waiting reads one holder may have when the port is busy (twice as many on a port more than half free). */
  int perHolder() {
    return perHolder;
  }
}
