package org.torchtpu.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.protobuf.ByteString;
import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.select.Elements;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CacheEntry;
import org.torchtpu.api.v1.CacheGetOrReserveRequest;
import org.torchtpu.api.v1.CacheGetOrReserveResponse;
import org.torchtpu.api.v1.CachePutRequest;
import org.torchtpu.api.v1.CompilationCacheGrpc;
import org.torchtpu.api.v1.CompleteJobRequest;
import org.torchtpu.api.v1.DescribePodsRequest;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.GetJobRequest;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.api.v1.Pod;
import org.torchtpu.api.v1.SchedulerGrpc;
import org.torchtpu.api.v1.SliceHost;
import org.torchtpu.api.v1.StartJobRequest;
import org.torchtpu.api.v1.SubmitJobRequest;

/**
 * The scheduler's web dashboard in headless Chromium, against a running pod: the compilation-cache service, the
 * scheduler (pointed at the cache's stats) and three tpu-server hosts of 4 v5p chips, one 2x2 tray per z-plane of a
 * 2x2x3 torus. Jobs finish, fail on a crashed host, run and wait; the cache sees one miss and three hits. The test
 * reads the DOM the page built and checks the torus, the legend, the queue, the jobs and the hit rate, and keeps a
 * screenshot in {@code e2e-tests/target/dashboard.png}.
 *
 * <p>Needs Debian's {@code chromium} ({@code .ci/run} installs it). Without it the test fails under CI (CI=true) and
 * is skipped elsewhere, saying why.
 */
class DashboardIT {
  private static final long LEASE_MILLIS = 3_000;
  private static final String EXPIRED_STROKE = "#d62728";
  private static final Map<String, String> ORIGINS = new LinkedHashMap<>();

  static {
    ORIGINS.put("host-a", "0,0,0");
    ORIGINS.put("host-b", "0,0,1");
    ORIGINS.put("host-c", "0,0,2");
  }

  private static HeadlessChromium chromium;
  private static Path dataDir;
  private static ServiceProcess cache;
  private static ServiceProcess scheduler;
  private static final Map<String, ServiceProcess> hosts = new LinkedHashMap<>();
  private static final List<ManagedChannel> channels = new ArrayList<>();
  private static SchedulerGrpc.SchedulerBlockingStub sched;

  @BeforeAll
  static void startPod() throws Exception {
    Optional<HeadlessChromium> found = HeadlessChromium.find();
    if (found.isEmpty()) {
      String configured = System.getProperty("torchtpu.chromium", "");
      String why = configured.isBlank()
          ? "no chromium on the PATH (install Debian's chromium package, as .ci/run does, or set -Dtorchtpu.chromium=...)"
          : "-Dtorchtpu.chromium=" + configured + " is not an executable file";
      if (inCi()) {
        fail("DashboardIT must run under CI, but there is " + why);
      }
      System.out.println("DashboardIT skipped: " + why);
      Assumptions.abort(why);
    }
    chromium = found.get();
    dataDir = Files.createTempDirectory("dashboard-it-");
    cache = ServiceProcess.start("compilation-cache-service", "--torchtpu.cache.dir=" + dataDir.resolve("cache"));
    scheduler = ServiceProcess.start("scheduler", "--torchtpu.scheduler.data-dir=" + dataDir.resolve("scheduler"),
        "--torchtpu.scheduler.lease=" + LEASE_MILLIS + "ms", "--torchtpu.scheduler.tick-interval=100ms",
        "--torchtpu.scheduler.pods[0].name=it", "--torchtpu.scheduler.pods[0].generation=v5p",
        "--torchtpu.scheduler.pods[0].dims=2x2x3", "--torchtpu.scheduler.default-max-priority=1000",
        "--torchtpu.cache-stats-url=" + cache.httpBase() + "/api/v1/cache/stats");
    sched = SchedulerGrpc.newBlockingStub(channel(scheduler.grpcTarget()));
    // one at a time: on a loaded 2-core machine parallel JVM start-ups slow each other past the health timeout
    for (Map.Entry<String, String> h : ORIGINS.entrySet()) {
      hosts.put(h.getKey(), ServiceProcess.start("tpu-server", "--torchtpu.generation=v5p", "--torchtpu.chips=4",
          "--torchtpu.host-id=" + h.getKey(), "--torchtpu.torus-origin=" + h.getValue(),
          "--torchtpu.scheduler-target=" + scheduler.grpcTarget(),
          "--torchtpu.compilation-cache-target=" + cache.grpcTarget()));
    }
    awaitPod(12, "all 12 chips registered and healthy");
  }

  /** As CI systems set it (CI=true); "false" or "0" mean a developer's machine. */
  private static boolean inCi() {
    String ci = System.getenv("CI");
    return ci != null && !ci.isBlank() && !ci.equalsIgnoreCase("false") && !ci.equals("0");
  }

  @AfterAll
  static void stopPod() throws Exception {
    channels.forEach(ManagedChannel::shutdownNow);
    hosts.values().forEach(ServiceProcess::close);
    if (scheduler != null) {
      scheduler.close();
    }
    if (cache != null) {
      cache.close();
    }
    if (dataDir != null) {
      try (Stream<Path> files = Files.walk(dataDir)) {
        files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
      }
    }
  }

  private static ManagedChannel channel(String target) {
    ManagedChannel c = ManagedChannelBuilder.forTarget(target).usePlaintext().build();
    channels.add(c);
    return c;
  }

  private static SchedulerGrpc.SchedulerBlockingStub sched() {
    return sched.withWaitForReady().withDeadlineAfter(20, TimeUnit.SECONDS);
  }

  private static Pod awaitPod(int healthyChips, String what) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
    while (true) {
      Pod p = sched().describePods(DescribePodsRequest.getDefaultInstance()).getPods(0);
      if (p.getHealthyChips() == healthyChips && p.getRegisteredChips() == 12) {
        return p;
      }
      if (System.nanoTime() > deadline) {
        throw new AssertionError("pod never reached: " + what + "; last seen:\n" + p);
      }
      Thread.sleep(100);
    }
  }

  private static Job submit(String tenant, String name, String topology, int priority) {
    return sched().submitJob(SubmitJobRequest.newBuilder().setTenant(tenant).setName(name).setGeneration(Generation.V5P)
        .setTopology(topology).setPriority(priority).setTimeLimitSeconds(3600).build());
  }

  private static Job start(Job j) {
    return sched().startJob(StartJobRequest.newBuilder().setJobId(j.getJobId()).build());
  }

  private static Job get(Job j) {
    return sched().getJob(GetJobRequest.newBuilder().setJobId(j.getJobId()).build());
  }

  private static List<String> hostIds(Job j) {
    return j.getSlice().getHostsList().stream().map(SliceHost::getHostId).toList();
  }

  /** As the page labels a job's chips: "job-k3x9pq..." is "k3x9" (the start of its random id). */
  private static String label(Job j) {
    return j.getJobId().substring(4, 8);
  }

  /** One host compiles a program (a miss, then Put); three more hosts find it: 3 hits over 4 lookups. */
  private static void exerciseTheCache() throws Exception {
    CompilationCacheGrpc.CompilationCacheBlockingStub stub = CompilationCacheGrpc.newBlockingStub(channel(cache.grpcTarget()))
        .withDeadlineAfter(20, TimeUnit.SECONDS);
    MessageDigest sha = MessageDigest.getInstance("SHA-256");
    String key = HexFormat.of().formatHex(sha.digest("dashboard graph".getBytes(StandardCharsets.UTF_8)));
    byte[] program = "compiled dashboard program".getBytes(StandardCharsets.UTF_8);
    CacheEntry entry = CacheEntry.newBuilder().setProgram(ByteString.copyFrom(program))
        .setSha256(ByteString.copyFrom(sha.digest(program))).setCompilerVersion("e2e").setCompileNanos(2_000_000_000L)
        .setDescription("dashboard test program").build();
    CacheGetOrReserveResponse first = stub.getOrReserve(CacheGetOrReserveRequest.newBuilder().setKey(key)
        .setRequester("host-a").build());
    assertThat(first.hasReservationToken()).isTrue();
    stub.put(CachePutRequest.newBuilder().setKey(key).setEntry(entry).setReservationToken(first.getReservationToken()).build());
    for (String requester : List.of("host-b", "host-c", "host-d")) {
      assertThat(stub.getOrReserve(CacheGetOrReserveRequest.newBuilder().setKey(key).setRequester(requester).build())
          .hasEntry()).isTrue();
    }
  }

  private static JsonNode cacheStats() throws Exception {
    HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
        URI.create(cache.httpBase() + "/api/v1/cache/stats")).build(), HttpResponse.BodyHandlers.ofString());
    return new ObjectMapper().readTree(r.body());
  }

  @Test
  void theDashboardShowsTheTorusByJobAndHealthTheQueueTheJobsAndTheCacheHitRate() throws Exception {
    Job done = start(submit("alpha", "smoke", "1x1x1", 500));
    sched().completeJob(CompleteJobRequest.newBuilder().setJobId(done.getJobId()).setSucceeded(true).build());
    // the host under a running job crashes: once its lease runs out its chips are unhealthy and the job fails
    Job eval = start(submit("beta", "eval", "1x1x1", 500));
    String lost = eval.getSlice().getHosts(0).getHostId();
    hosts.get(lost).process().destroyForcibly().waitFor();
    awaitPod(8, "host " + lost + " past its lease");
    assertThat(get(eval).getState()).isEqualTo(JobState.FAILED);
    // the two live trays (8 chips) go to two 4-chip jobs, placed as the scheduler likes (a box may be rotated)
    Job train = start(submit("alpha", "train", "2x2x1", 500));
    Job serve = submit("beta", "serve", "2x2x1", 500);
    // nothing is free: these wait, the higher priority first
    Job big = submit("gamma", "big", "2x2x3", 100);
    Job mid = submit("alpha", "finetune", "2x2x1", 300);
    assertThat(List.of(train.getState(), serve.getState(), get(big).getState(), get(mid).getState()))
        .containsExactly(JobState.RUNNING, JobState.SCHEDULED, JobState.QUEUED, JobState.QUEUED);

    exerciseTheCache();
    JsonNode stats = cacheStats();
    assertThat(stats.get("hits").asLong()).isEqualTo(3);
    assertThat(stats.get("misses").asLong()).isEqualTo(1);

    String url = scheduler.httpBase() + "/";
    Document page = Jsoup.parse(chromium.dumpDom(url, 5_000), url);
    assertThat(page.body().attr("data-state")).as("the page loaded its summary").isEqualTo("loaded");

    // the torus: every registered chip drawn, a 2x2 grid per z-plane
    assertThat(page.select("svg.plane")).extracting(e -> e.attr("data-z")).containsExactly("0", "1", "2");
    assertThat(page.select("rect.chip")).hasSize(12);
    // chips of a job carry its colour and label, the legend's colour for it, and differ from other jobs' colours
    List<String> colours = new ArrayList<>();
    for (Job j : List.of(get(train), get(serve))) {
      Elements chips = page.select("rect.chip[data-job='" + j.getJobId() + "']");
      assertThat(chips).as("chips of %s", j.getJobId()).hasSize(4);
      assertThat(chips).extracting(e -> e.attr("data-state")).containsOnly("busy");
      assertThat(chips).extracting(e -> e.attr("data-host")).isSubsetOf(hostIds(j));
      String colour = chips.first().attr("fill");
      assertThat(chips).extracting(e -> e.attr("fill")).containsOnly(colour);
      assertThat(page.select(".legend-job[data-job='" + j.getJobId() + "'] rect").attr("fill")).isEqualTo(colour);
      assertThat(page.select("text.chip-label[data-job='" + j.getJobId() + "']")).hasSize(4)
          .extracting(Element::text).containsOnly(label(j));
      colours.add(colour);
    }
    assertThat(colours).doesNotHaveDuplicates();
    // the crashed host's chips are marked as past their lease
    Elements lostChips = page.select("rect.chip[data-host='" + lost + "']");
    assertThat(lostChips).hasSize(4);
    assertThat(lostChips).extracting(e -> e.attr("data-lease")).containsOnly("expired");
    assertThat(lostChips).extracting(e -> e.attr("stroke")).containsOnly(EXPIRED_STROKE);
    assertThat(page.select("rect.chip[data-lease=alive]")).hasSize(8);
    assertThat(page.select(".host.expired").text()).contains(lost);

    // the queue, by priority: who, what shape, waiting how long
    Elements queue = page.select("#queue tbody tr[data-job]");
    assertThat(queue).extracting(e -> e.attr("data-job")).containsExactly(mid.getJobId(), big.getJobId());
    assertThat(queue.get(0).select("td").eachText()).startsWith("300").contains("alpha", "2x2x1", "v5p");
    assertThat(queue.get(1).select("td").eachText()).startsWith("100").contains("gamma", "2x2x3");
    assertThat(queue.get(1).selectFirst("td.wait").text()).matches("\\d+ s|\\d+ min \\d+ s");

    // running and recent jobs with their states, slices and hosts
    Map<String, String> states = new LinkedHashMap<>();
    page.select("#jobs tbody tr[data-job]").forEach(e -> states.put(e.attr("data-job"), e.attr("data-state")));
    assertThat(states).containsEntry(train.getJobId(), "RUNNING").containsEntry(serve.getJobId(), "SCHEDULED")
        .containsEntry(done.getJobId(), "SUCCEEDED").containsEntry(eval.getJobId(), "FAILED")
        .doesNotContainKeys(big.getJobId(), mid.getJobId());
    Element trainRow = page.selectFirst("#jobs tr[data-job='" + train.getJobId() + "']");
    assertThat(trainRow.text()).contains("it " + train.getSlice().getTopology(), String.join(", ", hostIds(train)));
    assertThat(page.selectFirst("#jobs tr[data-job='" + eval.getJobId() + "']").text()).contains("missed its lease");

    // the cache's hit rate, as its service counts it
    String expectedRate = String.format(Locale.ROOT, "%.1f%%", 100.0 * 3 / 4);
    assertThat(page.selectFirst("#cache").attr("data-available")).isEqualTo("true");
    assertThat(page.selectFirst("#cache-hit-rate").text()).isEqualTo(expectedRate);
    assertThat(page.selectFirst("#cache").text()).contains("3 hits, 1 misses");

    Path png = Path.of(System.getProperty("torchtpu.repo", "..")).resolve("e2e-tests/target/dashboard.png");
    chromium.screenshot(url, 5_000, 1280, 1000, png);
    byte[] head = Arrays.copyOf(Files.readAllBytes(png), 8);
    assertThat(head).as("a PNG signature").containsExactly(0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n');
    System.out.printf("dashboard screenshot (%d bytes): %s%n", Files.size(png), png.toAbsolutePath().normalize());
  }
}
