package org.torchtpu.service.error;

import com.google.protobuf.Any;
import com.google.rpc.RetryInfo;
import io.grpc.Status;
import io.grpc.StatusException;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import java.time.Duration;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one place the services' domain errors become gRPC statuses. A {@link DomainException} keeps its message (it
 * was written for the caller); a status (from a gRPC client call, or an edge's own check) passes through; anything
 * else is a bug: INTERNAL with an incident id, the details only in the log
 * (an exception's text may hold paths, addresses or another tenant's data, so it never goes to the client).
 * A description is bounded where every call ends, however its status was built
 * (service-common's StatusDescriptionBound).
 */
public final class ServiceStatuses {
  private static final Logger log = LoggerFactory.getLogger(ServiceStatuses.class);

  private ServiceStatuses() {}

  /** Exhaustive over the kinds: a new kind does not compile until it has its status. */
  public static Status.Code code(DomainException.Kind kind) {
    return switch (kind) {
      case INVALID -> Status.Code.INVALID_ARGUMENT;
      case NOT_FOUND -> Status.Code.NOT_FOUND;
      case WRONG_STATE -> Status.Code.FAILED_PRECONDITION;
      case TAKEN -> Status.Code.ALREADY_EXISTS;
      case NOT_ALLOWED -> Status.Code.PERMISSION_DENIED;
      case UNAUTHENTICATED -> Status.Code.UNAUTHENTICATED;
      case EXHAUSTED -> Status.Code.RESOURCE_EXHAUSTED;
      case TIMED_OUT -> Status.Code.DEADLINE_EXCEEDED;
      case CANCELLED -> Status.Code.CANCELLED;
      case UNAVAILABLE -> Status.Code.UNAVAILABLE;
      case INTERNAL -> Status.Code.INTERNAL;
    };
  }

  /** The status a call that failed with {@code t} ends with (see the class comment). */
  public static Status status(Throwable t) {
    return toException(t, "").getStatus();
  }

  /** As {@link #toException(Throwable, String)} without a context. */
  public static StatusRuntimeException toException(Throwable t) {
    return toException(t, "");
  }

  /**
   * The exception a failed call ends with, with its trailers (a RetryInfo detail for an EXHAUSTED domain error that
   * says when to retry).
   *
   * @param context what was being done, prefixed to the INTERNAL message ("upload failed"); may be empty
   */
  public static StatusRuntimeException toException(Throwable t, String context) {
    if (t instanceof DomainException e) {
      if (e.kind() == DomainException.Kind.INTERNAL) {
        log.error("internal error: {}", e.getMessage(), e);
      }
      if (e.retryAfter() != null) {
        return withRetry(code(e.kind()), e.getMessage(), e.retryAfter());
      }
      return Status.fromCode(code(e.kind())).withDescription(e.getMessage()).withCause(e).asRuntimeException();
    }
    if (t instanceof StatusRuntimeException s) {
      return s;
    }
    if (t instanceof StatusException s) {
      return new StatusRuntimeException(s.getStatus(), s.getTrailers());
    }
    if (t instanceof StackOverflowError || t instanceof OutOfMemoryError) {
      // a request too deep or too large for the server: the caller's to fix, so it is told which (no stack trace, no
      // other text); the call ends with a status and the server's thread lives on
      String incident = UUID.randomUUID().toString().substring(0, 8);
      log.warn("{} ran out of {} (incident {})", context == null || context.isEmpty() ? "a call" : context,
          t instanceof StackOverflowError ? "stack" : "heap", incident, t);
      String prefix = context == null || context.isEmpty() ? "" : context + ": ";
      return Status.RESOURCE_EXHAUSTED.withDescription(prefix + (t instanceof StackOverflowError
          ? "the request nests too deeply for the server (it ran out of stack)"
          : "the server ran out of Java heap handling the request; send less at once") + " (incident " + incident
          + ")").asRuntimeException();
    }
    return internal(t, context).asRuntimeException();
  }

  /** INTERNAL for an unexpected failure: logged in full under an incident id, which alone goes to the client. */
  public static Status internal(Throwable t, String context) {
    String incident = UUID.randomUUID().toString().substring(0, 8);
    log.error("{} (incident {})", context == null || context.isEmpty() ? "call failed" : context, incident, t);
    String prefix = context == null || context.isEmpty() ? "" : context + ": ";
    return Status.INTERNAL.withDescription(prefix + "internal error (incident " + incident
        + " in the server's log)").withCause(t);
  }

  private static StatusRuntimeException withRetry(Status.Code code, String message, Duration retryAfter) {
    long millis = retryAfter.toMillis();
    RetryInfo retry = RetryInfo.newBuilder().setRetryDelay(com.google.protobuf.Duration.newBuilder()
        .setSeconds(millis / 1000).setNanos((int) (millis % 1000) * 1_000_000)).build();
    return StatusProto.toStatusRuntimeException(com.google.rpc.Status.newBuilder()
        .setCode(code.value())
        .setMessage(message)
        .addDetails(Any.pack(retry))
        .build());
  }
}
