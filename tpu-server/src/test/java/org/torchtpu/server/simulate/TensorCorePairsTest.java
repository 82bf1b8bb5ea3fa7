package org.torchtpu.server.simulate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.assertj.core.data.Offset;
import org.assertj.core.data.Percentage;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.server.chip.IciSpec;
import org.torchtpu.server.compiler.GraphBuilder;
import org.torchtpu.server.compiler.spmd.Mesh;
import org.torchtpu.server.cost.ChipGroup;
import org.torchtpu.server.cost.CollectiveKind;
import org.torchtpu.server.cost.DcnCostModel;
import org.torchtpu.server.cost.HierarchicalCollectivePricing;
import org.torchtpu.server.cost.IciCostModel;

/**
 * An Ironwood chip is two TensorCores, each a JAX device: a group of devices is priced between the chips that hold
 * them, every path alike ({@link ChipGroup}). An FSDP group of all 256 TensorCores of a 128-chip slice is 128 chips
 * x 2 cores: an all-gather moves both cores' shards between chips (2 S per chip), a reduce-scatter the chip's sum of
 * its cores' inputs (D per chip), a pair of cores on one chip meets for free, and a group of one core per chip shares
 * its chips' links with its twin's group. Once, the 256-core group was priced as 128 chips moving one core's shard.
 */
class TensorCorePairsTest {
  static final Offset<Double> EXACT = Offset.offset(1e-15);
  static final int[] ALL_CHIPS = IntStream.range(0, 128).toArray();
  static final IciCostModel V7_128 = new IciCostModel(IciSpec.of(Generation.V7), SimDevice.slice(Generation.V7, 128));

  @Test
  void aGroupOfAllTheTensorCoresIsItsChipsCarryingBothCoresBytes() {
    int[] cores = IntStream.range(0, 256).toArray();
    long shard = 3L << 20;
    ChipGroup gather = ChipGroup.of(CollectiveKind.ALL_GATHER, shard, cores, d -> d / 2, 2);
    assertThat(gather.chips()).containsExactly(ALL_CHIPS);
    assertThat(gather.bytesPerChip()).isEqualTo(2 * shard);
    ChipGroup reduce = ChipGroup.of(CollectiveKind.REDUCE_SCATTER, shard, cores, d -> d / 2, 2);
    assertThat(reduce.bytesPerChip()).isEqualTo(shard); // the two cores' inputs are added on the chip first
    assertThat(ChipGroup.of(CollectiveKind.ALL_TO_ALL, shard, cores, d -> d / 2, 2).bytesPerChip())
        .isEqualTo(2 * shard);
    // the all-gather takes twice the links' time of one core's shard (bandwidth-bound at 6 MiB a chip)
    double one = V7_128.price(CollectiveKind.ALL_GATHER, shard, ALL_CHIPS).seconds();
    double both = gather.price(V7_128, CollectiveKind.ALL_GATHER).seconds();
    assertThat(both / one).isBetween(1.9, 2.0);

    // a pair of cores on one chip: free; one core per chip beside its twin's group: every byte counts twice
    assertThat(ChipGroup.of(CollectiveKind.ALL_REDUCE, shard, new int[] {6, 7}, d -> d / 2, 2)
        .price(V7_128, CollectiveKind.ALL_REDUCE).seconds()).isZero();
    int[] evenCores = IntStream.range(0, 128).map(i -> 2 * i).toArray();
    ChipGroup evens = ChipGroup.of(CollectiveKind.REDUCE_SCATTER, shard, evenCores, d -> d / 2, 2);
    assertThat(evens.chips()).containsExactly(ALL_CHIPS);
    assertThat(evens.bytesPerChip()).isEqualTo(2 * shard);
    // up to v6e a device is a chip: nothing changes
    ChipGroup chips = ChipGroup.of(CollectiveKind.ALL_GATHER, shard, ALL_CHIPS, d -> d, 1);
    assertThat(chips.chips()).containsExactly(ALL_CHIPS);
    assertThat(chips.bytesPerChip()).isEqualTo(shard);
    // more of a group's devices on a chip than the program has there is a caller's error, named as such
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> ChipGroup.bytesPerChip(CollectiveKind.ALL_GATHER, shard,
        2, 1)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("devices of a group on one chip");
  }

  @Test
  void theStepSimulatorPricesAnIronwoodFsdpStepsCollectivesBetweenChips() {
    TransformerConfig model = PublishedRows.models().get("llama3.1-8b");
    TrainRecipe fsdp = new TrainRecipe(2, 4096, Set.of(), 256, 1, 1, true, false);
    TransformerStepBuilder.Step step = TransformerStepBuilder.build(model, fsdp);
    double expected = 0;
    for (SimCollective c : step.collectives()) {
      assertThat(c.axis()).isEqualTo(SimCollective.Axis.FSDP);
      long chipBytes = (long) Math.ceil(c.bytesPerRank()) * (c.kind() == CollectiveKind.ALL_GATHER ? 2 : 1);
      expected += V7_128.price(c.kind(), chipBytes, ALL_CHIPS).seconds() * c.repeat();
    }
    StepReport r = new StepSimulator(Generation.V7).simulate(model, fsdp, StepSimulator.Mode.COMPILED);
    assertThat(r.collectiveSeconds()).isCloseTo(expected, Percentage.withPercentage(1e-9));

    // tensor parallelism over a chip's two cores crosses no link; FSDP then runs over one core per chip, beside the
    // twin core's group on the same links: every byte of it counts twice
    TrainRecipe pairs = new TrainRecipe(2, 4096, Set.of(), 128, 2, 1, true, false);
    TransformerStepBuilder.Step pairStep = TransformerStepBuilder.build(model, pairs);
    double fsdpExpected = 0;
    for (SimCollective c : pairStep.collectives()) {
      if (c.axis() == SimCollective.Axis.FSDP) {
        fsdpExpected += V7_128.price(c.kind(), 2 * (long) Math.ceil(c.bytesPerRank()), ALL_CHIPS).seconds()
            * c.repeat();
      }
    }
    assertThat(pairStep.collectives()).anyMatch(c -> c.axis() == SimCollective.Axis.TENSOR);
    StepReport p = new StepSimulator(Generation.V7).simulate(model, pairs, StepSimulator.Mode.COMPILED);
    assertThat(p.collectiveSeconds()).isCloseTo(fsdpExpected, Percentage.withPercentage(1e-9));
  }

  @Test
  void anOddIronwoodDeviceCountLeavesOneTensorCoreIdleAndIsPricedOnTheChipsRoundedUp() {
    // 3 TensorCores sit on 2 chips (the second holds one): FSDP over the 3 is an all-gather of both of chip 0's shards
    // between 2 chips (m = 2, c = 2); tensor parallelism over 3 prices the same group; 5 cores sit on 3 chips. Once
    // the slice was sized down (3 / 2 = 1 chip) and core 2 fell outside it.
    TransformerConfig model = PublishedRows.models().get("llama3.1-8b");
    for (int[] axes : new int[][] {{3, 1}, {1, 3}, {5, 1}}) {
      TrainRecipe recipe = new TrainRecipe(2, 4096, Set.of(), axes[0], axes[1], 1, true, false);
      int chips = (axes[0] * axes[1] + 1) / 2;
      IciCostModel slice = new IciCostModel(IciSpec.of(Generation.V7), SimDevice.slice(Generation.V7, chips));
      int[] all = IntStream.range(0, chips).toArray();
      double expected = 0;
      for (SimCollective c : TransformerStepBuilder.build(model, recipe).collectives()) {
        long chipBytes = (long) Math.ceil(c.bytesPerRank() * (c.kind() == CollectiveKind.ALL_GATHER ? 2 : 1));
        expected += slice.price(c.kind(), chipBytes, all).seconds() * c.repeat();
      }
      StepReport r = new StepSimulator(Generation.V7).simulate(model, recipe, StepSimulator.Mode.COMPILED);
      assertThat(expected).as("fsdp %d x tensor %d has collectives", axes[0], axes[1]).isPositive();
      assertThat(r.collectiveSeconds()).as("fsdp %d x tensor %d", axes[0], axes[1])
          .isCloseTo(expected, Percentage.withPercentage(1e-9));
    }
  }

  @Test
  void theGraphSimulatorGathersBothCoresShardsBetweenChips() {
    // FSDP over 8 cores (4 chips): the partitioner gathers x's 1024-row shards (S = 16 MiB a core) and
    // reduce-scatters the row-parallel partial sums (D = 128 MiB a core)
    Graph graph = GraphBuilder.rowShardedMatmul(8192);
    long shard = 1024L * 8192 * 2;
    long partial = 8192L * 8192 * 2;
    StepReport v7 = new GraphSimulator().simulate(new GraphSimulator.Request(graph, Generation.V7, new int[] {8},
        List.of(), StepSimulator.Mode.COMPILED, 0, "fsdp"));
    int[] four = {0, 1, 2, 3};
    IciCostModel fourChips = new IciCostModel(IciSpec.of(Generation.V7), SimDevice.slice(Generation.V7, 4));
    assertThat(op(v7, "all_gather")).isCloseTo(fourChips.price(CollectiveKind.ALL_GATHER, 2 * shard, four).seconds(),
        Percentage.withPercentage(1e-9));
    assertThat(op(v7, "reduce_scatter")).isCloseTo(
        fourChips.price(CollectiveKind.REDUCE_SCATTER, partial, four).seconds(), Percentage.withPercentage(1e-9));
    // the same graph on 8 v6e chips: one shard per chip
    StepReport v6e = new GraphSimulator().simulate(new GraphSimulator.Request(graph, Generation.V6E, new int[] {8},
        List.of(), StepSimulator.Mode.COMPILED, 0, "fsdp"));
    int[] eight = IntStream.range(0, 8).toArray();
    IciCostModel eightChips = new IciCostModel(IciSpec.of(Generation.V6E), SimDevice.slice(Generation.V6E, 8));
    assertThat(op(v6e, "all_gather")).isCloseTo(eightChips.price(CollectiveKind.ALL_GATHER, shard, eight).seconds(),
        Percentage.withPercentage(1e-9));
    assertThat(op(v6e, "reduce_scatter")).isCloseTo(
        eightChips.price(CollectiveKind.REDUCE_SCATTER, partial, eight).seconds(), Percentage.withPercentage(1e-9));
  }

  private static double op(StepReport r, String name) {
    return r.topOps().stream().filter(o -> o.name().equals(name)).mapToDouble(StepReport.OpTime::seconds).sum();
  }

  @Test
  void acrossSlicesAChipsDcnShareCarriesBothCores() {
    // 2 slices of 4 cores (2 chips each), written out from DcnCostModel and IciCostModel: an all-gather over all 8
    // cores gathers each chip's two shards (2 S) over DCN, then the 2 slices' 2 S each over the slice's 2 chips
    HierarchicalCollectivePricing v7 = (HierarchicalCollectivePricing) new MultiSlice(2, 0)
        .pricer(Generation.V7, Mesh.of(new int[] {8}));
    IciCostModel twoChips = new IciCostModel(IciSpec.of(Generation.V7), SimDevice.slice(Generation.V7, 2));
    DcnCostModel dcn = DcnCostModel.of(Generation.V7);
    long shard = 1L << 24;
    int[] cores = IntStream.range(0, 8).toArray();
    int[] chips = {0, 1};
    CostBreakdown gather = v7.price(CollectiveKind.ALL_GATHER, shard, cores);
    assertThat(gather.getDcnSeconds()).isCloseTo(dcn.reduceScatterSeconds(2.0 * shard * 2, 2), EXACT);
    assertThat(gather.getMemorySeconds()).isCloseTo(dcn.reduceScatterSeconds(2.0 * shard * 2, 2)
        + twoChips.price(CollectiveKind.ALL_GATHER, 2 * shard * 2, chips).seconds(), EXACT);
    // an all-reduce adds the chip's two inputs first: D per chip, its 1/k over DCN
    CostBreakdown reduce = v7.price(CollectiveKind.ALL_REDUCE, shard, cores);
    assertThat(reduce.getMemorySeconds()).isCloseTo(twoChips.price(CollectiveKind.ALL_REDUCE, shard, chips).seconds()
        + dcn.allReduceSeconds(shard / 2.0, 2), EXACT);
    // one core per chip (m = 1, c = 2), beside its twin's group on the same links and DCN share: 2 D per chip
    CostBreakdown oneCore = v7.price(CollectiveKind.ALL_REDUCE, shard, new int[] {0, 2, 4, 6});
    assertThat(oneCore.getDcnSeconds()).isCloseTo(dcn.allReduceSeconds(2.0 * shard / 2, 2), EXACT);
    assertThat(oneCore.getMemorySeconds()).isCloseTo(twoChips.price(CollectiveKind.ALL_REDUCE, 2 * shard, chips)
        .seconds() + dcn.allReduceSeconds(2.0 * shard / 2, 2), EXACT);
  }

  @Test
  void theStepSimulatorsCrossSliceAllReduceCarriesBothCoresGradientsPerChip() {
    // FSDP over 256 cores in each of 2 slices: every chip all-reduces its two cores' gradients across the slices at
    // once, 2 D per chip over its share of DCN (one device per slice in each group, m = 1, c = 2)
    TransformerConfig model = PublishedRows.models().get("llama3.1-8b");
    TrainRecipe recipe = new TrainRecipe(2, 4096, Set.of(), 256, 1, 2, true, false);
    DcnCostModel dcn = DcnCostModel.of(Generation.V7);
    double expected = 0;
    boolean crossSlice = false;
    for (SimCollective c : TransformerStepBuilder.build(model, recipe).collectives()) {
      if (c.axis() == SimCollective.Axis.DATA_DCN) {
        crossSlice = true;
        expected += dcn.allReduceSeconds(2 * c.bytesPerRank(), 2) * c.repeat();
      } else {
        long chipBytes = (long) Math.ceil(c.bytesPerRank() * (c.kind() == CollectiveKind.ALL_GATHER ? 2 : 1));
        expected += V7_128.price(c.kind(), chipBytes, ALL_CHIPS).seconds() * c.repeat();
      }
    }
    assertThat(crossSlice).isTrue();
    StepReport r = new StepSimulator(Generation.V7).simulate(model, recipe, StepSimulator.Mode.COMPILED);
    assertThat(r.collectiveSeconds()).isCloseTo(expected, Percentage.withPercentage(1e-9));
  }
}
