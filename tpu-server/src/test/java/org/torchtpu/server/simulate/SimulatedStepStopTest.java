package org.torchtpu.server.simulate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.server.compiler.CompileStop;
import org.torchtpu.server.exec.RunCancelledException;

/**
 * A simulated transformer step (each point of a {@code POST /simulate/sweep} chart, and {@code POST /simulate}) asks
 * the thread's {@link CompileStop} while it prices its kernels, so a revoked key's request stops part way through a
 * point. Before, only the sweep's loop asked, between points: a point of 512 layers priced on to its end.
 */
class SimulatedStepStopTest {
  private static final TrainRecipe RECIPE = new TrainRecipe(8, 1024, TrainRecipe.SAVE_ALL, 1, 1, 1, true, false);

  @Test
  void aStepNoLongerWantedStopsWhilePricingItsKernels() {
    AtomicInteger asked = new AtomicInteger();
    StepSimulator sim = new StepSimulator(Generation.V6E);
    assertThatThrownBy(() -> CompileStop.whileWanted(() -> asked.incrementAndGet() > 2,
        () -> sim.simulate(ModeTable.GEMMA3_270M, RECIPE, StepSimulator.Mode.COMPILED)))
        .isInstanceOf(RunCancelledException.class)
        .hasMessageContaining("a simulated step stopped part way");
    assertThat(asked.get()).as("stopped at the first question answered yes").isEqualTo(3);
  }

  @Test
  void aWantedStepIsPriced() {
    AtomicInteger asked = new AtomicInteger();
    StepReport report = CompileStop.whileWanted(() -> asked.incrementAndGet() < 0,
        () -> new StepSimulator(Generation.V6E).simulate(ModeTable.GEMMA3_270M, RECIPE, StepSimulator.Mode.COMPILED));
    assertThat(report.stepSeconds()).isPositive();
    assertThat(asked.get()).as("asked before each kernel").isGreaterThan(10);
  }
}
