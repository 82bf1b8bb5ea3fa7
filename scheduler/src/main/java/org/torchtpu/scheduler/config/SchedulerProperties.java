package org.torchtpu.scheduler.config;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.torchtpu.api.hardware.TpuGeneration;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.scheduler.placement.Shape;
import org.torchtpu.scheduler.policy.PodSpec;
import org.torchtpu.scheduler.policy.SchedulerConfig;
import org.torchtpu.scheduler.policy.TenantPolicy;
import org.torchtpu.scheduler.queue.FairShareOrder;

/**
 * The scheduler's settings, {@code torchtpu.scheduler.*} (see application.yml for each default).
 *
 * @param dataDir where the embedded H2 database lives (ignored when spring.datasource.url names another database)
 * @param lease a host silent this long is unhealthy
 * @param tickInterval how often leases, grace periods and time limits are checked
 * @param preemptionGrace how long a preempted job keeps its chips after its notice
 * @param defaultTimeLimit time limit of a job that sets none
 * @param maxTimeLimit the longest a job may ask for
 * @param maxJobsPerPass queued jobs one scheduling pass considers
 * @param placer "best-fit" (default) or "first-fit" (the naive baseline)
 * @param queueOrder the order a scheduling pass considers queued jobs in (see {@code queue.QueueOrders}); default
 *     "fair-share"
 * @param pods the pods; when empty, one pod per generation with its public pod shape (see {@link #defaultPods})
 * @param defaultQuotaChips chip quota of tenants not listed, or listed without their own (0 = none)
 * @param defaultWeight fair-share weight of tenants not listed
 * @param defaultMaxQueuedJobs jobs a tenant not listed may have queued at once (0 = no limit)
 * @param tenants per-tenant quota and weight
 * @param defaultMaxPriority the highest priority a tenant not listed (or listed without its own) may give a job;
 *     unset = 0: outranking (and so preempting) other tenants' jobs is a grant of the operator, as priority classes
 *     are on shared clusters, never something a tenant gives itself
 * @param maxFinishedJobsPerTenant finished jobs kept per tenant, oldest dropped first (unset = 1000, 0 = no limit)
 * @param finishedJobTtl how long a finished job is kept after it ended (unset = 7 days, 0 = no limit)
 * @param maxWatchesPerTenant WatchJob streams a tenant may hold open at once (unset = 64, 0 = no limit)
 */
@ConfigurationProperties(prefix = "torchtpu.scheduler")
public record SchedulerProperties(
    String dataDir, Duration lease, Duration tickInterval, Duration preemptionGrace, Duration defaultTimeLimit,
    Duration maxTimeLimit, int maxJobsPerPass, String placer, String queueOrder, List<Pod> pods, int defaultQuotaChips,
    double defaultWeight, int defaultMaxQueuedJobs, Map<String, Tenant> tenants, Integer defaultMaxPriority,
    Integer maxFinishedJobsPerTenant, Duration finishedJobTtl, Integer maxWatchesPerTenant) {

  /** A pod: name, generation ("v5p") and torus dimensions ("16x20x28", or "16x16" for a 2D torus). */
  public record Pod(String name, String generation, String dims) {}

  /**
   * A listed tenant's limits; an unset quota-chips, max-queued-jobs or max-priority falls back to its default-* (a
   * tenant listed for its weight alone is not thereby unlimited; {@code quota-chips: 0} is an explicit no limit).
   */
  public record Tenant(Integer quotaChips, double weight, Integer maxQueuedJobs, Integer maxPriority) {}

  public SchedulerProperties {
    lease = lease == null ? Duration.ofSeconds(10) : lease;
    tickInterval = tickInterval == null ? Duration.ofMillis(200) : tickInterval;
    preemptionGrace = preemptionGrace == null ? Duration.ofSeconds(30) : preemptionGrace;
    defaultTimeLimit = defaultTimeLimit == null ? Duration.ofHours(1) : defaultTimeLimit;
    maxTimeLimit = maxTimeLimit == null ? Duration.ofDays(7) : maxTimeLimit;
    maxJobsPerPass = maxJobsPerPass == 0 ? 128 : maxJobsPerPass;
    placer = placer == null || placer.isBlank() ? "best-fit" : placer;
    queueOrder = queueOrder == null || queueOrder.isBlank() ? FairShareOrder.NAME : queueOrder;
    pods = pods == null ? List.of() : pods;
    defaultWeight = defaultWeight == 0 ? 1.0 : defaultWeight;
    tenants = tenants == null ? Map.of() : tenants;
    maxFinishedJobsPerTenant = maxFinishedJobsPerTenant == null
        ? SchedulerConfig.Retention.DEFAULT.maxPerTenant() : maxFinishedJobsPerTenant;
    finishedJobTtl = finishedJobTtl == null ? Duration.ofMillis(SchedulerConfig.Retention.DEFAULT.ttlMillis())
        : finishedJobTtl;
    maxWatchesPerTenant = maxWatchesPerTenant == null ? SchedulerConfig.DEFAULT_MAX_WATCHES_PER_TENANT
        : maxWatchesPerTenant;
  }

  /**
   * One pod per generation of the catalogue, named as the generation, in the shape Cloud TPU documents for a full pod
   * ({@link TpuGeneration#podDims()}: v4 16x16x16, v5e and v6e 16x16, v5p 16x20x28, v7 16x24x24).
   */
  public static List<PodSpec> defaultPods() {
    return Arrays.stream(TpuGeneration.values()).map(g -> {
      int[] d = g.podDims();
      return new PodSpec(g.displayName(), g.proto(), new Shape(d[0], d[1], d.length > 2 ? d[2] : 1));
    }).toList();
  }

  static Generation generation(String text, String where) {
    return TpuGeneration.find(text).map(TpuGeneration::proto).orElseThrow(() -> new IllegalArgumentException(where
        + ": generation \"" + text + "\" is not one of " + TpuGeneration.validNames()));
  }

  /** The policy's settings; fails naming the bad property. */
  public SchedulerConfig toConfig() {
    List<PodSpec> specs = new ArrayList<>();
    for (int i = 0; i < pods.size(); i++) {
      Pod p = pods.get(i);
      String where = "torchtpu.scheduler.pods[" + i + "]";
      if (p.name() == null || p.name().isBlank()) {
        throw new IllegalArgumentException(where + ".name is empty");
      }
      Shape dims;
      try {
        dims = Shape.parse(p.dims());
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(where + ".dims: " + e.getMessage());
      }
      specs.add(new PodSpec(p.name(), generation(p.generation(), where), dims));
    }
    Map<String, TenantPolicy> perTenant = new LinkedHashMap<>();
    int ceiling = defaultMaxPriority == null ? 0 : defaultMaxPriority;
    tenants.forEach((name, t) -> perTenant.put(name, new TenantPolicy(
        t.quotaChips() == null ? defaultQuotaChips : t.quotaChips(), t.weight() == 0 ? 1.0 : t.weight(),
        t.maxQueuedJobs() == null ? defaultMaxQueuedJobs : t.maxQueuedJobs(),
        t.maxPriority() == null ? ceiling : t.maxPriority())));
    return new SchedulerConfig(specs.isEmpty() ? defaultPods() : specs, lease.toMillis(), preemptionGrace.toMillis(),
        defaultTimeLimit.toMillis(), maxTimeLimit.toMillis(), maxJobsPerPass,
        new TenantPolicy(defaultQuotaChips, defaultWeight, defaultMaxQueuedJobs, ceiling), perTenant,
        new SchedulerConfig.Retention(maxFinishedJobsPerTenant, finishedJobTtl.toMillis()), maxWatchesPerTenant);
  }
}
