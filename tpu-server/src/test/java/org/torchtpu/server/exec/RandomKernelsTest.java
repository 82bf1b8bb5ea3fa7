package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.Float8Format;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.RngOp;
import org.torchtpu.api.v1.TensorType;

class RandomKernelsTest {

  private static RngOp.Builder rng(DType dtype, int n, RngOp.Distribution distribution, double a, double b) {
    return RngOp.newBuilder()
        .setType(TensorType.newBuilder().setDtype(dtype).addDims(n))
        .setDistribution(distribution).setA(a).setB(b).setSeed(42);
  }

  private static int[] block(int c0, int c1, int c2, int c3, int k0, int k1, int rounds) {
    int[] out = new int[4];
    RandomKernels.philox4x32(c0, c1, c2, c3, k0, k1, rounds, out);
    return out;
  }

  @Test
  void philoxMatchesTheRandom123KnownAnswers() {
    // Random123 tests/kat_vectors, "philox4x32 10" and "philox4x32 7" lines: ctr[4] key[2] -> out[4]
    assertThat(block(0, 0, 0, 0, 0, 0, 10))
        .containsExactly(0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8);
    assertThat(block(-1, -1, -1, -1, -1, -1, 10))
        .containsExactly(0x408f276d, 0x41c83b0e, 0xa20bc7c6, 0x6d5451fd);
    assertThat(block(0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344, 0xa4093822, 0x299f31d0, 10))
        .containsExactly(0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1);
    assertThat(block(0, 0, 0, 0, 0, 0, 7))
        .containsExactly(0x5f6fb709, 0x0d893f64, 0x4f121f81, 0x4f730a48);
    assertThat(block(0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344, 0xa4093822, 0x299f31d0, 7))
        .containsExactly(0x4dfccaba, 0x190a87f0, 0xc47362ba, 0xb6b5242a);
  }

  @Test
  void elementZeroOfSeedZeroIsTheTopOfTheFirstKnownAnswerWord() {
    RngOp op = rng(DType.F32, 1, RngOp.Distribution.UNIFORM, 0, 1).setSeed(0).setOffset(0).build();
    // 0x6627e8d5 >>> 8 = 0x6627e8, scaled by 2^-24
    assertThat(RandomKernels.rng(op).floats()).containsExactly(0x6627e8 * 0x1p-24f);
  }

  @Test
  void sameSeedAndOffsetGiveTheSameBits() {
    RngOp op = rng(DType.F32, 1000, RngOp.Distribution.NORMAL, 0, 1).setOffset(77).build();
    assertThat(RandomKernels.rng(op).floats()).containsExactly(RandomKernels.rng(op).floats());
    float[] otherSeed = RandomKernels.rng(op.toBuilder().setSeed(43).build()).floats();
    assertThat(otherSeed).isNotEqualTo(RandomKernels.rng(op).floats());
  }

  @Test
  void elementIUsesCounterOffsetPlusI() {
    // sizes above the parallel chunk size, shifted by 5: chunk boundaries fall on different
    // elements, which must not change any value
    int n = 70_000;
    RngOp whole = rng(DType.F32, n, RngOp.Distribution.NORMAL, 0, 1).setOffset(100).build();
    RngOp tail = whole.toBuilder().setOffset(105).setType(TensorType.newBuilder().setDtype(DType.F32).addDims(n - 5)).build();
    float[] all = RandomKernels.rng(whole).floats();
    float[] part = RandomKernels.rng(tail).floats();
    assertThat(part).containsExactly(Arrays.copyOfRange(all, 5, n));
    RngOp small = tail.toBuilder().setType(TensorType.newBuilder().setDtype(DType.F32).addDims(10)).build();
    assertThat(RandomKernels.rng(small).floats()).containsExactly(Arrays.copyOfRange(all, 5, 15));
  }

  @Test
  void uniformF32HasTheRightMoments() {
    int n = 100_000;
    float[] v = RandomKernels.rng(rng(DType.F32, n, RngOp.Distribution.UNIFORM, -3, 5).build()).floats();
    double sum = 0;
    double sumSq = 0;
    for (float x : v) {
      assertThat(x).isGreaterThanOrEqualTo(-3f).isLessThan(5f);
      sum += x;
      sumSq += (double) x * x;
    }
    double mean = sum / n;
    double variance = sumSq / n - mean * mean;
    // mean 1, variance 64/12; standard errors about 0.0073 and 0.015
    assertThat(mean).isBetween(1 - 0.04, 1 + 0.04);
    assertThat(variance).isBetween(64.0 / 12 - 0.1, 64.0 / 12 + 0.1);
  }

  @Test
  void uniformStaysBelowTheUpperBoundAfterRounding() {
    // about 1 in 512 uniforms round up to 1.0 in bf16; those must become the bf16 below 1
    float[] v = RandomKernels.rng(rng(DType.BF16, 100_000, RngOp.Distribution.UNIFORM, 0, 1).build()).floats();
    float max = Float.NEGATIVE_INFINITY;
    for (float x : v) {
      assertThat(x).isGreaterThanOrEqualTo(0f).isLessThan(1f);
      assertThat(Numerics.roundToBf16(x)).isEqualTo(x);
      max = Math.max(max, x);
    }
    assertThat(max).isEqualTo(1f - 0x1p-8f);
    float[] h = RandomKernels.rng(rng(DType.F16, 100_000, RngOp.Distribution.UNIFORM, -1, 0).build()).floats();
    for (float x : h) {
      assertThat(x).isGreaterThanOrEqualTo(-1f).isLessThan(0f);
    }
  }

  @Test
  void integerUniformCoversTheRangeEvenly() {
    int n = 100_000;
    long[] v = RandomKernels.rng(rng(DType.S32, n, RngOp.Distribution.UNIFORM, 0, 10).build()).longs();
    int[] counts = new int[10];
    for (long x : v) {
      assertThat(x).isBetween(0L, 9L);
      counts[(int) x]++;
    }
    double chiSquare = 0;
    for (int c : counts) {
      chiSquare += Math.pow(c - n / 10.0, 2) / (n / 10.0);
    }
    assertThat(chiSquare).isLessThan(40); // 9 degrees of freedom: p < 1e-5 beyond 40
    long[] negative = RandomKernels.rng(rng(DType.S8, 1000, RngOp.Distribution.UNIFORM, -5, -2).build()).longs();
    for (long x : negative) {
      assertThat(x).isBetween(-5L, -3L);
    }
  }

  @Test
  void normalHasTheRightMomentsAndShape() {
    int n = 100_000;
    float[] v = RandomKernels.rng(rng(DType.F32, n, RngOp.Distribution.NORMAL, 2, 3).build()).floats();
    double sum = 0;
    double sumSq = 0;
    int withinOneSigma = 0;
    for (float x : v) {
      assertThat(Float.isFinite(x)).isTrue();
      sum += x;
      sumSq += (double) x * x;
      if (Math.abs(x - 2) < 3) {
        withinOneSigma++;
      }
    }
    double mean = sum / n;
    double std = Math.sqrt(sumSq / n - mean * mean);
    // standard errors: mean 0.0095, std 0.0067, one-sigma fraction 0.0015
    assertThat(mean).isBetween(2 - 0.05, 2 + 0.05);
    assertThat(std).isBetween(3 - 0.04, 3 + 0.04);
    assertThat(withinOneSigma / (double) n).isBetween(0.6827 - 0.008, 0.6827 + 0.008);
  }

  @Test
  void badRequestsAreTypeErrors() {
    assertThatThrownBy(() -> RandomKernels.rng(rng(DType.S32, 4, RngOp.Distribution.NORMAL, 0, 1).build()))
        .isInstanceOf(OpTypeException.class).hasMessageContaining("floating");
    assertThatThrownBy(() -> RandomKernels.rng(rng(DType.F32, 4, RngOp.Distribution.UNIFORM, 1, 0).build()))
        .isInstanceOf(OpTypeException.class).hasMessageContaining("a <= b");
    assertThatThrownBy(() -> RandomKernels.rng(rng(DType.F32, 4, RngOp.Distribution.NORMAL, 0, -1).build()))
        .isInstanceOf(OpTypeException.class).hasMessageContaining("standard deviation");
  }

  @Test
  void uniformInEveryFloat8FormatStaysBelowTheUpperBound() {
    // with 2-4 mantissa bits most samples near b round up to b and must step down on the format's own pattern
    for (DType dtype : new DType[] {DType.F8E4M3FN, DType.F8E5M2, DType.F8E4M3FNUZ, DType.F8E5M2FNUZ,
        DType.F8E4M3B11FNUZ, DType.F8E4M3, DType.F8E3M4}) {
      float[] v = RandomKernels.rng(rng(dtype, 1000, RngOp.Distribution.UNIFORM, 0, 1).build()).floats();
      float below = Float8Format.of(dtype).nextAfter(1f, 0f);
      boolean sawTheTop = false;
      for (float x : v) {
        assertThat(x).as(dtype.name()).isGreaterThanOrEqualTo(0f).isLessThan(1f);
        assertThat(Numerics.round(dtype, x)).as(dtype + " representable").isEqualTo(x);
        sawTheTop |= x == below;
      }
      assertThat(sawTheTop).as(dtype + ": the largest value below 1 appears").isTrue();
    }
  }
}
