package org.torchtpu.scheduler.policy;

/**
 * A request the scheduler refuses: what kind of refusal, and a message naming what was wrong. Domain code throws
 * it; the gRPC edge ({@code grpc.SchedulerStatuses}) maps the kind to a status, and the REST edge uses the same
 * mapping.
 */
public final class SchedulerException extends RuntimeException {
  /** Why a request is refused. */
  public enum Kind {
    /** A field is missing, malformed or out of range. */
    INVALID,
    /** No such job, host or pod (or one the caller may not see). */
    NOT_FOUND,
    /** The request does not fit the current state, e.g. cancelling a finished job. */
    WRONG_STATE,
    /** What it claims (a host id, a chip position) is held by another registration. */
    TAKEN,
    /** The caller may not do this: another key's host, a priority above its tenant's ceiling, another tenant. */
    NOT_ALLOWED,
    /** Over a tenant's quota. */
    OVER_QUOTA
  }

  private final Kind kind;

  public SchedulerException(Kind kind, String message) {
    super(message);
    this.kind = kind;
  }

  public Kind kind() {
    return kind;
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

  public static SchedulerException overQuota(String message) {
    return new SchedulerException(Kind.OVER_QUOTA, message);
  }
}
