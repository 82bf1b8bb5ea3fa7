package org.torchtpu.scheduler.policy;

import io.grpc.Status;

/** A request the scheduler refuses, with the gRPC status it maps to and a message naming what was wrong. */
public final class SchedulerException extends RuntimeException {
  private final Status.Code code;

  public SchedulerException(Status.Code code, String message) {
    super(message);
    this.code = code;
  }

  public Status.Code code() {
    return code;
  }

  static SchedulerException invalid(String message) {
    return new SchedulerException(Status.Code.INVALID_ARGUMENT, message);
  }

  static SchedulerException notFound(String message) {
    return new SchedulerException(Status.Code.NOT_FOUND, message);
  }

  static SchedulerException precondition(String message) {
    return new SchedulerException(Status.Code.FAILED_PRECONDITION, message);
  }

  static SchedulerException taken(String message) {
    return new SchedulerException(Status.Code.ALREADY_EXISTS, message);
  }

  static SchedulerException notAllowed(String message) {
    return new SchedulerException(Status.Code.PERMISSION_DENIED, message);
  }

  static SchedulerException overQuota(String message) {
    return new SchedulerException(Status.Code.RESOURCE_EXHAUSTED, message);
  }
}
