package org.torchtpu.e2e.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.torchtpu.api.v1.Timing;
import org.torchtpu.client.CompiledFunction;
import org.torchtpu.client.EagerMode;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;
import org.torchtpu.client.TensorScope;
import org.torchtpu.client.TpuClient;
import org.torchtpu.e2e.ServiceProcess;
import org.torchtpu.client.nn.LlamaModel;
import org.torchtpu.client.optim.TrainStep;
import org.torchtpu.e2e.workloads.LlamaGolden;
import org.torchtpu.e2e.workloads.Workloads;

/**
 * TorchTPU's mode table for this service: seconds per step in Debug / Strict / Fused / Compiled,
 * wall time and simulated device time (v5e), for an MLP training step, a small transformer
 * forward and the tiny Llama's train step (forward, backward, AdamW), in one run; then a first
 * step against a cold and a warm shared compilation cache (a second host that finds the program
 * in the cache service compiles nothing).
 *
 * <p>Run: {@code ./mvnw -B -DskipTests -Pbench verify}; {@code -Dbench.workloads=llama -Dbench.modes=Strict,Fused
 * -Dbench.coldWarm=false} runs a part of the table (Strict always runs: the ratios need it);
 * {@code -Dbench.threads=true} prints both sides' CPU per step by thread for each timed row. Each row is timed once
 * both JVMs' JIT is quiet ({@code -Dbench.warmup=S} the least warm-up, {@code -Dbench.warmupMax=S} the most).
 */
public final class ModeTableBenchmark {
  /**
   * Each (workload, mode) first runs for at least this long untimed: the server's and the client's JIT
   * compile the paths that mode uses (a freshly started JVM is several times slower for seconds).
   */
  private static final double WARMUP_SECONDS = Double.parseDouble(System.getProperty("bench.warmup", "4"));
  /**
   * Then untimed rounds of {@link #JIT_ROUND_SECONDS} go on until both JVMs' JIT compiler threads took under
   * {@link #JIT_QUIET_SHARE} of both processes' CPU in two rounds in a row, for at most this many seconds in all (0: no
   * rounds). A fixed warm-up either timed a mode whose paths were still being compiled (Fused read 1.1-1.5x Strict
   * after 4 s and 1.5-1.7x after 15 s in the same session) or wasted minutes on rows that were warm long before.
   */
  private static final double WARMUP_MAX_SECONDS = Double.parseDouble(System.getProperty("bench.warmupMax", "120"));
  private static final double JIT_ROUND_SECONDS = 1;
  /** The collective benchmark's and ProgramBench's criterion: the compiler works in bursts, so two rounds in a row. */
  private static final double JIT_QUIET_SHARE = 0.02;
  /** Then steps are timed for at least this long (and at least MIN_STEPS steps). */
  private static final double MEASURE_SECONDS = Double.parseDouble(System.getProperty("bench.measure", "4"));
  private static final int MIN_STEPS = 5;
  /** Which workloads run: a comma list of mlp, transformer, llama (default all). */
  private static final List<String> WORKLOADS = List.of(System.getProperty("bench.workloads", "mlp,transformer,llama").split(","));
  /** Which modes run: a comma list of Debug, Strict, Fused, Compiled (default all; Strict always, the ratios need it). */
  private static final String MODES = System.getProperty("bench.modes", "Debug,Strict,Fused,Compiled");
  /** Whether the cold-versus-warm cache comparison runs after the table (default true). */
  private static final boolean COLD_WARM = Boolean.parseBoolean(System.getProperty("bench.coldWarm", "true"));
  /** Print each side's CPU per step by thread for the timed steps ({@code -Dbench.threads=true}). */
  private static final boolean THREADS = Boolean.getBoolean("bench.threads");
  /** The server process, for its per-thread CPU. */
  private static long serverPid;
  /** The server's management base, for the bytes it allocated ({@code jvm_gc_memory_allocated_bytes_total}). */
  private static String serverManagement;

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
      serverPid = server.process().pid();
      serverManagement = server.managementBase();
      System.out.println("\n== mode table: seconds per step on a simulated v5e chip (tpu-server process over loopback) ==");
      System.out.printf("%-42s %-9s %12s %14s %14s %16s%n", "workload", "mode", "wall s/step", "server s/step",
          "device s/step", "wall vs Strict");
      for (Workload w : workloads) {
        if (!WORKLOADS.contains(w == workloads.get(0) ? "mlp" : "transformer")) {
          continue;
        }
        double[] wall = new double[4];
        double[] serverSeconds = new double[4];
        double[] device = new double[4];
        String[] names = {"Debug", "Strict", "Fused", "Compiled"};
        EagerMode[] modes = {EagerMode.DEBUG, EagerMode.STRICT, EagerMode.FUSED, null};
        for (int m = 0; m < 4; m++) {
          if (!selected(names[m])) {
            continue;
          }
          double[] r = measure(client, w, modes[m]);
          wall[m] = r[0];
          device[m] = r[1];
          serverSeconds[m] = r[2];
        }
        for (int m = 0; m < 4; m++) {
          printRow(m == 0 ? w.name() : "", names[m], wall[m], serverSeconds[m], device[m], wall[1]);
        }
        System.out.printf("%-42s Fused/Strict wall %.1fx (goal >= 2), Compiled/Strict wall %.1fx (goal >= 5); "
            + "device: Compiled %.1f us <= Fused %.1f us < Strict %.1f us: %s%n", "", wall[1] / wall[2], wall[1] / wall[3],
            device[3] * 1e6, device[2] * 1e6, device[1] * 1e6, device[3] <= device[2] && device[2] < device[1]);
        printCeiling(wall, serverSeconds);
      }
      if (WORKLOADS.contains("llama")) {
        llamaRows(client);
      }
    }
    if (COLD_WARM) {
      coldVersusWarmCache(workloads.get(0), workloads.get(1));
    }
  }

  private static boolean selected(String mode) {
    return mode.equals("Strict") || List.of(MODES.split(",")).contains(mode);
  }

  private static void printRow(String workload, String mode, double wall, double server, double device, double strictWall) {
    System.out.printf("%-42s %-9s %12.5f %14.5f %14.7f %15.1fx%n", workload, mode, wall, server, device, strictWall / wall);
  }

  /**
   * Runs {@code step} untimed until both JVMs are warm ({@link #warmUp}), then timed for {@link #MEASURE_SECONDS}:
   * {wall seconds per step, simulated device seconds per step, the server's own seconds per step}.
   */
  private static double[] timeSteps(Session s, String row, Runnable step) {
    warmUp(s, row, step);
    long pid = ProcessHandle.current().pid();
    java.util.Map<String, Long> clientThreads = THREADS ? ProcessCpu.byThread(pid) : null;
    java.util.Map<String, Long> serverThreads = THREADS ? ProcessCpu.byThread(serverPid) : null;
    double serverAllocated = THREADS ? serverAllocatedBytes() : 0;
    Timing before = s.timing();
    long start = System.nanoTime();
    int n = 0;
    while (n < MIN_STEPS || System.nanoTime() - start < MEASURE_SECONDS * 1e9) {
      step.run();
      n++;
    }
    Timing after = s.timing();
    if (THREADS) {
      System.out.printf("  CPU us per step by thread: client: %s%n    server: %s%n",
          ProcessCpu.perOp(clientThreads, ProcessCpu.byThread(pid), n),
          ProcessCpu.perOp(serverThreads, ProcessCpu.byThread(serverPid), n));
      // Micrometer counts the young generation's allocation at each collection: what was allocated after the last
      // collection of each end is missing, so a window of several collections (-Dbench.measure) is needed to read it
      System.out.printf("    server KB allocated per step (counted at collections): %.0f%n",
          (serverAllocatedBytes() - serverAllocated) / 1024.0 / n);
    }
    return new double[] {(System.nanoTime() - start) / 1e9 / n,
        (after.getDeviceSeconds() - before.getDeviceSeconds()) / n,
        (after.getWallNanos() - before.getWallNanos()) / 1e9 / n};
  }

  /** The server's {@code jvm_gc_memory_allocated_bytes_total} from its Prometheus endpoint (NaN when unreadable). */
  private static double serverAllocatedBytes() {
    try {
      java.net.http.HttpResponse<String> r = java.net.http.HttpClient.newHttpClient().send(
          java.net.http.HttpRequest.newBuilder(java.net.URI.create(serverManagement + "/actuator/prometheus")).build(),
          java.net.http.HttpResponse.BodyHandlers.ofString());
      for (String line : r.body().split("\n")) {
        if (line.startsWith("jvm_gc_memory_allocated_bytes_total")) {
          return Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1));
        }
      }
      return Double.NaN;
    } catch (java.io.IOException e) {
      return Double.NaN;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Double.NaN;
    }
  }

  /**
   * Runs {@code step} for {@link #WARMUP_SECONDS}, then in rounds until the JIT is quiet on both sides, and prints how
   * long that took with each round's JIT share (a row timed before the end of the rounds says so).
   */
  private static void warmUp(Session s, String row, Runnable step) {
    long pid = ProcessHandle.current().pid();
    runFor(s, step, WARMUP_SECONDS);
    StringBuilder shares = new StringBuilder();
    double spent = WARMUP_SECONDS;
    boolean previousQuiet = false;
    while (spent < WARMUP_MAX_SECONDS) {
      java.util.Map<String, Long> client0 = ProcessCpu.byThread(pid);
      java.util.Map<String, Long> server0 = ProcessCpu.byThread(serverPid);
      long cpu0 = ProcessCpu.clientNanos() + ProcessCpu.processNanos(serverPid);
      runFor(s, step, JIT_ROUND_SECONDS);
      spent += JIT_ROUND_SECONDS;
      long clientJit = ProcessCpu.compilerNanos(client0, ProcessCpu.byThread(pid));
      long serverJit = ProcessCpu.compilerNanos(server0, ProcessCpu.byThread(serverPid));
      long cpu = ProcessCpu.clientNanos() + ProcessCpu.processNanos(serverPid) - cpu0;
      double share = cpu > 0 ? (double) (clientJit + serverJit) / cpu : 0;
      shares.append(String.format(java.util.Locale.ROOT, " %.0f(%.0f+%.0f)", share * 100, clientJit * 100.0 / cpu,
          serverJit * 100.0 / cpu));
      boolean quiet = share < JIT_QUIET_SHARE;
      if (quiet && previousQuiet) {
        System.out.printf("  %s: warm-up %.0f s (JIT %% of both processes' CPU per round after the first %.0f s, client+server:%s)%n",
            row, spent, WARMUP_SECONDS, shares);
        return;
      }
      previousQuiet = quiet;
    }
    System.out.printf("  %s: warm-up %.0f s, JIT not yet quiet (%% per round:%s): -Dbench.warmupMax=N to wait longer%n",
        row, spent, shares.length() == 0 ? " none" : shares);
  }

  private static void runFor(Session s, Runnable step, double seconds) {
    long start = System.nanoTime();
    int n = 0;
    while (n < MIN_STEPS || System.nanoTime() - start < seconds * 1e9) {
      step.run();
      n++;
    }
    s.synchronize();
  }

  /** {wall, simulated device, server} seconds per step; mode null = compiled. */
  private static double[] measure(TpuClient client, Workload w, EagerMode mode) {
    try (Session s = mode == null ? client.openSession("bench", 0, EagerMode.FUSED) : client.openSession("bench", 0, mode)) {
      Tensor[] state = w.inputs().apply(s);
      Function<Tensor[], List<Tensor>> step = w.step();
      if (mode == null) {
        CompiledFunction f = s.compileList(in -> w.step().apply(in), state);
        step = f::call;
      }
      Tensor[][] carried = {state};
      Function<Tensor[], List<Tensor>> run = step;
      return timeSteps(s, w.name() + ", " + (mode == null ? "Compiled" : mode), () -> {
        // a step in a scope frees its values when it ends, as a PyTorch loop's go when their last reference does
        try (TensorScope scope = s.scope()) {
          List<Tensor> out = run.apply(carried[0]);
          out.get(0).sum().item(); // a sync point per step, as a training loop reading its loss has
          if (w.carriesState()) {
            for (int i = 1; i <= 4; i++) {
              carried[0][i + 1].setData(out.get(i)); // the weights updated in place, as PyTorch's w -= lr * dw
            }
          }
        }
      });
    }
  }

  /**
   * The golden tiny Llama's train step (forward, backward and AdamW; compiled: one program for
   * all three) in each mode, printed in the table's format.
   */
  private static void llamaRows(TpuClient client) {
    LlamaGolden golden = LlamaGolden.load();
    String name = String.format("Llama train step (%dx%d d=%d L=%d, AdamW)", golden.batch, golden.seq,
        golden.config.dim(), golden.config.layers());
    String[] names = {"Debug", "Strict", "Fused", "Compiled"};
    EagerMode[] modes = {EagerMode.DEBUG, EagerMode.STRICT, EagerMode.FUSED, EagerMode.FUSED};
    double[] wall = new double[4];
    double[] server = new double[4];
    double[] device = new double[4];
    for (int m = 0; m < 4; m++) {
      if (!selected(names[m])) {
        continue;
      }
      try (Session s = client.openSession("bench", 0, modes[m])) {
        LlamaModel model = golden.model(s);
        TrainStep step = golden.trainStep(s, model, m == 3);
        int[] i = {0};
        double[] r = timeSteps(s, "Llama, " + names[m], () -> {
          try (TensorScope scope = s.scope()) { // the step's batch, loss and gradients freed at its end
            step.step(golden.batch(s, i[0]++)).item();
          }
        });
        wall[m] = r[0];
        device[m] = r[1];
        server[m] = r[2];
      }
    }
    for (int m = 0; m < 4; m++) {
      printRow(m == 0 ? name : "", names[m], wall[m], server[m], device[m], wall[1]);
    }
    System.out.printf("%-42s Fused/Strict wall %.1fx, Compiled/Strict wall %.1fx; device: Compiled %.1f us, "
        + "Fused %.1f us, Strict %.1f us%n", "", wall[1] / wall[2], wall[1] / wall[3], device[3] * 1e6,
        device[2] * 1e6, device[1] * 1e6);
    printCeiling(wall, server);
  }

  /**
   * The most a mode could gain on Strict if reaching the server, reading the loss and everything
   * else outside the session's own execution cost nothing: Strict's wall over the mode's server
   * time. The server time is the simulated chip's arithmetic, which runs on this machine's cores.
   */
  private static void printCeiling(double[] wall, double[] server) {
    System.out.printf("%-42s ceiling with free transport and client: Fused/Strict %.1fx, Compiled/Strict %.1fx%n", "",
        wall[1] / server[2], wall[1] / server[3]);
  }

  /**
   * First compiled step on a host whose compilation cache is cold, then on a second host that
   * shares the same cache service (warm): the second one receives the programs instead of
   * compiling them. Each host runs the MLP step, then the Llama train step (forward, backward and
   * AdamW in one program, the larger compile). Measured twice, each time with a fresh cache: on
   * freshly started server processes, whose JVM still interprets the kernels and the compiler
   * (a cost a real TPU host does not have), and on hosts that have first served an unrelated
   * workload (the transformer block, eager and compiled) for {@link #WARMUP_SECONDS}, as a host
   * of a running service has: there the difference is the compile the cache saves.
   */
  private static void coldVersusWarmCache(Workload mlp, Workload unrelated) throws Exception {
    System.out.println("\n== first compiled step: cold vs warm shared compilation cache (two hosts, one cache service) ==");
    LlamaGolden golden = LlamaGolden.load();
    for (boolean hostsServedBefore : new boolean[] {false, true}) {
      java.nio.file.Path dir = java.nio.file.Files.createTempDirectory("bench-cache");
      try (ServiceProcess cache = ServiceProcess.start("compilation-cache-service", "--torchtpu.cache.dir=" + dir)) {
        List<double[]> rows = new ArrayList<>();
        for (String host : List.of("cold", "warm")) {
          try (ServiceProcess server = ServiceProcess.start("tpu-server", "--torchtpu.chips=1",
                   "--torchtpu.compilation-cache-target=" + cache.grpcTarget());
               TpuClient client = TpuClient.connect(server.grpcTarget());
               Session s = client.openSession("bench", 0)) {
            if (hostsServedBefore) {
              serveUnrelatedWork(s, unrelated);
            }
            Tensor[] state = mlp.inputs().apply(s);
            LlamaModel model = golden.model(s);
            Tensor[] batch = golden.batch(s, 0);
            s.synchronize();
            long start = System.nanoTime();
            CompiledFunction f = s.compileList(in -> mlp.step().apply(in), state);
            f.call(state).get(0).item();
            double mlpSeconds = (System.nanoTime() - start) / 1e9;
            start = System.nanoTime();
            TrainStep step = golden.trainStep(s, model, true);
            step.step(batch).item();
            double llamaSeconds = (System.nanoTime() - start) / 1e9;
            CompiledFunction llama = step.compiledFunction();
            rows.add(new double[] {mlpSeconds, llamaSeconds});
            System.out.printf("%-4s host (%s): MLP first step %.3f s (served by cache: %s, server compile or fetch %.3f s); "
                    + "Llama first step %.3f s (served by cache: %s, server compile or fetch %.3f s)%n", host,
                hostsServedBefore ? "has served other work" : "fresh process", mlpSeconds, f.program().cacheHit(),
                f.program().compileWallNanos() / 1e9, llamaSeconds, llama.program().cacheHit(),
                llama.program().compileWallNanos() / 1e9);
          }
        }
        System.out.printf("warm first step vs cold, %s (goal >= 5x): MLP %.1fx, Llama train step %.1fx%n",
            hostsServedBefore ? "hosts that have served other work" : "fresh processes",
            rows.get(0)[0] / rows.get(1)[0], rows.get(0)[1] / rows.get(1)[1]);
      }
    }
  }

  /** Runs {@code w} eager and compiled for {@link #WARMUP_SECONDS}: the host's JVM compiles its kernels and passes. */
  private static void serveUnrelatedWork(Session s, Workload w) {
    Tensor[] inputs = w.inputs().apply(s);
    CompiledFunction compiled = s.compileList(in -> w.step().apply(in), inputs);
    long end = System.nanoTime() + (long) (WARMUP_SECONDS * 1e9);
    while (System.nanoTime() < end) {
      w.step().apply(inputs).get(0).sum().item();
      compiled.call(inputs).get(0).sum().item();
    }
  }
}
