package org.torchtpu.client.grpc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.google.protobuf.Any;
import com.google.rpc.RetryInfo;
import io.grpc.Status;
import io.grpc.protobuf.StatusProto;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.client.TpuException;

/**
 * An op stream that ends while a read waits on the server: the server stops running the stream's ops, so the read's
 * value never comes. The read used to wait for its 60 s deadline and fail DEADLINE_EXCEEDED, saying nothing of why;
 * it now fails at once with the stream's status, as do later reads and synchronize, and the session goes on.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS) // a hang guard, not a timing assertion
class StreamEndTest {
  /** What the server says when a batch can never fit in the tenant's heap share (no retry hint: a resend repeats it). */
  private static final String HEAP_REFUSAL = "host memory: op batch #1 (3 ops) needs 2.0 MiB of the simulator's Java heap"
      + " but tenant t already holds 741 MiB of its share 742 MiB (torchtpu.quota.max-heap-share of ...)";

  private static final BatchPolicy STRICT_UNTIL_SYNC = new BatchPolicy("strict", 512, Long.MAX_VALUE / 4, false);

  private final FakeWire wire = new FakeWire();
  private final List<AutoCloseable> open = new ArrayList<>();

  @AfterEach
  void closeAll() throws Exception {
    for (AutoCloseable c : open) {
      c.close();
    }
  }

  private StreamTransport transport() {
    StreamTransport t = new StreamTransport(wire, "s1", new SessionClock(), STRICT_UNTIL_SYNC,
        new StreamTransport.Reconnect(5, attempt -> 1L));
    open.add(t);
    return t;
  }

  private static Op op(long result) {
    return Op.newBuilder().addResults(result).setConstant(ConstantOp.getDefaultInstance()).build();
  }

  /** Starts a read of {@code handle} on another thread and returns once it waits on the server. */
  private CompletableFuture<Object> readWaitingOnTheServer(StreamTransport t, long handle) throws InterruptedException {
    CompletableFuture<Object> read = CompletableFuture.supplyAsync(() -> t.download(handle));
    wire.awaitDownloads(1);
    return read;
  }

  private static TpuException failureOf(CompletableFuture<Object> read) throws Exception {
    try {
      Object value = read.get(30, TimeUnit.SECONDS);
      throw new AssertionError("the read returned " + value + " instead of failing");
    } catch (ExecutionException e) {
      assertThat(e.getCause()).isInstanceOf(TpuException.class);
      return (TpuException) e.getCause();
    }
  }

  @Test
  void aReadWaitingWhenTheStreamIsRefusedFailsAtOnceNamingTheRefusal() throws Exception {
    StreamTransport t = transport();
    wire.holdBatches = true; // the ops reach the server and wait there
    for (int i = 1; i <= 3; i++) {
      t.submit(op(i));
    }
    CompletableFuture<Object> read = readWaitingOnTheServer(t, 3);

    wire.endStream(Status.RESOURCE_EXHAUSTED.withDescription(HEAP_REFUSAL).asRuntimeException());
    TpuException e = failureOf(read);
    assertThat(e.code()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(e.getMessage()).contains("op stream to the server broke", "torchtpu.quota.max-heap-share");
    assertThat(wire.opens()).as("a refusal without a retry hint is not resumed: a resend would only repeat it")
        .noneMatch(o -> o.getResume());

    // the session goes on, on a fresh stream, as after any sync point's failure
    wire.holdBatches = false;
    t.submit(op(4));
    t.synchronize();
    assertThat(wire.opens()).hasSize(2);
    assertThat(wire.opens().get(1).getAbandonedThrough()).isEqualTo(3);
    assertThat(wire.runs()).containsKey(4L);
  }

  @Test
  void readsAndSynchronizeAfterTheStreamFailedFailAtOnceWithItsStatus() throws Exception {
    StreamTransport t = transport();
    wire.holdBatches = true;
    t.submit(op(1));
    t.flush();
    wire.awaitBatches(1);
    wire.endStream(Status.INVALID_ARGUMENT.withDescription("batch starting at op #1: free_after has too many handles")
        .asRuntimeException());
    TpuException read = catchThrowableOfType(TpuException.class, () -> t.download(1));
    assertThat(read.code()).isEqualTo(Status.Code.INVALID_ARGUMENT);
    assertThat(read.getMessage()).contains("free_after has too many handles");
    assertThat(wire.downloads()).as("no read is sent on a failed stream").isEmpty();

    t.submit(op(2));
    t.flush();
    wire.awaitBatches(2); // on the fresh stream, held back again
    wire.endStream(Status.PERMISSION_DENIED.withDescription("session s1 belongs to another tenant").asRuntimeException());
    TpuException sync = catchThrowableOfType(TpuException.class, t::synchronize);
    assertThat(sync.code()).isEqualTo(Status.Code.PERMISSION_DENIED);
    assertThat(sync.getMessage()).contains("belongs to another tenant");
  }

  @Test
  void aStreamTheServerCompletesUnaskedFailsAWaitingSynchronizeAndRead() throws Exception {
    StreamTransport t = transport();
    wire.holdBatches = true;
    t.submit(op(1));
    CompletableFuture<Void> sync = CompletableFuture.runAsync(t::synchronize);
    wire.awaitBatches(1);
    wire.completeStream();
    ExecutionException e = catchThrowableOfType(ExecutionException.class, () -> sync.get(30, TimeUnit.SECONDS));
    assertThat(e.getCause()).isInstanceOf(TpuException.class);
    assertThat(((TpuException) e.getCause()).code()).isEqualTo(Status.Code.INTERNAL);
    assertThat(e.getCause().getMessage()).contains("ended by the server without an error", "ops after #0");

    t.submit(op(2));
    CompletableFuture<Object> read = readWaitingOnTheServer(t, 2);
    wire.completeStream();
    TpuException readFailure = failureOf(read);
    assertThat(readFailure.code()).isEqualTo(Status.Code.INTERNAL);
    assertThat(readFailure.getMessage()).contains("ended by the server without an error");
  }

  /** An overload refusal (RESOURCE_EXHAUSTED with a retry hint, as admission sends) is resumed as before. */
  @Test
  void anOverloadRefusalWithARetryHintIsResumedAndTheReadGetsItsValue() throws Exception {
    StreamTransport t = transport();
    wire.holdBatches = true;
    t.submit(op(1));
    CompletableFuture<Object> read = readWaitingOnTheServer(t, 1);
    com.google.rpc.Status overload = com.google.rpc.Status.newBuilder()
        .setCode(Status.Code.RESOURCE_EXHAUSTED.value()).setMessage("host is overloaded (retry in 1 ms)")
        .addDetails(Any.pack(RetryInfo.newBuilder()
            .setRetryDelay(com.google.protobuf.Duration.newBuilder().setNanos(1_000_000)).build()))
        .build();
    wire.holdBatches = false; // the resumed stream's resend runs
    wire.endStream(StatusProto.toStatusRuntimeException(overload));
    assertThat(read.get(30, TimeUnit.SECONDS)).isNotNull();
    assertThat(wire.opens()).hasSize(2);
    assertThat(wire.opens().get(1).getResume()).isTrue();
    assertThat(wire.runs()).containsEntry(1L, 1);
  }

  /**
   * A read cancelled by its stream's failure still names that failure when another thread's sync point has already
   * taken the failure and started a fresh stream (it used to throw a bare CANCELLED).
   */
  @Test
  void aReadCancelledByTheStreamsFailureNamesItAfterAnotherThreadRestartedTheStream() throws Exception {
    StreamTransport t = transport();
    wire.holdBatches = true;
    t.submit(op(1));
    java.util.concurrent.CountDownLatch gate = new java.util.concurrent.CountDownLatch(1);
    wire.cancelledReadGate = gate;
    CompletableFuture<Object> read = readWaitingOnTheServer(t, 1);
    wire.endStream(Status.RESOURCE_EXHAUSTED.withDescription(HEAP_REFUSAL).asRuntimeException());
    assertThat(wire.cancelledReads.await(30, TimeUnit.SECONDS)).as("the read was cancelled").isTrue();
    TpuException sync = catchThrowableOfType(TpuException.class, t::synchronize); // takes the failure, restarts
    assertThat(sync.getMessage()).contains("torchtpu.quota.max-heap-share");
    gate.countDown();
    TpuException e = failureOf(read);
    assertThat(e.code()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(e.getMessage()).contains("torchtpu.quota.max-heap-share");
  }
}
