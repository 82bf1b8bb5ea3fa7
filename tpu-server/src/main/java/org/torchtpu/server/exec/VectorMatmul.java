package org.torchtpu.server.exec;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * The float32 matmul kernel on the Vector API (jdk.incubator.vector). Only loaded when the JVM
 * has the module ({@link MatmulKernels} checks first), so the server still runs without the flag.
 *
 * <p>GotoBLAS-style blocking: a KC-deep slice of one rhs panel (KC x NR floats) stays in L1
 * while a ROW_BLOCK x KC block of packed lhs rows (in L2) streams past it, MR rows' k-th values
 * side by side (packed: 5-10% faster per core than reading MR rows a row length apart, measured
 * by CPU time at 256..1024); the micro-kernel keeps an
 * 8 x NR output tile in 16 vector registers over the KC slice, so each loaded rhs vector feeds
 * 8 fused multiply-adds (8 rows measured faster than 4 with AVX-512's 32 registers). The first
 * k slice starts the tile's accumulators at +0.0, later slices load it back from the output, which
 * makes every output's accumulation sequential over k (one fma per k, in order, from +0.0) however the
 * loops are blocked, and lets callers hand in an output block whose old contents are arbitrary.
 */
final class VectorMatmul {
  private VectorMatmul() {}

  private static final VectorSpecies<Float> SPECIES = FloatVector.SPECIES_PREFERRED;
  private static final int V = SPECIES.length();
  /** Output columns per micro-tile: two vectors. */
  private static final int NR = 2 * V;
  /**
   * Rows per big micro-tile: 8 rows x 2 vectors = 16 accumulators fit AVX-512's 32 vector
   * registers; with 16 registers (AVX2 and narrower) they would spill, so 4 rows there.
   */
  private static final boolean EIGHT_ROW_TILES = V >= 16;
  /** Depth of the k slice kept in L1. */
  private static final int KC = 256;
  /** Rows per lhs panel in the packed lhs ({@link MatmulPacking}). */
  static final int MR = 8;
  /** Rows of lhs per block, a multiple of MR (a compile-time constant: MatmulKernels aligns parallel splits to it). */
  static final int ROW_BLOCK = 64;

  static int panelWidth() {
    return NR;
  }

  /** n rounded up to whole panels. */
  static int paddedWidth(int n) {
    return (n + NR - 1) / NR * NR;
  }

  /**
   * c[m0..m1) = a[m0..m1) x b for one batch element, in the output columns of panels [p0, p1) (the block's
   * previous contents are not read when k > 0; with k == 0 it is left as it was).
   *
   * @param aPacked lhs of this batch element as {@link MatmulPacking#packLhsRows} lays it out: row panels,
   *     the one holding row i at aOff + i * k, each K x MR floats (element (kk, r) at kk * MR + r)
   * @param bPanels rhs as ceil(N/NR) panels of K x NR floats starting at bOff (zero padded)
   * @param c output, row-major M x N starting at cOff
   * @param m0 first row, a multiple of MR
   */
  static void multiply(float[] aPacked, int aOff, float[] bPanels, int bOff, float[] c, int cOff, int m0, int m1,
      int p0, int p1, int n, int k) {
    multiply(aPacked, aOff, bPanels, bOff, c, cOff, m0, m1, p0, p1, n, k, edgeTile(n));
  }

  /**
   * The scratch tile {@link #multiply} writes a panel cut off at {@code n} through; null when n fills whole panels.
   * Its contents never carry over from one use to the next, so one thread may pass the same tile to every multiply
   * it runs (a batched matmul's elements: made per element, it was 10-15% of the bytes a compiled tiny-Llama step's
   * session thread allocated, JFR).
   */
  static float[] edgeTile(int n) {
    return n % NR == 0 ? null : new float[MR * NR];
  }

  /** As above, writing cut-off panels through {@code edgeTile} ({@link #edgeTile}). */
  static void multiply(float[] aPacked, int aOff, float[] bPanels, int bOff, float[] c, int cOff, int m0, int m1,
      int p0, int p1, int n, int k, float[] edgeTile) {
    KernelStop stop = KernelStop.current();
    for (int k0 = 0; k0 < k; k0 += KC) {
      int kc = Math.min(KC, k - k0);
      boolean fromZero = k0 == 0;
      for (int i0 = m0; i0 < m1; i0 += ROW_BLOCK) {
        stop.check("a matrix product"); // once per ROW_BLOCK x KC slice of the block's panels
        int i1 = Math.min(m1, i0 + ROW_BLOCK);
        for (int panel = p0; panel < p1; panel++) {
          int j0 = panel * NR;
          int width = Math.min(NR, n - j0);
          int bSlice = bOff + (panel * k + k0) * NR;
          for (int i = i0; i < i1; i += MR) {
            int aSlice = aOff + i * k + k0 * MR; // row panel i / MR starts at (i / MR) * MR * k
            int rows = Math.min(MR, i1 - i);
            int r = 0;
            for (; EIGHT_ROW_TILES && r + 8 <= rows; r += 8) {
              tile(8, aPacked, aSlice + r, bPanels, bSlice, kc, fromZero, c, cOff + (i + r) * n + j0, n, width,
                  edgeTile);
            }
            for (; r + 4 <= rows; r += 4) {
              tile(4, aPacked, aSlice + r, bPanels, bSlice, kc, fromZero, c, cOff + (i + r) * n + j0, n, width,
                  edgeTile);
            }
            for (; r < rows; r++) {
              tile(1, aPacked, aSlice + r, bPanels, bSlice, kc, fromZero, c, cOff + (i + r) * n + j0, n, width,
                  edgeTile);
            }
          }
        }
      }
    }
  }

  /** Runs the rows-high micro-tile, through the scratch tile when the panel is cut off at n. */
  private static void tile(int rows, float[] a, int aOff, float[] b, int bOff, int kc, boolean fromZero,
      float[] c, int cOff, int ldc, int width, float[] edgeTile) {
    float[] target = c;
    int targetOff = cOff;
    int targetLd = ldc;
    if (width < NR) {
      if (!fromZero) {
        copyTile(c, cOff, ldc, edgeTile, NR, rows, width, true);
      }
      target = edgeTile;
      targetOff = 0;
      targetLd = NR;
    }
    switch (rows) {
      case 8 -> tile8(a, aOff, b, bOff, kc, fromZero, target, targetOff, targetLd);
      case 4 -> tile4(a, aOff, b, bOff, kc, fromZero, target, targetOff, targetLd);
      default -> tile1(a, aOff, b, bOff, kc, fromZero, target, targetOff);
    }
    if (width < NR) {
      copyTile(c, cOff, ldc, edgeTile, NR, rows, width, false);
    }
  }

  /** An accumulator's start: +0.0 in every lane on the first k slice, else the partial sums in the output. */
  private static FloatVector start(boolean fromZero, float[] c, int offset) {
    return fromZero ? FloatVector.zero(SPECIES) : FloatVector.fromArray(SPECIES, c, offset);
  }

  /** Moves a rows x width block between the output and a zero-padded scratch tile. */
  private static void copyTile(float[] c, int cOff, int ldc, float[] tile, int ldt, int rows, int width, boolean toTile) {
    for (int r = 0; r < rows; r++) {
      if (toTile) {
        System.arraycopy(c, cOff + r * ldc, tile, r * ldt, width);
      } else {
        System.arraycopy(tile, r * ldt, c, cOff + r * ldc, width);
      }
    }
  }

  /**
   * An 8 x NR output tile: c[r][0..NR) = fma over kc steps of a[r][kk] * b[kk][0..NR), with a packed
   * (the 8 rows' kk-th values side by side, MR apart per kk step).
   */
  private static void tile8(float[] a, int aOff, float[] b, int bOff, int kc, boolean fromZero, float[] c, int cOff,
      int ldc) {
    int c0 = cOff;
    int c1 = c0 + ldc;
    int c2 = c1 + ldc;
    int c3 = c2 + ldc;
    int c4 = c3 + ldc;
    int c5 = c4 + ldc;
    int c6 = c5 + ldc;
    int c7 = c6 + ldc;
    FloatVector acc00 = start(fromZero, c, c0);
    FloatVector acc01 = start(fromZero, c, c0 + V);
    FloatVector acc10 = start(fromZero, c, c1);
    FloatVector acc11 = start(fromZero, c, c1 + V);
    FloatVector acc20 = start(fromZero, c, c2);
    FloatVector acc21 = start(fromZero, c, c2 + V);
    FloatVector acc30 = start(fromZero, c, c3);
    FloatVector acc31 = start(fromZero, c, c3 + V);
    FloatVector acc40 = start(fromZero, c, c4);
    FloatVector acc41 = start(fromZero, c, c4 + V);
    FloatVector acc50 = start(fromZero, c, c5);
    FloatVector acc51 = start(fromZero, c, c5 + V);
    FloatVector acc60 = start(fromZero, c, c6);
    FloatVector acc61 = start(fromZero, c, c6 + V);
    FloatVector acc70 = start(fromZero, c, c7);
    FloatVector acc71 = start(fromZero, c, c7 + V);
    for (int kk = 0; kk < kc; kk++) {
      int bRow = bOff + kk * NR;
      int ar = aOff + kk * MR;
      FloatVector b0 = FloatVector.fromArray(SPECIES, b, bRow);
      FloatVector b1 = FloatVector.fromArray(SPECIES, b, bRow + V);
      FloatVector x = FloatVector.broadcast(SPECIES, a[ar]);
      acc00 = x.fma(b0, acc00);
      acc01 = x.fma(b1, acc01);
      x = FloatVector.broadcast(SPECIES, a[ar + 1]);
      acc10 = x.fma(b0, acc10);
      acc11 = x.fma(b1, acc11);
      x = FloatVector.broadcast(SPECIES, a[ar + 2]);
      acc20 = x.fma(b0, acc20);
      acc21 = x.fma(b1, acc21);
      x = FloatVector.broadcast(SPECIES, a[ar + 3]);
      acc30 = x.fma(b0, acc30);
      acc31 = x.fma(b1, acc31);
      x = FloatVector.broadcast(SPECIES, a[ar + 4]);
      acc40 = x.fma(b0, acc40);
      acc41 = x.fma(b1, acc41);
      x = FloatVector.broadcast(SPECIES, a[ar + 5]);
      acc50 = x.fma(b0, acc50);
      acc51 = x.fma(b1, acc51);
      x = FloatVector.broadcast(SPECIES, a[ar + 6]);
      acc60 = x.fma(b0, acc60);
      acc61 = x.fma(b1, acc61);
      x = FloatVector.broadcast(SPECIES, a[ar + 7]);
      acc70 = x.fma(b0, acc70);
      acc71 = x.fma(b1, acc71);
    }
    acc00.intoArray(c, c0);
    acc01.intoArray(c, c0 + V);
    acc10.intoArray(c, c1);
    acc11.intoArray(c, c1 + V);
    acc20.intoArray(c, c2);
    acc21.intoArray(c, c2 + V);
    acc30.intoArray(c, c3);
    acc31.intoArray(c, c3 + V);
    acc40.intoArray(c, c4);
    acc41.intoArray(c, c4 + V);
    acc50.intoArray(c, c5);
    acc51.intoArray(c, c5 + V);
    acc60.intoArray(c, c6);
    acc61.intoArray(c, c6 + V);
    acc70.intoArray(c, c7);
    acc71.intoArray(c, c7 + V);
  }

  /** A 4 x NR output tile (the rows left over after 8-row tiles, or all of them without AVX-512). */
  private static void tile4(float[] a, int aOff, float[] b, int bOff, int kc, boolean fromZero, float[] c, int cOff,
      int ldc) {
    int c1 = cOff + ldc;
    int c2 = c1 + ldc;
    int c3 = c2 + ldc;
    FloatVector acc00 = start(fromZero, c, cOff);
    FloatVector acc01 = start(fromZero, c, cOff + V);
    FloatVector acc10 = start(fromZero, c, c1);
    FloatVector acc11 = start(fromZero, c, c1 + V);
    FloatVector acc20 = start(fromZero, c, c2);
    FloatVector acc21 = start(fromZero, c, c2 + V);
    FloatVector acc30 = start(fromZero, c, c3);
    FloatVector acc31 = start(fromZero, c, c3 + V);
    for (int kk = 0; kk < kc; kk++) {
      int bRow = bOff + kk * NR;
      int ar = aOff + kk * MR;
      FloatVector b0 = FloatVector.fromArray(SPECIES, b, bRow);
      FloatVector b1 = FloatVector.fromArray(SPECIES, b, bRow + V);
      FloatVector x = FloatVector.broadcast(SPECIES, a[ar]);
      acc00 = x.fma(b0, acc00);
      acc01 = x.fma(b1, acc01);
      x = FloatVector.broadcast(SPECIES, a[ar + 1]);
      acc10 = x.fma(b0, acc10);
      acc11 = x.fma(b1, acc11);
      x = FloatVector.broadcast(SPECIES, a[ar + 2]);
      acc20 = x.fma(b0, acc20);
      acc21 = x.fma(b1, acc21);
      x = FloatVector.broadcast(SPECIES, a[ar + 3]);
      acc30 = x.fma(b0, acc30);
      acc31 = x.fma(b1, acc31);
    }
    acc00.intoArray(c, cOff);
    acc01.intoArray(c, cOff + V);
    acc10.intoArray(c, c1);
    acc11.intoArray(c, c1 + V);
    acc20.intoArray(c, c2);
    acc21.intoArray(c, c2 + V);
    acc30.intoArray(c, c3);
    acc31.intoArray(c, c3 + V);
  }

  /** A 1 x NR output tile, for the last rows. */
  private static void tile1(float[] a, int aOff, float[] b, int bOff, int kc, boolean fromZero, float[] c, int cOff) {
    FloatVector acc0 = start(fromZero, c, cOff);
    FloatVector acc1 = start(fromZero, c, cOff + V);
    for (int kk = 0; kk < kc; kk++) {
      int bRow = bOff + kk * NR;
      FloatVector x = FloatVector.broadcast(SPECIES, a[aOff + kk * MR]);
      acc0 = x.fma(FloatVector.fromArray(SPECIES, b, bRow), acc0);
      acc1 = x.fma(FloatVector.fromArray(SPECIES, b, bRow + V), acc1);
    }
    acc0.intoArray(c, cOff);
    acc1.intoArray(c, cOff + V);
  }
}
