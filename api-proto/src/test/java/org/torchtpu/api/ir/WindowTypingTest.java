package org.torchtpu.api.ir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CompareOp;
import org.torchtpu.api.v1.ConvolutionOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.ReduceWindowOp;
import org.torchtpu.api.v1.SelectAndScatterOp;
import org.torchtpu.api.v1.TensorType;

/** Typing of convolution, reduce_window and select_and_scatter: result shapes and every rejected input. */
class WindowTypingTest {

  static TensorType t(DType dtype, long... dims) {
    TensorType.Builder b = TensorType.newBuilder().setDtype(dtype);
    for (long d : dims) {
      b.addDims(d);
    }
    return b.build();
  }

  /** NCHW x OIHW -> NCHW, groups 1, no window attributes (all defaults). */
  static ConvolutionOp.Builder nchw() {
    return ConvolutionOp.newBuilder().setInputBatchDimension(0).setInputFeatureDimension(1)
        .addAllInputSpatialDimensions(List.of(2L, 3L)).setKernelOutputFeatureDimension(0)
        .setKernelInputFeatureDimension(1).addAllKernelSpatialDimensions(List.of(2L, 3L))
        .setOutputBatchDimension(0).setOutputFeatureDimension(1).addAllOutputSpatialDimensions(List.of(2L, 3L))
        .setFeatureGroupCount(1).setBatchGroupCount(1);
  }

  static TensorType conv(ConvolutionOp.Builder c, TensorType lhs, TensorType rhs) {
    return TypeInference.infer(Op.newBuilder().setConvolution(c).build(), List.of(lhs, rhs)).get(0);
  }

  @Test
  void convolutionShapes() {
    // 3x3, stride 2, pad 1: (7 + 2 - 3) / 2 + 1 = 4; (6 + 2 - 3) / 2 + 1 = 3
    assertThat(conv(nchw().addAllWindowStrides(List.of(2L, 2L)).addAllPaddingLow(List.of(1L, 1L))
        .addAllPaddingHigh(List.of(1L, 1L)), t(DType.F32, 2, 3, 7, 6), t(DType.F32, 4, 3, 3, 3)))
        .isEqualTo(t(DType.F32, 2, 4, 4, 3));
    // lhs dilation 2 (a transposed convolution's input): 4 -> 7, + pad 2/2 = 11, window 3 -> 9
    assertThat(conv(nchw().addAllLhsDilation(List.of(2L, 2L)).addAllPaddingLow(List.of(2L, 2L))
        .addAllPaddingHigh(List.of(2L, 2L)), t(DType.BF16, 1, 2, 4, 4), t(DType.BF16, 5, 2, 3, 3)))
        .isEqualTo(t(DType.BF16, 1, 5, 9, 9));
    // rhs dilation 2: a 3-window covers 5
    assertThat(conv(nchw().addAllRhsDilation(List.of(2L, 1L)), t(DType.F32, 1, 1, 9, 4), t(DType.F32, 1, 1, 3, 3)))
        .isEqualTo(t(DType.F32, 1, 1, 5, 2));
    // batch groups: output batch = 6 / 3
    assertThat(conv(nchw().setBatchGroupCount(3), t(DType.F32, 6, 2, 5, 5), t(DType.F32, 6, 2, 2, 2)))
        .isEqualTo(t(DType.F32, 2, 6, 4, 4));
    // depthwise: 4 groups of one channel, multiplier 2; int8 accumulating into s32
    assertThat(conv(nchw().setFeatureGroupCount(4).setResultDtype(DType.S32), t(DType.S8, 1, 4, 3, 3),
        t(DType.S8, 8, 1, 3, 3))).isEqualTo(t(DType.S32, 1, 8, 1, 1));
  }

  @Test
  void channelsThatDoNotMatchTheGroupsAreRejected() {
    assertThatThrownBy(() -> conv(nchw().setFeatureGroupCount(2), t(DType.F32, 1, 6, 5, 5), t(DType.F32, 4, 6, 3, 3)))
        .isInstanceOf(OpTypeException.class)
        .hasMessageStartingWith("convolution: ")
        .hasMessageContaining("f32[4,6,3,3]").hasMessageContaining("f32[1,6,5,5]")
        .hasMessageContaining("channels must equal kernel input features x feature_group_count");
    assertThatThrownBy(() -> conv(nchw().setFeatureGroupCount(4), t(DType.F32, 1, 6, 5, 5), t(DType.F32, 4, 1, 3, 3)))
        .hasMessageContaining("not divisible by feature_group_count 4");
    assertThatThrownBy(() -> conv(nchw().setFeatureGroupCount(2), t(DType.F32, 1, 6, 5, 5), t(DType.F32, 5, 3, 3, 3)))
        .hasMessageContaining("kernel output feature dim 0 (5) is not divisible by feature_group_count 2");
    assertThatThrownBy(() -> conv(nchw().setBatchGroupCount(4), t(DType.F32, 6, 2, 5, 5), t(DType.F32, 4, 2, 3, 3)))
        .hasMessageContaining("batch dim 0 (6) is not divisible by batch_group_count 4");
    assertThatThrownBy(() -> conv(nchw().setBatchGroupCount(2).setFeatureGroupCount(2), t(DType.F32, 2, 4, 5, 5),
        t(DType.F32, 4, 2, 3, 3))).hasMessageContaining("cannot both be > 1");
    assertThatThrownBy(() -> conv(nchw().setFeatureGroupCount(0), t(DType.F32, 1, 4, 5, 5), t(DType.F32, 4, 4, 3, 3)))
        .hasMessageContaining("must be >= 1");
  }

  @Test
  void windowLargerThanThePaddedInputIsRejected() {
    assertThatThrownBy(() -> conv(nchw(), t(DType.F32, 1, 2, 2, 8), t(DType.F32, 4, 2, 3, 3)))
        .isInstanceOf(OpTypeException.class)
        .hasMessageContaining("convolution: spatial dim 0: the window (3) is larger than the padded input (2 + padding "
            + "0/0 = 2)").hasMessageContaining("f32[1,2,2,8]").hasMessageContaining("f32[4,2,3,3]");
    // rhs dilation makes a 3-window 5 wide; negative padding crops below it
    assertThatThrownBy(() -> conv(nchw().addAllRhsDilation(List.of(2L, 1L)), t(DType.F32, 1, 2, 4, 8),
        t(DType.F32, 4, 2, 3, 3))).hasMessageContaining("dilated by 2 = 5");
    assertThatThrownBy(() -> conv(nchw().addAllPaddingLow(List.of(-2L, 0L)).addAllPaddingHigh(List.of(0L, 0L)),
        t(DType.F32, 1, 2, 4, 8), t(DType.F32, 4, 2, 3, 3))).hasMessageContaining("padding -2/0 = 2");
  }

  @Test
  void nonPositiveStridesAndDilationsAreRejected() {
    TensorType x = t(DType.F32, 1, 2, 6, 6);
    TensorType w = t(DType.F32, 4, 2, 3, 3);
    assertThatThrownBy(() -> conv(nchw().addAllWindowStrides(List.of(1L, 0L)), x, w))
        .hasMessage("convolution: window_strides [1, 0] must be positive, entry 1 is 0");
    assertThatThrownBy(() -> conv(nchw().addAllLhsDilation(List.of(-1L, 1L)), x, w))
        .hasMessageContaining("lhs_dilation [-1, 1] must be positive");
    assertThatThrownBy(() -> conv(nchw().addAllRhsDilation(List.of(0L, 1L)), x, w))
        .hasMessageContaining("rhs_dilation [0, 1] must be positive");
    assertThatThrownBy(() -> conv(nchw().addAllWindowStrides(List.of(1L)), x, w))
        .hasMessageContaining("window_strides has 1 entries, needs 2");
  }

  @Test
  void malformedDimensionNumbersAndTypesAreRejected() {
    TensorType x = t(DType.F32, 1, 2, 6, 6);
    TensorType w = t(DType.F32, 4, 2, 3, 3);
    assertThatThrownBy(() -> conv(nchw().setInputFeatureDimension(0), x, w))
        .hasMessageContaining("input dimensions (batch, feature, spatial) name dim 0 more than once");
    assertThatThrownBy(() -> conv(nchw().setOutputFeatureDimension(7), x, w))
        .hasMessageContaining("output_feature_dimension 7 is out of range for rank 4");
    assertThatThrownBy(() -> conv(nchw(), x, t(DType.BF16, 4, 2, 3, 3)))
        .hasMessageContaining("operand element types differ");
    assertThatThrownBy(() -> conv(nchw(), t(DType.F32, 2, 6), t(DType.F32, 4, 2, 3, 3)))
        .hasMessageContaining("same rank");
    assertThatThrownBy(() -> conv(nchw().setResultDtype(DType.S32), x, w))
        .hasMessageContaining("result element type");
  }

  @Test
  void aConvolutionWhoseWindowPositionsTheKernelsCannotIndexIsRefusedWhateverTheOutputSize() {
    // a 1x1 image padded so a 4096-tap kernel slides over 2^20 + 1 positions: the output is a mere 4 MiB, but the
    // kernels' per-dim index table (positions x window taps) would be 2^32 ints, past an int and 16 GiB
    TensorType x = t(DType.F32, 1, 1, 1, 1);
    TensorType w = t(DType.F32, 1, 1, 4096, 1);
    assertThatThrownBy(() -> conv(nchw().addAllPaddingLow(List.of(0L, 0L))
        .addAllPaddingHigh(List.of((1L << 20) + 4095, 0L)), x, w))
        .hasMessageContaining("convolution: spatial dim 0: 1048577 windows of size 4096 exceed the limit of 67108864 "
            + "window positions per dim");
    // at the bound it types: 16384 positions x 4096 taps = 2^26
    assertThat(conv(nchw().addAllPaddingLow(List.of(0L, 0L)).addAllPaddingHigh(List.of(16383L + 4095, 0L)), x, w))
        .isEqualTo(t(DType.F32, 1, 1, 16384, 1));
  }

  static TensorType reduceWindow(ReduceWindowOp.Builder r, TensorType x, TensorType init) {
    return TypeInference.infer(Op.newBuilder().setReduceWindow(r).build(), List.of(x, init)).get(0);
  }

  @Test
  void aWindowWhoseSizeTheKernelsCannotHoldIsRefusedWhateverTheInput() {
    // a scalar-sized input padded up to a 2^30 window: the kernels' offset table alone would be 4 GiB
    TensorType x = t(DType.S32, 1);
    TensorType init = t(DType.S32);
    assertThatThrownBy(() -> reduceWindow(ReduceWindowOp.newBuilder().setKind(ReduceOp.Kind.SUM)
        .addWindowDimensions(1L << 30).addPaddingLow(0).addPaddingHigh((1L << 30) - 1), x, init))
        .hasMessageContaining("reduce_window: dim 0: 1 windows of size 1073741824 exceed the limit of 67108864");
    // 2^13 x 2^12 = 2^25 elements in one window, each dim's table within bounds
    assertThatThrownBy(() -> reduceWindow(ReduceWindowOp.newBuilder().setKind(ReduceOp.Kind.SUM)
        .addWindowDimensions(1L << 13).addWindowDimensions(1L << 12).addPaddingLow(0).addPaddingLow(0)
        .addPaddingHigh((1L << 13) - 1).addPaddingHigh((1L << 12) - 1), t(DType.S32, 1, 1), init))
        .hasMessageContaining("window_dimensions [8192, 4096] have more than 16777216 elements in one window");
    // select_and_scatter shares the geometry
    assertThatThrownBy(() -> TypeInference.infer(Op.newBuilder().setSelectAndScatter(SelectAndScatterOp.newBuilder()
        .setSelect(CompareOp.Direction.GE).setScatter(ReduceOp.Kind.SUM).addWindowDimensions(1L << 30)
        .addPaddingLow(0).addPaddingHigh((1L << 30) - 1)).build(), List.of(x, t(DType.S32, 1), init)))
        .hasMessageContaining("select_and_scatter: dim 0: 1 windows of size 1073741824 exceed the limit");
  }

  @Test
  void reduceWindowShapesAndErrors() {
    TensorType x = t(DType.F32, 2, 17);
    TensorType init = t(DType.F32);
    // cumsum: window 17 with padding (16, 0) keeps the length
    assertThat(reduceWindow(ReduceWindowOp.newBuilder().setKind(ReduceOp.Kind.SUM).addAllWindowDimensions(List.of(1L, 17L))
        .addAllPaddingLow(List.of(0L, 16L)).addAllPaddingHigh(List.of(0L, 0L)), x, init)).isEqualTo(x);
    // pooling 3, stride 2, base dilation 2: 17 -> 33, (33 - 3) / 2 + 1 = 16
    assertThat(reduceWindow(ReduceWindowOp.newBuilder().setKind(ReduceOp.Kind.MAX).addAllWindowDimensions(List.of(1L, 3L))
        .addAllWindowStrides(List.of(1L, 2L)).addAllBaseDilations(List.of(1L, 2L)), x, init))
        .isEqualTo(t(DType.F32, 2, 16));
    assertThatThrownBy(() -> reduceWindow(ReduceWindowOp.newBuilder().setKind(ReduceOp.Kind.SUM)
        .addAllWindowDimensions(List.of(1L, 18L)), x, init))
        .hasMessage("reduce_window: dim 1: the window (18) is larger than the padded input (17 + padding 0/0 = 17) of "
            + "f32[2,17]");
    assertThatThrownBy(() -> reduceWindow(ReduceWindowOp.newBuilder().setKind(ReduceOp.Kind.SUM)
        .addAllWindowDimensions(List.of(1L, 2L)).addAllWindowStrides(List.of(1L, 0L)), x, init))
        .hasMessageContaining("window_strides [1, 0] must be positive");
    assertThatThrownBy(() -> reduceWindow(ReduceWindowOp.newBuilder().setKind(ReduceOp.Kind.SUM)
        .addAllWindowDimensions(List.of(2L)), x, init)).hasMessageContaining("needs 2 (the rank of f32[2,17])");
    assertThatThrownBy(() -> reduceWindow(ReduceWindowOp.newBuilder().setKind(ReduceOp.Kind.SUM)
        .addAllWindowDimensions(List.of(1L, 2L)), x, t(DType.F32, 1))).hasMessageContaining("must be a scalar");
    assertThatThrownBy(() -> reduceWindow(ReduceWindowOp.newBuilder().setKind(ReduceOp.Kind.AND)
        .addAllWindowDimensions(List.of(1L, 2L)), x, init)).hasMessageContaining("needs a pred operand");
  }

  @Test
  void selectAndScatterShapesAndErrors() {
    TensorType x = t(DType.F32, 4, 6);
    SelectAndScatterOp.Builder s = SelectAndScatterOp.newBuilder().setSelect(CompareOp.Direction.GE)
        .setScatter(ReduceOp.Kind.SUM).addAllWindowDimensions(List.of(2L, 2L)).addAllWindowStrides(List.of(2L, 2L));
    assertThat(TypeInference.infer(Op.newBuilder().setSelectAndScatter(s).build(),
        List.of(x, t(DType.F32, 2, 3), t(DType.F32)))).containsExactly(x);
    assertThatThrownBy(() -> TypeInference.infer(Op.newBuilder().setSelectAndScatter(s).build(),
        List.of(x, t(DType.F32, 2, 2), t(DType.F32))))
        .hasMessage("select_and_scatter: source f32[2,2] must have the windows grid [2, 3] of operand f32[4,6]");
    assertThatThrownBy(() -> TypeInference.infer(Op.newBuilder().setSelectAndScatter(s.clone().setSelect(
        CompareOp.Direction.EQ)).build(), List.of(x, t(DType.F32, 2, 3), t(DType.F32))))
        .hasMessageContaining("select direction EQ is not supported");
  }

  /**
   * A dilation up to 2^40 times a real dim wrapped around: 2^24 + 1 elements dilated by 2^40 span 2^64 + 1, which read
   * as 1, so a 16 MiB operand typed (and ran) as a one-window grid instead of being refused.
   */
  @Test
  void dilatedSpansThatWrapAroundAreRefused() {
    long wraps = (1L << 24) + 1;
    long dilation = 1L << 40;
    assertThatThrownBy(() -> reduceWindow(ReduceWindowOp.newBuilder().setKind(ReduceOp.Kind.SUM).addWindowDimensions(1)
        .addBaseDilations(dilation), t(DType.S8, wraps), t(DType.S8)))
        .isInstanceOf(OpTypeException.class)
        .hasMessageContaining("dim 0: the input (16777217 elements dilated by 1099511627776) spans more than");
    assertThatThrownBy(() -> reduceWindow(ReduceWindowOp.newBuilder().setKind(ReduceOp.Kind.SUM).addWindowDimensions(wraps)
        .addWindowDilations(dilation).addPaddingLow(0).addPaddingHigh(1), t(DType.S8, wraps), t(DType.S8)))
        .hasMessageContaining("dim 0: the window (16777217 elements dilated by 1099511627776) spans more than");
    ConvolutionOp.Builder c = ConvolutionOp.newBuilder().setInputBatchDimension(0).setInputFeatureDimension(1)
        .addInputSpatialDimensions(2).setKernelOutputFeatureDimension(0).setKernelInputFeatureDimension(1)
        .addKernelSpatialDimensions(2).setOutputBatchDimension(0).setOutputFeatureDimension(1)
        .addOutputSpatialDimensions(2).setFeatureGroupCount(1).setBatchGroupCount(1);
    assertThatThrownBy(() -> conv(c.clone().addLhsDilation(dilation), t(DType.S8, 1, 1, wraps), t(DType.S8, 1, 1, 1)))
        .hasMessageContaining("spatial dim 0: the input (16777217 elements dilated by 1099511627776) spans more than");
    assertThatThrownBy(() -> conv(c.clone().addRhsDilation(dilation), t(DType.S8, 1, 1, wraps), t(DType.S8, 1, 1, wraps)))
        .hasMessageContaining("spatial dim 0: the window (16777217 elements dilated by 1099511627776) spans more than");
    // the largest dilation on a dim that does not wrap still types: 2^22 elements 2^40 apart, one window per stride
    assertThat(reduceWindow(ReduceWindowOp.newBuilder().setKind(ReduceOp.Kind.SUM).addWindowDimensions(1)
        .addBaseDilations(dilation).addWindowStrides(dilation), t(DType.S8, 1L << 22), t(DType.S8)))
        .isEqualTo(t(DType.S8, 1L << 22));
  }

  /** |Long.MIN_VALUE| is negative, so a bound written with Math.abs let it through as a padding amount. */
  @Test
  void paddingOfTheSmallestLongIsRefusedAsOutOfRange() {
    assertThatThrownBy(() -> conv(nchw().addAllPaddingLow(List.of(Long.MIN_VALUE, 0L)).addAllPaddingHigh(List.of(0L, 0L)),
        t(DType.F32, 1, 1, 4, 4), t(DType.F32, 1, 1, 1, 1)))
        .hasMessageContaining("padding_low entry 0 (" + Long.MIN_VALUE + ") exceeds " + Shapes.MAX_ELEMENTS);
  }
}
