package org.torchtpu.server.simulate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.server.simulate.SimKernel.Phase;

/**
 * A router that loads some experts more than others: dropless, the busiest device's experts compute (and receive)
 * that many times their even share and the step waits for them; with a capacity, every slot is computed anyway.
 */
class RoutingImbalanceTest {
  private static final TransformerConfig MIXTRAL = MixtureOfExpertsTest.MIXTRAL_8X7B;

  private static TrainRecipe recipe(double capacity, double imbalance) {
    return new TrainRecipe(2, 4096, Set.of("qkv"), 16, 1, 1, true, false, 2048, true, 4, capacity, imbalance);
  }

  private static long expertRows(TrainRecipe r) {
    SimKernel gate = TransformerStepBuilder.build(MIXTRAL, r).kernels().stream()
        .filter(k -> k.name().equals("expert_gate") && k.phase() == Phase.FORWARD).findFirst().orElseThrow();
    return gate.members().get(0).operands().get(0).getDims(1); // [local experts, rows, embed]
  }

  @Test
  void droplessRowsAndTimeGrowWithTheBusiestDevicesLoad() {
    long even = expertRows(recipe(0, 0));
    // 2 sequences x 4096 tokens x top-2 over 8 experts, 4-way expert parallel: each of the 2 local experts' even
    // share, in the tiles the grouped matmul visits (MaxText's default 512 rows; GroupedMatmulTilingTest)
    assertThat(even).isEqualTo(ExpertKernels.groupedMatmulRows(2, 2L * 4096 * 2 * 4 / 8, 512));
    assertThat(expertRows(recipe(0, 1))).isEqualTo(even);
    assertThat(expertRows(recipe(0, 1.5)))
        .isEqualTo(ExpertKernels.groupedMatmulRows(2, (long) Math.ceil(2.0 * 4096 * 2 * 1.5) * 4 / 8, 512));
    StepSimulator v6e = new StepSimulator(Generation.V6E);
    double evenStep = v6e.simulate(MIXTRAL, recipe(0, 0), StepSimulator.Mode.COMPILED).stepSeconds();
    assertThat(v6e.simulate(MIXTRAL, recipe(0, 1), StepSimulator.Mode.COMPILED).stepSeconds()).isEqualTo(evenStep);
    assertThat(v6e.simulate(MIXTRAL, recipe(0, 1.5), StepSimulator.Mode.COMPILED).stepSeconds())
        .isGreaterThan(evenStep);
  }

  @Test
  void aCapacityComputesEverySlotWhateverTheLoad() {
    assertThat(expertRows(recipe(1.25, 2))).isEqualTo(expertRows(recipe(1.25, 0)));
  }

  @Test
  void anImbalanceBelowOneIsRefused() {
    assertThatThrownBy(() -> recipe(0, 0.5)).hasMessageContaining("routing imbalance 0.5");
    assertThatThrownBy(() -> recipe(0, Double.NaN)).hasMessageContaining("routing imbalance");
    // the busiest of 4 expert devices cannot take more than every row (1e300 would overflow the row counts)
    assertThatThrownBy(() -> recipe(0, 1e300)).hasMessageContaining("more than the 4 expert devices");
  }
}
