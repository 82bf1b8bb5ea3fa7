package org.torchtpu.server.cost;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.server.chip.IciSpec;

/**
 * Prices an eager collective with the ICI model of its world's slice (the fabric's ranks, and an abstract session's
 * priced world). World rank r is slice rank r (the
 * scheduler numbers a job's chips in the slice's row-major order). A world without a topology is
 * priced as a 1D ring of world_size chips (a line when it has fewer than 3). A rank is an eager session, which runs on
 * a whole chip on every generation (on Ironwood both TensorCores), so a world's groups are chip groups as they stand
 * and need no {@link ChipGroup}.
 */
public final class WorldCollectivePricing {
  public record Priced(double seconds, CostBreakdown cost) {}

  private final Generation generation;
  private final IciSpec ici;
  private final CostModel costModel;
  /** One model per slice shape: the model caches per-group-shape work. */
  private final Map<String, IciCostModel> models = new ConcurrentHashMap<>();

  public WorldCollectivePricing(Generation generation) {
    this.generation = generation;
    this.ici = IciSpec.of(generation);
    // the chip's calibrated model, as its sessions price their kernels: a reducing collective's additions
    this.costModel = CostModel.calibrated(org.torchtpu.server.chip.ChipSpecs.of(generation));
  }

  /** The world's slice; @throws IllegalArgumentException when its shape is malformed or has a different chip count. */
  public SliceTopology topology(WorldMembership world) {
    SliceTopology slice;
    if (world.getSliceTopology().isEmpty()) {
      int n = world.getWorldSize();
      slice = new SliceTopology(new int[] {n}, new boolean[] {n >= 3});
    } else {
      slice = SliceTopology.parse(world.getSliceTopology(), generation);
    }
    if (slice.chips() != world.getWorldSize()) {
      throw new IllegalArgumentException("the slice has " + slice.chips() + " chips, the world " + world.getWorldSize()
          + " ranks");
    }
    return slice;
  }

  /**
   * {@code op} run by the world ranks {@code group}, each holding {@code bytesPerRank} bytes of {@code dtype}: the
   * links' time plus, for a reducing collective, the core's additions ({@link CollectiveAdditions}).
   */
  public Priced price(Op op, long bytesPerRank, DType dtype, List<Integer> group, WorldMembership world) {
    IciCostModel model = models.computeIfAbsent(world.getSliceTopology() + "/" + world.getWorldSize(),
        k -> new IciCostModel(ici, topology(world)));
    int[] members = group.stream().mapToInt(Integer::intValue).toArray();
    CostBreakdown cost = CollectiveOpPricing.price(model, op, bytesPerRank, members);
    if (!op.hasRecv() && !op.hasSend()) {
      double adds = CollectiveAdditions.seconds(costModel, CollectiveOpPricing.kindOf(op), dtype, bytesPerRank,
          members.length);
      cost = cost.toBuilder().setReduceSeconds(adds).build();
    }
    return new Priced(CostModel.seconds(cost), cost);
  }
}
