package org.torchtpu.server.simulate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.server.cost.DeviceCalibration;
import org.torchtpu.server.simulate.SimKernel.Phase;

/**
 * The dropless path's permutation (MaxText's {@code permute}: the tokens repeated top-k times and gathered in expert
 * order) is a gather of rows from HBM: it reads the source row of every row it writes, so its traffic is twice the
 * routed copies, not the tokens once plus the copies; and a gather moves its bytes at the row-gather rate (the JAX
 * SparseCore guide's gather on TPU 7x, 0.329 of the streaming copy's rate; {@code RowGatherRateTest}).
 */
class DroplessPermutationTest {
  private static final TransformerConfig FINE_MOE = new TransformerConfig("fine-moe", 4, 1024, 8, 8, 128, 512, 32000,
      2, 3, false, true, false, 2, 16, 4, 512, 0);

  @Test
  void theGatherReadsEveryRoutedCopyItWrites() {
    TrainRecipe recipe = new TrainRecipe(2, 2048, Set.of(), 8, 1, 1, true, false, 512, false, 1, 0);
    SimKernel permute = TransformerStepBuilder.build(FINE_MOE, recipe).kernels().stream()
        .filter(k -> k.name().equals("moe_permute") && k.phase() == Phase.FORWARD).findFirst().orElseThrow();
    double routedBytes = 2.0 * 2048 * 4 * 1024 * 2; // sequences x tokens x top-4 x embed x bf16
    assertThat(permute.inputBytes()).isEqualTo(routedBytes);
    assertThat(permute.outputBytes()).isEqualTo(routedBytes);

    // priced over both at the row-gather rate (a third of the streaming one), plus the fixed kernel cost
    StepSimulator sim = new StepSimulator(Generation.V6E);
    CostBreakdown price = sim.kernelPrice(permute);
    ChipSpec chip = SimDevice.spec(Generation.V6E);
    DeviceCalibration measured = DeviceCalibration.measured(Generation.V6E);
    double gather = measured.sustainedHbm(chip.getHbmBytesPerSecond()) * 0.3287;
    assertThat(price.getMemorySeconds()).isCloseTo(2 * routedBytes / gather, within(1e-3 * 2 * routedBytes / gather));
    assertThat(price.getLaunchSeconds()).isEqualTo(measured.kernelFixedSeconds());
    // and so is its gradient (a gather by the inverse permutation), in every mode
    SimKernel grad = TransformerStepBuilder.build(FINE_MOE, recipe).kernels().stream()
        .filter(k -> k.name().equals("moe_permute_grad")).findFirst().orElseThrow();
    assertThat(sim.kernelPrice(grad).getMemorySeconds())
        .isCloseTo((grad.inputBytes() + grad.outputBytes()) / gather, within(1e-3 * 4 * routedBytes / gather));
  }

  @Test
  void aCapacityFactorDispatchesByMatmulWithoutThePermutation() {
    TrainRecipe dropping = new TrainRecipe(2, 2048, Set.of(), 8, 1, 1, true, false, 512, false, 1, 1.25);
    assertThat(TransformerStepBuilder.build(FINE_MOE, dropping).kernels())
        .noneMatch(k -> k.category().equals("moe_permute"));
  }
}
