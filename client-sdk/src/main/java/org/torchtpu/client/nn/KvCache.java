package org.torchtpu.client.nn;

/**
 * Keys and values of the positions seen so far, per layer, for generation: each step runs the
 * model on the new tokens only and attends to the cached ones. Keys are stored after the rotary
 * embedding and before the grouped heads are repeated: [batch, kvHeads, length, headDim].
 */
public final class KvCache {
  private final org.torchtpu.client.Tensor[] keys;
  private final org.torchtpu.client.Tensor[] values;
  private long length;

  public KvCache(int layers) {
    this.keys = new org.torchtpu.client.Tensor[layers];
    this.values = new org.torchtpu.client.Tensor[layers];
  }

  /** Positions cached so far (the position of the next token). */
  public long length() {
    return length;
  }

  org.torchtpu.client.Tensor keys(int layer) {
    return keys[layer];
  }

  org.torchtpu.client.Tensor values(int layer) {
    return values[layer];
  }

  void store(int layer, org.torchtpu.client.Tensor k, org.torchtpu.client.Tensor v) {
    keys[layer] = k;
    values[layer] = v;
  }

  void advance(long tokens) {
    length += tokens;
  }

  public int layers() {
    return keys.length;
  }
}
