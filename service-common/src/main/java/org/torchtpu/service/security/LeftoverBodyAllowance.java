package org.torchtpu.service.security;

import java.util.concurrent.TimeUnit;

/**
 * The time one connection's unread request bodies may take to drain, all its drains together: a fixed budget, plus,
 * within each drain, the time its bytes take at {@link #HONEST_BYTES_PER_SECOND}. A drain slower than its bytes earn
 * leaves a debt the next drains start with; a faster one leaves no credit (a connection cannot save up time for a
 * later body it never sends). A client that keeps its connection alive and lets each refused body arrive just inside
 * the budget spends it once, not once per request; one still sending a large body at an honest pace after an early
 * refusal earns time as it goes and reads its whole answer. No single read waits longer than the connector's own read
 * timeout.
 */
final class LeftoverBodyAllowance {
  /**
   * The slowest upload counted as honest, 256 KiB/s: the rate tpu-server's simulate body deadline allows for (its
   * {@code BodyDeadline.BYTES_PER_SECOND}), so a body honest there is honest here.
   */
  static final long HONEST_BYTES_PER_SECOND = 256 * 1024;
  private final long budgetNanos;
  private long debtNanos;

  LeftoverBodyAllowance(long budgetNanos) {
    this.budgetNanos = budgetNanos;
  }

  /** What is left, during a drain that has read {@code bytes} in {@code elapsedNanos} so far. */
  synchronized long leftNanos(long bytes, long elapsedNanos) {
    return budgetNanos - debtNanos + earnedNanos(bytes) - elapsedNanos;
  }

  /**
   * How long the drain's next read may wait, in milliseconds: what is left, but no longer than the connector's read
   * timeout ({@code readTimeoutMillis}, none if not positive); 0 when nothing is left.
   */
  long nextReadMillis(long bytes, long elapsedNanos, long readTimeoutMillis) {
    long left = leftNanos(bytes, elapsedNanos);
    if (left <= 0) {
      return 0;
    }
    long millis = Math.max(1, TimeUnit.NANOSECONDS.toMillis(left));
    return readTimeoutMillis > 0 ? Math.min(millis, readTimeoutMillis) : millis;
  }

  /** Counts a finished drain: only the time it took beyond what its bytes earned stays owed. */
  synchronized void spend(long bytes, long elapsedNanos) {
    debtNanos = Math.max(0, debtNanos + elapsedNanos - earnedNanos(bytes));
  }

  private static long earnedNanos(long bytes) {
    return TimeUnit.SECONDS.toNanos(bytes) / HONEST_BYTES_PER_SECOND;
  }
}
