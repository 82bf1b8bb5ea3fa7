package org.torchtpu.api.ir;

import org.torchtpu.api.v1.DType;

/**
 * The 8-bit float formats JAX exports (ml_dtypes' float8 types) and their bit-level conversions to and from
 * float32, rounding to nearest with ties to even and following each format's rules for what does not fit:
 *
 * <ul>
 *   <li>IEEE-like ({@code e5m2}, {@code e4m3}, {@code e3m4}): the top exponent holds the infinities and the NaNs;
 *       overflow gives an infinity, a NaN keeps its sign and becomes the quiet NaN.
 *   <li>{@code fn} ({@code e4m3fn}): finite only; the top exponent is ordinary except with all mantissa bits set,
 *       which is NaN (either sign). Overflow and the infinities give NaN (ml_dtypes' non-saturating convert, which
 *       is what XLA's {@code convert} does).
 *   <li>{@code fnuz} ({@code e4m3fnuz}, {@code e5m2fnuz}, {@code e4m3b11fnuz}): finite only, no negative zero;
 *       the one NaN is the pattern 0x80. Overflow and the infinities give NaN; -0 and negative values that round
 *       to zero give +0.
 * </ul>
 *
 * Every float8 value is exact in float32, so the server holds these tensors as floats rounded with
 * {@link #round(float)} after each op, as it does for bf16.
 */
public enum Float8Format {
  E4M3FN(DType.F8E4M3FN, 4, 3, 7, Kind.FN),
  E5M2(DType.F8E5M2, 5, 2, 15, Kind.IEEE),
  E4M3FNUZ(DType.F8E4M3FNUZ, 4, 3, 8, Kind.FNUZ),
  E5M2FNUZ(DType.F8E5M2FNUZ, 5, 2, 16, Kind.FNUZ),
  E4M3B11FNUZ(DType.F8E4M3B11FNUZ, 4, 3, 11, Kind.FNUZ),
  E4M3(DType.F8E4M3, 4, 3, 7, Kind.IEEE),
  E3M4(DType.F8E3M4, 3, 4, 3, Kind.IEEE);

  private enum Kind { IEEE, FN, FNUZ }

  private final DType dtype;
  private final int mantissaBits;
  private final int bias;
  private final Kind kind;
  private final int topExponent;
  private final double maxFinite;
  private final float[] decoded = new float[256];
  private final int minExponent;
  private final int normalShift;
  private final int rebias;
  private final int maxMagnitude;

  Float8Format(DType dtype, int exponentBits, int mantissaBits, int bias, Kind kind) {
    this.dtype = dtype;
    this.mantissaBits = mantissaBits;
    this.bias = bias;
    this.kind = kind;
    this.topExponent = (1 << exponentBits) - 1;
    int maxExponentField = kind == Kind.IEEE ? topExponent - 1 : topExponent;
    int maxMantissa = kind == Kind.FN ? (1 << mantissaBits) - 2 : (1 << mantissaBits) - 1;
    this.maxFinite = Math.scalb(1.0 + maxMantissa / (double) (1 << mantissaBits), maxExponentField - bias);
    this.minExponent = 1 - bias;
    this.normalShift = 23 - mantissaBits;
    this.rebias = (127 - bias) << mantissaBits;
    // the largest finite pattern: below the infinities (IEEE), below the all-ones NaN (fn), or all ones (fnuz)
    this.maxMagnitude = switch (kind) {
      case IEEE -> (topExponent << mantissaBits) - 1;
      case FN -> 0x7e;
      case FNUZ -> 0x7f;
    };
    for (int b = 0; b < 256; b++) {
      decoded[b] = decode(b);
    }
  }

  /** The format of a float8 dtype, or null for any other dtype. */
  public static Float8Format of(DType dtype) {
    return switch (dtype) {
      case F8E4M3FN -> E4M3FN;
      case F8E5M2 -> E5M2;
      case F8E4M3FNUZ -> E4M3FNUZ;
      case F8E5M2FNUZ -> E5M2FNUZ;
      case F8E4M3B11FNUZ -> E4M3B11FNUZ;
      case F8E4M3 -> E4M3;
      case F8E3M4 -> E3M4;
      default -> null;
    };
  }

  public DType dtype() {
    return dtype;
  }

  /** The largest finite value. */
  public double maxFinite() {
    return maxFinite;
  }

  /** Whether the format has infinities (the IEEE-like ones); fn and fnuz are finite only. */
  public boolean hasInfinity() {
    return kind == Kind.IEEE;
  }

  /**
   * The identity of a max (or, negated, min) reduction in a float dtype: -inf, or -maxFinite for the float8
   * formats without infinity, where -inf would round to NaN (JAX inits these reductions with finfo.min).
   */
  public static float lowestOf(DType dtype) {
    Float8Format f8 = of(dtype);
    return f8 == null || f8.hasInfinity() ? Float.NEGATIVE_INFINITY : (float) -f8.maxFinite;
  }

  /** The value of an 8-bit pattern (the low 8 bits of {@code bits}). */
  public float fromBits(int bits) {
    return decoded[bits & 0xff];
  }

  /** x rounded to the nearest value of this format, as a float (exact). */
  public float round(float x) {
    return decoded[toBits(x) & 0xff];
  }

  /**
   * The 8-bit pattern of the value nearest to x: round to nearest, ties to even, on the float32 bits in integers
   * (as bf16 rounding does), with a longer shift for this format's subnormals and a range check for what does not
   * fit. It takes about a quarter of the CPU per element of the double-arithmetic version it replaced (scalb/rint).
   */
  public byte toBits(float x) {
    int bits = Float.floatToRawIntBits(x);
    int sign = bits >>> 31;
    int abs = bits & 0x7fffffff;
    if (abs > 0x7f800000) {
      return nan(sign);
    }
    int exponent = (abs >>> 23) - 127; // f32 zeros and subnormals land far below every float8 subnormal
    int magnitude; // the pattern without its sign, possibly past the largest finite one
    if (abs == 0x7f800000) {
      magnitude = Integer.MAX_VALUE;
    } else if (exponent >= minExponent) {
      // keep m mantissa bits: a carry out of them runs into the exponent, as it should
      magnitude = roundShift(abs, normalShift) - rebias;
    } else {
      int shift = normalShift + (minExponent - exponent); // in units of the smallest subnormal
      magnitude = shift > 24 ? 0 : roundShift((abs & 0x7fffff) | 0x800000, shift);
    }
    if (magnitude > maxMagnitude) {
      return kind == Kind.IEEE ? (byte) ((sign << 7) | (topExponent << mantissaBits)) : nan(sign);
    }
    if (magnitude == 0) {
      return kind == Kind.FNUZ ? 0 : (byte) (sign << 7); // fnuz has no -0: 0x80 is its NaN
    }
    return (byte) ((sign << 7) | magnitude);
  }

  /** v / 2^shift rounded to nearest, ties to even (v >= 0, 1 <= shift <= 24, no int overflow for f32 bits). */
  private static int roundShift(int v, int shift) {
    return (v + (1 << (shift - 1)) - 1 + ((v >>> shift) & 1)) >>> shift;
  }

  /**
   * next_after(x, y) in this format, as XLA expands {@code chlo.next_after}: NaN if either is NaN; y if x == y;
   * the smallest subnormal with y's sign if x is zero; otherwise x's 8-bit pattern steps by one, up in magnitude
   * when moving away from zero and down when moving toward (or past) it. x must be a value of this format. The
   * step is taken on the pattern as XLA does, so in fnuz the step from the negative subnormal toward zero lands
   * on 0x80, which is that format's NaN (JAX gives the same).
   */
  public float nextAfter(float x, float y) {
    if (Float.isNaN(x) || Float.isNaN(y)) {
      return Float.NaN;
    }
    if (x == y) {
      return y;
    }
    if (x == 0) {
      return fromBits(y < 0 ? 0x81 : 0x01);
    }
    int bits = toBits(x) & 0xff;
    boolean awayFromZero = (y > x) == (x > 0);
    return fromBits(awayFromZero ? bits + 1 : bits - 1);
  }

  private byte nan(int sign) {
    return switch (kind) {
      case IEEE -> (byte) ((sign << 7) | (topExponent << mantissaBits) | (1 << (mantissaBits - 1)));
      case FN -> (byte) ((sign << 7) | 0x7f);
      case FNUZ -> (byte) 0x80;
    };
  }

  private float decode(int bits) {
    int sign = bits >>> 7;
    int field = (bits >>> mantissaBits) & topExponent;
    int mantissa = bits & ((1 << mantissaBits) - 1);
    if (kind == Kind.FNUZ && bits == 0x80) {
      return Float.NaN;
    }
    if (kind == Kind.FN && field == topExponent && mantissa == (1 << mantissaBits) - 1) {
      return sign == 0 ? Float.NaN : Float.intBitsToFloat(0xffc00000);
    }
    if (kind == Kind.IEEE && field == topExponent) {
      if (mantissa == 0) {
        return sign == 0 ? Float.POSITIVE_INFINITY : Float.NEGATIVE_INFINITY;
      }
      return sign == 0 ? Float.NaN : Float.intBitsToFloat(0xffc00000);
    }
    double value = field == 0
        ? Math.scalb((double) mantissa, 1 - bias - mantissaBits)
        : Math.scalb((double) (mantissa | (1 << mantissaBits)), field - bias - mantissaBits);
    return (float) (sign == 0 ? value : -value);
  }
}
