package org.torchtpu.scheduler.security;

import java.time.Duration;
import java.util.concurrent.ConcurrentHashMap;

/**
 * How many of each tenant key's scheduler calls (gRPC and REST together) are in progress, at most {@code limit}
 * ({@code torchtpu.scheduler.max-calls-per-tenant}; 0 = no limit). Every call takes the scheduler's one lock, and each
 * runs on a thread of its own (gRPC's executor, Tomcat's pool): one tenant's 64 concurrent ListJobs of 1,000 jobs
 * (0.4 ms each under the lock) kept the hosts' heartbeats waiting 0.9 s on average and up to 4 s, near the 10 s lease,
 * and every other tenant's calls with them ({@code LockFloodMeasurement}).
 */
public final class TenantCallShare {
  /**
   * The default limit: with 16 of one tenant's calls in progress a heartbeat waited 208 ms on average and 692 ms at
   * worst (load 13, {@code LockFloodMeasurement}), far under the 10 s lease; the SDK's JobClient retries past it.
   */
  public static final int DEFAULT_LIMIT = 16;
  /** When a refused call may try again (a call in progress ends within milliseconds): RetryInfo / Retry-After. */
  public static final Duration RETRY_AFTER = Duration.ofMillis(100);
  private final int limit;
  private final ConcurrentHashMap<String, Integer> open = new ConcurrentHashMap<>();

  public TenantCallShare(int limit) {
    if (limit < 0) {
      throw new IllegalArgumentException("torchtpu.scheduler.max-calls-per-tenant must be >= 0, got " + limit);
    }
    this.limit = limit;
  }

  /** Counts a call of {@code tenant} in, or says false (counting nothing) when the tenant has its limit open. */
  public boolean enter(String tenant) {
    if (limit == 0) {
      return true;
    }
    boolean[] admitted = new boolean[1];
    open.compute(tenant, (t, n) -> {
      int now = n == null ? 0 : n;
      admitted[0] = now < limit;
      return admitted[0] ? now + 1 : n;
    });
    return admitted[0];
  }

  /** Counts out a call {@link #enter} let in. */
  public void leave(String tenant) {
    if (limit != 0) {
      open.computeIfPresent(tenant, (t, n) -> n <= 1 ? null : n - 1);
    }
  }

  /** What a call past the limit is told (the tenant's name is its key's, set by the operator). */
  public String refusal(String tenant) {
    return "tenant " + tenant + " already has " + limit + " scheduler calls in progress "
        + "(torchtpu.scheduler.max-calls-per-tenant); retry when one has ended";
  }
}
