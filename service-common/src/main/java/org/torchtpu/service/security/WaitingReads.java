package org.torchtpu.service.security;

import java.util.HashMap;
import java.util.Map;

/**
 * A port's reads of request bodies that may wait for the network at once (half its threads, {@link TimedRequestBody}),
 * shared out: one holder (an authenticated caller, or for a request without one its client's address) has a share of a
 * quarter of them (at least one), and takes more only while more than one share stays free, so one tenant's tricklers
 * cannot take every waiting read and leave others' honest bodies only the prompt allowance, while a lone tenant on an
 * idle port is not held to its quarter. Taken only by a read that finds none of its body buffered, never per byte; one
 * small lock.
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
   * Takes a waiting read for {@code holder} if the port has one free, and the holder's share is not all in use or more
   * than one share is free besides (what is left is kept for another holder).
   */
  synchronized boolean tryTake(String holder) {
    int held = byHolder.getOrDefault(holder, 0);
    int free = permits - taken;
    if (free == 0 || (held >= perHolder && free <= perHolder)) {
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

  /** Most waiting reads one holder may have. */
  int perHolder() {
    return perHolder;
  }
}
