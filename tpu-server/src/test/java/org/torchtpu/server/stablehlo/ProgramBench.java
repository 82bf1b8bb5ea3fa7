package org.torchtpu.server.stablehlo;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.ProgramKind;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.chip.ChipSpecs;
import org.torchtpu.server.compiler.ExecutableProgram;
import org.torchtpu.server.compiler.GraphCompiler;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Executor;

/**
 * A whole exported program's execution on the service next to XLA:CPU running the same StableHLO
 * in the same run: a GPT-2-style decoder's forward and training step (HIGHEST precision) in two
 * sizes, 4 layers, width 256, sequence 128, batch 2 (3.5M parameters), and 8 layers, width 512,
 * sequence 256, batch 2 (25.9M parameters), exported by {@code src/test/python/xla_program.py} into
 * {@code src/test/resources/stablehlo/bench}.
 *
 * <p>Ours: the module imported, compiled through the whole pass pipeline once, then
 * {@link ExecutableProgram#run} timed per call (the service's execution of a compiled program,
 * without transport). XLA: {@code xla_program.py time NAME SECONDS} (jax.jit on the CPU backend),
 * run only when {@code python3} (or {@code -Dbench.python}) imports jax. The two alternate ours,
 * XLA, ours, XLA, ours so both see the same machine load; medians and the ratio are printed.
 * Arguments: seconds per measurement (default 4), then program names (default all four). With
 * {@code -Dbench.profile=CALLS} it prints where each program's time goes, kernel by kernel
 * ({@link org.torchtpu.server.compiler.ProgramProfile}), instead of timing.
 *
 * <p>With {@code -Dbench.rounds=true} each of our rounds also prints its calls, CPU per call, and the JIT's and
 * the collectors' time during it.
 *
 * <p>Before its first round each program runs until the JIT has settled ({@link #warmUntilJitQuiet}):
 * XLA's timing starts after {@code jax.jit} compiled the function, and ours should likewise start
 * after C2 compiled the kernels the program reaches. A program this size reaches hundreds of
 * methods that get hot only slowly; with a 1 s warm-up, C2 was still compiling 10-13 ms of CPU per
 * small forward 8-20 s in (per-thread CPU from /proc, this round), a fifth of the CPU measured.
 */
public final class ProgramBench {
  private ProgramBench() {}

  static final List<String> PROGRAMS = List.of("gpt2_forward", "gpt2_train_step", "gpt2_l8_d512_forward",
      "gpt2_l8_d512_train_step");

  public static void main(String[] args) {
    double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 4.0;
    List<String> names = args.length > 1 ? Arrays.asList(args).subList(1, args.length) : PROGRAMS;
    Executor executor = new Executor();
    for (String name : names) {
      ExecutableProgram program = compile(name, executor);
      List<DeviceArray> inputs = randomInputs(program.parameterTypes());
      Runnable ours = () -> program.run(inputs, executor, false);
      warmUntilJitQuiet(name, ours);
      int profileCalls = Integer.getInteger("bench.profile", 0);
      if (profileCalls > 0) {
        // where the time goes, kernel by kernel (after a warm-up as long as a timed round's)
        time(ours, seconds);
        var profile = new org.torchtpu.server.compiler.ProgramProfile();
        for (int i = 0; i < profileCalls; i++) {
          profile.run(program, inputs, executor);
        }
        System.out.println(name + ": " + profile.report(Integer.getInteger("bench.profileTop", 30)));
        continue;
      }
      List<Double> oursSeconds = new ArrayList<>();
      List<Double> oursCpu = new ArrayList<>();
      List<Double> oursOwn = new ArrayList<>();
      List<Double> xlaSeconds = new ArrayList<>();
      List<Double> xlaCpu = new ArrayList<>();
      String xlaNote = null;
      for (int round = 0; round < 5; round++) {
        if (round % 2 == 0) {
          double[] wallAndCpu = time(ours, seconds);
          oursSeconds.add(wallAndCpu[0]);
          oursCpu.add(wallAndCpu[1]);
          oursOwn.add(wallAndCpu[2]);
        } else if (xlaNote == null || !xlaNote.startsWith("not measured")) {
          try {
            String out = runPeer(name, seconds);
            xlaSeconds.add(Double.parseDouble(field(out, "\"seconds\": ([0-9.eE+-]+)")));
            xlaCpu.add(Double.parseDouble(field(out, "\"cpuSeconds\": ([0-9.eE+-]+)")));
            xlaNote = "jax " + field(out, "\"jax\": \"([^\"]+)\"");
          } catch (IOException | InterruptedException | RuntimeException e) {
            xlaNote = "not measured (python3 with jax not available: " + e.getMessage() + ")";
          }
        }
      }
      double oursMedian = median(oursSeconds);
      if (xlaSeconds.isEmpty()) {
        System.out.printf(Locale.ROOT, "%s: ours %.5f s per call %s, CPU %.5f s per call (calling thread %.5f s);"
            + " XLA:CPU %s%n", name, oursMedian, rounded(oursSeconds), median(oursCpu), median(oursOwn), xlaNote);
        continue;
      }
      double xlaMedian = median(xlaSeconds);
      System.out.printf(Locale.ROOT, "%s, same run (alternating, medians): ours %.4f s per call %s, XLA:CPU (%s) %.4f s %s:"
          + " ours/XLA = %.1fx (goal <= 2x); CPU time per call (all threads) ours %.4f s, XLA %.4f s: %.1fx;"
          + " ours on the calling thread %.4f s (about our wall on an idle machine)%n", name,
          oursMedian, rounded(oursSeconds), xlaNote, xlaMedian, rounded(xlaSeconds), oursMedian / xlaMedian,
          median(oursCpu), median(xlaCpu), median(oursCpu) / median(xlaCpu), median(oursOwn));
    }
  }

  static ExecutableProgram compile(String name, Executor executor) {
    IrGraph graph;
    try (var in = ProgramBench.class.getResourceAsStream("/warmup/" + name + ".pb")) {
      // a graph traced by the SDK (e.g. the mode table's compiled Llama step, written by WarmupGraphExport)
      graph = in == null ? null : IrGraph.fromGraph(org.torchtpu.api.v1.Graph.parseFrom(in));
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    if (graph != null) {
      return ExecutableProgram.compile(new GraphCompiler(executor), graph, ProgramKind.GRAPH,
          CompileOptions.getDefaultInstance(), ChipSpecs.of(Generation.V5E), executor);
    }
    String mlir;
    try (var in = ProgramBench.class.getResourceAsStream("/stablehlo/bench/" + name + ".mlir")) {
      if (in == null) {
        throw new IllegalArgumentException("no program stablehlo/bench/" + name + ".mlir");
      }
      mlir = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    return ExecutableProgram.compile(new GraphCompiler(executor), IrGraph.fromGraph(StableHloImporter.parse(mlir)),
        ProgramKind.GRAPH, CompileOptions.getDefaultInstance(), ChipSpecs.of(Generation.V5E), executor);
  }

  /** Small uniform floats (weights near their initialisation's scale) and token ids below 1024. */
  static List<DeviceArray> randomInputs(List<TensorType> types) {
    Random random = new Random(16);
    List<DeviceArray> inputs = new ArrayList<>();
    for (TensorType type : types) {
      int[] dims = type.getDimsList().stream().mapToInt(Long::intValue).toArray();
      int n = Arrays.stream(dims).reduce(1, Math::multiplyExact);
      if (DTypes.isFloat(type.getDtype())) {
        float[] data = new float[n];
        for (int i = 0; i < n; i++) {
          data[i] = (random.nextFloat() - 0.5f) * 0.1f;
        }
        inputs.add(DeviceArray.ofFloats(type.getDtype(), dims, data));
      } else {
        long[] data = new long[n];
        for (int i = 0; i < n; i++) {
          data[i] = random.nextInt(1024);
        }
        inputs.add(DeviceArray.ofLongs(type.getDtype(), dims, data));
      }
    }
    return inputs;
  }

  private static String runPeer(String name, double seconds) throws IOException, InterruptedException {
    Path script = Path.of(System.getProperty("torchtpu.repo", ".")).resolve("tpu-server/src/test/python/xla_program.py");
    Process p = new ProcessBuilder(System.getProperty("bench.python", "python3"), script.toString(), "time", name,
        String.valueOf(seconds)).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (p.waitFor() != 0 || !out.contains("\"seconds\"")) {
      throw new IOException(out.lines().reduce((x, y) -> y).orElse("no output"));
    }
    return out;
  }

  private static String field(String out, String regex) {
    Matcher m = Pattern.compile(regex).matcher(out);
    if (!m.find()) {
      throw new IllegalStateException("no " + regex + " in " + out);
    }
    return m.group(1);
  }

  /**
   * Calls {@code call} until the JIT compilers' accumulated time grew by less than 0.2% of the wall
   * time over one 3 s timed round ({@link #time}; at most {@code -Dbench.jitWarmupSeconds}, default
   * 90 s; 0 skips it), and says how long that took.
   */
  static void warmUntilJitQuiet(String name, Runnable call) {
    double limit = Double.parseDouble(System.getProperty("bench.jitWarmupSeconds", "90"));
    var jit = java.lang.management.ManagementFactory.getCompilationMXBean();
    if (limit <= 0 || jit == null || !jit.isCompilationTimeMonitoringSupported()) {
      return;
    }
    long start = System.nanoTime();
    long deadline = start + (long) (limit * 1e9);
    boolean quiet = false;
    long lastWindowJitMs = -1;
    while (!quiet && System.nanoTime() < deadline) {
      // through time() itself: a first timed round called from elsewhere still compiled 1-2 s of code
      long windowStart = System.nanoTime();
      long jitAtWindowStart = jit.getTotalCompilationTime();
      time(call, 3, false);
      lastWindowJitMs = jit.getTotalCompilationTime() - jitAtWindowStart;
      quiet = lastWindowJitMs * 1e6 < 0.002 * (System.nanoTime() - windowStart);
    }
    System.out.printf(Locale.ROOT, "%s: JIT warm-up %.1f s (%s: %d ms of compiling in the last round)%n", name,
        (System.nanoTime() - start) / 1e9, quiet ? "compilers quiet" : "limit reached", lastWindowJitMs);
  }

  /**
   * Warms up for a quarter of the budget, then returns the median wall seconds per call of the
   * rest and the process's CPU seconds per call over them (all threads: less moved by other load).
   */
  static double[] time(Runnable call, double seconds) {
    return time(call, seconds, Boolean.getBoolean("bench.rounds"));
  }

  private static double[] time(Runnable call, double seconds, boolean printRound) {
    long warmupEnd = System.nanoTime() + (long) (seconds * 0.25e9);
    do {
      call.run();
    } while (System.nanoTime() < warmupEnd);
    List<Double> samples = new ArrayList<>();
    var os = (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();
    var jit = java.lang.management.ManagementFactory.getCompilationMXBean();
    long jit0 = jit == null ? 0 : jit.getTotalCompilationTime();
    long gc0 = gcMillis();
    long cpu0 = os.getProcessCpuTime();
    long own0 = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    long steals0 = java.util.concurrent.ForkJoinPool.commonPool().getStealCount();
    long end = System.nanoTime() + (long) (seconds * 0.75e9);
    do {
      long t0 = System.nanoTime();
      call.run();
      samples.add((System.nanoTime() - t0) / 1e9);
    } while (System.nanoTime() < end || samples.size() < 3);
    double cpuPerCall = (os.getProcessCpuTime() - cpu0) / 1e9 / samples.size();
    double ownPerCall = (java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - own0)
        / 1e9 / samples.size();
    if (printRound) {
      // what else ran in the process while it was timed: the JIT compilers and the collectors (their wall ms), and
      // how many tasks the common pool's workers took from the calling thread per call (the fork/join hand-offs)
      System.out.printf(Locale.ROOT, "  round: %d calls, CPU %.4f s per call (calling thread %.4f), %.1f tasks stolen"
          + " per call, JIT %d ms, GC %d ms%n", samples.size(), cpuPerCall, ownPerCall,
          (java.util.concurrent.ForkJoinPool.commonPool().getStealCount() - steals0) / (double) samples.size(),
          jit == null ? 0 : jit.getTotalCompilationTime() - jit0, gcMillis() - gc0);
    }
    return new double[] {median(samples), cpuPerCall, ownPerCall};
  }

  private static long gcMillis() {
    long total = 0;
    for (var gc : java.lang.management.ManagementFactory.getGarbageCollectorMXBeans()) {
      total += Math.max(0, gc.getCollectionTime());
    }
    return total;
  }

  private static double median(List<Double> values) {
    double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    return sorted[sorted.length / 2];
  }

  private static List<String> rounded(List<Double> values) {
    return values.stream().map(v -> String.format(Locale.ROOT, "%.5f", v)).toList();
  }
}
