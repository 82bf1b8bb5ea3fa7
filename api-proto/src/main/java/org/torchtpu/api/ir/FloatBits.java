package org.torchtpu.api.ir;

/**
 * Bit-level conversions between float32 and the two 16-bit float formats (bfloat16 and IEEE
 * binary16), rounding to nearest with ties to even. Shared by the client (encoding uploads) and
 * the server (kernels and the wire codec), so both sides round a value the same way.
 */
public final class FloatBits {
  private FloatBits() {}

  /** Rounds a float to the nearest bf16 value (ties to even), returned as a float. NaN stays NaN. */
  public static float roundToBf16(float x) {
    int bits = Float.floatToRawIntBits(x);
    if ((bits & 0x7f800000) == 0x7f800000 && (bits & 0x007fffff) != 0) {
      return x; // NaN: keep it a NaN (truncating the payload could turn it into an infinity)
    }
    int lsb = (bits >>> 16) & 1;
    int rounded = bits + 0x7fff + lsb;
    return Float.intBitsToFloat(rounded & 0xffff0000);
  }

  /** The 16 bits of the bf16 nearest to x. NaNs keep their sign and stay NaN. */
  public static short toBf16Bits(float x) {
    int bits = Float.floatToRawIntBits(x);
    if ((bits & 0x7f800000) == 0x7f800000 && (bits & 0x007fffff) != 0) {
      return (short) ((bits >>> 16) | 0x0040); // force a quiet NaN so the top half is not an infinity
    }
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
        half++; // may carry into the smallest normal: the bit pattern is still right
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
}
