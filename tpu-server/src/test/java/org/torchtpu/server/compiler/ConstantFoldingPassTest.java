package org.torchtpu.server.compiler;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Literals;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.ir.IrOp;

class ConstantFoldingPassTest {
  @Test
  void foldsOpsOfConstantsWithTheExecutorsBits() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.BF16, 3));
    long c = b.constant(DeviceArray.ofFloats(DType.BF16, new int[] {3}, new float[] {0.5f, 1f, 3f}));
    long e = b.unary(UnaryOp.Kind.EXP, c);
    long y = b.mul(x, e);
    IrGraph g = CompilerTestSupport.imported(b.graph(y));
    assertThat(new ConstantFoldingPass().run(g, CompilerTestSupport.context())).isTrue();
    assertThat(g.ops()).extracting(IrOp::kind).containsExactly(Op.KindCase.CONSTANT, Op.KindCase.BINARY);
    DeviceArray folded = Literals.decode(g.ops().get(0).op().getConstant().getValue());
    DeviceArray expected = CompilerTestSupport.EXECUTOR.execute(b.ops().get(1),
        java.util.List.of(Literals.decode(b.ops().get(0).getConstant().getValue())), false).get(0);
    CompilerTestSupport.assertBitIdentical(expected, folded, "folded exp");
  }

  @Test
  void leavesParametersBroadcastsAndLargeResultsAlone() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 4));
    long e = b.unary(UnaryOp.Kind.EXP, x);
    long big = b.splat(DType.F32, 1f, ConstantFoldingPass.MAX_FOLDED_ELEMENTS + 1);
    long n = b.unary(UnaryOp.Kind.NEGATE, big);
    IrGraph g = CompilerTestSupport.imported(b.graph(e, n));
    assertThat(new ConstantFoldingPass().run(g, CompilerTestSupport.context())).isFalse();
    assertThat(g.ops()).hasSize(4);
  }

  /**
   * A small result can be a great deal of work: a 256x1024 by 1024x256 product of constants is 1.3 x 10^8 flops for
   * 65,536 elements, and a compile is not bounded by torchtpu.limits.max-work (a larger one was minutes of a
   * compile thread). Past {@link ConstantFoldingPass#MAX_FOLDED_WORK} it is left to run time, with the same value.
   */
  @Test
  void leavesAnOpPastTheFoldingWorkBudgetToRunTime() {
    java.util.Random random = new java.util.Random(8);
    GraphBuilder b = new GraphBuilder();
    long lhs = b.constant(CompilerTestSupport.random(GraphBuilder.type(DType.F32, 256, 1024), random));
    long rhs = b.constant(CompilerTestSupport.random(GraphBuilder.type(DType.F32, 1024, 256), random));
    long product = b.matmul(lhs, rhs);
    org.torchtpu.api.v1.Graph graph = b.graph(product);
    IrGraph g = CompilerTestSupport.imported(graph);
    assertThat(new ConstantFoldingPass().run(g, CompilerTestSupport.context())).isFalse();
    assertThat(g.ops()).extracting(IrOp::kind).contains(Op.KindCase.DOT_GENERAL);

    DeviceArray ran = CompilerTestSupport.compile(graph).run(java.util.List.of(), CompilerTestSupport.EXECUTOR, false)
        .get(0);
    CompilerTestSupport.assertBitIdentical(CompilerTestSupport.runOpByOp(graph, java.util.List.of()).get(0), ran,
        "the product at run time");
  }
}
