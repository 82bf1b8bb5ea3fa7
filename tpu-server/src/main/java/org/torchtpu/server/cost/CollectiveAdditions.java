package org.torchtpu.server.cost;

import java.util.List;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;

/**
 * The arithmetic of a reducing collective, which the TensorCore does. A reduce-scatter or all-reduce over n ranks adds
 * n-1 incoming chunks of D/n to the local partial sums: (n-1)/n x D bytes arrive, and the core reads them and its
 * partials and writes the sums, a memory-bound elementwise kernel of 3 (n-1)/n x D bytes at the sustained HBM rate
 * (an all-reduce done hierarchically across slices adds the same total: (k-1)/k D inside each slice of k ranks, then
 * (S-1)/S of the D/k shard across the S slices). Moving the bytes is the links' and DMA engines' work
 * ({@link IciCostModel}, {@link DcnCostModel}) and overlaps compute; the additions are a kernel on the same core as
 * the matmuls, so they add to its busy time (offloading them to the SparseCores is what the collective-offload flags
 * of newer recipes are for; the model takes none). All-gathers, all-to-alls, permutes and broadcasts move bytes only.
 * The one place every path prices these additions: compiled and simulated graphs ({@link #withAdditions}), eager
 * collectives ({@link WorldCollectivePricing}) and the transformer step simulator. No figure is fitted: the bytes
 * follow from the algorithm, the rate is the HBM microbenchmark's.
 */
public final class CollectiveAdditions {
  private CollectiveAdditions() {}

  /** Whether {@code kind} sums what arrives (all-reduce, reduce-scatter). */
  public static boolean reduces(CollectiveKind kind) {
    return kind == CollectiveKind.REDUCE_SCATTER || kind == CollectiveKind.ALL_REDUCE;
  }

  /**
   * Seconds of TensorCore time one {@code kind} over {@code ranks} ranks, each holding {@code bytesPerRank} bytes of
   * {@code dtype} (a reduce-scatter's or all-reduce's full input), spends adding; 0 for a collective that does not
   * reduce or a group of one.
   */
  public static double seconds(CostModel costModel, CollectiveKind kind, DType dtype, double bytesPerRank, int ranks) {
    if (!reduces(kind) || ranks <= 1 || bytesPerRank <= 0) {
      return 0;
    }
    double incoming = bytesPerRank * (ranks - 1) / ranks;
    long elementBytes = Math.max(1, Shapes.byteSize(Shapes.type(dtype, 1)));
    long elements = Math.max(1, (long) Math.ceil(incoming / elementBytes));
    TensorType t = Shapes.type(dtype, elements);
    // max/min/multiply reductions are the same memory-bound elementwise kernel as a sum
    Op add = Op.newBuilder().setBinary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.ADD)).build();
    return CostModel.seconds(costModel.price(add, List.of(t, t), List.of(t)));
  }

  /**
   * {@code moved}, the data movement of collective {@code op} reading {@code operands} (one rank's local types), with
   * its additions over a group of {@code ranks} in {@link CostBreakdown#getReduceSeconds}.
   */
  public static CostBreakdown withAdditions(CostModel costModel, Op op, List<TensorType> operands, int ranks,
      CostBreakdown moved) {
    CollectiveKind kind = CollectiveOpPricing.kindOf(op);
    if (!reduces(kind) || operands.isEmpty()) {
      return moved;
    }
    double seconds = seconds(costModel, kind, operands.get(0).getDtype(), CollectiveOpPricing.operandBytes(operands),
        ranks);
    return seconds == 0 ? moved : moved.toBuilder().setReduceSeconds(seconds).build();
  }

  /**
   * {@code moves} (pricing a program's collectives as data movement) with every reducing collective's additions added
   * ({@link #withAdditions}); a collective naming no replica group runs over all {@code allRanks} ranks.
   */
  public static CollectivePricer charging(CollectivePricer moves, CostModel costModel, int allRanks) {
    return (op, operands) -> withAdditions(costModel, op, operands, groupSize(op, allRanks), moves.price(op, operands));
  }

  /** Ranks in the first replica group of {@code op} (the groups of one op are equal in shape), or {@code allRanks}. */
  static int groupSize(Op op, int allRanks) {
    List<org.torchtpu.api.v1.ReplicaGroup> groups = CollectiveOpPricing.replicaGroups(op);
    return groups == null || groups.isEmpty() ? allRanks : groups.get(0).getRanksCount();
  }
}
