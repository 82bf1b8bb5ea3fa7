package org.torchtpu.server.exec;

import io.netty.util.concurrent.FastThreadLocal;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;
import org.torchtpu.api.v1.DType;

/**
 * Copies dot_general operands into the layouts {@link VectorMatmul} streams through, applying
 * the transposition implied by the dimension numbers and the bf16 input rounding (DEFAULT
 * precision) on the way, in parallel when the matmul is large enough to be split.
 *
 * <p>lhs: per batch element, ceil(M / MR) row panels of K x MR floats, element (kk, r) of a panel
 * at kk * MR + r, so the micro-kernel reads one contiguous run per k step instead of MR rows a whole
 * row length apart (which also collide in the same L1 sets when that length is a power of two).
 * rhs: per batch element, ceil(N / NR) column panels of K x NR floats. Rows past M and columns past
 * N in the last panel are not written: they hold whatever the buffer held, and never reach a result
 * (see {@link #packLhsRows} and {@link #packRhs}).
 *
 * <p>Each source layout gets the loop order that reads it contiguously: rows with contiguous K
 * (a row-major lhs, a transposed rhs) are read along K; otherwise along the other free dim.
 * Only copies and the same per-element rounding happen here, so the values, and with them the
 * kernels' bit-exact results, are the same whatever loop order is taken.
 */
final class MatmulPacking {
  private MatmulPacking() {}

  static final int MR = VectorMatmul.MR;

  /** Floats of one batch element's packed lhs. */
  static int packedLhsStride(int m, int k) {
    return Math.multiplyExact((m + MR - 1) / MR * MR, k);
  }

  /**
   * Packs rows [m0, m1) of batch element b (m0 a multiple of MR) into {@code out} from offset 0 (at least
   * packedLhsStride(m1 - m0, k) floats) as row panels; the panel holding row i starts at (i - m0) * k. Rows past M
   * in the last panel are left as they were: the kernel never reads them. Each block of a matmul packs its own
   * rows this way, on the core that then multiplies them.
   */
  static void packLhsRows(MatmulKernels.DotGeometry g, float[] src, boolean roundToBf16, int b, int m0, int m1,
      float[] out) {
    boolean kContiguous = isContiguous(g.lhsContractOffsets, 0, g.k);
    for (int i0 = m0; i0 < m1; i0 += MR) {
      packLhsPanel(g, src, roundToBf16, kContiguous, b, i0, out, (i0 - m0) * g.k);
    }
  }

  /** The row panel of batch element b starting at row i0 into out[panel, panel + MR * k). */
  private static void packLhsPanel(MatmulKernels.DotGeometry g, float[] src, boolean roundToBf16,
      boolean kContiguous, int b, int i0, float[] out, int panel) {
    int k = g.k;
    int[] bOff = g.lhsBatchOffsets;
    int[] mOff = g.lhsFreeOffsets;
    int[] kOff = g.lhsContractOffsets;
    int rows = Math.min(MR, g.m - i0);
    if (kContiguous) {
      for (int r = 0; r < rows; r++) {
        int s = bOff[b] + mOff[i0 + r] + kOff[0];
        for (int kk = 0, o = panel + r; kk < k; kk++, o += MR) {
          out[o] = src[s + kk];
        }
      }
    } else if (isContiguous(mOff, i0, rows)) {
      int rowStart = bOff[b] + mOff[i0];
      for (int kk = 0; kk < k; kk++) {
        System.arraycopy(src, rowStart + kOff[kk], out, panel + kk * MR, rows);
      }
    } else {
      for (int r = 0; r < rows; r++) {
        int s = bOff[b] + mOff[i0 + r];
        for (int kk = 0; kk < k; kk++) {
          out[panel + kk * MR + r] = src[s + kOff[kk]];
        }
      }
    }
    if (roundToBf16) {
      Numerics.roundInPlace(DType.BF16, out, panel, panel + MR * k);
    }
  }

  /** Floats of one batch element's rhs panels. */
  static int packedRhsStride(int n, int k, int nr) {
    return Math.multiplyExact((n + nr - 1) / nr * nr, k);
  }

  /**
   * Packs rhs into {@code out} (at least batch * packedRhsStride floats). Columns past N in the
   * last panel are left as they were: the kernel computes those lanes into a scratch tile and
   * drops them, and lanes do not mix, so whatever they hold never reaches a result.
   */
  static void packRhs(MatmulKernels.DotGeometry g, float[] src, boolean roundToBf16, int nr, boolean parallel,
      float[] out) {
    int panels = (g.n + nr - 1) / nr;
    int batchStride = packedRhsStride(g.n, g.k, nr);
    boolean kContiguous = isContiguous(g.rhsContractOffsets, 0, g.rhsContractOffsets.length);
    forEach(g.batch * panels, parallel, unit -> {
      int b = unit / panels;
      int panel = unit % panels;
      packRhsPanel(g, src, roundToBf16, nr, kContiguous, b, panel, out, b * batchStride + panel * nr * g.k);
    });
  }

  /**
   * Packs the rhs panels of batch element b alone into {@code out} from offset 0 (at least packedRhsStride floats),
   * on the calling thread: for a matmul whose parallel blocks are whole batch elements, each block packs the rhs
   * it multiplies by, on the core that reads it, without a parallel pass of its own.
   */
  static void packRhsBatch(MatmulKernels.DotGeometry g, float[] src, boolean roundToBf16, int nr, int b, float[] out) {
    int panels = (g.n + nr - 1) / nr;
    boolean kContiguous = isContiguous(g.rhsContractOffsets, 0, g.rhsContractOffsets.length);
    for (int panel = 0; panel < panels; panel++) {
      packRhsPanel(g, src, roundToBf16, nr, kContiguous, b, panel, out, panel * nr * g.k);
    }
  }

  /** Column panel {@code panel} of batch element b into out[p, p + nr * k). */
  private static void packRhsPanel(MatmulKernels.DotGeometry g, float[] src, boolean roundToBf16, int nr,
      boolean kContiguous, int b, int panel, float[] out, int p) {
    int k = g.k;
    int[] bOff = g.rhsBatchOffsets;
    int[] kOff = g.rhsContractOffsets;
    int[] nOff = g.rhsFreeOffsets;
    int j0 = panel * nr;
    int width = Math.min(nr, g.n - j0);
    {
      if (isContiguous(nOff, j0, width)) {
        for (int kk = 0; kk < k; kk++) {
          System.arraycopy(src, bOff[b] + kOff[kk] + nOff[j0], out, p + kk * nr, width);
        }
      } else if (kContiguous) {
        for (int jj = 0; jj < width; jj++) {
          int s = bOff[b] + nOff[j0 + jj] + kOff[0];
          for (int kk = 0, o = p + jj; kk < k; kk++, o += nr) {
            out[o] = src[s + kk];
          }
        }
      } else {
        for (int kk = 0; kk < k; kk++) {
          int s = bOff[b] + kOff[kk];
          for (int jj = 0; jj < width; jj++) {
            out[p + kk * nr + jj] = src[s + nOff[j0 + jj]];
          }
        }
      }
      if (roundToBf16) {
        Numerics.roundInPlace(DType.BF16, out, p, p + nr * k);
      }
    }
  }

  // ---------------------------------------------------------------- scratch

  /** Packed buffers up to this many floats are kept per thread for its next matmul. */
  private static final int MAX_KEPT = 1 << 21;

  /**
   * The calling thread's packing buffers (lhs, rhs), softly held so memory pressure can take them, and whether each
   * is lent out now. The reference is kept while a buffer is lent, not made afresh when it comes back: a new
   * SoftReference per matmul was 3% of the compiled tiny-Llama step's CPU (JFR).
   */
  private static final class Scratch {
    @SuppressWarnings("unchecked")
    final java.lang.ref.SoftReference<float[]>[] kept = new java.lang.ref.SoftReference[2];
    final boolean[] lent = new boolean[2];
    /**
     * Bytes charged for each kept buffer to the thread's {@link KeptHeap} account (its session's tenant): up to 16 MB a
     * thread, which a tenant's hundreds of sessions kept outside its heap share. A buffer the GC took (under memory
     * pressure, exactly when the share matters) is given back at the next borrow that finds it gone.
     */
    final long[] charged = new long[2];
    /**
     * The account refused the last charge: not asked again until this thread gives some back, so a tenant at its full
     * share does not pay the account's lock on every matmul.
     */
    boolean refused;
    final KeptHeap.Account account = KeptHeap.current();
  }

  /** An array slot on a session's thread ({@link KernelThreads}); a hashed ThreadLocal elsewhere. */
  private static final FastThreadLocal<Scratch> SCRATCH = new FastThreadLocal<>() {
    @Override
    protected Scratch initialValue() {
      return new Scratch();
    }
  };

  /**
   * A buffer of at least {@code size} floats for operand {@code which} (0 lhs, 1 rhs), taken out of
   * the thread's scratch: a matmul started on this thread meanwhile (a fork-join worker helping
   * with another task while it waits) finds it lent and allocates its own. Contents are arbitrary.
   * Packing buffers were 40% of the bytes a transformer forward allocated.
   */
  static float[] borrow(int which, int size) {
    Scratch scratch = SCRATCH.get();
    if (!scratch.lent[which] && scratch.kept[which] != null) {
      float[] buffer = scratch.kept[which].get();
      if (buffer == null) {
        dropCleared(scratch, which);
      } else if (buffer.length >= size) {
        scratch.lent[which] = true;
        return buffer;
      }
    }
    return new float[size];
  }

  /** Clears this thread's soft references to its kept buffers, as the GC does under memory pressure (tests). */
  static void clearKeptAsTheGcWould() {
    for (java.lang.ref.SoftReference<float[]> ref : SCRATCH.get().kept) {
      if (ref != null) {
        ref.clear();
      }
    }
  }

  /** The GC took the kept buffer: its charge goes back to the tenant's share. */
  private static void dropCleared(Scratch scratch, int which) {
    scratch.kept[which] = null;
    if (scratch.charged[which] > 0) {
      scratch.account.giveBack(scratch.charged[which]);
      scratch.charged[which] = 0;
      scratch.refused = false;
    }
  }

  /** Gives a borrowed buffer back for the thread's next matmul (the larger one stays). */
  static void giveBack(int which, float[] buffer) {
    Scratch scratch = SCRATCH.get();
    float[] current = scratch.kept[which] == null ? null : scratch.kept[which].get();
    if (buffer == current) {
      scratch.lent[which] = false;
      return;
    }
    if (buffer.length > MAX_KEPT) {
      return;
    }
    if (current == null || (!scratch.lent[which] && current.length < buffer.length)) {
      long bytes = 4L * buffer.length;
      long growth = bytes - scratch.charged[which];
      if (growth > 0 && (scratch.refused || !scratch.account.tryTake(growth))) {
        scratch.refused = true;
        return; // the tenant's heap share has no room: the next matmul allocates its own (the old one, if any, stays)
      } else if (growth < 0) {
        scratch.account.giveBack(-growth);
        scratch.refused = false;
      }
      scratch.charged[which] = bytes;
      scratch.kept[which] = new java.lang.ref.SoftReference<>(buffer);
      scratch.lent[which] = false;
    }
  }

  /**
   * Runs body for each unit, in parallel as parts of one {@link KernelStop#forEachPart} loop: each panel carries the
   * calling thread's question to the worker that packs it and asks it first (before, the workers packed with no
   * question installed, and a cancelled call's packing ran whole).
   */
  private static void forEach(int units, boolean parallel, IntConsumer body) {
    if (parallel && units > 1) {
      KernelStop.forEachPart(IntStream.range(0, units).parallel(), body, "a matrix product");
    } else {
      for (int u = 0; u < units; u++) {
        body.accept(u);
      }
    }
  }

  /** offsets[from, from + count) step by one element: a run of them is one block copy. */
  static boolean isContiguous(int[] offsets, int from, int count) {
    for (int i = 1; i < count; i++) {
      if (offsets[from + i] != offsets[from] + i) {
        return false;
      }
    }
    return true;
  }
}
