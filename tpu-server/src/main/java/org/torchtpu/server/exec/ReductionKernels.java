package org.torchtpu.server.exec;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.Float8Format;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.ReduceOp;

/**
 * reduce (arg-reduce is {@link ArgReductionKernels}; the column-wise float loops {@link ColumnReduction}).
 *
 * <p>Floating SUM accumulates in float32 whatever the dtype (bf16/f16 results are rounded once
 * at the end, as XLA on TPU does) in one fixed pairwise order: the reduced elements, taken in
 * row-major order of the reduced dims, are cut into leaves of {@value #LEAF} consecutive
 * elements, each leaf is summed left to right, and the leaf sums are added as a balanced binary
 * tree (the left half gets the extra leaf when the count is odd). The order depends only on the
 * number of reduced elements, not on the layout, so reducing dim 0 of x and dim 1 of x's
 * transpose give the same bits; the error grows like (8 + log2(n/8)) ulps rather than n.
 * Floating PROD multiplies left to right in the same element order. MAX and MIN propagate NaN;
 * integer SUM and PROD wrap (their order does not matter).
 *
 * <p>Reducing over no elements gives the identity: 0 for SUM, 1 for PROD, -inf / the dtype's
 * minimum for MAX, +inf / the dtype's maximum for MIN, true for AND, false for OR.
 */
public final class ReductionKernels {
  private ReductionKernels() {}

  /** Elements per leaf of the pairwise summation tree. */
  static final int LEAF = 8;

  // ---------------------------------------------------------------- reduce

  public static DeviceArray reduce(ReduceOp op, DeviceArray x) {
    ReduceOp.Kind kind = op.getKind();
    checkKind(kind, x);
    int[] dims = x.dims();
    boolean[] reduced = new boolean[dims.length];
    for (long d : op.getDimensionsList()) {
      if (d < 0 || d >= dims.length) {
        throw new OpTypeException("reduce dimension " + d + " is out of range for " + x);
      }
      if (reduced[(int) d]) {
        throw new OpTypeException("reduce dimension " + d + " is listed twice");
      }
      reduced[(int) d] = true;
    }
    int keptRank = dims.length - op.getDimensionsCount();
    int[] outDims = new int[keptRank];
    int outSize = 1;
    int reducedCount = 1;
    for (int d = 0, o = 0; d < dims.length; d++) {
      if (reduced[d]) {
        reducedCount *= dims[d];
      } else {
        outDims[o++] = dims[d];
        outSize *= dims[d];
      }
    }
    if (x.isFloat()) {
      float[] out = BufferPool.floats(outSize);
      if (outSize > 0) {
        if (reducedCount == 0) {
          java.util.Arrays.fill(out, floatIdentity(kind, x.dtype()));
        } else {
          reduceFloat(kind, x.floats(), Layout.of(dims, reduced), out);
        }
      }
      Numerics.roundInPlace(x.dtype(), out);
      return DeviceArray.ofFloats(x.dtype(), outDims, out);
    }
    long[] out = BufferPool.longs(outSize);
    if (outSize > 0) {
      if (reducedCount == 0) {
        java.util.Arrays.fill(out, integerIdentity(kind, x.dtype()));
      } else {
        reduceInteger(kind, x.longs(), Layout.of(dims, reduced), out);
      }
    }
    ElementwiseKernels.wrapInPlace(x.dtype(), out);
    return DeviceArray.ofLongs(x.dtype(), outDims, out);
  }

  private static void checkKind(ReduceOp.Kind kind, DeviceArray x) {
    switch (kind) {
      case SUM, MAX, MIN, PROD -> { }
      case AND, OR -> {
        if (x.dtype() != DType.PRED) {
          throw new OpTypeException("reduce " + kind + " needs a pred operand, got " + x);
        }
      }
      default -> throw new OpTypeException("unsupported reduce kind " + kind);
    }
  }

  /** The identity in a float dtype; max/min use the dtype's extremes (finite ones for fp8 without infinity). */
  static float floatIdentity(ReduceOp.Kind kind, DType dtype) {
    return switch (kind) {
      case SUM -> 0f;
      case PROD -> 1f;
      case MAX -> Float8Format.lowestOf(dtype);
      case MIN -> -Float8Format.lowestOf(dtype);
      default -> throw new OpTypeException("reduce " + kind + " needs a pred operand");
    };
  }

  static long integerIdentity(ReduceOp.Kind kind, DType dtype) {
    return switch (kind) {
      case SUM, OR -> 0;
      case PROD, AND -> 1;
      case MAX -> minValue(dtype);
      case MIN -> maxValue(dtype);
      default -> throw new OpTypeException("unsupported reduce kind " + kind);
    };
  }

  private static long minValue(DType dtype) {
    return switch (dtype) {
      case S8 -> Byte.MIN_VALUE;
      case S32 -> Integer.MIN_VALUE;
      case S64 -> Long.MIN_VALUE;
      case U8, U32, U64, PRED -> 0;
      default -> throw new IllegalArgumentException(dtype + " is not an integer type");
    };
  }

  private static long maxValue(DType dtype) {
    return switch (dtype) {
      case S8 -> Byte.MAX_VALUE;
      case S32 -> Integer.MAX_VALUE;
      case S64 -> Long.MAX_VALUE;
      case U8 -> 255;
      case U32 -> 0xffffffffL;
      case U64 -> -1L; // all ones
      case PRED -> 1;
      default -> throw new IllegalArgumentException(dtype + " is not an integer type");
    };
  }

  /**
   * The operand's dims with size-1 dims dropped and neighbours of the same kind (kept or
   * reduced) merged, which leaves alternating groups; three shapes of it get a direct loop.
   */
  static final class Layout {
    enum Form {
      /** [outer kept, reduced]: each output reduces one contiguous run. */
      ROWS,
      /** [outer kept, reduced, inner kept]: each outer block reduces reduced-many rows of inner. */
      COLUMNS,
      /** Anything else: each output gathers its reduced elements through offset tables. */
      GATHER
    }

    Form form;
    int outer = 1;
    int reduced = 1;
    int inner = 1;
    int[] keptOffsets;
    int[] reducedOffsets;

    static Layout of(int[] dims, boolean[] isReduced) {
      List<int[]> groups = new ArrayList<>(); // {size, reduced ? 1 : 0}
      for (int d = 0; d < dims.length; d++) {
        if (dims[d] == 1) {
          continue;
        }
        int flag = isReduced[d] ? 1 : 0;
        if (!groups.isEmpty() && groups.get(groups.size() - 1)[1] == flag) {
          groups.get(groups.size() - 1)[0] *= dims[d];
        } else {
          groups.add(new int[] {dims[d], flag});
        }
      }
      Layout l = new Layout();
      int g = groups.size();
      boolean lastReduced = g > 0 && groups.get(g - 1)[1] == 1;
      if (g == 0 || (g == 1 && !lastReduced)) {
        // nothing (or only size-1 dims) is reduced: each output is one element
        l.form = Form.ROWS;
        l.outer = g == 0 ? 1 : groups.get(0)[0];
        return l;
      }
      if (lastReduced && g <= 2) {
        l.form = Form.ROWS;
        l.outer = g == 2 ? groups.get(0)[0] : 1;
        l.reduced = groups.get(g - 1)[0];
        return l;
      }
      if (!lastReduced && g <= 3) {
        l.form = Form.COLUMNS;
        l.outer = g == 3 ? groups.get(0)[0] : 1;
        l.reduced = groups.get(g - 2)[0];
        l.inner = groups.get(g - 1)[0];
        return l;
      }
      l.form = Form.GATHER;
      int[] strides = Dims.rowMajorStrides(dims);
      l.keptOffsets = offsets(dims, strides, isReduced, false);
      l.reducedOffsets = offsets(dims, strides, isReduced, true);
      l.outer = l.keptOffsets.length;
      l.reduced = l.reducedOffsets.length;
      return l;
    }

    /** Offsets of every multi-index over the dims whose flag is {@code which}, row-major. */
    private static int[] offsets(int[] dims, int[] strides, boolean[] isReduced, boolean which) {
      int[] table = {0};
      for (int d = 0; d < dims.length; d++) {
        if (isReduced[d] != which) {
          continue;
        }
        int[] next = new int[table.length * dims[d]];
        int p = 0;
        for (int base : table) {
          for (int i = 0; i < dims[d]; i++) {
            next[p++] = base + i * strides[d];
          }
        }
        table = next;
      }
      return table;
    }
  }

  // ---------------------------------------------------------------- float reductions

  private static void reduceFloat(ReduceOp.Kind kind, float[] x, Layout l, float[] out) {
    switch (l.form) {
      case ROWS -> {
        float[] leafSums = kind == ReduceOp.Kind.SUM ? new float[leafCount(l.reduced)] : null;
        int perCheck = rowsPerCheck(l.reduced);
        for (int o0 = 0; o0 < l.outer; o0 += perCheck) {
          checkAfterFirst(o0);
          for (int o = o0, o1 = Math.min(l.outer, o0 + perCheck); o < o1; o++) {
            out[o] = reduceRun(kind, x, o * l.reduced, l.reduced, leafSums);
          }
        }
      }
      case COLUMNS -> ColumnReduction.reduce(kind, x, l.outer, l.reduced, l.inner, out);
      case GATHER -> {
        float[] run = new float[l.reduced];
        float[] leafSums = kind == ReduceOp.Kind.SUM ? new float[leafCount(l.reduced)] : null;
        int perCheck = rowsPerCheck(l.reduced);
        for (int o0 = 0; o0 < l.outer; o0 += perCheck) {
          checkAfterFirst(o0);
          for (int o = o0, o1 = Math.min(l.outer, o0 + perCheck); o < o1; o++) {
            int base = l.keptOffsets[o];
            for (int r = 0; r < l.reduced; r++) {
              run[r] = x[base + l.reducedOffsets[r]];
            }
            out[o] = reduceRun(kind, run, 0, l.reduced, leafSums);
          }
        }
      }
      default -> throw new AssertionError(l.form);
    }
  }

  /**
   * Rows of {@code rowWork} elements each between a reduction's questions whether it is still wanted (about {@link
   * KernelStop#CHECK_WORK} elements): the loops run rows in such blocks and ask before every block but the first, so
   * a small reduction (one block) never asks and its inner loop is the one it was.
   */
  static int rowsPerCheck(long rowWork) {
    return (int) Math.max(1, KernelStop.CHECK_WORK / Math.max(1, rowWork));
  }

  /** Asks before a block of rows starting at row {@code first}, but the first block. */
  static void checkAfterFirst(int first) {
    if (first > 0) {
      KernelStop.current().check("a reduction");
    }
  }

  /** Leaves of a run between its questions: {@link KernelStop#CHECK_WORK} elements. */
  private static final int LEAVES_PER_CHECK = KernelStop.CHECK_WORK / LEAF;

  /** The end of the block of a run starting at {@code from}: {@link KernelStop#CHECK_WORK} elements, or the run's end. */
  static int blockEnd(int from, int end) {
    return (int) Math.min(end, (long) from + KernelStop.CHECK_WORK);
  }

  static int leafCount(int n) {
    return (n + LEAF - 1) / LEAF;
  }

  /** Reduces x[off, off + n), n >= 1. */
  private static float reduceRun(ReduceOp.Kind kind, float[] x, int off, int n, float[] leafSums) {
    int end = off + n;
    switch (kind) {
      case SUM -> {
        int leaves = leafCount(n);
        // in blocks of leaves asking between them: a single long run (a flat vector) is one row of the loops above
        for (int block = 0; block < leaves; block += LEAVES_PER_CHECK) {
          checkAfterFirst(block);
          for (int leaf = block, last = Math.min(leaves, block + LEAVES_PER_CHECK); leaf < last; leaf++) {
            int start = off + leaf * LEAF;
            int stop = Math.min(end, start + LEAF);
            float s = x[start];
            for (int i = start + 1; i < stop; i++) {
              s += x[i];
            }
            leafSums[leaf] = s;
          }
        }
        return combineLeaves(leafSums, 0, leaves);
      }
      case PROD -> {
        float p = x[off];
        for (int from = off + 1; from < end; from = blockEnd(from, end)) {
          checkAfterFirst(from - off - 1);
          for (int i = from, to = blockEnd(from, end); i < to; i++) {
            p *= x[i];
          }
        }
        return p;
      }
      case MAX -> {
        float m = Float.NEGATIVE_INFINITY;
        for (int from = off; from < end; from = blockEnd(from, end)) {
          checkAfterFirst(from - off);
          for (int i = from, to = blockEnd(from, end); i < to; i++) {
            m = Math.max(m, x[i]);
          }
        }
        return m;
      }
      case MIN -> {
        float m = Float.POSITIVE_INFINITY;
        for (int from = off; from < end; from = blockEnd(from, end)) {
          checkAfterFirst(from - off);
          for (int i = from, to = blockEnd(from, end); i < to; i++) {
            m = Math.min(m, x[i]);
          }
        }
        return m;
      }
      default -> throw new AssertionError(kind);
    }
  }

  /** The balanced tree over leaf sums [lo, hi): the left half takes the extra leaf. */
  private static float combineLeaves(float[] leafSums, int lo, int hi) {
    int count = hi - lo;
    if (count == 1) {
      return leafSums[lo];
    }
    if (count == 2) {
      return leafSums[lo] + leafSums[lo + 1];
    }
    int mid = lo + (count + 1) / 2;
    return combineLeaves(leafSums, lo, mid) + combineLeaves(leafSums, mid, hi);
  }

  // ---------------------------------------------------------------- integer reductions

  private static void reduceInteger(ReduceOp.Kind kind, long[] x, Layout l, long[] out) {
    switch (l.form) {
      case ROWS -> {
        int perCheck = rowsPerCheck(l.reduced);
        for (int o0 = 0; o0 < l.outer; o0 += perCheck) {
          checkAfterFirst(o0);
          for (int o = o0, o1 = Math.min(l.outer, o0 + perCheck); o < o1; o++) {
            out[o] = reduceRun(kind, x, o * l.reduced, l.reduced);
          }
        }
      }
      case COLUMNS -> {
        int block = l.reduced * l.inner;
        int perCheck = rowsPerCheck(block);
        for (int o = 0; o < l.outer; o++) {
          if (o % perCheck == 0) {
            checkAfterFirst(o);
          }
          int base = o * block;
          int outOff = o * l.inner;
          System.arraycopy(x, base, out, outOff, l.inner);
          int rowsPerBlock = rowsPerCheck(l.inner); // one outer block may be all of it (a sum over dim 0)
          for (int r0 = 1; r0 < l.reduced; r0 += rowsPerBlock) {
            checkAfterFirst(r0 - 1);
            for (int r = r0, r1 = Math.min(l.reduced, r0 + rowsPerBlock); r < r1; r++) {
              combineRow(kind, x, base + r * l.inner, out, outOff, l.inner);
            }
          }
        }
      }
      case GATHER -> {
        long[] run = new long[l.reduced];
        int perCheck = rowsPerCheck(l.reduced);
        for (int o0 = 0; o0 < l.outer; o0 += perCheck) {
          checkAfterFirst(o0);
          for (int o = o0, o1 = Math.min(l.outer, o0 + perCheck); o < o1; o++) {
            int base = l.keptOffsets[o];
            for (int r = 0; r < l.reduced; r++) {
              run[r] = x[base + l.reducedOffsets[r]];
            }
            out[o] = reduceRun(kind, run, 0, l.reduced);
          }
        }
      }
      default -> throw new AssertionError(l.form);
    }
  }

  private static long reduceRun(ReduceOp.Kind kind, long[] x, int off, int n) {
    int end = off + n;
    long acc = x[off];
    // in blocks asking between them: a single long run (a flat vector) is one row of the loops above
    for (int from = off + 1; from < end; from = blockEnd(from, end)) {
      checkAfterFirst(from - off - 1);
      acc = combineRun(kind, x, from, blockEnd(from, end), acc);
    }
    return acc;
  }

  /** {@code acc} combined with x[from, to). */
  private static long combineRun(ReduceOp.Kind kind, long[] x, int from, int to, long acc) {
    switch (kind) {
      case SUM -> {
        for (int i = from; i < to; i++) {
          acc += x[i];
        }
      }
      case PROD -> {
        for (int i = from; i < to; i++) {
          acc *= x[i];
        }
      }
      case MAX -> {
        for (int i = from; i < to; i++) {
          acc = Math.max(acc, x[i]);
        }
      }
      case MIN -> {
        for (int i = from; i < to; i++) {
          acc = Math.min(acc, x[i]);
        }
      }
      case AND -> {
        for (int i = from; i < to; i++) {
          acc &= x[i];
        }
      }
      case OR -> {
        for (int i = from; i < to; i++) {
          acc |= x[i];
        }
      }
      default -> throw new AssertionError(kind);
    }
    return acc;
  }

  private static void combineRow(ReduceOp.Kind kind, long[] x, int rowOff, long[] out, int outOff, int width) {
    switch (kind) {
      case SUM -> {
        for (int j = 0; j < width; j++) {
          out[outOff + j] += x[rowOff + j];
        }
      }
      case PROD -> {
        for (int j = 0; j < width; j++) {
          out[outOff + j] *= x[rowOff + j];
        }
      }
      case MAX -> {
        for (int j = 0; j < width; j++) {
          out[outOff + j] = Math.max(out[outOff + j], x[rowOff + j]);
        }
      }
      case MIN -> {
        for (int j = 0; j < width; j++) {
          out[outOff + j] = Math.min(out[outOff + j], x[rowOff + j]);
        }
      }
      case AND -> {
        for (int j = 0; j < width; j++) {
          out[outOff + j] &= x[rowOff + j];
        }
      }
      case OR -> {
        for (int j = 0; j < width; j++) {
          out[outOff + j] |= x[rowOff + j];
        }
      }
      default -> throw new AssertionError(kind);
    }
  }
}
