package org.torchtpu.server.exec;

import java.util.Arrays;

/**
 * The linear-algebra ops' view of an array as a batch of row-major matrices in its two innermost dimensions: each
 * kernel works on one matrix at a time in double and rounds once, so it reads a matrix widened and writes it back. A
 * class, not a record: it holds the array's dimensions, which a record would expose and compare by identity.
 */
final class MatrixBatch {
  private final int[] dims;
  private final int rows;
  private final int cols;
  private final int count;

  private MatrixBatch(int[] dims) {
    this.dims = dims.clone();
    this.rows = dims[dims.length - 2];
    this.cols = dims[dims.length - 1];
    this.count = count(dims);
  }

  static MatrixBatch of(DeviceArray a) {
    return new MatrixBatch(a.dims());
  }

  /** The array's dimensions (a copy). */
  int[] dims() {
    return dims.clone();
  }

  /** The matrices' rows (m). */
  int rows() {
    return rows;
  }

  /** The matrices' columns (n). */
  int cols() {
    return cols;
  }

  /** How many matrices: the product of the outer dimensions. */
  int count() {
    return count;
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
