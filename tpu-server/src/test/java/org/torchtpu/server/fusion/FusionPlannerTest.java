package org.torchtpu.server.fusion;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.FusedKernel;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.compiler.CompilerTestSupport;
import org.torchtpu.server.compiler.GraphBuilder;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.ir.IrValue;

class FusionPlannerTest {
  private static List<KernelGroup> plan(IrGraph g) {
    Set<IrValue> out = new HashSet<>(g.outputs());
    return FusionPlanner.plan(g.ops(), out::contains, true);
  }

  @Test
  void elementwiseChainWithBroadcastAndScalarIsOneKernel() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 4, 8));
    long bias = b.param(GraphBuilder.type(DType.F32, 8));
    long v = b.add(x, b.broadcast(bias, new long[] {4, 8}, 1));
    v = b.mul(v, b.splat(DType.F32, 0.5f, 4, 8));
    v = b.unary(UnaryOp.Kind.TANH, v);
    IrGraph g = CompilerTestSupport.imported(b.graph(v));
    List<KernelGroup> kernels = plan(g);
    assertThat(kernels).hasSize(1);
    KernelGroup k = kernels.get(0);
    assertThat(k.kind()).isEqualTo(FusedKernel.Kind.ELEMENTWISE);
    assertThat(k.members()).hasSize(6); // broadcast, add, constant, broadcast, multiply, tanh
    assertThat(k.inputs()).containsExactlyInAnyOrder(g.parameters().get(0), g.parameters().get(1));
    assertThat(k.outputs()).containsExactly(g.outputs().get(0));
  }

  @Test
  void softmaxSplitsIntoReductionKernelsWithProloguesAndEpilogues() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 4, 8));
    long max = b.reduce(ReduceOp.Kind.MAX, x, 1);
    long shifted = b.binary(org.torchtpu.api.v1.BinaryOp.Kind.SUBTRACT, x, b.broadcast(max, new long[] {4, 8}, 0));
    long e = b.unary(UnaryOp.Kind.EXP, shifted);
    long sum = b.reduce(ReduceOp.Kind.SUM, e, 1);
    long y = b.binary(org.torchtpu.api.v1.BinaryOp.Kind.DIVIDE, e, b.broadcast(sum, new long[] {4, 8}, 0));
    IrGraph g = CompilerTestSupport.imported(b.graph(y));
    List<KernelGroup> kernels = plan(g);
    // max(x) | sub+exp written once (two users: the sum's kernel and the divide's) | sum | divide
    assertThat(kernels).extracting(KernelGroup::kind).containsExactly(FusedKernel.Kind.SINGLE,
        FusedKernel.Kind.ELEMENTWISE, FusedKernel.Kind.SINGLE, FusedKernel.Kind.ELEMENTWISE);
  }

  @Test
  void producersFuseIntoAReductionAndConsumersIntoItsEpilogue() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 4, 8));
    long sq = b.mul(x, x);
    long sum = b.reduce(ReduceOp.Kind.SUM, sq, 1);
    long mean = b.mul(sum, b.splat(DType.F32, 0.125f, 4));
    long r = b.unary(UnaryOp.Kind.RSQRT, mean);
    IrGraph g = CompilerTestSupport.imported(b.graph(r));
    List<KernelGroup> kernels = plan(g);
    assertThat(kernels).hasSize(1);
    assertThat(kernels.get(0).kind()).isEqualTo(FusedKernel.Kind.REDUCTION);
    assertThat(kernels.get(0).prologue()).extracting(o -> o.result()).containsExactly(g.ops().get(0).result());
    assertThat(kernels.get(0).outputs()).hasSize(1);
  }

  @Test
  void matmulTakesItsBiasAndActivationAsEpilogue() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.BF16, 16, 32));
    long w = b.param(GraphBuilder.type(DType.BF16, 32, 64));
    long bias = b.param(GraphBuilder.type(DType.BF16, 64));
    long h = b.add(b.matmul(x, w), b.broadcast(bias, new long[] {16, 64}, 1));
    long y = b.unary(UnaryOp.Kind.TANH, h);
    IrGraph g = CompilerTestSupport.imported(b.graph(y));
    List<KernelGroup> kernels = plan(g);
    assertThat(kernels).hasSize(1);
    assertThat(kernels.get(0).kind()).isEqualTo(FusedKernel.Kind.MATMUL_EPILOGUE);
    assertThat(kernels.get(0).inputs()).hasSize(3);
  }

  @Test
  void aValueReadOutsideTheKernelOrLiveOutIsWritten() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 8));
    long e = b.unary(UnaryOp.Kind.EXP, x);
    long t = b.unary(UnaryOp.Kind.TANH, e);
    IrGraph g = CompilerTestSupport.imported(b.graph(t, e)); // e is also an output
    List<KernelGroup> kernels = plan(g);
    assertThat(kernels).hasSize(1);
    assertThat(kernels.get(0).outputs()).extracting(IrValue::id).containsExactlyInAnyOrder(e, t);
  }

  @Test
  void aConstantThatMustBeWrittenIsNotAbsorbed() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 8));
    long c = b.constant(org.torchtpu.server.exec.DeviceArray.ofFloats(DType.F32, new int[] {8}, new float[8]));
    long t = b.unary(UnaryOp.Kind.TANH, b.add(x, c));
    var graph = b.graph(t, c);
    IrGraph g = CompilerTestSupport.imported(graph);
    List<KernelGroup> kernels = plan(g);
    assertThat(kernels).extracting(KernelGroup::kind).containsExactly(FusedKernel.Kind.SINGLE,
        FusedKernel.Kind.ELEMENTWISE);
    var params = CompilerTestSupport.randomParameters(graph, new java.util.Random(2));
    var expected = CompilerTestSupport.runOpByOp(graph, params);
    var actual = CompilerTestSupport.compile(graph, "constant-folding", "algebraic-simplification")
        .run(params, CompilerTestSupport.EXECUTOR, false);
    CompilerTestSupport.assertBitIdentical(expected.get(0), actual.get(0), "tanh(x + c)");
    CompilerTestSupport.assertBitIdentical(expected.get(1), actual.get(1), "c");
  }

  @Test
  void disabledFusionGivesOneKernelPerOp() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 8));
    long t = b.unary(UnaryOp.Kind.TANH, b.unary(UnaryOp.Kind.EXP, x));
    IrGraph g = CompilerTestSupport.imported(b.graph(t));
    Set<IrValue> out = new HashSet<>(g.outputs());
    assertThat(FusionPlanner.plan(g.ops(), out::contains, false)).hasSize(2)
        .allMatch(k -> k.kind() == FusedKernel.Kind.SINGLE);
  }
}
