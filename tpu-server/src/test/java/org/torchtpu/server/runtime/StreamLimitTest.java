package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.StreamOpen;
import org.torchtpu.api.v1.StreamRequest;

/**
 * A session has at most {@link SessionActivity#MAX_STREAMS} op streams open: a tenant opening streams on one session
 * without end made the host hold a call and its window for each. The one past the limit is RESOURCE_EXHAUSTED naming
 * it, and a stream that ends gives its place back.
 */
class StreamLimitTest {
  private final RuntimeHarness rt;

  StreamLimitTest() throws Exception {
    rt = new RuntimeHarness();
  }

  @AfterEach
  void close() {
    rt.close();
  }

  /** The server's side of one call: records how it ended. */
  private static final class Call extends FakeServerCall {
    final AtomicReference<Throwable> error = new AtomicReference<>();

    @Override
    public void onError(Throwable t) {
      error.set(t);
    }
  }

  private StreamObserver<StreamRequest> open(String session, Call call) {
    StreamObserver<StreamRequest> in = rt.service.executeStream(call);
    in.onNext(StreamRequest.newBuilder().setOpen(StreamOpen.newBuilder().setSessionId(session)).build());
    return in;
  }

  @Test
  void aSessionHoldsAtMostItsStreamsAndAnEndedOneGivesItsPlaceBack() throws Exception {
    String session = rt.open(EagerMode.STRICT, 0);
    List<StreamObserver<StreamRequest>> open = new ArrayList<>();
    for (int i = 0; i < SessionActivity.MAX_STREAMS; i++) {
      Call call = new Call();
      open.add(open(session, call));
      assertThat(call.error.get()).as("stream %d", i).isNull();
    }
    Call refused = new Call();
    open(session, refused);
    assertThat(Status.fromThrowable(refused.error.get()).getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(refused.error.get()).hasMessageContaining("already has " + SessionActivity.MAX_STREAMS + " op streams open");
    assertThat(rt.sessions.get(session).activity().streamsOpen()).isEqualTo(SessionActivity.MAX_STREAMS);

    open.get(0).onError(Status.CANCELLED.asRuntimeException()); // the client went away
    awaitStreams(session, SessionActivity.MAX_STREAMS - 1); // its place comes back once its queued work is gone
    Call again = new Call();
    open(session, again);
    assertThat(again.error.get()).isNull();
    assertThat(rt.sessions.get(session).activity().streamsOpen()).isEqualTo(SessionActivity.MAX_STREAMS);
  }

  /**
   * Half-closing or cancelling a stream does not give its place back while its call has not finished: with the
   * session busy, each such stream still holds a call and closures queued behind the busy op.
   */
  @Test
  void halfClosedAndCancelledStreamsCountUntilTheirCallsFinish() throws Exception {
    String session = rt.open(EagerMode.STRICT, 0);
    DeviceSession s = rt.sessions.get(session);
    java.util.concurrent.CountDownLatch busy = new java.util.concurrent.CountDownLatch(1);
    s.enqueue(() -> {
      try {
        busy.await(60, java.util.concurrent.TimeUnit.SECONDS); // one long op holds the session
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    });
    for (int i = 0; i < SessionActivity.MAX_STREAMS; i++) {
      Call call = new Call();
      StreamObserver<StreamRequest> in = open(session, call);
      assertThat(call.error.get()).as("stream %d", i).isNull();
      if (i % 2 == 0) {
        in.onCompleted();
      } else {
        in.onError(Status.CANCELLED.asRuntimeException());
      }
    }
    Call refused = new Call();
    open(session, refused);
    assertThat(refused.error.get()).as("the stream past the limit").isNotNull();
    assertThat(Status.fromThrowable(refused.error.get()).getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(s.activity().streamsOpen()).isEqualTo(SessionActivity.MAX_STREAMS);

    busy.countDown(); // the calls finish: their places come back
    awaitStreams(session, 0);
    Call again = new Call();
    open(session, again);
    assertThat(again.error.get()).isNull();
  }

  /** The session's queue holds a bounded number of tasks: past it, new work is refused naming the limit. */
  @Test
  void aSessionQueuesABoundedNumberOfTasks() throws Exception {
    String session = rt.open(EagerMode.STRICT, 0);
    DeviceSession s = rt.sessions.get(session);
    java.util.concurrent.CountDownLatch busy = new java.util.concurrent.CountDownLatch(1);
    java.util.concurrent.CountDownLatch started = new java.util.concurrent.CountDownLatch(1);
    try {
      s.enqueue(() -> {
        started.countDown();
        try {
          busy.await(60, java.util.concurrent.TimeUnit.SECONDS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      });
      assertThat(started.await(60, java.util.concurrent.TimeUnit.SECONDS)).isTrue(); // queued tasks wait behind it
      for (int i = 0; i < DeviceSession.MAX_QUEUED_TASKS; i++) {
        s.enqueue(() -> { });
      }
      assertThatThrownBy(() -> s.enqueue(() -> { }))
          .isInstanceOf(org.torchtpu.service.error.DomainException.class)
          .hasMessageContaining(DeviceSession.MAX_QUEUED_TASKS + " tasks queued");
    } finally {
      busy.countDown();
    }
  }

  private void awaitStreams(String session, int count) throws InterruptedException {
    DeviceSession s = rt.sessions.get(session);
    long until = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(60);
    while (s.activity().streamsOpen() != count && System.nanoTime() < until) {
      Thread.sleep(5);
    }
    assertThat(s.activity().streamsOpen()).isEqualTo(count);
  }
}
