package org.torchtpu.server.exec;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.SortOp;

/**
 * Stable sort along one dimension by the first operand (the keys), carrying the other operands
 * (same shape, any dtype) along with the same permutation.
 *
 * <p>Float keys use a total order: -inf < ... < -0.0 < +0.0 < ... < +inf < NaN (every NaN the
 * same). Ascending puts NaN last, as NumPy and PyTorch do; descending is the reverse order, so NaN
 * comes first, as PyTorch's descending sort does. Equal keys keep their original order in both
 * directions (a stable sort, not a reversed ascending one).
 */
public final class SortKernels {
  private SortKernels() {}

  /** Runs this short are insertion-sorted before merging. */
  private static final int INSERTION_RUN = 16;

  public static List<DeviceArray> sort(SortOp op, List<DeviceArray> operands) {
    if (operands.isEmpty()) {
      throw new OpTypeException("sort needs at least one operand (the keys)");
    }
    DeviceArray keys = operands.get(0);
    int[] dims = keys.dims();
    for (int i = 1; i < operands.size(); i++) {
      if (!Arrays.equals(operands.get(i).dims(), dims)) {
        throw new OpTypeException("sort operand " + i + " " + operands.get(i) + " must have the shape of the keys " + keys);
      }
    }
    if (op.getDimension() < 0 || op.getDimension() >= dims.length) {
      throw new OpTypeException("sort dimension " + op.getDimension() + " is out of range for " + keys);
    }
    int dim = (int) op.getDimension();
    int outer = Dims.product(dims, 0, dim);
    int inner = Dims.product(dims, dim + 1, dims.length);
    int extent = dims[dim];

    List<DeviceArray> results = new ArrayList<>(operands.size());
    Object[] outStorage = new Object[operands.size()];
    for (int i = 0; i < operands.size(); i++) {
      DeviceArray x = operands.get(i);
      DeviceArray out = x.isFloat()
          ? DeviceArray.ofFloats(x.dtype(), dims, new float[x.size()])
          : DeviceArray.ofLongs(x.dtype(), dims, new long[x.size()]);
      results.add(out);
      outStorage[i] = x.isFloat() ? out.floats() : out.longs();
    }

    // every key dtype but s64 maps to 32-bit sort keys, which allow a faster packed sort
    boolean narrowKeys = keys.dtype() != DType.S64;
    long[] lineKeys = new long[extent];
    long[] keyScratch = new long[extent];
    int[] perm = new int[extent];
    int[] permScratch = new int[extent];
    LineWork work = new LineWork("a sort");
    long lineWork = LineWork.nLogN(extent) * operands.size();
    for (int o = 0; o < outer; o++) {
      for (int j = 0; j < inner; j++) {
        int base = o * extent * inner + j;
        loadKeys(keys, base, inner, extent, op.getDescending(), lineKeys);
        if (narrowKeys) {
          sortNarrowKeys(lineKeys, perm, extent);
        } else {
          for (int d = 0; d < extent; d++) {
            perm[d] = d;
          }
          mergeSort(lineKeys, perm, keyScratch, permScratch, 0, extent);
        }
        for (int i = 0; i < operands.size(); i++) {
          DeviceArray x = operands.get(i);
          if (x.isFloat()) {
            float[] in = x.floats();
            float[] out = (float[]) outStorage[i];
            for (int d = 0; d < extent; d++) {
              out[base + d * inner] = in[base + perm[d] * inner];
            }
          } else {
            long[] in = x.longs();
            long[] out = (long[]) outStorage[i];
            for (int d = 0; d < extent; d++) {
              out[base + d * inner] = in[base + perm[d] * inner];
            }
          }
        }
        work.lineDone(lineWork);
      }
    }
    return results;
  }

  /**
   * Keys of one line as longs whose signed order is the sort order: floats through their bits
   * (negative values' magnitude bits flipped; floatToIntBits makes every NaN the one largest
   * pattern), integers as they are; descending flips all bits, which reverses the order exactly.
   */
  private static void loadKeys(DeviceArray keys, int base, int stride, int extent, boolean descending, long[] out) {
    if (keys.isFloat()) {
      float[] x = keys.floats();
      for (int d = 0; d < extent; d++) {
        int bits = Float.floatToIntBits(x[base + d * stride]);
        out[d] = bits ^ ((bits >> 31) & 0x7fffffff);
      }
    } else {
      long[] x = keys.longs();
      // u32 is held as 0..2^32-1: shifted into s32's range, so the packed sort (key << 32) keeps its order
      long offset = keys.dtype() == DType.U32 ? 0x80000000L : 0L;
      for (int d = 0; d < extent; d++) {
        out[d] = x[base + d * stride] - offset;
      }
    }
    if (descending) {
      for (int d = 0; d < extent; d++) {
        out[d] = ~out[d];
      }
    }
  }

  /**
   * Sorts keys that fit in 32 bits by packing (key, original index) into one long: the index in
   * the low half breaks ties in original order, so the library's (unstable) primitive sort
   * gives the stable permutation.
   */
  private static void sortNarrowKeys(long[] keys, int[] perm, int extent) {
    for (int d = 0; d < extent; d++) {
      keys[d] = (keys[d] << 32) | d;
    }
    Arrays.sort(keys, 0, extent);
    for (int d = 0; d < extent; d++) {
      perm[d] = (int) keys[d];
    }
  }

  /** Stable sort of keys[lo, hi) carrying perm along. */
  static void mergeSort(long[] keys, int[] perm, long[] keyScratch, int[] permScratch, int lo, int hi) {
    if (hi - lo <= INSERTION_RUN) {
      for (int i = lo + 1; i < hi; i++) {
        long k = keys[i];
        int p = perm[i];
        int j = i - 1;
        while (j >= lo && keys[j] > k) { // strict: equal keys stay in order
          keys[j + 1] = keys[j];
          perm[j + 1] = perm[j];
          j--;
        }
        keys[j + 1] = k;
        perm[j + 1] = p;
      }
      return;
    }
    int mid = (lo + hi) >>> 1;
    mergeSort(keys, perm, keyScratch, permScratch, lo, mid);
    mergeSort(keys, perm, keyScratch, permScratch, mid, hi);
    if (keys[mid - 1] <= keys[mid]) {
      return; // already in order
    }
    System.arraycopy(keys, lo, keyScratch, lo, hi - lo);
    System.arraycopy(perm, lo, permScratch, lo, hi - lo);
    int left = lo;
    int right = mid;
    for (int out = lo; out < hi; out++) {
      // take from the left on ties: that is what keeps the sort stable
      if (right >= hi || (left < mid && keyScratch[left] <= keyScratch[right])) {
        keys[out] = keyScratch[left];
        perm[out] = permScratch[left++];
      } else {
        keys[out] = keyScratch[right];
        perm[out] = permScratch[right++];
      }
    }
  }
}
