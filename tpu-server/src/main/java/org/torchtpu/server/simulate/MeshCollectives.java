package org.torchtpu.server.simulate;

import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.server.cost.ChipGroup;
import org.torchtpu.server.cost.CollectiveAdditions;
import org.torchtpu.server.cost.CostModel;
import org.torchtpu.server.cost.DcnCostModel;
import org.torchtpu.server.cost.IciCostModel;

/**
 * Where a step's collectives run on the device mesh and what one instance costs, for {@link StepSimulator}: each mesh
 * axis laid over the slice's ranks (MaxText's order: expert fastest, then tensor, then FSDP), priced by the slice's
 * {@link IciCostModel}, the cross-slice axis by the {@link DcnCostModel}; and the TensorCore additions of the
 * reducing ones.
 */
final class MeshCollectives {
  private MeshCollectives() {}

  /**
   * Seconds of one instance of {@code c}'s data movement: its device group laid on chips ({@link ChipGroup}: on
   * Ironwood consecutive devices are a chip's two TensorCores, which meet on the chip and share its links and DCN
   * bandwidth) and priced between them.
   */
  static double seconds(Generation generation, IciCostModel ici, DcnCostModel dcn, SimCollective c,
      TrainRecipe recipe) {
    int devicesPerChip = SimDevice.devicesPerChip(generation);
    int perChip = Math.min(devicesPerChip, recipe.chipsPerSlice());
    if (c.axis() == SimCollective.Axis.DATA_DCN) {
      // one device per slice in the group, every device of the chip reducing its own gradients at once
      return dcn.allReduceSeconds(ChipGroup.bytesPerChip(c.kind(), c.bytesPerRank(), 1, perChip), recipe.slices());
    }
    // MaxText's mesh order puts the expert axis fastest (nearest neighbours), then tensor, then FSDP
    int[] devices = switch (c.axis()) {
      case EXPERT -> group(1, recipe.expert());
      case TENSOR -> group(recipe.expert(), recipe.tensor());
      case FSDP -> group(recipe.tensor() * recipe.expert(), recipe.fsdp());
      case DATA_DCN -> throw new AssertionError("priced above");
    };
    return ChipGroup.of(c.kind(), c.bytesPerRank(), devices, d -> d / devicesPerChip, perChip).price(ici, c.kind())
        .seconds();
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

  /** Device ranks {@code 0, stride, 2 stride, ...}: a mesh axis of {@code size} laid over the slice's devices. */
  private static int[] group(int stride, int size) {
    int[] g = new int[size];
    for (int i = 0; i < size; i++) {
      g[i] = i * stride;
    }
    return g;
  }
}
