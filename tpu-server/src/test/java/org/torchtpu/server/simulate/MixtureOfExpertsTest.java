package org.torchtpu.server.simulate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Set;
import org.assertj.core.data.Percentage;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.server.cost.CollectiveKind;
import org.torchtpu.server.cost.CostModel;
import org.torchtpu.server.simulate.SimKernel.Member;
import org.torchtpu.server.simulate.SimKernel.Phase;

/** Mixtures of experts in the abstract step: parameters, routed FLOPs, memory and expert parallelism. */
class MixtureOfExpertsTest {
  /** Mixtral 8x7B as MaxText's configs/models/mixtral-8x7b.yml defines it. */
  static final TransformerConfig MIXTRAL_8X7B = new TransformerConfig("mixtral-8x7b", 32, 4096, 32, 8, 128, 14336,
      32000, 2, 3, false, true, false, 2, 8, 2, 14336, 0);
  static final TrainRecipe RECIPE = new TrainRecipe(2, 4096, Set.of("qkv"), 64, 1, 1, true, false, 2048, true);

  @Test
  void mixtral8x7bHasItsPublishedParameterCounts() {
    // Mistral AI's model card: 46.7B parameters in total, 12.9B used per token
    assertThat(MIXTRAL_8X7B.parameters()).isCloseTo(46.7e9, Percentage.withPercentage(0.2));
    assertThat(MIXTRAL_8X7B.activeParameters()).isCloseTo(12.9e9, Percentage.withPercentage(0.5));
    // forward matmul FLOPs per token: 2 per active weight, less the embedding lookup (no matmul)
    assertThat(MIXTRAL_8X7B.weightFlopsPerToken())
        .isCloseTo(2 * (MIXTRAL_8X7B.activeParameters() - 32000.0 * 4096), Percentage.withPercentage(1e-9));
  }

  @Test
  void aSingleExpertWithTopOneIsTheDenseModel() {
    TransformerConfig dense = new TransformerConfig("dense", 4, 2048, 16, 4, 128, 5632, 32000, 2, 3, false, true,
        false, 2);
    TransformerConfig oneExpert = new TransformerConfig("one-expert", 4, 2048, 16, 4, 128, 5632, 32000, 2, 3, false,
        true, false, 2, 1, 1, 5632, 0);
    TrainRecipe r = new TrainRecipe(4, 2048, Set.of("qkv", "mlp"), 8, 2, 2, true, false, 1024, false);
    assertThat(oneExpert.parameters()).isEqualTo(dense.parameters());
    assertThat(oneExpert.weightFlopsPerToken()).isEqualTo(dense.weightFlopsPerToken());
    for (StepSimulator.Mode mode : StepSimulator.Mode.values()) {
      StepReport a = new StepSimulator(Generation.V6E).simulate(dense, r, mode);
      StepReport b = new StepSimulator(Generation.V6E).simulate(oneExpert, r, mode);
      assertThat(b.stepSeconds()).as(mode.name()).isCloseTo(a.stepSeconds(), within(1e-12 * a.stepSeconds()));
      assertThat(b.modelFlopsPerDevice()).isEqualTo(a.modelFlopsPerDevice());
      assertThat(b.hbmBreakdownBytes()).isEqualTo(a.hbmBreakdownBytes());
      assertThat(b.collectiveSeconds()).isEqualTo(a.collectiveSeconds());
    }
  }

  @Test
  void expertMatmulsArePricedAtTheRoutedTokensOrAtTheCapacity() {
    StepSimulator sim = new StepSimulator(Generation.V6E);
    double tokens = RECIPE.tokensPerDevice();
    double perToken = 2.0 * 2 * 3 * 4096 * 14336; // top-2, three matrices, 2 FLOPs per weight
    // dropless: the routed rows (2,048 tokens x top-2 per expert) in the tiles the grouped matmul visits
    // (GroupedMatmulTilingTest): 16,384 rows are 32 tiles of 512, and each of the 7 inner expert boundaries
    // shares a tile, visited once more: 39 tiles, 2,496 rows per expert
    assertThat(ExpertKernels.groupedMatmulRows(8, 2048, 512)).isEqualTo(39 * 512 / 8);
    assertThat(forwardFlops(sim, MIXTRAL_8X7B, RECIPE, "expert_"))
        .isCloseTo(tokens * perToken * 39 / 32, Percentage.withPercentage(1e-9));
    TrainRecipe dropping = new TrainRecipe(2, 4096, Set.of("qkv"), 64, 1, 1, true, false, 2048, true, 1, 1.25);
    assertThat(forwardFlops(sim, MIXTRAL_8X7B, dropping, "expert_"))
        .isCloseTo(1.25 * tokens * perToken, Percentage.withPercentage(0.01));
    // one-hot dispatch and combine: per sequence, [experts * capacity, T] x [T, embed] each
    double capacity = Math.ceil(4096 * 2 * 1.25 / 8);
    assertThat(forwardFlops(sim, MIXTRAL_8X7B, dropping, "moe_"))
        .isCloseTo(2 * 2.0 * 2 * 8 * capacity * 4096 * 4096, Percentage.withPercentage(1e-9));
    assertThat(forwardFlops(sim, MIXTRAL_8X7B, RECIPE, "moe_")).isZero();
    // the router: tokens x embed x experts
    assertThat(forwardFlops(sim, MIXTRAL_8X7B, RECIPE, "router")).isCloseTo(tokens * 2 * 4096 * 8,
        Percentage.withPercentage(1e-9));
  }

  @Test
  void expertWeightsAndTheirOptimizerStateAreInHbm() {
    StepReport r = new StepSimulator(Generation.V5P).simulate(MIXTRAL_8X7B, RECIPE, StepSimulator.Mode.COMPILED);
    double local = MIXTRAL_8X7B.parameters() / 64;
    assertThat(r.hbmBreakdownBytes().get("parameters")).isEqualTo((long) (local * 4));
    assertThat(r.hbmBreakdownBytes().get("optimizer_state")).isEqualTo((long) (local * 8));
    // a gathered layer holds every expert without expert parallelism, a quarter of them with four-way
    TrainRecipe ep4 = new TrainRecipe(2, 4096, Set.of("qkv"), 16, 1, 1, true, false, 2048, true, 4, 0);
    long all = r.hbmBreakdownBytes().get("gathered_weights");
    long quarter = new StepSimulator(Generation.V5P).simulate(MIXTRAL_8X7B, ep4, StepSimulator.Mode.COMPILED)
        .hbmBreakdownBytes().get("gathered_weights");
    double attention = MIXTRAL_8X7B.layerParameters() - MIXTRAL_8X7B.expertParameters();
    assertThat((double) all).isCloseTo(4 * MIXTRAL_8X7B.layerParameters(), Percentage.withPercentage(1e-6));
    assertThat((double) quarter).isCloseTo(4 * (attention + MIXTRAL_8X7B.expertParameters() / 4),
        Percentage.withPercentage(1e-6));
  }

  @Test
  void anExpertParallelStepCarriesItsTokensByAllToAll() {
    TrainRecipe ep4 = new TrainRecipe(2, 4096, Set.of("qkv"), 16, 1, 1, true, false, 2048, true, 4, 1.25);
    TransformerStepBuilder.Step step = TransformerStepBuilder.build(MIXTRAL_8X7B, ep4);
    assertThat(step.collectives()).filteredOn(c -> c.kind() == CollectiveKind.ALL_TO_ALL)
        .extracting(SimCollective::name).containsExactlyInAnyOrder("ep_all_to_all_fwd", "ep_all_to_all_bwd");
    SimCollective fwd = step.collectives().stream().filter(c -> c.name().equals("ep_all_to_all_fwd")).findFirst()
        .orElseThrow();
    assertThat(fwd.axis()).isEqualTo(SimCollective.Axis.EXPERT);
    assertThat(fwd.repeat()).isEqualTo(2 * 32); // dispatch and combine per layer
    // the routed rows at capacity, bf16: per sequence 8 experts x 1280 slots x 4096
    assertThat(fwd.bytesPerRank()).isEqualTo(2.0 * 2 * 8 * 1280 * 4096);
    // no expert axis: no all-to-all
    assertThat(TransformerStepBuilder.build(MIXTRAL_8X7B, RECIPE).collectives())
        .noneMatch(c -> c.kind() == CollectiveKind.ALL_TO_ALL);
    // the all-to-alls sit between the router and the experts: exposed, and in the report's top ops
    StepReport r = new StepSimulator(Generation.V6E).simulate(MIXTRAL_8X7B, ep4, StepSimulator.Mode.COMPILED);
    StepReport dp = new StepSimulator(Generation.V6E).simulate(MIXTRAL_8X7B,
        new TrainRecipe(2, 4096, Set.of("qkv"), 64, 1, 1, true, false, 2048, true, 1, 1.25),
        StepSimulator.Mode.COMPILED);
    assertThat(r.exposedCollectiveSeconds()).isGreaterThan(dp.exposedCollectiveSeconds());
    assertThat(r.devices()).isEqualTo(64);
  }

  @Test
  void invalidMixturesAreRejectedWithTheReason() {
    assertThatThrownBy(() -> new TransformerConfig("m", 2, 64, 2, 2, 32, 128, 100, 2, 3, false, true, false, 2, 4, 5,
        128, 0)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("experts per token");
    assertThatThrownBy(() -> new TransformerConfig("m", 2, 64, 2, 2, 32, 128, 100, 2, 3, false, true, false, 2, 0, 1,
        0, 0)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("0 experts = dense");
    assertThatThrownBy(() -> new TrainRecipe(1, 128, Set.of(), 1, 1, 1, true, false, 0, false, 1, -1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("capacity factor");
    TrainRecipe ep3 = new TrainRecipe(1, 128, Set.of(), 1, 1, 1, true, false, 0, false, 3, 0);
    assertThatThrownBy(() -> TransformerStepBuilder.build(MIXTRAL_8X7B, ep3))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("does not divide the 8 experts");
  }

  /** Useful MXU FLOPs of the forward kernels whose names start with the prefix. */
  private static double forwardFlops(StepSimulator sim, TransformerConfig model, TrainRecipe recipe, String prefix) {
    double flops = 0;
    for (SimKernel k : TransformerStepBuilder.build(model, recipe).kernels()) {
      if (k.phase() != Phase.FORWARD || !k.name().startsWith(prefix)) {
        continue;
      }
      for (Member m : k.members()) {
        CostBreakdown p = sim.costModel().price(m.op(), m.operands(), m.results());
        if (CostModel.UNIT_MXU.equals(p.getUnit())) {
          flops += p.getUsefulFlops() * k.repeat() / model.layers();
        }
      }
    }
    return flops;
  }
}
