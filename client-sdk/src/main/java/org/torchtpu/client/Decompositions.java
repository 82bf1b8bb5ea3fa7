package org.torchtpu.client;

import static org.torchtpu.client.ShapeRules.error;
import static org.torchtpu.client.ShapeRules.str;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.v1.ArgReduceOp;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.CompareOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp.Precision;
import org.torchtpu.api.v1.GatherOp;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.UnaryOp;

/**
 * Every PyTorch operation that is not a single wire op, lowered onto the op set, in one place
 * (as PyTorch decomposes ATen ops): implicit broadcasting and type promotion of elementwise
 * ops, Java scalars, softmax, layer norm, GELU, cross-entropy, reductions with PyTorch's result
 * types, matmul's batching rules, linear, and the indexing ops that map onto {@code gather}.
 *
 * <p>Conventions that follow PyTorch's definitions (its CPU kernels are the reference):
 * <ul>
 *   <li>Elementwise operands are converted to the promoted dtype ({@link TypePromotion}), then
 *       broadcast with {@code broadcast_in_dim}; a Java scalar becomes a rank-0
 *       {@code constant} of the promoted dtype, broadcast to the shape. (PyTorch keeps a scalar
 *       in float32 when it meets a bf16/f16 tensor; here it is rounded to bf16/f16 first, which
 *       can move a result by one bf16 ulp.)
 *   <li>Composite float ops on bf16/f16 inputs (softmax, log_softmax, layer_norm, gelu, sum,
 *       prod, mean, cross_entropy) compute in float32 and round once at the end, as PyTorch's
 *       kernels accumulate in float ("opmath") for reduced-precision types. On float32 inputs
 *       they compute in float32 (the input dtype).
 *   <li>{@code mean = sum * (1/n)} with {@code 1/n} a constant of the computation dtype, which
 *       is how PyTorch's mean kernel applies its factor; layer_norm's mean and (biased)
 *       variance use the same form.
 *   <li>Integer and pred sums and products are int64 (s64); argmax/argmin return s64 indices.
 *   <li>Every check (shapes, dims, dtypes) happens before the first op is emitted, so a bad
 *       call throws at the caller's line and sends nothing.
 * </ul>
 */
final class Decompositions {
  private static final double SQRT1_2 = 0.70710678118654752440;
  /** sqrt(2/pi), spelled as PyTorch computes it: M_SQRT2 * M_2_SQRTPI * 0.5. */
  private static final double GELU_TANH_BETA = Math.sqrt(2.0) * (2.0 / Math.sqrt(Math.PI)) * 0.5;
  private static final double GELU_TANH_KAPPA = 0.044715;

  private Decompositions() {}

  // ------------------------------------------------------------------ conversions and broadcasting

  /** {@code x.to(dtype)}: the op set's convert, except that anything to pred is {@code x != 0}. */
  public static Tensor to(Tensor x, DType dtype) {
    if (!DTypes.isSupported(dtype)) {
      throw error("to", "unsupported dtype " + dtype);
    }
    if (x.dtype() == dtype) {
      return x;
    }
    if (dtype == DType.PRED) {
      // convert would truncate 0.5 to 0 (false); PyTorch's bool(x) is x != 0.
      return WireOps.compare(x, fill(x.session(), Scalar.of(0L), x.dtype(), x.shape()), CompareOp.Direction.NE);
    }
    return WireOps.convert(x, dtype);
  }

  /** Broadcasts {@code x} to {@code shape} with PyTorch's alignment of trailing dims (shape already checked). */
  static Tensor broadcastTo(Tensor x, long[] shape) {
    return WireOps.broadcastInDim(x, shape, ShapeRules.identity(x.dim(), shape.length - x.dim()));
  }

  /** A rank-0 constant of {@code dtype}. */
  static Tensor constant(TensorFactories target, Scalar value, DType dtype) {
    return WireOps.constant(target, value.literal(dtype));
  }

  /** {@code value} of {@code dtype} in every element of {@code shape}: a rank-0 constant, broadcast. */
  static Tensor fill(TensorFactories target, Scalar value, DType dtype, long[] shape) {
    Tensor c = constant(target, value, dtype);
    return shape.length == 0 ? c : WireOps.broadcastInDim(c, shape, new long[0]);
  }

  /** Broadcasts a reduction's result back over the dims it removed. */
  static Tensor unreduce(Tensor reduced, long[] shape, int[] reducedDims) {
    return WireOps.broadcastInDim(reduced, shape, ShapeRules.keptDims(shape.length, reducedDims));
  }

  /** The dtype float math runs in: float32 for bf16/f16 (PyTorch's opmath), else the dtype itself. */
  static DType computeType(DType dtype) {
    return dtype == DType.BF16 || dtype == DType.F16 ? DType.F32 : dtype;
  }

  private static DType floatOrDefault(DType dtype) {
    return DTypes.isFloat(dtype) ? dtype : TypePromotion.DEFAULT_FLOAT;
  }

  /** {@code x <kind> value} with value a constant of x's own dtype (no promotion). */
  private static Tensor withConstant(Tensor x, BinaryOp.Kind kind, double value) {
    return WireOps.binary(x, fill(x.session(), Scalar.of(value), x.dtype(), x.shape()), kind);
  }

  // ------------------------------------------------------------------ elementwise with promotion

  /** An elementwise binary op with PyTorch broadcasting and type promotion. */
  public static Tensor binary(String op, BinaryOp.Kind kind, Tensor a, Tensor b) {
    sameSession(op, a, b);
    return binaryIn(op, kind, a, b, TypePromotion.resultType(a.type(), b.type()));
  }

  /** An elementwise binary op with a Java scalar on the right. */
  public static Tensor binary(String op, BinaryOp.Kind kind, Tensor a, Scalar b) {
    return binaryIn(op, kind, a, b, TypePromotion.resultType(a.type(), b.category()));
  }

  /** {@code torch.div}: true division, so integer operands divide as the default float. */
  public static Tensor div(Tensor a, Tensor b) {
    sameSession("div", a, b);
    return binaryIn("div", BinaryOp.Kind.DIVIDE, a, b, floatOrDefault(TypePromotion.resultType(a.type(), b.type())));
  }

  public static Tensor div(Tensor a, Scalar b) {
    return binaryIn("div", BinaryOp.Kind.DIVIDE, a, b,
        floatOrDefault(TypePromotion.resultType(a.type(), b.category())));
  }

  /** {@code torch.pow} with a scalar exponent; integers to negative integer powers are an error, as in PyTorch. */
  public static Tensor pow(Tensor a, Scalar exponent) {
    DType dtype = TypePromotion.resultType(a.type(), exponent.category());
    if (!DTypes.isFloat(dtype) && exponent.isNegative()) {
      throw error("pow", "integers to negative integer powers are not allowed (" + str(a.shape()) + " "
          + DTypes.name(a.dtype()) + " ** " + exponent + ")");
    }
    return binaryIn("pow", BinaryOp.Kind.POWER, a, exponent, dtype);
  }

  private static Tensor binaryIn(String op, BinaryOp.Kind kind, Tensor a, Tensor b, DType dtype) {
    long[] shape = ShapeRules.broadcastShapes(op, a.shape(), b.shape());
    requireArithmetic(op, kind, dtype);
    return WireOps.binary(broadcastTo(to(a, dtype), shape), broadcastTo(to(b, dtype), shape), kind);
  }

  private static Tensor binaryIn(String op, BinaryOp.Kind kind, Tensor a, Scalar b, DType dtype) {
    requireArithmetic(op, kind, dtype);
    return WireOps.binary(to(a, dtype), fill(a.session(), b, dtype, a.shape()), kind);
  }

  private static void requireArithmetic(String op, BinaryOp.Kind kind, DType dtype) {
    if (dtype == DType.PRED && kind != BinaryOp.Kind.ADD && kind != BinaryOp.Kind.MULTIPLY
        && kind != BinaryOp.Kind.MAXIMUM && kind != BinaryOp.Kind.MINIMUM) {
      throw error(op, "not supported on two bool (pred) operands; use logicalXor/logicalNot or convert with to()");
    }
  }

  /** A comparison with broadcasting, made in the promoted dtype; the result is pred. */
  public static Tensor compare(String op, CompareOp.Direction direction, Tensor a, Tensor b) {
    sameSession(op, a, b);
    DType dtype = TypePromotion.resultType(a.type(), b.type());
    long[] shape = ShapeRules.broadcastShapes(op, a.shape(), b.shape());
    return WireOps.compare(broadcastTo(to(a, dtype), shape), broadcastTo(to(b, dtype), shape), direction);
  }

  public static Tensor compare(String op, CompareOp.Direction direction, Tensor a, Scalar b) {
    DType dtype = TypePromotion.resultType(a.type(), b.category());
    return WireOps.compare(to(a, dtype), fill(a.session(), b, dtype, a.shape()), direction);
  }

  /** {@code logical_and/or/xor}: operands count as {@code x != 0}; the result is pred. */
  public static Tensor logical(String op, BinaryOp.Kind kind, Tensor a, Tensor b) {
    sameSession(op, a, b);
    long[] shape = ShapeRules.broadcastShapes(op, a.shape(), b.shape());
    return WireOps.binary(broadcastTo(to(a, DType.PRED), shape), broadcastTo(to(b, DType.PRED), shape), kind);
  }

  public static Tensor logicalNot(Tensor x) {
    return WireOps.unary(to(x, DType.PRED), UnaryOp.Kind.NOT);
  }

  /** {@code torch.where}: pred condition, the two values promoted, all three broadcast together. */
  public static Tensor where(Tensor condition, Tensor onTrue, Tensor onFalse) {
    sameSession("where", condition, onTrue, onFalse);
    return select(condition, onTrue, null, onFalse, null);
  }

  public static Tensor where(Tensor condition, Tensor onTrue, Scalar onFalse) {
    sameSession("where", condition, onTrue);
    return select(condition, onTrue, null, null, onFalse);
  }

  public static Tensor where(Tensor condition, Scalar onTrue, Tensor onFalse) {
    sameSession("where", condition, onFalse);
    return select(condition, null, onTrue, onFalse, null);
  }

  public static Tensor where(Tensor condition, Scalar onTrue, Scalar onFalse) {
    return select(condition, null, onTrue, null, onFalse);
  }

  /** where() for any mix of tensor and scalar branches (exactly one of each pair is non-null). */
  private static Tensor select(Tensor condition, Tensor trueTensor, Scalar trueScalar,
      Tensor falseTensor, Scalar falseScalar) {
    if (condition.dtype() != DType.PRED) {
      throw error("where", "expected condition to be a bool (pred) tensor, got " + DTypes.name(condition.dtype()));
    }
    List<TensorType> tensors = new ArrayList<>();
    long[] shape = condition.shape();
    for (Tensor t : new Tensor[] {trueTensor, falseTensor}) {
      if (t != null) {
        tensors.add(t.type());
        shape = ShapeRules.broadcastShapes("where", shape, t.shape());
      }
    }
    TypePromotion.Category scalarCategory = null;
    for (Scalar s : new Scalar[] {trueScalar, falseScalar}) {
      if (s != null && (scalarCategory == null || s.category().compareTo(scalarCategory) > 0)) {
        scalarCategory = s.category();
      }
    }
    DType dtype = TypePromotion.resultType(tensors, scalarCategory);
    TensorFactories target = condition.session();
    Tensor whenTrue = trueTensor != null
        ? broadcastTo(to(trueTensor, dtype), shape) : fill(target, trueScalar, dtype, shape);
    Tensor whenFalse = falseTensor != null
        ? broadcastTo(to(falseTensor, dtype), shape) : fill(target, falseScalar, dtype, shape);
    return WireOps.select(broadcastTo(condition, shape), whenTrue, whenFalse);
  }

  /** {@code torch.clamp(x, min, max)} with scalar bounds: one clamp op with rank-0 bounds. */
  public static Tensor clamp(Tensor x, Scalar min, Scalar max) {
    TypePromotion.Category category = min.category().compareTo(max.category()) >= 0 ? min.category() : max.category();
    DType dtype = TypePromotion.resultType(x.type(), category);
    requireNotPred("clamp", dtype);
    Tensor lo = constant(x.session(), min, dtype);
    Tensor hi = constant(x.session(), max, dtype);
    return WireOps.clamp(lo, to(x, dtype), hi);
  }

  /** {@code torch.clamp} with tensor bounds (either may be null): {@code minimum(maximum(x, min), max)}. */
  public static Tensor clamp(Tensor x, Tensor min, Tensor max) {
    long[] shape = x.shape();
    List<TensorType> types = new ArrayList<>(List.of(x.type()));
    for (Tensor bound : new Tensor[] {min, max}) {
      if (bound != null) {
        sameSession("clamp", x, bound);
        shape = ShapeRules.broadcastShapes("clamp", shape, bound.shape());
        types.add(bound.type());
      }
    }
    DType dtype = TypePromotion.resultType(types, null);
    requireNotPred("clamp", dtype);
    Tensor out = x;
    if (min != null) {
      out = binaryIn("clamp", BinaryOp.Kind.MAXIMUM, out, min, dtype);
    }
    if (max != null) {
      out = binaryIn("clamp", BinaryOp.Kind.MINIMUM, out, max, dtype);
    }
    return out;
  }

  // ------------------------------------------------------------------ unary

  /** A float-only unary op; integer and pred inputs are first converted to the default float, as PyTorch does. */
  public static Tensor floatUnary(Tensor x, UnaryOp.Kind kind) {
    return WireOps.unary(to(x, floatOrDefault(x.dtype())), kind);
  }

  public static Tensor neg(Tensor x) {
    if (x.dtype() == DType.PRED) {
      throw error("neg", "negation of a bool (pred) tensor is not supported; use logicalNot()");
    }
    return WireOps.unary(x, UnaryOp.Kind.NEGATE);
  }

  /** abs; unsigned and pred values are their own absolute value. */
  public static Tensor abs(Tensor x) {
    if (x.dtype() == DType.PRED || x.dtype() == DType.U8) {
      return x;
    }
    return WireOps.unary(x, UnaryOp.Kind.ABS);
  }

  /**
   * sign: -1, 0 or 1 in x's dtype. For a NaN the op set's sign gives NaN where PyTorch's CPU
   * kernel gives 0.
   */
  public static Tensor sign(Tensor x) {
    if (x.dtype() == DType.PRED) {
      return x;
    }
    if (x.dtype() == DType.U8) {
      return WireOps.convert(to(x, DType.PRED), DType.U8);
    }
    return WireOps.unary(x, UnaryOp.Kind.SIGN);
  }

  /** floor/ceil/round: integer and pred tensors are already whole, so they come back unchanged. */
  public static Tensor rounding(Tensor x, UnaryOp.Kind kind) {
    return DTypes.isFloat(x.dtype()) ? WireOps.unary(x, kind) : x;
  }

  /** relu = maximum(x, 0); NaN stays NaN as in PyTorch. */
  public static Tensor relu(Tensor x) {
    requireNotPred("relu", x.dtype());
    return WireOps.binary(x, fill(x.session(), Scalar.of(0L), x.dtype(), x.shape()), BinaryOp.Kind.MAXIMUM);
  }

  /** sigmoid is the op set's logistic; integers convert to the default float first. */
  public static Tensor sigmoid(Tensor x) {
    return floatUnary(x, UnaryOp.Kind.LOGISTIC);
  }

  /**
   * GELU. {@code "none"}: {@code x * 0.5 * (1 + erf(x / sqrt(2)))}; {@code "tanh"}:
   * {@code 0.5 * x * (1 + tanh(sqrt(2/pi) * (x + 0.044715 * x^3)))}, with PyTorch's constants.
   */
  public static Tensor gelu(Tensor x, String approximate) {
    if (!"none".equals(approximate) && !"tanh".equals(approximate)) {
      throw error("gelu", "approximate argument must be either \"none\" or \"tanh\", got \"" + approximate + "\"");
    }
    DType out = floatOrDefault(x.dtype());
    Tensor v = to(x, computeType(out));
    Tensor cdfTimesTwo;
    if ("none".equals(approximate)) {
      Tensor erf = WireOps.unary(withConstant(v, BinaryOp.Kind.MULTIPLY, SQRT1_2), UnaryOp.Kind.ERF);
      cdfTimesTwo = withConstant(erf, BinaryOp.Kind.ADD, 1.0);
    } else {
      Tensor cube = WireOps.binary(WireOps.binary(v, v, BinaryOp.Kind.MULTIPLY), v, BinaryOp.Kind.MULTIPLY);
      Tensor inner = WireOps.binary(v, withConstant(cube, BinaryOp.Kind.MULTIPLY, GELU_TANH_KAPPA), BinaryOp.Kind.ADD);
      Tensor tanh = WireOps.unary(withConstant(inner, BinaryOp.Kind.MULTIPLY, GELU_TANH_BETA), UnaryOp.Kind.TANH);
      cdfTimesTwo = withConstant(tanh, BinaryOp.Kind.ADD, 1.0);
    }
    Tensor halfX = withConstant(v, BinaryOp.Kind.MULTIPLY, 0.5);
    return to(WireOps.binary(halfX, cdfTimesTwo, BinaryOp.Kind.MULTIPLY), out);
  }

  // ------------------------------------------------------------------ softmax family

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

  // ------------------------------------------------------------------ reductions

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

  // ------------------------------------------------------------------ matrix products

  /**
   * {@code torch.matmul}: 1-D·1-D is a dot product; a 1-D left operand acts as a row and a 1-D
   * right operand as a column (the added dim is not in the result); otherwise the last two
   * dims multiply as matrices and the leading (batch) dims broadcast. One dot_general, with
   * broadcast_in_dim first when both operands have batch dims to align. {@code precision} is
   * the dot_general's: DEFAULT rounds float inputs to bf16 as the MXU does in one pass,
   * HIGHEST keeps float32 inputs (PyTorch's CPU result, {@code set_float32_matmul_precision("highest")}).
   */
  public static Tensor matmul(Tensor a, Tensor b, Precision precision) {
    String op = "matmul";
    sameSession(op, a, b);
    int ra = a.dim();
    int rb = b.dim();
    if (ra == 0 || rb == 0) {
      throw error(op, "both arguments need to be at least 1D, but they are " + ra + "D and " + rb + "D");
    }
    requireSameDtype(op, a, b);
    long[] sa = a.shape();
    long[] sb = b.shape();
    int rhsContracting = rb == 1 ? 0 : rb - 2;
    requireContractable(op, sa, ra - 1, sb, rhsContracting);
    if (rb <= 2 || ra == 1) {
      // Nothing to align: the free dims of a then of b already come out in matmul's order.
      return WireOps.dotGeneral(a, b, new long[0], new long[0], new long[] {ra - 1}, new long[] {rhsContracting},
          precision);
    }
    long[] batch = ShapeRules.broadcastShapes(op, Arrays.copyOf(sa, ra - 2), Arrays.copyOf(sb, rb - 2));
    int nb = batch.length;
    Tensor lhs = broadcastTo(a, ShapeRules.concat(batch, sa[ra - 2], sa[ra - 1]));
    Tensor rhs = broadcastTo(b, ShapeRules.concat(batch, sb[rb - 2], sb[rb - 1]));
    long[] batchDims = ShapeRules.identity(nb, 0);
    return WireOps.dotGeneral(lhs, rhs, batchDims, batchDims, new long[] {nb + 1}, new long[] {nb}, precision);
  }

  /** {@code torch.mm}: two matrices. */
  public static Tensor mm(Tensor a, Tensor b, Precision precision) {
    String op = "mm";
    sameSession(op, a, b);
    if (a.dim() != 2 || b.dim() != 2) {
      throw error(op, "both arguments must be matrices, got " + a.dim() + "D and " + b.dim() + "D");
    }
    requireSameDtype(op, a, b);
    requireContractable(op, a.shape(), 1, b.shape(), 0);
    return WireOps.dotGeneral(a, b, new long[0], new long[0], new long[] {1}, new long[] {0}, precision);
  }

  /** {@code torch.bmm}: two 3-D tensors with the same batch size (no broadcasting). */
  public static Tensor bmm(Tensor a, Tensor b, Precision precision) {
    String op = "bmm";
    sameSession(op, a, b);
    if (a.dim() != 3 || b.dim() != 3) {
      throw error(op, "both arguments must be 3D, got " + a.dim() + "D and " + b.dim() + "D");
    }
    requireSameDtype(op, a, b);
    if (a.shape()[0] != b.shape()[0]) {
      throw error(op, "batch sizes differ: " + a.shape()[0] + " and " + b.shape()[0]);
    }
    requireContractable(op, a.shape(), 2, b.shape(), 1);
    return WireOps.dotGeneral(a, b, new long[] {0}, new long[] {0}, new long[] {2}, new long[] {1}, precision);
  }

  /**
   * {@code F.linear}: {@code x @ weight^T + bias} with weight [out, in], as one dot_general that
   * contracts x's last dim with weight's dim 1 (no transpose op), then the broadcast bias.
   */
  public static Tensor linear(Tensor x, Tensor weight, Tensor bias, Precision precision) {
    String op = "linear";
    sameSession(op, x, weight);
    if (weight.dim() != 1 && weight.dim() != 2) {
      throw error(op, "weight must be 1D or 2D [out_features, in_features], got " + str(weight.shape()));
    }
    if (x.dim() == 0) {
      throw error(op, "input must be at least 1D, got a scalar");
    }
    requireSameDtype(op, x, weight);
    int inDim = weight.dim() - 1;
    requireContractable(op, x.shape(), x.dim() - 1, weight.shape(), inDim);
    long[] outShape = Arrays.copyOf(x.shape(), x.dim() - 1);
    if (weight.dim() == 2) {
      outShape = ShapeRules.concat(outShape, weight.shape()[0]);
    }
    if (bias != null) {
      sameSession(op, x, bias);
      requireSameDtype(op, x, bias);
      ShapeRules.broadcastShapes(op, outShape, bias.shape());
    }
    Tensor y = WireOps.dotGeneral(x, weight, new long[0], new long[0], new long[] {x.dim() - 1}, new long[] {inDim},
        precision);
    return bias == null ? y : binary(op, BinaryOp.Kind.ADD, y, bias);
  }

  private static void requireContractable(String op, long[] a, int aDim, long[] b, int bDim) {
    if (a[aDim] != b[bDim]) {
      throw error(op, "shapes cannot be multiplied (" + str(a) + " and " + str(b) + "): contracted sizes "
          + a[aDim] + " and " + b[bDim] + " differ");
    }
  }

  private static void requireSameDtype(String op, Tensor a, Tensor b) {
    if (a.dtype() != b.dtype()) {
      throw error(op, "expected both operands to have the same dtype, but got " + DTypes.name(a.dtype()) + " and "
          + DTypes.name(b.dtype()) + "; convert one with to()");
    }
  }

  // ------------------------------------------------------------------ indexing via gather

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

  private static boolean isIndexType(DType dtype) {
    return DTypes.isInteger(dtype) && dtype != DType.PRED;
  }

  // ------------------------------------------------------------------ joining

  /**
   * {@code torch.cat}: joins along {@code dim}, promoting dtypes; 1-D empty tensors are skipped
   * when the others have another rank (PyTorch's legacy rule).
   */
  public static Tensor cat(List<Tensor> tensors, int dim) {
    String op = "cat";
    if (tensors.isEmpty()) {
      throw error(op, "expected a non-empty list of tensors");
    }
    sameSession(op, tensors.toArray(new Tensor[0]));
    boolean otherRanks = tensors.stream().anyMatch(t -> t.dim() != 1);
    List<Tensor> parts = new ArrayList<>();
    for (Tensor t : tensors) {
      if (!(otherRanks && t.dim() == 1 && t.shape()[0] == 0)) {
        parts.add(t);
      }
    }
    Tensor first = parts.get(0);
    int rank = first.dim();
    if (rank == 0) {
      throw error(op, "zero-dimensional tensor (at position " + tensors.indexOf(first) + ") cannot be concatenated");
    }
    int d = ShapeRules.wrapDim(op, dim, rank);
    List<TensorType> types = new ArrayList<>();
    for (int k = 0; k < parts.size(); k++) {
      Tensor t = parts.get(k);
      if (t.dim() != rank) {
        throw error(op, "tensors must have same number of dimensions: got " + rank + " and " + t.dim());
      }
      for (int i = 0; i < rank; i++) {
        if (i != d && t.shape()[i] != first.shape()[i]) {
          throw error(op, "sizes of tensors must match except in dimension " + d + ". Expected size "
              + first.shape()[i] + " but got size " + t.shape()[i] + " for tensor number " + tensors.indexOf(t)
              + " in the list");
        }
      }
      types.add(t.type());
    }
    DType dtype = TypePromotion.resultType(types, null);
    if (parts.size() == 1) {
      return to(first, dtype);
    }
    List<Tensor> converted = new ArrayList<>(parts.size());
    for (Tensor t : parts) {
      converted.add(to(t, dtype));
    }
    return WireOps.concatenate(converted, d);
  }

  /** {@code torch.stack}: equal-shaped tensors joined along a new dim {@code dim} (reshape each, concatenate). */
  public static Tensor stack(List<Tensor> tensors, int dim) {
    String op = "stack";
    if (tensors.isEmpty()) {
      throw error(op, "expected a non-empty list of tensors");
    }
    sameSession(op, tensors.toArray(new Tensor[0]));
    long[] shape = tensors.get(0).shape();
    List<TensorType> types = new ArrayList<>();
    for (int k = 0; k < tensors.size(); k++) {
      if (!Arrays.equals(tensors.get(k).shape(), shape)) {
        throw error(op, "expects each tensor to be equal size, but got " + str(shape) + " at entry 0 and "
            + str(tensors.get(k).shape()) + " at entry " + k);
      }
      types.add(tensors.get(k).type());
    }
    int d = ShapeRules.wrapDim(op, dim, shape.length + 1);
    long[] unsqueezed = new long[shape.length + 1];
    System.arraycopy(shape, 0, unsqueezed, 0, d);
    unsqueezed[d] = 1;
    System.arraycopy(shape, d, unsqueezed, d + 1, shape.length - d);
    DType dtype = TypePromotion.resultType(types, null);
    List<Tensor> parts = new ArrayList<>(tensors.size());
    for (Tensor t : tensors) {
      parts.add(WireOps.reshape(to(t, dtype), unsqueezed));
    }
    return parts.size() == 1 ? parts.get(0) : WireOps.concatenate(parts, d);
  }

  // ------------------------------------------------------------------ checks

  private static void requireFloat(String op, Tensor x) {
    if (!DTypes.isFloat(x.dtype())) {
      throw error(op, "expected a floating point tensor, got " + DTypes.name(x.dtype()) + "; convert with to()");
    }
  }

  private static void requireNotPred(String op, DType dtype) {
    if (dtype == DType.PRED) {
      throw error(op, "not supported for bool (pred) tensors");
    }
  }

  private static void sameSession(String op, Tensor... tensors) {
    for (Tensor t : tensors) {
      if (t.session() != tensors[0].session()) {
        throw new IllegalArgumentException(op + ": tensors " + tensors[0] + " and " + t
            + " belong to different sessions");
      }
    }
  }
}
