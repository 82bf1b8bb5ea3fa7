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

  /** The strides of a dense row-major array of {@code dims}, in elements (the last dim's is 1). */
  public static int[] rowMajorStrides(int[] dims) {
    int[] strides = new int[dims.length];
    int stride = 1;
    for (int d = dims.length - 1; d >= 0; d--) {
      strides[d] = stride;
      stride *= dims[d];
    }
    return strides;
  }
}
