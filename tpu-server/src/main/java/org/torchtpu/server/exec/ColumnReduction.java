package org.torchtpu.server.exec;

import java.util.concurrent.ForkJoinPool;
import java.util.stream.IntStream;
import org.torchtpu.api.v1.ReduceOp;

/**
 * The float reduction of {@link ReductionKernels}' COLUMNS layout, [outer, rows, width] reduced over rows: each
 * output column j of each outer block is the reduction of x[o, r, j] over r. SUM follows the kernels' one order
 * (leaves of {@value ReductionKernels#LEAF} rows summed in order, then a balanced tree), one whole row of partial
 * sums at a time; PROD, MAX and MIN go down the rows in order.
 *
 * <p>Every column is computed on its own, so a large reduction is split over the cores by strips of columns (or by
 * outer blocks when there are enough of them) with no change to any result: the same additions happen in the same
 * order, only on different threads. A training step's bias gradients are such reductions (a [tokens, width]
 * gradient summed over its tokens), and they ran on one core while the matmuls around them used both.
 */
final class ColumnReduction {
  private ColumnReduction() {}

  /** Columns of a strip are kept a multiple of this (one AVX-512 vector; whole cache lines per row). */
  private static final int STRIP_ALIGN = 16;

  static void reduce(ReduceOp.Kind kind, float[] x, int outer, int rows, int width, float[] out) {
    long total = (long) outer * rows * width;
    int threads = total < ElementwiseKernels.PARALLEL_MIN ? 1 : ForkJoinPool.getCommonPoolParallelism() + 1;
    reduce(kind, x, outer, rows, width, out, threads);
  }

  /**
   * The same with the number of parts given: which split runs (outer blocks when {@code outer >= threads}, else
   * column strips) otherwise depends on the machine's cores, so tests choose it here to cover both everywhere.
   */
  static void reduce(ReduceOp.Kind kind, float[] x, int outer, int rows, int width, float[] out, int threads) {
    if (threads > 1 && outer >= threads) {
      int perPart = (outer + threads - 1) / threads;
      KernelStop.forEachPart(IntStream.range(0, threads).parallel(), p ->
          blocks(kind, x, p * perPart, Math.min(outer, (p + 1) * perPart), rows, width, 0, width, out), "a reduction");
      return;
    }
    int strips = Math.min(threads, width / STRIP_ALIGN);
    if (strips <= 1) {
      blocks(kind, x, 0, outer, rows, width, 0, width, out);
      return;
    }
    int stripWidth = ((width + strips - 1) / strips + STRIP_ALIGN - 1) / STRIP_ALIGN * STRIP_ALIGN;
    KernelStop.forEachPart(IntStream.range(0, strips).parallel(), s -> {
      int j0 = s * stripWidth;
      int j1 = Math.min(width, j0 + stripWidth);
      if (j0 < j1) {
        blocks(kind, x, 0, outer, rows, width, j0, j1, out);
      }
    }, "a reduction");
  }

  /** Outer blocks [o0, o1), columns [j0, j1), on the calling thread with scratch of its own. */
  private static void blocks(ReduceOp.Kind kind, float[] x, int o0, int o1, int rows, int width, int j0, int j1,
      float[] out) {
    int w = j1 - j0;
    float[][] scratch = kind == ReduceOp.Kind.SUM ? new float[treeDepth(ReductionKernels.leafCount(rows))][w] : null;
    int perCheck = ReductionKernels.rowsPerCheck((long) rows * w);
    for (int o = o0; o < o1; o++) {
      if ((o - o0) % perCheck == 0) {
        ReductionKernels.checkAfterFirst(o - o0);
      }
      columns(kind, x, o * rows * width + j0, rows, width, w, out, o * width + j0, scratch);
    }
  }

  /** Levels of scratch rows the column tree needs: one per halving of the leaf count. */
  private static int treeDepth(int leaves) {
    int depth = 1;
    while (leaves > 1) {
      leaves = (leaves + 1) / 2;
      depth++;
    }
    return depth;
  }

  /**
   * out[outOff + j] = reduction over r of x[off + r * stride + j] for j in [0, w), rows >= 1. SUM follows the
   * same leaf-and-tree order as a contiguous run, one row of partial sums at a time.
   */
  private static void columns(ReduceOp.Kind kind, float[] x, int off, int rows, int stride, int w, float[] out,
      int outOff, float[][] scratch) {
    // asking by blocks of rows inside the block: with one outer block (a sum over dim 0) it is all of the work
    int rowsPerCheck = ReductionKernels.rowsPerCheck(w);
    switch (kind) {
      case SUM -> {
        int leavesPerCheck = ReductionKernels.rowsPerCheck((long) ReductionKernels.LEAF * w);
        sumLeafRange(x, off, rows, stride, w, 0, ReductionKernels.leafCount(rows), scratch, 0, leavesPerCheck);
        System.arraycopy(scratch[0], 0, out, outOff, w);
      }
      case PROD -> {
        System.arraycopy(x, off, out, outOff, w);
        for (int r0 = 1; r0 < rows; r0 += rowsPerCheck) {
          ReductionKernels.checkAfterFirst(r0 - 1);
          for (int r = r0, r1 = Math.min(rows, r0 + rowsPerCheck); r < r1; r++) {
            int row = off + r * stride;
            for (int j = 0; j < w; j++) {
              out[outOff + j] *= x[row + j];
            }
          }
        }
      }
      case MAX -> {
        System.arraycopy(x, off, out, outOff, w);
        for (int r0 = 1; r0 < rows; r0 += rowsPerCheck) {
          ReductionKernels.checkAfterFirst(r0 - 1);
          for (int r = r0, r1 = Math.min(rows, r0 + rowsPerCheck); r < r1; r++) {
            int row = off + r * stride;
            for (int j = 0; j < w; j++) {
              out[outOff + j] = Math.max(out[outOff + j], x[row + j]);
            }
          }
        }
      }
      case MIN -> {
        System.arraycopy(x, off, out, outOff, w);
        for (int r0 = 1; r0 < rows; r0 += rowsPerCheck) {
          ReductionKernels.checkAfterFirst(r0 - 1);
          for (int r = r0, r1 = Math.min(rows, r0 + rowsPerCheck); r < r1; r++) {
            int row = off + r * stride;
            for (int j = 0; j < w; j++) {
              out[outOff + j] = Math.min(out[outOff + j], x[row + j]);
            }
          }
        }
      }
      default -> throw new AssertionError(kind);
    }
  }

  /** Sums leaves [lo, hi) of the rows into scratch[depth], using deeper scratch rows for the right half. */
  private static void sumLeafRange(float[] x, int off, int rows, int stride, int w, int lo, int hi, float[][] scratch,
      int depth, int leavesPerCheck) {
    float[] acc = scratch[depth];
    if (hi - lo == 1) {
      if (lo % leavesPerCheck == 0) { // leaves come in order: one question every leavesPerCheck of them
        ReductionKernels.checkAfterFirst(lo);
      }
      int first = lo * ReductionKernels.LEAF;
      int stop = Math.min(rows, first + ReductionKernels.LEAF);
      System.arraycopy(x, off + first * stride, acc, 0, w);
      for (int r = first + 1; r < stop; r++) {
        addRow(x, off + r * stride, acc, w);
      }
      return;
    }
    int mid = lo + (hi - lo + 1) / 2;
    sumLeafRange(x, off, rows, stride, w, lo, mid, scratch, depth, leavesPerCheck);
    float[] right = scratch[depth + 1];
    sumLeafRange(x, off, rows, stride, w, mid, hi, scratch, depth + 1, leavesPerCheck);
    for (int j = 0; j < w; j++) {
      acc[j] += right[j];
    }
  }

  private static void addRow(float[] x, int rowOff, float[] acc, int w) {
    for (int j = 0; j < w; j++) {
      acc[j] += x[rowOff + j];
    }
  }
}
