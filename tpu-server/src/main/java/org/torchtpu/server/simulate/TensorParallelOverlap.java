package org.torchtpu.server.simulate;

import org.torchtpu.server.cost.CollectiveKind;

/**
 * Which tensor-parallel collective time XLA's schedule hides. In a block's backward, the reduce-scatter of the input
 * gradient (the partial sums of the dgrad matmuls) is read only by the previous block's backward, and the block's
 * weight-gradient matmuls do not read it: the recipes' XLA flags ({@code xla_tpu_enable_async_collective_fusion}, set
 * by every MaxText TPU script; MaxText's configs README describes it as fusing an asynchronous collective with the
 * compute the schedule places between its start and its done) let it run under them. So per layer it is hidden up
 * to the layer's weight-gradient compute. Everything else on the tensor axis waits for, or is waited for by, the next
 * matmul, and stays exposed: the gathers of a block's input (forward and recomputed forward) and of its output's
 * gradient, and the forward's reduce-scatters.
 */
final class TensorParallelOverlap {
  private TensorParallelOverlap() {}

  /** Categories of an attention block's weight matmuls (the rest of a layer's are its MLP's or experts'). */
  static boolean attentionWeights(String category) {
    return category.equals("qkv") || category.equals("out_proj");
  }

  /**
   * Seconds of collective {@code c} (all its repeats: {@code totalSeconds}) that run under compute, with
   * {@code attentionWeightGradientSeconds} and {@code otherWeightGradientSeconds} of weight-gradient matmuls per
   * layer. A block's reduce-scatter hides only under its own block's weight gradients (the previous block's backward
   * reads it): with two blocks per layer (a sequential block) the attention's and the MLP's each hide under their own;
   * a parallel block's single one under the whole layer's.
   */
  static double hiddenSeconds(SimCollective c, double totalSeconds, int layers, double attentionWeightGradientSeconds,
      double otherWeightGradientSeconds) {
    boolean inputGradient = c.axis() == SimCollective.Axis.TENSOR && c.phase() == SimKernel.Phase.BACKWARD
        && c.kind() == CollectiveKind.REDUCE_SCATTER && c.layerIndexed();
    if (!inputGradient || layers < 1 || c.repeat() < 1) {
      return 0;
    }
    double perBlock = totalSeconds / c.repeat();
    double perLayer = c.repeat() >= 2 * layers
        ? Math.min(perBlock, attentionWeightGradientSeconds) + Math.min(perBlock, otherWeightGradientSeconds)
        : Math.min(perBlock * c.repeat() / layers, attentionWeightGradientSeconds + otherWeightGradientSeconds);
    return Math.min(totalSeconds, perLayer * layers);
  }
}
