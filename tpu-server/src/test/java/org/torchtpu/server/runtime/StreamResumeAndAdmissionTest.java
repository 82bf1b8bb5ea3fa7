package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.google.protobuf.Any;
import com.google.rpc.RetryInfo;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import org.torchtpu.service.error.DomainException;
import org.torchtpu.service.error.ServiceStatuses;
import io.grpc.protobuf.StatusProto;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.StreamOpen;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.server.compiler.GraphBuilder;

/** A resumed op stream runs every op once; the host's bulkheads refuse overload with a retry hint. */
@Timeout(value = 120, unit = TimeUnit.SECONDS) // a hang guard, not a timing assertion
class StreamResumeAndAdmissionTest {
  private RuntimeHarness rt;

  @AfterEach
  void close() {
    if (rt != null) {
      rt.close();
    }
  }

  /** Ops 1..n: h(100) = 1, then h(100+i) = h(100+i-1) + h(100): h(100+n-1) = n. */
  private static List<Op> countingOps(int n) {
    GraphBuilder b = new GraphBuilder(100);
    long one = b.scalar(DType.F32, 1f);
    long last = one;
    for (int i = 1; i < n; i++) {
      last = b.add(last, one);
    }
    return b.ops();
  }

  private static double duplicateOps(RuntimeHarness rt) {
    return rt.meters.get("torchtpu.stream.duplicate.ops").counter().count();
  }

  @Test
  void aResumedStreamSkipsTheOpsThatAlreadyRanAndRunsTheRest() throws Exception {
    rt = new RuntimeHarness();
    String s = rt.open(EagerMode.STRICT, 0);
    List<Op> ops = countingOps(10);
    OpBatch first = RuntimeHarness.batch(1, ops.subList(0, 6), false);
    OpBatch rest = RuntimeHarness.batch(7, ops.subList(6, 10), false);
    // the first stream ran ops 1..6; say their acknowledgement was lost with the connection
    assertThat(rt.stream(s, List.of(first)).get(1).getCompletedSequence()).isEqualTo(6);

    StreamOpen resume = StreamOpen.newBuilder().setSessionId(s).setResume(true).setResumeAfter(0).build();
    List<StreamResponse> responses = rt.stream(resume, List.of(first, rest));

    assertThat(responses.get(0).getCompletedSequence()).isEqualTo(6); // the server's own progress
    assertThat(responses).noneMatch(StreamResponse::hasError); // running op 1 again would be ALREADY_EXISTS
    assertThat(responses.get(responses.size() - 1).getCompletedSequence()).isEqualTo(10);
    assertThat(duplicateOps(rt)).isEqualTo(6);
    assertThat(rt.download(s, 109).floats()).containsExactly(10f);
  }

  @Test
  void aFusedChunkResentAfterPartOfItRanRunsOnlyTheRest() throws Exception {
    rt = new RuntimeHarness();
    String s = rt.open(EagerMode.FUSED, 0);
    List<Op> ops = countingOps(8);
    rt.stream(s, List.of(RuntimeHarness.batch(1, ops.subList(0, 3), true)));
    // the client cut ops 1..8 as one chunk on a stream that broke; ops 1..3 had arrived earlier
    StreamOpen resume = StreamOpen.newBuilder().setSessionId(s).setResume(true).setResumeAfter(0).build();
    List<StreamResponse> responses = rt.stream(resume, List.of(RuntimeHarness.batch(1, ops, true)));
    assertThat(responses).noneMatch(StreamResponse::hasError);
    assertThat(duplicateOps(rt)).isEqualTo(3);
    assertThat(rt.download(s, 107).floats()).containsExactly(8f);
  }

  @Test
  void aResumedStreamRepeatsAFailureTheBrokenOneMayNotHaveDelivered() throws Exception {
    rt = new RuntimeHarness();
    String s = rt.open(EagerMode.STRICT, 0);
    Op undefined = Op.newBuilder(countingOps(2).get(1)).setOperands(0, 999).build();
    rt.stream(s, List.of(RuntimeHarness.batch(1, List.of(countingOps(1).get(0), undefined), false)));
    StreamOpen resume = StreamOpen.newBuilder().setSessionId(s).setResume(true).setResumeAfter(0).build();
    StreamResponse opened = rt.stream(resume, List.of()).get(0);
    assertThat(opened.hasError()).isTrue();
    assertThat(opened.getError().getSequence()).isEqualTo(2);
    assertThat(opened.getErrorCode()).isEqualTo(Status.Code.NOT_FOUND.value());
  }

  private static long retryHintMillis(StatusRuntimeException e) throws Exception {
    for (Any any : StatusProto.fromThrowable(e).getDetailsList()) {
      if (any.is(RetryInfo.class)) {
        com.google.protobuf.Duration d = any.unpack(RetryInfo.class).getRetryDelay();
        return d.getSeconds() * 1000 + d.getNanos() / 1_000_000;
      }
    }
    return -1;
  }

  @Test
  void executePastTheSessionsPendingLimitIsResourceExhaustedWithARetryHint() throws Exception {
    rt = new RuntimeHarness(new LimitProperties(5, 100, 100, 1, Duration.ZERO, Duration.ofMillis(250)));
    String s = rt.open(EagerMode.DEBUG, 0);
    StatusRuntimeException e = catchThrowableOfType(StatusRuntimeException.class, () -> rt.blocking.execute(
        ExecuteRequest.newBuilder().setSessionId(s).setFirstSequence(1).addAllOps(countingOps(6)).build()));
    assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(e.getStatus().getDescription()).contains("session " + s).contains("limit of 5").contains("retry in 250 ms");
    assertThat(retryHintMillis(e)).isEqualTo(250);
    // within the limit it runs, and the refused request left nothing pending
    rt.blocking.execute(ExecuteRequest.newBuilder().setSessionId(s).setFirstSequence(1).addAllOps(countingOps(5)).build());
    assertThat(rt.admission.hostPending()).isZero();
    assertThat(rt.meters.get("torchtpu.admission.rejected").tag("limit", "session").counter().count()).isEqualTo(1);
  }

  @Test
  void aStreamedBatchPastTheHostsLimitEndsTheStreamWithResourceExhausted() throws Exception {
    rt = new RuntimeHarness(new LimitProperties(100, 8, 8, 1, Duration.ZERO, Duration.ofMillis(200)));
    String busy = rt.open(EagerMode.STRICT, 0, "another-tenant");
    String s = rt.open(EagerMode.STRICT, 1);
    rt.admission.admit(rt.sessions.get(busy), 5); // another session's ops still waiting
    List<StreamResponse> r = rt.stream(s, List.of(RuntimeHarness.batch(1, countingOps(4), false)));
    StreamResponse last = r.get(r.size() - 1);
    assertThat(last.getErrorCode()).isEqualTo(-1); // the stream ended with a status
    assertThat(last.getError().getReason()).contains("RESOURCE_EXHAUSTED").contains("host is overloaded")
        .contains("limit of 8")
        // the 5 ops another tenant has waiting are not told: only this tenant's own (none)
        .contains("tenant t has 0 of them").doesNotContain("5 ops");
    rt.admission.release(rt.sessions.get(busy), 5);
    List<StreamResponse> again = rt.stream(s, List.of(RuntimeHarness.batch(1, countingOps(4), false)));
    assertThat(again.get(again.size() - 1).getCompletedSequence()).isEqualTo(4);
  }

  @Test
  void oneTenantsWaitingOpsStopAtItsShareWhileAnotherTenantStillGetsIn() throws Exception {
    rt = new RuntimeHarness(new LimitProperties(100, 10, 6, 1, Duration.ZERO, Duration.ofMillis(200)));
    String first = rt.open(EagerMode.STRICT, 0, "greedy");
    String second = rt.open(EagerMode.STRICT, 1, "greedy");
    String other = rt.open(EagerMode.STRICT, 0, "polite");
    rt.admission.admit(rt.sessions.get(first), 5); // stalled behind something that never finishes
    // the domain error, as the client gets it through the services' one mapping
    StatusRuntimeException e = ServiceStatuses.toException(catchThrowableOfType(DomainException.class,
        () -> rt.admission.admit(rt.sessions.get(second), 2)));
    assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(e.getStatus().getDescription()).contains("tenant greedy").contains("share of 6")
        .contains("torchtpu.limits.tenant-pending-ops");
    assertThat(retryHintMillis(e)).isEqualTo(200);
    // the host still has room, and it is the other tenant's to use
    List<StreamResponse> r = rt.stream(other, List.of(RuntimeHarness.batch(1, countingOps(4), false)));
    assertThat(r.get(r.size() - 1).getCompletedSequence()).isEqualTo(4);
    rt.admission.release(rt.sessions.get(first), 5);
    assertThat(rt.admission.tenantPending("greedy")).isZero();
    // the session releases a batch's admission before it answers the batch
    assertThat(rt.admission.hostPending()).isZero();
    assertThat(rt.meters.get("torchtpu.admission.rejected").tag("limit", "tenant").counter().count()).isEqualTo(1);
  }

  /** Ops h(base) = 1, h(base+i) = h(base+i-1) + h(base), on handles of their own. */
  private static List<Op> countingOps(long base, int n) {
    GraphBuilder b = new GraphBuilder(base);
    long one = b.scalar(DType.F32, 1f);
    long last = one;
    for (int i = 1; i < n; i++) {
      last = b.add(last, one);
    }
    return b.ops();
  }

  @Test
  void aStreamAnswersEachBatchOnlyAfterItsOpsLeftAdmission() throws Exception {
    rt = new RuntimeHarness();
    String s = rt.open(EagerMode.STRICT, 0);
    java.util.concurrent.BlockingQueue<StreamResponse> answers = new java.util.concurrent.LinkedBlockingQueue<>();
    // what admission counted when each answer reached the client (one batch in flight at a time)
    List<Long> pendingAtAnswer = new java.util.concurrent.CopyOnWriteArrayList<>();
    io.grpc.stub.StreamObserver<org.torchtpu.api.v1.StreamRequest> requests =
        rt.async.executeStream(new io.grpc.stub.StreamObserver<>() {
          @Override
          public void onNext(StreamResponse r) {
            pendingAtAnswer.add(rt.admission.hostPending() + rt.admission.tenantPending("t"));
            answers.add(r);
          }

          @Override
          public void onError(Throwable t) {
            answers.add(StreamResponse.newBuilder().setErrorCode(-1).build());
          }

          @Override
          public void onCompleted() { }
        });
    requests.onNext(org.torchtpu.api.v1.StreamRequest.newBuilder()
        .setOpen(StreamOpen.newBuilder().setSessionId(s)).build());
    assertThat(answers.poll(60, TimeUnit.SECONDS)).isNotNull(); // the opening answer
    pendingAtAnswer.clear();
    int batches = 30;
    for (int i = 0; i < batches; i++) {
      // Strict and fused batches alternate; the last one names an undefined handle and fails
      List<Op> ops = i < batches - 1 ? countingOps(1000L * (i + 1), 3)
          : List.of(Op.newBuilder().setBinary(org.torchtpu.api.v1.BinaryOp.newBuilder()
              .setKind(org.torchtpu.api.v1.BinaryOp.Kind.ADD)).addOperands(999_999).addOperands(999_999)
              .addResults(999_998).build());
      requests.onNext(org.torchtpu.api.v1.StreamRequest.newBuilder()
          .setBatch(RuntimeHarness.batch(1 + 3L * i, ops, i % 2 == 1)).build());
      StreamResponse answer = answers.poll(60, TimeUnit.SECONDS);
      assertThat(answer).isNotNull();
      assertThat(answer.getErrorCode()).isNotEqualTo(-1);
      assertThat(answer.hasError()).isEqualTo(i == batches - 1);
    }
    requests.onCompleted();
    assertThat(pendingAtAnswer).hasSize(batches).containsOnly(0L);
  }

  @Test
  void compilesPastTheConcurrentLimitAreResourceExhausted() throws Exception {
    rt = new RuntimeHarness(new LimitProperties(100, 100, 100, 1, Duration.ZERO, Duration.ofMillis(200)));
    CountDownLatch running = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    ExecutorService pool = Executors.newSingleThreadExecutor();
    try {
      Future<String> first = pool.submit(() -> rt.admission.compile(() -> {
        running.countDown();
        try {
          release.await();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
        return "compiled";
      }));
      running.await();
      StatusRuntimeException e = ServiceStatuses.toException(catchThrowableOfType(DomainException.class,
          () -> rt.admission.compile(() -> "second")));
      assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
      assertThat(e.getStatus().getDescription()).contains("1 compiles are already running");
      assertThat(retryHintMillis(e)).isEqualTo(200);
      release.countDown();
      assertThat(first.get()).isEqualTo("compiled");
      assertThat(rt.admission.compile(() -> "third")).isEqualTo("third"); // the slot is free again
    } finally {
      pool.shutdownNow();
    }
  }
}
