package org.torchtpu.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.model.Container;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.containers.DockerComposeContainer;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.api.v1.Pod;
import org.torchtpu.api.v1.PodHost;
import org.torchtpu.api.v1.SubmitJobRequest;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.client.CompiledFunction;
import org.torchtpu.client.EagerMode;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;
import org.torchtpu.client.TpuClient;
import org.torchtpu.client.dist.ProcessGroup;
import org.torchtpu.client.dist.ReduceOp;
import org.torchtpu.client.jobs.JobClient;
import org.torchtpu.client.jobs.JobWorld;
import org.torchtpu.testing.DockerEngine;

/**
 * The docker-compose pod, built from this repository's Dockerfile and run by Compose (Testcontainers'
 * DockerComposeContainer with the machine's docker-compose): PostgreSQL, the scheduler, the compilation cache, four
 * tpu-server containers forming the 4x2x2 v5p pod, Prometheus. The test talks only to the ports compose publishes
 * on 127.0.0.1; the containers talk to each other on the compose network. A job runs through the scheduler on two
 * hosts from the SDK (a compiled program and an all-reduce over its 8 ranks, the second host's program from the
 * shared cache); then a running job's host container is killed and the scheduler fails that job.
 *
 * <p>Needs a Docker engine and docker-compose: without them it fails under CI and is skipped elsewhere; its
 * process-based twin is {@link SchedulerIT} (the same pod as processes). Base images: $BUILD_IMAGE, $RUN_IMAGE,
 * $POSTGRES_IMAGE, $PROMETHEUS_IMAGE when set (.ci/run sets the local Debian-built ones), else the official ones.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ComposePodIT {
  private static final String TENANT = "demo";
  private static final String TENANT_KEY = "demo-tenant-key"; // docker-compose.yml's development keys
  private static final String ADMIN_KEY = "demo-admin-key";
  private static final String SCHEDULER = "127.0.0.1:50052";
  private static final String CACHE_HTTP = "http://127.0.0.1:8082";
  /** Host port of each tpu-server's gRPC, as docker-compose.yml publishes them. */
  private static final Map<String, String> PUBLISHED = Map.of("tpu-server-0", "127.0.0.1:50051",
      "tpu-server-1", "127.0.0.1:50061", "tpu-server-2", "127.0.0.1:50071", "tpu-server-3", "127.0.0.1:50081");
  private static final Duration UP_TIMEOUT = Duration.ofMinutes(20);

  private static DockerComposeContainer<?> compose;
  private static JobClient jobs;
  /** The pod view is the operator's: DescribePods needs the admin key. */
  private static JobClient admin;

  @BeforeAll
  static void up() throws Exception {
    DockerEngine.require("ComposePodIT (the docker-compose pod)");
    requireCompose();
    Path repo = Path.of(System.getProperty("torchtpu.repo", "..")).toAbsolutePath().normalize();
    Map<String, String> env = new LinkedHashMap<>();
    for (String name : List.of("BUILD_IMAGE", "RUN_IMAGE", "POSTGRES_IMAGE", "PROMETHEUS_IMAGE")) {
      String v = System.getenv(name);
      if (v != null && !v.isBlank()) {
        env.put(name, v);
      }
    }
    System.out.println("ComposePodIT: docker-compose up --build from " + repo + " with " + env);
    long start = System.nanoTime();
    compose = new DockerComposeContainer<>(repo.resolve("docker-compose.yml").toFile())
        .withLocalCompose(true).withBuild(true).withPull(false) // nothing to pull: images are local or built
        .withEnv(env).withTailChildContainers(false);
    compose.start();
    System.out.printf("ComposePodIT: images built and containers started in %.0f s%n", (System.nanoTime() - start) / 1e9);
    // The actuator (HTTP health, Prometheus) listens on each container's management port, which the compose file
    // does not publish (its metrics are host totals for the scraper only): the gRPC health service says SERVING
    // once a service is up, as its container health check's actuator does inside.
    for (String grpc : List.of("50052", "50053", "50051", "50061", "50071", "50081")) {
      awaitHealthy("127.0.0.1:" + grpc);
    }
    jobs = JobClient.connect(SCHEDULER, TENANT_KEY);
    admin = JobClient.connect(SCHEDULER, ADMIN_KEY);
    awaitPod(p -> p.getHealthyChips() == 16, "all 16 chips registered and healthy");
    System.out.printf("ComposePodIT: pod healthy %.0f s after compose up began%n", (System.nanoTime() - start) / 1e9);
  }

  @AfterAll
  static void down() {
    if (jobs != null) {
      jobs.close();
    }
    if (admin != null) {
      admin.close();
    }
    if (compose != null) {
      compose.stop(); // docker-compose down -v: containers, network and the PostgreSQL volume
    }
  }

  private static void requireCompose() throws Exception {
    try {
      Process p = new ProcessBuilder("docker-compose", "version").redirectErrorStream(true).start();
      String out = new String(p.getInputStream().readAllBytes());
      if (p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0) {
        System.out.println("ComposePodIT: " + out.lines().findFirst().orElse(""));
        return;
      }
    } catch (java.io.IOException e) {
      // no such program: handled below
    }
    String why = "ComposePodIT: docker-compose is not installed (Debian package docker-compose; .ci/run installs it)";
    if (System.getenv("CI") != null && !System.getenv("CI").isBlank()) {
      throw new AssertionError(why + " — required in CI");
    }
    org.junit.jupiter.api.Assumptions.abort(why);
  }

  private static void awaitHealthy(String target) throws Exception {
    long deadline = System.nanoTime() + UP_TIMEOUT.toNanos();
    String last = "";
    io.grpc.ManagedChannel channel = io.grpc.ManagedChannelBuilder.forTarget(target).usePlaintext().build();
    try {
      while (System.nanoTime() < deadline) {
        try {
          io.grpc.health.v1.HealthCheckResponse r = io.grpc.health.v1.HealthGrpc.newBlockingStub(channel)
              .withDeadlineAfter(5, TimeUnit.SECONDS)
              .check(io.grpc.health.v1.HealthCheckRequest.newBuilder().setService("").build());
          if (r.getStatus() == io.grpc.health.v1.HealthCheckResponse.ServingStatus.SERVING) {
            return;
          }
          last = r.getStatus().name();
        } catch (io.grpc.StatusRuntimeException e) {
          last = e.getStatus().toString();
        }
        Thread.sleep(1000);
      }
    } finally {
      channel.shutdownNow();
    }
    throw new AssertionError(target + " never answered SERVING to the gRPC health check; last: " + last);
  }

  private static Pod awaitPod(Predicate<Pod> condition, String what) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
    Pod p = admin.pods().getPods(0);
    while (!condition.test(p)) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("pod never reached: " + what + "; last seen:\n" + p);
      }
      Thread.sleep(500);
      p = admin.pods().getPods(0);
    }
    return p;
  }

  private static SubmitJobRequest twoHostJob(String name) {
    return SubmitJobRequest.newBuilder().setTenant(TENANT).setGeneration(Generation.V5P).setTopology("2x2x2")
        .setTimeLimitSeconds(1800).setName(name).build();
  }

  /** A rank's client: the published port of its host (the membership keeps the in-network addresses). */
  private static TpuClient clientOf(JobWorld.Rank r, String jobId) {
    String target = PUBLISHED.get(r.hostId());
    assertThat(target).as("published port of %s", r.hostId()).isNotNull();
    return TpuClient.builder().target(target).apiKey(TENANT_KEY).jobId(jobId).build();
  }

  @Test
  @Order(1)
  void aJobRunsOnTwoHostsThroughTheSchedulerAndTheSecondHostHitsTheSharedCache() throws Exception {
    Job job = jobs.awaitPlaced(jobs.submit(twoHostJob("compose-it")).getJobId(), Duration.ofMinutes(2));
    List<JobWorld.Rank> ranks = JobWorld.ranks(job);
    assertThat(ranks).hasSize(8);
    assertThat(ranks.stream().map(JobWorld.Rank::hostId).distinct()).hasSize(2);
    WorldMembership world = JobWorld.membership(job, 120_000);

    List<TpuClient> clients = new ArrayList<>();
    List<Session> sessions = new ArrayList<>();
    ExecutorService threads = Executors.newFixedThreadPool(8);
    try {
      for (JobWorld.Rank r : ranks) {
        TpuClient c = clientOf(r, job.getJobId());
        clients.add(c);
        sessions.add(c.openRank(TENANT, world.toBuilder().setRank(r.rank()).build(), EagerMode.STRICT));
      }
      assertThat(jobs.start(job.getJobId()).getState()).isEqualTo(JobState.RUNNING);

      // rank 0 compiles (its host stores the program in the shared cache); the other host's first rank then gets it
      int otherHostRank = ranks.stream().filter(r -> !r.hostId().equals(ranks.get(0).hostId())).findFirst()
          .orElseThrow().rank();
      List<CompiledFunction> fns = new ArrayList<>(java.util.Collections.nCopies(sessions.size(), null));
      fns.set(0, compile(sessions.get(0)));
      assertThat(fns.get(0).program().cacheHit()).as("rank 0's compile").isFalse();
      long hitsBefore = cacheStats().hits();
      fns.set(otherHostRank, compile(sessions.get(otherHostRank)));
      // with keys on, cache_hit tells a tenant only of its own compiles on the same host (it must never reveal
      // another tenant's), so the shared cache's own count shows that the second host took the program from it
      assertThat(cacheStats().hits()).as("the second host's compile, from the shared cache").isEqualTo(hitsBefore + 1);
      System.out.printf("ComposePodIT: %s compiled the program, %s got it from the compilation cache%n",
          ranks.get(0).hostId(), ranks.get(otherHostRank).hostId());

      // every rank: y = 2x + 1 on its own x = [r, r+1, r+2, r+3] in the program, then the sum over the ranks
      List<Future<float[]>> results = new ArrayList<>();
      for (int i = 0; i < sessions.size(); i++) {
        int rank = i;
        results.add(threads.submit(() -> {
          Session s = sessions.get(rank);
          CompiledFunction f = fns.get(rank) != null ? fns.get(rank) : compile(s);
          Tensor y = f.call(s.tensor(new float[] {rank, rank + 1, rank + 2, rank + 3}, 4)).get(0);
          return ProcessGroup.world(s).allReduce(y, ReduceOp.SUM).toFloatArray();
        }));
      }
      float[] expected = new float[4];
      for (int r = 0; r < 8; r++) {
        for (int k = 0; k < 4; k++) {
          expected[k] += 2f * (r + k) + 1f;
        }
      }
      for (Future<float[]> f : results) {
        assertThat(f.get(5, TimeUnit.MINUTES)).containsExactly(expected);
      }
    } finally {
      threads.shutdownNow();
      sessions.forEach(Session::close);
      clients.forEach(TpuClient::close);
    }
    Job done = jobs.complete(job.getJobId(), true, "compose IT");
    assertThat(done.getState()).isEqualTo(JobState.SUCCEEDED);
    assertThat(jobs.get(job.getJobId()).hasSlice()).isFalse();

    CacheCounts stats = cacheStats();
    System.out.println("ComposePodIT: cache stats " + stats.body());
    assertThat(stats.hits()).isPositive();
  }

  private record CacheCounts(String body, long hits) {}

  /** The compilation cache's REST stats (admin key): its body and the hits it counted. */
  private static CacheCounts cacheStats() throws Exception {
    HttpResponse<String> stats = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
        URI.create(CACHE_HTTP + "/api/v1/cache/stats")).header("X-API-Key", ADMIN_KEY).build(),
        HttpResponse.BodyHandlers.ofString());
    assertThat(stats.statusCode()).isEqualTo(200);
    return new CacheCounts(stats.body(),
        Long.parseLong(stats.body().replaceAll("(?s).*\"hits\"\\s*:\\s*(\\d+).*", "$1")));
  }

  private static CompiledFunction compile(Session s) {
    return s.compileList(in -> List.of(in[0].mul(2.0).add(1.0)), s.zeros(4));
  }

  /**
   * Prometheus scrapes every service on its management port over the compose network, while the REST ports the
   * compose file publishes serve no actuator endpoint (its metrics are host totals over every tenant).
   */
  @Test
  @Order(2)
  void prometheusScrapesTheManagementPortsAndTheRestPortsServeNoMetrics() throws Exception {
    HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    for (String rest : List.of("8081", "8082", "8080", "8090", "8100", "8110")) {
      HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + rest + "/actuator/prometheus"))
          .header("X-API-Key", ADMIN_KEY).timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
      assertThat(r.statusCode()).as("/actuator/prometheus on REST port " + rest).isEqualTo(404);
    }
    // every target of deploy/prometheus.yml up (Prometheus scrapes each 10 s: wait for a scrape of each)
    long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
    String last = "";
    while (System.nanoTime() < deadline) {
      try {
        last = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:9090/api/v1/targets?state=active"))
            .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString()).body();
        if (countOf(last, "\"health\":\"up\"") == 6) {
          assertThat(last).contains("tpu-server-0:9080", "scheduler:9081", "compilation-cache:9082");
          return;
        }
      } catch (java.io.IOException e) {
        last = e.toString();
      }
      Thread.sleep(2000);
    }
    throw new AssertionError("Prometheus never had its 6 targets up; last: " + last);
  }

  private static int countOf(String text, String part) {
    int n = 0;
    for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + part.length())) {
      n++;
    }
    return n;
  }

  @Test
  @Order(3)
  void aKilledHostContainerFailsItsRunningJobWhenTheLeaseRunsOut() throws Exception {
    Job job = jobs.awaitPlaced(jobs.submit(twoHostJob("compose-it-killed")).getJobId(), Duration.ofMinutes(2));
    assertThat(jobs.start(job.getJobId()).getState()).isEqualTo(JobState.RUNNING);
    String victim = JobWorld.ranks(job).get(7).hostId();

    DockerClient docker = DockerClientFactory.instance().client();
    List<Container> found = docker.listContainersCmd()
        .withLabelFilter(Map.of("com.docker.compose.service", victim)).exec();
    assertThat(found).as("the container of %s", victim).hasSize(1);
    long killedAt = System.currentTimeMillis();
    docker.killContainerCmd(found.get(0).getId()).exec();
    System.out.println("ComposePodIT: killed the container of " + victim + " while job " + job.getJobId() + " ran");

    long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
    Job now = jobs.get(job.getJobId());
    while (now.getState() == JobState.RUNNING && System.nanoTime() < deadline) {
      Thread.sleep(500);
      now = jobs.get(job.getJobId());
    }
    System.out.printf("ComposePodIT: %d ms later the scheduler has the job %s: %s%n",
        System.currentTimeMillis() - killedAt, now.getState(), now.getReason());
    assertThat(now.getState()).isEqualTo(JobState.FAILED);
    assertThat(now.getReason()).contains(victim).contains("missed its lease");
    Pod pod = awaitPod(p -> p.getHealthyChips() == 12, "the killed host's 4 chips unhealthy");
    assertThat(pod.getHostsList()).filteredOn(h -> !h.getHealthy()).extracting(PodHost::getHostId)
        .containsExactly(victim);
  }
}
