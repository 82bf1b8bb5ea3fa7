package org.torchtpu.server.warmup;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CompiledProgram;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.server.chip.ChipSpecs;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Executor;

class StartupWarmupTest {
  private final Executor executor = new Executor();

  @Test
  void runsEveryProgramForTheRoundsAsked() {
    StartupWarmup warmup = new StartupWarmup(executor, ChipSpecs.of(Generation.V5E), 2, Long.MAX_VALUE);
    StartupWarmup.Summary summary = warmup.run();
    assertThat(summary.programs()).isEqualTo(StartupWarmup.PROGRAMS.size());
    assertThat(summary.rounds()).isEqualTo(2);
  }

  /**
   * The rounds after the first part compile every program again (the Compile path's code runs a few times per op
   * and per compile: compiled once, a fresh host still interpreted much of it at its first user Compile).
   */
  @Test
  void laterRoundsCompileEveryProgramAgain() {
    StartupWarmup warmup = new StartupWarmup(executor, ChipSpecs.of(Generation.V5E), StartupWarmup.FIRST_ROUNDS + 2,
        Long.MAX_VALUE);
    StartupWarmup.Summary summary = warmup.run();
    assertThat(summary.compiles()).isEqualTo(StartupWarmup.PROGRAMS.size() * 3);
  }

  /**
   * The warm-up compiles what the SDK sends as a Compile request compiles it: graphs whose ops carry the source
   * locations the SDK records, read back from a Compile request's bytes, and compiled to the program the cache shares
   * (its ops without locations, each with its canonical origin), which takes code paths of its own.
   */
  @Test
  void theSdkGraphsAreCompiledAsACompileRequestIs() {
    StartupWarmup warmup = new StartupWarmup(executor, ChipSpecs.of(Generation.V5E), 1, Long.MAX_VALUE);
    List<String> sdkGraphs = StartupWarmup.PROGRAMS.stream().filter(p -> p.endsWith(".pb")).toList();
    assertThat(sdkGraphs).hasSize(2);
    for (String resource : sdkGraphs) {
      assertThat(StartupWarmup.graphOf(resource).getOpsList()).as(resource).anySatisfy(op -> assertThat(op.hasLocation())
          .isTrue());
      CompiledProgram fused = warmup.compile(resource).fused().proto();
      assertThat(fused.getOpOriginsCount()).as(resource).isEqualTo(fused.getGraph().getOpsCount());
      assertThat(fused.getGraph().getOpsList()).as(resource).noneSatisfy(op -> assertThat(op.hasLocation()).isTrue());
    }
  }

  /**
   * The fused form (as a compiled call runs) and the unfused form (each op its own kernel, as the
   * eager modes run) compute the same step, and its outputs (of made-up inputs) are finite.
   */
  @Test
  void bothFormsOfEachProgramComputeTheSameFiniteLoss() {
    StartupWarmup warmup = new StartupWarmup(executor, ChipSpecs.of(Generation.V5E), 1, Long.MAX_VALUE);
    for (String resource : StartupWarmup.PROGRAMS) {
      StartupWarmup.Warm w = warmup.compile(resource);
      assertThat(w.fused().kernelCount()).as(resource).isLessThan(w.unfused().kernelCount());
      List<DeviceArray> fused = w.fused().run(w.inputs(), executor, false);
      List<DeviceArray> unfused = w.unfused().run(w.inputs(), executor, false);
      assertThat(fused).hasSameSizeAs(unfused);
      for (int i = 0; i < fused.size(); i++) {
        float[] a = fused.get(i).floats();
        float[] b = unfused.get(i).floats();
        for (int j = 0; j < a.length; j++) {
          assertThat(Float.isFinite(a[j])).as(resource + " output " + i + "[" + j + "] = " + a[j] + " is finite").isTrue();
          assertThat(a[j]).as(resource + " output " + i + "[" + j + "]").isCloseTo(b[j],
              org.assertj.core.data.Offset.offset(1e-3f + 1e-3f * Math.abs(b[j])));
        }
      }
    }
  }

  @Test
  void aStoppedWarmupRunsNothing() {
    StartupWarmup warmup = new StartupWarmup(executor, ChipSpecs.of(Generation.V5E), 5, Long.MAX_VALUE);
    warmup.stop();
    assertThat(warmup.run().rounds()).isZero();
  }

  /** A user request ends the warm-up: it runs nothing more, and readiness stops waiting for it. */
  @Test
  void aRequestEndsTheWarmup() throws Exception {
    StartupWarmup warmup = new StartupWarmup(executor, ChipSpecs.of(Generation.V5E), 8, Long.MAX_VALUE);
    assertThat(warmup.awaitFirstPart(0)).isFalse();
    warmup.requestArrived();
    StartupWarmup.Summary summary = warmup.run();
    assertThat(summary.programs()).isZero();
    assertThat(summary.rounds()).isZero();
    assertThat(summary.yielded()).isTrue();
    assertThat(warmup.awaitFirstPart(0)).isTrue();
  }

  /** Readiness waits for the first part of a warm-up in the background, and no longer. */
  @Test
  void theFirstPartEndsBeforeTheRestOfTheRounds() throws Exception {
    StartupWarmup warmup = new StartupWarmup(executor, ChipSpecs.of(Generation.V5E), 3, Long.MAX_VALUE);
    warmup.startInBackground();
    assertThat(warmup.awaitFirstPart(600_000)).isTrue(); // a hang guard
    assertThat(warmup.await(600_000)).isTrue();
    assertThat(warmup.yielded()).isFalse();
  }
}
