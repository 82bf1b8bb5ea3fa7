package org.torchtpu.server.simulate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Generation;

/**
 * What a remat policy stores: the outputs it names that the backward reads, per layer, and nothing else (jax.checkpoint
 * keeps only residuals the backward needs, whatever the policy names). Sizes are written out from the shapes.
 */
class SavedActivationsTest {
  private static final int LAYERS = 4;
  private static final int EMBED = 512;
  private static final int MLP = 2048;
  private static final int BATCH = 2;
  private static final int SEQ = 256;
  /** MaxText's 2023 block at small size: parallel attention + MLP, ReLU (one input matrix), head dim 64. */
  private static final TransformerConfig PARALLEL = new TransformerConfig("parallel", LAYERS, EMBED, 8, 8, 64, MLP,
      1024, 1, 1, true, false, true, 3);
  /** A Llama block: sequential, SwiGLU (two input matrices). */
  private static final TransformerConfig SEQUENTIAL = new TransformerConfig("sequential", LAYERS, EMBED, 8, 8, 64, MLP,
      1024, 2, 3, false, true, false, 2);

  private static long saved(TransformerConfig model, Set<String> names) {
    TrainRecipe recipe = new TrainRecipe(BATCH, SEQ, names, 1, 1, 1, true, false);
    return new StepSimulator(Generation.V5P).simulate(model, recipe, StepSimulator.Mode.COMPILED)
        .hbmBreakdownBytes().get("saved_activations");
  }

  @Test
  void aParallelBlocksOutputProjectionIsNotStoredSinceTheBackwardNeverReadsIt() {
    long layerInput = (long) LAYERS * BATCH * SEQ * EMBED * 2;
    assertThat(saved(PARALLEL, Set.of())).isEqualTo(layerInput);
    assertThat(saved(PARALLEL, Set.of("out_proj"))).isEqualTo(layerInput);
    // MaxText's 'minimal' policy (every weight matmul's output): q, k, v and the MLP's input matmul, bf16
    long qkv = 3L * BATCH * SEQ * 8 * 64 * 2;
    long mlpIn = (long) BATCH * SEQ * MLP * 2;
    assertThat(saved(PARALLEL, Set.of("qkv", "out_proj", "mlp"))).isEqualTo(layerInput + LAYERS * (qkv + mlpIn));
  }

  @Test
  void aSequentialBlocksOutputProjectionIsStoredForThePostAttentionNorm() {
    long layerInput = (long) LAYERS * BATCH * SEQ * EMBED * 2;
    long outProj = (long) BATCH * SEQ * EMBED * 2;
    assertThat(saved(SEQUENTIAL, Set.of("out_proj"))).isEqualTo(layerInput + LAYERS * outProj);
    // gate and up projections both feed the SwiGLU product, so both are stored
    long mlpIn = 2L * BATCH * SEQ * MLP * 2;
    assertThat(saved(SEQUENTIAL, Set.of("mlp"))).isEqualTo(layerInput + LAYERS * mlpIn);
  }
}
