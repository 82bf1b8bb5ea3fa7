package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import java.util.function.BinaryOperator;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.DType;

/**
 * The tile kernels' binary float ops (Vector API lanes when present) give the bits of the plain
 * Java operation, including NaNs, signed zeros and infinities, at unaligned offsets.
 */
class TileKernelsVectorTest {
  private static final float[] SPECIAL = {0f, -0f, 1f, -1f, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY,
      Float.MIN_VALUE, -Float.MIN_VALUE, Float.MAX_VALUE, 3.5e-39f, 1e30f};

  @Test
  void binaryFloatOpsMatchJavaArithmeticBitForBit() {
    check(BinaryOp.Kind.ADD, (x, y) -> x + y);
    check(BinaryOp.Kind.SUBTRACT, (x, y) -> x - y);
    check(BinaryOp.Kind.MULTIPLY, (x, y) -> x * y);
    check(BinaryOp.Kind.DIVIDE, (x, y) -> x / y);
    check(BinaryOp.Kind.MAXIMUM, Math::max);
    check(BinaryOp.Kind.MINIMUM, Math::min);
  }

  /** select copies the chosen operand bit for bit (NaN payloads too), and any nonzero predicate means true. */
  @Test
  void selectFloatCopiesTheChosenBitsForEveryPredicateValue() {
    long[] predicates = {0, 1, -1, 2, Long.MIN_VALUE, Long.MAX_VALUE};
    int n = SPECIAL.length * predicates.length;
    long[] p = new long[n + 2];
    float[] t = new float[n + 1];
    float[] f = new float[n + 3];
    float nanWithPayload = Float.intBitsToFloat(0x7fc0_1234);
    for (int i = 0; i < n; i++) {
      p[i + 2] = predicates[i % predicates.length];
      t[i + 1] = SPECIAL[i / predicates.length];
      f[i + 3] = i % 3 == 0 ? nanWithPayload : -SPECIAL[(i + 5) % SPECIAL.length];
    }
    float[] out = new float[n + 4];
    TileKernels.selectFloat(p, 2, t, 1, f, 3, out, 4, n);
    for (int i = 0; i < n; i++) {
      float expected = p[i + 2] != 0 ? t[i + 1] : f[i + 3];
      assertThat(Float.floatToRawIntBits(out[i + 4])).as("element %d, predicate %d", i, p[i + 2])
          .isEqualTo(Float.floatToRawIntBits(expected));
    }
  }

  private static void check(BinaryOp.Kind kind, BinaryOperator<Float> java) {
    int n = SPECIAL.length * SPECIAL.length + 37; // every pair of special values, then random ones
    float[] a = new float[n + 3];
    float[] b = new float[n + 5];
    SplittableRandom random = new SplittableRandom(kind.getNumber());
    for (int i = 0; i < n; i++) {
      boolean pair = i < SPECIAL.length * SPECIAL.length;
      a[i + 3] = pair ? SPECIAL[i / SPECIAL.length] : (float) random.nextGaussian();
      b[i + 5] = pair ? SPECIAL[i % SPECIAL.length] : (float) random.nextGaussian();
    }
    float[] out = new float[n + 1];
    TileKernels.binaryFloat(kind, DType.F32, a, 3, b, 5, out, 1, n);
    for (int i = 0; i < n; i++) {
      float want = java.apply(a[i + 3], b[i + 5]);
      assertThat(Float.floatToIntBits(out[i + 1])).as("%s(%s, %s)", kind, a[i + 3], b[i + 5])
          .isEqualTo(Float.floatToIntBits(want));
      if (!Float.isNaN(want)) {
        assertThat(Float.floatToRawIntBits(out[i + 1])).as("sign of %s(%s, %s)", kind, a[i + 3], b[i + 5])
            .isEqualTo(Float.floatToRawIntBits(want));
      }
    }
  }
}
