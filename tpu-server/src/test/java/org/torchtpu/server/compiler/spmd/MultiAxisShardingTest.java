package org.torchtpu.server.compiler.spmd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.CollectiveReduction;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ReplicaGroup;
import org.torchtpu.api.v1.Sharding;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.chip.IciSpec;
import org.torchtpu.server.cost.CollectiveKind;
import org.torchtpu.server.cost.IciCostModel;
import org.torchtpu.server.simulate.GraphSimulator;
import org.torchtpu.server.simulate.SimDevice;
import org.torchtpu.server.simulate.StepReport;
import org.torchtpu.server.simulate.StepSimulator;

/** A dim split over two mesh axes at once (JAX's PartitionSpec(('data', 'model'), None)). */
class MultiAxisShardingTest {
  private static final int DATA_MODEL = AxisGroup.of(0, 1);
  private static final int MODEL_DATA = AxisGroup.of(1, 0);

  private static List<List<Integer>> groups(List<ReplicaGroup> groups) {
    return groups.stream().map(ReplicaGroup::getRanksList).toList();
  }

  private static List<Op> ops(Graph g, Op.KindCase kind) {
    return g.getOpsList().stream().filter(o -> o.getKindCase() == kind).toList();
  }

  @Test
  void anAxisGroupIsItsAxesMajorFirst() {
    assertThat(AxisGroup.of(0)).isZero();
    assertThat(AxisGroup.axes(DATA_MODEL)).containsExactly(0, 1);
    assertThat(AxisGroup.axes(MODEL_DATA)).containsExactly(1, 0);
    assertThat(AxisGroup.mask(MODEL_DATA)).isEqualTo(3);
    assertThat(AxisGroup.ofMask(3)).isEqualTo(DATA_MODEL);
    assertThat(AxisGroup.text(MODEL_DATA)).isEqualTo("(1,0)");
  }

  @Test
  void aGroupsRanksAreInBlockOrder() {
    Mesh mesh = Mesh.of(2, 4);
    assertThat(mesh.size(DATA_MODEL)).isEqualTo(8);
    // block c0 * 4 + c1: rank order
    assertThat(groups(mesh.groupsAlong(DATA_MODEL))).containsExactly(List.of(0, 1, 2, 3, 4, 5, 6, 7));
    // block c1 * 2 + c0: rank c0 * 4 + c1 for blocks 0..7
    assertThat(groups(mesh.groupsAlong(MODEL_DATA))).containsExactly(List.of(0, 4, 1, 5, 2, 6, 3, 7));
    assertThat(mesh.blockIndex(MODEL_DATA, mesh.coordinates(4))).isEqualTo(1);
    assertThat(mesh.blockIndex(DATA_MODEL, mesh.coordinates(4))).isEqualTo(4);
    // single axes are unchanged
    assertThat(groups(mesh.groupsAlong(1))).containsExactly(List.of(0, 1, 2, 3), List.of(4, 5, 6, 7));
  }

  @Test
  void theProtoSpellingRoundTripsAndGivesThePerDeviceShape() {
    Mesh mesh = Mesh.of(2, 4);
    TensorType t = Shapes.type(DType.F32, 64, 16);
    Sharding s = SpmdGraphs.groups(new int[] {0, 1}, new int[] {});
    ShardSpec spec = ShardSpec.fromProto(s, t, mesh);
    assertThat(spec.axisOf(0)).isEqualTo(DATA_MODEL);
    assertThat(spec.localType(t, mesh).getDimsList()).containsExactly(8L, 16L);
    assertThat(spec.toProto()).isEqualTo(s);
    assertThat(spec.toString()).isEqualTo("[(0,1),-]");
    // one axis per dim still goes on the wire as dim_axes
    assertThat(ShardSpec.fromProto(SpmdGraphs.groups(new int[] {1}, new int[] {0}), t, mesh).toProto())
        .isEqualTo(SpmdGraphs.sharding(1, 0));
    assertThatThrownBy(() -> ShardSpec.fromProto(SpmdGraphs.groups(new int[] {0, 1}, new int[] {1}), t, mesh))
        .hasMessageContaining("two dims over mesh axis 1");
    assertThatThrownBy(() -> ShardSpec.fromProto(SpmdGraphs.groups(new int[] {1, 0}, new int[] {}),
        Shapes.type(DType.F32, 12, 16), mesh)).hasMessageContaining("dim 0 of size 12")
        .hasMessageContaining("(1,0) of 8 ranks");
    assertThatThrownBy(() -> ShardSpec.fromProto(SpmdGraphs.groups(new int[] {0, 2}, new int[] {}), t, mesh))
        .hasMessageContaining("mesh axis 2");
  }

  @Test
  void aPartialValueOverBothAxesIsReducedInOneCollectiveOverTheCombinedGroup() {
    ShardSpec partial = ShardSpec.replicated(2).withPartial(3, CollectiveReduction.COLLECTIVE_SUM);
    assertThat(Resharding.plan(partial, ShardSpec.replicated(2)))
        .containsExactly(new Resharding.AllReduce(DATA_MODEL, CollectiveReduction.COLLECTIVE_SUM));
    assertThat(Resharding.plan(partial, ShardSpec.of(DATA_MODEL, -1)))
        .containsExactly(new Resharding.ReduceScatter(0, DATA_MODEL, CollectiveReduction.COLLECTIVE_SUM));
    assertThat(Resharding.plan(ShardSpec.of(MODEL_DATA, -1), ShardSpec.replicated(2)))
        .containsExactly(new Resharding.AllGather(0, MODEL_DATA));
  }

  @Test
  void dataParallelOverBothAxesKeepsTheBatchSplitAndReducesTheSumOverAllRanks() {
    SpmdGraphs g = new SpmdGraphs();
    long x = g.param(SpmdGraphs.groups(new int[] {0, 1}, new int[] {}), 64, 16);
    long w = g.param(new int[] {-1, -1}, 16, 32);
    long y = g.matmul(x, w);
    g.output(y, SpmdGraphs.groups(new int[] {0, 1}, new int[] {}));
    g.output(g.reduceSum(y, 0, 1));
    SpmdPartitioner.Partitioned p = SpmdPartitioner.partition(g.build(), Mesh.of(2, 4));
    assertThat(p.localParameterTypes().get(0).getDimsList()).containsExactly(8L, 16L);
    assertThat(p.localOutputTypes().get(0).getDimsList()).containsExactly(8L, 32L);
    assertThat(ops(p.graph(), Op.KindCase.ALL_GATHER)).isEmpty();
    List<Op> reduces = ops(p.graph(), Op.KindCase.ALL_REDUCE);
    assertThat(reduces).hasSize(1);
    assertThat(groups(reduces.get(0).getAllReduce().getReplicaGroupsList()))
        .containsExactly(List.of(0, 1, 2, 3, 4, 5, 6, 7));
    assertThat(p.insertedCollectives()).isEqualTo(1);
  }

  @Test
  void aContractionOverBothAxesIsOneAllReduceOverAllRanksPricedOverTheCombinedGroup() {
    // the weight's rows over (data, model) on a 2x4 mesh, the activations replicated: each rank multiplies its
    // block of columns of x by its rows of w, and the partial products are summed over all eight ranks at once
    SpmdGraphs g = new SpmdGraphs();
    long x = g.param(new int[] {-1, -1}, 64, 1024);
    long w = g.param(SpmdGraphs.groups(new int[] {0, 1}, new int[] {}), 1024, 2048);
    g.output(g.matmul(x, w));
    Graph graph = g.build();
    SpmdPartitioner.Partitioned p = SpmdPartitioner.partition(graph, Mesh.of(2, 4));
    assertThat(p.localParameterTypes().get(1).getDimsList()).containsExactly(128L, 2048L);
    List<Op> slices = ops(p.graph(), Op.KindCase.DYNAMIC_SLICE);
    assertThat(slices).hasSize(1);
    assertThat(slices.get(0).getDynamicSlice().getSliceSizesList()).containsExactly(64L, 128L);
    List<Op> reduces = ops(p.graph(), Op.KindCase.ALL_REDUCE);
    assertThat(reduces).hasSize(1);
    assertThat(groups(reduces.get(0).getAllReduce().getReplicaGroupsList()))
        .containsExactly(List.of(0, 1, 2, 3, 4, 5, 6, 7));
    assertThat(p.insertedCollectives()).isEqualTo(1);

    StepReport r = new GraphSimulator().simulate(new GraphSimulator.Request(graph, Generation.V5E,
        new int[] {2, 4}, List.of(), StepSimulator.Mode.COMPILED, 0, "rows2d"));
    IciCostModel ici = new IciCostModel(IciSpec.of(Generation.V5E), SimDevice.slice(Generation.V5E, 8));
    long bytes = 64L * 2048 * 4;
    double expected = ici.price(CollectiveKind.ALL_REDUCE, bytes, new int[] {0, 1, 2, 3, 4, 5, 6, 7}).seconds();
    assertThat(r.collectiveSeconds()).isCloseTo(expected, org.assertj.core.data.Offset.offset(1e-15));
    // reducing along the two axes one after the other (what one axis per collective would do) costs another amount
    double twoSteps = ici.price(CollectiveKind.ALL_REDUCE, bytes, new int[] {0, 1, 2, 3}).seconds()
        + ici.price(CollectiveKind.ALL_REDUCE, bytes, new int[] {0, 4}).seconds();
    assertThat(expected).isPositive().isNotCloseTo(twoSteps, org.assertj.core.data.Offset.offset(1e-9));
  }
}
