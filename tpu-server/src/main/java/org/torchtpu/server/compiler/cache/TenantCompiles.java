package org.torchtpu.server.compiler.cache;

/**
 * Which tenant has compiled which program key on this host, so that the {@code cache_hit} a
 * tenant is told reflects its own earlier compiles only. The shared cache itself stays shared
 * (a program compiles once for everyone), but "hit" must not tell a tenant that another tenant
 * compiled the same graph. Bounded per tenant ({@link TenantLru}): the least recently used pairs of the tenant holding
 * the most are forgotten first, which can only turn a reported hit into a reported miss, and never another tenant's.
 */
final class TenantCompiles {
  private final TenantLru<Boolean> seen;

  /** @param capacity pairs remembered on the host; a tenant holds at most a quarter of them */
  TenantCompiles(int capacity) {
    this.seen = new TenantLru<>(capacity, Math.max(1, capacity / 4));
  }

  /** Records that {@code tenant} compiled {@code key}; returns whether it had before. */
  boolean record(String tenant, String key) {
    return seen.put(tenant, key, Boolean.TRUE) != null;
  }
}
