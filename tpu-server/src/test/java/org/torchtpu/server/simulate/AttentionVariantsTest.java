package org.torchtpu.server.simulate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.assertj.core.data.Percentage;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.simulate.SimKernel.Member;
import org.torchtpu.server.simulate.SimKernel.Phase;

/**
 * Sliding-window attention (Mistral, Gemma 2/3's local:global layers) and DeepSeek's multi-head latent attention, and
 * a mixture of experts whose first layers stay dense: parameter counts against the published totals, and the
 * attention kernel's keys against a brute-force count of the flash blocks a windowed causal kernel visits.
 */
class AttentionVariantsTest {
  /**
   * Gemma 3 (Hugging Face google/gemma-3-{1b,4b,12b,27b}-pt config.json: hidden_size, num_hidden_layers,
   * num_attention_heads, num_key_value_heads, head_dim, intermediate_size, vocab_size 262,144, sliding_window 512 for
   * 1B and 1,024 above, sliding_window_pattern 6: five local layers to one global), GeGLU MLP, tied embeddings, four
   * norms around the blocks and two on q and k (MaxText's gemma3.py: use_qk_norm=True).
   */
  static TransformerConfig gemma3(String name, int layers, int embed, int heads, int kvHeads, int headDim, int mlp,
      int window) {
    return new TransformerConfig(name, layers, embed, heads, kvHeads, headDim, mlp, 262_144, 2, 9, false, true, true,
        6).withAttention(new AttentionConfig(window, 6, 0, 0, 0, 0));
  }

  static final TransformerConfig GEMMA3_1B = gemma3("gemma3-1b", 26, 1152, 4, 1, 256, 6912, 512);
  static final TransformerConfig GEMMA3_4B = gemma3("gemma3-4b", 34, 2560, 8, 4, 256, 10240, 1024);
  static final TransformerConfig GEMMA3_12B = gemma3("gemma3-12b", 48, 3840, 16, 8, 256, 15360, 1024);
  static final TransformerConfig GEMMA3_27B = gemma3("gemma3-27b", 62, 5376, 32, 16, 128, 21504, 1024);

  /**
   * DeepSeek-V3 (deepseek-ai/DeepSeek-V3 config.json): num_hidden_layers 61, hidden_size 7168, num_attention_heads
   * 128, q_lora_rank 1536, kv_lora_rank 512, qk_nope_head_dim 128, qk_rope_head_dim 64, v_head_dim 128,
   * intermediate_size 18432 (the dense layers), moe_intermediate_size 2048, n_routed_experts 256,
   * num_experts_per_tok 8, n_shared_experts 1, first_k_dense_replace 3, vocab_size 129280, untied embeddings; SwiGLU.
   * The multi-token-prediction module is not part of the 671B.
   */
  static final TransformerConfig DEEPSEEK_V3 = new TransformerConfig("deepseek-v3", 61, 7168, 128, 128, 128, 18432,
      129_280, 2, 3, false, true, false, 2, 256, 8, 2048, 1, new AttentionConfig(0, 0, 1536, 512, 64, 128), 3);

  /** Mistral 7B v0.1: every layer attends to a 4,096-token window. */
  static final TransformerConfig MISTRAL_7B = new TransformerConfig("mistral-7b", 32, 4096, 32, 8, 128, 14336, 32000,
      2, 3, false, true, false, 2).withAttention(new AttentionConfig(4096, 0, 0, 0, 0, 0));

  @Test
  void gemma3ParameterCountsAreThePublishedOnes() {
    // Gemma 3 Technical Report (arXiv 2503.19786) Table 1: embedding and non-embedding parameters
    double[][] published = {{302e6, 698e6}, {675e6, 3_209e6}, {1_012e6, 10_759e6}, {1_416e6, 25_600e6}};
    List<TransformerConfig> models = List.of(GEMMA3_1B, GEMMA3_4B, GEMMA3_12B, GEMMA3_27B);
    for (int i = 0; i < models.size(); i++) {
      TransformerConfig m = models.get(i);
      assertThat(m.layers() * m.layerParameters()).as(m.name() + " non-embedding")
          .isCloseTo(published[i][1], Percentage.withPercentage(0.1));
      // the report's embedding counts hold a few more rows than the 262,144-token vocabulary
      assertThat(m.embeddingParameters()).as(m.name() + " embedding")
          .isCloseTo(published[i][0], Percentage.withPercentage(1));
    }
  }

  @Test
  void deepSeekV3HasItsPublished671BTotalAnd37BActive() {
    // DeepSeek-V3 Technical Report (arXiv 2412.19437): "671B total parameters with 37B activated for each token"
    assertThat(DEEPSEEK_V3.parameters()).isCloseTo(671e9, Percentage.withPercentage(0.5));
    assertThat(DEEPSEEK_V3.activeParameters()).isCloseTo(37e9, Percentage.withPercentage(2));
    // one layer's latent attention, written out: q down and up, kv down (latent + rotary key) and up, output
    double attention = 7168.0 * 1536 + 1536.0 * 128 * (128 + 64) + 7168.0 * (512 + 64) + 512.0 * 128 * (128 + 128)
        + 128.0 * 128 * 7168;
    assertThat(DEEPSEEK_V3.attentionParameters()).isEqualTo(attention);
    assertThat(DEEPSEEK_V3.routedLayers()).isEqualTo(58);
  }

  @Test
  void theStepsProjectionsMultiplyEveryAttentionWeightOncePerToken() {
    // tensor parallelism 1, so the kernels hold whole matrices: a token's forward projections are the layer's weights
    TrainRecipe recipe = new TrainRecipe(1, 4096, TrainRecipe.SAVE_ALL, 256, 1, 1, true, false);
    for (TransformerConfig m : List.of(DEEPSEEK_V3, GEMMA3_27B)) {
      TransformerStepBuilder.Step step = TransformerStepBuilder.build(m, recipe);
      double macs = 0;
      for (SimKernel k : step.kernels()) {
        if (k.phase() == Phase.FORWARD && (k.category().equals("qkv") || k.category().equals("out_proj"))
            && !k.fused()) {
          List<TensorType> in = k.members().get(0).operands();
          macs += (double) in.get(0).getDims(0) * in.get(0).getDims(1) * in.get(1).getDims(1);
        }
      }
      assertThat(macs / 4096).as(m.name()).isCloseTo(m.attentionParameters(), Percentage.withPercentage(1e-9));
    }
  }

  /** Key blocks a causal kernel of {@code b}-blocks visits over t positions with a window, counted pair by pair. */
  private static double bruteForceKeys(int t, int b, int window) {
    int n = (t + b - 1) / b;
    long visited = 0;
    for (int qb = 0; qb < n; qb++) {
      for (int kb = 0; kb <= qb; kb++) {
        boolean any = false;
        for (int i = qb * b; i < Math.min(t, (qb + 1) * b) && !any; i++) {
          for (int j = kb * b; j < Math.min(t, (kb + 1) * b) && !any; j++) {
            any = j <= i && (window <= 0 || i - j < window);
          }
        }
        visited += any ? 1 : 0;
      }
    }
    return (double) visited * b / n;
  }

  @Test
  void aWindowedKernelVisitsTheBlocksItsWindowReaches() {
    for (int[] c : new int[][] {{4096, 512, 1024}, {4096, 512, 1000}, {4096, 256, 512}, {8192, 512, 4096},
        {4096, 512, 1}, {2048, 512, 0}, {2048, 512, 4096}}) {
      assertThat(AttentionConfig.keysVisited(c[0], c[1], c[2])).as("t %d block %d window %d", c[0], c[1], c[2])
          .isCloseTo(bruteForceKeys(c[0], c[1], c[2]), Percentage.withPercentage(1e-9));
    }
  }

  private static SimKernel attention(TransformerConfig m, TrainRecipe r) {
    return TransformerStepBuilder.build(m, r).kernels().stream()
        .filter(k -> k.name().equals("flash_attention") && k.phase() == Phase.FORWARD).findFirst().orElseThrow();
  }

  private static long keys(SimKernel flash) {
    return flash.members().get(0).operands().get(1).getDims(2);
  }

  @Test
  void slidingWindowsCutAttentionToTheBlocksVisited() {
    TrainRecipe long32k = new TrainRecipe(1, 32768, TrainRecipe.SAVE_ALL, 8, 1, 1, true, false);
    TransformerConfig full = MISTRAL_7B.withAttention(null);
    // Mistral: every layer local, 4,096 of 32,768 keys
    assertThat(keys(attention(MISTRAL_7B, long32k))).isEqualTo(Math.round(bruteForceKeys(32768, 512, 4096)));
    assertThat(keys(attention(full, long32k))).isEqualTo(32768 / 2 + 512 / 2);
    // Gemma 3 27B: 52 local layers of 62 at 1,024 keys, 10 global: the mean layer's keys
    double local = bruteForceKeys(32768, 512, 1024);
    double global = bruteForceKeys(32768, 512, 0);
    assertThat(keys(attention(GEMMA3_27B, long32k))).isEqualTo(Math.round((52 * local + 10 * global) / 62));
    // a window as long as the sequence changes nothing: the same kernels, the same step time
    TrainRecipe short4k = new TrainRecipe(1, 4096, TrainRecipe.SAVE_ALL, 8, 1, 1, true, false);
    StepSimulator v5p = new StepSimulator(Generation.V5P);
    assertThat(v5p.simulate(MISTRAL_7B, short4k, StepSimulator.Mode.COMPILED).stepSeconds())
        .isEqualTo(v5p.simulate(full, short4k, StepSimulator.Mode.COMPILED).stepSeconds());
    // and a long sequence takes less time with the window than without
    assertThat(v5p.simulate(MISTRAL_7B, long32k, StepSimulator.Mode.COMPILED).stepSeconds())
        .isLessThan(v5p.simulate(full, long32k, StepSimulator.Mode.COMPILED).stepSeconds());
  }

  @Test
  void latentAttentionScoresOverNopePlusRopeAndValuesOverTheValueDim() {
    TrainRecipe r = new TrainRecipe(1, 4096, TrainRecipe.SAVE_ALL, 256, 1, 1, true, false);
    SimKernel flash = attention(DEEPSEEK_V3, r);
    List<Member> ms = flash.members();
    assertThat(ms.get(0).operands().get(0).getDimsList()).containsExactly(128L, 4096L, 192L); // q: nope 128 + rope 64
    assertThat(ms.get(ms.size() - 1).operands().get(1).getDimsList()).containsExactly(128L, (long) keys(flash), 128L);
    // the dense first layers run the 18,432-wide MLP, the others the experts
    TransformerStepBuilder.Step step = TransformerStepBuilder.build(DEEPSEEK_V3, r);
    assertThat(step.kernels().stream().filter(k -> k.name().equals("mlp_gate") && k.phase() == Phase.FORWARD))
        .singleElement().satisfies(k -> {
          assertThat(k.repeat()).isEqualTo(3);
          assertThat(k.members().get(0).results().get(0).getDimsList()).containsExactly(4096L, 18432L);
        });
    assertThat(step.kernels().stream().filter(k -> k.phase() == Phase.FORWARD && k.category().startsWith("moe")
        || k.phase() == Phase.FORWARD && k.name().startsWith("expert"))).isNotEmpty()
        .allSatisfy(k -> assertThat(k.repeat()).isEqualTo(58));
    StepReport report = new StepSimulator(Generation.V5P).simulate(DEEPSEEK_V3,
        new TrainRecipe(1, 4096, TrainRecipe.SAVE_ALL, 256, 1, 1, true, false, 512, false, 8, 0),
        StepSimulator.Mode.COMPILED);
    assertThat(report.stepSeconds()).isPositive();
    assertThat(report.mfu()).isBetween(0.01, 1.0);
  }

  @Test
  void badAttentionShapesAreNamed() {
    assertThatThrownBy(() -> new AttentionConfig(0, 6, 0, 0, 0, 0)).hasMessageContaining("globalEvery");
    assertThatThrownBy(() -> new AttentionConfig(0, 0, 1536, 0, 64, 128)).hasMessageContaining("kvLoraRank");
    assertThatThrownBy(() -> new AttentionConfig(-1, 0, 0, 0, 0, 0)).hasMessageContaining("sliding window -1");
    assertThatThrownBy(() -> new TransformerConfig("m", 4, 64, 4, 2, 16, 128, 100, 2, 3, false, true, false, 2, 0, 0,
        0, 0, new AttentionConfig(0, 0, 0, 32, 8, 16), 0)).hasMessageContaining("kv heads 2 must be the heads");
    assertThatThrownBy(() -> new TransformerConfig("m", 4, 64, 4, 4, 16, 128, 100, 2, 3, false, true, false, 2, 0, 0,
        0, 0, null, 1)).hasMessageContaining("dense layers");
  }
}
