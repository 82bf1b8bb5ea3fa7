package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** A session's serial queue: one task at a time, in order, always on the session's own thread. */
class SerialQueueTest {

  @Test
  void tasksRunInOrderOnTheSessionsThreadNeverTheCallers() throws Exception {
    SerialQueue q = new SerialQueue("session-test-1");
    List<Integer> order = Collections.synchronizedList(new ArrayList<>());
    CountDownLatch release = new CountDownLatch(1);
    CountDownLatch started = new CountDownLatch(1);
    AtomicReference<Thread> ranOn = new AtomicReference<>();
    q.execute(() -> {
      ranOn.set(Thread.currentThread());
      started.countDown();
      try {
        release.await(30, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      order.add(1);
    });
    assertThat(started.await(30, TimeUnit.SECONDS)).isTrue();
    q.execute(() -> order.add(2));
    q.execute(() -> order.add(3));
    release.countDown();
    q.shutdown();
    q.awaitTermination(30, TimeUnit.SECONDS);
    assertThat(order).containsExactly(1, 2, 3);
    assertThat(ranOn.get().getName()).isEqualTo("session-test-1");
    assertThat(ranOn.get()).isNotSameAs(Thread.currentThread());
    // the kernels' per-thread state (the program's buffer pool, packing and tile scratch) in array slots, looked up
    // on every kernel output allocation, rather than in the thread's hashed ThreadLocal table
    assertThat(ranOn.get()).isInstanceOf(io.netty.util.concurrent.FastThreadLocalThread.class);
  }

  @Test
  void aTaskThatThrowsDoesNotStopTheQueueAndAShutDownQueueRefusesNewTasks() throws Exception {
    SerialQueue q = new SerialQueue("session-test-5");
    CountDownLatch after = new CountDownLatch(1);
    q.execute(() -> {
      throw new IllegalStateException("boom");
    });
    q.execute(after::countDown);
    assertThat(after.await(30, TimeUnit.SECONDS)).isTrue();
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (!q.idle() && System.nanoTime() < until) {
      Thread.sleep(1); // the session's thread lets go of the queue once it finds it empty
    }
    assertThat(q.idle()).isTrue();
    CountDownLatch stillRuns = new CountDownLatch(1);
    q.execute(stillRuns::countDown);
    assertThat(stillRuns.await(30, TimeUnit.SECONDS)).as("an idle queue takes new tasks").isTrue();
    q.shutdown();
    assertThatThrownBy(() -> q.execute(() -> {})).isInstanceOf(RejectedExecutionException.class);
    q.awaitTermination(30, TimeUnit.SECONDS);
  }

  private static void awaitIdle(SerialQueue q) throws InterruptedException {
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (!q.idle() && System.nanoTime() < until) {
      Thread.sleep(1);
    }
    assertThat(q.idle()).isTrue();
  }

  @Test
  void aSuspendedTaskHoldsTheQueueUntilReleasedFromAnotherThreadAndThenTheQueueGoesOnOnTheSessionsThread() throws Exception {
    SerialQueue q = new SerialQueue("session-test-s1");
    AtomicReference<SerialQueue.Hold> hold = new AtomicReference<>();
    CountDownLatch suspended = new CountDownLatch(1);
    List<String> order = Collections.synchronizedList(new ArrayList<>());
    AtomicReference<Thread> laterRanOn = new AtomicReference<>();
    q.execute(() -> {
      hold.set(q.suspend());
      order.add("suspending");
      suspended.countDown();
    });
    assertThat(suspended.await(30, TimeUnit.SECONDS)).isTrue();
    CountDownLatch later = new CountDownLatch(1);
    q.execute(() -> {
      laterRanOn.set(Thread.currentThread());
      order.add("later");
      later.countDown();
    });
    // the suspending task has returned; the queue stays held: the later task does not run
    assertThat(later.await(200, TimeUnit.MILLISECONDS)).as("a task queued behind a suspension waits for its release").isFalse();
    assertThat(q.idle()).isFalse();
    order.add("released");
    Thread releaser = new Thread(() -> hold.get().release(), "releaser");
    releaser.start();
    releaser.join(30_000);
    assertThat(later.await(30, TimeUnit.SECONDS)).isTrue();
    assertThat(order).containsExactly("suspending", "released", "later");
    assertThat(laterRanOn.get().getName()).isEqualTo("session-test-s1");
    awaitIdle(q);
    assertThatThrownBy(() -> hold.get().release()).as("a hold is released once").isInstanceOf(IllegalStateException.class);
    assertThat(q.suspensions()).isEqualTo(1);
    q.shutdown();
    q.awaitTermination(30, TimeUnit.SECONDS);
  }

  @Test
  void releaseWithRunsItsTaskFirstOnTheSessionsThreadAndAnEarlyReleaseLetsTheQueueGoOn() throws Exception {
    SerialQueue q = new SerialQueue("session-test-s2");
    List<String> order = Collections.synchronizedList(new ArrayList<>());
    AtomicReference<Thread> heavyRanOn = new AtomicReference<>();
    AtomicReference<SerialQueue.Hold> hold = new AtomicReference<>();
    CountDownLatch suspended = new CountDownLatch(1);
    q.execute(() -> {
      hold.set(q.suspend());
      suspended.countDown();
    });
    assertThat(suspended.await(30, TimeUnit.SECONDS)).isTrue();
    q.execute(() -> order.add("queued"));
    hold.get().releaseWith(() -> {
      heavyRanOn.set(Thread.currentThread());
      order.add("continuation");
    });
    awaitIdle(q);
    assertThat(order).containsExactly("continuation", "queued");
    assertThat(heavyRanOn.get().getName()).isEqualTo("session-test-s2");
    assertThat(heavyRanOn.get()).isNotSameAs(Thread.currentThread());

    // released before the suspending task returned (the collective completed at once): nothing is held after it
    order.clear();
    q.execute(() -> {
      q.suspend().release();
      order.add("released early");
    });
    q.execute(() -> order.add("next"));
    awaitIdle(q);
    assertThat(order).containsExactly("released early", "next");
    q.shutdown();
    q.awaitTermination(30, TimeUnit.SECONDS);
  }

  @Test
  void runHereIfIdleLendsTheCallersThreadOnlyToAnIdleQueueAndNeverRunsQueuedTasksThere() throws Exception {
    SerialQueue q = new SerialQueue("session-test-s3");
    AtomicReference<Thread> ranOn = new AtomicReference<>();
    assertThat(q.runHereIfIdle(() -> {
      ranOn.set(Thread.currentThread());
      assertThat(q.runningOnCaller()).isTrue();
    })).isTrue();
    assertThat(ranOn.get()).isSameAs(Thread.currentThread());
    assertThat(q.idle()).isTrue();

    // a task queued while the lent thread runs goes to the session's thread, not the caller's
    AtomicReference<Thread> queuedRanOn = new AtomicReference<>();
    CountDownLatch queuedRan = new CountDownLatch(1);
    assertThat(q.runHereIfIdle(() -> q.execute(() -> {
      queuedRanOn.set(Thread.currentThread());
      assertThat(q.runningOnCaller()).isFalse();
      queuedRan.countDown();
    }))).isTrue();
    assertThat(queuedRan.await(30, TimeUnit.SECONDS)).isTrue();
    assertThat(queuedRanOn.get().getName()).isEqualTo("session-test-s3");
    awaitIdle(q); // the session's thread lets go of the queue after its task returned

    // a lent task that suspends and hands its continuation on: the continuation runs on the session's thread
    AtomicReference<Thread> continuationRanOn = new AtomicReference<>();
    CountDownLatch continued = new CountDownLatch(1);
    assertThat(q.runHereIfIdle(() -> q.suspend().releaseWith(() -> {
      continuationRanOn.set(Thread.currentThread());
      continued.countDown();
    }))).isTrue();
    assertThat(continued.await(30, TimeUnit.SECONDS)).isTrue();
    assertThat(continuationRanOn.get().getName()).isEqualTo("session-test-s3");
    awaitIdle(q);

    // busy (a suspension holds it): the caller's thread is not lent
    AtomicReference<SerialQueue.Hold> hold = new AtomicReference<>();
    assertThat(q.runHereIfIdle(() -> hold.set(q.suspend()))).isTrue();
    assertThat(q.runHereIfIdle(() -> {
      throw new AssertionError("ran while the queue was held");
    })).isFalse();
    hold.get().release();
    awaitIdle(q);
    assertThat(q.ranOnCaller()).isEqualTo(4);
    q.shutdown();
    assertThat(q.runHereIfIdle(() -> {})).as("a shut-down queue lends nothing").isFalse();
    q.awaitTermination(30, TimeUnit.SECONDS);
  }
}
