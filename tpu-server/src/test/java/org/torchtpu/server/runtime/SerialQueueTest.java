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
}
