package org.torchtpu.examples;

import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.SliceHost;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.client.CompiledFunction;
import org.torchtpu.client.CompiledProgram;
import org.torchtpu.client.EagerMode;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;
import org.torchtpu.client.TpuClient;
import org.torchtpu.client.dist.DataParallel;
import org.torchtpu.client.dist.ProcessGroup;
import org.torchtpu.client.jobs.JobClient;
import org.torchtpu.client.jobs.JobWorld;
import org.torchtpu.client.nn.Init;
import org.torchtpu.client.nn.LlamaConfig;
import org.torchtpu.client.nn.LlamaModel;
import org.torchtpu.client.nn.Parameter;
import org.torchtpu.client.optim.AdamW;
import org.torchtpu.client.optim.DataParallelTrainStep;
import org.torchtpu.client.optim.LrSchedule;

/**
 * The tiny Llama trained as a scheduler job: waits for the job's slice, opens one session per chip of it (the
 * world's ranks, on every host of the slice), says the job is RUNNING, trains data-parallel in compiled mode
 * (each rank a part of every batch, gradients averaged by one all-reduce per step), generates text on rank 0 and
 * reports the job SUCCEEDED (or FAILED with the error) to the scheduler.
 */
final class DataParallelLlama {
  private static final Duration PLACEMENT_WAIT = Duration.ofMinutes(5);
  private static final long COLLECTIVE_TIMEOUT_MILLIS = 120_000;

  private final TinyLlama opts;
  private final LlamaConfig config;
  private final String vocabulary;
  private final int[] tokens;
  private final int[] promptIds;
  private final PrintStream out;

  DataParallelLlama(TinyLlama opts, LlamaConfig config, String vocabulary, int[] tokens, int[] promptIds,
      PrintStream out) {
    this.opts = opts;
    this.config = config;
    this.vocabulary = vocabulary;
    this.tokens = tokens;
    this.promptIds = promptIds;
    this.out = out;
  }

  /** One rank: its client, session, model, optimizer, step, and the thread its calls run on. */
  private record Rank(int rank, String hostId, TpuClient client, Session session, LlamaModel model,
      ExecutorService thread) {}

  int run(String schedulerTarget, String jobId) throws Exception {
    try (JobClient jobs = JobClient.connect(schedulerTarget, System.getenv("TORCHTPU_API_KEY"))) {
      out.printf("waiting for job %s to be placed by the scheduler at %s%n", jobId, schedulerTarget);
      Job job = jobs.awaitPlaced(jobId, PLACEMENT_WAIT);
      printPlacement(job);
      try {
        train(jobs, job);
      } catch (Exception | Error e) {
        Job failed = jobs.complete(jobId, false, "tiny-llama failed: " + e);
        out.printf("job %s reported %s to the scheduler%n", jobId, failed.getState());
        throw e;
      }
      Job done = jobs.complete(jobId, true, "trained " + opts.steps + " steps");
      out.printf("job %s reported completed to the scheduler: %s%n", jobId, done.getState());
    }
    return 0;
  }

  private void printPlacement(Job job) {
    out.printf("job %s placed: slice %s@%d,%d,%d of pod %s, %d chips on %d hosts%n", job.getJobId(),
        job.getSlice().getTopology(), job.getSlice().getOrigin().getX(), job.getSlice().getOrigin().getY(),
        job.getSlice().getOrigin().getZ(), job.getSlice().getPod(), job.getChipCount(),
        job.getSlice().getHostsCount());
    for (SliceHost h : job.getSlice().getHostsList()) {
      out.printf("  host %s at %s: chips %s%n", h.getHostId(), h.getEndpoint(),
          h.getChipsList().stream().map(c -> String.valueOf(c.getIndex())).toList());
    }
  }

  private void train(JobClient jobs, Job job) throws Exception {
    WorldMembership world = JobWorld.membership(job, COLLECTIVE_TIMEOUT_MILLIS);
    List<JobWorld.Rank> places = JobWorld.ranks(job);
    int n = places.size();
    if (opts.batch % n != 0) {
      int rounded = ((opts.batch + n - 1) / n) * n;
      out.printf("batch %d rounded up to %d: %d ranks take equal parts%n", opts.batch, rounded, n);
      opts.batch = rounded;
    }
    int perRank = opts.batch / n;
    List<Rank> ranks = new ArrayList<>();
    try {
      for (JobWorld.Rank p : places) {
        TpuClient client = TpuClient.builder().target(p.endpoint()).jobId(job.getJobId()).build();
        Session s = client.openRank(job.getTenant(), world.toBuilder().setRank(p.rank()).build(), EagerMode.FUSED);
        ranks.add(new Rank(p.rank(), p.hostId(), client, s, new LlamaModel(new Init(s, opts.seed), config),
            Executors.newSingleThreadExecutor(r -> new Thread(r, "rank-" + p.rank()))));
      }
      jobs.start(job.getJobId());
      out.printf(Locale.ROOT, "job %s RUNNING: %d ranks (one session per chip), %d sequence(s) of %d each per step%n",
          job.getJobId(), n, perRank, opts.seq);
      Rank r0 = ranks.get(0);
      out.printf(Locale.ROOT, "tiny Llama: %d layers, width %d, %d heads (%d kv), vocab %d chars, %,d parameters%n",
          opts.layers, opts.dim, opts.heads, opts.kvHeads, vocabulary.length(), r0.model().parameterCount());

      // every rank starts from rank 0's weights, as DDP does
      onEveryRank(ranks, r -> {
        List<Parameter> params = r.model().parameters();
        List<Tensor> synced = new DataParallel(ProcessGroup.world(r.session()),
            params.stream().map(Parameter::value).toList()).broadcastParameters(0);
        for (int i = 0; i < params.size(); i++) {
          params.get(i).set(synced.get(i));
        }
        return null;
      });

      Random batches = new Random(opts.seed);
      long[][] firstBatch = opts.windows(tokens, batches);
      Map<Integer, DataParallelTrainStep> steps = compileSteps(ranks, firstBatch, perRank);

      double deviceBefore = r0.session().timing().getDeviceSeconds();
      long start = System.nanoTime();
      TinyLlama.ProgressBar bar = new TinyLlama.ProgressBar(out, opts.steps, "compiled, data-parallel x" + n);
      double lastLoss = Double.NaN;
      for (int i = 0; i < opts.steps; i++) {
        long[][] global = i == 0 ? firstBatch : opts.windows(tokens, batches);
        List<Double> losses = onEveryRank(ranks, r -> {
          Tensor loss = steps.get(r.rank()).step(part(r.session(), global, r.rank(), perRank));
          return r.rank() == 0 ? loss.item() : null; // rank 0 reads the averaged loss; the others run ahead
        });
        lastLoss = losses.get(0);
        bar.update(i + 1, lastLoss, (double) (i + 1) * opts.batch * opts.seq / ((System.nanoTime() - start) / 1e9));
      }
      bar.finish();
      double wall = (System.nanoTime() - start) / 1e9;
      double device = r0.session().timing().getDeviceSeconds() - deviceBefore;
      out.printf(Locale.ROOT, "trained in %.1f s wall (%.1f ms/step); simulated %s device time per rank %.2f ms "
          + "(%.1f us/step, with the all-reduce over the slice's ICI)%n", wall, wall * 1e3 / opts.steps,
          r0.session().info().getSpec().getGeneration(), device * 1e3, device * 1e6 / opts.steps);
      out.printf(Locale.ROOT, "final loss %.3f (uniform guess: %.3f)%n", lastLoss, Math.log(vocabulary.length()));
      if (opts.generate > 0) {
        onRank(r0, () -> {
          opts.generateText(r0.model(), promptIds, vocabulary, out);
          return null;
        });
      }
    } finally {
      for (Rank r : ranks) {
        r.thread().shutdownNow();
        r.session().close();
        r.client().close();
      }
    }
  }

  /**
   * Compiles the step on rank 0 first (its host compiles and stores the programs in the shared cache), then on
   * every other rank at once; prints where each host's programs came from.
   */
  private Map<Integer, DataParallelTrainStep> compileSteps(List<Rank> ranks, long[][] firstBatch, int perRank)
      throws Exception {
    Map<Integer, DataParallelTrainStep> steps = new java.util.concurrent.ConcurrentHashMap<>();
    RankTask<Object> compile = r -> {
      List<Parameter> params = r.model().parameters();
      AdamW optimizer = new AdamW(params, LrSchedule.warmupCosine(opts.lr, Math.min(opts.warmup, opts.steps - 1),
          opts.steps, opts.lr / 10), 0.9, 0.95, 1e-8, 0.1);
      LlamaModel model = r.model();
      steps.put(r.rank(), DataParallelTrainStep.compiled(optimizer, ProcessGroup.world(r.session()),
          in -> model.loss(in[0], in[1]), part(r.session(), firstBatch, r.rank(), perRank)));
      return null;
    };
    onEveryRank(ranks.subList(0, 1), compile);
    onEveryRank(ranks.subList(1, ranks.size()), compile);
    Map<String, List<Rank>> byHost = new LinkedHashMap<>();
    ranks.forEach(r -> byHost.computeIfAbsent(r.hostId(), k -> new ArrayList<>()).add(r));
    for (Map.Entry<String, List<Rank>> e : byHost.entrySet()) {
      int programs = 0;
      int hits = 0;
      long compileNanos = 0;
      for (Rank r : e.getValue()) {
        DataParallelTrainStep st = steps.get(r.rank());
        for (CompiledFunction f : List.of(st.gradientsFunction(), st.updateFunction())) {
          for (CompiledProgram p : f.programs()) {
            programs++;
            hits += p.cacheHit() ? 1 : 0;
            compileNanos += p.compileWallNanos();
          }
        }
      }
      out.printf(Locale.ROOT, "host %s (ranks %s): %d programs, %d from the compilation cache, %d compiled here "
          + "(%.0f ms in its compile calls)%s%n", e.getKey(), e.getValue().stream().map(Rank::rank).toList(), programs, hits,
          programs - hits, compileNanos / 1e6,
          hits == programs ? ": cache HIT, this host compiled nothing" : "");
    }
    return steps;
  }

  /** This rank's rows of the global {ids, targets} batch, as tensors on its session. */
  private Tensor[] part(Session s, long[][] global, int rank, int perRank) {
    int from = rank * perRank * opts.seq;
    int to = from + perRank * opts.seq;
    return new Tensor[] {s.tensor(Arrays.copyOfRange(global[0], from, to), perRank, opts.seq),
        s.tensor(Arrays.copyOfRange(global[1], from, to), perRank, opts.seq)};
  }

  @FunctionalInterface
  private interface RankTask<T> {
    T run(Rank r) throws Exception;
  }

  /** Runs the task on every rank's own thread at once (collectives need every rank); the results in rank order. */
  private static <T> List<T> onEveryRank(List<Rank> ranks, RankTask<T> task) throws Exception {
    List<Future<T>> futures = new ArrayList<>();
    for (Rank r : ranks) {
      futures.add(r.thread().submit(() -> task.run(r)));
    }
    List<T> results = new ArrayList<>();
    for (Future<T> f : futures) {
      results.add(await(f));
    }
    return results;
  }

  private static <T> T onRank(Rank r, Callable<T> task) throws Exception {
    return await(r.thread().submit(task));
  }

  private static <T> T await(Future<T> f) throws Exception {
    try {
      return f.get(10, TimeUnit.MINUTES);
    } catch (ExecutionException e) {
      if (e.getCause() instanceof Exception ex) {
        throw ex;
      }
      throw e;
    }
  }
}
