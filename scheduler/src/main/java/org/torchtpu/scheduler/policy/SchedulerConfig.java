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
 * @param finishedJobs how many finished jobs, and for how long, the scheduler keeps per tenant (see {@link FinishedJobs})
 * @param maxWatchesPerTenant WatchJob streams one tenant may hold open at once; 0 = no limit
 */
public record SchedulerConfig(
    List<PodSpec> pods, long leaseMillis, long preemptionGraceMillis, long defaultTimeLimitMillis,
    long maxTimeLimitMillis, int maxJobsPerPass, TenantPolicy defaultTenant, Map<String, TenantPolicy> tenants,
    Retention finishedJobs, int maxWatchesPerTenant) {

  /**
   * What the scheduler keeps of finished (succeeded, failed, cancelled) jobs, oldest dropped first.
   *
   * @param maxPerTenant finished jobs kept per tenant; 0 = no limit
   * @param ttlMillis a finished job is forgotten this long after it ended; 0 = kept until the count drops it
   */
  public record Retention(int maxPerTenant, long ttlMillis) {
    /** A tenant looping submit and cancel leaves at most this much behind (1000 jobs, 7 days). */
    public static final Retention DEFAULT = new Retention(1000, 7L * 24 * 3_600_000);

    public Retention {
      if (maxPerTenant < 0 || ttlMillis < 0) {
        throw new IllegalArgumentException("finished-job retention must be >= 0: " + maxPerTenant + " jobs, "
            + ttlMillis + " ms");
      }
    }
  }

  /** WatchJob streams a tenant may hold open by default (each is a server stream and a watcher in the core). */
  public static final int DEFAULT_MAX_WATCHES_PER_TENANT = 64;

  public SchedulerConfig(List<PodSpec> pods, long leaseMillis, long preemptionGraceMillis, long defaultTimeLimitMillis,
      long maxTimeLimitMillis, int maxJobsPerPass, TenantPolicy defaultTenant, Map<String, TenantPolicy> tenants) {
    this(pods, leaseMillis, preemptionGraceMillis, defaultTimeLimitMillis, maxTimeLimitMillis, maxJobsPerPass,
        defaultTenant, tenants, Retention.DEFAULT, DEFAULT_MAX_WATCHES_PER_TENANT);
  }

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
        || maxTimeLimitMillis < defaultTimeLimitMillis || maxJobsPerPass < 1 || maxWatchesPerTenant < 0) {
      throw new IllegalArgumentException("invalid scheduler settings: lease " + leaseMillis + " ms, grace "
          + preemptionGraceMillis + " ms, default time limit " + defaultTimeLimitMillis + " ms, max time limit "
          + maxTimeLimitMillis + " ms, jobs per pass " + maxJobsPerPass + ", watches per tenant " + maxWatchesPerTenant);
    }
    finishedJobs = finishedJobs == null ? Retention.DEFAULT : finishedJobs;
  }

  /** Defaults for tests and tools: 10 s lease, 30 s grace, 1 h default and 7 d max time limit, 128 jobs a pass. */
  public static SchedulerConfig of(List<PodSpec> pods) {
    return new SchedulerConfig(pods, 10_000, 30_000, 3_600_000, 7L * 24 * 3_600_000, 128,
        TenantPolicy.UNLIMITED, Map.of());
  }

  public SchedulerConfig withLeaseMillis(long lease) {
    return new SchedulerConfig(pods, lease, preemptionGraceMillis, defaultTimeLimitMillis, maxTimeLimitMillis,
        maxJobsPerPass, defaultTenant, tenants, finishedJobs, maxWatchesPerTenant);
  }

  public SchedulerConfig withGraceMillis(long grace) {
    return new SchedulerConfig(pods, leaseMillis, grace, defaultTimeLimitMillis, maxTimeLimitMillis,
        maxJobsPerPass, defaultTenant, tenants, finishedJobs, maxWatchesPerTenant);
  }

  public SchedulerConfig withTenants(TenantPolicy defaults, Map<String, TenantPolicy> perTenant) {
    return new SchedulerConfig(pods, leaseMillis, preemptionGraceMillis, defaultTimeLimitMillis, maxTimeLimitMillis,
        maxJobsPerPass, orUnlimited(defaults), perTenant, finishedJobs, maxWatchesPerTenant);
  }

  private static TenantPolicy orUnlimited(TenantPolicy p) {
    return p == null ? TenantPolicy.UNLIMITED : p;
  }

  public SchedulerConfig withMaxJobsPerPass(int n) {
    return new SchedulerConfig(pods, leaseMillis, preemptionGraceMillis, defaultTimeLimitMillis, maxTimeLimitMillis,
        n, defaultTenant, tenants, finishedJobs, maxWatchesPerTenant);
  }

  public SchedulerConfig withFinishedJobs(Retention retention) {
    return new SchedulerConfig(pods, leaseMillis, preemptionGraceMillis, defaultTimeLimitMillis, maxTimeLimitMillis,
        maxJobsPerPass, defaultTenant, tenants, retention, maxWatchesPerTenant);
  }

  public SchedulerConfig withMaxWatchesPerTenant(int max) {
    return new SchedulerConfig(pods, leaseMillis, preemptionGraceMillis, defaultTimeLimitMillis, maxTimeLimitMillis,
        maxJobsPerPass, defaultTenant, tenants, finishedJobs, max);
  }

  public TenantPolicy tenant(String name) {
    return tenants.getOrDefault(name, defaultTenant);
  }
}
