package org.torchtpu.server.simulate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.server.cost.CollectiveKind;

/**
 * The tensor-parallel collectives of a train step with rematerialisation, counted per layer: the forward gathers each
 * block's input and reduce-scatters its output; the backward does the same for the gradients; the recomputed forward
 * gathers every block's input again but reduce-scatters only what the backward reads, never the layer's output (that
 * is the next layer's saved input).
 */
class TensorParallelRematTest {
  private static final int LAYERS = 4;
  private static final TransformerConfig PARALLEL = new TransformerConfig("parallel", LAYERS, 512, 8, 8, 64, 2048,
      1024, 1, 1, true, false, true, 3);
  private static final TransformerConfig SEQUENTIAL = new TransformerConfig("sequential", LAYERS, 512, 8, 8, 64, 2048,
      1024, 2, 3, false, true, false, 2);

  private static int repeat(TransformerConfig model, Set<String> saved, String name) {
    TrainRecipe recipe = new TrainRecipe(2, 256, saved, 2, 4, 1, true, false);
    return TransformerStepBuilder.build(model, recipe).collectives().stream().filter(c -> c.name().equals(name))
        .mapToInt(SimCollective::repeat).sum();
  }

  @Test
  void aParallelBlockRecomputesItsGatherButNotItsReduceScatter() {
    // one block per layer: forward 1 + 1; backward 1 + 1, plus the recomputed forward's gather
    assertThat(repeat(PARALLEL, Set.of(), "tp_all_gather_fwd")).isEqualTo(LAYERS);
    assertThat(repeat(PARALLEL, Set.of(), "tp_reduce_scatter_fwd")).isEqualTo(LAYERS);
    assertThat(repeat(PARALLEL, Set.of(), "tp_all_gather_bwd")).isEqualTo(LAYERS);
    assertThat(repeat(PARALLEL, Set.of(), "tp_reduce_scatter_bwd")).isEqualTo(LAYERS);
    assertThat(repeat(PARALLEL, Set.of(), "tp_all_gather_remat")).isEqualTo(LAYERS);
    assertThat(repeat(PARALLEL, Set.of(), "tp_reduce_scatter_remat")).isZero();
  }

  @Test
  void aSequentialBlockRecomputesTheAttentionsReduceScatterForTheResidual() {
    // two blocks per layer: the recomputed forward gathers both inputs and reduce-scatters the attention's output
    assertThat(repeat(SEQUENTIAL, Set.of(), "tp_all_gather_bwd")).isEqualTo(2 * LAYERS);
    assertThat(repeat(SEQUENTIAL, Set.of(), "tp_reduce_scatter_bwd")).isEqualTo(2 * LAYERS);
    assertThat(repeat(SEQUENTIAL, Set.of(), "tp_all_gather_remat")).isEqualTo(2 * LAYERS);
    assertThat(repeat(SEQUENTIAL, Set.of(), "tp_reduce_scatter_remat")).isEqualTo(LAYERS);
    // without remat nothing is recomputed
    assertThat(repeat(SEQUENTIAL, TrainRecipe.SAVE_ALL, "tp_all_gather_remat")).isZero();
    assertThat(repeat(SEQUENTIAL, TrainRecipe.SAVE_ALL, "tp_reduce_scatter_remat")).isZero();
    assertThat(repeat(SEQUENTIAL, TrainRecipe.SAVE_ALL, "tp_reduce_scatter_bwd")).isEqualTo(2 * LAYERS);
  }

  @Test
  void onlyTheBackwardsInputGradientReduceScatterHidesAndOnlyUnderTheWeightGradients() {
    SimCollective inputGradient = new SimCollective("tp_reduce_scatter_bwd", SimKernel.Phase.BACKWARD,
        CollectiveKind.REDUCE_SCATTER, 1e6, SimCollective.Axis.TENSOR, LAYERS, true);
    // 1 ms per layer under 3 ms of weight gradients: all of it; under 0.4 ms: 0.4 ms a layer
    assertThat(TensorParallelOverlap.hiddenSeconds(inputGradient, LAYERS * 1e-3, LAYERS, 1e-3, 2e-3))
        .isCloseTo(LAYERS * 1e-3, Offset.offset(1e-12));
    assertThat(TensorParallelOverlap.hiddenSeconds(inputGradient, LAYERS * 1e-3, LAYERS, 0.1e-3, 0.3e-3))
        .isCloseTo(LAYERS * 0.4e-3, Offset.offset(1e-12));
    for (SimCollective other : List.of(
        new SimCollective("tp_all_gather_bwd", SimKernel.Phase.BACKWARD, CollectiveKind.ALL_GATHER, 1e6,
            SimCollective.Axis.TENSOR, LAYERS, true),
        new SimCollective("tp_reduce_scatter_fwd", SimKernel.Phase.FORWARD, CollectiveKind.REDUCE_SCATTER, 1e6,
            SimCollective.Axis.TENSOR, LAYERS, true),
        new SimCollective("tp_reduce_scatter_remat", SimKernel.Phase.REMAT, CollectiveKind.REDUCE_SCATTER, 1e6,
            SimCollective.Axis.TENSOR, LAYERS, true),
        new SimCollective("fsdp_reduce_scatter_grads", SimKernel.Phase.BACKWARD, CollectiveKind.REDUCE_SCATTER, 1e6,
            SimCollective.Axis.FSDP, LAYERS, true))) {
      assertThat(TensorParallelOverlap.hiddenSeconds(other, 1, LAYERS, 1, 1)).as(other.name()).isZero();
    }
  }

  @Test
  void aSequentialBlocksReduceScattersEachHideOnlyUnderTheirOwnBlocksWeightGradients() {
    SimCollective twoPerLayer = new SimCollective("tp_reduce_scatter_bwd", SimKernel.Phase.BACKWARD,
        CollectiveKind.REDUCE_SCATTER, 1e6, SimCollective.Axis.TENSOR, 2 * LAYERS, true);
    // 1 ms each; the attention's weight gradients take 0.2 ms, the MLP's 3 ms: 0.2 + 1 ms hidden a layer, not the
    // 2 ms the layer's 3.2 ms of weight gradients could hold if the attention's surplus moved under the MLP's
    assertThat(TensorParallelOverlap.hiddenSeconds(twoPerLayer, 2 * LAYERS * 1e-3, LAYERS, 0.2e-3, 3e-3))
        .isCloseTo(LAYERS * 1.2e-3, Offset.offset(1e-12));
  }

  @Test
  void theCompiledStepHidesPartOfItsTensorCollectivesAndAnEagerStepNone() {
    TrainRecipe recipe = new TrainRecipe(8, 2048, Set.of(), 1, 4, 1, true, false);
    StepSimulator sim = new StepSimulator(Generation.V5P);
    StepReport compiled = sim.simulate(SEQUENTIAL, recipe, StepSimulator.Mode.COMPILED);
    double inputGradients = compiled.topOps().stream().filter(o -> o.name().equals("tp_reduce_scatter_bwd"))
        .mapToDouble(StepReport.OpTime::seconds).sum();
    assertThat(inputGradients).isPositive();
    double hidden = compiled.collectiveSeconds() - compiled.exposedCollectiveSeconds();
    assertThat(hidden).isPositive().isLessThanOrEqualTo(inputGradients * (1 + 1e-9));
    StepReport strict = sim.simulate(SEQUENTIAL, recipe, StepSimulator.Mode.STRICT);
    assertThat(strict.exposedCollectiveSeconds()).isCloseTo(strict.collectiveSeconds(), Offset.offset(1e-12));
  }
}
