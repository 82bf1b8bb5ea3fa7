package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.FftOp;
import org.torchtpu.api.v1.SortOp;

/**
 * Sorts and FFTs ask their thread's {@link KernelStop} between lines, about every {@link KernelStop#CHECK_WORK}
 * element-steps: before, a tenant's sort or FFT over the largest array ran whole after its call's cancel. A small one
 * never asks.
 */
class LineKernelsStopTest {
  private static final int LINES = 2048;
  private static final int LINE = 1024; // 2 Mi elements: about 20 questions' worth of n log n

  private static void stopsPartWay(String what, Supplier<?> kernel) {
    assertThat(StopProbe.questionsUntilStopped(what, 1, kernel)).as(what).isEqualTo(2);
  }

  @Test
  void aSortStopsBetweenLines() {
    DeviceArray x = DeviceArray.ofFloats(DType.F32, new int[] {LINES, LINE}, new float[LINES * LINE]);
    DeviceArray s = DeviceArray.ofLongs(DType.S64, new int[] {LINES, LINE}, new long[LINES * LINE]);
    stopsPartWay("sort along rows", () -> SortKernels.sort(SortOp.newBuilder().setDimension(1).build(), List.of(x)));
    stopsPartWay("sort down columns", () -> SortKernels.sort(SortOp.newBuilder().setDimension(0).build(), List.of(x)));
    stopsPartWay("sort of s64 keys", () -> SortKernels.sort(SortOp.newBuilder().setDimension(1).build(), List.of(s)));
  }

  @Test
  void anFftStopsBetweenLines() {
    DeviceArray x = DeviceArray.ofFloats(DType.F32, new int[] {LINES, LINE, 2}, new float[LINES * LINE * 2]);
    stopsPartWay("fft", () -> FftKernels.fft(FftOp.newBuilder().setType(FftOp.Type.FFT).addFftLength(LINE).build(), x));
    DeviceArray odd = DeviceArray.ofFloats(DType.F32, new int[] {LINES, 1000, 2}, new float[LINES * 1000 * 2]);
    stopsPartWay("fft of a length not a power of two",
        () -> FftKernels.fft(FftOp.newBuilder().setType(FftOp.Type.FFT).addFftLength(1000).build(), odd));
  }

  @Test
  void aSmallSortOrFftNeverAsks() {
    assertThat(StopProbe.questionsAsked(() -> {
      SortKernels.sort(SortOp.newBuilder().setDimension(1).build(),
          List.of(DeviceArray.ofFloats(DType.F32, new int[] {64, 64}, new float[64 * 64])));
      FftKernels.fft(FftOp.newBuilder().setType(FftOp.Type.FFT).addFftLength(64).build(),
          DeviceArray.ofFloats(DType.F32, new int[] {64, 64, 2}, new float[64 * 64 * 2]));
    })).isZero();
  }
}
