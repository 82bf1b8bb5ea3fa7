package org.torchtpu.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.v1.ConvolutionOp;
import org.torchtpu.api.v1.DotGeneralOp.Precision;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.client.nn.BatchNorm2d;
import org.torchtpu.client.nn.Conv2d;
import org.torchtpu.client.nn.GroupNorm;
import org.torchtpu.client.nn.Init;
import org.torchtpu.client.nn.MaxPool2d;

/**
 * What the SDK's convolutions and window ops send, their shapes, what their backward passes emit, and bad input
 * refused before anything is sent (the numbers are checked against PyTorch in AutogradIT).
 */
class ConvolutionsAndPoolingTest {
  private final RecordingTransport wire = new RecordingTransport();
  private final Session s = wire.session();

  @Test
  void conv2dIsOneChannelsFirstConvolutionWithPyTorchShapes() {
    Tensor x = s.zeros(2, 4, 7, 6);
    Tensor w = s.zeros(6, 2, 3, 3);
    Tensor y = Convolutions.conv2d(x, w, null, new long[] {2, 1}, new long[] {1, 2}, new long[] {1, 2}, 2);
    // PyTorch: floor((7 + 2 - 2 - 1) / 2) + 1 = 4, floor((6 + 4 - 4 - 1) / 1) + 1 = 6
    assertThat(y.shape()).containsExactly(2, 6, 4, 6);
    ConvolutionOp c = wire.lastOp().getConvolution();
    assertThat(c.getInputFeatureDimension()).isEqualTo(1);
    assertThat(c.getKernelOutputFeatureDimension()).isZero();
    assertThat(c.getFeatureGroupCount()).isEqualTo(2);
    assertThat(c.getPrecision()).isEqualTo(Precision.DEFAULT);
    assertThat(Convolutions.conv1d(s.zeros(1, 3, 9), s.zeros(4, 3, 3), s.zeros(4), 2, 1, 1, 1).shape())
        .containsExactly(1, 4, 5);
    assertThat(Convolutions.conv3d(s.zeros(1, 2, 4, 5, 4), s.zeros(3, 2, 2, 3, 2), null, new long[] {1, 2, 1},
        new long[] {1, 0, 1}, new long[] {1, 1, 1}, 1).shape()).containsExactly(1, 3, 5, 2, 5);
    // (3 - 1) * 2 - 2 + 2 + 1 + 1 = 6 and (4 - 1) * 2 - 2 + 2 + 1 + 1 = 8, 2 groups of 3 output channels
    assertThat(Convolutions.convTranspose2d(s.zeros(2, 4, 3, 4), s.zeros(4, 3, 3, 3), null, new long[] {2, 2},
        new long[] {1, 1}, new long[] {1, 1}, new long[] {1, 1}, 2).shape()).containsExactly(2, 6, 6, 8);
  }

  @Test
  void convBackwardEmitsTheInputAndWeightGradientConvolutions() {
    Tensor x = s.zeros(2, 4, 7, 6).requiresGrad(true);
    Tensor w = s.zeros(6, 2, 3, 3).requiresGrad(true);
    Tensor y = Convolutions.conv2d(x, w, null, new long[] {2, 2}, new long[] {1, 1}, new long[] {1, 1}, 2);
    int before = wire.ops.size();
    y.sum().backward();
    var convs = wire.ops.subList(before, wire.ops.size()).stream().filter(Op::hasConvolution)
        .map(Op::getConvolution).toList();
    assertThat(convs).hasSize(2);
    // input gradient: the stride as lhs dilation, the kernel reversed
    assertThat(convs).anyMatch(c -> c.getLhsDilationList().equals(java.util.List.of(2L, 2L))
        && c.getWindowReversalList().equals(java.util.List.of(true, true)) && c.getFeatureGroupCount() == 2);
    // weight gradient: batch groups, the stride as rhs dilation
    assertThat(convs).anyMatch(c -> c.getBatchGroupCount() == 2 && c.getRhsDilationList().equals(java.util.List.of(2L, 2L)));
    assertThat(x.grad().shape()).containsExactly(2, 4, 7, 6);
    assertThat(w.grad().shape()).containsExactly(6, 2, 3, 3);
  }

  @Test
  void badConvolutionsFailBeforeAnythingIsSent() {
    Tensor x = s.zeros(1, 6, 5, 5);
    Tensor wrongGroups = s.zeros(4, 4, 3, 3);
    Tensor tooTall = s.zeros(4, 6, 7, 3);
    Tensor fine = s.zeros(4, 6, 3, 3);
    int before = wire.ops.size();
    assertThatThrownBy(() -> Convolutions.conv2d(x, wrongGroups, null, new long[] {1, 1}, new long[] {0, 0},
        new long[] {1, 1}, 2)).isInstanceOf(OpTypeException.class).hasMessageStartingWith("convolution: ")
        .hasMessageContaining("channels must equal kernel input features x feature_group_count");
    assertThatThrownBy(() -> Convolutions.conv2d(x, tooTall, null, 1, 0))
        .hasMessageContaining("is larger than the padded input");
    assertThatThrownBy(() -> Convolutions.conv2d(x, fine, null, 0, 0))
        .hasMessageContaining("window_strides [0, 0] must be positive");
    assertThat(wire.ops.size()).isEqualTo(before);
  }

  @Test
  void poolingShapesAndMaxPoolBackwardIsSelectAndScatter() {
    Tensor x = s.zeros(2, 3, 7, 6).requiresGrad(true);
    Tensor y = Pooling.maxPool2d(x, 3, 2, 1);
    assertThat(y.shape()).containsExactly(2, 3, 4, 3);
    assertThat(wire.lastOp().getReduceWindow().getKind()).isEqualTo(ReduceOp.Kind.MAX);
    int before = wire.ops.size();
    y.sum().backward();
    assertThat(wire.kindsSince(before)).contains("select_and_scatter");
    assertThat(Pooling.avgPool2d(s.zeros(1, 1, 7, 6), 3, 2, 1).shape()).containsExactly(1, 1, 4, 3);
    assertThat(Pooling.adaptiveAvgPool2d(s.zeros(1, 2, 7, 6), 3, 4).shape()).containsExactly(1, 2, 3, 4);
    assertThat(Pooling.adaptiveAvgPool2d(s.zeros(1, 2, 8, 8), 1, 1).shape()).containsExactly(1, 2, 1, 1);
    Tensor c = Pooling.cumsum(s.zeros(3, 5), -1);
    assertThat(c.shape()).containsExactly(3, 5);
    assertThat(wire.lastOp().getReduceWindow().getPaddingLowList()).containsExactly(0L, 4L);
    assertThat(Pooling.cumprod(s.zeros(3, 5), 0).shape()).containsExactly(3, 5);
    assertThatThrownBy(() -> Pooling.cumsum(s.zeros(3, 5), 2)).hasMessageContaining("cumsum: dim 2 is out of range");
    assertThatThrownBy(() -> Pooling.maxPool2d(s.zeros(1, 1, 2, 2), 3, 1, 0))
        .hasMessageContaining("reduce_window: dim 2: the window (3) is larger than the padded input");
  }

  @Test
  void nnModulesKeepShapes() {
    Init init = new Init(s, 7);
    Tensor x = s.zeros(2, 4, 8, 8);
    Tensor h = new Conv2d(init, 4, 8, 3, 1, 1).forward(x);
    assertThat(h.shape()).containsExactly(2, 8, 8, 8);
    BatchNorm2d bn = new BatchNorm2d(init, 8);
    assertThat(bn.forward(h).shape()).containsExactly(2, 8, 8, 8);
    assertThat(bn.runningMean().shape()).containsExactly(8);
    assertThat(new GroupNorm(init, 2, 8, 1e-5).forward(h).shape()).containsExactly(2, 8, 8, 8);
    assertThat(new MaxPool2d(2, 2, 0).forward(h).shape()).containsExactly(2, 8, 4, 4);
    assertThatThrownBy(() -> new Conv2d(init, 4, 6, 3, 1, 1, 1, 4, true)).hasMessageContaining("divisible");
  }
}
