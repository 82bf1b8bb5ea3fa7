package org.torchtpu.service.security;

import io.grpc.Status;
import org.slf4j.LoggerFactory;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What one configured key grants its caller, and the calls open under it now. When a reload of the keys file drops
 * the key (or gives it to another caller), {@link #revoke} ends every such call: a refusal of new calls alone left an
 * open op stream, upload or long Execute of a revoked tenant running on. Calls enter and leave at their start and end
 * only (a concurrent set, no lock shared between calls), never per message.
 */
public final class KeyGrant {
  /** A call that can be ended from outside its own threads. */
  public interface OpenCall {
    /** Ends the call now with {@code status}; its work is released as on a client cancel. */
    void revoke(Status status);
  }

  private final Caller caller;
  private final Set<OpenCall> open = ConcurrentHashMap.newKeySet();
  private volatile Status revoked;

  KeyGrant(Caller caller) {
    this.caller = caller;
  }

  public Caller caller() {
    return caller;
  }

  /**
   * Counts {@code call} as open under this key until it {@linkplain #leave leaves}. A call entering as the key is
   * revoked is ended too: it is added before the revocation is read, and {@link #revoke} sets it before it walks the
   * calls (both volatile), so one of the two sees the other.
   */
  public void enter(OpenCall call) {
    open.add(call);
    Status status = revoked;
    if (status != null) {
      call.revoke(status);
    }
  }

  public void leave(OpenCall call) {
    open.remove(call);
  }

  /** Ends every call open under this key, and each that enters later, with {@code status}. */
  void revoke(Status status) {
    revoked = status;
    for (OpenCall call : open) {
      try {
        call.revoke(status);
      } catch (RuntimeException e) {
        // one call failing to end must not leave the key's other calls (and the keys revoked after it) running
        LoggerFactory.getLogger(KeyGrant.class).warn("a revoked call failed to end", e);
      }
    }
  }

  /** Calls open under this key now (for tests and logs). */
  public int openCalls() {
    return open.size();
  }
}
