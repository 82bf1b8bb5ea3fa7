package org.torchtpu.client.nn;

import org.torchtpu.client.Tensor;

/** The classic transformer feed-forward block: {@code fc2(gelu(fc1(x)))}, with biases. */
public final class Mlp extends Module {
  private final Linear fc1;
  private final Linear fc2;

  public Mlp(Init init, long dim, long hidden) {
    this.fc1 = child("fc1", new Linear(init, dim, hidden, true));
    this.fc2 = child("fc2", new Linear(init, hidden, dim, true));
  }

  public Tensor forward(Tensor x) {
    return fc2.forward(fc1.forward(x).gelu());
  }
}
