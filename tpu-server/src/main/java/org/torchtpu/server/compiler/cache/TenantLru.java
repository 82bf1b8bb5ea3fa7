package org.torchtpu.server.compiler.cache;

import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.ToLongFunction;

/**
 * A least-recently-used map shared by tenants, bounded per tenant and per host: each tenant has its own LRU list of
 * at most {@code perTenant} (in entries, or in the weight the weigher gives them), and past {@code capacity} on the
 * host the least recently used entry of the tenant holding the most goes; on a tie, the tenant doing the put loses
 * its own. So a tenant flooding distinct keys evicts its own entries while it holds the most; but once more tenants are
 * active than {@code capacity / perTenant}, a flooder at its per-tenant maximum does push out the entries of another
 * tenant holding more than it, and every tenant tends towards {@code capacity / tenants}. A tenant holding fewer than
 * the flooder keeps all of its entries; when every tenant holds as much as the putting one, its new entry displaces its
 * own eldest (or itself, when it is its only one). (One host-wide LRU let one tenant's flood push out every tenant's.) The cost
 * is a re-import or recompile, never a wrong answer. Eviction scans the tenants holding entries: O(tenants) per put
 * over capacity, under one lock. Thread-safe.
 */
public final class TenantLru<V> {
  private final long capacity;
  private final long perTenant;
  private final ToLongFunction<V> weigher;
  private final Evicted<V> evicted;

  /** Told of each entry that leaves (evicted, or replaced by a put of its key), under the map's lock. */
  @FunctionalInterface
  public interface Evicted<V> {
    void evicted(String tenant, String key, V value);
  }
  private final Map<String, LinkedHashMap<String, V>> byTenant = new HashMap<>();
  private final Map<String, long[]> weightOf = new HashMap<>();
  private int size;
  private long weight;

  /** Bounded in entries. */
  public TenantLru(int capacity, int perTenant) {
    this(capacity, perTenant, v -> 1);
  }

  /** Bounded in {@code weigher}'s units (e.g. estimated bytes; each entry weighs at least 1). */
  public TenantLru(long capacity, long perTenant, ToLongFunction<V> weigher) {
    this(capacity, perTenant, weigher, (tenant, key, value) -> { });
  }

  /** As above, telling {@code evicted} of every entry that leaves. */
  public TenantLru(long capacity, long perTenant, ToLongFunction<V> weigher, Evicted<V> evicted) {
    if (perTenant < 1 || capacity < perTenant) {
      throw new IllegalArgumentException("capacity " + capacity + " and per-tenant " + perTenant);
    }
    this.capacity = capacity;
    this.perTenant = perTenant;
    this.weigher = weigher;
    this.evicted = evicted;
  }

  /** {@code tenant}'s value for {@code key} (now its most recently used), or null. */
  public synchronized V get(String tenant, String key) {
    LinkedHashMap<String, V> entries = byTenant.get(tenant);
    return entries == null ? null : entries.get(key);
  }

  /** Stores {@code tenant}'s value for {@code key}; returns the one it replaced, or null. */
  public synchronized V put(String tenant, String key, V value) {
    LinkedHashMap<String, V> entries = byTenant.computeIfAbsent(tenant, t -> new LinkedHashMap<>(16, 0.75f, true));
    long[] mine = weightOf.computeIfAbsent(tenant, t -> new long[1]);
    V before = entries.put(key, value);
    if (before == null) {
      size++;
    } else {
      add(mine, -weightOf(before));
      evicted.evicted(tenant, key, before);
    }
    add(mine, weightOf(value));
    while (mine[0] > perTenant && entries.size() > 1) {
      evictEldest(tenant, entries);
    }
    while (weight > capacity && !byTenant.isEmpty()) {
      String largest = byTenant.containsKey(tenant) ? tenant : null; // a tie: the putting tenant loses its own
      long most = largest == null ? 0 : mine[0];
      for (Map.Entry<String, long[]> e : weightOf.entrySet()) {
        if (e.getValue()[0] > most) {
          most = e.getValue()[0];
          largest = e.getKey();
        }
      }
      evictEldest(largest, byTenant.get(largest));
    }
    return before;
  }

  private long weightOf(V value) {
    return Math.max(1, weigher.applyAsLong(value));
  }

  private void add(long[] tenantWeight, long w) {
    tenantWeight[0] += w;
    weight += w;
  }

  private void evictEldest(String tenant, LinkedHashMap<String, V> entries) {
    Iterator<Map.Entry<String, V>> eldest = entries.entrySet().iterator();
    Map.Entry<String, V> gone = eldest.next();
    eldest.remove();
    size--;
    add(weightOf.get(tenant), -weightOf(gone.getValue()));
    evicted.evicted(tenant, gone.getKey(), gone.getValue());
    if (entries.isEmpty()) {
      byTenant.remove(tenant);
      weightOf.remove(tenant);
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

  /** The weight {@code tenant} holds (in entries when unweighted). */
  public synchronized long weight(String tenant) {
    long[] w = weightOf.get(tenant);
    return w == null ? 0 : w[0];
  }

  /** The weight held over all tenants (in entries when unweighted). */
  public synchronized long weight() {
    return weight;
  }
}
