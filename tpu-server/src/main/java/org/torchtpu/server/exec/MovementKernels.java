package org.torchtpu.server.exec;

import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.stream.IntStream;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.BroadcastInDimOp;
import org.torchtpu.api.v1.ConcatenateOp;
import org.torchtpu.api.v1.PadOp;
import org.torchtpu.api.v1.ReshapeOp;
import org.torchtpu.api.v1.SliceOp;
import org.torchtpu.api.v1.TransposeOp;

/**
 * Data-movement ops: broadcast_in_dim, reshape, transpose, slice, concatenate, pad. Values are
 * copied exactly (no rounding is needed: every element already belongs to its dtype).
 *
 * <p>Device arrays are immutable values: no kernel ever writes into an input's storage. That is
 * what lets {@link #reshape} (and the identity cases of transpose and broadcast) return an array
 * that shares its operand's storage instead of copying it, as XLA's reshape of a row-major
 * buffer is a bitcast.
 *
 * <p>Operands must have passed {@link org.torchtpu.api.ir.TypeInference}.
 */
public final class MovementKernels {
  private MovementKernels() {}

  public static DeviceArray broadcastInDim(BroadcastInDimOp op, DeviceArray x) {
    int[] outDims = StridedCopy.toInts(op.getResultDimsList());
    int[] inDims = x.dims();
    int[] inStrides = Dims.rowMajorStrides(inDims);
    int[] srcStrides = new int[outDims.length]; // 0 = repeated along that result dim
    boolean identity = outDims.length == inDims.length;
    for (int i = 0; i < inDims.length; i++) {
      int target = Math.toIntExact(op.getBroadcastDimensions(i));
      identity &= target == i && inDims[i] == outDims[i];
      if (inDims[i] != 1) {
        srcStrides[target] = inStrides[i];
      }
    }
    if (identity) {
      return StridedCopy.wrap(x.dtype(), outDims, StridedCopy.data(x));
    }
    return copyView(x, 0, outDims, srcStrides);
  }

  /**
   * Same elements, new dims. Shares the operand's storage: arrays are never mutated, so the
   * result is an independent value at no copying cost.
   */
  public static DeviceArray reshape(ReshapeOp op, DeviceArray x) {
    return StridedCopy.wrap(x.dtype(), StridedCopy.toInts(op.getDimsList()), StridedCopy.data(x));
  }

  /**
   * Result dim i is operand dim permutation[i]. Loops over the output with a strided input
   * index; when that reads the input across rows, it copies in 32x32 tiles (see
   * {@link StridedCopy}).
   */
  public static DeviceArray transpose(TransposeOp op, DeviceArray x) {
    int[] inDims = x.dims();
    int[] inStrides = Dims.rowMajorStrides(inDims);
    int rank = inDims.length;
    int[] outDims = new int[rank];
    int[] srcStrides = new int[rank];
    boolean identity = true;
    for (int i = 0; i < rank; i++) {
      int p = Math.toIntExact(op.getPermutation(i));
      outDims[i] = inDims[p];
      srcStrides[i] = inStrides[p];
      identity &= p == i;
    }
    if (identity) {
      return StridedCopy.wrap(x.dtype(), outDims, StridedCopy.data(x));
    }
    return copyView(x, 0, outDims, srcStrides);
  }

  /** x[start:limit:stride] per dimension (an empty strides list means stride 1 everywhere). */
  public static DeviceArray slice(SliceOp op, DeviceArray x) {
    int[] inDims = x.dims();
    int[] inStrides = Dims.rowMajorStrides(inDims);
    int rank = inDims.length;
    int[] outDims = new int[rank];
    int[] srcStrides = new int[rank];
    int base = 0;
    for (int i = 0; i < rank; i++) {
      int start = Math.toIntExact(op.getStartIndices(i));
      int limit = Math.toIntExact(op.getLimitIndices(i));
      // a stride may be any positive long: past the dim it takes only the start element, whose step is never taken
      long stride = op.getStridesCount() == 0 ? 1 : op.getStrides(i);
      outDims[i] = (int) Shapes.sliceSize(start, limit, stride);
      srcStrides[i] = outDims[i] <= 1 ? 0 : Math.toIntExact(inStrides[i] * stride);
      base += start * inStrides[i];
    }
    return copyView(x, base, outDims, srcStrides);
  }

  /** Joins the operands along {@code dimension}; each operand is one strided block copy. */
  public static DeviceArray concatenate(ConcatenateOp op, List<DeviceArray> operands) {
    DeviceArray first = operands.get(0);
    int axis = Math.toIntExact(op.getDimension());
    int[] outDims = first.dims().clone();
    int total = 0;
    for (DeviceArray x : operands) {
      total += x.dims()[axis];
    }
    outDims[axis] = total;
    int[] outStrides = Dims.rowMajorStrides(outDims);
    Object out = StridedCopy.allocate(first, StridedCopy.numElements(outDims));
    int offset = 0;
    for (DeviceArray x : operands) {
      int[] dims = x.dims();
      new StridedCopy(dims, Dims.rowMajorStrides(dims), outStrides)
          .run(StridedCopy.data(x), 0, out, offset * outStrides[axis]);
      offset += dims[axis];
    }
    return StridedCopy.wrap(first.dtype(), outDims, out);
  }

  /**
   * Pads with {@code paddingValue}: input element i of a dim lands at low + i * (interior + 1);
   * negative low/high crop (elements landing outside the result are dropped).
   */
  public static DeviceArray pad(PadOp op, DeviceArray x, DeviceArray paddingValue) {
    int[] inDims = x.dims();
    int rank = inDims.length;
    int[] inStrides = Dims.rowMajorStrides(inDims);
    int[] outDims = new int[rank];
    for (int i = 0; i < rank; i++) {
      long d = inDims[i];
      outDims[i] = Math.toIntExact(op.getEdgePaddingLow(i) + d + Math.max(d - 1, 0) * op.getInteriorPadding(i)
          + op.getEdgePaddingHigh(i));
    }
    int[] outStrides = Dims.rowMajorStrides(outDims);
    Object out = StridedCopy.allocate(x, StridedCopy.numElements(outDims));
    StridedCopy.fill(out, paddingValue);

    // the input elements that land inside the result form a strided box on both sides
    int[] count = new int[rank];
    int[] srcStrides = new int[rank];
    int[] dstStrides = new int[rank];
    int srcBase = 0;
    int dstBase = 0;
    for (int i = 0; i < rank; i++) {
      long low = op.getEdgePaddingLow(i);
      long step = op.getInteriorPadding(i) + 1;
      long first = low >= 0 ? 0 : Math.floorDiv(-low + step - 1, step); // first i with low + i*step >= 0
      long last = Math.min(inDims[i] - 1L, Math.floorDiv(outDims[i] - 1L - low, step));
      if (last < first) {
        return StridedCopy.wrap(x.dtype(), outDims, out); // nothing of the input survives
      }
      count[i] = (int) (last - first + 1);
      srcStrides[i] = inStrides[i];
      // with a single surviving element the step is never taken (and may not fit an int)
      dstStrides[i] = count[i] == 1 ? 0 : Math.toIntExact(step * outStrides[i]);
      srcBase += (int) first * inStrides[i];
      dstBase += (int) (low + first * step) * outStrides[i];
    }
    new StridedCopy(count, srcStrides, dstStrides).run(StridedCopy.data(x), srcBase, out, dstBase);
    return StridedCopy.wrap(x.dtype(), outDims, out);
  }

  /** x with the element order of each listed dim reversed: a view that starts at the far end and steps back. */
  public static DeviceArray reverse(org.torchtpu.api.v1.ReverseOp op, DeviceArray x) {
    int[] dims = x.dims();
    int[] strides = Dims.rowMajorStrides(dims);
    int base = 0;
    for (long d : op.getDimensionsList()) {
      int i = Math.toIntExact(d);
      if (dims[i] > 1) {
        base += (dims[i] - 1) * strides[i];
        strides[i] = -strides[i];
      }
    }
    return copyView(x, base, dims, strides);
  }

  /** Elements from which a view is copied in parallel slabs (a 1 MiB float copy takes about 0.2-1 ms). */
  static final int PARALLEL_COPY_MIN = 1 << 18;

  /**
   * Materializes a strided view of x (base offset, per-dim source strides) as a new array. The view covers the
   * whole result, so every element is written and the storage need not be zeroed first. A large view is copied as
   * slabs of its first dim of more than one element, one per core (each slab its own plan: a plan is not shared
   * between threads).
   */
  private static DeviceArray copyView(DeviceArray x, int base, int[] outDims, int[] srcStrides) {
    int n = StridedCopy.numElements(outDims);
    Object out = StridedCopy.allocateToOverwrite(x, n);
    int[] dstStrides = Dims.rowMajorStrides(outDims);
    Object src = StridedCopy.data(x);
    int split = 0;
    while (split < outDims.length && outDims[split] == 1) {
      split++;
    }
    int parts = n < PARALLEL_COPY_MIN || split == outDims.length ? 1
        : Math.min(outDims[split], ForkJoinPool.getCommonPoolParallelism() + 1);
    if (parts <= 1) {
      new StridedCopy(outDims, srcStrides, dstStrides).run(src, base, out, 0);
      return StridedCopy.wrap(x.dtype(), outDims, out);
    }
    int along = split;
    int per = (outDims[along] + parts - 1) / parts;
    // through KernelStop: each slab's plan asks the call's question on the worker that runs it, and a stopped slab
    // abandons the others (a plain parallel forEach ran them with no question installed)
    KernelStop.forEachPart(IntStream.range(0, parts).parallel(), p -> {
      int from = p * per;
      int to = Math.min(outDims[along], from + per);
      if (from < to) {
        int[] slab = outDims.clone();
        slab[along] = to - from;
        new StridedCopy(slab, srcStrides, dstStrides)
            .run(src, base + from * srcStrides[along], out, from * dstStrides[along]);
      }
    }, "a data-movement op");
    return StridedCopy.wrap(x.dtype(), outDims, out);
  }
}
