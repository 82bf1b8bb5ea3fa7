package org.torchtpu.server.exec;

import java.util.Arrays;
import java.util.Random;
import java.util.concurrent.ForkJoinPool;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;

/**
 * Prints matmul throughput (GFLOP/s, 2*M*N*K per op, including the copy into canonical
 * buffers) for the Vector API kernel and the scalar kernel, f32 at HIGHEST and bf16 at DEFAULT,
 * square sizes 256, 512 and 1024, and their ratio, in one run (argument: seconds per case). Not a test: run it with the Vector API module, e.g.
 *
 * <pre>
 * java --add-modules=jdk.incubator.vector -cp tpu-server/target/classes:tpu-server/target/test-classes:CLASSPATH \
 *     org.torchtpu.server.exec.MatmulBench
 * </pre>
 *
 * It lives with the tests because it needs package-private access to pick the kernel and is
 * not part of the server.
 */
public final class MatmulBench {
  private MatmulBench() {}

  public static void main(String[] args) {
    double secondsPerCase = args.length > 0 ? Double.parseDouble(args[0]) : 2.0;
    System.out.printf("Vector API available: %s, common pool parallelism %d (+ caller thread), parallel from M*N*K >= %d%n",
        MatmulKernels.vectorApiAvailable(), ForkJoinPool.getCommonPoolParallelism(), MatmulKernels.PARALLEL_THRESHOLD);
    boolean both = MatmulKernels.vectorApiAvailable();
    System.out.printf("%-16s %6s %14s %14s %8s%n", "dtype/precision", "size", "VECTOR GFLOP/s", "SCALAR GFLOP/s", "ratio");
    for (DType dtype : new DType[] {DType.F32, DType.BF16}) {
      DotGeneralOp.Precision precision = dtype == DType.F32 ? DotGeneralOp.Precision.HIGHEST : DotGeneralOp.Precision.DEFAULT;
      DotGeneralOp op = DotGeneralOp.newBuilder()
          .addLhsContractingDims(1).addRhsContractingDims(0).setPrecision(precision).build();
      for (int size : new int[] {256, 512, 1024}) {
        DeviceArray a = randomMatrix(dtype, size, 1);
        DeviceArray b = randomMatrix(dtype, size, 2);
        Runnable scalar = () -> MatmulKernels.dotGeneral(op, a, b, MatmulKernels.FloatKernel.SCALAR);
        Runnable vector = both ? () -> MatmulKernels.dotGeneral(op, a, b, MatmulKernels.FloatKernel.VECTOR) : scalar;
        double[] ms = timeInterleaved(vector, scalar, secondsPerCase);
        double flop = 2.0 * size * size * size;
        double vectorGflops = flop / (ms[0] * 1e6);
        double scalarGflops = flop / (ms[1] * 1e6);
        System.out.printf("%-16s %6d %14s %14.1f %8s%n", dtype + "/" + precision, size,
            both ? String.format("%.1f", vectorGflops) : "n/a", scalarGflops,
            both ? String.format("%.2fx", vectorGflops / scalarGflops) : "n/a");
      }
    }
    compareWithXla(secondsPerCase);
  }

  /**
   * Our f32 matmul on the simulated MXU path (DEFAULT precision: bf16-rounded inputs, f32
   * accumulation) at 1024^3 next to XLA:CPU's ({@code jax.jit(jnp.dot)}, {@code
   * src/test/python/xla_matmul.py}) in the same run, alternating ours, XLA, ours, XLA, ours so both
   * see the same load; skipped when {@code python3} (or {@code -Dbench.python}) has no jax.
   */
  static void compareWithXla(double secondsPerCase) {
    int size = 1024;
    DeviceArray a = randomMatrix(DType.F32, size, 1);
    DeviceArray b = randomMatrix(DType.F32, size, 2);
    DotGeneralOp op = DotGeneralOp.newBuilder().addLhsContractingDims(1).addRhsContractingDims(0)
        .setPrecision(DotGeneralOp.Precision.DEFAULT).build();
    Runnable ours = () -> MatmulKernels.dotGeneral(op, a, b, MatmulKernels.vectorApiAvailable()
        ? MatmulKernels.FloatKernel.VECTOR : MatmulKernels.FloatKernel.SCALAR);
    java.nio.file.Path script = java.nio.file.Path.of(System.getProperty("torchtpu.repo", "."))
        .resolve("tpu-server/src/test/python/xla_matmul.py");
    String python = System.getProperty("bench.python", "python3");
    double flop = 2.0 * size * size * size;
    java.util.List<Double> oursGflops = new java.util.ArrayList<>();
    java.util.List<Double> xlaGflops = new java.util.ArrayList<>();
    java.util.List<Double> oursCpuMs = new java.util.ArrayList<>();
    java.util.List<Double> xlaCpuMs = new java.util.ArrayList<>();
    var os = (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();
    String xlaNote = "";
    for (int round = 0; round < 5; round++) {
      if (round % 2 == 0) {
        oursGflops.add(flop / (timeInterleaved(ours, () -> { }, secondsPerCase)[0] * 1e6));
        // CPU time per call (all threads) over a few more calls: how much work ours does, less moved by other load
        long cpu0 = os.getProcessCpuTime();
        for (int i = 0; i < 10; i++) {
          ours.run();
        }
        oursCpuMs.add((os.getProcessCpuTime() - cpu0) / 1e7);
      } else {
        try {
          Process p = new ProcessBuilder(python, script.toString(), String.valueOf(size), String.valueOf(secondsPerCase))
              .redirectErrorStream(true).start();
          String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
          if (p.waitFor() != 0 || !out.contains("\"gflops\"")) {
            throw new java.io.IOException(out.lines().reduce((x, y) -> y).orElse("no output"));
          }
          java.util.regex.Matcher m = java.util.regex.Pattern.compile("\"gflops\": ([0-9.eE+-]+)").matcher(out);
          m.find();
          xlaGflops.add(Double.parseDouble(m.group(1)));
          java.util.regex.Matcher cpu = java.util.regex.Pattern.compile("\"cpuMs\": ([0-9.eE+-]+)").matcher(out);
          if (cpu.find()) {
            xlaCpuMs.add(Double.parseDouble(cpu.group(1)));
          }
          java.util.regex.Matcher v = java.util.regex.Pattern.compile("\"jax\": \"([^\"]+)\"").matcher(out);
          xlaNote = v.find() ? "jax " + v.group(1) : "";
        } catch (java.io.IOException | InterruptedException | RuntimeException e) {
          System.out.println("XLA:CPU peer not measured (" + python + " with jax not available: " + e.getMessage() + ")");
          return;
        }
      }
    }
    double oursMedian = medianOf(oursGflops);
    double xlaMedian = medianOf(xlaGflops);
    System.out.printf("f32 matmul %d^3, same run (alternating, medians): ours (MXU path, DEFAULT) %.1f GFLOP/s %s, "
        + "XLA:CPU jnp.dot (%s) %.1f GFLOP/s %s: ours/XLA = %.0f%% (goal >= 75%%)%n", size, oursMedian, rounded(oursGflops),
        xlaNote, xlaMedian, rounded(xlaGflops), 100 * oursMedian / xlaMedian);
    if (!xlaCpuMs.isEmpty()) {
      System.out.printf("  CPU time per call (all threads, medians): ours %.1f ms, XLA %.1f ms: ours/XLA work = %.2fx%n",
          medianOf(oursCpuMs), medianOf(xlaCpuMs), medianOf(oursCpuMs) / medianOf(xlaCpuMs));
    }
  }

  private static java.util.List<String> rounded(java.util.List<Double> values) {
    return values.stream().map(v -> String.format("%.1f", v)).toList();
  }

  private static double medianOf(java.util.List<Double> values) {
    double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    return sorted[sorted.length / 2];
  }

  private static DeviceArray randomMatrix(DType dtype, int size, long seed) {
    Random random = new Random(seed);
    float[] data = new float[size * size];
    for (int i = 0; i < data.length; i++) {
      data[i] = random.nextFloat() * 2 - 1;
    }
    Numerics.roundInPlace(dtype, data);
    return DeviceArray.ofFloats(dtype, new int[] {size, size}, data);
  }

  /**
   * Warms both up for a quarter of the budget, then alternates them call by call (so both see
   * the same machine load, which matters on a shared 2-core box) and returns their median
   * milliseconds per call.
   */
  private static double[] timeInterleaved(Runnable first, Runnable second, double seconds) {
    long warmupEnd = System.nanoTime() + (long) (seconds * 0.25e9);
    while (System.nanoTime() < warmupEnd) {
      first.run();
      second.run();
    }
    double[][] samples = new double[2][1000];
    int count = 0;
    long end = System.nanoTime() + (long) (seconds * 0.75e9);
    do {
      long t0 = System.nanoTime();
      first.run();
      long t1 = System.nanoTime();
      second.run();
      long t2 = System.nanoTime();
      samples[0][count] = (t1 - t0) / 1e6;
      samples[1][count] = (t2 - t1) / 1e6;
      count++;
    } while ((System.nanoTime() < end || count < 3) && count < 1000);
    return new double[] {median(samples[0], count), median(samples[1], count)};
  }

  private static double median(double[] samples, int count) {
    double[] sorted = Arrays.copyOf(samples, count);
    Arrays.sort(sorted);
    return sorted[count / 2];
  }
}
