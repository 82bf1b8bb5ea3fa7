package org.torchtpu.server.compiler;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.ir.IrOp;

/**
 * Transposes folded into dot_general ({@link TransposeFolding}, run by the algebraic simplification): the
 * transposes disappear, and the compiled program gives the same bits as the graph run op by op, at both precisions.
 */
class TransposeFoldingTest {
  private static IrGraph simplified(Graph graph) {
    IrGraph g = CompilerTestSupport.imported(graph);
    new AlgebraicSimplificationPass().run(g, CompilerTestSupport.context());
    new DcePass().run(g, CompilerTestSupport.context());
    return g;
  }

  private static long dot(GraphBuilder b, DotGeneralOp.Precision precision, long lhs, long rhs, long[] lhsBatch,
      long[] rhsBatch, long[] lhsContract, long[] rhsContract) {
    return dot(b, precision, null, lhs, rhs, lhsBatch, rhsBatch, lhsContract, rhsContract);
  }

  private static long dot(GraphBuilder b, DotGeneralOp.Precision precision, DType resultDtype, long lhs, long rhs,
      long[] lhsBatch, long[] rhsBatch, long[] lhsContract, long[] rhsContract) {
    DotGeneralOp.Builder d = DotGeneralOp.newBuilder().setPrecision(precision);
    if (resultDtype != null) {
      d.setResultDtype(resultDtype);
    }
    for (long x : lhsBatch) {
      d.addLhsBatchingDims(x);
    }
    for (long x : rhsBatch) {
      d.addRhsBatchingDims(x);
    }
    for (long x : lhsContract) {
      d.addLhsContractingDims(x);
    }
    for (long x : rhsContract) {
      d.addRhsContractingDims(x);
    }
    return b.op(Op.newBuilder().setDotGeneral(d), lhs, rhs);
  }

  private static void assertSameBitsAsOpByOp(Graph graph, int outputs) {
    var params = CompilerTestSupport.randomParameters(graph, new Random(7));
    var expected = CompilerTestSupport.runOpByOp(graph, params);
    List<DeviceArray> actual = CompilerTestSupport.compile(graph).run(params, CompilerTestSupport.EXECUTOR, false);
    for (int i = 0; i < outputs; i++) {
      CompilerTestSupport.assertBitIdentical(expected.get(i), actual.get(i), "output " + i);
    }
  }

  @Test
  void transposedOperandsAreReadInPlace() {
    for (DotGeneralOp.Precision precision : DotGeneralOp.Precision.values()) {
      if (precision == DotGeneralOp.Precision.UNRECOGNIZED) {
        continue;
      }
      GraphBuilder b = new GraphBuilder();
      long dy = b.param(GraphBuilder.type(DType.F32, 48, 40));
      long w = b.param(GraphBuilder.type(DType.F32, 72, 40));
      long x = b.param(GraphBuilder.type(DType.F32, 48, 72));
      // dx = dy . w^T and dw = x^T . dy, as a backward pass writes them
      long dx = dot(b, precision, dy, b.transpose(w, 1, 0), new long[0], new long[0], new long[] {1}, new long[] {0});
      long dw = dot(b, precision, b.transpose(x, 1, 0), dy, new long[0], new long[0], new long[] {1}, new long[] {0});
      Graph graph = b.graph(dx, dw);
      IrGraph g = simplified(graph);
      assertThat(g.ops()).extracting(IrOp::kind).containsOnly(Op.KindCase.DOT_GENERAL);
      IrOp dxOp = g.outputs().get(0).producer();
      assertThat(dxOp.operands().get(1)).isSameAs(g.parameters().get(1));
      assertThat(dxOp.op().getDotGeneral().getRhsContractingDimsList()).containsExactly(1L);
      IrOp dwOp = g.outputs().get(1).producer();
      assertThat(dwOp.operands().get(0)).isSameAs(g.parameters().get(2));
      assertThat(dwOp.op().getDotGeneral().getLhsContractingDimsList()).containsExactly(0L);
      assertSameBitsAsOpByOp(graph, 2);
    }
  }

  @Test
  void batchedAttentionTransposesFold() {
    GraphBuilder b = new GraphBuilder();
    long q = b.param(GraphBuilder.type(DType.F32, 2, 16, 3, 8)); // [batch, seq, heads, dim]
    long k = b.param(GraphBuilder.type(DType.F32, 2, 3, 8, 16)); // [batch, heads, dim, seq]
    // scores[b, h, s, t] = sum_d q[b, s, h, d] k'[b, t, h, d] with k' = transpose(k) to [batch, seq, heads, dim]
    long kt = b.transpose(k, 0, 3, 1, 2);
    long scores = dot(b, DotGeneralOp.Precision.HIGHEST, q, kt, new long[] {0, 2}, new long[] {0, 2},
        new long[] {3}, new long[] {3});
    Graph graph = b.graph(scores);
    IrGraph g = simplified(graph);
    assertThat(g.ops()).extracting(IrOp::kind).containsExactly(Op.KindCase.DOT_GENERAL);
    DotGeneralOp d = g.ops().get(0).op().getDotGeneral();
    assertThat(d.getRhsBatchingDimsList()).containsExactly(0L, 1L);
    assertThat(d.getRhsContractingDimsList()).containsExactly(2L);
    assertSameBitsAsOpByOp(graph, 1);
  }

  @Test
  void aTransposeThatReordersFreeDimsStays() {
    // the rhs's two free dims swap places: reading the source would give the product another layout
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 4, 6));
    long w = b.param(GraphBuilder.type(DType.F32, 6, 3, 5));
    long wt = b.transpose(w, 0, 2, 1);
    long y = dot(b, DotGeneralOp.Precision.HIGHEST, x, wt, new long[0], new long[0], new long[] {1}, new long[] {0});
    Graph graph = b.graph(y);
    IrGraph g = simplified(graph);
    assertThat(g.ops()).extracting(IrOp::kind).contains(Op.KindCase.TRANSPOSE);
    assertSameBitsAsOpByOp(graph, 1);
  }

  @Test
  void aTransposedProductSwapsItsOperands() {
    GraphBuilder b = new GraphBuilder();
    long a = b.param(GraphBuilder.type(DType.F32, 2, 24, 3, 8));
    long c = b.param(GraphBuilder.type(DType.F32, 2, 24, 40));
    // a weight gradient [3, 8, 40] transposed to [40, 3, 8], as JAX exports (dY^T X)^T
    long product = dot(b, DotGeneralOp.Precision.DEFAULT, a, c, new long[0], new long[0], new long[] {0, 1},
        new long[] {0, 1});
    long t = b.transpose(product, 2, 0, 1);
    Graph graph = b.graph(t);
    IrGraph g = simplified(graph);
    assertThat(g.ops()).extracting(IrOp::kind).containsExactly(Op.KindCase.DOT_GENERAL);
    IrOp swapped = g.ops().get(0);
    assertThat(swapped.operands()).containsExactly(g.parameters().get(1), g.parameters().get(0));
    assertThat(g.outputs().get(0).type().getDimsList()).containsExactly(40L, 3L, 8L);
    assertSameBitsAsOpByOp(graph, 1);
  }

  @Test
  void aProductWithAnotherUseIsNotSwapped() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 5, 7));
    long y = b.param(GraphBuilder.type(DType.F32, 7, 9));
    long product = b.matmul(x, y);
    long t = b.transpose(product, 1, 0);
    Graph graph = b.graph(t, product);
    IrGraph g = simplified(graph);
    assertThat(g.ops()).extracting(IrOp::kind).containsExactly(Op.KindCase.DOT_GENERAL, Op.KindCase.TRANSPOSE);
    assertSameBitsAsOpByOp(graph, 2);
  }

  // The cases below came from the review of the folding (review-prog6 finding 5): shapes and dtypes the first tests
  // above did not reach.

  @Test
  void aBatchedProductSwapsWithReorderedContractingDims() {
    for (DotGeneralOp.Precision precision : List.of(DotGeneralOp.Precision.DEFAULT, DotGeneralOp.Precision.HIGHEST)) {
      for (DType dtype : List.of(DType.F32, DType.BF16, DType.F16)) {
        GraphBuilder b = new GraphBuilder();
        long a = b.param(GraphBuilder.type(dtype, 3, 5, 7, 9)); // [batch, m, k1, k2]
        long c = b.param(GraphBuilder.type(dtype, 3, 9, 7, 11)); // [batch, k2, k1, n]
        long at = b.transpose(a, 0, 1, 3, 2); // [batch, m, k2, k1]: both contracting dims trade places
        long product = dot(b, precision, at, c, new long[] {0}, new long[] {0}, new long[] {2, 3}, new long[] {1, 2});
        long t = b.transpose(product, 0, 2, 1); // [batch, n, m]: the product with its operands swapped
        Graph graph = b.graph(t);
        IrGraph g = simplified(graph);
        String where = precision + " " + dtype;
        assertThat(g.ops()).as(where).extracting(IrOp::kind).containsExactly(Op.KindCase.DOT_GENERAL);
        IrOp swapped = g.ops().get(0);
        assertThat(swapped.operands()).as(where).containsExactly(g.parameters().get(1), g.parameters().get(0));
        DotGeneralOp d = swapped.op().getDotGeneral();
        assertThat(d.getLhsBatchingDimsList()).as(where).containsExactly(0L);
        assertThat(d.getRhsBatchingDimsList()).as(where).containsExactly(0L);
        // the source a is read directly: its k2 (dim 3) pairs with c's dim 1, its k1 (dim 2) with c's dim 2
        assertThat(d.getLhsContractingDimsList()).as(where).containsExactly(1L, 2L);
        assertThat(d.getRhsContractingDimsList()).as(where).containsExactly(3L, 2L);
        assertThat(g.outputs().get(0).type().getDimsList()).as(where).containsExactly(3L, 11L, 5L);
        assertSameBitsAsOpByOp(graph, 1);
      }
    }
  }

  @Test
  void anIntegerProductKeepsItsResultDtype() {
    GraphBuilder b = new GraphBuilder();
    long a = b.param(GraphBuilder.type(DType.S32, 6, 4));
    long c = b.param(GraphBuilder.type(DType.S32, 6, 5));
    long product = dot(b, DotGeneralOp.Precision.DEFAULT, DType.S64, b.transpose(a, 1, 0), c, new long[0],
        new long[0], new long[] {1}, new long[] {0});
    long t = b.transpose(product, 1, 0);
    Graph graph = b.graph(t);
    IrGraph g = simplified(graph);
    assertThat(g.ops()).extracting(IrOp::kind).containsExactly(Op.KindCase.DOT_GENERAL);
    assertThat(g.ops().get(0).op().getDotGeneral().getResultDtype()).isEqualTo(DType.S64);
    assertThat(g.outputs().get(0).type().getDtype()).isEqualTo(DType.S64);
    assertThat(g.outputs().get(0).type().getDimsList()).containsExactly(5L, 4L);
    assertSameBitsAsOpByOp(graph, 1);
  }

  @Test
  void aProductLargeEnoughForTheVectorAndParallelKernelsKeepsItsBits() {
    // m*n*k = 96*130*200 = 2,496,000 > 2^21: the vector kernel, split over the cores
    GraphBuilder b = new GraphBuilder();
    long a = b.param(GraphBuilder.type(DType.F32, 200, 96));
    long c = b.param(GraphBuilder.type(DType.F32, 200, 130));
    long product = dot(b, DotGeneralOp.Precision.HIGHEST, b.transpose(a, 1, 0), c, new long[0], new long[0],
        new long[] {1}, new long[] {0});
    long t = b.transpose(product, 1, 0);
    Graph graph = b.graph(t);
    IrGraph g = simplified(graph);
    assertThat(g.ops()).extracting(IrOp::kind).containsExactly(Op.KindCase.DOT_GENERAL);
    assertSameBitsAsOpByOp(graph, 1);
  }

  @Test
  void aTransposeUsedAsBothOperandsFoldsIntoBothAndStaysForItsOtherUse() {
    GraphBuilder b = new GraphBuilder();
    long a = b.param(GraphBuilder.type(DType.F32, 40, 40));
    long at = b.transpose(a, 1, 0);
    long product = dot(b, DotGeneralOp.Precision.DEFAULT, at, at, new long[0], new long[0], new long[] {1},
        new long[] {0});
    Graph graph = b.graph(b.transpose(product, 1, 0), at);
    IrGraph g = simplified(graph);
    IrOp dotOp = g.ops().stream().filter(op -> op.kind() == Op.KindCase.DOT_GENERAL).findFirst().orElseThrow();
    assertThat(dotOp.operands()).containsExactly(g.parameters().get(0), g.parameters().get(0));
    assertThat(g.outputs().get(1).producer().kind()).isEqualTo(Op.KindCase.TRANSPOSE);
    assertSameBitsAsOpByOp(graph, 2);
  }
}
