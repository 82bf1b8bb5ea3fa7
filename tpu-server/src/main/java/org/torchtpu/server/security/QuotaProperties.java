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
 */
@ConfigurationProperties(prefix = "torchtpu.quota")
public record QuotaProperties(int maxSessions, DataSize maxHbm, Map<String, Limit> tenants) {
  /** One tenant's limits; unset fields fall back to the defaults above. */
  public record Limit(Integer maxSessions, DataSize maxHbm) {}

  public QuotaProperties {
    maxHbm = maxHbm == null ? DataSize.ofBytes(0) : maxHbm;
    tenants = tenants == null ? Map.of() : Map.copyOf(tenants);
    if (maxSessions < 0 || maxHbm.isNegative()) {
      throw new IllegalArgumentException("torchtpu.quota.max-sessions and max-hbm must be >= 0 (0 = no limit)");
    }
  }

  public static QuotaProperties unlimited() {
    return new QuotaProperties(0, DataSize.ofBytes(0), Map.of());
  }

  int sessionsOf(String tenant) {
    Limit l = tenants.get(tenant);
    return l != null && l.maxSessions() != null ? l.maxSessions() : maxSessions;
  }

  long hbmBytesOf(String tenant) {
    Limit l = tenants.get(tenant);
    return l != null && l.maxHbm() != null ? l.maxHbm().toBytes() : maxHbm.toBytes();
  }
}
