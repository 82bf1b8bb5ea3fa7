package org.torchtpu.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.google.protobuf.ByteString;
import io.grpc.CallCredentials;
import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.health.v1.HealthCheckRequest;
import io.grpc.health.v1.HealthCheckResponse;
import io.grpc.health.v1.HealthGrpc;
import io.grpc.stub.StreamObserver;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.security.ApiKeyCredentials;
import org.torchtpu.service.security.ApiKeys;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.CacheLookupRequest;
import org.torchtpu.api.v1.CacheStatsRequest;
import org.torchtpu.api.v1.CallOp;
import org.torchtpu.api.v1.CancelJobRequest;
import org.torchtpu.api.v1.CloseSessionRequest;
import org.torchtpu.api.v1.CompilationCacheGrpc;
import org.torchtpu.api.v1.CompileRequest;
import org.torchtpu.api.v1.CompileResponse;
import org.torchtpu.api.v1.CompleteJobRequest;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DescribeHostRequest;
import org.torchtpu.api.v1.DescribePodsRequest;
import org.torchtpu.api.v1.DownloadRequest;
import org.torchtpu.api.v1.DownloadResponse;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.FreeRequest;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.GetJobRequest;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.HeartbeatRequest;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.JobEvent;
import org.torchtpu.api.v1.ListJobsRequest;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpenSessionRequest;
import org.torchtpu.api.v1.Parameter;
import org.torchtpu.api.v1.RegisterHostRequest;
import org.torchtpu.api.v1.RuntimeGrpc;
import org.torchtpu.api.v1.SchedulerGrpc;
import org.torchtpu.api.v1.StartJobRequest;
import org.torchtpu.api.v1.StreamOpen;
import org.torchtpu.api.v1.StreamRequest;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.api.v1.SubmitJobRequest;
import org.torchtpu.api.v1.SynchronizeRequest;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.UploadHeader;
import org.torchtpu.api.v1.UploadResponse;
import org.torchtpu.api.v1.WatchJobRequest;

/**
 * The pod with API keys on: a scheduler, a compilation cache and a tpu-server that registers with
 * the scheduler and uses the cache through its service key. Tenants alice and bob, admin "ops".
 * Every Runtime RPC, scheduler job RPC and REST path is tried across tenants, without keys and with
 * unknown keys; quotas are driven to their limits.
 */
class SecurityIT {
  static final String ALICE = "alice-key-7f3a9c";
  static final String BOB = "bob-key-19e0d2";
  static final String ADMIN = "ops-key-55c1b8";
  static final String SERVICE = "pod-service-key-a04e77";
  static final String UNKNOWN = "not-a-configured-key";
  /** The pod secret the scheduler and the hosts share (never the cache, never a tenant). */
  static final String POD_SECRET = "pod-secret-3b9e5f0c2d71a846";
  static final long HBM_QUOTA = 1 << 20;

  @TempDir
  static Path dir;
  static ServiceProcess scheduler;
  static ServiceProcess cache;
  static ServiceProcess server;
  static ManagedChannel serverChannel;
  static ManagedChannel schedulerChannel;
  static ManagedChannel cacheChannel;
  static final HttpClient HTTP = HttpClient.newHttpClient();

  /** The keys as every service is configured: hashes only. */
  static List<String> keyArgs() {
    return List.of(
        "--torchtpu.security.tenants.alice.api-key-sha256=" + ApiKeys.sha256Hex(ALICE),
        "--torchtpu.security.tenants.bob.api-key-sha256=" + ApiKeys.sha256Hex(BOB),
        "--torchtpu.security.admins.ops.api-key-sha256=" + ApiKeys.sha256Hex(ADMIN),
        "--torchtpu.security.services.pod.api-key-sha256=" + ApiKeys.sha256Hex(SERVICE));
  }

  static String[] args(List<String> extra) {
    List<String> all = new ArrayList<>(keyArgs());
    all.addAll(extra);
    return all.toArray(String[]::new);
  }

  @BeforeAll
  static void startPod() throws Exception {
    scheduler = ServiceProcess.start("scheduler", args(List.of(
        "--torchtpu.scheduler.data-dir=" + dir.resolve("scheduler"),
        "--torchtpu.scheduler.pods[0].name=v5e-pod", "--torchtpu.scheduler.pods[0].generation=v5e",
        "--torchtpu.scheduler.pods[0].dims=2x2",
        // no v4 host ever registers: v4 jobs stay queued, which makes the queued-jobs quota deterministic
        "--torchtpu.scheduler.pods[1].name=v4-pod", "--torchtpu.scheduler.pods[1].generation=v4",
        "--torchtpu.scheduler.pods[1].dims=2x2x2",
        "--torchtpu.scheduler.default-max-queued-jobs=2", "--torchtpu.security.pod-secret=" + POD_SECRET)));
    cache = ServiceProcess.start("compilation-cache-service", args(List.of("--torchtpu.cache.dir=" + dir.resolve("cache"))));
    server = ServiceProcess.start("tpu-server", args(List.of(
        "--torchtpu.generation=v5e", "--torchtpu.chips=4", "--torchtpu.host-id=secure-host",
        "--torchtpu.scheduler-target=" + scheduler.grpcTarget(),
        "--torchtpu.compilation-cache-target=" + cache.grpcTarget(),
        "--torchtpu.security.service-key=" + SERVICE, "--torchtpu.security.pod-secret=" + POD_SECRET,
        "--torchtpu.quota.max-sessions=2", "--torchtpu.quota.max-hbm=" + HBM_QUOTA + "B")));
    serverChannel = ManagedChannelBuilder.forTarget(server.grpcTarget()).usePlaintext().build();
    schedulerChannel = ManagedChannelBuilder.forTarget(scheduler.grpcTarget()).usePlaintext().build();
    cacheChannel = ManagedChannelBuilder.forTarget(cache.grpcTarget()).usePlaintext().build();
  }

  @AfterAll
  static void stopPod() {
    for (ManagedChannel c : new ManagedChannel[] {serverChannel, schedulerChannel, cacheChannel}) {
      if (c != null) {
        c.shutdownNow();
      }
    }
    for (ServiceProcess p : new ServiceProcess[] {server, cache, scheduler}) {
      if (p != null) {
        p.close();
      }
    }
  }

  static CallCredentials key(String key) {
    return new ApiKeyCredentials(key);
  }

  static RuntimeGrpc.RuntimeBlockingStub runtime(String key) {
    RuntimeGrpc.RuntimeBlockingStub s = RuntimeGrpc.newBlockingStub(serverChannel).withDeadlineAfter(30, TimeUnit.SECONDS);
    return key == null ? s : s.withCallCredentials(key(key));
  }

  static RuntimeGrpc.RuntimeStub runtimeAsync(String key) {
    return RuntimeGrpc.newStub(serverChannel).withCallCredentials(key(key)).withDeadlineAfter(30, TimeUnit.SECONDS);
  }

  static SchedulerGrpc.SchedulerBlockingStub scheduler(String key) {
    SchedulerGrpc.SchedulerBlockingStub s = SchedulerGrpc.newBlockingStub(schedulerChannel)
        .withDeadlineAfter(30, TimeUnit.SECONDS);
    return key == null ? s : s.withCallCredentials(key(key));
  }

  static StatusRuntimeException failure(Executable call) {
    StatusRuntimeException e = catchThrowableOfType(() -> call.execute(), StatusRuntimeException.class);
    assertThat(e).as("the call should have failed").isNotNull();
    return e;
  }

  static Status.Code code(Executable call) {
    return failure(call).getStatus().getCode();
  }

  static String open(String key) {
    return runtime(key).openSession(OpenSessionRequest.newBuilder().setMode(EagerMode.DEBUG).build()).getSessionId();
  }

  static void close(String key, String session) {
    runtime(key).closeSession(CloseSessionRequest.newBuilder().setSessionId(session).build());
  }

  static UploadResponse upload(String key, String session, long handle, TensorType type, ByteString data) throws Exception {
    return RawUpload.send(runtimeAsync(key),
        UploadHeader.newBuilder().setSessionId(session).setHandle(handle).setType(type).build(), RawUpload.End.COMPLETE, 30, data);
  }

  /** The first response or failure of a stream that opens {@code session}. */
  static Throwable openStream(String key, String session) throws Exception {
    CompletableFuture<Throwable> outcome = new CompletableFuture<>();
    StreamObserver<StreamRequest> req = runtimeAsync(key).executeStream(new StreamObserver<StreamResponse>() {
      public void onNext(StreamResponse r) {
        outcome.complete(null);
      }

      public void onError(Throwable t) {
        outcome.complete(t);
      }

      public void onCompleted() {
        outcome.complete(null);
      }
    });
    req.onNext(StreamRequest.newBuilder().setOpen(StreamOpen.newBuilder().setSessionId(session)).build());
    Throwable t = outcome.get(30, TimeUnit.SECONDS);
    if (t == null) {
      req.onCompleted();
    }
    return t;
  }

  static final TensorType F32_2 = Shapes.type(DType.F32, new long[] {2});

  static Graph doubling() {
    return Graph.newBuilder()
        .addParameters(Parameter.newBuilder().setId(1).setType(F32_2))
        .addOps(Op.newBuilder().addOperands(1).addOperands(1).addResults(2)
            .setBinary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.ADD)))
        .addOutputs(2)
        .build();
  }

  /** The NOT_FOUND description for a session id, with the id itself blanked out, to compare wordings. */
  static String withoutId(StatusRuntimeException e, String id) {
    assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.NOT_FOUND);
    return e.getStatus().getDescription().replace(id, "<id>");
  }

  @Test
  void everyRuntimeRpcTreatsAnotherTenantsSessionAsNonexistent() throws Exception {
    String alice = open(ALICE);
    String bob = open(BOB);
    try {
      upload(ALICE, alice, 1, F32_2, ByteString.copyFrom(new byte[8]));
      CompileResponse program = runtime(ALICE).compile(CompileRequest.newBuilder().setSessionId(alice).setGraph(doubling()).build());
      String nonexistent = "00000000-0000-0000-0000-000000000000";
      String expected = withoutId(failure(() -> runtime(BOB).synchronize(
          SynchronizeRequest.newBuilder().setSessionId(nonexistent).build())), nonexistent);

      // Every RPC bob might aim at alice's session: NOT_FOUND, worded as for a session that does not exist.
      List<StatusRuntimeException> refusals = List.of(
          failure(() -> upload(BOB, alice, 2, F32_2, ByteString.copyFrom(new byte[8]))),
          failure(() -> runtime(BOB).download(DownloadRequest.newBuilder().setSessionId(alice).setHandle(1).build())
              .forEachRemaining(r -> {})),
          failure(() -> runtime(BOB).execute(ExecuteRequest.newBuilder().setSessionId(alice).setFirstSequence(1)
              .addOps(Op.newBuilder().addOperands(1).addOperands(1).addResults(3)
                  .setBinary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.ADD))).build())),
          (StatusRuntimeException) Status.fromThrowable(openStream(BOB, alice)).asRuntimeException(),
          failure(() -> runtime(BOB).synchronize(SynchronizeRequest.newBuilder().setSessionId(alice).build())),
          failure(() -> runtime(BOB).free(FreeRequest.newBuilder().setSessionId(alice).addHandles(1).build())),
          failure(() -> runtime(BOB).compile(CompileRequest.newBuilder().setSessionId(alice).setGraph(doubling()).build())),
          failure(() -> runtime(BOB).closeSession(CloseSessionRequest.newBuilder().setSessionId(alice).build())));
      for (StatusRuntimeException e : refusals) {
        assertThat(withoutId(e, alice)).isEqualTo(expected);
      }
      // The stream open failure arrives as a status too.
      assertThat(openStream(BOB, alice)).isNotNull();

      // A compiled program id is alice's session's: calling it from bob's session is NOT_FOUND.
      upload(BOB, bob, 1, F32_2, ByteString.copyFrom(new byte[8]));
      StatusRuntimeException call = failure(() -> runtime(BOB).execute(ExecuteRequest.newBuilder().setSessionId(bob)
          .setFirstSequence(1).addOps(Op.newBuilder().addOperands(1).addResults(2).setCall(CallOp.newBuilder()
              .setProgramId(program.getProgramId()).addParameterTypes(F32_2).addResultTypes(F32_2))).build()));
      assertThat(call.getStatus().getCode()).isEqualTo(Status.Code.NOT_FOUND);
      assertThat(call.getStatus().getDescription()).contains("not compiled in session " + bob);

      // Opening a session for another tenant is PERMISSION_DENIED: the tenant comes from the key.
      StatusRuntimeException forAlice = failure(() -> runtime(BOB).openSession(
          OpenSessionRequest.newBuilder().setTenant("alice").build()));
      assertThat(forAlice.getStatus().getCode()).isEqualTo(Status.Code.PERMISSION_DENIED);
      assertThat(forAlice.getStatus().getDescription()).contains("bob").contains("alice");

      // Alice's session is untouched: her value is there, her program runs.
      runtime(ALICE).execute(ExecuteRequest.newBuilder().setSessionId(alice).setFirstSequence(1)
          .addOps(Op.newBuilder().addOperands(1).addResults(5).setCall(CallOp.newBuilder()
              .setProgramId(program.getProgramId()).addParameterTypes(F32_2).addResultTypes(F32_2))).build());
      List<DownloadResponse> parts = new ArrayList<>();
      runtime(ALICE).download(DownloadRequest.newBuilder().setSessionId(alice).setHandle(5).build()).forEachRemaining(parts::add);
      assertThat(parts.get(0).getType()).isEqualTo(F32_2);
      assertThat(runtime(ALICE).openSession(OpenSessionRequest.newBuilder().setTenant("alice").build()).getTenant())
          .isEqualTo("alice");
    } finally {
      close(BOB, bob);
      closeAllOf(ALICE);
    }
  }

  /** Closes the tenant's sessions (found through the admin REST view) so quota tests start from zero. */
  static void closeAllOf(String key) throws Exception {
    String tenant = key.equals(ALICE) ? "alice" : "bob";
    String body = get(server, "/api/v1/sessions", ADMIN).body();
    for (String part : body.split("\\{")) {
      if (part.contains("\"tenant\":\"" + tenant + "\"")) {
        String id = part.replaceAll(".*\"id\":\"([^\"]+)\".*", "$1");
        close(key, id);
      }
    }
  }

  @Test
  void callsWithoutAKnownKeyAreUnauthenticatedWhileHealthAndReflectionStayOpen() {
    for (String key : new String[] {null, UNKNOWN}) {
      StatusRuntimeException e = failure(() -> runtime(key).describeHost(DescribeHostRequest.getDefaultInstance()));
      assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.UNAUTHENTICATED);
      assertThat(e.getStatus().getDescription()).contains("torchtpu.v1.Runtime/DescribeHost");
      assertThat(code(() -> scheduler(key).listJobs(ListJobsRequest.getDefaultInstance())))
          .isEqualTo(Status.Code.UNAUTHENTICATED);
      assertThat(code(() -> {
        CompilationCacheGrpc.CompilationCacheBlockingStub c = CompilationCacheGrpc.newBlockingStub(cacheChannel);
        (key == null ? c : c.withCallCredentials(key(key))).stats(CacheStatsRequest.getDefaultInstance());
      })).isEqualTo(Status.Code.UNAUTHENTICATED);
    }
    // x-api-key works as well as a bearer token
    io.grpc.Metadata headers = new io.grpc.Metadata();
    headers.put(io.grpc.Metadata.Key.of("x-api-key", io.grpc.Metadata.ASCII_STRING_MARSHALLER), BOB);
    assertThat(RuntimeGrpc.newBlockingStub(serverChannel)
        .withInterceptors(io.grpc.stub.MetadataUtils.newAttachHeadersInterceptor(headers))
        .describeHost(DescribeHostRequest.getDefaultInstance()).getChipsCount()).isEqualTo(4);
    for (ManagedChannel c : new ManagedChannel[] {serverChannel, schedulerChannel, cacheChannel}) {
      assertThat(HealthGrpc.newBlockingStub(c).withDeadlineAfter(10, TimeUnit.SECONDS)
          .check(HealthCheckRequest.getDefaultInstance()).getStatus()).isEqualTo(HealthCheckResponse.ServingStatus.SERVING);
    }
  }

  @Test
  void sessionAndHbmQuotasAreResourceExhaustedNamingTheLimit() throws Exception {
    closeAllOf(BOB);
    String first = open(BOB);
    String second = open(BOB);
    try {
      StatusRuntimeException third = failure(() -> open(BOB));
      assertThat(third.getStatus().getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
      assertThat(third.getStatus().getDescription()).contains("bob").contains("max-sessions is 2");
      String alice = open(ALICE); // another tenant's count is its own
      close(ALICE, alice);

      // HBM: 3/4 of the quota fits, a second 3/4 in another session of the same tenant does not.
      long elements = HBM_QUOTA * 3 / 4 / 4;
      TensorType big = Shapes.type(DType.F32, new long[] {elements});
      upload(BOB, first, 1, big, ByteString.copyFrom(new byte[(int) (elements * 4)]));
      StatusRuntimeException hbm = failure(() -> upload(BOB, second, 1, big, ByteString.copyFrom(new byte[(int) (elements * 4)])));
      assertThat(hbm.getStatus().getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
      assertThat(hbm.getStatus().getDescription()).contains("HBM quota of tenant bob").contains("torchtpu.quota.max-hbm");
      // An op whose result would pass the quota fails the same way.
      StatusRuntimeException op = failure(() -> runtime(BOB).execute(ExecuteRequest.newBuilder().setSessionId(first)
          .setFirstSequence(1).addOps(Op.newBuilder().addOperands(1).addOperands(1).addResults(2)
              .setBinary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.ADD))).build()));
      assertThat(op.getStatus().getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
      assertThat(op.getStatus().getDescription()).contains("HBM quota of tenant bob");
      // Freeing gives the quota back.
      runtime(BOB).free(FreeRequest.newBuilder().setSessionId(first).addHandles(1).build());
      upload(BOB, second, 1, big, ByteString.copyFrom(new byte[(int) (elements * 4)]));
    } finally {
      close(BOB, first);
      close(BOB, second);
    }
    // Closing gives the sessions back.
    close(BOB, open(BOB));
  }

  static HttpResponse<String> send(ServiceProcess service, String method, String path, String key, String body)
      throws Exception {
    return send(service.httpBase(), method, path, key, body);
  }

  static HttpResponse<String> send(String base, String method, String path, String key, String body)
      throws Exception {
    HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(30))
        .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
    if (body != null) {
      b.header("Content-Type", "application/json");
    }
    if (key != null) {
      b.header("Authorization", "Bearer " + key);
    }
    return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
  }

  static HttpResponse<String> get(ServiceProcess service, String path, String key) throws Exception {
    return send(service, "GET", path, key, null);
  }

  /** Status codes of a request without a key, with an unknown key, a tenant's, and an admin's. */
  static List<Integer> statuses(ServiceProcess service, String path) throws Exception {
    List<Integer> out = new ArrayList<>();
    for (String key : new String[] {null, UNKNOWN, ALICE, ADMIN}) {
      out.add(get(service, path, key).statusCode());
    }
    return out;
  }

  @Test
  void adminRestNeedsAnAdminKeyAndHealthAndPrometheusStayOpen() throws Exception {
    assertThat(statuses(server, "/api/v1/chips")).containsExactly(401, 401, 403, 200);
    assertThat(statuses(server, "/api/v1/sessions")).containsExactly(401, 401, 403, 200);
    assertThat(statuses(scheduler, "/api/v1/pod")).containsExactly(401, 401, 403, 200);
    assertThat(statuses(scheduler, "/api/v1/tenants")).containsExactly(401, 401, 403, 200);
    assertThat(statuses(cache, "/api/v1/cache/stats")).containsExactly(401, 401, 403, 200);
    assertThat(get(cache, "/api/v1/cache/stats", SERVICE).statusCode()).isEqualTo(200);
    for (ServiceProcess s : new ServiceProcess[] {server, scheduler, cache}) {
      // the actuator's metrics are the host's totals over every tenant: not on the REST port tenants reach, but on
      // the management port (loopback), where health and Prometheus need no key and the rest an admin's
      for (String path : List.of("/actuator/health", "/actuator/prometheus", "/actuator/metrics", "/actuator")) {
        assertThat(get(s, path, ADMIN).statusCode()).as(path + " on the REST port").isEqualTo(404);
      }
      assertThat(send(s.managementBase(), "GET", "/actuator/health", null, null).statusCode()).isEqualTo(200);
      assertThat(send(s.managementBase(), "GET", "/actuator/prometheus", null, null).statusCode()).isEqualTo(200);
      assertThat(send(s.managementBase(), "GET", "/actuator/metrics", null, null).statusCode()).isEqualTo(401);
      assertThat(send(s.managementBase(), "GET", "/actuator/metrics", ALICE, null).statusCode()).isEqualTo(403);
    }
    HttpResponse<String> denied = get(server, "/api/v1/sessions", ALICE);
    assertThat(denied.body()).contains("PERMISSION_DENIED").contains("tenant key of alice");
    assertThat(get(server, "/api/v1/sessions", null).body()).contains("UNAUTHENTICATED").contains("X-API-Key");
    assertThat(get(server, "/api/v1/sessions", UNKNOWN).body()).contains("not known");
  }

  @Test
  void restJobsBelongToTheKeysTenant() throws Exception {
    HttpResponse<String> created = send(scheduler, "POST", "/api/v1/jobs", ALICE,
        "{\"generation\":\"v4\",\"topology\":\"2x2x1\"}");
    assertThat(created.statusCode()).isEqualTo(201);
    assertThat(created.body()).contains("\"tenant\": \"alice\"");
    String id = created.body().replaceAll("(?s).*\"jobId\": \"([^\"]+)\".*", "$1");
    try {
      assertThat(send(scheduler, "POST", "/api/v1/jobs", BOB, "{\"tenant\":\"alice\",\"generation\":\"v4\",\"chipCount\":1}")
          .statusCode()).isEqualTo(403);
      assertThat(send(scheduler, "POST", "/api/v1/jobs", null, "{\"generation\":\"v4\",\"chipCount\":1}").statusCode())
          .isEqualTo(401);
      HttpResponse<String> missing = get(scheduler, "/api/v1/jobs/job-999999-0000", BOB);
      for (HttpResponse<String> r : List.of(get(scheduler, "/api/v1/jobs/" + id, BOB),
          send(scheduler, "DELETE", "/api/v1/jobs/" + id, BOB, null),
          send(scheduler, "POST", "/api/v1/jobs/" + id + "/cancel", BOB, null))) {
        assertThat(r.statusCode()).isEqualTo(404);
        assertThat(r.body().replace(id, "<id>")).isEqualTo(missing.body().replace("job-999999-0000", "<id>"));
      }
      assertThat(get(scheduler, "/api/v1/jobs", BOB).body()).doesNotContain(id);
      assertThat(get(scheduler, "/api/v1/jobs?tenant=alice", BOB).statusCode()).isEqualTo(403);
      assertThat(get(scheduler, "/api/v1/jobs", ALICE).body()).contains(id);
      assertThat(get(scheduler, "/api/v1/jobs", ADMIN).body()).contains(id);
      assertThat(get(scheduler, "/api/v1/jobs/" + id, ALICE).statusCode()).isEqualTo(200);
    } finally {
      assertThat(send(scheduler, "DELETE", "/api/v1/jobs/" + id, ALICE, null).statusCode()).isEqualTo(200);
    }
  }

  @Test
  void schedulerJobRpcsKeepTenantsToTheirOwnJobs() throws Exception {
    Job job = scheduler(ALICE).submitJob(SubmitJobRequest.newBuilder().setGeneration(Generation.V4).setChipCount(1).build());
    assertThat(job.getTenant()).isEqualTo("alice");
    String id = job.getJobId();
    try {
      String missing = failure(() -> scheduler(BOB).getJob(GetJobRequest.newBuilder().setJobId("job-999999-0000").build()))
          .getStatus().getDescription().replace("job-999999-0000", "<id>");
      List<StatusRuntimeException> refusals = List.of(
          failure(() -> scheduler(BOB).getJob(GetJobRequest.newBuilder().setJobId(id).build())),
          failure(() -> scheduler(BOB).cancelJob(CancelJobRequest.newBuilder().setJobId(id).build())),
          failure(() -> scheduler(BOB).startJob(StartJobRequest.newBuilder().setJobId(id).build())),
          failure(() -> scheduler(BOB).completeJob(CompleteJobRequest.newBuilder().setJobId(id).setSucceeded(true).build())),
          failure(() -> scheduler(BOB).watchJob(WatchJobRequest.newBuilder().setJobId(id).build())
              .forEachRemaining((JobEvent e) -> {})));
      for (StatusRuntimeException e : refusals) {
        assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.NOT_FOUND);
        assertThat(e.getStatus().getDescription().replace(id, "<id>")).isEqualTo(missing);
      }
      assertThat(code(() -> scheduler(BOB).submitJob(SubmitJobRequest.newBuilder().setTenant("alice")
          .setGeneration(Generation.V4).setChipCount(1).build()))).isEqualTo(Status.Code.PERMISSION_DENIED);
      assertThat(scheduler(BOB).listJobs(ListJobsRequest.getDefaultInstance()).getJobsList())
          .noneMatch(j -> j.getJobId().equals(id));
      assertThat(code(() -> scheduler(BOB).listJobs(ListJobsRequest.newBuilder().setTenant("alice").build())))
          .isEqualTo(Status.Code.PERMISSION_DENIED);
      assertThat(scheduler(ADMIN).getJob(GetJobRequest.newBuilder().setJobId(id).build()).getTenant()).isEqualTo("alice");
      // Host and pod RPCs are the pod's and operators': a tenant key is refused.
      for (Executable e : List.<Executable>of(
          () -> scheduler(ALICE).registerHost(RegisterHostRequest.newBuilder().setHostId("rogue").build()),
          () -> scheduler(ALICE).heartbeat(HeartbeatRequest.newBuilder().setHostId("secure-host").build()),
          () -> scheduler(ALICE).describePods(DescribePodsRequest.getDefaultInstance()))) {
        assertThat(code(e)).isEqualTo(Status.Code.PERMISSION_DENIED);
      }
    } finally {
      scheduler(ALICE).cancelJob(CancelJobRequest.newBuilder().setJobId(id).build());
    }
  }

  @Test
  void queuedJobsQuotaIsResourceExhaustedNamingTheLimit() {
    List<String> ids = new ArrayList<>();
    try {
      ids.add(scheduler(BOB).submitJob(SubmitJobRequest.newBuilder().setGeneration(Generation.V4).setChipCount(2).build()).getJobId());
      ids.add(scheduler(BOB).submitJob(SubmitJobRequest.newBuilder().setGeneration(Generation.V4).setChipCount(2).build()).getJobId());
      StatusRuntimeException e = failure(() -> scheduler(BOB).submitJob(
          SubmitJobRequest.newBuilder().setGeneration(Generation.V4).setChipCount(2).build()));
      assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
      assertThat(e.getStatus().getDescription()).contains("tenant bob").contains("max-queued-jobs is 2");
      // alice's queue is her own
      ids.add(scheduler(ALICE).submitJob(SubmitJobRequest.newBuilder().setGeneration(Generation.V4).setChipCount(2).build()).getJobId());
    } finally {
      for (String id : ids) {
        scheduler(ADMIN).cancelJob(CancelJobRequest.newBuilder().setJobId(id).build());
      }
    }
  }

  @Test
  void theCacheTakesOnlyServiceAndAdminKeysAndTheHostUsesItsServiceKey() throws Exception {
    CompilationCacheGrpc.CompilationCacheBlockingStub c = CompilationCacheGrpc.newBlockingStub(cacheChannel)
        .withDeadlineAfter(30, TimeUnit.SECONDS);
    StatusRuntimeException e = failure(() -> c.withCallCredentials(key(ALICE)).lookup(CacheLookupRequest.newBuilder()
        .setKey("0".repeat(64)).build()));
    assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.PERMISSION_DENIED);
    assertThat(e.getStatus().getDescription()).contains("service or admin key");
    c.withCallCredentials(key(SERVICE)).stats(CacheStatsRequest.getDefaultInstance());

    // The host compiled through the cache with its service key: compile something new and see the cache grow.
    long before = c.withCallCredentials(key(ADMIN)).stats(CacheStatsRequest.getDefaultInstance()).getEntries();
    String s = open(ALICE);
    try {
      Graph g = doubling().toBuilder().setParameters(0, Parameter.newBuilder().setId(1)
          .setType(Shapes.type(DType.F32, new long[] {3, 7}))).build();
      runtime(ALICE).compile(CompileRequest.newBuilder().setSessionId(s).setGraph(g).build());
    } finally {
      close(ALICE, s);
    }
    assertThat(c.withCallCredentials(key(ADMIN)).stats(CacheStatsRequest.getDefaultInstance()).getEntries())
        .isGreaterThan(before);

    // ... and registered with the scheduler with it: the pod lists the host.
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    String pods = "";
    while (System.nanoTime() < deadline && !pods.contains("secure-host")) {
      pods = scheduler(ADMIN).describePods(DescribePodsRequest.getDefaultInstance()).toString();
      Thread.sleep(200);
    }
    assertThat(pods).contains("secure-host");
  }
}
