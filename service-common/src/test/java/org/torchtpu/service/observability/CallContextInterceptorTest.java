package org.torchtpu.service.observability;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.ManagedChannel;
import io.grpc.Metadata;
import io.grpc.Server;
import io.grpc.ServerInterceptor;
import io.grpc.ServerInterceptors;
import io.grpc.inprocess.InProcessChannelBuilder;
import io.grpc.inprocess.InProcessServerBuilder;
import io.grpc.stub.MetadataUtils;
import io.grpc.stub.StreamObserver;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.slf4j.MDC;
import org.springframework.core.annotation.AnnotationAwareOrderComparator;
import org.torchtpu.api.grpc.CallHeaders;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.SchedulerGrpc;
import org.torchtpu.api.v1.SubmitJobRequest;
import org.torchtpu.service.security.ApiKeyServerInterceptor;
import org.torchtpu.service.security.ApiKeys;

/**
 * The tenant on a call's log lines is the authenticated key's: a tenant that names another tenant in
 * the {@code x-torchtpu-tenant} header or in the request cannot write log lines under that name.
 */
class CallContextInterceptorTest {
  private static final String KEY_A = "key-of-tenant-a";
  private static final String KEY_ADMIN = "key-of-the-operator";

  /** The tenant in the MDC while each SubmitJob ran. */
  private final List<String> tenantsSeen = new CopyOnWriteArrayList<>();
  private Server server;
  private ManagedChannel channel;

  private final class RecordingScheduler extends SchedulerGrpc.SchedulerImplBase {
    @Override
    public void submitJob(SubmitJobRequest req, StreamObserver<Job> out) {
      tenantsSeen.add(String.valueOf(MDC.get(CallContextInterceptor.TENANT)));
      out.onNext(Job.getDefaultInstance());
      out.onCompleted();
    }
  }

  private SchedulerGrpc.SchedulerBlockingStub start(ApiKeys keys) throws Exception {
    List<ServerInterceptor> interceptors = new ArrayList<>(List.of(
        new CallContextInterceptor(), new ApiKeyServerInterceptor(keys, (method, caller) -> null)));
    // the order Spring gRPC applies them in: sorted by their order, the first runs first
    AnnotationAwareOrderComparator.sort(interceptors);
    String name = InProcessServerBuilder.generateName();
    server = InProcessServerBuilder.forName(name).directExecutor()
        .addService(ServerInterceptors.interceptForward(new RecordingScheduler(), interceptors)).build().start();
    channel = InProcessChannelBuilder.forName(name).directExecutor().build();
    return SchedulerGrpc.newBlockingStub(channel);
  }

  @AfterEach
  void stop() throws Exception {
    if (channel != null) {
      channel.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
    }
    if (server != null) {
      server.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
    }
  }

  private static Metadata headers(String key, String claimedTenant) {
    Metadata m = new Metadata();
    m.put(Metadata.Key.of(CallHeaders.X_API_KEY, Metadata.ASCII_STRING_MARSHALLER), key);
    if (claimedTenant != null) {
      m.put(CallHeaders.TENANT, claimedTenant);
    }
    return m;
  }

  private static ApiKeys keys() {
    return ApiKeys.of(Map.of("tenant-a", List.of(ApiKeys.sha256Hex(KEY_A))),
        Map.of("ops", List.of(ApiKeys.sha256Hex(KEY_ADMIN))), Map.of());
  }

  @Test
  void theKeysTenantWinsOverTheTenantHeaderAndTheRequestsField() throws Exception {
    SchedulerGrpc.SchedulerBlockingStub stub = start(keys());
    stub.withInterceptors(MetadataUtils.newAttachHeadersInterceptor(headers(KEY_A, "tenant-b")))
        .submitJob(SubmitJobRequest.newBuilder().setTenant("tenant-b").build());
    stub.withInterceptors(MetadataUtils.newAttachHeadersInterceptor(headers(KEY_A, null)))
        .submitJob(SubmitJobRequest.newBuilder().setTenant("tenant-b").build());
    // an operator's key is logged as the operator, not as the tenant it names
    stub.withInterceptors(MetadataUtils.newAttachHeadersInterceptor(headers(KEY_ADMIN, "tenant-b")))
        .submitJob(SubmitJobRequest.newBuilder().setTenant("tenant-b").build());
    assertThat(tenantsSeen).containsExactly("tenant-a", "tenant-a", "admin:ops");
  }

  @Test
  void withoutKeysTheClientsWordIsLogged() throws Exception {
    SchedulerGrpc.SchedulerBlockingStub stub = start(ApiKeys.disabled());
    stub.withInterceptors(MetadataUtils.newAttachHeadersInterceptor(headers("any", "tenant-b")))
        .submitJob(SubmitJobRequest.newBuilder().setTenant("tenant-c").build());
    stub.submitJob(SubmitJobRequest.newBuilder().setTenant("tenant-c").build());
    assertThat(tenantsSeen).containsExactly("tenant-b", "tenant-c");
  }

  @Test
  void onlyAStreamsFirstMessageIsReadForIds() {
    List<String> sessionsSeen = new ArrayList<>();
    io.grpc.MethodDescriptor<SubmitJobRequest, Job> method = SchedulerGrpc.getSubmitJobMethod();
    io.grpc.ServerCall<SubmitJobRequest, Job> call = new io.grpc.ForwardingServerCall
        .SimpleForwardingServerCall<SubmitJobRequest, Job>(null) {
      @Override
      public io.grpc.MethodDescriptor<SubmitJobRequest, Job> getMethodDescriptor() {
        return method;
      }
    };
    io.grpc.ServerCall.Listener<SubmitJobRequest> listener = new CallContextInterceptor().interceptCall(call,
        new Metadata(), (c, h) -> new io.grpc.ServerCall.Listener<>() {
          @Override
          public void onMessage(SubmitJobRequest message) {
            sessionsSeen.add(String.valueOf(MDC.get(CallContextInterceptor.TENANT)));
          }
        });
    listener.onMessage(SubmitJobRequest.newBuilder().setTenant("tenant-a").build());
    listener.onMessage(SubmitJobRequest.newBuilder().setTenant("tenant-b").build());
    SubmitJobRequest.Builder unnamedFirst = SubmitJobRequest.newBuilder();
    io.grpc.ServerCall.Listener<SubmitJobRequest> second = new CallContextInterceptor().interceptCall(call,
        new Metadata(), (c, h) -> new io.grpc.ServerCall.Listener<>() {
          @Override
          public void onMessage(SubmitJobRequest message) {
            sessionsSeen.add(String.valueOf(MDC.get(CallContextInterceptor.TENANT)));
          }
        });
    second.onMessage(unnamedFirst.build());
    second.onMessage(SubmitJobRequest.newBuilder().setTenant("tenant-c").build());
    assertThat(sessionsSeen).containsExactly("tenant-a", "tenant-a", "null", "null");
  }
}
