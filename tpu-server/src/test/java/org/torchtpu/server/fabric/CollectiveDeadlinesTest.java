package org.torchtpu.server.fabric;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Deadlines of collectives waiting without a thread: run once due, on the deadlines' thread, unless cancelled. */
class CollectiveDeadlinesTest {
  private static long in(long millis) {
    return System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
  }

  @Test
  void anEarlierDeadlineAddedAfterALaterOneRunsFirstAndACancelledOneNever() throws Exception {
    CollectiveDeadlines deadlines = new CollectiveDeadlines("deadlines-test");
    List<String> ran = new CopyOnWriteArrayList<>();
    CountDownLatch both = new CountDownLatch(2);
    deadlines.schedule(in(600_000), () -> ran.add("far")); // the thread sleeps towards this one
    CollectiveDeadlines.Entry cancelled = deadlines.schedule(in(20), () -> ran.add("cancelled"));
    deadlines.cancel(cancelled);
    deadlines.schedule(in(200), () -> {
      ran.add("later:" + Thread.currentThread().getName());
      both.countDown();
    });
    deadlines.schedule(in(50), () -> {
      ran.add("sooner");
      both.countDown();
    });
    assertThat(both.await(60, TimeUnit.SECONDS)).as("both due deadlines ran").isTrue();
    assertThat(ran).containsExactly("sooner", "later:deadlines-test");
  }
}
