package org.torchtpu.server.compiler.spmd;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import org.torchtpu.api.ir.Collectives;
import org.torchtpu.api.v1.ManualRegionOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.Region;
import org.torchtpu.server.ir.IrOp;
import org.torchtpu.server.ir.IrValue;

/**
 * The values of an SPMD graph that each rank computes on its own: a shard_map block (FULL_TO_SHARD's result), the
 * rank's partition_id, and whatever is computed from one, up to the SHARD_TO_FULL that turns a block back into a
 * global value. A module's own collective runs only on such values (inside a manual region): anywhere else the
 * partitioner would take its result for a replicated value although an all_to_all or a permute differs per rank.
 * Regions are closed (values enter a while or case as operands), so an op holding collectives in its regions is
 * judged by its operands.
 */
final class PerRankValues {
  private final Set<IrValue> perRank = Collections.newSetFromMap(new IdentityHashMap<>());

  /**
   * Refuses {@code op} when it is (or holds) a collective and none of its operands is per rank.
   *
   * @throws IllegalArgumentException naming the op
   */
  void check(IrOp op) {
    if (holdsCollective(op.op()) && op.operands().stream().noneMatch(perRank::contains)) {
      throw new IllegalArgumentException(op.describe() + ": a collective runs only inside a shard_map manual region "
          + "(on values computed from its block or partition_id); outside one the partitioner inserts its own");
    }
  }

  /** Records which of {@code op}'s results are per rank. */
  void after(IrOp op) {
    boolean result;
    if (op.kind() == Op.KindCase.MANUAL_REGION) {
      ManualRegionOp.Kind kind = op.op().getManualRegion().getKind();
      result = kind == ManualRegionOp.Kind.FULL_TO_SHARD || kind == ManualRegionOp.Kind.PARTITION_ID;
    } else {
      result = op.operands().stream().anyMatch(perRank::contains);
    }
    if (result) {
      perRank.addAll(op.results());
    }
  }

  private static boolean holdsCollective(Op op) {
    if (Collectives.isCollective(op)) {
      return true;
    }
    return switch (op.getKindCase()) {
      case WHILE -> holdsCollective(op.getWhile().getCond()) || holdsCollective(op.getWhile().getBody());
      case CASE -> op.getCase().getBranchesList().stream().anyMatch(PerRankValues::holdsCollective);
      default -> false;
    };
  }

  private static boolean holdsCollective(Region r) {
    return r.getOpsList().stream().anyMatch(PerRankValues::holdsCollective);
  }
}
