package org.torchtpu.server.exec;

import java.util.stream.IntStream;
import org.torchtpu.api.ir.ConvolutionTyping.Geometry;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;

/**
 * Float convolutions with one input feature per group (depthwise, any channel multiplier; batch_group_count 1),
 * evaluated directly instead of through an unrolled matrix: for each output position, the window's elements in K
 * order, each a row of fused multiply-adds over all output features at once. The unrolled form copied every input
 * element once per window position into a [groups, rows, K] matrix (9 copies for a 3x3 window) and then ran one
 * K-long dot per output with a strided weight read; a depthwise 3x3 layer measured 0.1 GFLOP/s that way.
 *
 * <p>Numerics are {@link ConvolutionKernels#narrowProduct}'s, bit for bit: inputs rounded to bf16 under DEFAULT,
 * each output {@code c = fma(a[k], b[k], c)} over the window's K elements in the same order from +0.0 in float32,
 * with a = +0.0 where the window lies on padding or a dilation hole (those terms are kept: 0 x inf is NaN, and
 * +0 + -0 is +0); the caller rounds to the result dtype as before.
 */
final class DepthwiseConvolution {
  private DepthwiseConvolution() {}

  /** One input feature per group and no batch groups: the case this kernel computes. */
  static boolean applies(ConvolutionKernels.Plan p, DeviceArray lhs) {
    return lhs.isFloat() && p.featuresPerGroup == 1 && p.g.batchGroups() == 1 && p.k > 0;
  }

  /**
   * The convolution in the output layout (float32, not yet rounded to the result dtype).
   *
   * @param weights the kernel as {@link ConvolutionKernels} lays it out: [groups, K, output features per group]
   */
  static float[] run(ConvolutionKernels.Plan p, DeviceArray lhs, DeviceArray weights, DotGeneralOp.Precision precision,
      float[] out) {
    Geometry g = p.g;
    boolean round = precision == DotGeneralOp.Precision.DEFAULT;
    float[] x = lhs.floats();
    if (round && lhs.dtype() != DType.BF16) {
      x = x.clone();
      Numerics.roundInPlace(DType.BF16, x);
    }
    int features = p.outFeatures;
    int og = p.outFeaturesPerGroup;
    int window = p.windowElements;
    // weights as [K][output feature]: one contiguous row per window element
    float[] w = new float[window * features];
    float[] src = weights.floats();
    for (int grp = 0; grp < p.groups; grp++) {
      for (int wi = 0; wi < window; wi++) {
        System.arraycopy(src, (grp * window + wi) * og, w, wi * features + grp * og, og);
      }
    }
    if (round && weights.dtype() != DType.BF16) {
      Numerics.roundInPlace(DType.BF16, w);
    }
    int totalRows = p.outBatch * p.positions;
    float[] xs = x;
    int parts = (long) totalRows * features * window >= MatmulKernels.PARALLEL_THRESHOLD
        ? Math.min(totalRows, Runtime.getRuntime().availableProcessors()) : 1;
    if (totalRows == 0) {
      return out;
    }
    int perPart = (totalRows + parts - 1) / parts;
    IntStream range = IntStream.range(0, parts);
    KernelStop.forEachPart(parts > 1 ? range.parallel() : range, part ->
        rows(p, xs, w, out, part * perPart, Math.min(totalRows, (part + 1) * perPart)), "a convolution");
    return out;
  }

  /** Output rows [r0, r1): row r is output image r / positions at output position r % positions. */
  private static void rows(ConvolutionKernels.Plan p, float[] x, float[] w, float[] out, int r0, int r1) {
    Geometry g = p.g;
    int spatial = g.spatial();
    int features = p.outFeatures;
    int og = p.outFeaturesPerGroup;
    int window = p.windowElements;
    int inFeatureStride = p.lhsStrides[g.lhsFeatureDim()];
    int batchStride = p.lhsStrides[g.lhsBatchDim()];
    int outFeatureStride = p.outStrides[g.outFeatureDim()];
    int[] spatialStrides = new int[spatial];
    for (int s = 0; s < spatial; s++) {
      spatialStrides[s] = p.lhsStrides[g.lhsSpatialDims()[s]];
    }
    boolean vector = MatmulKernels.vectorApiAvailable();
    boolean contiguousInput = og == 1 && inFeatureStride == 1;
    float[] zeros = new float[features];
    float[] acc = new float[features];
    int[] pos = new int[spatial];
    int[] wIndex = new int[spatial];
    KernelStop stop = KernelStop.current();
    for (int r = r0; r < r1; r++) {
      if (((r - r0) & 63) == 0) {
        stop.check("a convolution"); // every 64 output rows
      }
      int image = r / p.positions;
      ConvolutionKernels.unflatten(r % p.positions, p.outSpatial, pos);
      java.util.Arrays.fill(acc, 0f);
      java.util.Arrays.fill(wIndex, 0);
      int imageBase = image * batchStride;
      for (int wi = 0; wi < window; wi++) {
        int off = 0;
        for (int s = 0; s < spatial && off >= 0; s++) {
          int idx = p.inputIndex[s][pos[s] * p.window[s] + wIndex[s]];
          off = idx < 0 ? -1 : off + idx * spatialStrides[s];
        }
        ConvolutionKernels.increment(wIndex, p.window);
        int wOff = wi * features;
        if (contiguousInput) {
          float[] a = off < 0 ? zeros : x;
          int aOff = off < 0 ? 0 : imageBase + off;
          if (vector) {
            VectorFma.rows(a, aOff, w, wOff, acc, 0, features);
          } else {
            for (int c = 0; c < features; c++) {
              acc[c] = Math.fma(a[aOff + c], w[wOff + c], acc[c]);
            }
          }
        } else {
          for (int grp = 0; grp < p.groups; grp++) {
            float s = off < 0 ? 0f : x[imageBase + off + grp * inFeatureStride];
            if (vector) {
              VectorFma.scaled(s, w, wOff + grp * og, acc, grp * og, og);
            } else {
              for (int j = grp * og; j < (grp + 1) * og; j++) {
                acc[j] = Math.fma(s, w[wOff + j], acc[j]);
              }
            }
          }
        }
      }
      int base = image * p.outStrides[g.outBatchDim()];
      for (int s = 0; s < spatial; s++) {
        base += pos[s] * p.outStrides[g.outSpatialDims()[s]];
      }
      if (outFeatureStride == 1) {
        System.arraycopy(acc, 0, out, base, features);
      } else {
        for (int c = 0; c < features; c++) {
          out[base + c * outFeatureStride] = acc[c];
        }
      }
    }
  }
}
