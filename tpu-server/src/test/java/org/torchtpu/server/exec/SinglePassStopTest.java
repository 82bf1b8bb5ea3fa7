package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.BroadcastInDimOp;
import org.torchtpu.api.v1.ConcatenateOp;
import org.torchtpu.api.v1.ConvertOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.GatherOp;
import org.torchtpu.api.v1.IotaOp;
import org.torchtpu.api.v1.PadOp;
import org.torchtpu.api.v1.RngOp;
import org.torchtpu.api.v1.SliceOp;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.TransposeOp;

/**
 * Single passes (select, clamp, convert, iota) and data-movement kernels (transpose, slice, broadcast, concatenate,
 * pad, gather) ask their thread's {@link KernelStop} about every {@link KernelStop#CHECK_WORK} elements: before, each
 * ran whole after its call's cancel or its session's close (one pass over up to 2^31 elements). Small ones never ask.
 */
class SinglePassStopTest {
  private static final int SIDE = 2048; // 4 Mi elements: 4 questions' worth

  /**
   * The kernel asks, is told to go on once, asks again, is told to stop, and stops (parts running in parallel may each
   * ask once more before they see the stop).
   */
  private static void stopsPartWay(String what, Supplier<?> kernel) {
    assertThat(StopProbe.questionsUntilStopped(what, 1, kernel)).as(what)
        .isBetween(2, 2 + java.util.concurrent.ForkJoinPool.getCommonPoolParallelism() + 1);
  }

  private static DeviceArray floats(int... dims) {
    return DeviceArray.ofFloats(DType.F32, dims, new float[StridedCopy.numElements(dims)]);
  }

  private static DeviceArray scalar(float v) {
    return DeviceArray.ofFloats(DType.F32, new int[0], new float[] {v});
  }

  @Test
  void selectClampConvertRngAndIotaStopPartWay() {
    DeviceArray x = floats(SIDE, SIDE);
    DeviceArray pred = DeviceArray.ofLongs(DType.PRED, new int[] {SIDE, SIDE}, new long[SIDE * SIDE]);
    stopsPartWay("select", () -> ElementwiseKernels.select(pred, x, x));
    stopsPartWay("clamp", () -> ElementwiseKernels.clamp(scalar(0), x, scalar(1)));
    stopsPartWay("convert to bf16", () -> ElementwiseKernels.convert(ConvertOp.newBuilder().setDtype(DType.BF16)
        .build(), x));
    stopsPartWay("convert to s32", () -> ElementwiseKernels.convert(ConvertOp.newBuilder().setDtype(DType.S32)
        .build(), x));
    stopsPartWay("rng", () -> RandomKernels.rng(RngOp.newBuilder().setType(TensorType.newBuilder()
        .setDtype(DType.F32).addDims(SIDE).addDims(SIDE)).setDistribution(RngOp.Distribution.UNIFORM).setA(0).setB(1)
        .build()));
    stopsPartWay("iota", () -> ElementwiseKernels.iota(IotaOp.newBuilder().setType(TensorType.newBuilder()
        .setDtype(DType.S32).addDims(SIDE).addDims(SIDE)).setDimension(1).build()));
  }

  @Test
  void dataMovementStopsPartWay() {
    DeviceArray x = floats(SIDE, SIDE);
    stopsPartWay("transpose", () -> MovementKernels.transpose(TransposeOp.newBuilder().addPermutation(1)
        .addPermutation(0).build(), x));
    stopsPartWay("slice", () -> MovementKernels.slice(SliceOp.newBuilder().addStartIndices(0).addStartIndices(1)
        .addLimitIndices(SIDE).addLimitIndices(SIDE).build(), x));
    stopsPartWay("broadcast of a scalar", () -> MovementKernels.broadcastInDim(BroadcastInDimOp.newBuilder()
        .addResultDims(SIDE).addResultDims(SIDE).build(), scalar(1)));
    stopsPartWay("concatenate", () -> MovementKernels.concatenate(ConcatenateOp.newBuilder().setDimension(0).build(),
        List.of(x, x)));
    stopsPartWay("pad", () -> MovementKernels.pad(PadOp.newBuilder().addEdgePaddingLow(1).addEdgePaddingLow(1)
        .addEdgePaddingHigh(1).addEdgePaddingHigh(1).addInteriorPadding(0).addInteriorPadding(0).build(), x,
        scalar(0)));
    DeviceArray flat = floats(SIDE * SIDE);
    DeviceArray indices = DeviceArray.ofLongs(DType.S64, new int[] {SIDE * SIDE, 1}, new long[SIDE * SIDE]);
    // one element per window: the point gather counts its points
    stopsPartWay("gather of single elements", () -> IndexingKernels.gather(GatherOp.newBuilder()
        .addCollapsedSliceDims(0).addStartIndexMap(0).setIndexVectorDim(1).addSliceSizes(1).build(), flat, indices,
        true));
  }

  /**
   * Two elements per window, 2^21 windows: each run of the plan copies far fewer elements than a question's worth, so
   * the gather stops part way only if the plan counts across its runs (one-element windows take the point path).
   */
  @Test
  void aGatherOfSmallWindowsCountsAcrossTheWindows() {
    DeviceArray flat = floats(SIDE * SIDE);
    int windows = SIDE * SIDE / 2;
    DeviceArray indices = DeviceArray.ofLongs(DType.S64, new int[] {windows, 1}, new long[windows]);
    stopsPartWay("gather of two-element windows", () -> IndexingKernels.gather(GatherOp.newBuilder()
        .addOffsetDims(1).addStartIndexMap(0).setIndexVectorDim(1).addSliceSizes(2).build(), flat, indices, true));
  }

  @Test
  void aLongRowStopsWithinIt() {
    // a contiguous copy is one row: it is split into pieces that ask between them
    DeviceArray flat = floats(SIDE * SIDE);
    stopsPartWay("slice of one long row", () -> MovementKernels.slice(SliceOp.newBuilder().addStartIndices(1)
        .addLimitIndices(SIDE * SIDE).build(), flat));
  }

  @Test
  void smallPassesNeverAsk() {
    DeviceArray x = floats(64, 64);
    assertThat(StopProbe.questionsAsked(() -> {
      ElementwiseKernels.select(DeviceArray.ofLongs(DType.PRED, new int[] {64, 64}, new long[64 * 64]), x, x);
      ElementwiseKernels.clamp(scalar(0), x, scalar(1));
      ElementwiseKernels.convert(ConvertOp.newBuilder().setDtype(DType.BF16).build(), x);
      MovementKernels.transpose(TransposeOp.newBuilder().addPermutation(1).addPermutation(0).build(), x);
      MovementKernels.concatenate(ConcatenateOp.newBuilder().setDimension(0).build(), List.of(x, x));
    })).isZero();
  }
}
