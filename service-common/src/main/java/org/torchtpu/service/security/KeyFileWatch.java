package org.torchtpu.service.security;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/** Checks a {@link KeyFile} at a fixed period on a daemon thread of its own, until closed. */
public final class KeyFileWatch implements AutoCloseable {
  private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
    Thread t = new Thread(r, "api-key-file");
    t.setDaemon(true);
    return t;
  });

  public KeyFileWatch(KeyFile file, ApiKeys keys, Duration period) {
    long millis = Math.max(1, period.toMillis());
    timer.scheduleWithFixedDelay(() -> file.reloadInto(keys), millis, millis, TimeUnit.MILLISECONDS);
  }

  @Override
  public void close() {
    timer.shutdownNow();
  }
}
