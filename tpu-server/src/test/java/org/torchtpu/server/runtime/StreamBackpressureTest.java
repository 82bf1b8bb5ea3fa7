package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.stub.StreamObserver;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.StreamOpen;
import org.torchtpu.api.v1.StreamRequest;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.compiler.GraphBuilder;

/**
 * A client that sends op batches and never reads the answers: the server answered every batch and went on reading,
 * so the unread answers piled up in the server's memory for as long as the client kept sending. The server now reads
 * the next batch only while its answers are being taken (the call is ready), as a Download sends only what is read.
 */
class StreamBackpressureTest {
  private final RuntimeHarness rt;

  StreamBackpressureTest() throws Exception {
    rt = new RuntimeHarness();
  }

  @AfterEach
  void close() {
    rt.close();
  }

  /** The server's side of one call whose client reads nothing until {@link #ready} (as the transport reports it). */
  private static final class UnreadCall extends FakeServerCall {
    final AtomicInteger requested = new AtomicInteger();
    final List<StreamResponse> sent = new CopyOnWriteArrayList<>();
    volatile boolean ready;
    volatile Runnable onReady = () -> {};

    @Override
    public boolean isReady() {
      return ready;
    }

    @Override
    public void setOnReadyHandler(Runnable onReadyHandler) {
      onReady = onReadyHandler;
    }

    @Override
    public void request(int count) {
      requested.addAndGet(count);
    }

    @Override
    public void onNext(StreamResponse value) {
      sent.add(value); // a transport buffers what the client has not read
    }
  }

  /** Waits until every task queued on the session so far has run. */
  private void drainQueue(String session) throws InterruptedException {
    CountDownLatch idle = new CountDownLatch(1);
    rt.sessions.get(session).enqueue(idle::countDown);
    assertThat(idle.await(30, TimeUnit.SECONDS)).isTrue();
  }

  /** Queues a task that holds the session's queue until the returned latch is counted down. */
  private CountDownLatch stall(String session) throws InterruptedException {
    CountDownLatch release = new CountDownLatch(1);
    CountDownLatch stalled = new CountDownLatch(1);
    rt.sessions.get(session).enqueue(() -> {
      stalled.countDown();
      try {
        release.await(60, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    });
    assertThat(stalled.await(30, TimeUnit.SECONDS)).isTrue();
    return release;
  }

  /**
   * The server asks for one batch at a time, up to its window of batches queued; answered batches let more in only
   * while the client takes the answers.
   */
  @Test
  void unreadAnswersStopTheServerReadingMoreBatches() throws Exception {
    String session = rt.open(EagerMode.STRICT, 0);
    GraphBuilder b = new GraphBuilder(100);
    long x = b.scalar(DType.F32, 2f);
    b.unary(UnaryOp.Kind.TANH, x);
    UnreadCall call = new UnreadCall();
    call.ready = true;
    StreamObserver<StreamRequest> in = rt.service.executeStream(call);
    assertThat(call.requested.get()).as("the opening message").isEqualTo(1);
    in.onNext(StreamRequest.newBuilder().setOpen(StreamOpen.newBuilder().setSessionId(session)).build());
    drainQueue(session); // the opening answer
    CountDownLatch release = stall(session); // the batches wait in the session's queue
    int window = OpStreamCall.STREAM_WINDOW;
    long handle = 1_000;
    long sequence = 1;
    for (int i = 0; i < window; i++) { // the client sends what the server asks for, one batch at a time
      assertThat(call.requested.get()).as("one batch asked for at a time").isEqualTo(2 + i);
      Op op = b.ops().get(0).toBuilder().setResults(0, handle++).build();
      in.onNext(StreamRequest.newBuilder().setBatch(RuntimeHarness.batch(sequence++, List.of(op), false)).build());
    }
    assertThat(call.requested.get()).as("no more than the window is queued").isEqualTo(1 + window);

    call.ready = false; // the client stops reading answers
    release.countDown();
    drainQueue(session);
    assertThat(call.sent).as("the opening answer and one per batch").hasSize(window + 1);
    assertThat(call.requested.get()).as("no batch is read while the answers are not").isEqualTo(1 + window);

    // the client reads again: the server asks for the next batch, and for another once it is queued
    call.ready = true;
    call.onReady.run();
    assertThat(call.requested.get()).isEqualTo(2 + window);
    Op op = b.ops().get(0).toBuilder().setResults(0, handle).build();
    in.onNext(StreamRequest.newBuilder().setBatch(RuntimeHarness.batch(sequence, List.of(op), false)).build());
    assertThat(call.requested.get()).as("while ready, the next batch is asked for").isEqualTo(3 + window);
    drainQueue(session);
    in.onCompleted();
  }
}
