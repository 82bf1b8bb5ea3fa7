package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EighOp;

/**
 * The Jacobi kernel converges in the sweeps quadratic convergence predicts (it used to run all of its cap: its
 * convergence test sat below rounding noise) to a decomposition of the input, and a matrix that is not finite gets
 * NaN values and vectors instead of finite values of some other matrix.
 */
class EighKernelTest {
  private static final int N = 48;

  private static double[] symmetric(int n, long seed) {
    Random rng = new Random(seed);
    double[] s = new double[n * n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j <= i; j++) {
        double x = (float) rng.nextGaussian();
        s[i * n + j] = x;
        s[j * n + i] = x;
      }
    }
    return s;
  }

  @Test
  void convergesInAFewSweepsToADecompositionOfTheInput() {
    double[] a = symmetric(N, 16);
    double[] s = a.clone();
    double[] v = new double[N * N];
    for (int i = 0; i < N; i++) {
      v[i * N + i] = 1;
    }
    int sweeps = EighKernel.diagonalize(s, v, N, KernelStop.NEVER);
    assertThat(sweeps).as("sweeps that rotated something").isBetween(3, 15);
    double off = 0;
    for (int i = 0; i < N; i++) {
      for (int j = 0; j < N; j++) {
        if (i != j) {
          off = Math.max(off, Math.abs(s[i * N + j]));
        }
      }
    }
    assertThat(off).as("largest off-diagonal element left").isLessThan(1e-14);
    // V diag(s) V^T reproduces a to double rounding (its norm is about 2 sqrt(N))
    double worst = 0;
    for (int i = 0; i < N; i++) {
      for (int j = 0; j < N; j++) {
        double r = 0;
        for (int k = 0; k < N; k++) {
          r += v[i * N + k] * s[k * N + k] * v[j * N + k];
        }
        worst = Math.max(worst, Math.abs(r - a[i * N + j]));
      }
    }
    assertThat(worst).isLessThan(1e-12);
  }

  @Test
  void aMatrixThatIsNotFiniteGetsNaNValuesAndVectorsAndItsNeighboursTheirOwn() {
    int n = 3;
    float[] in = {
        2, 0, 0, 0, 3, 0, 0, 0, 5, // diagonal: its own values
        1, 0, 0, Float.NaN, 1, 0, 0, 0, 1, // NaN in the lower triangle
        1, 0, 0, 0, Float.POSITIVE_INFINITY, 0, 0, 0, 1}; // an infinity on the diagonal
    List<DeviceArray> out = EighKernel.eigh(EighOp.newBuilder().setLower(true).build(),
        DeviceArray.ofFloats(DType.F32, new int[] {3, n, n}, in));
    float[] vectors = out.get(0).floats();
    float[] values = out.get(1).floats();
    assertThat(values).startsWith(2f, 3f, 5f);
    for (int i = n; i < 3 * n; i++) {
      assertThat(values[i]).as("value %d", i).isNaN();
    }
    for (int i = n * n; i < 3 * n * n; i++) {
      assertThat(vectors[i]).as("vector element %d", i).isNaN();
    }
  }

  @Test
  void aNaNInTheUnreadTriangleIsIgnored() {
    float[] in = {4, Float.NaN, 1, 9};
    List<DeviceArray> out = EighKernel.eigh(EighOp.newBuilder().setLower(true).build(),
        DeviceArray.ofFloats(DType.F32, new int[] {2, 2}, in));
    for (float x : out.get(1).floats()) {
      assertThat(x).isFinite();
    }
  }
}
