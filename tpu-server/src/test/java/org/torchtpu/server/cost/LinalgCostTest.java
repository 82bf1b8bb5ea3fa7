package org.torchtpu.server.cost;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.TensorType;

/** The linear-algebra flop counts against the textbook counts worked out by hand for small shapes. */
class LinalgCostTest {
  private static TensorType f32(long... dims) {
    TensorType.Builder t = TensorType.newBuilder().setDtype(DType.F32);
    for (long d : dims) {
      t.addDims(d);
    }
    return t.build();
  }

  @Test
  void choleskyIsNCubedOverThreePlusTheSquareRootsPerMatrix() {
    // two 4 x 4: 2 (64 / 3 + 4)
    assertThat(LinalgCost.choleskyFlops(f32(2, 4, 4))).isCloseTo(2 * (64.0 / 3 + 4), offset(1e-9));
  }

  @Test
  void luOfAWideMatrix() {
    // m = 3, n = 5, k = 3: 2 (45 - 8 * 9 / 2 + 27 / 3) = 2 (45 - 36 + 9)
    assertThat(LinalgCost.luFlops(f32(3, 5))).isCloseTo(36, offset(1e-9));
  }

  @Test
  void qrTallAndWideAndTheProductOfAllItsReflectors() {
    // 2 * 16 * (6 - 4 / 3) = 448 / 3, either way round
    assertThat(LinalgCost.qrFlops(f32(6, 4))).isCloseTo(448.0 / 3, offset(1e-9));
    assertThat(LinalgCost.qrFlops(f32(4, 6))).isCloseTo(448.0 / 3, offset(1e-9));
    // forming Q [6, 4] from 4 reflectors: 4 * 96 - 2 * 10 * 16 + 4 * 64 / 3 = 384 - 320 + 256 / 3 (orgqr with k = n
    // costs what geqrf does); batched twice
    assertThat(LinalgCost.householderProductFlops(f32(2, 6, 4), f32(2, 4))).isCloseTo(2 * 448.0 / 3, offset(1e-9));
  }

  @Test
  void eighsTimeCountsATypicalRunsSweepsAndItsBoundTheCap() {
    // the medians measured at the power of two at or above n: n = 8 -> 6, n = 100 -> 128's 9, n = 256 -> 10, n = 2 ->
    // 4's 4; past 512 one more a doubling: n = 2048 -> 10 + 2; at most 30 (n = 2^40 -> 10 + 31)
    assertThat(LinalgCost.eighTypicalSweeps(8)).isEqualTo(6);
    assertThat(LinalgCost.eighTypicalSweeps(100)).isEqualTo(9);
    assertThat(LinalgCost.eighTypicalSweeps(256)).isEqualTo(10);
    assertThat(LinalgCost.eighTypicalSweeps(2)).isEqualTo(4);
    assertThat(LinalgCost.eighTypicalSweeps(2048)).isEqualTo(12);
    assertThat(LinalgCost.eighTypicalSweeps(1L << 40)).isEqualTo(30);
    // two 8 x 8: 6 sweeps of 9 n^3 each = 2 * 6 * 9 * 512; the bound 30 sweeps of it
    assertThat(LinalgCost.eighFlops(f32(2, 8, 8))).isCloseTo(2 * 6 * 9 * 512, offset(1e-9));
    assertThat(LinalgCost.eighMaxFlops(f32(2, 8, 8))).isCloseTo(2 * 30 * 9 * 512, offset(1e-9));
    // one 256 x 256: 10 sweeps of 9 * 16,777,216
    assertThat(LinalgCost.eighFlops(f32(256, 256))).isCloseTo(10 * 9 * 16_777_216.0, offset(1e-3));
  }

  @Test
  void svdsTimeCountsATypicalRunsSweepsAndItsBoundTheCap() {
    // the square medians at the power of two at or above the smaller side c: c = 8 -> 6, c = 100 -> 128's 11,
    // c = 2 -> 4's 4, c = 512 -> 17; past 512 three more a doubling: c = 1024 -> 20; at most 30 (2^40 -> 17 + 93)
    assertThat(LinalgCost.svdTypicalSweeps(8)).isEqualTo(6);
    assertThat(LinalgCost.svdTypicalSweeps(100)).isEqualTo(11);
    assertThat(LinalgCost.svdTypicalSweeps(2)).isEqualTo(4);
    assertThat(LinalgCost.svdTypicalSweeps(512)).isEqualTo(17);
    assertThat(LinalgCost.svdTypicalSweeps(1024)).isEqualTo(20);
    assertThat(LinalgCost.svdTypicalSweeps(1L << 40)).isEqualTo(30);
    // 128 x 64 (r = 128, c = 64): a sweep 6 * 128 * 4096 + 3 * 262,144 = 3,932,160 flops, the closing pass's pair
    // tests 3 * 128 * 4096 = 1,572,864; c = 64's 10 sweeps, tall or wide alike
    assertThat(LinalgCost.svdFlops(f32(128, 64), false)).isCloseTo(10 * 3_932_160.0 + 1_572_864, offset(1e-6));
    assertThat(LinalgCost.svdFlops(f32(64, 128), false)).isCloseTo(10 * 3_932_160.0 + 1_572_864, offset(1e-6));
    // the bound: 30 sweeps and no closing pass (a run stopped by the cap has none); full_matrices adds 2 r^3, batched
    assertThat(LinalgCost.svdMaxFlops(f32(128, 64), false)).isCloseTo(30 * 3_932_160.0, offset(1e-6));
    assertThat(LinalgCost.svdMaxFlops(f32(2, 64, 128), true)).isCloseTo(2 * (30 * 3_932_160.0 + 2 * 2_097_152.0),
        offset(1e-6));
  }

  @Test
  void aSolveIsMSquaredPerRightHandSide() {
    // a [3, 3] against b [3, 5]: 5 right sides of 9; batched twice: 10 right sides
    assertThat(LinalgCost.triangularSolveFlops(f32(3, 3), f32(3, 5))).isCloseTo(45, offset(1e-9));
    assertThat(LinalgCost.triangularSolveFlops(f32(2, 3, 3), f32(2, 3, 5))).isCloseTo(90, offset(1e-9));
  }
}
