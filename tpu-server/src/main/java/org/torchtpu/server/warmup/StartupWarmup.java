package org.torchtpu.server.warmup;

import io.grpc.MethodDescriptor;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.CompileRequest;
import org.torchtpu.api.v1.CompiledProgram;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.ProgramKind;
import org.torchtpu.api.v1.RuntimeGrpc;
import org.torchtpu.api.v1.SourceLocation;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.compiler.ExecutableProgram;
import org.torchtpu.server.compiler.GraphCompiler;
import org.torchtpu.server.compiler.ProgramKeys;
import org.torchtpu.server.compiler.ProgramLocations;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.stablehlo.StableHloImporter;

/**
 * Runs a few small training programs through the compiler, the kernels and the executor when a
 * host starts, so that the JVM has loaded and JIT-compiled those paths before a user's first step
 * needs them: a freshly started JVM interprets the kernels (the Vector API's above all) and the
 * compiler passes, which made a fresh host's first compiled step several times slower than a warm
 * host's first step of a new program (README, "Start-up and the first step").
 *
 * <p>The programs ({@code src/main/resources/warmup}) are what a first step sends: the graphs the SDK traces for an MLP
 * train step and the tiny Llama's train step (written by the e2e tool {@code WarmupGraphExport}), and an MLP train step
 * exported by JAX as StableHLO text (made by {@code src/test/stablehlo/export_warmup.py}) for the importer. Each is read
 * from a Compile request's bytes by that method's marshaller, keyed and compiled as a Compile request is, twice (fused
 * as a compiled graph runs, and with every optional pass off, so each op runs as its own kernel as the eager modes run
 * it), and run on made-up inputs. A fresh host that had warmed JAX exports only still interpreted much of the compile
 * path on the SDK's graphs, whose op kinds, attributes and source locations differ (README, "Start-up and the first
 * step"). It uses its own compiler instance and plain arrays: no session, tenant, quota, compilation cache or metric
 * sees it. It runs on one background thread of the lowest priority and stops early when the host shuts down.
 *
 * <p>It comes in two parts. The first compiles the MLPs and runs each {@link #FIRST_ROUNDS} times (their kernels,
 * matmuls and elementwise ops, are what most first steps run); the host may hold back readiness until this part is done
 * ({@link #awaitFirstPart}). The second does the same for the Llama graph, then runs the rest of the rounds, each
 * compiling every program again before running it. Either part ends when the first
 * user request arrives ({@link #requestArrived}): on a two-core host a warm-up still running then took
 * half the CPU and the JIT's compile queue from that request, which made a fresh host's first step
 * several times slower than a warm host's (README, "Start-up and the first step").
 */
public final class StartupWarmup {
  private static final Logger log = LoggerFactory.getLogger(StartupWarmup.class);
  /** The warm-up programs, in the order they run; the first {@link #FIRST_PART_PROGRAMS} make up the first part. */
  static final List<String> PROGRAMS = List.of("warmup/mlp_train_step.pb", "warmup/mlp_train_step.mlir",
      "warmup/llama_train_step.pb");
  /**
   * Programs in the first part, which readiness may wait for: the MLPs. The Llama graph (1,164 ops) runs after it:
   * compiling it in the first part held readiness back 5.9-6.0 s instead of 1.4-2.1 s at load 17-20 (README,
   * "Start-up and the first step").
   */
  static final int FIRST_PART_PROGRAMS = 2;

  private final Executor executor;
  private final ChipSpec spec;
  private final int rounds;
  private final long budgetNanos;
  /** Rounds of each program in the first part, which readiness may wait for. */
  static final int FIRST_ROUNDS = 2;

  private final AtomicBoolean stopped = new AtomicBoolean();
  /** Set by the first user request: the rounds after the first part are not run. */
  private final AtomicBoolean yielded = new AtomicBoolean();
  private final java.util.concurrent.CountDownLatch firstPart = new java.util.concurrent.CountDownLatch(1);
  private volatile Thread thread;

  /**
   * @param rounds how many times each program's two forms run
   * @param budgetNanos the warm-up stops after this much wall time even if rounds remain (a loaded host)
   */
  public StartupWarmup(Executor executor, ChipSpec spec, int rounds, long budgetNanos) {
    this.executor = executor;
    this.spec = spec;
    this.rounds = rounds;
    this.budgetNanos = budgetNanos;
  }

  /** Starts the warm-up on a daemon thread of the lowest priority and returns at once. */
  public void startInBackground() {
    Thread t = new Thread(this::runAndLog, "startup-warmup");
    t.setDaemon(true);
    t.setPriority(Thread.MIN_PRIORITY);
    thread = t;
    t.start();
  }

  /** Stops a running warm-up after its current kernel. */
  public void stop() {
    stopped.set(true);
    Thread t = thread;
    if (t != null) {
      t.interrupt();
    }
  }

  /**
   * A user request arrived: the warm-up runs nothing after its current kernel run. Readiness waits
   * for the first part, so a request during it comes from a client that did not wait for SERVING, or
   * after {@code torchtpu.warmup.ready-wait} ran out on a loaded host: either way the request goes first.
   */
  public void requestArrived() {
    yielded.set(true);
  }

  /** Whether a user request has made the warm-up give way. */
  boolean yielded() {
    return yielded.get();
  }

  /**
   * Waits until the first part (the MLPs compiled and run {@link #FIRST_ROUNDS} times) is done,
   * the warm-up ended, or {@code millis} passed; true if the first part is done or the warm-up ended.
   */
  public boolean awaitFirstPart(long millis) throws InterruptedException {
    return firstPart.await(millis, java.util.concurrent.TimeUnit.MILLISECONDS);
  }

  /** Waits for the background warm-up (tests); true if it ended within {@code millis}. */
  boolean await(long millis) throws InterruptedException {
    Thread t = thread;
    if (t != null) {
      t.join(millis);
      return !t.isAlive();
    }
    return true;
  }

  /** Runs the warm-up on the calling thread and logs what it did; a failure is logged, not thrown. */
  public void runAndLog() {
    try {
      Summary s = run();
      log.info("start-up warm-up: {} programs, {} rounds, {} compiles in {} ms (first part {} ms){}", s.programs(),
          s.rounds(), s.compiles(), s.millis(), s.firstPartMillis(), s.yielded() ? "; gave way to the first request" : "");
    } catch (RuntimeException | Error e) {
      // a warm-up that fails costs only speed: the host serves without it
      log.warn("start-up warm-up stopped: {}", e.toString());
    } finally {
      firstPart.countDown();
    }
  }

  /**
   * What a warm-up did.
   *
   * @param rounds the rounds every program ran (the first part's included)
   * @param compiles how many times a program was compiled (each time in both forms)
   * @param yielded whether a user request ended it before its rounds or budget did
   */
  record Summary(int programs, int rounds, int compiles, long millis, long firstPartMillis, boolean yielded) {}

  /** Runs the warm-up on the calling thread. */
  Summary run() {
    long start = System.nanoTime();
    List<String> programs = new ArrayList<>();
    int compiles = 0;
    int firstRounds = Math.min(rounds, FIRST_ROUNDS);
    int done = firstRounds;
    long firstPartMillis = -1;
    for (String resource : PROGRAMS) {
      if (stopped.get() || yielded.get()) {
        break;
      }
      if (programs.size() == FIRST_PART_PROGRAMS) {
        firstPartMillis = (System.nanoTime() - start) / 1_000_000;
        firstPart.countDown();
      }
      Warm w = compile(resource);
      compiles++;
      programs.add(resource);
      for (int i = 0; i < firstRounds && !stopped.get() && !yielded.get(); i++) {
        round(w);
      }
    }
    if (stopped.get() || yielded.get()) {
      done = 0; // cut short: some program ran fewer rounds
    }
    if (firstPartMillis < 0) { // cut short before the first part was done
      firstPartMillis = (System.nanoTime() - start) / 1_000_000;
    }
    firstPart.countDown();
    // the later rounds compile each program again: a Compile request's path (its parse, passes, keys and loading, a
    // few calls per op) is then JIT-compiled as the kernels are, not interpreted by a fresh host's first Compile
    while (done < rounds && !stopped.get() && !yielded.get() && System.nanoTime() - start < budgetNanos) {
      for (String resource : programs) {
        if (stopped.get() || yielded.get()) {
          break;
        }
        round(compile(resource));
        compiles++;
      }
      done++;
    }
    return new Summary(programs.size(), done, compiles, (System.nanoTime() - start) / 1_000_000, firstPartMillis,
        yielded.get() && done < rounds);
  }

  private void round(Warm w) {
    w.fused().run(w.inputs(), executor, false);
    w.unfused().run(w.inputs(), executor, false);
  }

  /** A program in its two forms with inputs for it. */
  record Warm(ExecutableProgram fused, ExecutableProgram unfused, List<DeviceArray> inputs) {}

  Warm compile(String resource) {
    Graph graph = graphOf(resource);
    GraphCompiler compiler = new GraphCompiler(executor);
    ExecutableProgram fused = load(compiler, graph, CompileOptions.getDefaultInstance());
    ExecutableProgram unfused = load(compiler, graph,
        CompileOptions.newBuilder().addAllDisabledPasses(GraphCompiler.OPTIONAL_PASSES).build());
    return new Warm(fused, unfused, inputs(fused.parameterTypes()));
  }

  /**
   * The graph of a warm-up program as a Compile request hands it to the compiler: read from the request's bytes by
   * the gRPC method's own marshaller (an SDK-traced graph, {@code .pb}; a StableHLO module, {@code .mlir}, is
   * imported first, as a Compile request carrying text is).
   */
  static Graph graphOf(String resource) {
    byte[] bytes = read(resource);
    Graph graph;
    try {
      graph = resource.endsWith(".mlir") ? StableHloImporter.parse(new String(bytes, StandardCharsets.UTF_8))
          : Graph.parseFrom(bytes);
    } catch (com.google.protobuf.InvalidProtocolBufferException e) {
      throw new IllegalStateException("warm-up graph " + resource + " is not a Graph proto", e);
    }
    MethodDescriptor<CompileRequest, ?> method = RuntimeGrpc.getCompileMethod();
    return method.parseRequest(method.streamRequest(CompileRequest.newBuilder().setGraph(graph).build())).getGraph();
  }

  /**
   * Imports, keys and compiles {@code graph} as a Compile request does ({@code ProgramService.compileGraph}: its
   * source locations kept apart from the key and put back on the program), without the cache.
   */
  private ExecutableProgram load(GraphCompiler compiler, Graph graph, CompileOptions options) {
    GraphCompiler.disabledPasses(options);
    IrGraph canonical = IrGraph.fromGraph(graph);
    canonical.renumber();
    Map<Integer, SourceLocation> locations = ProgramLocations.of(canonical);
    ProgramKeys.graphKey(canonical, options, spec.getGeneration(), 1);
    CompiledProgram proto = ProgramLocations.shared(canonical,
        () -> compiler.compile(canonical, ProgramKind.GRAPH, options, spec, 1));
    return ProgramLocations.locatedAt(ExecutableProgram.load(proto, executor), locations);
  }

  /**
   * Small positive random floats (AdamW's second moments must not be negative); integers in [0, 16),
   * valid indices for the programs' gathers.
   */
  private static List<DeviceArray> inputs(List<TensorType> types) {
    SplittableRandom random = new SplittableRandom(16);
    List<DeviceArray> inputs = new ArrayList<>(types.size());
    for (TensorType type : types) {
      int n = Math.toIntExact(Shapes.numElements(type));
      if (DTypes.isFloat(type.getDtype())) {
        float[] values = new float[n];
        for (int i = 0; i < n; i++) {
          values[i] = (float) random.nextDouble() * 0.2f;
        }
        // the step counter of AdamW's bias correction must not be 0
        if (n == 1) {
          values[0] = 1f;
        }
        inputs.add(DeviceArray.ofFloats(type.getDtype(), Shapes.dims(type), values));
      } else {
        long[] values = new long[n];
        for (int i = 0; i < n; i++) {
          values[i] = random.nextInt(16);
        }
        inputs.add(DeviceArray.ofLongs(type.getDtype(), Shapes.dims(type), values));
      }
    }
    return inputs;
  }

  private static byte[] read(String resource) {
    try (InputStream in = StartupWarmup.class.getClassLoader().getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("warm-up program " + resource + " is not on the class path");
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new IllegalStateException("cannot read warm-up program " + resource, e);
    }
  }
}
