package org.torchtpu.client.nn;

import org.torchtpu.client.Tensor;

/** Activation functions written over the Tensor API (so autograd and tracing follow). */
public final class Functional {
  private Functional() {}

  /** SiLU (swish): {@code x * sigmoid(x)}. */
  public static Tensor silu(Tensor x) {
    return x.mul(x.sigmoid());
  }
}
