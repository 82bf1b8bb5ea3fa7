package org.torchtpu.server.simulate;

/**
 * The shape of a decoder-only transformer, enough to emit its ops at real size.
 *
 * @param mlpMatrices input projections of the MLP: 1 for a plain (ReLU/GELU) MLP, 2 for a gated one (SwiGLU, GeGLU)
 * @param activationOps elementwise ops of the MLP activation per element (relu 1; silu*gate 3; gelu-tanh*gate 9)
 * @param parallelBlock attention and MLP read the same normalised input and their outputs are summed (the 2023
 *     MaxText block); otherwise the usual sequential pre-norm block
 * @param rope rotary position embedding on q and k
 * @param tiedEmbedding the output projection reuses the embedding table
 * @param normsPerLayer RMS norms per layer (2 pre-norm; Gemma 3 has 4 around the blocks plus 2 on q and k)
 * @param experts routed experts of a mixture-of-experts MLP (0 = a dense model: one MLP of width {@code mlp}); a
 *     router picks {@code expertsPerToken} of them per token and the token's MLP output is their weighted sum
 * @param expertsPerToken experts each token is routed to (top-k; 0 with experts = 0)
 * @param expertMlp hidden width of one expert's MLP (0 = {@code mlp}); experts have the dense MLP's shape otherwise
 * @param sharedExperts experts of width {@code expertMlp} every token passes through besides its routed ones (the
 *     DeepSeek layout; 0 for Mixtral)
 * @param attention sliding windows and latent attention ({@link AttentionConfig}; null = full causal attention)
 * @param denseLayers of a mixture of experts, the first layers that keep a dense MLP of width {@code mlp} (DeepSeek's
 *     first_k_dense_replace; 0 = every layer routes)
 */
public record TransformerConfig(String name, int layers, int embed, int heads, int kvHeads, int headDim, int mlp,
    int vocab, int mlpMatrices, int activationOps, boolean parallelBlock, boolean rope, boolean tiedEmbedding,
    int normsPerLayer, int experts, int expertsPerToken, int expertMlp, int sharedExperts, AttentionConfig attention,
    int denseLayers) {

  /** A model with full causal attention whose every layer is dense or routes. */
  public TransformerConfig(String name, int layers, int embed, int heads, int kvHeads, int headDim, int mlp,
      int vocab, int mlpMatrices, int activationOps, boolean parallelBlock, boolean rope, boolean tiedEmbedding,
      int normsPerLayer, int experts, int expertsPerToken, int expertMlp, int sharedExperts) {
    this(name, layers, embed, heads, kvHeads, headDim, mlp, vocab, mlpMatrices, activationOps, parallelBlock, rope,
        tiedEmbedding, normsPerLayer, experts, expertsPerToken, expertMlp, sharedExperts, null, 0);
  }

  /** A dense model (no experts). */
  public TransformerConfig(String name, int layers, int embed, int heads, int kvHeads, int headDim, int mlp,
      int vocab, int mlpMatrices, int activationOps, boolean parallelBlock, boolean rope, boolean tiedEmbedding,
      int normsPerLayer) {
    this(name, layers, embed, heads, kvHeads, headDim, mlp, vocab, mlpMatrices, activationOps, parallelBlock, rope,
        tiedEmbedding, normsPerLayer, 0, 0, 0, 0);
  }

  public TransformerConfig {
    if (layers < 1 || embed < 1 || heads < 1 || kvHeads < 1 || headDim < 1 || mlp < 1 || vocab < 1
        || mlpMatrices < 1 || mlpMatrices > 2 || activationOps < 1 || normsPerLayer < 0 || heads % kvHeads != 0) {
      throw new IllegalArgumentException("invalid transformer config " + name + ": layers " + layers + ", embed "
          + embed + ", heads " + heads + "/" + kvHeads + ", head dim " + headDim + ", mlp " + mlp + ", vocab " + vocab
          + " (every size >= 1, heads a multiple of kv heads, 1 or 2 MLP input matrices)");
    }
    if (experts < 0 || expertsPerToken < 0 || expertMlp < 0 || sharedExperts < 0
        || (experts == 0 && (expertsPerToken != 0 || sharedExperts != 0))
        || (experts > 0 && (expertsPerToken < 1 || expertsPerToken > experts))) {
      throw new IllegalArgumentException("invalid mixture of experts in " + name + ": experts " + experts
          + ", experts per token " + expertsPerToken + ", expert mlp " + expertMlp + ", shared experts "
          + sharedExperts + " (0 experts = dense; otherwise 1 <= experts per token <= experts, sizes >= 0)");
    }
    if (experts > 0 && expertMlp == 0) {
      expertMlp = mlp;
    }
    attention = AttentionConfig.orStandard(attention);
    if (denseLayers < 0 || denseLayers > layers || (denseLayers > 0 && experts == 0)) {
      throw new IllegalArgumentException("invalid dense layers in " + name + ": " + denseLayers + " (0.." + layers
          + ", and only for a mixture of experts)");
    }
    if (attention.latent() && kvHeads != heads) {
      throw new IllegalArgumentException("invalid latent attention in " + name + ": kv heads " + kvHeads + " must be "
          + "the heads (" + heads + "): every head up-projects its own keys and values");
    }
  }

  /** A copy with {@code attention}. */
  public TransformerConfig withAttention(AttentionConfig attention) {
    return new TransformerConfig(name, layers, embed, heads, kvHeads, headDim, mlp, vocab, mlpMatrices, activationOps,
        parallelBlock, rope, tiedEmbedding, normsPerLayer, experts, expertsPerToken, expertMlp, sharedExperts,
        attention, denseLayers);
  }

  /** A copy whose first {@code n} layers keep a dense MLP. */
  public TransformerConfig withDenseLayers(int n) {
    return new TransformerConfig(name, layers, embed, heads, kvHeads, headDim, mlp, vocab, mlpMatrices, activationOps,
        parallelBlock, rope, tiedEmbedding, normsPerLayer, experts, expertsPerToken, expertMlp, sharedExperts,
        attention, n);
  }

  /** Layers whose MLP routes to experts (all of them, less the dense ones; none for a dense model). */
  public int routedLayers() {
    return moe() ? layers - denseLayers : 0;
  }

  /** Whether the MLP is a mixture of experts. */
  public boolean moe() {
    return experts > 0;
  }

  /** Weights of one MLP of the given hidden width (input matrices and the output matrix). */
  private double mlpWeights(int width) {
    return (double) embed * width * (mlpMatrices + 1);
  }

  /**
   * Attention weights of one layer: q, k, v and the output projection; with latent attention the q down and up
   * projections (or one q projection), the shared kv down projection (latent plus the rotary key), the kv up
   * projection to every head's key (no rotary part) and value, and the output projection from the values.
   */
  public double attentionParameters() {
    if (!attention.latent()) {
      return (double) embed * headDim * (2.0 * heads + 2.0 * kvHeads);
    }
    double qkDim = headDim + attention.ropeHeadDim();
    double q = attention.qLoraRank() > 0
        ? (double) embed * attention.qLoraRank() + (double) attention.qLoraRank() * heads * qkDim
        : (double) embed * heads * qkDim;
    double kv = (double) embed * (attention.kvLoraRank() + attention.ropeHeadDim())
        + (double) attention.kvLoraRank() * heads * (headDim + attention.valueHeadDim());
    return q + kv + (double) heads * attention.valueHeadDim() * embed;
  }

  /** Weights of one layer's routed experts (0 for a dense model). */
  public double expertParameters() {
    return moe() ? experts * mlpWeights(expertMlp) : 0;
  }

  /**
   * Weights of one layer, averaged over the layers when some keep a dense MLP (norm scales left out: they are a
   * rounding error); all experts and the router counted.
   */
  public double layerParameters() {
    if (!moe()) {
      return attentionParameters() + mlpWeights(mlp);
    }
    double routed = attentionParameters() + expertParameters() + sharedExperts * mlpWeights(expertMlp)
        + routerParameters();
    return denseLayers == 0 ? routed
        : (routed * routedLayers() + (attentionParameters() + mlpWeights(mlp)) * denseLayers) / layers;
  }

  /** The router's weights (embed x experts; none with a single expert, which every token takes). */
  public double routerParameters() {
    return experts > 1 ? (double) embed * experts : 0;
  }

  /**
   * Weights one token passes through in a layer (averaged over the layers when some keep a dense MLP): attention, its
   * top-k experts, the shared ones and the router.
   */
  public double activeLayerParameters() {
    if (!moe()) {
      return layerParameters();
    }
    double routed = attentionParameters() + (expertsPerToken + sharedExperts) * mlpWeights(expertMlp)
        + routerParameters();
    return denseLayers == 0 ? routed
        : (routed * routedLayers() + (attentionParameters() + mlpWeights(mlp)) * denseLayers) / layers;
  }

  /** Weights a token passes through (the "active" parameter count of a mixture of experts). */
  public double activeParameters() {
    return layers * activeLayerParameters() + embeddingParameters();
  }

  public double embeddingParameters() {
    return (double) vocab * embed * (tiedEmbedding ? 1 : 2);
  }

  public double parameters() {
    return layers * layerParameters() + embeddingParameters();
  }

  /**
   * Matmul FLOPs of one forward token through the weights it uses (2 per weight; the embedding lookup is no matmul;
   * a mixture of experts counts the active weights only).
   */
  public double weightFlopsPerToken() {
    return 2.0 * (layers * activeLayerParameters() + (double) vocab * embed);
  }
}
