package org.torchtpu.server.security;

import io.grpc.Status;
import org.torchtpu.service.security.Caller;
import org.torchtpu.service.security.Callers;

/**
 * Who may open and use a session: the tenant of the caller's API key, never a request field.
 * Without a caller (security off) the request's tenant is taken as given.
 */
public final class SessionAccess {
  private SessionAccess() {}

  /**
   * The tenant a new session belongs to: the key's. The request may restate it or leave it empty;
   * naming another tenant is PERMISSION_DENIED.
   */
  public static String tenantOfNewSession(String requested) {
    Caller caller = Callers.current();
    if (caller == null) {
      return requested;
    }
    if (requested == null || requested.isEmpty() || requested.equals(caller.owner())) {
      return caller.owner();
    }
    throw Status.PERMISSION_DENIED.withDescription("the API key belongs to " + caller.owner()
        + "; it cannot open a session for tenant " + requested + " (leave the tenant field empty or restate it)")
        .asRuntimeException();
  }

  /** Whether the current caller may see a session of {@code owner} (another tenant's is reported as nonexistent). */
  public static boolean visible(String owner) {
    Caller caller = Callers.current();
    return caller == null || caller.owner().equals(owner);
  }
}
