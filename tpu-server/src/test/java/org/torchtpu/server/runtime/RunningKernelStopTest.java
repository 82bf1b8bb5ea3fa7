package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.grpc.Context;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.ConvolutionOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.Op;
import org.torchtpu.server.chip.Chip;
import org.torchtpu.server.exec.DeviceArray;

/**
 * A kernel stops part way when nobody wants it any more. One padded convolution (a 1x1 image under a 1024x1024
 * kernel: 1.1 x 10^12 multiply-adds, within the default max-work, tens of seconds to minutes of a core) used to run
 * to its end after CloseSession or after its caller cancelled, holding a core and, until it stopped, the session's
 * HBM. Kernels now ask between blocks of rows; the op fails CANCELLED, defines nothing, and the values are freed.
 */
class RunningKernelStopTest {
  private static final int TAPS = 1024;

  /** The attack's op: output 1024x1024 positions, each a 1024x1024 window (of mostly padding). */
  private static final Op PADDED_CONVOLUTION = Op.newBuilder().addOperands(1).addOperands(2).addResults(3)
      .setConvolution(ConvolutionOp.newBuilder().setInputBatchDimension(0).setInputFeatureDimension(1)
          .addAllInputSpatialDimensions(List.of(2L, 3L)).setKernelOutputFeatureDimension(0)
          .setKernelInputFeatureDimension(1).addAllKernelSpatialDimensions(List.of(2L, 3L))
          .setOutputBatchDimension(0).setOutputFeatureDimension(1).addAllOutputSpatialDimensions(List.of(2L, 3L))
          .setFeatureGroupCount(1).setBatchGroupCount(1)
          .addAllPaddingLow(List.of((long) TAPS - 1, (long) TAPS - 1))
          .addAllPaddingHigh(List.of((long) TAPS - 1, (long) TAPS - 1)))
      .build();

  private static DeviceArray image() {
    return DeviceArray.ofFloats(DType.F32, new int[] {1, 1, 1, 1}, new float[] {1f});
  }

  private static DeviceArray kernel() {
    float[] k = new float[TAPS * TAPS];
    Arrays.fill(k, 0.5f);
    return DeviceArray.ofFloats(DType.F32, new int[] {1, 1, TAPS, TAPS}, k);
  }

  /** Waits (at most 60 s: a bound on a hang, not a timing) until {@code done}. */
  private static boolean awaitTrue(BooleanSupplier done) throws InterruptedException {
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (!done.getAsBoolean() && System.nanoTime() < until) {
      Thread.sleep(5);
    }
    return done.getAsBoolean();
  }

  /** Whether the session's thread is inside a convolution kernel now. */
  private static boolean inConvolution(String session) {
    return Thread.getAllStackTraces().entrySet().stream()
        .filter(e -> e.getKey().getName().equals("session-" + session))
        .anyMatch(e -> Arrays.stream(e.getValue())
            .anyMatch(f -> f.getClassName().startsWith("org.torchtpu.server.exec.") && f.getClassName().contains("Convolution")));
  }

  @Test
  void closingASessionStopsItsRunningKernelAndFreesItsValues() throws Exception {
    try (RuntimeHarness h = new RuntimeHarness()) {
      String id = h.open(EagerMode.STRICT, 0, "mallory");
      DeviceSession s = h.sessions.get(id);
      Chip chip = s.chip();
      h.upload(id, 1, image());
      h.upload(id, 2, kernel());
      CompletableFuture<Object> outcome = new CompletableFuture<>();
      s.enqueue(() -> {
        try {
          outcome.complete(s.runOp(PADDED_CONVOLUTION, 1, false));
        } catch (RuntimeException e) {
          outcome.complete(e);
        }
      });
      assertThat(awaitTrue(() -> inConvolution(id))).as("the kernel started").isTrue();

      h.sessions.close(id);

      Object ended = outcome.get(60, TimeUnit.SECONDS); // before: ran on for its whole 1.1 x 10^12 multiply-adds
      assertThat(ended).isInstanceOfSatisfying(OpFailure.class, f -> {
        assertThat(f.code()).isEqualTo(Status.Code.CANCELLED);
        assertThat(f.error().getReason()).contains("convolution", "stopped part way");
      });
      assertThat(awaitTrue(() -> chip.hbmUsed() == 0)).as("the closed session's values are freed").isTrue();
    }
  }

  @Test
  void aCancelledCallStopsItsRunningKernelAndTheSessionGoesOn() throws Exception {
    try (RuntimeHarness h = new RuntimeHarness()) {
      String id = h.open(EagerMode.DEBUG, 0, "mallory");
      h.upload(id, 1, image());
      h.upload(id, 2, kernel());
      Context.CancellableContext call = Context.current().withCancellation();
      CountDownLatch answered = new CountDownLatch(1);
      Throwable[] failure = new Throwable[1];
      Thread caller = new Thread(() -> call.run(() -> {
        failure[0] = catchThrowable(() -> h.blocking.execute(ExecuteRequest.newBuilder().setSessionId(id)
            .setFirstSequence(1).addOps(PADDED_CONVOLUTION).build()));
        answered.countDown();
      }));
      caller.start();
      assertThat(awaitTrue(() -> inConvolution(id))).as("the kernel started").isTrue();

      call.cancel(null);

      assertThat(answered.await(60, TimeUnit.SECONDS)).isTrue();
      assertThat(failure[0]).isInstanceOf(StatusRuntimeException.class);
      // the session's thread leaves the kernel (before: it ran on for minutes, nobody waiting for its result)
      assertThat(awaitTrue(() -> !inConvolution(id))).as("the kernel stopped").isTrue();
      Op next = Op.newBuilder().addResults(4).setConstant(org.torchtpu.api.v1.ConstantOp.newBuilder()
          .setValue(org.torchtpu.api.v1.TensorLiteral.newBuilder().setType(image().type())
              .setData(org.torchtpu.server.exec.Literals.encode(image())))).build();
      h.blocking.withDeadlineAfter(60, TimeUnit.SECONDS).execute(ExecuteRequest.newBuilder().setSessionId(id)
          .setFirstSequence(2).addOps(next).build());
      assertThat(h.download(id, 4).floats()).containsExactly(1f);
      assertThat(catchThrowable(() -> h.download(id, 3))).as("the stopped op defined nothing")
          .isInstanceOf(StatusRuntimeException.class);
    }
  }

  /**
   * A call whose deadline passes stops its convolution as a cancelled one does, here an integer one: it takes the
   * unrolled route, whose window copies run on the fork-join workers beside the calling thread (before, without the
   * call's question installed there). The call ends with the deadline's status and the kernel is left.
   */
  @Test
  void aCallPastItsDeadlineStopsItsUnrolledConvolution() throws Exception {
    try (RuntimeHarness h = new RuntimeHarness()) {
      String id = h.open(EagerMode.DEBUG, 0, "mallory");
      h.upload(id, 1, DeviceArray.ofLongs(DType.S32, new int[] {1, 1, 1, 1}, new long[] {1}));
      long[] k = new long[TAPS * TAPS];
      Arrays.fill(k, 3);
      h.upload(id, 2, DeviceArray.ofLongs(DType.S32, new int[] {1, 1, TAPS, TAPS}, k));
      Throwable failure = catchThrowable(() -> h.blocking.withDeadlineAfter(2, TimeUnit.SECONDS).execute(
          ExecuteRequest.newBuilder().setSessionId(id).setFirstSequence(1).addOps(PADDED_CONVOLUTION).build()));
      assertThat(failure).isInstanceOfSatisfying(StatusRuntimeException.class,
          e -> assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.DEADLINE_EXCEEDED));
      // the session's thread leaves the kernel (a bound on a hang: the whole kernel is minutes of a core)
      assertThat(awaitTrue(() -> !inConvolution(id))).as("the kernel stopped").isTrue();
      assertThat(catchThrowable(() -> h.download(id, 3))).as("the stopped op defined nothing")
          .isInstanceOf(StatusRuntimeException.class);
    }
  }

  /**
   * A call's kernels ask a question bound to that call: after its answer it still says "stop" to a part left on the
   * pool. Before, they asked the session's caller flag, reset to "nobody gone" as the answer went out, so a part
   * still running or queued ran on whole.
   */
  @Test
  void aCancelledCallsQuestionStillSaysStopAfterItsAnswer() throws Exception {
    try (RuntimeHarness h = new RuntimeHarness()) {
      DeviceSession s = h.sessions.get(h.open(EagerMode.STRICT, 0, "mallory"));
      CompletableFuture<org.torchtpu.server.exec.KernelStop> asked = new CompletableFuture<>();
      s.enqueue(() -> asked.complete(s.forCaller(() -> true, org.torchtpu.server.exec.KernelStop::current)));
      org.torchtpu.server.exec.KernelStop callsQuestion = asked.get(60, TimeUnit.SECONDS);
      assertThat(catchThrowable(() -> callsQuestion.check("a product")))
          .isInstanceOf(org.torchtpu.server.exec.RunCancelledException.class);
    }
  }
}
