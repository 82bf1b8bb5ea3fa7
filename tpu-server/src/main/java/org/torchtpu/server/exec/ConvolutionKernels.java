package org.torchtpu.server.exec;

import org.torchtpu.api.ir.ConvolutionTyping;
import org.torchtpu.api.ir.ConvolutionTyping.Geometry;
import org.torchtpu.api.v1.ConvolutionOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;

/**
 * convolution as im2col + the matmul kernels, so it has dot_general's numerics (DEFAULT: bf16
 * inputs, float32 accumulation; HIGHEST: inputs kept) and its speed (register-blocked, parallel).
 *
 * <p>For each group (feature or batch group) the lhs is unrolled into a [rows, K] matrix whose
 * row is one (output image, output position) and whose K = window elements x input features per
 * group columns hold the input elements under that window, zero where the window lies on padding
 * or on a hole of lhs dilation; the kernel becomes a [K, output features per group] matrix. One
 * batched dot_general multiplies them (the group is its batch dim), accumulating each output over
 * K in order in float32, and the products are written to the output layout and rounded once to the
 * result dtype. Rows are taken in blocks so the unrolled matrix stays within {@link #BLOCK_ELEMENTS}.
 *
 * <p>That is the definition the faster routes reproduce bit for bit ({@link Route}): with the Vector API, float
 * convolutions run as an implicit matmul over a padded copy of the input ({@link ImplicitConvolution}) when the
 * output features per group are whole micro-tile panels, else with the unrolled rows packed block by block straight
 * into the micro-kernel's panels ({@link PackedConvolution}); depthwise ones directly ({@link DepthwiseConvolution}).
 */
public final class ConvolutionKernels {
  private ConvolutionKernels() {}

  /**
   * Below this many output features per group (depthwise convolutions have 1) the matmul kernels would pad each
   * group's product to a full register panel; {@link #narrowProduct} computes it directly instead.
   */
  static final int NARROW_GROUP = 4;

  /** Most elements of one unrolled (im2col) block: 4M floats = 16 MiB. */
  static final int BLOCK_ELEMENTS = 1 << 22;

  public static DeviceArray convolution(ConvolutionOp op, DeviceArray lhs, DeviceArray rhs) {
    return convolution(op, lhs, rhs, Route.FASTEST);
  }

  /** Which kernel computes a float convolution; all give the same bits (tests compare them). */
  enum Route {
    /** The first that applies of: depthwise, implicit matmul, packed panels, unrolled. */
    FASTEST,
    /** Packed panels when they apply (not depthwise, not implicit), else unrolled. */
    PACKED,
    /** im2col into blocks and the matmul kernels. */
    UNROLLED
  }

  /** As above, through the chosen route. */
  static DeviceArray convolution(ConvolutionOp op, DeviceArray lhs, DeviceArray rhs, Route route) {
    Geometry g = ConvolutionTyping.geometry(op, lhs.type(), rhs.type());
    Plan p = new Plan(g, lhs.dims(), rhs.dims());
    boolean isFloat = lhs.isFloat();
    int outSize = Math.toIntExact((long) p.outBatch * p.outFeatures * p.positions);
    float[] outF = isFloat ? BufferPool.floats(outSize) : null;
    long[] outL = isFloat ? null : BufferPool.longs(outSize);
    DotGeneralOp dot = DotGeneralOp.newBuilder().addLhsBatchingDims(0).addRhsBatchingDims(0)
        .addLhsContractingDims(2).addRhsContractingDims(1).setPrecision(op.getPrecision())
        .setResultDtype(isFloat ? DType.F32 : DType.S64).build();
    DeviceArray weights = weightMatrix(p, rhs);
    boolean vector = MatmulKernels.vectorApiAvailable();
    if (route == Route.FASTEST && DepthwiseConvolution.applies(p, lhs)) {
      DepthwiseConvolution.run(p, lhs, weights, op.getPrecision(), outF);
      Numerics.roundInPlace(g.resultDtype(), outF);
      return DeviceArray.ofFloats(g.resultDtype(), p.outDims, outF);
    }
    if (route == Route.FASTEST && vector && ImplicitConvolution.applies(p, lhs)) {
      ImplicitConvolution.run(p, lhs, weights, op.getPrecision(), outF);
      Numerics.roundInPlace(g.resultDtype(), outF);
      return DeviceArray.ofFloats(g.resultDtype(), p.outDims, outF);
    }
    if (route != Route.UNROLLED && vector && PackedConvolution.applies(p, lhs)) {
      PackedConvolution.run(p, lhs, weights, op.getPrecision(), outF);
      Numerics.roundInPlace(g.resultDtype(), outF);
      return DeviceArray.ofFloats(g.resultDtype(), p.outDims, outF);
    }
    int totalRows = p.outBatch * p.positions;
    int rowsPerBlock = (int) Math.max(1, Math.min(totalRows, BLOCK_ELEMENTS / Math.max(1L, (long) p.groups * p.k)));
    KernelStop stop = KernelStop.current();
    for (int r0 = 0; r0 < totalRows; r0 += rowsPerBlock) {
      stop.check("a convolution");
      int rows = Math.min(rowsPerBlock, totalRows - r0);
      DeviceArray patches = patches(p, lhs, r0, rows);
      DeviceArray product = p.k == 0 ? null
          : isFloat && p.outFeaturesPerGroup < NARROW_GROUP ? narrowProduct(p, patches, weights, op.getPrecision())
          : MatmulKernels.dotGeneralUncached(dot, patches, weights);
      scatterRows(p, product, r0, rows, outF, outL);
    }
    int[] outDims = p.outDims;
    DType resultDtype = g.resultDtype();
    if (isFloat) {
      Numerics.roundInPlace(resultDtype, outF);
      return DeviceArray.ofFloats(resultDtype, outDims, outF);
    }
    ElementwiseKernels.wrapInPlace(resultDtype, outL);
    return DeviceArray.ofLongs(resultDtype, outDims, outL);
  }

  /** Sizes and strides of one convolution, in ints (every array here is int-indexed). */
  static final class Plan {
    final Geometry g;
    final int groups;
    final int outBatch;
    final int outFeatures;
    final int featuresPerGroup;
    final int outFeaturesPerGroup;
    final int positions;
    final int windowElements;
    final int k;
    final int[] outDims;
    final int[] lhsStrides;
    final int[] rhsStrides;
    final int[] outStrides;
    /** Per spatial dim: for output index o and window index w (o * window + w), the lhs index or -1 (padding, hole). */
    final int[][] inputIndex;
    final int[] outSpatial;
    final int[] window;

    Plan(Geometry g, int[] lhsDims, int[] rhsDims) {
      this.g = g;
      groups = g.featureGroups() * g.batchGroups();
      outBatch = Math.toIntExact(g.outputBatch());
      outFeatures = Math.toIntExact(g.outputFeatures());
      featuresPerGroup = Math.toIntExact(g.featuresPerGroup());
      outFeaturesPerGroup = outFeatures / groups;
      positions = Math.toIntExact(g.outputPositions());
      windowElements = Math.toIntExact(g.windowElements());
      k = Math.multiplyExact(windowElements, featuresPerGroup);
      outDims = new int[g.rank()];
      outDims[g.outBatchDim()] = outBatch;
      outDims[g.outFeatureDim()] = outFeatures;
      outSpatial = new int[g.spatial()];
      window = new int[g.spatial()];
      inputIndex = new int[g.spatial()][];
      for (int s = 0; s < g.spatial(); s++) {
        outSpatial[s] = Math.toIntExact(g.outputSpatial()[s]);
        window[s] = Math.toIntExact(g.windowSpatial()[s]);
        outDims[g.outSpatialDims()[s]] = outSpatial[s];
        inputIndex[s] = inputIndexTable(g, s, outSpatial[s], window[s]);
      }
      lhsStrides = strides(lhsDims);
      rhsStrides = strides(rhsDims);
      outStrides = strides(outDims);
    }

    private static int[] inputIndexTable(Geometry g, int s, int outSize, int windowSize) {
      int[] table = new int[outSize * windowSize];
      long in = g.inputSpatial()[s];
      for (int o = 0; o < outSize; o++) {
        for (int w = 0; w < windowSize; w++) {
          long padded = o * g.strides()[s] + w * g.rhsDilation()[s] - g.padLow()[s];
          long idx = -1;
          if (padded >= 0 && padded % g.lhsDilation()[s] == 0 && padded / g.lhsDilation()[s] < in) {
            idx = padded / g.lhsDilation()[s];
          }
          table[o * windowSize + w] = (int) idx;
        }
      }
      return table;
    }

    private static int[] strides(int[] dims) {
      int[] s = new int[dims.length];
      int stride = 1;
      for (int d = dims.length - 1; d >= 0; d--) {
        s[d] = stride;
        stride *= dims[d];
      }
      return s;
    }
  }

  /** The kernel as [groups, K, output features per group]; K = (window position, input feature) in that order. */
  private static DeviceArray weightMatrix(Plan p, DeviceArray rhs) {
    Geometry g = p.g;
    int size = Math.multiplyExact(p.groups, Math.multiplyExact(p.k, p.outFeaturesPerGroup));
    float[] f = rhs.isFloat() ? new float[size] : null;
    long[] l = rhs.isFloat() ? null : new long[size];
    int[] w = new int[g.spatial()];
    int inStride = p.rhsStrides[g.rhsInputFeatureDim()];
    int outStride = p.rhsStrides[g.rhsOutputFeatureDim()];
    for (int wi = 0; wi < p.windowElements; wi++) {
      int base = 0;
      for (int s = 0; s < g.spatial(); s++) {
        int idx = g.reversal()[s] ? p.window[s] - 1 - w[s] : w[s];
        base += idx * p.rhsStrides[g.rhsSpatialDims()[s]];
      }
      for (int grp = 0; grp < p.groups; grp++) {
        for (int c = 0; c < p.featuresPerGroup; c++) {
          int row = (grp * p.k + wi * p.featuresPerGroup + c) * p.outFeaturesPerGroup;
          int src = base + c * inStride + grp * p.outFeaturesPerGroup * outStride;
          for (int o = 0; o < p.outFeaturesPerGroup; o++) {
            if (f != null) {
              f[row + o] = rhs.floats()[src + o * outStride];
            } else {
              l[row + o] = rhs.longs()[src + o * outStride];
            }
          }
        }
      }
      increment(w, p.window);
    }
    int[] dims = {p.groups, p.k, p.outFeaturesPerGroup};
    return f != null ? DeviceArray.ofFloats(rhs.dtype(), dims, f) : DeviceArray.ofLongs(rhs.dtype(), dims, l);
  }

  /**
   * The unrolled lhs rows [r0, r0 + rows) of every group as [groups, rows, K]: row r is output image r / positions
   * at output position r % positions.
   */
  private static DeviceArray patches(Plan p, DeviceArray lhs, int r0, int rows) {
    int size = Math.multiplyExact(p.groups, Math.multiplyExact(rows, p.k));
    boolean isFloat = lhs.isFloat();
    float[] f = isFloat ? new float[size] : null;
    long[] l = isFloat ? null : new long[size];
    // row ranges write disjoint parts of the block: split over the cores when the block is large (a single thread
    // copying a 16 MiB block left the other core idle for a third of a 64->64 layer's time)
    forRowRanges(r0, rows, size, (from, to) -> patchRows(p, lhs, r0, rows, f, l, from, to));
    int[] dims = {p.groups, rows, p.k};
    return isFloat ? DeviceArray.ofFloats(lhs.dtype(), dims, f) : DeviceArray.ofLongs(lhs.dtype(), dims, l);
  }

  /** Elements of a block from which its unrolling and scattering are split over the cores. */
  static final int PARALLEL_COPY = 1 << 20;

  /**
   * Runs body over [r0, r0 + rows) in one range, or in one range per core when {@code elements} is large. The ranges
   * run as parts of one {@link KernelStop#forEachPart} loop: each carries the calling thread's question to the worker
   * that runs it and asks it before it starts (a block is at most {@link #BLOCK_ELEMENTS}, so a part at most that
   * over the cores). Before, the workers ran their ranges with no question installed.
   */
  static void forRowRanges(int r0, int rows, long elements, java.util.function.BiConsumer<Integer, Integer> body) {
    int parts = elements >= PARALLEL_COPY ? Math.min(rows, Runtime.getRuntime().availableProcessors()) : 1;
    if (parts <= 1) { // on this thread, under its own question: what one part of forEachPart does, without its loop
      KernelStop.current().check("a convolution");
      body.accept(r0, r0 + rows);
      return;
    }
    int per = (rows + parts - 1) / parts;
    KernelStop.forEachPart(java.util.stream.IntStream.range(0, parts).parallel(), part ->
        body.accept(r0 + part * per, Math.min(r0 + rows, r0 + (part + 1) * per)), "a convolution");
  }

  /** Rows [from, to) of the block of rows [r0, r0 + rows) into f or l. */
  private static void patchRows(Plan p, DeviceArray lhs, int r0, int rows, float[] f, long[] l, int from, int to) {
    Geometry g = p.g;
    boolean isFloat = lhs.isFloat();
    float[] srcF = isFloat ? lhs.floats() : null;
    long[] srcL = isFloat ? null : lhs.longs();
    int spatial = g.spatial();
    int featureStride = p.lhsStrides[g.lhsFeatureDim()];
    int batchStride = p.lhsStrides[g.lhsBatchDim()];
    int[] spatialStrides = new int[spatial];
    for (int s = 0; s < spatial; s++) {
      spatialStrides[s] = p.lhsStrides[g.lhsSpatialDims()[s]];
    }
    int[] pos = new int[spatial];
    int[] w = new int[spatial];
    int cg = p.featuresPerGroup;
    // per row, the spatial offset of each window element in an image (-1: padding or a dilation hole); it is the
    // same for every group, so it is found once per row
    int[] windowOffset = new int[p.windowElements];
    for (int r = from; r < to; r++) {
      int image = r / p.positions;
      unflatten(r % p.positions, p.outSpatial, pos);
      java.util.Arrays.fill(w, 0);
      for (int wi = 0; wi < p.windowElements; wi++) {
        int off = 0;
        for (int s = 0; s < spatial && off >= 0; s++) {
          int idx = p.inputIndex[s][pos[s] * p.window[s] + w[s]];
          off = idx < 0 ? -1 : off + idx * spatialStrides[s];
        }
        windowOffset[wi] = off;
        increment(w, p.window);
      }
      for (int grp = 0; grp < p.groups; grp++) {
        // a batch group takes its own contiguous slice of the lhs batch, a feature group its slice of the features
        int batchIndex = g.batchGroups() > 1 ? grp * p.outBatch + image : image;
        int featureBase = g.featureGroups() > 1 ? grp * cg : 0;
        int imageBase = batchIndex * batchStride + featureBase * featureStride;
        int dst = (grp * rows + (r - r0)) * p.k;
        for (int wi = 0; wi < p.windowElements; wi++, dst += cg) {
          if (windowOffset[wi] < 0) {
            continue; // stays zero
          }
          int src = imageBase + windowOffset[wi];
          if (isFloat) {
            if (featureStride == 1 && cg >= 16) {
              System.arraycopy(srcF, src, f, dst, cg);
            } else {
              for (int c = 0; c < cg; c++) {
                f[dst + c] = srcF[src + c * featureStride];
              }
            }
          } else {
            for (int c = 0; c < cg; c++) {
              l[dst + c] = srcL[src + c * featureStride];
            }
          }
        }
      }
    }
  }

  /**
   * The batched product [groups, rows, K] x [groups, K, Og] for narrow groups, with exactly the matmul kernels'
   * numerics: inputs rounded to bf16 under DEFAULT, each output {@code c = fma(a[k], b[k], c)} over k in order from
   * +0.0 in float32. Groups run in parallel when the work is large.
   */
  static DeviceArray narrowProduct(Plan p, DeviceArray patches, DeviceArray weights, DotGeneralOp.Precision precision) {
    float[] a = patches.floats();
    float[] b = weights.floats();
    if (precision == DotGeneralOp.Precision.DEFAULT) {
      if (patches.dtype() != DType.BF16) {
        Numerics.roundInPlace(DType.BF16, a); // the block is this kernel's own scratch
      }
      if (weights.dtype() != DType.BF16) {
        b = b.clone();
        Numerics.roundInPlace(DType.BF16, b);
      }
    }
    int groups = p.groups;
    int rows = patches.dims()[1];
    int k = p.k;
    int og = p.outFeaturesPerGroup;
    float[] c = new float[Math.multiplyExact(groups, Math.multiplyExact(rows, og))];
    float[] bw = b;
    java.util.stream.IntStream range = java.util.stream.IntStream.range(0, groups);
    if ((long) groups * rows * k * og >= MatmulKernels.PARALLEL_THRESHOLD) {
      range = range.parallel();
    }
    KernelStop.forEachPart(range, g -> {
      KernelStop stop = KernelStop.current();
      for (int r = 0; r < rows; r++) {
        if ((r & 63) == 0) {
          stop.check("a convolution"); // every 64 rows of a group
        }
        int aOff = (g * rows + r) * k;
        for (int o = 0; o < og; o++) {
          float acc = 0f;
          int bOff = g * k * og + o;
          for (int kk = 0; kk < k; kk++) {
            acc = Math.fma(a[aOff + kk], bw[bOff + kk * og], acc);
          }
          c[(g * rows + r) * og + o] = acc;
        }
      }
    }, "a convolution");
    return DeviceArray.ofFloats(DType.F32, new int[] {groups, rows, og}, c);
  }

  /** Writes a block's [groups, rows, output features per group] product into the output layout. */
  private static void scatterRows(Plan p, DeviceArray product, int r0, int rows, float[] outF, long[] outL) {
    if (product == null) {
      return; // K = 0: every output is an empty sum, already zero
    }
    forRowRanges(r0, rows, (long) rows * p.outFeatures, (from, to) -> scatterRows(p, product, r0, rows, outF, outL,
        from, to));
  }

  /** Rows [from, to) of the block of rows [r0, r0 + rows). */
  static void scatterRows(Plan p, DeviceArray product, int r0, int rows, float[] outF, long[] outL, int from,
      int to) {
    Geometry g = p.g;
    int[] pos = new int[g.spatial()];
    int featureStride = p.outStrides[g.outFeatureDim()];
    float[] pf = product.isFloat() ? product.floats() : null;
    long[] pl = product.isFloat() ? null : product.longs();
    for (int r = from; r < to; r++) {
      int image = r / p.positions;
      unflatten(r % p.positions, p.outSpatial, pos);
      int base = image * p.outStrides[g.outBatchDim()];
      for (int s = 0; s < g.spatial(); s++) {
        base += pos[s] * p.outStrides[g.outSpatialDims()[s]];
      }
      for (int grp = 0; grp < p.groups; grp++) {
        int src = (grp * rows + (r - r0)) * p.outFeaturesPerGroup;
        int dst = base + grp * p.outFeaturesPerGroup * featureStride;
        for (int o = 0; o < p.outFeaturesPerGroup; o++) {
          if (pf != null) {
            outF[dst + o * featureStride] = pf[src + o];
          } else {
            outL[dst + o * featureStride] = pl[src + o];
          }
        }
      }
    }
  }

  static void unflatten(int flat, int[] sizes, int[] out) {
    for (int s = sizes.length - 1; s >= 0; s--) {
      out[s] = flat % sizes[s];
      flat /= sizes[s];
    }
  }

  /** Row-major odometer step over {@code sizes}. */
  static void increment(int[] index, int[] sizes) {
    for (int s = index.length - 1; s >= 0; s--) {
      if (++index[s] < sizes[s]) {
        return;
      }
      index[s] = 0;
    }
  }
}
