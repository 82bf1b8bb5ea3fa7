package org.torchtpu.server.exec;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorSpecies;
import org.torchtpu.api.v1.DType;

/**
 * The float matmul for narrow products, on one thread, without {@link MatmulPacking}'s panels: per batch element the
 * rhs is copied once as K rows of exactly N floats, and the lhs four rows at a time as rows of K floats (each with
 * its bf16 rounding), then four output rows are accumulated in registers, one vector each.
 *
 * <p>Why: for N of at most one vector (the tiny Llama's attention products, 16 batches of 16x16 by 16x8 or 16x8 by
 * 8x16) the packed kernel's fixed work is most of a call: the rhs goes into a panel two vectors wide (32 floats
 * with AVX-512) whatever N is, the whole padded panel is rounded to bf16, and the panel, cut off at N, is computed
 * through a scratch tile and copied out.
 *
 * <p>A row of N floats is one vector of the preferred species, the same species {@link VectorMatmul} and
 * {@link VectorRounding} use: a second species flowing through the Vector API's shared methods spoils their type
 * profiles, and C2 then leaves vectors boxed in every kernel (a 256-bit form of this kernel made the compiled
 * tiny-Llama step three times slower). With N below the vector length a row's load takes the next row's first
 * values along and its store writes past the row into the next: those lanes are never used, the rhs copy is padded
 * by one vector so the loads stay inside it, and rows are stored in order so the next row's own store overwrites
 * what spilled into it; the last rows of the product go through a scratch tile.
 *
 * <p>The numbers are those of the packed kernel: each output starts at +0.0 and takes one {@code fma(a[k], b[k], c)}
 * per k, in k order, on the same bf16-rounded inputs ({@link MatmulKernels}' contract), so results are bit-identical
 * ({@code SmallMatmulTest}). Loaded only when the JVM has the Vector API module ({@link MatmulKernels} checks first).
 */
final class SmallMatmul {
  private SmallMatmul() {}

  private static final VectorSpecies<Float> SPECIES = FloatVector.SPECIES_PREFERRED;
  private static final int V = SPECIES.length();
  /** Output rows accumulated together: four independent fma chains hide the fma's latency. */
  private static final int ROWS = 4;

  /** Most K taken: a K x N rhs copy stays in L1. */
  static final int MAX_K = 256;

  /**
   * Whether a one-thread float matmul of this shape takes this kernel: an output row fits one vector (16 floats with
   * AVX-512, 8 with AVX2). Wider rows go to the packed kernel, whose 8-row by two-vector register tiles do more
   * multiply-adds per instruction.
   */
  static boolean takes(int n, int k) {
    return n <= V && k <= MAX_K;
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
    int size = g.batch * m * n;
    boolean rhsRowsContiguous = MatmulPacking.isContiguous(g.rhsFreeOffsets, 0, n);
    boolean lhsRowsContiguous = MatmulPacking.isContiguous(g.lhsContractOffsets, 0, k);
    KernelStop stop = KernelStop.current();
    float[] bRows = null;
    float[] aRows = null;
    float[] lastRows = null;
    try {
      // borrowed inside the try: a buffer lent and never given back stays lent for good on this thread
      bRows = MatmulPacking.borrow(1, k * n + V);
      aRows = MatmulPacking.borrow(0, ROWS * k);
      for (int b = 0; b < g.batch; b++) {
        stop.check("a matrix product");
        copyRhs(g, rhs, bf16Rhs, rhsRowsContiguous, b, bRows);
        for (int i0 = 0; i0 < m; i0 += ROWS) {
          int rows = Math.min(ROWS, m - i0);
          copyLhsRows(g, lhs, bf16Lhs, lhsRowsContiguous, b, i0, rows, aRows);
          int cOff = (b * m + i0) * n;
          if (cOff + (rows - 1) * n + V <= size) {
            storeRows(aRows, rows, bRows, n, k, c, cOff);
          } else {
            // the product's last rows: a full vector store would run past it
            lastRows = lastRows == null ? new float[(ROWS - 1) * n + V] : lastRows;
            storeRows(aRows, rows, bRows, n, k, lastRows, 0);
            System.arraycopy(lastRows, 0, c, cOff, rows * n);
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

  /** Output rows [0, rows) into out from cOff, N apart, each stored as a whole vector in row order. */
  private static void storeRows(float[] a, int rows, float[] bRows, int n, int k, float[] out, int cOff) {
    if (rows == ROWS) {
      fourRows(a, bRows, n, k, out, cOff);
      return;
    }
    for (int r = 0; r < rows; r++) {
      oneRow(a, r * k, bRows, n, k, out, cOff + r * n);
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

  /** Four output rows from the four lhs rows in a (row r at r * k), stored in row order. */
  private static void fourRows(float[] a, float[] bRows, int n, int k, float[] c, int cOff) {
    int a1 = k;
    int a2 = 2 * k;
    int a3 = 3 * k;
    FloatVector acc0 = FloatVector.zero(SPECIES);
    FloatVector acc1 = FloatVector.zero(SPECIES);
    FloatVector acc2 = FloatVector.zero(SPECIES);
    FloatVector acc3 = FloatVector.zero(SPECIES);
    for (int kk = 0; kk < k; kk++) {
      FloatVector bv = FloatVector.fromArray(SPECIES, bRows, kk * n);
      FloatVector x = FloatVector.broadcast(SPECIES, a[kk]);
      acc0 = x.fma(bv, acc0);
      x = FloatVector.broadcast(SPECIES, a[a1 + kk]);
      acc1 = x.fma(bv, acc1);
      x = FloatVector.broadcast(SPECIES, a[a2 + kk]);
      acc2 = x.fma(bv, acc2);
      x = FloatVector.broadcast(SPECIES, a[a3 + kk]);
      acc3 = x.fma(bv, acc3);
    }
    acc0.intoArray(c, cOff);
    acc1.intoArray(c, cOff + n);
    acc2.intoArray(c, cOff + 2 * n);
    acc3.intoArray(c, cOff + 3 * n);
  }

  /** One output row from the lhs row at a[aOff, aOff + k). */
  private static void oneRow(float[] a, int aOff, float[] bRows, int n, int k, float[] c, int cOff) {
    FloatVector acc = FloatVector.zero(SPECIES);
    for (int kk = 0; kk < k; kk++) {
      FloatVector x = FloatVector.broadcast(SPECIES, a[aOff + kk]);
      acc = x.fma(FloatVector.fromArray(SPECIES, bRows, kk * n), acc);
    }
    acc.intoArray(c, cOff);
  }
}
