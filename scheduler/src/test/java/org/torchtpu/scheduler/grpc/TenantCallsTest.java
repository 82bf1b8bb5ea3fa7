package org.torchtpu.scheduler.grpc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.google.rpc.RetryInfo;
import io.grpc.ManagedChannel;
import io.grpc.Metadata;
import io.grpc.Server;
import io.grpc.ServerInterceptors;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.inprocess.InProcessChannelBuilder;
import io.grpc.inprocess.InProcessServerBuilder;
import io.grpc.protobuf.StatusProto;
import io.grpc.stub.MetadataUtils;
import io.grpc.stub.StreamObserver;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.HeartbeatRequest;
import org.torchtpu.api.v1.HeartbeatResponse;
import org.torchtpu.api.v1.JobEvent;
import org.torchtpu.api.v1.ListJobsRequest;
import org.torchtpu.api.v1.ListJobsResponse;
import org.torchtpu.api.v1.SchedulerGrpc;
import org.torchtpu.api.v1.WatchJobRequest;
import org.torchtpu.service.security.ApiKeyServerInterceptor;
import org.torchtpu.service.security.ApiKeys;

/**
 * The flood: a tenant key keeps many ListJobs in progress at once (each would hold the scheduler's one lock in turn,
 * delaying every heartbeat). Past {@code max-calls-per-tenant} its calls are refused RESOURCE_EXHAUSTED with a retry
 * hint while another tenant's calls, the hosts' heartbeats and the tenant's own watches go through. The calls here
 * stall in the service (as calls waiting for the lock would) so that they stay in progress.
 */
class TenantCallsTest {
  private static final int LIMIT = org.torchtpu.scheduler.security.TenantCallShare.DEFAULT_LIMIT;
  private final CountDownLatch release = new CountDownLatch(1);
  private final AtomicInteger inService = new AtomicInteger();
  /** ListJobs calls answered (closed, so counted out of their tenant's share). */
  private final AtomicInteger answered = new AtomicInteger();
  private final List<ManagedChannel> channels = new ArrayList<>();
  private Server server;
  private String name;

  /** Stalls ListJobs and WatchJob until released; answers heartbeats at once. */
  private final class Stalling extends SchedulerGrpc.SchedulerImplBase {
    @Override
    public void listJobs(ListJobsRequest request, StreamObserver<ListJobsResponse> out) {
      inService.incrementAndGet();
      try {
        release.await(60, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      out.onNext(ListJobsResponse.getDefaultInstance());
      out.onCompleted();
      answered.incrementAndGet();
    }

    @Override
    public void watchJob(WatchJobRequest request, StreamObserver<JobEvent> out) {
      inService.incrementAndGet();
    }

    @Override
    public void heartbeat(HeartbeatRequest request, StreamObserver<HeartbeatResponse> out) {
      out.onNext(HeartbeatResponse.getDefaultInstance());
      out.onCompleted();
    }
  }

  @BeforeEach
  void start() throws Exception {
    name = "tenant-calls-" + System.nanoTime();
    ApiKeys keys = ApiKeys.of(Map.of("mallory", List.of(ApiKeys.sha256Hex("key-m")),
        "alice", List.of(ApiKeys.sha256Hex("key-a"))), Map.of(), Map.of("host", List.of(ApiKeys.sha256Hex("key-h"))));
    // as Spring orders them: the key interceptor outside, naming the caller, then the per-tenant count
    server = InProcessServerBuilder.forName(name).executor(java.util.concurrent.Executors.newCachedThreadPool())
        .addService(ServerInterceptors.intercept(new Stalling(), new TenantCalls(new org.torchtpu.scheduler.security.TenantCallShare(LIMIT)),
            new ApiKeyServerInterceptor(keys, (method, caller) -> null)))
        .build().start();
  }

  @AfterEach
  void stop() throws InterruptedException {
    release.countDown();
    channels.forEach(ManagedChannel::shutdownNow);
    server.shutdownNow().awaitTermination(30, TimeUnit.SECONDS);
  }

  private SchedulerGrpc.SchedulerStub async(String key) {
    return SchedulerGrpc.newStub(channel()).withInterceptors(MetadataUtils.newAttachHeadersInterceptor(keyHeader(key)));
  }

  private SchedulerGrpc.SchedulerBlockingStub blocking(String key) {
    return SchedulerGrpc.newBlockingStub(channel()).withInterceptors(
        MetadataUtils.newAttachHeadersInterceptor(keyHeader(key))).withDeadlineAfter(60, TimeUnit.SECONDS);
  }

  private ManagedChannel channel() {
    ManagedChannel channel = InProcessChannelBuilder.forName(name).build();
    channels.add(channel);
    return channel;
  }

  private static Metadata keyHeader(String key) {
    Metadata headers = new Metadata();
    headers.put(Metadata.Key.of("x-api-key", Metadata.ASCII_STRING_MARSHALLER), key);
    return headers;
  }

  private static <T> StreamObserver<T> ignore() {
    return new StreamObserver<>() {
      @Override
      public void onNext(T value) {}

      @Override
      public void onError(Throwable t) {}

      @Override
      public void onCompleted() {}
    };
  }

  private static void await(AtomicInteger count, int calls) throws InterruptedException {
    for (int i = 0; i < 6_000 && count.get() < calls; i++) {
      Thread.sleep(10); // bounds a hang only
    }
    assertThat(count.get()).isEqualTo(calls);
  }

  @Test
  void aTenantsCallsPastItsShareAreRefusedWithARetryHintAndNobodyElsesAre() throws Exception {
    for (int i = 0; i < LIMIT; i++) {
      async("key-m").listJobs(ListJobsRequest.getDefaultInstance(), ignore());
    }
    await(inService, LIMIT);

    StatusRuntimeException refused = catchThrowableOfType(
        () -> blocking("key-m").listJobs(ListJobsRequest.getDefaultInstance()), StatusRuntimeException.class);
    assertThat(refused).as("mallory's call past its share").isNotNull();
    assertThat(refused.getStatus().getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(refused.getStatus().getDescription()).contains("torchtpu.scheduler.max-calls-per-tenant");
    com.google.rpc.Status detail = StatusProto.fromThrowable(refused);
    assertThat(detail).isNotNull();
    assertThat(detail.getDetailsList()).anySatisfy(any -> assertThat(any.is(RetryInfo.class)).isTrue());

    assertThat(blocking("key-h").heartbeat(HeartbeatRequest.newBuilder().setHostId("h").build())).isNotNull();
    async("key-m").watchJob(WatchJobRequest.newBuilder().setJobId("job-1").build(), ignore()); // bounded on its own
    async("key-a").listJobs(ListJobsRequest.getDefaultInstance(), ignore());
    await(inService, LIMIT + 2);

    release.countDown();
    await(answered, LIMIT + 1); // mallory's and alice's stalled calls
    assertThat(blocking("key-m").listJobs(ListJobsRequest.getDefaultInstance())).as("after its calls ended")
        .isNotNull();
  }
}
