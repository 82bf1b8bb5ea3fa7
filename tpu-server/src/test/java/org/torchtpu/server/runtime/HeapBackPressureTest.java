package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.torchtpu.server.runtime.HeapStreams.OPS;
import static org.torchtpu.server.runtime.HeapStreams.await;

import io.grpc.Status;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.torchtpu.server.runtime.HeapStreams.Stream;

/**
 * Queued op batches are held against their tenant's heap share at what they take parsed (48 bytes per wire byte
 * besides constant data, see BatchHeap). A batch that did not fit was refused RESOURCE_EXHAUSTED, which ended an
 * honest program that ran ahead of its server. A batch that does not fit now waits instead, while the tenant's queued
 * batches would make room, and its stream reads nothing more meanwhile (HTTP/2 flow control then stops the client);
 * it is refused only when waiting cannot help, or with a retry hint when another batch of the tenant already waits.
 * A tenant so holds at most its share plus one parsed batch, within the host's ceiling, and a waiting stream ends
 * cleanly however it ends.
 */
@Timeout(120) // a hang guard, not a timing assertion
class HeapBackPressureTest {
  /** A tenant share of four and a half test batches: four are held, the fifth waits. */
  private final HeapStreams host = new HeapStreams(4.5);

  /** Opens a stream on a stalled session and sends batches until one waits for heap; returns the stall. */
  private CountDownLatch fillAndWait(String session, Stream s) throws InterruptedException {
    CountDownLatch stall = host.stall(session);
    s.sendWhileAsked(1, 20);
    await(() -> host.queued(session).waiting() == 1, "a batch waits for heap");
    return stall;
  }

  @Test
  void aBatchThatDoesNotFitWaitsForTheQueuedBatchesThenRunsAndTheStreamReadsOn() throws Exception {
    String session = host.open("honest");
    Stream s = host.stream(session);
    CountDownLatch stall = fillAndWait(session, s); // the server is slower than the client

    assertThat(s.call().delivered - 1).as("four batches fit in the share; the fifth waits").isEqualTo(5);
    assertThat(host.batchesWaited()).isEqualTo(1);
    assertThat(s.call().requested()).as("nothing more is read while it waits").isEqualTo(s.call().delivered);
    assertThat(s.call().ended()).as("the stream is not refused").isFalse();
    assertThat(host.memory.held()).as("the share's held batches and the waiting one, reserved on the host")
        .isEqualTo(host.queued(session).queuedBytes() + host.queued(session).waitingBytes())
        .isLessThanOrEqualTo(host.memory.ceiling());
    assertThat(host.session(session).pendingOps()).as("the waiting batch's ops stay admitted").isEqualTo(5L * OPS);

    stall.countDown(); // the queued batches run and give their heap back: the waiting one is queued, reading goes on
    s.sendAll(6, 12);
    await(() -> s.acknowledgedBatch(12), "every batch is acknowledged");
    assertThat(s.call().anyOpError()).isFalse();
    assertThat(s.call().ended()).isFalse();
    s.in().onCompleted();
    await(() -> s.call().completed, "the stream completes");
    await(() -> host.memory.held() == 0, "every hold is given back");
    assertThat(host.session(session).pendingOps()).isZero();
    assertThat(host.queued(session).waiting()).isZero();
  }

  /**
   * One waiting batch per tenant, never more, reserved against the host's ceiling: the tenant's other streams whose
   * batch does not fit are refused RESOURCE_EXHAUSTED with a retry hint (the SDK backs off and resends), so whatever a
   * tenant sends, what it holds plus its waiting batch stays within the ceiling. The waiting stream, half-closed, still
   * runs its batch first.
   */
  @Test
  void oneBatchOfATenantWaitsAndItsOtherStreamsAreRefusedWithARetryHint() throws Exception {
    String[] sessions = {host.open("many"), host.open("many"), host.open("many")};
    Stream[] streams = new Stream[sessions.length];
    CountDownLatch[] stalls = new CountDownLatch[sessions.length];
    for (int i = 0; i < sessions.length; i++) {
      stalls[i] = host.stall(sessions[i]);
      streams[i] = host.stream(sessions[i]);
    }
    long[] next = {1, 1, 1};
    await(() -> { // round-robin, as a client with several streams would send: each sends what it is asked for
      for (int i = 0; i < streams.length; i++) {
        if (!streams[i].call().ended()) {
          next[i] = streams[i].sendWhileAsked(next[i], next[i]) + 1;
        }
      }
      assertThat(host.memory.held()).as("held and waiting, within the ceiling").isLessThanOrEqualTo(host.memory.ceiling());
      return host.queued(sessions[0]).waiting() == 1
          && java.util.Arrays.stream(streams).filter(s -> s.call().ended()).count() == streams.length - 1;
    }, "one batch waits and the other streams are refused");
    Stream waiting = null;
    for (Stream s : streams) {
      if (!s.call().ended()) {
        waiting = s;
        assertThat(s.call().requested()).as("no message asked for beyond the waiting batch").isEqualTo(s.call().delivered);
        continue;
      }
      Status status = Status.fromThrowable(s.call().error);
      assertThat(status.getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
      assertThat(status.getDescription()).contains("torchtpu.quota.max-heap-share", "retry in");
      assertThat(io.grpc.protobuf.StatusProto.fromThrowable(s.call().error).getDetailsList())
          .as("a google.rpc.RetryInfo the SDK backs off on")
          .anyMatch(d -> d.is(com.google.rpc.RetryInfo.class));
    }
    assertThat(host.memory.held()).as("the share plus one waiting batch")
        .isLessThanOrEqualTo(host.memory.tenantShare() + HeapStreams.BATCH_HEAP);
    Stream last = waiting;
    int w = java.util.Arrays.asList(streams).indexOf(last);
    last.in().onCompleted(); // half-closed while its batch waits: it completes once that batch has run
    for (CountDownLatch stall : stalls) {
      stall.countDown();
    }
    await(() -> last.call().completed, "the half-closed stream completes");
    assertThat(last.acknowledgedBatch(next[w] - 1)).as("its waiting batch ran first").isTrue();
    assertThat(last.call().error).isNull();
    await(() -> host.memory.held() == 0, "every hold is given back");
    assertThat(host.queued(sessions[0]).waiting()).isZero();
  }

  @Test
  void aBatchLargerThanTheShareIsRefusedAtOnceNamingTheLimit() throws Exception {
    String session = host.open("big");
    CountDownLatch stall = host.stall(session);
    Stream s = host.stream(session);
    s.sendWhileAsked(1, 2); // queued work that waiting could count on
    s.call().awaitRequested(s.call().delivered + 1);
    s.call().delivered++;
    s.in().onNext(HeapStreams.batch(HeapStreams.first(3), 5 * OPS)); // more than the whole share
    await(s.call()::ended, "the stream ends");
    assertRefusal(s.call().error, "op batch #" + HeapStreams.first(3));
    assertThat(host.batchesWaited()).isZero();
    stall.countDown();
    await(() -> host.memory.held() == 0 && host.session(session).pendingOps() == 0, "everything is given back");
  }

  @Test
  void aBatchThatCannotFitWithNothingQueuedIsRefusedNamingTheLimit() throws Exception {
    String session = host.open("full");
    // values that stay until freed, whatever runs: half a batch of room is left
    long floats = (host.memory.tenantShare() - HeapStreams.BATCH_HEAP / 2) / 4;
    for (int i = 0; i < 16; i++) { // in parts: an Execute holds its request while it defines the value
      host.define(session, 1_000_000 + i, (int) (floats / 16));
    }
    long values = host.memory.held();
    Stream s = host.stream(session);
    s.sendWhileAsked(1, 1); // does not fit beside them, and nothing queued would make room
    await(s.call()::ended, "the stream ends");
    assertRefusal(s.call().error, "op batch #1");
    assertThat(host.batchesWaited()).isZero();
    await(() -> host.session(session).pendingOps() == 0, "admission is given back");
    assertThat(host.memory.held()).isEqualTo(values);
  }

  @Test
  void aWaitingStreamCancelledByItsClientDropsItsBatch() throws Exception {
    String session = host.open("cancel");
    Stream s = host.stream(session);
    CountDownLatch stall = fillAndWait(session, s);
    s.in().onError(Status.CANCELLED.asRuntimeException());
    assertThat(host.queued(session).waiting()).as("it waits no more").isZero();
    stall.countDown();
    await(() -> host.memory.held() == 0 && host.session(session).pendingOps() == 0, "everything is given back");
    assertThat(s.call().sent.stream().filter(r -> r.getCompletedSequence() >= HeapStreams.first(5))).isEmpty();
  }

  /**
   * The session closes while the batch waits: the close wakes it and its stream ends NOT_FOUND. The queue stays stalled
   * until then, so no release of the queued batches can queue the waiting one first (released before the close, the
   * batch may be queued and run before the close starts, and its stream is then no longer waiting but open: that
   * ordering made this test wait on thread scheduling). The close runs on its own thread, as it waits for the session's
   * queue to finish.
   */
  @Test
  void aWaitingStreamWhoseSessionClosesEndsNotFound() throws Exception {
    String session = host.open("closing");
    Stream s = host.stream(session);
    CountDownLatch stall = fillAndWait(session, s);
    DeviceSession closing = host.session(session);
    java.util.concurrent.CompletableFuture<HostClosedSessions.Closed> closed =
        java.util.concurrent.CompletableFuture.supplyAsync(() -> host.sessions.close(session));
    await(s.call()::ended, "the stream ends");
    assertThat(closing.hbm().queued().waiting()).as("it waits no more").isZero();
    Status status = Status.fromThrowable(s.call().error);
    assertThat(status.getCode()).isEqualTo(Status.Code.NOT_FOUND);
    assertThat(status.getDescription()).contains("session " + session, "was closed while op batch #" + HeapStreams.first(5));
    stall.countDown(); // the queued batches run (the close waits for them) and give their heap back
    closed.get(30, java.util.concurrent.TimeUnit.SECONDS);
    await(() -> host.memory.held() == 0 && closing.pendingOps() == 0, "everything is given back");
    assertThat(closing.hbm().queued().waiting()).isZero();
  }

  @Test
  void aWaitingStreamEndsWhenTheHostShutsDown() throws Exception {
    String session = host.open("drained");
    Stream s = host.stream(session);
    CountDownLatch stall = fillAndWait(session, s);
    host.service.drain(); // ends each stream once its queued batches have run
    stall.countDown();
    await(s.call()::ended, "the stream ends");
    Status status = Status.fromThrowable(s.call().error);
    assertThat(status.getCode()).isEqualTo(Status.Code.UNAVAILABLE);
    assertThat(status.getDescription()).contains("shutting down");
    await(() -> host.memory.held() == 0 && host.session(session).pendingOps() == 0, "everything is given back");
    assertThat(host.queued(session).waiting()).isZero();
  }

  private static void assertRefusal(Throwable error, String batch) {
    Status status = Status.fromThrowable(error);
    assertThat(status.getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(status.getDescription()).contains(batch, "torchtpu.quota.max-heap-share", "waiting would not free enough");
  }
}
