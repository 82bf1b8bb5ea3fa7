package org.torchtpu.api.ir;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

class FloatBitsTest {

  @Test
  void bf16TiesRoundToEven() {
    // 1 + 2^-8 lies exactly between 1.0 (even) and 1 + 2^-7 (odd).
    assertThat(FloatBits.roundToBf16(1f + 0x1p-8f)).isEqualTo(1f);
    // 1 + 3*2^-8 lies between 1 + 2^-7 (odd) and 1 + 2^-6 (even).
    assertThat(FloatBits.roundToBf16(1f + 3 * 0x1p-8f)).isEqualTo(1f + 0x1p-6f);
    assertThat(FloatBits.roundToBf16(-(1f + 3 * 0x1p-8f))).isEqualTo(-(1f + 0x1p-6f));
    // Just above the tie rounds up.
    assertThat(FloatBits.roundToBf16(1f + 0x1p-8f + 0x1p-20f)).isEqualTo(1f + 0x1p-7f);
    assertThat(FloatBits.toBf16Bits(1f)).isEqualTo((short) 0x3f80);
  }

  @Test
  void bf16OverflowAndNaN() {
    assertThat(FloatBits.roundToBf16(Float.MAX_VALUE)).isEqualTo(Float.POSITIVE_INFINITY);
    assertThat(FloatBits.roundToBf16(-Float.MAX_VALUE)).isEqualTo(Float.NEGATIVE_INFINITY);
    // A NaN whose payload sits only in the low 16 bits must not become an infinity.
    float lowPayloadNaN = Float.intBitsToFloat(0x7f800001);
    assertThat(Float.isNaN(FloatBits.fromBf16Bits(FloatBits.toBf16Bits(lowPayloadNaN)))).isTrue();
    assertThat(Float.isNaN(FloatBits.roundToBf16(Float.NaN))).isTrue();
  }

  @Test
  void everyBf16ValueSurvivesARoundTrip() {
    for (int h = 0; h < 0x10000; h++) {
      float v = FloatBits.fromBf16Bits((short) h);
      if (Float.isNaN(v)) {
        continue;
      }
      assertThat(FloatBits.toBf16Bits(v) & 0xffff).as("bf16 bits %04x", h).isEqualTo(h);
    }
  }

  @Test
  void f16SubnormalsAndTies() {
    assertThat(FloatBits.toF16Bits(0x1p-24f)).isEqualTo((short) 0x0001);
    assertThat(FloatBits.toF16Bits(0x1p-25f)).isEqualTo((short) 0x0000); // tie between 0 and 2^-24: even is 0
    assertThat(FloatBits.toF16Bits(1.5f * 0x1p-25f)).isEqualTo((short) 0x0001);
    assertThat(FloatBits.toF16Bits(3 * 0x1p-25f)).isEqualTo((short) 0x0002); // tie between 1 and 2 units: even is 2
    assertThat(FloatBits.toF16Bits(-0x1p-24f)).isEqualTo((short) 0x8001);
    assertThat(FloatBits.toF16Bits(1023 * 0x1p-24f)).isEqualTo((short) 0x03ff); // largest subnormal
    assertThat(FloatBits.toF16Bits(1023.5f * 0x1p-24f)).isEqualTo((short) 0x0400); // tie carries into the smallest normal
    assertThat(FloatBits.fromF16Bits((short) 0x0001)).isEqualTo(0x1p-24f);
    assertThat(FloatBits.fromF16Bits((short) 0x8003)).isEqualTo(-3 * 0x1p-24f);
    assertThat(FloatBits.roundToF16(0x1p-30f)).isEqualTo(0f);
  }

  @Test
  void f16NormalRangeAndOverflow() {
    assertThat(FloatBits.toF16Bits(1f)).isEqualTo((short) 0x3c00);
    assertThat(FloatBits.toF16Bits(-2f)).isEqualTo((short) 0xc000);
    assertThat(FloatBits.toF16Bits(65504f)).isEqualTo((short) 0x7bff);
    assertThat(FloatBits.toF16Bits(65519f)).isEqualTo((short) 0x7bff);
    assertThat(FloatBits.toF16Bits(65520f)).isEqualTo((short) 0x7c00); // tie with 65536 rounds to infinity
    assertThat(FloatBits.fromF16Bits((short) 0x7c00)).isEqualTo(Float.POSITIVE_INFINITY);
    assertThat(Float.isNaN(FloatBits.fromF16Bits(FloatBits.toF16Bits(Float.NaN)))).isTrue();
  }

  @Test
  void everyF16ValueSurvivesARoundTrip() {
    for (int h = 0; h < 0x10000; h++) {
      float v = FloatBits.fromF16Bits((short) h);
      if (Float.isNaN(v)) {
        continue;
      }
      assertThat(FloatBits.toF16Bits(v) & 0xffff).as("f16 bits %04x", h).isEqualTo(h);
    }
  }

  @Test
  void f16RoundingMatchesANearestValueSearch() {
    // Reference: all finite non-negative halves, sorted; pick the nearest, ties to the even pattern.
    float[] halves = new float[0x7c00];
    for (int h = 0; h < 0x7c00; h++) {
      halves[h] = FloatBits.fromF16Bits((short) h);
    }
    Random random = new Random(7);
    for (int i = 0; i < 200_000; i++) {
      float x = (float) (Math.scalb(random.nextDouble(), random.nextInt(46) - 28));
      int expected = nearestHalf(halves, x);
      assertThat(FloatBits.toF16Bits(x) & 0xffff).as("f16 of %s", x).isEqualTo(expected);
    }
  }

  private static int nearestHalf(float[] halves, float x) {
    int at = Arrays.binarySearch(halves, x);
    if (at >= 0) {
      return at;
    }
    int above = -at - 1;
    if (above == halves.length) {
      double gapToInfinity = 65536.0 - halves[halves.length - 1];
      return x - halves[halves.length - 1] >= gapToInfinity / 2 ? 0x7c00 : halves.length - 1;
    }
    int below = above - 1;
    double down = (double) x - halves[below];
    double up = (double) halves[above] - x;
    if (down < up) {
      return below;
    }
    if (up < down) {
      return above;
    }
    return (below & 1) == 0 ? below : above;
  }
}
