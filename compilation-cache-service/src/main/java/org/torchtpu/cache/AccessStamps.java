package org.torchtpu.cache;

import java.time.Clock;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Access stamps for LRU order: epoch milliseconds from the clock, but strictly increasing within
 * this process (so two accesses in one millisecond still have an order) and never below the newest
 * stamp already stored (so a restart does not rank new accesses before old ones).
 */
final class AccessStamps {
  private final Clock clock;
  private final AtomicLong last;

  AccessStamps(Clock clock, long newestStored) {
    this.clock = clock;
    this.last = new AtomicLong(newestStored);
  }

  long next() {
    long now = clock.millis();
    return last.updateAndGet(prev -> Math.max(prev + 1, now));
  }
}
