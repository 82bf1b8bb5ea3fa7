package org.torchtpu.server.exec;

import java.util.stream.IntStream;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorSpecies;
import org.torchtpu.api.ir.ConvolutionTyping.Geometry;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;

/**
 * Float convolutions as an implicit matmul: the micro-kernel reads the unrolled lhs straight from a padded copy of
 * the input instead of from a packed or unrolled matrix. The copy (made once per call, about the input's size)
 * holds, per image, the input at every padded (and lhs-dilated) spatial position a window can reach, zero on padding
 * and dilation holes, features last; in it, element (row, k) of the unrolled lhs is at {@code rowBase[row] +
 * kOffset[k]}, so an 8-row micro-tile reads its k-th values from 8 row bases plus one shared offset. Packing the
 * unrolled rows ({@link PackedConvolution}) wrote every input element once per window position (nine times for a 3x3
 * window) before the multiply read them again; a profile of a 3-channel stem put that copy at a third of its time.
 *
 * <p>Numerics are the unrolled form's, bit for bit: the same values (the copy is rounded to bf16 under DEFAULT,
 * rounding being per element; padding and holes are +0.0 and their terms are kept), the same K order (window
 * position, then input feature), each output {@code c = fma(a[k], b[k], c)} over k in order from +0.0 in float32
 * (the tile's accumulators are stored and reloaded between k slices, which changes no value).
 *
 * <p>Only loaded when the JVM has the Vector API module (the caller checks).
 */
final class ImplicitConvolution {
  private ImplicitConvolution() {}

  private static final VectorSpecies<Float> SPECIES = FloatVector.SPECIES_PREFERRED;
  private static final int V = SPECIES.length();
  /** Output features per micro-tile: two vectors, the width of {@link VectorMatmul}'s panels. */
  private static final int NR = 2 * V;
  /** Rows per micro-tile. */
  private static final int MR = 8;
  /** Depth of the k slice whose weight panel (KC x NR floats) stays in L1 while the block's tiles pass. */
  private static final int KC = 256;
  /** Output rows per parallel unit, a multiple of MR. */
  static final int BLOCK_ROWS = 128;
  /** Largest padded copy, in floats (64 MiB; larger inputs take the packed route, whose scratch is per block). */
  private static final long MAX_COPY = 1L << 24;

  /**
   * The convolutions this kernel computes: float, output features per group a multiple of the micro-tile's width
   * (its tiles have no ragged edge), and a padded copy of reasonable size.
   */
  static boolean applies(ConvolutionKernels.Plan p, DeviceArray lhs) {
    if (!lhs.isFloat() || p.k == 0 || p.outFeaturesPerGroup % NR != 0 || p.outBatch * p.positions == 0) {
      return false;
    }
    long copy = copySize(p);
    return copy <= MAX_COPY && copy <= 4L * lhs.size() + (1 << 20); // lhs dilation can grow the copy past the input
  }

  /** Floats of the padded copy: lhs batch x padded spatial extents x input features. */
  private static long copySize(ConvolutionKernels.Plan p) {
    long size = (long) p.outBatch * p.g.batchGroups() * p.featuresPerGroup * p.g.featureGroups();
    for (int s = 0; s < p.g.spatial(); s++) {
      size *= paddedExtent(p, s);
    }
    return size;
  }

  /** Padded positions along dim s that some window reaches: the last output's last window element, plus one. */
  private static int paddedExtent(ConvolutionKernels.Plan p, int s) {
    Geometry g = p.g;
    return Math.toIntExact((p.outSpatial[s] - 1) * g.strides()[s] + (p.window[s] - 1) * g.rhsDilation()[s] + 1);
  }

  /**
   * The convolution into {@code out} (the output layout, zero on entry; float32, not yet rounded to the result
   * dtype).
   *
   * @param weights the kernel as {@link ConvolutionKernels} lays it out: [groups, K, output features per group]
   */
  static void run(ConvolutionKernels.Plan p, DeviceArray lhs, DeviceArray weights, DotGeneralOp.Precision precision,
      float[] out) {
    Geometry g = p.g;
    boolean round = precision == DotGeneralOp.Precision.DEFAULT;
    int spatial = g.spatial();
    int features = p.featuresPerGroup * g.featureGroups();
    int[] extent = new int[spatial];
    for (int s = 0; s < spatial; s++) {
      extent[s] = paddedExtent(p, s);
    }
    // strides of the copy [lhs batch, extent..., features]
    int[] copyStride = new int[spatial];
    int stride = features;
    for (int s = spatial - 1; s >= 0; s--) {
      copyStride[s] = stride;
      stride = Math.multiplyExact(stride, extent[s]);
    }
    int imageStride = stride;
    float[] x = paddedCopy(p, lhs, extent, imageStride);
    if (round && lhs.dtype() != DType.BF16) {
      Numerics.roundInPlace(DType.BF16, x);
    }
    int og = p.outFeaturesPerGroup;
    int panels = og / NR;
    int panelStride = og * p.k;
    float[] b = packWeights(p, weights.floats(), panels);
    if (round && weights.dtype() != DType.BF16) {
      Numerics.roundInPlace(DType.BF16, b);
    }
    int[] kOffset = kOffsets(p, copyStride);
    int[] positionBase = positionBases(p, copyStride);
    int totalRows = p.outBatch * p.positions;
    boolean inPlace = p.groups == 1 && PackedConvolution.rowMajorFeaturesLast(g);
    KernelStop.forEachPart(PackedConvolution.rowBlocks(totalRows, p), block -> {
      int r0 = block * BLOCK_ROWS;
      int rows = Math.min(BLOCK_ROWS, totalRows - r0);
      float[] product = inPlace ? out : new float[p.groups * rows * og];
      int[] rowBase = new int[rows];
      for (int grp = 0; grp < p.groups; grp++) {
        for (int i = 0; i < rows; i++) {
          int image = (r0 + i) / p.positions;
          // a batch group takes its own contiguous slice of the lhs batch, a feature group its slice of the features
          int batchIndex = g.batchGroups() > 1 ? grp * p.outBatch + image : image;
          int featureBase = g.featureGroups() > 1 ? grp * p.featuresPerGroup : 0;
          rowBase[i] = batchIndex * imageStride + positionBase[(r0 + i) % p.positions] + featureBase;
        }
        int cOff = inPlace ? r0 * og : grp * rows * og;
        multiply(x, rowBase, kOffset, b, grp * panelStride, product, cOff, rows, panels, og, p.k);
      }
      if (!inPlace) {
        ConvolutionKernels.scatterRows(p, DeviceArray.ofFloats(DType.F32, new int[] {p.groups, rows, og}, product),
            r0, rows, out, null, r0, r0 + rows);
      }
    }, "a convolution");
  }

  /** The input at every padded position [lhs batch, extent..., features]: zero on padding and dilation holes. */
  private static float[] paddedCopy(ConvolutionKernels.Plan p, DeviceArray lhs, int[] extent, int imageStride) {
    Geometry g = p.g;
    int spatial = g.spatial();
    int features = p.featuresPerGroup * g.featureGroups();
    int batch = p.outBatch * g.batchGroups();
    float[] src = lhs.floats();
    float[] copy = new float[Math.multiplyExact(batch, imageStride)];
    int featureStride = p.lhsStrides[g.lhsFeatureDim()];
    int batchStride = p.lhsStrides[g.lhsBatchDim()];
    // per dim and padded position: the input offset along that dim, or -1
    int[][] along = new int[spatial][];
    for (int s = 0; s < spatial; s++) {
      along[s] = new int[extent[s]];
      int in = Math.toIntExact(g.inputSpatial()[s]);
      int dilation = Math.toIntExact(g.lhsDilation()[s]);
      int padLow = Math.toIntExact(g.padLow()[s]);
      int inStride = p.lhsStrides[g.lhsSpatialDims()[s]];
      for (int q = 0; q < extent[s]; q++) {
        int padded = q - padLow;
        along[s][q] = padded >= 0 && padded % dilation == 0 && padded / dilation < in ? padded / dilation * inStride
            : -1;
      }
    }
    int positions = imageStride / Math.max(1, features);
    int[] q = new int[spatial];
    for (int pos = 0; pos < positions; pos++) {
      int off = 0;
      for (int s = 0; s < spatial && off >= 0; s++) {
        int a = along[s][q[s]];
        off = a < 0 ? -1 : off + a;
      }
      if (off >= 0) {
        for (int n = 0; n < batch; n++) {
          int from = n * batchStride + off;
          int to = n * imageStride + pos * features;
          if (featureStride == 1) {
            System.arraycopy(src, from, copy, to, features);
          } else {
            for (int c = 0; c < features; c++) {
              copy[to + c] = src[from + c * featureStride];
            }
          }
        }
      }
      ConvolutionKernels.increment(q, extent);
    }
    return copy;
  }

  /** Per k = (window element, input feature of the group): the element's offset from its row's base in the copy. */
  private static int[] kOffsets(ConvolutionKernels.Plan p, int[] copyStride) {
    Geometry g = p.g;
    int cg = p.featuresPerGroup;
    int[] offsets = new int[p.k];
    int[] w = new int[g.spatial()];
    for (int wi = 0; wi < p.windowElements; wi++) {
      int base = 0;
      for (int s = 0; s < g.spatial(); s++) {
        base += w[s] * Math.toIntExact(g.rhsDilation()[s]) * copyStride[s];
      }
      for (int c = 0; c < cg; c++) {
        offsets[wi * cg + c] = base + c;
      }
      ConvolutionKernels.increment(w, p.window);
    }
    return offsets;
  }

  /** Per output position: its window's first element in an image of the copy. */
  private static int[] positionBases(ConvolutionKernels.Plan p, int[] copyStride) {
    Geometry g = p.g;
    int[] bases = new int[p.positions];
    int[] pos = new int[g.spatial()];
    for (int i = 0; i < p.positions; i++) {
      int base = 0;
      for (int s = 0; s < g.spatial(); s++) {
        base += pos[s] * Math.toIntExact(g.strides()[s]) * copyStride[s];
      }
      bases[i] = base;
      ConvolutionKernels.increment(pos, p.outSpatial);
    }
    return bases;
  }

  /** [groups, K, og] as NR-wide column panels per group: panel j holds K rows of NR floats. */
  private static float[] packWeights(ConvolutionKernels.Plan p, float[] w, int panels) {
    int og = p.outFeaturesPerGroup;
    int k = p.k;
    float[] b = new float[Math.multiplyExact(p.groups, og * k)];
    for (int grp = 0; grp < p.groups; grp++) {
      for (int panel = 0; panel < panels; panel++) {
        int dst = grp * og * k + panel * NR * k;
        for (int kk = 0; kk < k; kk++) {
          System.arraycopy(w, (grp * k + kk) * og + panel * NR, b, dst + kk * NR, NR);
        }
      }
    }
    return b;
  }

  /** c[cOff + i * n + j] for the block's rows i and all n columns, k slices outermost, then panels, then tiles. */
  private static void multiply(float[] x, int[] rowBase, int[] kOffset, float[] b, int bOff, float[] c, int cOff,
      int rows, int panels, int n, int k) {
    KernelStop stop = KernelStop.current();
    for (int k0 = 0; k0 < k; k0 += KC) {
      stop.check("a convolution"); // once per KC slice of the block (a huge window makes k, not rows, the long side)
      int kc = Math.min(KC, k - k0);
      for (int panel = 0; panel < panels; panel++) {
        int bSlice = bOff + (panel * k + k0) * NR;
        int j0 = panel * NR;
        int i = 0;
        for (; i + MR <= rows; i += MR) {
          tile8(x, rowBase, i, kOffset, k0, kc, b, bSlice, c, cOff + i * n + j0, n);
        }
        for (; i < rows; i++) {
          tile1(x, rowBase[i], kOffset, k0, kc, b, bSlice, c, cOff + i * n + j0);
        }
      }
    }
  }

  /** An 8 x NR output tile over one k slice, the 8 rows' k-th values read at their bases plus the k's offset. */
  private static void tile8(float[] x, int[] rowBase, int i, int[] kOffset, int k0, int kc, float[] b, int bOff,
      float[] c, int cOff, int ldc) {
    int a0 = rowBase[i];
    int a1 = rowBase[i + 1];
    int a2 = rowBase[i + 2];
    int a3 = rowBase[i + 3];
    int a4 = rowBase[i + 4];
    int a5 = rowBase[i + 5];
    int a6 = rowBase[i + 6];
    int a7 = rowBase[i + 7];
    int c0 = cOff;
    int c1 = c0 + ldc;
    int c2 = c1 + ldc;
    int c3 = c2 + ldc;
    int c4 = c3 + ldc;
    int c5 = c4 + ldc;
    int c6 = c5 + ldc;
    int c7 = c6 + ldc;
    FloatVector acc00 = FloatVector.fromArray(SPECIES, c, c0);
    FloatVector acc01 = FloatVector.fromArray(SPECIES, c, c0 + V);
    FloatVector acc10 = FloatVector.fromArray(SPECIES, c, c1);
    FloatVector acc11 = FloatVector.fromArray(SPECIES, c, c1 + V);
    FloatVector acc20 = FloatVector.fromArray(SPECIES, c, c2);
    FloatVector acc21 = FloatVector.fromArray(SPECIES, c, c2 + V);
    FloatVector acc30 = FloatVector.fromArray(SPECIES, c, c3);
    FloatVector acc31 = FloatVector.fromArray(SPECIES, c, c3 + V);
    FloatVector acc40 = FloatVector.fromArray(SPECIES, c, c4);
    FloatVector acc41 = FloatVector.fromArray(SPECIES, c, c4 + V);
    FloatVector acc50 = FloatVector.fromArray(SPECIES, c, c5);
    FloatVector acc51 = FloatVector.fromArray(SPECIES, c, c5 + V);
    FloatVector acc60 = FloatVector.fromArray(SPECIES, c, c6);
    FloatVector acc61 = FloatVector.fromArray(SPECIES, c, c6 + V);
    FloatVector acc70 = FloatVector.fromArray(SPECIES, c, c7);
    FloatVector acc71 = FloatVector.fromArray(SPECIES, c, c7 + V);
    for (int kk = 0; kk < kc; kk++) {
      int bRow = bOff + kk * NR;
      int ko = kOffset[k0 + kk];
      FloatVector b0 = FloatVector.fromArray(SPECIES, b, bRow);
      FloatVector b1 = FloatVector.fromArray(SPECIES, b, bRow + V);
      FloatVector v = FloatVector.broadcast(SPECIES, x[a0 + ko]);
      acc00 = v.fma(b0, acc00);
      acc01 = v.fma(b1, acc01);
      v = FloatVector.broadcast(SPECIES, x[a1 + ko]);
      acc10 = v.fma(b0, acc10);
      acc11 = v.fma(b1, acc11);
      v = FloatVector.broadcast(SPECIES, x[a2 + ko]);
      acc20 = v.fma(b0, acc20);
      acc21 = v.fma(b1, acc21);
      v = FloatVector.broadcast(SPECIES, x[a3 + ko]);
      acc30 = v.fma(b0, acc30);
      acc31 = v.fma(b1, acc31);
      v = FloatVector.broadcast(SPECIES, x[a4 + ko]);
      acc40 = v.fma(b0, acc40);
      acc41 = v.fma(b1, acc41);
      v = FloatVector.broadcast(SPECIES, x[a5 + ko]);
      acc50 = v.fma(b0, acc50);
      acc51 = v.fma(b1, acc51);
      v = FloatVector.broadcast(SPECIES, x[a6 + ko]);
      acc60 = v.fma(b0, acc60);
      acc61 = v.fma(b1, acc61);
      v = FloatVector.broadcast(SPECIES, x[a7 + ko]);
      acc70 = v.fma(b0, acc70);
      acc71 = v.fma(b1, acc71);
    }
    acc00.intoArray(c, c0);
    acc01.intoArray(c, c0 + V);
    acc10.intoArray(c, c1);
    acc11.intoArray(c, c1 + V);
    acc20.intoArray(c, c2);
    acc21.intoArray(c, c2 + V);
    acc30.intoArray(c, c3);
    acc31.intoArray(c, c3 + V);
    acc40.intoArray(c, c4);
    acc41.intoArray(c, c4 + V);
    acc50.intoArray(c, c5);
    acc51.intoArray(c, c5 + V);
    acc60.intoArray(c, c6);
    acc61.intoArray(c, c6 + V);
    acc70.intoArray(c, c7);
    acc71.intoArray(c, c7 + V);
  }

  /** A 1 x NR output tile, for the block's last rows. */
  private static void tile1(float[] x, int a0, int[] kOffset, int k0, int kc, float[] b, int bOff, float[] c,
      int cOff) {
    FloatVector acc0 = FloatVector.fromArray(SPECIES, c, cOff);
    FloatVector acc1 = FloatVector.fromArray(SPECIES, c, cOff + V);
    for (int kk = 0; kk < kc; kk++) {
      int bRow = bOff + kk * NR;
      FloatVector v = FloatVector.broadcast(SPECIES, x[a0 + kOffset[k0 + kk]]);
      acc0 = v.fma(FloatVector.fromArray(SPECIES, b, bRow), acc0);
      acc1 = v.fma(FloatVector.fromArray(SPECIES, b, bRow + V), acc1);
    }
    acc0.intoArray(c, cOff);
    acc1.intoArray(c, cOff + V);
  }
}
