package org.torchtpu.server.exec;

import java.util.stream.IntStream;
import org.torchtpu.api.ir.ConvolutionTyping.Geometry;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;

/**
 * Float convolutions on the Vector API matmul micro-kernel ({@link VectorMatmul}) with the unrolled lhs packed
 * straight from the input into the micro-kernel's row panels, one small block of output rows at a time, instead
 * of unrolling the whole lhs into a [groups, rows, K] matrix that the matmul then copies again into panels and
 * whose product is copied once more into the output layout (three passes over the unrolled matrix, which a
 * profile of a 64->64 3x3 layer measured at more than half its time). A block's panels (at most
 * {@link #BLOCK_ROWS} x K floats) stay in the core's cache between the packing and the multiply, and when the
 * output is row-major with the feature dimension last and one group, the micro-kernel writes the output in place.
 *
 * <p>Numerics are the unrolled form's, bit for bit: the same K order (window position, then input feature),
 * inputs rounded to bf16 under DEFAULT (rounding is per element, so rounding the input once before copying gives
 * the same values as rounding the copies), each output {@code c = fma(a[k], b[k], c)} over k in order from +0.0
 * in float32, with a = +0.0 on padding and dilation holes (those terms are kept, as in the unrolled matrix).
 */
final class PackedConvolution {
  private PackedConvolution() {}

  /** Output rows per packed block: a multiple of the micro-kernel's row panel and of its row block. */
  static final int BLOCK_ROWS = 128;

  /**
   * The float convolutions this kernel computes (the caller checks the Vector API is present): a block's packed rows
   * (BLOCK_ROWS x K floats per worker) stay within the unrolled route's block bound, so a huge K takes that route.
   */
  static boolean applies(ConvolutionKernels.Plan p, DeviceArray lhs) {
    return lhs.isFloat() && p.k > 0 && p.outFeaturesPerGroup >= ConvolutionKernels.NARROW_GROUP
        && (long) BLOCK_ROWS * p.k <= ConvolutionKernels.BLOCK_ELEMENTS;
  }

  /**
   * The convolution into {@code out} (the output layout, zero on entry; float32, not yet rounded to the result
   * dtype).
   *
   * @param weights the kernel as {@link ConvolutionKernels} lays it out: [groups, K, output features per group]
   */
  static void run(ConvolutionKernels.Plan p, DeviceArray lhs, DeviceArray weights, DotGeneralOp.Precision precision,
      float[] out) {
    boolean round = precision == DotGeneralOp.Precision.DEFAULT;
    float[] x = lhs.floats();
    if (round && lhs.dtype() != DType.BF16) {
      x = x.clone();
      Numerics.roundInPlace(DType.BF16, x);
    }
    int nr = VectorMatmul.panelWidth();
    int og = p.outFeaturesPerGroup;
    int panels = (og + nr - 1) / nr;
    int panelStride = MatmulPacking.packedRhsStride(og, p.k, nr);
    float[] b = packWeights(p, weights.floats(), nr, panels, panelStride);
    if (round && weights.dtype() != DType.BF16) {
      Numerics.roundInPlace(DType.BF16, b);
    }
    int totalRows = p.outBatch * p.positions;
    boolean inPlace = p.groups == 1 && rowMajorFeaturesLast(p.g);
    float[] xs = x;
    int[] offsets = windowOffsets(p);
    KernelStop.forEachPart(rowBlocks(totalRows, p), block -> {
      int r0 = block * BLOCK_ROWS;
      int rows = Math.min(BLOCK_ROWS, totalRows - r0);
      float[] a = MatmulPacking.borrow(0, MatmulPacking.packedLhsStride(rows, p.k));
      try {
        float[] product = inPlace ? out : new float[p.groups * rows * og];
        for (int grp = 0; grp < p.groups; grp++) {
          packRows(p, xs, grp, r0, rows, offsets, a);
          int cOff = inPlace ? r0 * og : grp * rows * og;
          VectorMatmul.multiply(a, 0, b, grp * panelStride, product, cOff, 0, rows, 0, panels, og, p.k);
        }
        if (!inPlace) {
          ConvolutionKernels.scatterRows(p, DeviceArray.ofFloats(DType.F32, new int[] {p.groups, rows, og}, product),
              r0, rows, out, null, r0, r0 + rows);
        }
      } finally {
        MatmulPacking.giveBack(0, a);
      }
    }, "a convolution");
  }

  /** The output is [batch, spatial..., features] row-major: row r of the product is the output's r-th row. */
  static boolean rowMajorFeaturesLast(Geometry g) {
    if (g.outBatchDim() != 0 || g.outFeatureDim() != g.rank() - 1) {
      return false;
    }
    for (int s = 0; s < g.spatial(); s++) {
      if (g.outSpatialDims()[s] != s + 1) {
        return false;
      }
    }
    return true;
  }

  /** [groups, K, og] as the micro-kernel's column panels per group (columns past og zero). */
  private static float[] packWeights(ConvolutionKernels.Plan p, float[] w, int nr, int panels, int panelStride) {
    int og = p.outFeaturesPerGroup;
    float[] b = new float[Math.multiplyExact(p.groups, panelStride)];
    for (int grp = 0; grp < p.groups; grp++) {
      for (int panel = 0; panel < panels; panel++) {
        int j0 = panel * nr;
        int width = Math.min(nr, og - j0);
        int dst = grp * panelStride + j0 * p.k;
        for (int kk = 0; kk < p.k; kk++) {
          System.arraycopy(w, (grp * p.k + kk) * og + j0, b, dst + kk * nr, width);
        }
      }
    }
    return b;
  }

  /**
   * Per output position and window element, the element's spatial offset in its image (-1: padding or a dilation
   * hole), as [positions][window elements]: the same for every image and group, so it is built once per call (at
   * most K / features-per-group times the unrolled matrix's size). Per position an outer sum over the spatial dims
   * (dim 0 outermost, the order of {@link ConvolutionKernels#increment}), positions stepped by an odometer: the
   * per-element index arithmetic, done per row, was a third of a 3-channel stem's time.
   */
  private static int[] windowOffsets(ConvolutionKernels.Plan p) {
    int rows = p.positions;
    Geometry g = p.g;
    int spatial = g.spatial();
    // per dim, output index o and window index w: the input element's offset along that dim, or -1
    int[][] along = new int[spatial][];
    for (int s = 0; s < spatial; s++) {
      int stride = p.lhsStrides[g.lhsSpatialDims()[s]];
      int[] index = p.inputIndex[s];
      along[s] = new int[index.length];
      for (int i = 0; i < index.length; i++) {
        along[s][i] = index[i] < 0 ? -1 : index[i] * stride;
      }
    }
    int window = p.windowElements;
    int[] offsets = new int[Math.multiplyExact(rows, window)];
    int[] pos = new int[spatial];
    int[] scratch = new int[window];
    for (int i = 0; i < rows; i++) {
      // after dims [0, s) the row's first `count` entries hold the partial offsets in row-major window order
      int[] cur = offsets;
      int base = i * window;
      cur[base] = 0;
      int count = 1;
      for (int s = 0; s < spatial; s++) {
        int ws = p.window[s];
        int from = pos[s] * ws;
        int[] dims = along[s];
        for (int e = count - 1; e >= 0; e--) {
          int partial = cur[base + e];
          for (int w = ws - 1; w >= 0; w--) {
            int d = dims[from + w];
            scratch[e * ws + w] = partial < 0 || d < 0 ? -1 : partial + d;
          }
        }
        count *= ws;
        System.arraycopy(scratch, 0, cur, base, count);
      }
      ConvolutionKernels.increment(pos, p.outSpatial);
    }
    return offsets;
  }

  /**
   * Rows [r0, r0 + rows) of group grp's unrolled lhs (offsets from {@link #windowOffsets}) into {@code a} as the
   * micro-kernel's row panels ({@link MatmulPacking}: panels of MR rows, element (kk, r) at kk * MR + r), zeros on
   * padding.
   */
  private static void packRows(ConvolutionKernels.Plan p, float[] x, int grp, int r0, int rows, int[] offsets,
      float[] a) {
    Geometry g = p.g;
    int mr = VectorMatmul.MR;
    int cg = p.featuresPerGroup;
    int k = p.k;
    int window = p.windowElements;
    int featureStride = p.lhsStrides[g.lhsFeatureDim()];
    int batchStride = p.lhsStrides[g.lhsBatchDim()];
    for (int i = 0; i < rows; i++) {
      int image = (r0 + i) / p.positions;
      int offsetRow = (r0 + i) % p.positions * window;
      // a batch group takes its own contiguous slice of the lhs batch, a feature group its slice of the features
      int batchIndex = g.batchGroups() > 1 ? grp * p.outBatch + image : image;
      int featureBase = g.featureGroups() > 1 ? grp * cg : 0;
      int imageBase = batchIndex * batchStride + featureBase * featureStride;
      int dst = (i / mr) * mr * k + i % mr;
      for (int wi = 0; wi < window; wi++) {
        int off = offsets[offsetRow + wi];
        if (off < 0) {
          for (int c = 0; c < cg; c++, dst += mr) {
            a[dst] = 0f;
          }
          continue;
        }
        int src = imageBase + off;
        if (featureStride == 1) {
          for (int c = 0; c < cg; c++, dst += mr) {
            a[dst] = x[src + c];
          }
        } else {
          for (int c = 0; c < cg; c++, dst += mr) {
            a[dst] = x[src + c * featureStride];
          }
        }
      }
    }
  }

  /**
   * The {@link #BLOCK_ROWS}-row blocks of a convolution's {@code totalRows} output rows, split over the cores when
   * the multiply-adds are worth it (the matmul kernels' threshold).
   */
  static IntStream rowBlocks(int totalRows, ConvolutionKernels.Plan p) {
    int blocks = (totalRows + BLOCK_ROWS - 1) / BLOCK_ROWS;
    IntStream range = IntStream.range(0, blocks);
    return (long) totalRows * p.outFeatures * p.k >= MatmulKernels.PARALLEL_THRESHOLD && blocks > 1
        ? range.parallel() : range;
  }
}
