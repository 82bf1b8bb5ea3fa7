package org.torchtpu.server.exec;

import java.util.Arrays;
import java.util.List;
import org.torchtpu.api.v1.CholeskyOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.TriangularSolveOp;

/**
 * Cholesky factorization and triangular solves over batches of f32 matrices (the two innermost dimensions, row
 * major). Each matrix is copied to double, factored or solved there by the textbook column algorithms (LAPACK's
 * unblocked potf2 and trsm orderings) and rounded to f32 once, so the results carry the f32 rounding of the answer
 * rather than n steps of f32 arithmetic: at least as accurate as LAPACK's single-precision routines JAX calls.
 */
final class LinalgKernels {
  private LinalgKernels() {}

  /** Heap the kernels allocate besides operands and results: one matrix (and, for a solve, one right side) in double. */
  static long scratchBytes(List<TensorType> operands) {
    long bytes = 0;
    for (TensorType t : operands) {
      int r = t.getDimsCount();
      if (r >= 2) {
        bytes += 8 * t.getDims(r - 1) * t.getDims(r - 2);
      }
    }
    return bytes;
  }

  /** [factor, info] (see CholeskyOp). */
  static List<DeviceArray> cholesky(CholeskyOp op, DeviceArray a) {
    int[] dims = a.dims();
    int n = dims[dims.length - 1];
    int batch = MatrixBatch.count(dims);
    float[] in = a.floats();
    float[] out = new float[in.length];
    long[] info = new long[batch];
    double[] l = new double[n * n];
    KernelStop stop = KernelStop.current();
    for (int b = 0; b < batch; b++) {
      stop.check("cholesky");
      int base = b * n * n;
      // the factor of the named triangle, as the lower factor L of a = L L^T; an upper factor is its transpose
      for (int i = 0; i < n; i++) {
        for (int j = 0; j <= i; j++) {
          l[i * n + j] = op.getLower() ? in[base + i * n + j] : in[base + j * n + i];
        }
      }
      info[b] = factorLower(l, n, stop);
      for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
          float v;
          if (info[b] != 0) {
            v = Float.NaN;
          } else if (j > i) {
            v = 0f;
          } else {
            v = (float) l[i * n + j];
          }
          out[base + (op.getLower() ? i * n + j : j * n + i)] = v;
        }
      }
    }
    int[] batchDims = Arrays.copyOf(dims, dims.length - 2);
    return List.of(DeviceArray.ofFloats(DType.F32, dims, out), DeviceArray.ofLongs(DType.S32, batchDims, info));
  }

  /**
   * Overwrites the lower triangle of {@code l} with its Cholesky factor, column by column (potf2's order).
   *
   * @return 0, or the 1-based column whose pivot was not positive (or NaN), where LAPACK stops
   */
  private static int factorLower(double[] l, int n, KernelStop stop) {
    for (int j = 0; j < n; j++) {
      stop.check("cholesky");
      double d = l[j * n + j];
      for (int k = 0; k < j; k++) {
        d -= l[j * n + k] * l[j * n + k];
      }
      if (!(d > 0)) {
        return j + 1;
      }
      double piv = Math.sqrt(d);
      l[j * n + j] = piv;
      for (int i = j + 1; i < n; i++) {
        double s = l[i * n + j];
        for (int k = 0; k < j; k++) {
          s -= l[i * n + k] * l[j * n + k];
        }
        l[i * n + j] = s / piv;
      }
    }
    return 0;
  }

  /** x of b's type with op(a) x = b (left side) or x op(a) = b (see TriangularSolveOp). */
  static DeviceArray triangularSolve(TriangularSolveOp op, DeviceArray a, DeviceArray b) {
    int[] dims = b.dims();
    int m = a.dims()[a.dims().length - 1];
    int rows = dims[dims.length - 2];
    int cols = dims[dims.length - 1];
    int batch = MatrixBatch.count(dims);
    float[] av = a.floats();
    float[] bv = b.floats();
    float[] out = new float[bv.length];
    // t = op(a) with the ignored triangle as zeros and, for unit_diagonal, ones on the diagonal
    double[] t = new double[m * m];
    double[] x = new double[rows * cols];
    KernelStop stop = KernelStop.current();
    for (int q = 0; q < batch; q++) {
      stop.check("triangular_solve");
      int abase = q * m * m;
      int bbase = q * rows * cols;
      for (int i = 0; i < m; i++) {
        for (int j = 0; j < m; j++) {
          boolean kept = op.getLower() ? j <= i : j >= i;
          double v = !kept ? 0 : i == j && op.getUnitDiagonal() ? 1 : av[abase + i * m + j];
          t[op.getTransposeA() ? j * m + i : i * m + j] = v;
        }
      }
      // op(a) is lower triangular when exactly one of lower and transpose_a holds
      boolean tLower = op.getLower() != op.getTransposeA();
      for (int i = 0; i < x.length; i++) {
        x[i] = bv[bbase + i];
      }
      if (op.getLeftSide()) {
        solveLeft(t, m, tLower, x, cols, stop);
      } else {
        solveRight(t, m, tLower, x, rows, stop);
      }
      for (int i = 0; i < x.length; i++) {
        out[bbase + i] = (float) x[i];
      }
    }
    return DeviceArray.ofFloats(DType.F32, dims, out);
  }

  /** t x = b for x (m x cols, in place): forward substitution when t is lower, backward when upper. */
  private static void solveLeft(double[] t, int m, boolean lower, double[] x, int cols, KernelStop stop) {
    for (int s = 0; s < m; s++) {
      stop.check("triangular_solve");
      int i = lower ? s : m - 1 - s;
      int from = lower ? 0 : i + 1;
      int to = lower ? i : m;
      double piv = t[i * m + i];
      for (int c = 0; c < cols; c++) {
        double v = x[i * cols + c];
        for (int k = from; k < to; k++) {
          v -= t[i * m + k] * x[k * cols + c];
        }
        x[i * cols + c] = v / piv;
      }
    }
  }

  /** x t = b for x (rows x m, in place): row by row, the columns of x in the order t's triangle allows. */
  private static void solveRight(double[] t, int m, boolean lower, double[] x, int rows, KernelStop stop) {
    for (int r = 0; r < rows; r++) {
      stop.check("triangular_solve");
      int base = r * m;
      for (int s = 0; s < m; s++) {
        // x[r, j] * t[j, j] = b[r, j] - sum over k != j of x[r, k] t[k, j], t[k, j] nonzero for k > j when lower
        int j = lower ? m - 1 - s : s;
        int from = lower ? j + 1 : 0;
        int to = lower ? m : j;
        double v = x[base + j];
        for (int k = from; k < to; k++) {
          v -= x[base + k] * t[k * m + j];
        }
        x[base + j] = v / t[j * m + j];
      }
    }
  }
}
