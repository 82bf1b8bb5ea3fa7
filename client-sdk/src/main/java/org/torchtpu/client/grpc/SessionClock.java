package org.torchtpu.client.grpc;

import java.util.concurrent.atomic.AtomicLong;
import org.torchtpu.api.v1.Timing;

/**
 * State a session's transports share across mode switches: the op sequence counter (one
 * numbering per session, so the server can tell which ops a sync point waits for) and the
 * sum of the two clocks over everything completed.
 */
final class SessionClock {
  final AtomicLong sequence = new AtomicLong();
  private long wallNanos;
  private double deviceSeconds;

  synchronized void add(Timing t) {
    wallNanos += t.getWallNanos();
    deviceSeconds += t.getDeviceSeconds();
  }

  synchronized Timing totals() {
    return Timing.newBuilder().setWallNanos(wallNanos).setDeviceSeconds(deviceSeconds).build();
  }
}
