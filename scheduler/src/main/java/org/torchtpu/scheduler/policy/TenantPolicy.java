package org.torchtpu.scheduler.policy;

/**
 * A tenant's limits.
 *
 * @param quotaChips most chips the tenant's jobs may hold at once; 0 = no limit
 * @param weight the tenant's fair-share weight (see {@link SchedulerCore}); must be positive
 */
public record TenantPolicy(int quotaChips, double weight) {
  public static final TenantPolicy UNLIMITED = new TenantPolicy(0, 1.0);

  public TenantPolicy {
    if (quotaChips < 0) {
      throw new IllegalArgumentException("quota must be >= 0 chips, got " + quotaChips);
    }
    if (!(weight > 0)) {
      throw new IllegalArgumentException("fair-share weight must be positive, got " + weight);
    }
  }
}
