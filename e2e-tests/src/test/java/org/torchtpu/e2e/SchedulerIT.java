package org.torchtpu.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.stub.StreamObserver;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.torchtpu.api.v1.CancelJobRequest;
import org.torchtpu.api.v1.CloseSessionRequest;
import org.torchtpu.api.v1.DescribeHostRequest;
import org.torchtpu.api.v1.DescribePodsRequest;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.GetJobRequest;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.JobEvent;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.api.v1.ListJobsRequest;
import org.torchtpu.api.v1.OpenSessionRequest;
import org.torchtpu.api.v1.Pod;
import org.torchtpu.api.v1.PodHost;
import org.torchtpu.api.v1.RuntimeGrpc;
import org.torchtpu.api.v1.SchedulerGrpc;
import org.torchtpu.api.v1.SessionInfo;
import org.torchtpu.api.v1.SliceHost;
import org.torchtpu.api.v1.StartJobRequest;
import org.torchtpu.api.v1.SubmitJobRequest;
import org.torchtpu.api.v1.WatchJobRequest;

/**
 * The scheduler and four tpu-server hosts (4 v5p chips each, a 2x2x1 tray) as real processes on loopback, forming
 * a 4x2x2 pod: hosts a and b stacked along z at x = 0..1, c and d at x = 2..3. A 2x2x2 job spans two hosts; a
 * killed host's job fails, or is requeued, once the 3 s lease runs out; a restarted scheduler keeps every job.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SchedulerIT {
  private static final long LEASE_MILLIS = 3_000;
  /** The pod this test builds; docker-compose.yml describes the same one (ComposeTopologyTest checks). */
  static final String GENERATION = "v5p";
  static final String POD_DIMS = "4x2x2";
  static final int CHIPS_PER_HOST = 4;
  static final Map<String, String> ORIGINS = new LinkedHashMap<>();

  static {
    ORIGINS.put("host-a", "0,0,0");
    ORIGINS.put("host-b", "0,0,1");
    ORIGINS.put("host-c", "2,0,0");
    ORIGINS.put("host-d", "2,0,1");
  }

  private static Path dataDir;
  private static int schedulerGrpcPort;
  private static int schedulerHttpPort;
  private static ServiceProcess scheduler;
  private static final Map<String, ServiceProcess> hosts = new LinkedHashMap<>();
  private static ManagedChannel channel;
  private static SchedulerGrpc.SchedulerBlockingStub sched;

  // shared by the ordered steps
  private static Job failing;
  private static Job requeueing;

  private static String[] schedulerArgs() {
    return new String[] {"--torchtpu.scheduler.data-dir=" + dataDir, "--torchtpu.scheduler.lease=" + LEASE_MILLIS + "ms",
        "--torchtpu.scheduler.tick-interval=100ms", "--torchtpu.scheduler.pods[0].name=it",
        "--torchtpu.scheduler.pods[0].generation=" + GENERATION, "--torchtpu.scheduler.pods[0].dims=" + POD_DIMS};
  }

  private static ServiceProcess startHost(String id) throws Exception {
    return ServiceProcess.start("tpu-server", "--torchtpu.generation=" + GENERATION, "--torchtpu.chips=" + CHIPS_PER_HOST,
        "--torchtpu.host-id=" + id, "--torchtpu.torus-origin=" + ORIGINS.get(id),
        "--torchtpu.scheduler-target=127.0.0.1:" + schedulerGrpcPort);
  }

  @BeforeAll
  static void startPod() throws Exception {
    dataDir = Files.createTempDirectory("scheduler-it-");
    schedulerGrpcPort = ServiceProcess.freePort();
    schedulerHttpPort = ServiceProcess.freePort();
    scheduler = ServiceProcess.startOnPorts("scheduler", schedulerGrpcPort, schedulerHttpPort, schedulerArgs());
    channel = ManagedChannelBuilder.forTarget(scheduler.grpcTarget()).usePlaintext().build();
    sched = SchedulerGrpc.newBlockingStub(channel);
    ExecutorService starter = Executors.newFixedThreadPool(2);
    Map<String, Future<ServiceProcess>> starting = new LinkedHashMap<>();
    for (String id : ORIGINS.keySet()) {
      starting.put(id, starter.submit(() -> startHost(id)));
    }
    for (Map.Entry<String, Future<ServiceProcess>> e : starting.entrySet()) {
      hosts.put(e.getKey(), e.getValue().get(3, TimeUnit.MINUTES));
    }
    starter.shutdown();
    awaitPod(p -> p.getHealthyChips() == 16, "all 16 chips registered and healthy");
  }

  @AfterAll
  static void stopPod() throws Exception {
    if (channel != null) {
      channel.shutdownNow();
    }
    hosts.values().forEach(ServiceProcess::close);
    if (scheduler != null) {
      scheduler.close();
    }
    if (dataDir != null) {
      try (Stream<Path> files = Files.walk(dataDir)) {
        files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
      }
    }
  }

  private static SchedulerGrpc.SchedulerBlockingStub sched() {
    // wait-for-ready: just after a (re)start the HTTP health check can pass before the gRPC port listens
    return sched.withWaitForReady().withDeadlineAfter(20, TimeUnit.SECONDS);
  }

  private static Pod pod() {
    return sched().describePods(DescribePodsRequest.getDefaultInstance()).getPods(0);
  }

  private static Pod awaitPod(Predicate<Pod> condition, String what) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
    Pod p = pod();
    while (!condition.test(p)) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("pod never reached: " + what + "; last seen:\n" + p);
      }
      Thread.sleep(100);
      p = pod();
    }
    return p;
  }

  private static SubmitJobRequest job(String topology, boolean requeue) {
    return SubmitJobRequest.newBuilder().setTenant("e2e").setGeneration(Generation.V5P).setTopology(topology)
        .setTimeLimitSeconds(3600).setRequeueOnHostFailure(requeue).build();
  }

  /** Collects a job's watch stream. */
  private static LinkedBlockingQueue<JobEvent> watch(String jobId) {
    LinkedBlockingQueue<JobEvent> events = new LinkedBlockingQueue<>();
    SchedulerGrpc.newStub(channel).watchJob(WatchJobRequest.newBuilder().setJobId(jobId).build(), new StreamObserver<>() {
      public void onNext(JobEvent e) {
        events.add(e);
      }

      public void onError(Throwable t) {}

      public void onCompleted() {}
    });
    return events;
  }

  private static JobEvent awaitEvent(LinkedBlockingQueue<JobEvent> events, JobState state) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (System.nanoTime() < deadline) {
      JobEvent e = events.poll(500, TimeUnit.MILLISECONDS);
      if (e != null && e.getState() == state) {
        return e;
      }
    }
    throw new AssertionError("no " + state + " event within 60 s");
  }

  private static List<String> hostIds(Job j) {
    return j.getSlice().getHostsList().stream().map(SliceHost::getHostId).toList();
  }

  @Test
  @Order(1)
  void aTwoHostJobIsGangScheduledAndOpensASessionOnEachHost() throws Exception {
    failing = sched().submitJob(job("2x2x2", false));
    assertThat(failing.getState()).isEqualTo(JobState.SCHEDULED);
    assertThat(failing.getSlice().getTopology()).isEqualTo("2x2x2");
    assertThat(failing.getSlice().getHostsList()).hasSize(2)
        .allSatisfy(h -> assertThat(h.getChipsList()).hasSize(4));
    // the box is one 2x2 column of the pod: both its trays, stacked along z
    assertThat(List.of(List.of("host-a", "host-b"), List.of("host-c", "host-d"))).contains(hostIds(failing));
    for (SliceHost h : failing.getSlice().getHostsList()) {
      assertThat(h.getEndpoint()).isEqualTo(hosts.get(h.getHostId()).grpcTarget());
      ManagedChannel ch = ManagedChannelBuilder.forTarget(h.getEndpoint()).usePlaintext().build();
      try {
        RuntimeGrpc.RuntimeBlockingStub rt = RuntimeGrpc.newBlockingStub(ch).withDeadlineAfter(20, TimeUnit.SECONDS);
        assertThat(rt.describeHost(DescribeHostRequest.getDefaultInstance()).getHostId()).isEqualTo(h.getHostId());
        int chip = h.getChips(3).getIndex();
        SessionInfo s = rt.openSession(OpenSessionRequest.newBuilder().setTenant("e2e").setGeneration(Generation.V5P)
            .setChip(chip).setMode(EagerMode.DEBUG).build());
        assertThat(s.getChip()).isEqualTo(chip);
        assertThat(s.getSpec().getGeneration()).isEqualTo(Generation.V5P);
        rt.closeSession(CloseSessionRequest.newBuilder().setSessionId(s.getSessionId()).build());
      } finally {
        ch.shutdownNow();
      }
    }
    assertThat(sched().startJob(StartJobRequest.newBuilder().setJobId(failing.getJobId()).build()).getState())
        .isEqualTo(JobState.RUNNING);
    HttpResponse<String> podJson = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
        URI.create(scheduler.httpBase() + "/api/v1/pod")).build(), HttpResponse.BodyHandlers.ofString());
    assertThat(podJson.statusCode()).isEqualTo(200);
    assertThat(podJson.body()).contains(failing.getJobId()).contains("\"state\": \"busy\"").contains("\"state\": \"free\"");
  }

  @Test
  @Order(2)
  void aKilledHostsJobFailsOrIsRequeuedWhenItsLeaseRunsOut() throws Exception {
    requeueing = sched().submitJob(job("2x2x2", true));
    assertThat(requeueing.getState()).isEqualTo(JobState.SCHEDULED);
    assertThat(hostIds(requeueing)).doesNotContainAnyElementsOf(hostIds(failing));
    LinkedBlockingQueue<JobEvent> failingEvents = watch(failing.getJobId());
    LinkedBlockingQueue<JobEvent> requeueEvents = watch(requeueing.getJobId());

    // a crash, not a shutdown: the host says nothing, only its silence tells
    String lostA = hostIds(failing).get(0);
    // the job's client is streaming ops to that host when it dies
    org.torchtpu.client.TpuClient client = org.torchtpu.client.TpuClient.connect(hosts.get(lostA).grpcTarget(),
        ServiceProcess.CLIENT_GIVES_UP_FAST.withDeadline(java.time.Duration.ofSeconds(30)), failing.getJobId());
    org.torchtpu.client.Session session = client.openSession("e2e", 0, org.torchtpu.client.EagerMode.STRICT);
    org.torchtpu.client.Tensor x = session.zeros(8).add(1.0);
    assertThat(x.toFloatArray()).containsOnly(1f);
    long killedAt = System.currentTimeMillis();
    hosts.get(lostA).process().destroyForcibly().waitFor();
    org.torchtpu.client.TpuException lost = org.assertj.core.api.Assertions.catchThrowableOfType(
        () -> x.add(1.0).toFloatArray(), org.torchtpu.client.TpuException.class);
    assertThat(lost.code()).isEqualTo(io.grpc.Status.Code.UNAVAILABLE); // a clear error, not a hang
    System.out.println("client of the killed host " + lostA + " was told: " + lost.getMessage());
    client.close();
    JobEvent failed = awaitEvent(failingEvents, JobState.FAILED);
    System.out.printf("job %s failed %d ms after host %s was killed (lease %d ms): %s%n", failing.getJobId(),
        failed.getTimeMillis() - killedAt, lostA, LEASE_MILLIS, failed.getReason());
    assertThat(failed.getReason()).contains(lostA).contains("missed its lease");
    assertThat(failed.getJob().hasSlice()).isFalse();

    String lostB = hostIds(requeueing).get(1);
    hosts.get(lostB).process().destroyForcibly().waitFor();
    JobEvent requeued = awaitEvent(requeueEvents, JobState.QUEUED);
    assertThat(requeued.getReason()).contains(lostB).contains("requeued");
    assertThat(requeued.getJob().getRequeues()).isEqualTo(1);
    Pod p = pod();
    assertThat(p.getHealthyChips()).isEqualTo(8);
    assertThat(p.getHostsList()).filteredOn(h -> !h.getHealthy()).extracting(PodHost::getHostId)
        .containsExactlyInAnyOrder(lostA, lostB);
    // the two live hosts are not a 2x2x2 box: the requeued job waits, holding nothing
    assertThat(sched().getJob(GetJobRequest.newBuilder().setJobId(requeueing.getJobId()).build()).getState())
        .isEqualTo(JobState.QUEUED);
    assertThat(p.getBusyChips()).isZero();

    // the lost host comes back (a new process, new ports): the requeued job runs again on it
    hosts.get(lostB).close();
    hosts.put(lostB, startHost(lostB));
    JobEvent again = awaitEvent(requeueEvents, JobState.SCHEDULED);
    assertThat(hostIds(again.getJob())).contains(lostB);
    assertThat(again.getJob().getSlice().getHostsList()).filteredOn(h -> h.getHostId().equals(lostB))
        .extracting(SliceHost::getEndpoint).containsExactly(hosts.get(lostB).grpcTarget());
    requeueing = sched().startJob(StartJobRequest.newBuilder().setJobId(requeueing.getJobId()).build());
    assertThat(requeueing.getState()).isEqualTo(JobState.RUNNING);
  }

  @Test
  @Order(3)
  void aRestartedSchedulerKeepsEveryJobsState() throws Exception {
    Job waiting = sched().submitJob(job("4x2x2", false));
    assertThat(waiting.getState()).isEqualTo(JobState.QUEUED);
    Job cancelled = sched().submitJob(job("4x2x2", false));
    sched().cancelJob(CancelJobRequest.newBuilder().setJobId(cancelled.getJobId()).build());
    Map<String, Job> before = sched().listJobs(ListJobsRequest.getDefaultInstance()).getJobsList().stream()
        .collect(Collectors.toMap(Job::getJobId, j -> j, (a, b) -> a, LinkedHashMap::new));
    assertThat(before.values()).extracting(Job::getState).containsExactly(
        JobState.FAILED, JobState.RUNNING, JobState.QUEUED, JobState.CANCELLED);

    channel.shutdownNow();
    scheduler.close();
    long restartedAt = System.currentTimeMillis();
    scheduler = ServiceProcess.startOnPorts("scheduler", schedulerGrpcPort, schedulerHttpPort, schedulerArgs());
    channel = ManagedChannelBuilder.forTarget(scheduler.grpcTarget()).usePlaintext().build();
    sched = SchedulerGrpc.newBlockingStub(channel);

    List<Job> after = sched().listJobs(ListJobsRequest.getDefaultInstance()).getJobsList();
    assertThat(after).extracting(Job::getJobId).containsExactlyElementsOf(before.keySet());
    for (Job a : after) {
      Job b = before.get(a.getJobId());
      assertThat(a.getState()).as(a.getJobId()).isEqualTo(b.getState());
      assertThat(a.getSlice()).as(a.getJobId()).isEqualTo(b.getSlice());
      assertThat(a.getRequeues()).isEqualTo(b.getRequeues());
    }
    // the live hosts go on heartbeating to the restarted scheduler, so the running job keeps its chips
    List<String> live = new ArrayList<>(hostIds(requeueing));
    awaitPod(p -> p.getHostsList().stream().filter(h -> live.contains(h.getHostId()))
        .allMatch(h -> h.getHealthy() && h.getLastHeartbeatMillis() > restartedAt + LEASE_MILLIS),
        "the running job's hosts heartbeating past a lease after the restart");
    Job still = sched().getJob(GetJobRequest.newBuilder().setJobId(requeueing.getJobId()).build());
    assertThat(still.getState()).isEqualTo(JobState.RUNNING);
    assertThat(still.getSlice()).isEqualTo(before.get(requeueing.getJobId()).getSlice());
  }
}
