package org.torchtpu.server.compiler.spmd;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.torchtpu.api.ir.Collectives;
import org.torchtpu.api.v1.BroadcastInDimOp;
import org.torchtpu.api.v1.CollectiveReduction;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.compiler.CompileStop;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.ir.IrOp;
import org.torchtpu.server.ir.IrValue;

/**
 * Sharding propagation: from the parameters' layouts forward through a typed graph, op by op, the
 * layout each op reads its operands in and leaves its results in. The rules keep work local where
 * the math allows:
 * <ul>
 *   <li>elementwise ops take the layout of their most-split operand (the others are brought to it);
 *   <li>dot_general: a split batch dim stays split (data parallel); a split free dim stays split in
 *       the result (column parallel); a contracting dim split on both sides leaves each rank a
 *       partial sum (row parallel), reduced later where a consumer needs the true value;
 *   <li>reduce over a split dim (sum, max, min, product) leaves a partial reduction likewise;
 *   <li>broadcast_in_dim, transpose and reshape carry splits along with the dims they move (a
 *       reshape only where the split dim stays the major part of its group) and pass partial
 *       values through, since they are linear;
 *   <li>every other op reads whole (replicated) operands and produces a replicated result: always
 *       correct, the fallback for what an MLP does not need.
 * </ul>
 * A dim may be split over several mesh axes at once (an {@link AxisGroup}): the rules treat the group as one axis
 * that occupies all of its mesh axes, and a contraction over it leaves a value partial on each of them.
 * Partial values never reach an op other than those above: the op's required layout is the
 * non-partial one, so the insertion step reduces them first.
 */
public final class ShardingPropagation {
  private ShardingPropagation() {}

  /**
   * @param graph typed (after shape inference)
   * @throws IllegalArgumentException naming the op when the graph holds collectives (the partitioner
   *     inserts its own)
   */
  public static ShardingPlan run(IrGraph graph, List<ShardSpec> parameterSpecs, List<ShardSpec> outputSpecs,
      Mesh mesh) {
    ShardingPlan plan = new ShardingPlan(mesh, outputSpecs);
    for (int i = 0; i < graph.parameters().size(); i++) {
      plan.produce(graph.parameters().get(i), parameterSpecs.get(i));
    }
    boolean manual = ManualRegions.present(graph);
    PerRankValues perRank = new PerRankValues();
    int decided = 0;
    for (IrOp op : graph.ops()) {
      if (++decided % CompileStop.CHECK_OPS == 0) {
        CompileStop.check("SPMD partitioning");
      }
      if (Collectives.isCollective(op.op()) && !manual) {
        throw new IllegalArgumentException(op.describe() + ": an SPMD graph holds no collectives outside a shard_map "
            + "manual region; the partitioner inserts them where the shardings need them");
      }
      if (manual) {
        ManualRegions.checkRanks(op, mesh);
        perRank.check(op);
        perRank.after(op);
      }
      List<ShardSpec> in = new ArrayList<>();
      for (IrValue v : op.operands()) {
        in.add(plan.produced(v));
      }
      Decision d = decide(op, in, mesh);
      plan.require(op, d.required);
      for (int r = 0; r < op.results().size(); r++) {
        plan.produce(op.results().get(r), d.results.get(r));
      }
    }
    return plan;
  }

  private record Decision(List<ShardSpec> required, List<ShardSpec> results) {
    static Decision of(List<ShardSpec> required, ShardSpec result) {
      return new Decision(required, List.of(result));
    }
  }

  private static Decision decide(IrOp op, List<ShardSpec> in, Mesh mesh) {
    return switch (op.kind()) {
      case UNARY, BINARY, COMPARE, SELECT, CLAMP, CONVERT -> elementwise(op, in);
      case DOT_GENERAL -> dot(op, in);
      case REDUCE -> reduce(op, in);
      case BROADCAST_IN_DIM -> broadcast(op, in);
      case TRANSPOSE -> transpose(op, in);
      case RESHAPE -> reshape(op, in, mesh);
      case MANUAL_REGION -> manualRegion(op, mesh);
      default -> replicatedEverywhere(op);
    };
  }

  /**
   * Into a shard_map region: the operand in the region's layout, the block replicated (per-rank code is not split
   * again); out of it: the block as it is, the global value in the region's layout. See {@link ManualRegions}.
   */
  private static Decision manualRegion(IrOp op, Mesh mesh) {
    return switch (op.op().getManualRegion().getKind()) {
      case FULL_TO_SHARD -> Decision.of(List.of(ManualRegions.boundarySpec(op, mesh)),
          ShardSpec.replicated(op.result().type().getDimsCount()));
      case SHARD_TO_FULL -> Decision.of(List.of(ShardSpec.replicated(op.operands().get(0).type().getDimsCount())),
          ManualRegions.boundarySpec(op, mesh));
      default -> replicatedEverywhere(op);
    };
  }

  private static Decision replicatedEverywhere(IrOp op) {
    List<ShardSpec> required = new ArrayList<>();
    for (IrValue v : op.operands()) {
      required.add(ShardSpec.replicated(v.type().getDimsCount()));
    }
    List<ShardSpec> results = new ArrayList<>();
    for (IrValue v : op.results()) {
      results.add(ShardSpec.replicated(v.type().getDimsCount()));
    }
    return new Decision(required, results);
  }

  private static Decision elementwise(IrOp op, List<ShardSpec> in) {
    int rank = op.result().type().getDimsCount();
    ShardSpec chosen = ShardSpec.replicated(rank);
    int best = 0;
    for (int i = 0; i < in.size(); i++) {
      if (op.operands().get(i).type().getDimsCount() != rank) {
        continue;
      }
      ShardSpec s = in.get(i).withoutPartial();
      int split = (int) Arrays.stream(s.dimAxes()).filter(a -> a != ShardSpec.NONE).count();
      if (split > best) {
        best = split;
        chosen = s;
      }
    }
    List<ShardSpec> required = new ArrayList<>();
    for (IrValue v : op.operands()) {
      int r = v.type().getDimsCount();
      required.add(r == rank ? chosen : ShardSpec.replicated(r));
    }
    return Decision.of(required, chosen);
  }

  private static Decision dot(IrOp op, List<ShardSpec> in) {
    DotGeneralOp d = op.op().getDotGeneral();
    ShardSpec lhs = in.get(0).withoutPartial();
    ShardSpec rhs = in.get(1).withoutPartial();
    int[] needL = none(lhs.rank());
    int[] needR = none(rhs.rank());
    List<Integer> result = new ArrayList<>();
    int used = 0;
    int partial = 0;
    for (int i = 0; i < d.getLhsBatchingDimsCount(); i++) {
      int l = (int) d.getLhsBatchingDims(i);
      int r = (int) d.getRhsBatchingDims(i);
      int a = lhs.axisOf(l) != ShardSpec.NONE ? lhs.axisOf(l) : rhs.axisOf(r);
      if (a != ShardSpec.NONE && (used & AxisGroup.mask(a)) == 0) {
        needL[l] = a;
        needR[r] = a;
        used |= AxisGroup.mask(a);
        result.add(a);
      } else {
        result.add(ShardSpec.NONE);
      }
    }
    for (int i = 0; i < d.getLhsContractingDimsCount(); i++) {
      int l = (int) d.getLhsContractingDims(i);
      int r = (int) d.getRhsContractingDims(i);
      int a = lhs.axisOf(l) != ShardSpec.NONE ? lhs.axisOf(l) : rhs.axisOf(r);
      if (a != ShardSpec.NONE && (used & AxisGroup.mask(a)) == 0) {
        needL[l] = a;
        needR[r] = a;
        used |= AxisGroup.mask(a);
        partial |= AxisGroup.mask(a);
      }
    }
    used = freeDims(lhs, needL, d.getLhsBatchingDimsList(), d.getLhsContractingDimsList(), used, result);
    freeDims(rhs, needR, d.getRhsBatchingDimsList(), d.getRhsContractingDimsList(), used, result);
    ShardSpec out = new ShardSpec(result.stream().mapToInt(Integer::intValue).toArray(), partial,
        CollectiveReduction.COLLECTIVE_SUM);
    return Decision.of(List.of(new ShardSpec(needL, 0, null), new ShardSpec(needR, 0, null)), out);
  }

  /** A free dim keeps its split unless the axis is taken already; returns the axes in use after. */
  private static int freeDims(ShardSpec spec, int[] need, List<Long> batch, List<Long> contracting, int used,
      List<Integer> result) {
    Set<Long> bound = new HashSet<>(batch);
    bound.addAll(contracting);
    for (int dim = 0; dim < spec.rank(); dim++) {
      if (bound.contains((long) dim)) {
        continue;
      }
      int a = spec.axisOf(dim);
      if (a != ShardSpec.NONE && (used & AxisGroup.mask(a)) == 0) {
        need[dim] = a;
        used |= AxisGroup.mask(a);
        result.add(a);
      } else {
        result.add(ShardSpec.NONE);
      }
    }
    return used;
  }

  private static Decision reduce(IrOp op, List<ShardSpec> in) {
    ReduceOp r = op.op().getReduce();
    CollectiveReduction reduction = switch (r.getKind()) {
      case SUM -> CollectiveReduction.COLLECTIVE_SUM;
      case MAX -> CollectiveReduction.COLLECTIVE_MAX;
      case MIN -> CollectiveReduction.COLLECTIVE_MIN;
      case PROD -> CollectiveReduction.COLLECTIVE_PROD;
      default -> CollectiveReduction.COLLECTIVE_REDUCTION_UNSPECIFIED;
    };
    boolean partialAllowed = reduction != CollectiveReduction.COLLECTIVE_REDUCTION_UNSPECIFIED;
    ShardSpec s = in.get(0);
    if (s.isPartial() && (!partialAllowed || s.partialReduction() != reduction)) {
      s = s.withoutPartial();
    }
    Set<Long> reduced = new HashSet<>(r.getDimensionsList());
    int[] need = s.dimAxes().clone();
    int partial = s.partialAxes();
    List<Integer> result = new ArrayList<>();
    for (int dim = 0; dim < need.length; dim++) {
      if (!reduced.contains((long) dim)) {
        result.add(need[dim]);
      } else if (need[dim] != ShardSpec.NONE) {
        if (partialAllowed) {
          partial |= AxisGroup.mask(need[dim]);
        } else {
          need[dim] = ShardSpec.NONE;
        }
      }
    }
    ShardSpec required = new ShardSpec(need, s.partialAxes(), s.partialReduction());
    ShardSpec out = new ShardSpec(result.stream().mapToInt(Integer::intValue).toArray(), partial, reduction);
    return Decision.of(List.of(required), out);
  }

  private static Decision broadcast(IrOp op, List<ShardSpec> in) {
    BroadcastInDimOp b = op.op().getBroadcastInDim();
    ShardSpec s = in.get(0);
    TensorType operand = op.operands().get(0).type();
    int[] need = s.dimAxes().clone();
    int[] out = none(b.getResultDimsCount());
    for (int i = 0; i < need.length; i++) {
      int target = (int) b.getBroadcastDimensions(i);
      if (operand.getDims(i) == b.getResultDims(target)) {
        out[target] = need[i];
      } else {
        need[i] = ShardSpec.NONE;
      }
    }
    return Decision.of(List.of(new ShardSpec(need, s.partialAxes(), s.partialReduction())),
        new ShardSpec(out, s.partialAxes(), s.partialReduction()));
  }

  private static Decision transpose(IrOp op, List<ShardSpec> in) {
    ShardSpec s = in.get(0);
    List<Long> perm = op.op().getTranspose().getPermutationList();
    int[] out = new int[perm.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = s.axisOf(perm.get(i).intValue());
    }
    return Decision.of(List.of(s), new ShardSpec(out, s.partialAxes(), s.partialReduction()));
  }

  /**
   * A split dim d stays split when the result has a dim e starting at the same row-major offset
   * (equal products of the dims before them) that is d itself, d merged with the dims after it, or
   * the major part of d split (and divisible by the axis); otherwise d is gathered first.
   */
  private static Decision reshape(IrOp op, List<ShardSpec> in, Mesh mesh) {
    ShardSpec s = in.get(0);
    long[] from = dims(op.operands().get(0).type());
    long[] to = dims(op.result().type());
    int[] need = s.dimAxes().clone();
    int[] out = none(to.length);
    for (int d = 0; d < from.length; d++) {
      int a = need[d];
      if (a == ShardSpec.NONE) {
        continue;
      }
      int e = matchingDim(from, to, d, mesh.size(a));
      if (e >= 0) {
        out[e] = a;
      } else {
        need[d] = ShardSpec.NONE;
      }
    }
    return Decision.of(List.of(new ShardSpec(need, s.partialAxes(), s.partialReduction())),
        new ShardSpec(out, s.partialAxes(), s.partialReduction()));
  }

  private static int matchingDim(long[] from, long[] to, int d, int axisSize) {
    long before = prefix(from, d);
    for (int e = 0; e < to.length; e++) {
      if (prefix(to, e) != before || to[e] == 1) {
        continue;
      }
      if (to[e] == from[d]) {
        return e;
      }
      if (to[e] > from[d]) {
        for (int j = d + 1; j <= from.length; j++) {
          if (prefix(from, j) == before * to[e]) {
            return e;
          }
        }
        return -1;
      }
      // to[e] < from[d]: the major part of a split
      return from[d] % to[e] == 0 && to[e] % axisSize == 0 ? e : -1;
    }
    return -1;
  }

  private static long prefix(long[] dims, int end) {
    long p = 1;
    for (int i = 0; i < end; i++) {
      p *= dims[i];
    }
    return p;
  }

  private static long[] dims(TensorType t) {
    return t.getDimsList().stream().mapToLong(Long::longValue).toArray();
  }

  private static int[] none(int rank) {
    int[] a = new int[rank];
    Arrays.fill(a, ShardSpec.NONE);
    return a;
  }
}
