package org.torchtpu.server.runtime;

import java.util.concurrent.atomic.AtomicInteger;
import org.torchtpu.service.error.DomainException;

/**
 * When calls last named a session and which op streams are attached to it: what {@link SessionReaper} judges a
 * session idle or abandoned by, and the bound on its open streams.
 */
final class SessionActivity {
  /**
   * Op streams one session may have open at once: one, and a resumed one while the server has not yet seen its broken
   * predecessor end. Unbounded, one tenant could open streams on a session without end, each a call and its window
   * held by the host.
   */
  static final int MAX_STREAMS = 16;

  private final String sessionId;
  /** When a call last named the session. */
  private volatile long lastActiveMillis = System.currentTimeMillis();
  private final AtomicInteger streamsOpen = new AtomicInteger();
  /** When the last open op stream ended because its peer went away; 0 = none since a stream was last opened. */
  private volatile long streamLostAtMillis;

  SessionActivity(String sessionId) {
    this.sessionId = sessionId;
  }

  /** A call named the session: it is in use. */
  void touch() {
    lastActiveMillis = System.currentTimeMillis();
  }

  long lastActiveMillis() {
    return lastActiveMillis;
  }

  /** Counts a new op stream, or refuses it past {@link #MAX_STREAMS} (RESOURCE_EXHAUSTED naming the limit). */
  void streamOpened() {
    if (streamsOpen.incrementAndGet() > MAX_STREAMS) {
      streamsOpen.decrementAndGet();
      throw DomainException.exhausted("session " + sessionId + " already has " + MAX_STREAMS
          + " op streams open, the most one session may have: end one (or let a broken one end) before opening another");
    }
    streamLostAtMillis = 0;
    touch();
  }

  /** @param peerGone the stream ended because its client cancelled or the connection broke */
  void streamEnded(boolean peerGone) {
    if (streamsOpen.decrementAndGet() == 0 && peerGone) {
      streamLostAtMillis = System.currentTimeMillis();
    } else {
      touch();
    }
  }

  int streamsOpen() {
    return streamsOpen.get();
  }

  long streamLostAtMillis() {
    return streamLostAtMillis;
  }
}
