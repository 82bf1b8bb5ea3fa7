package org.torchtpu.e2e.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.api.v1.WorldPeer;
import org.torchtpu.client.EagerMode;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;
import org.torchtpu.client.TpuClient;
import org.torchtpu.client.dist.ProcessGroup;
import org.torchtpu.client.dist.ReduceOp;
import org.torchtpu.e2e.ServiceProcess;

/**
 * Wall time of an all-reduce (sum, f32) by message size: 2 ranks on one host (parts exchanged in
 * memory), 2 ranks on two hosts and 4 ranks on two hosts (parts over the Fabric service, loopback
 * TCP), next to the simulated ICI time the sessions were charged. One thread per rank, each with
 * its own client. Each rank times its own collective from the SDK call until the value is usable
 * (after {@code synchronize}), and one collective's time is the slowest rank's: the way the gloo
 * peer script times torch.distributed, so both sides count the same span. The older measure, from
 * the benchmark's main thread releasing the ranks until the last of them has reported back, also
 * counts two thread wake-ups of the harness itself (the ranks leaving the start barrier, the main
 * thread leaving the end barrier) and is printed next to it.
 * Each layout first runs {@code bench.layoutWarmup} (default {@value #DEFAULT_LAYOUT_WARMUP}) small all-reduces
 * untimed, then per size {@code bench.sizeWarmup} (default {@value #DEFAULT_SIZE_WARMUP}) untimed all-reduces of that size
 * (each waited for), {@value #WARMUP} untimed ones and {@code bench.iterations} timed ones. One run on one machine:
 * read the ratios. Next to the wall it prints the CPU time per collective of both servers and of this JVM (every
 * rank's client), which load distorts far less than wall time.
 */
public final class CollectiveWallBenchmark {
  /**
   * Collectives each layout runs before any is timed. Both JVMs start cold: with 20 the code on the collective's
   * path (protobuf, grpc-netty, the SDK's stream, the server's batch and mailbox) was still interpreted or C1-compiled
   * when the timing began, and every stage of the one-host 1 KiB cell took 5-10x its warm time (per-stage marks, same
   * run, load ~25: 16.8 ms against 4.1 ms after 1,500). That cold cost is what an idle run saw in layout 0 (measured
   * first, so slower than the two-host layout after it); gloo, compiled C++, has none. The default measures the
   * steady state a training loop runs in; {@code -Dbench.layoutWarmup=20} shows the cold one.
   */
  private static final int DEFAULT_LAYOUT_WARMUP = 2000;
  private static final int LAYOUT_WARMUP = Integer.getInteger("bench.layoutWarmup", DEFAULT_LAYOUT_WARMUP);
  private static final int WARMUP = 2;
  /**
   * Untimed collectives of each size before its timed ones. The small layout warm-up leaves the code that only large
   * parts reach cold (grpc-netty's multi-frame writes and flow control, large pooled buffers, the part's decode and sum):
   * with none, the servers' JIT compiler threads took 4.4 of the servers' 6.8 CPU seconds over 310 collectives of 1 MiB
   * on two hosts (per-thread CPU from /proc, load ~10), so a 21-iteration cell timed the JIT compiling the path, not
   * the path. A training loop repeats the same collective thousands of times; {@code -Dbench.sizeWarmup=0} shows the
   * cold cells. C2 goes on compiling long after this: code run once per collective reaches its tier-4 thresholds
   * (thousands of calls) only after thousands of collectives, so after 800 the compiler threads still took 3.5-4.4 of
   * the servers' 8.4-9.1 ms per 1 MiB collective; the JIT column shows how much of a cell is still compilation.
   */
  private static final int DEFAULT_SIZE_WARMUP = 200;
  private static final int SIZE_WARMUP = Integer.getInteger("bench.sizeWarmup", DEFAULT_SIZE_WARMUP);
  /**
   * After the fixed size warm-up, further untimed rounds of {@value #JIT_ROUND} collectives run until the servers'
   * JIT compiler threads took under {@value #JIT_QUIET_SHARE} of the servers' CPU in two rounds in a row, at most
   * {@code bench.jitQuietMax} (default {@value #DEFAULT_JIT_QUIET_MAX}; 0 turns the rounds off) collectives. The
   * compiler's work there is not a deoptimise/recompile cycle: in {@code -XX:+LogCompilation} logs of two-host 1 MiB
   * cells (eleventh round) 95% of a timed phase's C2 compile time were first compilations of code that runs a few
   * times per part (netty's HTTP/2 data writes and pool-chunk frees, gRPC's framer, protobuf parsers of the batch's
   * messages), which reach C2's thresholds only after thousands of collectives and then queue for the one C2 thread a
   * 2-core host runs; no method was compiled more than 6 times. A fixed count either times that backlog or wastes
   * minutes at sizes that are warm early.
   */
  private static final int DEFAULT_JIT_QUIET_MAX = 3000;
  private static final int JIT_QUIET_MAX = Integer.getInteger("bench.jitQuietMax", DEFAULT_JIT_QUIET_MAX);
  private static final int JIT_ROUND = 100;
  private static final double JIT_QUIET_SHARE = 0.05;
  private static final long WARMUP_WAIT_SECONDS = 60;
  /** What a server logs when its warm-up ends (StartupWarmup.runAndLog): done, or stopped by a failure. */
  private static final java.util.regex.Pattern WARMUP_ENDED =
      java.util.regex.Pattern.compile("start-up warm-up(: \\d+ programs| stopped)");
  private static final int ITERATIONS = Integer.getInteger("bench.iterations", 5);
  private static final long[] SIZES = java.util.Arrays.stream(
      System.getProperty("bench.sizes", "1024,65536,1048576,8388608").split(",")).mapToLong(Long::parseLong).toArray();

  public static void main(String[] args) throws Exception {
    GlooPeer gloo = GlooPeer.find();
    Map<Integer, Map<Long, Double>> glooMs = new HashMap<>();
    Map<Integer, Map<Long, Double>> glooCpuUs = new HashMap<>();
    try (ServiceProcess a = ServiceProcess.start("tpu-server", serverArgs("bench-a"));
         ServiceProcess b = ServiceProcess.start("tpu-server", serverArgs("bench-b"))) {
      if (!Boolean.getBoolean("bench.duringWarmup")) {
        awaitWarmupEnded(a, b);
      }
      String[][] layouts = {
          {a.grpcTarget() + "#0", a.grpcTarget() + "#1"},
          {a.grpcTarget() + "#0", b.grpcTarget() + "#0"},
          {a.grpcTarget() + "#0", a.grpcTarget() + "#1", b.grpcTarget() + "#0", b.grpcTarget() + "#1"}};
      String[] names = {"1 host, 2 ranks", "2 hosts, 2 ranks", "2 hosts, 4 ranks"};
      double[][] wallMs = new double[layouts.length][SIZES.length];
      double[][] harnessMs = new double[layouts.length][SIZES.length];
      double[][] simUs = new double[layouts.length][SIZES.length];
      // CPU per collective (all ranks together), us: both servers' processes, and this JVM (every rank's client)
      double[][] serverCpuUs = new double[layouts.length][SIZES.length];
      double[][] clientCpuUs = new double[layouts.length][SIZES.length];
      // of the servers' CPU: their JIT compiler threads' (us per collective; -1 without /proc)
      double[][] jitCpuUs = new double[layouts.length][SIZES.length];
      // Ours and the peer alternate, so both see the same load on a shared machine.
      for (int l = 0; l < layouts.length; l++) {
        if (!System.getProperty("bench.layouts", "0,1,2").contains(String.valueOf(l))) {
          continue;
        }
        Map<String, Double> before = handOffCounters(a, b);
        int untilQuiet = measure(layouts[l], "bench-" + l, wallMs[l], harnessMs[l], simUs[l], serverCpuUs[l], clientCpuUs[l], jitCpuUs[l],
            a, b);
        Map<String, Double> after = handOffCounters(a, b);
        int collectives = LAYOUT_WARMUP + SIZES.length * (SIZE_WARMUP + WARMUP + ITERATIONS) + untilQuiet;
        System.out.printf(Locale.ROOT, "%s: of %d rank-collectives (%d per rank, warm-up included), %.0f suspended their "
                + "session's queue instead of parking its thread, %.0f of them started on the transport thread that read them "
                + "(no hand-off to the session's thread), %.0f completed, stored and answered by the thread that delivered "
                + "their last part; %.0f finished by it while their thread was parked (longer batches)%n",
            names[l], collectives * layouts[l].length, collectives,
            after.get("suspended") - before.get("suspended"),
            after.get("started.on.transport") - before.get("started.on.transport"),
            after.get("completed.elsewhere") - before.get("completed.elsewhere"),
            after.get("answered.elsewhere") - before.get("answered.elsewhere"));
        int world = layouts[l].length;
        if (gloo != null && !glooMs.containsKey(world)) {
          GlooPeer.Measured measured = gloo.allReduce(world, SIZES, WARMUP, ITERATIONS);
          glooMs.put(world, measured.ms());
          glooCpuUs.put(world, measured.cpuUs());
        }
      }
      System.out.println();
      System.out.println("All-reduce (sum, f32) wall time per collective, median of " + ITERATIONS
          + " (ms), and simulated v5e ICI time (us)");
      StringBuilder header = new StringBuilder(String.format("%-10s", "bytes"));
      for (String n : names) {
        header.append(String.format(" | %18s wall | sim", n));
      }
      System.out.println(header);
      for (int s = 0; s < SIZES.length; s++) {
        StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%-10d", SIZES[s]));
        for (int l = 0; l < layouts.length; l++) {
          row.append(String.format(Locale.ROOT, " | %20.2f ms | %.1f", wallMs[l][s], simUs[l][s]));
        }
        System.out.println(row);
      }
      System.out.println("The same collectives timed by the harness (main thread releases the ranks -> last rank back; "
          + "includes two harness wake-ups), ms:");
      for (int s = 0; s < SIZES.length; s++) {
        StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%-10d", SIZES[s]));
        for (int l = 0; l < layouts.length; l++) {
          row.append(String.format(Locale.ROOT, " | %20.2f ms", harnessMs[l][s]));
        }
        System.out.println(row);
      }
      System.out.println("CPU time per collective, all ranks together (us): both servers / this JVM (the ranks' clients "
          + "and the harness), over the untimed and timed collectives of each size (a process's CPU time moves in 10 ms "
          + "ticks: raise bench.iterations for finer numbers); in brackets the servers' JIT compiler threads' part:");
      for (int s = 0; s < SIZES.length; s++) {
        StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%-10d", SIZES[s]));
        for (int l = 0; l < layouts.length; l++) {
          row.append(String.format(Locale.ROOT, " | %9.0f (JIT %6.0f) / %9.0f us", serverCpuUs[l][s], jitCpuUs[l][s],
              clientCpuUs[l][s]));
        }
        System.out.println(row);
      }
      for (int s = 0; s < SIZES.length; s++) {
        System.out.printf(Locale.ROOT, "%d bytes: two hosts / one host (2 ranks) wall = %.2fx%n", SIZES[s],
            wallMs[1][s] / wallMs[0][s]);
      }
      System.out.println();
      if (gloo == null) {
        System.out.println("torch.distributed gloo: not measured (" + GlooPeer.whyMissing() + ")");
        return;
      }
      System.out.println("Same run, next to torch.distributed gloo (" + gloo.describe() + ", processes on this host over "
          + "loopback TCP, median of " + ITERATIONS + "); ours / gloo at the same rank count (goal <= 1.5x)");
      System.out.printf("%-10s | %12s | %12s | %12s | %10s | %10s | %8s | %8s | %8s%n", "bytes", "1h 2r", "2h 2r",
          "2h 4r", "gloo 2", "gloo 4", "1h2r/g2", "2h2r/g2", "2h4r/g4");
      for (int s = 0; s < SIZES.length; s++) {
        double g2 = glooMs.getOrDefault(2, Map.of()).getOrDefault(SIZES[s], Double.NaN); // NaN: layouts left out
        double g4 = glooMs.getOrDefault(4, Map.of()).getOrDefault(SIZES[s], Double.NaN);
        System.out.printf(Locale.ROOT, "%-10d | %9.2f ms | %9.2f ms | %9.2f ms | %7.2f ms | %7.2f ms | %7.1fx | %7.1fx | %7.1fx%n",
            SIZES[s], wallMs[0][s], wallMs[1][s], wallMs[2][s], g2, g4, wallMs[0][s] / g2, wallMs[1][s] / g2,
            wallMs[2][s] / g4);
      }
      System.out.println("CPU per all-reduce, all ranks together (us): ours = both servers + this JVM's clients and harness; "
          + "gloo = its processes (load distorts this far less than the wall)");
      System.out.printf("%-10s | %12s | %12s | %12s | %10s | %10s | %8s | %8s | %8s%n", "bytes", "1h 2r", "2h 2r",
          "2h 4r", "gloo 2", "gloo 4", "1h2r/g2", "2h2r/g2", "2h4r/g4");
      for (int s = 0; s < SIZES.length; s++) {
        double g2 = glooCpuUs.getOrDefault(2, Map.of()).getOrDefault(SIZES[s], Double.NaN);
        double g4 = glooCpuUs.getOrDefault(4, Map.of()).getOrDefault(SIZES[s], Double.NaN);
        double[] ours = new double[layouts.length];
        for (int l = 0; l < layouts.length; l++) {
          ours[l] = serverCpuUs[l][s] + clientCpuUs[l][s];
        }
        System.out.printf(Locale.ROOT, "%-10d | %9.0f us | %9.0f us | %9.0f us | %7.0f us | %7.0f us | %7.1fx | %7.1fx | %7.1fx%n",
            SIZES[s], ours[0], ours[1], ours[2], g2, g4, ours[0] / g2, ours[1] / g2, ours[2] / g4);
      }
    }
  }

  /**
   * Both servers' counts of collectives that skipped a thread hand-off (a Micrometer counter, read from
   * their Prometheus endpoints): answered by the completing thread. 0 when a server does not have the
   * counter (an older jar).
   */
  private static Map<String, Double> handOffCounters(ServiceProcess... servers) throws Exception {
    Map<String, Double> sums = new HashMap<>(Map.of("answered.elsewhere", 0.0, "suspended", 0.0,
        "started.on.transport", 0.0, "completed.elsewhere", 0.0));
    java.net.http.HttpClient http = java.net.http.HttpClient.newHttpClient();
    for (ServiceProcess server : servers) {
      String text = http.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(server.managementBase() + "/actuator/prometheus"))
          .build(), java.net.http.HttpResponse.BodyHandlers.ofString()).body();
      for (String line : text.split("\n")) {
        for (String name : List.copyOf(sums.keySet())) {
          String metric = "torchtpu_stream_collective_" + name.replace('.', '_') + "_total";
          if (line.startsWith(metric + " ") || line.startsWith(metric + "{")) {
            sums.merge(name, Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1)), Double::sum);
          }
        }
      }
    }
    return sums;
  }

  /** The processes' CPU time so far (user and system, every thread), ns. */
  private static long cpuNanos(ServiceProcess... servers) {
    long sum = 0;
    for (ServiceProcess server : servers) {
      sum += server.process().toHandle().info().totalCpuDuration().orElseThrow(
          () -> new IllegalStateException("this platform does not report a process's CPU time")).toNanos();
    }
    return sum;
  }

  /** Each server's CPU per thread name so far ({@link ProcessCpu#byThread}; empty maps without /proc). */
  private static List<Map<String, Long>> serverThreads(ServiceProcess... servers) {
    List<Map<String, Long>> out = new ArrayList<>(servers.length);
    for (ServiceProcess server : servers) {
      out.add(ProcessCpu.byThread(server.process().pid()));
    }
    return out;
  }

  /** This JVM's CPU time so far, ns. */
  private static long ownCpuNanos() {
    return ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean())
        .getProcessCpuTime();
  }

  /** The servers' arguments: two chips, a host id, and any extra {@code -Dbench.serverArgs} (space separated). */
  private static String[] serverArgs(String hostId) {
    List<String> args = new ArrayList<>(List.of("--torchtpu.chips=2", "--torchtpu.host-id=" + hostId));
    String extra = System.getProperty("bench.serverArgs", "").trim();
    if (!extra.isEmpty()) {
      args.addAll(List.of(extra.split("\\s+")));
    }
    return args.toArray(new String[0]);
  }

  /**
   * Waits (at most {@value #WARMUP_WAIT_SECONDS} s) until each server's start-up warm-up has ended:
   * it runs training programs on a background thread for up to 20 s after the JVM starts, so on an
   * idle machine, where a server is ready after ~4 s, the first layout would be measured while both
   * servers' warm-ups kept the two cores busy (the one-host cell measured a flat ~9 ms at every
   * size). That is a fresh host's cost (README, "Start-up and the first step"), not a collective's;
   * {@code -Dbench.duringWarmup=true} measures it anyway.
   */
  private static void awaitWarmupEnded(ServiceProcess... servers) throws Exception {
    long start = System.nanoTime();
    long deadline = start + WARMUP_WAIT_SECONDS * 1_000_000_000L;
    for (ServiceProcess server : servers) {
      while (System.nanoTime() < deadline && !WARMUP_ENDED.matcher(java.nio.file.Files.readString(server.logFile())).find()) {
        Thread.sleep(100);
      }
    }
    System.out.printf(Locale.ROOT, "waited %.1f s for the servers' start-up warm-up to end%s%n",
        (System.nanoTime() - start) / 1e9, System.nanoTime() < deadline ? "" : " (gave up waiting)");
  }

  /**
   * Measures one layout. {@code wallMs}: per collective the slowest rank's own time from the SDK call until the
   * value was usable, median over the iterations; {@code harnessMs}: the main thread's time from releasing the ranks
   * until the last one was back, median. Returns how many untimed collectives per rank ran until the JIT was quiet.
   */
  private static int measure(String[] layout, String worldId, double[] wallMs, double[] harnessMs, double[] simUs,
      double[] serverCpuUs, double[] clientCpuUs, double[] jitCpuUs, ServiceProcess... servers) throws Exception {
    int n = layout.length;
    WorldMembership.Builder world = WorldMembership.newBuilder().setWorldId(worldId + "-" + System.nanoTime())
        .setWorldSize(n).setCollectiveTimeoutMillis(120_000);
    for (String where : layout) {
      String[] p = where.split("#");
      world.addPeers(WorldPeer.newBuilder().setAddress(p[0]).setChip(Integer.parseInt(p[1])));
    }
    CyclicBarrier start = new CyclicBarrier(n + 1);
    CyclicBarrier end = new CyclicBarrier(n + 1);
    JitQuietRounds untilJitQuiet = new JitQuietRounds(n, servers);
    // [size][iteration][rank]: each rank's own time for one collective, ns
    long[][][] own = new long[SIZES.length][WARMUP + ITERATIONS][n];
    long serverCpuBefore = cpuNanos(servers);
    long clientCpuBefore = ownCpuNanos();
    ExecutorService threads = Executors.newFixedThreadPool(n);
    List<Future<double[]>> ranks = new ArrayList<>();
    for (int r = 0; r < n; r++) {
      int rank = r;
      ranks.add(threads.submit(() -> {
        double[] sim = new double[SIZES.length];
        try (TpuClient client = TpuClient.connect(world.getPeers(rank).getAddress());
             Session s = client.openRank("bench", world.clone().setRank(rank).build(), EagerMode.STRICT)) {
          ProcessGroup group = ProcessGroup.world(s);
          Tensor small = s.full(new long[] {256}, rank + 1.0);
          for (int i = 0; i < LAYOUT_WARMUP; i++) {
            s.free(group.allReduce(small, ReduceOp.SUM));
          }
          s.synchronize();
          s.free(small);
          for (int size = 0; size < SIZES.length; size++) {
            Tensor x = s.full(new long[] {SIZES[size] / 4}, rank + 1.0);
            for (int i = 0; i < SIZE_WARMUP; i++) {
              // each waited for, as a timed one is: issued back to back they take other paths (a queue of batches,
              // parts that find their rank busy) than the timed loop's
              Tensor y = group.allReduce(x, ReduceOp.SUM);
              s.synchronize();
              s.free(y);
            }
            s.synchronize();
            while (!untilJitQuiet.await()) {
              for (int i = 0; i < JIT_ROUND; i++) {
                Tensor y = group.allReduce(x, ReduceOp.SUM);
                s.synchronize();
                s.free(y);
              }
            }
            for (int i = 0; i < WARMUP + ITERATIONS; i++) {
              start.await();
              double before = s.timing().getDeviceSeconds();
              long t0 = System.nanoTime();
              Tensor y = group.allReduce(x, ReduceOp.SUM);
              s.synchronize();
              own[size][i][rank] = System.nanoTime() - t0;
              sim[size] = (s.timing().getDeviceSeconds() - before) * 1e6;
              s.free(y);
              end.await();
            }
            s.free(x);
          }
        }
        return sim;
      }));
    }
    for (int size = 0; size < SIZES.length; size++) {
      double[] samples = new double[ITERATIONS];
      double[] slowest = new double[ITERATIONS];
      long serverCpu0 = 0;
      long clientCpu0 = 0;
      List<Map<String, Long>> threads0 = List.of();
      for (int i = 0; i < WARMUP + ITERATIONS; i++) {
        // the first waits for the size's untimed collectives too (hundreds of 8 MiB ones on a loaded host)
        start.await(i == 0 ? 1800 : 120, TimeUnit.SECONDS);
        if (i == 0) { // every rank is past its layout warm-up and has its operand: from here on only this size's collectives
          serverCpu0 = cpuNanos(servers);
          clientCpu0 = ownCpuNanos();
          threads0 = serverThreads(servers);
          if (size == 0) {
            // many collectives, so the clock-tick resolution of a process's CPU time (10 ms) matters little here
            System.out.printf(Locale.ROOT, "  layout warm-up (%d all-reduces of 1 KiB per rank, issued without waiting for "
                    + "each): CPU per collective, all ranks together: servers %.0f us, this JVM %.0f us%n", LAYOUT_WARMUP,
                (serverCpu0 - serverCpuBefore) / 1e3 / LAYOUT_WARMUP, (clientCpu0 - clientCpuBefore) / 1e3 / LAYOUT_WARMUP);
          }
        }
        long t0 = System.nanoTime();
        end.await(120, TimeUnit.SECONDS);
        if (i >= WARMUP) {
          samples[i - WARMUP] = (System.nanoTime() - t0) / 1e6;
          // the ranks wrote their times before the end barrier, which orders those writes before this read
          slowest[i - WARMUP] = java.util.Arrays.stream(own[size][i]).max().orElseThrow() / 1e6;
        }
      }
      serverCpuUs[size] = (cpuNanos(servers) - serverCpu0) / 1e3 / (WARMUP + ITERATIONS);
      clientCpuUs[size] = (ownCpuNanos() - clientCpu0) / 1e3 / (WARMUP + ITERATIONS);
      List<Map<String, Long>> threads1 = serverThreads(servers);
      long jit = 0;
      for (int i = 0; i < servers.length; i++) {
        jit += ProcessCpu.compilerNanos(threads0.get(i), threads1.get(i));
      }
      jitCpuUs[size] = threads1.get(0).isEmpty() ? -1 : jit / 1e3 / (WARMUP + ITERATIONS);
      System.out.printf(Locale.ROOT, "  %d bytes: %d untimed collectives before the timed ones (%d fixed, %d until the "
              + "servers' JIT threads took under %.0f%% of their CPU in two rounds: %s)%n", SIZES[size],
          SIZE_WARMUP + untilJitQuiet.collectives(size), SIZE_WARMUP, untilJitQuiet.collectives(size),
          JIT_QUIET_SHARE * 100, untilJitQuiet.lastRound(size));
      java.util.Arrays.sort(samples);
      java.util.Arrays.sort(slowest);
      harnessMs[size] = samples[ITERATIONS / 2];
      wallMs[size] = slowest[ITERATIONS / 2];
    }
    double[] sim = ranks.get(0).get(120, TimeUnit.SECONDS);
    System.arraycopy(sim, 0, simUs, 0, SIZES.length);
    threads.shutdown();
    int untilQuiet = 0;
    for (int size = 0; size < SIZES.length; size++) {
      untilQuiet += untilJitQuiet.collectives(size);
    }
    return untilQuiet;
  }

  /**
   * The untimed rounds after each size's fixed warm-up: every rank calls {@link #await} between rounds; the last to
   * arrive reads the servers' CPU and their JIT threads' since the previous call and decides for all whether another
   * round runs (the same answer for every rank, so none waits in a collective its peers skip).
   */
  private static final class JitQuietRounds {
    private final CyclicBarrier barrier;
    private final ServiceProcess[] servers;
    private final Map<Integer, Integer> rounds = new java.util.concurrent.ConcurrentHashMap<>();
    private final Map<Integer, String> lastRound = new java.util.concurrent.ConcurrentHashMap<>();
    /** Whether the current size's rounds are over; true before the first size, so its first call starts it. */
    private volatile boolean quiet = true;
    private boolean previousQuiet;
    private final Map<Integer, StringBuilder> shares = new HashMap<>();
    private int currentSize = -1;
    private long cpu0;
    private List<Map<String, Long>> threads0;

    JitQuietRounds(int ranks, ServiceProcess... servers) {
      this.servers = servers;
      this.barrier = new CyclicBarrier(ranks, this::decide);
    }

    /** Waits for every rank; true when the JIT is quiet (or the rounds are used up) and the timed part may start. */
    boolean await() throws Exception {
      barrier.await(600, TimeUnit.SECONDS);
      return quiet;
    }

    int collectives(int size) {
      return rounds.getOrDefault(size, 0) * JIT_ROUND;
    }

    String lastRound(int size) {
      return lastRound.getOrDefault(size, "not measured");
    }

    /**
     * Runs on the last rank to arrive, before any rank leaves the barrier. The first call of a size (the one after the
     * previous size was found quiet) only takes the reference point; each later one judges the round just run.
     */
    private void decide() {
      long cpu = cpuNanos(servers);
      List<Map<String, Long>> threads = serverThreads(servers);
      if (quiet) {
        previousQuiet = false;
        currentSize++;
        rounds.put(currentSize, 0);
        quiet = JIT_QUIET_MAX <= 0;
      } else {
        long jit = 0;
        for (int i = 0; i < servers.length; i++) {
          jit += ProcessCpu.compilerNanos(threads0.get(i), threads.get(i));
        }
        double share = cpu > cpu0 ? (double) jit / (cpu - cpu0) : 0;
        int done = rounds.merge(currentSize, 1, Integer::sum);
        shares.computeIfAbsent(currentSize, k -> new StringBuilder()).append(String.format(Locale.ROOT, "%s%.0f",
            done == 1 ? "" : " ", share * 100));
        lastRound.put(currentSize, String.format(Locale.ROOT, "the last round %.0f us server CPU per collective; JIT %% "
            + "per round: %s", (cpu - cpu0) / 1e3 / JIT_ROUND, shares.get(currentSize)));
        // two quiet rounds in a row: the compiler works in bursts, one round can fall between two
        quiet = (share < JIT_QUIET_SHARE && previousQuiet) || done * JIT_ROUND >= JIT_QUIET_MAX;
        previousQuiet = share < JIT_QUIET_SHARE;
      }
      cpu0 = cpu;
      threads0 = threads;
    }
  }
}
