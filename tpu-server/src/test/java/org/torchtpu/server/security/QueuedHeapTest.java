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

/** The heap a tenant's queued requests hold, and the streams waiting for some of it (see QueuedHeap). */
@Timeout(120) // a hang guard, not a timing assertion
class QueuedHeapTest {
  private final HostMemory memory = new HostMemory(1_000, 0, 1.0);
  private final AtomicLong tenantHeld = new AtomicLong();
  private final QueuedHeap queued = new QueuedHeap("t", memory, tenantHeld);

  @Test
  void aBatchWaitsWhileQueuedWorkWouldMakeRoomAndIsRefusedOnceItCannot() {
    queued.hold(400, () -> "a");
    queued.hold(400, () -> "b");
    AtomicInteger woken = new AtomicInteger();
    QueuedHeap.Waiter waiter = woken::incrementAndGet;
    assertThat(queued.holdOrWait(300, () -> "c", waiter)).as("fits once a or b has run").isFalse();
    assertThat(queued.waiting()).isEqualTo(1);

    memory.reserve("t", tenantHeld, 100, "values a made"); // what queued work leaves behind as it runs
    queued.release(400);
    assertThat(woken.get()).isEqualTo(1);
    assertThat(queued.waiting()).as("told once, then forgotten until it waits again").isZero();
    memory.reserve("t", tenantHeld, 350, "values"); // 400 + 100 + 350 held: c still does not fit
    assertThat(queued.holdOrWait(300, () -> "c", waiter)).as("b still queued").isFalse();

    memory.reserve("t", tenantHeld, 0, "nothing");
    queued.release(400);
    assertThat(woken.get()).isEqualTo(2);
    memory.reserve("t", tenantHeld, 300, "b's values"); // 750 of values stay: c can never fit beside them
    HbmExhaustedException refused = catchThrowableOfType(HbmExhaustedException.class,
        () -> queued.holdOrWait(300, () -> "op batch #9", waiter));
    assertThat(refused.getMessage()).contains("op batch #9", "torchtpu.quota.max-heap-share",
        "waiting would not free enough");
    assertThat(queued.waiting()).isZero();
    assertThat(queued.queuedBytes()).isZero();
  }

  @Test
  void aBatchLargerThanTheShareLeavesIsRefusedEvenWithWorkQueued() {
    memory.reserve("t", tenantHeld, 500, "values");
    queued.hold(400, () -> "a");
    HbmExhaustedException refused = catchThrowableOfType(HbmExhaustedException.class,
        () -> queued.holdOrWait(600, () -> "op batch #2", () -> { }));
    assertThat(refused.getMessage()).contains("op batch #2", "waiting would not free enough");
    assertThat(queued.waiting()).isZero();
  }

  /** Waiting batches are parsed in the heap: a tenant's may take at most its share, past which one is refused. */
  @Test
  void theBatchesWaitingForRoomTakeAtMostTheShare() {
    queued.hold(950, () -> "a");
    QueuedHeap.Waiter first = () -> { };
    QueuedHeap.Waiter second = () -> { };
    assertThat(queued.holdOrWait(500, () -> "b", first)).isFalse();
    assertThat(queued.holdOrWait(500, () -> "c", second)).isFalse();
    assertThat(queued.waitingBytes()).isEqualTo(1_000);
    HbmExhaustedException refused = catchThrowableOfType(HbmExhaustedException.class,
        () -> queued.holdOrWait(100, () -> "op batch #4", () -> { }));
    assertThat(refused.getMessage()).contains("op batch #4", "torchtpu.quota.max-heap-share", "already waiting");
    queued.forget(first); // its stream ended
    assertThat(queued.waitingBytes()).isEqualTo(500);
    assertThat(queued.holdOrWait(100, () -> "op batch #4", () -> { })).isFalse();
    queued.release(950);
    assertThat(queued.waiting()).isZero();
    assertThat(queued.waitingBytes()).isZero();
  }

  /**
   * Streams hold, wait and are woken while queued work is released from other threads, streams give up and sessions
   * close (wakeAll): every batch is held exactly once and released, nobody waits at the end, nothing stays held.
   * A lost wake-up leaves a stream waiting for good (the bounded wait below fails).
   */
  @Test
  void noWakeUpIsLostWhileStreamsWaitAndQueuedWorkIsReleasedFromManyThreads() throws Exception {
    int streams = 8;
    int batches = 300;
    ExecutorService sessions = Executors.newFixedThreadPool(4); // where queued work runs and gives its heap back
    ExecutorService closer = Executors.newSingleThreadExecutor();
    AtomicInteger held = new AtomicInteger();
    AtomicInteger waited = new AtomicInteger();
    CountDownLatch done = new CountDownLatch(streams);
    List<Throwable> failures = java.util.Collections.synchronizedList(new ArrayList<>());
    for (int s = 0; s < streams; s++) {
      Random random = new Random(s);
      new Object() { // one stream: sends its next batch once the previous one is queued
        int sent;
        final QueuedHeap.Waiter waiter = this::next;

        void next() {
          try {
            while (sent < batches) {
              long bytes = 20 + random.nextInt(100); // 8 waiting at most 952 B: within the share
              synchronized (this) {
                if (!queued.holdOrWait(bytes, () -> "batch", waiter)) {
                  waited.incrementAndGet();
                  return; // told again when queued work gives heap back
                }
                sent++;
              }
              held.incrementAndGet();
              sessions.execute(() -> queued.release(bytes));
            }
            done.countDown();
          } catch (RuntimeException e) {
            failures.add(e);
            done.countDown();
          }
        }
      }.next();
      if (s % 3 == 0) {
        closer.execute(queued::wakeAll); // a session closing wakes everyone: they try again
      }
    }
    assertThat(done.await(60, TimeUnit.SECONDS)).as("every stream sent all its batches").isTrue();
    sessions.shutdown();
    assertThat(sessions.awaitTermination(60, TimeUnit.SECONDS)).isTrue();
    closer.shutdown();
    assertThat(closer.awaitTermination(60, TimeUnit.SECONDS)).isTrue();
    assertThat(failures).isEmpty();
    assertThat(held.get()).isEqualTo(streams * batches);
    assertThat(waited.get()).as("the share was contended").isPositive();
    assertThat(queued.waiting()).isZero();
    assertThat(queued.queuedBytes()).isZero();
    assertThat(tenantHeld.get()).isZero();
    assertThat(memory.held()).isZero();
  }
}
