package org.torchtpu.server.compiler;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.ir.IrOp;

class CsePassTest {
  @Test
  void identicalOpsOnIdenticalOperandsMerge() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 8));
    long e1 = b.unary(UnaryOp.Kind.EXP, x);
    long e2 = b.unary(UnaryOp.Kind.EXP, x);
    long c1 = b.scalar(DType.F32, 2f);
    long c2 = b.scalar(DType.F32, 2f);
    long s = b.add(e1, e2);
    IrGraph g = CompilerTestSupport.imported(b.graph(s, c1, c2));
    assertThat(new CsePass().run(g, CompilerTestSupport.context())).isTrue();
    // the exps merge; the equal constants stay apart, since fusion recomputes them in each consumer
    assertThat(g.ops()).extracting(IrOp::kind)
        .containsExactly(Op.KindCase.UNARY, Op.KindCase.CONSTANT, Op.KindCase.CONSTANT, Op.KindCase.BINARY);
    IrOp add = g.ops().get(3);
    assertThat(add.operands().get(0)).isSameAs(add.operands().get(1));
    assertThat(g.outputs().get(1)).isNotSameAs(g.outputs().get(2));
  }

  @Test
  void differentAttributesOrOperandsStayApart() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 8));
    long y = b.param(GraphBuilder.type(DType.F32, 8));
    long e = b.unary(UnaryOp.Kind.EXP, x);
    long l = b.unary(UnaryOp.Kind.LOG, x);
    long ey = b.unary(UnaryOp.Kind.EXP, y);
    IrGraph g = CompilerTestSupport.imported(b.graph(e, l, ey));
    assertThat(new CsePass().run(g, CompilerTestSupport.context())).isFalse();
    assertThat(g.ops()).hasSize(3);
  }
}
