package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.torchtpu.server.exec.TestArrays.bf16;
import static org.torchtpu.server.exec.TestArrays.dims;
import static org.torchtpu.server.exec.TestArrays.f32;
import static org.torchtpu.server.exec.TestArrays.floats;
import static org.torchtpu.server.exec.TestArrays.longs;
import static org.torchtpu.server.exec.TestArrays.pred;
import static org.torchtpu.server.exec.TestArrays.random;

import java.util.Arrays;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.v1.ArgReduceOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.ReduceOp;

class ReductionKernelsTest {
  private static final float NAN = Float.NaN;
  private static final float INF = Float.POSITIVE_INFINITY;

  private static DeviceArray reduce(ReduceOp.Kind kind, DeviceArray x, long... dims) {
    ReduceOp.Builder op = ReduceOp.newBuilder().setKind(kind);
    for (long d : dims) {
      op.addDimensions(d);
    }
    return ReductionKernels.reduce(op.build(), x);
  }

  /** 0, 1, ..., n-1 as f32 of the given dims. */
  private static DeviceArray counting(int... dims) {
    int n = 1;
    for (int d : dims) {
      n *= d;
    }
    float[] v = new float[n];
    for (int i = 0; i < n; i++) {
      v[i] = i;
    }
    return f32(dims, v);
  }

  @Nested
  class Reduce {
    @Test
    void sumOverNonAdjacentDims() {
      // x[i][j][k] = 12i + 4j + k over [2,3,4]; summing i and k leaves j:
      // sum_i sum_k (12i + 4j + k) = 4*12 + 8*4j + 2*6 = 60 + 32j
      DeviceArray r = reduce(ReduceOp.Kind.SUM, counting(2, 3, 4), 0, 2);
      assertThat(r.dims()).containsExactly(3);
      assertThat(r.floats()).containsExactly(60f, 92f, 124f);
    }

    @Test
    void everyLayoutFormAgreesWithANaiveLoop() {
      int[] shape = {3, 4, 5, 6};
      long[][] dimSets = {{}, {3}, {0}, {1, 2}, {0, 3}, {0, 2}, {1, 3}, {0, 1, 2, 3}, {2}, {0, 1}};
      DeviceArray x = counting(shape);
      for (ReduceOp.Kind kind : new ReduceOp.Kind[] {ReduceOp.Kind.SUM, ReduceOp.Kind.MAX, ReduceOp.Kind.MIN}) {
        for (long[] set : dimSets) {
          DeviceArray r = reduce(kind, x, set);
          double[] want = naive(kind, x, shape, set);
          assertThat(r.size()).isEqualTo(want.length);
          for (int i = 0; i < want.length; i++) {
            assertThat((double) r.floats()[i]).as("%s over %s, element %d", kind, Arrays.toString(set), i).isEqualTo(want[i]);
          }
        }
      }
    }

    @Test
    void sumOrderDependsOnlyOnTheReducedSequence() {
      // reducing dim 0 of x and dim 1 of its transpose run different loops (columns vs rows);
      // the documented order makes them bit-identical even with rounding error in play
      int rows = 1000;
      int cols = 13;
      DeviceArray x = random(DType.F32, dims(rows, cols), 5);
      float[] t = new float[rows * cols];
      for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++) {
          t[j * rows + i] = x.floats()[i * cols + j];
        }
      }
      DeviceArray xt = f32(dims(cols, rows), t);
      float[] byColumns = reduce(ReduceOp.Kind.SUM, x, 0).floats();
      float[] byRows = reduce(ReduceOp.Kind.SUM, xt, 1).floats();
      assertThat(byColumns).containsExactly(byRows);
      // and so does the gather loop: y[a][j][b] = x[a * half + b][j] reduced over a and b
      // visits the same sequence i = a * half + b
      int half = rows / 2;
      float[] y = new float[rows * cols];
      for (int a = 0; a < 2; a++) {
        for (int j = 0; j < cols; j++) {
          for (int b = 0; b < half; b++) {
            y[(a * cols + j) * half + b] = x.floats()[(a * half + b) * cols + j];
          }
        }
      }
      assertThat(reduce(ReduceOp.Kind.SUM, f32(dims(2, cols, half), y), 0, 2).floats()).containsExactly(byColumns);
    }

    @Test
    void columnReductionsSplitOverTheCoresKeepTheirBits() {
      // large enough to be split (by column strips for one outer block, by outer blocks for several): each column
      // must still equal the serial row loop over the transposed data, bit for bit, for every float kind
      int[][] shapes = {{300, 520}, {4, 150, 200}, {2, 1000, 40}};
      for (int[] shape : shapes) {
        int outer = shape.length == 3 ? shape[0] : 1;
        int rows = shape[shape.length - 2];
        int cols = shape[shape.length - 1];
        DeviceArray x = random(DType.F32, shape, 11);
        float[] t = new float[outer * rows * cols];
        for (int o = 0; o < outer; o++) {
          for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) {
              t[(o * cols + j) * rows + i] = x.floats()[(o * rows + i) * cols + j];
            }
          }
        }
        DeviceArray xt = f32(shape.length == 3 ? dims(outer, cols, rows) : dims(cols, rows), t);
        for (ReduceOp.Kind kind : new ReduceOp.Kind[] {ReduceOp.Kind.SUM, ReduceOp.Kind.MAX, ReduceOp.Kind.MIN,
            ReduceOp.Kind.PROD}) {
          float[] byColumns = reduce(kind, x, shape.length - 2).floats();
          float[] byRows = reduce(kind, xt, shape.length - 1).floats();
          assertThat(byColumns).as("%s over %s", kind, Arrays.toString(shape)).containsExactly(byRows);
        }
      }
    }

    @Test
    void f32SumIsPairwiseNotSequential() {
      // a sequential float32 sum of a million 0.1f drifts by about 1% (to ~100958);
      // the pairwise tree stays within a few ulps of the exact sum
      int n = 1_000_000;
      float[] v = new float[n];
      Arrays.fill(v, 0.1f);
      float sum = reduce(ReduceOp.Kind.SUM, f32(v), 0).floats()[0];
      double exact = n * (double) 0.1f;
      assertThat(Math.abs(sum - exact)).isLessThan(exact * 1e-6);
      float sequential = 0;
      for (float f : v) {
        sequential += f;
      }
      assertThat(Math.abs(sequential - exact)).isGreaterThan(exact * 1e-3); // the test can tell them apart
    }

    @Test
    void bf16SumAccumulatesInF32AndRoundsOnce() {
      // in bf16 each 1 + 2^-8 rounds back to 1; in f32 the two add up to 2^-7, which bf16 keeps
      DeviceArray r = reduce(ReduceOp.Kind.SUM, bf16(1f, 0x1p-8f, 0x1p-8f), 0);
      assertThat(r.dtype()).isEqualTo(DType.BF16);
      assertThat(r.floats()).containsExactly(1f + 0x1p-7f);
      DeviceArray h = reduce(ReduceOp.Kind.SUM, floats(DType.F16, dims(3), 60000f, 60000f, -60000f), 0);
      assertThat(h.floats()).containsExactly(60000f); // the f32 partial 120000 would overflow f16
    }

    @Test
    void maxAndMinPropagateNan() {
      DeviceArray x = f32(dims(2, 3), 1f, NAN, 3f, -1f, -INF, 2f);
      assertThat(reduce(ReduceOp.Kind.MAX, x, 1).floats()).containsExactly(NAN, 2f);
      assertThat(reduce(ReduceOp.Kind.MIN, x, 1).floats()).containsExactly(NAN, -INF);
      assertThat(reduce(ReduceOp.Kind.MAX, x, 0).floats()).containsExactly(1f, NAN, 3f);
      assertThat(reduce(ReduceOp.Kind.SUM, x, 0, 1).floats()).containsExactly(NAN);
      assertThat(reduce(ReduceOp.Kind.SUM, f32(INF, -INF, 1f), 0).floats()).containsExactly(NAN);
    }

    @Test
    void emptyReductionsGiveTheIdentity() {
      DeviceArray empty = f32(dims(2, 0));
      assertThat(reduce(ReduceOp.Kind.SUM, empty, 1).floats()).containsExactly(0f, 0f);
      assertThat(reduce(ReduceOp.Kind.PROD, empty, 1).floats()).containsExactly(1f, 1f);
      assertThat(reduce(ReduceOp.Kind.MAX, empty, 1).floats()).containsExactly(-INF, -INF);
      assertThat(reduce(ReduceOp.Kind.MIN, empty, 1).floats()).containsExactly(INF, INF);
      assertThat(reduce(ReduceOp.Kind.MAX, empty, 0).dims()).containsExactly(0);
      DeviceArray s8 = longs(DType.S8, dims(0));
      assertThat(reduce(ReduceOp.Kind.MAX, s8, 0).longs()).containsExactly(-128);
      assertThat(reduce(ReduceOp.Kind.MIN, s8, 0).longs()).containsExactly(127);
      assertThat(reduce(ReduceOp.Kind.MAX, longs(DType.U8, dims(0)), 0).longs()).containsExactly(0);
      assertThat(reduce(ReduceOp.Kind.MIN, longs(DType.U8, dims(0)), 0).longs()).containsExactly(255);
      assertThat(reduce(ReduceOp.Kind.MAX, longs(DType.S64, dims(0)), 0).longs()).containsExactly(Long.MIN_VALUE);
      assertThat(reduce(ReduceOp.Kind.AND, pred(), 0).longs()).containsExactly(1);
      assertThat(reduce(ReduceOp.Kind.OR, pred(), 0).longs()).containsExactly(0);
    }

    @Test
    void emptyMaxAndMinInFloat8WithoutInfinityGiveTheFiniteExtremes() {
      // -inf would round to NaN in e4m3fn and fnuz; XLA (and JAX's finfo.min init) gives -max finite
      float[] none = new float[0];
      DeviceArray e4m3fn = DeviceArray.ofFloats(DType.F8E4M3FN, dims(2, 0), none);
      assertThat(reduce(ReduceOp.Kind.MAX, e4m3fn, 1).floats()).containsExactly(-448f, -448f);
      assertThat(reduce(ReduceOp.Kind.MIN, e4m3fn, 1).floats()).containsExactly(448f, 448f);
      DeviceArray fnuz = DeviceArray.ofFloats(DType.F8E4M3FNUZ, dims(1, 0), none);
      assertThat(reduce(ReduceOp.Kind.MAX, fnuz, 1).floats()).containsExactly(-240f);
      DeviceArray e5m2 = DeviceArray.ofFloats(DType.F8E5M2, dims(1, 0), none); // has infinities
      assertThat(reduce(ReduceOp.Kind.MAX, e5m2, 1).floats()).containsExactly(-INF);
    }

    @Test
    void integerReductionsWrap() {
      DeviceArray x = longs(DType.S8, dims(2, 2), 100, 100, -100, -100);
      assertThat(reduce(ReduceOp.Kind.SUM, x, 1).longs()).containsExactly(-56, 56);
      assertThat(reduce(ReduceOp.Kind.PROD, longs(DType.S32, 65536, 65536, 3), 0).longs()).containsExactly(0);
      assertThat(reduce(ReduceOp.Kind.MAX, longs(DType.S32, dims(2, 2), -5, 3, 7, -9), 0).longs()).containsExactly(7, 3);
      assertThat(reduce(ReduceOp.Kind.MIN, longs(DType.U8, 200, 3, 255), 0).longs()).containsExactly(3);
    }

    @Test
    void predAndOr() {
      DeviceArray x = DeviceArray.ofLongs(DType.PRED, dims(2, 3), new long[] {1, 1, 1, 1, 0, 1});
      assertThat(reduce(ReduceOp.Kind.AND, x, 1).longs()).containsExactly(1, 0);
      assertThat(reduce(ReduceOp.Kind.OR, x, 0).longs()).containsExactly(1, 1, 1);
      assertThat(reduce(ReduceOp.Kind.AND, x, 0).longs()).containsExactly(1, 0, 1);
    }

    @Test
    void floatProductLeftToRight() {
      assertThat(reduce(ReduceOp.Kind.PROD, f32(dims(2, 3), 1, 2, 3, 4, 5, 6), 1).floats()).containsExactly(6f, 120f);
      assertThat(reduce(ReduceOp.Kind.PROD, f32(dims(2, 3), 1, 2, 3, 4, 5, 6), 0).floats()).containsExactly(4f, 10f, 18f);
    }

    @Test
    void reduceOverNothingCopies() {
      DeviceArray x = f32(dims(2, 1), 3f, -0f);
      DeviceArray r = reduce(ReduceOp.Kind.SUM, x);
      assertThat(r.dims()).containsExactly(2, 1);
      assertThat(r.floats()).containsExactly(3f, -0f);
      assertThat(reduce(ReduceOp.Kind.SUM, x, 1).floats()).containsExactly(3f, -0f); // size-1 dim
    }

    @Test
    void badDimsAreTypeErrors() {
      assertThatThrownBy(() -> reduce(ReduceOp.Kind.SUM, counting(2, 3), 2))
          .isInstanceOf(OpTypeException.class).hasMessageContaining("dimension 2");
      assertThatThrownBy(() -> reduce(ReduceOp.Kind.SUM, counting(2, 3), 1, 1))
          .isInstanceOf(OpTypeException.class).hasMessageContaining("twice");
      assertThatThrownBy(() -> reduce(ReduceOp.Kind.AND, counting(2, 3), 1))
          .isInstanceOf(OpTypeException.class).hasMessageContaining("pred");
    }

    private double[] naive(ReduceOp.Kind kind, DeviceArray x, int[] shape, long[] set) {
      boolean[] reduced = new boolean[shape.length];
      for (long d : set) {
        reduced[(int) d] = true;
      }
      int outSize = 1;
      int[] outShape = new int[shape.length - set.length];
      for (int d = 0, o = 0; d < shape.length; d++) {
        if (!reduced[d]) {
          outShape[o++] = shape[d];
          outSize *= shape[d];
        }
      }
      double[] out = new double[outSize];
      Arrays.fill(out, kind == ReduceOp.Kind.SUM ? 0 : kind == ReduceOp.Kind.MAX ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY);
      int[] outStrides = TestArrays.strides(outShape);
      for (int i = 0; i < x.size(); i++) {
        int[] idx = TestArrays.unravel(i, shape);
        int o = 0;
        for (int d = 0, od = 0; d < shape.length; d++) {
          if (!reduced[d]) {
            o += idx[d] * outStrides[od++];
          }
        }
        double v = x.floats()[i];
        out[o] = switch (kind) {
          case SUM -> out[o] + v;
          case MAX -> Math.max(out[o], v);
          default -> Math.min(out[o], v);
        };
      }
      return out;
    }
  }

  @Nested
  class ArgReduce {
    private DeviceArray arg(ArgReduceOp.Kind kind, DeviceArray x, int dim, DType indexDtype) {
      return ArgReductionKernels.argReduce(
          ArgReduceOp.newBuilder().setKind(kind).setDimension(dim).setIndexDtype(indexDtype).build(), x);
    }

    @Test
    void tiesGoToTheSmallestIndex() {
      DeviceArray x = f32(dims(2, 4), 1f, 5f, 5f, 0f, 2f, 2f, -1f, -1f);
      DeviceArray max = arg(ArgReduceOp.Kind.ARGMAX, x, 1, DType.S64);
      assertThat(max.dtype()).isEqualTo(DType.S64);
      assertThat(max.longs()).containsExactly(1, 0);
      assertThat(arg(ArgReduceOp.Kind.ARGMIN, x, 1, DType.S32).longs()).containsExactly(3, 2);
      assertThat(arg(ArgReduceOp.Kind.ARGMAX, f32(-0f, 0f), 0, DType.S32).longs()).containsExactly(0);
    }

    @Test
    void firstNanWinsForBothKinds() {
      DeviceArray x = f32(3f, NAN, 9f, NAN, -INF);
      assertThat(arg(ArgReduceOp.Kind.ARGMAX, x, 0, DType.S32).longs()).containsExactly(1);
      assertThat(arg(ArgReduceOp.Kind.ARGMIN, x, 0, DType.S32).longs()).containsExactly(1);
      assertThat(arg(ArgReduceOp.Kind.ARGMIN, f32(3f, INF, -INF), 0, DType.S32).longs()).containsExactly(2);
    }

    @Test
    void alongTheMiddleDimensionOf3d() {
      // [2, 3, 2]: for each (i, k) the index j of the max
      DeviceArray x = f32(dims(2, 3, 2),
          0, 9,
          5, 1,
          2, 3,
          7, 7,
          8, 7,
          8, 0);
      DeviceArray r = arg(ArgReduceOp.Kind.ARGMAX, x, 1, DType.S32);
      assertThat(r.dims()).containsExactly(2, 2);
      assertThat(r.longs()).containsExactly(1, 0, 1, 0);
      assertThat(arg(ArgReduceOp.Kind.ARGMIN, x, 1, DType.S32).longs()).containsExactly(0, 1, 0, 2);
      assertThat(arg(ArgReduceOp.Kind.ARGMAX, x, 0, DType.S32).longs()).containsExactly(1, 0, 1, 1, 1, 0);
    }

    @Test
    void integers() {
      DeviceArray x = longs(DType.U8, 3, 255, 0, 255);
      assertThat(arg(ArgReduceOp.Kind.ARGMAX, x, 0, DType.S64).longs()).containsExactly(1);
      assertThat(arg(ArgReduceOp.Kind.ARGMIN, x, 0, DType.S64).longs()).containsExactly(2);
    }

    @Test
    void errors() {
      assertThatThrownBy(() -> arg(ArgReduceOp.Kind.ARGMAX, f32(dims(2, 0)), 1, DType.S32))
          .isInstanceOf(OpTypeException.class).hasMessageContaining("empty");
      assertThatThrownBy(() -> arg(ArgReduceOp.Kind.ARGMAX, f32(1f), 1, DType.S32))
          .isInstanceOf(OpTypeException.class).hasMessageContaining("out of range");
      assertThatThrownBy(() -> arg(ArgReduceOp.Kind.ARGMAX, f32(1f), 0, DType.F32))
          .isInstanceOf(OpTypeException.class).hasMessageContaining("s32 or s64");
    }
  }
}
