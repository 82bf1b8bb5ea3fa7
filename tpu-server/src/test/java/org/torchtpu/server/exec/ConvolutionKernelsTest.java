package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.ConvolutionOp;
import org.torchtpu.api.v1.DType;

/**
 * What the golden cases (GoldenOpsTest, convolution.json) do not reach: an input large enough to be
 * unrolled in several row blocks, which must give the bits of a direct evaluation of the
 * definition in the kernel's own order (bf16 products exact in float32, summed in K order).
 */
class ConvolutionKernelsTest {

  @Test
  void blockedUnrollingMatchesTheDefinitionBitForBit() {
    Random random = new Random(14);
    int n = 4;
    int c = 32;
    int h = 70;
    int w = 70;
    int o = 8;
    float[] x = new float[n * h * w * c];
    float[] k = new float[3 * 3 * c * o];
    for (int i = 0; i < x.length; i++) {
      x[i] = Numerics.round(DType.BF16, (float) random.nextGaussian());
    }
    for (int i = 0; i < k.length; i++) {
      k[i] = Numerics.round(DType.BF16, (float) random.nextGaussian());
    }
    ConvolutionOp op = ConvolutionOp.newBuilder().setInputBatchDimension(0).setInputFeatureDimension(3)
        .addAllInputSpatialDimensions(List.of(1L, 2L)).setKernelInputFeatureDimension(2)
        .setKernelOutputFeatureDimension(3).addAllKernelSpatialDimensions(List.of(0L, 1L)).setOutputBatchDimension(0)
        .setOutputFeatureDimension(3).addAllOutputSpatialDimensions(List.of(1L, 2L)).setFeatureGroupCount(1)
        .setBatchGroupCount(1).addAllPaddingLow(List.of(1L, 1L)).addAllPaddingHigh(List.of(1L, 1L)).build();
    DeviceArray lhs = DeviceArray.ofFloats(DType.F32, new int[] {n, h, w, c}, x);
    DeviceArray rhs = DeviceArray.ofFloats(DType.F32, new int[] {3, 3, c, o}, k);
    // 4 * 70 * 70 rows of K = 288: more than one block of ConvolutionKernels.BLOCK_ELEMENTS
    assertThat((long) n * h * w * 9 * c).isGreaterThan(ConvolutionKernels.BLOCK_ELEMENTS);
    float[] got = ConvolutionKernels.convolution(op, lhs, rhs).floats();
    int mismatches = 0;
    for (int b = 0; b < n; b++) {
      for (int y = 0; y < h; y++) {
        for (int xx = 0; xx < w; xx++) {
          for (int oc = 0; oc < o; oc++) {
            float acc = 0f;
            for (int dy = 0; dy < 3; dy++) {
              for (int dx = 0; dx < 3; dx++) {
                int iy = y + dy - 1;
                int ix = xx + dx - 1;
                for (int ic = 0; ic < c; ic++) {
                  float v = iy < 0 || iy >= h || ix < 0 || ix >= w ? 0f : x[((b * h + iy) * w + ix) * c + ic];
                  acc = Math.fma(v, k[((dy * 3 + dx) * c + ic) * o + oc], acc);
                }
              }
            }
            if (Float.floatToIntBits(acc) != Float.floatToIntBits(got[((b * h + y) * w + xx) * o + oc])) {
              mismatches++;
            }
          }
        }
      }
    }
    assertThat(mismatches).isZero();
  }

  /**
   * Depthwise (and other narrow-group) convolutions skip the matmul kernels; the direct product must keep their
   * numerics: float32 inputs rounded to bf16 under DEFAULT, fma over K in order from +0.
   */
  @Test
  void depthwiseMatchesTheDefinitionBitForBit() {
    Random random = new Random(141);
    int n = 2;
    int h = 9;
    int w = 7;
    int c = 6;
    int multiplier = 2;
    int o = c * multiplier;
    float[] x = new float[n * h * w * c];
    float[] k = new float[3 * 3 * o];
    for (int i = 0; i < x.length; i++) {
      x[i] = (float) random.nextGaussian(); // not bf16: DEFAULT must round them
    }
    for (int i = 0; i < k.length; i++) {
      k[i] = (float) random.nextGaussian();
    }
    ConvolutionOp op = ConvolutionOp.newBuilder().setInputBatchDimension(0).setInputFeatureDimension(3)
        .addAllInputSpatialDimensions(List.of(1L, 2L)).setKernelInputFeatureDimension(2)
        .setKernelOutputFeatureDimension(3).addAllKernelSpatialDimensions(List.of(0L, 1L)).setOutputBatchDimension(0)
        .setOutputFeatureDimension(3).addAllOutputSpatialDimensions(List.of(1L, 2L)).setFeatureGroupCount(c)
        .setBatchGroupCount(1).addAllPaddingLow(List.of(1L, 0L)).addAllPaddingHigh(List.of(1L, 2L)).build();
    float[] got = ConvolutionKernels.convolution(op, DeviceArray.ofFloats(DType.F32, new int[] {n, h, w, c}, x),
        DeviceArray.ofFloats(DType.F32, new int[] {3, 3, 1, o}, k)).floats();
    int ow = w + 2 - 3 + 1;
    int mismatches = 0;
    for (int b = 0; b < n; b++) {
      for (int y = 0; y < h; y++) {
        for (int xx = 0; xx < ow; xx++) {
          for (int oc = 0; oc < o; oc++) {
            int ic = oc / multiplier;
            float acc = 0f;
            for (int dy = 0; dy < 3; dy++) {
              for (int dx = 0; dx < 3; dx++) {
                int iy = y + dy - 1;
                int ix = xx + dx;
                float v = iy < 0 || iy >= h || ix >= w ? 0f : Numerics.round(DType.BF16, x[((b * h + iy) * w + ix) * c + ic]);
                acc = Math.fma(v, Numerics.round(DType.BF16, k[(dy * 3 + dx) * o + oc]), acc);
              }
            }
            if (Float.floatToIntBits(acc) != Float.floatToIntBits(got[((b * h + y) * ow + xx) * o + oc])) {
              mismatches++;
            }
          }
        }
      }
    }
    assertThat(mismatches).isZero();
  }

  /**
   * The direct depthwise kernel against the unrolled form (im2col and the matmul kernels or the narrow product) bit
   * for bit: channel multipliers 1 and 3, NHWC and NCHW, strides, padding, both dilations, window reversal, DEFAULT
   * and HIGHEST, non-bf16 inputs and special values (infinities in the weights make padding terms NaN, signed zeros).
   */
  @Test
  void directDepthwiseMatchesTheUnrolledFormBitForBit() {
    Random random = new Random(16);
    int cases = 0;
    for (int multiplier : new int[] {1, 3}) {
      for (boolean channelsLast : new boolean[] {true, false}) {
        for (org.torchtpu.api.v1.DotGeneralOp.Precision precision : List.of(
            org.torchtpu.api.v1.DotGeneralOp.Precision.DEFAULT, org.torchtpu.api.v1.DotGeneralOp.Precision.HIGHEST)) {
          for (int variant = 0; variant < 3; variant++) {
            int n = 2;
            int c = 40; // more than one 16-lane vector and a tail
            int h = 11;
            int w = 9;
            int o = c * multiplier;
            float[][] xk = operandsWithSpecials(random, n * h * w * c, 3 * 3 * o);
            float[] x = xk[0];
            float[] k = xk[1];
            int[] xDims = channelsLast ? new int[] {n, h, w, c} : new int[] {n, c, h, w};
            ConvolutionOp.Builder op = conv2d(channelsLast, c, 1, precision).addAllPaddingLow(List.of(1L, 2L))
                .addAllPaddingHigh(List.of(1L, 0L));
            if (variant == 1) {
              op.addAllWindowStrides(List.of(2L, 1L)).addAllRhsDilation(List.of(1L, 2L));
            } else if (variant == 2) {
              op.addAllLhsDilation(List.of(2L, 1L)).addAllWindowReversal(List.of(true, false));
            }
            DeviceArray lhs = DeviceArray.ofFloats(DType.F32, xDims, x);
            DeviceArray rhs = DeviceArray.ofFloats(DType.F32, new int[] {3, 3, 1, o}, k);
            float[] direct = ConvolutionKernels.convolution(op.build(), lhs, rhs, ConvolutionKernels.Route.FASTEST)
                .floats();
            float[] unrolled = ConvolutionKernels.convolution(op.build(), lhs, rhs, ConvolutionKernels.Route.UNROLLED)
                .floats();
            assertThat(direct).hasSameSizeAs(unrolled);
            for (int i = 0; i < direct.length; i++) {
              if (Float.floatToRawIntBits(direct[i]) != Float.floatToRawIntBits(unrolled[i])) {
                throw new AssertionError("multiplier " + multiplier + ", channels last " + channelsLast + ", " + precision
                    + ", variant " + variant + ": output " + i + " is " + direct[i] + " directly, " + unrolled[i]
                    + " unrolled");
              }
            }
            cases++;
          }
        }
      }
    }
    assertThat(cases).isEqualTo(24);
  }

  /**
   * The packed kernel (the unrolled lhs packed straight into the micro-kernel's panels, block by block) and the
   * implicit one (the micro-kernel reading a padded copy of the input; the fastest route when the output features
   * per group are whole panels) against the unrolled form (im2col, then the matmul kernels) bit for bit: 3-channel
   * stems, 40 output features (a full 32-wide panel and a tail at AVX-512, only packed), 64 (implicit), more than
   * one block of rows, feature groups and batch groups (written through the scatter), NHWC and NCHW, strides,
   * padding (negative too), both dilations, window reversal, DEFAULT and HIGHEST, non-bf16 inputs and special values
   * (infinities make padding terms NaN, signed zeros).
   */
  @Test
  void packedAndImplicitMatchTheUnrolledFormBitForBit() {
    assertThat(MatmulKernels.vectorApiAvailable()).as("the packed kernel needs the Vector API").isTrue();
    Random random = new Random(17);
    int cases = 0;
    for (int[] shape : new int[][] {{3, 40, 1, 1}, {3, 64, 1, 1}, {16, 24, 2, 1}, {16, 128, 2, 1}, {8, 8, 1, 2},
        {8, 128, 1, 2}}) {
      int c = shape[0];
      int o = shape[1];
      int featureGroups = shape[2];
      int batchGroups = shape[3];
      for (boolean channelsLast : new boolean[] {true, false}) {
        for (org.torchtpu.api.v1.DotGeneralOp.Precision precision : List.of(
            org.torchtpu.api.v1.DotGeneralOp.Precision.DEFAULT, org.torchtpu.api.v1.DotGeneralOp.Precision.HIGHEST)) {
          for (int variant = 0; variant < 3; variant++) {
            int n = 2 * batchGroups;
            int h = 19;
            int w = 13;
            float[][] xk = operandsWithSpecials(random, n * h * w * c, 3 * 3 * (c / featureGroups) * o);
            float[] x = xk[0];
            float[] k = xk[1];
            int[] xDims = channelsLast ? new int[] {n, h, w, c} : new int[] {n, c, h, w};
            ConvolutionOp.Builder op = conv2d(channelsLast, featureGroups, batchGroups, precision);
            if (variant == 0) {
              op.addAllPaddingLow(List.of(1L, 1L)).addAllPaddingHigh(List.of(1L, 1L));
            } else if (variant == 1) {
              op.addAllPaddingLow(List.of(1L, -1L)).addAllPaddingHigh(List.of(0L, 2L))
                  .addAllWindowStrides(List.of(2L, 1L)).addAllRhsDilation(List.of(1L, 2L));
            } else {
              op.addAllPaddingLow(List.of(2L, 1L)).addAllPaddingHigh(List.of(1L, 1L))
                  .addAllLhsDilation(List.of(2L, 1L)).addAllWindowReversal(List.of(true, false));
            }
            DeviceArray lhs = DeviceArray.ofFloats(DType.F32, xDims, x);
            DeviceArray rhs = DeviceArray.ofFloats(DType.F32, new int[] {3, 3, c / featureGroups, o}, k);
            float[] unrolled = ConvolutionKernels.convolution(op.build(), lhs, rhs, ConvolutionKernels.Route.UNROLLED)
                .floats();
            for (ConvolutionKernels.Route route : List.of(ConvolutionKernels.Route.PACKED,
                ConvolutionKernels.Route.FASTEST)) {
              float[] got = ConvolutionKernels.convolution(op.build(), lhs, rhs, route).floats();
              assertThat(got).hasSameSizeAs(unrolled);
              for (int i = 0; i < got.length; i++) {
                if (Float.floatToRawIntBits(got[i]) != Float.floatToRawIntBits(unrolled[i])) {
                  throw new AssertionError(route + ", shape " + java.util.Arrays.toString(shape) + ", channels last "
                      + channelsLast + ", " + precision + ", variant " + variant + ": output " + i + " is " + got[i]
                      + ", unrolled " + unrolled[i]);
                }
              }
            }
            cases++;
          }
        }
      }
    }
    assertThat(cases).isEqualTo(72);
  }

  /** A layer large enough to be split over the cores in blocks, packed and implicit against unrolled, bit for bit. */
  @Test
  void blocksSplitOverTheCoresMatchTheUnrolledForm() {
    Random random = new Random(18);
    int n = 3;
    int h = 23;
    int w = 29;
    int c = 64;
    int o = 64;
    float[] x = new float[n * h * w * c];
    float[] k = new float[3 * 3 * c * o];
    for (int i = 0; i < x.length; i++) {
      x[i] = (float) random.nextGaussian();
    }
    for (int i = 0; i < k.length; i++) {
      k[i] = (float) random.nextGaussian();
    }
    ConvolutionOp op = ConvolutionOp.newBuilder().setInputBatchDimension(0).setInputFeatureDimension(3)
        .addAllInputSpatialDimensions(List.of(1L, 2L)).setKernelInputFeatureDimension(2)
        .setKernelOutputFeatureDimension(3).addAllKernelSpatialDimensions(List.of(0L, 1L)).setOutputBatchDimension(0)
        .setOutputFeatureDimension(3).addAllOutputSpatialDimensions(List.of(1L, 2L)).setFeatureGroupCount(1)
        .setBatchGroupCount(1).addAllPaddingLow(List.of(1L, 1L)).addAllPaddingHigh(List.of(1L, 1L)).build();
    assertThat((long) n * h * w * o * 9 * c).isGreaterThan(MatmulKernels.PARALLEL_THRESHOLD);
    assertThat(n * h * w).isGreaterThan(4 * Math.max(PackedConvolution.BLOCK_ROWS,
        ImplicitConvolution.BLOCK_ROWS));
    DeviceArray lhs = DeviceArray.ofFloats(DType.F32, new int[] {n, h, w, c}, x);
    DeviceArray rhs = DeviceArray.ofFloats(DType.F32, new int[] {3, 3, c, o}, k);
    float[] unrolled = ConvolutionKernels.convolution(op, lhs, rhs, ConvolutionKernels.Route.UNROLLED).floats();
    for (ConvolutionKernels.Route route : List.of(ConvolutionKernels.Route.PACKED, ConvolutionKernels.Route.FASTEST)) {
      float[] got = ConvolutionKernels.convolution(op, lhs, rhs, route).floats();
      for (int i = 0; i < got.length; i++) {
        assertThat(Float.floatToRawIntBits(got[i])).as("%s output %d", route, i)
            .isEqualTo(Float.floatToRawIntBits(unrolled[i]));
      }
    }
  }

  /** Gaussian input and kernel values, with -0 and NaN in the input and +inf and -0 in the kernel. */
  private static float[][] operandsWithSpecials(Random random, int xLength, int kLength) {
    float[] x = new float[xLength];
    float[] k = new float[kLength];
    for (int i = 0; i < x.length; i++) {
      x[i] = (float) random.nextGaussian();
    }
    for (int i = 0; i < k.length; i++) {
      k[i] = (float) random.nextGaussian();
    }
    x[5] = -0f;
    x[17] = Float.NaN;
    k[3] = Float.POSITIVE_INFINITY;
    k[8] = -0f;
    return new float[][] {x, k};
  }

  /** A 2-D convolution, HWIO kernel, NHWC or NCHW activations. */
  private static ConvolutionOp.Builder conv2d(boolean channelsLast, long featureGroups, long batchGroups,
      org.torchtpu.api.v1.DotGeneralOp.Precision precision) {
    return ConvolutionOp.newBuilder().setInputBatchDimension(0)
        .setInputFeatureDimension(channelsLast ? 3 : 1)
        .addAllInputSpatialDimensions(channelsLast ? List.of(1L, 2L) : List.of(2L, 3L))
        .setKernelInputFeatureDimension(2).setKernelOutputFeatureDimension(3)
        .addAllKernelSpatialDimensions(List.of(0L, 1L)).setOutputBatchDimension(0)
        .setOutputFeatureDimension(channelsLast ? 3 : 1)
        .addAllOutputSpatialDimensions(channelsLast ? List.of(1L, 2L) : List.of(2L, 3L))
        .setFeatureGroupCount(featureGroups).setBatchGroupCount(batchGroups).setPrecision(precision);
  }
}
