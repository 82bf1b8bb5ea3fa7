package org.torchtpu.server.cost;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.ConvolutionOp;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.ReduceWindowOp;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.chip.ChipSpecs;

/**
 * Convolution on the MXU: one padded matmul per group and kernel tap, so utilisation is set by the
 * channel counts per group against the array size, not by the window; reduce_window on the VPU.
 */
class ConvolutionCostTest {
  private final CostModel v5e = new CostModel(ChipSpecs.of(Generation.V5E)); // 128 x 128 MXU
  private final CostModel v6e = new CostModel(ChipSpecs.of(Generation.V6E)); // 256 x 256 MXU

  static TensorType t(DType dtype, long... dims) {
    TensorType.Builder b = TensorType.newBuilder().setDtype(dtype);
    for (long d : dims) {
      b.addDims(d);
    }
    return b.build();
  }

  /** NHWC x HWIO, SAME padding for odd windows, stride 1. */
  static Op conv(int window, int groups) {
    long pad = window / 2;
    return Op.newBuilder().setConvolution(ConvolutionOp.newBuilder().setInputBatchDimension(0)
        .setInputFeatureDimension(3).addAllInputSpatialDimensions(List.of(1L, 2L)).setKernelInputFeatureDimension(2)
        .setKernelOutputFeatureDimension(3).addAllKernelSpatialDimensions(List.of(0L, 1L)).setOutputBatchDimension(0)
        .setOutputFeatureDimension(3).addAllOutputSpatialDimensions(List.of(1L, 2L)).setFeatureGroupCount(groups)
        .setBatchGroupCount(1).addAllPaddingLow(List.of(pad, pad)).addAllPaddingHigh(List.of(pad, pad))).build();
  }

  static CostBreakdown price(CostModel model, Op op, TensorType lhs, TensorType rhs) {
    List<TensorType> in = List.of(lhs, rhs);
    return model.price(op, in, TypeInference.infer(op, in));
  }

  /** Batch 8 of 16x16 images (M = 2048 rows, a multiple of 8), 3x3 window. */
  static CostBreakdown channels(CostModel model, int in, int out) {
    return price(model, conv(3, 1), t(DType.BF16, 8, 16, 16, in), t(DType.BF16, 3, 3, in, out));
  }

  @Test
  void utilisationFollowsTheChannelCountsAgainstTheArray() {
    assertThat(channels(v5e, 128, 128).getMxuUtilization()).isEqualTo(1.0);
    assertThat(channels(v5e, 256, 384).getMxuUtilization()).isEqualTo(1.0);
    assertThat(channels(v5e, 64, 128).getMxuUtilization()).isEqualTo(0.5);
    // an RGB first layer: 3 of 128 input rows, 64 of 128 output columns
    assertThat(channels(v5e, 3, 64).getMxuUtilization()).isCloseTo(3.0 / 128 * 64 / 128, within(1e-12));
    // the same layer wastes four times more of v6e's 256-wide array
    assertThat(channels(v6e, 128, 128).getMxuUtilization()).isEqualTo(0.25);
    assertThat(channels(v6e, 3, 64).getMxuUtilization()).isCloseTo(3.0 / 256 * 64 / 256, within(1e-12));
  }

  @Test
  void theWindowScalesTheWorkNotTheUtilisation() {
    TensorType x = t(DType.BF16, 8, 16, 16, 64);
    CostBreakdown one = price(v5e, conv(1, 1), x, t(DType.BF16, 1, 1, 64, 128));
    CostBreakdown three = price(v5e, conv(3, 1), x, t(DType.BF16, 3, 3, 64, 128));
    CostBreakdown five = price(v5e, conv(5, 1), x, t(DType.BF16, 5, 5, 64, 128));
    assertThat(one.getMxuUtilization()).isEqualTo(0.5);
    assertThat(three.getMxuUtilization()).isEqualTo(0.5);
    assertThat(five.getMxuUtilization()).isEqualTo(0.5);
    assertThat(three.getFlops()).isEqualTo(9 * one.getFlops());
    assertThat(five.getFlops()).isEqualTo(25 * one.getFlops());
    // useful flops: 2 * N * H * W * Cout * window * Cin
    assertThat(three.getUsefulFlops()).isEqualTo(2.0 * 8 * 16 * 16 * 128 * 9 * 64);
    assertThat(three.getUnit()).isEqualTo(CostModel.UNIT_MXU);
  }

  @Test
  void groupsPadEachGroupOnItsOwn() {
    // 4 groups of 32 channels each: every group's product uses 32 of 128 rows and columns
    CostBreakdown grouped = price(v5e, conv(3, 4), t(DType.BF16, 8, 16, 16, 128), t(DType.BF16, 3, 3, 32, 128));
    assertThat(grouped.getMxuUtilization()).isEqualTo(1.0 / 16);
    // depthwise: one channel per group, 1 / 128^2 of the array
    CostBreakdown depthwise = price(v5e, conv(3, 128), t(DType.BF16, 8, 16, 16, 128), t(DType.BF16, 3, 3, 1, 128));
    assertThat(depthwise.getMxuUtilization()).isEqualTo(1.0 / (128 * 128));
  }

  @Test
  void rowsPadToEightAndTimeIsTheRoofline() {
    // 1 image of 3x3 outputs: M = 9 rows pad to 16
    CostBreakdown small = price(v5e, conv(3, 1), t(DType.BF16, 1, 3, 3, 128), t(DType.BF16, 3, 3, 128, 128));
    assertThat(small.getMxuUtilization()).isEqualTo(9.0 / 16);
    CostBreakdown big = channels(v5e, 128, 256);
    double lhs = 8 * 16 * 16 * 128 * 2;
    double rhs = 3 * 3 * 128 * 256 * 2;
    double out = 8 * 16 * 16 * 256 * 2;
    assertThat(big.getHbmBytes()).isEqualTo(lhs + rhs + out);
    assertThat(big.getComputeSeconds()).isEqualTo(big.getFlops() / ChipSpecs.of(Generation.V5E).getPeakBf16Flops());
    assertThat(big.getMemorySeconds()).isEqualTo(big.getHbmBytes() / ChipSpecs.of(Generation.V5E).getHbmBytesPerSecond());
  }

  @Test
  void highestPrecisionF32TakesSixPasses() {
    Op highest = conv(3, 1).toBuilder().setConvolution(conv(3, 1).getConvolution().toBuilder()
        .setPrecision(DotGeneralOp.Precision.HIGHEST)).build();
    CostBreakdown f32Default = price(v5e, conv(3, 1), t(DType.F32, 8, 16, 16, 128), t(DType.F32, 3, 3, 128, 128));
    CostBreakdown f32Highest = price(v5e, highest, t(DType.F32, 8, 16, 16, 128), t(DType.F32, 3, 3, 128, 128));
    assertThat(f32Highest.getFlops()).isEqualTo(6 * f32Default.getFlops());
    assertThat(f32Highest.getMxuUtilization()).isCloseTo(1.0 / 6, within(1e-12));
  }

  @Test
  void reduceWindowIsVectorWorkPerWindowElement() {
    Op pool = Op.newBuilder().setReduceWindow(ReduceWindowOp.newBuilder().setKind(ReduceOp.Kind.MAX)
        .addAllWindowDimensions(List.of(1L, 2L, 2L, 1L)).addAllWindowStrides(List.of(1L, 2L, 2L, 1L))).build();
    List<TensorType> in = List.of(t(DType.F32, 8, 16, 16, 64), t(DType.F32));
    CostBreakdown cost = v5e.price(pool, in, TypeInference.infer(pool, in));
    assertThat(cost.getUnit()).isEqualTo(CostModel.UNIT_VPU);
    assertThat(cost.getFlops()).isEqualTo(8.0 * 8 * 8 * 64 * 4);
    assertThat(cost.getHbmBytes()).isEqualTo(4.0 * (8 * 16 * 16 * 64 + 1 + 8 * 8 * 8 * 64));
  }
}
