package org.torchtpu.cache;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicLong;

/** A clock that moves only when told to, for reservation expiry without waiting. */
final class TestClock extends Clock {
  private final AtomicLong millis;

  TestClock(long startMillis) {
    this.millis = new AtomicLong(startMillis);
  }

  void advanceMillis(long delta) {
    millis.addAndGet(delta);
  }

  @Override
  public long millis() {
    return millis.get();
  }

  @Override
  public Instant instant() {
    return Instant.ofEpochMilli(millis.get());
  }

  @Override
  public ZoneId getZone() {
    return ZoneOffset.UTC;
  }

  @Override
  public Clock withZone(ZoneId zone) {
    return this;
  }
}
