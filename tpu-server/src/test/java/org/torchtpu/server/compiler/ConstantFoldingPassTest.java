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
}
