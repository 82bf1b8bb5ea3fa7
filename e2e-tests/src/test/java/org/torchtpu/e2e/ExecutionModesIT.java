package org.torchtpu.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.torchtpu.client.CompiledFunction;
import org.torchtpu.client.EagerMode;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;
import org.torchtpu.e2e.workloads.Workloads;

/**
 * The four execution modes (Debug, Strict, Fused eager, Compiled) on one real server: the same
 * numbers for an MLP training loop and a transformer forward, and compile counts that stop
 * growing after the second step of a loop.
 */
class ExecutionModesIT {
  private static final int STEPS = 3;
  @RegisterExtension
  static final TpuServerExtension SERVER = new TpuServerExtension("--torchtpu.chips=1");

  /** Losses of each step, then the final parameters, flattened per tensor. */
  private static List<float[]> trainEagerly(EagerMode mode) {
    try (Session s = SERVER.client().openSession("modes", 0, mode)) {
      Tensor[] state = Workloads.mlpInputs(s, 11);
      List<float[]> out = new ArrayList<>();
      for (int step = 0; step < STEPS; step++) {
        List<Tensor> r = Workloads.mlpTrainStep(state);
        out.add(r.get(0).toFloatArray());
        state = new Tensor[] {state[0], state[1], r.get(1), r.get(2), r.get(3), r.get(4)};
      }
      for (int i = 2; i < state.length; i++) {
        out.add(state[i].toFloatArray());
      }
      return out;
    }
  }

  private static List<float[]> trainCompiled() {
    try (Session s = SERVER.client().openSession("modes", 0)) {
      Tensor[] state = Workloads.mlpInputs(s, 11);
      CompiledFunction step = s.compileList(Workloads::mlpTrainStep, state);
      List<float[]> out = new ArrayList<>();
      for (int i = 0; i < STEPS; i++) {
        List<Tensor> r = step.call(state);
        out.add(r.get(0).toFloatArray());
        state = new Tensor[] {state[0], state[1], r.get(1), r.get(2), r.get(3), r.get(4)};
      }
      for (int i = 2; i < state.length; i++) {
        out.add(state[i].toFloatArray());
      }
      assertThat(step.compiles()).isEqualTo(1);
      return out;
    }
  }

  @Test
  void mlpTrainingGivesTheSameNumbersInAllFourModes() {
    List<float[]> debug = trainEagerly(EagerMode.DEBUG);
    List<float[]> strict = trainEagerly(EagerMode.STRICT);
    List<float[]> fused = trainEagerly(EagerMode.FUSED);
    List<float[]> compiled = trainCompiled();
    // the loss goes down: the gradients are right
    assertThat(debug.get(STEPS - 1)[0]).isLessThan(debug.get(0)[0]);
    for (int i = 0; i < debug.size(); i++) {
      assertThat(strict.get(i)).as("strict tensor %d", i).containsExactly(debug.get(i));
      assertThat(fused.get(i)).as("fused tensor %d", i).containsExactly(debug.get(i));
      assertThat(compiled.get(i)).as("compiled tensor %d", i).containsExactly(debug.get(i));
    }
  }

  @Test
  void transformerForwardGivesTheSameNumbersInAllFourModes() {
    float[] reference = null;
    for (EagerMode mode : EagerMode.values()) {
      try (Session s = SERVER.client().openSession("modes", 0, mode)) {
        float[] logits = Workloads.transformerForward(Workloads.transformerInputs(s, 5)).toFloatArray();
        if (reference == null) {
          reference = logits;
        } else {
          assertThat(logits).as("%s vs %s", mode, EagerMode.values()[0]).containsExactly(reference);
        }
      }
    }
    try (Session s = SERVER.client().openSession("modes", 0)) {
      Tensor[] in = Workloads.transformerInputs(s, 5);
      CompiledFunction forward = s.compile(Workloads::transformerForward, in);
      assertThat(forward.call1(in).toFloatArray()).as("compiled").containsExactly(reference);
      assertThat(forward.program().kernels()).isLessThan(forward.program().opsBefore());
    }
    assertThat(reference).hasSize(Workloads.TF_B * Workloads.TF_T * Workloads.TF_V);
    assertThat(Arrays.stream(toDoubles(reference)).allMatch(Double::isFinite)).isTrue();
  }

  @Test
  void compileCountsStopGrowingAfterTheSecondStep() throws Exception {
    // Fused: the server compiles each new chunk structure once; a loop repeats its chunks.
    try (Session s = SERVER.client().openSession("loop", 0, EagerMode.FUSED)) {
      Tensor[] state = Workloads.mlpInputs(s, 3);
      s.synchronize();
      long afterStep2 = 0;
      for (int step = 1; step <= 20; step++) {
        List<Tensor> r = Workloads.mlpTrainStep(state);
        r.get(0).item();
        for (int i = 2; i < state.length; i++) {
          s.free(state[i]); // drop the old parameters at the same point every step, as a loop would
        }
        state = new Tensor[] {state[0], state[1], r.get(1), r.get(2), r.get(3), r.get(4)};
        if (step == 2) {
          afterStep2 = fusedCompiles();
        }
      }
      assertThat(afterStep2).isPositive();
      assertThat(fusedCompiles()).as("fused compiles after step 20 vs after step 2").isEqualTo(afterStep2);
    }
    // Compiled: one program for the whole loop.
    try (Session s = SERVER.client().openSession("loop", 0)) {
      Tensor[] state = Workloads.mlpInputs(s, 3);
      CompiledFunction step = s.compileList(Workloads::mlpTrainStep, state);
      int afterStep2 = 0;
      for (int i = 1; i <= 20; i++) {
        List<Tensor> r = step.call(state);
        r.get(0).item();
        state = new Tensor[] {state[0], state[1], r.get(1), r.get(2), r.get(3), r.get(4)};
        if (i == 2) {
          afterStep2 = step.compiles();
        }
      }
      assertThat(step.compiles()).isEqualTo(afterStep2).isEqualTo(1);
      assertThat(s.compileStats().compileRequests()).isEqualTo(1);
    }
  }

  /** Local compiles of the server so far (its Prometheus counter of compile timings). */
  private static long fusedCompiles() throws Exception {
    String body = HttpClient.newHttpClient().send(
        HttpRequest.newBuilder(URI.create(SERVER.process().managementBase() + "/actuator/prometheus")).build(),
        HttpResponse.BodyHandlers.ofString()).body();
    Matcher m = Pattern.compile("(?m)^torchtpu_compile_seconds_count\\{[^}]*} ([0-9.eE+]+)").matcher(body);
    assertThat(m.find()).as("torchtpu_compile_seconds_count in\n%s", body).isTrue();
    return (long) Double.parseDouble(m.group(1));
  }

  private static double[] toDoubles(float[] f) {
    double[] d = new double[f.length];
    for (int i = 0; i < f.length; i++) {
      d[i] = f[i];
    }
    return d;
  }
}
