package org.torchtpu.server.simulate;

import org.torchtpu.api.v1.DType;
import org.torchtpu.server.cost.CollectiveAdditions;
import org.torchtpu.server.cost.CostModel;
import org.torchtpu.server.cost.DcnCostModel;
import org.torchtpu.server.cost.IciCostModel;
import org.torchtpu.server.cost.SliceTopology;

/**
 * Where a step's collectives run on the device mesh and what one instance costs, for {@link StepSimulator}: each mesh
 * axis laid over the slice's ranks (MaxText's order: expert fastest, then tensor, then FSDP), priced by the slice's
 * {@link IciCostModel}, the cross-slice axis by the {@link DcnCostModel}; and the TensorCore additions of the
 * reducing ones.
 */
final class MeshCollectives {
  private MeshCollectives() {}

  /** Seconds of one instance of {@code c}'s data movement. */
  static double seconds(IciCostModel ici, DcnCostModel dcn, SimCollective c, TrainRecipe recipe) {
    long bytes = (long) Math.ceil(c.bytesPerRank());
    return switch (c.axis()) {
      case DATA_DCN -> dcn.allReduceSeconds(bytes, recipe.slices());
      // MaxText's mesh order puts the expert axis fastest (nearest neighbours), then tensor, then FSDP
      case EXPERT -> ici.price(c.kind(), bytes, group(0, 1, recipe.expert(), ici.slice())).seconds();
      case TENSOR -> ici.price(c.kind(), bytes, group(0, recipe.expert(), recipe.tensor(), ici.slice())).seconds();
      case FSDP -> ici.price(c.kind(), bytes, group(0, recipe.tensor() * recipe.expert(), recipe.fsdp(),
          ici.slice())).seconds();
    };
  }

  /**
   * TensorCore seconds one instance of {@code c} spends adding over its {@code ranks} ({@link CollectiveAdditions}, as
   * graphs and eager collectives price them). Charged: the FSDP gradient reduce-scatters and the cross-slice gradient
   * all-reduces, both bf16 as {@link TransformerStepBuilder} sizes them. Not charged:
   * tensor-parallel reduce-scatters, which follow a row-parallel matmul whose partial sums XLA accumulates inside the
   * matmul as the chunks arrive (the looped collective-matmul decomposition of Wang et al., ASPLOS 2023, whose
   * overlap itself is not modelled: the forward's are priced exposed, the backward's input-gradient ones hide only
   * under their block's weight gradients, see {@link TensorParallelOverlap}).
   */
  static double additions(CostModel costModel, SimCollective c, int ranks) {
    if (c.axis() != SimCollective.Axis.FSDP && c.axis() != SimCollective.Axis.DATA_DCN) {
      return 0;
    }
    return CollectiveAdditions.seconds(costModel, c.kind(), DType.BF16, c.bytesPerRank(), ranks);
  }

  /** Devices on a collective's mesh axis. */
  static int ranks(SimCollective.Axis axis, TrainRecipe recipe) {
    return switch (axis) {
      case FSDP -> recipe.fsdp();
      case TENSOR -> recipe.tensor();
      case EXPERT -> recipe.expert();
      case DATA_DCN -> recipe.slices();
    };
  }

  /** Ranks {@code start, start + stride, ...}: a mesh axis laid over the slice's ranks, tensor axis fastest. */
  private static int[] group(int start, int stride, int size, SliceTopology slice) {
    int chips = 1;
    for (int d : slice.dims()) {
      chips *= d;
    }
    if (size >= chips && stride == 1) {
      return new int[0];
    }
    int[] g = new int[Math.min(size, chips)];
    for (int i = 0; i < g.length; i++) {
      g[i] = (start + i * stride) % chips;
    }
    return g;
  }
}
