package org.torchtpu.scheduler.web;

import java.util.Map;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.torchtpu.scheduler.policy.SchedulerException;
import org.torchtpu.service.error.ServiceStatuses;

/** The scheduler's refusals as HTTP statuses with the same messages the gRPC service gives. */
@RestControllerAdvice
public class ErrorHandler {
  @ExceptionHandler(SchedulerException.class)
  public ResponseEntity<Map<String, String>> refused(SchedulerException e) {
    HttpStatus status = switch (e.kind()) {
      case INVALID -> HttpStatus.BAD_REQUEST;
      case NOT_FOUND -> HttpStatus.NOT_FOUND;
      case EXHAUSTED -> HttpStatus.TOO_MANY_REQUESTS;
      case NOT_ALLOWED -> HttpStatus.FORBIDDEN;
      case UNAUTHENTICATED -> HttpStatus.UNAUTHORIZED;
      case WRONG_STATE, TAKEN -> HttpStatus.CONFLICT;
      case TIMED_OUT -> HttpStatus.GATEWAY_TIMEOUT;
      case CANCELLED, UNAVAILABLE -> HttpStatus.SERVICE_UNAVAILABLE;
      case INTERNAL -> HttpStatus.INTERNAL_SERVER_ERROR;
    };
    // the body names the gRPC code, so both edges report a refusal alike; a retry hint (gRPC's RetryInfo) is
    // Retry-After in whole seconds, rounded up so that a client waiting it never comes back early
    ResponseEntity.BodyBuilder answer = ResponseEntity.status(status);
    if (e.retryAfter() != null) {
      long millis = Math.max(1, e.retryAfter().toMillis());
      answer.header(HttpHeaders.RETRY_AFTER, String.valueOf((millis + 999) / 1000));
    }
    return answer.body(Map.of("error", ServiceStatuses.code(e.kind()).name(), "message", e.getMessage()));
  }
}
