package org.torchtpu.server.advisor;

import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.GatherOp;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.SortOp;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.compiler.GraphBuilder;

/** Graphs the advisor tests read: an attention block, an elementwise chain, a big matmul, data-dependent ops. */
final class AdvisorGraphs {
  private AdvisorGraphs() {}

  /**
   * Causal-free multi-head attention over x [batch*seq, heads*headDim]: q, k, v projections, per-head scores
   * q k^T (contracting the head dim), softmax, then p v (the head dim as output columns).
   */
  static Graph attention(int batch, int seq, int heads, int headDim) {
    GraphBuilder g = new GraphBuilder();
    long width = (long) heads * headDim;
    long x = g.param(GraphBuilder.type(DType.F32, (long) batch * seq, width));
    long[] qkv = new long[3];
    for (int i = 0; i < 3; i++) {
      long w = g.param(GraphBuilder.type(DType.F32, width, width));
      long projected = g.reshape(g.matmul(x, w), batch, seq, heads, headDim);
      qkv[i] = g.transpose(projected, 0, 2, 1, 3); // [batch, heads, seq, headDim]
    }
    long scores = g.op(Op.newBuilder().setDotGeneral(DotGeneralOp.newBuilder()
        .addLhsBatchingDims(0).addLhsBatchingDims(1).addRhsBatchingDims(0).addRhsBatchingDims(1)
        .addLhsContractingDims(3).addRhsContractingDims(3)), qkv[0], qkv[1]);
    long[] dims = {batch, heads, seq, seq};
    long scaled = g.mul(scores, g.splat(DType.F32, (float) (1 / Math.sqrt(headDim)), dims));
    long max = g.broadcast(g.reduce(ReduceOp.Kind.MAX, scaled, 3), dims, 0, 1, 2);
    long e = g.unary(UnaryOp.Kind.EXP, g.binary(BinaryOp.Kind.SUBTRACT, scaled, max));
    long sum = g.broadcast(g.reduce(ReduceOp.Kind.SUM, e, 3), dims, 0, 1, 2);
    long p = g.binary(BinaryOp.Kind.DIVIDE, e, sum);
    long out = g.op(Op.newBuilder().setDotGeneral(DotGeneralOp.newBuilder()
        .addLhsBatchingDims(0).addLhsBatchingDims(1).addRhsBatchingDims(0).addRhsBatchingDims(1)
        .addLhsContractingDims(3).addRhsContractingDims(2)), p, qkv[2]);
    return g.graph(out);
  }

  /** A chain of cheap elementwise ops over one big f32 array: bytes, not arithmetic. */
  static Graph elementwiseChain(long rows, long cols) {
    GraphBuilder g = new GraphBuilder();
    long x = g.param(GraphBuilder.type(DType.F32, rows, cols));
    long y = g.param(GraphBuilder.type(DType.F32, rows, cols));
    long a = g.add(x, y);
    long b = g.mul(a, x);
    long c = g.binary(BinaryOp.Kind.MAXIMUM, b, y);
    long d = g.binary(BinaryOp.Kind.SUBTRACT, c, a);
    return g.graph(d);
  }

  /** One square matmul, big enough to be compute-bound. */
  static Graph bigMatmul(long n) {
    GraphBuilder g = new GraphBuilder();
    long a = g.param(GraphBuilder.type(DType.BF16, n, n));
    long b = g.param(GraphBuilder.type(DType.BF16, n, n));
    return g.graph(g.matmul(a, b));
  }

  /** An embedding lookup at ids given as a parameter, and a sort of the looked-up rows. */
  static Graph lookupAndSort(long vocab, long dim, long tokens) {
    GraphBuilder g = new GraphBuilder();
    long table = g.param(GraphBuilder.type(DType.F32, vocab, dim));
    long ids = g.param(GraphBuilder.type(DType.S32, tokens, 1));
    long rows = g.op(Op.newBuilder().setGather(GatherOp.newBuilder()
        .addOffsetDims(1).addCollapsedSliceDims(0).addStartIndexMap(0).setIndexVectorDim(1)
        .addSliceSizes(1).addSliceSizes(dim)), table, ids);
    long sorted = g.op(Op.newBuilder().setSort(SortOp.newBuilder().setDimension(1).setDescending(true)), rows);
    return g.graph(sorted);
  }
}
