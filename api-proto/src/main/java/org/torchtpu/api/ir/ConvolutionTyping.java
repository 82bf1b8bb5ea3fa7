package org.torchtpu.api.ir;

import static org.torchtpu.api.ir.TypingChecks.error;
import static org.torchtpu.api.ir.TypingChecks.str;

import java.util.List;
import org.torchtpu.api.v1.ConvolutionOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.TensorType;

/**
 * The typing rule of {@code convolution} (StableHLO's constraints C1-C25), kept apart from
 * {@link TypeInference} because its geometry is also what the kernel, the cost model and the SDK
 * need: {@link #geometry} checks an op against its operand types once and hands back every size
 * derived from them.
 *
 * <p>Narrowings against StableHLO, so kernels never meet meaningless input: a window larger than
 * its padded input is an error (StableHLO would give an empty result dim), kernel spatial dims
 * must be at least 1, and both operands share one element type.
 */
public final class ConvolutionTyping {
  private ConvolutionTyping() {}

  static final String NAME = "convolution";

  /**
   * Everything derived from a well-typed convolution: per spatial dim s (0..spatial-1) the lhs,
   * kernel and output dims it maps to and its window parameters, plus the group structure.
   */
  public record Geometry(
      int rank,
      int spatial,
      int lhsBatchDim, int lhsFeatureDim, int[] lhsSpatialDims,
      int rhsInputFeatureDim, int rhsOutputFeatureDim, int[] rhsSpatialDims,
      int outBatchDim, int outFeatureDim, int[] outSpatialDims,
      long[] strides, long[] padLow, long[] padHigh, long[] lhsDilation, long[] rhsDilation, boolean[] reversal,
      long batch, long inputFeatures, long outputFeatures, long[] inputSpatial, long[] windowSpatial,
      long[] outputSpatial, int featureGroups, int batchGroups, DType resultDtype) {

    /** Elements of one kernel window: product of the kernel's spatial sizes. */
    public long windowElements() {
      return Shapes.product(windowSpatial);
    }

    /** Output spatial positions per image. */
    public long outputPositions() {
      return Shapes.product(outputSpatial);
    }

    /** Output batch: the lhs batch over the batch groups. */
    public long outputBatch() {
      return batch / batchGroups;
    }

    /** Input features each output feature sums over: the lhs features over the feature groups. */
    public long featuresPerGroup() {
      return inputFeatures / featureGroups;
    }

    /** Multiply-adds of the whole op: every output element sums window x features-per-group products. */
    public double macs() {
      return (double) outputBatch() * outputFeatures * outputPositions() * windowElements() * featuresPerGroup();
    }
  }

  static TensorType infer(String name, ConvolutionOp c, List<TensorType> operands) {
    if (operands.size() != 2) {
      throw error(name, "expects 2 operands [lhs, rhs], got " + operands.size());
    }
    Geometry g = geometry(c, operands.get(0), operands.get(1));
    long[] dims = new long[g.rank];
    dims[g.outBatchDim] = g.outputBatch();
    dims[g.outFeatureDim] = g.outputFeatures;
    for (int s = 0; s < g.spatial; s++) {
      dims[g.outSpatialDims[s]] = g.outputSpatial[s];
    }
    TensorType.Builder b = TensorType.newBuilder().setDtype(g.resultDtype);
    for (long d : dims) {
      b.addDims(d);
    }
    return b.build();
  }

  /** Checks {@code c} against the operand types and derives its geometry; {@link OpTypeException} names what is wrong. */
  public static Geometry geometry(ConvolutionOp c, TensorType lhs, TensorType rhs) {
    String name = NAME;
    if (lhs.getDtype() != rhs.getDtype()) {
      throw error(name, "operand element types differ: lhs " + str(lhs) + ", rhs " + str(rhs));
    }
    if (lhs.getDtype() == DType.PRED) {
      throw error(name, "does not accept pred operands, got " + str(lhs));
    }
    int rank = lhs.getDimsCount();
    if (rank < 2 || rhs.getDimsCount() != rank) {
      throw error(name, "lhs " + str(lhs) + " and rhs " + str(rhs) + " must have the same rank >= 2 (batch, feature "
          + "and spatial dims)");
    }
    int spatial = rank - 2;
    int[] lhsSpatial = dimList(name, "input_spatial_dimensions", c.getInputSpatialDimensionsList(), spatial, rank);
    int[] rhsSpatial = dimList(name, "kernel_spatial_dimensions", c.getKernelSpatialDimensionsList(), spatial, rank);
    int[] outSpatial = dimList(name, "output_spatial_dimensions", c.getOutputSpatialDimensionsList(), spatial, rank);
    int lb = dim(name, "input_batch_dimension", c.getInputBatchDimension(), rank);
    int lf = dim(name, "input_feature_dimension", c.getInputFeatureDimension(), rank);
    int ri = dim(name, "kernel_input_feature_dimension", c.getKernelInputFeatureDimension(), rank);
    int ro = dim(name, "kernel_output_feature_dimension", c.getKernelOutputFeatureDimension(), rank);
    int ob = dim(name, "output_batch_dimension", c.getOutputBatchDimension(), rank);
    int of = dim(name, "output_feature_dimension", c.getOutputFeatureDimension(), rank);
    requireDistinct(name, "input dimensions (batch, feature, spatial)", lb, lf, lhsSpatial);
    requireDistinct(name, "kernel dimensions (input feature, output feature, spatial)", ri, ro, rhsSpatial);
    requireDistinct(name, "output dimensions (batch, feature, spatial)", ob, of, outSpatial);

    long[] strides = window(name, "window_strides", c.getWindowStridesList(), spatial, 1, true);
    long[] lhsDil = window(name, "lhs_dilation", c.getLhsDilationList(), spatial, 1, true);
    long[] rhsDil = window(name, "rhs_dilation", c.getRhsDilationList(), spatial, 1, true);
    long[] padLow = window(name, "padding_low", c.getPaddingLowList(), spatial, 0, false);
    long[] padHigh = window(name, "padding_high", c.getPaddingHighList(), spatial, 0, false);
    if (c.getPaddingLowCount() != c.getPaddingHighCount()) {
      throw error(name, "padding_low has " + c.getPaddingLowCount() + " entries but padding_high "
          + c.getPaddingHighCount());
    }
    boolean[] reversal = new boolean[spatial];
    if (c.getWindowReversalCount() != 0) {
      if (c.getWindowReversalCount() != spatial) {
        throw error(name, "window_reversal has " + c.getWindowReversalCount() + " entries, needs " + spatial
            + " (one per spatial dim) or none");
      }
      for (int s = 0; s < spatial; s++) {
        reversal[s] = c.getWindowReversal(s);
      }
    }

    long fg = c.getFeatureGroupCount();
    long bg = c.getBatchGroupCount();
    if (fg < 1 || bg < 1) {
      throw error(name, "feature_group_count (" + fg + ") and batch_group_count (" + bg + ") must be >= 1");
    }
    if (fg > 1 && bg > 1) {
      throw error(name, "feature_group_count (" + fg + ") and batch_group_count (" + bg
          + ") cannot both be > 1");
    }
    long batch = lhs.getDims(lb);
    long inFeatures = lhs.getDims(lf);
    long kernelIn = rhs.getDims(ri);
    long outFeatures = rhs.getDims(ro);
    if (batch % bg != 0) {
      throw error(name, "lhs " + str(lhs) + " batch dim " + lb + " (" + batch + ") is not divisible by "
          + "batch_group_count " + bg);
    }
    if (inFeatures % fg != 0) {
      throw error(name, "lhs " + str(lhs) + " feature dim " + lf + " (" + inFeatures + " channels) is not divisible "
          + "by feature_group_count " + fg);
    }
    if (kernelIn * fg != inFeatures) {
      throw error(name, "rhs " + str(rhs) + " kernel input feature dim " + ri + " is " + kernelIn + ", but lhs "
          + str(lhs) + " has " + inFeatures + " channels in " + fg + " group(s): each group needs "
          + (inFeatures / fg) + " (channels must equal kernel input features x feature_group_count)");
    }
    if (outFeatures % fg != 0) {
      throw error(name, "rhs " + str(rhs) + " kernel output feature dim " + ro + " (" + outFeatures + ") is not "
          + "divisible by feature_group_count " + fg);
    }
    if (outFeatures % bg != 0) {
      throw error(name, "rhs " + str(rhs) + " kernel output feature dim " + ro + " (" + outFeatures + ") is not "
          + "divisible by batch_group_count " + bg);
    }

    long[] inSp = new long[spatial];
    long[] winSp = new long[spatial];
    long[] outSp = new long[spatial];
    for (int s = 0; s < spatial; s++) {
      long in = lhs.getDims(lhsSpatial[s]);
      long w = rhs.getDims(rhsSpatial[s]);
      if (w < 1) {
        throw error(name, "rhs " + str(rhs) + " spatial dim " + rhsSpatial[s] + " is empty: a window needs size >= 1");
      }
      long dilatedIn = WindowTyping.dilated(name, "spatial dim " + s + ": the input", in, lhsDil[s]);
      long padded = padLow[s] + dilatedIn + padHigh[s];
      long dilatedWindow = WindowTyping.dilated(name, "spatial dim " + s + ": the window", w, rhsDil[s]);
      if (padded < dilatedWindow) {
        throw error(name, "spatial dim " + s + ": the window (" + w + (rhsDil[s] > 1 ? " dilated by " + rhsDil[s]
            + " = " + dilatedWindow : "") + ") is larger than the padded input (" + in
            + (lhsDil[s] > 1 ? " dilated by " + lhsDil[s] : "") + " + padding " + padLow[s] + "/" + padHigh[s] + " = "
            + padded + ") of lhs " + str(lhs) + " with rhs " + str(rhs));
      }
      inSp[s] = in;
      winSp[s] = w;
      outSp[s] = (padded - dilatedWindow) / strides[s] + 1;
      // the kernels index each spatial dim through a table of output positions x window taps: bounded as
      // reduce_window's is, since padding makes it large for any tiny operand (an int overflow, or gigabytes)
      if (outSp[s] > WindowTyping.MAX_DIM_POSITIONS / w) {
        throw error(name, "spatial dim " + s + ": " + outSp[s] + " windows of size " + w + " exceed the limit of "
            + WindowTyping.MAX_DIM_POSITIONS + " window positions per dim");
      }
    }
    long windowElements = 1;
    for (long w : winSp) {
      windowElements = Math.multiplyExact(windowElements, w);
      if (windowElements > WindowTyping.MAX_WINDOW_ELEMENTS) {
        throw error(name, "rhs " + str(rhs) + " has more than " + WindowTyping.MAX_WINDOW_ELEMENTS
            + " elements in one window (kernel spatial dims " + java.util.Arrays.toString(winSp) + ")");
      }
    }
    if (c.getPrecision() != DotGeneralOp.Precision.DEFAULT && c.getPrecision() != DotGeneralOp.Precision.HIGHEST) {
      throw error(name, "precision " + c.getPrecision() + " is not supported");
    }
    DType resultType = c.getResultDtype() == DType.DTYPE_UNSPECIFIED ? lhs.getDtype() : c.getResultDtype();
    if (!DTypes.isSupported(resultType) || resultType == DType.PRED
        || DTypes.isFloat(resultType) != DTypes.isFloat(lhs.getDtype())) {
      throw error(name, "result element type " + resultType + " does not fit operands of type "
          + DTypes.name(lhs.getDtype()) + " (float operands need a float result, integer operands an integer one)");
    }
    return new Geometry(rank, spatial, lb, lf, lhsSpatial, ri, ro, rhsSpatial, ob, of, outSpatial,
        strides, padLow, padHigh, lhsDil, rhsDil, reversal, batch, inFeatures, outFeatures, inSp, winSp, outSp,
        (int) fg, (int) bg, resultType);
  }

  private static int dim(String name, String what, long d, int rank) {
    if (d < 0 || d >= rank) {
      throw error(name, what + " " + d + " is out of range for rank " + rank);
    }
    return (int) d;
  }

  private static int[] dimList(String name, String what, List<Long> dims, int count, int rank) {
    if (dims.size() != count) {
      throw error(name, what + " has " + dims.size() + " entries, needs " + count + " (rank " + rank + " - 2)");
    }
    int[] out = new int[count];
    for (int i = 0; i < count; i++) {
      out[i] = dim(name, what, dims.get(i), rank);
    }
    return out;
  }

  private static void requireDistinct(String name, String what, int a, int b, int[] rest) {
    boolean[] seen = new boolean[rest.length + 2];
    int[] all = new int[rest.length + 2];
    all[0] = a;
    all[1] = b;
    System.arraycopy(rest, 0, all, 2, rest.length);
    for (int d : all) {
      if (seen[d]) {
        throw error(name, what + " name dim " + d + " more than once");
      }
      seen[d] = true;
    }
  }

  /** A per-spatial-dim list: empty means all {@code fallback}; positive entries when {@code positive}. */
  static long[] window(String name, String what, List<Long> values, int spatial, long fallback, boolean positive) {
    long[] out = new long[spatial];
    if (values.isEmpty()) {
      java.util.Arrays.fill(out, fallback);
      return out;
    }
    if (values.size() != spatial) {
      throw error(name, what + " has " + values.size() + " entries, needs " + spatial + " (one per spatial dim) or "
          + "none");
    }
    for (int s = 0; s < spatial; s++) {
      long v = values.get(s);
      if (positive && v < 1) {
        throw error(name, what + " " + values + " must be positive, entry " + s + " is " + v);
      }
      if (v > Shapes.MAX_ELEMENTS || v < -Shapes.MAX_ELEMENTS) { // not Math.abs: |Long.MIN_VALUE| < 0
        throw error(name, what + " entry " + s + " (" + v + ") exceeds " + Shapes.MAX_ELEMENTS);
      }
      out[s] = v;
    }
    return out;
  }
}
