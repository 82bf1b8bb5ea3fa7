package org.torchtpu.scheduler.policy;

/**
 * A tenant's limits.
 *
 * @param quotaChips most chips the tenant's jobs may hold at once; 0 = no limit
 * @param weight the tenant's fair-share weight (see {@link SchedulerCore}); must be positive
 * @param maxQueuedJobs most jobs the tenant may have waiting in the queue at once; 0 = no limit
 */
public record TenantPolicy(int quotaChips, double weight, int maxQueuedJobs) {
  public static final TenantPolicy UNLIMITED = new TenantPolicy(0, 1.0);

  public TenantPolicy(int quotaChips, double weight) {
    this(quotaChips, weight, 0);
  }

  public TenantPolicy {
    if (quotaChips < 0) {
      throw new IllegalArgumentException("quota must be >= 0 chips, got " + quotaChips);
    }
    if (maxQueuedJobs < 0) {
      throw new IllegalArgumentException("queued-jobs quota must be >= 0, got " + maxQueuedJobs);
    }
    if (!(weight > 0)) {
      throw new IllegalArgumentException("fair-share weight must be positive, got " + weight);
    }
  }
}
