package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.server.exec.DeviceArray;

/**
 * A batch ending in a collective may be acknowledged by the thread that completed the collective before the session's
 * thread stored the result ({@link BatchAnswer}). A Download of that result, even one naming no after_sequence, waits
 * until it is stored rather than answering NOT_FOUND for a value the client was told exists.
 */
class AckedAheadDownloadTest {
  /** Whether some thread waits in {@link SessionProgress#awaitAckedAhead} now. */
  private static boolean someoneAwaitsAckedAhead() {
    for (StackTraceElement[] stack : Thread.getAllStackTraces().values()) {
      for (StackTraceElement frame : stack) {
        if (frame.getClassName().equals(SessionProgress.class.getName()) && frame.getMethodName().equals("awaitAckedAhead")) {
          return true;
        }
      }
    }
    return false;
  }

  @Test
  void aDownloadOfAResultAcknowledgedAheadOfItsSessionWaitsUntilItIsStored() throws Exception {
    ExecutorService reader = Executors.newSingleThreadExecutor();
    try (RuntimeHarness h = new RuntimeHarness()) {
      String s = h.open(EagerMode.STRICT, 0);
      h.sessions.get(s).progress().ackedAhead(1); // as a collective's completing thread does before it answers op #1

      Future<DeviceArray> read = reader.submit(() -> h.download(s, 1)); // after_sequence 0, as a careless client reads
      long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
      while (!read.isDone() && !someoneAwaitsAckedAhead() && System.nanoTime() < until) {
        Thread.sleep(1);
      }
      assertThat(read.isDone()).as("the read was answered before op #1's result was stored").isFalse();

      // the session's thread stores op #1's result and marks it processed
      h.stream(s, List.of(OpBatch.newBuilder().setFirstSequence(1)
          .addOps(Op.newBuilder().addResults(1).setConstant(ConstantOp.newBuilder()
              .setValue(LiteralCodec.fromFloats(new float[] {1.5f, -2}, DType.F32, 2)))).build()));

      assertThat(read.get(60, TimeUnit.SECONDS).floats()).containsExactly(1.5f, -2);
    } finally {
      reader.shutdownNow();
    }
  }
}
