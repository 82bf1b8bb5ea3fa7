package org.torchtpu.e2e.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.torchtpu.api.v1.Timing;
import org.torchtpu.client.CompiledFunction;
import org.torchtpu.client.EagerMode;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;
import org.torchtpu.client.TpuClient;
import org.torchtpu.e2e.ServiceProcess;
import org.torchtpu.e2e.workloads.Workloads;

/**
 * TorchTPU's mode table for this service: seconds per step in Debug / Strict / Fused / Compiled,
 * wall time and simulated device time (v5e), for an MLP training step and a small transformer
 * forward, in one run; then a first step against a cold and a warm shared compilation cache
 * (a second host that finds the program in the cache service compiles nothing).
 *
 * <p>Run: {@code ./mvnw -B -DskipTests -Pbench verify}
 */
public final class ModeTableBenchmark {
  private static final int WARMUP = 3;
  private static final int STEPS = 10;

  private ModeTableBenchmark() {}

  /** A workload: its inputs, its step, and how the step's outputs feed the next step. */
  record Workload(String name, Function<Session, Tensor[]> inputs, Function<Tensor[], List<Tensor>> step,
      boolean carriesState) {}

  public static void main(String[] args) throws Exception {
    List<Workload> workloads = List.of(
        new Workload("MLP train step (64x256-512-16, SGD)", s -> Workloads.mlpInputs(s, 1), Workloads::mlpTrainStep, true),
        new Workload("transformer block forward (4x64, d=128)", s -> Workloads.transformerInputs(s, 1),
            in -> List.of(Workloads.transformerForward(in)), false));
    try (ServiceProcess server = ServiceProcess.start("tpu-server", "--torchtpu.generation=v5e", "--torchtpu.chips=1");
         TpuClient client = TpuClient.connect(server.grpcTarget())) {
      System.out.println("\n== mode table: seconds per step on a simulated v5e chip (tpu-server process over loopback) ==");
      System.out.printf("%-42s %-9s %12s %14s %16s%n", "workload", "mode", "wall s/step", "device s/step", "wall vs Strict");
      for (Workload w : workloads) {
        double[] wall = new double[4];
        double[] device = new double[4];
        String[] names = {"Debug", "Strict", "Fused", "Compiled"};
        EagerMode[] modes = {EagerMode.DEBUG, EagerMode.STRICT, EagerMode.FUSED, null};
        for (int m = 0; m < 4; m++) {
          double[] r = measure(client, w, modes[m]);
          wall[m] = r[0];
          device[m] = r[1];
        }
        for (int m = 0; m < 4; m++) {
          System.out.printf("%-42s %-9s %12.5f %14.7f %15.1fx%n", m == 0 ? w.name() : "", names[m], wall[m], device[m],
              wall[1] / wall[m]);
        }
        System.out.printf("%-42s Fused/Strict wall %.1fx (goal >= 2), Compiled/Strict wall %.1fx (goal >= 5); "
            + "device: Compiled %.1f us <= Fused %.1f us < Strict %.1f us: %s%n", "", wall[1] / wall[2], wall[1] / wall[3],
            device[3] * 1e6, device[2] * 1e6, device[1] * 1e6, device[3] <= device[2] && device[2] < device[1]);
      }
    }
    coldVersusWarmCache(workloads.get(0));
  }

  /** {wall seconds per step, simulated device seconds per step}; mode null = compiled. */
  private static double[] measure(TpuClient client, Workload w, EagerMode mode) {
    try (Session s = mode == null ? client.openSession("bench", 0, EagerMode.FUSED) : client.openSession("bench", 0, mode)) {
      Tensor[] state = w.inputs().apply(s);
      Function<Tensor[], List<Tensor>> step = w.step();
      if (mode == null) {
        CompiledFunction f = s.compileList(in -> w.step().apply(in), state);
        step = f::call;
      }
      double[] result = new double[2];
      for (int phase = 0; phase < 2; phase++) {
        int n = phase == 0 ? WARMUP : STEPS;
        s.synchronize();
        Timing before = s.timing();
        long start = System.nanoTime();
        for (int i = 0; i < n; i++) {
          List<Tensor> out = step.apply(state);
          out.get(0).sum().item(); // a sync point per step, as a training loop reading its loss has
          if (w.carriesState()) {
            state = new Tensor[] {state[0], state[1], out.get(1), out.get(2), out.get(3), out.get(4)};
          }
        }
        result[0] = (System.nanoTime() - start) / 1e9 / n;
        result[1] = (s.timing().getDeviceSeconds() - before.getDeviceSeconds()) / n;
      }
      return result;
    }
  }

  /**
   * First compiled step on a host whose compilation cache is cold, then on a second host that
   * shares the same cache service (warm): the second one receives the program instead of compiling it.
   */
  private static void coldVersusWarmCache(Workload w) throws Exception {
    System.out.println("\n== first compiled step: cold vs warm shared compilation cache (two hosts, one cache service) ==");
    java.nio.file.Path dir = java.nio.file.Files.createTempDirectory("bench-cache");
    try (ServiceProcess cache = ServiceProcess.start("compilation-cache-service", "--torchtpu.cache.dir=" + dir)) {
      List<double[]> rows = new ArrayList<>();
      for (String host : List.of("cold", "warm")) {
        try (ServiceProcess server = ServiceProcess.start("tpu-server", "--torchtpu.chips=1",
                 "--torchtpu.compilation-cache-target=" + cache.grpcTarget());
             TpuClient client = TpuClient.connect(server.grpcTarget());
             Session s = client.openSession("bench", 0)) {
          Tensor[] state = w.inputs().apply(s);
          s.synchronize();
          long start = System.nanoTime();
          CompiledFunction f = s.compileList(in -> w.step().apply(in), state);
          f.call(state).get(0).item();
          double seconds = (System.nanoTime() - start) / 1e9;
          rows.add(new double[] {seconds, f.program().cacheHit() ? 1 : 0, f.program().compileWallNanos() / 1e9});
          System.out.printf("%-5s host: first step %.3f s (trace + compile + run), served by cache: %s, server compile wall %.3f s%n",
              host, seconds, f.program().cacheHit(), f.program().compileWallNanos() / 1e9);
        }
      }
      System.out.printf("warm first step is %.1fx faster than cold (goal >= 5x)%n", rows.get(0)[0] / rows.get(1)[0]);
    }
  }
}
