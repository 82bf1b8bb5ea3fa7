package org.torchtpu.server.exec;

/** Arithmetic on row-major dims shared by the kernels. */
public final class Dims {
  private Dims() {}

  /** Product of {@code dims[from..to)}: e.g. the outer count before an axis, or the inner stride after it. */
  public static int product(int[] dims, int from, int to) {
    int n = 1;
    for (int d = from; d < to; d++) {
      n *= dims[d];
    }
    return n;
  }
}
