package org.torchtpu.client;

import static org.torchtpu.client.Decompositions.computeType;
import static org.torchtpu.client.Decompositions.to;
import static org.torchtpu.client.Decompositions.withConstant;
import static org.torchtpu.client.ShapeRules.error;
import static org.torchtpu.client.ShapeRules.str;

import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.v1.ArgReduceOp;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.ReduceOp;

/**
 * sum, prod, mean, amax/amin, max/min with indices and argmax/argmin on the op set, with
 * PyTorch's result types (s64 for integer and pred sums and products, s64 indices).
 */
final class ReductionDecompositions {
  private ReductionDecompositions() {}

  /** sum over {@code dims} (all for an empty array); integers and pred sum as s64. */
  public static Tensor sum(Tensor x, int[] dims, boolean keepdim) {
    return accumulate("sum", ReduceOp.Kind.SUM, x, dims, keepdim);
  }

  /** prod over {@code dims} (all for an empty array); integers and pred multiply as s64. */
  public static Tensor prod(Tensor x, int[] dims, boolean keepdim) {
    return accumulate("prod", ReduceOp.Kind.PROD, x, dims, keepdim);
  }

  private static Tensor accumulate(String op, ReduceOp.Kind kind, Tensor x, int[] dims, boolean keepdim) {
    int[] reduced = ShapeRules.reductionDims(op, dims, x.dim());
    DType out = DTypes.isFloat(x.dtype()) ? x.dtype() : TypePromotion.DEFAULT_INTEGER;
    Tensor r = WireOps.reduce(to(x, computeType(out)), kind, reduced);
    return keep(to(r, out), x.shape(), reduced, keepdim);
  }

  /** mean = sum * (1/n) over {@code dims} (all for an empty array); floating inputs only, as in PyTorch. */
  public static Tensor mean(Tensor x, int[] dims, boolean keepdim) {
    if (!DTypes.isFloat(x.dtype())) {
      throw error("mean", "could not infer output dtype: input dtype must be floating point, got "
          + DTypes.name(x.dtype()) + "; convert with to(DType.F32)");
    }
    int[] reduced = ShapeRules.reductionDims("mean", dims, x.dim());
    long[] shape = x.shape();
    long count = 1;
    for (int d : reduced) {
      count *= shape[d];
    }
    Tensor sum = WireOps.reduce(to(x, computeType(x.dtype())), ReduceOp.Kind.SUM, reduced);
    Tensor mean = withConstant(sum, BinaryOp.Kind.MULTIPLY, 1.0 / count);
    return keep(to(mean, x.dtype()), shape, reduced, keepdim);
  }

  /** amax/amin over {@code dims} (all for an empty array); NaN propagates. */
  public static Tensor extremum(String op, ReduceOp.Kind kind, Tensor x, int[] dims, boolean keepdim) {
    int[] reduced = ShapeRules.reductionDims(op, dims, x.dim());
    requireNonEmpty(op, x, reduced);
    return keep(WireOps.reduce(x, kind, reduced), x.shape(), reduced, keepdim);
  }

  /** argmax/argmin along {@code dim} as s64; ties give the first index, NaN counts as the maximum. */
  public static Tensor argExtremum(String op, ArgReduceOp.Kind kind, Tensor x, int dim, boolean keepdim) {
    int d = ShapeRules.wrapDim(op, dim, x.dim());
    if (x.dim() == 0) {
      return keep(WireOps.argReduce(WireOps.reshape(x, new long[] {1}), kind, 0, DType.S64), x.shape(),
          new int[0], keepdim);
    }
    requireNonEmpty(op, x, new int[] {d});
    return keep(WireOps.argReduce(x, kind, d, DType.S64), x.shape(), new int[] {d}, keepdim);
  }

  /** argmax/argmin of the flattened tensor: a scalar s64 index. */
  public static Tensor argExtremum(String op, ArgReduceOp.Kind kind, Tensor x) {
    if (x.numel() == 0) {
      throw error(op, "expected a non-empty tensor, got " + str(x.shape()));
    }
    return WireOps.argReduce(WireOps.reshape(x, new long[] {x.numel()}), kind, 0, DType.S64);
  }

  /** {@code torch.max(x, dim)}: the values and their first indices. */
  public static ValuesAndIndices extremumWithIndices(String op, Tensor x, int dim, boolean keepdim, boolean max) {
    int d = ShapeRules.wrapDim(op, dim, x.dim());
    int[] dims = x.dim() == 0 ? new int[0] : new int[] {d};
    requireNonEmpty(op, x, dims);
    Tensor values = extremum(op, max ? ReduceOp.Kind.MAX : ReduceOp.Kind.MIN, x, dims, keepdim);
    Tensor indices = argExtremum(op, max ? ArgReduceOp.Kind.ARGMAX : ArgReduceOp.Kind.ARGMIN, x, d, keepdim);
    return new ValuesAndIndices(values, indices);
  }

  private static void requireNonEmpty(String op, Tensor x, int[] reduced) {
    long[] shape = x.shape();
    for (int d : reduced) {
      if (shape[d] == 0) {
        throw error(op, "expected reduction dim " + d + " to have non-zero size, got " + str(shape));
      }
    }
  }

  private static Tensor keep(Tensor reduced, long[] shape, int[] dims, boolean keepdim) {
    return keepdim ? WireOps.reshape(reduced, ShapeRules.reducedShape(shape, dims, true)) : reduced;
  }
}
