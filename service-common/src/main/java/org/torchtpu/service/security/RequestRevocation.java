package org.torchtpu.service.security;

import java.util.function.BooleanSupplier;

/**
 * Whether the key of the REST request this thread handles was revoked while its handler ran ({@link
 * RevocableRequests}). The revocation cuts the request's connection, which ends a handler reading its body or writing
 * its answer; a handler computing without either (a simulation) asks this between steps, so it gives back its CPU
 * and its slot at once rather than at its own end, with an answer nobody reads.
 */
public final class RequestRevocation {
  private static final BooleanSupplier NEVER = () -> false;
  private static final ThreadLocal<BooleanSupplier> CURRENT = new ThreadLocal<>();

  private RequestRevocation() {}

  /**
   * The question of the request this thread handles: true once its key is revoked. Never true outside an
   * authenticated request (security off, a keyless path, a thread no request runs on).
   */
  public static BooleanSupplier current() {
    BooleanSupplier revoked = CURRENT.get();
    return revoked == null ? NEVER : revoked;
  }

  /** Makes {@code revoked} this thread's question while its request's handler runs; returns the one it replaces. */
  static BooleanSupplier install(BooleanSupplier revoked) {
    BooleanSupplier previous = CURRENT.get();
    if (revoked == null) {
      CURRENT.remove();
    } else {
      CURRENT.set(revoked);
    }
    return previous;
  }
}
