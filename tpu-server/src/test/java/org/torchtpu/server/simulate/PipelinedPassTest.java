package org.torchtpu.server.simulate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

/**
 * The closed forms {@link PipelinedPasses#forwardPass} and {@link PipelinedPasses#backwardPass} against the schedule they
 * describe, played out event by event: one compute stream and one collective stream, each layer's weights gathered one
 * layer ahead into one of two buffers (a gather waits for the compute that last used its buffer), and in the backward
 * each layer's gradients reduce-scattered once computed, the stream taking, while layer i computes, reduce-scatter
 * i-1 then gather i+1.
 */
class PipelinedPassTest {
  private static final Offset<Double> EXACT = Offset.offset(1e-9);

  @Test
  void theForwardPassIsItsScheduleWithTheFirstGatherExposed() {
    Random random = new Random(17);
    for (int trial = 0; trial < 5000; trial++) {
      int layers = 1 + random.nextInt(120);
      double compute = random.nextDouble() * 5;
      double gather = random.nextDouble() * 5;
      assertThat(PipelinedPasses.forwardPass(layers, compute, gather)).as("L=%d C=%f AG=%f", layers, compute, gather)
          .isCloseTo(forwardSchedule(layers, compute, gather), EXACT);
    }
  }

  @Test
  void theBackwardPassIsItsScheduleWithTheLastReduceScatterExposed() {
    Random random = new Random(18);
    for (int trial = 0; trial < 5000; trial++) {
      int layers = 1 + random.nextInt(120);
      double compute = random.nextDouble() * 5;
      double gather = random.nextDouble() * 5;
      double reduce = random.nextDouble() * 5;
      assertThat(PipelinedPasses.backwardPass(layers, compute, gather, reduce))
          .as("L=%d C=%f AG=%f RS=%f", layers, compute, gather, reduce)
          .isCloseTo(backwardSchedule(layers, compute, gather, reduce), Offset.offset(1e-9 * layers * 15));
    }
  }

  @Test
  void aComputeBoundStepPaysOneLayersCollectivesOnTopOfItsCompute() {
    // the published runs are all compute-bound: the fill and drain add the first gather and the last reduce-scatter
    assertThat(PipelinedPasses.forwardPass(80, 0.05, 0.01)).isCloseTo(80 * 0.05 + 0.01, EXACT);
    assertThat(PipelinedPasses.backwardPass(80, 0.15, 0.01, 0.02)).isCloseTo(80 * 0.15 + 0.02, EXACT);
    // without collectives a pass is its compute
    assertThat(PipelinedPasses.forwardPass(80, 0.05, 0)).isCloseTo(80 * 0.05, EXACT);
    assertThat(PipelinedPasses.backwardPass(80, 0.15, 0, 0)).isCloseTo(80 * 0.15, EXACT);
  }

  private static double forwardSchedule(int layers, double compute, double gather) {
    double[] computeEnd = new double[layers];
    double stream = 0;
    for (int i = 0; i < layers; i++) {
      double start = Math.max(stream, i >= 2 ? computeEnd[i - 2] : 0); // two weight buffers
      double gathered = start + gather;
      stream = gathered;
      computeEnd[i] = Math.max(gathered, i > 0 ? computeEnd[i - 1] : 0) + compute;
    }
    return computeEnd[layers - 1];
  }

  private static double backwardSchedule(int layers, double compute, double gather, double reduce) {
    double[] computeEnd = new double[layers];
    double stream = 0; // the first layer's weights arrived under the output head's backward
    computeEnd[0] = compute;
    for (int i = 1; i < layers; i++) {
      double gathered = Math.max(stream, i >= 2 ? computeEnd[i - 2] : 0) + gather;
      stream = Math.max(gathered, computeEnd[i - 1]) + reduce; // reduce-scatter of layer i-1 after its compute
      computeEnd[i] = Math.max(gathered, computeEnd[i - 1]) + compute;
    }
    double lastReduce = Math.max(stream, computeEnd[layers - 1]) + reduce;
    return Math.max(lastReduce, computeEnd[layers - 1]);
  }
}
