package org.torchtpu.server.compiler.spmd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.AllReduceOp;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.CollectiveReduction;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ProgramKind;
import org.torchtpu.api.v1.ReplicaGroup;
import org.torchtpu.server.chip.ChipSpecs;
import org.torchtpu.server.compiler.CompilationContext;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.ir.IrOp;
import org.torchtpu.server.compiler.ShapeInferencePass;

class ShardingPropagationTest {
  private static final Mesh MESH = Mesh.of(4);

  private static IrGraph typed(Graph g) {
    IrGraph ir = IrGraph.fromGraph(g);
    new ShapeInferencePass().run(ir, new CompilationContext(ChipSpecs.of(Generation.V5E), null, ProgramKind.GRAPH));
    return ir;
  }

  private static ShardingPlan plan(IrGraph ir, Graph g, Mesh mesh) {
    List<ShardSpec> params = new ArrayList<>();
    for (var p : g.getParametersList()) {
      params.add(ShardSpec.fromProto(p.getSharding(), p.getType(), mesh));
    }
    List<ShardSpec> outs = new ArrayList<>();
    for (var v : ir.outputs()) {
      outs.add(ShardSpec.replicated(v.type().getDimsCount()));
    }
    return ShardingPropagation.run(ir, params, outs, mesh);
  }

  /** The layout the op at {@code index} leaves its result in. */
  private static ShardSpec result(IrGraph ir, ShardingPlan plan, int opIndex) {
    for (IrOp op : ir.ops()) {
      if (op.sourceIndex() == opIndex) {
        return plan.produced(op.result());
      }
    }
    throw new AssertionError("no op " + opIndex);
  }

  @Test
  void columnParallelMatmulKeepsTheOutputSplit() {
    SpmdGraphs g = new SpmdGraphs();
    long x = g.param(new int[] {-1, -1}, 8, 16);
    long w = g.param(new int[] {-1, 0}, 16, 32);
    g.output(g.matmul(x, w));
    Graph graph = g.build();
    IrGraph ir = typed(graph);
    ShardingPlan plan = plan(ir, graph, MESH);
    assertThat(plan.produced(ir.outputs().get(0))).isEqualTo(ShardSpec.of(-1, 0));
  }

  @Test
  void rowParallelMatmulLeavesPartialSums() {
    SpmdGraphs g = new SpmdGraphs();
    long x = g.param(new int[] {-1, 0}, 8, 16);
    long w = g.param(new int[] {0, -1}, 16, 32);
    g.output(g.matmul(x, w));
    Graph graph = g.build();
    IrGraph ir = typed(graph);
    ShardSpec out = plan(ir, graph, MESH).produced(ir.outputs().get(0));
    assertThat(out.isPartialOn(0)).isTrue();
    assertThat(out.partialReduction()).isEqualTo(CollectiveReduction.COLLECTIVE_SUM);
    assertThat(out.dimAxes()).containsExactly(-1, -1);
  }

  @Test
  void contractingDimSplitOnOneSideOnlySplitsTheOther() {
    SpmdGraphs g = new SpmdGraphs();
    long x = g.param(new int[] {-1, 0}, 8, 16);
    long w = g.param(new int[] {-1, -1}, 16, 32);
    g.output(g.matmul(x, w));
    Graph graph = g.build();
    IrGraph ir = typed(graph);
    ShardingPlan plan = plan(ir, graph, MESH);
    IrOp dot = ir.ops().get(0);
    assertThat(plan.required(dot)).containsExactly(ShardSpec.of(-1, 0), ShardSpec.of(0, -1));
    assertThat(plan.produced(dot.result()).isPartialOn(0)).isTrue();
  }

  @Test
  void batchSplitIsDataParallelWithoutPartials() {
    SpmdGraphs g = new SpmdGraphs();
    long x = g.param(new int[] {0, -1}, 8, 16);
    long w = g.param(new int[] {-1, -1}, 16, 32);
    long y = g.matmul(x, w);
    long z = g.binary(BinaryOp.Kind.ADD, y, g.broadcast(g.scalar(1), y));
    g.output(z);
    Graph graph = g.build();
    IrGraph ir = typed(graph);
    ShardingPlan plan = plan(ir, graph, MESH);
    assertThat(plan.produced(ir.outputs().get(0))).isEqualTo(ShardSpec.of(0, -1));
  }

  @Test
  void reductionOverASplitDimIsPartialAndOverAWholeDimKeepsTheSplit() {
    SpmdGraphs g = new SpmdGraphs();
    long x = g.param(new int[] {0, -1}, 8, 16);
    long overSplit = g.reduceSum(x, 0);
    long overWhole = g.reduceSum(x, 1);
    g.output(overSplit).output(overWhole);
    Graph graph = g.build();
    IrGraph ir = typed(graph);
    ShardingPlan plan = plan(ir, graph, MESH);
    assertThat(result(ir, plan, 0).isPartialOn(0)).isTrue();
    assertThat(result(ir, plan, 1)).isEqualTo(ShardSpec.of(0));
  }

  @Test
  void movementOpsCarryTheSplit() {
    SpmdGraphs g = new SpmdGraphs();
    long x = g.param(new int[] {0, -1, -1}, 8, 4, 6);
    long t = g.transpose(x, 2, 0, 1);  // [6,8,4] split on dim 1
    long merged = g.reshape(x, 32, 6);  // dim 0 merged with dim 1: still split
    long split = g.reshape(x, 4, 2, 24);  // major part 4 of the split 8, divisible by 4
    long inner = g.reshape(x, 8, 24);  // dim 0 itself
    g.output(t).output(merged).output(split).output(inner);
    Graph graph = g.build();
    IrGraph ir = typed(graph);
    ShardingPlan plan = plan(ir, graph, MESH);
    assertThat(result(ir, plan, 0)).isEqualTo(ShardSpec.of(-1, 0, -1));
    assertThat(result(ir, plan, 1)).isEqualTo(ShardSpec.of(0, -1));
    assertThat(result(ir, plan, 2)).isEqualTo(ShardSpec.of(0, -1, -1));
    assertThat(result(ir, plan, 3)).isEqualTo(ShardSpec.of(0, -1));
  }

  @Test
  void aReshapeThatMovesTheSplitInsideADimGathersFirst() {
    SpmdGraphs g = new SpmdGraphs();
    long x = g.param(new int[] {-1, 0}, 8, 4);
    g.output(g.reshape(x, 32));  // the split dim becomes the minor part of a merged dim
    Graph graph = g.build();
    IrGraph ir = typed(graph);
    ShardingPlan plan = plan(ir, graph, MESH);
    assertThat(plan.required(ir.ops().get(0))).containsExactly(ShardSpec.replicated(2));
  }

  @Test
  void graphsWithTheirOwnCollectivesAreRefused() {
    SpmdGraphs g = new SpmdGraphs();
    long x = g.param(new int[] {-1}, 8);
    g.output(g.op(Op.newBuilder().setAllReduce(AllReduceOp.newBuilder().setReduction(
        CollectiveReduction.COLLECTIVE_SUM).addReplicaGroups(ReplicaGroup.newBuilder().addRanks(0).addRanks(1))), x));
    Graph graph = g.build();
    IrGraph ir = typed(graph);
    assertThatThrownBy(() -> plan(ir, graph, MESH)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("all_reduce").hasMessageContaining("partitioner inserts");
  }
}
