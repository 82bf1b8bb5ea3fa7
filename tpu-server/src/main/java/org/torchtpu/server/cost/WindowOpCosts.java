package org.torchtpu.server.cost;

import static org.torchtpu.server.cost.MatmulPricing.roundUp;

import org.torchtpu.api.ir.ConvolutionTyping.Geometry;
import org.torchtpu.api.ir.WindowTyping.Window;

/**
 * Work counts of the windowed ops, for {@link CostModel}.
 *
 * <h2>convolution on the MXU</h2>
 * XLA lowers a TPU convolution to matmuls per kernel tap: for each of the window's W positions, the
 * input features of a group (Cg) are contracted against its output features (Og) for all M = output
 * batch x output positions rows, accumulating into the same output tile. So the MXU sees, per group and
 * tap, an [M, Cg] x [Cg, Og] product, and pads it as it pads any matmul (see "dot_general on the MXU"):
 * Cg and Og up to multiples of mxu_dim, M up to a multiple of 8:
 * <pre>
 *   useful_flops = 2 * groups * W * M * Cg * Og
 *   flops        = 2 * groups * W * pad8(M) * padMxu(Cg) * padMxu(Og) * passes
 * </pre>
 * A first layer with 3 input channels thus uses 3/128 of a v5e MXU's rows; a depthwise convolution
 * (Cg = Og = 1) uses 1/mxu_dim^2 of it (XLA would move it to the VPU; we price the MXU mapping, which
 * is the upper bound the advisor should flag). Channel counts that are multiples of mxu_dim use it fully.
 * hbm_bytes = lhs + rhs + result (the window's reuse of the input happens in VMEM).
 *
 * <h2>reduce_window and select_and_scatter on the VPU</h2>
 * reduce_window: one combine per window element per output (grid x window ops). select_and_scatter: one
 * compare per window element per window plus one combine into the chosen element per window.
 */
final class WindowOpCosts {
  private WindowOpCosts() {}

  /** 2 x multiply-adds: what the op computes, padding aside. */
  static double convolutionUsefulFlops(Geometry g) {
    return 2 * g.macs();
  }

  /** What the MXU performs: every group and tap padded to the array (see the class comment). */
  static double convolutionPaddedFlops(Geometry g, int mxuDim, int passes) {
    double groups = (double) g.featureGroups() * g.batchGroups();
    double rows = (double) g.outputBatch() * g.outputPositions();
    double perGroupIn = g.featuresPerGroup();
    double perGroupOut = (double) g.outputFeatures() / groups;
    return 2 * groups * g.windowElements() * roundUp(rows, MatmulShape.ROW_TILE) * roundUp(perGroupIn, mxuDim)
        * roundUp(perGroupOut, mxuDim) * passes;
  }

  static double reduceWindowOps(Window w) {
    return (double) w.gridElements() * w.windowElements();
  }

  static double selectAndScatterOps(Window w) {
    return (double) w.gridElements() * (w.windowElements() + 1);
  }
}
