package org.torchtpu.client.nn;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.v1.DType;
import org.torchtpu.client.Tensor;

/**
 * A Llama-style language model: token embedding, {@code layers} decoder blocks (RMSNorm,
 * rotary GQA attention, SwiGLU), a final RMSNorm and an untied LM head. Parameter names follow
 * the module tree: {@code embedding.weight}, {@code layers.0.attention.wq.weight}, ...,
 * {@code norm.weight}, {@code lm_head.weight}.
 */
public final class LlamaModel extends Module {
  private final LlamaConfig config;
  private final Embedding embedding;
  private final List<DecoderBlock> layers = new ArrayList<>();
  private final RmsNorm norm;
  private final Linear lmHead;

  /** Weights from {@code init} (Linear: uniform +-1/sqrt(fan_in); embedding: N(0, 1); norms: ones). */
  public LlamaModel(Init init, LlamaConfig config) {
    this.config = config;
    this.embedding = child("embedding", new Embedding(init, config.vocab(), config.dim()));
    LayerList list = child("layers", new LayerList());
    for (int i = 0; i < config.layers(); i++) {
      layers.add(list.add(new DecoderBlock(init, config, 1000L * (i + 1))));
    }
    this.norm = child("norm", new RmsNorm(init, config.dim(), config.normEps()));
    this.lmHead = child("lm_head", new Linear(init, config.dim(), config.vocab(), false));
  }

  /** Sub-modules named 0, 1, ... as {@code torch.nn.ModuleList}. */
  private static final class LayerList extends Module {
    private int count;

    DecoderBlock add(DecoderBlock block) {
      return child(Integer.toString(count++), block);
    }
  }

  public LlamaConfig config() {
    return config;
  }

  /** Logits [B, T, vocab] for token ids [B, T] (integer), positions 0 .. T-1. */
  public Tensor forward(Tensor ids) {
    return forward(ids, null);
  }

  /** Logits for ids at positions {@code cache.length() ..}; the cache takes their keys and values. */
  public Tensor forward(Tensor ids, KvCache cache) {
    if (ids.dim() != 2 || ids.isFloatingPoint()) {
      throw new IllegalArgumentException("LlamaModel: expected integer token ids [batch, time], got " + ids);
    }
    if (cache != null && cache.layers() != layers.size()) {
      throw new IllegalArgumentException("LlamaModel: the cache has " + cache.layers() + " layers, the model "
          + layers.size());
    }
    return ids.session().atOneCallSite(() -> layersForward(ids, cache));
  }

  private Tensor layersForward(Tensor ids, KvCache cache) {
    Tensor h = embedding.forward(ids);
    for (int i = 0; i < layers.size(); i++) {
      h = layers.get(i).forward(h, cache, i);
    }
    if (cache != null) {
      cache.advance(ids.size(1));
    }
    return lmHead.forward(norm.forward(h));
  }

  /** Mean next-token cross-entropy of logits for ids [B, T] against targets [B, T]. */
  public Tensor loss(Tensor ids, Tensor targets) {
    return ids.session().atOneCallSite(() -> {
      Tensor logits = forward(ids);
      long rows = logits.size(0) * logits.size(1);
      return Tensor.crossEntropy(logits.reshape(rows, config.vocab()), targets.reshape(rows));
    });
  }

  /**
   * Greedy (temperature 0) or sampled continuation of {@code prompt} [1, T] by {@code count}
   * tokens using a KV cache: one forward over the prompt, then one position at a time. Sampling
   * draws from the session's RNG seeded {@code seed + step}. Returns the new token ids.
   */
  public long[] generate(long[] prompt, int count, double temperature, long seed) {
    org.torchtpu.client.Session s = embedding.weight().value().session();
    long[] out = new long[count];
    try (var scope = s.noGradScope()) {
      KvCache cache = new KvCache(layers.size());
      Tensor ids = s.tensor(prompt, 1, prompt.length);
      for (int i = 0; i < count; i++) {
        Tensor logits = forward(ids, cache);
        Tensor last = logits.select(1, logits.size(1) - 1).reshape(config.vocab());
        long next;
        if (temperature <= 0) {
          next = (long) last.argmax().item();
        } else {
          // Gumbel-max: argmax(logits / T + Gumbel noise) is a sample from softmax(logits / T).
          Tensor u = s.uniform(seed + i, 1e-6, 1.0, DType.F32, config.vocab());
          Tensor gumbel = u.log().neg().log().neg();
          next = (long) last.div(temperature).add(gumbel).argmax().item();
        }
        out[i] = next;
        ids = s.tensor(new long[] {next}, 1, 1);
      }
    }
    return out;
  }
}
