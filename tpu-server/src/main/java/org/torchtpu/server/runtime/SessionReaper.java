package org.torchtpu.server.runtime;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.springframework.stereotype.Component;

/**
 * Closes the sessions their clients left behind ({@link SessionProperties}): idle past the idle
 * TTL, or whose op stream's peer went away and that nothing used since, past the stream-lost TTL.
 * A session with ops waiting or a stream open is never reaped. Closing frees its values, so the
 * tenant's quota and the chip's HBM come back. Metric: {@code torchtpu.sessions.reaped{reason}}.
 */
@Component
public class SessionReaper implements AutoCloseable {
  private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(SessionReaper.class);
  private final SessionRegistry sessions;
  private final SessionProperties props;
  private final ScheduledExecutorService timer;
  private final Counter idle;
  private final Counter streamLost;

  public SessionReaper(SessionRegistry sessions, SessionProperties props, MeterRegistry meters) {
    this.sessions = sessions;
    this.props = props;
    this.idle = Counter.builder("torchtpu.sessions.reaped").tag("reason", "idle").register(meters);
    this.streamLost = Counter.builder("torchtpu.sessions.reaped").tag("reason", "stream_lost").register(meters);
    this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "session-reaper");
      t.setDaemon(true);
      return t;
    });
    long every = props.reapInterval().toMillis();
    timer.scheduleWithFixedDelay(this::reapSafely, every, every, TimeUnit.MILLISECONDS);
  }

  private void reapSafely() {
    try {
      reap(System.currentTimeMillis());
    } catch (RuntimeException e) {
      log.warn("session reaper pass failed", e); // the next pass tries again
    }
  }

  /** One pass at time {@code now}; returns how many sessions it closed. */
  public int reap(long now) {
    int closed = 0;
    for (DeviceSession s : List.copyOf(sessions.all())) {
      String reason = reasonToReap(s, now);
      if (reason == null) {
        continue;
      }
      String why = reason.equals("idle") ? "idle past torchtpu.sessions.idle-ttl " + props.idleTtl()
          : "its op stream's peer went away over torchtpu.sessions.stream-lost-ttl " + props.streamLostTtl() + " ago";
      if (sessions.closeAbandoned(s, why)) {
        (reason.equals("idle") ? idle : streamLost).increment();
        log.info("closed session {} of tenant {}: {} (freed {} values)", s.id(), s.tenant(), why, s.valueCount());
        closed++;
      }
    }
    return closed;
  }

  private String reasonToReap(DeviceSession s, long now) {
    if (s.pendingOps() > 0 || s.activity().streamsOpen() > 0) {
      return null;
    }
    long lost = s.activity().streamLostAtMillis();
    if (!props.streamLostTtl().isZero() && lost > 0 && s.activity().lastActiveMillis() <= lost
        && now - lost >= props.streamLostTtl().toMillis()) {
      return "stream_lost";
    }
    if (!props.idleTtl().isZero() && now - s.activity().lastActiveMillis() >= props.idleTtl().toMillis()) {
      return "idle";
    }
    return null;
  }

  @Override
  public void close() {
    timer.shutdownNow();
  }
}
