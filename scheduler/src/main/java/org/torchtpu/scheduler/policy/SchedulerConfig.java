package org.torchtpu.scheduler.policy;

import java.util.List;
import java.util.Map;

/**
 * How the scheduler behaves.
 *
 * @param pods the pods it manages
 * @param leaseMillis a host that has not heartbeated for this long is unhealthy
 * @param preemptionGraceMillis how long a preempted job keeps its chips after its notice
 * @param defaultTimeLimitMillis time limit of a job that gives none
 * @param maxTimeLimitMillis longest time limit a job may ask for
 * @param maxJobsPerPass queued jobs one scheduling pass looks at (in policy order); the rest wait for the next pass
 * @param defaultTenant limits of tenants not listed in {@code tenants}
 * @param tenants per-tenant limits
 */
public record SchedulerConfig(
    List<PodSpec> pods, long leaseMillis, long preemptionGraceMillis, long defaultTimeLimitMillis,
    long maxTimeLimitMillis, int maxJobsPerPass, TenantPolicy defaultTenant, Map<String, TenantPolicy> tenants) {

  public SchedulerConfig {
    pods = List.copyOf(pods);
    tenants = Map.copyOf(tenants);
    if (pods.isEmpty()) {
      throw new IllegalArgumentException("the scheduler needs at least one pod");
    }
    if (pods.stream().map(PodSpec::name).distinct().count() != pods.size()) {
      throw new IllegalArgumentException("pod names must be unique: " + pods);
    }
    if (leaseMillis <= 0 || preemptionGraceMillis < 0 || defaultTimeLimitMillis <= 0
        || maxTimeLimitMillis < defaultTimeLimitMillis || maxJobsPerPass < 1) {
      throw new IllegalArgumentException("invalid scheduler settings: lease " + leaseMillis + " ms, grace "
          + preemptionGraceMillis + " ms, default time limit " + defaultTimeLimitMillis + " ms, max time limit "
          + maxTimeLimitMillis + " ms, jobs per pass " + maxJobsPerPass);
    }
  }

  /** Defaults for tests and tools: 10 s lease, 30 s grace, 1 h default and 7 d max time limit, 128 jobs a pass. */
  public static SchedulerConfig of(List<PodSpec> pods) {
    return new SchedulerConfig(pods, 10_000, 30_000, 3_600_000, 7L * 24 * 3_600_000, 128,
        TenantPolicy.UNLIMITED, Map.of());
  }

  public SchedulerConfig withLeaseMillis(long lease) {
    return new SchedulerConfig(pods, lease, preemptionGraceMillis, defaultTimeLimitMillis, maxTimeLimitMillis,
        maxJobsPerPass, defaultTenant, tenants);
  }

  public SchedulerConfig withGraceMillis(long grace) {
    return new SchedulerConfig(pods, leaseMillis, grace, defaultTimeLimitMillis, maxTimeLimitMillis,
        maxJobsPerPass, defaultTenant, tenants);
  }

  public SchedulerConfig withTenants(TenantPolicy defaults, Map<String, TenantPolicy> perTenant) {
    return new SchedulerConfig(pods, leaseMillis, preemptionGraceMillis, defaultTimeLimitMillis, maxTimeLimitMillis,
        maxJobsPerPass, orUnlimited(defaults), perTenant);
  }

  private static TenantPolicy orUnlimited(TenantPolicy p) {
    return p == null ? TenantPolicy.UNLIMITED : p;
  }

  public SchedulerConfig withMaxJobsPerPass(int n) {
    return new SchedulerConfig(pods, leaseMillis, preemptionGraceMillis, defaultTimeLimitMillis, maxTimeLimitMillis,
        n, defaultTenant, tenants);
  }

  public TenantPolicy tenant(String name) {
    return tenants.getOrDefault(name, defaultTenant);
  }
}
