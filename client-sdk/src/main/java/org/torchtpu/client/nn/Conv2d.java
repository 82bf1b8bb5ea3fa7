package org.torchtpu.client.nn;

import org.torchtpu.client.Convolutions;
import org.torchtpu.client.Tensor;

/** {@code torch.nn.Conv2d}: weight [out, in / groups, k, k], optional bias; runs on the MXU in bf16 (DEFAULT). */
public final class Conv2d extends Module {
  private final Parameter weight;
  private final Parameter bias;
  private final long stride;
  private final long padding;
  private final long dilation;
  private final long groups;

  /** Weights and bias uniform on +-1/sqrt(in / groups * k * k), as PyTorch initialises them. */
  public Conv2d(Init init, long in, long out, long kernel, long stride, long padding, long dilation, long groups,
      boolean bias) {
    if (groups < 1 || in % groups != 0 || out % groups != 0) {
      throw new IllegalArgumentException("Conv2d: in (" + in + ") and out (" + out + ") channels must be divisible by "
          + "groups (" + groups + ")");
    }
    this.stride = stride;
    this.padding = padding;
    this.dilation = dilation;
    this.groups = groups;
    double bound = 1.0 / Math.sqrt((double) in / groups * kernel * kernel);
    this.weight = parameter("weight", init.uniform(bound, out, in / groups, kernel, kernel));
    this.bias = bias ? parameter("bias", init.uniform(bound, out)) : null;
  }

  public Conv2d(Init init, long in, long out, long kernel, long stride, long padding) {
    this(init, in, out, kernel, stride, padding, 1, 1, true);
  }

  public Tensor forward(Tensor x) {
    return Convolutions.conv2d(x, weight.value(), bias == null ? null : bias.value(), new long[] {stride, stride},
        new long[] {padding, padding}, new long[] {dilation, dilation}, groups);
  }

  public Parameter weight() {
    return weight;
  }
}
