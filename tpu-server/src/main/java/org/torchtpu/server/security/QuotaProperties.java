package org.torchtpu.server.security;

import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.util.unit.DataSize;

/**
 * Per-tenant limits on this host, {@code torchtpu.quota.*}; 0 means no limit.
 *
 * @param maxSessions concurrent sessions a tenant may hold open on this host
 * @param maxHbm HBM a tenant's values may occupy on this host, over all its sessions and chips
 * @param tenants overrides for named tenants
 * @param heapMargin Java heap kept out of what values may use (default: a quarter of the max heap,
 *     at least 64 MB): the real ceiling next to the simulated HBM is the max heap less this
 * @param maxHeapShare the part of that ceiling one tenant's values may hold (default 0.75), so one
 *     tenant cannot leave another without room for a small op
 * @param maxRunningSessions sessions of one tenant that run work at once on this host (0 = the host's cores), so a
 *     tenant's CPU does not grow with its session count ({@link TenantTurns})
 */
@ConfigurationProperties(prefix = "torchtpu.quota")
public record QuotaProperties(int maxSessions, DataSize maxHbm, Map<String, Limit> tenants, DataSize heapMargin,
    double maxHeapShare, int maxRunningSessions) {
  /** One tenant's limits; unset fields fall back to the defaults above. */
  public record Limit(Integer maxSessions, DataSize maxHbm, Integer maxRunningSessions) {}

  @org.springframework.boot.context.properties.bind.ConstructorBinding
  public QuotaProperties {
    maxHbm = maxHbm == null ? DataSize.ofBytes(0) : maxHbm;
    tenants = tenants == null ? Map.of() : Map.copyOf(tenants);
    if (maxRunningSessions < 0) {
      throw new IllegalArgumentException("torchtpu.quota.max-running-sessions must be >= 0 (0 = the host's cores), got "
          + maxRunningSessions);
    }
    if (maxRunningSessions == 0) {
      maxRunningSessions = Runtime.getRuntime().availableProcessors();
    }
    if (maxSessions < 0 || maxHbm.isNegative()) {
      throw new IllegalArgumentException("torchtpu.quota.max-sessions and max-hbm must be >= 0 (0 = no limit)");
    }
    if (heapMargin != null && heapMargin.isNegative()) {
      throw new IllegalArgumentException("torchtpu.quota.heap-margin must be >= 0, got " + heapMargin);
    }
    if (maxHeapShare == 0) {
      maxHeapShare = 0.75;
    }
    if (!(maxHeapShare > 0 && maxHeapShare <= 1)) {
      throw new IllegalArgumentException("torchtpu.quota.max-heap-share must be in (0, 1], got " + maxHeapShare);
    }
  }

  public QuotaProperties(int maxSessions, DataSize maxHbm, Map<String, Limit> tenants) {
    this(maxSessions, maxHbm, tenants, null, 0, 0);
  }

  /** No limit at all, sessions running at once included. */
  public static QuotaProperties unlimited() {
    return new QuotaProperties(0, DataSize.ofBytes(0), Map.of(), null, 0, Integer.MAX_VALUE);
  }

  /** The heap margin for a JVM whose max heap is {@code maxHeap}. */
  long heapMarginFor(long maxHeap) {
    return heapMargin != null ? heapMargin.toBytes() : Math.max(64L << 20, maxHeap / 4);
  }

  int sessionsOf(String tenant) {
    Limit l = tenants.get(tenant);
    return l != null && l.maxSessions() != null ? l.maxSessions() : maxSessions;
  }

  int runningSessionsOf(String tenant) {
    Limit l = tenants.get(tenant);
    int n = l != null && l.maxRunningSessions() != null ? l.maxRunningSessions() : maxRunningSessions;
    return n > 0 ? n : maxRunningSessions;
  }

  long hbmBytesOf(String tenant) {
    Limit l = tenants.get(tenant);
    return l != null && l.maxHbm() != null ? l.maxHbm().toBytes() : maxHbm.toBytes();
  }
}
