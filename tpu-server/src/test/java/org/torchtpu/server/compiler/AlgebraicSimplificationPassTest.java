package org.torchtpu.server.compiler;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.ir.IrOp;

class AlgebraicSimplificationPassTest {
  private static IrGraph simplified(Graph graph) {
    IrGraph g = CompilerTestSupport.imported(graph);
    new AlgebraicSimplificationPass().run(g, CompilerTestSupport.context());
    new DcePass().run(g, CompilerTestSupport.context());
    return g;
  }

  @Test
  void exactIdentitiesDisappear() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 2, 3));
    long one = b.splat(DType.F32, 1f, 2, 3);
    long negZero = b.splat(DType.F32, -0f, 2, 3);
    long posZero = b.splat(DType.F32, 0f, 2, 3);
    long v = b.mul(x, one);
    v = b.add(negZero, v);
    v = b.binary(BinaryOp.Kind.SUBTRACT, v, posZero);
    v = b.binary(BinaryOp.Kind.DIVIDE, v, one);
    v = b.unary(UnaryOp.Kind.NEGATE, b.unary(UnaryOp.Kind.NEGATE, v));
    v = b.convert(DType.F32, v);
    v = b.binary(BinaryOp.Kind.MAXIMUM, v, v);
    IrGraph g = simplified(b.graph(v));
    assertThat(g.ops()).isEmpty();
    assertThat(g.outputs().get(0)).isSameAs(g.parameters().get(0));
  }

  @Test
  void addingPositiveZeroToAFloatIsKept() {
    // -0.0 + 0.0 is +0.0: x + 0.0 is not x
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 2));
    long v = b.add(x, b.splat(DType.F32, 0f, 2));
    Graph graph = b.graph(v);
    IrGraph g = simplified(graph);
    assertThat(g.ops()).extracting(IrOp::kind).contains(Op.KindCase.BINARY);
    DeviceArray negativeZero = DeviceArray.ofFloats(DType.F32, new int[] {2}, new float[] {-0f, 1f});
    DeviceArray result = CompilerTestSupport.compile(graph).run(List.of(negativeZero), CompilerTestSupport.EXECUTOR,
        false).get(0);
    assertThat(Float.floatToRawIntBits(result.floats()[0])).isEqualTo(Float.floatToRawIntBits(0f));
  }

  @Test
  void integerZeroIsAnIdentity() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.S32, 4));
    long zero = b.constant(DeviceArray.ofLongs(DType.S32, new int[] {4}, new long[4]));
    IrGraph g = simplified(b.graph(b.add(x, zero)));
    assertThat(g.ops()).isEmpty();
  }

  @Test
  void transposesAndReshapesCompose() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 2, 3, 4));
    long t = b.transpose(b.transpose(x, 1, 2, 0), 2, 0, 1); // back to x
    long t2 = b.transpose(b.transpose(x, 1, 0, 2), 0, 2, 1); // one transpose
    long r = b.reshape(b.reshape(x, 6, 4), 24);
    IrGraph g = simplified(b.graph(t, t2, r));
    assertThat(g.outputs().get(0)).isSameAs(g.parameters().get(0));
    IrOp composed = g.outputs().get(1).producer();
    assertThat(composed.op().getTranspose().getPermutationList()).containsExactly(1L, 2L, 0L);
    assertThat(composed.operands().get(0)).isSameAs(g.parameters().get(0));
    IrOp reshape = g.outputs().get(2).producer();
    assertThat(reshape.operands().get(0)).isSameAs(g.parameters().get(0));
    assertThat(g.ops()).hasSize(2);
    // the rewritten graph still computes what the original did
    Graph graph = b.graph(t, t2, r);
    var params = CompilerTestSupport.randomParameters(graph, new java.util.Random(1));
    var expected = CompilerTestSupport.runOpByOp(graph, params);
    var actual = CompilerTestSupport.compile(graph).run(params, CompilerTestSupport.EXECUTOR, false);
    for (int i = 0; i < 3; i++) {
      CompilerTestSupport.assertBitIdentical(expected.get(i), actual.get(i), "output " + i);
    }
  }

  @Test
  void selectWithAConstantPredicatePicksItsBranch() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 3));
    long y = b.param(GraphBuilder.type(DType.F32, 3));
    long p = b.constant(DeviceArray.ofLongs(DType.PRED, new int[] {3}, new long[] {0, 0, 0}));
    IrGraph g = simplified(b.graph(b.select(p, x, y)));
    assertThat(g.outputs().get(0)).isSameAs(g.parameters().get(1));
  }
}
