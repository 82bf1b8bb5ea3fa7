package org.torchtpu.client;

import java.util.List;
import java.util.function.Supplier;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.RngOp;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;

/**
 * Tensor factories of a {@link Session} (zeros, ones, full, arange, rand, randn, from Java
 * arrays), written in terms of the session's two primitives.
 *
 * <p>Default dtypes follow PyTorch: float data and float fills are f32, long data and integer
 * {@code arange} are s64 (int64), int data is s32, boolean data is pred. Filled tensors are a
 * rank-0 constant broadcast on the device, so nothing large travels. Random tensors take an
 * explicit seed and are reproducible: the same seed, dtype and shape give the same values.
 */
public abstract class TensorFactories {
  /** Emits an op with its kind set; returns its results. */
  public abstract List<Tensor> emit(Op.Builder op, List<Tensor> operands);

  /** As {@link #emit}, for an op whose result types the caller knows (a program's call, which restates no types). */
  abstract List<Tensor> emitTyped(Op.Builder op, List<Tensor> operands, List<TensorType> resultTypes);

  /** Uploads host data as a new tensor. */
  public abstract Tensor upload(TensorLiteral data);

  /** Runs one tensor operation; the tensors it creates other than its result are freed when it returns. */
  abstract Tensor decomposed(Supplier<Tensor> body);

  // ------------------------------------------------------------------ filled

  /** f32 zeros. */
  public Tensor zeros(long... dims) {
    return zeros(TypePromotion.DEFAULT_FLOAT, dims);
  }

  public Tensor zeros(DType dtype, long... dims) {
    return filled(Scalar.of(0L), dtype, dims);
  }

  /** f32 ones. */
  public Tensor ones(long... dims) {
    return ones(TypePromotion.DEFAULT_FLOAT, dims);
  }

  public Tensor ones(DType dtype, long... dims) {
    return filled(Scalar.of(1L), dtype, dims);
  }

  /** {@code value} everywhere, f32 (a double fill value gives PyTorch's default float). */
  public Tensor full(long[] dims, double value) {
    return full(dims, value, TypePromotion.DEFAULT_FLOAT);
  }

  /** {@code value} everywhere, s64 (an integer fill value gives int64, as in PyTorch). */
  public Tensor full(long[] dims, long value) {
    return full(dims, value, TypePromotion.DEFAULT_INTEGER);
  }

  /** {@code value} everywhere, pred. */
  public Tensor full(long[] dims, boolean value) {
    return filled(Scalar.of(value ? 1L : 0L), DType.PRED, dims);
  }

  /** {@code value} converted to {@code dtype} (rounded for floats; truncated for integers) everywhere. */
  public Tensor full(long[] dims, double value, DType dtype) {
    return filled(Scalar.of(value), dtype, dims);
  }

  public Tensor full(long[] dims, long value, DType dtype) {
    return filled(Scalar.of(value), dtype, dims);
  }

  /** A rank-0 f32 tensor. */
  public Tensor scalar(double value) {
    return scalar(value, TypePromotion.DEFAULT_FLOAT);
  }

  public Tensor scalar(double value, DType dtype) {
    return filled(Scalar.of(value), dtype, new long[0]);
  }

  /** A rank-0 s64 tensor. */
  public Tensor scalar(long value) {
    return filled(Scalar.of(value), TypePromotion.DEFAULT_INTEGER, new long[0]);
  }

  private Tensor filled(Scalar value, DType dtype, long[] dims) {
    checkDims("full", dtype, dims);
    long[] shape = dims.clone();
    return decomposed(() -> Decompositions.fill(this, value, dtype, shape));
  }

  // ------------------------------------------------------------------ ranges

  /** {@code [0, 1, ..., end-1]} as s64. */
  public Tensor arange(long end) {
    return arange(0, end, 1);
  }

  /** {@code [start, ..., end-1]} as s64. */
  public Tensor arange(long start, long end) {
    return arange(start, end, 1);
  }

  /** {@code start, start+step, ...} while before {@code end}, as s64. */
  public Tensor arange(long start, long end, long step) {
    return arange(start, end, step, TypePromotion.DEFAULT_INTEGER);
  }

  /**
   * {@code torch.arange(start, end, step, dtype)}: {@code ceil((end - start) / step)} values
   * {@code start + i * step}. Integer dtypes need whole-number bounds and are computed on the
   * device from an iota; float dtypes are computed on the host in double and rounded once, so
   * they equal PyTorch's values bit for bit (an iota-based float computation would round twice).
   */
  public Tensor arange(double start, double end, double step, DType dtype) {
    return decomposed(() -> rangeOps(start, end, step, dtype));
  }

  private Tensor rangeOps(double start, double end, double step, DType dtype) {
    if (!DTypes.isSupported(dtype) || dtype == DType.PRED) {
      throw new OpTypeException("arange: unsupported dtype " + dtype);
    }
    if (!Double.isFinite(start) || !Double.isFinite(end) || !Double.isFinite(step)) {
      throw new OpTypeException("arange: unsupported range " + start + " to " + end + " step " + step);
    }
    if (step == 0) {
      throw new OpTypeException("arange: step must be nonzero");
    }
    if ((step > 0 && end < start) || (step < 0 && end > start)) {
      throw new OpTypeException("arange: upper bound and lower bound inconsistent with step sign (start " + start
          + ", end " + end + ", step " + step + ")");
    }
    double size = Math.ceil((end - start) / step);
    if (DTypes.isFloat(dtype)) {
      // Host-built: the values live in one Java array before upload.
      if (size > LiteralCodec.MAX_BYTES / DTypes.byteSize(dtype)) {
        throw new OpTypeException("arange: " + (long) size + " elements is too many for a float range");
      }
      int n = (int) size;
      float[] values = new float[n];
      for (int i = 0; i < n; i++) {
        values[i] = (float) (start + i * step);
      }
      return WireOps.constant(this, LiteralCodec.fromFloats(values, dtype, n));
    }
    if (size > Shapes.MAX_ELEMENTS) {
      throw new OpTypeException("arange: " + (long) size + " elements is more than " + Shapes.MAX_ELEMENTS);
    }
    long n = (long) size;
    if (start != Math.rint(start) || step != Math.rint(step)) {
      throw new OpTypeException("arange: integer dtype " + DTypes.name(dtype) + " needs whole-number start and step, got "
          + start + " and " + step);
    }
    Tensor index = WireOps.iota(this, Shapes.type(dtype, n), 0);
    if (step != 1) {
      index = WireOps.binary(index, Decompositions.fill(this, Scalar.of((long) step), dtype, new long[] {n}),
          BinaryOp.Kind.MULTIPLY);
    }
    if (start != 0) {
      index = WireOps.binary(index, Decompositions.fill(this, Scalar.of((long) start), dtype, new long[] {n}),
          BinaryOp.Kind.ADD);
    }
    return index;
  }

  // ------------------------------------------------------------------ random

  /** Uniform on [0, 1), f32, from counter-based RNG keyed by {@code seed}. */
  public Tensor rand(long seed, long... dims) {
    return rand(seed, TypePromotion.DEFAULT_FLOAT, dims);
  }

  public Tensor rand(long seed, DType dtype, long... dims) {
    return random("rand", RngOp.Distribution.UNIFORM, seed, dtype, dims, 0, 1);
  }

  /** Standard normal, f32, from counter-based RNG keyed by {@code seed}. */
  public Tensor randn(long seed, long... dims) {
    return randn(seed, TypePromotion.DEFAULT_FLOAT, dims);
  }

  public Tensor randn(long seed, DType dtype, long... dims) {
    return random("randn", RngOp.Distribution.NORMAL, seed, dtype, dims, 0, 1);
  }

  /** Uniform on [low, high) of a floating dtype. */
  public Tensor uniform(long seed, double low, double high, DType dtype, long... dims) {
    return random("uniform", RngOp.Distribution.UNIFORM, seed, dtype, dims, low, high);
  }

  /** Normal with the given mean and standard deviation, of a floating dtype. */
  public Tensor normal(long seed, double mean, double std, DType dtype, long... dims) {
    return random("normal", RngOp.Distribution.NORMAL, seed, dtype, dims, mean, std);
  }

  private Tensor random(String op, RngOp.Distribution distribution, long seed, DType dtype, long[] dims,
      double a, double b) {
    checkDims(op, dtype, dims);
    if (!DTypes.isFloat(dtype)) {
      throw new OpTypeException(op + ": expected a floating dtype, got " + DTypes.name(dtype));
    }
    return WireOps.rng(this, Shapes.type(dtype, dims), distribution, seed, a, b);
  }

  // ------------------------------------------------------------------ from host data

  /** f32 data; no dims means a vector of {@code data.length}. */
  public Tensor tensor(float[] data, long... dims) {
    return tensor(data, TypePromotion.DEFAULT_FLOAT, dims);
  }

  /** Float data rounded into {@code dtype} on the client (bf16/f16 ties to even, as the device rounds). */
  public Tensor tensor(float[] data, DType dtype, long... dims) {
    return upload(LiteralCodec.fromFloats(data, dtype, shapeOf(data.length, dims)));
  }

  /** f32 data from doubles (as torch.tensor of Python floats): each value rounds to float32. */
  public Tensor tensor(double[] data, long... dims) {
    float[] values = new float[data.length];
    for (int i = 0; i < data.length; i++) {
      values[i] = (float) data[i];
    }
    return tensor(values, dims);
  }

  /** A matrix from rows of equal length, f32. */
  public Tensor tensor(float[][] rows) {
    return tensor(rows, TypePromotion.DEFAULT_FLOAT);
  }

  public Tensor tensor(float[][] rows, DType dtype) {
    int columns = rows.length == 0 ? 0 : rows[0].length;
    float[] data = new float[Math.multiplyExact(rows.length, columns)];
    for (int r = 0; r < rows.length; r++) {
      if (rows[r].length != columns) {
        throw new OpTypeException("tensor: expected rows of length " + columns + " (row 0), but row " + r + " has "
            + rows[r].length);
      }
      System.arraycopy(rows[r], 0, data, r * columns, columns);
    }
    return tensor(data, dtype, rows.length, columns);
  }

  /** s64 data (PyTorch's default for integer data). */
  public Tensor tensor(long[] data, long... dims) {
    return tensor(data, TypePromotion.DEFAULT_INTEGER, dims);
  }

  public Tensor tensor(long[] data, DType dtype, long... dims) {
    return upload(LiteralCodec.fromLongs(data, dtype, shapeOf(data.length, dims)));
  }

  /** s32 data. */
  public Tensor tensor(int[] data, long... dims) {
    return tensor(data, DType.S32, dims);
  }

  public Tensor tensor(int[] data, DType dtype, long... dims) {
    long[] values = new long[data.length];
    for (int i = 0; i < data.length; i++) {
      values[i] = data[i];
    }
    return tensor(values, dtype, dims);
  }

  /** pred data. */
  public Tensor tensor(boolean[] data, long... dims) {
    return upload(LiteralCodec.fromBooleans(data, DType.PRED, shapeOf(data.length, dims)));
  }

  private static long[] shapeOf(int length, long[] dims) {
    return dims.length == 0 ? new long[] {length} : dims;
  }

  private static void checkDims(String op, DType dtype, long[] dims) {
    if (!DTypes.isSupported(dtype)) {
      throw new OpTypeException(op + ": unsupported dtype " + dtype);
    }
    TensorType type = Shapes.type(dtype, dims);
    try {
      Shapes.numElements(type);
    } catch (OpTypeException e) {
      throw new OpTypeException(op + ": " + e.getMessage());
    }
  }
}
