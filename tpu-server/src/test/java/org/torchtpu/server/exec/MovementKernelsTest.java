package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.torchtpu.server.exec.KernelTestArrays.bf16;
import static org.torchtpu.server.exec.KernelTestArrays.dims;
import static org.torchtpu.server.exec.KernelTestArrays.f32;
import static org.torchtpu.server.exec.KernelTestArrays.forEachIndex;
import static org.torchtpu.server.exec.KernelTestArrays.iotaF32;
import static org.torchtpu.server.exec.KernelTestArrays.iotaS64;
import static org.torchtpu.server.exec.KernelTestArrays.linear;
import static org.torchtpu.server.exec.KernelTestArrays.randomF32;
import static org.torchtpu.server.exec.KernelTestArrays.s32;
import static org.torchtpu.server.exec.KernelTestArrays.values;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.BroadcastInDimOp;
import org.torchtpu.api.v1.ConcatenateOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.PadOp;
import org.torchtpu.api.v1.ReshapeOp;
import org.torchtpu.api.v1.SliceOp;
import org.torchtpu.api.v1.TransposeOp;

class MovementKernelsTest {

  private static List<Long> l(long... v) {
    return Arrays.stream(v).boxed().toList();
  }

  private static BroadcastInDimOp broadcast(long[] resultDims, long... mapping) {
    return BroadcastInDimOp.newBuilder().addAllResultDims(l(resultDims)).addAllBroadcastDimensions(l(mapping)).build();
  }

  // ---------------------------------------------------------------- broadcast_in_dim

  @Test
  void broadcastRowsAndColumns() {
    DeviceArray row = f32(dims(3), 1, 2, 3);
    DeviceArray rows = MovementKernels.broadcastInDim(broadcast(new long[] {2, 3}, 1), row);
    assertThat(rows.dims()).containsExactly(2, 3);
    assertThat(rows.floats()).containsExactly(1, 2, 3, 1, 2, 3);

    DeviceArray col = f32(dims(2), 7, 8);
    DeviceArray cols = MovementKernels.broadcastInDim(broadcast(new long[] {2, 3}, 0), col);
    assertThat(cols.floats()).containsExactly(7, 7, 7, 8, 8, 8);

    DeviceArray scalar = s32(dims(), 5);
    DeviceArray filled = MovementKernels.broadcastInDim(broadcast(new long[] {2, 2}), scalar);
    assertThat(filled.dtype()).isEqualTo(DType.S32);
    assertThat(filled.longs()).containsExactly(5, 5, 5, 5);
  }

  @Test
  void broadcastWithSizeOneDimsAndReorderedMapping() {
    // operand [3, 1] -> result [4, 2, 3]; operand dim 0 -> result dim 2, dim 1 (size 1) -> result dim 0
    DeviceArray x = f32(dims(3, 1), 10, 20, 30);
    DeviceArray y = MovementKernels.broadcastInDim(broadcast(new long[] {4, 2, 3}, 2, 0), x);
    assertThat(y.dims()).containsExactly(4, 2, 3);
    forEachIndex(y.dims(), idx -> assertThat(y.floats()[linear(y.dims(), idx)]).isEqualTo(x.floats()[idx[2]]));
  }

  @Test
  void identityBroadcastSharesStorage() {
    DeviceArray x = iotaF32(2, 3);
    DeviceArray y = MovementKernels.broadcastInDim(broadcast(new long[] {2, 3}, 0, 1), x);
    assertThat(y.floats()).isSameAs(x.floats());
  }

  // ---------------------------------------------------------------- reshape

  @Test
  void reshapeSharesStorageWithNewDims() {
    DeviceArray x = iotaF32(2, 3);
    DeviceArray y = MovementKernels.reshape(ReshapeOp.newBuilder().addAllDims(l(3, 1, 2)).build(), x);
    assertThat(y.dims()).containsExactly(3, 1, 2);
    assertThat(y.floats()).isSameAs(x.floats());
    assertThat(x.dims()).containsExactly(2, 3);
    DeviceArray scalar = MovementKernels.reshape(ReshapeOp.getDefaultInstance(), s32(dims(1, 1), 9));
    assertThat(scalar.rank()).isZero();
    assertThat(scalar.longs()).containsExactly(9);
  }

  // ---------------------------------------------------------------- transpose

  private static TransposeOp perm(long... p) {
    return TransposeOp.newBuilder().addAllPermutation(l(p)).build();
  }

  /** out[i_0..] = x[j] where j[perm[k]] = i[k]: the definition, one element at a time. */
  private static double[] naiveTranspose(DeviceArray x, int[] perm) {
    int[] in = x.dims();
    int[] out = new int[in.length];
    for (int k = 0; k < in.length; k++) {
      out[k] = in[perm[k]];
    }
    double[] result = new double[x.size()];
    int[] src = new int[in.length];
    forEachIndex(out, idx -> {
      for (int k = 0; k < idx.length; k++) {
        src[perm[k]] = idx[k];
      }
      result[linear(out, idx)] = x.getDouble(linear(in, src));
    });
    return result;
  }

  @Test
  void transpose2dHandChecked() {
    DeviceArray x = f32(dims(2, 3), 1, 2, 3, 4, 5, 6);
    DeviceArray y = MovementKernels.transpose(perm(1, 0), x);
    assertThat(y.dims()).containsExactly(3, 2);
    assertThat(y.floats()).containsExactly(1, 4, 2, 5, 3, 6);
    assertThat(x.floats()).containsExactly(1, 2, 3, 4, 5, 6);
  }

  @Test
  void transpose2dLargerThanTilesMatchesNaive() {
    DeviceArray x = randomF32(new Random(1), 37, 70);
    DeviceArray y = MovementKernels.transpose(perm(1, 0), x);
    assertThat(y.dims()).containsExactly(70, 37);
    assertThat(values(y)).containsExactly(naiveTranspose(x, new int[] {1, 0}));
    // the copy really runs as tiles, not as a strided row loop
    assertThat(new StridedCopy(dims(70, 37), dims(1, 70), dims(37, 1)).isTiled()).isTrue();
  }

  @Test
  void transposeEveryPermutationOf3dAnd4dMatchesNaive() {
    Random rnd = new Random(2);
    DeviceArray x3 = randomF32(rnd, 3, 40, 35);
    for (int[] p : permutations(3)) {
      DeviceArray y = MovementKernels.transpose(perm(Arrays.stream(p).asLongStream().toArray()), x3);
      assertThat(values(y)).as("perm %s", Arrays.toString(p)).containsExactly(naiveTranspose(x3, p));
    }
    DeviceArray x4 = randomF32(rnd, 2, 3, 33, 36);
    DeviceArray x4Longs = iotaS64(3, 1, 5, 34);
    for (int[] p : permutations(4)) {
      long[] lp = Arrays.stream(p).asLongStream().toArray();
      DeviceArray y = MovementKernels.transpose(perm(lp), x4);
      int[] expectedDims = new int[4];
      for (int k = 0; k < 4; k++) {
        expectedDims[k] = x4.dims()[p[k]];
      }
      assertThat(y.dims()).containsExactly(expectedDims);
      assertThat(values(y)).as("perm %s", Arrays.toString(p)).containsExactly(naiveTranspose(x4, p));
      DeviceArray z = MovementKernels.transpose(perm(lp), x4Longs);
      assertThat(values(z)).as("s64 perm %s", Arrays.toString(p)).containsExactly(naiveTranspose(x4Longs, p));
    }
  }

  @Test
  void transposeWithRowsAliasingInL1MatchesNaive() {
    // source rows 1024 floats (4 KiB) and 256 longs (2 KiB) apart: the tile reads fewer of them side by side
    DeviceArray x = randomF32(new Random(3), 40, 1024);
    assertThat(values(MovementKernels.transpose(perm(1, 0), x))).containsExactly(naiveTranspose(x, new int[] {1, 0}));
    DeviceArray l = iotaS64(3, 21, 256);
    assertThat(values(MovementKernels.transpose(perm(0, 2, 1), l)))
        .containsExactly(naiveTranspose(l, new int[] {0, 2, 1}));
  }

  @Test
  void largeMovementsCopiedInParallelSlabsWriteEveryElementOfAReusedOutput() {
    // above PARALLEL_COPY_MIN the view is copied in slabs of its first dim of more than one element (here dim 1,
    // an odd 513 rows, so the slabs differ in size) into an output taken from the pool without zeroing
    int[] in = {1, 600, 513};
    int n = 600 * 513;
    assertThat(n).isGreaterThanOrEqualTo(MovementKernels.PARALLEL_COPY_MIN);
    DeviceArray x = randomF32(new Random(4), in);
    double[] wantTranspose = naiveTranspose(x, new int[] {0, 2, 1});
    BufferPool pool = new BufferPool(1L << 24);
    float[] garbage = new float[n];
    Arrays.fill(garbage, Float.NaN);
    pool.give(garbage);
    BufferPool previous = BufferPool.install(pool);
    try {
      DeviceArray y = MovementKernels.transpose(perm(0, 2, 1), x);
      assertThat(y.floats()).isSameAs(garbage);
      assertThat(values(y)).containsExactly(wantTranspose);
    } finally {
      BufferPool.install(previous);
    }
    // a broadcast of a row (source stride 0 along the split dim) and a reverse (negative strides), both large
    DeviceArray row = randomF32(new Random(5), 513);
    DeviceArray b = MovementKernels.broadcastInDim(broadcast(new long[] {600, 513}, 1), row);
    DeviceArray r = MovementKernels.reverse(org.torchtpu.api.v1.ReverseOp.newBuilder().addDimensions(0)
        .addDimensions(1).build(), b);
    for (int i = 0; i < 600; i++) {
      for (int j = 0; j < 513; j++) {
        assertThat(b.floats()[i * 513 + j]).isEqualTo(row.floats()[j]);
        assertThat(r.floats()[i * 513 + j]).isEqualTo(row.floats()[512 - j]);
      }
    }
  }

  @Test
  void identityTransposeSharesStorage() {
    DeviceArray x = iotaF32(2, 3);
    assertThat(MovementKernels.transpose(perm(0, 1), x).floats()).isSameAs(x.floats());
  }

  private static List<int[]> permutations(int n) {
    List<int[]> out = new ArrayList<>();
    permute(new int[n], new boolean[n], 0, out);
    return out;
  }

  private static void permute(int[] current, boolean[] used, int k, List<int[]> out) {
    if (k == current.length) {
      out.add(current.clone());
      return;
    }
    for (int i = 0; i < current.length; i++) {
      if (!used[i]) {
        used[i] = true;
        current[k] = i;
        permute(current, used, k + 1, out);
        used[i] = false;
      }
    }
  }

  // ---------------------------------------------------------------- slice

  private static SliceOp slice(long[] start, long[] limit, long[] strides) {
    return SliceOp.newBuilder().addAllStartIndices(l(start)).addAllLimitIndices(l(limit))
        .addAllStrides(l(strides)).build();
  }

  @Test
  void sliceWithStrides() {
    DeviceArray x = iotaF32(4, 6); // x[i][j] = 6i + j
    DeviceArray y = MovementKernels.slice(slice(new long[] {1, 0}, new long[] {4, 6}, new long[] {2, 3}), x);
    assertThat(y.dims()).containsExactly(2, 2);
    assertThat(y.floats()).containsExactly(6, 9, 18, 21);
    DeviceArray row = MovementKernels.slice(slice(new long[] {2, 1}, new long[] {3, 5}, new long[] {}), x);
    assertThat(row.floats()).containsExactly(13, 14, 15, 16);
    DeviceArray empty = MovementKernels.slice(slice(new long[] {2, 1}, new long[] {2, 5}, new long[] {1, 1}), x);
    assertThat(empty.dims()).containsExactly(0, 4);
    assertThat(empty.size()).isZero();
  }

  @Test
  void sliceIntegers() {
    DeviceArray x = s32(dims(7), 0, 10, 20, 30, 40, 50, 60);
    DeviceArray y = MovementKernels.slice(slice(new long[] {1}, new long[] {7}, new long[] {3}), x);
    assertThat(y.longs()).containsExactly(10, 40);
  }

  // ---------------------------------------------------------------- concatenate

  @Test
  void concatenateAlongEachDim() {
    DeviceArray a = f32(dims(2, 2), 1, 2, 3, 4);
    DeviceArray b = f32(dims(2, 1), 5, 6);
    DeviceArray empty = f32(dims(2, 0));
    DeviceArray c = MovementKernels.concatenate(ConcatenateOp.newBuilder().setDimension(1).build(),
        List.of(a, empty, b));
    assertThat(c.dims()).containsExactly(2, 3);
    assertThat(c.floats()).containsExactly(1, 2, 5, 3, 4, 6);

    DeviceArray d = MovementKernels.concatenate(ConcatenateOp.newBuilder().setDimension(0).build(),
        List.of(a, f32(dims(1, 2), 7, 8)));
    assertThat(d.dims()).containsExactly(3, 2);
    assertThat(d.floats()).containsExactly(1, 2, 3, 4, 7, 8);

    DeviceArray ints = MovementKernels.concatenate(ConcatenateOp.newBuilder().setDimension(0).build(),
        List.of(s32(dims(1), 1), s32(dims(2), 2, 3)));
    assertThat(ints.longs()).containsExactly(1, 2, 3);
  }

  @Test
  void concatenate3dMiddleDim() {
    DeviceArray a = iotaF32(2, 1, 3);
    DeviceArray b = iotaF32(2, 2, 3);
    DeviceArray c = MovementKernels.concatenate(ConcatenateOp.newBuilder().setDimension(1).build(), List.of(a, b));
    assertThat(c.dims()).containsExactly(2, 3, 3);
    assertThat(c.floats()).containsExactly(
        0, 1, 2, /* b[0] */ 0, 1, 2, 3, 4, 5,
        3, 4, 5, /* b[1] */ 6, 7, 8, 9, 10, 11);
  }

  // ---------------------------------------------------------------- pad

  private static PadOp pad(long[] low, long[] high, long[] interior) {
    return PadOp.newBuilder().addAllEdgePaddingLow(l(low)).addAllEdgePaddingHigh(l(high))
        .addAllInteriorPadding(l(interior)).build();
  }

  /** Pads by definition: each input element goes to low + i * (interior + 1) if that is inside. */
  private static double[] naivePad(DeviceArray x, double value, long[] low, long[] high, long[] interior) {
    int rank = x.rank();
    int[] out = new int[rank];
    for (int i = 0; i < rank; i++) {
      int d = x.dims()[i];
      out[i] = (int) (low[i] + high[i] + d + Math.max(d - 1, 0) * interior[i]);
    }
    double[] result = new double[StridedCopy.numElements(out)];
    Arrays.fill(result, value);
    int[] target = new int[rank];
    forEachIndex(x.dims(), idx -> {
      for (int i = 0; i < rank; i++) {
        target[i] = (int) (low[i] + idx[i] * (interior[i] + 1));
        if (target[i] < 0 || target[i] >= out[i]) {
          return;
        }
      }
      result[linear(out, target)] = x.getDouble(linear(x.dims(), idx));
    });
    return result;
  }

  @Test
  void padWithNegativeLowAndInterior() {
    DeviceArray x = f32(dims(3), 1, 2, 3);
    // dilated: 1 p 2 p 3; low -1 crops the 1; high 2 appends two p
    DeviceArray y = MovementKernels.pad(pad(new long[] {-1}, new long[] {2}, new long[] {1}), x, f32(dims(), 0));
    assertThat(y.floats()).containsExactly(0, 2, 0, 3, 0, 0);
    // both ends cropped: 1 p p 2 p p 3 -> [p p 2 p p]
    DeviceArray z = MovementKernels.pad(pad(new long[] {-1}, new long[] {-1}, new long[] {2}), x, f32(dims(), 9));
    assertThat(z.floats()).containsExactly(9, 9, 2, 9, 9);
  }

  @Test
  void pad2dMatchesDefinition() {
    DeviceArray x = iotaF32(3, 4);
    long[][][] cases = {
        {{1, 2}, {0, 1}, {0, 0}},
        {{-1, 1}, {2, -2}, {1, 2}},
        {{-3, 0}, {1, 0}, {2, 0}},   // low crops past the first two elements of the dilated dim
        {{0, -5}, {0, -2}, {0, 1}},
        {{-6, 0}, {0, 0}, {2, 0}},   // crops everything in dim 0 but the last element
    };
    for (long[][] c : cases) {
      DeviceArray y = MovementKernels.pad(pad(c[0], c[1], c[2]), x, f32(dims(), -1));
      assertThat(values(y)).as("low %s high %s interior %s", Arrays.toString(c[0]), Arrays.toString(c[1]),
          Arrays.toString(c[2])).containsExactly(naivePad(x, -1, c[0], c[1], c[2]));
    }
  }

  @Test
  void padCroppingEverythingGivesOnlyPadding() {
    DeviceArray x = f32(dims(2), 1, 2);
    DeviceArray y = MovementKernels.pad(pad(new long[] {-2}, new long[] {3}, new long[] {0}), x, f32(dims(), 4));
    assertThat(y.floats()).containsExactly(4, 4, 4);
  }

  @Test
  void padKeepsDtypeForBf16AndIntegers() {
    DeviceArray x = bf16(dims(2), 1.5f, 2.5f);
    DeviceArray y = MovementKernels.pad(pad(new long[] {1}, new long[] {0}, new long[] {1}), x,
        bf16(dims(), 0.25f));
    assertThat(y.dtype()).isEqualTo(DType.BF16);
    assertThat(y.floats()).containsExactly(0.25f, 1.5f, 0.25f, 2.5f);
    DeviceArray ints = MovementKernels.pad(pad(new long[] {0}, new long[] {2}, new long[] {0}), s32(dims(1), 3),
        s32(dims(), -1));
    assertThat(ints.longs()).containsExactly(3, -1, -1);
  }
}
