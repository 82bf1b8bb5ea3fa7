package org.torchtpu.server.exec;

import java.util.Arrays;
import java.util.List;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EighOp;

/**
 * Symmetric eigendecomposition over batches of f32 matrices (see EighOp): cyclic Jacobi rotations in double (Golub
 * and Van Loan, Matrix Computations, 4th ed., 8.5), which converges quadratically and gives eigenvectors orthogonal
 * to working precision, then eigenvalues sorted ascending with their vectors, each vector's sign chosen so its
 * largest-magnitude component (the first of equals) is positive, rounded to f32 once.
 */
final class EighKernel {
  /** Sweeps before giving up; Jacobi needs about 10 for double precision at the sizes programs use. */
  private static final int MAX_SWEEPS = 100;

  private EighKernel() {}

  /** [vectors (as columns), values]. */
  static List<DeviceArray> eigh(EighOp op, DeviceArray a) {
    int[] dims = a.dims();
    int n = dims[dims.length - 1];
    int batch = 1;
    for (int d = 0; d < dims.length - 2; d++) {
      batch = Math.multiplyExact(batch, dims[d]);
    }
    float[] in = a.floats();
    float[] vectors = new float[in.length];
    float[] values = new float[batch * n];
    double[] s = new double[n * n];
    double[] v = new double[n * n];
    for (int b = 0; b < batch; b++) {
      int base = b * n * n;
      for (int i = 0; i < n; i++) {
        for (int j = 0; j <= i; j++) {
          double x = op.getLower() ? in[base + i * n + j] : in[base + j * n + i];
          s[i * n + j] = x;
          s[j * n + i] = x;
        }
      }
      Arrays.fill(v, 0);
      for (int i = 0; i < n; i++) {
        v[i * n + i] = 1;
      }
      diagonalize(s, v, n);
      Integer[] order = new Integer[n];
      for (int i = 0; i < n; i++) {
        order[i] = i;
      }
      Arrays.sort(order, (x, y) -> Double.compare(s[x * n + x], s[y * n + y]));
      for (int c = 0; c < n; c++) {
        int src = order[c];
        values[b * n + c] = (float) s[src * n + src];
        int big = 0;
        for (int i = 1; i < n; i++) {
          if (Math.abs(v[i * n + src]) > Math.abs(v[big * n + src])) {
            big = i;
          }
        }
        double sign = v[big * n + src] < 0 ? -1 : 1;
        for (int i = 0; i < n; i++) {
          vectors[base + i * n + c] = (float) (sign * v[i * n + src]);
        }
      }
    }
    int[] valueDims = Arrays.copyOf(dims, dims.length - 1);
    return List.of(DeviceArray.ofFloats(DType.F32, dims, vectors), DeviceArray.ofFloats(DType.F32, valueDims, values));
  }

  /** Rotates s (symmetric, full) towards diagonal, accumulating the rotations in v's columns. */
  private static void diagonalize(double[] s, double[] v, int n) {
    for (int sweep = 0; sweep < MAX_SWEEPS; sweep++) {
      double off = 0;
      double total = 0;
      for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
          double x = s[i * n + j] * s[i * n + j];
          total += x;
          if (i != j) {
            off += x;
          }
        }
      }
      if (!(off > 1e-32 * total)) { // also stops on NaN, which no rotation removes
        return;
      }
      for (int p = 0; p < n - 1; p++) {
        for (int q = p + 1; q < n; q++) {
          double apq = s[p * n + q];
          if (apq == 0) {
            continue;
          }
          // the rotation zeroing s[p][q]: tau = cot(2 theta), t = tan(theta) of the smaller angle
          double tau = (s[q * n + q] - s[p * n + p]) / (2 * apq);
          double t = Math.copySign(1, tau) / (Math.abs(tau) + Math.sqrt(1 + tau * tau));
          double c = 1 / Math.sqrt(1 + t * t);
          double sn = t * c;
          for (int k = 0; k < n; k++) { // columns p and q
            double kp = s[k * n + p];
            double kq = s[k * n + q];
            s[k * n + p] = c * kp - sn * kq;
            s[k * n + q] = sn * kp + c * kq;
          }
          for (int k = 0; k < n; k++) { // rows p and q
            double pk = s[p * n + k];
            double qk = s[q * n + k];
            s[p * n + k] = c * pk - sn * qk;
            s[q * n + k] = sn * pk + c * qk;
          }
          for (int k = 0; k < n; k++) {
            double kp = v[k * n + p];
            double kq = v[k * n + q];
            v[k * n + p] = c * kp - sn * kq;
            v[k * n + q] = sn * kp + c * kq;
          }
        }
      }
    }
  }
}
