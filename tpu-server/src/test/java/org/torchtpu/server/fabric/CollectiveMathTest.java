package org.torchtpu.server.fabric;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CollectiveReduction;
import org.torchtpu.api.v1.DType;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Numerics;

/**
 * {@link CollectiveMath#reduce} runs one loop per member and reduction (so the JIT vectorises it); it must give the
 * bits of the plain element-by-element fold in group order, IEEE special values included (NaN, signed zeros,
 * infinities, subnormals), for every member count and for lengths that leave a tail after any vector width.
 */
class CollectiveMathTest {
  private static final CollectiveReduction[] FLOAT_REDUCTIONS = {CollectiveReduction.COLLECTIVE_SUM,
      CollectiveReduction.COLLECTIVE_AVG, CollectiveReduction.COLLECTIVE_PROD, CollectiveReduction.COLLECTIVE_MAX,
      CollectiveReduction.COLLECTIVE_MIN};
  private static final float[] SPECIALS = {Float.NaN, -0.0f, 0.0f, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY,
      Float.MIN_VALUE, -Float.MIN_VALUE, Float.MAX_VALUE, -Float.MAX_VALUE, 1e-40f, 3.0f, -2.5f};

  @Test
  void floatReductionsGiveThePlainFoldsBits() {
    Random random = new Random(16);
    for (DType dtype : new DType[] {DType.F32, DType.BF16}) {
      for (int members = 1; members <= 4; members++) {
        for (int n : new int[] {0, 1, 7, 37, 1000}) {
          List<DeviceArray> values = new ArrayList<>();
          for (int m = 0; m < members; m++) {
            float[] x = new float[n];
            for (int i = 0; i < n; i++) {
              x[i] = random.nextInt(4) == 0 ? SPECIALS[random.nextInt(SPECIALS.length)] : (float) random.nextGaussian();
            }
            Numerics.roundInPlace(dtype, x);
            values.add(DeviceArray.ofFloats(dtype, new int[] {n}, x));
          }
          for (CollectiveReduction r : FLOAT_REDUCTIONS) {
            float[] got = CollectiveMath.reduce(r, values).floats();
            float[] want = plainFold(r, dtype, values);
            assertThat(got).as("%s %s, %d members, %d elements", r, dtype, members, n).hasSize(n);
            for (int i = 0; i < n; i++) {
              assertThat(Float.floatToIntBits(got[i])).as("%s %s, %d members, element %d", r, dtype, members, i)
                  .isEqualTo(Float.floatToIntBits(want[i]));
            }
          }
        }
      }
    }
  }

  /**
   * A reduction told it may write into the first or second member's value gives the same bits, in that value's storage
   * (no new array), and leaves the other members' values as they were.
   */
  @Test
  void reductionIntoAWritableValueGivesTheSameBitsInItsStorage() {
    Random random = new Random(18);
    for (int members = 2; members <= 4; members++) {
      for (int writable = 0; writable <= 1; writable++) {
        for (CollectiveReduction r : FLOAT_REDUCTIONS) {
          List<DeviceArray> originals = new ArrayList<>();
          for (int m = 0; m < members; m++) {
            float[] x = new float[37];
            for (int i = 0; i < x.length; i++) {
              x[i] = random.nextInt(4) == 0 ? SPECIALS[random.nextInt(SPECIALS.length)] : (float) random.nextGaussian();
            }
            Numerics.roundInPlace(DType.BF16, x);
            originals.add(DeviceArray.ofFloats(DType.BF16, new int[] {x.length}, x));
          }
          List<DeviceArray> values = new ArrayList<>();
          originals.forEach(v -> values.add(DeviceArray.ofFloats(DType.BF16, v.dims(), v.floats().clone())));
          float[] storage = values.get(writable).floats();

          float[] got = CollectiveMath.reduce(r, values, writable).floats();

          String what = String.format("%s, %d members, into member %d", r, members, writable);
          assertThat(got).as(what).isSameAs(storage);
          float[] want = plainFold(r, DType.BF16, originals);
          for (int i = 0; i < want.length; i++) {
            assertThat(Float.floatToIntBits(got[i])).as("%s, element %d", what, i)
                .isEqualTo(Float.floatToIntBits(want[i]));
          }
          for (int m = 0; m < members; m++) {
            if (m != writable) {
              assertThat(values.get(m).floats()).as("%s: member %d untouched", what, m)
                  .containsExactly(originals.get(m).floats());
            }
          }
        }
      }
    }
    List<DeviceArray> ints = List.of(DeviceArray.ofLongs(DType.S32, new int[] {2}, new long[] {1, 2}),
        DeviceArray.ofLongs(DType.S32, new int[] {2}, new long[] {3, 4}));
    long[] storage = ints.get(1).longs();
    assertThat(CollectiveMath.reduce(CollectiveReduction.COLLECTIVE_SUM, ints, 1).longs()).isSameAs(storage)
        .containsExactly(4, 6);
  }

  /** Without a writable value (-1, or a position past the first two) the result is a new array. */
  @Test
  void reductionWithoutAWritableValueMakesANewArray() {
    List<DeviceArray> values = List.of(DeviceArray.ofFloats(DType.F32, new int[] {2}, new float[] {1, 2}),
        DeviceArray.ofFloats(DType.F32, new int[] {2}, new float[] {3, 4}),
        DeviceArray.ofFloats(DType.F32, new int[] {2}, new float[] {5, 6}));
    for (int writable : new int[] {-1, 2}) {
      float[] got = CollectiveMath.reduce(CollectiveReduction.COLLECTIVE_SUM, values, writable).floats();
      assertThat(got).containsExactly(9, 12);
      values.forEach(v -> assertThat(got).isNotSameAs(v.floats()));
    }
    assertThat(values.get(2).floats()).containsExactly(5, 6);
  }

  @Test
  void integerReductionsWrapToTheirWidthLikeThePlainFold() {
    Random random = new Random(17);
    for (int members = 1; members <= 4; members++) {
      List<DeviceArray> values = new ArrayList<>();
      for (int m = 0; m < members; m++) {
        long[] x = new long[41];
        for (int i = 0; i < x.length; i++) {
          x[i] = random.nextInt(256) - 128; // s8 values: sums and products leave the width
        }
        values.add(DeviceArray.ofLongs(DType.S8, new int[] {x.length}, x));
      }
      for (CollectiveReduction r : new CollectiveReduction[] {CollectiveReduction.COLLECTIVE_SUM,
          CollectiveReduction.COLLECTIVE_PROD, CollectiveReduction.COLLECTIVE_MAX, CollectiveReduction.COLLECTIVE_MIN}) {
        long[] want = values.get(0).longs().clone();
        for (int m = 1; m < members; m++) {
          long[] x = values.get(m).longs();
          for (int i = 0; i < want.length; i++) {
            want[i] = switch (r) {
              case COLLECTIVE_SUM -> want[i] + x[i];
              case COLLECTIVE_PROD -> want[i] * x[i];
              case COLLECTIVE_MAX -> Math.max(want[i], x[i]);
              default -> Math.min(want[i], x[i]);
            };
          }
        }
        for (int i = 0; i < want.length; i++) {
          want[i] = (byte) want[i]; // two's complement wrap to 8 bits
        }
        assertThat(CollectiveMath.reduce(r, values).longs()).as("%s, %d members", r, members).containsExactly(want);
      }
    }
  }

  @Test
  void averageOnIntegersIsRefused() {
    List<DeviceArray> values = List.of(DeviceArray.ofLongs(DType.S32, new int[] {2}, new long[] {1, 2}),
        DeviceArray.ofLongs(DType.S32, new int[] {2}, new long[] {3, 4}));
    assertThatThrownBy(() -> CollectiveMath.reduce(CollectiveReduction.COLLECTIVE_AVG, values))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("COLLECTIVE_AVG");
  }

  /** The fold element by element, members in group order, then the average's division and the dtype's rounding. */
  private static float[] plainFold(CollectiveReduction r, DType dtype, List<DeviceArray> values) {
    float[] acc = values.get(0).floats().clone();
    for (int m = 1; m < values.size(); m++) {
      float[] x = values.get(m).floats();
      for (int i = 0; i < acc.length; i++) {
        acc[i] = switch (r) {
          case COLLECTIVE_SUM, COLLECTIVE_AVG -> acc[i] + x[i];
          case COLLECTIVE_PROD -> acc[i] * x[i];
          case COLLECTIVE_MAX -> Math.max(acc[i], x[i]);
          default -> Math.min(acc[i], x[i]);
        };
      }
    }
    for (int i = 0; i < acc.length; i++) {
      acc[i] = Numerics.round(dtype, r == CollectiveReduction.COLLECTIVE_AVG ? acc[i] / values.size() : acc[i]);
    }
    return acc;
  }
}
