package org.torchtpu.service.security;

import java.util.concurrent.TimeUnit;

/**
 * The time one connection's unread request bodies may take to drain, all its drains together: a fixed budget, plus
 * the time the bytes drained so far take at {@link #HONEST_BYTES_PER_SECOND}. A client that keeps its connection alive
 * and lets each refused body arrive just inside the budget spends it once, not once per request; one still sending a
 * large body at an honest pace after an early refusal earns time as it goes and reads its whole answer.
 */
final class LeftoverBodyAllowance {
  /**
   * The slowest upload counted as honest, 256 KiB/s: the rate tpu-server's simulate body deadline allows for (its
   * {@code BodyDeadline.BYTES_PER_SECOND}), so a body honest there is honest here.
   */
  static final long HONEST_BYTES_PER_SECOND = 256 * 1024;
  private final long budgetNanos;
  private long spentNanos;
  private long drainedBytes;

  LeftoverBodyAllowance(long budgetNanos) {
    this.budgetNanos = budgetNanos;
  }

  /** What is left, during a drain that has read {@code bytes} in {@code elapsedNanos} so far. */
  synchronized long leftNanos(long bytes, long elapsedNanos) {
    long earned = TimeUnit.SECONDS.toNanos(drainedBytes + bytes) / HONEST_BYTES_PER_SECOND;
    return budgetNanos + earned - spentNanos - elapsedNanos;
  }

  /** Counts a finished drain. */
  synchronized void spend(long bytes, long elapsedNanos) {
    drainedBytes += bytes;
    spentNanos += elapsedNanos;
  }
}
