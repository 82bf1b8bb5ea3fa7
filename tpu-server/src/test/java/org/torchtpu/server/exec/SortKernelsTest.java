package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.torchtpu.server.exec.TestArrays.dims;
import static org.torchtpu.server.exec.TestArrays.f32;
import static org.torchtpu.server.exec.TestArrays.longs;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.SortOp;

class SortKernelsTest {
  private static final float NAN = Float.NaN;
  private static final float INF = Float.POSITIVE_INFINITY;

  private static List<DeviceArray> sort(int dimension, boolean descending, DeviceArray... operands) {
    return SortKernels.sort(SortOp.newBuilder().setDimension(dimension).setDescending(descending).build(), List.of(operands));
  }

  @Test
  void ascendingAndDescending() {
    DeviceArray keys = f32(3f, -1f, 2f, 10f);
    assertThat(sort(0, false, keys).get(0).floats()).containsExactly(-1f, 2f, 3f, 10f);
    assertThat(sort(0, true, keys).get(0).floats()).containsExactly(10f, 3f, 2f, -1f);
    assertThat(keys.floats()).containsExactly(3f, -1f, 2f, 10f); // operands untouched
  }

  @Test
  void nanSortsLastAscendingAndFirstDescending() {
    DeviceArray keys = f32(1f, NAN, -INF, 0f, -0f, INF, -2f);
    assertThat(sort(0, false, keys).get(0).floats()).containsExactly(-INF, -2f, -0f, 0f, 1f, INF, NAN);
    assertThat(sort(0, true, keys).get(0).floats()).containsExactly(NAN, INF, 1f, 0f, -0f, -2f, -INF);
  }

  /** jax.random.permutation sorts by random u32 keys: those of 2^31 and above sorted first before (corpus too). */
  @Test
  void u32KeysSortUnsignedInBothDirections() {
    DeviceArray keys = DeviceArray.ofLongs(DType.U32, new int[] {5}, new long[] {0xffffffffL, 5L, 0x80000000L, 0L,
        0x7fffffffL});
    DeviceArray payload = longs(DType.S32, 0, 1, 2, 3, 4);
    List<DeviceArray> up = sort(0, false, keys, payload);
    assertThat(up.get(0).longs()).containsExactly(0L, 5L, 0x7fffffffL, 0x80000000L, 0xffffffffL);
    assertThat(up.get(1).longs()).containsExactly(3, 1, 4, 2, 0);
    assertThat(sort(0, true, keys).get(0).longs()).containsExactly(0xffffffffL, 0x80000000L, 0x7fffffffL, 5L, 0L);
  }

  @Test
  void equalKeysKeepTheirOrderInBothDirections() {
    DeviceArray keys = longs(DType.S32, 2, 1, 2, 1, 2, 0);
    DeviceArray payload = longs(DType.S32, 0, 1, 2, 3, 4, 5);
    List<DeviceArray> up = sort(0, false, keys, payload);
    assertThat(up.get(0).longs()).containsExactly(0, 1, 1, 2, 2, 2);
    assertThat(up.get(1).longs()).containsExactly(5, 1, 3, 0, 2, 4);
    List<DeviceArray> down = sort(0, true, keys, payload);
    assertThat(down.get(0).longs()).containsExactly(2, 2, 2, 1, 1, 0);
    assertThat(down.get(1).longs()).containsExactly(0, 2, 4, 1, 3, 5);
  }

  @Test
  void valuesOfAnyDtypeTravelWithTheKeys() {
    DeviceArray keys = f32(0.5f, -0.5f, 0f);
    DeviceArray floats = TestArrays.bf16(1f, 2f, 3f);
    DeviceArray preds = TestArrays.pred(true, false, true);
    List<DeviceArray> r = sort(0, false, keys, floats, preds);
    assertThat(r).hasSize(3);
    assertThat(r.get(1).dtype()).isEqualTo(DType.BF16);
    assertThat(r.get(1).floats()).containsExactly(2f, 3f, 1f);
    assertThat(r.get(2).longs()).containsExactly(0, 1, 1);
  }

  @Test
  void sortsAlongDimensionZeroOfAMatrix() {
    // columns are sorted independently
    DeviceArray keys = f32(dims(3, 2), 3, 0, 1, 5, 2, -1);
    DeviceArray index = longs(DType.S64, dims(3, 2), 0, 0, 1, 1, 2, 2);
    List<DeviceArray> r = sort(0, false, keys, index);
    assertThat(r.get(0).dims()).containsExactly(3, 2);
    assertThat(r.get(0).floats()).containsExactly(1, -1, 2, 0, 3, 5);
    assertThat(r.get(1).longs()).containsExactly(1, 2, 2, 0, 0, 1);
    assertThat(sort(1, true, keys).get(0).floats()).containsExactly(3, 0, 5, 1, 2, -1);
  }

  @Test
  void extremeIntegerKeys() {
    DeviceArray keys = longs(DType.S64, Long.MAX_VALUE, Long.MIN_VALUE, 0, -1, Long.MIN_VALUE);
    assertThat(sort(0, false, keys).get(0).longs()).containsExactly(Long.MIN_VALUE, Long.MIN_VALUE, -1, 0, Long.MAX_VALUE);
    assertThat(sort(0, true, keys).get(0).longs()).containsExactly(Long.MAX_VALUE, 0, -1, Long.MIN_VALUE, Long.MIN_VALUE);
    assertThat(sort(0, false, longs(DType.U8, 255, 0, 128)).get(0).longs()).containsExactly(0, 128, 255);
  }

  @Test
  void longRandomLinesMatchAStableLibrarySort() {
    Random random = new Random(3);
    int n = 5000;
    float[] k = new float[n];
    long[] idx = new long[n];
    for (int i = 0; i < n; i++) {
      k[i] = random.nextInt(50) - 25; // many duplicates, so stability matters
      if (random.nextInt(100) == 0) {
        k[i] = NAN;
      }
      idx[i] = i;
    }
    for (boolean descending : new boolean[] {false, true}) {
      List<DeviceArray> r = sort(0, descending, f32(k), longs(DType.S64, idx));
      List<Integer> want = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        want.add(i);
      }
      Comparator<Integer> byKey = (x, y) -> Float.compare(k[x], k[y]); // NaN greatest, stable
      want.sort(descending ? byKey.reversed() : byKey);
      for (int i = 0; i < n; i++) {
        assertThat(r.get(1).longs()[i]).as("descending=%s position %d", descending, i).isEqualTo(want.get(i).longValue());
      }
    }
  }

  @Test
  void longS64LinesMatchAStableLibrarySort() {
    // s64 keys take the merge sort path (they do not fit the packed 32-bit sort)
    Random random = new Random(4);
    int n = 3000;
    long[] k = new long[n];
    long[] idx = new long[n];
    for (int i = 0; i < n; i++) {
      k[i] = (random.nextInt(40) - 20) * 0x1_0000_0001L;
      idx[i] = i;
    }
    for (boolean descending : new boolean[] {false, true}) {
      List<DeviceArray> r = sort(0, descending, longs(DType.S64, k), longs(DType.S64, idx));
      List<Integer> want = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        want.add(i);
      }
      Comparator<Integer> byKey = (x, y) -> Long.compare(k[x], k[y]);
      want.sort(descending ? byKey.reversed() : byKey);
      for (int i = 0; i < n; i++) {
        assertThat(r.get(1).longs()[i]).as("descending=%s position %d", descending, i).isEqualTo(want.get(i).longValue());
        assertThat(r.get(0).longs()[i]).isEqualTo(k[want.get(i)]);
      }
    }
  }

  @Test
  void badOperandsAreTypeErrors() {
    assertThatThrownBy(() -> sort(0, false, f32(1f, 2f), f32(1f)))
        .isInstanceOf(OpTypeException.class).hasMessageContaining("shape");
    assertThatThrownBy(() -> sort(1, false, f32(1f, 2f)))
        .isInstanceOf(OpTypeException.class).hasMessageContaining("dimension 1");
    assertThatThrownBy(() -> SortKernels.sort(SortOp.getDefaultInstance(), List.of()))
        .isInstanceOf(OpTypeException.class);
  }
}
