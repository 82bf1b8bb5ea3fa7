package org.torchtpu.server.compiler.spmd;

import java.util.List;
import org.torchtpu.api.v1.ManualRegionOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.Region;
import org.torchtpu.api.v1.ReplicaGroup;
import org.torchtpu.api.v1.Sharding;
import org.torchtpu.api.v1.SourceTargetPair;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.ir.IrOp;

/**
 * What the partitioner does with shard_map manual regions (ops.proto ManualRegionOp): the region's ops are per-rank
 * code already, so they are not partitioned. FULL_TO_SHARD reads its operand in the region's layout and leaves the
 * block as a value every rank holds its own of (the "replicated" layout of the local type: nothing inside is split
 * again); SHARD_TO_FULL takes that block back as the global value in the region's layout; neither emits an op.
 * The region's collectives run as written, on the ranks their groups name, which must lie within the mesh.
 */
final class ManualRegions {
  private ManualRegions() {}

  /** Whether {@code graph} holds a manual region (then its collectives are the module's own, not refused). */
  static boolean present(IrGraph graph) {
    return graph.ops().stream().anyMatch(op -> op.kind() == Op.KindCase.MANUAL_REGION);
  }

  /** The layout of the global side of a FULL_TO_SHARD / SHARD_TO_FULL, checked against the block's type. */
  static ShardSpec boundarySpec(IrOp op, Mesh mesh) {
    ManualRegionOp m = op.op().getManualRegion();
    boolean in = m.getKind() == ManualRegionOp.Kind.FULL_TO_SHARD;
    TensorType global = in ? op.operands().get(0).type() : op.result().type();
    TensorType local = in ? op.result().type() : op.operands().get(0).type();
    ShardSpec spec;
    try {
      spec = ShardSpec.fromProto(Sharding.newBuilder().addAllDimAxes(m.getDimAxesList()).build(), global, mesh);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(op.describe() + ": the shard_map region's layout: " + e.getMessage());
    }
    if (!spec.localType(global, mesh).equals(local)) {
      throw new IllegalArgumentException(op.describe() + ": the block " + org.torchtpu.api.ir.Shapes.toString(local)
          + " is not " + org.torchtpu.api.ir.Shapes.toString(global) + " split as " + spec + " on the " + mesh);
    }
    return spec;
  }

  /** A collective of a manual region (its nested regions' too) names ranks of the mesh only. */
  static void checkRanks(IrOp op, Mesh mesh) {
    check(op.op(), op.describe(), mesh);
  }

  private static void check(Op op, String where, Mesh mesh) {
    switch (op.getKindCase()) {
      case ALL_REDUCE -> groups(op.getAllReduce().getReplicaGroupsList(), where, mesh);
      case ALL_GATHER -> groups(op.getAllGather().getReplicaGroupsList(), where, mesh);
      case REDUCE_SCATTER -> groups(op.getReduceScatter().getReplicaGroupsList(), where, mesh);
      case ALL_TO_ALL -> groups(op.getAllToAll().getReplicaGroupsList(), where, mesh);
      case COLLECTIVE_BROADCAST -> groups(op.getCollectiveBroadcast().getReplicaGroupsList(), where, mesh);
      case BARRIER -> groups(op.getBarrier().getReplicaGroupsList(), where, mesh);
      case COLLECTIVE_PERMUTE -> {
        for (SourceTargetPair p : op.getCollectivePermute().getPairsList()) {
          rank(p.getSource(), where, mesh);
          rank(p.getTarget(), where, mesh);
        }
      }
      case SEND -> rank(op.getSend().getPeer(), where, mesh);
      case RECV -> rank(op.getRecv().getPeer(), where, mesh);
      case WHILE -> {
        region(op.getWhile().getCond(), where, mesh);
        region(op.getWhile().getBody(), where, mesh);
      }
      case CASE -> op.getCase().getBranchesList().forEach(r -> region(r, where, mesh));
      default -> { }
    }
  }

  private static void region(Region r, String where, Mesh mesh) {
    for (Op op : r.getOpsList()) {
      check(op, where, mesh);
    }
  }

  private static void groups(List<ReplicaGroup> groups, String where, Mesh mesh) {
    if (groups.isEmpty()) {
      throw new IllegalArgumentException(where + ": a collective of a shard_map region needs its replica groups");
    }
    for (ReplicaGroup g : groups) {
      for (int r : g.getRanksList()) {
        rank(r, where, mesh);
      }
    }
  }

  private static void rank(int rank, String where, Mesh mesh) {
    if (rank < 0 || rank >= mesh.ranks()) {
      throw new IllegalArgumentException(where + ": names rank " + rank + ", outside the " + mesh + " (ranks 0.."
          + (mesh.ranks() - 1) + "): a collective reaches its own world's ranks only");
    }
  }
}
