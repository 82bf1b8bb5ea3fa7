package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.FloatBits;
import org.torchtpu.api.v1.DType;

/** The array rounding (Vector API when present) gives exactly the scalar rounding's bits. */
class NumericsRoundingTest {
  @Test
  void arrayRoundingToBf16MatchesTheScalarRuleBitForBit() {
    float[] special = {0f, -0f, Float.MIN_VALUE, -Float.MIN_VALUE, Float.MIN_NORMAL, Float.MAX_VALUE, -Float.MAX_VALUE,
        Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.NaN, Float.intBitsToFloat(0x7f800001),
        Float.intBitsToFloat(0xffc00001), Float.intBitsToFloat(0x7fffffff),
        Float.intBitsToFloat(0x3f808000), Float.intBitsToFloat(0x3f818000), // ties: to even, down and up
        Float.intBitsToFloat(0x3f808001), Float.intBitsToFloat(0x7f7fffff), Float.intBitsToFloat(0x007fffff)};
    SplittableRandom random = new SplittableRandom(42);
    float[] data = new float[special.length + 10_007]; // an odd length leaves a scalar tail
    System.arraycopy(special, 0, data, 0, special.length);
    for (int i = special.length; i < data.length; i++) {
      data[i] = Float.intBitsToFloat(random.nextInt());
    }
    float[] expected = data.clone();
    for (int i = 0; i < expected.length; i++) {
      expected[i] = FloatBits.roundToBf16(expected[i]);
    }
    float[] whole = data.clone();
    Numerics.roundInPlace(DType.BF16, whole);
    float[] middle = data.clone();
    Numerics.roundInPlace(DType.BF16, middle, 3, middle.length - 5);
    for (int i = 0; i < data.length; i++) {
      assertThat(Float.floatToRawIntBits(whole[i])).as("element %d (%08x)", i, Float.floatToRawIntBits(data[i]))
          .isEqualTo(Float.floatToRawIntBits(expected[i]));
      int want = i < 3 || i >= data.length - 5 ? Float.floatToRawIntBits(data[i]) : Float.floatToRawIntBits(expected[i]);
      assertThat(Float.floatToRawIntBits(middle[i])).as("range element %d", i).isEqualTo(want);
    }
    assertThat(Float.isNaN(whole[9]) && Float.isNaN(whole[10]) && Float.isNaN(whole[11])).isTrue();
  }
}
