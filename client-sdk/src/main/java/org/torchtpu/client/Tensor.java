package org.torchtpu.client;

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
 * op set is in {@link Decompositions} and {@link Views}.
 */
public final class Tensor {
  private final Session session;
  private final long handle;
  private final TensorType type;
  /** The trace this tensor is a symbolic value of; null for a tensor on the device. */
  private final Trace trace;

  Tensor(Session session, long handle, TensorType type) {
    this(session, handle, type, null);
  }

  Tensor(Session session, long handle, TensorType type, Trace trace) {
    this.session = session;
    this.handle = handle;
    this.type = type;
    this.trace = trace;
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
    return decomposed(() -> Decompositions.binary("add", BinaryOp.Kind.ADD, this, other));
  }

  public Tensor add(double other) {
    return decomposed(() -> Decompositions.binary("add", BinaryOp.Kind.ADD, this, Scalar.of(other)));
  }

  public Tensor add(long other) {
    return decomposed(() -> Decompositions.binary("add", BinaryOp.Kind.ADD, this, Scalar.of(other)));
  }

  public Tensor sub(Tensor other) {
    return decomposed(() -> Decompositions.binary("sub", BinaryOp.Kind.SUBTRACT, this, other));
  }

  public Tensor sub(double other) {
    return decomposed(() -> Decompositions.binary("sub", BinaryOp.Kind.SUBTRACT, this, Scalar.of(other)));
  }

  public Tensor sub(long other) {
    return decomposed(() -> Decompositions.binary("sub", BinaryOp.Kind.SUBTRACT, this, Scalar.of(other)));
  }

  public Tensor mul(Tensor other) {
    return decomposed(() -> Decompositions.binary("mul", BinaryOp.Kind.MULTIPLY, this, other));
  }

  public Tensor mul(double other) {
    return decomposed(() -> Decompositions.binary("mul", BinaryOp.Kind.MULTIPLY, this, Scalar.of(other)));
  }

  public Tensor mul(long other) {
    return decomposed(() -> Decompositions.binary("mul", BinaryOp.Kind.MULTIPLY, this, Scalar.of(other)));
  }

  /** True division ({@code torch.div}): integer operands give the default float. */
  public Tensor div(Tensor other) {
    return decomposed(() -> Decompositions.div(this, other));
  }

  public Tensor div(double other) {
    return decomposed(() -> Decompositions.div(this, Scalar.of(other)));
  }

  public Tensor div(long other) {
    return decomposed(() -> Decompositions.div(this, Scalar.of(other)));
  }

  public Tensor pow(Tensor exponent) {
    return decomposed(() -> Decompositions.binary("pow", BinaryOp.Kind.POWER, this, exponent));
  }

  public Tensor pow(double exponent) {
    return decomposed(() -> Decompositions.pow(this, Scalar.of(exponent)));
  }

  public Tensor pow(long exponent) {
    return decomposed(() -> Decompositions.pow(this, Scalar.of(exponent)));
  }

  /** Elementwise maximum; NaN propagates. */
  public Tensor maximum(Tensor other) {
    return decomposed(() -> Decompositions.binary("maximum", BinaryOp.Kind.MAXIMUM, this, other));
  }

  /** Elementwise minimum; NaN propagates. */
  public Tensor minimum(Tensor other) {
    return decomposed(() -> Decompositions.binary("minimum", BinaryOp.Kind.MINIMUM, this, other));
  }

  public Tensor clamp(double min, double max) {
    return decomposed(() -> Decompositions.clamp(this, Scalar.of(min), Scalar.of(max)));
  }

  public Tensor clamp(long min, long max) {
    return decomposed(() -> Decompositions.clamp(this, Scalar.of(min), Scalar.of(max)));
  }

  /** Clamp with tensor bounds; either may be null for no bound. */
  public Tensor clamp(Tensor min, Tensor max) {
    return decomposed(() -> Decompositions.clamp(this, min, max));
  }

  public Tensor clampMin(double min) {
    return decomposed(() -> Decompositions.binary("clamp_min", BinaryOp.Kind.MAXIMUM, this, Scalar.of(min)));
  }

  public Tensor clampMax(double max) {
    return decomposed(() -> Decompositions.binary("clamp_max", BinaryOp.Kind.MINIMUM, this, Scalar.of(max)));
  }

  // ------------------------------------------------------------------ unary

  public Tensor neg() {
    return decomposed(() -> Decompositions.neg(this));
  }

  public Tensor abs() {
    return decomposed(() -> Decompositions.abs(this));
  }

  public Tensor sign() {
    return decomposed(() -> Decompositions.sign(this));
  }

  public Tensor exp() {
    return decomposed(() -> Decompositions.floatUnary(this, UnaryOp.Kind.EXP));
  }

  public Tensor log() {
    return decomposed(() -> Decompositions.floatUnary(this, UnaryOp.Kind.LOG));
  }

  public Tensor log1p() {
    return decomposed(() -> Decompositions.floatUnary(this, UnaryOp.Kind.LOG1P));
  }

  public Tensor expm1() {
    return decomposed(() -> Decompositions.floatUnary(this, UnaryOp.Kind.EXPM1));
  }

  public Tensor sqrt() {
    return decomposed(() -> Decompositions.floatUnary(this, UnaryOp.Kind.SQRT));
  }

  public Tensor rsqrt() {
    return decomposed(() -> Decompositions.floatUnary(this, UnaryOp.Kind.RSQRT));
  }

  public Tensor tanh() {
    return decomposed(() -> Decompositions.floatUnary(this, UnaryOp.Kind.TANH));
  }

  public Tensor sigmoid() {
    return decomposed(() -> Decompositions.sigmoid(this));
  }

  public Tensor sin() {
    return decomposed(() -> Decompositions.floatUnary(this, UnaryOp.Kind.SIN));
  }

  public Tensor cos() {
    return decomposed(() -> Decompositions.floatUnary(this, UnaryOp.Kind.COS));
  }

  public Tensor floor() {
    return decomposed(() -> Decompositions.rounding(this, UnaryOp.Kind.FLOOR));
  }

  public Tensor ceil() {
    return decomposed(() -> Decompositions.rounding(this, UnaryOp.Kind.CEIL));
  }

  /** Round half to even, as {@code torch.round}. */
  public Tensor round() {
    return decomposed(() -> Decompositions.rounding(this, UnaryOp.Kind.ROUND_NEAREST_EVEN));
  }

  public Tensor relu() {
    return decomposed(() -> Decompositions.relu(this));
  }

  /** Exact GELU: {@code x * Phi(x)} with the erf form. */
  public Tensor gelu() {
    return decomposed(() -> Decompositions.gelu(this, "none"));
  }

  /** GELU with {@code approximate} "none" (erf) or "tanh". */
  public Tensor gelu(String approximate) {
    return decomposed(() -> Decompositions.gelu(this, approximate));
  }

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
    return condition.session().decomposed(() -> Decompositions.where(condition, onTrue, onFalse));
  }

  public static Tensor where(Tensor condition, Tensor onTrue, double onFalse) {
    return condition.session().decomposed(() -> Decompositions.where(condition, onTrue, Scalar.of(onFalse)));
  }

  public static Tensor where(Tensor condition, double onTrue, Tensor onFalse) {
    return condition.session().decomposed(() -> Decompositions.where(condition, Scalar.of(onTrue), onFalse));
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
    return decomposed(() -> Decompositions.matmul(this, other, Precision.DEFAULT));
  }

  /** matmul at a chosen precision; HIGHEST keeps float32 inputs unrounded. */
  public Tensor matmul(Tensor other, Precision precision) {
    return decomposed(() -> Decompositions.matmul(this, other, precision));
  }

  public Tensor mm(Tensor other) {
    return decomposed(() -> Decompositions.mm(this, other, Precision.DEFAULT));
  }

  public Tensor bmm(Tensor other) {
    return decomposed(() -> Decompositions.bmm(this, other, Precision.DEFAULT));
  }

  /** {@code F.linear}: {@code input @ weight^T + bias}; weight is [out, in], bias may be null. */
  public static Tensor linear(Tensor input, Tensor weight, Tensor bias) {
    return input.session().decomposed(() -> Decompositions.linear(input, weight, bias, Precision.DEFAULT));
  }

  public static Tensor linear(Tensor input, Tensor weight, Tensor bias, Precision precision) {
    return input.session().decomposed(() -> Decompositions.linear(input, weight, bias, precision));
  }

  // ------------------------------------------------------------------ reductions

  /** Sum of all elements (s64 for integer and pred tensors). */
  public Tensor sum() {
    return decomposed(() -> Decompositions.sum(this, new int[0], false));
  }

  public Tensor sum(int... dims) {
    return decomposed(() -> Decompositions.sum(this, dims, false));
  }

  public Tensor sum(int dim, boolean keepdim) {
    return decomposed(() -> Decompositions.sum(this, new int[] {dim}, keepdim));
  }

  public Tensor sum(int[] dims, boolean keepdim) {
    return decomposed(() -> Decompositions.sum(this, dims, keepdim));
  }

  /** Mean of all elements; floating tensors only. */
  public Tensor mean() {
    return decomposed(() -> Decompositions.mean(this, new int[0], false));
  }

  public Tensor mean(int... dims) {
    return decomposed(() -> Decompositions.mean(this, dims, false));
  }

  public Tensor mean(int dim, boolean keepdim) {
    return decomposed(() -> Decompositions.mean(this, new int[] {dim}, keepdim));
  }

  public Tensor mean(int[] dims, boolean keepdim) {
    return decomposed(() -> Decompositions.mean(this, dims, keepdim));
  }

  /** Product of all elements (s64 for integer and pred tensors). */
  public Tensor prod() {
    return decomposed(() -> Decompositions.prod(this, new int[0], false));
  }

  public Tensor prod(int dim) {
    return decomposed(() -> Decompositions.prod(this, new int[] {dim}, false));
  }

  public Tensor prod(int dim, boolean keepdim) {
    return decomposed(() -> Decompositions.prod(this, new int[] {dim}, keepdim));
  }

  /** Largest element. */
  public Tensor max() {
    return decomposed(() -> Decompositions.extremum("max", ReduceOp.Kind.MAX, this, new int[0], false));
  }

  /** Largest values along {@code dim} and their (first) indices. */
  public ValuesAndIndices max(int dim) {
    return session.scoped(() -> Decompositions.extremumWithIndices("max", this, dim, false, true), vi -> List.of(vi.values(), vi.indices()));
  }

  public ValuesAndIndices max(int dim, boolean keepdim) {
    return session.scoped(() -> Decompositions.extremumWithIndices("max", this, dim, keepdim, true), vi -> List.of(vi.values(), vi.indices()));
  }

  /** Smallest element. */
  public Tensor min() {
    return decomposed(() -> Decompositions.extremum("min", ReduceOp.Kind.MIN, this, new int[0], false));
  }

  public ValuesAndIndices min(int dim) {
    return session.scoped(() -> Decompositions.extremumWithIndices("min", this, dim, false, false), vi -> List.of(vi.values(), vi.indices()));
  }

  public ValuesAndIndices min(int dim, boolean keepdim) {
    return session.scoped(() -> Decompositions.extremumWithIndices("min", this, dim, keepdim, false), vi -> List.of(vi.values(), vi.indices()));
  }

  public Tensor amax() {
    return decomposed(() -> Decompositions.extremum("amax", ReduceOp.Kind.MAX, this, new int[0], false));
  }

  public Tensor amax(int... dims) {
    return decomposed(() -> Decompositions.extremum("amax", ReduceOp.Kind.MAX, this, dims, false));
  }

  public Tensor amax(int dim, boolean keepdim) {
    return decomposed(() -> Decompositions.extremum("amax", ReduceOp.Kind.MAX, this, new int[] {dim}, keepdim));
  }

  public Tensor amax(int[] dims, boolean keepdim) {
    return decomposed(() -> Decompositions.extremum("amax", ReduceOp.Kind.MAX, this, dims, keepdim));
  }

  public Tensor amin() {
    return decomposed(() -> Decompositions.extremum("amin", ReduceOp.Kind.MIN, this, new int[0], false));
  }

  public Tensor amin(int... dims) {
    return decomposed(() -> Decompositions.extremum("amin", ReduceOp.Kind.MIN, this, dims, false));
  }

  public Tensor amin(int dim, boolean keepdim) {
    return decomposed(() -> Decompositions.extremum("amin", ReduceOp.Kind.MIN, this, new int[] {dim}, keepdim));
  }

  public Tensor amin(int[] dims, boolean keepdim) {
    return decomposed(() -> Decompositions.extremum("amin", ReduceOp.Kind.MIN, this, dims, keepdim));
  }

  /** Index (s64 scalar) of the largest element of the flattened tensor. */
  public Tensor argmax() {
    return decomposed(() -> Decompositions.argExtremum("argmax", ArgReduceOp.Kind.ARGMAX, this));
  }

  public Tensor argmax(int dim) {
    return decomposed(() -> Decompositions.argExtremum("argmax", ArgReduceOp.Kind.ARGMAX, this, dim, false));
  }

  public Tensor argmax(int dim, boolean keepdim) {
    return decomposed(() -> Decompositions.argExtremum("argmax", ArgReduceOp.Kind.ARGMAX, this, dim, keepdim));
  }

  public Tensor argmin() {
    return decomposed(() -> Decompositions.argExtremum("argmin", ArgReduceOp.Kind.ARGMIN, this));
  }

  public Tensor argmin(int dim) {
    return decomposed(() -> Decompositions.argExtremum("argmin", ArgReduceOp.Kind.ARGMIN, this, dim, false));
  }

  public Tensor argmin(int dim, boolean keepdim) {
    return decomposed(() -> Decompositions.argExtremum("argmin", ArgReduceOp.Kind.ARGMIN, this, dim, keepdim));
  }

  // ------------------------------------------------------------------ neural-network functions

  public Tensor softmax(int dim) {
    return decomposed(() -> Decompositions.softmax(this, dim));
  }

  public Tensor logSoftmax(int dim) {
    return decomposed(() -> Decompositions.logSoftmax(this, dim));
  }

  /** Layer norm over the trailing {@code normalizedShape} dims; weight and bias may be null. */
  public Tensor layerNorm(long[] normalizedShape, Tensor weight, Tensor bias, double eps) {
    return decomposed(() -> Decompositions.layerNorm(this, normalizedShape, weight, bias, eps));
  }

  /** Layer norm without affine parameters and PyTorch's default eps 1e-5. */
  public Tensor layerNorm(long... normalizedShape) {
    return decomposed(() -> Decompositions.layerNorm(this, normalizedShape, null, null, 1e-5));
  }

  /** Mean cross-entropy of logits [N, C] against class indices [N] or class probabilities [N, C]. */
  public static Tensor crossEntropy(Tensor logits, Tensor targets) {
    return logits.session().decomposed(() -> Decompositions.crossEntropy(logits, targets));
  }

  /** Cross-entropy where class-index targets equal to {@code ignoreIndex} are left out of the mean. */
  public static Tensor crossEntropy(Tensor logits, Tensor targets, long ignoreIndex) {
    return logits.session().decomposed(() -> Decompositions.crossEntropy(logits, targets, ignoreIndex));
  }

  /** Rows of {@code weight} [V, D] at {@code indices} (any shape) -> [..., D]. */
  public static Tensor embedding(Tensor weight, Tensor indices) {
    return weight.session().decomposed(() -> Decompositions.embedding(weight, indices));
  }

  // ------------------------------------------------------------------ shape and views

  /** Same elements in row-major order, new dims; one dim may be -1. */
  public Tensor reshape(long... shape) {
    return decomposed(() -> Views.reshape(this, shape));
  }

  /** Same as {@link #reshape}: every tensor here is contiguous. */
  public Tensor view(long... shape) {
    return decomposed(() -> Views.reshape(this, shape));
  }

  public Tensor flatten() {
    return decomposed(() -> Views.flatten(this, 0, -1));
  }

  public Tensor flatten(int startDim, int endDim) {
    return decomposed(() -> Views.flatten(this, startDim, endDim));
  }

  public Tensor squeeze() {
    return decomposed(() -> Views.squeeze(this));
  }

  public Tensor squeeze(int dim) {
    return decomposed(() -> Views.squeeze(this, dim));
  }

  public Tensor unsqueeze(int dim) {
    return decomposed(() -> Views.unsqueeze(this, dim));
  }

  /** Broadcast to {@code sizes}; -1 keeps a dim. */
  public Tensor expand(long... sizes) {
    return decomposed(() -> Views.expand(this, sizes));
  }

  public Tensor transpose(int dim0, int dim1) {
    return decomposed(() -> Views.transpose(this, dim0, dim1));
  }

  public Tensor permute(int... dims) {
    return decomposed(() -> Views.permute(this, dims));
  }

  /** Matrix transpose; vectors and scalars unchanged. */
  public Tensor t() {
    return decomposed(() -> Views.t(this));
  }

  /** {@code x[start:end]} along {@code dim} (Python bounds: negative from the end, clamped). */
  public Tensor slice(int dim, long start, long end) {
    return decomposed(() -> Views.slice(this, dim, start, end, 1));
  }

  public Tensor slice(int dim, long start, long end, long step) {
    return decomposed(() -> Views.slice(this, dim, start, end, step));
  }

  /** {@code x[..., index, ...]}: the dim disappears. */
  public Tensor select(int dim, long index) {
    return decomposed(() -> Views.select(this, dim, index));
  }

  public Tensor narrow(int dim, long start, long length) {
    return decomposed(() -> Views.narrow(this, dim, start, length));
  }

  public static Tensor cat(List<Tensor> tensors, int dim) {
    return decomposed(tensors, () -> Decompositions.cat(tensors, dim));
  }

  public static Tensor cat(List<Tensor> tensors) {
    return decomposed(tensors, () -> Decompositions.cat(tensors, 0));
  }

  public static Tensor stack(List<Tensor> tensors, int dim) {
    return decomposed(tensors, () -> Decompositions.stack(tensors, dim));
  }

  public static Tensor stack(List<Tensor> tensors) {
    return decomposed(tensors, () -> Decompositions.stack(tensors, 0));
  }

  /** {@code torch.gather(self, dim, index)}: index has this tensor's rank, the result index's shape. */
  public Tensor gather(int dim, Tensor index) {
    return decomposed(() -> Decompositions.gather(this, dim, index));
  }

  public Tensor indexSelect(int dim, Tensor index) {
    return decomposed(() -> Decompositions.indexSelect(this, dim, index));
  }

  /** Converts to {@code dtype} (to pred: {@code x != 0}); returns this tensor if it already has it. */
  public Tensor to(DType dtype) {
    return decomposed(() -> Decompositions.to(this, dtype));
  }

  /** A no-op: tensors here are always contiguous. */
  public Tensor contiguous() {
    return this;
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
