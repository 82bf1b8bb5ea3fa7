package org.torchtpu.server.runtime;

import java.util.LinkedHashMap;
import java.util.Map;
import org.torchtpu.api.v1.Timing;

/**
 * Sessions this host closed on its own (their world ended, idle, their stream's peer gone, their tenant's key revoked),
 * remembered so that their tenant's next call reads why instead of a bare "does not exist", and the client's own
 * CloseSession, which may arrive just after, is answered with the session's totals instead of NOT_FOUND (a user's
 * {@code try (Session s = ...)} around a rank whose job was cancelled should not fail in its close). Bounded: the
 * oldest are forgotten first, after which a call reads the plain NOT_FOUND again.
 */
final class HostClosedSessions {
  /** Enough for every session a host holds at once several times over; each entry is a few hundred bytes. */
  static final int CAPACITY = 4096;

  /** A session the host closed, as its tenant's next call or close reads it. */
  record Closed(String tenant, String reason, Timing totals, long opsExecuted) {
    /** {@code s} as it is now, closed for {@code reason} (null: by its client). */
    static Closed of(DeviceSession s, String reason) {
      return new Closed(s.tenant(), reason, s.totals(), s.opsExecuted());
    }
  }

  private final Map<String, Closed> closed = new LinkedHashMap<>() {
    @Override
    protected boolean removeEldestEntry(Map.Entry<String, Closed> eldest) {
      return size() > CAPACITY;
    }
  };

  synchronized void remember(DeviceSession s, String reason) {
    closed.put(s.id(), Closed.of(s, reason));
  }

  /** What the host recorded of session {@code id}, or null. */
  synchronized Closed find(String id) {
    return id == null ? null : closed.get(id);
  }

  /** Forgets session {@code id} (its client closed it). */
  synchronized void forget(String id) {
    closed.remove(id);
  }
}
