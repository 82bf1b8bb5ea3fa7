package org.torchtpu.client;

import static org.torchtpu.client.Decompositions.sameSession;
import static org.torchtpu.client.ShapeRules.error;
import static org.torchtpu.client.ShapeRules.str;

import java.util.Arrays;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.GatherOp;

/**
 * The indexing operations that map onto the op set's gather: torch.gather, index_select and
 * embedding.
 */
final class IndexingDecompositions {
  private IndexingDecompositions() {}

  /**
   * {@code torch.gather(x, dim, index)}: {@code out[p] = x[p with p[dim] replaced by index[p]]}.
   * One gather whose every dim except {@code dim} is a batching dim (operand and indices
   * paired); x is first sliced to index's extent on those dims when index is smaller.
   */
  public static Tensor gather(Tensor x, int dim, Tensor index) {
    String op = "gather";
    sameSession(op, x, index);
    requireIndices(op, index);
    if (x.dim() == 0 && index.dim() == 0) {
      ShapeRules.wrapDim(op, dim, 0);
      Tensor one = gather(WireOps.reshape(x, new long[] {1}), 0, WireOps.reshape(index, new long[] {1}));
      return WireOps.reshape(one, new long[0]);
    }
    int rank = x.dim();
    int d = ShapeRules.wrapDim(op, dim, rank);
    long[] xs = x.shape();
    long[] is = index.shape();
    if (is.length != rank) {
      throw error(op, "index tensor must have the same number of dimensions as input tensor (input " + str(xs)
          + ", index " + str(is) + ")");
    }
    long[] limits = xs.clone();
    boolean trim = false;
    for (int i = 0; i < rank; i++) {
      if (i != d && is[i] > xs[i]) {
        throw error(op, "size does not match at dimension " + i + ": expected index " + str(is)
            + " to be no larger than self " + str(xs) + " apart from dimension " + d);
      }
      if (i != d && is[i] < xs[i]) {
        limits[i] = is[i];
        trim = true;
      }
    }
    if (trim) {
      long[] ones = new long[rank];
      Arrays.fill(ones, 1);
      x = WireOps.slice(x, new long[rank], limits, ones);
    }
    GatherOp.Builder g = GatherOp.newBuilder()
        .addCollapsedSliceDims(d)
        .addStartIndexMap(d)
        .setIndexVectorDim(rank);
    for (int i = 0; i < rank; i++) {
      g.addSliceSizes(1);
      if (i != d) {
        g.addOperandBatchingDims(i);
        g.addStartIndicesBatchingDims(i);
      }
    }
    return WireOps.gather(x, index, g);
  }

  /**
   * {@code torch.index_select(x, dim, index)}: the entries {@code index} (1-D, or a scalar
   * taken as one entry) along {@code dim}; one gather whose batch dim lands at {@code dim}.
   */
  public static Tensor indexSelect(Tensor x, int dim, Tensor index) {
    String op = "index_select";
    sameSession(op, x, index);
    requireIndices(op, index);
    if (index.dim() > 1) {
      throw error(op, "index is supposed to be a vector, got " + str(index.shape()));
    }
    if (x.dim() == 0) {
      throw error(op, "cannot index a 0-dim tensor");
    }
    int rank = x.dim();
    int d = ShapeRules.wrapDim(op, dim, rank);
    Tensor vector = index.dim() == 0 ? WireOps.reshape(index, new long[] {1}) : index;
    GatherOp.Builder g = GatherOp.newBuilder()
        .addCollapsedSliceDims(d)
        .addStartIndexMap(d)
        .setIndexVectorDim(1);
    long[] xs = x.shape();
    for (int i = 0; i < rank; i++) {
      g.addSliceSizes(i == d ? 1 : xs[i]);
      if (i != d) {
        g.addOffsetDims(i);
      }
    }
    return WireOps.gather(x, vector, g);
  }

  /** {@code F.embedding(indices, weight)}: rows of weight [V, D] at any-shaped indices -> [..., D]. */
  public static Tensor embedding(Tensor weight, Tensor indices) {
    String op = "embedding";
    sameSession(op, weight, indices);
    requireIndices(op, indices);
    if (weight.dim() != 2) {
      throw error(op, "weight must be 2D [num_embeddings, embedding_dim], got " + str(weight.shape()));
    }
    int q = indices.dim();
    GatherOp.Builder g = GatherOp.newBuilder()
        .addOffsetDims(q)
        .addCollapsedSliceDims(0)
        .addStartIndexMap(0)
        .setIndexVectorDim(q)
        .addSliceSizes(1)
        .addSliceSizes(weight.shape()[1]);
    return WireOps.gather(weight, indices, g);
  }

  private static void requireIndices(String op, Tensor index) {
    if (!isIndexType(index.dtype())) {
      throw error(op, "expected an integer index tensor, got " + DTypes.name(index.dtype()));
    }
  }

  static boolean isIndexType(DType dtype) {
    return DTypes.isInteger(dtype) && dtype != DType.PRED;
  }
}
