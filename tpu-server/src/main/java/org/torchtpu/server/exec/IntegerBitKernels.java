package org.torchtpu.server.exec;

import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.UnaryOp;

/**
 * Bit-level integer ops: count_leading_zeros, popcnt and the three shifts, on the bit width of
 * the element type (8 for s8/u8, 32 for s32/u32, 64 for s64). Values arrive as the longs a
 * {@link DeviceArray} stores (sign-extended for signed types, zero-extended for u8/u32) and leave the
 * same way; the caller wraps the result into the dtype.
 *
 * <p>Shifts follow StableHLO: a shift amount that is negative or at least the bit width shifts
 * every bit out (0, or the sign fill for an arithmetic right shift).
 */
final class IntegerBitKernels {
  private IntegerBitKernels() {}

  static int bits(DType dtype) {
    return switch (dtype) {
      case S8, U8 -> 8;
      case S32, U32 -> 32;
      case S64, U64 -> 64;
      default -> throw new IllegalArgumentException("no bit width for " + dtype);
    };
  }

  /** The value's low {@code bits} bits, zero-extended. */
  private static long unsigned(long v, int bits) {
    return bits == 64 ? v : v & ((1L << bits) - 1);
  }

  /** The value's low {@code bits} bits read as a two's-complement number of that width. */
  private static long signExtended(long v, int bits) {
    return bits == 64 ? v : (v << (64 - bits)) >> (64 - bits);
  }

  static boolean handles(UnaryOp.Kind kind) {
    return kind == UnaryOp.Kind.COUNT_LEADING_ZEROS || kind == UnaryOp.Kind.POPCNT;
  }

  static boolean handles(BinaryOp.Kind kind) {
    return kind == BinaryOp.Kind.SHIFT_LEFT || kind == BinaryOp.Kind.SHIFT_RIGHT_LOGICAL
        || kind == BinaryOp.Kind.SHIFT_RIGHT_ARITHMETIC;
  }

  static void unary(UnaryOp.Kind kind, DType dtype, long[] in, int inOff, long[] out, int outOff, int n) {
    int bits = bits(dtype);
    for (int i = 0; i < n; i++) {
      long u = unsigned(in[inOff + i], bits);
      out[outOff + i] = kind == UnaryOp.Kind.POPCNT ? Long.bitCount(u) : Long.numberOfLeadingZeros(u) - (64 - bits);
    }
  }

  static void binary(BinaryOp.Kind kind, DType dtype, long[] a, int aOff, long[] b, int bOff, long[] out, int outOff,
      int n) {
    int bits = bits(dtype);
    for (int i = 0; i < n; i++) {
      long x = a[aOff + i];
      long s = b[bOff + i];
      boolean outOfRange = s < 0 || s >= bits;
      out[outOff + i] = switch (kind) {
        case SHIFT_LEFT -> outOfRange ? 0 : x << s;
        case SHIFT_RIGHT_LOGICAL -> outOfRange ? 0 : unsigned(x, bits) >>> s;
        // as XLA does it for every integer type, unsigned ones included (LLVM's ashr of the bit pattern): the
        // top bit of the value's own width fills; the caller wraps unsigned results back into range
        case SHIFT_RIGHT_ARITHMETIC -> {
          long v = signExtended(x, bits);
          yield outOfRange ? (v < 0 ? -1 : 0) : v >> s;
        }
        default -> throw new IllegalArgumentException("not a shift: " + kind);
      };
    }
  }

  /** cbrt for the float path (kept here so TileKernels' switch stays one line per kind). */
  static void cbrt(float[] in, int inOff, float[] out, int outOff, int n) {
    for (int i = 0; i < n; i++) {
      out[outOff + i] = (float) Math.cbrt(in[inOff + i]);
    }
  }
}
