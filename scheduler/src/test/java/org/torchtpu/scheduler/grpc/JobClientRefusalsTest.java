package org.torchtpu.scheduler.grpc;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.ForwardingServerCall;
import io.grpc.Metadata;
import io.grpc.Server;
import io.grpc.ServerBuilder;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import io.grpc.ServerInterceptors;
import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.SchedulerGrpc;
import org.torchtpu.api.v1.SubmitJobRequest;
import org.torchtpu.client.jobs.JobClient;
import org.torchtpu.scheduler.security.TenantCallShare;
import org.torchtpu.service.security.ApiKeyServerInterceptor;
import org.torchtpu.service.security.ApiKeys;

/**
 * A tenant's JobClient with more SubmitJobs in flight than its call share: the ones refused at the door (with a retry
 * hint) are sent again by the SDK, so every submit succeeds, and each makes exactly one job (the refusal came before
 * the request reached the service). Over a real socket, with the scheduler's own interceptors.
 */
class JobClientRefusalsTest {
  private static final int LIMIT = 4;
  private static final int CALLS = 3 * LIMIT;

  @Test
  void submitsPastTheTenantsShareAreRetriedAndEachMakesOneJob() throws Exception {
    CountDownLatch release = new CountDownLatch(1);
    AtomicInteger refusals = new AtomicInteger();
    Map<String, Integer> jobsByName = new ConcurrentHashMap<>();
    SchedulerGrpc.SchedulerImplBase stalling = new SchedulerGrpc.SchedulerImplBase() {
      @Override
      public void submitJob(SubmitJobRequest request, StreamObserver<Job> out) {
        jobsByName.merge(request.getName(), 1, Integer::sum);
        try {
          release.await(60, TimeUnit.SECONDS); // held in progress until some call was refused
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
        out.onNext(Job.newBuilder().setJobId("job-" + request.getName()).build());
        out.onCompleted();
      }
    };
    ServerInterceptor countingRefusals = new ServerInterceptor() {
      @Override
      public <Q, R> ServerCall.Listener<Q> interceptCall(ServerCall<Q, R> call, Metadata headers,
          ServerCallHandler<Q, R> next) {
        return next.startCall(new ForwardingServerCall.SimpleForwardingServerCall<>(call) {
          @Override
          public void close(Status status, Metadata trailers) {
            if (status.getCode() == Status.Code.RESOURCE_EXHAUSTED) {
              refusals.incrementAndGet();
            }
            super.close(status, trailers);
          }
        }, headers);
      }
    };
    ApiKeys keys = ApiKeys.of(Map.of("mallory", List.of(ApiKeys.sha256Hex("key-m"))), Map.of(), Map.of());
    Server server = ServerBuilder.forPort(0).executor(Executors.newCachedThreadPool())
        .addService(ServerInterceptors.intercept(stalling, new TenantCalls(new TenantCallShare(LIMIT)),
            countingRefusals, new ApiKeyServerInterceptor(keys, (method, caller) -> null)))
        .build().start();
    ExecutorService callers = Executors.newFixedThreadPool(CALLS);
    try (JobClient client = JobClient.connect("localhost:" + server.getPort(), "key-m")) {
      List<Future<Job>> submits = new ArrayList<>();
      for (int i = 0; i < CALLS; i++) {
        SubmitJobRequest request = SubmitJobRequest.newBuilder().setTenant("mallory").setTopology("2x2")
            .setName("n" + i).build();
        submits.add(callers.submit(() -> client.submit(request)));
      }
      for (int i = 0; i < 6_000 && refusals.get() == 0; i++) {
        Thread.sleep(10); // bounds a hang only
      }
      assertThat(refusals.get()).as("calls past the share were refused").isPositive();
      release.countDown();
      Set<String> answered = ConcurrentHashMap.newKeySet();
      for (Future<Job> submit : submits) {
        answered.add(submit.get(60, TimeUnit.SECONDS).getJobId());
      }
      assertThat(answered).hasSize(CALLS);
      assertThat(jobsByName).hasSize(CALLS).allSatisfy((name, times) -> assertThat(times).as(name).isEqualTo(1));
    } finally {
      release.countDown();
      callers.shutdownNow();
      server.shutdownNow().awaitTermination(30, TimeUnit.SECONDS);
    }
  }
}
