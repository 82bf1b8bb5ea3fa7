package org.torchtpu.client.nn;

import org.torchtpu.client.Tensor;

/** A pre-norm Llama decoder block: {@code h = x + attn(norm(x)); out = h + mlp(norm(h))}. */
public final class DecoderBlock extends Module {
  private final RmsNorm attentionNorm;
  private final CausalSelfAttention attention;
  private final RmsNorm mlpNorm;
  private final SwiGluMlp mlp;
  private final Dropout dropout;

  public DecoderBlock(Init init, LlamaConfig c, long dropoutSeed) {
    this.attentionNorm = child("attention_norm", new RmsNorm(init, c.dim(), c.normEps()));
    this.attention = child("attention", new CausalSelfAttention(init, c.dim(), c.heads(), c.kvHeads(), c.ropeTheta()));
    this.mlpNorm = child("mlp_norm", new RmsNorm(init, c.dim(), c.normEps()));
    this.mlp = child("mlp", new SwiGluMlp(init, c.dim(), c.hidden()));
    this.dropout = child("dropout", new Dropout(c.dropout(), dropoutSeed));
  }

  public Tensor forward(Tensor x, KvCache cache, int layer) {
    Tensor h = x.add(dropout.forward(attention.forward(attentionNorm.forward(x), cache, layer)));
    return h.add(dropout.forward(mlp.forward(mlpNorm.forward(h))));
  }
}
