package org.torchtpu.client.nn;

import java.util.List;
import org.torchtpu.client.Tensor;

/**
 * Causal multi-head self-attention with rotary embeddings and grouped key/value heads (GQA):
 * {@code heads} query heads share {@code kvHeads} key/value heads, each used by
 * {@code heads / kvHeads} consecutive query heads. With a {@link KvCache} the new positions
 * attend to the cached keys and values as well.
 */
public final class CausalSelfAttention extends Module {
  /** Added to masked scores: far below any real score, finite so Debug mode's NaN/Inf check stays quiet. */
  static final double MASKED = -1e9;

  private final Linear wq;
  private final Linear wk;
  private final Linear wv;
  private final Linear wo;
  private final int heads;
  private final int kvHeads;
  private final int headDim;
  private final RotaryEmbedding rope;

  public CausalSelfAttention(Init init, int dim, int heads, int kvHeads, double ropeTheta) {
    this.heads = heads;
    this.kvHeads = kvHeads;
    this.headDim = dim / heads;
    this.wq = child("wq", new Linear(init, dim, (long) heads * headDim, false));
    this.wk = child("wk", new Linear(init, dim, (long) kvHeads * headDim, false));
    this.wv = child("wv", new Linear(init, dim, (long) kvHeads * headDim, false));
    this.wo = child("wo", new Linear(init, (long) heads * headDim, dim, false));
    this.rope = new RotaryEmbedding(headDim, ropeTheta);
  }

  /** x [B, T, dim] at positions 0 .. T-1, no cache. */
  public Tensor forward(Tensor x) {
    return forward(x, null, 0);
  }

  /**
   * x [B, T, dim] holding positions {@code cache.length() ..}; the layer's keys and values are
   * appended to {@code cache} (may be null: positions start at 0).
   */
  public Tensor forward(Tensor x, KvCache cache, int layer) {
    long b = x.size(0);
    long t = x.size(1);
    long start = cache == null ? 0 : cache.length();
    Tensor q = rope.apply(splitHeads(wq.forward(x), heads), start);
    Tensor k = rope.apply(splitHeads(wk.forward(x), kvHeads), start);
    Tensor v = splitHeads(wv.forward(x), kvHeads);
    if (cache != null) {
      if (cache.keys(layer) != null) {
        k = Tensor.cat(List.of(cache.keys(layer), k), 2);
        v = Tensor.cat(List.of(cache.values(layer), v), 2);
      }
      cache.store(layer, k, v);
    }
    long s = k.size(2);
    Tensor scores = q.matmul(repeatKv(k, b, s).transpose(2, 3)).mul(1.0 / Math.sqrt(headDim));
    if (t > 1) {
      scores = scores.add(causalMask(x, start, t, s));
    }
    Tensor attended = scores.softmax(-1).matmul(repeatKv(v, b, s));
    return wo.forward(attended.transpose(1, 2).reshape(b, t, (long) heads * headDim));
  }

  /** [B, T, n * headDim] -> [B, n, T, headDim]. */
  private Tensor splitHeads(Tensor x, int n) {
    return x.reshape(x.size(0), x.size(1), n, headDim).transpose(1, 2);
  }

  /** [B, kvHeads, S, headDim] -> [B, heads, S, headDim], each kv head repeated for its group of query heads. */
  private Tensor repeatKv(Tensor kv, long b, long s) {
    int group = heads / kvHeads;
    if (group == 1) {
      return kv;
    }
    return kv.unsqueeze(2).expand(b, kvHeads, group, s, headDim).reshape(b, heads, s, headDim);
  }

  /** [T, S]: 0 where query i (at position start + i) may see key j, else {@link #MASKED}. */
  static Tensor causalMask(Tensor like, long start, long t, long s) {
    float[] mask = new float[(int) (t * s)];
    for (int i = 0; i < t; i++) {
      for (int j = 0; j < s; j++) {
        mask[(int) (i * s + j)] = j > start + i ? (float) MASKED : 0f;
      }
    }
    return like.session().tensor(mask, t, s);
  }
}
