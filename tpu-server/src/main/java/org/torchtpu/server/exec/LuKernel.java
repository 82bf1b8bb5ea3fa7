package org.torchtpu.server.exec;

import java.util.List;
import org.torchtpu.api.v1.DType;

/**
 * LU factorization with partial pivoting over batches of f32 matrices (see LuOp): each matrix in double by the
 * right-looking column algorithm of LAPACK's getf2 (pivot = the first largest magnitude in the column; a zero pivot
 * is recorded in info and its column left unscaled), rounded to f32 once.
 */
final class LuKernel {
  private LuKernel() {}

  /** [lu, pivots, permutation, info]. */
  static List<DeviceArray> lu(DeviceArray a) {
    MatrixBatch matrices = MatrixBatch.of(a);
    int m = matrices.rows();
    int n = matrices.cols();
    int k = Math.min(m, n);
    int batch = matrices.count();
    float[] in = a.floats();
    float[] out = new float[in.length];
    long[] pivots = new long[batch * k];
    long[] perm = new long[batch * m];
    long[] info = new long[batch];
    double[] x = new double[m * n];
    int[] order = new int[m];
    KernelStop stop = KernelStop.current();
    for (int b = 0; b < batch; b++) {
      stop.check("lu");
      matrices.read(in, b, x);
      for (int i = 0; i < m; i++) {
        order[i] = i;
      }
      for (int j = 0; j < k; j++) {
        stop.check("lu");
        int p = j;
        double best = Math.abs(x[j * n + j]);
        for (int i = j + 1; i < m; i++) {
          double v = Math.abs(x[i * n + j]);
          if (v > best) { // strictly larger: the first of equal magnitudes stays, as isamax
            best = v;
            p = i;
          }
        }
        pivots[b * k + j] = p;
        if (x[p * n + j] == 0) {
          if (info[b] == 0) {
            info[b] = j + 1;
          }
          continue;
        }
        if (p != j) {
          swapRows(x, n, p, j);
          int t = order[p];
          order[p] = order[j];
          order[j] = t;
        }
        double piv = x[j * n + j];
        for (int i = j + 1; i < m; i++) {
          double l = x[i * n + j] / piv;
          x[i * n + j] = l;
          for (int c = j + 1; c < n; c++) {
            x[i * n + c] -= l * x[j * n + c];
          }
        }
      }
      matrices.write(x, b, out);
      for (int i = 0; i < m; i++) {
        perm[b * m + i] = order[i];
      }
    }
    return List.of(DeviceArray.ofFloats(DType.F32, matrices.dims(), out),
        DeviceArray.ofLongs(DType.S32, matrices.vectorDims(k), pivots),
        DeviceArray.ofLongs(DType.S32, matrices.vectorDims(m), perm),
        DeviceArray.ofLongs(DType.S32, matrices.scalarDims(), info));
  }

  private static void swapRows(double[] x, int n, int p, int j) {
    for (int c = 0; c < n; c++) {
      double t = x[p * n + c];
      x[p * n + c] = x[j * n + c];
      x[j * n + c] = t;
    }
  }
}
