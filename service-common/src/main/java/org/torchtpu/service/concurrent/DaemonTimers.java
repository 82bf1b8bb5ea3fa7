package org.torchtpu.service.concurrent;

import java.util.concurrent.ScheduledThreadPoolExecutor;

/** Timers for deadlines that are set often and mostly cancelled before they are due. */
public final class DaemonTimers {
  private DaemonTimers() {}

  /**
   * One daemon thread named {@code name} whose cancelled tasks leave its queue at once: a cancelled deadline must not
   * stay queued, holding what its task refers to, until it would have been due.
   */
  public static ScheduledThreadPoolExecutor cancellable(String name) {
    ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(1, r -> {
      Thread t = new Thread(r, name);
      t.setDaemon(true);
      return t;
    });
    timer.setRemoveOnCancelPolicy(true);
    return timer;
  }
}
