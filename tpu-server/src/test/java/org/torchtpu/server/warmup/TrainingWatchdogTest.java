package org.torchtpu.server.warmup;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The training run's one deadline (review-prog6 finding 3). */
class TrainingWatchdogTest {
  @Test
  void itActsOnceTheDeadlinePassesFromADaemonThread() throws Exception {
    CountDownLatch expired = new CountDownLatch(1);
    Thread t = new TrainingWatchdog(Duration.ofMillis(20), expired::countDown).start();
    assertThat(t.isDaemon()).isTrue();
    assertThat(expired.await(60, TimeUnit.SECONDS)).isTrue();
  }

  @Test
  void aStoppedWatchdogDoesNotAct() throws Exception {
    CountDownLatch expired = new CountDownLatch(1);
    Thread t = new TrainingWatchdog(Duration.ofHours(1), expired::countDown).start();
    t.interrupt();
    t.join(TimeUnit.SECONDS.toMillis(60));
    assertThat(t.isAlive()).isFalse();
    assertThat(expired.getCount()).isEqualTo(1);
  }
}
