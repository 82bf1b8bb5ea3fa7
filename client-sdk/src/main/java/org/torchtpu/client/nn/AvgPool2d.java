package org.torchtpu.client.nn;

import org.torchtpu.client.Pooling;
import org.torchtpu.client.Tensor;

/** {@code torch.nn.AvgPool2d(kernel, stride, padding)} (padding counts in the average, PyTorch's default). */
public final class AvgPool2d extends Module {
  private final long kernel;
  private final long stride;
  private final long padding;

  public AvgPool2d(long kernel, long stride, long padding) {
    this.kernel = kernel;
    this.stride = stride;
    this.padding = padding;
  }

  public Tensor forward(Tensor x) {
    return Pooling.avgPool2d(x, kernel, stride, padding);
  }
}
