package org.torchtpu.client.nn;

import org.torchtpu.client.Tensor;

/** Llama's feed-forward block: {@code down(silu(gate(x)) * up(x))}, no biases. */
public final class SwiGluMlp extends Module {
  private final Linear gate;
  private final Linear up;
  private final Linear down;

  public SwiGluMlp(Init init, long dim, long hidden) {
    this.gate = child("gate", new Linear(init, dim, hidden, false));
    this.up = child("up", new Linear(init, dim, hidden, false));
    this.down = child("down", new Linear(init, hidden, dim, false));
  }

  public Tensor forward(Tensor x) {
    return down.forward(Functional.silu(gate.forward(x)).mul(up.forward(x)));
  }
}
