package org.torchtpu.server.cost;

import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.TensorType;

/**
 * Flop counts of the linear-algebra ops (Golub and Van Loan, Matrix Computations, 4th ed.: Cholesky n^3/3 flops;
 * a triangular solve with k right-hand sides m^2 k). They are priced at the vector unit's rate: a factorization's
 * column steps depend on each other and its panels are too narrow for the matrix unit at the sizes programs use.
 */
final class LinalgCost {
  private LinalgCost() {}

  /** Cholesky of a [..., n, n]: n^3/3 multiply-adds' flops per matrix (plus n square roots, counted as one each). */
  static double choleskyFlops(TensorType a) {
    double n = a.getDims(a.getDimsCount() - 1);
    return batch(a) * (n * n * n / 3 + n);
  }

  /** LU of [..., m, n] with k = min(m, n): m n k - (m + n) k^2 / 2 + k^3 / 3 multiply-adds, twice as flops. */
  static double luFlops(TensorType a) {
    double m = a.getDims(a.getDimsCount() - 2);
    double n = a.getDims(a.getDimsCount() - 1);
    double k = Math.min(m, n);
    return batch(a) * 2 * (m * n * k - (m + n) * k * k / 2 + k * k * k / 3);
  }

  /** Householder QR of [..., m, n], m >= n: 2 n^2 (m - n/3) flops (m < n: the same with m and n swapped). */
  static double qrFlops(TensorType a) {
    double m = a.getDims(a.getDimsCount() - 2);
    double n = a.getDims(a.getDimsCount() - 1);
    double lo = Math.min(m, n);
    double hi = Math.max(m, n);
    return batch(a) * 2 * lo * lo * (hi - lo / 3);
  }

  /** Forming Q [..., m, n] from k reflectors: 4 m n k - 2 (m + n) k^2 + 4 k^3 / 3 flops (orgqr's count). */
  static double householderProductFlops(TensorType a, TensorType taus) {
    double m = a.getDims(a.getDimsCount() - 2);
    double n = a.getDims(a.getDimsCount() - 1);
    double k = taus.getDims(taus.getDimsCount() - 1);
    return batch(a) * Math.max(0, 4 * m * n * k - 2 * (m + n) * k * k + 4 * k * k * k / 3);
  }

  /** The sweeps the server's Jacobi eigh and svd run at most (exec.EighKernel.MAX_SWEEPS): what max-work bounds. */
  static final int EIGH_MAX_SWEEPS = 30;

  /**
   * The rotating sweeps the kernel ran on random symmetric matrices of order 2^i, i = 0..9 (exec.EighSweepsMeasurement,
   * medians of 5 seeds; 3 at 512; below n = 4 as at 4): about one more a doubling from n = 64 on.
   */
  private static final int[] EIGH_MEASURED_SWEEPS = {4, 4, 4, 6, 7, 8, 8, 9, 10, 10};

  /**
   * The sweeps the kernel typically runs at order n, what eigh's simulated time counts: those measured at the power of
   * two at or above n; past 512, one more a doubling; at most {@link #EIGH_MAX_SWEEPS}.
   */
  static int eighTypicalSweeps(long n) {
    int ceilLog2 = 64 - Long.numberOfLeadingZeros(Math.max(1, n - 1));
    int last = EIGH_MEASURED_SWEEPS.length - 1;
    int sweeps = ceilLog2 <= last ? EIGH_MEASURED_SWEEPS[ceilLog2] : EIGH_MEASURED_SWEEPS[last] + ceilLog2 - last;
    return Math.min(EIGH_MAX_SWEEPS, sweeps);
  }

  /**
   * Flops of a symmetric eigendecomposition with vectors at the server's cyclic Jacobi kernel: each sweep rotates
   * n (n - 1) / 2 pairs, a rotation updates two rows and two columns of the matrix and two columns of the vectors
   * (6 n multiply-adds, 18 n flops): 9 n^2 (n - 1) flops, bounded with the pair tests by 9 n^3 a sweep. A typical run's
   * ({@link #eighTypicalSweeps}) is what its time counts.
   */
  static double eighFlops(TensorType a) {
    long n = a.getDims(a.getDimsCount() - 1);
    return eighSweepsFlops(a, eighTypicalSweeps(n));
  }

  /** As {@link #eighFlops} at the kernel's sweep cap: the most any run does, what max-work bounds. */
  static double eighMaxFlops(TensorType a) {
    return eighSweepsFlops(a, EIGH_MAX_SWEEPS);
  }

  private static double eighSweepsFlops(TensorType a, int sweeps) {
    double n = a.getDims(a.getDimsCount() - 1);
    return batch(a) * sweeps * 9 * n * n * n;
  }

  /**
   * One-sided Jacobi SVD of [..., m, n], r = max(m, n), c = min(m, n): each sweep visits c(c-1)/2 column pairs, three
   * dot products and a rotation of two columns of length r (12 r flops) and of V (6 c), so about 6 r c^2 + 3 c^3;
   * priced at the kernel's sweep limit, so max-work bounds it. Completing U to a square basis adds 2 r^3.
   */
  static double svdFlops(TensorType a, boolean fullMatrices) {
    double m = a.getDims(a.getDimsCount() - 2);
    double n = a.getDims(a.getDimsCount() - 1);
    double r = Math.max(m, n);
    double c = Math.min(m, n);
    return batch(a) * (EIGH_MAX_SWEEPS * (6 * r * c * c + 3 * c * c * c) + (fullMatrices ? 2 * r * r * r : 0));
  }

  /** A solve of [..., m, m] against b: m^2 flops per right-hand side (each of b's columns or rows). */
  static double triangularSolveFlops(TensorType a, TensorType b) {
    double m = a.getDims(a.getDimsCount() - 1);
    double sides = Shapes.numElements(b) / Math.max(1, m);
    return m * m * sides;
  }

  private static double batch(TensorType a) {
    double batch = 1;
    for (int d = 0; d < a.getDimsCount() - 2; d++) {
      batch *= a.getDims(d);
    }
    return batch;
  }
}
