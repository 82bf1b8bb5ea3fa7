package org.torchtpu.tpuctl;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.Metadata;
import io.grpc.Server;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import io.grpc.ServerInterceptors;
import io.grpc.Status;
import io.grpc.inprocess.InProcessChannelBuilder;
import io.grpc.inprocess.InProcessServerBuilder;
import io.grpc.stub.StreamObserver;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.torchtpu.api.v1.AdviceReport;
import org.torchtpu.api.v1.AdviseRequest;
import org.torchtpu.api.v1.AdvisorGrpc;
import org.torchtpu.api.v1.CacheStats;
import org.torchtpu.api.v1.CacheStatsRequest;
import org.torchtpu.api.v1.CancelJobRequest;
import org.torchtpu.api.v1.CompilationCacheGrpc;
import org.torchtpu.api.v1.DescribePodsRequest;
import org.torchtpu.api.v1.DescribePodsResponse;
import org.torchtpu.api.v1.Finding;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.GetJobRequest;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.JobEvent;
import org.torchtpu.api.v1.JobSlice;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.api.v1.ListJobsRequest;
import org.torchtpu.api.v1.ListJobsResponse;
import org.torchtpu.api.v1.Pod;
import org.torchtpu.api.v1.PodChip;
import org.torchtpu.api.v1.PodHost;
import org.torchtpu.api.v1.SchedulerGrpc;
import org.torchtpu.api.v1.SourceLocation;
import org.torchtpu.api.v1.SubmitJobRequest;
import org.torchtpu.api.v1.TorusCoord;
import org.torchtpu.api.v1.WatchJobRequest;
import picocli.CommandLine;

/** tpuctl's commands against in-process fakes of the scheduler, the cache and the advisor. */
class TpuctlTest {
  private static final Job RUNNING = Job.newBuilder().setJobId("job-1").setTenant("alice").setName("train")
      .setState(JobState.RUNNING).setGeneration(Generation.V5P).setChipCount(4).setPriority(100)
      .setSlice(JobSlice.newBuilder().setPod("pod-a").setTopology("2x2x1")
          .setOrigin(TorusCoord.newBuilder().setX(0).setY(0).setZ(0)))
      .build();

  private final List<Object> requests = new ArrayList<>();
  private final List<String> apiKeys = new ArrayList<>();
  private final List<String> targets = new ArrayList<>();
  private Server server;
  private String serverName;
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  @BeforeEach
  void start() throws Exception {
    serverName = "tpuctl-" + System.nanoTime();
    ServerInterceptor keys = new ServerInterceptor() {
      @Override
      public <Q, R> ServerCall.Listener<Q> interceptCall(ServerCall<Q, R> call, Metadata headers,
          ServerCallHandler<Q, R> next) {
        apiKeys.add(headers.get(Connections.API_KEY));
        return next.startCall(call, headers);
      }
    };
    server = InProcessServerBuilder.forName(serverName)
        .addService(ServerInterceptors.intercept(new FakeScheduler(), keys))
        .addService(new FakeCache())
        .addService(new FakeAdvisor())
        .build().start();
  }

  @AfterEach
  void stop() throws Exception {
    server.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
  }

  private int run(String... args) {
    CommandLine cmd = Tpuctl.commandLine(target -> {
      targets.add(target);
      return InProcessChannelBuilder.forName(serverName).build();
    });
    cmd.setOut(new PrintWriter(out, true));
    cmd.setErr(new PrintWriter(err, true));
    return cmd.execute(args);
  }

  // ------------------------------------------------------------------ jobs

  @Test
  void submitSendsTheRequestAndPrintsTheJob() {
    int code = run("jobs", "submit", "--tenant", "alice", "--chips", "4", "--generation", "v5p",
        "--priority", "100", "--name", "train", "--api-key", "k-123", "--target", "sched:1");

    assertThat(code).isEqualTo(Tpuctl.OK);
    assertThat(requests).singleElement().isEqualTo(SubmitJobRequest.newBuilder().setTenant("alice")
        .setChipCount(4).setGeneration(Generation.V5P).setPriority(100).setName("train").build());
    assertThat(out.toString()).isEqualTo("submitted job-1: QUEUED (waiting for 4 chips)\n");
    assertThat(apiKeys).containsExactly("k-123");
    assertThat(targets).containsExactly("sched:1");
  }

  /** A key read from a file never appears on the command line (ps, /proc/PID/cmdline, shell history). */
  @Test
  void theApiKeyCanComeFromAFile(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
    java.nio.file.Path file = dir.resolve("key");
    java.nio.file.Files.writeString(file, "k-from-file\n");
    assertThat(run("--api-key-file", file.toString(), "jobs", "get", "job-1")).isEqualTo(Tpuctl.OK);
    assertThat(apiKeys).containsExactly("k-from-file");

    java.nio.file.Files.writeString(file, "\n");
    assertThat(run("--api-key-file", file.toString(), "jobs", "get", "job-1")).isEqualTo(Tpuctl.USAGE);
    assertThat(err.toString()).contains("has no key on its first line");
    assertThat(run("--api-key-file", dir.resolve("absent").toString(), "jobs", "get", "job-1")).isEqualTo(Tpuctl.USAGE);
    assertThat(apiKeys).as("nothing sent without a key").containsExactly("k-from-file");
  }

  @Test
  void listPrintsATable() {
    int code = run("jobs", "list", "--tenant", "alice", "--state", "RUNNING,QUEUED");

    assertThat(code).isEqualTo(Tpuctl.OK);
    assertThat(requests).singleElement().isEqualTo(ListJobsRequest.newBuilder().setTenant("alice")
        .addStates(JobState.RUNNING).addStates(JobState.QUEUED).build());
    assertThat(out.toString()).isEqualTo("""
        JOB    TENANT  NAME   STATE    GEN  CHIPS  SLICE        PRIORITY  REASON
        job-1  alice   train  RUNNING  v5p  4      2x2x1@0,0,0  100
        job-2  bob     -      QUEUED   v5e  -      -            0         waiting for 16 chips
        2 job(s)
        """);
    assertThat(targets).containsExactly(Tpuctl.SCHEDULER);
  }

  @Test
  void getOfAnUnknownJobIsAnRpcErrorWithTheStatus() {
    int code = run("jobs", "get", "job-9");

    assertThat(code).isEqualTo(Tpuctl.RPC_ERROR);
    assertThat(err.toString()).isEqualTo("error: NOT_FOUND: no job job-9\n");
  }

  @Test
  void anErrorDescriptionIsPrintedOnOneLineEscaped() {
    int code = run("jobs", "get", "job-9\nerror: \u001b[2Jfake");

    assertThat(code).isEqualTo(Tpuctl.RPC_ERROR);
    assertThat(err.toString()).isEqualTo("error: NOT_FOUND: no job job-9\\nerror: \\u001b[2Jfake\n");
  }

  @Test
  void aTopologyWithControlCharactersIsPrintedEscaped() {
    assertThat(run("jobs", "get", "job-odd")).isEqualTo(Tpuctl.OK);
    assertThat(out.toString()).contains("asked       2\\r\\u0008\\u0007x2, priority 0\n");
  }

  @Test
  void getPrintsTheJob() {
    assertThat(run("jobs", "get", "job-1")).isEqualTo(Tpuctl.OK);
    assertThat(out.toString()).contains("job         job-1 (train)").contains("state       RUNNING")
        .contains("slice       2x2x1@0,0,0");
  }

  @Test
  void watchPrintsEveryEventUntilTheStreamEnds() {
    int code = run("jobs", "watch", "job-1");

    assertThat(code).isEqualTo(Tpuctl.OK);
    assertThat(out.toString()).isEqualTo("""
        1970-01-01T00:00:01Z  QUEUED  waiting for 4 chips
        1970-01-01T00:00:02Z  RUNNING
        1970-01-01T00:00:03Z  SUCCEEDED  done
        """);
  }

  @Test
  void cancelPrintsTheNewState() {
    assertThat(run("jobs", "cancel", "job-1")).isEqualTo(Tpuctl.OK);
    assertThat(requests).singleElement().isEqualTo(CancelJobRequest.newBuilder().setJobId("job-1").build());
    assertThat(out.toString()).isEqualTo("job-1: CANCELLED\n");
  }

  @Test
  void usageErrorsExitWithOne() {
    assertThat(run("jobs", "submit", "--tenant", "alice")).isEqualTo(Tpuctl.USAGE); // neither --chips nor --topology
    assertThat(err.toString()).contains("error: Error: Missing required argument");
    assertThat(run("jobs", "submit", "--tenant", "a", "--chips", "2", "--generation", "v9")).isEqualTo(Tpuctl.USAGE);
    assertThat(err.toString()).contains("unknown --generation").doesNotContain("v9");
    assertThat(run("frobnicate")).isEqualTo(Tpuctl.USAGE);
    assertThat(run()).isEqualTo(Tpuctl.USAGE);
    assertThat(requests).isEmpty();
  }

  /**
   * A mistyped key option never prints its key: picocli's message was "Unknown option: '--api-kye=SECRET'" (or
   * "Unmatched arguments from index 2: '--apikey', 'SECRET'"), printed to the terminal and so to CI logs.
   */
  @Test
  void aMistypedKeyOptionIsNamedWithoutItsValue() {
    String secret = "tk-9f8e7d6c5b4a";
    String[][] mistakes = {
        {"--api-kye=" + secret, "jobs", "list"},
        {"jobs", "list", "--api-kye=" + secret},
        {"jobs", "list", "--apikey", secret},
        {"--api_key", secret, "jobs", "list"},
        {"jobs", "get", "job-1", secret},
        {"--timeout=" + secret, "jobs", "list"},
        {"--api-key" + secret, "jobs", "list"},
        {"jobs", "list", "--api-key:" + secret},
        {"jobs", "list", "--state", "QUEUED," + secret},
        {"simulate", "--mesh", "4," + secret},
        {"jobs", "submit", "--tenant", "a", "--chips", "2", "--generation", secret},
    };
    for (String[] args : mistakes) {
      assertThat(run(args)).as(String.join(" ", args)).isEqualTo(Tpuctl.USAGE);
    }
    assertThat(err.toString()).doesNotContain(secret).doesNotContain(secret.substring(3))
        .contains("did you mean --api-key", "'--api-key...' (the rest not shown)",
            "invalid value for option '--timeout'", "invalid value for option '--state'",
            "invalid value for option '--mesh'", "unknown --generation");
    assertThat(out.toString()).doesNotContain(secret);
    assertThat(requests).isEmpty();
  }

  /** A sharding that does not parse is named by its option, not repeated (it printed the part it could not read). */
  @Test
  void aShardingThatDoesNotParseIsNotRepeated(@TempDir Path dir) throws Exception {
    String secret = "tk-9f8e7d6c5b4a";
    Path module = dir.resolve("model.mlir");
    Files.writeString(module, "module @m {}");

    int code = run("simulate", "--stablehlo", module.toString(), "--mesh", "4", "--sharding", "0," + secret);

    assertThat(code).isNotEqualTo(Tpuctl.OK);
    assertThat(err.toString()).doesNotContain(secret).contains("--sharding of parameter 0: dim 1 is not a mesh axis");
    assertThat(requests).isEmpty();
  }

  // ------------------------------------------------------------------ pod and cache

  @Test
  void podShowsWhichJobHoldsEachChip() {
    int code = run("pod");

    assertThat(code).isEqualTo(Tpuctl.OK);
    assertThat(out.toString()).isEqualTo("""
        pod pod-a (v5p, 4x2x1): 7 chips registered, 6 healthy, 4 busy
          host h0 localhost:7001, 4 chips, healthy
          host h1 localhost:7002, 3 chips, UNHEALTHY
            y\\x  0  1  2  3
              0  A  A  .  x
              1  A  A  .
          legend: . free, x unhealthy, r reserved, A job-1
        """);
  }

  @Test
  void cacheStatsPrintsTheHitRate() {
    assertThat(run("cache", "stats")).isEqualTo(Tpuctl.OK);
    assertThat(out.toString()).contains("entries          12")
        .contains("bytes            3.0 MiB of 1.0 GiB")
        .contains("hits / misses    30 / 10 (hit rate 75.0%)");
    assertThat(targets).containsExactly(Tpuctl.CACHE);
  }

  // ------------------------------------------------------------------ advise

  @Test
  void adviseSendsTheStableHloAndPrintsTheReport(@TempDir Path dir) throws Exception {
    Path module = dir.resolve("model.mlir");
    Files.writeString(module, "module @m {}");

    int code = run("advise", "--stablehlo", module.toString(), "--generation", "v6e");

    assertThat(code).isEqualTo(Tpuctl.OK);
    assertThat(requests).singleElement().isEqualTo(AdviseRequest.newBuilder().setStablehlo("module @m {}")
        .setGeneration(Generation.V6E).build());
    assertThat(out.toString())
        .contains("Advice for stablehlo on v6e (MXU 256x256")
        .contains(" 1. MXU_UTILIZATION dot_general at stablehlo:3, 80.0% of the step")
        .contains("    fix: grow the contracting dim from 64 to 256");
    assertThat(targets).containsExactly(Tpuctl.TPU_SERVER);
  }

  @Test
  void adviseReadsAGraphAsJson(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("g.json");
    Files.writeString(file, "{\"outputs\": [\"3\"]}");

    assertThat(run("advise", "--graph", file.toString(), "--json")).isEqualTo(Tpuctl.OK);
    assertThat(requests).singleElement()
        .isEqualTo(AdviseRequest.newBuilder().setGraph(Graph.newBuilder().addOutputs(3)).build());
    assertThat(out.toString()).contains("\"kind\": \"MXU_UTILIZATION\"");
  }

  @Test
  void adviseOfAMissingOrBadFileIsAUsageError(@TempDir Path dir) throws Exception {
    assertThat(run("advise", "--graph", dir.resolve("missing.pb").toString())).isEqualTo(Tpuctl.USAGE);
    assertThat(err.toString()).contains("cannot read");
    Path bad = dir.resolve("bad.json");
    Files.writeString(bad, "{\"nodes\": 1}");
    assertThat(run("advise", "--graph", bad.toString())).isEqualTo(Tpuctl.USAGE);
    assertThat(err.toString()).contains("is not a torchtpu.v1.Graph");
    assertThat(requests).isEmpty();
  }

  @Test
  void adviseRejectedByTheServerExitsTwo(@TempDir Path dir) throws Exception {
    Path module = dir.resolve("bad.mlir");
    Files.writeString(module, "nonsense");

    assertThat(run("advise", "--stablehlo", module.toString())).isEqualTo(Tpuctl.RPC_ERROR);
    assertThat(err.toString()).isEqualTo("error: INVALID_ARGUMENT: stablehlo: syntax error at line 1, column 1\n");
  }

  // ------------------------------------------------------------------ fakes

  private final class FakeScheduler extends SchedulerGrpc.SchedulerImplBase {
    @Override
    public void submitJob(SubmitJobRequest request, StreamObserver<Job> out) {
      requests.add(request);
      out.onNext(Job.newBuilder().setJobId("job-1").setState(JobState.QUEUED).setReason("waiting for 4 chips").build());
      out.onCompleted();
    }

    @Override
    public void listJobs(ListJobsRequest request, StreamObserver<ListJobsResponse> out) {
      requests.add(request);
      out.onNext(ListJobsResponse.newBuilder().addJobs(RUNNING).addJobs(Job.newBuilder().setJobId("job-2")
          .setTenant("bob").setState(JobState.QUEUED).setGeneration(Generation.V5E).setTopology("4x4")
          .setReason("waiting for 16 chips")).build());
      out.onCompleted();
    }

    @Override
    public void getJob(GetJobRequest request, StreamObserver<Job> out) {
      if (request.getJobId().equals("job-odd")) { // stored before the scheduler refused control characters
        out.onNext(Job.newBuilder().setJobId("job-odd").setTenant("mallory").setState(JobState.QUEUED)
            .setTopology("2\r\b\u0007x2").build());
        out.onCompleted();
        return;
      }
      if (!request.getJobId().equals("job-1")) {
        out.onError(Status.NOT_FOUND.withDescription("no job " + request.getJobId()).asRuntimeException());
        return;
      }
      out.onNext(RUNNING);
      out.onCompleted();
    }

    @Override
    public void watchJob(WatchJobRequest request, StreamObserver<JobEvent> out) {
      out.onNext(JobEvent.newBuilder().setState(JobState.QUEUED).setReason("waiting for 4 chips").setTimeMillis(1000).build());
      out.onNext(JobEvent.newBuilder().setState(JobState.RUNNING).setTimeMillis(2000).build());
      out.onNext(JobEvent.newBuilder().setState(JobState.SUCCEEDED).setReason("done").setTimeMillis(3000).build());
      out.onCompleted();
    }

    @Override
    public void cancelJob(CancelJobRequest request, StreamObserver<Job> out) {
      requests.add(request);
      out.onNext(Job.newBuilder().setJobId(request.getJobId()).setState(JobState.CANCELLED).build());
      out.onCompleted();
    }

    @Override
    public void describePods(DescribePodsRequest request, StreamObserver<DescribePodsResponse> out) {
      Pod.Builder pod = Pod.newBuilder().setName("pod-a").setGeneration(Generation.V5P).setDims("4x2x1")
          .setRegisteredChips(7).setHealthyChips(6).setBusyChips(4)
          .addHosts(PodHost.newBuilder().setHostId("h0").setEndpoint("localhost:7001").setHealthy(true).setChips(4))
          .addHosts(PodHost.newBuilder().setHostId("h1").setEndpoint("localhost:7002").setHealthy(false).setChips(3));
      for (int x = 0; x < 2; x++) {
        for (int y = 0; y < 2; y++) {
          pod.addChips(chip(x, y, "busy", "job-1"));
        }
      }
      pod.addChips(chip(2, 0, "free", "")).addChips(chip(2, 1, "free", "")).addChips(chip(3, 0, "unhealthy", ""));
      out.onNext(DescribePodsResponse.newBuilder().addPods(pod).build());
      out.onCompleted();
    }

    private PodChip chip(int x, int y, String state, String job) {
      return PodChip.newBuilder().setCoord(TorusCoord.newBuilder().setX(x).setY(y)).setState(state).setJobId(job)
          .build();
    }
  }

  private static final class FakeCache extends CompilationCacheGrpc.CompilationCacheImplBase {
    @Override
    public void stats(CacheStatsRequest request, StreamObserver<CacheStats> out) {
      out.onNext(CacheStats.newBuilder().setStorage("embedded").setEntries(12).setBytes(3 << 20)
          .setMaxBytes(1L << 30).setHits(30).setMisses(10).build());
      out.onCompleted();
    }
  }

  private final class FakeAdvisor extends AdvisorGrpc.AdvisorImplBase {
    @Override
    public void advise(AdviseRequest request, StreamObserver<AdviceReport> out) {
      if (request.getStablehlo().equals("nonsense")) {
        out.onError(Status.INVALID_ARGUMENT.withDescription("stablehlo: syntax error at line 1, column 1")
            .asRuntimeException());
        return;
      }
      requests.add(request);
      out.onNext(AdviceReport.newBuilder().setGeneration(Generation.V6E).setMxuDim(256).setSubject("stablehlo")
          .setOps(1).setKernels(1).setDeviceSeconds(2e-6).setMxuUtilization(0.25)
          .addFindings(Finding.newBuilder().setKind(Finding.Kind.MXU_UTILIZATION).setOp("dot_general")
              .setLocation(SourceLocation.newBuilder().setFile("stablehlo").setLine(3))
              .setMeasure("MXU utilisation 25%: K=64 (contracting) fills 64 of 256").setValue(0.25)
              .setShareOfStep(0.8).setOccurrences(1)
              .setFix("grow the contracting dim from 64 to 256 (a multiple of 256)"))
          .build());
      out.onCompleted();
    }
  }
}
