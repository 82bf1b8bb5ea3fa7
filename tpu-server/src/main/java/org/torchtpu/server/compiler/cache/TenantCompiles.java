package org.torchtpu.server.compiler.cache;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Which tenant has compiled which program key on this host, so that the {@code cache_hit} a
 * tenant is told reflects its own earlier compiles only. The shared cache itself stays shared
 * (a program compiles once for everyone), but "hit" must not tell a tenant that another tenant
 * compiled the same graph. Bounded: the least recently used pairs are forgotten first, which can
 * only turn a reported hit into a reported miss.
 */
final class TenantCompiles {
  private final int capacity;
  private final LinkedHashMap<String, Boolean> seen;

  TenantCompiles(int capacity) {
    this.capacity = capacity;
    this.seen = new LinkedHashMap<>(256, 0.75f, true) {
      @Override
      protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
        return size() > TenantCompiles.this.capacity;
      }
    };
  }

  /** Records that {@code tenant} compiled {@code key}; returns whether it had before. */
  synchronized boolean record(String tenant, String key) {
    return seen.put(tenant + '\u0000' + key, Boolean.TRUE) != null;
  }
}
