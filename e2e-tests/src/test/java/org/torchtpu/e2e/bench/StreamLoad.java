package org.torchtpu.e2e.bench;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.torchtpu.client.EagerMode;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;
import org.torchtpu.client.TpuClient;

/**
 * A bounded load: {@code clients} concurrent clients, each with its own connection and session,
 * stream steps of {@code opsPerStep} ops followed by a read for a fixed time. A step's latency is
 * from its first op to its read's answer. Every read is checked against the value the ops must
 * produce, so a lost, repeated or misrouted op shows up as a wrong step.
 */
public final class StreamLoad {
  private static final int N = 16;

  private StreamLoad() {}

  /** What one run measured. */
  public record Result(EagerMode mode, int clients, long steps, long ops, long wrongSteps, double seconds,
      double p50Millis, double p99Millis, long minStepsPerClient) {
    public double opsPerSecond() {
      return ops / seconds;
    }

    @Override
    public String toString() {
      return String.format("%-6s %2d clients: %8.0f ops/s, %6d steps, step latency p50 %7.2f ms, p99 %7.2f ms, wrong %d",
          mode, clients, opsPerSecond(), steps, p50Millis, p99Millis, wrongSteps);
    }
  }

  private record ClientRun(long[] latenciesNanos, long steps, long wrong) { }

  public static Result run(String target, EagerMode mode, int clients, Duration duration, int opsPerStep)
      throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(clients);
    long start = System.nanoTime();
    long end = start + duration.toNanos();
    try {
      List<Future<ClientRun>> runs = new ArrayList<>();
      for (int c = 0; c < clients; c++) {
        String tenant = "load-" + c;
        runs.add(pool.submit(() -> oneClient(target, tenant, mode, end, opsPerStep)));
      }
      List<ClientRun> done = new ArrayList<>();
      for (Future<ClientRun> f : runs) {
        done.add(f.get());
      }
      double seconds = (System.nanoTime() - start) / 1e9;
      long steps = done.stream().mapToLong(ClientRun::steps).sum();
      long wrong = done.stream().mapToLong(ClientRun::wrong).sum();
      long[] all = done.stream().flatMapToLong(r -> Arrays.stream(r.latenciesNanos())).sorted().toArray();
      return new Result(mode, clients, steps, steps * opsPerStep, wrong, seconds, percentile(all, 0.50) / 1e6,
          percentile(all, 0.99) / 1e6, done.stream().mapToLong(ClientRun::steps).min().orElse(0));
    } finally {
      pool.shutdownNow();
    }
  }

  private static ClientRun oneClient(String target, String tenant, EagerMode mode, long endNanos, int opsPerStep) {
    List<Long> latencies = new ArrayList<>();
    long wrong = 0;
    try (TpuClient client = TpuClient.connect(target);
         Session s = client.openSession(tenant, 0, mode)) {
      Tensor x = s.zeros(N);
      long expected = 0;
      do { // at least one step, however loaded the machine
        long t0 = System.nanoTime();
        for (int k = 0; k < opsPerStep; k++) {
          x = x.add(1.0);
        }
        float[] v = x.toFloatArray();
        latencies.add(System.nanoTime() - t0);
        expected += opsPerStep;
        for (float f : v) {
          if (f != expected) {
            wrong++;
            break;
          }
        }
      } while (System.nanoTime() < endNanos);
    }
    return new ClientRun(latencies.stream().mapToLong(Long::longValue).toArray(), latencies.size(), wrong);
  }

  private static double percentile(long[] sorted, double q) {
    if (sorted.length == 0) {
      return Double.NaN;
    }
    return sorted[(int) Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  }
}
