package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.torchtpu.server.runtime.HeapStreams.await;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.server.runtime.HeapStreams.Stream;

/**
 * A stream whose batch waits for heap ends on the real paths (client half-close, client cancel, session close) while
 * queued work wakes its batch: whatever comes first, a half-closed stream runs its last batch before completing, and
 * nothing stays held, admitted or waiting.
 */
@Timeout(300) // a hang guard, not a timing assertion
class HeapWaitEndsTest {
  private final HeapStreams host = new HeapStreams(4.5);

  /**
   * The half-close comes after the woken batch's hold and before it is queued: it must wait for the batch (it used
   * to complete the stream first, and the batch's ops were then skipped). Deterministic: the queueing is held.
   */
  @Test
  void aHalfCloseWhileTheWokenBatchIsBeingQueuedCompletesAfterIt() throws Exception {
    String id = host.open("gap");
    DeviceSession session = host.session(id);
    long filler = host.memory.tenantShare() - HeapStreams.BATCH_HEAP / 2;
    QueuedRequests.hold(session, filler, "queued work");
    CountDownLatch queueing = new CountDownLatch(1);
    CountDownLatch letQueue = new CountDownLatch(1);
    AtomicInteger completions = new AtomicInteger();
    HeapWaitingBatch wait = new HeapWaitingBatch(session, host.admission,
        new StreamReads(new HeapStreams.RecordingCall(), () -> false), new HeapWaitingBatch.Stream() {
          @Override
          public boolean done() {
            return false;
          }

          @Override
          public void queue(OpBatch batch, int count, long bytes) {
            queueing.countDown();
            try {
              letQueue.await(60, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
          }

          @Override
          public void abort(StatusRuntimeException status) {
            throw new AssertionError("aborted: " + status);
          }

          @Override
          public void completeAfterQueued() {
            completions.incrementAndGet();
          }
        });
    host.admission.admit(session, 1);
    OpBatch batch = HeapStreams.batch(1, 1).getBatch();
    assertThat(wait.holdOrWait(batch, 1, HeapStreams.BATCH_HEAP, "op batch #1")).as("it waits").isFalse();

    Thread waker = new Thread(() -> QueuedRequests.release(session, filler)); // queued work ran: the batch is woken
    waker.start();
    assertThat(queueing.await(30, TimeUnit.SECONDS)).as("the woken batch is being queued").isTrue();
    assertThat(wait.completeWhenQueued()).as("the half-close waits for it").isTrue();
    letQueue.countDown();
    waker.join(30_000);
    assertThat(completions.get()).as("the stream completes after its batch is queued").isEqualTo(1);

    QueuedRequests.release(session, HeapStreams.BATCH_HEAP); // what the real queue's turn gives back
    host.admission.release(session, 1);
    assertThat(host.memory.held()).isZero();
  }

  /**
   * The client cancels right after the woken batch's hold succeeded (the transport sets the stream done without the
   * wait's lock): the held batch must still be queued, whose turn gives its heap back; it used to be dropped with its
   * heap held for good (the rare CANCEL failure of the race test below). Deterministic: the stream reads as done
   * exactly once the batch's heap is in the session's queued heap.
   */
  @Test
  void aCancelJustAfterTheWokenBatchsHoldStillGivesItsHeapBack() throws Exception {
    String id = host.open("cancel-after-hold");
    DeviceSession session = host.session(id);
    long filler = host.memory.tenantShare() - HeapStreams.BATCH_HEAP / 2;
    QueuedRequests.hold(session, filler, "queued work");
    AtomicInteger queued = new AtomicInteger();
    HeapWaitingBatch wait = new HeapWaitingBatch(session, host.admission,
        new StreamReads(new HeapStreams.RecordingCall(), () -> false), new HeapWaitingBatch.Stream() {
          @Override
          public boolean done() {
            return host.queued(id).queuedBytes() > 0; // the filler is given back first: true once the batch is held
          }

          @Override
          public void queue(OpBatch batch, int count, long bytes) {
            queued.incrementAndGet();
            // what the real turn does for a stream that is done: it skips the batch and gives everything back
            host.admission.release(session, count);
            QueuedRequests.release(session, bytes);
          }

          @Override
          public void abort(StatusRuntimeException status) {
            throw new AssertionError("aborted: " + status);
          }

          @Override
          public void completeAfterQueued() {
            throw new AssertionError("never half-closed");
          }
        });
    host.admission.admit(session, 1);
    OpBatch batch = HeapStreams.batch(1, 1).getBatch();
    assertThat(wait.holdOrWait(batch, 1, HeapStreams.BATCH_HEAP, "op batch #1")).as("it waits").isFalse();

    QueuedRequests.release(session, filler); // queued work ran: the batch is woken, held, and its stream cancelled

    assertThat(host.memory.held()).as("no hold left behind").isZero();
    assertThat(queued.get()).as("the held batch is queued, its turn gives it back").isEqualTo(1);
    assertThat(session.pendingOps()).as("no admission left behind").isZero();
    assertThat(wait.waiting()).isFalse();
  }

  /** How a test ends a waiting stream. */
  private enum End { HALF_CLOSE, CANCEL, SESSION_CLOSE }

  @Test
  void aWaitingStreamEndingWhileItsBatchIsWokenEndsCleanly() throws Exception {
    for (End end : End.values()) {
      for (int round = 0; round < 8; round++) {
        String id = host.open("race-" + end + "-" + round);
        DeviceSession session = host.session(id);
        CountDownLatch stall = host.stall(id);
        Stream s = host.stream(id);
        long last = s.sendWhileAsked(1, 20);
        await(() -> host.queued(id).waiting() == 1, "a batch waits for heap");
        CountDownLatch go = new CountDownLatch(1);
        Thread waker = new Thread(() -> {
          awaitQuietly(go);
          stall.countDown(); // the queued batches run and wake the waiting one
        });
        Thread ender = new Thread(() -> {
          awaitQuietly(go);
          switch (end) {
            case HALF_CLOSE -> s.in().onCompleted();
            case CANCEL -> s.in().onError(Status.CANCELLED.asRuntimeException());
            case SESSION_CLOSE -> host.sessions.close(id);
          }
        });
        waker.start();
        ender.start();
        go.countDown();
        waker.join(30_000);
        ender.join(30_000);
        if (end == End.HALF_CLOSE) {
          await(() -> s.call().completed || s.call().error != null, "the half-closed stream completes");
          assertThat(s.call().error).as(end + " round " + round).isNull();
          assertThat(s.acknowledgedBatch(last)).as("its waiting batch ran first (" + end + " round " + round + ")").isTrue();
        } else if (end == End.SESSION_CLOSE) {
          // woken and run before the close: the stream reads on, and its next batch finds the session gone
          await(() -> s.call().ended() || s.acknowledgedBatch(last), "the stream ends, or its batches ran");
          if (!s.call().ended()) {
            s.sendAll(last + 1, last + 1);
            await(s.call()::ended, "the stream of the closed session ends");
          }
          assertThat(Status.fromThrowable(s.call().error).getCode()).isEqualTo(Status.Code.NOT_FOUND);
        }
        await(() -> host.memory.held() == 0, "every hold is given back (" + end + " round " + round + ")");
        await(() -> session.pendingOps() == 0, "every admission is given back (" + end + " round " + round + ")");
        assertThat(session.hbm().queued().waiting()).isZero();
        if (end != End.SESSION_CLOSE) {
          host.sessions.close(id);
        }
      }
    }
  }

  private static void awaitQuietly(CountDownLatch latch) {
    try {
      latch.await(30, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
