package org.torchtpu.service.error;

import io.grpc.StatusException;
import org.springframework.grpc.server.exception.GrpcExceptionHandler;

/**
 * Spring gRPC's handler for an exception a service method lets escape: the same mapping as the services' own
 * catch blocks ({@link ServiceStatuses}), so no call ends in an unexplained UNKNOWN or with an exception's text.
 */
public final class DomainExceptionHandler implements GrpcExceptionHandler {
  @Override
  public StatusException handleException(Throwable exception) {
    var e = ServiceStatuses.toException(exception);
    return new StatusException(e.getStatus(), e.getTrailers());
  }
}
