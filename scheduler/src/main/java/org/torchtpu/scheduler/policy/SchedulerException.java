package org.torchtpu.scheduler.policy;

import org.torchtpu.service.error.DomainException;

/**
 * A request the scheduler refuses: a domain error whose kind says why, and a message naming what was wrong. Domain
 * code throws it; the gRPC edge ({@code grpc.SchedulerStatuses}, through service-common's {@code ServiceStatuses})
 * maps the kind to a status, and the REST edge ({@code web.ErrorHandler}) to an HTTP status.
 */
public final class SchedulerException extends DomainException {
  public SchedulerException(Kind kind, String message) {
    super(kind, message);
  }

  private SchedulerException(Kind kind, String message, java.time.Duration retryAfter) {
    super(kind, message, retryAfter, null);
  }

  public static SchedulerException invalid(String message) {
    return new SchedulerException(Kind.INVALID, message);
  }

  public static SchedulerException notFound(String message) {
    return new SchedulerException(Kind.NOT_FOUND, message);
  }

  public static SchedulerException wrongState(String message) {
    return new SchedulerException(Kind.WRONG_STATE, message);
  }

  public static SchedulerException taken(String message) {
    return new SchedulerException(Kind.TAKEN, message);
  }

  public static SchedulerException notAllowed(String message) {
    return new SchedulerException(Kind.NOT_ALLOWED, message);
  }

  /** Over a tenant's quota. */
  public static SchedulerException unauthenticated(String message) {
    return new SchedulerException(Kind.UNAUTHENTICATED, message);
  }

  public static SchedulerException overQuota(String message) {
    return new SchedulerException(Kind.EXHAUSTED, message);
  }

  /** Over a limit that frees up soon: try again after {@code retryAfter} (RetryInfo, or REST's Retry-After). */
  public static SchedulerException overQuota(String message, java.time.Duration retryAfter) {
    return new SchedulerException(Kind.EXHAUSTED, message, retryAfter);
  }
}
