package org.torchtpu.client;

import static org.torchtpu.client.GradientFormulas.catGrad;
import static org.torchtpu.client.GradientFormulas.clampGrad;
import static org.torchtpu.client.GradientFormulas.crossEntropyBackward;
import static org.torchtpu.client.GradientFormulas.extremumGrad;
import static org.torchtpu.client.GradientFormulas.extremumPairGrad;
import static org.torchtpu.client.GradientFormulas.geluDerivative;
import static org.torchtpu.client.GradientFormulas.indexedExtremumGrad;
import static org.torchtpu.client.GradientFormulas.inversePermutation;
import static org.torchtpu.client.GradientFormulas.layerNormBackward;
import static org.torchtpu.client.GradientFormulas.linearBackward;
import static org.torchtpu.client.GradientFormulas.matmulBackward;
import static org.torchtpu.client.GradientFormulas.narrowGrad;
import static org.torchtpu.client.GradientFormulas.powGrad;
import static org.torchtpu.client.GradientFormulas.reductionGrad;
import static org.torchtpu.client.GradientFormulas.selectGrad;
import static org.torchtpu.client.GradientFormulas.sliceGrad;
import static org.torchtpu.client.GradientFormulas.stackGrad;

import java.util.List;
import java.util.function.Supplier;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.ArgReduceOp;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.CompareOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp.Precision;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.UnaryOp;

/**
 * A handle to a tensor that lives on the server, with PyTorch's operations under their PyTorch
 * names (Java spelling: {@code logSoftmax} for {@code log_softmax}).
 *
 * <p>Tensors are immutable: every operation returns a new tensor (views included). Shapes and
 * dtypes are known on the client, so operations return at once and errors in shapes are thrown
 * at the calling line before anything is sent; values travel only when read
 * ({@link #toFloatArray()}, {@link #item()}, ...), which is a sync point. Elementwise operations
 * broadcast and promote types as PyTorch does ({@link TypePromotion}); Java {@code double} and
 * {@code long} operands act as PyTorch's Python scalars. How each operation maps onto the wire
 * op set is in {@link Decompositions} and {@link Views}; the gradients of the differentiable
 * operations are in {@link GradientFormulas}.
 */
public final class Tensor {
  private final Session session;
  private final long handle;
  private final TensorType type;
  /** The trace this tensor is a symbolic value of; null for a tensor on the device. */
  private final Trace trace;
  /**
   * The tensor whose device value this one shares ({@link #detach}), kept reachable so its
   * handle is not freed while this one is in use; null when this tensor owns its handle.
   */
  @SuppressWarnings("unused")
  private final Tensor storageOwner;

  // Autograd state (see Autograd): mutable metadata, the value itself never changes.
  private boolean requiresGrad;
  private Tensor grad;
  private Autograd.Node gradNode;

  Tensor(Session session, long handle, TensorType type) {
    this(session, handle, type, null);
  }

  Tensor(Session session, long handle, TensorType type, Trace trace) {
    this(session, handle, type, trace, null);
  }

  private Tensor(Session session, long handle, TensorType type, Trace trace, Tensor storageOwner) {
    this.session = session;
    this.handle = handle;
    this.type = type;
    this.trace = trace;
    this.storageOwner = storageOwner;
  }

  Trace trace() {
    return trace;
  }

  /** Runs one operation on this tensor; its temporaries are freed when it returns. */
  private Tensor decomposed(Supplier<Tensor> body) {
    return session.decomposed(body);
  }

  private static Tensor decomposed(List<Tensor> tensors, Supplier<Tensor> body) {
    // An empty list is an error the decomposition reports; there is no session to scope it in.
    return tensors.isEmpty() || tensors.get(0) == null ? body.get() : tensors.get(0).session().decomposed(body);
  }

  public Session session() {
    return session;
  }

  public long handle() {
    return handle;
  }

  public TensorType type() {
    return type;
  }

  // ------------------------------------------------------------------ metadata

  /** The dims (a copy). */
  public long[] shape() {
    long[] dims = new long[type.getDimsCount()];
    for (int i = 0; i < dims.length; i++) {
      dims[i] = type.getDims(i);
    }
    return dims;
  }

  /** The size of dim {@code dim} (negative counts from the end). */
  public long size(int dim) {
    return type.getDims(ShapeRules.wrapDim("size", dim, dim()));
  }

  public DType dtype() {
    return type.getDtype();
  }

  /** The rank. */
  public int dim() {
    return type.getDimsCount();
  }

  public long numel() {
    return Shapes.numElements(type);
  }

  public boolean isFloatingPoint() {
    return DTypes.isFloat(dtype());
  }

  // ------------------------------------------------------------------ arithmetic

  public Tensor add(Tensor other) {
    Tensor out = decomposed(() -> Decompositions.binary("add", BinaryOp.Kind.ADD, this, other));
    return Autograd.record("add", out, g -> new Tensor[] {g, g}, this, other);
  }

  public Tensor add(double other) {
    Tensor out = decomposed(() -> Decompositions.binary("add", BinaryOp.Kind.ADD, this, Scalar.of(other)));
    return Autograd.record("add", out, g -> new Tensor[] {g}, this);
  }

  public Tensor add(long other) {
    Tensor out = decomposed(() -> Decompositions.binary("add", BinaryOp.Kind.ADD, this, Scalar.of(other)));
    return Autograd.record("add", out, g -> new Tensor[] {g}, this);
  }

  public Tensor sub(Tensor other) {
    Tensor out = decomposed(() -> Decompositions.binary("sub", BinaryOp.Kind.SUBTRACT, this, other));
    return Autograd.record("sub", out, g -> new Tensor[] {g, g.neg()}, this, other);
  }

  public Tensor sub(double other) {
    Tensor out = decomposed(() -> Decompositions.binary("sub", BinaryOp.Kind.SUBTRACT, this, Scalar.of(other)));
    return Autograd.record("sub", out, g -> new Tensor[] {g}, this);
  }

  public Tensor sub(long other) {
    Tensor out = decomposed(() -> Decompositions.binary("sub", BinaryOp.Kind.SUBTRACT, this, Scalar.of(other)));
    return Autograd.record("sub", out, g -> new Tensor[] {g}, this);
  }

  public Tensor mul(Tensor other) {
    Tensor out = decomposed(() -> Decompositions.binary("mul", BinaryOp.Kind.MULTIPLY, this, other));
    return Autograd.record("mul", out, g -> new Tensor[] {g.mul(other), g.mul(this)}, this, other);
  }

  public Tensor mul(double other) {
    Tensor out = decomposed(() -> Decompositions.binary("mul", BinaryOp.Kind.MULTIPLY, this, Scalar.of(other)));
    return Autograd.record("mul", out, g -> new Tensor[] {g.mul(other)}, this);
  }

  public Tensor mul(long other) {
    Tensor out = decomposed(() -> Decompositions.binary("mul", BinaryOp.Kind.MULTIPLY, this, Scalar.of(other)));
    return Autograd.record("mul", out, g -> new Tensor[] {g.mul(other)}, this);
  }

  /** True division ({@code torch.div}): integer operands give the default float. */
  public Tensor div(Tensor other) {
    Tensor out = decomposed(() -> Decompositions.div(this, other));
    return Autograd.record("div", out, g -> new Tensor[] {g.div(other), g.mul(out).div(other).neg()}, this, other);
  }

  public Tensor div(double other) {
    Tensor out = decomposed(() -> Decompositions.div(this, Scalar.of(other)));
    return Autograd.record("div", out, g -> new Tensor[] {g.div(other)}, this);
  }

  public Tensor div(long other) {
    Tensor out = decomposed(() -> Decompositions.div(this, Scalar.of(other)));
    return Autograd.record("div", out, g -> new Tensor[] {g.div(other)}, this);
  }

  public Tensor pow(Tensor exponent) {
    Tensor out = decomposed(() -> Decompositions.binary("pow", BinaryOp.Kind.POWER, this, exponent));
    return Autograd.record("pow", out,
        g -> new Tensor[] {
            requiresGrad() ? g.mul(exponent).mul(this.pow(exponent.sub(1.0))) : null,
            // d/dy x^y = x^y log x: only computed when the exponent needs it (log of a negative base is NaN)
            exponent.requiresGrad() ? g.mul(out).mul(this.log()) : null},
        this, exponent);
  }

  public Tensor pow(double exponent) {
    Tensor out = decomposed(() -> Decompositions.pow(this, Scalar.of(exponent)));
    return Autograd.record("pow", out, g -> new Tensor[] {powGrad(this, g, exponent)}, this);
  }

  public Tensor pow(long exponent) {
    Tensor out = decomposed(() -> Decompositions.pow(this, Scalar.of(exponent)));
    return Autograd.record("pow", out, g -> new Tensor[] {powGrad(this, g, exponent)}, this);
  }

  /** Elementwise maximum; NaN propagates. */
  public Tensor maximum(Tensor other) {
    Tensor out = decomposed(() -> Decompositions.binary("maximum", BinaryOp.Kind.MAXIMUM, this, other));
    return Autograd.record("maximum", out, g -> extremumPairGrad(g, this.gt(other), this.eq(other), other.gt(this)),
        this, other);
  }

  /** Elementwise minimum; NaN propagates. */
  public Tensor minimum(Tensor other) {
    Tensor out = decomposed(() -> Decompositions.binary("minimum", BinaryOp.Kind.MINIMUM, this, other));
    return Autograd.record("minimum", out, g -> extremumPairGrad(g, this.lt(other), this.eq(other), other.lt(this)),
        this, other);
  }

  public Tensor clamp(double min, double max) {
    Tensor out = decomposed(() -> Decompositions.clamp(this, Scalar.of(min), Scalar.of(max)));
    return Autograd.record("clamp", out, g -> new Tensor[] {clampGrad(this, g, min, max)}, this);
  }

  public Tensor clamp(long min, long max) {
    Tensor out = decomposed(() -> Decompositions.clamp(this, Scalar.of(min), Scalar.of(max)));
    return Autograd.record("clamp", out, g -> new Tensor[] {clampGrad(this, g, min, max)}, this);
  }

  /** Clamp with tensor bounds; either may be null for no bound. */
  public Tensor clamp(Tensor min, Tensor max) {
    Autograd.requireNoGrad("clamp", this, min, max);
    return decomposed(() -> Decompositions.clamp(this, min, max));
  }

  public Tensor clampMin(double min) {
    Tensor out = decomposed(() -> Decompositions.binary("clamp_min", BinaryOp.Kind.MAXIMUM, this, Scalar.of(min)));
    return Autograd.record("clamp_min", out, g -> new Tensor[] {Tensor.where(this.ge(min), g, 0.0)}, this);
  }

  public Tensor clampMax(double max) {
    Tensor out = decomposed(() -> Decompositions.binary("clamp_max", BinaryOp.Kind.MINIMUM, this, Scalar.of(max)));
    return Autograd.record("clamp_max", out, g -> new Tensor[] {Tensor.where(this.le(max), g, 0.0)}, this);
  }

  // ------------------------------------------------------------------ unary

  public Tensor neg() {
    Tensor out = decomposed(() -> Decompositions.neg(this));
    return Autograd.record("neg", out, g -> new Tensor[] {g.neg()}, this);
  }

  public Tensor abs() {
    Tensor out = decomposed(() -> Decompositions.abs(this));
    return Autograd.record("abs", out, g -> new Tensor[] {g.mul(this.sign())}, this);
  }

  public Tensor sign() {
    Tensor out = decomposed(() -> Decompositions.sign(this));
    return Autograd.record("sign", out, g -> new Tensor[] {g.mul(0.0)}, this);
  }

  public Tensor exp() {
    Tensor out = decomposed(() -> Decompositions.floatUnary(this, UnaryOp.Kind.EXP));
    return Autograd.record("exp", out, g -> new Tensor[] {g.mul(out)}, this);
  }

  public Tensor log() {
    Tensor out = decomposed(() -> Decompositions.floatUnary(this, UnaryOp.Kind.LOG));
    return Autograd.record("log", out, g -> new Tensor[] {g.div(this)}, this);
  }

  public Tensor log1p() {
    Tensor out = decomposed(() -> Decompositions.floatUnary(this, UnaryOp.Kind.LOG1P));
    return Autograd.record("log1p", out, g -> new Tensor[] {g.div(this.add(1.0))}, this);
  }

  public Tensor expm1() {
    Tensor out = decomposed(() -> Decompositions.floatUnary(this, UnaryOp.Kind.EXPM1));
    return Autograd.record("expm1", out, g -> new Tensor[] {g.mul(out.add(1.0))}, this);
  }

  public Tensor sqrt() {
    Tensor out = decomposed(() -> Decompositions.floatUnary(this, UnaryOp.Kind.SQRT));
    return Autograd.record("sqrt", out, g -> new Tensor[] {g.div(out.mul(2.0))}, this);
  }

  public Tensor rsqrt() {
    Tensor out = decomposed(() -> Decompositions.floatUnary(this, UnaryOp.Kind.RSQRT));
    return Autograd.record("rsqrt", out, g -> new Tensor[] {g.mul(out.mul(out).mul(out)).mul(-0.5)}, this);
  }

  public Tensor tanh() {
    Tensor out = decomposed(() -> Decompositions.floatUnary(this, UnaryOp.Kind.TANH));
    return Autograd.record("tanh", out, g -> new Tensor[] {g.mul(out.mul(out).neg().add(1.0))}, this);
  }

  public Tensor sigmoid() {
    Tensor out = decomposed(() -> Decompositions.sigmoid(this));
    return Autograd.record("sigmoid", out, g -> new Tensor[] {g.mul(out).mul(out.neg().add(1.0))}, this);
  }

  public Tensor sin() {
    Tensor out = decomposed(() -> Decompositions.floatUnary(this, UnaryOp.Kind.SIN));
    return Autograd.record("sin", out, g -> new Tensor[] {g.mul(this.cos())}, this);
  }

  public Tensor cos() {
    Tensor out = decomposed(() -> Decompositions.floatUnary(this, UnaryOp.Kind.COS));
    return Autograd.record("cos", out, g -> new Tensor[] {g.mul(this.sin()).neg()}, this);
  }

  public Tensor floor() {
    Tensor out = decomposed(() -> Decompositions.rounding(this, UnaryOp.Kind.FLOOR));
    return Autograd.record("floor", out, g -> new Tensor[] {g.mul(0.0)}, this);
  }

  public Tensor ceil() {
    Tensor out = decomposed(() -> Decompositions.rounding(this, UnaryOp.Kind.CEIL));
    return Autograd.record("ceil", out, g -> new Tensor[] {g.mul(0.0)}, this);
  }

  /** Round half to even, as {@code torch.round}. */
  public Tensor round() {
    Tensor out = decomposed(() -> Decompositions.rounding(this, UnaryOp.Kind.ROUND_NEAREST_EVEN));
    return Autograd.record("round", out, g -> new Tensor[] {g.mul(0.0)}, this);
  }

  public Tensor relu() {
    Tensor out = decomposed(() -> Decompositions.relu(this));
    return Autograd.record("relu", out, g -> new Tensor[] {Tensor.where(this.gt(0.0), g, 0.0)}, this);
  }

  /** Exact GELU: {@code x * Phi(x)} with the erf form. */
  public Tensor gelu() {
    Tensor out = decomposed(() -> Decompositions.gelu(this, "none"));
    return Autograd.record("gelu", out, g -> new Tensor[] {g.mul(geluDerivative(this, "none"))}, this);
  }

  /** GELU with {@code approximate} "none" (erf) or "tanh". */
  public Tensor gelu(String approximate) {
    Tensor out = decomposed(() -> Decompositions.gelu(this, approximate));
    return Autograd.record("gelu", out, g -> new Tensor[] {g.mul(geluDerivative(this, approximate))}, this);
  }

  /** The error function. */
  public Tensor erf() {
    Tensor out = decomposed(() -> Decompositions.floatUnary(this, UnaryOp.Kind.ERF));
    return Autograd.record("erf", out, g -> new Tensor[] {g.mul(this.mul(this).neg().exp()).mul(TWO_OVER_SQRT_PI)},
        this);
  }

  private static final double TWO_OVER_SQRT_PI = 2.0 / Math.sqrt(Math.PI);

  // ------------------------------------------------------------------ comparisons and logic

  public Tensor eq(Tensor other) {
    return decomposed(() -> Decompositions.compare("eq", CompareOp.Direction.EQ, this, other));
  }

  public Tensor eq(double other) {
    return decomposed(() -> Decompositions.compare("eq", CompareOp.Direction.EQ, this, Scalar.of(other)));
  }

  public Tensor eq(long other) {
    return decomposed(() -> Decompositions.compare("eq", CompareOp.Direction.EQ, this, Scalar.of(other)));
  }

  public Tensor ne(Tensor other) {
    return decomposed(() -> Decompositions.compare("ne", CompareOp.Direction.NE, this, other));
  }

  public Tensor ne(double other) {
    return decomposed(() -> Decompositions.compare("ne", CompareOp.Direction.NE, this, Scalar.of(other)));
  }

  public Tensor ne(long other) {
    return decomposed(() -> Decompositions.compare("ne", CompareOp.Direction.NE, this, Scalar.of(other)));
  }

  public Tensor lt(Tensor other) {
    return decomposed(() -> Decompositions.compare("lt", CompareOp.Direction.LT, this, other));
  }

  public Tensor lt(double other) {
    return decomposed(() -> Decompositions.compare("lt", CompareOp.Direction.LT, this, Scalar.of(other)));
  }

  public Tensor lt(long other) {
    return decomposed(() -> Decompositions.compare("lt", CompareOp.Direction.LT, this, Scalar.of(other)));
  }

  public Tensor le(Tensor other) {
    return decomposed(() -> Decompositions.compare("le", CompareOp.Direction.LE, this, other));
  }

  public Tensor le(double other) {
    return decomposed(() -> Decompositions.compare("le", CompareOp.Direction.LE, this, Scalar.of(other)));
  }

  public Tensor le(long other) {
    return decomposed(() -> Decompositions.compare("le", CompareOp.Direction.LE, this, Scalar.of(other)));
  }

  public Tensor gt(Tensor other) {
    return decomposed(() -> Decompositions.compare("gt", CompareOp.Direction.GT, this, other));
  }

  public Tensor gt(double other) {
    return decomposed(() -> Decompositions.compare("gt", CompareOp.Direction.GT, this, Scalar.of(other)));
  }

  public Tensor gt(long other) {
    return decomposed(() -> Decompositions.compare("gt", CompareOp.Direction.GT, this, Scalar.of(other)));
  }

  public Tensor ge(Tensor other) {
    return decomposed(() -> Decompositions.compare("ge", CompareOp.Direction.GE, this, other));
  }

  public Tensor ge(double other) {
    return decomposed(() -> Decompositions.compare("ge", CompareOp.Direction.GE, this, Scalar.of(other)));
  }

  public Tensor ge(long other) {
    return decomposed(() -> Decompositions.compare("ge", CompareOp.Direction.GE, this, Scalar.of(other)));
  }

  public Tensor logicalAnd(Tensor other) {
    return decomposed(() -> Decompositions.logical("logical_and", BinaryOp.Kind.AND, this, other));
  }

  public Tensor logicalOr(Tensor other) {
    return decomposed(() -> Decompositions.logical("logical_or", BinaryOp.Kind.OR, this, other));
  }

  public Tensor logicalXor(Tensor other) {
    return decomposed(() -> Decompositions.logical("logical_xor", BinaryOp.Kind.XOR, this, other));
  }

  public Tensor logicalNot() {
    return decomposed(() -> Decompositions.logicalNot(this));
  }

  /** {@code torch.where}: {@code onTrue} where {@code condition} (pred) holds, else {@code onFalse}. */
  public static Tensor where(Tensor condition, Tensor onTrue, Tensor onFalse) {
    Tensor out = condition.session().decomposed(() -> Decompositions.where(condition, onTrue, onFalse));
    return Autograd.record("where", out,
        g -> new Tensor[] {null, Tensor.where(condition, g, 0.0), Tensor.where(condition, 0.0, g)},
        condition, onTrue, onFalse);
  }

  public static Tensor where(Tensor condition, Tensor onTrue, double onFalse) {
    Tensor out = condition.session().decomposed(() -> Decompositions.where(condition, onTrue, Scalar.of(onFalse)));
    return Autograd.record("where", out, g -> new Tensor[] {null, Tensor.where(condition, g, 0.0)}, condition, onTrue);
  }

  public static Tensor where(Tensor condition, double onTrue, Tensor onFalse) {
    Tensor out = condition.session().decomposed(() -> Decompositions.where(condition, Scalar.of(onTrue), onFalse));
    return Autograd.record("where", out, g -> new Tensor[] {null, Tensor.where(condition, 0.0, g)}, condition, onFalse);
  }

  public static Tensor where(Tensor condition, double onTrue, double onFalse) {
    return condition.session().decomposed(() -> Decompositions.where(condition, Scalar.of(onTrue), Scalar.of(onFalse)));
  }

  // ------------------------------------------------------------------ matrix products

  /**
   * {@code torch.matmul}: vectors, matrices and batches (batch dims broadcast), at DEFAULT
   * precision: float inputs round to bf16 and products accumulate in float32, as a TPU's MXU
   * computes in one pass.
   */
  public Tensor matmul(Tensor other) {
    Tensor out = decomposed(() -> MatmulDecompositions.matmul(this, other, Precision.DEFAULT));
    return Autograd.record("matmul", out, g -> matmulBackward(g, this, other, Precision.DEFAULT), this, other);
  }

  /** matmul at a chosen precision; HIGHEST keeps float32 inputs unrounded. */
  public Tensor matmul(Tensor other, Precision precision) {
    Tensor out = decomposed(() -> MatmulDecompositions.matmul(this, other, precision));
    return Autograd.record("matmul", out, g -> matmulBackward(g, this, other, precision), this, other);
  }

  public Tensor mm(Tensor other) {
    Tensor out = decomposed(() -> MatmulDecompositions.mm(this, other, Precision.DEFAULT));
    return Autograd.record("mm", out, g -> matmulBackward(g, this, other, Precision.DEFAULT), this, other);
  }

  public Tensor bmm(Tensor other) {
    Tensor out = decomposed(() -> MatmulDecompositions.bmm(this, other, Precision.DEFAULT));
    return Autograd.record("bmm", out, g -> matmulBackward(g, this, other, Precision.DEFAULT), this, other);
  }

  /** {@code F.linear}: {@code input @ weight^T + bias}; weight is [out, in], bias may be null. */
  public static Tensor linear(Tensor input, Tensor weight, Tensor bias) {
    Tensor out = input.session().decomposed(() -> MatmulDecompositions.linear(input, weight, bias, Precision.DEFAULT));
    return Autograd.record("linear", out,
        g -> linearBackward(g, input, weight, bias, Precision.DEFAULT), input, weight, bias);
  }

  public static Tensor linear(Tensor input, Tensor weight, Tensor bias, Precision precision) {
    Tensor out = input.session().decomposed(() -> MatmulDecompositions.linear(input, weight, bias, precision));
    return Autograd.record("linear", out, g -> linearBackward(g, input, weight, bias, precision), input, weight, bias);
  }

  // ------------------------------------------------------------------ reductions

  /** Sum of all elements (s64 for integer and pred tensors). */
  public Tensor sum() {
    Tensor out = decomposed(() -> ReductionDecompositions.sum(this, new int[0], false));
    return Autograd.record("sum", out, g -> new Tensor[] {reductionGrad(this, g, new int[0], false, false)}, this);
  }

  public Tensor sum(int... dims) {
    Tensor out = decomposed(() -> ReductionDecompositions.sum(this, dims, false));
    return Autograd.record("sum", out, g -> new Tensor[] {reductionGrad(this, g, dims, false, false)}, this);
  }

  public Tensor sum(int dim, boolean keepdim) {
    Tensor out = decomposed(() -> ReductionDecompositions.sum(this, new int[] {dim}, keepdim));
    return Autograd.record("sum", out, g -> new Tensor[] {reductionGrad(this, g, new int[] {dim}, keepdim, false)},
        this);
  }

  public Tensor sum(int[] dims, boolean keepdim) {
    Tensor out = decomposed(() -> ReductionDecompositions.sum(this, dims, keepdim));
    return Autograd.record("sum", out, g -> new Tensor[] {reductionGrad(this, g, dims, keepdim, false)}, this);
  }

  /** Mean of all elements; floating tensors only. */
  public Tensor mean() {
    Tensor out = decomposed(() -> ReductionDecompositions.mean(this, new int[0], false));
    return Autograd.record("mean", out, g -> new Tensor[] {reductionGrad(this, g, new int[0], false, true)}, this);
  }

  public Tensor mean(int... dims) {
    Tensor out = decomposed(() -> ReductionDecompositions.mean(this, dims, false));
    return Autograd.record("mean", out, g -> new Tensor[] {reductionGrad(this, g, dims, false, true)}, this);
  }

  public Tensor mean(int dim, boolean keepdim) {
    Tensor out = decomposed(() -> ReductionDecompositions.mean(this, new int[] {dim}, keepdim));
    return Autograd.record("mean", out, g -> new Tensor[] {reductionGrad(this, g, new int[] {dim}, keepdim, true)},
        this);
  }

  public Tensor mean(int[] dims, boolean keepdim) {
    Tensor out = decomposed(() -> ReductionDecompositions.mean(this, dims, keepdim));
    return Autograd.record("mean", out, g -> new Tensor[] {reductionGrad(this, g, dims, keepdim, true)}, this);
  }

  /** Product of all elements (s64 for integer and pred tensors). */
  public Tensor prod() {
    Autograd.requireNoGrad("prod", this);
    return decomposed(() -> ReductionDecompositions.prod(this, new int[0], false));
  }

  public Tensor prod(int dim) {
    Autograd.requireNoGrad("prod", this);
    return decomposed(() -> ReductionDecompositions.prod(this, new int[] {dim}, false));
  }

  public Tensor prod(int dim, boolean keepdim) {
    Autograd.requireNoGrad("prod", this);
    return decomposed(() -> ReductionDecompositions.prod(this, new int[] {dim}, keepdim));
  }

  /** Largest element. */
  public Tensor max() {
    Tensor out = decomposed(() -> ReductionDecompositions.extremum("max", ReduceOp.Kind.MAX, this, new int[0], false));
    return Autograd.record("max", out, g -> new Tensor[] {extremumGrad(this, g, out, new int[0], false)}, this);
  }

  /** Largest values along {@code dim} and their (first) indices. */
  public ValuesAndIndices max(int dim) {
    return max(dim, false);
  }

  public ValuesAndIndices max(int dim, boolean keepdim) {
    ValuesAndIndices vi = session.scoped(
        () -> ReductionDecompositions.extremumWithIndices("max", this, dim, keepdim, true),
        r -> List.of(r.values(), r.indices()));
    Autograd.record("max", vi.values(), g -> new Tensor[] {indexedExtremumGrad(this, g, vi.indices(), dim, keepdim)},
        this);
    return vi;
  }

  /** Smallest element. */
  public Tensor min() {
    Tensor out = decomposed(() -> ReductionDecompositions.extremum("min", ReduceOp.Kind.MIN, this, new int[0], false));
    return Autograd.record("min", out, g -> new Tensor[] {extremumGrad(this, g, out, new int[0], false)}, this);
  }

  public ValuesAndIndices min(int dim) {
    return min(dim, false);
  }

  public ValuesAndIndices min(int dim, boolean keepdim) {
    ValuesAndIndices vi = session.scoped(
        () -> ReductionDecompositions.extremumWithIndices("min", this, dim, keepdim, false),
        r -> List.of(r.values(), r.indices()));
    Autograd.record("min", vi.values(), g -> new Tensor[] {indexedExtremumGrad(this, g, vi.indices(), dim, keepdim)},
        this);
    return vi;
  }

  public Tensor amax() {
    Tensor out = decomposed(() -> ReductionDecompositions.extremum("amax", ReduceOp.Kind.MAX, this, new int[0], false));
    return Autograd.record("amax", out, g -> new Tensor[] {extremumGrad(this, g, out, new int[0], false)}, this);
  }

  public Tensor amax(int... dims) {
    Tensor out = decomposed(() -> ReductionDecompositions.extremum("amax", ReduceOp.Kind.MAX, this, dims, false));
    return Autograd.record("amax", out, g -> new Tensor[] {extremumGrad(this, g, out, dims, false)}, this);
  }

  public Tensor amax(int dim, boolean keepdim) {
    Tensor out = decomposed(
        () -> ReductionDecompositions.extremum("amax", ReduceOp.Kind.MAX, this, new int[] {dim}, keepdim));
    return Autograd.record("amax", out, g -> new Tensor[] {extremumGrad(this, g, out, new int[] {dim}, keepdim)}, this);
  }

  public Tensor amax(int[] dims, boolean keepdim) {
    Tensor out = decomposed(() -> ReductionDecompositions.extremum("amax", ReduceOp.Kind.MAX, this, dims, keepdim));
    return Autograd.record("amax", out, g -> new Tensor[] {extremumGrad(this, g, out, dims, keepdim)}, this);
  }

  public Tensor amin() {
    Tensor out = decomposed(() -> ReductionDecompositions.extremum("amin", ReduceOp.Kind.MIN, this, new int[0], false));
    return Autograd.record("amin", out, g -> new Tensor[] {extremumGrad(this, g, out, new int[0], false)}, this);
  }

  public Tensor amin(int... dims) {
    Tensor out = decomposed(() -> ReductionDecompositions.extremum("amin", ReduceOp.Kind.MIN, this, dims, false));
    return Autograd.record("amin", out, g -> new Tensor[] {extremumGrad(this, g, out, dims, false)}, this);
  }

  public Tensor amin(int dim, boolean keepdim) {
    Tensor out = decomposed(
        () -> ReductionDecompositions.extremum("amin", ReduceOp.Kind.MIN, this, new int[] {dim}, keepdim));
    return Autograd.record("amin", out, g -> new Tensor[] {extremumGrad(this, g, out, new int[] {dim}, keepdim)}, this);
  }

  public Tensor amin(int[] dims, boolean keepdim) {
    Tensor out = decomposed(() -> ReductionDecompositions.extremum("amin", ReduceOp.Kind.MIN, this, dims, keepdim));
    return Autograd.record("amin", out, g -> new Tensor[] {extremumGrad(this, g, out, dims, keepdim)}, this);
  }

  /** Index (s64 scalar) of the largest element of the flattened tensor. */
  public Tensor argmax() {
    return decomposed(() -> ReductionDecompositions.argExtremum("argmax", ArgReduceOp.Kind.ARGMAX, this));
  }

  public Tensor argmax(int dim) {
    return decomposed(() -> ReductionDecompositions.argExtremum("argmax", ArgReduceOp.Kind.ARGMAX, this, dim, false));
  }

  public Tensor argmax(int dim, boolean keepdim) {
    return decomposed(() -> ReductionDecompositions.argExtremum("argmax", ArgReduceOp.Kind.ARGMAX, this, dim, keepdim));
  }

  public Tensor argmin() {
    return decomposed(() -> ReductionDecompositions.argExtremum("argmin", ArgReduceOp.Kind.ARGMIN, this));
  }

  public Tensor argmin(int dim) {
    return decomposed(() -> ReductionDecompositions.argExtremum("argmin", ArgReduceOp.Kind.ARGMIN, this, dim, false));
  }

  public Tensor argmin(int dim, boolean keepdim) {
    return decomposed(() -> ReductionDecompositions.argExtremum("argmin", ArgReduceOp.Kind.ARGMIN, this, dim, keepdim));
  }

  // ------------------------------------------------------------------ neural-network functions

  public Tensor softmax(int dim) {
    Tensor out = decomposed(() -> NormAndLossDecompositions.softmax(this, dim));
    return Autograd.record("softmax", out,
        g -> new Tensor[] {out.mul(g.sub(g.mul(out).sum(new int[] {dim}, true)))}, this);
  }

  public Tensor logSoftmax(int dim) {
    Tensor out = decomposed(() -> NormAndLossDecompositions.logSoftmax(this, dim));
    return Autograd.record("log_softmax", out,
        g -> new Tensor[] {g.sub(out.exp().mul(g.sum(new int[] {dim}, true)))}, this);
  }

  /** Layer norm over the trailing {@code normalizedShape} dims; weight and bias may be null. */
  public Tensor layerNorm(long[] normalizedShape, Tensor weight, Tensor bias, double eps) {
    Tensor out = decomposed(() -> NormAndLossDecompositions.layerNorm(this, normalizedShape, weight, bias, eps));
    return Autograd.record("layer_norm", out,
        g -> layerNormBackward(this, g, normalizedShape, weight, bias, eps), this, weight, bias);
  }

  /** Layer norm without affine parameters and PyTorch's default eps 1e-5. */
  public Tensor layerNorm(long... normalizedShape) {
    Tensor out = decomposed(() -> NormAndLossDecompositions.layerNorm(this, normalizedShape, null, null, 1e-5));
    return Autograd.record("layer_norm", out, g -> layerNormBackward(this, g, normalizedShape, null, null, 1e-5), this);
  }

  /** Mean cross-entropy of logits [N, C] against class indices [N] or class probabilities [N, C]. */
  public static Tensor crossEntropy(Tensor logits, Tensor targets) {
    Tensor out = logits.session().decomposed(() -> NormAndLossDecompositions.crossEntropy(logits, targets));
    return Autograd.record("cross_entropy", out, g -> crossEntropyBackward(g, logits, targets, null), logits, targets);
  }

  /** Cross-entropy where class-index targets equal to {@code ignoreIndex} are left out of the mean. */
  public static Tensor crossEntropy(Tensor logits, Tensor targets, long ignoreIndex) {
    Tensor out = logits.session().decomposed(
        () -> NormAndLossDecompositions.crossEntropy(logits, targets, ignoreIndex));
    return Autograd.record("cross_entropy", out,
        g -> crossEntropyBackward(g, logits, targets, ignoreIndex), logits, targets);
  }

  /** Rows of {@code weight} [V, D] at {@code indices} (any shape) -> [..., D]. */
  public static Tensor embedding(Tensor weight, Tensor indices) {
    Tensor out = weight.session().decomposed(() -> IndexingDecompositions.embedding(weight, indices));
    return Autograd.record("embedding", out,
        g -> new Tensor[] {Autograd.embeddingBackward(g, indices, weight.shape(), weight.dtype()), null},
        weight, indices);
  }

  // ------------------------------------------------------------------ shape and views

  /** Same elements in row-major order, new dims; one dim may be -1. */
  public Tensor reshape(long... shape) {
    Tensor out = decomposed(() -> Views.reshape(this, shape));
    return Autograd.record("reshape", out, g -> new Tensor[] {g.reshape(shape())}, this);
  }

  /** Same as {@link #reshape}: every tensor here is contiguous. */
  public Tensor view(long... shape) {
    Tensor out = decomposed(() -> Views.reshape(this, shape));
    return Autograd.record("view", out, g -> new Tensor[] {g.reshape(shape())}, this);
  }

  public Tensor flatten() {
    Tensor out = decomposed(() -> Views.flatten(this, 0, -1));
    return Autograd.record("flatten", out, g -> new Tensor[] {g.reshape(shape())}, this);
  }

  public Tensor flatten(int startDim, int endDim) {
    Tensor out = decomposed(() -> Views.flatten(this, startDim, endDim));
    return Autograd.record("flatten", out, g -> new Tensor[] {g.reshape(shape())}, this);
  }

  public Tensor squeeze() {
    Tensor out = decomposed(() -> Views.squeeze(this));
    return Autograd.record("squeeze", out, g -> new Tensor[] {g.reshape(shape())}, this);
  }

  public Tensor squeeze(int dim) {
    Tensor out = decomposed(() -> Views.squeeze(this, dim));
    return Autograd.record("squeeze", out, g -> new Tensor[] {g.reshape(shape())}, this);
  }

  public Tensor unsqueeze(int dim) {
    Tensor out = decomposed(() -> Views.unsqueeze(this, dim));
    return Autograd.record("unsqueeze", out, g -> new Tensor[] {g.reshape(shape())}, this);
  }

  /** Broadcast to {@code sizes}; -1 keeps a dim. */
  public Tensor expand(long... sizes) {
    Tensor out = decomposed(() -> Views.expand(this, sizes));
    return Autograd.record("expand", out, g -> new Tensor[] {g}, this);
  }

  public Tensor transpose(int dim0, int dim1) {
    Tensor out = decomposed(() -> Views.transpose(this, dim0, dim1));
    return Autograd.record("transpose", out, g -> new Tensor[] {g.transpose(dim0, dim1)}, this);
  }

  public Tensor permute(int... dims) {
    Tensor out = decomposed(() -> Views.permute(this, dims));
    return Autograd.record("permute", out, g -> new Tensor[] {g.permute(inversePermutation(dims))}, this);
  }

  /** Matrix transpose; vectors and scalars unchanged. */
  public Tensor t() {
    Tensor out = decomposed(() -> Views.t(this));
    return Autograd.record("t", out, g -> new Tensor[] {g.t()}, this);
  }

  /** {@code x[start:end]} along {@code dim} (Python bounds: negative from the end, clamped). */
  public Tensor slice(int dim, long start, long end) {
    Tensor out = decomposed(() -> Views.slice(this, dim, start, end, 1));
    return Autograd.record("slice", out, g -> new Tensor[] {sliceGrad(this, g, dim, start, 1)}, this);
  }

  public Tensor slice(int dim, long start, long end, long step) {
    Tensor out = decomposed(() -> Views.slice(this, dim, start, end, step));
    return Autograd.record("slice", out, g -> new Tensor[] {sliceGrad(this, g, dim, start, step)}, this);
  }

  /** {@code x[..., index, ...]}: the dim disappears. */
  public Tensor select(int dim, long index) {
    Tensor out = decomposed(() -> Views.select(this, dim, index));
    return Autograd.record("select", out, g -> new Tensor[] {selectGrad(this, g, dim, index)}, this);
  }

  public Tensor narrow(int dim, long start, long length) {
    Tensor out = decomposed(() -> Views.narrow(this, dim, start, length));
    return Autograd.record("narrow", out, g -> new Tensor[] {narrowGrad(this, g, dim, start)}, this);
  }

  public static Tensor cat(List<Tensor> tensors, int dim) {
    Tensor out = decomposed(tensors, () -> JoinDecompositions.cat(tensors, dim));
    return Autograd.record("cat", out, g -> catGrad(g, tensors, dim), tensors.toArray(new Tensor[0]));
  }

  public static Tensor cat(List<Tensor> tensors) {
    Tensor out = decomposed(tensors, () -> JoinDecompositions.cat(tensors, 0));
    return Autograd.record("cat", out, g -> catGrad(g, tensors, 0), tensors.toArray(new Tensor[0]));
  }

  public static Tensor stack(List<Tensor> tensors, int dim) {
    Tensor out = decomposed(tensors, () -> JoinDecompositions.stack(tensors, dim));
    return Autograd.record("stack", out, g -> stackGrad(g, tensors.size(), dim), tensors.toArray(new Tensor[0]));
  }

  public static Tensor stack(List<Tensor> tensors) {
    Tensor out = decomposed(tensors, () -> JoinDecompositions.stack(tensors, 0));
    return Autograd.record("stack", out, g -> stackGrad(g, tensors.size(), 0), tensors.toArray(new Tensor[0]));
  }

  /** {@code torch.gather(self, dim, index)}: index has this tensor's rank, the result index's shape. */
  public Tensor gather(int dim, Tensor index) {
    Tensor out = decomposed(() -> IndexingDecompositions.gather(this, dim, index));
    return Autograd.record("gather", out,
        g -> new Tensor[] {Autograd.gatherBackward(g, ShapeRules.wrapDim("gather", dim, Math.max(dim(), 1)), index,
            shape()), null},
        this, index);
  }

  public Tensor indexSelect(int dim, Tensor index) {
    Tensor out = decomposed(() -> IndexingDecompositions.indexSelect(this, dim, index));
    return Autograd.record("index_select", out,
        g -> new Tensor[] {Autograd.indexSelectBackward(g, ShapeRules.wrapDim("index_select", dim, dim()), index,
            shape()), null},
        this, index);
  }

  /** Converts to {@code dtype} (to pred: {@code x != 0}); returns this tensor if it already has it. */
  public Tensor to(DType dtype) {
    Tensor out = decomposed(() -> Decompositions.to(this, dtype));
    return Autograd.record("to", out, g -> new Tensor[] {g}, this);
  }

  /** A no-op: tensors here are always contiguous. */
  public Tensor contiguous() {
    return this;
  }

  // ------------------------------------------------------------------ autograd

  /**
   * Marks this (floating) tensor as a leaf whose gradient {@link #backward} accumulates into
   * {@link #grad}; returns this tensor.
   */
  public Tensor requiresGrad(boolean requires) {
    if (requires && !isFloatingPoint()) {
      throw new OpTypeException("requiresGrad: only floating point tensors can require gradients, got "
          + DTypes.name(dtype()));
    }
    if (!requires && gradNode != null) {
      throw new IllegalStateException("requiresGrad(false): " + this + " was computed from tensors that require "
          + "grad; use detach() for a copy outside the graph");
    }
    requiresGrad = requires;
    return this;
  }

  /** True for leaves marked with {@code requiresGrad(true)} and for results computed from them. */
  public boolean requiresGrad() {
    return requiresGrad || gradNode != null;
  }

  /** True unless this tensor was computed by a recorded operation. */
  public boolean isLeaf() {
    return gradNode == null;
  }

  /** The accumulated gradient of this leaf, or null when none has been computed since the last clear. */
  public Tensor grad() {
    return grad;
  }

  /** Replaces the accumulated gradient; null clears it. */
  public void setGrad(Tensor gradient) {
    if (gradient != null && !java.util.Arrays.equals(gradient.shape(), shape())) {
      throw new OpTypeException("setGrad: gradient " + ShapeRules.str(gradient.shape()) + " does not match the "
          + "tensor's shape " + ShapeRules.str(shape()));
    }
    grad = gradient;
  }

  /** Clears the accumulated gradient (PyTorch's {@code zero_grad(set_to_none=True)}). */
  public void zeroGrad() {
    grad = null;
  }

  /** Backpropagates from this one-element tensor (gradient 1) into the leaves that require grad. */
  public void backward() {
    Autograd.backward(this, null);
  }

  /** Backpropagates with {@code gradient} (this tensor's shape) as this tensor's gradient. */
  public void backward(Tensor gradient) {
    Autograd.backward(this, gradient);
  }

  /** The same value outside the graph: a leaf that does not require grad (no copy is made). */
  public Tensor detach() {
    return new Tensor(session, handle, type, trace, this);
  }

  Autograd.Node gradNode() {
    return gradNode;
  }

  void setGradNode(Autograd.Node node) {
    gradNode = node;
  }

  // ------------------------------------------------------------------ reading (sync points)

  public float[] toFloatArray() {
    return LiteralCodec.toFloats(read());
  }

  public long[] toLongArray() {
    return LiteralCodec.toLongs(read());
  }

  public boolean[] toBooleanArray() {
    return LiteralCodec.toBooleans(read());
  }

  /** The one element's value. */
  public double item() {
    if (numel() != 1) {
      throw new OpTypeException("item: a tensor with " + numel() + " elements cannot be converted to a scalar");
    }
    TensorLiteral value = read();
    return isFloatingPoint() ? LiteralCodec.toFloats(value)[0] : LiteralCodec.toLongs(value)[0];
  }

  private TensorLiteral read() {
    return session.read(this);
  }

  /**
   * Type and handle, e.g. {@code Tensor(f32[2,3], handle=7)}, or {@code Tensor(f32[2,3], traced %7)}
   * for a value of a function being traced; reads nothing.
   */
  @Override
  public String toString() {
    return "Tensor(" + Shapes.toString(type) + (trace == null ? ", handle=" : ", traced %") + handle + ")";
  }
}
