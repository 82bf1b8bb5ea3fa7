package org.torchtpu.server.runtime;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * When the host closes sessions nobody closed ({@code torchtpu.sessions.*}): a client killed
 * without CloseSession would otherwise keep its session, its tensors and their HBM forever.
 *
 * @param idleTtl a session no call has named for this long, with no ops waiting and no op stream
 *     open, is closed (default 30 min; 0 = never)
 * @param streamLostTtl a session whose last op stream ended because its peer went away (cancelled,
 *     connection lost), and that nothing has used since, is closed this long after (default 2 min,
 *     room for the SDK to reconnect and resume; 0 = only the idle TTL applies)
 * @param reapInterval how often sessions are checked (default 10 s)
 */
@ConfigurationProperties(prefix = "torchtpu.sessions")
public record SessionProperties(Duration idleTtl, Duration streamLostTtl, Duration reapInterval) {
  public SessionProperties {
    idleTtl = idleTtl == null ? Duration.ofMinutes(30) : idleTtl;
    streamLostTtl = streamLostTtl == null ? Duration.ofMinutes(2) : streamLostTtl;
    reapInterval = reapInterval == null || reapInterval.isZero() || reapInterval.isNegative()
        ? Duration.ofSeconds(10) : reapInterval;
    if (idleTtl.isNegative() || streamLostTtl.isNegative()) {
      throw new IllegalArgumentException("torchtpu.sessions.idle-ttl and stream-lost-ttl must be >= 0 (0 = off)");
    }
  }

  public static SessionProperties defaults() {
    return new SessionProperties(null, null, null);
  }
}
