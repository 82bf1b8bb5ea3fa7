package org.torchtpu.service.grpc;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * A watch on a clock the test drives (the timer's checks still run on real time, every idle time or sooner, and read
 * the driven clock): messages inside the idle time keep a call going, however long it lasts in all, until its whole
 * time (the idle time plus a second per 256 KiB expected) is up.
 */
class StreamIdleTimeoutTest {
  private static final long IDLE_MILLIS = 100;
  private final AtomicLong clock = new AtomicLong();
  private final StreamIdleTimeout timeout = new StreamIdleTimeout(Duration.ofMillis(IDLE_MILLIS), clock::get);

  /** Advances the driven clock by {@code millis} as the client sends, then lets the timer's checks run. */
  private void sendAfter(StreamIdleTimeout.Watch watch, long millis) throws InterruptedException {
    clock.addAndGet(TimeUnit.MILLISECONDS.toNanos(millis));
    watch.touched();
    Thread.sleep(2 * IDLE_MILLIS);
  }

  @Test
  void messagesInsideTheIdleTimeKeepACallGoingUntilItGoesQuiet() throws Exception {
    CountDownLatch ended = new CountDownLatch(1);
    StreamIdleTimeout.Watch watch = timeout.watch(ended::countDown, 1L << 40); // a whole time far past the test
    for (int i = 0; i < 10; i++) { // ten idle times in all
      sendAfter(watch, IDLE_MILLIS * 9 / 10);
      assertThat(ended.getCount()).as("ended after message " + i).isOne();
    }
    clock.addAndGet(TimeUnit.MILLISECONDS.toNanos(IDLE_MILLIS));
    assertThat(ended.await(60, TimeUnit.SECONDS)).as("ended once quiet for the idle time").isTrue();
    assertThat(watch.status("upload", "given back").getStatus().getDescription())
        .contains("sent nothing for 100 ms");
  }

  @Test
  void aCallStillSendingPastItsWholeTimeEnds() throws Exception {
    CountDownLatch ended = new CountDownLatch(1);
    // 256 KiB expected: a second on top of the idle time
    StreamIdleTimeout.Watch watch = timeout.watch(ended::countDown, StreamIdleTimeout.HONEST_BYTES_PER_SECOND);
    long sent = 0;
    while (ended.getCount() > 0 && sent < 60_000) {
      sendAfter(watch, IDLE_MILLIS * 9 / 10);
      sent += IDLE_MILLIS * 9 / 10;
      if (sent < 1000) {
        assertThat(ended.getCount()).as("ended within its whole time, at " + sent + " ms").isOne();
      }
    }
    assertThat(ended.getCount()).as("ended by its whole time").isZero();
    assertThat(sent).isLessThanOrEqualTo(1000 + IDLE_MILLIS + IDLE_MILLIS);
    assertThat(watch.status("upload", "given back").getStatus().getDescription())
        .contains("was still arriving after 1100 ms");
  }
}
