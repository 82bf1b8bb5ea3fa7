package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.StreamObserver;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.SourceLocation;
import org.torchtpu.api.v1.StreamOpen;
import org.torchtpu.api.v1.StreamRequest;

/**
 * Batches whose lists would take far more heap than the ops they carry are refused before anything is held or
 * queued: more {@code locations} than ops, more than BatchHeap.MAX_FREES {@code free_after} handles, more {@code dead_values}
 * than a session may have ops pending. The refusal is INVALID_ARGUMENT naming the field and the bound.
 */
class BatchBoundsTest {
  private static final int LIMIT = 4;
  private final RuntimeHarness rt;

  BatchBoundsTest() throws Exception {
    rt = new RuntimeHarness(new LimitProperties(LIMIT, 0, 0, 0, null, null, 0));
  }

  @AfterEach
  void close() {
    rt.close();
  }

  private static final class Call extends FakeServerCall {
    final AtomicReference<Throwable> error = new AtomicReference<>();

    @Override
    public void onError(Throwable t) {
      error.set(t);
    }
  }

  /** Sends {@code batch} on a fresh stream and returns how the stream ended (null: it did not). */
  private Status send(OpBatch batch) {
    String session = rt.open(EagerMode.STRICT, 0);
    Call call = new Call();
    StreamObserver<StreamRequest> in = rt.service.executeStream(call);
    in.onNext(StreamRequest.newBuilder().setOpen(StreamOpen.newBuilder().setSessionId(session)).build());
    in.onNext(StreamRequest.newBuilder().setBatch(batch).build());
    return call.error.get() == null ? null : Status.fromThrowable(call.error.get());
  }

  private static OpBatch.Builder emptyOps(int ops) {
    OpBatch.Builder b = OpBatch.newBuilder().setFirstSequence(1);
    for (int i = 0; i < ops; i++) {
      b.addOps(Op.getDefaultInstance());
    }
    return b;
  }

  @Test
  void moreLocationsThanOpsAreRefused() {
    Status refused = send(emptyOps(1).addLocations(SourceLocation.getDefaultInstance())
        .addLocations(SourceLocation.getDefaultInstance()).build());
    assertThat(refused.getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
    assertThat(refused.getDescription()).contains("batch starting at op #1", "locations has 2 entries for 1 ops");
  }

  @Test
  void tooManyHandlesAreRefused() {
    OpBatch.Builder frees = emptyOps(0);
    for (int i = 0; i <= BatchHeap.MAX_FREES; i++) {
      frees.addFreeAfter(100 + i);
    }
    OpBatch.Builder dead = emptyOps(0);
    for (int i = 0; i <= LIMIT; i++) {
      dead.addDeadValues(100 + i);
    }
    Status refusedFrees = send(frees.build());
    assertThat(refusedFrees.getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
    assertThat(refusedFrees.getDescription()).contains("free_after has " + (BatchHeap.MAX_FREES + 1) + " handles",
        "at most " + BatchHeap.MAX_FREES);
    Status refusedDead = send(dead.setDeferAndFuse(true).build());
    assertThat(refusedDead.getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
    assertThat(refusedDead.getDescription()).contains("dead_values has 5 handles", "at most 4",
        "torchtpu.limits.session-pending-ops");

    assertThat(send(emptyOps(0).addFreeAfter(1).addFreeAfter(2).addFreeAfter(3).addFreeAfter(4).addFreeAfter(5).build()))
        .as("more frees than the session's pending ops").isNull();
  }

  @Test
  void aDebugExecuteWithTooManyFreesIsRefused() {
    String session = rt.open(EagerMode.DEBUG, 0);
    ExecuteRequest.Builder req = ExecuteRequest.newBuilder().setSessionId(session).setFirstSequence(1);
    for (int i = 0; i <= BatchHeap.MAX_FREES; i++) {
      req.addFreeAfter(100 + i);
    }
    StatusRuntimeException refused = catchThrowableOfType(StatusRuntimeException.class,
        () -> rt.blocking.execute(req.build()));
    assertThat(refused.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
    assertThat(refused.getStatus().getDescription()).contains("Execute: free_after has " + (BatchHeap.MAX_FREES + 1),
        "at most " + BatchHeap.MAX_FREES);
  }
}
