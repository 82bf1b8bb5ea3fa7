package org.torchtpu.service.error;

import java.time.Duration;

/**
 * A request a service's domain code refuses or cannot serve: what kind of failure, and a message naming what was
 * wrong. Domain code (admission, the compiler's callers, the cache) throws it instead of a gRPC status; the edge maps
 * the kind to a status in one place ({@link ServiceStatuses}).
 */
public class DomainException extends RuntimeException {
  /** Why a request failed. Each kind is one gRPC status code ({@link ServiceStatuses#code(Kind)}). */
  public enum Kind {
    /** A field is missing, malformed or out of range. */
    INVALID,
    /** No such thing (or one the caller may not see). */
    NOT_FOUND,
    /** The request does not fit the current state. */
    WRONG_STATE,
    /** What it would create exists already (and differs). */
    TAKEN,
    /** The caller may not do this. */
    NOT_ALLOWED,
    /** The caller's key is not (or no longer) valid: revoked while the request ran. */
    UNAUTHENTICATED,
    /** Over a limit or quota; {@link #retryAfter()} may say when to try again. */
    EXHAUSTED,
    /** It did not finish within its time. */
    TIMED_OUT,
    /** It was stopped (the caller went away, or the server is shutting down). */
    CANCELLED,
    /** A dependency (storage, a peer) cannot be reached now; retrying may help. */
    UNAVAILABLE,
    /** A broken invariant on the server's side: a bug or corrupt state, not the caller's fault. */
    INTERNAL
  }

  private final Kind kind;
  private final Duration retryAfter;

  public DomainException(Kind kind, String message) {
    this(kind, message, null, null);
  }

  public DomainException(Kind kind, String message, Throwable cause) {
    this(kind, message, null, cause);
  }

  protected DomainException(Kind kind, String message, Duration retryAfter, Throwable cause) {
    super(message, cause);
    if (kind == null) {
      throw new IllegalArgumentException("a domain error needs a kind");
    }
    this.kind = kind;
    this.retryAfter = retryAfter;
  }

  public Kind kind() {
    return kind;
  }

  /** When a client may try again (EXHAUSTED), or null when the service does not say. */
  public Duration retryAfter() {
    return retryAfter;
  }

  public static DomainException invalid(String message) {
    return new DomainException(Kind.INVALID, message);
  }

  public static DomainException notFound(String message) {
    return new DomainException(Kind.NOT_FOUND, message);
  }

  public static DomainException wrongState(String message) {
    return new DomainException(Kind.WRONG_STATE, message);
  }

  public static DomainException taken(String message) {
    return new DomainException(Kind.TAKEN, message);
  }

  public static DomainException notAllowed(String message) {
    return new DomainException(Kind.NOT_ALLOWED, message);
  }

  public static DomainException unauthenticated(String message) {
    return new DomainException(Kind.UNAUTHENTICATED, message);
  }

  public static DomainException exhausted(String message) {
    return new DomainException(Kind.EXHAUSTED, message);
  }

  /** Over a limit, suggesting when to try again (sent to the client as a google.rpc.RetryInfo detail). */
  public static DomainException exhausted(String message, Duration retryAfter) {
    return new DomainException(Kind.EXHAUSTED, message, retryAfter, null);
  }

  public static DomainException timedOut(String message) {
    return new DomainException(Kind.TIMED_OUT, message);
  }

  public static DomainException cancelled(String message) {
    return new DomainException(Kind.CANCELLED, message);
  }

  public static DomainException unavailable(String message, Throwable cause) {
    return new DomainException(Kind.UNAVAILABLE, message, cause);
  }

  public static DomainException internal(String message) {
    return new DomainException(Kind.INTERNAL, message);
  }
}
