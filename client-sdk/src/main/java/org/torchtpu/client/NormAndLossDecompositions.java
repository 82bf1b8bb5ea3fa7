package org.torchtpu.client;

import static org.torchtpu.client.Decompositions.broadcastTo;
import static org.torchtpu.client.Decompositions.compare;
import static org.torchtpu.client.Decompositions.computeType;
import static org.torchtpu.client.Decompositions.constant;
import static org.torchtpu.client.Decompositions.fill;
import static org.torchtpu.client.Decompositions.requireFloat;
import static org.torchtpu.client.Decompositions.sameSession;
import static org.torchtpu.client.Decompositions.to;
import static org.torchtpu.client.Decompositions.unreduce;
import static org.torchtpu.client.Decompositions.withConstant;
import static org.torchtpu.client.IndexingDecompositions.isIndexType;
import static org.torchtpu.client.ReductionDecompositions.sum;
import static org.torchtpu.client.ShapeRules.error;
import static org.torchtpu.client.ShapeRules.str;

import java.util.Arrays;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.CompareOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.GatherOp;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.UnaryOp;

/**
 * softmax, log_softmax, layer_norm and cross_entropy on the op set, computing in float32 for
 * bf16/f16 inputs as PyTorch's kernels do (see {@link Decompositions} for the conventions).
 */
final class NormAndLossDecompositions {
  private NormAndLossDecompositions() {}

  /**
   * softmax along {@code dim}, stable form: reduce MAX, broadcast, subtract, exp, reduce SUM,
   * broadcast, divide.
   */
  public static Tensor softmax(Tensor x, int dim) {
    requireFloat("softmax", x);
    int[] dims = {ShapeRules.wrapDim("softmax", dim, x.dim())};
    if (x.dim() == 0) {
      dims = new int[0];
    }
    long[] shape = x.shape();
    Tensor v = to(x, computeType(x.dtype()));
    Tensor max = unreduce(WireOps.reduce(v, ReduceOp.Kind.MAX, dims), shape, dims);
    Tensor exp = WireOps.unary(WireOps.binary(v, max, BinaryOp.Kind.SUBTRACT), UnaryOp.Kind.EXP);
    Tensor sum = unreduce(WireOps.reduce(exp, ReduceOp.Kind.SUM, dims), shape, dims);
    return to(WireOps.binary(exp, sum, BinaryOp.Kind.DIVIDE), x.dtype());
  }

  /** log_softmax along {@code dim}: {@code (x - max) - log(sum(exp(x - max)))}. */
  public static Tensor logSoftmax(Tensor x, int dim) {
    requireFloat("log_softmax", x);
    int[] dims = {ShapeRules.wrapDim("log_softmax", dim, x.dim())};
    if (x.dim() == 0) {
      dims = new int[0];
    }
    long[] shape = x.shape();
    Tensor v = to(x, computeType(x.dtype()));
    Tensor max = unreduce(WireOps.reduce(v, ReduceOp.Kind.MAX, dims), shape, dims);
    Tensor shifted = WireOps.binary(v, max, BinaryOp.Kind.SUBTRACT);
    Tensor sum = WireOps.reduce(WireOps.unary(shifted, UnaryOp.Kind.EXP), ReduceOp.Kind.SUM, dims);
    Tensor logSum = unreduce(WireOps.unary(sum, UnaryOp.Kind.LOG), shape, dims);
    return to(WireOps.binary(shifted, logSum, BinaryOp.Kind.SUBTRACT), x.dtype());
  }

  /**
   * layer_norm over the trailing {@code normalizedShape} dims: mean and biased variance as
   * {@code sum * (1/n)} in the computation dtype (the input's, float32 for bf16/f16),
   * {@code (x - mean) * rsqrt(var + eps)}, then the optional elementwise weight and bias.
   */
  public static Tensor layerNorm(Tensor x, long[] normalizedShape, Tensor weight, Tensor bias, double eps) {
    String op = "layer_norm";
    requireFloat(op, x);
    long[] shape = x.shape();
    int k = normalizedShape.length;
    if (k == 0) {
      throw error(op, "expected normalized_shape to be at least 1-dimensional, got []");
    }
    if (shape.length < k || !Arrays.equals(Arrays.copyOfRange(shape, shape.length - k, shape.length), normalizedShape)) {
      throw error(op, "given normalized_shape=" + str(normalizedShape) + ", expected input with shape [*, "
          + str(normalizedShape).substring(1) + ", but got input of size " + str(shape));
    }
    for (Tensor affine : new Tensor[] {weight, bias}) {
      if (affine != null) {
        sameSession(op, x, affine);
        if (!Arrays.equals(affine.shape(), normalizedShape)) {
          throw error(op, "expected weight and bias of shape " + str(normalizedShape) + ", got " + str(affine.shape()));
        }
      }
    }
    int[] dims = new int[k];
    for (int i = 0; i < k; i++) {
      dims[i] = shape.length - k + i;
    }
    double inverseCount = 1.0 / ShapeRules.numel(normalizedShape);
    DType compute = computeType(x.dtype());
    Tensor v = to(x, compute);
    Tensor mean = withConstant(WireOps.reduce(v, ReduceOp.Kind.SUM, dims), BinaryOp.Kind.MULTIPLY, inverseCount);
    Tensor centered = WireOps.binary(v, unreduce(mean, shape, dims), BinaryOp.Kind.SUBTRACT);
    Tensor squares = WireOps.binary(centered, centered, BinaryOp.Kind.MULTIPLY);
    Tensor variance = withConstant(WireOps.reduce(squares, ReduceOp.Kind.SUM, dims), BinaryOp.Kind.MULTIPLY,
        inverseCount);
    Tensor rstd = WireOps.unary(withConstant(variance, BinaryOp.Kind.ADD, eps), UnaryOp.Kind.RSQRT);
    Tensor out = WireOps.binary(centered, unreduce(rstd, shape, dims), BinaryOp.Kind.MULTIPLY);
    if (weight != null) {
      out = WireOps.binary(out, broadcastTo(to(weight, compute), shape), BinaryOp.Kind.MULTIPLY);
    }
    if (bias != null) {
      out = WireOps.binary(out, broadcastTo(to(bias, compute), shape), BinaryOp.Kind.ADD);
    }
    return to(out, x.dtype());
  }

  /**
   * cross_entropy with mean reduction over the batch. {@code logits} is [N, C] (or [C] for one
   * sample); {@code targets} is either integer class indices [N] (or []), or class
   * probabilities of the logits' shape. Loss = -sum(picked log-probabilities) / N. Unlike
   * PyTorch's default, no target value is ignored: see the overload with {@code ignoreIndex}.
   */
  public static Tensor crossEntropy(Tensor logits, Tensor targets) {
    return crossEntropy(logits, targets, null);
  }

  /**
   * cross_entropy where integer targets equal to {@code ignoreIndex} contribute nothing and
   * the mean is over the remaining samples (PyTorch's {@code ignore_index}, default -100).
   */
  public static Tensor crossEntropy(Tensor logits, Tensor targets, long ignoreIndex) {
    return crossEntropy(logits, targets, Long.valueOf(ignoreIndex));
  }

  private static Tensor crossEntropy(Tensor logits, Tensor targets, Long ignoreIndex) {
    String op = "cross_entropy";
    sameSession(op, logits, targets);
    requireFloat(op, logits);
    long[] shape = logits.shape();
    if (shape.length != 1 && shape.length != 2) {
      throw error(op, "expected logits of shape [N, C] or [C], got " + str(shape));
    }
    boolean probabilities = DTypes.isFloat(targets.dtype());
    long[] expectedTargets = probabilities ? shape : Arrays.copyOf(shape, shape.length - 1);
    if (!probabilities && !isIndexType(targets.dtype())) {
      throw error(op, "expected integer class indices or float class probabilities as targets, got "
          + DTypes.name(targets.dtype()));
    }
    if (!Arrays.equals(targets.shape(), expectedTargets)) {
      throw error(op, "expected targets of shape " + str(expectedTargets) + " for logits " + str(shape) + ", got "
          + str(targets.shape()));
    }
    if (probabilities && ignoreIndex != null) {
      throw error(op, "ignore_index applies only to class-index targets");
    }
    if (shape.length == 1) {
      logits = WireOps.reshape(logits, new long[] {1, shape[0]});
      targets = WireOps.reshape(targets, probabilities ? new long[] {1, shape[0]} : new long[] {1});
      shape = logits.shape();
    }
    DType compute = computeType(logits.dtype());
    Tensor logProbs = logSoftmax(logits, 1);
    Tensor total;
    Tensor count;
    if (probabilities) {
      Tensor weighted = WireOps.binary(to(logProbs, compute), to(targets, compute), BinaryOp.Kind.MULTIPLY);
      total = WireOps.reduce(weighted, ReduceOp.Kind.SUM, new int[] {0, 1});
      count = constant(logits.session(), Scalar.of(shape[0]), compute);
    } else if (ignoreIndex == null) {
      Tensor picked = to(pickClasses(logProbs, targets), compute);
      total = WireOps.reduce(picked, ReduceOp.Kind.SUM, new int[] {0});
      count = constant(logits.session(), Scalar.of(shape[0]), compute);
    } else {
      Tensor kept = compare(op, CompareOp.Direction.NE, targets, Scalar.of(ignoreIndex.longValue()));
      Tensor safeTargets = WireOps.select(kept, targets, fill(logits.session(), Scalar.of(0L), targets.dtype(),
          targets.shape()));
      Tensor picked = to(pickClasses(logProbs, safeTargets), compute);
      Tensor maskedPicked = WireOps.select(kept, picked, fill(logits.session(), Scalar.of(0L), compute,
          picked.shape()));
      total = WireOps.reduce(maskedPicked, ReduceOp.Kind.SUM, new int[] {0});
      count = WireOps.reduce(WireOps.convert(kept, compute), ReduceOp.Kind.SUM, new int[] {0});
    }
    Tensor loss = WireOps.binary(WireOps.unary(total, UnaryOp.Kind.NEGATE), count, BinaryOp.Kind.DIVIDE);
    return to(loss, logits.dtype());
  }

  /** {@code out[i] = x[i, classes[i]]} for x [N, C] and classes [N]: one gather batched over N. */
  private static Tensor pickClasses(Tensor x, Tensor classes) {
    GatherOp.Builder g = GatherOp.newBuilder()
        .addCollapsedSliceDims(1)
        .addStartIndexMap(1)
        .setIndexVectorDim(1)
        .addSliceSizes(1)
        .addSliceSizes(1)
        .addOperandBatchingDims(0)
        .addStartIndicesBatchingDims(0);
    return WireOps.gather(x, classes, g);
  }
}
