package org.torchtpu.server.simulate;

import java.util.List;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.cost.CollectiveKind;
import org.torchtpu.server.cost.CostModel;

/**
 * The arithmetic of a reducing collective, which the TensorCore does. A reduce-scatter or all-reduce over n ranks adds
 * n-1 incoming chunks of D/n to the local partial sums: (n-1)/n x D bytes arrive, and the core reads them and its
 * partials and writes the sums, a memory-bound elementwise kernel of 3 (n-1)/n x D bytes at the sustained HBM rate.
 * Moving the bytes is the links' and DMA engines' work ({@link org.torchtpu.server.cost.IciCostModel},
 * {@link org.torchtpu.server.cost.DcnCostModel}) and overlaps compute; the additions are a kernel on the same core as
 * the matmuls, so they add to its busy time (offloading them to the SparseCores is what the collective-offload flags
 * of newer recipes are for; the model takes none). Charged: the FSDP gradient reduce-scatters and the cross-slice
 * gradient all-reduces. Not charged: tensor-parallel reduce-scatters, which follow a row-parallel matmul whose partial
 * sums XLA can accumulate inside the matmul as the chunks arrive (the looped collective-matmul decomposition of Wang
 * et al., ASPLOS 2023) and which the model already prices fully exposed; all-gathers, all-to-alls and permutes, which
 * move bytes only. No figure is fitted: the bytes follow from the algorithm, the rate is the HBM microbenchmark's.
 */
final class CollectiveReduction {
  private CollectiveReduction() {}

  /**
   * Seconds of TensorCore time one instance of {@code c} spends adding, over a group of {@code ranks}; 0 for a
   * collective that does not reduce. Gradients crossing slices are reduced in f32 (the optimizer's dtype), everything
   * else in bf16, as {@link TransformerStepBuilder} sizes them.
   */
  static double seconds(CostModel costModel, SimCollective c, int ranks) {
    boolean reduces = c.kind() == CollectiveKind.REDUCE_SCATTER || c.kind() == CollectiveKind.ALL_REDUCE;
    boolean charged = c.axis() == SimCollective.Axis.FSDP || c.axis() == SimCollective.Axis.DATA_DCN;
    if (!reduces || !charged || ranks <= 1) {
      return 0;
    }
    DType dtype = c.axis() == SimCollective.Axis.DATA_DCN ? DType.F32 : DType.BF16;
    double incoming = c.bytesPerRank() * (ranks - 1) / ranks;
    long elements = Math.max(1, (long) Math.ceil(incoming / (dtype == DType.F32 ? 4 : 2)));
    TensorType t = Shapes.type(dtype, elements);
    Op add = Op.newBuilder().setBinary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.ADD)).build();
    CostBreakdown p = costModel.price(add, List.of(t, t), List.of(t));
    return CostModel.seconds(p);
  }
}
