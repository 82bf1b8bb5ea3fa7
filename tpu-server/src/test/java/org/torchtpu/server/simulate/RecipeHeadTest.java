package org.torchtpu.server.simulate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.assertj.core.data.Percentage;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.server.cost.CostModel;

/**
 * The two head settings MaxText recipes set (TrainRecipe.iotaEmbedding, vocabTiles): the one-hot embedding matmul
 * ({@code use_iota_embed}) and the tiled head whose logits the backward computes again ({@code num_vocab_tiling}), and
 * that the published rows carry them as their recipes set them.
 */
class RecipeHeadTest {
  private final StepSimulator sim = new StepSimulator(Generation.V6E);

  /** Llama 3.1 8B on v6e-8 as its recipe runs it, but with a gathered embedding and an untiled head. */
  private static PublishedRows llama8b() {
    return PublishedRows.validation().stream().filter(r -> r.id().equals("v6e8-llama3.1-8b")).findFirst()
        .orElseThrow();
  }

  private double step(PublishedRows row, boolean iota, int tiles) {
    return sim.simulate(row.model(), row.recipe().withHead(iota, tiles), StepSimulator.Mode.COMPILED).stepSeconds();
  }

  @Test
  void theOneHotEmbeddingCostsTwoMxuMatmulsOfTokensByVocabularyByEmbed() {
    PublishedRows row = llama8b();
    long tok = row.recipe().tokensPerDevice();
    long v = row.model().vocab();
    long e = row.model().embed();
    SimKernel forward = StepKernels.oneHotEmbedding(tok, e, v);
    SimKernel gradient = StepKernels.oneHotEmbeddingGradient(tok, e, v, TransformerStepBuilder.WEIGHT_GRADIENT);
    // the arithmetic of one-hot rows [tok, v] times the [v, e] table, and of the table's gradient [v, tok] x [tok, e]
    double flops = 2.0 * tok * v * e;
    assertThat(sim.kernelPrice(forward).getFlops()).isEqualTo(flops);
    assertThat(sim.kernelPrice(gradient).getFlops()).isEqualTo(flops);
    assertThat(sim.kernelPrice(forward).getUnit()).isEqualTo(CostModel.UNIT_MXU);
    double matmuls = CostModel.seconds(sim.kernelPrice(forward)) + CostModel.seconds(sim.kernelPrice(gradient));
    // at least the MXU's time at its sustained fraction of the peak (0.830, DeviceCalibration)
    assertThat(matmuls).isGreaterThan(2 * flops / (SimDevice.spec(Generation.V6E).getPeakBf16Flops() * 0.830));
    double gather = CostModel.seconds(sim.kernelPrice(StepKernels.embedding(tok, e, v)));
    // the step pays both matmuls instead of the gather: nothing hides the embedding
    assertThat(step(row, true, 1) - step(row, false, 1)).isCloseTo(matmuls - gather, Percentage.withPercentage(1e-6));
    // and they are no model FLOPs (MaxText's MFU counts the weights' matmuls and attention)
    StepReport gathered = sim.simulate(row.model(), row.recipe().withHead(false, 1), StepSimulator.Mode.COMPILED);
    StepReport oneHot = sim.simulate(row.model(), row.recipe().withHead(true, 1), StepSimulator.Mode.COMPILED);
    assertThat(oneHot.modelFlopsPerDevice()).isEqualTo(gathered.modelFlopsPerDevice());
  }

  @Test
  void theOneHotRowsNeverReachHbm() {
    // Gemma 3 12B's 32,768 tokens over a 262,144-word vocabulary: as an array the one-hot would be 17 GB, more than
    // anything else its step holds; built inside the matmul it holds the ids, the table and the output only
    PublishedRows gemma = PublishedRows.validation().stream().filter(r -> r.id().equals("v6e256-gemma3-12b"))
        .findFirst().orElseThrow();
    assertThat(gemma.recipe().iotaEmbedding()).isTrue();
    long tok = gemma.recipe().tokensPerDevice();
    assertThat(2.0 * tok * gemma.model().vocab()).isGreaterThan(17e9);
    StepReport oneHot = sim.simulate(gemma.model(), gemma.recipe(), StepSimulator.Mode.COMPILED);
    StepReport gathered = sim.simulate(gemma.model(), gemma.recipe().withHead(false, gemma.recipe().vocabTiles()),
        StepSimulator.Mode.COMPILED);
    assertThat(oneHot.peakHbmBytesPerDevice()).isEqualTo(gathered.peakHbmBytesPerDevice());
    assertThat(oneHot.fits()).isTrue();
  }

  @Test
  void aTiledHeadComputesItsLogitsAndTheirCrossEntropyAgainInTheBackward() {
    PublishedRows row = llama8b();
    long tok = row.recipe().tokensPerDevice();
    long v = row.model().vocab();
    double logits = CostModel.seconds(sim.kernelPrice(StepKernels.dot("logits", "head", tok, row.model().embed(), v)));
    double loss = CostModel.seconds(sim.kernelPrice(StepKernels.crossEntropy(tok, v)));
    assertThat(step(row, false, 4) - step(row, false, 1)).isCloseTo(logits + loss, Percentage.withPercentage(1e-6));
    // the tile count does not change the work, only that it is done twice
    assertThat(step(row, false, 16)).isCloseTo(step(row, false, 4), Percentage.withPercentage(1e-9));
  }

  @Test
  void aTileCountTheTokensDoNotDivideIntoIsRefusedNamingIt() {
    TrainRecipe r = llama8b().recipe();
    assertThatThrownBy(() -> r.withHead(true, 7)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("vocab tiles 7").hasMessageContaining("24576 tokens");
    assertThatThrownBy(() -> r.withHead(true, -1)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("vocab tiles -1");
    assertThat(r.withHead(true, 0).vocabTiles()).isEqualTo(1);
  }

  @Test
  void thePublishedRowsCarryTheirRecipesHeadSettings() {
    // every MaxText recipe here sets use_iota_embed but Qwen3's run_recipe.sh and deepseek3_671b_v5p_1024; Gemma 3's
    // configs tile the head in 16, both Llama 3.1 405B runs in 4 (make_validation_rows.py names the sources)
    Map<String, TrainRecipe> rows = PublishedRows.validation().stream()
        .collect(Collectors.toMap(PublishedRows::id, PublishedRows::recipe));
    PublishedRows.all().forEach(r -> rows.put(r.id(), r.recipe()));
    Set<String> gathered = rows.entrySet().stream().filter(e -> !e.getValue().iotaEmbedding()).map(Map.Entry::getKey)
        .collect(Collectors.toSet());
    assertThat(gathered).containsExactlyInAnyOrder("v7-512tc-qwen3-235b-a22b", "v5p1024-deepseek3-671b");
    Map<String, Integer> tiled = rows.entrySet().stream().filter(e -> e.getValue().vocabTiles() > 1)
        .collect(Collectors.toMap(Map.Entry::getKey, e -> e.getValue().vocabTiles()));
    assertThat(tiled).containsExactlyInAnyOrderEntriesOf(Map.of("v6e256-gemma3-12b", 16, "2xv6e256-gemma3-12b", 16,
        "4xv6e256-gemma3-12b", 16, "v5p1024-llama3.1-405b", 4, "v7-512tc-llama3.1-405b", 4));
    // Gemma 3's layers norm q and k besides the four norms around their blocks
    assertThat(PublishedRows.models().get("gemma3-12b").normsPerLayer()).isEqualTo(6);
  }
  /**
   * A forward pass alone ends at its logits: TorchTPU's benchmark harness runs its forward rows as {@code
   * model(**inputs)} under no_grad, with labels only for training, and returns the logits, so no loss is computed. A
   * train step keeps the f32 cross-entropy and its backward.
   */
  @Test
  void aForwardPassAloneEndsAtItsLogitsAndTakesNoLoss() {
    TrainRecipe forward = new TrainRecipe(11, 1024, TrainRecipe.SAVE_ALL, 1, 1, 1, false, false);
    TrainRecipe train = new TrainRecipe(11, 1024, TrainRecipe.SAVE_ALL, 1, 1, 1, true, false);
    Set<String> forwardKernels = TransformerStepBuilder.build(ModeTable.LLAMA32_1B, forward).kernels().stream()
        .map(SimKernel::name).collect(Collectors.toSet());
    Set<String> trainKernels = TransformerStepBuilder.build(ModeTable.LLAMA32_1B, train).kernels().stream()
        .map(SimKernel::name).collect(Collectors.toSet());
    assertThat(forwardKernels).contains("logits").doesNotContain("cross_entropy");
    assertThat(trainKernels).contains("logits", "cross_entropy", "cross_entropy" + TransformerStepBuilder.GRADIENT);
    // in every mode: Strict would otherwise run the f32 cross-entropy over 11,264 x 128,256 logits op by op
    for (StepSimulator.Mode mode : StepSimulator.Mode.values()) {
      StepReport r = sim.simulate(ModeTable.LLAMA32_1B, forward, mode);
      assertThat(r.topOps()).extracting(StepReport.OpTime::name).doesNotContain("cross_entropy");
    }
  }
}
