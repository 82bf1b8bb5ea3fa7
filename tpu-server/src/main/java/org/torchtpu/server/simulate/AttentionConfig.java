package org.torchtpu.server.simulate;

/**
 * How a transformer's attention departs from full causal multi-head (grouped-query) attention; all zero
 * ({@link #STANDARD}) is the usual layer.
 *
 * <p><b>Sliding windows</b> (Mistral 7B's 4,096; Gemma 2's 4,096 on every other layer; Gemma 3's 1,024 on five layers
 * of six): a query of a local layer attends to the {@code slidingWindow} keys ending at its own position, so a flash
 * kernel visits only the key blocks that window reaches; {@code globalEvery} = n makes every n-th layer global (full
 * causal), 0 makes every layer local.
 *
 * <p><b>Multi-head latent attention</b> (DeepSeek-V2/V3, {@code kvLoraRank} > 0): queries come through a rank
 * {@code qLoraRank} bottleneck (0 = a plain projection), keys and values through a shared rank {@code kvLoraRank}
 * latent (plus one {@code ropeHeadDim} rotary key shared by the heads); per head, q and k have the transformer's
 * {@code headDim} (no rotary part, DeepSeek's qk_nope_head_dim) plus {@code ropeHeadDim}, v has
 * {@code valueHeadDim}. Training runs it as ordinary attention over the up-projected heads (every head its own k and
 * v: the kv head count is the head count).
 */
public record AttentionConfig(int slidingWindow, int globalEvery, int qLoraRank, int kvLoraRank, int ropeHeadDim,
    int valueHeadDim) {
  public static final AttentionConfig STANDARD = new AttentionConfig(0, 0, 0, 0, 0, 0);

  public AttentionConfig {
    if (slidingWindow < 0 || globalEvery < 0 || qLoraRank < 0 || kvLoraRank < 0 || ropeHeadDim < 0
        || valueHeadDim < 0) {
      throw new IllegalArgumentException("invalid attention: sliding window " + slidingWindow + ", global every "
          + globalEvery + ", q/kv LoRA ranks " + qLoraRank + "/" + kvLoraRank + ", rope head dim " + ropeHeadDim
          + ", value head dim " + valueHeadDim + " (all >= 0; 0 = not used)");
    }
    if (globalEvery > 0 && slidingWindow == 0) {
      throw new IllegalArgumentException("invalid attention: globalEvery " + globalEvery + " needs a slidingWindow");
    }
    if (kvLoraRank == 0 && (qLoraRank > 0 || ropeHeadDim > 0 || valueHeadDim > 0)) {
      throw new IllegalArgumentException("invalid attention: qLoraRank, ropeHeadDim and valueHeadDim describe latent "
          + "attention, which needs kvLoraRank > 0");
    }
  }

  /** Null (absent in JSON) is the standard layer. */
  static AttentionConfig orStandard(AttentionConfig a) {
    return a == null ? STANDARD : a;
  }

  public boolean windowed() {
    return slidingWindow > 0;
  }

  public boolean latent() {
    return kvLoraRank > 0;
  }

  /** Layers of {@code layers} that attend within the window (none without one). */
  public int localLayers(int layers) {
    if (!windowed()) {
      return 0;
    }
    return globalEvery == 0 ? layers : layers - layers / globalEvery;
  }

  /**
   * Keys a query visits on average in a causal flash kernel of {@code block}-key blocks over {@code t} positions,
   * attending to at most {@code window} keys (0 = all earlier ones): query block q visits key blocks q-k..q, k the
   * blocks the window reaches back ((window - 1) / block, rounded up), fewer near the start. Without a window, or one
   * as long as the sequence, it is the causal count t/2 + block/2 (half the blocks, plus the diagonal one's half).
   */
  static double keysVisited(long t, long block, long window) {
    long n = (t + block - 1) / block;
    long k = window <= 0 ? n : (window - 1 + block - 1) / block;
    if (k >= n - 1) {
      return t / 2 + block / 2;
    }
    double blocks = ((k + 1) * (k + 2) / 2.0 + (double) (n - 1 - k) * (k + 1)) / n;
    return blocks * block;
  }
}
