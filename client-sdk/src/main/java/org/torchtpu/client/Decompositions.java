package org.torchtpu.client;

import static org.torchtpu.client.ShapeRules.error;
import static org.torchtpu.client.ShapeRules.str;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.Float8Format;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.CompareOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.UnaryOp;

/**
 * Every PyTorch operation that is not a single wire op, lowered onto the op set by this class
 * and its family siblings (as PyTorch decomposes ATen ops): implicit broadcasting and type
 * promotion of elementwise ops, Java scalars, softmax, layer norm, GELU, cross-entropy,
 * reductions with PyTorch's result types, matmul's batching rules, linear, and the indexing ops
 * that map onto {@code gather}.
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
 *
 * <p>This class holds conversions, broadcasting and the elementwise and unary operations the
 * others build on; the families live beside it: {@link NormAndLossDecompositions},
 * {@link ReductionDecompositions}, {@link MatmulDecompositions}, {@link IndexingDecompositions}
 * and {@link JoinDecompositions}.
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
    if (ShapeRules.hasShape(x.type(), shape)) {
      return x; // what broadcastInDim returns for it, without building its dims
    }
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

  /** The dtype float math runs in: float32 for bf16, f16 and the float8 formats (PyTorch's opmath), else the dtype. */
  static DType computeType(DType dtype) {
    return dtype == DType.BF16 || dtype == DType.F16 || Float8Format.of(dtype) != null ? DType.F32 : dtype;
  }

  private static DType floatOrDefault(DType dtype) {
    return DTypes.isFloat(dtype) ? dtype : TypePromotion.DEFAULT_FLOAT;
  }

  /** {@code x <kind> value} with value a constant of x's own dtype (no promotion). */
  static Tensor withConstant(Tensor x, BinaryOp.Kind kind, double value) {
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
    long[] aShape = a.shape();
    long[] shape = ShapeRules.hasShape(b.type(), aShape) ? aShape : ShapeRules.broadcastShapes(op, aShape, b.shape());
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

  // ------------------------------------------------------------------ reductions

  // ------------------------------------------------------------------ matrix products

  // ------------------------------------------------------------------ indexing via gather

  // ------------------------------------------------------------------ joining

  // ------------------------------------------------------------------ checks

  static void requireFloat(String op, Tensor x) {
    if (!DTypes.isFloat(x.dtype())) {
      throw error(op, "expected a floating point tensor, got " + DTypes.name(x.dtype()) + "; convert with to()");
    }
  }

  private static void requireNotPred(String op, DType dtype) {
    if (dtype == DType.PRED) {
      throw error(op, "not supported for bool (pred) tensors");
    }
  }

  static void sameSession(String op, Tensor... tensors) {
    for (Tensor t : tensors) {
      if (t.session() != tensors[0].session()) {
        throw new IllegalArgumentException(op + ": tensors " + tensors[0] + " and " + t
            + " belong to different sessions");
      }
    }
  }
}
