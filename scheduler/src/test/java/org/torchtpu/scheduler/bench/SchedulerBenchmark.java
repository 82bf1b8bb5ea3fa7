package org.torchtpu.scheduler.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Random;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.HostChip;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.api.v1.RegisterHostRequest;
import org.torchtpu.api.v1.SubmitJobRequest;
import org.torchtpu.api.v1.TorusCoord;
import org.torchtpu.scheduler.placement.BestFitPlacer;
import org.torchtpu.scheduler.placement.FirstFitPlacer;
import org.torchtpu.scheduler.placement.Fragmentation;
import org.torchtpu.scheduler.placement.Placer;
import org.torchtpu.scheduler.placement.Shape;
import org.torchtpu.scheduler.policy.MutableClock;
import org.torchtpu.scheduler.policy.PodSpec;
import org.torchtpu.scheduler.policy.SchedulerConfig;
import org.torchtpu.scheduler.policy.SchedulerCore;
import org.torchtpu.scheduler.store.SchedulerStore;

/**
 * Replays synthetic job traces through the real scheduler core in simulated time, once with best-fit placement
 * and once with the naive first-fit baseline, on a 4096-chip (16x16x16) and a 9216-chip (16x24x24) pod.
 *
 * <p>The trace: Poisson arrivals offering 1.1x the pod's capacity; box shapes from one chip to a quarter of the
 * pod, small ones most common, with some non-power-of-two boxes and chip-count requests; run times log-uniform
 * from 10 minutes to 10 hours; declared time limits 1x to 3x the run time (users overestimate); 10% of jobs at a
 * higher priority (so preemption happens, with a 5-minute grace); 8 tenants. Both placers get the same trace.
 *
 * <p>Reported: decisions/s (queued jobs considered by scheduling passes per second of scheduler wall time),
 * p99 of one decision's wall time and p99 of one scheduler call (a whole pass); utilisation (busy chip-time over
 * chip-time while jobs arrive); mean queue wait (submission to first slice); fragmentation (see
 * {@link Fragmentation}), sampled over the same window.
 *
 * <p>Run: {@code ./mvnw -B -q -pl scheduler -am -DskipTests -Pbench verify} (options: -Dbench.jobs=N, -Dbench.seed=S).
 */
public final class SchedulerBenchmark {

  private record Spec(String topology, int chipCount, double weight) {}

  /** Shapes of the trace and their weights. */
  private static final List<Spec> MIX = List.of(
      new Spec("1x1x1", 0, 8), new Spec("2x2x1", 0, 14), new Spec("2x2x2", 0, 14), new Spec("3x2x1", 0, 4),
      new Spec("", 12, 4), new Spec("4x2x2", 0, 10), new Spec("4x4x2", 0, 9), new Spec("6x4x2", 0, 3),
      new Spec("4x4x4", 0, 9), new Spec("", 96, 3), new Spec("8x4x4", 0, 7), new Spec("8x8x4", 0, 6),
      new Spec("8x8x8", 0, 4), new Spec("16x8x8", 0, 2));

  private record TraceJob(double arrivalSec, Spec spec, int priority, String tenant, long runMillis, long limitSeconds) {}

  private static int chipsOf(Spec s) {
    return s.chipCount > 0 ? s.chipCount : Shape.parse(s.topology).size();
  }

  static List<TraceJob> trace(int n, Shape pod, long seed) {
    Random rnd = new Random(seed);
    double totalWeight = MIX.stream().mapToDouble(Spec::weight).sum();
    double meanChips = MIX.stream().mapToDouble(s -> s.weight * chipsOf(s)).sum() / totalWeight;
    double minRun = 600;
    double maxRun = 36_000;
    double meanRun = (maxRun - minRun) / Math.log(maxRun / minRun);  // log-uniform mean
    double rate = 1.1 * pod.size() / (meanChips * meanRun);
    List<TraceJob> out = new ArrayList<>(n);
    double t = 0;
    for (int i = 0; i < n; i++) {
      t += -Math.log(1 - rnd.nextDouble()) / rate;
      double pick = rnd.nextDouble() * totalWeight;
      Spec spec = MIX.get(MIX.size() - 1);
      for (Spec s : MIX) {
        pick -= s.weight;
        if (pick < 0) {
          spec = s;
          break;
        }
      }
      double runSec = minRun * Math.exp(rnd.nextDouble() * Math.log(maxRun / minRun));
      long limit = (long) Math.ceil(runSec * (1 + 2 * rnd.nextDouble())) + 60;
      out.add(new TraceJob(t, spec, rnd.nextDouble() < 0.1 ? 1 : 0, "tenant-" + rnd.nextInt(8),
          (long) (runSec * 1000), limit));
    }
    return out;
  }

  record Result(String placer, long decisions, long searches, double schedulerWallSeconds, double p99DecisionMicros,
      double p99CallMicros, double utilisation, double meanWaitSeconds, double fragmentation, long preemptions,
      int finished) {
    double decisionsPerSecond() {
      return decisions / schedulerWallSeconds;
    }
  }

  /** Growable array of longs (no boxing on the hot path). */
  private static final class Samples {
    long[] v = new long[1 << 16];
    int n;

    void add(long x) {
      if (n == v.length) {
        v = Arrays.copyOf(v, n * 2);
      }
      v[n++] = x;
    }

    double percentile(double p) {
      long[] s = Arrays.copyOf(v, n);
      Arrays.sort(s);
      return n == 0 ? 0 : s[Math.min(n - 1, (int) Math.ceil(p * n) - 1)];
    }
  }

  /** Free maps seen during the last run (sampled), for timing placement searches alone. */
  static final List<org.torchtpu.scheduler.placement.FreeMap> snapshots = new ArrayList<>();

  static Result run(Placer placer, Generation gen, Shape podDims, List<TraceJob> trace) {
    snapshots.clear();
    MutableClock clock = new MutableClock(1_000_000_000L);
    long t0 = clock.millis();
    SchedulerConfig cfg = SchedulerConfig.of(List.of(new PodSpec("pod", gen, podDims)))
        .withLeaseMillis(Long.MAX_VALUE / 4)  // hosts never fail here
        .withGraceMillis(300_000)
        .withMaxJobsPerPass(64);
    SchedulerCore core = new SchedulerCore(cfg, placer, clock, SchedulerStore.NONE);
    for (int z = 0; z < podDims.z(); z++) {
      for (int y = 0; y < podDims.y(); y += 2) {
        for (int x = 0; x < podDims.x(); x += 2) {
          RegisterHostRequest.Builder h = RegisterHostRequest.newBuilder().setHostId("h-" + x + "-" + y + "-" + z)
              .setGeneration(gen).setEndpoint("10.0.0.1:" + (x + y * 100 + z * 10000));
          int i = 0;
          for (int dy = 0; dy < 2; dy++) {
            for (int dx = 0; dx < 2; dx++) {
              h.addChips(HostChip.newBuilder().setIndex(i++)
                  .setCoord(TorusCoord.newBuilder().setX(x + dx).setY(y + dy).setZ(z)));
            }
          }
          core.registerHost(h.build());
        }
      }
    }
    Samples decisionNanos = new Samples();
    Samples callNanos = new Samples();
    core.onDecision(decisionNanos::add);

    Map<String, Integer> index = new HashMap<>();
    int[] attempt = new int[trace.size()];
    long[] submitted = new long[trace.size()];
    long[] firstScheduled = new long[trace.size()];
    boolean[] holding = new boolean[trace.size()];
    List<Integer> newlyScheduled = new ArrayList<>();
    int[] busy = {0};
    int[] finished = {0};
    int[] submitting = {-1};
    String[] ids = new String[trace.size()];
    core.onStateChange((id, state, chips) -> {
      Integer i = index.get(id);
      if (i == null) {
        if (submitting[0] < 0) {
          return;
        }
        // the job being submitted: it may be placed before submit returns its id
        i = submitting[0];
        index.put(id, i);
        ids[i] = id;
      }
      boolean holds = state == JobState.SCHEDULED || state == JobState.RUNNING;
      if (holds && !holding[i]) {
        holding[i] = true;
        busy[0] += chips;
        attempt[i]++;
        newlyScheduled.add(i);
        if (firstScheduled[i] == 0) {
          firstScheduled[i] = clock.millis();
        }
      } else if (!holds && holding[i]) {
        holding[i] = false;
        busy[0] -= chips;
      }
      if (state == JobState.SUCCEEDED || state == JobState.FAILED || state == JobState.CANCELLED) {
        finished[0]++;
      }
    });

    // completion events: (time, job, attempt)
    PriorityQueue<long[]> completions = new PriorityQueue<>((a, b) -> Long.compare(a[0], b[0]));
    int next = 0;
    long windowEnd = t0 + (long) (trace.get(trace.size() - 1).arrivalSec * 1000);
    double busyChipMillis = 0;
    double fragSum = 0;
    int fragSamples = 0;
    int steps = 0;
    long wall = 0;
    long last = clock.millis();
    while (next < trace.size() || !completions.isEmpty() || finished[0] < trace.size()) {
      long tArrival = next < trace.size() ? t0 + (long) (trace.get(next).arrivalSec * 1000) : Long.MAX_VALUE;
      long tDone = completions.isEmpty() ? Long.MAX_VALUE : completions.peek()[0];
      long tTimer = core.nextTimerMillis();
      long t = Math.min(tArrival, Math.min(tDone, tTimer));
      if (t == Long.MAX_VALUE) {
        break;  // nothing can move any more
      }
      if (last < windowEnd) {
        busyChipMillis += (double) busy[0] * (Math.min(t, windowEnd) - last);
      }
      last = t;
      clock.set(t);
      long s = System.nanoTime();
      if (t == tArrival) {
        TraceJob tj = trace.get(next);
        SubmitJobRequest.Builder req = SubmitJobRequest.newBuilder().setTenant(tj.tenant).setGeneration(gen)
            .setPriority(tj.priority).setTimeLimitSeconds(tj.limitSeconds);
        if (tj.spec.chipCount > 0) {
          req.setChipCount(tj.spec.chipCount);
        } else {
          req.setTopology(tj.spec.topology);
        }
        submitting[0] = next;
        submitted[next] = t;
        Job j = core.submit(req.build());
        submitting[0] = -1;
        index.put(j.getJobId(), next);
        ids[next] = j.getJobId();
        next++;
      } else if (t == tDone) {
        long[] c = completions.poll();
        int i = (int) c[1];
        if (attempt[i] == c[2] && holding[i]) {
          core.complete(ids[i], true, "");
        }
      } else {
        core.tick();
      }
      wall += System.nanoTime() - s;
      callNanos.add(System.nanoTime() - s);
      for (int i : newlyScheduled) {
        if (holding[i]) {
          long sStart = System.nanoTime();
          core.start(ids[i]);
          wall += System.nanoTime() - sStart;
          completions.add(new long[] {t + trace.get(i).runMillis, i, attempt[i]});
        }
      }
      newlyScheduled.clear();
      if (++steps % 64 == 0 && t < windowEnd) {
        org.torchtpu.scheduler.placement.FreeMap snapshot = core.freeMap("pod");
        fragSum += Fragmentation.of(snapshot);
        fragSamples++;
        if (fragSamples % 4 == 0 && snapshots.size() < 300) {
          snapshots.add(snapshot);
        }
      }
    }
    double waitSum = 0;
    int waited = 0;
    for (int i = 0; i < trace.size(); i++) {
      if (firstScheduled[i] > 0) {
        waitSum += firstScheduled[i] - submitted[i];
        waited++;
      }
    }
    long decisions = core.stats().decisions();
    return new Result(placer.name(), decisions, core.stats().searches(), wall / 1e9, decisionNanos.percentile(0.99) / 1e3,
        callNanos.percentile(0.99) / 1e3, busyChipMillis / ((double) podDims.size() * (windowEnd - t0)),
        waitSum / Math.max(1, waited) / 1000, fragSamples == 0 ? 0 : fragSum / fragSamples,
        core.stats().preemptions(), finished[0]);
  }

  /**
   * Cold placement searches, no memo: every shape of the trace on every sampled free map of a run, timed one by one.
   */
  static void searchAlone(List<Placer> placers) {
    List<Shape> shapes = new ArrayList<>();
    for (Spec s : MIX) {
      shapes.add(s.chipCount > 0 ? Shape.boxesOf(s.chipCount, new Shape(64, 64, 64)).get(0) : Shape.parse(s.topology));
    }
    for (Placer p : placers) {
      // three rounds; the fastest is reported, as the machine is shared and noisy
      Samples best = null;
      long bestTotal = Long.MAX_VALUE;
      int found = 0;
      for (int rep = 0; rep < 3; rep++) {
        Samples nanos = new Samples();
        found = 0;
        long total = 0;
        for (org.torchtpu.scheduler.placement.FreeMap m : snapshots) {
          for (Shape sh : shapes) {
            long t = System.nanoTime();
            found += p.place(m, sh) != null ? 1 : 0;
            long d = System.nanoTime() - t;
            total += d;
            nanos.add(d);
          }
        }
        if (total < bestTotal) {
          bestTotal = total;
          best = nanos;
        }
      }
      Samples nanos = best;
      long total = bestTotal;
      System.out.printf(Locale.ROOT, "  search alone, %-9s %9.0f searches/s  p50 %7.1f us  p99 %7.1f us  (%d searches on %d"
          + " occupancy snapshots, %d found a box; fastest of 3 rounds)%n", p.name(), nanos.n / (total / 1e9), nanos.percentile(0.5) / 1e3,
          nanos.percentile(0.99) / 1e3, nanos.n, snapshots.size(), found);
    }
  }

  public static void main(String[] args) {
    int jobs = Integer.getInteger("bench.jobs", 6000);
    long seed = Long.getLong("bench.seed", 7);
    System.out.printf(Locale.ROOT, "Scheduler benchmark: %d jobs per trace, seed %d, %d cores, %s%n", jobs, seed,
        Runtime.getRuntime().availableProcessors(), System.getProperty("java.vm.name") + " " + System.getProperty("java.version"));
    record PodCase(String label, Generation gen, Shape dims) {}
    List<PodCase> pods = List.of(new PodCase("4096 chips (16x16x16, v4)", Generation.V4, new Shape(16, 16, 16)),
        new PodCase("9216 chips (16x24x24, v7)", Generation.V7, new Shape(16, 24, 24)));
    // warm up the JIT on a short trace so both placers are measured compiled
    List<TraceJob> warm = trace(800, pods.get(0).dims, seed + 1);
    run(new BestFitPlacer(), pods.get(0).gen, pods.get(0).dims, warm);
    run(new FirstFitPlacer(), pods.get(0).gen, pods.get(0).dims, warm);
    for (PodCase pc : pods) {
      List<TraceJob> trace = trace(jobs, pc.dims, seed);
      System.out.printf(Locale.ROOT, "%n%s, %d hosts of 4 chips%n", pc.label, pc.dims.size() / 4);
      System.out.printf(Locale.ROOT, "%-10s %11s %11s %9s %13s %11s %12s %10s %14s %10s %6s%n", "placer", "decisions/s",
          "searches/s", "decisions", "p99 decision", "p99 call", "utilisation", "mean wait", "fragmentation",
          "preempted", "done");
      List<org.torchtpu.scheduler.placement.FreeMap> bestFitSnapshots = null;
      for (Placer p : List.of(new BestFitPlacer(), new FirstFitPlacer())) {
        Result r = run(p, pc.gen, pc.dims, trace);
        if (bestFitSnapshots == null) {
          bestFitSnapshots = new ArrayList<>(snapshots);
        }
        System.out.printf(Locale.ROOT, "%-10s %11.0f %11.0f %9d %10.1f us %8.1f us %11.1f%% %8.0f s %14.3f %10d %6d%n",
            r.placer, r.decisionsPerSecond(), r.searches / r.schedulerWallSeconds, r.decisions, r.p99DecisionMicros,
            r.p99CallMicros, 100 * r.utilisation, r.meanWaitSeconds, r.fragmentation, r.preemptions, r.finished);
      }
      snapshots.clear();
      snapshots.addAll(bestFitSnapshots);
      searchAlone(List.of(new BestFitPlacer(), new FirstFitPlacer()));
    }
  }
}
