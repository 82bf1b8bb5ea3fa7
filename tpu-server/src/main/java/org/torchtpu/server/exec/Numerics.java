package org.torchtpu.server.exec;

import org.torchtpu.api.v1.DType;

/**
 * Rounding of values into TPU element types: bf16 and f16 round to nearest, ties to even
 * (as the MXU's input conversion and XLA's convert do); integers wrap to their width.
 */
public final class Numerics {
  private Numerics() {}

  /** Rounds a float to the nearest bf16 value (ties to even), returned as a float. NaN stays NaN. */
  public static float roundToBf16(float x) {
    int bits = Float.floatToRawIntBits(x);
    if ((bits & 0x7f800000) == 0x7f800000 && (bits & 0x007fffff) != 0) {
      return x; // NaN: keep it a NaN (a quiet one after truncation may lose the payload)
    }
    int lsb = (bits >>> 16) & 1;
    int rounded = bits + 0x7fff + lsb;
    return Float.intBitsToFloat(rounded & 0xffff0000);
  }

  /** The 16 bits of the bf16 nearest to x. */
  public static short toBf16Bits(float x) {
    return (short) (Float.floatToRawIntBits(roundToBf16(x)) >>> 16);
  }

  public static float fromBf16Bits(short bits) {
    return Float.intBitsToFloat((bits & 0xffff) << 16);
  }

  /** Rounds a float to the nearest IEEE half value (ties to even, overflow to infinity). */
  public static float roundToF16(float x) {
    return fromF16Bits(toF16Bits(x));
  }

  /** IEEE binary16 bits of the half nearest to x (round to nearest even). */
  public static short toF16Bits(float x) {
    int bits = Float.floatToRawIntBits(x);
    int sign = (bits >>> 16) & 0x8000;
    int exp = (bits >>> 23) & 0xff;
    int mant = bits & 0x7fffff;
    if (exp == 0xff) { // inf or NaN
      return (short) (sign | 0x7c00 | (mant != 0 ? 0x200 | (mant >>> 13) : 0));
    }
    int e = exp - 127 + 15;
    if (e >= 0x1f) {
      return (short) (sign | 0x7c00); // overflow
    }
    if (e <= 0) { // subnormal half or zero
      if (e < -10) {
        return (short) sign;
      }
      mant |= 0x800000; // implicit leading one
      int shift = 14 - e; // 24-bit mantissa down to (10 + e) bits
      int half = mant >>> shift;
      int rem = mant & ((1 << shift) - 1);
      int mid = 1 << (shift - 1);
      if (rem > mid || (rem == mid && (half & 1) == 1)) {
        half++;
      }
      return (short) (sign | half);
    }
    int half = (e << 10) | (mant >>> 13);
    int rem = mant & 0x1fff;
    if (rem > 0x1000 || (rem == 0x1000 && (half & 1) == 1)) {
      half++; // may carry into the exponent, and into infinity: both are correct
    }
    return (short) (sign | half);
  }

  public static float fromF16Bits(short h) {
    int bits = h & 0xffff;
    int sign = (bits & 0x8000) << 16;
    int exp = (bits >>> 10) & 0x1f;
    int mant = bits & 0x3ff;
    if (exp == 0x1f) {
      return Float.intBitsToFloat(sign | 0x7f800000 | (mant << 13));
    }
    if (exp == 0) {
      float v = mant * 0x1p-24f;
      return sign != 0 ? -v : v;
    }
    return Float.intBitsToFloat(sign | ((exp - 15 + 127) << 23) | (mant << 13));
  }

  /** Rounds a float result into a floating dtype. */
  public static float round(DType dtype, float x) {
    return switch (dtype) {
      case F32 -> x;
      case BF16 -> roundToBf16(x);
      case F16 -> roundToF16(x);
      default -> throw new IllegalArgumentException(dtype + " is not a floating type");
    };
  }

  /** Rounds every element of {@code data} into {@code dtype}, in place. */
  public static void roundInPlace(DType dtype, float[] data) {
    switch (dtype) {
      case F32 -> { }
      case BF16 -> {
        for (int i = 0; i < data.length; i++) {
          data[i] = roundToBf16(data[i]);
        }
      }
      case F16 -> {
        for (int i = 0; i < data.length; i++) {
          data[i] = roundToF16(data[i]);
        }
      }
      default -> throw new IllegalArgumentException(dtype + " is not a floating type");
    }
  }

  /** Wraps an integer into the range of an integer dtype (two's complement; pred is x != 0). */
  public static long wrap(DType dtype, long x) {
    return switch (dtype) {
      case S64 -> x;
      case S32 -> (int) x;
      case S8 -> (byte) x;
      case U8 -> x & 0xff;
      case PRED -> x != 0 ? 1 : 0;
      default -> throw new IllegalArgumentException(dtype + " is not an integer type");
    };
  }
}
