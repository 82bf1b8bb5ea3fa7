package org.torchtpu.server.simulate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

/**
 * XLA's scheduler keeps a step within HBM (its latency-hiding scheduler takes a memory limit, SchedulerConfig in
 * openxla's latency_hiding_scheduler.h): when the next layer's prefetched weights beside the computing layer's do not
 * fit but one layer's do, the FSDP collectives run between the layers' compute instead of under it.
 */
class FsdpPrefetchWithinHbmTest {
  private static PublishedRows row(String id) {
    return PublishedRows.validation().stream().filter(r -> r.id().equals(id)).findFirst().orElseThrow();
  }

  private static StepReport simulate(PublishedRows row, TrainRecipe recipe) {
    return new StepSimulator(row.generation()).simulate(row.model(), recipe, StepSimulator.Mode.COMPILED);
  }

  @Test
  void aStepWhosePrefetchedLayerDoesNotFitWaitsForItsFsdpCollectives() {
    // GPT-3 175B on v6e-256 as run: f32 weights, gradients and moments (10.9 GB a chip) and 96 saved layer inputs
    // (14.5 GB) leave less than two gathered layers of 3.6 GB; the run fitted its 32 GB, so with one
    PublishedRows gpt3 = row("v6e256-gpt3-175b");
    StepReport r = simulate(gpt3, gpt3.recipe());
    long layer = (long) (TransformerStepBuilder.gatheredLayerParameters(gpt3.model(), gpt3.recipe()) * 2);
    assertThat(r.hbmBreakdownBytes().get("gathered_weights")).isCloseTo(layer, Offset.offset(1L));
    assertThat(r.fits()).isTrue();
    assertThat(r.peakHbmBytesPerDevice() + layer).isGreaterThan(r.hbmBytesPerDevice());
    // nothing of the FSDP collectives (2.6 s) hides: the step is its compute plus every collective
    assertThat(r.exposedCollectiveSeconds()).isCloseTo(r.collectiveSeconds(), Offset.offset(1e-9));
    assertThat(r.stepSeconds()).isCloseTo(r.computeSeconds() + r.collectiveSeconds(), Offset.offset(1e-6));

    // with one sequence a chip fewer, 4.8 GB less is saved: both layers fit and the collectives hide again
    TrainRecipe smaller = gpt3.recipe();
    smaller = new TrainRecipe(2, smaller.seqLen(), smaller.saved(), smaller.fsdp(), smaller.tensor(), smaller.slices(),
        true, smaller.hostOffload(), smaller.flashBlock(), smaller.fusedAttentionBackward(), 1, 0, 0, 0, false,
        smaller.iotaEmbedding(), smaller.vocabTiles());
    StepReport prefetched = simulate(gpt3, smaller);
    assertThat(prefetched.hbmBreakdownBytes().get("gathered_weights")).isCloseTo(2 * layer, Offset.offset(2L));
    assertThat(prefetched.fits()).isTrue();
    assertThat(prefetched.exposedCollectiveSeconds()).isLessThan(0.05 * prefetched.collectiveSeconds());
  }

  @Test
  void aStepThatFitsNeitherWayKeepsThePrefetchedScheduleAndItsVerdict() {
    // Llama 3.1 70B on v6e-32 keeps bf16 weights in its run, which the recipe cannot say: the model's f32 plan does
    // not fit even with one gathered layer, so it stays a "does not fit" verdict with the pipelined schedule
    PublishedRows llama = row("v6e32-llama3.1-70b");
    StepReport r = simulate(llama, llama.recipe());
    Map<String, Long> hbm = r.hbmBreakdownBytes();
    assertThat(r.fits()).isFalse();
    assertThat(hbm.get("gathered_weights")).isCloseTo(
        (long) (2 * TransformerStepBuilder.gatheredLayerParameters(llama.model(), llama.recipe()) * 2),
        Offset.offset(2L));
    assertThat(r.exposedCollectiveSeconds()).isLessThan(0.05 * r.collectiveSeconds());
  }
}
