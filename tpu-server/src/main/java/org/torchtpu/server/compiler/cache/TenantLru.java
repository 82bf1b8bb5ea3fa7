package org.torchtpu.server.compiler.cache;

import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A least-recently-used map shared by tenants in which one tenant's entries never push out another's: each tenant has
 * its own LRU list of at most {@code perTenant} entries, and past {@code capacity} on the host the least recently used
 * entry of the tenant holding the most goes. A tenant adding many entries so evicts its own first, and a tenant holding
 * fewer entries than any other keeps all of them. (One host-wide LRU let one tenant's flood of distinct keys push out
 * every other tenant's.) Thread-safe.
 */
public final class TenantLru<V> {
  private final int capacity;
  private final int perTenant;
  private final Map<String, LinkedHashMap<String, V>> byTenant = new HashMap<>();
  private int size;

  public TenantLru(int capacity, int perTenant) {
    if (perTenant < 1 || capacity < perTenant) {
      throw new IllegalArgumentException("capacity " + capacity + " and per-tenant " + perTenant);
    }
    this.capacity = capacity;
    this.perTenant = perTenant;
  }

  /** {@code tenant}'s value for {@code key} (now its most recently used), or null. */
  public synchronized V get(String tenant, String key) {
    LinkedHashMap<String, V> entries = byTenant.get(tenant);
    return entries == null ? null : entries.get(key);
  }

  /** Stores {@code tenant}'s value for {@code key}; returns the one it replaced, or null. */
  public synchronized V put(String tenant, String key, V value) {
    LinkedHashMap<String, V> entries = byTenant.computeIfAbsent(tenant, t -> new LinkedHashMap<>(16, 0.75f, true));
    V before = entries.put(key, value);
    if (before == null) {
      size++;
    }
    if (entries.size() > perTenant) {
      evictEldest(tenant, entries);
    }
    while (size > capacity) {
      String largest = null;
      int most = 0;
      for (Map.Entry<String, LinkedHashMap<String, V>> e : byTenant.entrySet()) {
        if (e.getValue().size() > most) {
          most = e.getValue().size();
          largest = e.getKey();
        }
      }
      evictEldest(largest, byTenant.get(largest));
    }
    return before;
  }

  private void evictEldest(String tenant, LinkedHashMap<String, V> entries) {
    Iterator<String> eldest = entries.keySet().iterator();
    eldest.next();
    eldest.remove();
    size--;
    if (entries.isEmpty()) {
      byTenant.remove(tenant);
    }
  }

  public synchronized int size() {
    return size;
  }

  /** Entries {@code tenant} holds. */
  public synchronized int size(String tenant) {
    LinkedHashMap<String, V> entries = byTenant.get(tenant);
    return entries == null ? 0 : entries.size();
  }
}
