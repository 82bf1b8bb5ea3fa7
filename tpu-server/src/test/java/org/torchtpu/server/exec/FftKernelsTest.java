package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.FftOp;

/** FftKernels beyond the golden cases: huge non-power-of-two lengths must stay O(n log n). */
class FftKernelsTest {
  @Test
  void aMillionPointPrimeLengthIsAFastTransformNotADirectSum() {
    // 1048573 is prime: the former direct sum did ~10^12 multiply-adds here (tens of minutes of a core); Bluestein
    // does three 2^21-point radix-2 FFTs. The bound only catches that regression; it is not a speed assertion.
    int n = 1_048_573;
    int tone = 12_345;
    float[] x = new float[2 * n];
    for (int j = 0; j < n; j++) {
      double angle = 2 * Math.PI * (((long) tone * j) % n) / n;
      x[2 * j] = (float) Math.cos(angle);
      x[2 * j + 1] = (float) Math.sin(angle);
    }
    FftOp op = FftOp.newBuilder().setType(FftOp.Type.FFT).addFftLength(n).build();
    DeviceArray in = DeviceArray.ofFloats(DType.F32, new int[] {n, 2}, x);
    DeviceArray out = assertTimeoutPreemptively(Duration.ofMinutes(3), () -> FftKernels.fft(op, in));
    float[] y = out.floats();
    // the DFT of e^(2 pi i tone j / n) is n at bin `tone` and 0 elsewhere (up to the inputs' f32 rounding)
    assertThat((double) y[2 * tone]).isCloseTo(n, org.assertj.core.data.Offset.offset(1.0));
    assertThat((double) y[2 * tone + 1]).isCloseTo(0, org.assertj.core.data.Offset.offset(1.0));
    double worstOther = 0;
    for (int k = 0; k < n; k++) {
      if (k != tone) {
        worstOther = Math.max(worstOther, Math.hypot(y[2 * k], y[2 * k + 1]));
      }
    }
    assertThat(worstOther).isLessThan(1.0);
  }
}
