package org.torchtpu.server.exec;

import java.util.Arrays;
import org.torchtpu.api.v1.DType;

/**
 * The one engine behind the data-movement kernels: copies elements between two strided views
 * of the same dims (source strides may be 0 to broadcast). Broadcast, slice, transpose,
 * concatenate, pad and the windows of gather/dynamic slices are all such a copy.
 *
 * <p>A plan is simplified once (size-1 dims dropped, dims that are contiguous in both views
 * merged) so that the innermost loop runs over the longest possible row: a
 * {@link System#arraycopy} when both views are contiguous there, a fill when the source is
 * broadcast. When the destination row is contiguous but the source row is strided and some other
 * dim is contiguous in the source (a transpose), the copy runs in square tiles so that both
 * sides stay in cache.
 *
 * <p>Storage is a {@code float[]} or a {@code long[]} (see {@link DeviceArray}); both views must
 * use the same kind. A plan keeps a scratch counter, so one plan must not run on two threads at
 * once.
 */
final class StridedCopy {
  /** Side of the square tiles used for transposing copies (32 x 32 x 8 bytes fits L1 twice). */
  static final int TILE = 32;
  /**
   * Source rows a transposing tile reads side by side when they are a multiple of 2 KiB apart: such rows fall into
   * the same few L1 sets, and 32 of them (more than the cache's 8-12 ways) evicted each other on every element,
   * which made a [256, 1024] -> [1024, 256] transpose 3-4x slower per element than other shapes (2.2-2.7 against
   * 0.6-0.8 ns, thread CPU time); 8 rows stay resident, and the tile grows along the contiguous side instead.
   */
  static final int ALIASED_COLUMNS = 8;
  static final int ALIASED_ROWS = 64;
  /** Source row distance, in bytes, from whose multiples rows alias in L1. */
  private static final int ALIASING_BYTES = 2048;

  private final boolean empty;
  /** Dims iterated by the odometer (everything except the inner row or the tile's two dims). */
  private final int[] outerDims;
  private final int[] outerSrcStrides;
  private final int[] outerDstStrides;
  private final int[] counter;
  /** Inner row: length and strides (length 1 when the simplified view is a single element). */
  private final int rowLength;
  private final int rowSrcStride;
  private final int rowDstStride;
  /** Tiled mode: the second tile dim, contiguous in the source; 0 length when not tiling. */
  private final int tileLength;
  private final int tileDstStride;
  /**
   * Elements copied since this plan last asked its thread's {@link KernelStop}, across runs (a gather runs one plan per
   * window): a large copy stops part way after its call's cancel or its session's close, a small one never asks.
   */
  private long sinceAsked;

  StridedCopy(int[] dims, int[] srcStrides, int[] dstStrides) {
    int rank = dims.length;
    int[] d = new int[rank];
    int[] s = new int[rank];
    int[] t = new int[rank];
    int n = 0;
    boolean anyEmpty = false;
    for (int i = 0; i < rank; i++) {
      if (dims[i] == 0) {
        anyEmpty = true;
      }
      if (dims[i] == 1) {
        continue; // never moves the index
      }
      // merge into the previous kept dim when this one continues it in both views
      if (n > 0 && (long) s[n - 1] == (long) srcStrides[i] * dims[i]
          && (long) t[n - 1] == (long) dstStrides[i] * dims[i]) {
        d[n - 1] *= dims[i];
        s[n - 1] = srcStrides[i];
        t[n - 1] = dstStrides[i];
        continue;
      }
      d[n] = dims[i];
      s[n] = srcStrides[i];
      t[n] = dstStrides[i];
      n++;
    }
    empty = anyEmpty;
    if (n == 0) {
      outerDims = outerSrcStrides = outerDstStrides = counter = new int[0];
      rowLength = 1;
      rowSrcStride = 1;
      rowDstStride = 1;
      tileLength = 0;
      tileDstStride = 0;
      return;
    }
    int last = n - 1;
    int tileDim = -1;
    if (n >= 2 && t[last] == 1 && s[last] != 1) {
      for (int i = 0; i < last; i++) {
        if (s[i] == 1) {
          tileDim = i;
        }
      }
    }
    int outer = n - 1 - (tileDim >= 0 ? 1 : 0);
    outerDims = new int[outer];
    outerSrcStrides = new int[outer];
    outerDstStrides = new int[outer];
    counter = new int[outer];
    for (int i = 0, k = 0; i < last; i++) {
      if (i != tileDim) {
        outerDims[k] = d[i];
        outerSrcStrides[k] = s[i];
        outerDstStrides[k] = t[i];
        k++;
      }
    }
    rowLength = d[last];
    rowSrcStride = s[last];
    rowDstStride = t[last];
    tileLength = tileDim >= 0 ? d[tileDim] : 0;
    tileDstStride = tileDim >= 0 ? t[tileDim] : 0;
  }

  /** True when the view is one element (every dim 1), so callers can skip the loop machinery. */
  boolean isSingleElement() {
    return !empty && outerDims.length == 0 && rowLength == 1;
  }

  /** True when the simplified copy transposes in tiles (exposed for tests). */
  boolean isTiled() {
    return tileLength > 0;
  }

  /** Copies the view of {@code src} starting at {@code srcBase} into {@code dst} at {@code dstBase}. */
  void run(Object src, int srcBase, Object dst, int dstBase) {
    if (empty) {
      return;
    }
    int outer = outerDims.length;
    Arrays.fill(counter, 0);
    int s = srcBase;
    int d = dstBase;
    while (true) {
      if (tileLength > 0) {
        tile(src, s, dst, d);
      } else {
        row(src, s, dst, d);
      }
      int k = outer - 1;
      while (k >= 0) {
        s += outerSrcStrides[k];
        d += outerDstStrides[k];
        if (++counter[k] < outerDims[k]) {
          break;
        }
        // int arithmetic may pass 2^31 here and come back: it is exact modulo 2^32
        s -= outerSrcStrides[k] * outerDims[k];
        d -= outerDstStrides[k] * outerDims[k];
        counter[k] = 0;
        k--;
      }
      if (k < 0) {
        return;
      }
    }
  }

  /** The inner row, in pieces of at most {@link KernelStop#CHECK_WORK} elements when it is longer. */
  private void row(Object src, int s, Object dst, int d) {
    if (rowLength <= KernelStop.CHECK_WORK) {
      copyRow(src, s, rowSrcStride, dst, d, rowDstStride, rowLength);
      copied(rowLength);
      return;
    }
    for (int done = 0; done < rowLength; ) {
      int n = Math.min(KernelStop.CHECK_WORK, rowLength - done);
      // int arithmetic is exact modulo 2^32, as in run: every element reached is a valid index
      copyRow(src, s + done * rowSrcStride, rowSrcStride, dst, d + done * rowDstStride, rowDstStride, n);
      copied(n);
      done += n;
    }
  }

  /** Counts {@code elements} copied, and asks the thread's question once enough were since the last one. */
  private void copied(long elements) {
    sinceAsked += elements;
    if (sinceAsked >= KernelStop.CHECK_WORK) {
      sinceAsked = 0;
      KernelStop.current().check("a data-movement op");
    }
  }

  /**
   * Transposing block: destination row (length rowLength, stride 1) reads the source with
   * stride rowSrcStride; the tile dim reads the source with stride 1.
   */
  private void tile(Object src, int srcBase, Object dst, int dstBase) {
    int rows = tileLength;
    int cols = rowLength;
    int srcColStride = rowSrcStride;
    int dstRowStride = tileDstStride;
    boolean aliased = (long) srcColStride * (src instanceof float[] ? Float.BYTES : Long.BYTES) % ALIASING_BYTES == 0;
    int tileRows = aliased ? ALIASED_ROWS : TILE;
    int tileCols = aliased ? ALIASED_COLUMNS : TILE;
    if (src instanceof float[] fs) {
      float[] fd = (float[]) dst;
      for (int r0 = 0; r0 < rows; r0 += tileRows) {
        int r1 = Math.min(rows, r0 + tileRows);
        for (int c0 = 0; c0 < cols; c0 += tileCols) {
          int c1 = Math.min(cols, c0 + tileCols);
          for (int r = r0; r < r1; r++) {
            int si = srcBase + r + c0 * srcColStride;
            int di = dstBase + r * dstRowStride + c0;
            for (int c = c0; c < c1; c++, si += srcColStride) {
              fd[di++] = fs[si];
            }
          }
          copied((long) (r1 - r0) * (c1 - c0));
        }
      }
    } else {
      long[] ls = (long[]) src;
      long[] ld = (long[]) dst;
      for (int r0 = 0; r0 < rows; r0 += tileRows) {
        int r1 = Math.min(rows, r0 + tileRows);
        for (int c0 = 0; c0 < cols; c0 += tileCols) {
          int c1 = Math.min(cols, c0 + tileCols);
          for (int r = r0; r < r1; r++) {
            int si = srcBase + r + c0 * srcColStride;
            int di = dstBase + r * dstRowStride + c0;
            for (int c = c0; c < c1; c++, si += srcColStride) {
              ld[di++] = ls[si];
            }
          }
          copied((long) (r1 - r0) * (c1 - c0));
        }
      }
    }
  }

  /** Copies n elements with the given strides (source stride 0 broadcasts one element). */
  static void copyRow(Object src, int s, int srcStride, Object dst, int d, int dstStride, int n) {
    if (srcStride == 1 && dstStride == 1) {
      System.arraycopy(src, s, dst, d, n);
      return;
    }
    if (src instanceof float[] fs) {
      float[] fd = (float[]) dst;
      if (srcStride == 0 && dstStride == 1) {
        Arrays.fill(fd, d, d + n, fs[s]);
        return;
      }
      for (int i = 0; i < n; i++, s += srcStride, d += dstStride) {
        fd[d] = fs[s];
      }
    } else {
      long[] ls = (long[]) src;
      long[] ld = (long[]) dst;
      if (srcStride == 0 && dstStride == 1) {
        Arrays.fill(ld, d, d + n, ls[s]);
        return;
      }
      for (int i = 0; i < n; i++, s += srcStride, d += dstStride) {
        ld[d] = ls[s];
      }
    }
  }

  // ---------------------------------------------------------------- storage helpers

  /** Row-major strides of dims, in elements. */
  static int numElements(int[] dims) {
    int n = 1;
    for (int d : dims) {
      n *= d;
    }
    return n;
  }

  /** The array's storage: its {@code float[]} or its {@code long[]}. */
  static Object data(DeviceArray a) {
    return a.isFloat() ? a.floats() : a.longs();
  }

  /** Fresh zeroed storage of the same kind as {@code like}'s. */
  static Object allocate(DeviceArray like, int n) {
    return like.isFloat() ? BufferPool.floats(n) : BufferPool.longs(n);
  }

  /** Storage of the same kind as {@code like}'s with arbitrary contents, for a copy that writes every element. */
  static Object allocateToOverwrite(DeviceArray like, int n) {
    return like.isFloat() ? BufferPool.floatsToOverwrite(n) : BufferPool.longsToOverwrite(n);
  }

  /** A copy of the array's storage (kernels never write into an input). */
  static Object copyOf(DeviceArray a) {
    return a.isFloat() ? a.floats().clone() : a.longs().clone();
  }

  static DeviceArray wrap(DType dtype, int[] dims, Object data) {
    return data instanceof float[] f ? DeviceArray.ofFloats(dtype, dims, f)
        : DeviceArray.ofLongs(dtype, dims, (long[]) data);
  }

  /** Fills storage with element 0 of a scalar array of the same kind. */
  static void fill(Object data, DeviceArray scalar) {
    if (data instanceof float[] f) {
      Arrays.fill(f, scalar.floats()[0]);
    } else {
      Arrays.fill((long[]) data, scalar.longs()[0]);
    }
  }

  static int[] toInts(java.util.List<Long> values) {
    int[] out = new int[values.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = Math.toIntExact(values.get(i));
    }
    return out;
  }
}
