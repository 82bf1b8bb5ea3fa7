package org.torchtpu.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.torchtpu.e2e.SecurityIT.ADMIN;
import static org.torchtpu.e2e.SecurityIT.ALICE;
import static org.torchtpu.e2e.SecurityIT.BOB;
import static org.torchtpu.e2e.SecurityIT.SERVICE;
import static org.torchtpu.e2e.SecurityIT.failure;

import com.google.protobuf.ByteString;
import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.health.v1.HealthCheckRequest;
import io.grpc.health.v1.HealthCheckResponse;
import io.grpc.health.v1.HealthGrpc;
import io.grpc.stub.StreamObserver;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.security.ApiKeyCredentials;
import org.torchtpu.api.v1.AllReduceOp;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.CacheGetOrReserveRequest;
import org.torchtpu.api.v1.CacheReleaseRequest;
import org.torchtpu.api.v1.CallOp;
import org.torchtpu.api.v1.CloseSessionRequest;
import org.torchtpu.api.v1.CollectiveReduction;
import org.torchtpu.api.v1.CompilationCacheGrpc;
import org.torchtpu.api.v1.CompileRequest;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DownloadRequest;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.FreeRequest;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.GetJobRequest;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.OpenSessionRequest;
import org.torchtpu.api.v1.Parameter;
import org.torchtpu.api.v1.ReplicaGroup;
import org.torchtpu.api.v1.RuntimeGrpc;
import org.torchtpu.api.v1.SchedulerGrpc;
import org.torchtpu.api.v1.StreamOpen;
import org.torchtpu.api.v1.StreamRequest;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.api.v1.SubmitJobRequest;
import org.torchtpu.api.v1.CancelJobRequest;
import org.torchtpu.api.v1.SynchronizeRequest;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.UploadHeader;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.api.v1.WorldPeer;
import org.torchtpu.testing.TrickledBody;

/**
 * Issue 12, items 5 to 10: a tenant holding only its own key (or, for the shared cache, a service
 * key) tries to take more than its share of a host, the cache or the scheduler, and to leave
 * resources behind. Each attack is refused with the status that names the limit, the other tenant
 * keeps working, and afterwards the hosts are healthy with their HBM accounting back to zero.
 *
 * <p>Two tpu-server processes: {@code pooled} joins the scheduler and the shared cache (default
 * session TTLs, small op-queue limits so the queue attack is cheap); {@code standalone} has no cache,
 * short session TTLs for the reaper, and binds its ports to 127.0.0.1 only.
 */
class FairLimitsIT {
  static final int SESSION_OPS = 64;
  static final int HOST_OPS = 256;
  static final int TENANT_OPS = HOST_OPS / 2; // the default share
  static final int RESERVATIONS = 4;
  static final TensorType F32_2 = Shapes.type(DType.F32, new long[] {2});

  @TempDir
  static Path dir;
  static ServiceProcess scheduler;
  static ServiceProcess cache;
  static ServiceProcess pooled;
  static ServiceProcess standalone;
  static ManagedChannel pooledChannel;
  static ManagedChannel standaloneChannel;
  static ManagedChannel schedulerChannel;
  static ManagedChannel cacheChannel;

  @BeforeAll
  static void startPod() throws Exception {
    scheduler = ServiceProcess.start("scheduler", SecurityIT.args(List.of(
        "--torchtpu.scheduler.data-dir=" + dir.resolve("scheduler"),
        "--torchtpu.scheduler.pods[0].name=v5e-pod", "--torchtpu.scheduler.pods[0].generation=v5e",
        "--torchtpu.scheduler.pods[0].dims=2x2",
        "--torchtpu.scheduler.default-max-priority=0",
        "--torchtpu.scheduler.tenants.alice.max-priority=10",
        "--torchtpu.security.pod-secret=" + SecurityIT.POD_SECRET)));
    cache = ServiceProcess.start("compilation-cache-service", SecurityIT.args(List.of(
        "--torchtpu.cache.dir=" + dir.resolve("cache"),
        "--torchtpu.cache.max-reservations-per-requester=" + RESERVATIONS)));
    pooled = ServiceProcess.start("tpu-server", SecurityIT.args(List.of(
        "--torchtpu.generation=v5e", "--torchtpu.chips=4", "--torchtpu.host-id=limits-host",
        "--torchtpu.scheduler-target=" + scheduler.grpcTarget(),
        "--torchtpu.compilation-cache-target=" + cache.grpcTarget(),
        "--torchtpu.security.service-key=" + SERVICE,
        "--torchtpu.limits.session-pending-ops=" + SESSION_OPS, "--torchtpu.limits.host-pending-ops=" + HOST_OPS,
        "--torchtpu.fabric.max-collective-timeout-seconds=120",
        "--torchtpu.security.pod-secret=" + SecurityIT.POD_SECRET)));
    standalone = ServiceProcess.start("tpu-server", SecurityIT.args(List.of(
        "--torchtpu.generation=v5e", "--torchtpu.chips=1", "--torchtpu.host-id=standalone-host",
        "--torchtpu.sessions.idle-ttl=8s", "--torchtpu.sessions.stream-lost-ttl=1s",
        "--torchtpu.sessions.reap-interval=300ms",
        "--spring.grpc.server.host=127.0.0.1", "--server.address=127.0.0.1")));
    pooledChannel = ManagedChannelBuilder.forTarget(pooled.grpcTarget()).usePlaintext().build();
    standaloneChannel = ManagedChannelBuilder.forTarget(standalone.grpcTarget()).usePlaintext().build();
    schedulerChannel = ManagedChannelBuilder.forTarget(scheduler.grpcTarget()).usePlaintext().build();
    cacheChannel = ManagedChannelBuilder.forTarget(cache.grpcTarget()).usePlaintext().build();
  }

  @AfterAll
  static void stopPod() {
    for (ManagedChannel c : new ManagedChannel[] {pooledChannel, standaloneChannel, schedulerChannel, cacheChannel}) {
      if (c != null) {
        c.shutdownNow();
      }
    }
    for (ServiceProcess p : new ServiceProcess[] {standalone, pooled, cache, scheduler}) {
      if (p != null) {
        p.close();
      }
    }
  }

  // ------------------------------------------------------------------ helpers

  static RuntimeGrpc.RuntimeBlockingStub rt(ManagedChannel channel, String key) {
    return RuntimeGrpc.newBlockingStub(channel).withCallCredentials(new ApiKeyCredentials(key))
        .withDeadlineAfter(120, TimeUnit.SECONDS);
  }

  static RuntimeGrpc.RuntimeStub rtAsync(ManagedChannel channel, String key) {
    return RuntimeGrpc.newStub(channel).withCallCredentials(new ApiKeyCredentials(key))
        .withDeadlineAfter(120, TimeUnit.SECONDS);
  }

  static String open(ManagedChannel channel, String key, EagerMode mode) {
    return rt(channel, key).openSession(OpenSessionRequest.newBuilder().setMode(mode).build()).getSessionId();
  }

  static void close(ManagedChannel channel, String key, String session) {
    try {
      rt(channel, key).closeSession(CloseSessionRequest.newBuilder().setSessionId(session).build());
    } catch (StatusRuntimeException gone) {
      assertThat(gone.getStatus().getCode()).isEqualTo(Status.Code.NOT_FOUND); // already closed (reaped)
    }
  }

  static void upload(ManagedChannel channel, String key, String session, long handle, TensorType type, ByteString... chunks)
      throws Exception {
    RawUpload.send(rtAsync(channel, key), UploadHeader.newBuilder().setSessionId(session).setHandle(handle).setType(type)
        .build(), RawUpload.End.COMPLETE, 120, chunks);
  }

  static Op constant(long handle, float... values) {
    ByteString.Output data = ByteString.newOutput();
    java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(values.length * 4).order(java.nio.ByteOrder.LITTLE_ENDIAN);
    for (float v : values) {
      b.putFloat(v);
    }
    return Op.newBuilder().addResults(handle).setConstant(ConstantOp.newBuilder().setValue(TensorLiteral.newBuilder()
        .setType(Shapes.type(DType.F32, new long[] {values.length})).setData(ByteString.copyFrom(b.array())))).build();
  }

  static Op add(long a, long b, long result) {
    return Op.newBuilder().addOperands(a).addOperands(b).addResults(result)
        .setBinary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.ADD)).build();
  }

  static void eventually(String what, BooleanSupplier condition) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("not within 90 s: " + what);
      }
      Thread.sleep(100);
    }
  }

  static String http(ServiceProcess service, String method, String path, String key, HttpRequest.BodyPublisher body,
      int[] status) throws Exception {
    // the actuator (Prometheus) is on the service's management port, not the REST port
    String base = path.startsWith("/actuator") ? service.managementBase() : service.httpBase();
    HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(60))
        .method(method, body).header("Content-Type", "application/json");
    if (key != null) {
      b.header("Authorization", "Bearer " + key);
    }
    HttpResponse<String> r = SecurityIT.HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
    status[0] = r.statusCode();
    return r.body();
  }

  static String get(ServiceProcess service, String path, String key) {
    try {
      int[] status = new int[1];
      String body = http(service, "GET", path, key, HttpRequest.BodyPublishers.noBody(), status);
      assertThat(status[0]).as(path + ": " + body).isEqualTo(200);
      return body;
    } catch (Exception e) {
      throw new AssertionError(e);
    }
  }

  /** The sum of a Prometheus metric's samples (lines starting with {@code name}, optionally with labels). */
  static double metric(ServiceProcess service, String name) {
    double sum = 0;
    boolean seen = false;
    for (String line : get(service, "/actuator/prometheus", null).split("\n")) {
      if (line.startsWith(name + " ") || line.startsWith(name + "{")) {
        sum += Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1));
        seen = true;
      }
    }
    return seen ? sum : Double.NaN;
  }

  /** HBM the host's chips have accounted, over all chips (admin REST). */
  static long hbmUsed(ServiceProcess host) {
    Matcher m = Pattern.compile("\"hbmUsedBytes\":(\\d+)").matcher(get(host, "/api/v1/chips", ADMIN));
    long total = 0;
    while (m.find()) {
      total += Long.parseLong(m.group(1));
    }
    return total;
  }

  static boolean sessionOpen(ServiceProcess host, String session) {
    return get(host, "/api/v1/sessions", ADMIN).contains(session);
  }

  /** The host answers health checks and runs a small op for bob, and its HBM is back to zero. */
  static void healthyAndEmpty(ServiceProcess host, ManagedChannel channel) throws Exception {
    assertThat(HealthGrpc.newBlockingStub(channel).withDeadlineAfter(30, TimeUnit.SECONDS)
        .check(HealthCheckRequest.getDefaultInstance()).getStatus()).isEqualTo(HealthCheckResponse.ServingStatus.SERVING);
    String s = open(channel, BOB, EagerMode.DEBUG);
    rt(channel, BOB).execute(ExecuteRequest.newBuilder().setSessionId(s).setFirstSequence(1)
        .addOps(constant(1, 1f, 2f)).addOps(add(1, 1, 2)).build());
    close(channel, BOB, s);
    eventually("HBM accounting of " + host.grpcTarget() + " back to zero (now " + hbmUsed(host) + ")",
        () -> hbmUsed(host) == 0);
  }

  /** A stream that opens {@code session} and records the status it ends with. */
  static final class OpStream {
    final CompletableFuture<Throwable> ended = new CompletableFuture<>();
    final StreamObserver<StreamRequest> requests;

    OpStream(ManagedChannel channel, String key, String session) {
      requests = rtAsync(channel, key).executeStream(new StreamObserver<StreamResponse>() {
        public void onNext(StreamResponse r) {
          if (r.hasError()) {
            ended.complete(new AssertionError("op failed: " + r.getError()));
          }
        }

        public void onError(Throwable t) {
          ended.complete(t);
        }

        public void onCompleted() {
          ended.complete(null);
        }
      });
      requests.onNext(StreamRequest.newBuilder().setOpen(StreamOpen.newBuilder().setSessionId(session)).build());
    }

    void send(long first, List<Op> ops) {
      requests.onNext(StreamRequest.newBuilder().setBatch(OpBatch.newBuilder().setFirstSequence(first).addAllOps(ops))
          .build());
    }
  }

  static WorldMembership unmetWorld(int chip, long timeoutMillis) {
    // rank 1 never joins: a collective of rank 0 waits for it until the timeout. With keys on a host admits only
    // memberships sealed with the pod secret (as the scheduler issues them), so the test seals it as the pod would.
    WorldMembership issued = WorldMembership.newBuilder().setWorldId("unmet-" + UUID.randomUUID()).setWorldSize(2)
        .setTenant("alice").setJobId("limits-job").setExpiresMillis(System.currentTimeMillis() + 600_000)
        .addPeers(WorldPeer.newBuilder().setAddress(pooled.grpcTarget()).setChip(chip))
        .addPeers(WorldPeer.newBuilder().setAddress(pooled.grpcTarget()).setChip((chip + 1) % 4)).build();
    return org.torchtpu.api.security.WorldSeal.of(SecurityIT.POD_SECRET).seal(issued).toBuilder().setRank(0)
        .setCollectiveTimeoutMillis(timeoutMillis).build();
  }


  // ------------------------------------------------------------------ item 5: the host's op queue

  @Test
  void oneTenantsStalledQueuesCannotUseUpTheHostsOpLimit() throws Exception {
    List<String> sessions = new ArrayList<>();
    List<OpStream> streams = new ArrayList<>();
    List<Throwable> refusals = new ArrayList<>();
    try {
      int admitted = 0;
      for (int chip = 0; chip < 4; chip++) {
        String s = rt(pooledChannel, ALICE).openSession(OpenSessionRequest.newBuilder().setMode(EagerMode.STRICT)
            .setChip(chip).setWorld(unmetWorld(chip, 30_000)).build()).getSessionId();
        sessions.add(s);
        OpStream stream = new OpStream(pooledChannel, ALICE, s);
        streams.add(stream);
        // an all-reduce that never completes, then as many ops as the session may queue behind it
        stream.send(1, List.of(constant(1, 1f, 2f), Op.newBuilder().addOperands(1).addResults(2)
            .setAllReduce(AllReduceOp.newBuilder().setReduction(CollectiveReduction.COLLECTIVE_SUM)
                .addReplicaGroups(ReplicaGroup.newBuilder().addRanks(0).addRanks(1))).build()));
        List<Op> behind = new ArrayList<>();
        for (int i = 0; i < SESSION_OPS - 2; i++) {
          behind.add(add(1, 1, 100 + i));
        }
        stream.send(3, behind);
        int expected = admitted + SESSION_OPS;
        eventually("alice's session " + chip + " admitted or refused",
            () -> stream.ended.isDone() || metric(pooled, "torchtpu_ops_pending") >= expected);
        if (stream.ended.isDone()) {
          refusals.add(stream.ended.getNow(null));
        } else {
          admitted = expected;
        }
      }
      // Bob still gets his op in: alice filled her share, not the host.
      String bob = open(pooledChannel, BOB, EagerMode.DEBUG);
      rt(pooledChannel, BOB).execute(ExecuteRequest.newBuilder().setSessionId(bob).setFirstSequence(1)
          .addOps(constant(1, 3f, 4f)).build());
      close(pooledChannel, BOB, bob);
      assertThat(admitted).isEqualTo(TENANT_OPS);
      assertThat(refusals).hasSize(2).allSatisfy(t -> {
        Status status = Status.fromThrowable(t);
        assertThat(status.getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
        assertThat(status.getDescription()).contains("tenant alice").contains("share of " + TENANT_OPS)
            .contains("torchtpu.limits.tenant-pending-ops");
      });
    } finally {
      for (OpStream s : streams) {
        s.requests.onError(Status.CANCELLED.withDescription("test over").asRuntimeException());
      }
      for (String s : sessions) {
        close(pooledChannel, ALICE, s);
      }
    }
    eventually("no ops pending on the host", () -> metric(pooled, "torchtpu_ops_pending") == 0);
    healthyAndEmpty(pooled, pooledChannel);
  }

  @Test
  void aCollectiveTimeoutPastTheHostsCapIsRefused() throws Exception {
    StatusRuntimeException e = failure(() -> rt(pooledChannel, ALICE).openSession(OpenSessionRequest.newBuilder()
        .setMode(EagerMode.STRICT).setChip(0).setWorld(unmetWorld(0, 120_001)).build()));
    assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
    assertThat(e.getStatus().getDescription()).contains("collective_timeout_millis 120001").contains("cap of 120000")
        .contains("torchtpu.fabric.max-collective-timeout-seconds");
    healthyAndEmpty(pooled, pooledChannel);
  }

  // ------------------------------------------------------------------ item 6: the shared cache's reservations

  @Test
  void reservationsAreLimitedPerRequesterAndAHostDoesNotWaitOutAnotherHoldersReservation() throws Exception {
    CompilationCacheGrpc.CompilationCacheBlockingStub asService = CompilationCacheGrpc.newBlockingStub(cacheChannel)
        .withCallCredentials(new ApiKeyCredentials(SERVICE)).withDeadlineAfter(60, TimeUnit.SECONDS);
    // The key a host computes for this graph, learned from a host that compiles without the shared cache.
    Graph graph = SecurityIT.doubling().toBuilder().setParameters(0, Parameter.newBuilder().setId(1)
        .setType(Shapes.type(DType.F32, new long[] {5, 13}))).build();
    String probe = open(standaloneChannel, ALICE, EagerMode.DEBUG);
    String key = rt(standaloneChannel, ALICE).compile(CompileRequest.newBuilder().setSessionId(probe).setGraph(graph).build())
        .getProgramId();
    close(standaloneChannel, ALICE, probe);

    List<String[]> held = new ArrayList<>();
    try {
      // The hoarder reserves the victim's key for ten minutes and never Puts it ...
      String token = asService.getOrReserve(CacheGetOrReserveRequest.newBuilder().setKey(key).setRequester("hoarder")
          .setReservationTtlMillis(600_000).build()).getReservationToken();
      assertThat(token).isNotEmpty();
      held.add(new String[] {key, token});
      // ... and as many more keys as it may.
      for (int i = 1; i < RESERVATIONS; i++) {
        String k = String.format("%064x", i);
        held.add(new String[] {k, asService.getOrReserve(CacheGetOrReserveRequest.newBuilder().setKey(k)
            .setRequester("hoarder").setReservationTtlMillis(600_000).build()).getReservationToken()});
      }
      StatusRuntimeException over = failure(() -> asService.getOrReserve(CacheGetOrReserveRequest.newBuilder()
          .setKey(String.format("%064x", 99)).setRequester("hoarder").setReservationTtlMillis(600_000).build()));
      assertThat(over.getStatus().getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
      assertThat(over.getStatus().getDescription()).contains("'hoarder' already holds " + RESERVATIONS)
          .contains("torchtpu.cache.max-reservations-per-requester");

      // The victim's compile on the pooled host does not sit out the hoarder's reservation: it compiles itself.
      String victim = open(pooledChannel, BOB, EagerMode.DEBUG);
      try {
        String programId = RuntimeGrpc.newBlockingStub(pooledChannel).withCallCredentials(new ApiKeyCredentials(BOB))
            // far below the hoarder's 600 s reservation, yet no race with a slow machine's compile
            .withDeadlineAfter(120, TimeUnit.SECONDS)
            .compile(CompileRequest.newBuilder().setSessionId(victim).setGraph(graph).build()).getProgramId();
        assertThat(programId).isEqualTo(key);
      } finally {
        close(pooledChannel, BOB, victim);
      }
    } finally {
      for (String[] h : held) {
        asService.release(CacheReleaseRequest.newBuilder().setKey(h[0]).setReservationToken(h[1]).build());
      }
    }
    healthyAndEmpty(pooled, pooledChannel);
  }

  // ------------------------------------------------------------------ item 7: what the process can hold

  @Test
  void oneTenantsTensorsStopAtTheProcesssRealCeilingAndAnotherTenantsOpsStillRun() throws Exception {
    long elements = 16L << 20; // f32: 64 MiB each
    TensorType big = Shapes.type(DType.F32, new long[] {elements});
    ByteString mib = ByteString.copyFrom(new byte[1 << 20]);
    ByteString[] chunks = new ByteString[(int) (elements * 4 >> 20)];
    java.util.Arrays.fill(chunks, mib);
    String alice = open(pooledChannel, ALICE, EagerMode.DEBUG);
    StatusRuntimeException refused = null;
    int stored = 0;
    try {
      // -Xmx1g (ServiceProcess): 16 of these would be the whole heap; the chips' HBM (4 x 16 GiB) would take them all
      for (int i = 0; i < 16 && refused == null; i++) {
        try {
          upload(pooledChannel, ALICE, alice, 1 + i, big, chunks);
          stored++;
        } catch (StatusRuntimeException e) {
          refused = e;
        }
      }
      assertThat(refused).as("alice's uploads must stop before the heap is full").isNotNull();
      assertThat(refused.getStatus().getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
      assertThat(refused.getStatus().getDescription()).contains("host memory").contains("tenant alice")
          .contains("torchtpu.quota.max-heap-share");
      assertThat(stored).isGreaterThanOrEqualTo(4);

      // Bob's small op and a sizeable upload of his own still run.
      String bob = open(pooledChannel, BOB, EagerMode.DEBUG);
      rt(pooledChannel, BOB).execute(ExecuteRequest.newBuilder().setSessionId(bob).setFirstSequence(1)
          .addOps(constant(1, 1f, 2f)).addOps(add(1, 1, 2)).build());
      upload(pooledChannel, BOB, bob, 3, big, chunks);
      close(pooledChannel, BOB, bob);
    } finally {
      close(pooledChannel, ALICE, alice);
    }
    healthyAndEmpty(pooled, pooledChannel);
  }

  @Test
  void anUploadLargerThanTheProcessCanHoldIsRefusedUpFrontAndReleasesItsReservation() throws Exception {
    String s = open(pooledChannel, ALICE, EagerMode.DEBUG);
    try {
      TensorType huge = Shapes.type(DType.F32, new long[] {300_000_000}); // 1.2 GB: fits a chip, not -Xmx1g
      StatusRuntimeException e = failure(() -> RawUpload.send(rtAsync(pooledChannel, ALICE),
          UploadHeader.newBuilder().setSessionId(s).setHandle(1).setType(huge).build(), RawUpload.End.LEAVE_OPEN, 60,
          ByteString.copyFrom(new byte[1 << 20])));
      assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
      assertThat(e.getStatus().getDescription()).contains("host memory").contains("f32[300000000]");
      assertThat(hbmUsed(pooled)).isZero();
    } finally {
      close(pooledChannel, ALICE, s);
    }
    healthyAndEmpty(pooled, pooledChannel);
  }

  // ------------------------------------------------------------------ item 8: duplicate result handles

  @Test
  void anOpNamingOneResultHandleTwiceIsInvalidAndLeavesNoHbmCounted() throws Exception {
    Graph twoOutputs = Graph.newBuilder()
        .addParameters(Parameter.newBuilder().setId(1).setType(F32_2))
        .addOps(add(1, 1, 2))
        .addOps(Op.newBuilder().addOperands(1).addOperands(1).addResults(3)
            .setBinary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.MULTIPLY)))
        .addOutputs(2).addOutputs(3)
        .build();
    String s = open(pooledChannel, ALICE, EagerMode.DEBUG);
    try {
      String program = rt(pooledChannel, ALICE).compile(CompileRequest.newBuilder().setSessionId(s).setGraph(twoOutputs)
          .build()).getProgramId();
      rt(pooledChannel, ALICE).execute(ExecuteRequest.newBuilder().setSessionId(s).setFirstSequence(1)
          .addOps(constant(1, 1f, 2f)).build());
      Op twice = Op.newBuilder().addOperands(1).addResults(5).addResults(5).setCall(CallOp.newBuilder()
          .setProgramId(program).addParameterTypes(F32_2).addResultTypes(F32_2).addResultTypes(F32_2)).build();
      long sequence = 2;
      for (int i = 0; i < 200; i++) {
        long seq = sequence++;
        StatusRuntimeException e = failure(() -> rt(pooledChannel, ALICE).execute(ExecuteRequest.newBuilder()
            .setSessionId(s).setFirstSequence(seq).addOps(twice).build()));
        assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
        assertThat(e.getStatus().getDescription()).contains("result handle 5 more than once");
      }
      // the same op in a fused chunk is refused the same way
      OpStream stream = new OpStream(pooledChannel, ALICE, s);
      stream.requests.onNext(StreamRequest.newBuilder().setBatch(OpBatch.newBuilder().setFirstSequence(sequence)
          .setDeferAndFuse(true).addOps(add(1, 1, 6)).addOps(twice)).build());
      stream.requests.onCompleted();
      Throwable end = stream.ended.get(60, TimeUnit.SECONDS);
      assertThat(end).isNotNull().hasMessageContaining("result handle 5 more than once");
      rt(pooledChannel, ALICE).free(FreeRequest.newBuilder().setSessionId(s).addHandles(1).build());
    } finally {
      close(pooledChannel, ALICE, s);
    }
    healthyAndEmpty(pooled, pooledChannel);
  }

  // ------------------------------------------------------------------ item 9: resources left behind

  @Test
  void aSessionItsClientAbandonedIsReapedAfterTheIdleTtl() throws Exception {
    String s = open(standaloneChannel, ALICE, EagerMode.DEBUG);
    upload(standaloneChannel, ALICE, s, 1, Shapes.type(DType.F32, new long[] {1024}), ByteString.copyFrom(new byte[4096]));
    assertThat(hbmUsed(standalone)).isEqualTo(4096);
    // the client is gone without CloseSession: nothing names the session again
    eventually("session reaped after torchtpu.sessions.idle-ttl", () -> !sessionOpen(standalone, s));
    // the reaper counts a session after closing it: a fast poll can see it closed and not yet counted
    eventually("the reaped session counted", () -> metric(standalone, "torchtpu_sessions_reaped_total") >= 1);
    healthyAndEmpty(standalone, standaloneChannel);
  }

  @Test
  void aSessionWhoseStreamsClientWentAwayIsReapedSoonAfter() throws Exception {
    ManagedChannel doomed = ManagedChannelBuilder.forTarget(standalone.grpcTarget()).usePlaintext().build();
    String s = open(doomed, ALICE, EagerMode.STRICT);
    upload(doomed, ALICE, s, 1, F32_2, ByteString.copyFrom(new byte[8]));
    OpStream stream = new OpStream(doomed, ALICE, s);
    stream.send(1, List.of(add(1, 1, 2)));
    eventually("the stream's op ran", () -> hbmUsed(standalone) == 16);
    double before = metricWithLabel(standalone, "torchtpu_sessions_reaped_total", "stream_lost");
    doomed.shutdownNow(); // the client process dies: its connection and stream are gone
    eventually("session reaped after its stream's peer went away", () -> !sessionOpen(standalone, s));
    eventually("the reaped session counted", // counted just after it is closed
        () -> metricWithLabel(standalone, "torchtpu_sessions_reaped_total", "stream_lost") > before);
    healthyAndEmpty(standalone, standaloneChannel);
  }

  static double metricWithLabel(ServiceProcess service, String name, String label) {
    double sum = 0;
    for (String line : get(service, "/actuator/prometheus", null).split("\n")) {
      if (line.startsWith(name + "{") && line.contains("\"" + label + "\"")) {
        sum += Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1));
      }
    }
    return sum;
  }

  @Test
  void syncWaitsEndWhenTheirCallersCancel() throws Exception {
    String s = open(standaloneChannel, ALICE, EagerMode.STRICT);
    try {
      List<CompletableFuture<Status>> calls = new ArrayList<>();
      for (int i = 0; i < 100; i++) {
        CompletableFuture<Status> done = new CompletableFuture<>();
        calls.add(done);
        // op #1000000 will never come; each caller gives up after a second (its deadline cancels the call)
        RuntimeGrpc.newStub(standaloneChannel).withCallCredentials(new ApiKeyCredentials(ALICE))
            .withDeadlineAfter(1, TimeUnit.SECONDS)
            .synchronize(SynchronizeRequest.newBuilder().setSessionId(s).setUpToSequence(1_000_000).build(),
                new StreamObserver<>() {
                  public void onNext(org.torchtpu.api.v1.SynchronizeResponse r) {
                    done.complete(Status.OK);
                  }

                  public void onError(Throwable t) {
                    done.complete(Status.fromThrowable(t));
                  }

                  public void onCompleted() {
                  }
                });
      }
      for (CompletableFuture<Status> c : calls) {
        assertThat(c.get(60, TimeUnit.SECONDS).getCode()).isEqualTo(Status.Code.DEADLINE_EXCEEDED);
      }
      // the server's threads are not parked for its sync timeout (300 s): every wait has ended
      eventually("no sync waits left on the server", () -> metric(standalone, "torchtpu_sync_waiting") == 0);
    } finally {
      close(standaloneChannel, ALICE, s);
    }
    healthyAndEmpty(standalone, standaloneChannel);
  }

  @Test
  void afterSequencePast2To63IsInvalidNotNegative() throws Exception {
    String s = open(standaloneChannel, ALICE, EagerMode.STRICT);
    try {
      upload(standaloneChannel, ALICE, s, 1, F32_2, ByteString.copyFrom(new byte[8]));
      StatusRuntimeException e = failure(() -> rt(standaloneChannel, ALICE).download(DownloadRequest.newBuilder()
          .setSessionId(s).setHandle(1).setAfterSequence(-1L).build()).forEachRemaining(r -> { }));
      assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
      assertThat(e.getStatus().getDescription()).contains("after_sequence 18446744073709551615");
      StatusRuntimeException sync = failure(() -> rt(standaloneChannel, ALICE).synchronize(SynchronizeRequest.newBuilder()
          .setSessionId(s).setUpToSequence(1L << 63).build()));
      assertThat(sync.getStatus().getDescription()).contains("up_to_sequence 9223372036854775808");
    } finally {
      close(standaloneChannel, ALICE, s);
    }
    healthyAndEmpty(standalone, standaloneChannel);
  }

  // ------------------------------------------------------------------ item 10

  @Test
  void aSelfAssignedPriorityAboveTheTenantsCeilingIsRefusedAndPreemptsNobody() throws Exception {
    SchedulerGrpc.SchedulerBlockingStub alice = SchedulerGrpc.newBlockingStub(schedulerChannel)
        .withCallCredentials(new ApiKeyCredentials(ALICE)).withDeadlineAfter(30, TimeUnit.SECONDS);
    SchedulerGrpc.SchedulerBlockingStub bob = SchedulerGrpc.newBlockingStub(schedulerChannel)
        .withCallCredentials(new ApiKeyCredentials(BOB)).withDeadlineAfter(30, TimeUnit.SECONDS);
    Job running = alice.submitJob(SubmitJobRequest.newBuilder().setGeneration(Generation.V5E).setChipCount(4).build());
    try {
      eventually("alice's job gets the pod's 4 chips", () -> alice.getJob(GetJobRequest.newBuilder()
          .setJobId(running.getJobId()).build()).getState() == JobState.SCHEDULED);
      StatusRuntimeException e = failure(() -> bob.submitJob(SubmitJobRequest.newBuilder().setGeneration(Generation.V5E)
          .setChipCount(4).setPriority(1000).build()));
      assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.PERMISSION_DENIED);
      assertThat(e.getStatus().getDescription()).contains("priority 1000").contains("tenant bob's ceiling of 0");
      Job after = alice.getJob(GetJobRequest.newBuilder().setJobId(running.getJobId()).build());
      assertThat(after.getState()).isEqualTo(JobState.SCHEDULED);
      assertThat(after.getReason()).doesNotContain("preempt");
      // alice's own ceiling is 10
      assertThat(failure(() -> alice.submitJob(SubmitJobRequest.newBuilder().setGeneration(Generation.V5E)
          .setChipCount(1).setPriority(11).build())).getStatus().getCode()).isEqualTo(Status.Code.PERMISSION_DENIED);
    } finally {
      alice.cancelJob(CancelJobRequest.newBuilder().setJobId(running.getJobId()).build());
    }
  }

  @Test
  void restBodiesAreBoundedAndErrorsKeepTheir4xxForTenants() throws Exception {
    int[] status = new int[1];
    // 1.5 MB, over the scheduler's 1 MB default (a 200 MB POST used to end in an OutOfMemoryError)
    String huge = "{\"name\":\"" + "x".repeat(3 << 19) + "\"}";
    for (String key : new String[] {BOB, null}) {
      String body = http(scheduler, "POST", "/api/v1/jobs", key, HttpRequest.BodyPublishers.ofString(huge), status);
      assertThat(status[0]).as(body).isEqualTo(413);
      assertThat(body).contains("torchtpu.rest.max-body-size");
    }
    // An error Spring renders through /error (405 here) reaches a tenant as itself, not as 403.
    String body = http(scheduler, "PUT", "/api/v1/jobs", BOB, HttpRequest.BodyPublishers.ofString("{}"), status);
    assertThat(status[0]).as(body).isEqualTo(405);
    // and the scheduler still serves bob
    http(scheduler, "GET", "/api/v1/jobs", BOB, HttpRequest.BodyPublishers.noBody(), status);
    assertThat(status[0]).isEqualTo(200);
  }

  /**
   * A client with no key (or one sending too much) that trickles the body of a request already refused, on the
   * scheduler's and a host's REST port: the service closes the connection once the body's time after the answer
   * ({@code torchtpu.rest.leftover-body-time}) is up, instead of draining it on a Tomcat thread for as long as it comes.
   */
  @Test
  void refusedBodiesTrickledAfterTheirAnswerAreClosed() throws Exception {
    for (ServiceProcess service : new ServiceProcess[] {scheduler, pooled}) {
      String path = service == scheduler ? "/api/v1/jobs" : "/api/v1/simulate";
      long tooLarge = service == scheduler ? 1_500_000 : 20_000_000; // over 1 MB and 16 MB
      int port = Integer.parseInt(service.httpBase().replaceAll(".*:", ""));
      for (String keyAndLength : new String[] {"Content-Length: 100000\r\n",
          "Authorization: Bearer " + BOB + "\r\nContent-Length: " + tooLarge + "\r\n"}) {
        try (TrickledBody t = TrickledBody.start(port, "POST " + path + " HTTP/1.1\r\nHost: x\r\n"
            + "Content-Type: application/json\r\n" + keyAndLength + "\r\n", ' ')) {
          assertThat(t.answerHead()).as(service.httpBase() + path).startsWith(
              keyAndLength.startsWith("Authorization") ? "HTTP/1.1 413" : "HTTP/1.1 401");
          t.awaitServerClose();
        }
      }
    }
  }

  @Test
  void bindAddressSettingsKeepBothPortsOnLoopback() throws Exception {
    // /proc/net/tcp and tcp6 list listening sockets (state 0A) by local address in hex: 127.0.0.1 is 0100007F,
    // or ::ffff:127.0.0.1 on a JVM's dual-stack socket; the any address is all zeros
    String tcp = Files.readString(Path.of("/proc/net/tcp"));
    String tcp6 = Files.exists(Path.of("/proc/net/tcp6")) ? Files.readString(Path.of("/proc/net/tcp6")) : "";
    for (int port : new int[] {standalone.grpcPort(), Integer.parseInt(standalone.httpBase().replaceAll(".*:", ""))}) {
      String hex = String.format(":%04X ", port);
      String listening = hex + "\\S+ 0A ";
      boolean loopback = Pattern.compile("0100007F" + listening).matcher(tcp).find()
          || Pattern.compile("0000000000000000FFFF00000100007F" + listening).matcher(tcp6).find();
      assertThat(loopback).as("port " + port + " listens on 127.0.0.1\n" + tcp + tcp6).isTrue();
      assertThat(tcp).as("port " + port + " not on all interfaces").doesNotContainPattern("00000000" + listening);
      assertThat(tcp6).as("port " + port + " not on all interfaces").doesNotContainPattern("0{32}" + listening);
    }
  }
}
