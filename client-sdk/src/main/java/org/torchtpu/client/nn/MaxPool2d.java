package org.torchtpu.client.nn;

import org.torchtpu.client.Pooling;
import org.torchtpu.client.Tensor;

/** {@code torch.nn.MaxPool2d(kernel, stride, padding)}. */
public final class MaxPool2d extends Module {
  private final long kernel;
  private final long stride;
  private final long padding;

  public MaxPool2d(long kernel, long stride, long padding) {
    this.kernel = kernel;
    this.stride = stride;
    this.padding = padding;
  }

  public Tensor forward(Tensor x) {
    return Pooling.maxPool2d(x, kernel, stride, padding);
  }
}
