package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.grpc.Context;
import io.grpc.Status;
import java.util.Iterator;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.grpc.FirstResponse;
import org.torchtpu.api.v1.CloseSessionRequest;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.DownloadRequest;
import org.torchtpu.api.v1.DownloadResponse;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.IotaOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.UploadHeader;
import org.torchtpu.api.v1.UploadRequest;
import org.torchtpu.api.v1.UploadResponse;
import org.torchtpu.server.chip.Chip;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Literals;

/**
 * A hostile tenant ends its work every way it can, over and over: uploads cancelled after their header, uploads left
 * open when their session closes, Executes past their deadline, Downloads cancelled after the first chunk, sessions
 * closed with all of it under way. Afterwards nothing of it is held: no chip HBM, no heap share, no waiting ops or
 * calls, no session, and another tenant uploads and reads back a value as before.
 */
class CancellationAccountingTest {
  private static final int ROUNDS = 300;
  private static final TensorType SQUARE = TensorType.newBuilder().setDtype(DType.F32).addDims(128).addDims(128).build();
  private static final Op A = Op.newBuilder().addResults(1).setIota(IotaOp.newBuilder().setType(SQUARE).setDimension(0))
      .build();
  private static final Op B = Op.newBuilder().addResults(2).setIota(IotaOp.newBuilder().setType(SQUARE).setDimension(1))
      .build();
  private static final Op PRODUCT = Op.newBuilder().addOperands(1).addOperands(2).addResults(3)
      .setDotGeneral(DotGeneralOp.newBuilder().addLhsContractingDims(1).addRhsContractingDims(0)).build();

  private static DeviceArray floats(int n) {
    return DeviceArray.ofFloats(DType.F32, new int[] {n}, new float[n]);
  }

  private static UploadRequest header(String session, long handle, DeviceArray value) {
    return UploadRequest.newBuilder().setHeader(UploadHeader.newBuilder().setSessionId(session).setHandle(handle)
        .setType(value.type())).build();
  }

  private static void awaitTrue(BooleanSupplier done) throws InterruptedException {
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60); // a bound on a hang, not a timing
    while (!done.getAsBoolean() && System.nanoTime() < until) {
      Thread.sleep(5);
    }
  }

  @Test
  void workEndedEveryWayLeavesNothingHeld() throws Exception {
    try (KeyedRuntime r = new KeyedRuntime("mallory", "victim")) {
      DeviceArray value = floats(1 << 14); // 64 KiB
      for (int i = 0; i < ROUNDS; i++) {
        String s = r.open("mallory", EagerMode.STRICT);
        r.upload("mallory", s, 10, value);

        // an upload cancelled after its header
        var cancelled = r.asyncAs("mallory").upload(new FirstResponse<UploadResponse>());
        cancelled.onNext(header(s, 11, value));
        cancelled.onError(new IllegalStateException("client gives up"));

        // an Execute whose deadline passes (or not: either way it ends)
        catchThrowable(() -> r.as("mallory").withDeadlineAfter(1, TimeUnit.MILLISECONDS).execute(ExecuteRequest
            .newBuilder().setSessionId(s).setFirstSequence(1).addOps(A).addOps(B).addOps(PRODUCT).build()));

        // a Download cancelled after its first answer
        Context.CancellableContext read = Context.current().withCancellation();
        read.run(() -> {
          Iterator<DownloadResponse> answers = r.as("mallory").download(DownloadRequest.newBuilder().setSessionId(s)
              .setHandle(10).setChunkBytes(1024).build());
          answers.next();
        });
        read.cancel(null);

        // an upload left open as its session closes
        FirstResponse<UploadResponse> open = new FirstResponse<>();
        var left = r.asyncAs("mallory").upload(open);
        left.onNext(header(s, 12, value));
        r.as("mallory").closeSession(CloseSessionRequest.newBuilder().setSessionId(s).build());
        if (i % 2 == 0) { // half of them go on sending, the rest stay open until the end
          left.onNext(UploadRequest.newBuilder().setChunk(Literals.encode(value)).build());
          left.onCompleted();
          Throwable refused = catchThrowable(() -> open.answer().get(60, TimeUnit.SECONDS));
          assertThat(refused).as("an upload finished after its session closed").isNotNull();
          assertThat(Status.fromThrowable(refused.getCause()).getCode()).isEqualTo(Status.Code.NOT_FOUND);
        }
      }

      awaitTrue(() -> r.sessions.all().isEmpty() && r.host.chips().stream().allMatch(c -> c.hbmUsed() == 0)
          && r.admission.tenantWaiting("mallory") == 0);
      assertThat(r.sessions.all()).isEmpty();
      for (Chip chip : r.host.chips()) {
        assertThat(chip.hbmUsed()).as("HBM held on chip %d", chip.index()).isZero();
        assertThat(chip.info().getSessions()).isZero();
      }
      assertThat(r.sessions.quotas().hbmBytesHeld("mallory")).isZero();
      assertThat(r.sessions.quotas().heapBytesHeld("mallory")).isZero();
      assertThat(r.admission.tenantPending("mallory")).isZero();
      assertThat(r.admission.tenantWaiting("mallory")).isZero();

      String v = r.open("victim", EagerMode.STRICT);
      r.upload("victim", v, 1, value);
      assertThat(RuntimeHarness.download(r.as("victim"), v, 1).deviceBytes()).isEqualTo(value.deviceBytes());
    }
  }
}
