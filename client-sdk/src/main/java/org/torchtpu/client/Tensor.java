package org.torchtpu.client;

import java.util.List;
import java.util.function.Supplier;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp.Precision;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;

/**
 * A handle to a tensor that lives on the server, with PyTorch's operations under their PyTorch
 * names (Java spelling: {@code logSoftmax} for {@code log_softmax}).
 *
 * <p>Operations never modify their operands: every operation returns a new tensor (views included); the one
 * in-place update is {@link #setData}, which an optimizer step uses as PyTorch's {@code optimizer.step()} updates
 * its parameters in place. Shapes and
 * dtypes are known on the client, so operations return at once and errors in shapes are thrown
 * at the calling line before anything is sent; values travel only when read
 * ({@link #toFloatArray()}, {@link #item()}, ...), which is a sync point. Elementwise operations
 * broadcast and promote types as PyTorch does ({@link TypePromotion}); Java {@code double} and
 * {@code long} operands act as PyTorch's Python scalars. How each operation maps onto the wire
 * op set is in {@link Decompositions} and {@link Views}; the gradients of the differentiable
 * operations are in {@link GradientFormulas}.
 *
 * <p>This class holds a tensor's handle, its autograd state and its reads; each operation is a
 * one-line delegation to the class that owns its concern ({@link TensorArithmetic},
 * {@link TensorComparisons}, {@link TensorReductions}, {@link TensorNetworkFunctions},
 * {@link TensorShaping}), which lowers it and records its gradient.
 */
public final class Tensor {
  private final Session session;
  /** The handle this tensor owns; unused while it shares another's value ({@link #storageOwner}). */
  private long handle;
  private final TensorType type;
  /** The trace this tensor is a symbolic value of; null for a tensor on the device. */
  private final Trace trace;
  /**
   * The tensor whose device value this one shares ({@link #detach}, or the source of {@link #setData}), kept
   * reachable so its handle is not freed while this one is in use; null when this tensor owns its handle. A tensor
   * sharing a value reads the owner's handle each time, so it sees the owner's in-place updates, as a detached tensor
   * shares its storage in PyTorch.
   */
  private Tensor storageOwner;
  /** What the session's {@link HandleReaper} tracks this tensor by, when it owns its handle (set when registered). */
  HandleReaper.Owned reaperEntry;
  /** The handle this tensor was made with: a {@link TensorScope} frees only handles made inside it. */
  private final long createdHandle;
  /**
   * The stamp of this tensor's last change of value ({@link #setData}), 0 before any (PyTorch's version counter):
   * stamps come from one increasing counter per session, so a stamp is never seen again for another value, even when
   * a tensor starts or stops reading another's. An autograd node records its inputs' versions, and backward refuses a
   * node whose input was updated since, instead of computing a gradient from the new value.
   */
  private long version;
  /** The leaf this tensor was made the gradient of ({@link #setGrad}): a gradient escapes a {@link TensorScope}. */
  private Tensor gradientOf;

  // Autograd state (see Autograd): mutable metadata, the value itself never changes.
  private boolean requiresGrad;
  private Tensor grad;
  private Autograd.Node gradNode;
  /**
   * Created by a built-in SDK body ({@link Session#atOneCallSite}) that returned another tensor: no user code ever held
   * it, so once its graph is done with it nothing can read it ({@link Autograd#freeSdkIntermediates}).
   */
  private boolean sdkInternal;

  Tensor(Session session, long handle, TensorType type) {
    this(session, handle, type, null);
  }

  Tensor(Session session, long handle, TensorType type, Trace trace) {
    this(session, handle, type, trace, null);
  }

  private Tensor(Session session, long handle, TensorType type, Trace trace, Tensor storageOwner) {
    this.session = session;
    this.handle = handle;
    this.createdHandle = handle;
    this.type = type;
    this.trace = trace;
    this.storageOwner = storageOwner;
  }

  Trace trace() {
    return trace;
  }

  /** Runs one operation on this tensor; its temporaries are freed when it returns. */
  Tensor decomposed(Supplier<Tensor> body) {
    return session.decomposed(body);
  }

  static Tensor decomposed(List<Tensor> tensors, Supplier<Tensor> body) {
    // An empty list is an error the decomposition reports; there is no session to scope it in.
    return tensors.isEmpty() || tensors.get(0) == null ? body.get() : tensors.get(0).session().decomposed(body);
  }

  public Session session() {
    return session;
  }

  public long handle() {
    return storageOwner == null ? handle : storageOwner.handle();
  }

  /** The reaper's entry of the handle this tensor reads: its own, or its storage owner's. */
  HandleReaper.Owned reaperEntry() {
    return storageOwner == null ? reaperEntry : storageOwner.reaperEntry();
  }

  /**
   * The latest stamp of a change to the value this tensor reads: its own, or its storage owner's when that is later
   * (the owner was updated, or started reading another value). Any change draws a fresh stamp, so a version recorded
   * before a change never equals one read after it.
   */
  long version() {
    return storageOwner == null ? version : Math.max(version, storageOwner.version());
  }

  /** The handle this tensor was made with (it may read another since, {@link #setData}). */
  long createdHandle() {
    return createdHandle;
  }

  /** True for a symbolic value of a function being traced (no device memory). */
  public boolean isTraced() {
    return trace != null;
  }

  /**
   * Updates this tensor in place to {@code source}'s value, without a copy: this tensor takes over {@code source}'s
   * device value, and its own old value is freed at once when only this tensor (and tensors detached from it) could
   * read it. This is how an optimizer step updates parameters and state, as PyTorch's {@code optimizer.step()} does:
   * code holding this tensor, or a tensor detached from it, reads the new value afterwards; {@code source} and tensors
   * detached from it share the value from then on, as after PyTorch's {@code p.data = source}. Autograd graphs that
   * used this tensor (or {@code source}) before the update refuse to backpropagate through it (IllegalStateException),
   * since the value they saved is gone. Same session, shape and dtype, a live source (IllegalArgumentException
   * otherwise, before anything changes); not for traced values.
   */
  public void setData(Tensor source) {
    session.setData(this, source);
  }

  /** {@link #setData}'s bookkeeping (the session frees and re-registers handles around it). */
  void takeHandle(long newHandle, long stamp) {
    storageOwner = null;
    handle = newHandle;
    version = stamp;
  }

  /** {@link #setData}'s bookkeeping: this tensor shares {@code owner}'s value from now on. */
  void shareValueOf(Tensor owner, long stamp) {
    storageOwner = owner;
    reaperEntry = null;
    version = stamp;
  }

  /** Whether this tensor owns its handle (not detached from another, not a {@link #setData} source). */
  boolean ownsHandle() {
    return storageOwner == null;
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

  public Tensor add(Tensor other) { return TensorArithmetic.add(this, other); }
  public Tensor add(double other) { return TensorArithmetic.add(this, other); }
  public Tensor add(long other) { return TensorArithmetic.add(this, other); }
  public Tensor sub(Tensor other) { return TensorArithmetic.sub(this, other); }
  public Tensor sub(double other) { return TensorArithmetic.sub(this, other); }
  public Tensor sub(long other) { return TensorArithmetic.sub(this, other); }
  public Tensor mul(Tensor other) { return TensorArithmetic.mul(this, other); }
  public Tensor mul(double other) { return TensorArithmetic.mul(this, other); }
  public Tensor mul(long other) { return TensorArithmetic.mul(this, other); }

  /** True division ({@code torch.div}): integer operands give the default float. */
  public Tensor div(Tensor other) { return TensorArithmetic.div(this, other); }
  public Tensor div(double other) { return TensorArithmetic.div(this, other); }
  public Tensor div(long other) { return TensorArithmetic.div(this, other); }
  public Tensor pow(Tensor exponent) { return TensorArithmetic.pow(this, exponent); }
  public Tensor pow(double exponent) { return TensorArithmetic.pow(this, exponent); }
  public Tensor pow(long exponent) { return TensorArithmetic.pow(this, exponent); }

  /** Elementwise maximum; NaN propagates. */
  public Tensor maximum(Tensor other) { return TensorArithmetic.maximum(this, other); }

  /** Elementwise minimum; NaN propagates. */
  public Tensor minimum(Tensor other) { return TensorArithmetic.minimum(this, other); }
  public Tensor clamp(double min, double max) { return TensorArithmetic.clamp(this, min, max); }
  public Tensor clamp(long min, long max) { return TensorArithmetic.clamp(this, min, max); }

  /** Clamp with tensor bounds; either may be null for no bound. */
  public Tensor clamp(Tensor min, Tensor max) { return TensorArithmetic.clamp(this, min, max); }
  public Tensor clampMin(double min) { return TensorArithmetic.clampMin(this, min); }
  public Tensor clampMax(double max) { return TensorArithmetic.clampMax(this, max); }

  // ------------------------------------------------------------------ unary

  public Tensor neg() { return TensorArithmetic.neg(this); }
  public Tensor abs() { return TensorArithmetic.abs(this); }
  public Tensor sign() { return TensorArithmetic.sign(this); }
  public Tensor exp() { return TensorArithmetic.exp(this); }
  public Tensor log() { return TensorArithmetic.log(this); }
  public Tensor log1p() { return TensorArithmetic.log1p(this); }
  public Tensor expm1() { return TensorArithmetic.expm1(this); }
  public Tensor sqrt() { return TensorArithmetic.sqrt(this); }
  public Tensor rsqrt() { return TensorArithmetic.rsqrt(this); }
  public Tensor tanh() { return TensorArithmetic.tanh(this); }
  public Tensor sigmoid() { return TensorArithmetic.sigmoid(this); }
  public Tensor sin() { return TensorArithmetic.sin(this); }
  public Tensor cos() { return TensorArithmetic.cos(this); }
  public Tensor floor() { return TensorArithmetic.floor(this); }
  public Tensor ceil() { return TensorArithmetic.ceil(this); }

  /** Round half to even, as {@code torch.round}. */
  public Tensor round() { return TensorArithmetic.round(this); }
  public Tensor relu() { return TensorArithmetic.relu(this); }

  /** Exact GELU: {@code x * Phi(x)} with the erf form. */
  public Tensor gelu() { return TensorArithmetic.gelu(this); }

  /** GELU with {@code approximate} "none" (erf) or "tanh". */
  public Tensor gelu(String approximate) { return TensorArithmetic.gelu(this, approximate); }

  /** The error function. */
  public Tensor erf() { return TensorArithmetic.erf(this); }

  // ------------------------------------------------------------------ comparisons and logic

  public Tensor eq(Tensor other) { return TensorComparisons.eq(this, other); }
  public Tensor eq(double other) { return TensorComparisons.eq(this, other); }
  public Tensor eq(long other) { return TensorComparisons.eq(this, other); }
  public Tensor ne(Tensor other) { return TensorComparisons.ne(this, other); }
  public Tensor ne(double other) { return TensorComparisons.ne(this, other); }
  public Tensor ne(long other) { return TensorComparisons.ne(this, other); }
  public Tensor lt(Tensor other) { return TensorComparisons.lt(this, other); }
  public Tensor lt(double other) { return TensorComparisons.lt(this, other); }
  public Tensor lt(long other) { return TensorComparisons.lt(this, other); }
  public Tensor le(Tensor other) { return TensorComparisons.le(this, other); }
  public Tensor le(double other) { return TensorComparisons.le(this, other); }
  public Tensor le(long other) { return TensorComparisons.le(this, other); }
  public Tensor gt(Tensor other) { return TensorComparisons.gt(this, other); }
  public Tensor gt(double other) { return TensorComparisons.gt(this, other); }
  public Tensor gt(long other) { return TensorComparisons.gt(this, other); }
  public Tensor ge(Tensor other) { return TensorComparisons.ge(this, other); }
  public Tensor ge(double other) { return TensorComparisons.ge(this, other); }
  public Tensor ge(long other) { return TensorComparisons.ge(this, other); }
  public Tensor logicalAnd(Tensor other) { return TensorComparisons.logicalAnd(this, other); }
  public Tensor logicalOr(Tensor other) { return TensorComparisons.logicalOr(this, other); }
  public Tensor logicalXor(Tensor other) { return TensorComparisons.logicalXor(this, other); }
  public Tensor logicalNot() { return TensorComparisons.logicalNot(this); }

  /** {@code torch.where}: {@code onTrue} where {@code condition} (pred) holds, else {@code onFalse}. */
  public static Tensor where(Tensor condition, Tensor onTrue, Tensor onFalse) {
    return TensorComparisons.where(condition, onTrue, onFalse);
  }

  public static Tensor where(Tensor condition, Tensor onTrue, double onFalse) {
    return TensorComparisons.where(condition, onTrue, onFalse);
  }

  public static Tensor where(Tensor condition, double onTrue, Tensor onFalse) {
    return TensorComparisons.where(condition, onTrue, onFalse);
  }

  public static Tensor where(Tensor condition, double onTrue, double onFalse) {
    return TensorComparisons.where(condition, onTrue, onFalse);
  }

  // ------------------------------------------------------------------ matrix products

  /**
   * {@code torch.matmul}: vectors, matrices and batches (batch dims broadcast), at DEFAULT
   * precision: float inputs round to bf16 and products accumulate in float32, as a TPU's MXU
   * computes in one pass.
   */
  public Tensor matmul(Tensor other) { return TensorNetworkFunctions.matmul(this, other); }

  /** matmul at a chosen precision; HIGHEST keeps float32 inputs unrounded. */
  public Tensor matmul(Tensor other, Precision precision) {
    return TensorNetworkFunctions.matmul(this, other, precision);
  }

  public Tensor mm(Tensor other) { return TensorNetworkFunctions.mm(this, other); }
  public Tensor bmm(Tensor other) { return TensorNetworkFunctions.bmm(this, other); }

  /** {@code F.linear}: {@code input @ weight^T + bias}; weight is [out, in], bias may be null. */
  public static Tensor linear(Tensor input, Tensor weight, Tensor bias) {
    return TensorNetworkFunctions.linear(input, weight, bias);
  }

  public static Tensor linear(Tensor input, Tensor weight, Tensor bias, Precision precision) {
    return TensorNetworkFunctions.linear(input, weight, bias, precision);
  }

  // ------------------------------------------------------------------ reductions

  /** Sum of all elements (s64 for integer and pred tensors). */
  public Tensor sum() { return TensorReductions.sum(this); }
  public Tensor sum(int... dims) { return TensorReductions.sum(this, dims); }
  public Tensor sum(int dim, boolean keepdim) { return TensorReductions.sum(this, dim, keepdim); }
  public Tensor sum(int[] dims, boolean keepdim) { return TensorReductions.sum(this, dims, keepdim); }

  /** Mean of all elements; floating tensors only. */
  public Tensor mean() { return TensorReductions.mean(this); }
  public Tensor mean(int... dims) { return TensorReductions.mean(this, dims); }
  public Tensor mean(int dim, boolean keepdim) { return TensorReductions.mean(this, dim, keepdim); }
  public Tensor mean(int[] dims, boolean keepdim) { return TensorReductions.mean(this, dims, keepdim); }

  /** Product of all elements (s64 for integer and pred tensors). */
  public Tensor prod() { return TensorReductions.prod(this); }
  public Tensor prod(int dim) { return TensorReductions.prod(this, dim); }
  public Tensor prod(int dim, boolean keepdim) { return TensorReductions.prod(this, dim, keepdim); }

  /** Largest element. */
  public Tensor max() { return TensorReductions.max(this); }

  /** Largest values along {@code dim} and their (first) indices. */
  public ValuesAndIndices max(int dim) { return max(dim, false); }
  public ValuesAndIndices max(int dim, boolean keepdim) { return TensorReductions.max(this, dim, keepdim); }

  /** Smallest element. */
  public Tensor min() { return TensorReductions.min(this); }

  public ValuesAndIndices min(int dim) { return min(dim, false); }
  public ValuesAndIndices min(int dim, boolean keepdim) { return TensorReductions.min(this, dim, keepdim); }

  public Tensor amax() { return TensorReductions.amax(this); }
  public Tensor amax(int... dims) { return TensorReductions.amax(this, dims); }
  public Tensor amax(int dim, boolean keepdim) { return TensorReductions.amax(this, dim, keepdim); }
  public Tensor amax(int[] dims, boolean keepdim) { return TensorReductions.amax(this, dims, keepdim); }

  public Tensor amin() { return TensorReductions.amin(this); }
  public Tensor amin(int... dims) { return TensorReductions.amin(this, dims); }
  public Tensor amin(int dim, boolean keepdim) { return TensorReductions.amin(this, dim, keepdim); }
  public Tensor amin(int[] dims, boolean keepdim) { return TensorReductions.amin(this, dims, keepdim); }

  /** Index (s64 scalar) of the largest element of the flattened tensor. */
  public Tensor argmax() { return TensorReductions.argmax(this); }
  public Tensor argmax(int dim) { return TensorReductions.argmax(this, dim); }
  public Tensor argmax(int dim, boolean keepdim) { return TensorReductions.argmax(this, dim, keepdim); }

  public Tensor argmin() { return TensorReductions.argmin(this); }
  public Tensor argmin(int dim) { return TensorReductions.argmin(this, dim); }
  public Tensor argmin(int dim, boolean keepdim) { return TensorReductions.argmin(this, dim, keepdim); }

  // ------------------------------------------------------------------ neural-network functions

  public Tensor softmax(int dim) { return TensorNetworkFunctions.softmax(this, dim); }
  public Tensor logSoftmax(int dim) { return TensorNetworkFunctions.logSoftmax(this, dim); }

  /** Layer norm over the trailing {@code normalizedShape} dims; weight and bias may be null. */
  public Tensor layerNorm(long[] normalizedShape, Tensor weight, Tensor bias, double eps) {
    return TensorNetworkFunctions.layerNorm(this, normalizedShape, weight, bias, eps);
  }

  /** Layer norm without affine parameters and PyTorch's default eps 1e-5. */
  public Tensor layerNorm(long... normalizedShape) { return TensorNetworkFunctions.layerNorm(this, normalizedShape); }

  /** Mean cross-entropy of logits [N, C] against class indices [N] or class probabilities [N, C]. */
  public static Tensor crossEntropy(Tensor logits, Tensor targets) {
    return TensorNetworkFunctions.crossEntropy(logits, targets);
  }

  /** Cross-entropy where class-index targets equal to {@code ignoreIndex} are left out of the mean. */
  public static Tensor crossEntropy(Tensor logits, Tensor targets, long ignoreIndex) {
    return TensorNetworkFunctions.crossEntropy(logits, targets, ignoreIndex);
  }

  /** Rows of {@code weight} [V, D] at {@code indices} (any shape) -> [..., D]. */
  public static Tensor embedding(Tensor weight, Tensor indices) {
    return TensorNetworkFunctions.embedding(weight, indices);
  }

  // ------------------------------------------------------------------ shape and views

  /** Same elements in row-major order, new dims; one dim may be -1. */
  public Tensor reshape(long... shape) { return TensorShaping.reshape(this, shape); }

  /** Same as {@link #reshape}: every tensor here is contiguous. */
  public Tensor view(long... shape) { return TensorShaping.view(this, shape); }
  public Tensor flatten() { return TensorShaping.flatten(this); }
  public Tensor flatten(int startDim, int endDim) { return TensorShaping.flatten(this, startDim, endDim); }
  public Tensor squeeze() { return TensorShaping.squeeze(this); }
  public Tensor squeeze(int dim) { return TensorShaping.squeeze(this, dim); }
  public Tensor unsqueeze(int dim) { return TensorShaping.unsqueeze(this, dim); }

  /** Broadcast to {@code sizes}; -1 keeps a dim. */
  public Tensor expand(long... sizes) { return TensorShaping.expand(this, sizes); }
  public Tensor transpose(int dim0, int dim1) { return TensorShaping.transpose(this, dim0, dim1); }
  public Tensor permute(int... dims) { return TensorShaping.permute(this, dims); }

  /** Matrix transpose; vectors and scalars unchanged. */
  public Tensor t() { return TensorShaping.t(this); }

  /** {@code x[start:end]} along {@code dim} (Python bounds: negative from the end, clamped). */
  public Tensor slice(int dim, long start, long end) { return TensorShaping.slice(this, dim, start, end); }

  public Tensor slice(int dim, long start, long end, long step) {
    return TensorShaping.slice(this, dim, start, end, step);
  }

  /** {@code x[..., index, ...]}: the dim disappears. */
  public Tensor select(int dim, long index) { return TensorShaping.select(this, dim, index); }
  public Tensor narrow(int dim, long start, long length) { return TensorShaping.narrow(this, dim, start, length); }
  public static Tensor cat(List<Tensor> tensors, int dim) { return TensorShaping.cat(tensors, dim); }
  public static Tensor cat(List<Tensor> tensors) { return TensorShaping.cat(tensors); }
  public static Tensor stack(List<Tensor> tensors, int dim) { return TensorShaping.stack(tensors, dim); }
  public static Tensor stack(List<Tensor> tensors) { return TensorShaping.stack(tensors); }

  /** {@code torch.gather(self, dim, index)}: index has this tensor's rank, the result index's shape. */
  public Tensor gather(int dim, Tensor index) { return TensorShaping.gather(this, dim, index); }
  public Tensor indexSelect(int dim, Tensor index) { return TensorShaping.indexSelect(this, dim, index); }

  /** Converts to {@code dtype} (to pred: {@code x != 0}); returns this tensor if it already has it. */
  public Tensor to(DType dtype) { return TensorShaping.to(this, dtype); }

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
    if (gradient != null) {
      gradient.gradientOf = this;
    }
  }

  /** Whether this tensor is still some tensor's accumulated gradient. */
  boolean isGradientOfLeaf() {
    return gradientOf != null && gradientOf.grad == this;
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

  /**
   * A copy with its own value, as PyTorch's {@code clone()}: later in-place updates of this tensor
   * ({@link #setData}, an optimizer step) do not reach it, so it snapshots a parameter; gradients flow through it.
   */
  public Tensor clone() {
    return TensorShaping.copy(this);
  }

  /** The same value outside the graph: a leaf that does not require grad (no copy is made). */
  public Tensor detach() {
    // reads its handle and reaper entry through this tensor: freeing either frees the one handle
    return new Tensor(session, handle(), type, trace, this);
  }

  Autograd.Node gradNode() {
    return gradNode;
  }

  void markSdkInternal() {
    sdkInternal = true;
  }

  boolean sdkInternal() {
    return sdkInternal;
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
    return "Tensor(" + Shapes.toString(type) + (trace == null ? ", handle=" : ", traced %") + handle() + ")";
  }
}
