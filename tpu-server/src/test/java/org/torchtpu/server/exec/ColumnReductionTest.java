package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.torchtpu.server.exec.TestArrays.dims;
import static org.torchtpu.server.exec.TestArrays.f32;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.ReduceOp;

/**
 * {@link ColumnReduction} with the number of parts chosen by the test, so both splits (outer blocks, column strips
 * of widths that are no multiple of the strip alignment, with empty trailing strips) run on every machine, on data
 * holding NaN, +-inf and -0.0. Each result must have the bits of the reduction of the transposed data along its
 * contiguous rows ({@link ReductionKernels}' ordinary path, which never goes through ColumnReduction).
 */
class ColumnReductionTest {
  private static final ReduceOp.Kind[] KINDS = {ReduceOp.Kind.SUM, ReduceOp.Kind.PROD, ReduceOp.Kind.MAX,
      ReduceOp.Kind.MIN};

  /** {outer, rows, width}: outer >= threads splits by outer blocks, else by strips of columns. */
  private static final int[][] SHAPES = {{1, 37, 53}, {2, 21, 100}, {7, 19, 53}, {9, 5, 20}, {3, 64, 17}};
  private static final int[] THREADS = {1, 2, 3, 7};

  /** Column 0 NaN somewhere, 1 +inf, 2 -inf, 3 both infinities, 4 all -0.0, 5 -0.0 and +0.0; the rest random. */
  private static float[] data(int outer, int rows, int width, long seed) {
    Random random = new Random(seed);
    float[] x = new float[outer * rows * width];
    for (int o = 0; o < outer; o++) {
      for (int r = 0; r < rows; r++) {
        for (int j = 0; j < width; j++) {
          float v = (random.nextFloat() - 0.5f) * 4;
          if (j == 0 && r == rows / 2) {
            v = Float.NaN;
          } else if ((j == 1 || j == 3) && r == rows - 1) {
            v = Float.POSITIVE_INFINITY;
          } else if ((j == 2 || j == 3) && r == 0) {
            v = Float.NEGATIVE_INFINITY;
          } else if (j == 4) {
            v = -0.0f;
          } else if (j == 5) {
            v = r % 2 == 0 ? -0.0f : 0.0f;
          }
          x[(o * rows + r) * width + j] = v;
        }
      }
    }
    return x;
  }

  /** The reference: x transposed to [outer, width, rows] and reduced along its last (contiguous) dim. */
  private static float[] byRows(ReduceOp.Kind kind, float[] x, int outer, int rows, int width) {
    float[] t = new float[x.length];
    for (int o = 0; o < outer; o++) {
      for (int r = 0; r < rows; r++) {
        for (int j = 0; j < width; j++) {
          t[(o * width + j) * rows + r] = x[(o * rows + r) * width + j];
        }
      }
    }
    DeviceArray xt = f32(dims(outer, width, rows), t);
    return ReductionKernels.reduce(ReduceOp.newBuilder().setKind(kind).addDimensions(2).build(), xt).floats();
  }

  private static int[] bits(float[] v) {
    int[] b = new int[v.length];
    for (int i = 0; i < v.length; i++) {
      b[i] = Float.floatToRawIntBits(v[i]);
    }
    return b;
  }

  @Test
  void bothSplitsKeepTheBitsOfTheRowReductionWithNaNInfinitiesAndNegativeZero() {
    for (int[] shape : SHAPES) {
      int outer = shape[0];
      int rows = shape[1];
      int width = shape[2];
      float[] x = data(outer, rows, width, 31L * outer + width);
      for (ReduceOp.Kind kind : KINDS) {
        int[] expected = bits(byRows(kind, x, outer, rows, width));
        for (int threads : THREADS) {
          float[] out = new float[outer * width];
          Arrays.fill(out, 12345f); // every output must be written
          ColumnReduction.reduce(kind, x, outer, rows, width, out, threads);
          assertThat(bits(out)).as("%s over %s with %d threads", kind, Arrays.toString(shape), threads)
              .containsExactly(expected);
        }
      }
    }
  }

  @Test
  void theSpecialColumnsHaveTheirIeeeResults() {
    // what IEEE 754 says for each special column, independent of any kernel: NaN spreads, inf + -inf is NaN,
    // -0.0 + -0.0 is -0.0, max(-0.0, 0.0) is 0.0 and min is -0.0
    int outer = 2;
    int rows = 21;
    int width = 100;
    float[] x = data(outer, rows, width, 5);
    for (int threads : THREADS) {
      float[] sum = new float[outer * width];
      float[] max = new float[outer * width];
      float[] min = new float[outer * width];
      ColumnReduction.reduce(ReduceOp.Kind.SUM, x, outer, rows, width, sum, threads);
      ColumnReduction.reduce(ReduceOp.Kind.MAX, x, outer, rows, width, max, threads);
      ColumnReduction.reduce(ReduceOp.Kind.MIN, x, outer, rows, width, min, threads);
      for (int o = 0; o < outer; o++) {
        int c = o * width;
        String where = "block " + o + " with " + threads + " threads";
        assertThat(sum[c]).as(where).isNaN();
        assertThat(max[c]).as(where).isNaN();
        assertThat(min[c]).as(where).isNaN();
        assertThat(sum[c + 1]).as(where).isEqualTo(Float.POSITIVE_INFINITY);
        assertThat(max[c + 1]).as(where).isEqualTo(Float.POSITIVE_INFINITY);
        assertThat(sum[c + 2]).as(where).isEqualTo(Float.NEGATIVE_INFINITY);
        assertThat(min[c + 2]).as(where).isEqualTo(Float.NEGATIVE_INFINITY);
        assertThat(sum[c + 3]).as(where).isNaN();
        assertThat(Float.floatToRawIntBits(sum[c + 4])).as(where).isEqualTo(Float.floatToRawIntBits(-0.0f));
        assertThat(Float.floatToRawIntBits(max[c + 5])).as(where).isEqualTo(Float.floatToRawIntBits(0.0f));
        assertThat(Float.floatToRawIntBits(min[c + 5])).as(where).isEqualTo(Float.floatToRawIntBits(-0.0f));
      }
    }
  }
}
