package org.torchtpu.server.exec;

import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.v1.ArgReduceOp;
import org.torchtpu.api.v1.DType;

/** arg-reduce (split from {@link ReductionKernels}, which holds reduce). */
public final class ArgReductionKernels {
  private ArgReductionKernels() {}

  /**
   * Index of the max (ARGMAX) or min (ARGMIN) along one dim, which is removed. Ties give the
   * smallest index; a NaN beats every number for both kinds and the first NaN wins, as PyTorch
   * does. The index dtype is S32 or S64 (unspecified means S64, PyTorch's index type).
   */
  public static DeviceArray argReduce(ArgReduceOp op, DeviceArray x) {
    DType indexDtype = op.getIndexDtype() == DType.DTYPE_UNSPECIFIED ? DType.S64 : op.getIndexDtype();
    if (indexDtype != DType.S32 && indexDtype != DType.S64) {
      throw new OpTypeException("arg_reduce index dtype must be s32 or s64, got " + DTypes.name(indexDtype));
    }
    if (op.getKind() != ArgReduceOp.Kind.ARGMAX && op.getKind() != ArgReduceOp.Kind.ARGMIN) {
      throw new OpTypeException("unsupported arg_reduce kind " + op.getKind());
    }
    int[] dims = x.dims();
    if (op.getDimension() < 0 || op.getDimension() >= dims.length) {
      throw new OpTypeException("arg_reduce dimension " + op.getDimension() + " is out of range for " + x);
    }
    int dim = (int) op.getDimension();
    int outer = Dims.product(dims, 0, dim);
    int inner = Dims.product(dims, dim + 1, dims.length);
    int extent = dims[dim];
    int[] outDims = new int[dims.length - 1];
    for (int d = 0, o = 0; d < dims.length; d++) {
      if (d != dim) {
        outDims[o++] = dims[d];
      }
    }
    long[] out = new long[outer * inner];
    if (out.length > 0 && extent == 0) {
      throw new OpTypeException("arg_reduce over dimension " + dim + " of " + x + ", which is empty");
    }
    boolean max = op.getKind() == ArgReduceOp.Kind.ARGMAX;
    if (x.isFloat()) {
      argFloat(x.floats(), outer, extent, inner, max, out);
    } else {
      argInteger(x.longs(), outer, extent, inner, max, out);
    }
    return DeviceArray.ofLongs(indexDtype, outDims, out);
  }

  private static void argFloat(float[] x, int outer, int extent, int inner, boolean max, long[] out) {
    if (inner == 1) { // the common case (last dim): one contiguous scan per output
      for (int o = 0; o < outer; o++) {
        int base = o * extent;
        float best = x[base];
        int bestIndex = 0;
        for (int d = 1; d < extent && best == best; d++) {
          float v = x[base + d];
          if (v != v || (max ? v > best : v < best)) {
            best = v;
            bestIndex = d;
          }
        }
        out[o] = bestIndex;
      }
      return;
    }
    float[] best = new float[inner];
    for (int o = 0; o < outer; o++) {
      int base = o * extent * inner;
      int outOff = o * inner;
      System.arraycopy(x, base, best, 0, inner);
      for (int d = 1; d < extent; d++) {
        int row = base + d * inner;
        for (int j = 0; j < inner; j++) {
          float v = x[row + j];
          float b = best[j];
          // b != b: the best is NaN already, nothing replaces it; v != v: a first NaN wins
          boolean better = b == b && (v != v || (max ? v > b : v < b));
          if (better) {
            best[j] = v;
            out[outOff + j] = d;
          }
        }
      }
    }
  }

  private static void argInteger(long[] x, int outer, int extent, int inner, boolean max, long[] out) {
    long[] best = new long[inner];
    for (int o = 0; o < outer; o++) {
      int base = o * extent * inner;
      int outOff = o * inner;
      System.arraycopy(x, base, best, 0, inner);
      for (int d = 1; d < extent; d++) {
        int row = base + d * inner;
        for (int j = 0; j < inner; j++) {
          long v = x[row + j];
          if (max ? v > best[j] : v < best[j]) {
            best[j] = v;
            out[outOff + j] = d;
          }
        }
      }
    }
  }
}
