package org.torchtpu.server.exec;

import java.util.Arrays;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.CompareOp;
import org.torchtpu.api.v1.ConvertOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.IotaOp;
import org.torchtpu.api.v1.UnaryOp;

/**
 * Elementwise ops with TPU numerics: floating results are computed in float32 (double where
 * float would lose accuracy, e.g. pow, erf, atan2) and rounded once into the dtype, as XLA on
 * TPU computes bf16/f16 elementwise math in f32; integer results wrap to the dtype's width.
 *
 * <p>Every op switches on its kind once and then runs a tight loop over the raw storage: a
 * switch per element would cost more than most of the arithmetic.
 *
 * <p>Integer division follows XLA's definition of the cases that would trap on a CPU:
 * {@code x / 0 == -1} (all bits set, so 255 for u8), {@code x % 0 == x},
 * {@code MIN / -1 == MIN} and {@code MIN % -1 == 0}. Integer power with a negative exponent
 * is 0 except for bases 1 (gives 1) and -1 (gives +-1), as XLA does.
 */
public final class ElementwiseKernels {
  private ElementwiseKernels() {}

  // ---------------------------------------------------------------- unary

  public static DeviceArray unary(UnaryOp op, DeviceArray x) {
    UnaryOp.Kind kind = op.getKind();
    if (kind == UnaryOp.Kind.IS_FINITE) {
      requireFloat("is_finite", x);
      long[] out = BufferPool.longs(x.size());
      TileKernels.isFinite(x.floats(), 0, out, 0, out.length);
      return DeviceArray.ofLongsLike(x, DType.PRED, out);
    }
    int n = x.size();
    if (x.isFloat()) {
      float[] out = BufferPool.floatsToOverwrite(n);
      float[] in = x.floats();
      inRanges(n, (from, count) -> TileKernels.unaryFloat(kind, x.dtype(), in, from, out, from, count));
      return DeviceArray.ofFloatsLike(x, x.dtype(), out);
    }
    long[] out = BufferPool.longsToOverwrite(n);
    long[] in = x.longs();
    inRanges(n, (from, count) -> TileKernels.unaryInteger(kind, x.dtype(), in, from, out, from, count));
    return DeviceArray.ofLongsLike(x, x.dtype(), out);
  }

  /** Elements from which an unfused elementwise op is split over the cores (as a fused kernel is). */
  static final int PARALLEL_MIN = 1 << 16;

  /** One range of an elementwise op: elements [from, from + count), each computed on its own. */
  @FunctionalInterface
  interface RangeTask {
    void run(int from, int count);
  }

  /**
   * Runs {@code task} over [0, n): on the calling thread below {@link #PARALLEL_MIN} elements, else in one range
   * per core. Every element is computed by itself with the same formula, so the split changes no bits; each
   * range writes every element of its part of the output, which is why outputs need no zero-fill.
   */
  static void inRanges(int n, RangeTask task) {
    if (n < PARALLEL_MIN) {
      task.run(0, n);
      return;
    }
    int parts = Math.max(1,
        Math.min(java.util.concurrent.ForkJoinPool.getCommonPoolParallelism() + 1, n / (PARALLEL_MIN / 2)));
    // ranges of whole 64-element blocks, so every range but the last starts on a vector boundary
    int per = ((n + parts - 1) / parts + 63) / 64 * 64;
    java.util.stream.IntStream range = java.util.stream.IntStream.range(0, parts);
    // each range in blocks of KernelStop.CHECK_WORK (a multiple of 64), asking between them whether the op is still
    // wanted: a closed session's or cancelled call's large op stops part way, as a product does
    KernelStop.forEachPart(parts > 1 ? range.parallel() : range, p -> {
      KernelStop stop = KernelStop.current();
      long to = Math.min(n, (long) p * per + per);
      // on long: an int block start past 2^31 - 2^20 would wrap negative and run again from there
      for (long from = (long) p * per; from < to; from += KernelStop.CHECK_WORK) {
        stop.check("an elementwise op");
        task.run((int) from, (int) Math.min(KernelStop.CHECK_WORK, to - from));
      }
    }, "an elementwise op");
  }

  /**
   * The end of the block of a single pass (select, clamp, convert, iota) over [0, n) that starts at {@code from}: at
   * most {@link KernelStop#CHECK_WORK} elements, the thread's question asked before each block but the first, so the
   * pass of a closed session or cancelled call stops part way and one of at most a block never asks. A plain loop at
   * the call sites, not a lambda: one call site shared by every pass's lambda made their small-op CPU vary by JIT
   * profile (clamp f32[64,64] 4.4 or 7.8 us in two runs of one build).
   */
  static int blockEnd(int from, int n, String kernel) {
    if (from > 0) {
      KernelStop.current().check(kernel);
    }
    return from + Math.min(KernelStop.CHECK_WORK, n - from);
  }

  /**
   * erf in double, accurate to a few double ulps, so the float rounding of it is almost always
   * the correctly rounded float.
   *
   * <p>A Taylor step from the nearest point of a 1/128 grid on [0, 4): erf(x0 + d) = erf(x0) +
   * erf'(x0) * sum_n (-1)^(n-1) H_(n-1)(x0) d^n / n!, with H the Hermite polynomials (the n-th
   * derivative of erf is erf' times a Hermite polynomial). For |d| <= 1/256 seven terms leave an
   * error below 1e-21. erf(x0) and erf'(x0) are tabulated from {@link #erfSeries}; a dozen
   * multiply-adds per element replace the series' 20 to 70 terms and an exp. Beyond |x| = 4,
   * 1 - erf(x) is below 2^-25 and the float result is exactly +-1.
   */
  static double erf(double x) {
    if (Double.isNaN(x)) {
      return x;
    }
    double ax = Math.abs(x);
    if (ax >= 4.0) {
      return Math.copySign(1.0, x);
    }
    int k = (int) (ax * ERF_GRID + 0.5);
    double x0 = k * (1.0 / ERF_GRID); // exact: the grid step is a power of two
    double d = ax - x0;
    double hPrevious = 1.0; // H_0
    double h = 2.0 * x0; // H_1
    double power = d; // d^n / n!
    double sum = d; // n = 1: H_0 d
    double sign = -1.0;
    for (int n = 2; n <= ERF_TAYLOR_TERMS; n++) {
      power *= d / n;
      sum += sign * h * power;
      double next = 2.0 * x0 * h - 2.0 * (n - 1) * hPrevious;
      hPrevious = h;
      h = next;
      sign = -sign;
    }
    double r = ERF_AT_GRID[k] + ERF_SLOPE_AT_GRID[k] * sum;
    return Math.copySign(Math.min(r, 1.0), x);
  }

  private static final int ERF_GRID = 128;
  private static final int ERF_TAYLOR_TERMS = 7;
  private static final double TWO_OVER_SQRT_PI = 1.1283791670955126;
  private static final double[] ERF_AT_GRID = new double[4 * ERF_GRID + 1];
  private static final double[] ERF_SLOPE_AT_GRID = new double[4 * ERF_GRID + 1];

  /**
   * The everywhere-convergent series erf(x) = 2/sqrt(pi) * exp(-x^2) * sum_n (2x^2)^n x /
   * (1*3*...*(2n+1)), whose terms are all positive (no cancellation), for 0 <= x <= 4: slow (up
   * to ~70 terms), so it only fills the grid of {@link #erf}.
   */
  static double erfSeries(double ax) {
    double twoX2 = 2.0 * ax * ax;
    double term = ax;
    double sum = ax;
    for (int n = 1; n < 160; n++) {
      term *= twoX2 / (2 * n + 1);
      sum += term;
      if (term < sum * 1e-17) {
        break;
      }
    }
    return Math.min(TWO_OVER_SQRT_PI * Math.exp(-ax * ax) * sum, 1.0);
  }

  static {
    for (int k = 0; k < ERF_AT_GRID.length; k++) {
      double x0 = k * (1.0 / ERF_GRID);
      ERF_AT_GRID[k] = erfSeries(x0);
      ERF_SLOPE_AT_GRID[k] = TWO_OVER_SQRT_PI * Math.exp(-x0 * x0);
    }
  }

  // ---------------------------------------------------------------- binary

  public static DeviceArray binary(BinaryOp op, DeviceArray lhs, DeviceArray rhs) {
    requireSameType("binary ", op.getKind(), lhs, rhs);
    int n = lhs.size();
    BinaryOp.Kind kind = op.getKind();
    if (lhs.isFloat()) {
      float[] out = BufferPool.floatsToOverwrite(n);
      float[] a = lhs.floats();
      float[] b = rhs.floats();
      if (n < PARALLEL_MIN) { // a small op (every Strict add of a chain) makes no range lambda
        TileKernels.binaryFloat(kind, lhs.dtype(), a, 0, b, 0, out, 0, n);
      } else {
        inRanges(n, (from, count) -> TileKernels.binaryFloat(kind, lhs.dtype(), a, from, b, from, out, from, count));
      }
      return DeviceArray.ofFloatsLike(lhs, lhs.dtype(), out);
    }
    long[] out = BufferPool.longsToOverwrite(n);
    long[] a = lhs.longs();
    long[] b = rhs.longs();
    if (n < PARALLEL_MIN) {
      TileKernels.binaryInteger(kind, lhs.dtype(), a, 0, b, 0, out, 0, n);
    } else {
      inRanges(n, (from, count) -> TileKernels.binaryInteger(kind, lhs.dtype(), a, from, b, from, out, from, count));
    }
    return DeviceArray.ofLongsLike(lhs, lhs.dtype(), out);
  }

  /**
   * pow as C99 / IEEE 754 define it, as NumPy and XLA compute it: {@code pow(1, y)} is 1 for
   * every y, NaN included, and {@code pow(-1, ±inf)} is 1. Java's {@link Math#pow} answers NaN
   * for those three; every other case it gets right.
   */
  public static double pow(double x, double y) {
    if (x == 1.0 || (x == -1.0 && Double.isInfinite(y))) {
      return 1.0;
    }
    return Math.pow(x, y);
  }

  /** base^exponent by squaring, wrapping mod 2^64 (the caller wraps to the dtype's width). */
  static long integerPower(long base, long exponent) {
    if (exponent < 0) {
      if (base == 1) {
        return 1;
      }
      if (base == -1) {
        return (exponent & 1) == 0 ? 1 : -1;
      }
      return 0;
    }
    long result = 1;
    long b = base;
    long e = exponent;
    while (e != 0) {
      if ((e & 1) != 0) {
        result *= b;
      }
      b *= b;
      e >>>= 1;
    }
    return result;
  }

  // ---------------------------------------------------------------- compare

  public static DeviceArray compare(CompareOp op, DeviceArray lhs, DeviceArray rhs) {
    requireSameType("compare ", op.getDirection(), lhs, rhs);
    long[] out = BufferPool.longs(lhs.size());
    if (lhs.isFloat()) {
      TileKernels.compareFloat(op.getDirection(), lhs.floats(), 0, rhs.floats(), 0, out, 0, out.length);
    } else {
      TileKernels.compareInteger(op.getDirection(), lhs.longs(), 0, rhs.longs(), 0, out, 0, out.length);
    }
    return DeviceArray.ofLongsLike(lhs, DType.PRED, out);
  }

  // ---------------------------------------------------------------- select, clamp

  /** operands: pred (scalar or on_true's shape), on_true, on_false (identical types). */
  public static DeviceArray select(DeviceArray pred, DeviceArray onTrue, DeviceArray onFalse) {
    if (pred.dtype() != DType.PRED) {
      throw new OpTypeException("select predicate must be pred, got " + pred);
    }
    requireSameType("select", "", onTrue, onFalse);
    boolean scalarPred = pred.rank() == 0;
    if (!scalarPred && !Arrays.equals(pred.dims(), onTrue.dims())) {
      throw new OpTypeException("select predicate " + pred + " must be a scalar or have the shape of " + onTrue);
    }
    long[] p = pred.longs();
    int n = onTrue.size();
    if (scalarPred) {
      DeviceArray chosen = p[0] != 0 ? onTrue : onFalse;
      return chosen.isFloat()
          ? DeviceArray.ofFloatsLike(chosen, chosen.dtype(), chosen.floats().clone())
          : DeviceArray.ofLongsLike(chosen, chosen.dtype(), chosen.longs().clone());
    }
    if (onTrue.isFloat()) {
      float[] t = onTrue.floats();
      float[] f = onFalse.floats();
      float[] out = BufferPool.floats(n);
      if (n <= KernelStop.CHECK_WORK) {
        selectFloats(p, t, f, out, 0, n); // one block, as a plain loop: see clamp
      } else {
        for (int from = 0, end; from < n; from = end) {
          end = blockEnd(from, n, "select");
          selectFloats(p, t, f, out, from, end);
        }
      }
      return DeviceArray.ofFloatsLike(onTrue, onTrue.dtype(), out);
    }
    long[] t = onTrue.longs();
    long[] f = onFalse.longs();
    long[] out = BufferPool.longs(n);
    if (n <= KernelStop.CHECK_WORK) {
      selectLongs(p, t, f, out, 0, n);
    } else {
      for (int from = 0, end; from < n; from = end) {
        end = blockEnd(from, n, "select");
        selectLongs(p, t, f, out, from, end);
      }
    }
    return DeviceArray.ofLongsLike(onTrue, onTrue.dtype(), out);
  }

  private static void selectFloats(long[] p, float[] t, float[] f, float[] out, int from, int end) {
    for (int i = from; i < end; i++) {
      out[i] = p[i] != 0 ? t[i] : f[i];
    }
  }

  private static void selectLongs(long[] p, long[] t, long[] f, long[] out, int from, int end) {
    for (int i = from; i < end; i++) {
      out[i] = p[i] != 0 ? t[i] : f[i];
    }
  }

  /**
   * min(max(x, lo), hi) elementwise, with NaN-propagating max/min (a NaN bound or x gives NaN);
   * lo and hi are scalars or have x's shape.
   */
  public static DeviceArray clamp(DeviceArray min, DeviceArray x, DeviceArray max) {
    checkClampBound("min", min, x);
    checkClampBound("max", max, x);
    int n = x.size();
    // a scalar bound is read through a zero stride, which keeps one loop for all four cases
    int minStride = min.rank() == 0 ? 0 : 1;
    int maxStride = max.rank() == 0 ? 0 : 1;
    if (x.isFloat()) {
      float[] in = x.floats();
      float[] lo = min.floats();
      float[] hi = max.floats();
      float[] out = BufferPool.floats(n);
      if (n <= KernelStop.CHECK_WORK) {
        // one block as a plain loop: inside the block loop the small clamp took 20% more CPU (4.5 against 5.4 us)
        clampFloats(in, lo, minStride, hi, maxStride, out, 0, n);
      } else {
        for (int from = 0, end; from < n; from = end) {
          end = blockEnd(from, n, "clamp");
          clampFloats(in, lo, minStride, hi, maxStride, out, from, end);
        }
      }
      return DeviceArray.ofFloatsLike(x, x.dtype(), out);
    }
    long[] in = x.longs();
    long[] lo = min.longs();
    long[] hi = max.longs();
    long[] out = BufferPool.longs(n);
    if (n <= KernelStop.CHECK_WORK) {
      clampLongs(in, lo, minStride, hi, maxStride, out, 0, n);
    } else {
      for (int from = 0, end; from < n; from = end) {
        end = blockEnd(from, n, "clamp");
        clampLongs(in, lo, minStride, hi, maxStride, out, from, end);
      }
    }
    return DeviceArray.ofLongsLike(x, x.dtype(), out);
  }

  private static void clampFloats(float[] in, float[] lo, int minStride, float[] hi, int maxStride, float[] out,
      int from, int end) {
    for (int i = from; i < end; i++) {
      out[i] = Math.min(Math.max(in[i], lo[i * minStride]), hi[i * maxStride]);
    }
  }

  private static void clampLongs(long[] in, long[] lo, int minStride, long[] hi, int maxStride, long[] out,
      int from, int end) {
    for (int i = from; i < end; i++) {
      out[i] = Math.min(Math.max(in[i], lo[i * minStride]), hi[i * maxStride]);
    }
  }

  private static void checkClampBound(String which, DeviceArray bound, DeviceArray x) {
    if (bound.dtype() != x.dtype()) {
      throw new OpTypeException("clamp " + which + " " + bound + " must have the element type of " + x);
    }
    if (bound.rank() != 0 && !Arrays.equals(bound.dims(), x.dims())) {
      throw new OpTypeException("clamp " + which + " " + bound + " must be a scalar or have the shape of " + x);
    }
  }

  // ---------------------------------------------------------------- convert

  public static DeviceArray convert(ConvertOp op, DeviceArray x) {
    DType to = op.getDtype();
    if (!DTypes.isSupported(to)) {
      throw new OpTypeException("convert to unsupported dtype " + to);
    }
    int n = x.size();
    if (DTypes.isFloat(to)) {
      float[] out = BufferPool.floats(n);
      if (x.isFloat()) {
        float[] in = x.floats();
        // a value of any float dtype is exactly a float, so this is a single rounding
        for (int from = 0, end; from < n; from = end) {
          end = blockEnd(from, n, "convert");
          System.arraycopy(in, from, out, from, end - from);
          Numerics.roundInPlace(to, out, from, end);
        }
      } else {
        long[] in = x.longs();
        for (int from = 0, end; from < n; from = end) {
          end = blockEnd(from, n, "convert");
          for (int i = from; i < end; i++) {
            out[i] = longToFloat(to, in[i]);
          }
        }
      }
      return DeviceArray.ofFloatsLike(x, to, out);
    }
    long[] out = BufferPool.longs(n);
    if (x.isFloat()) {
      float[] in = x.floats();
      for (int from = 0, end; from < n; from = end) {
        end = blockEnd(from, n, "convert");
        for (int i = from; i < end; i++) {
          out[i] = floatToInteger(to, in[i]);
        }
      }
    } else {
      long[] in = x.longs();
      for (int from = 0, end; from < n; from = end) {
        end = blockEnd(from, n, "convert");
        for (int i = from; i < end; i++) {
          out[i] = Numerics.wrap(to, in[i]);
        }
      }
    }
    return DeviceArray.ofLongsLike(x, to, out);
  }

  /**
   * A float converted to an integer dtype: truncated toward zero and saturated to the dtype's
   * range, NaN gives 0; pred is x != 0 (so NaN gives true).
   */
  static long floatToInteger(DType to, float x) {
    if (to == DType.PRED) {
      return x != 0 ? 1 : 0;
    }
    long truncated = (long) x; // NaN -> 0; saturates to the long range
    return switch (to) {
      case S64 -> truncated;
      case S32 -> Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, truncated));
      case S8 -> Math.max(Byte.MIN_VALUE, Math.min(Byte.MAX_VALUE, truncated));
      case U8 -> Math.max(0, Math.min(255, truncated));
      case U32 -> Math.max(0, Math.min(0xffffffffL, truncated));
      case U64 -> Math.max(0, truncated); // typing refuses float -> u64; kept total
      default -> throw new IllegalArgumentException(to + " is not an integer type");
    };
  }

  /**
   * An integer rounded to the nearest value of a floating dtype, ties to even, in one rounding.
   * Going through float first would round twice for bf16/f16 (once to 24 bits, once to 8 or 11)
   * and can land one ulp off on ties.
   */
  static float longToFloat(DType to, long x) {
    return switch (to) {
      case F32 -> (float) x; // the JLS conversion is a single round-to-nearest-even
      case BF16 -> roundLongToSignificantBits(x, 8);
      case F16 -> Numerics.roundToF16(roundLongToSignificantBits(x, 11)); // exact, or overflow to inf
      // (float) x is exact below 2^24, and past it every float8 format has overflowed either way
      case F8E4M3FN, F8E5M2, F8E4M3FNUZ, F8E5M2FNUZ, F8E4M3B11FNUZ, F8E4M3, F8E3M4 -> Numerics.round(to, (float) x);
      default -> throw new IllegalArgumentException(to + " is not a floating type");
    };
  }

  /** x rounded to {@code bits} significant bits (ties to even), as a float (exact). */
  private static float roundLongToSignificantBits(long x, int bits) {
    if (x == Long.MIN_VALUE) {
      return -0x1p63f; // a power of two: exact at any precision
    }
    long magnitude = Math.abs(x);
    int length = 64 - Long.numberOfLeadingZeros(magnitude);
    if (length <= bits) {
      return (float) x; // fits exactly
    }
    int shift = length - bits;
    long kept = magnitude >>> shift;
    long remainder = magnitude & ((1L << shift) - 1);
    long half = 1L << (shift - 1);
    if (remainder > half || (remainder == half && (kept & 1) == 1)) {
      kept++; // may become 2^bits: still exact as a float
    }
    float value = Math.scalb((float) kept, shift);
    return x < 0 ? -value : value;
  }

  // ---------------------------------------------------------------- iota

  public static DeviceArray iota(IotaOp op) {
    int[] dims = Shapes.dims(op.getType());
    DType dtype = op.getType().getDtype();
    if (op.getDimension() < 0 || op.getDimension() >= dims.length) {
      throw new OpTypeException("iota dimension " + op.getDimension() + " is out of range for "
          + Shapes.toString(op.getType()));
    }
    int dim = (int) op.getDimension();
    int n = Math.toIntExact(Shapes.numElements(op.getType()));
    int inner = 1;
    for (int d = dim + 1; d < dims.length; d++) {
      inner *= dims[d];
    }
    int extent = dims[dim];
    DeviceArray result = DeviceArray.zeros(op.getType());
    if (DTypes.isFloat(dtype)) {
      float[] out = result.floats();
      for (int from = 0, end; from < n; from = end) {
        end = blockEnd(from, n, "iota");
        for (int i = from; i < end; i++) {
          out[i] = longToFloat(dtype, (i / inner) % extent);
        }
      }
    } else {
      long[] out = result.longs();
      for (int from = 0, end; from < n; from = end) {
        end = blockEnd(from, n, "iota");
        for (int i = from; i < end; i++) {
          out[i] = Numerics.wrap(dtype, (i / inner) % extent);
        }
      }
    }
    return result;
  }

  // ---------------------------------------------------------------- helpers

  static void wrapInPlace(DType dtype, long[] data) {
    switch (dtype) {
      case S64, U64 -> { }
      case S32 -> {
        for (int i = 0; i < data.length; i++) {
          data[i] = (int) data[i];
        }
      }
      case S8 -> {
        for (int i = 0; i < data.length; i++) {
          data[i] = (byte) data[i];
        }
      }
      case U8 -> {
        for (int i = 0; i < data.length; i++) {
          data[i] = data[i] & 0xff;
        }
      }
      case U32 -> {
        for (int i = 0; i < data.length; i++) {
          data[i] = data[i] & 0xffffffffL;
        }
      }
      case PRED -> {
        for (int i = 0; i < data.length; i++) {
          data[i] = data[i] != 0 ? 1 : 0;
        }
      }
      default -> throw new IllegalArgumentException(dtype + " is not an integer type");
    }
  }

  private static void requireFloat(String what, DeviceArray x) {
    if (!x.isFloat()) {
      throw new OpTypeException(what + " needs a floating operand, got " + x);
    }
  }

  /** {@code what} and {@code detail} are joined only on failure: a message built per op cost a string per add. */
  private static void requireSameType(String what, Object detail, DeviceArray lhs, DeviceArray rhs) {
    if (lhs.dtype() != rhs.dtype() || !Arrays.equals(lhs.dims(), rhs.dims())) {
      throw new OpTypeException(what + detail + " needs operands of identical type, got " + lhs + " and " + rhs);
    }
  }
}
