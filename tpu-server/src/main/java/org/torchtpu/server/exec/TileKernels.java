package org.torchtpu.server.exec;

import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.CompareOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.UnaryOp;

/**
 * The elementwise arithmetic of {@link ElementwiseKernels} on ranges of raw storage, for fused
 * kernels that run a chain of ops over cache-sized tiles instead of whole arrays.
 *
 * <p>Every formula here is the one {@link ElementwiseKernels} uses (it lives in this package to
 * share its helpers: erf, integer power, the int-to-float conversions), followed by the same
 * rounding into the dtype, so a fused chain gives the same bits as the ops run one by one. The
 * fusion tests check that with random chains.
 *
 * <p>Operands are {@code (array, offset)} pairs; {@code n} elements are read and written.
 */
public final class TileKernels {

  private TileKernels() {}

  // ---------------------------------------------------------------- unary

  /** Float unary op (not IS_FINITE), rounded into {@code dtype}. */
  public static void unaryFloat(UnaryOp.Kind kind, DType dtype, float[] in, int inOff, float[] out, int outOff, int n) {
    switch (kind) {
      case NEGATE -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = -in[inOff + i];
        }
      }
      case ABS -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = Math.abs(in[inOff + i]);
        }
      }
      case EXP -> {
        if (MatmulKernels.vectorApiAvailable()) {
          VectorTranscendentals.exp(in, inOff, out, outOff, n); // (float) Math.exp, bit for bit
        } else {
          for (int i = 0; i < n; i++) {
            out[outOff + i] = (float) Math.exp(in[inOff + i]);
          }
        }
      }
      case LOG -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = (float) Math.log(in[inOff + i]);
        }
      }
      case LOG1P -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = (float) Math.log1p(in[inOff + i]);
        }
      }
      case EXPM1 -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = (float) Math.expm1(in[inOff + i]);
        }
      }
      case TANH -> {
        // (float) Math.tanh, bit for bit, either way
        if (MatmulKernels.vectorApiAvailable()) {
          VectorTranscendentals.tanh(in, inOff, out, outOff, n);
        } else {
          FloatTanh.tanh(in, inOff, out, outOff, n);
        }
      }
      case LOGISTIC -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = (float) (1.0 / (1.0 + Math.exp(-(double) in[inOff + i])));
        }
      }
      case SQRT -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = (float) Math.sqrt(in[inOff + i]);
        }
      }
      case RSQRT -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = (float) (1.0 / Math.sqrt(in[inOff + i]));
        }
      }
      case ERF -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = (float) ElementwiseKernels.erf(in[inOff + i]);
        }
      }
      case SIN -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = (float) Math.sin(in[inOff + i]);
        }
      }
      case COS -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = (float) Math.cos(in[inOff + i]);
        }
      }
      case FLOOR -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = (float) Math.floor(in[inOff + i]);
        }
      }
      case CEIL -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = (float) Math.ceil(in[inOff + i]);
        }
      }
      case ROUND_NEAREST_EVEN -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = (float) Math.rint(in[inOff + i]);
        }
      }
      case ROUND_NEAREST_AFZ -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = roundHalfAwayFromZero(in[inOff + i]);
        }
      }
      case SIGN -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = Math.signum(in[inOff + i]);
        }
      }
      case CBRT -> IntegerBitKernels.cbrt(in, inOff, out, outOff, n);
      case TAN -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = (float) Math.tan(in[inOff + i]);
        }
      }
      case SINH, COSH, ASIN, ACOS, ATAN, ASINH, ACOSH, ATANH, LGAMMA, DIGAMMA, BESSEL_I1E ->
          SpecialFunctions.apply(kind, in, inOff, out, outOff, n);
      case ERF_INV -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = (float) InverseErf.erfInv(in[inOff + i]);
        }
      }
      default -> throw new OpTypeException("unary " + kind + " needs a pred or integer operand, got " + DTypes.name(dtype));
    }
    round(dtype, out, outOff, n);
  }

  public static void isFinite(float[] in, int inOff, long[] out, int outOff, int n) {
    for (int i = 0; i < n; i++) {
      out[outOff + i] = Float.isFinite(in[inOff + i]) ? 1 : 0;
    }
  }

  /** Integer unary op, wrapped into {@code dtype}. */
  public static void unaryInteger(UnaryOp.Kind kind, DType dtype, long[] in, int inOff, long[] out, int outOff, int n) {
    if (IntegerBitKernels.handles(kind) && dtype != DType.PRED) {
      IntegerBitKernels.unary(kind, dtype, in, inOff, out, outOff, n);
      wrap(dtype, out, outOff, n);
      return;
    }
    switch (kind) {
      case NEGATE -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = -in[inOff + i];
        }
      }
      case ABS -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = Math.abs(in[inOff + i]);
        }
      }
      case SIGN -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = Long.signum(in[inOff + i]);
        }
      }
      case NOT -> {
        if (dtype == DType.PRED) {
          for (int i = 0; i < n; i++) {
            out[outOff + i] = in[inOff + i] ^ 1;
          }
        } else {
          for (int i = 0; i < n; i++) {
            out[outOff + i] = ~in[inOff + i];
          }
        }
      }
      default -> throw new OpTypeException("unary " + kind + " needs a floating operand, got " + DTypes.name(dtype));
    }
    wrap(dtype, out, outOff, n);
  }

  // ---------------------------------------------------------------- binary

  public static void binaryFloat(BinaryOp.Kind kind, DType dtype, float[] a, int aOff, float[] b, int bOff,
      float[] out, int outOff, int n) {
    if (kind == BinaryOp.Kind.NEXT_AFTER) { // steps on the dtype's own bit pattern, so no rounding after it
      NextAfter.apply(dtype, a, aOff, b, bOff, out, outOff, n);
      return;
    }
    if (kind == BinaryOp.Kind.ZETA || kind == BinaryOp.Kind.POLYGAMMA) { // in double, rounded once below
      boolean zeta = kind == BinaryOp.Kind.ZETA;
      for (int i = 0; i < n; i++) {
        double x = a[aOff + i];
        double y = b[bOff + i];
        out[outOff + i] = (float) (zeta ? ZetaFunctions.zeta(x, y) : ZetaFunctions.polygamma(x, y));
      }
      round(dtype, out, outOff, n);
      return;
    }
    // the Vector API takes whole vectors of the common kinds; the loops below do the rest
    int vectorised = MatmulKernels.vectorApiAvailable() ? VectorTiles.binary(kind, a, aOff, b, bOff, out, outOff, n) : 0;
    binaryFloatScalar(kind, dtype, a, aOff + vectorised, b, bOff + vectorised, out, outOff + vectorised, n - vectorised);
    round(dtype, out, outOff, n);
  }

  private static void binaryFloatScalar(BinaryOp.Kind kind, DType dtype, float[] a, int aOff, float[] b, int bOff,
      float[] out, int outOff, int n) {
    switch (kind) {
      case ADD -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = a[aOff + i] + b[bOff + i];
        }
      }
      case SUBTRACT -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = a[aOff + i] - b[bOff + i];
        }
      }
      case MULTIPLY -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = a[aOff + i] * b[bOff + i];
        }
      }
      case DIVIDE -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = a[aOff + i] / b[bOff + i];
        }
      }
      case REMAINDER -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = a[aOff + i] % b[bOff + i];
        }
      }
      case POWER -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = (float) ElementwiseKernels.pow(a[aOff + i], b[bOff + i]);
        }
      }
      case MAXIMUM -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = Math.max(a[aOff + i], b[bOff + i]);
        }
      }
      case MINIMUM -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = Math.min(a[aOff + i], b[bOff + i]);
        }
      }
      case ATAN2 -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = (float) Math.atan2(a[aOff + i], b[bOff + i]);
        }
      }
      default -> throw new OpTypeException("binary " + kind + " needs pred or integer operands, got " + DTypes.name(dtype));
    }
  }

  public static void binaryInteger(BinaryOp.Kind kind, DType dtype, long[] a, int aOff, long[] b, int bOff,
      long[] out, int outOff, int n) {
    if (IntegerBitKernels.handles(kind) && dtype != DType.PRED) {
      IntegerBitKernels.binary(kind, dtype, a, aOff, b, bOff, out, outOff, n);
      wrap(dtype, out, outOff, n);
      return;
    }
    switch (kind) {
      case ADD -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = a[aOff + i] + b[bOff + i];
        }
      }
      case SUBTRACT -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = a[aOff + i] - b[bOff + i];
        }
      }
      case MULTIPLY -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = a[aOff + i] * b[bOff + i];
        }
      }
      case DIVIDE -> {
        for (int i = 0; i < n; i++) {
          long d = b[bOff + i];
          out[outOff + i] = d == 0 ? -1 : a[aOff + i] / d;
        }
      }
      case REMAINDER -> {
        for (int i = 0; i < n; i++) {
          long d = b[bOff + i];
          out[outOff + i] = d == 0 ? a[aOff + i] : a[aOff + i] % d;
        }
      }
      case POWER -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = ElementwiseKernels.integerPower(a[aOff + i], b[bOff + i]);
        }
      }
      case MAXIMUM -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = Math.max(a[aOff + i], b[bOff + i]);
        }
      }
      case MINIMUM -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = Math.min(a[aOff + i], b[bOff + i]);
        }
      }
      case AND -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = a[aOff + i] & b[bOff + i];
        }
      }
      case OR -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = a[aOff + i] | b[bOff + i];
        }
      }
      case XOR -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = a[aOff + i] ^ b[bOff + i];
        }
      }
      default -> throw new OpTypeException("binary " + kind + " needs floating operands, got " + DTypes.name(dtype));
    }
    wrap(dtype, out, outOff, n);
  }

  // ---------------------------------------------------------------- compare, select, clamp

  public static void compareFloat(CompareOp.Direction direction, float[] a, int aOff, float[] b, int bOff,
      long[] out, int outOff, int n) {
    switch (direction) {
      case EQ -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = a[aOff + i] == b[bOff + i] ? 1 : 0;
        }
      }
      case NE -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = a[aOff + i] != b[bOff + i] ? 1 : 0;
        }
      }
      case LT -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = a[aOff + i] < b[bOff + i] ? 1 : 0;
        }
      }
      case LE -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = a[aOff + i] <= b[bOff + i] ? 1 : 0;
        }
      }
      case GT -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = a[aOff + i] > b[bOff + i] ? 1 : 0;
        }
      }
      case GE -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = a[aOff + i] >= b[bOff + i] ? 1 : 0;
        }
      }
      default -> throw new OpTypeException("unsupported compare direction " + direction);
    }
  }

  public static void compareInteger(CompareOp.Direction direction, long[] a, int aOff, long[] b, int bOff,
      long[] out, int outOff, int n) {
    switch (direction) {
      case EQ -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = a[aOff + i] == b[bOff + i] ? 1 : 0;
        }
      }
      case NE -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = a[aOff + i] != b[bOff + i] ? 1 : 0;
        }
      }
      case LT -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = a[aOff + i] < b[bOff + i] ? 1 : 0;
        }
      }
      case LE -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = a[aOff + i] <= b[bOff + i] ? 1 : 0;
        }
      }
      case GT -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = a[aOff + i] > b[bOff + i] ? 1 : 0;
        }
      }
      case GE -> {
        for (int i = 0; i < n; i++) {
          out[outOff + i] = a[aOff + i] >= b[bOff + i] ? 1 : 0;
        }
      }
      default -> throw new OpTypeException("unsupported compare direction " + direction);
    }
  }

  public static void selectFloat(long[] p, int pOff, float[] t, int tOff, float[] f, int fOff,
      float[] out, int outOff, int n) {
    for (int i = 0; i < n; i++) {
      out[outOff + i] = p[pOff + i] != 0 ? t[tOff + i] : f[fOff + i];
    }
  }

  public static void selectInteger(long[] p, int pOff, long[] t, int tOff, long[] f, int fOff,
      long[] out, int outOff, int n) {
    for (int i = 0; i < n; i++) {
      out[outOff + i] = p[pOff + i] != 0 ? t[tOff + i] : f[fOff + i];
    }
  }

  public static void clampFloat(float[] lo, int loOff, float[] x, int xOff, float[] hi, int hiOff,
      float[] out, int outOff, int n) {
    for (int i = 0; i < n; i++) {
      out[outOff + i] = Math.min(Math.max(x[xOff + i], lo[loOff + i]), hi[hiOff + i]);
    }
  }

  public static void clampInteger(long[] lo, int loOff, long[] x, int xOff, long[] hi, int hiOff,
      long[] out, int outOff, int n) {
    for (int i = 0; i < n; i++) {
      out[outOff + i] = Math.min(Math.max(x[xOff + i], lo[loOff + i]), hi[hiOff + i]);
    }
  }

  // ---------------------------------------------------------------- convert

  public static void convertFloatToFloat(DType to, float[] in, int inOff, float[] out, int outOff, int n) {
    System.arraycopy(in, inOff, out, outOff, n);
    round(to, out, outOff, n);
  }

  public static void convertIntegerToFloat(DType to, long[] in, int inOff, float[] out, int outOff, int n) {
    for (int i = 0; i < n; i++) {
      out[outOff + i] = ElementwiseKernels.longToFloat(to, in[inOff + i]);
    }
  }

  public static void convertFloatToInteger(DType to, float[] in, int inOff, long[] out, int outOff, int n) {
    for (int i = 0; i < n; i++) {
      out[outOff + i] = ElementwiseKernels.floatToInteger(to, in[inOff + i]);
    }
  }

  public static void convertIntegerToInteger(DType to, long[] in, int inOff, long[] out, int outOff, int n) {
    for (int i = 0; i < n; i++) {
      out[outOff + i] = Numerics.wrap(to, in[inOff + i]);
    }
  }

  // ---------------------------------------------------------------- iota

  /** Elements [start, start + n) of an iota whose index along its dimension is (i / inner) % extent. */
  public static void iotaFloat(DType dtype, long start, int n, long inner, long extent, float[] out, int outOff) {
    for (int i = 0; i < n; i++) {
      out[outOff + i] = ElementwiseKernels.longToFloat(dtype, ((start + i) / inner) % extent);
    }
  }

  public static void iotaInteger(DType dtype, long start, int n, long inner, long extent, long[] out, int outOff) {
    for (int i = 0; i < n; i++) {
      out[outOff + i] = Numerics.wrap(dtype, ((start + i) / inner) % extent);
    }
  }

  // ---------------------------------------------------------------- rounding

  /** round_nearest_afz: halves go away from zero; -0, the infinities and NaN stay (x - trunc(x) is exact). */
  static float roundHalfAwayFromZero(float x) {
    float t = x < 0 ? (float) Math.ceil(x) : (float) Math.floor(x);
    return Math.abs(x - t) >= 0.5f ? t + Math.signum(x) : t;
  }

  private static void round(DType dtype, float[] data, int off, int n) {
    Numerics.roundInPlace(dtype, data, off, off + n);
  }

  private static void wrap(DType dtype, long[] data, int off, int n) {
    switch (dtype) {
      case S64, U64 -> { }
      case S32 -> {
        for (int i = off; i < off + n; i++) {
          data[i] = (int) data[i];
        }
      }
      case S8 -> {
        for (int i = off; i < off + n; i++) {
          data[i] = (byte) data[i];
        }
      }
      case U8 -> {
        for (int i = off; i < off + n; i++) {
          data[i] = data[i] & 0xff;
        }
      }
      case U32 -> {
        for (int i = off; i < off + n; i++) {
          data[i] = data[i] & 0xffffffffL;
        }
      }
      case PRED -> {
        for (int i = off; i < off + n; i++) {
          data[i] = data[i] != 0 ? 1 : 0;
        }
      }
      default -> throw new IllegalArgumentException(dtype + " is not an integer type");
    }
  }
}
