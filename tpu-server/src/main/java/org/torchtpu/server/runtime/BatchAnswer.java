package org.torchtpu.server.runtime;

import io.micrometer.core.instrument.Counter;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.torchtpu.api.ir.Collectives;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.api.v1.Timing;

/**
 * The answer of one op batch of a stream (see {@link OpStreamCall}). When the batch's last op is a
 * collective and another thread completes it (that thread delivered the last member's part; see
 * {@code fabric.Mailbox}), that thread acknowledges the batch right there: every op of the batch has
 * run by then (the collective is the last, the earlier ones ran before it), so the client may go on
 * at once, while the session's thread wakes, stores the result and marks the ops processed off the
 * collective's critical path. A next batch still waits for the session (it queues behind it), so
 * nothing can see the result before it is stored; Download and DescribeSession wait for the session to
 * catch up with what was acknowledged ahead of it (see {@link SessionProgress#awaitAckedAhead}), also a
 * Download that names no after_sequence. Only a batch with nothing to do after its collective is
 * acknowledged so: one that frees handles (free_after) is acknowledged once the frees are done, so
 * the client's next Upload finds their HBM given back. Admission is released first, as for every
 * answer, and only once.
 */
final class BatchAnswer {
  private final Runnable releaseAdmission;
  private final Consumer<StreamResponse> send;
  private final BooleanSupplier streamDone;
  private final Counter answeredElsewhere;
  private final java.util.function.LongConsumer ackedAhead;
  private final AtomicBoolean released = new AtomicBoolean();
  private volatile boolean sent;

  /**
   * @param releaseAdmission gives the batch's ops and bytes back to admission
   * @param send writes a response to the stream (safe to call from another thread)
   * @param streamDone whether the stream is over (nothing more is written then)
   * @param ackedAhead told the sequence acknowledged ahead of the session's thread, before the answer is sent
   */
  BatchAnswer(Runnable releaseAdmission, Consumer<StreamResponse> send, BooleanSupplier streamDone, Counter answeredElsewhere,
      java.util.function.LongConsumer ackedAhead) {
    this.ackedAhead = ackedAhead;
    this.releaseAdmission = releaseAdmission;
    this.send = send;
    this.streamDone = streamDone;
    this.answeredElsewhere = answeredElsewhere;
  }

  /**
   * For the batch's last op: the hook that acknowledges the batch through op {@code sequence} from
   * the collective's completing thread, with the batch's timing so far plus the collective's; null
   * when the op is not a collective.
   */
  Consumer<CollectiveRunner.Outcome> forCollective(Op op, long sequence, long wallBefore, double deviceBefore) {
    if (!Collectives.isCollective(op)) {
      return null;
    }
    long start = System.nanoTime();
    return outcome -> {
      if (streamDone.getAsBoolean()) {
        return;
      }
      release();
      ackedAhead.accept(sequence);
      sent = true;
      send.accept(StreamResponse.newBuilder()
          .setCompletedSequence(sequence)
          .setTiming(Timing.newBuilder().setWallNanos(wallBefore + System.nanoTime() - start)
              .setDeviceSeconds(deviceBefore + outcome.deviceSeconds()))
          .build());
      answeredElsewhere.increment();
    };
  }

  /** Gives the batch's ops and bytes back to admission, once. */
  void release() {
    if (released.compareAndSet(false, true)) {
      releaseAdmission.run();
    }
  }

  /** Whether the batch was acknowledged already (by the collective's completing thread). */
  boolean sent() {
    return sent;
  }
}
