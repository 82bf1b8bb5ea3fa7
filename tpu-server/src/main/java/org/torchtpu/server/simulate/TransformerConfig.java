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
 */
public record TransformerConfig(String name, int layers, int embed, int heads, int kvHeads, int headDim, int mlp,
    int vocab, int mlpMatrices, int activationOps, boolean parallelBlock, boolean rope, boolean tiedEmbedding,
    int normsPerLayer) {

  public TransformerConfig {
    if (layers < 1 || embed < 1 || heads < 1 || kvHeads < 1 || headDim < 1 || mlp < 1 || vocab < 1
        || mlpMatrices < 1 || mlpMatrices > 2 || activationOps < 1 || normsPerLayer < 0 || heads % kvHeads != 0) {
      throw new IllegalArgumentException("invalid transformer config " + name + ": layers " + layers + ", embed "
          + embed + ", heads " + heads + "/" + kvHeads + ", head dim " + headDim + ", mlp " + mlp + ", vocab " + vocab
          + " (every size >= 1, heads a multiple of kv heads, 1 or 2 MLP input matrices)");
    }
  }

  /** Weights of one layer (norm scales left out: they are a rounding error). */
  public double layerParameters() {
    double attention = (double) embed * headDim * (2.0 * heads + 2.0 * kvHeads);
    double mlpWeights = (double) embed * mlp * (mlpMatrices + 1);
    return attention + mlpWeights;
  }

  public double embeddingParameters() {
    return (double) vocab * embed * (tiedEmbedding ? 1 : 2);
  }

  public double parameters() {
    return layers * layerParameters() + embeddingParameters();
  }

  /** Matmul FLOPs of one forward token through the weights (2 per weight; the embedding lookup is no matmul). */
  public double weightFlopsPerToken() {
    return 2.0 * (layers * layerParameters() + (double) vocab * embed);
  }
}
