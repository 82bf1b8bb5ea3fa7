package org.torchtpu.server.warmup;

import java.time.Duration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one deadline of a class-data-sharing training run: each of the run's RPCs has its own, but they come one
 * after another (and start-up and shutdown have none), so a wedged server could stall {@code mvn package} for the
 * sum of them. When the deadline passes, this says so in the log and halts the JVM with status 1 (not
 * {@code System.exit}: a wedged shutdown would wait again). It is armed until the JVM ends, a daemon that does not
 * keep it alive.
 */
final class TrainingWatchdog {
  private static final Logger log = LoggerFactory.getLogger(TrainingWatchdog.class);

  private final Duration deadline;
  private final Runnable onExpiry;

  TrainingWatchdog(Duration deadline, Runnable onExpiry) {
    this.deadline = deadline;
    this.onExpiry = onExpiry;
  }

  Thread start() {
    Thread t = new Thread(this::watch, "cds-training-watchdog");
    t.setDaemon(true);
    t.start();
    return t;
  }

  private void watch() {
    try {
      Thread.sleep(deadline.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return;
    }
    log.error("class-data-sharing training run did not finish within {} s: halting the JVM with status 1 "
        + "(the archive written at exit holds only what was loaded until now)", deadline.toSeconds());
    onExpiry.run();
  }

  static void halt() {
    System.out.flush();
    System.err.flush();
    Runtime.getRuntime().halt(1);
  }
}
