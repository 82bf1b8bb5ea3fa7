package org.torchtpu.server.exec;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DynamicSliceOp;
import org.torchtpu.api.v1.GatherOp;
import org.torchtpu.api.v1.ScatterOp;

/**
 * Data-dependent indexing: dynamic_slice, dynamic_update_slice, gather and scatter, with
 * StableHLO semantics (batching dims included).
 *
 * <p>Out-of-range start indices: without bounds checking these behave as XLA does on a TPU —
 * dynamic_slice, dynamic_update_slice and gather clamp each start so the whole window fits in
 * the operand; scatter skips every update whose window would not fit. With bounds checking
 * (Debug mode) any index that would be clamped or skipped throws
 * {@link IndexOutOfRangeException} naming the op, the index, the operand dimension and its size.
 *
 * <p>Inputs are never written: dynamic_update_slice and scatter return a new array.
 * Operands must have passed {@link org.torchtpu.api.ir.TypeInference}.
 */
public final class IndexingKernels {
  private IndexingKernels() {}

  // ---------------------------------------------------------------- dynamic slices

  /** The window of {@code slice_sizes} starting at the (clamped) scalar starts. */
  public static DeviceArray dynamicSlice(DynamicSliceOp op, DeviceArray x, List<DeviceArray> starts,
      boolean boundsChecked) {
    int[] sizes = StridedCopy.toInts(op.getSliceSizesList());
    int[] inStrides = Dims.rowMajorStrides(x.dims());
    int base = windowBase("dynamic_slice", "slice", x.dims(), inStrides, sizes, starts, boundsChecked);
    Object out = StridedCopy.allocate(x, StridedCopy.numElements(sizes));
    new StridedCopy(sizes, inStrides, Dims.rowMajorStrides(sizes)).run(StridedCopy.data(x), base, out, 0);
    return StridedCopy.wrap(x.dtype(), sizes, out);
  }

  /** A copy of x with {@code update} written at the (clamped) scalar starts. */
  public static DeviceArray dynamicUpdateSlice(DeviceArray x, DeviceArray update, List<DeviceArray> starts,
      boolean boundsChecked) {
    int[] sizes = update.dims();
    int[] outStrides = Dims.rowMajorStrides(x.dims());
    int base = windowBase("dynamic_update_slice", "update", x.dims(), outStrides, sizes, starts, boundsChecked);
    Object out = StridedCopy.copyOf(x);
    new StridedCopy(sizes, Dims.rowMajorStrides(sizes), outStrides)
        .run(StridedCopy.data(update), 0, out, base);
    return StridedCopy.wrap(x.dtype(), x.dims(), out);
  }

  /** Offset of the window's first element after clamping (or checking) each start. */
  private static int windowBase(String opName, String windowName, int[] dims, int[] strides, int[] sizes,
      List<DeviceArray> starts, boolean boundsChecked) {
    int base = 0;
    for (int i = 0; i < dims.length; i++) {
      boolean unsigned = starts.get(i).dtype() == DType.U64;
      long raw = starts.get(i).longs()[0];
      long start = index(raw, unsigned);
      int maxStart = dims[i] - sizes[i];
      if (start < 0 || start > maxStart) {
        if (boundsChecked) {
          throw new IndexOutOfRangeException(opName + ": index " + indexText(raw, unsigned)
              + " out of range for operand dimension "
              + i + " of size " + dims[i] + " (start operand " + i + "; " + windowName + " size " + sizes[i]
              + " needs a start in [0, " + maxStart + "])");
        }
        start = Math.max(0, Math.min(start, maxStart));
      }
      base += (int) start * strides[i];
    }
    return base;
  }

  // ---------------------------------------------------------------- gather

  /**
   * StableHLO gather. For every batch position (a position in start_indices without the index
   * vector dim), reads a start index vector, maps it to operand dims through start_index_map,
   * adds the batch position on operand_batching_dims, clamps the start so the slice fits, and
   * copies the slice (minus collapsed and batching dims) to the result's offset dims.
   */
  public static DeviceArray gather(GatherOp op, DeviceArray operand, DeviceArray indices, boolean boundsChecked) {
    int[] opDims = operand.dims();
    int[] opStrides = Dims.rowMajorStrides(opDims);
    int[] sliceSizes = StridedCopy.toInts(op.getSliceSizesList());
    int[] startIndexMap = StridedCopy.toInts(op.getStartIndexMapList());
    int[] operandBatching = StridedCopy.toInts(op.getOperandBatchingDimsList());
    int[] offsetDims = StridedCopy.toInts(op.getOffsetDimsList());
    IndexSpace space = new IndexSpace(indices, Math.toIntExact(op.getIndexVectorDim()),
        StridedCopy.toInts(op.getStartIndicesBatchingDimsList()));

    // operand dims that survive into the result as offset dims, in order
    boolean[] removed = new boolean[opDims.length];
    for (long d : op.getCollapsedSliceDimsList()) {
      removed[(int) d] = true;
    }
    for (int d : operandBatching) {
      removed[d] = true;
    }
    int[] windowOperandDims = new int[offsetDims.length];
    for (int d = 0, k = 0; d < opDims.length; d++) {
      if (!removed[d]) {
        windowOperandDims[k++] = d;
      }
    }
    int resultRank = space.batchRank() + offsetDims.length;
    int[] resultDims = new int[resultRank];
    boolean[] isOffset = new boolean[resultRank];
    for (int k = 0; k < offsetDims.length; k++) {
      isOffset[offsetDims[k]] = true;
      resultDims[offsetDims[k]] = sliceSizes[windowOperandDims[k]];
    }
    int[] batchResultDims = new int[space.batchRank()];
    for (int r = 0, j = 0; r < resultRank; r++) {
      if (!isOffset[r]) {
        batchResultDims[j] = r;
        resultDims[r] = space.batchDims[j++];
      }
    }
    int[] resultStrides = Dims.rowMajorStrides(resultDims);
    int[] windowDims = new int[offsetDims.length];
    int[] windowSrcStrides = new int[offsetDims.length];
    int[] windowDstStrides = new int[offsetDims.length];
    for (int k = 0; k < offsetDims.length; k++) {
      windowDims[k] = sliceSizes[windowOperandDims[k]];
      windowSrcStrides[k] = opStrides[windowOperandDims[k]];
      windowDstStrides[k] = resultStrides[offsetDims[k]];
    }
    StridedCopy window = new StridedCopy(windowDims, windowSrcStrides, windowDstStrides);
    int[] batchDstStrides = new int[space.batchRank()];
    for (int j = 0; j < batchDstStrides.length; j++) {
      batchDstStrides[j] = resultStrides[batchResultDims[j]];
    }

    Object src = StridedCopy.data(operand);
    Object out = StridedCopy.allocate(operand, StridedCopy.numElements(resultDims));
    if (StridedCopy.numElements(resultDims) == 0) {
      return StridedCopy.wrap(operand.dtype(), resultDims, out);
    }
    long[] idx = indices.longs();
    boolean unsigned = indices.dtype() == DType.U64;
    // point gathers (torch.gather, take_along_dim) copy one element per batch position: skip the plan
    boolean single = window.isSingleElement();
    float[] srcFloats = src instanceof float[] f ? f : null;
    float[] outFloats = out instanceof float[] f ? f : null;
    long[] srcLongs = src instanceof long[] v ? v : null;
    long[] outLongs = out instanceof long[] v ? v : null;
    int[] coords = new int[space.batchRank()];
    int indexBase = 0;
    int dstBase = 0;
    // a point gather of fewer points than one question's worth never counts them
    boolean askByPoints = single && StridedCopy.numElements(resultDims) > KernelStop.CHECK_WORK;
    int pointsSinceAsked = 0;
    do {
      int srcBase = 0;
      for (int k = 0; k < startIndexMap.length; k++) {
        int d = startIndexMap[k];
        long raw = idx[indexBase + k * space.vectorStride];
        long start = index(raw, unsigned);
        int maxStart = opDims[d] - sliceSizes[d];
        if (start < 0 || start > maxStart) {
          if (boundsChecked) {
            throw outOfRange("gather", indexText(raw, unsigned), d, opDims[d], space.position(coords, k), "slice", sliceSizes[d]);
          }
          start = Math.max(0, Math.min(start, maxStart));
        }
        srcBase += (int) start * opStrides[d];
      }
      for (int i = 0; i < operandBatching.length; i++) {
        srcBase += coords[space.batchingPositions[i]] * opStrides[operandBatching[i]];
      }
      if (!single) {
        window.run(src, srcBase, out, dstBase); // the plan asks the call's question as its windows add up
      } else {
        if (srcFloats != null) {
          outFloats[dstBase] = srcFloats[srcBase];
        } else {
          outLongs[dstBase] = srcLongs[srcBase];
        }
        if (askByPoints && ++pointsSinceAsked == KernelStop.CHECK_WORK) {
          pointsSinceAsked = 0;
          KernelStop.current().check("gather");
        }
      }
      // next batch position (row-major), moving both bases incrementally
      int j = coords.length - 1;
      for (; j >= 0; j--) {
        indexBase += space.batchIndexStrides[j];
        dstBase += batchDstStrides[j];
        if (++coords[j] < space.batchDims[j]) {
          break;
        }
        indexBase -= space.batchIndexStrides[j] * space.batchDims[j];
        dstBase -= batchDstStrides[j] * space.batchDims[j];
        coords[j] = 0;
      }
      if (j < 0) {
        break;
      }
    } while (true);
    return StridedCopy.wrap(operand.dtype(), resultDims, out);
  }

  // ---------------------------------------------------------------- scatter

  /**
   * StableHLO scatter on a copy of the operand. Updates are applied one element at a time in
   * row-major order of the updates tensor, so with duplicate indices and REPLACE the last
   * update in that order wins, and ADD/MULTIPLY accumulate in that order, rounding the float
   * result to the dtype after each combine (as a bf16 scatter-add on the device does).
   * An update window that does not fit in the operand at its start index is skipped whole
   * (or throws when bounds are checked).
   */
  public static DeviceArray scatter(ScatterOp op, DeviceArray operand, DeviceArray indices, DeviceArray updates,
      boolean boundsChecked) {
    int[] opDims = operand.dims();
    int[] opStrides = Dims.rowMajorStrides(opDims);
    int[] updDims = updates.dims();
    int[] toOperand = StridedCopy.toInts(op.getScatterDimsToOperandDimsList());
    int[] inputBatching = StridedCopy.toInts(op.getInputBatchingDimsList());
    int[] updateWindowDims = StridedCopy.toInts(op.getUpdateWindowDimsList());
    IndexSpace space = new IndexSpace(indices, Math.toIntExact(op.getIndexVectorDim()),
        StridedCopy.toInts(op.getScatterIndicesBatchingDimsList()));

    // window extent per operand dim: update window dims map, in order, to the operand dims that
    // are neither inserted nor batching; those have extent 1
    boolean[] notWindow = new boolean[opDims.length];
    for (long d : op.getInsertedWindowDimsList()) {
      notWindow[(int) d] = true;
    }
    for (int d : inputBatching) {
      notWindow[d] = true;
    }
    int[] windowExtent = new int[opDims.length];
    boolean[] isWindow = new boolean[updDims.length];
    for (int u : updateWindowDims) {
      isWindow[u] = true;
    }
    // per updates dim: its step in the scatter-position index and in the operand offset
    int[] scatterStep = new int[updDims.length];
    int[] operandStep = new int[updDims.length];
    int nextOperandDim = 0;
    for (int u = 0; u < updDims.length; u++) {
      if (isWindow[u]) {
        while (notWindow[nextOperandDim]) {
          nextOperandDim++;
        }
        windowExtent[nextOperandDim] = updDims[u];
        operandStep[u] = opStrides[nextOperandDim++];
      }
    }
    for (int d = 0; d < opDims.length; d++) {
      if (notWindow[d]) {
        windowExtent[d] = 1;
      }
    }
    int step = 1;
    for (int u = updDims.length - 1; u >= 0; u--) {
      if (!isWindow[u]) {
        scatterStep[u] = step;
        step *= updDims[u];
      }
    }
    int scatterCount = step;

    Object out = StridedCopy.copyOf(operand);
    if (updates.size() == 0) {
      return StridedCopy.wrap(operand.dtype(), opDims, out);
    }
    // operand offset of each scatter position's window, or -1 when the window does not fit
    int[] windowBase = new int[scatterCount];
    long[] idx = indices.longs();
    boolean unsigned = indices.dtype() == DType.U64;
    int[] coords = new int[space.batchRank()];
    int indexBase = 0;
    // a scatter of up to 2^31 updates used to run whole after its call's cancel or its session's close: it asks the
    // call's question about every KernelStop.CHECK_WORK positions here and elements below (a small one never asks)
    KernelStop stop = KernelStop.current();
    for (int s = 0; s < scatterCount; s++) {
      if ((s & (KernelStop.CHECK_WORK - 1)) == KernelStop.CHECK_WORK - 1) {
        stop.check("scatter");
      }
      int base = 0;
      for (int k = 0; k < toOperand.length && base >= 0; k++) {
        int d = toOperand[k];
        long raw = idx[indexBase + k * space.vectorStride];
        long start = index(raw, unsigned);
        int maxStart = opDims[d] - windowExtent[d];
        if (start < 0 || start > maxStart) {
          if (boundsChecked) {
            throw outOfRange("scatter", indexText(raw, unsigned), d, opDims[d], space.position(coords, k), "window", windowExtent[d]);
          }
          base = -1;
        } else {
          base += (int) start * opStrides[d];
        }
      }
      if (base >= 0) {
        for (int i = 0; i < inputBatching.length; i++) {
          base += coords[space.batchingPositions[i]] * opStrides[inputBatching[i]];
        }
      }
      windowBase[s] = base;
      for (int j = coords.length - 1; j >= 0; j--) {
        indexBase += space.batchIndexStrides[j];
        if (++coords[j] < space.batchDims[j]) {
          break;
        }
        indexBase -= space.batchIndexStrides[j] * space.batchDims[j];
        coords[j] = 0;
      }
    }

    // walk the updates in row-major order, one innermost row at a time
    int rank = updDims.length;
    int rowLength = rank == 0 ? 1 : updDims[rank - 1];
    int rowScatterStep = rank == 0 ? 0 : scatterStep[rank - 1];
    int rowOperandStep = rank == 0 ? 0 : operandStep[rank - 1];
    int[] ucoords = new int[Math.max(rank - 1, 0)];
    int scatterPos = 0;
    int operandOffset = 0;
    int rowCount = updates.size() / rowLength;
    Combine combine = new Combine(op.getCombiner(), operand.dtype(), out, StridedCopy.data(updates), windowBase);
    int sinceAsked = 0;
    for (int row = 0, e = 0; row < rowCount; row++, e += rowLength) {
      if (rowLength <= KernelStop.CHECK_WORK) {
        combine.row(e, scatterPos, rowScatterStep, operandOffset, rowOperandStep, rowLength);
        sinceAsked += rowLength;
        if (sinceAsked >= KernelStop.CHECK_WORK) {
          sinceAsked = 0;
          stop.check("scatter");
        }
      } else { // one long row: in pieces, asking between them
        for (int i = 0; i < rowLength; i += KernelStop.CHECK_WORK) {
          combine.row(e + i, scatterPos + i * rowScatterStep, rowScatterStep, operandOffset + i * rowOperandStep,
              rowOperandStep, Math.min(KernelStop.CHECK_WORK, rowLength - i));
          stop.check("scatter");
        }
      }
      for (int j = rank - 2; j >= 0; j--) {
        scatterPos += scatterStep[j];
        operandOffset += operandStep[j];
        if (++ucoords[j] < updDims[j]) {
          break;
        }
        scatterPos -= scatterStep[j] * updDims[j];
        operandOffset -= operandStep[j] * updDims[j];
        ucoords[j] = 0;
      }
    }
    return StridedCopy.wrap(operand.dtype(), opDims, out);
  }

  /** Applies the combiner to one row of updates; the switch is hoisted out of the element loop. */
  private static final class Combine {
    private final ScatterOp.Combiner combiner;
    private final DType dtype;
    private final boolean rounds;
    private final float[] outF;
    private final float[] updF;
    private final long[] outL;
    private final long[] updL;
    private final int[] windowBase;

    Combine(ScatterOp.Combiner combiner, DType dtype, Object out, Object updates, int[] windowBase) {
      this.combiner = combiner;
      this.dtype = dtype;
      this.rounds = dtype != DType.F32;
      this.outF = out instanceof float[] f ? f : null;
      this.updF = updates instanceof float[] f ? f : null;
      this.outL = out instanceof long[] l ? l : null;
      this.updL = updates instanceof long[] l ? l : null;
      this.windowBase = windowBase;
    }

    void row(int e, int scatterPos, int scatterStep, int offset, int operandStep, int n) {
      if (outF != null) {
        rowFloat(e, scatterPos, scatterStep, offset, operandStep, n);
      } else {
        rowLong(e, scatterPos, scatterStep, offset, operandStep, n);
      }
    }

    private void rowFloat(int e, int s, int sStep, int off, int oStep, int n) {
      float[] out = outF;
      float[] upd = updF;
      switch (combiner) {
        case REPLACE -> {
          for (int i = 0; i < n; i++, e++, s += sStep, off += oStep) {
            int b = windowBase[s];
            if (b >= 0) {
              out[b + off] = upd[e];
            }
          }
        }
        case ADD -> {
          for (int i = 0; i < n; i++, e++, s += sStep, off += oStep) {
            int b = windowBase[s];
            if (b >= 0) {
              float v = out[b + off] + upd[e];
              out[b + off] = rounds ? Numerics.round(dtype, v) : v;
            }
          }
        }
        case MULTIPLY -> {
          for (int i = 0; i < n; i++, e++, s += sStep, off += oStep) {
            int b = windowBase[s];
            if (b >= 0) {
              float v = out[b + off] * upd[e];
              out[b + off] = rounds ? Numerics.round(dtype, v) : v;
            }
          }
        }
        case MAX -> {
          for (int i = 0; i < n; i++, e++, s += sStep, off += oStep) {
            int b = windowBase[s];
            if (b >= 0) {
              out[b + off] = Math.max(out[b + off], upd[e]); // NaN propagates, as XLA's max does
            }
          }
        }
        case MIN -> {
          for (int i = 0; i < n; i++, e++, s += sStep, off += oStep) {
            int b = windowBase[s];
            if (b >= 0) {
              out[b + off] = Math.min(out[b + off], upd[e]);
            }
          }
        }
        default -> throw new IllegalArgumentException("unsupported scatter combiner " + combiner);
      }
    }

    private void rowLong(int e, int s, int sStep, int off, int oStep, int n) {
      long[] out = outL;
      long[] upd = updL;
      for (int i = 0; i < n; i++, e++, s += sStep, off += oStep) {
        int b = windowBase[s];
        if (b < 0) {
          continue;
        }
        int o = b + off;
        out[o] = switch (combiner) {
          case REPLACE -> upd[e];
          case ADD -> Numerics.wrap(dtype, out[o] + upd[e]);
          case MULTIPLY -> Numerics.wrap(dtype, out[o] * upd[e]);
          case MAX -> Math.max(out[o], upd[e]);
          case MIN -> Math.min(out[o], upd[e]);
          default -> throw new IllegalArgumentException("unsupported scatter combiner " + combiner);
        };
      }
    }
  }

  // ---------------------------------------------------------------- shared

  /**
   * The batch positions of an index tensor: its dims without the index vector dim (which may be
   * the rank, meaning each index vector is a single trailing element).
   */
  private static final class IndexSpace {
    final int[] indexDims;
    final int indexVectorDim;
    /** Sizes of the batch dims, in order. */
    final int[] batchDims;
    /** Stride in the index tensor of each batch dim. */
    final int[] batchIndexStrides;
    /** Stride in the index tensor between the components of one index vector. */
    final int vectorStride;
    /** For each batching pair, the batch-dim position of the index tensor's batching dim. */
    final int[] batchingPositions;

    IndexSpace(DeviceArray indices, int indexVectorDim, int[] indexBatchingDims) {
      this.indexDims = indices.dims();
      this.indexVectorDim = indexVectorDim;
      int[] strides = Dims.rowMajorStrides(indexDims);
      int rank = indexDims.length;
      int batchRank = rank - (indexVectorDim < rank ? 1 : 0);
      batchDims = new int[batchRank];
      batchIndexStrides = new int[batchRank];
      for (int d = 0, j = 0; d < rank; d++) {
        if (d != indexVectorDim) {
          batchDims[j] = indexDims[d];
          batchIndexStrides[j++] = strides[d];
        }
      }
      vectorStride = indexVectorDim < rank ? strides[indexVectorDim] : 0;
      batchingPositions = new int[indexBatchingDims.length];
      for (int i = 0; i < indexBatchingDims.length; i++) {
        int d = indexBatchingDims[i];
        batchingPositions[i] = d < indexVectorDim ? d : d - 1;
      }
    }

    int batchRank() {
      return batchDims.length;
    }

    /** Coordinates in the index tensor of component k of the index vector at a batch position. */
    List<Integer> position(int[] batchCoords, int component) {
      List<Integer> pos = new ArrayList<>();
      for (int d = 0, j = 0; d < indexDims.length; d++) {
        pos.add(d == indexVectorDim ? component : batchCoords[j++]);
      }
      return pos;
    }
  }

  /**
   * An index element as a signed count: a u64 index is held as its bit pattern, so one of 2^63 or more reads as
   * negative and was clamped to the first position (or, in a scatter, skipped as out of range below) where it lies
   * past the last: it is read as the largest long instead, which clamps and skips as its true value does.
   */
  static long index(long raw, boolean unsigned) {
    return unsigned && raw < 0 ? Long.MAX_VALUE : raw;
  }

  private static String indexText(long raw, boolean unsigned) {
    return unsigned ? Long.toUnsignedString(raw) : Long.toString(raw);
  }

  private static IndexOutOfRangeException outOfRange(String opName, String index, int dim, int size,
      List<Integer> position, String windowName, int windowSize) {
    String message = opName + ": index " + index + " out of range for operand dimension " + dim + " of size " + size
        + " (at indices position " + position;
    if (windowSize != 1) {
      message += "; " + windowName + " size " + windowSize + " needs a start in [0, " + (size - windowSize) + "]";
    }
    return new IndexOutOfRangeException(message + ")");
  }
}
