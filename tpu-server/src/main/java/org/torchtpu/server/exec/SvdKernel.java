package org.torchtpu.server.exec;

import java.util.Arrays;
import java.util.List;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.SvdOp;
import org.torchtpu.api.v1.TensorType;

/**
 * Singular value decomposition over batches of f32 matrices (see SvdOp) by one-sided Jacobi (Hestenes; Demmel and
 * Veselic, "Jacobi's method is more accurate than QR", 1992): the columns of the matrix (of its transpose when it is
 * wide) are rotated pairwise in double until every pair is orthogonal to working precision; their norms are the
 * singular values, the normalised columns one set of singular vectors and the accumulated rotations the other.
 * Columns of zero singular values and the extra columns of full_matrices are completed to an orthonormal basis by
 * Gram-Schmidt on the unit vectors. Rounded to f32 once.
 */
final class SvdKernel {
  /** A pair whose |w_p . w_q| is at most this times |w_p| |w_q| is orthogonal to working precision. */
  private static final double NEGLIGIBLE = Math.ulp(1.0);

  private SvdKernel() {}

  /**
   * Double scratch live for one matrix of the batch (the next one's replaces it): the c columns of length r being
   * orthogonalised, the c x c rotations, and the vectors completing a basis (at most c of length r in reduced mode,
   * at most r of length r for full_matrices), with c x c to spare for the per-column bookkeeping. Figured in double
   * and clamped, so a huge operand asks for too much, never for a negative or wrapped amount.
   */
  static long scratchBytes(TensorType a, boolean fullMatrices) {
    int rank = a.getDimsCount();
    if (rank < 2) {
      return 0;
    }
    double r = Math.max(a.getDims(rank - 2), a.getDims(rank - 1));
    double c = Math.min(a.getDims(rank - 2), a.getDims(rank - 1));
    double bytes = 8 * (2 * r * c + 2 * c * c) + (fullMatrices ? 8 * r * r : 0);
    return bytes >= Long.MAX_VALUE ? Long.MAX_VALUE : (long) bytes;
  }

  /** [s, u, vt]; a matrix that is not finite gets NaN throughout. */
  static List<DeviceArray> svd(SvdOp op, DeviceArray a) {
    int[] dims = a.dims();
    int rank = dims.length;
    int m = dims[rank - 2];
    int n = dims[rank - 1];
    int k = Math.min(m, n);
    int r = Math.max(m, n);
    boolean full = op.getFullMatrices();
    int uCols = full ? m : k;
    int vtRows = full ? n : k;
    int batch = MatrixBatch.count(dims);
    float[] in = a.floats();
    float[] s = new float[batch * k];
    float[] u = new float[batch * m * uCols];
    float[] vt = new float[batch * vtRows * n];
    boolean wide = m < n;
    KernelStop stop = KernelStop.current();
    for (int b = 0; b < batch; b++) {
      stop.check("svd");
      int base = b * m * n;
      // w[j] is column j of a (of a^T when wide): k columns of length r
      double[][] w = new double[k][r];
      boolean finite = true;
      for (int i = 0; i < m; i++) {
        for (int j = 0; j < n; j++) {
          double x = in[base + i * n + j];
          finite &= Double.isFinite(x);
          if (wide) {
            w[i][j] = x;
          } else {
            w[j][i] = x;
          }
        }
      }
      if (!finite) {
        Arrays.fill(s, b * k, (b + 1) * k, Float.NaN);
        Arrays.fill(u, b * m * uCols, (b + 1) * m * uCols, Float.NaN);
        Arrays.fill(vt, b * vtRows * n, (b + 1) * vtRows * n, Float.NaN);
        continue;
      }
      double[][] rot = new double[k][k];
      for (int i = 0; i < k; i++) {
        rot[i][i] = 1;
      }
      orthogonalize(w, rot, stop);
      double[] sigma = new double[k];
      for (int j = 0; j < k; j++) {
        sigma[j] = Math.sqrt(dot(w[j], w[j]));
      }
      Integer[] order = new Integer[k];
      for (int j = 0; j < k; j++) {
        order[j] = j;
      }
      Arrays.sort(order, (x, y) -> Double.compare(sigma[y], sigma[x]));
      // the long basis (length r): normalised columns in order, completed to k columns, or r for full_matrices
      double[][] longBasis = new double[full ? r : k][];
      double[][] shortBasis = new double[k][];
      for (int c = 0; c < k; c++) {
        int src = order[c];
        s[b * k + c] = (float) sigma[src];
        // w and rot are this matrix's own: normalised and handed over in place, not copied (copies would double
        // the live scratch past what scratchBytes admits)
        shortBasis[c] = rot[src];
        if (sigma[src] > 0) {
          double[] col = w[src];
          for (int i = 0; i < r; i++) {
            col[i] /= sigma[src];
          }
          longBasis[c] = col;
        }
      }
      complete(longBasis, r, stop);
      // sign: each right singular vector's largest component positive, its left partner flipped with it
      double[][] left = wide ? shortBasis : longBasis;
      double[][] right = wide ? longBasis : shortBasis;
      for (int c = 0; c < k; c++) {
        int big = 0;
        for (int i = 1; i < n; i++) {
          if (Math.abs(right[c][i]) > Math.abs(right[c][big])) {
            big = i;
          }
        }
        if (right[c][big] < 0) {
          negate(right[c]);
          negate(left[c]);
        }
      }
      for (int i = 0; i < m; i++) {
        for (int c = 0; c < uCols; c++) {
          u[b * m * uCols + i * uCols + c] = (float) left[c][i];
        }
      }
      for (int c = 0; c < vtRows; c++) {
        for (int j = 0; j < n; j++) {
          vt[b * vtRows * n + c * n + j] = (float) right[c][j];
        }
      }
    }
    int[] batchDims = Arrays.copyOf(dims, rank - 2);
    return List.of(DeviceArray.ofFloats(DType.F32, append(batchDims, k), s),
        DeviceArray.ofFloats(DType.F32, append(batchDims, m, uCols), u),
        DeviceArray.ofFloats(DType.F32, append(batchDims, vtRows, n), vt));
  }

  /**
   * Rotates pairs of w's columns until a sweep finds all mutually orthogonal to working precision (or
   * {@link JacobiLimits#MAX_SWEEPS} sweeps ran), applying each rotation to rot's entries too: rot[j] starts as e_j and
   * ends as column j of V, with a V = w.
   *
   * @return the sweeps that rotated something
   */
  static int orthogonalize(double[][] w, double[][] rot, KernelStop stop) {
    int k = w.length;
    for (int sweep = 0; sweep < JacobiLimits.MAX_SWEEPS; sweep++) {
      boolean rotated = false;
      for (int p = 0; p < k - 1; p++) {
        stop.check("svd");
        for (int q = p + 1; q < k; q++) {
          double alpha = dot(w[p], w[p]);
          double beta = dot(w[q], w[q]);
          double gamma = dot(w[p], w[q]);
          if (Math.abs(gamma) <= NEGLIGIBLE * Math.sqrt(alpha * beta)) {
            continue;
          }
          rotated = true;
          // the smaller angle that zeroes the pair's inner product
          double zeta = (beta - alpha) / (2 * gamma);
          double t = Math.copySign(1, zeta) / (Math.abs(zeta) + Math.hypot(1, zeta));
          double c = 1 / Math.sqrt(1 + t * t);
          double sn = c * t;
          rotate(w[p], w[q], c, sn);
          rotate(rot[p], rot[q], c, sn);
        }
      }
      if (!rotated) {
        return sweep;
      }
    }
    return JacobiLimits.MAX_SWEEPS;
  }

  private static void rotate(double[] x, double[] y, double c, double s) {
    for (int i = 0; i < x.length; i++) {
      double xi = x[i];
      double yi = y[i];
      x[i] = c * xi - s * yi;
      y[i] = s * xi + c * yi;
    }
  }

  /**
   * Fills basis's null entries with unit vectors orthogonalised (twice) against the others, in order. Each candidate
   * costs about 4 r times the basis's size, so a full_matrices basis of a tall thin matrix (2 r^3 in all) asks the
   * stop between candidates.
   */
  private static void complete(double[][] basis, int r, KernelStop stop) {
    int candidate = 0;
    for (int c = 0; c < basis.length; c++) {
      while (basis[c] == null && candidate < r) {
        stop.check("svd");
        double[] e = new double[r];
        e[candidate++] = 1;
        for (int pass = 0; pass < 2; pass++) {
          for (double[] other : basis) {
            if (other != null) {
              double d = dot(e, other);
              for (int i = 0; i < r; i++) {
                e[i] -= d * other[i];
              }
            }
          }
        }
        double norm = Math.sqrt(dot(e, e));
        // a unit vector mostly inside the span already is skipped: r candidates always leave one that is not
        if (norm > 0.5 / Math.sqrt(r)) {
          for (int i = 0; i < r; i++) {
            e[i] /= norm;
          }
          basis[c] = e;
        }
      }
    }
  }

  private static double dot(double[] x, double[] y) {
    double sum = 0;
    for (int i = 0; i < x.length; i++) {
      sum += x[i] * y[i];
    }
    return sum;
  }

  private static void negate(double[] x) {
    for (int i = 0; i < x.length; i++) {
      x[i] = -x[i];
    }
  }

  private static int[] append(int[] dims, int... more) {
    int[] out = Arrays.copyOf(dims, dims.length + more.length);
    System.arraycopy(more, 0, out, dims.length, more.length);
    return out;
  }
}
