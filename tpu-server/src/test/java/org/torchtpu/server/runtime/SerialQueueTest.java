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

/** A session's serial queue: one task at a time in order, on the session's thread or, when idle, the caller's. */
class SerialQueueTest {

  @Test
  void anIdleQueueRunsTheTaskOnTheCallersThreadWhenTheConditionHolds() throws Exception {
    SerialQueue q = new SerialQueue("session-test-1");
    AtomicReference<Thread> ranOn = new AtomicReference<>();
    assertThat(q.runHereIfIdle(() -> true, () -> ranOn.set(Thread.currentThread()))).isTrue();
    assertThat(ranOn.get()).isSameAs(Thread.currentThread());
    assertThat(q.ranHere()).isEqualTo(1);
    q.shutdown();
    q.awaitTermination(30, TimeUnit.SECONDS);
  }

  @Test
  void whenTheConditionFailsTheTaskGoesToTheSessionsThread() throws Exception {
    SerialQueue q = new SerialQueue("session-test-2");
    CountDownLatch ran = new CountDownLatch(1);
    AtomicReference<Thread> ranOn = new AtomicReference<>();
    assertThat(q.runHereIfIdle(() -> false, () -> {
      ranOn.set(Thread.currentThread());
      ran.countDown();
    })).isFalse();
    assertThat(ran.await(30, TimeUnit.SECONDS)).isTrue();
    assertThat(ranOn.get().getName()).isEqualTo("session-test-2");
    assertThat(q.ranHere()).isZero();
    q.shutdown();
    q.awaitTermination(30, TimeUnit.SECONDS);
  }

  @Test
  void aBusyQueueQueuesTheTaskBehindTheRunningOneAndKeepsTheOrder() throws Exception {
    SerialQueue q = new SerialQueue("session-test-3");
    List<Integer> order = Collections.synchronizedList(new ArrayList<>());
    CountDownLatch release = new CountDownLatch(1);
    CountDownLatch started = new CountDownLatch(1);
    q.execute(() -> {
      started.countDown();
      try {
        release.await(30, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      order.add(1);
    });
    assertThat(started.await(30, TimeUnit.SECONDS)).isTrue();
    boolean[] checked = {false};
    assertThat(q.runHereIfIdle(() -> checked[0] = true, () -> order.add(2))).isFalse();
    assertThat(checked[0]).as("the condition is not even asked while another task runs").isFalse();
    q.execute(() -> order.add(3));
    release.countDown();
    q.shutdown();
    q.awaitTermination(30, TimeUnit.SECONDS);
    assertThat(order).containsExactly(1, 2, 3);
  }

  @Test
  void tasksQueuedWhileOneRunsOnTheCallerGoToTheSessionsThreadAfterIt() throws Exception {
    SerialQueue q = new SerialQueue("session-test-4");
    List<String> order = Collections.synchronizedList(new ArrayList<>());
    AtomicReference<Thread> laterOn = new AtomicReference<>();
    q.runHereIfIdle(() -> true, () -> {
      // another thread queues a task while this one runs: it must wait for this one
      Thread other = new Thread(() -> q.execute(() -> {
        laterOn.set(Thread.currentThread());
        order.add("queued meanwhile");
      }));
      other.start();
      try {
        other.join(30_000);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      order.add("here");
    });
    q.shutdown();
    q.awaitTermination(30, TimeUnit.SECONDS);
    assertThat(order).containsExactly("here", "queued meanwhile");
    assertThat(laterOn.get().getName()).isEqualTo("session-test-4");
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
    assertThatThrownBy(() -> q.runHereIfIdle(() -> true, () -> {
      throw new IllegalArgumentException("thrown here");
    })).hasMessage("thrown here");
    CountDownLatch stillRuns = new CountDownLatch(1);
    q.execute(stillRuns::countDown);
    assertThat(stillRuns.await(30, TimeUnit.SECONDS)).as("the queue was handed on after the throw").isTrue();
    q.shutdown();
    assertThatThrownBy(() -> q.execute(() -> {})).isInstanceOf(RejectedExecutionException.class);
    assertThatThrownBy(() -> q.runHereIfIdle(() -> true, () -> {})).isInstanceOf(RejectedExecutionException.class);
    q.awaitTermination(30, TimeUnit.SECONDS);
  }
}
