package org.torchtpu.server.simulate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.junit.jupiter.api.Test;

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
    assertThat(repeat(PARALLEL, Set.of(), "tp_all_gather_bwd")).isEqualTo(2 * LAYERS);
    assertThat(repeat(PARALLEL, Set.of(), "tp_reduce_scatter_bwd")).isEqualTo(LAYERS);
  }

  @Test
  void aSequentialBlockRecomputesTheAttentionsReduceScatterForTheResidual() {
    // two blocks per layer: the recomputed forward gathers both inputs and reduce-scatters the attention's output
    assertThat(repeat(SEQUENTIAL, Set.of(), "tp_all_gather_bwd")).isEqualTo(4 * LAYERS);
    assertThat(repeat(SEQUENTIAL, Set.of(), "tp_reduce_scatter_bwd")).isEqualTo(3 * LAYERS);
    // without remat nothing is recomputed
    assertThat(repeat(SEQUENTIAL, TrainRecipe.SAVE_ALL, "tp_all_gather_bwd")).isEqualTo(2 * LAYERS);
    assertThat(repeat(SEQUENTIAL, TrainRecipe.SAVE_ALL, "tp_reduce_scatter_bwd")).isEqualTo(2 * LAYERS);
  }
}
