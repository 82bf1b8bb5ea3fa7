package org.torchtpu.server.cost;

import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.exec.JacobiLimits;

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

  /**
   * The rotating sweeps the kernel ran on random symmetric matrices of order 2^i, i = 0..9 (exec.EighSweepsMeasurement,
   * medians of 5 seeds; 3 at 512; below n = 4 as at 4): about one more a doubling from n = 64 on.
   */
  private static final int[] EIGH_MEASURED_SWEEPS = {4, 4, 4, 6, 7, 8, 8, 9, 10, 10};

  /**
   * The sweeps the kernel typically runs at order n, what eigh's simulated time counts: those measured at the power of
   * two at or above n; past 512, one more a doubling; at most the kernels' cap ({@link JacobiLimits#MAX_SWEEPS}).
   */
  static int eighTypicalSweeps(long n) {
    return typicalSweeps(EIGH_MEASURED_SWEEPS, 1, n);
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

  /** As {@link #eighFlops} at the kernels' sweep cap: the most any run does, what max-work bounds. */
  static double eighMaxFlops(TensorType a) {
    return eighSweepsFlops(a, JacobiLimits.MAX_SWEEPS);
  }

  private static double eighSweepsFlops(TensorType a, int sweeps) {
    double n = a.getDims(a.getDimsCount() - 1);
    return batch(a) * sweeps * 9 * n * n * n;
  }

  /**
   * The rotating sweeps the one-sided Jacobi svd ran on random square matrices of order c = 2^i, i = 0..9
   * (exec.SvdSweepsMeasurement, medians of 5 seeds; 3 at 512; below c = 4 as at 4): 1 to 4 more a doubling from
   * c = 16 on. Tall and wide r x c ones (r = 2c to 8c, up to 1024) ran as many or one fewer, so c alone picks the entry.
   */
  private static final int[] SVD_MEASURED_SWEEPS = {4, 4, 4, 6, 7, 8, 10, 11, 13, 17};

  /**
   * The sweeps the svd kernel typically runs on a matrix whose smaller side is c, what svd's simulated time counts:
   * those measured at the power of two at or above c; past 512, three more a doubling (the pace from 128 to 512); at
   * most the kernels' cap.
   */
  static int svdTypicalSweeps(long c) {
    return typicalSweeps(SVD_MEASURED_SWEEPS, 3, c);
  }

  /**
   * measured[ceil log2 n], or past its end its last plus {@code perDoubling} a doubling; at most
   * {@link JacobiLimits#MAX_SWEEPS}.
   */
  private static int typicalSweeps(int[] measured, int perDoubling, long n) {
    int ceilLog2 = 64 - Long.numberOfLeadingZeros(Math.max(1, n - 1));
    int last = measured.length - 1;
    long sweeps = ceilLog2 <= last ? measured[ceilLog2] : measured[last] + (long) perDoubling * (ceilLog2 - last);
    return (int) Math.min(JacobiLimits.MAX_SWEEPS, sweeps);
  }

  /**
   * One-sided Jacobi SVD of [..., m, n], r = max(m, n), c = min(m, n): each sweep visits c(c-1)/2 column pairs, three
   * dot products and a rotation of two columns of length r (12 r flops) and of V (6 c), so about 6 r c^2 + 3 c^3; after
   * the rotating sweeps, one pass of the pair tests' dot products (3 r c^2) finds nothing left to rotate. A typical
   * run's sweeps ({@link #svdTypicalSweeps}) are what its time counts. Completing U to a square basis adds 2 r^3.
   */
  static double svdFlops(TensorType a, boolean fullMatrices) {
    double m = a.getDims(a.getDimsCount() - 2);
    double n = a.getDims(a.getDimsCount() - 1);
    return svdSweepsFlops(a, fullMatrices, svdTypicalSweeps((long) Math.min(m, n)));
  }

  /** As {@link #svdFlops} at the kernels' sweep cap (no closing pass): the most any run does, what max-work bounds. */
  static double svdMaxFlops(TensorType a, boolean fullMatrices) {
    return svdSweepsFlops(a, fullMatrices, JacobiLimits.MAX_SWEEPS);
  }

  private static double svdSweepsFlops(TensorType a, boolean fullMatrices, int sweeps) {
    double m = a.getDims(a.getDimsCount() - 2);
    double n = a.getDims(a.getDimsCount() - 1);
    double r = Math.max(m, n);
    double c = Math.min(m, n);
    double closingPass = sweeps < JacobiLimits.MAX_SWEEPS ? 3 * r * c * c : 0;
    return batch(a) * (sweeps * (6 * r * c * c + 3 * c * c * c) + closingPass + (fullMatrices ? 2 * r * r * r : 0));
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
