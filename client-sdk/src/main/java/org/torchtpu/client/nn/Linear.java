package org.torchtpu.client.nn;

import org.torchtpu.client.Tensor;

/** {@code y = x W^T + b} with W [out, in] (PyTorch's layout); the matmul runs on the MXU in bf16. */
public final class Linear extends Module {
  private final Parameter weight;
  private final Parameter bias;
  private final long in;
  private final long out;

  /** Weights and bias uniform on +-1/sqrt(in), as {@code torch.nn.Linear}. */
  public Linear(Init init, long in, long out, boolean bias) {
    this.in = in;
    this.out = out;
    double bound = 1.0 / Math.sqrt(in);
    this.weight = parameter("weight", init.uniform(bound, out, in));
    this.bias = bias ? parameter("bias", init.uniform(bound, out)) : null;
  }

  public Tensor forward(Tensor x) {
    return Tensor.linear(x, weight.value(), bias == null ? null : bias.value());
  }

  public Parameter weight() {
    return weight;
  }

  public long inFeatures() {
    return in;
  }

  public long outFeatures() {
    return out;
  }
}
