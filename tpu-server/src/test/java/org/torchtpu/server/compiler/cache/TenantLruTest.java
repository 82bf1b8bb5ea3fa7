package org.torchtpu.server.compiler.cache;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The host's per-tenant lookups (StableHLO and SPMD source keys, which tenant compiled what) are bounded per tenant
 * and per host; with a few busy tenants one tenant's many entries evict only its own, and past the host's capacity the
 * tenant holding the most loses its least recently used entry (the putting tenant on a tie).
 */
class TenantLruTest {
  @Test
  void aTenantFloodingTheSourceIndexEvictsOnlyItsOwnEntries() {
    SourceIndex index = new SourceIndex();
    for (int i = 0; i < 10; i++) {
      index.record("victim", "v" + i, "graph-v" + i, java.util.Map.of());
    }
    for (int i = 0; i < SourceIndex.CAPACITY * 3; i++) { // far more distinct modules than the host remembers
      index.record("attacker", "a" + i, "graph-a" + i, java.util.Map.of());
    }
    for (int i = 0; i < 10; i++) {
      assertThat(index.graphKey("victim", "v" + i)).as("victim's entry %d", i).isEqualTo("graph-v" + i);
    }
    assertThat(index.size("attacker")).isEqualTo(SourceIndex.PER_TENANT);
    assertThat(index.graphKey("attacker", "a" + (SourceIndex.CAPACITY * 3 - 1))).as("its latest entry is kept")
        .isEqualTo("graph-a" + (SourceIndex.CAPACITY * 3 - 1));
    assertThat(index.graphKey("attacker", "a0")).as("its oldest went").isNull();
  }

  @Test
  void anSpmdEntryIsATenantsOwnToo() {
    SourceIndex index = new SourceIndex();
    index.recordSpmd("victim", "s", "graph-s", new org.torchtpu.server.compiler.spmd.SpmdPartitioner.Partitioned(null,
        java.util.List.of(), java.util.List.of(), java.util.List.of(), java.util.List.of(), 0), java.util.Map.of());
    for (int i = 0; i < SourceIndex.CAPACITY * 2; i++) {
      index.record("attacker", "a" + i, "graph-a" + i, java.util.Map.of());
    }
    assertThat(index.entry("victim", "s")).isNotNull();
    assertThat(index.entry("victim", "s").spmd()).isNotNull();
    assertThat(index.entry("attacker", "s")).as("another tenant's lookup of the same key misses").isNull();
  }

  @Test
  void pastTheHostsCapacityTheTenantHoldingTheMostLosesItsLeastRecentlyUsed() {
    TenantLru<Integer> lru = new TenantLru<>(6, 4);
    for (int i = 0; i < 4; i++) {
      lru.put("a", "a" + i, i);
    }
    lru.put("b", "b0", 0);
    lru.put("b", "b1", 1);
    assertThat(lru.size()).isEqualTo(6);
    lru.get("a", "a0"); // a0 now a's most recently used
    lru.put("b", "b2", 2); // over the host's 6: a holds the most and loses a1
    assertThat(lru.size()).isEqualTo(6);
    assertThat(lru.get("a", "a1")).isNull();
    assertThat(lru.get("a", "a0")).isEqualTo(0);
    assertThat(lru.size("b")).isEqualTo(3);
    lru.put("c", "c0", 0); // a and b hold 3 each: one of them gives way, never c's only entry (c holds the least)
    assertThat(lru.get("c", "c0")).isEqualTo(0);
    assertThat(lru.size()).isEqualTo(6);
  }

  @Test
  void onATieTheTenantDoingThePutLosesItsOwnEntry() {
    TenantLru<Integer> lru = new TenantLru<>(4, 3);
    lru.put("a", "a0", 0);
    lru.put("a", "a1", 1);
    lru.put("b", "b0", 0);
    lru.put("c", "c0", 0);
    lru.put("c", "c1", 1); // over the host's 4: a and c hold 2 each, c is putting
    assertThat(lru.get("a", "a0")).as("a keeps its entries").isEqualTo(0);
    assertThat(lru.get("a", "a1")).isEqualTo(1);
    assertThat(lru.get("c", "c0")).as("c's own eldest went").isNull();
    assertThat(lru.get("c", "c1")).isEqualTo(1);
    assertThat(lru.size()).isEqualTo(4);
  }

  @Test
  void weighedEntriesAreBoundedByTheirWeightPerTenantAndOnTheHost() {
    TenantLru<Integer> lru = new TenantLru<>(10, 6, v -> v);
    lru.put("a", "a0", 3);
    lru.put("a", "a1", 3);
    lru.put("a", "a2", 3); // a over its 6: its eldest goes
    assertThat(lru.get("a", "a0")).isNull();
    assertThat(lru.weight()).isEqualTo(6);
    lru.put("b", "b0", 5); // 11 over the host's 10: a holds the most and loses a1
    assertThat(lru.get("a", "a1")).isNull();
    assertThat(lru.weight()).isEqualTo(8);
    lru.put("b", "b0", 1); // replacing gives its weight back
    assertThat(lru.weight()).isEqualTo(4);
  }
}
