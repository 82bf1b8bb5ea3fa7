package org.torchtpu.client.nn;

import org.torchtpu.client.Tensor;

/** Layer norm over the last dim with a learned scale and shift. */
public final class LayerNorm extends Module {
  private final Parameter weight;
  private final Parameter bias;
  private final long dim;
  private final double eps;

  public LayerNorm(Init init, long dim, double eps) {
    this.dim = dim;
    this.eps = eps;
    this.weight = parameter("weight", init.ones(dim));
    this.bias = parameter("bias", init.zeros(dim));
  }

  public Tensor forward(Tensor x) {
    return x.layerNorm(new long[] {dim}, weight.value(), bias.value(), eps);
  }
}
