package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** FloatTanh must give exactly the bits of {@code (float) Math.tanh(x)}, the kernels' definition. */
class FloatTanhTest {

  private static void assertSameBits(float x) {
    int want = Float.floatToRawIntBits((float) Math.tanh(x));
    int got = Float.floatToRawIntBits(FloatTanh.tanh(x));
    if (got != want) {
      // one assertion per mismatch only: the loops below check millions of inputs
      assertThat(Integer.toHexString(got)).as("tanh(%s) (bits %08x)", x, Float.floatToRawIntBits(x))
          .isEqualTo(Integer.toHexString(want));
    }
  }

  @Test
  void specialValuesKeepTheirBits() {
    float[] special = {0f, -0f, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.MIN_VALUE,
        -Float.MIN_VALUE, Float.MIN_NORMAL, Float.MAX_VALUE, -Float.MAX_VALUE, 20f, Math.nextUp(20f), Math.nextDown(20f),
        -20f, 9.01f, 1f, -1f, 0.5f, (float) 0x1p-13, Math.nextDown((float) 0x1p-13), -(float) 0x1p-13, 1e-30f, -1e-30f};
    for (float x : special) {
      assertSameBits(x);
    }
    assertThat(Float.floatToRawIntBits(FloatTanh.tanh(-0f))).isEqualTo(Float.floatToRawIntBits(-0f));
    assertThat(FloatTanh.tanh(Float.NaN)).isNaN();
  }

  @Test
  void everyThirtyFirstFloatFromTinyToBeyondSaturationMatches() {
    // bit patterns from 2^-30 to 24 in steps of 31 (an odd step, so every low-bit pattern comes up):
    // both signs, the series range, the exp range and saturation to +-1
    int from = Float.floatToRawIntBits(0x1p-30f);
    int to = Float.floatToRawIntBits(24f);
    for (int bits = from; bits <= to; bits += 31) {
      float x = Float.intBitsToFloat(bits);
      assertSameBits(x);
      assertSameBits(-x);
    }
  }

  @Test
  void randomActivationsMatch() {
    Random random = new Random(16);
    for (int i = 0; i < 2_000_000; i++) {
      assertSameBits((float) (random.nextGaussian() * 3));
    }
  }
}
