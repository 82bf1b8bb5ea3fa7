package org.torchtpu.client.nn;

import org.torchtpu.client.Tensor;

/** Root-mean-square norm over the last dim, {@code x / sqrt(mean(x^2) + eps) * weight}, as Llama uses. */
public final class RmsNorm extends Module {
  private final Parameter weight;
  private final double eps;

  public RmsNorm(Init init, long dim, double eps) {
    this.eps = eps;
    this.weight = parameter("weight", init.ones(dim));
  }

  public Tensor forward(Tensor x) {
    Tensor meanSquare = x.mul(x).mean(-1, true);
    return x.mul(meanSquare.add(eps).rsqrt()).mul(weight.value());
  }
}
