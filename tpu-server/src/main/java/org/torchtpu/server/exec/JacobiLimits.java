package org.torchtpu.server.exec;

/**
 * The sweep cap of the server's two Jacobi kernels, eigh ({@link EighKernel}) and svd ({@link SvdKernel}), in one
 * place: the kernels stop there, and the cost model's max-work bound (cost.LinalgCost) counts this many sweeps, so the
 * bound is the most either kernel can run.
 */
public final class JacobiLimits {
  /**
   * Sweeps before a kernel gives up. Jacobi converges quadratically once the off-diagonal part is small: on random
   * matrices of order 4 to 512, eigh ran 4 to 10 sweeps in double and svd 4 to 17 (LinalgCost's time counts those
   * measured); 30 leaves room for harder matrices, and max-work counts all 30.
   */
  public static final int MAX_SWEEPS = 30;

  private JacobiLimits() {}
}
