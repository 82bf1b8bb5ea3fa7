package org.torchtpu.server.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.torchtpu.server.chip.HbmExhaustedException;

/** The heap a tenant's queued requests hold, and the one batch that may wait for some of it (see QueuedHeap). */
@Timeout(120) // a hang guard, not a timing assertion
class QueuedHeapTest {
  private final HostMemory memory = new HostMemory(2_000, 0, 0.5); // a share of 1,000 B, and room to wait beside it
  private final AtomicLong tenantHeld = new AtomicLong();
  private final QueuedHeap queued = new QueuedHeap("t", memory, tenantHeld);
  private final QueuedHeap.SessionQueue session = new QueuedHeap.SessionQueue();

  /** A stream's waiter: each stream has its own (a lambda without captures would be one object for all). */
  private static QueuedHeap.Waiter newStream() {
    return new QueuedHeap.Waiter() {
      @Override
      public void retry() { }
    };
  }

  @Test
  void aBatchWaitsWhileItsSessionsQueuedWorkWouldMakeRoomAndIsRefusedOnceItCannot() {
    queued.hold(session, 200, () -> "a");
    queued.hold(session, 600, () -> "b");
    AtomicInteger woken = new AtomicInteger();
    QueuedHeap.Waiter waiter = woken::incrementAndGet;
    assertThat(queued.holdOrWait(session, 300, () -> "c", waiter)).as("fits once a or b has run").isFalse();
    assertThat(queued.waiting()).isEqualTo(1);
    assertThat(memory.held()).as("the waiting batch is reserved on the host").isEqualTo(1_100);

    memory.reserve("t", tenantHeld, 150, "values a made"); // what queued work leaves behind as it runs
    queued.release(session, 200);
    assertThat(woken.get()).as("600 + 150 held: c does not fit yet, so it is not woken").isZero();
    memory.release(tenantHeld, 150);
    queued.release(session, 0); // a release that leaves room: c is told
    assertThat(woken.get()).isEqualTo(1);
    assertThat(queued.waiting()).as("woken, it stays counted until its retry").isEqualTo(1);
    memory.reserve("t", tenantHeld, 250, "values"); // taken before c retries: 600 + 250 held
    assertThat(queued.holdOrWait(session, 300, () -> "c", waiter)).as("b still queued").isFalse();
    assertThat(queued.waitingBytes()).isEqualTo(300);

    queued.release(session, 600);
    assertThat(woken.get()).isEqualTo(2);
    memory.reserve("t", tenantHeld, 500, "b's values"); // 750 of values stay: c can never fit beside them
    HbmExhaustedException refused = catchThrowableOfType(HbmExhaustedException.class,
        () -> queued.holdOrWait(session, 300, () -> "op batch #9", waiter));
    assertThat(refused).isNotInstanceOf(HeapBusyException.class);
    assertThat(refused.getMessage()).contains("op batch #9", "torchtpu.quota.max-heap-share",
        "waiting would not free enough");
    assertThat(queued.waiting()).isZero();
    assertThat(queued.queuedBytes()).isZero();
    assertThat(memory.held()).as("its host reservation went back").isEqualTo(tenantHeld.get()).isEqualTo(750);
  }

  @Test
  void aBatchLargerThanTheShareLeavesIsRefusedEvenWithWorkQueued() {
    memory.reserve("t", tenantHeld, 500, "values");
    queued.hold(session, 400, () -> "a");
    HbmExhaustedException refused = catchThrowableOfType(HbmExhaustedException.class,
        () -> queued.holdOrWait(session, 600, () -> "op batch #2", newStream()));
    assertThat(refused).isNotInstanceOf(HeapBusyException.class);
    assertThat(refused.getMessage()).contains("op batch #2", "waiting would not free enough");
    assertThat(queued.waiting()).isZero();
  }

  /**
   * With production-like ceilings (max heap less a quarter, a share of three quarters of that), whatever one tenant
   * sends on however many sessions and streams, what it holds plus its batch waiting parsed stays within the host's
   * ceiling: one batch waits, reserved on the host, and the others are refused with a retry hint.
   */
  @Test
  void heldAndWaitingStayWithinTheHostCeilingWhateverATenantSends() {
    HostMemory host = new HostMemory(1_024, 256, 0.75); // ceiling 768, share 576
    AtomicLong held = new AtomicLong();
    QueuedHeap tenant = new QueuedHeap("greedy", host, held);
    QueuedHeap.SessionQueue[] sessions = new QueuedHeap.SessionQueue[4];
    for (int i = 0; i < sessions.length; i++) {
      sessions[i] = new QueuedHeap.SessionQueue();
      tenant.hold(sessions[i], 140, () -> "filler"); // the share filled with queued work on stalled sessions
    }
    int waited = 0;
    int busy = 0;
    for (int stream = 0; stream < 16; stream++) {
      try {
        if (!tenant.holdOrWait(sessions[stream % sessions.length], 200, () -> "a large batch", newStream())) {
          waited++;
        }
      } catch (HeapBusyException e) {
        busy++;
        assertThat(e.getMessage()).contains("a large batch", "one may wait at a time");
      }
      assertThat(held.get() + tenant.waitingBytes()).as("parsed in the heap").isLessThanOrEqualTo(host.ceiling());
      assertThat(host.held()).isEqualTo(held.get() + tenant.waitingBytes());
    }
    assertThat(waited).as("waited (busy: %d)", busy).isEqualTo(1);
    assertThat(busy).isEqualTo(15);
  }

  /**
   * A woken batch stays counted until its retry holds or waits again: another batch may take the room first, but
   * cannot start waiting in the gap, and the woken one is then not refused but waits on.
   */
  @Test
  void aWokenBatchKeepsItsPlaceUntilItsRetryHoldsOrWaitsAgain() {
    queued.hold(session, 900, () -> "a");
    List<QueuedHeap.Waiter> told = new ArrayList<>();
    QueuedHeap.Waiter first = () -> told.add(null); // its retry runs later (on its stream's thread)
    assertThat(queued.holdOrWait(session, 500, () -> "b", first)).isFalse();
    queued.release(session, 900); // room for b: told, not yet retried
    assertThat(told).hasSize(1);
    assertThat(queued.holdOrWait(session, 600, () -> "op batch #7", newStream())).as("fits: taken first").isTrue();
    HeapBusyException busy = catchThrowableOfType(HeapBusyException.class,
        () -> queued.holdOrWait(session, 600, () -> "op batch #8", newStream()));
    assertThat(busy).as("b still waits, counted").isNotNull();
    assertThat(busy.getMessage()).contains("op batch #8", "already waits");
    assertThat(queued.holdOrWait(session, 500, () -> "b", first)).as("its retry waits again, not refused").isFalse();
    queued.release(session, 600);
    assertThat(told).hasSize(2);
    assertThat(queued.holdOrWait(session, 500, () -> "b", first)).as("its retry holds").isTrue();
    assertThat(queued.waiting()).isZero();
    assertThat(memory.held()).isEqualTo(tenantHeld.get()).isEqualTo(500);
  }

  /**
   * A batch waits only on its own session's queued work, and not while that queue waits in a collective: other
   * sessions' work may be stalled in a collective that needs this very batch (an SPMD program of one tenant), so it is
   * refused with a retry hint instead of waiting until the collective times out.
   */
  @Test
  void aBatchDoesNotWaitOnOtherSessionsWorkNorOnAQueueWaitingInACollective() {
    QueuedHeap.SessionQueue rankA = new QueuedHeap.SessionQueue();
    QueuedHeap.SessionQueue rankB = new QueuedHeap.SessionQueue();
    queued.hold(rankA, 900, () -> "rank A's batches before its all-reduce");
    HeapBusyException busy = catchThrowableOfType(HeapBusyException.class,
        () -> queued.holdOrWait(rankB, 300, () -> "rank B's all-reduce", newStream()));
    assertThat(busy.getMessage()).contains("rank B's all-reduce", "its session has nothing queued");
    assertThat(queued.waiting()).isZero();

    rankA.collectiveStarted();
    busy = catchThrowableOfType(HeapBusyException.class,
        () -> queued.holdOrWait(rankA, 300, () -> "rank A's next batch", newStream()));
    assertThat(busy.getMessage()).contains("waits in a collective");
    rankA.collectiveEnded();
    assertThat(queued.holdOrWait(rankA, 300, () -> "rank A's next batch", newStream())).isFalse();
    assertThat(memory.held()).isEqualTo(1_200);
  }

  /**
   * Streams hold, wait and are woken while queued work is released from other threads, streams give up and sessions
   * close (wakeAll); a stream refused with a retry hint sends again later: every batch is held exactly once and
   * released, nobody waits at the end, nothing stays held. A lost wake-up leaves a stream waiting for good (the bounded
   * wait below fails).
   */
  @Test
  void noWakeUpIsLostWhileStreamsWaitAndQueuedWorkIsReleasedFromManyThreads() throws Exception {
    int streams = 8;
    int batches = 300;
    ExecutorService sessions = Executors.newFixedThreadPool(4); // where queued work runs and gives its heap back
    ExecutorService closer = Executors.newSingleThreadExecutor();
    AtomicInteger held = new AtomicInteger();
    AtomicInteger waited = new AtomicInteger();
    AtomicInteger busy = new AtomicInteger();
    CountDownLatch done = new CountDownLatch(streams);
    List<Throwable> failures = java.util.Collections.synchronizedList(new ArrayList<>());
    for (int s = 0; s < streams; s++) {
      Random random = new Random(s);
      QueuedHeap.SessionQueue own = s % 2 == 0 ? session : new QueuedHeap.SessionQueue();
      new Object() { // one stream: sends its next batch once the previous one is queued
        int sent;
        final QueuedHeap.Waiter waiter = this::next;

        long pending; // the batch being sent (0: none): the same bytes on each try, as a stream's waiting batch


        void next() { // may run on several threads at once (woken by a release and a close): one batch at a time
          try {
            while (true) {
              long bytes;
              boolean last;
              synchronized (this) {
                if (sent == batches) {
                  return; // the thread that sent the last batch counts the stream done
                }
                if (pending == 0) {
                  pending = 20 + random.nextInt(100);
                }
                bytes = pending;
                try {
                  if (!queued.holdOrWait(own, bytes, () -> "batch", waiter)) {
                    waited.incrementAndGet();
                    return; // told again when queued work gives heap back
                  }
                } catch (HeapBusyException e) { // backs off and sends again, as the SDK does on the retry hint
                  busy.incrementAndGet();
                  sessions.execute(this::next);
                  return;
                }
                sent++;
                pending = 0;
                last = sent == batches;
              }
              held.incrementAndGet();
              sessions.execute(() -> queued.release(own, bytes));
              if (last) {
                // only now: counted before this release was handed over, the test could shut the pool down under it
                done.countDown();
                return;
              }
            }
          } catch (RuntimeException e) {
            failures.add(e);
            done.countDown();
          }
        }
      }.next();
      if (s % 3 == 0) {
        closer.execute(queued::wakeAll); // a session closing wakes the waiting batch: it tries again
      }
    }
    assertThat(done.await(60, TimeUnit.SECONDS)).as("every stream sent all its batches").isTrue();
    sessions.shutdown();
    assertThat(sessions.awaitTermination(60, TimeUnit.SECONDS)).isTrue();
    closer.shutdown();
    assertThat(closer.awaitTermination(60, TimeUnit.SECONDS)).isTrue();
    assertThat(failures).isEmpty();
    assertThat(held.get()).isEqualTo(streams * batches);
    assertThat(waited.get() + busy.get()).as("the share was contended").isPositive();
    assertThat(queued.waiting()).isZero();
    assertThat(queued.queuedBytes()).isZero();
    assertThat(tenantHeld.get()).isZero();
    assertThat(memory.held()).isZero();
  }
}
