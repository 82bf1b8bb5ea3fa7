package org.torchtpu.server.exec;

import java.util.Arrays;

/**
 * The linear-algebra ops' view of an array as a batch of row-major matrices in its two innermost dimensions: each
 * kernel works on one matrix at a time in double and rounds once, so it reads a matrix widened and writes it back.
 *
 * @param dims the array's dimensions
 * @param rows the matrices' rows (m)
 * @param cols the matrices' columns (n)
 * @param count how many matrices: the product of the outer dimensions
 */
record MatrixBatch(int[] dims, int rows, int cols, int count) {
  static MatrixBatch of(DeviceArray a) {
    int[] dims = a.dims();
    return new MatrixBatch(dims, dims[dims.length - 2], dims[dims.length - 1], count(dims));
  }

  /** How many matrices {@code dims} holds: the product of all but its two innermost dimensions. */
  static int count(int[] dims) {
    int batch = 1;
    for (int d = 0; d < dims.length - 2; d++) {
      batch = Math.multiplyExact(batch, dims[d]);
    }
    return batch;
  }

  /** Matrix {@code b} of {@code in}, widened into {@code x}. */
  void read(float[] in, int b, double[] x) {
    int base = b * rows * cols;
    for (int i = 0; i < rows * cols; i++) {
      x[i] = in[base + i];
    }
  }

  /** {@code x} rounded into matrix {@code b} of {@code out}. */
  void write(double[] x, int b, float[] out) {
    int base = b * rows * cols;
    for (int i = 0; i < rows * cols; i++) {
      out[base + i] = (float) x[i];
    }
  }

  /** The dimensions of one vector of {@code length} per matrix: the batch's outer dimensions, then the length. */
  int[] vectorDims(int length) {
    int[] v = Arrays.copyOf(dims, dims.length - 1);
    v[v.length - 1] = length;
    return v;
  }

  /** The dimensions of one scalar per matrix: the batch's outer dimensions. */
  int[] scalarDims() {
    return Arrays.copyOf(dims, dims.length - 2);
  }
}
