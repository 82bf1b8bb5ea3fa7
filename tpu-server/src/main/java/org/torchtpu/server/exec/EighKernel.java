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
  /** A pair whose |s_pq| is at most this times sqrt(|s_pp s_qq|) is already diagonal to working precision. */
  private static final double NEGLIGIBLE = Math.ulp(1.0);

  private EighKernel() {}

  /** [vectors (as columns), values]; a matrix whose read triangle is not finite gets NaN values and vectors. */
  static List<DeviceArray> eigh(EighOp op, DeviceArray a) {
    int[] dims = a.dims();
    int n = dims[dims.length - 1];
    int batch = MatrixBatch.count(dims);
    float[] in = a.floats();
    float[] vectors = new float[in.length];
    float[] values = new float[batch * n];
    double[] s = new double[n * n];
    double[] v = new double[n * n];
    KernelStop stop = KernelStop.current();
    for (int b = 0; b < batch; b++) {
      stop.check("eigh");
      int base = b * n * n;
      boolean finite = true;
      for (int i = 0; i < n; i++) {
        for (int j = 0; j <= i; j++) {
          double x = op.getLower() ? in[base + i * n + j] : in[base + j * n + i];
          finite &= Double.isFinite(x);
          s[i * n + j] = x;
          s[j * n + i] = x;
        }
      }
      if (!finite) {
        // no rotation removes a NaN or infinity, and stopping early would return finite values of a different
        // matrix: NaN throughout, as LAPACK's ssyevd and JAX give
        Arrays.fill(vectors, base, base + n * n, Float.NaN);
        Arrays.fill(values, b * n, b * n + n, Float.NaN);
        continue;
      }
      Arrays.fill(v, 0);
      for (int i = 0; i < n; i++) {
        v[i * n + i] = 1;
      }
      diagonalize(s, v, n, stop);
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

  /**
   * Rotates s (symmetric, full, finite) towards diagonal, accumulating the rotations in v's columns, until a sweep
   * finds every pair negligible or {@link JacobiLimits#MAX_SWEEPS} sweeps ran.
   *
   * @return the sweeps that rotated something
   */
  static int diagonalize(double[] s, double[] v, int n, KernelStop stop) {
    for (int sweep = 0; sweep < JacobiLimits.MAX_SWEEPS; sweep++) {
      boolean rotated = false;
      for (int p = 0; p < n - 1; p++) {
        stop.check("eigh");
        for (int q = p + 1; q < n; q++) {
          double apq = s[p * n + q];
          if (Math.abs(apq) <= NEGLIGIBLE * Math.sqrt(Math.abs(s[p * n + p] * s[q * n + q]))) {
            // below rounding of the diagonal: dropping it moves the eigenvalues by less than their own last bit
            s[p * n + q] = 0;
            s[q * n + p] = 0;
            continue;
          }
          rotated = true;
          rotate(s, v, n, p, q, apq);
        }
      }
      if (!rotated) {
        return sweep;
      }
    }
    return JacobiLimits.MAX_SWEEPS;
  }

  /** The rotation in the (p, q) plane that zeroes s[p][q], applied to s's rows and columns and to v's columns. */
  private static void rotate(double[] s, double[] v, int n, int p, int q, double apq) {
    // tau = cot(2 theta), t = tan(theta) of the smaller angle
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
    // zero in exact arithmetic; its rounding residue (about eps |s|) left in place kept the off-diagonal norm from
    // ever falling below rounding noise, so every call ran all sweeps
    s[p * n + q] = 0;
    s[q * n + p] = 0;
    for (int k = 0; k < n; k++) {
      double kp = v[k * n + p];
      double kq = v[k * n + q];
      v[k * n + p] = c * kp - sn * kq;
      v[k * n + q] = sn * kp + c * kq;
    }
  }
}
