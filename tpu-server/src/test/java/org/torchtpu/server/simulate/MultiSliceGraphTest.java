package org.torchtpu.server.simulate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.server.chip.IciSpec;
import org.torchtpu.server.compiler.spmd.SpmdGraphs;
import org.torchtpu.server.cost.CollectiveKind;
import org.torchtpu.server.cost.DcnCostModel;
import org.torchtpu.server.cost.IciCostModel;

/** A graph over several slices: collectives across them priced ICI inside a slice, then DCN. */
class MultiSliceGraphTest {
  // a data-parallel least-squares step: x f32[n,512] and t f32[n,256] split by rows, w f32[512,256] replicated;
  // the gradient (512 KiB) and the loss are all-reduced over every rank
  private static final long D = 512;
  private static final long K = 256;

  private static StepReport run(Graph graph, int[] mesh, MultiSlice slices, StepSimulator.Mode mode) {
    return new GraphSimulator().simulate(new GraphSimulator.Request(graph, Generation.V5E, mesh, List.of(), mode, 0,
        "dp", null, 0, slices));
  }

  @Test
  void dataParallelOverSlicesPaysTheDcnAllReduceOfEachSlicesShard() {
    int perSlice = 8;
    double previous = 0;
    for (int slices : new int[] {2, 4, 8, 16}) {
      int ranks = slices * perSlice;
      Graph step = SpmdGraphs.dataParallelStep(16L * ranks, D, K, 0.125f);
      StepReport r = run(step, new int[] {ranks}, new MultiSlice(slices, 0), StepSimulator.Mode.COMPILED);
      DcnCostModel dcn = DcnCostModel.of(Generation.V5E);
      IciCostModel ici = new IciCostModel(IciSpec.of(Generation.V5E), SimDevice.slice(Generation.V5E, perSlice));
      int[] local = {0, 1, 2, 3, 4, 5, 6, 7};
      double gradient = D * K * 4;
      double expectedDcn = dcn.allReduceSeconds(gradient / perSlice, slices) + dcn.allReduceSeconds(4.0 / perSlice,
          slices);
      double expectedAll = expectedDcn + ici.price(CollectiveKind.ALL_REDUCE, (long) gradient, local).seconds()
          + ici.price(CollectiveKind.ALL_REDUCE, 4, local).seconds();
      assertThat(r.slices()).isEqualTo(slices);
      assertThat(r.devices()).isEqualTo(ranks);
      assertThat(r.dcnSeconds()).as("%d slices", slices).isCloseTo(expectedDcn, Offset.offset(1e-12));
      assertThat(r.collectiveSeconds()).isCloseTo(expectedAll, Offset.offset(1e-12));
      assertThat(r.exposedDcnSeconds()).isPositive().isLessThanOrEqualTo(r.dcnSeconds() + 1e-15);
      assertThat(r.dcnSeconds()).isGreaterThan(previous);
      previous = r.dcnSeconds();
    }
  }

  @Test
  void oneSliceHasNoDcnAndEagerModesExposeAllOfIt() {
    Graph step = SpmdGraphs.dataParallelStep(16L * 32, D, K, 0.125f);
    StepReport one = run(step, new int[] {32}, null, StepSimulator.Mode.COMPILED);
    assertThat(one.dcnSeconds()).isZero();
    assertThat(one.slices()).isEqualTo(1);
    StepReport strict = run(step, new int[] {32}, new MultiSlice(4, 0), StepSimulator.Mode.STRICT);
    assertThat(strict.exposedDcnSeconds()).isCloseTo(strict.dcnSeconds(), Offset.offset(1e-15));
    assertThat(strict.dcnSeconds()).isPositive();
  }

  @Test
  void onlyTheAxisSpanningTheSlicesCrossesThem() {
    // mesh 4x8, data over axis 0 (across 4 slices), the model axis inside each slice: the Megatron MLP's
    // activations all-reduce runs over the model axis, inside a slice, so no DCN; with the model axis spanning the
    // slices instead, the same all-reduce crosses them
    Graph mlp = SpmdGraphs.megatronMlp(64, 1024, 4096);
    Graph onModel = withMeshAxis(mlp, 1);
    StepReport inside = run(onModel, new int[] {4, 8}, new MultiSlice(4, 0), StepSimulator.Mode.COMPILED);
    assertThat(inside.collectiveSeconds()).isPositive();
    assertThat(inside.dcnSeconds()).isZero();
    StepReport across = run(onModel, new int[] {4, 8}, new MultiSlice(2, 1), StepSimulator.Mode.COMPILED);
    assertThat(across.dcnSeconds()).isPositive();
    assertThat(across.collectiveSeconds()).isGreaterThan(inside.collectiveSeconds());
  }

  /** The 1-D Megatron MLP's shardings moved from mesh axis 0 to {@code axis}. */
  private static Graph withMeshAxis(Graph g, int axis) {
    Graph.Builder b = g.toBuilder();
    for (int i = 0; i < b.getParametersCount(); i++) {
      var s = b.getParameters(i).getSharding().toBuilder();
      for (int d = 0; d < s.getDimAxesCount(); d++) {
        if (s.getDimAxes(d) == 0) {
          s.setDimAxes(d, axis);
        }
      }
      b.setParameters(i, b.getParameters(i).toBuilder().setSharding(s));
    }
    return b.build();
  }

  @Test
  void ironwoodsTwoTensorCoresPerChipMeetOnTheChip() {
    // v7: 8 devices are 4 chips; the all-reduce over the 8 devices runs between the 4 chips (once it failed: device
    // 4 was taken for a chip position of the 4-chip slice)
    Graph step = SpmdGraphs.dataParallelStep(64, D, K, 0.125f);
    StepReport r = new GraphSimulator().simulate(new GraphSimulator.Request(step, Generation.V7, new int[] {8},
        List.of(), StepSimulator.Mode.COMPILED, 0, "dp"));
    IciCostModel ici = new IciCostModel(IciSpec.of(Generation.V7), SimDevice.slice(Generation.V7, 4));
    int[] chips = {0, 1, 2, 3};
    double expected = ici.price(CollectiveKind.ALL_REDUCE, D * K * 4, chips).seconds()
        + ici.price(CollectiveKind.ALL_REDUCE, 4, chips).seconds();
    assertThat(r.collectiveSeconds()).isCloseTo(expected, Offset.offset(1e-15));
    StepReport two = new GraphSimulator().simulate(new GraphSimulator.Request(step, Generation.V7, new int[] {8},
        List.of(), StepSimulator.Mode.COMPILED, 0, "dp", null, 0, new MultiSlice(2, 0)));
    assertThat(two.dcnSeconds()).isPositive();
  }

  @Test
  void aMeshThatCannotSpanTheSlicesIsRefusedNamingTheField() {
    Graph step = SpmdGraphs.dataParallelStep(16L * 12, D, K, 0.125f);
    assertThatThrownBy(() -> run(step, new int[] {12}, new MultiSlice(8, 0), StepSimulator.Mode.COMPILED))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("slices 8 must divide mesh axis 0");
    assertThatThrownBy(() -> run(step, new int[] {12}, new MultiSlice(2, 1), StepSimulator.Mode.COMPILED))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("dcnAxis 1");
    assertThatThrownBy(() -> run(step, null, new MultiSlice(2, 0), StepSimulator.Mode.COMPILED))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("needs a mesh");
  }
}
