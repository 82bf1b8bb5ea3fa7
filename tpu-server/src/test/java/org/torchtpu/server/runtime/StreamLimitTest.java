package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.Status;
import io.grpc.stub.ServerCallStreamObserver;
import io.grpc.stub.StreamObserver;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.StreamOpen;
import org.torchtpu.api.v1.StreamRequest;
import org.torchtpu.api.v1.StreamResponse;

/**
 * A session has at most {@link DeviceSession#MAX_STREAMS} op streams open: a tenant opening streams on one session
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
  private static final class Call extends ServerCallStreamObserver<StreamResponse> {
    final AtomicReference<Throwable> error = new AtomicReference<>();

    @Override
    public boolean isCancelled() {
      return false;
    }

    @Override
    public void setOnCancelHandler(Runnable onCancelHandler) { }

    @Override
    public void setCompression(String compression) { }

    @Override
    public boolean isReady() {
      return true;
    }

    @Override
    public void setOnReadyHandler(Runnable onReadyHandler) { }

    @Override
    public void disableAutoInboundFlowControl() { }

    @Override
    public void disableAutoRequest() { }

    @Override
    public void request(int count) { }

    @Override
    public void setMessageCompression(boolean enable) { }

    @Override
    public void onNext(StreamResponse value) { }

    @Override
    public void onError(Throwable t) {
      error.set(t);
    }

    @Override
    public void onCompleted() { }
  }

  private StreamObserver<StreamRequest> open(String session, Call call) {
    StreamObserver<StreamRequest> in = rt.service.executeStream(call);
    in.onNext(StreamRequest.newBuilder().setOpen(StreamOpen.newBuilder().setSessionId(session)).build());
    return in;
  }

  @Test
  void aSessionHoldsAtMostItsStreamsAndAnEndedOneGivesItsPlaceBack() {
    String session = rt.open(EagerMode.STRICT, 0);
    List<StreamObserver<StreamRequest>> open = new ArrayList<>();
    for (int i = 0; i < DeviceSession.MAX_STREAMS; i++) {
      Call call = new Call();
      open.add(open(session, call));
      assertThat(call.error.get()).as("stream %d", i).isNull();
    }
    Call refused = new Call();
    open(session, refused);
    assertThat(Status.fromThrowable(refused.error.get()).getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(refused.error.get()).hasMessageContaining("already has " + DeviceSession.MAX_STREAMS + " op streams open");
    assertThat(rt.sessions.get(session).streamsOpen()).isEqualTo(DeviceSession.MAX_STREAMS);

    open.get(0).onError(Status.CANCELLED.asRuntimeException()); // the client went away
    Call again = new Call();
    open(session, again);
    assertThat(again.error.get()).isNull();
    assertThat(rt.sessions.get(session).streamsOpen()).isEqualTo(DeviceSession.MAX_STREAMS);
  }
}
