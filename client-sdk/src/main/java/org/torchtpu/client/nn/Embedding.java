package org.torchtpu.client.nn;

import org.torchtpu.client.Tensor;

/** A table of {@code count} rows of {@code dim}: token ids of any shape -> [..., dim] (one gather). */
public final class Embedding extends Module {
  private final Parameter weight;

  /** Rows drawn from N(0, 1), as {@code torch.nn.Embedding}. */
  public Embedding(Init init, long count, long dim) {
    this.weight = parameter("weight", init.normal(1.0, count, dim));
  }

  public Tensor forward(Tensor ids) {
    return Tensor.embedding(weight.value(), ids);
  }

  public Parameter weight() {
    return weight;
  }
}
