package org.torchtpu.scheduler.web;

import java.util.Map;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.torchtpu.scheduler.policy.SchedulerException;

/** The scheduler's refusals as HTTP statuses with the same messages the gRPC service gives. */
@RestControllerAdvice
public class ErrorHandler {
  @ExceptionHandler(SchedulerException.class)
  public ResponseEntity<Map<String, String>> refused(SchedulerException e) {
    HttpStatus status = switch (e.code()) {
      case INVALID_ARGUMENT -> HttpStatus.BAD_REQUEST;
      case NOT_FOUND -> HttpStatus.NOT_FOUND;
      case RESOURCE_EXHAUSTED -> HttpStatus.TOO_MANY_REQUESTS;
      case PERMISSION_DENIED -> HttpStatus.FORBIDDEN;
      case FAILED_PRECONDITION, ALREADY_EXISTS -> HttpStatus.CONFLICT;
      default -> HttpStatus.INTERNAL_SERVER_ERROR;
    };
    return ResponseEntity.status(status).body(Map.of("error", e.code().name(), "message", e.getMessage()));
  }
}
