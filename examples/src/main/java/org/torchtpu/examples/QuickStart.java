package org.torchtpu.examples;

import java.time.Duration;
import java.util.Arrays;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.HostInfo;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.Timing;
import org.torchtpu.client.EagerMode;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;
import org.torchtpu.client.TpuClient;
import org.torchtpu.client.jobs.JobClient;
import org.torchtpu.client.jobs.JobWorld;

/**
 * A first program: a small MLP forward pass run on remote simulated TPUs, once per eager mode
 * (Debug, Strict, Fused) and per host, printing the numbers, the wall time and the simulated
 * device time.
 *
 * <p>Arguments: {@code name=host:port ...}, e.g. {@code v5e=localhost:50051 v5p=localhost:50061}; or
 * {@code --job JOB [--scheduler host:port]} to run as a scheduler job on the first chip of its slice (the job is
 * started when placed and reported completed at the end).
 */
public final class QuickStart {
  private static final int BATCH = 64;
  private static final int IN = 256;
  private static final int HIDDEN = 512;
  private static final int OUT = 10;
  private static final int STEPS = 10;

  private QuickStart() {}

  public static void main(String[] args) throws Exception {
    if (args.length >= 2 && args[0].equals("--job")) {
      asJob(args[1], args.length >= 4 && args[2].equals("--scheduler") ? args[3] : "localhost:50052");
      return;
    }
    String[] targets = args.length > 0 ? args : new String[] {"local=localhost:50051"};
    for (String arg : targets) {
      String[] nameAndTarget = arg.split("=", 2);
      runOn(nameAndTarget[nameAndTarget.length - 1], 0);
    }
  }

  /** Waits for the job's slice, runs on its first chip, and reports the job's end to the scheduler. */
  private static void asJob(String jobId, String scheduler) throws InterruptedException {
    try (JobClient jobs = JobClient.connect(scheduler, System.getenv("TORCHTPU_API_KEY"))) {
      Job job = jobs.awaitPlaced(jobId, Duration.ofMinutes(5));
      JobWorld.Rank first = JobWorld.ranks(job).get(0);
      System.out.printf("job %s placed on slice %s@%d,%d,%d; running on host %s chip %d%n", jobId,
          job.getSlice().getTopology(), job.getSlice().getOrigin().getX(), job.getSlice().getOrigin().getY(),
          job.getSlice().getOrigin().getZ(), first.hostId(), first.chip());
      jobs.start(jobId);
      boolean ok = false;
      try {
        runOn(first.endpoint(), first.chip());
        ok = true;
      } finally {
        Job done = jobs.complete(jobId, ok, ok ? "quick-start done" : "quick-start failed");
        System.out.printf("job %s reported completed to the scheduler: %s%n", jobId, done.getState());
      }
    }
  }

  private static void runOn(String target, int chip) {
    try (TpuClient client = TpuClient.connect(target)) {
      HostInfo host = client.describeHost();
      System.out.printf("%n=== host %s at %s: %d x %s, %.0f TFLOP/s bf16, %d GiB HBM per chip ===%n",
          host.getHostId(), target, host.getChipsCount(), host.getGeneration(),
          host.getChips(0).getSpec().getPeakBf16Flops() / 1e12, host.getChips(0).getSpec().getHbmBytes() >> 30);
      float[] debug = run(client, chip, EagerMode.DEBUG);
      float[] strict = run(client, chip, EagerMode.STRICT);
      float[] fused = run(client, chip, EagerMode.FUSED);
      System.out.printf("  Debug, Strict and Fused results identical: %s%n",
          Arrays.equals(debug, strict) && Arrays.equals(debug, fused));
      bigMatmul(client, chip);
    }
  }

  /** One large bf16 matmul: compute-bound, so the generations' peak FLOP/s show in the simulated time. */
  private static void bigMatmul(TpuClient client, int chip) {
    int n = 2048;
    try (Session s = client.openSession("quickstart", chip, EagerMode.STRICT)) {
      Tensor a = s.randn(4, DType.BF16, n, n);
      Tensor b = s.randn(5, DType.BF16, n, n);
      s.synchronize();
      Timing before = s.timing();
      long start = System.nanoTime();
      double checksum = a.matmul(b).to(DType.F32).sum().item();
      long clientNanos = System.nanoTime() - start;
      double device = s.timing().getDeviceSeconds() - before.getDeviceSeconds();
      System.out.printf("  bf16 matmul %dx%dx%d (+ sum): simulated %.1f us (%.0f TFLOP/s effective), wall %.0f ms, checksum %.3e%n",
          n, n, n, device * 1e6, 2.0 * n * n * n / device / 1e12, clientNanos / 1e6, checksum);
    }
  }

  /** Runs STEPS forward passes in one mode; returns the last log-probabilities. */
  private static float[] run(TpuClient client, int chip, EagerMode mode) {
    try (Session s = client.openSession("quickstart", chip, mode)) {
      Tensor x = s.randn(1, BATCH, IN);
      Tensor w1 = s.randn(2, IN, HIDDEN).mul(1.0 / Math.sqrt(IN));
      Tensor b1 = s.zeros(HIDDEN);
      Tensor w2 = s.randn(3, HIDDEN, OUT).mul(1.0 / Math.sqrt(HIDDEN));
      Tensor b2 = s.zeros(OUT);
      s.synchronize();
      Timing before = s.timing();
      long start = System.nanoTime();
      Tensor logProbs = null;
      for (int step = 0; step < STEPS; step++) {
        Tensor h = x.matmul(w1).add(b1).gelu();
        logProbs = h.matmul(w2).add(b2).logSoftmax(-1);
      }
      float[] values = logProbs.toFloatArray();
      long clientNanos = System.nanoTime() - start;
      Timing after = s.timing();
      double device = after.getDeviceSeconds() - before.getDeviceSeconds();
      double serverWall = (after.getWallNanos() - before.getWallNanos()) / 1e9;
      System.out.printf("  %-6s  %d steps  log p(row 0) = %s...%n", mode, STEPS,
          Arrays.toString(Arrays.copyOf(values, 4)));
      System.out.printf("          wall: client %.1f ms (server compute %.1f ms)   simulated device time: %.1f us (%.2f us/step)%n",
          clientNanos / 1e6, serverWall * 1e3, device * 1e6, device * 1e6 / STEPS);
      return values;
    }
  }
}
