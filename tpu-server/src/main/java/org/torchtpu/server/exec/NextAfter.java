package org.torchtpu.server.exec;

import org.torchtpu.api.ir.Float8Format;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.v1.DType;

/**
 * next_after(x, y): the neighbour of x in its own float format in the direction of y (chlo.next_after, which
 * {@code jax.random.truncated_normal} uses to keep its samples strictly inside the bounds, so every Flax
 * initialiser built on lecun_normal, he_normal or glorot_normal meets it inside a jitted init).
 *
 * <p>As XLA expands it: NaN if either operand is NaN; y if x == y (so next_after(0, -0) is -0); the smallest
 * subnormal with y's sign if x is zero; otherwise x's bit pattern steps by one toward y (down in magnitude when y
 * is nearer zero or across it). The step is taken on the operand type's own pattern (bf16, f16, f32 or a float8 format), not on
 * the float32 that holds it.
 */
final class NextAfter {
  private NextAfter() {}

  static void apply(DType dtype, float[] a, int aOff, float[] b, int bOff, float[] out, int outOff, int n) {
    for (int i = 0; i < n; i++) {
      out[outOff + i] = of(dtype, a[aOff + i], b[bOff + i]);
    }
  }

  static float of(DType dtype, float x, float y) {
    if (Float.isNaN(x) || Float.isNaN(y)) {
      return Float.NaN;
    }
    if (x == y) {
      return y;
    }
    return switch (dtype) {
      case F32 -> Math.nextAfter(x, (double) y);
      case BF16 -> Numerics.fromBf16Bits((short) step(Numerics.toBf16Bits(x) & 0xffff, x, y, 0x8000));
      case F16 -> Numerics.fromF16Bits((short) step(Numerics.toF16Bits(x) & 0xffff, x, y, 0x8000));
      default -> {
        Float8Format f8 = Float8Format.of(dtype);
        if (f8 == null) {
          throw new OpTypeException("next_after needs a floating operand, got " + dtype);
        }
        yield f8.nextAfter(x, y);
      }
    };
  }

  /** The 16-bit pattern one step from x toward y (x != y, neither NaN). */
  private static int step(int bits, float x, float y, int signBit) {
    if (x == 0) {
      return 1 | (y < 0 ? signBit : 0);
    }
    // moving away from zero adds one to the magnitude's pattern, toward (or past) zero subtracts one
    boolean awayFromZero = (y > x) == (x > 0);
    return awayFromZero ? bits + 1 : bits - 1;
  }
}
