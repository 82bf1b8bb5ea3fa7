package org.torchtpu.scheduler.policy;

/**
 * A tenant's limits.
 *
 * @param quotaChips most chips the tenant's jobs may hold at once; 0 = no limit
 * @param weight the tenant's fair-share weight (see {@link SchedulerCore}); must be positive
 * @param maxQueuedJobs most jobs the tenant may have waiting in the queue at once; 0 = no limit
 * @param maxPriority the highest priority the tenant may give its jobs (its ceiling; {@link #NO_CEILING}
 *     = any): a priority is self-assigned, and a higher one preempts other tenants' running jobs
 */
public record TenantPolicy(int quotaChips, double weight, int maxQueuedJobs, int maxPriority) {
  /** The ceiling of a tenant without one: the largest priority there is. */
  public static final int NO_CEILING = 1000;
  public static final TenantPolicy UNLIMITED = new TenantPolicy(0, 1.0);

  public TenantPolicy(int quotaChips, double weight) {
    this(quotaChips, weight, 0);
  }

  public TenantPolicy(int quotaChips, double weight, int maxQueuedJobs) {
    this(quotaChips, weight, maxQueuedJobs, NO_CEILING);
  }

  public TenantPolicy {
    if (maxPriority < 0 || maxPriority > NO_CEILING) {
      throw new IllegalArgumentException("max-priority must be in 0.." + NO_CEILING + ", got " + maxPriority);
    }
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
