package org.torchtpu.server.compiler.spmd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.grpc.Status;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.CollectiveReduction;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ReplicaGroup;
import org.torchtpu.server.ir.CompileException;

/** The partitioned programs: which collectives the compiler inserted, and the local shapes. */
class SpmdPartitionerTest {

  private static long count(Graph g, Op.KindCase kind) {
    return g.getOpsList().stream().filter(o -> o.getKindCase() == kind).count();
  }

  private static List<Op> ops(Graph g, Op.KindCase kind) {
    return g.getOpsList().stream().filter(o -> o.getKindCase() == kind).toList();
  }

  @Test
  void megatronMlpNeedsOneAllReduceAndKeepsTheHiddenLayerSplit() {
    SpmdPartitioner.Partitioned p = SpmdPartitioner.partition(SpmdGraphs.megatronMlp(8, 16, 32), Mesh.of(4));
    Graph g = p.graph();
    assertThat(p.insertedCollectives()).isEqualTo(1);
    assertThat(count(g, Op.KindCase.ALL_REDUCE)).isEqualTo(1);
    assertThat(count(g, Op.KindCase.ALL_GATHER)).isZero();
    assertThat(count(g, Op.KindCase.DYNAMIC_SLICE)).isZero();  // b1's broadcast and relu's zeros are made local
    Op allReduce = ops(g, Op.KindCase.ALL_REDUCE).get(0);
    assertThat(allReduce.getAllReduce().getReduction()).isEqualTo(CollectiveReduction.COLLECTIVE_SUM);
    assertThat(allReduce.getAllReduce().getReplicaGroupsList())
        .containsExactly(ReplicaGroup.newBuilder().addRanks(0).addRanks(1).addRanks(2).addRanks(3).build());
    // x whole, W1 [16, 32/4], b1 [32/4], W2 [32/4, 16], b2 whole, then the mesh coordinate
    assertThat(p.localParameterTypes()).containsExactly(Shapes.type(DType.F32, 8, 16), Shapes.type(DType.F32, 16, 8),
        Shapes.type(DType.F32, 8), Shapes.type(DType.F32, 8, 16), Shapes.type(DType.F32, 16), Shapes.type(DType.S32));
    assertThat(p.localOutputTypes()).containsExactly(Shapes.type(DType.F32, 8, 16));
    // both matmuls are local: the first makes f32[8,8] (a column block), the second a partial f32[8,16]
    List<Op> dots = ops(g, Op.KindCase.DOT_GENERAL);
    assertThat(dots).hasSize(2);
    assertThat(allReduce.getOperands(0)).isEqualTo(dots.get(1).getResults(0));
  }

  @Test
  void dataParallelStepAllReducesTheGradientAndTheLoss() {
    SpmdPartitioner.Partitioned p = SpmdPartitioner.partition(SpmdGraphs.dataParallelStep(16, 8, 4, 0.1f),
        Mesh.of(4));
    Graph g = p.graph();
    assertThat(count(g, Op.KindCase.ALL_REDUCE)).isEqualTo(2);
    assertThat(count(g, Op.KindCase.ALL_GATHER)).isZero();
    assertThat(p.localParameterTypes().subList(0, 3)).containsExactly(Shapes.type(DType.F32, 4, 8),
        Shapes.type(DType.F32, 4, 4), Shapes.type(DType.F32, 8, 4));
    assertThat(p.localOutputTypes()).containsExactly(Shapes.type(DType.F32, 8, 4), Shapes.type(DType.F32));
    // the gradient is reduced whole (f32[8,4]), the loss as a scalar
    assertThat(ops(g, Op.KindCase.ALL_REDUCE)).extracting(op -> typeOfOperand(g, op))
        .containsExactlyInAnyOrder(Shapes.type(DType.F32, 8, 4), Shapes.type(DType.F32));
  }

  @Test
  void aSplitOutputComesBackSplitAndAPartialOneByReduceScatter() {
    SpmdGraphs g = new SpmdGraphs();
    long x = g.param(new int[] {-1, 0}, 8, 16);
    long w = g.param(new int[] {0, -1}, 16, 32);
    long y = g.matmul(x, w);
    g.output(y, SpmdGraphs.sharding(-1, 0));
    SpmdPartitioner.Partitioned p = SpmdPartitioner.partition(g.build(), Mesh.of(4));
    assertThat(count(p.graph(), Op.KindCase.REDUCE_SCATTER)).isEqualTo(1);
    assertThat(count(p.graph(), Op.KindCase.ALL_REDUCE)).isZero();
    assertThat(p.localOutputTypes()).containsExactly(Shapes.type(DType.F32, 8, 8));
  }

  @Test
  void aReplicatedValueReadSplitIsSlicedAtTheRanksCoordinate() {
    SpmdGraphs g = new SpmdGraphs();
    long x = g.param(new int[] {0, -1}, 8, 4);
    long c = g.param(new int[] {-1, -1}, 8, 4);
    g.output(g.binary(org.torchtpu.api.v1.BinaryOp.Kind.ADD, x, c), SpmdGraphs.sharding(0, -1));
    SpmdPartitioner.Partitioned p = SpmdPartitioner.partition(g.build(), Mesh.of(4));
    assertThat(p.insertedCollectives()).isZero();
    List<Op> slices = ops(p.graph(), Op.KindCase.DYNAMIC_SLICE);
    assertThat(slices).hasSize(1);
    assertThat(slices.get(0).getDynamicSlice().getSliceSizesList()).containsExactly(2L, 4L);
  }

  @Test
  void twoDimensionalMeshGroupsFollowTheAxes() {
    // x split by rows over axis 0 (data parallel), W split by columns over axis 1 (tensor parallel)
    SpmdGraphs g = new SpmdGraphs();
    long x = g.param(new int[] {0, -1}, 8, 16);
    long w = g.param(new int[] {-1, 1}, 16, 32);
    g.output(g.matmul(x, w));
    SpmdPartitioner.Partitioned p = SpmdPartitioner.partition(g.build(), Mesh.of(2, 2));
    List<Op> gathers = ops(p.graph(), Op.KindCase.ALL_GATHER);
    assertThat(gathers).hasSize(2);
    // rows gathered along axis 0: ranks {0,2} and {1,3}; columns along axis 1: {0,1} and {2,3}
    assertThat(gathers.get(0).getAllGather().getReplicaGroupsList()).extracting(ReplicaGroup::getRanksList)
        .containsExactly(List.of(0, 2), List.of(1, 3));
    assertThat(gathers.get(1).getAllGather().getReplicaGroupsList()).extracting(ReplicaGroup::getRanksList)
        .containsExactly(List.of(0, 1), List.of(2, 3));
    assertThat(p.localOutputTypes()).containsExactly(Shapes.type(DType.F32, 8, 32));
  }

  @Test
  void badShardingsAreInvalidArgumentsNamingWhatIsWrong() {
    SpmdGraphs uneven = new SpmdGraphs();
    uneven.output(uneven.param(new int[] {0}, 6));
    assertThatThrownBy(() -> SpmdPartitioner.partition(uneven.build(), Mesh.of(4)))
        .isInstanceOfSatisfying(CompileException.class, e -> assertThat(e.code()).isEqualTo(Status.Code.INVALID_ARGUMENT))
        .hasMessageContaining("parameter 0").hasMessageContaining("does not split evenly");
    SpmdGraphs badAxis = new SpmdGraphs();
    badAxis.output(badAxis.param(new int[] {1}, 8));
    assertThatThrownBy(() -> SpmdPartitioner.partition(badAxis.build(), Mesh.of(4)))
        .hasMessageContaining("mesh axis 1");
    SpmdGraphs twice = new SpmdGraphs();
    twice.output(twice.param(new int[] {0, 0}, 8, 8));
    assertThatThrownBy(() -> SpmdPartitioner.partition(twice.build(), Mesh.of(4)))
        .hasMessageContaining("two dims over mesh axis 0");
    SpmdGraphs wrongRank = new SpmdGraphs();
    long v = wrongRank.param(new int[] {-1}, 8);
    wrongRank.output(v, SpmdGraphs.sharding(0, -1));
    assertThatThrownBy(() -> SpmdPartitioner.partition(wrongRank.build(), Mesh.of(4)))
        .hasMessageContaining("output 0");
  }

  private static org.torchtpu.api.v1.TensorType typeOfOperand(Graph g, Op op) {
    // re-type the local program to read the operand's type
    var ir = org.torchtpu.server.ir.IrGraph.fromGraph(g);
    new org.torchtpu.server.compiler.ShapeInferencePass().run(ir, new org.torchtpu.server.compiler.CompilationContext(
        org.torchtpu.server.chip.ChipSpecs.of(org.torchtpu.api.v1.Generation.V5E), null,
        org.torchtpu.api.v1.ProgramKind.GRAPH));
    for (var irOp : ir.ops()) {
      if (irOp.op().getKindCase() == op.getKindCase() && irOp.result().id() == op.getResults(0)) {
        return irOp.operands().get(0).type();
      }
    }
    throw new AssertionError("op not found");
  }
}
