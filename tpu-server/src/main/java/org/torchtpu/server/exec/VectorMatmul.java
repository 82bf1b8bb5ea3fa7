package org.torchtpu.server.exec;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * The float32 matmul kernel on the Vector API (jdk.incubator.vector). Only loaded when the JVM
 * has the module ({@link MatmulKernels} checks first), so the server still runs without the flag.
 *
 * <p>GotoBLAS-style blocking: a KC-deep slice of one rhs panel (KC x NR floats) stays in L1
 * while a ROW_BLOCK x KC block of lhs rows (in L2) streams past it; the micro-kernel keeps an
 * MR x NR tile of the output in vector registers over the KC slice, so each loaded rhs vector
 * feeds MR fused multiply-adds. The tile is loaded from and stored back to the output, which
 * makes every output's accumulation sequential over k (one fma per k, in order) however the
 * loops are blocked.
 */
final class VectorMatmul {
  private VectorMatmul() {}

  private static final VectorSpecies<Float> SPECIES = FloatVector.SPECIES_PREFERRED;
  private static final int V = SPECIES.length();
  /** Output columns per micro-tile: two vectors. */
  private static final int NR = 2 * V;
  /** Output rows per micro-tile. */
  private static final int MR = 4;
  /** Depth of the k slice kept in L1. */
  private static final int KC = 256;
  /** Rows of lhs per block (a compile-time constant: MatmulKernels aligns parallel splits to it). */
  static final int ROW_BLOCK = 64;

  static int panelWidth() {
    return NR;
  }

  /** n rounded up to whole panels. */
  static int paddedWidth(int n) {
    return (n + NR - 1) / NR * NR;
  }

  /**
   * c[m0..m1) += a[m0..m1) x b for one batch element.
   *
   * @param a lhs, row-major M x K starting at aOff
   * @param bPanels rhs as ceil(N/NR) panels of K x NR floats starting at bOff (zero padded)
   * @param c output, row-major M x N starting at cOff
   */
  static void multiply(float[] a, int aOff, float[] bPanels, int bOff, float[] c, int cOff, int m0, int m1, int n, int k) {
    int panels = (n + NR - 1) / NR;
    float[] edgeTile = new float[MR * NR];
    for (int k0 = 0; k0 < k; k0 += KC) {
      int kc = Math.min(KC, k - k0);
      for (int i0 = m0; i0 < m1; i0 += ROW_BLOCK) {
        int i1 = Math.min(m1, i0 + ROW_BLOCK);
        for (int panel = 0; panel < panels; panel++) {
          int j0 = panel * NR;
          int width = Math.min(NR, n - j0);
          int bSlice = bOff + (panel * k + k0) * NR;
          int i = i0;
          for (; i + MR <= i1; i += MR) {
            int aTile = aOff + i * k + k0;
            if (width == NR) {
              tile4(a, aTile, k, bPanels, bSlice, kc, c, cOff + i * n + j0, n);
            } else {
              copyTile(c, cOff + i * n + j0, n, edgeTile, NR, MR, width, true);
              tile4(a, aTile, k, bPanels, bSlice, kc, edgeTile, 0, NR);
              copyTile(c, cOff + i * n + j0, n, edgeTile, NR, MR, width, false);
            }
          }
          for (; i < i1; i++) {
            int aRow = aOff + i * k + k0;
            if (width == NR) {
              tile1(a, aRow, bPanels, bSlice, kc, c, cOff + i * n + j0);
            } else {
              copyTile(c, cOff + i * n + j0, n, edgeTile, NR, 1, width, true);
              tile1(a, aRow, bPanels, bSlice, kc, edgeTile, 0);
              copyTile(c, cOff + i * n + j0, n, edgeTile, NR, 1, width, false);
            }
          }
        }
      }
    }
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

  /** A 4 x NR output tile: c[r][0..NR) = fma over kc steps of a[r][kk] * b[kk][0..NR). */
  private static void tile4(float[] a, int aOff, int lda, float[] b, int bOff, int kc, float[] c, int cOff, int ldc) {
    int c1 = cOff + ldc;
    int c2 = c1 + ldc;
    int c3 = c2 + ldc;
    FloatVector acc00 = FloatVector.fromArray(SPECIES, c, cOff);
    FloatVector acc01 = FloatVector.fromArray(SPECIES, c, cOff + V);
    FloatVector acc10 = FloatVector.fromArray(SPECIES, c, c1);
    FloatVector acc11 = FloatVector.fromArray(SPECIES, c, c1 + V);
    FloatVector acc20 = FloatVector.fromArray(SPECIES, c, c2);
    FloatVector acc21 = FloatVector.fromArray(SPECIES, c, c2 + V);
    FloatVector acc30 = FloatVector.fromArray(SPECIES, c, c3);
    FloatVector acc31 = FloatVector.fromArray(SPECIES, c, c3 + V);
    int a0 = aOff;
    int a1 = a0 + lda;
    int a2 = a1 + lda;
    int a3 = a2 + lda;
    for (int kk = 0; kk < kc; kk++) {
      int bRow = bOff + kk * NR;
      FloatVector b0 = FloatVector.fromArray(SPECIES, b, bRow);
      FloatVector b1 = FloatVector.fromArray(SPECIES, b, bRow + V);
      FloatVector x = FloatVector.broadcast(SPECIES, a[a0 + kk]);
      acc00 = x.fma(b0, acc00);
      acc01 = x.fma(b1, acc01);
      x = FloatVector.broadcast(SPECIES, a[a1 + kk]);
      acc10 = x.fma(b0, acc10);
      acc11 = x.fma(b1, acc11);
      x = FloatVector.broadcast(SPECIES, a[a2 + kk]);
      acc20 = x.fma(b0, acc20);
      acc21 = x.fma(b1, acc21);
      x = FloatVector.broadcast(SPECIES, a[a3 + kk]);
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

  /** A 1 x NR output tile, for the rows left over after the 4-row tiles. */
  private static void tile1(float[] a, int aOff, float[] b, int bOff, int kc, float[] c, int cOff) {
    FloatVector acc0 = FloatVector.fromArray(SPECIES, c, cOff);
    FloatVector acc1 = FloatVector.fromArray(SPECIES, c, cOff + V);
    for (int kk = 0; kk < kc; kk++) {
      int bRow = bOff + kk * NR;
      FloatVector x = FloatVector.broadcast(SPECIES, a[aOff + kk]);
      acc0 = x.fma(FloatVector.fromArray(SPECIES, b, bRow), acc0);
      acc1 = x.fma(FloatVector.fromArray(SPECIES, b, bRow + V), acc1);
    }
    acc0.intoArray(c, cOff);
    acc1.intoArray(c, cOff + V);
  }
}
