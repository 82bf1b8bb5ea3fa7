package org.torchtpu.server.exec;

import java.util.Arrays;
import java.util.List;
import org.torchtpu.api.v1.DType;

/**
 * Householder QR (LAPACK's geqrf conventions, see QrOp) and the product of its reflectors (orgqr), over batches of
 * f32 matrices, each computed in double and rounded to f32 once.
 */
final class QrKernels {
  private QrKernels() {}

  /** [R and the reflectors' vectors, taus]. */
  static List<DeviceArray> qr(DeviceArray a) {
    MatrixBatch matrices = MatrixBatch.of(a);
    int m = matrices.rows();
    int n = matrices.cols();
    int k = Math.min(m, n);
    int batch = matrices.count();
    float[] in = a.floats();
    float[] out = new float[in.length];
    float[] taus = new float[batch * k];
    double[] x = new double[m * n];
    KernelStop stop = KernelStop.current();
    for (int b = 0; b < batch; b++) {
      stop.check("qr");
      matrices.read(in, b, x);
      for (int j = 0; j < k; j++) {
        stop.check("qr");
        taus[b * k + j] = (float) reflect(x, m, n, j);
      }
      matrices.write(x, b, out);
    }
    return List.of(DeviceArray.ofFloats(DType.F32, matrices.dims(), out),
        DeviceArray.ofFloats(DType.F32, matrices.vectorDims(k), taus));
  }

  /**
   * Makes the reflector that zeroes column j below the diagonal (LAPACK's larfg), stores v below the diagonal and
   * beta on it, and applies it to the columns right of j.
   *
   * @return tau
   */
  private static double reflect(double[] x, int m, int n, int j) {
    double alpha = x[j * n + j];
    double xnorm = 0;
    for (int i = j + 1; i < m; i++) {
      xnorm = Math.hypot(xnorm, x[i * n + j]);
    }
    if (xnorm == 0) {
      return 0; // H = I
    }
    double beta = -Math.copySign(Math.hypot(alpha, xnorm), alpha);
    double tau = (beta - alpha) / beta;
    double scale = 1 / (alpha - beta);
    for (int i = j + 1; i < m; i++) {
      x[i * n + j] *= scale;
    }
    x[j * n + j] = beta;
    for (int c = j + 1; c < n; c++) {
      double w = x[j * n + c];
      for (int i = j + 1; i < m; i++) {
        w += x[i * n + j] * x[i * n + c];
      }
      w *= tau;
      x[j * n + c] -= w;
      for (int i = j + 1; i < m; i++) {
        x[i * n + c] -= w * x[i * n + j];
      }
    }
    return tau;
  }

  /** The first n columns of H_1 ... H_k, applied right to left to the identity's columns. */
  static DeviceArray householderProduct(DeviceArray a, DeviceArray tausArray) {
    MatrixBatch matrices = MatrixBatch.of(a);
    int m = matrices.rows();
    int n = matrices.cols();
    int k = tausArray.dims()[tausArray.dims().length - 1];
    int batch = matrices.count();
    float[] v = a.floats();
    float[] taus = tausArray.floats();
    float[] out = new float[v.length];
    double[] q = new double[m * n];
    KernelStop stop = KernelStop.current();
    for (int b = 0; b < batch; b++) {
      stop.check("householder_product");
      int base = b * m * n;
      Arrays.fill(q, 0);
      for (int i = 0; i < n; i++) {
        q[i * n + i] = 1;
      }
      for (int j = k - 1; j >= 0; j--) {
        stop.check("householder_product");
        double tau = taus[b * k + j];
        // columns left of j are still the identity's there (H_j+1 ... H_k touch rows below j only): v_j^T q_c = 0
        for (int c = j; c < n; c++) {
          double w = q[j * n + c];
          for (int i = j + 1; i < m; i++) {
            w += v[base + i * n + j] * q[i * n + c];
          }
          w *= tau;
          q[j * n + c] -= w;
          for (int i = j + 1; i < m; i++) {
            q[i * n + c] -= w * v[base + i * n + j];
          }
        }
      }
      matrices.write(q, b, out);
    }
    return DeviceArray.ofFloats(DType.F32, matrices.dims(), out);
  }
}
