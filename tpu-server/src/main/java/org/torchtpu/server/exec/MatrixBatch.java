package org.torchtpu.server.exec;

/** The linear-algebra ops' view of an array as a batch of matrices in its two innermost dimensions. */
final class MatrixBatch {
  private MatrixBatch() {}

  /** How many matrices {@code dims} holds: the product of all but its two innermost dimensions. */
  static int count(int[] dims) {
    int batch = 1;
    for (int d = 0; d < dims.length - 2; d++) {
      batch = Math.multiplyExact(batch, dims[d]);
    }
    return batch;
  }
}
