package org.torchtpu.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.torchtpu.e2e.SecurityIT.ADMIN;
import static org.torchtpu.e2e.SecurityIT.ALICE;
import static org.torchtpu.e2e.SecurityIT.BOB;
import static org.torchtpu.e2e.SecurityIT.POD_SECRET;
import static org.torchtpu.e2e.SecurityIT.SERVICE;
import static org.torchtpu.e2e.SecurityIT.code;
import static org.torchtpu.e2e.SecurityIT.key;

import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.Metadata;
import io.grpc.Server;
import io.grpc.ServerBuilder;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import io.grpc.ServerInterceptors;
import io.grpc.Status;
import io.grpc.health.v1.HealthCheckRequest;
import io.grpc.health.v1.HealthCheckResponse;
import io.grpc.health.v1.HealthGrpc;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.torchtpu.api.v1.CacheEntry;
import org.torchtpu.api.v1.CacheLookupRequest;
import org.torchtpu.api.v1.CachePutRequest;
import org.torchtpu.api.v1.CancelJobRequest;
import org.torchtpu.api.v1.ChipInfo;
import org.torchtpu.api.v1.CompilationCacheGrpc;
import org.torchtpu.api.v1.DescribeHostRequest;
import org.torchtpu.api.v1.DescribePodsRequest;
import org.torchtpu.api.v1.FabricGrpc;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.GetJobRequest;
import org.torchtpu.api.v1.HostChip;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.api.v1.ListJobsRequest;
import org.torchtpu.api.v1.RegisterHostRequest;
import org.torchtpu.api.v1.RuntimeGrpc;
import org.torchtpu.api.v1.SchedulerGrpc;
import org.torchtpu.api.v1.SubmitJobRequest;
import org.torchtpu.api.v1.TorusCoord;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.api.v1.WorldPeer;
import org.torchtpu.client.CompiledFunction;
import org.torchtpu.client.EagerMode;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;
import org.torchtpu.client.TpuClient;
import org.torchtpu.client.TpuException;
import org.torchtpu.client.dist.ProcessGroup;
import org.torchtpu.client.dist.ReduceOp;

/**
 * Issue 12 items 1-4 and the cache_hit leak of item 10, each attack performed as the issue states
 * it against real processes with keys on: a scheduler, a compilation cache, and two tpu-server
 * hosts (2 chips each, a 2x2 v5e pod) sharing the pod secret. Host A uses the shared cache; host B
 * does not, which is where the attacker learns a graph's cache key without storing it. Tenants
 * alice and bob; the attacker also holds the pod's service key where the issue says so.
 */
class TrustIT {
  @TempDir
  static Path dir;
  static ServiceProcess scheduler;
  static ServiceProcess cache;
  static ServiceProcess hostA;
  static ServiceProcess hostB;
  static ManagedChannel schedulerChannel;
  static ManagedChannel cacheChannel;
  /** Made per run of the class and shut down after it: a static final pool would stay shut for a rerun in this JVM. */
  static ExecutorService threads;

  @BeforeAll
  static void startPod() throws Exception {
    threads = Executors.newCachedThreadPool();
    scheduler = ServiceProcess.start("scheduler", SecurityIT.args(List.of(
        "--torchtpu.scheduler.data-dir=" + dir.resolve("scheduler"),
        "--torchtpu.scheduler.pods[0].name=v5e-pod", "--torchtpu.scheduler.pods[0].generation=v5e",
        "--torchtpu.scheduler.pods[0].dims=2x2", "--torchtpu.security.pod-secret=" + POD_SECRET)));
    cache = ServiceProcess.start("compilation-cache-service", SecurityIT.args(List.of("--torchtpu.cache.dir=" + dir.resolve("cache"))));
    hostA = ServiceProcess.start("tpu-server", SecurityIT.args(List.of(
        "--torchtpu.generation=v5e", "--torchtpu.chips=2", "--torchtpu.host-id=host-a", "--torchtpu.torus-origin=0,0,0",
        "--torchtpu.scheduler-target=" + scheduler.grpcTarget(),
        "--torchtpu.compilation-cache-target=" + cache.grpcTarget(),
        "--torchtpu.security.service-key=" + SERVICE, "--torchtpu.security.pod-secret=" + POD_SECRET)));
    hostB = ServiceProcess.start("tpu-server", SecurityIT.args(List.of(
        "--torchtpu.generation=v5e", "--torchtpu.chips=2", "--torchtpu.host-id=host-b", "--torchtpu.torus-origin=0,1,0",
        "--torchtpu.scheduler-target=" + scheduler.grpcTarget(),
        "--torchtpu.security.service-key=" + SERVICE, "--torchtpu.security.pod-secret=" + POD_SECRET)));
    schedulerChannel = ManagedChannelBuilder.forTarget(scheduler.grpcTarget()).usePlaintext().build();
    cacheChannel = ManagedChannelBuilder.forTarget(cache.grpcTarget()).usePlaintext().build();
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
    while (scheduler(ADMIN).describePods(DescribePodsRequest.getDefaultInstance()).getPods(0).getHealthyChips() < 4) {
      assertThat(System.nanoTime()).as("both hosts register").isLessThan(deadline);
      Thread.sleep(200);
    }
  }

  @AfterAll
  static void stopPod() {
    threads.shutdownNow();
    for (ManagedChannel c : new ManagedChannel[] {schedulerChannel, cacheChannel}) {
      if (c != null) {
        c.shutdownNow();
      }
    }
    for (ServiceProcess p : new ServiceProcess[] {hostA, hostB, cache, scheduler}) {
      if (p != null) {
        p.close();
      }
    }
  }

  static SchedulerGrpc.SchedulerBlockingStub scheduler(String key) {
    return SchedulerGrpc.newBlockingStub(schedulerChannel).withCallCredentials(key(key)).withDeadlineAfter(30, TimeUnit.SECONDS);
  }

  static CompilationCacheGrpc.CompilationCacheBlockingStub cacheStub(String key) {
    return CompilationCacheGrpc.newBlockingStub(cacheChannel).withCallCredentials(key(key)).withDeadlineAfter(30, TimeUnit.SECONDS);
  }

  static TpuClient client(ServiceProcess host, String key) {
    return TpuClient.builder().target(host.grpcTarget()).apiKey(key).build();
  }

  /** A placed job of {@code chips} chips for the key's tenant. */
  static Job placed(String key, int chips) throws InterruptedException {
    Job job = scheduler(key).submitJob(SubmitJobRequest.newBuilder().setGeneration(Generation.V5E).setChipCount(chips)
        .setTimeLimitSeconds(600).build());
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (job.getState() != JobState.SCHEDULED && job.getState() != JobState.RUNNING) {
      assertThat(System.nanoTime()).as("job " + job.getJobId() + " is placed: " + job.getReason()).isLessThan(deadline);
      Thread.sleep(100);
      job = scheduler(key).getJob(GetJobRequest.newBuilder().setJobId(job.getJobId()).build());
    }
    return job;
  }

  static Status.Code sdkCode(Throwable t) {
    assertThat(t).as("the call should have failed").isInstanceOf(TpuException.class);
    return ((TpuException) t).code();
  }

  /** A peer the attacker listens on: a Fabric server that records every call's authorization header. */
  static final class FakePeer implements AutoCloseable {
    final List<String> authorizations = new CopyOnWriteArrayList<>();
    final AtomicInteger calls = new AtomicInteger();
    final Server server;

    FakePeer() throws Exception {
      ServerInterceptor spy = new ServerInterceptor() {
        @Override
        public <Q, R> ServerCall.Listener<Q> interceptCall(ServerCall<Q, R> call, Metadata headers, ServerCallHandler<Q, R> next) {
          calls.incrementAndGet();
          authorizations.add(String.valueOf(headers.get(Metadata.Key.of("authorization", Metadata.ASCII_STRING_MARSHALLER))));
          return next.startCall(call, headers);
        }
      };
      server = ServerBuilder.forPort(0).addService(ServerInterceptors.intercept(new FabricGrpc.FabricImplBase() {}, spy))
          .build().start();
    }

    String address() {
      return "127.0.0.1:" + server.getPort();
    }

    @Override
    public void close() {
      server.shutdownNow();
    }
  }

  /** Opens a rank and runs one all-reduce with a short timeout; returns what failed, or null. */
  static Throwable openAndAllReduce(ServiceProcess host, String key, String tenant, WorldMembership world) {
    return catchThrowable(() -> {
      try (TpuClient c = client(host, key); Session s = c.openRank(tenant, world, EagerMode.STRICT)) {
        ProcessGroup.world(s).allReduce(s.tensor(new float[] {1, 2}, 2), ReduceOp.SUM).toFloatArray();
      }
    });
  }

  @Test
  void aTenantNamingAPeerItListensOnNeverReceivesTheServiceKey() throws Exception {
    try (FakePeer fake = new FakePeer()) {
      // Issue 12 item 1 as written: a hand-built world whose rank 1 is the attacker's own server.
      WorldMembership handBuilt = WorldMembership.newBuilder().setWorldId("bob-world-" + System.nanoTime()).setWorldSize(2)
          .addPeers(WorldPeer.newBuilder().setAddress(hostA.grpcTarget()).setChip(0))
          .addPeers(WorldPeer.newBuilder().setAddress(fake.address()).setChip(0))
          .setCollectiveTimeoutMillis(3000).setRank(0).build();
      Throwable refused = openAndAllReduce(hostA, BOB, "bob", handBuilt);
      // The same with bob's own scheduler-issued world, its rank-1 peer swapped for the attacker's server.
      Job own = placed(BOB, 2);
      try {
        WorldMembership w = own.getWorld();
        int other = w.getPeers(0).getAddress().equals(hostA.grpcTarget()) ? 1 : 0;
        WorldMembership swapped = w.toBuilder()
            .setPeers(other, WorldPeer.newBuilder().setAddress(fake.address()).setChip(w.getPeers(other).getChip()))
            .setRank(1 - other).setCollectiveTimeoutMillis(3000).build();
        ServiceProcess mine = w.getPeers(1 - other).getAddress().equals(hostA.grpcTarget()) ? hostA : hostB;
        Throwable refusedSwap = openAndAllReduce(mine, BOB, "bob", swapped);

        assertThat(fake.authorizations).as("the service key reached the attacker's address")
            .noneMatch(a -> a.contains(SERVICE));
        assertThat(fake.calls.get()).isZero();
        assertThat(sdkCode(refused)).isEqualTo(Status.Code.PERMISSION_DENIED);
        assertThat(refused.getMessage()).contains("not one the scheduler issued");
        assertThat(sdkCode(refusedSwap)).isEqualTo(Status.Code.PERMISSION_DENIED);
      } finally {
        scheduler(BOB).cancelJob(CancelJobRequest.newBuilder().setJobId(own.getJobId()).build());
      }
    }
    assertHealthyAndEmpty();
  }

  @Test
  void aSecondTenantCannotJoinOrSquatAnotherTenantsWorldAndItsCollectivesStayItsOwn() throws Exception {
    Job job = placed(ALICE, 4);
    WorldMembership world = job.getWorld();
    assertThat(world.getWorldSize()).isEqualTo(4);
    assertThat(world.getSeal().isEmpty()).isFalse();
    List<TpuClient> clients = new ArrayList<>();
    List<Session> ranks = new ArrayList<>();
    try {
      ServiceProcess rank0Host = world.getPeers(0).getAddress().equals(hostA.grpcTarget()) ? hostA : hostB;
      // Issue 12 item 3: bob takes the world id first (squatting), with alice's membership as issued
      // (leaked to him), and with one he built himself around her world id.
      WorldMembership leaked = world.toBuilder().setRank(0).build();
      WorldMembership forged = WorldMembership.newBuilder().setWorldId(world.getWorldId()).setWorldSize(4)
          .addAllPeers(world.getPeersList()).setSliceTopology(world.getSliceTopology()).setRank(0).build();
      for (WorldMembership attempt : List.of(leaked, forged, forged.toBuilder().setTenant("bob").build())) {
        try (TpuClient bob = client(rank0Host, BOB)) {
          assertThat(sdkCode(catchThrowable(() -> bob.openRank("bob", attempt, EagerMode.STRICT).close())))
              .isEqualTo(Status.Code.PERMISSION_DENIED);
        }
      }
      // alice opens her four ranks on the hosts the scheduler placed them on (two per host)
      for (int r = 0; r < 4; r++) {
        ServiceProcess host = world.getPeers(r).getAddress().equals(hostA.grpcTarget()) ? hostA : hostB;
        TpuClient c = client(host, ALICE);
        clients.add(c);
        ranks.add(c.openRank(job, r, EagerMode.STRICT));
      }
      // with alice's ranks open, bob still cannot take a seat
      try (TpuClient bob = client(rank0Host, BOB)) {
        assertThat(sdkCode(catchThrowable(() -> bob.openRank("bob", world.toBuilder().setRank(1).build(), EagerMode.STRICT))))
            .isEqualTo(Status.Code.PERMISSION_DENIED);
      }
      // alice's all-reduce (across both hosts over the Fabric) sums exactly her four ranks
      List<Future<float[]>> sums = new ArrayList<>();
      for (int r = 0; r < 4; r++) {
        Session s = ranks.get(r);
        float v = r + 1;
        sums.add(threads.submit(() -> ProcessGroup.world(s).allReduce(s.tensor(new float[] {v, 10 * v}, 2), ReduceOp.SUM)
            .toFloatArray()));
      }
      for (Future<float[]> f : sums) {
        assertThat(f.get(120, TimeUnit.SECONDS)).containsExactly(10f, 100f);
      }
    } finally {
      for (Session s : ranks) {
        s.close();
      }
      for (TpuClient c : clients) {
        c.close();
      }
      scheduler(ALICE).cancelJob(CancelJobRequest.newBuilder().setJobId(job.getJobId()).build());
    }
    assertHealthyAndEmpty();
  }

  /**
   * A sealed membership stays valid until its expiry, but the job can end first: the scheduler then tells the hosts
   * in their heartbeats, and each closes the world's sessions and refuses the membership, so a tenant whose job was
   * cancelled (or preempted) keeps no ranks on chips that may already be another job's.
   */
  @Test
  void aWorldEndsWithItsJobOnEveryHostEvenBeforeItsMembershipExpires() throws Exception {
    Job job = placed(ALICE, 4);
    WorldMembership world = job.getWorld();
    ServiceProcess rank0Host = world.getPeers(0).getAddress().equals(hostA.grpcTarget()) ? hostA : hostB;
    ServiceProcess otherHost = rank0Host == hostA ? hostB : hostA;
    int otherRank = world.getPeers(2).getAddress().equals(otherHost.grpcTarget()) ? 2 : 1;
    try (TpuClient a = client(rank0Host, ALICE); TpuClient b = client(otherHost, ALICE)) {
      Session rank0 = a.openRank(job, 0, EagerMode.STRICT);
      assertThat(rank0.tensor(new float[] {1, 2}, 2).toFloatArray()).containsExactly(1f, 2f);

      scheduler(ALICE).cancelJob(CancelJobRequest.newBuilder().setJobId(job.getJobId()).build());

      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60); // a few heartbeats
      Throwable failure;
      do {
        Thread.sleep(200);
        failure = catchThrowable(() -> rank0.tensor(new float[] {3}, 1).toFloatArray());
      } while (failure == null && System.nanoTime() < deadline);
      assertThat(failure).as("the cancelled job's session is closed by its host").isInstanceOf(TpuException.class);
      assertThat(((TpuException) failure).code()).isEqualTo(Status.Code.NOT_FOUND);
      catchThrowable(rank0::close);

      assertThat(world.getExpiresMillis()).isGreaterThan(System.currentTimeMillis()); // still unexpired, yet:
      assertThat(sdkCode(catchThrowable(() -> a.openRank("alice", world.toBuilder().setRank(0).build(), EagerMode.STRICT).close())))
          .isEqualTo(Status.Code.PERMISSION_DENIED);
      deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60); // the other host hears at its own heartbeat
      Throwable other;
      do {
        // the open is what is refused; a seat opened just before the host heard may be closed by the host before
        // this close reaches it (then the close answers NOT_FOUND), so only the open's answer counts
        other = catchThrowable(() -> {
          Session seat = b.openRank("alice", world.toBuilder().setRank(otherRank).build(), EagerMode.STRICT);
          catchThrowable(seat::close);
        });
        if (other == null) {
          Thread.sleep(200);
        }
      } while (other == null && System.nanoTime() < deadline);
      assertThat(sdkCode(other)).isEqualTo(Status.Code.PERMISSION_DENIED);
      assertThat(other).hasMessageContaining("has ended");
    }
    assertHealthyAndEmpty();
  }

  @Test
  void aPlantedCacheEntryIsNeverRunAndStoredEntriesCannotBeReplaced() throws Exception {
    float[] in = {1, 2, 3, 4};
    // The attacker (tenant bob, also holding the service key) learns the key of the graph alice will
    // compile, on host B, which does not store it in the shared cache...
    String victimKey;
    try (TpuClient c = client(hostB, BOB); Session s = c.openSession(0, EagerMode.STRICT)) {
      Tensor x = s.tensor(in, 4);
      victimKey = s.compile(t -> t[0].mul(3.0).add(1.0), x).program().cacheKey();
    }
    // ... gets a real program of the same signature into the cache on host A (x -> -x) ...
    String evilKey;
    try (TpuClient c = client(hostA, BOB); Session s = c.openSession(0, EagerMode.STRICT)) {
      Tensor x = s.tensor(in, 4);
      CompiledFunction f = s.compile(t -> t[0].mul(-1.0), x);
      evilKey = f.program().cacheKey();
      assertThat(f.call1(x).toFloatArray()).containsExactly(-1f, -2f, -3f, -4f);
    }
    // keys on, the shared cache keeps each tenant's programs under its own derivation of the key (no secret in it)
    String evilStored = tenantKey("bob", evilKey);
    String victimStored = tenantKey("alice", victimKey);
    CacheEntry evil = cacheStub(SERVICE).lookup(CacheLookupRequest.newBuilder().setKey(evilStored).build()).getEntry();
    assertThat(evil.getSeal().isEmpty()).as("host A seals what it stores").isFalse();
    // ... and plants it, checksum and host A's seal included, under the victim's key (issue 12 item 2).
    assertThat(cacheStub(SERVICE).put(CachePutRequest.newBuilder().setKey(victimStored).setEntry(evil).build()).getStored())
        .isTrue();
    // Overwriting an entry that exists is refused outright: a valid entry of another program under evilKey.
    com.google.protobuf.ByteString otherProgram = evil.getProgram().concat(com.google.protobuf.ByteString.copyFrom(new byte[] {0}));
    CacheEntry replacement = evil.toBuilder().setProgram(otherProgram).setSha256(com.google.protobuf.ByteString.copyFrom(
        java.security.MessageDigest.getInstance("SHA-256").digest(otherProgram.toByteArray()))).build();
    assertThat(code(() -> cacheStub(SERVICE).put(CachePutRequest.newBuilder().setKey(evilStored).setEntry(replacement).build())))
        .isEqualTo(Status.Code.ALREADY_EXISTS);
    assertThat(cacheStub(SERVICE).lookup(CacheLookupRequest.newBuilder().setKey(evilStored).build()).getEntry().getProgram())
        .isEqualTo(evil.getProgram());

    long untrustedBefore = metric(hostA, "torchtpu_compile_cache_untrusted_total");
    try (TpuClient c = client(hostA, ALICE); Session s = c.openSession(1, EagerMode.STRICT)) {
      Tensor x = s.tensor(in, 4);
      CompiledFunction f = s.compile(t -> t[0].mul(3.0).add(1.0), x);
      assertThat(f.program().cacheKey()).isEqualTo(victimKey);
      assertThat(f.call1(x).toFloatArray()).as("alice's graph, not the planted program").containsExactly(4f, 7f, 10f, 13f);
      assertThat(f.program().cacheHit()).isFalse();
    }
    assertThat(metric(hostA, "torchtpu_compile_cache_untrusted_total")).isEqualTo(untrustedBefore + 1);
    assertHealthyAndEmpty();
  }

  @Test
  void cacheHitDoesNotTellATenantThatAnotherTenantCompiledTheSameGraph() throws Exception {
    float[] in = {5, 6, 7};
    try (TpuClient alice = client(hostA, ALICE); TpuClient bob = client(hostA, BOB)) {
      try (Session s = alice.openSession(0, EagerMode.STRICT)) {
        assertThat(s.compile(t -> t[0].add(41.5), s.tensor(in, 3)).program().cacheHit()).isFalse();
      }
      try (Session s = bob.openSession(0, EagerMode.STRICT)) {
        // bob never gets alice's program: he compiles his own (keys on, each tenant's programs are its own)
        assertThat(s.compile(t -> t[0].add(41.5), s.tensor(in, 3)).program().cacheHit()).isFalse();
      }
      try (Session s = bob.openSession(1, EagerMode.STRICT)) {
        assertThat(s.compile(t -> t[0].add(41.5), s.tensor(in, 3)).program().cacheHit()).as("bob's own earlier compile").isTrue();
      }
    }
    assertHealthyAndEmpty();
  }

  @Test
  void aServiceKeyCannotActForTenantsOrMoveALiveHost() throws Exception {
    Job job = placed(ALICE, 1);
    try {
      // Issue 12 item 4: list every tenant's jobs, read one, submit as another tenant
      assertThat(code(() -> scheduler(SERVICE).listJobs(ListJobsRequest.getDefaultInstance())))
          .isEqualTo(Status.Code.PERMISSION_DENIED);
      assertThat(code(() -> scheduler(SERVICE).getJob(GetJobRequest.newBuilder().setJobId(job.getJobId()).build())))
          .isEqualTo(Status.Code.PERMISSION_DENIED);
      assertThat(code(() -> scheduler(SERVICE).submitJob(SubmitJobRequest.newBuilder().setTenant("alice")
          .setGeneration(Generation.V5E).setChipCount(1).build()))).isEqualTo(Status.Code.PERMISSION_DENIED);
      assertThat(code(() -> scheduler(ADMIN).submitJob(SubmitJobRequest.newBuilder().setTenant("alice")
          .setGeneration(Generation.V5E).setChipCount(1).build()))).isEqualTo(Status.Code.PERMISSION_DENIED);
      HttpResponse<String> rest = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
          URI.create(scheduler.httpBase() + "/api/v1/jobs")).header("Authorization", "Bearer " + SERVICE).build(),
          HttpResponse.BodyHandlers.ofString());
      assertThat(rest.statusCode()).isEqualTo(403);
      assertThat(rest.body()).doesNotContain(job.getJobId());

      // ... and re-register host-a, alive, at an endpoint of its own
      try (FakePeer fake = new FakePeer()) {
        RegisterHostRequest hijack = RegisterHostRequest.newBuilder().setHostId("host-a").setGeneration(Generation.V5E)
            .setEndpoint(fake.address())
            .addChips(HostChip.newBuilder().setIndex(0).setCoord(TorusCoord.newBuilder().setX(0).setY(0)))
            .addChips(HostChip.newBuilder().setIndex(1).setCoord(TorusCoord.newBuilder().setX(1).setY(0))).build();
        assertThat(code(() -> scheduler(SERVICE).registerHost(hijack))).isEqualTo(Status.Code.ALREADY_EXISTS);
        String pods = scheduler(ADMIN).describePods(DescribePodsRequest.getDefaultInstance()).toString();
        assertThat(pods).contains(hostA.grpcTarget()).doesNotContain(fake.address());
        // the job placed on it still names the real host
        Job again = scheduler(ALICE).getJob(GetJobRequest.newBuilder().setJobId(job.getJobId()).build());
        assertThat(again.getWorld().getPeersList()).allMatch(p -> !p.getAddress().equals(fake.address()));
        assertThat(again.getState()).as("the refused hijack did not fail the host's jobs").isEqualTo(JobState.SCHEDULED);
      }
    } finally {
      scheduler(ALICE).cancelJob(CancelJobRequest.newBuilder().setJobId(job.getJobId()).build());
    }
  }

  static long metric(ServiceProcess p, String name) throws Exception {
    String body = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(p.managementBase() + "/actuator/prometheus"))
        .build(), HttpResponse.BodyHandlers.ofString()).body();
    for (String line : body.split("\n")) {
      if (line.startsWith(name + " ") || line.startsWith(name + "{")) {
        return (long) Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1));
      }
    }
    return 0;
  }

  /** Both hosts serve and hold no HBM once every session of the test is closed. */
  static void assertHealthyAndEmpty() throws Exception {
    for (ServiceProcess host : List.of(hostA, hostB)) {
      ManagedChannel ch = ManagedChannelBuilder.forTarget(host.grpcTarget()).usePlaintext().build();
      try {
        assertThat(HealthGrpc.newBlockingStub(ch).withDeadlineAfter(10, TimeUnit.SECONDS)
            .check(HealthCheckRequest.getDefaultInstance()).getStatus()).isEqualTo(HealthCheckResponse.ServingStatus.SERVING);
        RuntimeGrpc.RuntimeBlockingStub rt = RuntimeGrpc.newBlockingStub(ch).withCallCredentials(key(ADMIN));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        long used;
        do {
          used = 0;
          for (ChipInfo chip : rt.withDeadlineAfter(10, TimeUnit.SECONDS).describeHost(DescribeHostRequest.getDefaultInstance())
              .getChipsList()) {
            used += chip.getHbmUsedBytes();
          }
          if (used != 0) {
            Thread.sleep(100); // a close answered before its last free was applied
          }
        } while (used != 0 && System.nanoTime() < deadline);
        assertThat(used).as("HBM in use on " + host.grpcTarget()).isZero();
      } finally {
        ch.shutdownNow();
      }
    }
  }

  /**
   * The key a host stores a tenant's program under in the shared cache with keys on: SHA-256 of the tenant and the
   * program key (tpu-server's {@code ProgramKeys.forTenant}, restated here since e2e tests see the server only over
   * the wire).
   */
  private static String tenantKey(String tenant, String programKey) throws java.security.NoSuchAlgorithmException {
    byte[] text = ("tenant program\n" + tenant.length() + ":" + tenant + "\n" + programKey)
        .getBytes(java.nio.charset.StandardCharsets.UTF_8);
    return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(text));
  }
}
