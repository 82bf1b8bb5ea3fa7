package org.torchtpu.server.stablehlo;

/**
 * The rank entries one import may spend on collective replica groups and pairs. An empty {@code replica_groups}
 * means "every device" and expands to one group of the mesh's ranks, so a ~200-byte collective on an 18,432-rank
 * mesh would cost ~74 KB of heap: without a bound, a module of many such collectives amplifies its text ~300x.
 * The budget is per import (calls are inlined, so a function called many times is charged each time).
 */
final class CollectiveGroupBudget {
  /**
   * 2^22 entries (16 MiB as protobuf int lists): 227 whole-mesh collectives on Ironwood's 18,432-rank pod, or 2^16
   * collectives on a 64-rank mesh, far above the few dozen collectives a shard_map body issues.
   */
  static final long MAX_ENTRIES = 1L << 22;

  private final long max;
  private long used;

  CollectiveGroupBudget(long max) {
    this.max = max;
  }

  /** Charges {@code entries} rank ids before they are built; refused past the budget, naming the op. */
  void charge(MlirAst.Op op, long entries) {
    used += entries;
    if (used > max) {
      throw StableHloImporter.error(op, "invalid " + op.name, "the module's collectives name more than " + max
          + " ranks in their replica groups and pairs once empty groups (every device) are expanded");
    }
  }
}
