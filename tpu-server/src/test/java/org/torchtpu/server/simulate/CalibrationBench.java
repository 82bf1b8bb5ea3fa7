package org.torchtpu.server.simulate;

import java.nio.file.Path;
import java.util.Locale;

/**
 * Benchmark (not a test): prints the published-vs-simulated table and writes a scaling chart.
 * Run: ./mvnw -B -q -pl tpu-server -am -DskipTests -Pbench verify (execution "calibration-benchmark").
 */
public final class CalibrationBench {
  public static void main(String[] args) throws Exception {
    // first, in a cold JVM (nothing loaded or compiled yet): what a user's first simulation of a 70B step costs
    java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
    long cold = System.nanoTime();
    long coldCpu = threads.getCurrentThreadCpuTime();
    StepReport first = simulateLlama70b();
    double coldSeconds = (System.nanoTime() - cold) / 1e9;
    double coldCpuSeconds = (threads.getCurrentThreadCpuTime() - coldCpu) / 1e9;
    long start = System.nanoTime();
    printRows(PublishedRows.all());
    System.out.printf(Locale.ROOT, "table simulated in %.2f s%n", (System.nanoTime() - start) / 1e9);
    System.out.println("validation rows (set no parameter):");
    printRows(PublishedRows.validation());
    System.out.println("bf16 n^3 matmul on one Ironwood TensorCore, TFLOP/s: | n | published | simulated | error |");
    org.torchtpu.server.cost.CostModel core = ironwoodTensorCore();
    for (var e : org.torchtpu.server.cost.MatmulCurveTest.PUBLISHED.entrySet()) {
      double sim = org.torchtpu.server.cost.DeviceCalibrationTest.tflops(core, e.getKey());
      System.out.printf(Locale.ROOT, "| %d | %.1f | %.1f | %+.1f%% |%n", e.getKey(), e.getValue(), sim,
          100 * (sim / e.getValue() - 1));
    }
    long t70 = System.nanoTime();
    StepReport llama70 = simulateLlama70b();
    System.out.printf(Locale.ROOT, "Llama 3.1 70B train step on 256 v6e chips simulated in %.3f s (wall; %.3f s of "
        + "this thread's CPU) in a cold JVM, %.3f s warm (step %.3f s both times):%n%s%n", coldSeconds, coldCpuSeconds,
        (System.nanoTime() - t70) / 1e9, first.stepSeconds(), llama70.toJson());
    ModeTable.print();
    Path chart = Path.of(args.length > 0 ? args[0] : "target/scaling-sweep.png");
    ScalingSweep.writeDefault(chart);
    System.out.println("scaling chart: " + chart.toAbsolutePath());
  }

  private static StepReport simulateLlama70b() {
    return new StepSimulator(org.torchtpu.api.v1.Generation.V6E).simulate(PublishedRows.models().get("llama3.1-70b"),
        new TrainRecipe(5, 8192, java.util.Set.of("qkv"), 256, 1, 1, true, true), StepSimulator.Mode.COMPILED);
  }

  private static org.torchtpu.server.cost.CostModel ironwoodTensorCore() {
    return org.torchtpu.server.cost.DeviceCalibrationTest.ironwoodTensorCore();
  }

  private static void printRows(java.util.List<PublishedRows> rows) {
    System.out.println("| row | published step s | simulated step s | error | simulated MFU | HBM/device GiB | fits |");
    System.out.println("|---|---|---|---|---|---|---|");
    int within = 0;
    double absoluteErrors = 0;
    for (PublishedRows row : rows) {
      StepReport r = new StepSimulator(row.generation()).simulate(row.model(), row.recipe(),
          StepSimulator.Mode.COMPILED);
      double err = r.stepSeconds() / row.publishedStepSeconds() - 1;
      System.out.printf(Locale.ROOT, "| %s | %.2f | %.2f | %+.1f%% | %.1f%% | %.1f | %s |%n", row.id(),
          row.publishedStepSeconds(), r.stepSeconds(), 100 * err, 100 * r.mfu(),
          r.peakHbmBytesPerDevice() / (double) (1L << 30), r.fits());
      within += Math.abs(err) <= PublishedRowsTest.TOLERANCE ? 1 : 0;
      absoluteErrors += 100 * Math.abs(err);
    }
    // what a change to the model is judged by: the count within tolerance and the sum of the absolute errors
    System.out.printf(Locale.ROOT, "%d of %d rows within +-%.0f%%; sum of the absolute errors %.1f points%n", within,
        rows.size(), 100 * PublishedRowsTest.TOLERANCE, absoluteErrors);
  }
}
