package org.torchtpu.server.simulate;

import java.nio.file.Path;
import java.util.Locale;

/**
 * Benchmark (not a test): prints the published-vs-simulated table and writes a scaling chart.
 * Run: ./mvnw -B -o -q -pl tpu-server -am test-compile exec:java -Dexec.classpathScope=test
 *      -Dexec.mainClass=org.torchtpu.server.simulate.CalibrationBench
 */
public final class CalibrationBench {
  public static void main(String[] args) throws Exception {
    long start = System.nanoTime();
    System.out.println("| row | published step s | simulated step s | error | simulated MFU | HBM/device GiB | fits |");
    System.out.println("|---|---|---|---|---|---|---|");
    for (PublishedRows row : PublishedRows.all()) {
      StepReport r = new StepSimulator(row.generation()).simulate(row.model(), row.recipe(),
          StepSimulator.Mode.COMPILED);
      double err = r.stepSeconds() / row.publishedStepSeconds() - 1;
      System.out.printf(Locale.ROOT, "| %s | %.2f | %.2f | %+.1f%% | %.1f%% | %.1f | %s |%n", row.id(),
          row.publishedStepSeconds(), r.stepSeconds(), 100 * err, 100 * r.mfu(),
          r.peakHbmBytesPerDevice() / (double) (1L << 30), r.fits());
    }
    System.out.printf(Locale.ROOT, "table simulated in %.2f s%n", (System.nanoTime() - start) / 1e9);
    ModeTable.print();
    Path chart = Path.of(args.length > 0 ? args[0] : "target/scaling-sweep.png");
    ScalingSweep.writeDefault(chart);
    System.out.println("scaling chart: " + chart.toAbsolutePath());
  }
}
