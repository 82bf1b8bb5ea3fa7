package org.torchtpu.server.exec;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorSpecies;
import org.torchtpu.api.v1.DType;

/**
 * The float matmul for small shapes, on one thread, without {@link MatmulPacking}'s panels: per batch element the
 * rhs is copied once as K rows of exactly N floats, and the lhs four rows at a time as rows of K floats (each with
 * its bf16 rounding), then four output rows are accumulated in registers, eight columns per vector.
 *
 * <p>Why: for an N narrower than one packed panel (the tiny Llama's attention products, 16 batches of 16x16 by 16x8
 * or 16x8 by 8x16) the packed kernel's fixed work is most of a call: the rhs goes into a panel twice the preferred
 * vector wide (32 floats with AVX-512) whatever N is, the whole padded panel is rounded to bf16, and the panel, cut
 * off at N, is computed through a scratch tile and copied out. Here nothing is padded, and 256-bit vectors (native
 * with AVX2 and AVX-512) fit N = 8, 16 and 24.
 *
 * <p>The numbers are those of the packed kernel: each output starts at +0.0 and takes one {@code fma(a[k], b[k], c)}
 * per k, in k order, on the same bf16-rounded inputs ({@link MatmulKernels}' contract), so results are bit-identical
 * ({@code SmallMatmulTest}). Loaded only when the JVM has the Vector API module ({@link MatmulKernels} checks first).
 */
final class SmallMatmul {
  private SmallMatmul() {}

  private static final VectorSpecies<Float> SPECIES = FloatVector.SPECIES_256;
  /** Output columns per vector. */
  static final int WIDTH = 8;
  /** Output rows accumulated together: four independent fma chains hide the fma's latency. */
  private static final int ROWS = 4;

  /** Most K taken: a K x N rhs copy stays in L1. */
  static final int MAX_K = 256;

  /**
   * Whether a one-thread float matmul of this shape takes this kernel: whole 8-column vectors narrower than one
   * packed panel. From one panel up the packed kernel's 8-row by two-vector register tiles do about three times the
   * multiply-adds per instruction that this kernel's four rows by one 256-bit vector do, and that outweighs its
   * packing (64x32 by 32x32: 28 us packed, 41 us here; 16 batches of 16x16 by 16x8: 69 us packed, 31 us here; CPU
   * per call in one loaded run of {@code SmallMatmulBench}, the two taking turns).
   */
  static boolean takes(int n, int k) {
    return n % WIDTH == 0 && n < VectorMatmul.panelWidth() && k <= MAX_K;
  }

  /**
   * c (batch x M x N, row-major) = lhs x rhs as {@code g} reads them, every output written; the epilogue, if any,
   * runs over each batch element's rows once they are final.
   */
  static void multiply(MatmulKernels.DotGeometry g, float[] lhs, boolean bf16Lhs, float[] rhs, boolean bf16Rhs,
      float[] c, MatmulKernels.RowEpilogue epilogue) {
    int m = g.m;
    int n = g.n;
    int k = g.k;
    boolean rhsRowsContiguous = MatmulPacking.isContiguous(g.rhsFreeOffsets, 0, n);
    boolean lhsRowsContiguous = MatmulPacking.isContiguous(g.lhsContractOffsets, 0, k);
    KernelStop stop = KernelStop.current();
    float[] bRows = null;
    float[] aRows = null;
    try {
      // borrowed inside the try: a buffer lent and never given back stays lent for good on this thread
      bRows = MatmulPacking.borrow(1, k * n);
      aRows = MatmulPacking.borrow(0, ROWS * k);
      for (int b = 0; b < g.batch; b++) {
        stop.check("a matrix product");
        copyRhs(g, rhs, bf16Rhs, rhsRowsContiguous, b, bRows);
        for (int i0 = 0; i0 < m; i0 += ROWS) {
          int rows = Math.min(ROWS, m - i0);
          copyLhsRows(g, lhs, bf16Lhs, lhsRowsContiguous, b, i0, rows, aRows);
          int cRow = (b * m + i0) * n;
          if (rows == ROWS) {
            fourRows(aRows, bRows, n, k, c, cRow);
          } else {
            for (int r = 0; r < rows; r++) {
              oneRow(aRows, r * k, bRows, n, k, c, cRow + r * n);
            }
          }
        }
        if (epilogue != null) {
          epilogue.run(c, b * m * n, m * n);
        }
      }
    } finally {
      if (aRows != null) {
        MatmulPacking.giveBack(0, aRows);
      }
      if (bRows != null) {
        MatmulPacking.giveBack(1, bRows);
      }
    }
  }

  /** Batch element b of rhs into out[0, k * n) as K rows of N floats, rounded to bf16 when asked. */
  private static void copyRhs(MatmulKernels.DotGeometry g, float[] src, boolean roundToBf16, boolean rowsContiguous,
      int b, float[] out) {
    int n = g.n;
    int[] kOff = g.rhsContractOffsets;
    int[] nOff = g.rhsFreeOffsets;
    int batchBase = g.rhsBatchOffsets[b];
    for (int kk = 0, o = 0; kk < g.k; kk++, o += n) {
      int base = batchBase + kOff[kk];
      if (rowsContiguous) {
        System.arraycopy(src, base + nOff[0], out, o, n);
      } else {
        for (int j = 0; j < n; j++) {
          out[o + j] = src[base + nOff[j]];
        }
      }
    }
    if (roundToBf16) {
      Numerics.roundInPlace(DType.BF16, out, 0, g.k * n);
    }
  }

  /** Rows [i0, i0 + rows) of batch element b of lhs into out as rows of K floats, rounded to bf16 when asked. */
  private static void copyLhsRows(MatmulKernels.DotGeometry g, float[] src, boolean roundToBf16,
      boolean rowsContiguous, int b, int i0, int rows, float[] out) {
    int k = g.k;
    int[] kOff = g.lhsContractOffsets;
    for (int r = 0; r < rows; r++) {
      int base = g.lhsBatchOffsets[b] + g.lhsFreeOffsets[i0 + r];
      if (rowsContiguous) {
        System.arraycopy(src, base + kOff[0], out, r * k, k);
      } else {
        for (int kk = 0; kk < k; kk++) {
          out[r * k + kk] = src[base + kOff[kk]];
        }
      }
    }
    if (roundToBf16) {
      Numerics.roundInPlace(DType.BF16, out, 0, rows * k);
    }
  }

  /** Four output rows from the four lhs rows in a (row r at r * k), eight columns at a time. */
  private static void fourRows(float[] a, float[] bRows, int n, int k, float[] c, int cOff) {
    int a1 = k;
    int a2 = 2 * k;
    int a3 = 3 * k;
    for (int j = 0; j < n; j += WIDTH) {
      FloatVector acc0 = FloatVector.zero(SPECIES);
      FloatVector acc1 = FloatVector.zero(SPECIES);
      FloatVector acc2 = FloatVector.zero(SPECIES);
      FloatVector acc3 = FloatVector.zero(SPECIES);
      for (int kk = 0; kk < k; kk++) {
        FloatVector bv = FloatVector.fromArray(SPECIES, bRows, kk * n + j);
        acc0 = FloatVector.broadcast(SPECIES, a[kk]).fma(bv, acc0);
        acc1 = FloatVector.broadcast(SPECIES, a[a1 + kk]).fma(bv, acc1);
        acc2 = FloatVector.broadcast(SPECIES, a[a2 + kk]).fma(bv, acc2);
        acc3 = FloatVector.broadcast(SPECIES, a[a3 + kk]).fma(bv, acc3);
      }
      acc0.intoArray(c, cOff + j);
      acc1.intoArray(c, cOff + n + j);
      acc2.intoArray(c, cOff + 2 * n + j);
      acc3.intoArray(c, cOff + 3 * n + j);
    }
  }

  /** One output row from the lhs row at a[aOff, aOff + k). */
  private static void oneRow(float[] a, int aOff, float[] bRows, int n, int k, float[] c, int cOff) {
    for (int j = 0; j < n; j += WIDTH) {
      FloatVector acc = FloatVector.zero(SPECIES);
      for (int kk = 0; kk < k; kk++) {
        acc = FloatVector.broadcast(SPECIES, a[aOff + kk]).fma(FloatVector.fromArray(SPECIES, bRows, kk * n + j), acc);
      }
      acc.intoArray(c, cOff + j);
    }
  }
}
