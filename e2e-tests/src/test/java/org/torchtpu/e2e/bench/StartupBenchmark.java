package org.torchtpu.e2e.bench;

import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.health.v1.HealthCheckRequest;
import io.grpc.health.v1.HealthCheckResponse;
import io.grpc.health.v1.HealthGrpc;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.torchtpu.api.v1.Timing;
import org.torchtpu.client.CompiledFunction;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;
import org.torchtpu.client.TpuClient;
import org.torchtpu.client.nn.LlamaModel;
import org.torchtpu.client.optim.TrainStep;
import org.torchtpu.e2e.ServiceProcess;
import org.torchtpu.e2e.workloads.LlamaGolden;
import org.torchtpu.e2e.workloads.Workloads;

/**
 * A fresh pod's start-up: each service's jar started as a new process (as the end-to-end tests and
 * {@code examples/run-local-pod.sh} start them), timed from the process's launch to its gRPC health
 * service answering SERVING; then, on a freshly started tpu-server, the time from launch to the first
 * compiled result of a small program and that first step alone, next to the first step of a new
 * program on a warm host (one that has served other work for a few seconds), with their ratio
 * (issue 16's goal: within 2x).
 *
 * <p>Each figure is the median of {@code -Dbench.startup.runs} (default 3) fresh processes. The
 * client JVM (this one) is warmed first on a throwaway server, so the fresh and the warm first steps
 * differ only in the server's state.
 *
 * <p>Run: {@code ./mvnw -B -DskipTests -Pbench verify}, or after packaging
 * {@code ./mvnw -B -q -pl e2e-tests -Pbench exec:java@startup-benchmark}.
 */
public final class StartupBenchmark {
  private static final int RUNS = Integer.getInteger("bench.startup.runs", 3);
  /** How long the warm host serves unrelated work (the transformer, eager and compiled) before its first step. */
  private static final double WARM_SECONDS = Double.parseDouble(System.getProperty("bench.warmup", "4"));
  /** Extra arguments for every tpu-server, e.g. {@code --torchtpu.warmup.enabled=false} to time a host without its warm-up. */
  private static final String[] SERVER_ARGS = serverArgs();
  private static final Pattern STARTED = Pattern.compile(
      "Started \\w+ in ([0-9.]+) seconds \\(process running for ([0-9.]+)\\)");

  private StartupBenchmark() {}

  private static String[] serverArgs() {
    List<String> args = new ArrayList<>(List.of("--torchtpu.chips=1"));
    String extra = System.getProperty("bench.server.args", "").trim();
    if (!extra.isEmpty()) {
      args.addAll(List.of(extra.split("\\s+")));
    }
    return args.toArray(String[]::new);
  }

  /** One program whose first compiled step is timed. */
  private enum Program { MLP, LLAMA }

  /**
   * A first compiled step: seconds from launch to result (NaN on a warm host), the step alone, the server's compile
   * and run, and the server process's CPU seconds during the step (every thread: JIT compilers, class loading and a
   * warm-up still running included), which a loaded machine distorts far less than the wall times, with the part its
   * JIT compiler threads took.
   */
  private record FirstStep(double fromLaunch, double step, double serverCompile, double serverRun, double serverCpu,
      double serverJitCpu) {}

  public static void main(String[] args) throws Exception {
    if (!Boolean.getBoolean("bench.startup.firstStepOnly")) {
      serviceStartups();
    }
    firstSteps();
  }

  /** Each service's launch-to-SERVING time, {@link #RUNS} fresh processes each. */
  private static void serviceStartups() throws Exception {
    Path dataRoot = Files.createTempDirectory("bench-startup");
    System.out.printf("%n== start-up of a fresh pod (each service a new JVM; median of %d; load average %.1f) ==%n",
        RUNS, loadAverage());
    Map<String, List<double[]>> ready = new LinkedHashMap<>();
    for (int run = 0; run < RUNS; run++) {
      ready.computeIfAbsent("compilation-cache-service", k -> new ArrayList<>()).add(timeToReady(
          "compilation-cache-service", "--torchtpu.cache.dir=" + dataRoot.resolve("cache-" + run)));
      ready.computeIfAbsent("scheduler", k -> new ArrayList<>()).add(timeToReady(
          "scheduler", "--torchtpu.scheduler.data-dir=" + dataRoot.resolve("scheduler-" + run)));
      ready.computeIfAbsent("tpu-server", k -> new ArrayList<>()).add(timeToReady(
          "tpu-server", SERVER_ARGS));
    }
    System.out.printf("%-27s %14s %24s %22s%n", "service", "ready (s)", "JVM start to main (s)", "Spring start-up (s)");
    for (Map.Entry<String, List<double[]>> e : ready.entrySet()) {
      System.out.printf("%-27s %14.2f %24.2f %22.2f%n", e.getKey(), median(e.getValue(), 0),
          median(e.getValue(), 2) - median(e.getValue(), 1), median(e.getValue(), 1));
    }
    System.out.println("ready: launch to gRPC health SERVING; Spring's own figures from its \"Started ... in\" line "
        + "(JVM start to main = process running for - started in)");
  }

  /**
   * Launches {@code module} and polls its gRPC health service: {seconds to SERVING, Spring's
   * "started in" seconds, Spring's "process running for" seconds}.
   */
  private static double[] timeToReady(String module, String... args) throws Exception {
    long launched = System.nanoTime();
    try (ServiceProcess p = ServiceProcess.launch(module, args)) {
      double seconds = awaitServing(p, launched);
      double[] spring = springStarted(p);
      System.out.printf("  %-25s SERVING after %.2f s (Spring: started in %.2f s, process running for %.2f s)%n",
          module, seconds, spring[0], spring[1]);
      return new double[] {seconds, spring[0], spring[1]};
    }
  }

  /**
   * {@code module} launched and SERVING: {@link ServiceProcess#start}'s 90 s health wait is too short for a start-up
   * on a loaded machine, which this benchmark is often run on; {@link #awaitServing} waits 180 s.
   */
  private static ServiceProcess serving(String module, String... args) throws Exception {
    ServiceProcess p = ServiceProcess.launch(module, args);
    try {
      awaitServing(p, System.nanoTime());
      return p;
    } catch (Exception | Error e) {
      p.close();
      throw e;
    }
  }

  /** Seconds from {@code launchedNanos} until {@code p}'s gRPC health service answers SERVING. */
  static double awaitServing(ServiceProcess p, long launchedNanos) throws Exception {
    long deadline = launchedNanos + TimeUnit.SECONDS.toNanos(180);
    // a channel to a closed port backs off for a second or more between attempts, so first wait for the port
    while (!accepts(p.grpcPort())) {
      if (!p.process().isAlive()) {
        throw new IllegalStateException("the service exited:\n" + p.tail());
      }
      if (System.nanoTime() > deadline) {
        throw new IllegalStateException("no gRPC port after 180 s:\n" + p.tail());
      }
      Thread.sleep(5);
    }
    ManagedChannel channel = ManagedChannelBuilder.forTarget(p.grpcTarget()).usePlaintext().build();
    try {
      HealthGrpc.HealthBlockingStub health = HealthGrpc.newBlockingStub(channel);
      while (System.nanoTime() < deadline) {
        try {
          HealthCheckResponse r = health.withDeadlineAfter(2, TimeUnit.SECONDS).check(HealthCheckRequest.getDefaultInstance());
          if (r.getStatus() == HealthCheckResponse.ServingStatus.SERVING) {
            return (System.nanoTime() - launchedNanos) / 1e9;
          }
        } catch (io.grpc.StatusRuntimeException notYet) {
          // listening but not serving yet
        }
        Thread.sleep(5);
      }
      throw new IllegalStateException("not SERVING after 180 s:\n" + p.tail());
    } finally {
      channel.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
    }
  }

  private static boolean accepts(int port) {
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress("127.0.0.1", port), 200);
      return true;
    } catch (IOException notYet) {
      return false;
    }
  }

  /** Spring's {started in, process running for} seconds from the service's log (NaN until it logged them). */
  private static double[] springStarted(ServiceProcess p) throws Exception {
    for (int i = 0; i < 200; i++) {
      Matcher m = STARTED.matcher(Files.readString(p.logFile()));
      if (m.find()) {
        return new double[] {Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2))};
      }
      Thread.sleep(10);
    }
    return new double[] {Double.NaN, Double.NaN};
  }

  /**
   * The first compiled step of the MLP and of the tiny Llama train step, each on its own freshly
   * launched tpu-server, against the same programs' first steps on a warm host.
   */
  private static void firstSteps() throws Exception {
    LlamaGolden golden = LlamaGolden.load();
    // warm the client: this JVM traces both programs and reads their results once, untimed
    try (ServiceProcess server = serving("tpu-server", SERVER_ARGS);
         TpuClient client = TpuClient.connect(server.grpcTarget());
         Session s = client.openSession("bench", 0)) {
      serveOtherWork(s);
      for (Program program : Program.values()) {
        firstStep(s, program, golden, server.process().pid());
      }
    }
    Map<Program, List<FirstStep>> fresh = new LinkedHashMap<>();
    Map<Program, List<FirstStep>> warm = new LinkedHashMap<>();
    for (int run = 0; run < RUNS; run++) {
      try (ServiceProcess server = serving("tpu-server", SERVER_ARGS);
           TpuClient client = TpuClient.connect(server.grpcTarget());
           Session s = client.openSession("bench", 0)) {
        serveOtherWork(s);
        for (Program program : Program.values()) {
          FirstStep step = firstStep(s, program, golden, server.process().pid());
          warm.computeIfAbsent(program, k -> new ArrayList<>()).add(step);
          System.out.printf("  warm host, %-5s first step %.3f s (server compile %.3f s, run %.3f s, CPU %.3f s, "
              + "of it JIT %.3f s)%n", program, step.step(), step.serverCompile(), step.serverRun(), step.serverCpu(),
              step.serverJitCpu());
        }
      }
      for (Program program : Program.values()) {
        long launched = System.nanoTime();
        try (ServiceProcess server = ServiceProcess.launch("tpu-server", SERVER_ARGS)) {
          double readySeconds = awaitServing(server, launched);
          try (TpuClient client = TpuClient.connect(server.grpcTarget());
               Session s = client.openSession("bench", 0)) {
            FirstStep step = firstStep(s, program, golden, server.process().pid());
            double fromLaunch = (System.nanoTime() - launched) / 1e9;
            fresh.computeIfAbsent(program, k -> new ArrayList<>())
                .add(new FirstStep(fromLaunch, step.step(), step.serverCompile(), step.serverRun(), step.serverCpu(),
                    step.serverJitCpu()));
            System.out.printf("  fresh host, %-5s ready %.2f s, first result %.2f s after launch; first step %.3f s "
                + "(server compile %.3f s, run %.3f s, CPU %.3f s, of it JIT %.3f s)%n", program, readySeconds,
                fromLaunch, step.step(), step.serverCompile(), step.serverRun(), step.serverCpu(), step.serverJitCpu());
          }
        }
      }
    }
    System.out.printf("%n== first compiled step: fresh tpu-server vs a warm host (median of %d; load average %.1f) ==%n",
        RUNS, loadAverage());
    System.out.printf("%-26s %18s %16s %16s %12s %26s %24s %20s%n", "program", "launch to result", "fresh 1st step",
        "warm 1st step", "fresh/warm", "server compile fresh/warm", "server CPU fresh/warm", "of it JIT fresh/warm");
    for (Program program : Program.values()) {
      List<FirstStep> f = fresh.get(program);
      List<FirstStep> w = warm.get(program);
      double freshStep = median(f, FirstStep::step);
      double warmStep = median(w, FirstStep::step);
      double freshCpu = median(f, FirstStep::serverCpu);
      double warmCpu = median(w, FirstStep::serverCpu);
      System.out.printf("%-26s %16.2f s %14.3f s %14.3f s %11.1fx %14.3f / %.3f s %10.3f / %.3f s (%.1fx) %10.3f / %.3f s%n",
          program == Program.MLP ? "MLP train step" : "tiny Llama train step", median(f, FirstStep::fromLaunch),
          freshStep, warmStep, freshStep / warmStep, median(f, FirstStep::serverCompile),
          median(w, FirstStep::serverCompile), freshCpu, warmCpu, freshCpu / warmCpu, median(f, FirstStep::serverJitCpu),
          median(w, FirstStep::serverJitCpu));
    }
    System.out.println("goal (issue 16): a fresh host's first step within 2x of a warm host's first step of a new program");
  }

  /**
   * A first compiled step of {@code program} in session {@code s}, inputs uploaded before the clock
   * starts: tracing, compiling (the server's compile is reported separately), running, reading the loss.
   */
  private static FirstStep firstStep(Session s, Program program, LlamaGolden golden, long serverPid) {
    if (program == Program.MLP) {
      Tensor[] state = Workloads.mlpInputs(s, 1);
      s.synchronize();
      Timing before = s.timing();
      long cpuBefore = ProcessCpu.processNanos(serverPid);
      Map<String, Long> threadsBefore = ProcessCpu.byThread(serverPid);
      long start = System.nanoTime();
      CompiledFunction f = s.compileList(Workloads::mlpTrainStep, state);
      f.call(state).get(0).item();
      double seconds = (System.nanoTime() - start) / 1e9;
      double cpu = (ProcessCpu.processNanos(serverPid) - cpuBefore) / 1e9;
      double jit = ProcessCpu.compilerNanos(threadsBefore, ProcessCpu.byThread(serverPid)) / 1e9;
      return new FirstStep(Double.NaN, seconds, f.program().compileWallNanos() / 1e9,
          (s.timing().getWallNanos() - before.getWallNanos()) / 1e9, cpu, jit);
    }
    LlamaModel model = golden.model(s);
    Tensor[] batch = golden.batch(s, 0);
    s.synchronize();
    Timing before = s.timing();
    long cpuBefore = ProcessCpu.processNanos(serverPid);
    Map<String, Long> threadsBefore = ProcessCpu.byThread(serverPid);
    long start = System.nanoTime();
    TrainStep step = golden.trainStep(s, model, true);
    step.step(batch).item();
    double seconds = (System.nanoTime() - start) / 1e9;
    double cpu = (ProcessCpu.processNanos(serverPid) - cpuBefore) / 1e9;
    double jit = ProcessCpu.compilerNanos(threadsBefore, ProcessCpu.byThread(serverPid)) / 1e9;
    return new FirstStep(Double.NaN, seconds, step.compiledFunction().program().compileWallNanos() / 1e9,
        (s.timing().getWallNanos() - before.getWallNanos()) / 1e9, cpu, jit);
  }

  /** The transformer block, eager and compiled, for {@link #WARM_SECONDS}: what a host that has served work has run. */
  private static void serveOtherWork(Session s) {
    Tensor[] inputs = Workloads.transformerInputs(s, 1);
    CompiledFunction compiled = s.compileList(in -> List.of(Workloads.transformerForward(in)), inputs);
    long end = System.nanoTime() + (long) (WARM_SECONDS * 1e9);
    while (System.nanoTime() < end) {
      Workloads.transformerForward(inputs).sum().item();
      compiled.call(inputs).get(0).sum().item();
    }
  }

  private static double median(List<double[]> rows, int column) {
    double[] v = rows.stream().mapToDouble(r -> r[column]).sorted().toArray();
    return v[v.length / 2];
  }

  private static double median(List<FirstStep> rows, java.util.function.ToDoubleFunction<FirstStep> field) {
    double[] v = rows.stream().mapToDouble(field).sorted().toArray();
    return v[v.length / 2];
  }

  static double loadAverage() {
    return java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
  }
}
