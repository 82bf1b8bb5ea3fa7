package org.torchtpu.server.runtime;

import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.torchtpu.api.ir.Collectives;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.api.v1.Timing;
import org.torchtpu.server.exec.DeviceArray;

/**
 * A Strict batch of one collective op (what a process group's call sends) run without holding a thread
 * while the other ranks' parts arrive. Its turn on the session's queue sends this rank's parts and
 * suspends the queue ({@link SerialQueue#suspend}); whoever completes the collective (this thread when
 * every part was in already, else a peer's deposit, the Fabric stream's transport thread, the deadline
 * timer or a closing session) stores the result, acknowledges the batch and releases the queue, so the
 * next batch runs after the collective as before and nothing sees the session between the two. A result
 * too heavy for that thread (parts over {@code Mailbox.FINISH_ON_DEPOSITOR_MAX_PART_BYTES}) is computed
 * on the session's thread instead, ahead of anything queued ({@link SerialQueue.Hold#releaseWith}).
 *
 * <p>Only collectives with small operands ({@link #START_ON_TRANSPORT_MAX_BYTES}) run so; a larger one parks its
 * session's thread as before: in this round's runs (load 14-40) every 1 MiB two-host cell measured with suspension
 * was slower than every one without (53-124 ms against 34-42 ms), while its hand-offs are the same either way
 * (the completion is handed to the session's thread, as the parked thread was woken), so the cause was not found
 * and the path kept for what it saves. The heavy branch below still serves a small collective whose peers'
 * parts are large (e.g. an all-gather's).
 *
 * <p>Because the turn never waits, {@link OpStreamCall} may run it on the transport thread that read the
 * batch when the session's queue is idle: no hand-off to the session's thread, and the acknowledgement
 * written from an event loop rather than handed to one.
 */
final class SuspendedCollectiveBatch {
  /** Largest operand (bytes, summed) of a collective whose turn may start on a transport thread: its parts are encoded there. */
  static final long START_ON_TRANSPORT_MAX_BYTES = 64 * 1024;

  private SuspendedCollectiveBatch() {
  }

  /** What the stream gives the batch: how to answer, and how to go on reading. */
  record Stream(DeviceSession session, RuntimeMetrics metrics, Consumer<StreamResponse> send, BooleanSupplier done,
      Runnable readNext, Runnable releaseAdmission) {}

  /** Whether {@code batch} can run so: one collective op, Strict, in a world whose collectives start without waiting. */
  static boolean applies(OpBatch batch, DeviceSession session) {
    CollectiveRunner world = session.world();
    return batch.getOpsCount() == 1 && !batch.getDeferAndFuse() && Collectives.isCollective(batch.getOps(0))
        && world != null && world.startsWithoutWaiting() && !session.isAbstract();
  }

  /**
   * Largest batch (serialized bytes) whose turn may start on a transport thread: its frees and reservations run there
   * too, and a message of millions of free_after handles or zero-size operands passes the operand check.
   */
  static final int START_ON_TRANSPORT_MAX_BATCH_BYTES = 64 * 1024;
  /** Most handles a batch started on a transport thread may free, and most operands its collective may name. */
  static final int START_ON_TRANSPORT_MAX_HANDLES = 256;

  /** Whether its turn may run on a transport thread: the batch and its operands are small (all of it runs there). */
  static boolean lightToStart(OpBatch batch, DeviceSession session) {
    Op op = batch.getOps(0);
    if (batch.getSerializedSize() > START_ON_TRANSPORT_MAX_BATCH_BYTES || batch.getFreeAfterCount() > START_ON_TRANSPORT_MAX_HANDLES
        || op.getOperandsCount() > START_ON_TRANSPORT_MAX_HANDLES || op.getResultsCount() > START_ON_TRANSPORT_MAX_HANDLES) {
      return false;
    }
    long bytes = 0;
    for (int i = 0; i < op.getOperandsCount(); i++) {
      DeviceArray a = session.valueOrNull(op.getOperands(i));
      if (a != null) {
        bytes += a.deviceBytes();
      }
    }
    return bytes <= START_ON_TRANSPORT_MAX_BYTES;
  }

  /**
   * The batch's turn, on the session's queue (on its thread or a transport thread): frees what no op
   * names, starts the collective and suspends the queue until it is answered.
   */
  static void run(OpBatch batch, Stream stream) {
    DeviceSession session = stream.session();
    SerialQueue.Hold hold = session.suspendQueue();
    stream.metrics().collectivesSuspended.increment();
    Op op = batch.getOps(0);
    long sequence = batch.getFirstSequence();
    Thread starter = Thread.currentThread();
    // completed by someone else: on another thread, or on this one (an event loop) after the start returned
    AtomicBoolean startReturned = new AtomicBoolean();
    // the completion was handed over: whatever the start throws after that, the batch is answered there
    AtomicBoolean handed = new AtomicBoolean();
    BatchFrees frees;
    try {
      frees = BatchFrees.freeUnnamed(session, batch.getOpsList(), batch.getFreeAfterList());
    } catch (RuntimeException | Error e) { // nothing was started: answer, and let the queue go on
      session.skippedIfCollective(op, io.grpc.Status.Code.ABORTED, "its batch failed before it entered (" + e + ")");
      refused(batch, stream, hold, null, OpFailures.executionFailure(op, sequence, List.of(), e));
      return;
    }
    try {
      session.startCollective(op, sequence, (completion, light) -> {
        if (!handed.compareAndSet(false, true)) {
          return; // a runner must hand its completion once; a second one is not answered twice
        }
        if (Thread.currentThread() != starter || startReturned.get()) {
          stream.metrics().collectivesCompletedElsewhere.increment();
        }
        if (light) {
          try {
            answer(batch, stream, frees, completion);
          } finally {
            hold.release();
          }
        } else {
          hold.releaseWith(() -> answer(batch, stream, frees, completion));
        }
      });
      startReturned.set(true);
    } catch (OpFailure f) { // refused before it started: nothing was sent
      if (handed.compareAndSet(false, true)) {
        refused(batch, stream, hold, frees, f);
      }
    } catch (RuntimeException | Error e) {
      // e.g. an OutOfMemoryError encoding this rank's parts: without an answer the session's queue stayed held for
      // good, and every later request of the session waited behind it
      if (handed.compareAndSet(false, true)) {
        refused(batch, stream, hold, frees, OpFailures.executionFailure(op, sequence, List.of(), e));
      }
    }
  }

  /** Answers a batch whose collective never started with {@code f}, and releases the queue. */
  private static void refused(OpBatch batch, Stream stream, SerialQueue.Hold hold, BatchFrees frees, OpFailure f) {
    try {
      answer(batch, stream, frees, () -> {
        throw f;
      });
    } finally {
      hold.release();
    }
  }

  /** Completes the collective, frees what the batch drops, and answers the batch (once; the queue is still held). */
  private static void answer(OpBatch batch, Stream stream, BatchFrees frees, Supplier<OpRun> completion) {
    DeviceSession session = stream.session();
    long sequence = batch.getFirstSequence();
    StreamResponse answer = null;
    try {
      try {
        OpRun r = completion.get();
        if (frees != null) {
          frees.afterOp(0);
        }
        stream.metrics().opDeviceSeconds.record(r.deviceSeconds());
        stream.metrics().strictOps.increment();
        answer = StreamResponse.newBuilder()
            .setCompletedSequence(session.completedSequence())
            .setTiming(Timing.newBuilder().setWallNanos(r.wallNanos()).setDeviceSeconds(r.deviceSeconds()))
            .build();
      } catch (OpFailure thrown) {
        answer = failed(batch, session, thrown);
      } catch (RuntimeException | Error e) { // e.g. storing the results: the batch is still answered, never dropped
        answer = failed(batch, session, OpFailures.executionFailure(batch.getOps(0), sequence, List.of(), e));
      }
      session.markProcessed(sequence);
      if (frees != null) {
        frees.afterBatch();
      }
    } finally {
      stream.releaseAdmission().run();
      if (answer == null) { // a fault after the answer was made (marking, freeing): the client still hears of it
        answer = failed(batch, session, OpFailures.failure(batch.getOps(0), sequence,
            io.grpc.Status.Code.INTERNAL, "the collective's batch failed after it ran"));
      }
      if (!stream.done().getAsBoolean()) {
        stream.send().accept(answer);
        stream.readNext().run();
      }
    }
  }

  private static StreamResponse failed(OpBatch batch, DeviceSession session, OpFailure thrown) {
    OpFailure f = StreamBatchRun.located(thrown, batch);
    session.progress().failStream(f);
    return StreamResponse.newBuilder()
        .setCompletedSequence(session.completedSequence())
        .setError(f.error())
        .setErrorCode(f.code().value())
        .build();
  }
}
