package org.torchtpu.client.nn;

/**
 * Sizes of a Llama-style decoder: vocabulary, model width, layers, query heads, key/value heads
 * (grouped-query attention when fewer than the query heads), SwiGLU hidden width, RMSNorm eps,
 * RoPE base, and dropout after attention and MLP (0 = none).
 */
public record LlamaConfig(int vocab, int dim, int layers, int heads, int kvHeads, int hidden, double normEps,
    double ropeTheta, double dropout) {
  public LlamaConfig {
    if (vocab <= 0 || dim <= 0 || layers <= 0 || heads <= 0 || kvHeads <= 0 || hidden <= 0) {
      throw new IllegalArgumentException("LlamaConfig: sizes must be positive: " + this);
    }
    if (dim % heads != 0) {
      throw new IllegalArgumentException("LlamaConfig: dim " + dim + " is not a multiple of heads " + heads);
    }
    if (heads % kvHeads != 0) {
      throw new IllegalArgumentException("LlamaConfig: heads " + heads + " is not a multiple of kvHeads " + kvHeads);
    }
    if ((dim / heads) % 2 != 0) {
      throw new IllegalArgumentException("LlamaConfig: head dim " + dim / heads + " must be even for rotary embeddings");
    }
  }

  public int headDim() {
    return dim / heads;
  }
}
