package org.torchtpu.server.cost;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.FftOp;
import org.torchtpu.api.v1.TensorType;

class FftCostTest {
  private static TensorType complex(long... dims) {
    TensorType.Builder t = TensorType.newBuilder().setDtype(DType.F32);
    for (long d : dims) {
      t.addDims(d);
    }
    return t.addDims(2).build();
  }

  @Test
  void powerOfTwoLengthsKeepTheClassicFiveNLogN() {
    FftOp op = FftOp.newBuilder().setType(FftOp.Type.FFT).addFftLength(8).addFftLength(16).build();
    // 3 transforms of N = 128 points: 5 * 128 * 7 each
    assertThat(FftCost.flops(op, complex(3, 8, 16))).isCloseTo(3 * 5 * 128 * 7, offset(1e-6));
  }

  @Test
  void aPrimeLengthIsPricedAsTheChirpZTheKernelRuns() {
    int n = 1_048_573; // prime: Bluestein over m = 2^21 points
    FftOp op = FftOp.newBuilder().setType(FftOp.Type.FFT).addFftLength(n).build();
    double m = 1 << 21;
    double expected = 3 * 5 * m * 21 + 6 * (2.0 * n + m);
    assertThat(FftCost.flops(op, complex(n))).isCloseTo(expected, offset(1.0));
    // at least the 5 N log2 N of the same length, never the O(N^2) of a direct sum
    assertThat(FftCost.flops(op, complex(n))).isGreaterThan(5.0 * n * Math.log(n) / Math.log(2))
        .isLessThan(1e9);
  }
}
