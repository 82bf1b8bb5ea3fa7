package org.torchtpu.server.compiler;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.ir.IrGraph;

class DcePassTest {
  @Test
  void removesOpsThatReachNoOutput() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 8));
    long unused = b.unary(UnaryOp.Kind.EXP, x);
    b.unary(UnaryOp.Kind.LOG, unused); // a chain of two dead ops
    long kept = b.unary(UnaryOp.Kind.TANH, x);
    IrGraph g = CompilerTestSupport.imported(b.graph(kept));
    assertThat(new DcePass().run(g, CompilerTestSupport.context())).isTrue();
    assertThat(g.ops()).hasSize(1);
    assertThat(g.ops().get(0).op().getUnary().getKind()).isEqualTo(UnaryOp.Kind.TANH);
    assertThat(g.parameters().get(0).users()).hasSize(1);
    assertThat(new DcePass().run(g, CompilerTestSupport.context())).isFalse();
  }
}
