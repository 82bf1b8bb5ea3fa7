package org.torchtpu.server.simulate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.assertj.core.data.Percentage;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.server.cost.CollectiveKind;
import org.torchtpu.server.cost.CostModel;
import org.torchtpu.server.cost.DeviceCalibration;

/**
 * The additions of gradient reduce-scatters and all-reduces are TensorCore work: priced as a memory-bound kernel over
 * 3 (n-1)/n of the collective's bytes, and counted in the step's compute, never hidden.
 */
class GradientAdditionsTest {
  /** v6e's published HBM-to-VMEM rate (OpenXLA's TPU PlatformInfo table; HbmCurveTest). */
  static final double V6E_SUSTAINED_HBM = 1373e9;

  @Test
  void aGradientReduceScatterCostsThreeTimesItsIncomingBytesAtTheSustainedHbmRate() {
    CostModel v6e = new StepSimulator(Generation.V6E).costModel();
    double fixed = DeviceCalibration.measured(Generation.V6E).kernelFixedSeconds();
    double bytes = 1.0e9;
    SimCollective rs = new SimCollective("rs", SimKernel.Phase.BACKWARD, CollectiveKind.REDUCE_SCATTER, bytes,
        SimCollective.Axis.FSDP, 1, true);
    double expected = fixed + 3 * bytes * 255 / 256 / V6E_SUSTAINED_HBM;
    assertThat(MeshCollectives.additions(v6e, rs, 256)).isCloseTo(expected, Percentage.withPercentage(0.01));
    // the cross-slice all-reduce of the gradients: (n-1)/n over its 2 slices, at the same rate
    SimCollective dcn = new SimCollective("ar", SimKernel.Phase.BACKWARD, CollectiveKind.ALL_REDUCE, bytes,
        SimCollective.Axis.DATA_DCN, 1, true);
    assertThat(MeshCollectives.additions(v6e, dcn, 2)).isCloseTo(fixed + 3 * bytes / 2 / V6E_SUSTAINED_HBM,
        Percentage.withPercentage(0.01));
  }

  @Test
  void movingBytesOnlyOrTensorParallelSumsCostTheCoreNothing() {
    CostModel v6e = new StepSimulator(Generation.V6E).costModel();
    SimCollective ag = new SimCollective("ag", SimKernel.Phase.FORWARD, CollectiveKind.ALL_GATHER, 1e9,
        SimCollective.Axis.FSDP, 1, true);
    SimCollective tp = new SimCollective("tp", SimKernel.Phase.FORWARD, CollectiveKind.REDUCE_SCATTER, 1e9,
        SimCollective.Axis.TENSOR, 1, true);
    SimCollective a2a = new SimCollective("a2a", SimKernel.Phase.FORWARD, CollectiveKind.ALL_TO_ALL, 1e9,
        SimCollective.Axis.EXPERT, 1, true);
    assertThat(MeshCollectives.additions(v6e, ag, 256)).isZero();
    assertThat(MeshCollectives.additions(v6e, tp, 16)).isZero();
    assertThat(MeshCollectives.additions(v6e, a2a, 4)).isZero();
    SimCollective rs = new SimCollective("rs", SimKernel.Phase.BACKWARD, CollectiveKind.REDUCE_SCATTER, 1e9,
        SimCollective.Axis.FSDP, 1, true);
    assertThat(MeshCollectives.additions(v6e, rs, 1)).isZero();
  }

  @Test
  void anFsdpStepsComputeIsItsKernelsPlusItsGradientAdditions() {
    TransformerConfig model = StepSimulatorTest.TINY;
    TrainRecipe recipe = new TrainRecipe(2, 64, Set.of(), 8, 1, 2, true, false);
    StepSimulator sim = new StepSimulator(Generation.V6E);
    StepReport r = sim.simulate(model, recipe, StepSimulator.Mode.COMPILED);
    TransformerStepBuilder.Step step = TransformerStepBuilder.build(model, recipe);
    double kernels = 0;
    for (SimKernel k : step.kernels()) {
      CostBreakdown p = sim.kernelPrice(k);
      kernels += CostModel.seconds(p) * k.repeat();
    }
    // the additions, written out: every reduce-scatter over the 8 FSDP ranks and all-reduce over the 2 slices
    double fixed = DeviceCalibration.measured(Generation.V6E).kernelFixedSeconds();
    double adds = 0;
    int reducing = 0;
    for (SimCollective c : step.collectives()) {
      int n = c.axis() == SimCollective.Axis.FSDP ? 8 : c.axis() == SimCollective.Axis.DATA_DCN ? 2 : 1;
      boolean reduces = c.kind() == CollectiveKind.REDUCE_SCATTER || c.kind() == CollectiveKind.ALL_REDUCE;
      if (reduces && n > 1) {
        adds += c.repeat() * (fixed + 3 * c.bytesPerRank() * (n - 1) / n / V6E_SUSTAINED_HBM);
        reducing++;
      }
    }
    assertThat(reducing).isEqualTo(4); // layers' and embedding's reduce-scatters, their cross-slice all-reduces
    assertThat(r.computeSeconds()).isCloseTo(kernels + adds, Percentage.withPercentage(1e-6));
  }
}
