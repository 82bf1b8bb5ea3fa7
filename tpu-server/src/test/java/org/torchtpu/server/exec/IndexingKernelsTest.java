package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.torchtpu.server.exec.KernelTestArrays.bf16;
import static org.torchtpu.server.exec.KernelTestArrays.dims;
import static org.torchtpu.server.exec.KernelTestArrays.f32;
import static org.torchtpu.server.exec.KernelTestArrays.forEachIndex;
import static org.torchtpu.server.exec.KernelTestArrays.iotaF32;
import static org.torchtpu.server.exec.KernelTestArrays.linear;
import static org.torchtpu.server.exec.KernelTestArrays.randomF32;
import static org.torchtpu.server.exec.KernelTestArrays.randomIndices;
import static org.torchtpu.server.exec.KernelTestArrays.s32;
import static org.torchtpu.server.exec.KernelTestArrays.scalarS32;
import static org.torchtpu.server.exec.KernelTestArrays.values;

import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DynamicSliceOp;
import org.torchtpu.api.v1.GatherOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ScatterOp;
import org.torchtpu.api.v1.TensorType;

class IndexingKernelsTest {

  private static List<Long> l(long... v) {
    return Arrays.stream(v).boxed().toList();
  }

  private static long[] a(long... v) {
    return v;
  }

  // ---------------------------------------------------------------- dynamic_slice

  private static DynamicSliceOp sizes(long... s) {
    return DynamicSliceOp.newBuilder().addAllSliceSizes(l(s)).build();
  }

  @Test
  void dynamicSliceInRange() {
    DeviceArray x = iotaF32(4, 5); // x[i][j] = 5i + j
    DeviceArray y = IndexingKernels.dynamicSlice(sizes(2, 2), x, List.of(scalarS32(1), scalarS32(2)), true);
    assertThat(y.dims()).containsExactly(2, 2);
    assertThat(y.floats()).containsExactly(7, 8, 12, 13);
  }

  @Test
  void dynamicSliceClampsOrThrows() {
    DeviceArray x = iotaF32(4, 5);
    List<DeviceArray> starts = List.of(scalarS32(3), scalarS32(-2));
    DeviceArray y = IndexingKernels.dynamicSlice(sizes(2, 2), x, starts, false);
    assertThat(y.floats()).containsExactly(10, 11, 15, 16); // clamped to (2, 0)
    assertThatThrownBy(() -> IndexingKernels.dynamicSlice(sizes(2, 2), x, starts, true))
        .isInstanceOf(IndexOutOfRangeException.class)
        .hasMessageContaining("dynamic_slice: index 3 out of range for operand dimension 0 of size 4")
        .hasMessageContaining("[0, 2]");
    assertThatThrownBy(() -> IndexingKernels.dynamicSlice(sizes(2, 2), x,
        List.of(scalarS32(0), scalarS32(-2)), true))
        .hasMessageContaining("index -2 out of range for operand dimension 1 of size 5");
  }

  @Test
  void dynamicUpdateSliceWritesACopy() {
    DeviceArray x = f32(dims(3, 3), new float[9]);
    DeviceArray update = f32(dims(2, 2), 1, 2, 3, 4);
    DeviceArray y = IndexingKernels.dynamicUpdateSlice(x, update, List.of(scalarS32(1), scalarS32(0)), true);
    assertThat(y.floats()).containsExactly(0, 0, 0, 1, 2, 0, 3, 4, 0);
    assertThat(x.floats()).containsOnly(0); // the operand is untouched

    DeviceArray clamped = IndexingKernels.dynamicUpdateSlice(x, update, List.of(scalarS32(5), scalarS32(2)), false);
    assertThat(clamped.floats()).containsExactly(0, 0, 0, 0, 1, 2, 0, 3, 4); // starts clamped to (1, 1)
    assertThatThrownBy(() -> IndexingKernels.dynamicUpdateSlice(x, update,
        List.of(scalarS32(1), scalarS32(2)), true))
        .isInstanceOf(IndexOutOfRangeException.class)
        .hasMessageContaining("dynamic_update_slice: index 2 out of range for operand dimension 1 of size 3");

    DeviceArray ints = IndexingKernels.dynamicUpdateSlice(s32(dims(4), 1, 2, 3, 4), s32(dims(1), 9),
        List.of(scalarS32(2)), true);
    assertThat(ints.longs()).containsExactly(1, 2, 9, 4);
  }

  // ---------------------------------------------------------------- gather

  private static GatherOp.Builder gather(long[] offsetDims, long[] collapsed, long[] startIndexMap, long ivd,
      long[] sliceSizes) {
    return GatherOp.newBuilder().addAllOffsetDims(l(offsetDims)).addAllCollapsedSliceDims(l(collapsed))
        .addAllStartIndexMap(l(startIndexMap)).setIndexVectorDim(ivd).addAllSliceSizes(l(sliceSizes));
  }

  /**
   * Gather by the StableHLO definition, one result element at a time: split the result index into
   * batch and offset parts, build the full start, batching and offset indices, add them.
   */
  private static double[] naiveGather(GatherOp g, DeviceArray operand, DeviceArray indices) {
    TensorType resultType = TypeInference.infer(Op.newBuilder().setGather(g).build(),
        List.of(operand.type(), indices.type())).get(0);
    int[] out = Shapes.dims(resultType);
    int[] opDims = operand.dims();
    int[] idxDims = indices.dims();
    int ivd = (int) g.getIndexVectorDim();
    double[] result = new double[StridedCopy.numElements(out)];
    forEachIndex(out, r -> {
      int[] batch = new int[out.length - g.getOffsetDimsCount()];
      int[] offset = new int[g.getOffsetDimsCount()];
      for (int d = 0, b = 0, o = 0; d < out.length; d++) {
        if (g.getOffsetDimsList().contains((long) d)) {
          offset[o++] = r[d];
        } else {
          batch[b++] = r[d];
        }
      }
      int[] operandIndex = new int[opDims.length];
      for (int k = 0; k < g.getStartIndexMapCount(); k++) {
        int[] at = new int[idxDims.length];
        for (int d = 0, b = 0; d < idxDims.length; d++) {
          at[d] = d == ivd ? k : batch[b++];
        }
        int dOp = (int) g.getStartIndexMap(k);
        long start = (long) indices.getDouble(linear(idxDims, at));
        operandIndex[dOp] += (int) Math.max(0, Math.min(start, opDims[dOp] - g.getSliceSizes(dOp)));
      }
      for (int i = 0; i < g.getOperandBatchingDimsCount(); i++) {
        int dStart = (int) g.getStartIndicesBatchingDims(i);
        operandIndex[(int) g.getOperandBatchingDims(i)] += batch[dStart < ivd ? dStart : dStart - 1];
      }
      for (int d = 0, o = 0; d < opDims.length; d++) {
        if (!g.getCollapsedSliceDimsList().contains((long) d) && !g.getOperandBatchingDimsList().contains((long) d)) {
          operandIndex[d] += offset[o++];
        }
      }
      result[linear(out, r)] = operand.getDouble(linear(opDims, operandIndex));
    });
    return result;
  }

  private static GatherOp embeddingLookup(int width) {
    return gather(a(1), a(0), a(0), 1, a(1, width)).build();
  }

  @Test
  void gatherAsEmbeddingLookup() {
    DeviceArray table = iotaF32(5, 3); // row v = 3v, 3v+1, 3v+2
    DeviceArray ids = s32(dims(4), 4, 0, 2, 4);
    DeviceArray rows = IndexingKernels.gather(embeddingLookup(3), table, ids, true);
    assertThat(rows.dims()).containsExactly(4, 3);
    assertThat(rows.floats()).containsExactly(12, 13, 14, 0, 1, 2, 6, 7, 8, 12, 13, 14);
    // ids of shape [2, 2] (index_vector_dim = 2) give [2, 2, 3]
    GatherOp g2 = gather(a(2), a(0), a(0), 2, a(1, 3)).build();
    DeviceArray ids2 = s32(dims(2, 2), 1, 3, 3, 0);
    DeviceArray rows2 = IndexingKernels.gather(g2, table, ids2, true);
    assertThat(rows2.dims()).containsExactly(2, 2, 3);
    assertThat(rows2.floats()).containsExactly(3, 4, 5, 9, 10, 11, 9, 10, 11, 0, 1, 2);
  }

  @Test
  void gatherOutOfRangeClampsOrThrows() {
    DeviceArray table = iotaF32(5, 3);
    DeviceArray ids = s32(dims(3), 0, 7, -1);
    DeviceArray rows = IndexingKernels.gather(embeddingLookup(3), table, ids, false);
    assertThat(rows.floats()).containsExactly(0, 1, 2, 12, 13, 14, 0, 1, 2); // 7 -> 4, -1 -> 0
    assertThatThrownBy(() -> IndexingKernels.gather(embeddingLookup(3), table, ids, true))
        .isInstanceOf(IndexOutOfRangeException.class)
        .hasMessage("gather: index 7 out of range for operand dimension 0 of size 5 (at indices position [1])");
  }

  @Test
  void gatherWindowClampFollowsXla() {
    // XLA's example shape: operand [3, 3], index vectors along dim 1, window [2, 2]; start (2, 2)
    // clamps to (1, 1) so that the window fits
    DeviceArray x = iotaF32(3, 3);
    GatherOp g = gather(a(1, 2), a(), a(0, 1), 1, a(2, 2)).build();
    DeviceArray idx = s32(dims(2, 2), 0, 1, 2, 2);
    DeviceArray y = IndexingKernels.gather(g, x, idx, false);
    assertThat(y.dims()).containsExactly(2, 2, 2);
    assertThat(y.floats()).containsExactly(1, 2, 4, 5, 4, 5, 7, 8);
    assertThat(values(y)).containsExactly(naiveGather(g, x, idx));
    assertThatThrownBy(() -> IndexingKernels.gather(g, x, idx, true))
        .hasMessageContaining("gather: index 2 out of range for operand dimension 0 of size 3")
        .hasMessageContaining("at indices position [1, 0]")
        .hasMessageContaining("slice size 2 needs a start in [0, 1]");
  }

  @Test
  void torchGatherAlongDim1WithBatchingDims() {
    // torch.gather(x, 1, idx): out[b][k] = x[b][idx[b][k]]
    DeviceArray x = f32(dims(2, 4), 10, 11, 12, 13, 20, 21, 22, 23);
    DeviceArray idx = s32(dims(2, 3), 3, 0, 3, 1, 1, 2);
    GatherOp g = gather(a(), a(1), a(1), 2, a(1, 1)).addOperandBatchingDims(0).addStartIndicesBatchingDims(0).build();
    DeviceArray y = IndexingKernels.gather(g, x, idx, true);
    assertThat(y.dims()).containsExactly(2, 3);
    assertThat(y.floats()).containsExactly(13, 10, 13, 21, 21, 22);
  }

  @Test
  void gatherWithBatchingDimsAgainstDefinition() {
    Random rnd = new Random(3);
    // operand [B=2, V=7, D=4], indices [3, B=2]: the index tensor's batch dim is its dim 1
    DeviceArray x = randomF32(rnd, 2, 7, 4);
    DeviceArray idx = randomIndices(rnd, 7, 3, 2);
    GatherOp g = gather(a(2), a(1), a(1), 2, a(1, 1, 4)).addOperandBatchingDims(0)
        .addStartIndicesBatchingDims(1).build();
    DeviceArray y = IndexingKernels.gather(g, x, idx, true);
    assertThat(y.dims()).containsExactly(3, 2, 4);
    assertThat(values(y)).containsExactly(naiveGather(g, x, idx));
    // spot check one element: y[2][1][3] = x[1][idx[2][1]][3]
    int v = (int) idx.longs()[2 * 2 + 1];
    assertThat(y.floats()[linear(y.dims(), new int[] {2, 1, 3})]).isEqualTo(x.floats()[linear(x.dims(),
        new int[] {1, v, 3})]);

    // two batching dims, an explicit index vector in the middle of the indices and offset dims first:
    // operand [B1=2, V=6, B2=3, D=5], indices [B2=3, vec=1, B1=2], window [1, 1, 1, 2] over D
    DeviceArray x2 = randomF32(rnd, 2, 6, 3, 5);
    DeviceArray idx2 = randomIndices(rnd, 6, 3, 2, 2);
    GatherOp g2 = gather(a(0), a(1), a(1, 3), 1, a(1, 1, 1, 2)).addAllOperandBatchingDims(l(0, 2))
        .addAllStartIndicesBatchingDims(l(2, 0)).build();
    DeviceArray y2 = IndexingKernels.gather(g2, x2, idx2, false); // D starts up to 5 get clamped to 3
    assertThat(y2.dims()).containsExactly(2, 3, 2);
    assertThat(values(y2)).containsExactly(naiveGather(g2, x2, idx2));
  }

  @Test
  void gatherRandomConfigurationsAgainstDefinition() {
    Random rnd = new Random(4);
    DeviceArray x = randomF32(rnd, 5, 6, 7);
    // point gather of all dims, windows on trailing dims, and a permuted start_index_map
    GatherOp[] ops = {
        gather(a(), a(0, 1, 2), a(0, 1, 2), 1, a(1, 1, 1)).build(),
        gather(a(1, 2), a(0), a(0, 2), 1, a(1, 3, 4)).build(),
        gather(a(0, 2), a(1), a(2, 1), 1, a(5, 1, 2)).build(),
    };
    int[] vectorLengths = {3, 2, 2};
    for (int i = 0; i < ops.length; i++) {
      DeviceArray idx = randomIndices(rnd, 9, 4, vectorLengths[i]); // some out of range: clamped
      DeviceArray y = IndexingKernels.gather(ops[i], x, idx, false);
      assertThat(values(y)).as("case %d", i).containsExactly(naiveGather(ops[i], x, idx));
    }
  }

  @Test
  void gatherIntegersAndEmptyIndices() {
    DeviceArray table = s32(dims(3, 2), 1, 2, 3, 4, 5, 6);
    DeviceArray y = IndexingKernels.gather(embeddingLookup(2), table, s32(dims(2), 2, 1), true);
    assertThat(y.dtype()).isEqualTo(DType.S32);
    assertThat(y.longs()).containsExactly(5, 6, 3, 4);
    GatherOp point = gather(a(), a(0, 1), a(0, 1), 1, a(1, 1)).build();
    DeviceArray points = IndexingKernels.gather(point, table, s32(dims(2, 2), 2, 1, 0, 0), true);
    assertThat(points.longs()).containsExactly(6, 1);
    DeviceArray none = IndexingKernels.gather(embeddingLookup(2), table, s32(dims(0)), true);
    assertThat(none.dims()).containsExactly(0, 2);
  }

  // ---------------------------------------------------------------- scatter

  private static ScatterOp.Builder scatter(long[] windowDims, long[] inserted, long[] toOperand, long ivd,
      ScatterOp.Combiner combiner) {
    return ScatterOp.newBuilder().addAllUpdateWindowDims(l(windowDims)).addAllInsertedWindowDims(l(inserted))
        .addAllScatterDimsToOperandDims(l(toOperand)).setIndexVectorDim(ivd).setCombiner(combiner);
  }

  /** Scatter by definition, one update element at a time in row-major update order (f32 only). */
  private static double[] naiveScatter(ScatterOp s, DeviceArray operand, DeviceArray indices, DeviceArray updates) {
    int[] opDims = operand.dims();
    int[] idxDims = indices.dims();
    int[] updDims = updates.dims();
    int ivd = (int) s.getIndexVectorDim();
    double[] result = values(operand);
    forEachIndex(updDims, u -> {
      int nWindow = s.getUpdateWindowDimsCount();
      int[] scatterIndex = new int[updDims.length - nWindow];
      int[] windowIndex = new int[nWindow];
      for (int d = 0, si = 0, wi = 0; d < updDims.length; d++) {
        if (s.getUpdateWindowDimsList().contains((long) d)) {
          windowIndex[wi++] = u[d];
        } else {
          scatterIndex[si++] = u[d];
        }
      }
      int[] start = new int[opDims.length];
      int[] extent = new int[opDims.length];
      Arrays.fill(extent, 1);
      for (int d = 0, wi = 0; d < opDims.length; d++) {
        if (!s.getInsertedWindowDimsList().contains((long) d) && !s.getInputBatchingDimsList().contains((long) d)) {
          extent[d] = updDims[(int) s.getUpdateWindowDims(wi)];
          start[d] += windowIndex[wi++];
        }
      }
      for (int k = 0; k < s.getScatterDimsToOperandDimsCount(); k++) {
        int[] at = new int[idxDims.length];
        for (int d = 0, b = 0; d < idxDims.length; d++) {
          at[d] = d == ivd ? k : scatterIndex[b++];
        }
        int dOp = (int) s.getScatterDimsToOperandDims(k);
        long v = (long) indices.getDouble(linear(idxDims, at));
        if (v < 0 || v + extent[dOp] > opDims[dOp]) {
          return; // the whole window is skipped
        }
        start[dOp] += (int) v;
      }
      for (int i = 0; i < s.getInputBatchingDimsCount(); i++) {
        int dStart = (int) s.getScatterIndicesBatchingDims(i);
        start[(int) s.getInputBatchingDims(i)] += scatterIndex[dStart < ivd ? dStart : dStart - 1];
      }
      int at = linear(opDims, start);
      double upd = updates.getDouble(linear(updDims, u));
      result[at] = switch (s.getCombiner()) {
        case REPLACE -> upd;
        case ADD -> (float) (result[at] + upd);
        case MULTIPLY -> (float) (result[at] * upd);
        case MAX -> Math.max(result[at], upd);
        case MIN -> Math.min(result[at], upd);
        default -> throw new AssertionError();
      };
    });
    return result;
  }

  @Test
  void scatterAddWithDuplicateIndices() {
    ScatterOp s = scatter(a(), a(0), a(0), 1, ScatterOp.Combiner.ADD).build();
    DeviceArray operand = f32(dims(5), 0, 0, 0, 0, 100);
    DeviceArray y = IndexingKernels.scatter(s, operand, s32(dims(4), 1, 3, 1, 1), f32(dims(4), 1, 2, 3, 4), true);
    assertThat(y.floats()).containsExactly(0, 8, 0, 2, 100);
    assertThat(operand.floats()).containsExactly(0, 0, 0, 0, 100); // the operand is untouched
  }

  @Test
  void scatterReplaceLastUpdateInRowMajorOrderWins() {
    ScatterOp s = scatter(a(), a(0), a(0), 1, ScatterOp.Combiner.REPLACE).build();
    DeviceArray y = IndexingKernels.scatter(s, f32(dims(3), -1, -1, -1), s32(dims(4), 2, 0, 2, 2),
        f32(dims(4), 1, 2, 3, 4), true);
    assertThat(y.floats()).containsExactly(2, -1, 4);

    // window dim before the scatter dim: updates [W=2, N=2], upd[w][n] lands on operand element n + w.
    // Element 1 gets (w=0, n=1) = 20 and (w=1, n=0) = 11; row-major update order visits (0, 1) first,
    // so 11 wins (an index-major order would have let 20 win)
    ScatterOp s2 = scatter(a(0), a(), a(0), 1, ScatterOp.Combiner.REPLACE).build();
    DeviceArray operand = f32(dims(4), 0, 0, 0, 0);
    DeviceArray idx = s32(dims(2), 0, 1);
    DeviceArray upd = f32(dims(2, 2), 10, 20, 11, 21); // upd[w][n]
    DeviceArray y2 = IndexingKernels.scatter(s2, operand, idx, upd, true);
    assertThat(y2.floats()).containsExactly(10, 11, 21, 0);
    assertThat(values(y2)).containsExactly(naiveScatter(s2, operand, idx, upd));
  }

  @Test
  void scatterBf16AddRoundsAfterEachCombine() {
    ScatterOp s = scatter(a(), a(0), a(0), 1, ScatterOp.Combiner.ADD).build();
    // 256 + 1 = 257 rounds (ties to even) back to 256 in bf16, three times; summing first would give 260
    DeviceArray y = IndexingKernels.scatter(s, bf16(dims(1), 256), s32(dims(3), 0, 0, 0), bf16(dims(3), 1, 1, 1),
        true);
    assertThat(y.dtype()).isEqualTo(DType.BF16);
    assertThat(y.floats()).containsExactly(256);
    // 256 + 3 = 259 rounds to 260 (nearest bf16), then + 3 = 263 rounds to 264
    DeviceArray z = IndexingKernels.scatter(s, bf16(dims(1), 256), s32(dims(2), 0, 0), bf16(dims(2), 3, 3), true);
    assertThat(z.floats()).containsExactly(264);
  }

  @Test
  void scatterEmbeddingGradient() {
    // operand [V=4, D=2] zeros; ids [3]; updates [3, 2] -> row sums per id
    ScatterOp s = scatter(a(1), a(0), a(0), 1, ScatterOp.Combiner.ADD).build();
    DeviceArray y = IndexingKernels.scatter(s, f32(dims(4, 2), new float[8]), s32(dims(3), 2, 0, 2),
        f32(dims(3, 2), 1, 2, 3, 4, 5, 6), true);
    assertThat(y.floats()).containsExactly(3, 4, 0, 0, 6, 8, 0, 0);
  }

  @Test
  void torchScatterAddAlongDim1WithBatchingDims() {
    // torch: out[b][idx[b][k]] += src[b][k]
    ScatterOp s = scatter(a(), a(1), a(1), 2, ScatterOp.Combiner.ADD).addInputBatchingDims(0)
        .addScatterIndicesBatchingDims(0).build();
    DeviceArray operand = f32(dims(2, 4), new float[8]);
    DeviceArray idx = s32(dims(2, 3), 0, 3, 0, 2, 2, 1);
    DeviceArray src = f32(dims(2, 3), 1, 2, 3, 4, 5, 6);
    DeviceArray y = IndexingKernels.scatter(s, operand, idx, src, true);
    assertThat(y.floats()).containsExactly(4, 0, 0, 2, 0, 6, 9, 0);
  }

  @Test
  void scatterWithBatchingDimsAgainstDefinition() {
    Random rnd = new Random(5);
    // operand [B1=2, V=6, B2=3, D=5]; indices [B2=3, vec=2, B1=2]; updates [3, 2, W=2] (window over D)
    ScatterOp s = scatter(a(2), a(1), a(1, 3), 1, ScatterOp.Combiner.ADD).addAllInputBatchingDims(l(0, 2))
        .addAllScatterIndicesBatchingDims(l(2, 0)).build();
    DeviceArray operand = randomF32(rnd, 2, 6, 3, 5);
    DeviceArray idx = randomIndices(rnd, 6, 3, 2, 2); // some D starts (4, 5) do not fit a window of 2
    DeviceArray updates = randomF32(rnd, 3, 2, 2);
    DeviceArray y = IndexingKernels.scatter(s, operand, idx, updates, false);
    assertThat(values(y)).containsExactly(naiveScatter(s, operand, idx, updates));
  }

  @Test
  void scatterCombinersAgainstDefinition() {
    Random rnd = new Random(6);
    DeviceArray operand = randomF32(rnd, 4, 5);
    DeviceArray idx = randomIndices(rnd, 4, 6, 1);
    DeviceArray updates = randomF32(rnd, 3, 6); // window [3] over operand dim 1 placed first
    for (ScatterOp.Combiner c : List.of(ScatterOp.Combiner.REPLACE, ScatterOp.Combiner.ADD,
        ScatterOp.Combiner.MULTIPLY, ScatterOp.Combiner.MAX, ScatterOp.Combiner.MIN)) {
      ScatterOp s = scatter(a(0), a(0), a(0), 1, c).build();
      DeviceArray y = IndexingKernels.scatter(s, operand, idx, updates, true);
      assertThat(values(y)).as("%s", c).containsExactly(naiveScatter(s, operand, idx, updates));
    }
  }

  @Test
  void scatterIntegerCombinersWrap() {
    ScatterOp.Builder s = scatter(a(), a(0), a(0), 1, ScatterOp.Combiner.ADD);
    DeviceArray operand = DeviceArray.ofLongs(DType.S8, dims(2), new long[] {120, 5});
    DeviceArray idx = s32(dims(2), 0, 1);
    DeviceArray upd = DeviceArray.ofLongs(DType.S8, dims(2), new long[] {10, -7});
    assertThat(IndexingKernels.scatter(s.build(), operand, idx, upd, true).longs()).containsExactly(-126, -2);
    assertThat(IndexingKernels.scatter(s.setCombiner(ScatterOp.Combiner.MULTIPLY).build(), operand, idx, upd, true)
        .longs()).containsExactly((byte) 1200, -35);
    assertThat(IndexingKernels.scatter(s.setCombiner(ScatterOp.Combiner.MAX).build(), operand, idx, upd, true)
        .longs()).containsExactly(120, 5);
    assertThat(IndexingKernels.scatter(s.setCombiner(ScatterOp.Combiner.MIN).build(), operand, idx, upd, true)
        .longs()).containsExactly(10, -7);
  }

  @Test
  void scatterOutOfRangeSkipsOrThrows() {
    // windows of 2 over a dim of 5: start 4 does not fit, start -1 neither; start 3 does
    ScatterOp s = scatter(a(1), a(), a(0), 1, ScatterOp.Combiner.ADD).build();
    DeviceArray operand = f32(dims(5), 0, 0, 0, 0, 0);
    DeviceArray idx = s32(dims(3), 4, 3, -1);
    DeviceArray upd = f32(dims(3, 2), 1, 1, 5, 6, 1, 1);
    DeviceArray y = IndexingKernels.scatter(s, operand, idx, upd, false);
    assertThat(y.floats()).containsExactly(0, 0, 0, 5, 6);
    assertThatThrownBy(() -> IndexingKernels.scatter(s, operand, idx, upd, true))
        .isInstanceOf(IndexOutOfRangeException.class)
        .hasMessageContaining("scatter: index 4 out of range for operand dimension 0 of size 5")
        .hasMessageContaining("at indices position [0]")
        .hasMessageContaining("window size 2 needs a start in [0, 3]");

    ScatterOp point = scatter(a(), a(0), a(0), 1, ScatterOp.Combiner.REPLACE).build();
    assertThatThrownBy(() -> IndexingKernels.scatter(point, operand, s32(dims(2), 0, 5), f32(dims(2), 1, 1), true))
        .hasMessage("scatter: index 5 out of range for operand dimension 0 of size 5 (at indices position [1])");
  }
}
