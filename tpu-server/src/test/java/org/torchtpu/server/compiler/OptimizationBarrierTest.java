package org.torchtpu.server.compiler;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OptimizationBarrierOp;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.cost.CostModel;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.ir.IrOp;

/** optimization_barrier: typed as its operands, run without a copy, priced as free, and a fence for every pass. */
class OptimizationBarrierTest {
  private static final TensorType F32_8 = GraphBuilder.type(DType.F32, 8);

  private static Op barrier(long id, long... operands) {
    Op.Builder b = Op.newBuilder().setOptimizationBarrier(OptimizationBarrierOp.getDefaultInstance());
    for (long o : operands) {
      b.addOperands(o);
      b.addResults(id++);
    }
    return b.build();
  }

  @Test
  void resultsHaveTheOperandsTypesAndAtLeastOneOperandIsNeeded() {
    TensorType s32 = GraphBuilder.type(DType.S32, 2, 3);
    assertThat(TypeInference.infer(barrier(10, 1, 2), List.of(F32_8, s32))).containsExactly(F32_8, s32);
    assertThatThrownBy(() -> TypeInference.infer(Op.newBuilder()
        .setOptimizationBarrier(OptimizationBarrierOp.getDefaultInstance()).build(), List.of()))
        .isInstanceOf(OpTypeException.class)
        .hasMessage("optimization_barrier: needs at least one operand");
  }

  @Test
  void runsAsTheSameArraysAndCostsNothing() {
    DeviceArray a = DeviceArray.ofFloats(DType.F32, new int[] {2}, new float[] {1f, -2f});
    DeviceArray b = DeviceArray.ofLongs(DType.S32, new int[] {1}, new long[] {7});
    List<DeviceArray> out = CompilerTestSupport.EXECUTOR.execute(barrier(10, 1, 2), List.of(a, b), false);
    assertThat(out.get(0)).isSameAs(a);
    assertThat(out.get(1)).isSameAs(b);
    assertThat(CostModel.calibrated(CompilerTestSupport.V5E).price(barrier(10, 1, 2), List.of(a.type(), b.type()),
        List.of(a.type(), b.type())).getFlops()).isZero();
    assertThat(CostModel.seconds(CostModel.calibrated(CompilerTestSupport.V5E).price(barrier(10, 1, 2),
        List.of(a.type(), b.type()), List.of(a.type(), b.type())))).isZero();
  }

  /** exp(x) and exp(barrier(x)): without the barrier CSE would merge them; with it both stay, as remat needs. */
  @Test
  void cseConstantFoldingAndFusionDoNotReachAcrossIt() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(F32_8);
    long c = b.splat(DType.F32, 3f, 8);
    long e1 = b.unary(UnaryOp.Kind.EXP, x);
    b.raw(barrier(100, x, c));
    Graph partial = b.graph(e1);
    // continue by hand: the barrier's results 100 (x) and 101 (the constant)
    Graph.Builder g = partial.toBuilder();
    Op exp2 = Op.newBuilder().setUnary(UnaryOp.newBuilder().setKind(UnaryOp.Kind.EXP)).addOperands(100)
        .addResults(200).build();
    Op exp3 = Op.newBuilder().setUnary(UnaryOp.newBuilder().setKind(UnaryOp.Kind.EXP)).addOperands(101)
        .addResults(201).build();
    Graph graph = g.addOps(exp2).addOps(exp3).addOutputs(200).addOutputs(201).build();
    ExecutableProgram p = CompilerTestSupport.compile(graph);
    List<Op.KindCase> kinds = p.ops().stream().map(Op::getKindCase).toList();
    // both exps of x stay; the exp of the barrier's constant is not folded into a literal
    assertThat(kinds.stream().filter(k -> k == Op.KindCase.UNARY).count()).isEqualTo(3);
    assertThat(kinds).contains(Op.KindCase.OPTIMIZATION_BARRIER);
    // the barrier is a kernel of its own and free
    for (ExecutableProgram.Kernel k : p.kernels()) {
      if (p.ops().get(k.ops()[0]).hasOptimizationBarrier()) {
        assertThat(k.ops()).hasSize(1);
        assertThat(k.seconds()).isZero();
      }
    }
    DeviceArray in = DeviceArray.ofFloats(DType.F32, new int[] {8}, new float[] {0, 1, 2, 3, -1, -2, 0.5f, 4});
    List<DeviceArray> out = p.run(List.of(in), CompilerTestSupport.EXECUTOR, false);
    assertThat(out.get(0).floats()).containsExactly(out.get(1).floats());
    assertThat(out.get(2).floats()[0]).isEqualTo((float) Math.exp(3.0));
  }

  @Test
  void deadBarrierResultsGoLikeAnyDeadValue() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(F32_8);
    long e = b.unary(UnaryOp.Kind.EXP, x);
    b.raw(barrier(100, x));
    org.torchtpu.server.ir.IrGraph g = CompilerTestSupport.imported(b.graph(e));
    assertThat(new DcePass().run(g, CompilerTestSupport.context())).isTrue();
    assertThat(g.ops()).extracting(IrOp::kind).containsExactly(Op.KindCase.UNARY);
  }

  /** Its results take no HBM of their own; the operand's buffer lives until the results' last reader. */
  @Test
  void memoryPlanCountsTheOperandBufferOnce() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(F32_8);
    long e = b.unary(UnaryOp.Kind.EXP, x);
    b.raw(barrier(100, e));
    Op after = Op.newBuilder().setUnary(UnaryOp.newBuilder().setKind(UnaryOp.Kind.LOG)).addOperands(100)
        .addResults(200).build();
    Graph graph = b.graph().toBuilder().addOps(after).addOutputs(200).build();
    ExecutableProgram p = CompilerTestSupport.compile(graph);
    // parameter, exp's result (alive until the log reads it through the barrier), the log's output: 3 x 32 bytes
    assertThat(p.peakHbmBytes()).isEqualTo(96);
    var buffers = p.proto().getMemoryPlan().getBuffersList();
    assertThat(buffers).noneMatch(buf -> buf.getValue() == 100);
    assertThat(buffers.stream().filter(buf -> buf.getValue() == e).findFirst().orElseThrow().getLastUse())
        .isEqualTo(p.kernelCount() - 1);
  }
}
