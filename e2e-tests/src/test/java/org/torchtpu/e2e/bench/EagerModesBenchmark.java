package org.torchtpu.e2e.bench;

import java.util.List;
import org.torchtpu.api.v1.Timing;
import org.torchtpu.client.EagerMode;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;
import org.torchtpu.client.TpuClient;
import org.torchtpu.e2e.ServiceProcess;

/**
 * Prints ops/s and µs/op of a chain of small elementwise ops sent in Debug and in Strict mode
 * to a real tpu-server process over loopback. (The same {@code -Pbench} run first prints the
 * matrix kernels' GFLOP/s from tpu-server's {@code MatmulBench}.) Ratios are what to read: the machine
 * is shared and noisy, so absolute numbers move between runs.
 *
 * <p>Run: {@code ./mvnw -B -DskipTests -Pbench verify}
 */
public final class EagerModesBenchmark {
  private static final int WARMUP_OPS = 3_000;
  private static final int DEBUG_OPS = 3_000;
  private static final int STRICT_OPS = 60_000;

  private EagerModesBenchmark() {}

  public static void main(String[] args) throws Exception {
    try (ServiceProcess server = ServiceProcess.start("tpu-server");
         TpuClient client = TpuClient.connect(server.grpcTarget())) {
      System.out.println("\n== eager modes: chain of elementwise adds on f32[8,8], tpu-server process over loopback ==");
      chain(client, EagerMode.DEBUG, WARMUP_OPS);
      chain(client, EagerMode.STRICT, WARMUP_OPS * 10);
      Result debug = chain(client, EagerMode.DEBUG, DEBUG_OPS);
      Result strict = chain(client, EagerMode.STRICT, STRICT_OPS);
      System.out.printf("%-7s %8s %12s %14s %18s %20s%n", "mode", "ops", "ops/s", "us/op (wall)", "host us/op (submit)",
          "simulated us/op");
      for (Result r : List.of(debug, strict)) {
        System.out.printf("%-7s %8d %12.0f %14.2f %18.2f %20.3f%n", r.mode, r.ops, r.ops / r.seconds, r.seconds * 1e6 / r.ops,
            r.submitSeconds * 1e6 / r.ops, r.deviceSeconds * 1e6 / r.ops);
      }
      System.out.printf("Strict / Debug ops/s: %.1fx (goal >= 20x); Strict host overhead %.2f us/op (goal <= 20)%n",
          (strict.ops / strict.seconds) / (debug.ops / debug.seconds), strict.submitSeconds * 1e6 / strict.ops);
    }
  }

  record Result(EagerMode mode, int ops, double seconds, double submitSeconds, double deviceSeconds) {}

  private static Result chain(TpuClient client, EagerMode mode, int ops) {
    try (Session s = client.openSession("bench", 0, mode)) {
      Tensor y = s.ones(8, 8);
      Tensor step = s.full(new long[] {8, 8}, 1e-3);
      s.synchronize();
      Timing before = s.timing();
      long start = System.nanoTime();
      for (int i = 0; i < ops; i++) {
        y = y.add(step);
      }
      long submitted = System.nanoTime();
      float first = y.toFloatArray()[0];
      long end = System.nanoTime();
      if (Math.abs(first - (1 + ops * 1e-3)) > 1e-3 * ops * 1e-3 + 1e-2) {
        throw new IllegalStateException("chain computed " + first + ", expected about " + (1 + ops * 1e-3));
      }
      double device = s.timing().getDeviceSeconds() - before.getDeviceSeconds();
      return new Result(mode, ops, (end - start) / 1e9, (submitted - start) / 1e9, device);
    }
  }
}
