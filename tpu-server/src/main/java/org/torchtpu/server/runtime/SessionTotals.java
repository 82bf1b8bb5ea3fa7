package org.torchtpu.server.runtime;

import org.torchtpu.api.v1.Timing;

/** What a session has run: simulated device time, wall time and ops, summed over its ops. */
final class SessionTotals {
  /** The totals at one moment, to undo what a fused chunk added before it was replayed op by op. */
  record Snapshot(double deviceSeconds, long wallNanos, long opsExecuted) { }

  private double deviceSeconds;
  private long wallNanos;
  private long opsExecuted;

  synchronized void add(double device, long wall, long ops) {
    deviceSeconds += device;
    wallNanos += wall;
    opsExecuted += ops;
  }

  synchronized Snapshot snapshot() {
    return new Snapshot(deviceSeconds, wallNanos, opsExecuted);
  }

  synchronized void restore(Snapshot s) {
    deviceSeconds = s.deviceSeconds();
    wallNanos = s.wallNanos();
    opsExecuted = s.opsExecuted();
  }

  synchronized long opsExecuted() {
    return opsExecuted;
  }

  synchronized Timing timing() {
    return Timing.newBuilder().setWallNanos(wallNanos).setDeviceSeconds(deviceSeconds).build();
  }
}
