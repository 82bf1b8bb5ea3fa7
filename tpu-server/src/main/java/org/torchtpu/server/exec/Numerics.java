package org.torchtpu.server.exec;

import org.torchtpu.api.ir.Float8Format;
import org.torchtpu.api.ir.FloatBits;
import org.torchtpu.api.v1.DType;

/**
 * Rounding of values into TPU element types: bf16 and f16 round to nearest, ties to even
 * (as the MXU's input conversion and XLA's convert do), the float8 types as {@link Float8Format} says (overflow
 * to NaN where the format has no infinity); integers wrap to their width. The bit
 * conversions live in {@link FloatBits} (api-proto) so the client rounds uploads identically.
 */
public final class Numerics {
  private Numerics() {}

  /** Rounds a float to the nearest bf16 value (ties to even), returned as a float. NaN stays NaN. */
  public static float roundToBf16(float x) {
    return FloatBits.roundToBf16(x);
  }

  /** The 16 bits of the bf16 nearest to x. */
  public static short toBf16Bits(float x) {
    return FloatBits.toBf16Bits(x);
  }

  public static float fromBf16Bits(short bits) {
    return FloatBits.fromBf16Bits(bits);
  }

  /** Rounds a float to the nearest IEEE half value (ties to even, overflow to infinity). */
  public static float roundToF16(float x) {
    return FloatBits.roundToF16(x);
  }

  /** IEEE binary16 bits of the half nearest to x (round to nearest even). */
  public static short toF16Bits(float x) {
    return FloatBits.toF16Bits(x);
  }

  public static float fromF16Bits(short h) {
    return FloatBits.fromF16Bits(h);
  }

  /** Rounds a float result into a floating dtype. */
  public static float round(DType dtype, float x) {
    return switch (dtype) {
      case F32 -> x;
      case BF16 -> roundToBf16(x);
      case F16 -> roundToF16(x);
      case F8E4M3FN, F8E5M2, F8E4M3FNUZ, F8E5M2FNUZ, F8E4M3B11FNUZ, F8E4M3, F8E3M4 -> Float8Format.of(dtype).round(x);
      default -> throw new IllegalArgumentException(dtype + " is not a floating type");
    };
  }

  /** Rounds every element of {@code data} into {@code dtype}, in place. */
  public static void roundInPlace(DType dtype, float[] data) {
    roundInPlace(dtype, data, 0, data.length);
  }

  /** Rounds data[from, to) into {@code dtype}, in place. */
  public static void roundInPlace(DType dtype, float[] data, int from, int to) {
    switch (dtype) {
      case F32 -> { }
      case BF16 -> {
        // bf16 rounding runs on every matmul operand: the Vector API form when the JVM has it
        int i = MatmulKernels.vectorApiAvailable() ? VectorRounding.roundToBf16(data, from, to) : from;
        for (; i < to; i++) {
          data[i] = roundToBf16(data[i]);
        }
      }
      case F16 -> {
        for (int i = from; i < to; i++) {
          data[i] = roundToF16(data[i]);
        }
      }
      case F8E4M3FN, F8E5M2, F8E4M3FNUZ, F8E5M2FNUZ, F8E4M3B11FNUZ, F8E4M3, F8E3M4 -> {
        Float8Format format = Float8Format.of(dtype);
        for (int i = from; i < to; i++) {
          data[i] = format.round(data[i]);
        }
      }
      default -> throw new IllegalArgumentException(dtype + " is not a floating type");
    }
  }

  /** Wraps an integer into the range of an integer dtype (two's complement; pred is x != 0). */
  public static long wrap(DType dtype, long x) {
    return switch (dtype) {
      case S64, U64 -> x; // u64: the 64-bit pattern
      case S32 -> (int) x;
      case S8 -> (byte) x;
      case U8 -> x & 0xff;
      case U32 -> x & 0xffffffffL;
      case PRED -> x != 0 ? 1 : 0;
      default -> throw new IllegalArgumentException(dtype + " is not an integer type");
    };
  }
}
