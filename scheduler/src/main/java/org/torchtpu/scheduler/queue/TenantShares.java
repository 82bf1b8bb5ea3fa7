package org.torchtpu.scheduler.queue;

/** The figures a queue order may weigh tenants by, read live (they change as jobs are placed). */
public interface TenantShares {
  /** Chips the tenant's jobs hold now. */
  int chipsInUse(String tenant);

  /** The tenant's fair-share weight (> 0). */
  double weight(String tenant);
}
