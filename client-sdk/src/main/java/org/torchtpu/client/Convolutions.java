package org.torchtpu.client;

import java.util.Arrays;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.v1.ConvolutionOp;
import org.torchtpu.api.v1.DotGeneralOp.Precision;

/**
 * PyTorch's convolutions ({@code F.conv1d/2d/3d}, {@code F.conv_transpose*d}) on the op set's
 * {@code convolution}, channels first as PyTorch lays them out: input [N, C, *spatial], weight
 * [O, C / groups, *kernel] (transposed: [C, O / groups, *kernel]).
 *
 * <p>Gradients are convolutions too, as JAX derives them: the input gradient is a convolution
 * of the output gradient with the kernel reversed, the lhs dilated by the stride (the holes a
 * stride leaves) and the kernel's feature dims regrouped; the weight gradient is a convolution of
 * the input with the output gradient, batch and feature dims swapped, the stride as rhs dilation
 * and the groups as batch_group_count. A transposed convolution is the first of these, so its
 * gradients are a plain convolution and the same weight gradient.
 *
 * <p>Bad input (channels that do not match the groups, a window larger than the padded input,
 * non-positive strides or dilations) fails here, before anything is sent, with the op set's
 * typing message (an {@link OpTypeException} naming convolution, the shapes and the rule).
 */
public final class Convolutions {
  private Convolutions() {}

  public static Tensor conv1d(Tensor x, Tensor weight, Tensor bias, long stride, long padding, long dilation,
      long groups) {
    return convNd(1, x, weight, bias, new long[] {stride}, new long[] {padding}, new long[] {dilation}, groups,
        Precision.DEFAULT);
  }

  public static Tensor conv2d(Tensor x, Tensor weight, Tensor bias, long stride, long padding) {
    return conv2d(x, weight, bias, new long[] {stride, stride}, new long[] {padding, padding}, new long[] {1, 1}, 1);
  }

  public static Tensor conv2d(Tensor x, Tensor weight, Tensor bias, long[] stride, long[] padding, long[] dilation,
      long groups) {
    return convNd(2, x, weight, bias, stride, padding, dilation, groups, Precision.DEFAULT);
  }

  public static Tensor conv3d(Tensor x, Tensor weight, Tensor bias, long[] stride, long[] padding, long[] dilation,
      long groups) {
    return convNd(3, x, weight, bias, stride, padding, dilation, groups, Precision.DEFAULT);
  }

  /**
   * An N-d convolution ({@code spatial} = N) with symmetric {@code padding}; DEFAULT precision rounds float inputs to
   * bf16 with float32 accumulation (the MXU's one pass), HIGHEST keeps float32 inputs.
   */
  public static Tensor convNd(int spatial, Tensor x, Tensor weight, Tensor bias, long[] stride, long[] padding,
      long[] dilation, long groups, Precision precision) {
    checkRanks("conv" + spatial + "d", spatial, x, weight, stride, padding, dilation);
    long[] kernel = Arrays.copyOfRange(weight.shape(), 2, 2 + spatial);
    Tensor out = x.session().decomposed(() -> WireOps.convolution(x, weight,
        channelsFirst(spatial, stride, padding, padding, dilation, groups, precision)));
    out = Autograd.record("conv" + spatial + "d", out, g -> new Tensor[] {
        x.requiresGrad() ? inputGradient(g, weight, x.shape(), stride, padding, dilation, groups, precision) : null,
        weight.requiresGrad() ? weightGradient(x, g, kernel, stride, padding, dilation, groups, precision) : null},
        x, weight);
    return addBias(out, bias);
  }

  /** {@code F.conv_transpose2d}: weight [C, O / groups, kh, kw]; output size (H - 1) s - 2p + d (k - 1) + op + 1. */
  public static Tensor convTranspose2d(Tensor x, Tensor weight, Tensor bias, long[] stride, long[] padding,
      long[] outputPadding, long[] dilation, long groups) {
    return convTransposeNd(2, x, weight, bias, stride, padding, outputPadding, dilation, groups, Precision.DEFAULT);
  }

  public static Tensor convTransposeNd(int spatial, Tensor x, Tensor weight, Tensor bias, long[] stride,
      long[] padding, long[] outputPadding, long[] dilation, long groups, Precision precision) {
    checkRanks("conv_transpose" + spatial + "d", spatial, x, weight, stride, padding, dilation);
    if (outputPadding.length != spatial) {
      throw new OpTypeException("conv_transpose" + spatial + "d: output_padding needs " + spatial + " entries, got "
          + outputPadding.length);
    }
    long[] kernel = Arrays.copyOfRange(weight.shape(), 2, 2 + spatial);
    long[] low = new long[spatial];
    long[] high = new long[spatial];
    for (int s = 0; s < spatial; s++) {
      if (outputPadding[s] < 0 || (outputPadding[s] >= stride[s] && outputPadding[s] >= dilation[s])) {
        throw new OpTypeException("conv_transpose" + spatial + "d: output_padding " + Arrays.toString(outputPadding)
            + " must be smaller than the stride or the dilation");
      }
      low[s] = dilation[s] * (kernel[s] - 1) - padding[s];
      high[s] = low[s] + outputPadding[s];
    }
    Tensor out = x.session().decomposed(
        () -> reversedConvolution(x, weight, stride, low, high, dilation, groups, precision));
    out = Autograd.record("conv_transpose" + spatial + "d", out, g -> new Tensor[] {
        x.requiresGrad() ? convNd(spatial, g, weight, null, stride, padding, dilation, groups, precision) : null,
        weight.requiresGrad() ? weightGradient(g, x, kernel, stride, padding, dilation, groups, precision) : null},
        x, weight);
    return addBias(out, bias);
  }

  // ------------------------------------------------------------------ gradients

  /** d loss / d x of a convolution: the output gradient convolved with the reversed, regrouped kernel. */
  static Tensor inputGradient(Tensor g, Tensor weight, long[] inputShape, long[] stride, long[] padding,
      long[] dilation, long groups, Precision precision) {
    int spatial = stride.length;
    long[] low = new long[spatial];
    long[] high = new long[spatial];
    for (int s = 0; s < spatial; s++) {
      long span = dilation[s] * (weight.size(2 + s) - 1);
      long in = inputShape[2 + s];
      long reach = in + 2 * padding[s] - span - 1;          // the forward's last window start, before flooring
      long remainder = reach - (g.size(2 + s) - 1) * stride[s]; // input rows no window reached
      low[s] = span - padding[s];
      high[s] = span - padding[s] + remainder;
    }
    return g.session().decomposed(() -> reversedConvolution(g, weight, stride, low, high, dilation, groups, precision));
  }

  /**
   * The convolution whose input gradient (or transposed convolution) this is: lhs dilated by the stride, the kernel
   * reversed and its [O, I / groups] feature dims regrouped to [O / groups, I] so that group g reads its own slice.
   */
  private static Tensor reversedConvolution(Tensor g, Tensor weight, long[] stride, long[] low, long[] high,
      long[] dilation, long groups, Precision precision) {
    int spatial = stride.length;
    Tensor w = weight;
    if (groups > 1) {
      long[] shape = weight.shape();
      long[] split = new long[shape.length + 1];
      split[0] = groups;
      split[1] = shape[0] / groups;
      System.arraycopy(shape, 1, split, 2, shape.length - 1);
      long[] perm = ShapeRules.identity(split.length, 0);
      perm[0] = 1;
      perm[1] = 0;
      long[] merged = shape.clone();
      merged[0] = shape[0] / groups;
      merged[1] = shape[1] * groups;
      w = WireOps.reshape(WireOps.transpose(WireOps.reshape(weight, split), perm), merged);
    }
    ConvolutionOp.Builder c = layout(spatial).setKernelInputFeatureDimension(0).setKernelOutputFeatureDimension(1)
        .addAllLhsDilation(WireOps.list(stride)).addAllRhsDilation(WireOps.list(dilation))
        .addAllPaddingLow(WireOps.list(low)).addAllPaddingHigh(WireOps.list(high))
        .setFeatureGroupCount(groups).setBatchGroupCount(1).setPrecision(precision);
    for (int s = 0; s < spatial; s++) {
      c.addWindowReversal(true);
    }
    return WireOps.convolution(g, w, c);
  }

  /**
   * d loss / d weight: x (batch and feature dims swapped) convolved with the output gradient as the kernel, the
   * forward's dilation as window stride and its stride as rhs dilation; groups become batch groups.
   */
  static Tensor weightGradient(Tensor x, Tensor g, long[] kernel, long[] stride, long[] padding, long[] dilation,
      long groups, Precision precision) {
    int spatial = stride.length;
    long[] high = new long[spatial];
    for (int s = 0; s < spatial; s++) {
      long windowSpan = (g.size(2 + s) - 1) * stride[s] + 1;
      high[s] = dilation[s] * (kernel[s] - 1) + windowSpan - x.size(2 + s) - padding[s];
    }
    ConvolutionOp.Builder c = ConvolutionOp.newBuilder()
        .setInputBatchDimension(1).setInputFeatureDimension(0)
        .setKernelInputFeatureDimension(0).setKernelOutputFeatureDimension(1)
        .setOutputBatchDimension(1).setOutputFeatureDimension(0)
        .addAllWindowStrides(WireOps.list(dilation)).addAllRhsDilation(WireOps.list(stride))
        .addAllPaddingLow(WireOps.list(padding)).addAllPaddingHigh(WireOps.list(high))
        .setFeatureGroupCount(1).setBatchGroupCount(groups).setPrecision(precision);
    for (int s = 0; s < spatial; s++) {
      c.addInputSpatialDimensions(2 + s).addKernelSpatialDimensions(2 + s).addOutputSpatialDimensions(2 + s);
    }
    return x.session().decomposed(() -> WireOps.convolution(x, g, c));
  }

  // ------------------------------------------------------------------ helpers

  /** [N, C, *spatial] x [O, I, *kernel] -> [N, O, *spatial]. */
  static ConvolutionOp.Builder channelsFirst(int spatial, long[] stride, long[] low, long[] high, long[] dilation,
      long groups, Precision precision) {
    return layout(spatial).setKernelOutputFeatureDimension(0).setKernelInputFeatureDimension(1)
        .addAllWindowStrides(WireOps.list(stride)).addAllPaddingLow(WireOps.list(low))
        .addAllPaddingHigh(WireOps.list(high)).addAllRhsDilation(WireOps.list(dilation))
        .setFeatureGroupCount(groups).setBatchGroupCount(1).setPrecision(precision);
  }

  private static ConvolutionOp.Builder layout(int spatial) {
    ConvolutionOp.Builder c = ConvolutionOp.newBuilder().setInputBatchDimension(0).setInputFeatureDimension(1)
        .setOutputBatchDimension(0).setOutputFeatureDimension(1);
    for (int s = 0; s < spatial; s++) {
      c.addInputSpatialDimensions(2 + s).addKernelSpatialDimensions(2 + s).addOutputSpatialDimensions(2 + s);
    }
    return c;
  }

  private static Tensor addBias(Tensor out, Tensor bias) {
    if (bias == null) {
      return out;
    }
    long[] shape = new long[out.dim()];
    Arrays.fill(shape, 1);
    shape[1] = bias.numel();
    return out.add(bias.reshape(shape));
  }

  private static void checkRanks(String name, int spatial, Tensor x, Tensor weight, long[] stride, long[] padding,
      long[] dilation) {
    if (x.dim() != spatial + 2 || weight.dim() != spatial + 2) {
      throw new OpTypeException(name + ": needs input [N, C, " + spatial + " spatial dims] and a weight of the same "
          + "rank, got " + ShapeRules.str(x.shape()) + " and " + ShapeRules.str(weight.shape()));
    }
    if (stride.length != spatial || padding.length != spatial || dilation.length != spatial) {
      throw new OpTypeException(name + ": stride, padding and dilation need " + spatial + " entries each, got "
          + Arrays.toString(stride) + ", " + Arrays.toString(padding) + ", " + Arrays.toString(dilation));
    }
    for (long p : padding) {
      if (p < 0) {
        throw new OpTypeException(name + ": padding " + Arrays.toString(padding) + " must be >= 0");
      }
    }
  }
}
