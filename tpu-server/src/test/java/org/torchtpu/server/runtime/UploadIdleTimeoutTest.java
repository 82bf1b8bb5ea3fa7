package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.grpc.Status;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.grpc.FirstResponse;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.UploadHeader;
import org.torchtpu.api.v1.UploadRequest;
import org.torchtpu.api.v1.UploadResponse;
import org.torchtpu.server.chip.Chip;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Literals;

/**
 * An upload whose client goes quiet after its header: it held its value's HBM (and receive buffer) until its session
 * closed, since gRPC has no time between a stream's messages and the deadline is the client's. Now it ends
 * DEADLINE_EXCEEDED after {@code torchtpu.limits.stream-idle-timeout} without a message, the reservation given back
 * and the session left open, empty chunks not counting as messages (StreamIdleTimeoutTest drives the watch's clock:
 * messages inside the idle time keep a call going up to its whole time).
 */
class UploadIdleTimeoutTest {
  private static LimitProperties idleAfter(Duration idle) {
    return new LimitProperties(0, 0, 0, 0, null, null, 0, 0, idle);
  }

  @Test
  void anUploadThatSendsOnlyItsHeaderEndsAndGivesItsHbmBack() throws Exception {
    try (KeyedRuntime r = new KeyedRuntime(idleAfter(Duration.ofMillis(300)), "mallory")) {
      Chip chip = r.host.chips().get(0);
      String session = r.open("mallory", EagerMode.STRICT);
      DeviceArray value = DeviceArray.ofFloats(DType.F32, new int[] {1 << 20}, new float[1 << 20]); // 4 MiB
      FirstResponse<UploadResponse> done = new FirstResponse<>();
      var up = r.asyncAs("mallory").upload(done);
      up.onNext(UploadRequest.newBuilder().setHeader(UploadHeader.newBuilder().setSessionId(session).setHandle(1)
          .setType(value.type())).build());
      // the call ends on its own, the client sending nothing (before: open, and the HBM held, until the session closed)
      Throwable ended = catchThrowable(() -> done.answer().get(60, TimeUnit.SECONDS));
      assertThat(ended).isInstanceOf(ExecutionException.class);
      Status status = Status.fromThrowable(ended.getCause());
      assertThat(status.getCode()).isEqualTo(Status.Code.DEADLINE_EXCEEDED);
      assertThat(status.getDescription()).contains("upload of handle 1", "sent nothing for 300 ms",
          "torchtpu.limits.stream-idle-timeout", "given back");
      assertThat(chip.hbmUsed()).as("the chip's HBM after the quiet upload ended").isZero();
      assertThat(r.sessions.quotas().heapBytesHeld("mallory")).as("the tenant's heap share after it").isZero();
      up.onNext(UploadRequest.newBuilder().setChunk(Literals.encode(value)).build()); // a late chunk stores nothing
      up.onCompleted();
      assertThat(r.sessions.get(session).isDefined(1)).isFalse();
      assertThat(r.sessions.all()).as("the session itself goes on").hasSize(1);
    }
  }

  /**
   * Empty chunks, however often, are not bytes of the value: before, every message renewed the idle time, so a client
   * sending nothing but empty chunks held the reservation for as long as it went on.
   */
  @Test
  void emptyChunksDoNotKeepAQuietUploadGoing() throws Exception {
    try (KeyedRuntime r = new KeyedRuntime(idleAfter(Duration.ofMillis(300)), "mallory")) {
      Chip chip = r.host.chips().get(0);
      String session = r.open("mallory", EagerMode.STRICT);
      DeviceArray value = DeviceArray.ofFloats(DType.F32, new int[] {1 << 20}, new float[1 << 20]);
      FirstResponse<UploadResponse> done = new FirstResponse<>();
      var up = r.asyncAs("mallory").upload(done);
      up.onNext(UploadRequest.newBuilder().setHeader(UploadHeader.newBuilder().setSessionId(session).setHandle(1)
          .setType(value.type())).build());
      long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60); // a bound on a hang, not a timing
      while (!done.answer().isDone() && System.nanoTime() < until) {
        up.onNext(UploadRequest.newBuilder().setChunk(com.google.protobuf.ByteString.EMPTY).build());
        Thread.sleep(20);
      }
      Throwable ended = catchThrowable(() -> done.answer().get(1, TimeUnit.SECONDS));
      assertThat(ended).as("the upload sending only empty chunks").isInstanceOf(ExecutionException.class);
      Status status = Status.fromThrowable(ended.getCause());
      assertThat(status.getCode()).isEqualTo(Status.Code.DEADLINE_EXCEEDED);
      assertThat(status.getDescription()).contains("sent nothing for 300 ms");
      assertThat(chip.hbmUsed()).as("the chip's HBM after it ended").isZero();
      up.onCompleted();
    }
  }

  /**
   * The watch starts (on the timer's thread) before the upload has noted it: an idle time shorter than that gap made
   * the timer read the call's watch unset, fail there and never end the call, which held its HBM (the timer now takes
   * the call's lock first, which the call holds until the watch is noted). A 1 ns idle time runs the check at once.
   */
  @Test
  void aWatchFiringAsItStartsStillEndsTheUpload() throws Exception {
    try (KeyedRuntime r = new KeyedRuntime(idleAfter(Duration.ofNanos(1)), "mallory")) {
      Chip chip = r.host.chips().get(0);
      String session = r.open("mallory", EagerMode.STRICT);
      DeviceArray value = DeviceArray.ofFloats(DType.F32, new int[] {1024}, new float[1024]);
      for (int i = 0; i < 400; i++) {
        FirstResponse<UploadResponse> done = new FirstResponse<>();
        var up = r.asyncAs("mallory").upload(done);
        up.onNext(UploadRequest.newBuilder().setHeader(UploadHeader.newBuilder().setSessionId(session).setHandle(1)
            .setType(value.type())).build());
        Throwable ended = catchThrowable(() -> done.answer().get(30, TimeUnit.SECONDS)); // bounds a hang
        assertThat(ended).as("upload %d", i).isInstanceOf(ExecutionException.class);
        assertThat(Status.fromThrowable(ended.getCause()).getCode()).as("upload %d", i)
            .isEqualTo(Status.Code.DEADLINE_EXCEEDED);
        up.onCompleted();
      }
      assertThat(chip.hbmUsed()).isZero();
    }
  }
}
