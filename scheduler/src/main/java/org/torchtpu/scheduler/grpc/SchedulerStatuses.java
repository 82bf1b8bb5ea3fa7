package org.torchtpu.scheduler.grpc;

import io.grpc.Status;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.torchtpu.scheduler.policy.SchedulerException;
import org.torchtpu.service.error.DomainException;
import org.torchtpu.service.error.ServiceStatuses;

/**
 * The one place the scheduler's errors become gRPC statuses (the REST edge names the same codes). A refusal keeps
 * its message; anything unexpected is INTERNAL and the server carries on.
 */
public final class SchedulerStatuses {
  private static final Logger log = LoggerFactory.getLogger(SchedulerStatuses.class);

  private SchedulerStatuses() {}

  public static Status.Code code(SchedulerException e) {
    return ServiceStatuses.code(e.kind());
  }

  /** The status a failed call ends with. */
  public static Status of(Throwable t) {
    if (t instanceof DomainException e) {
      return ServiceStatuses.status(e);
    }
    if (t instanceof IllegalArgumentException) {
      return Status.INVALID_ARGUMENT.withDescription(t.getMessage());
    }
    if (storeUnreachable(t)) {
      // the job store (PostgreSQL) is unreachable: a clear, retryable status rather than INTERNAL
      log.warn("job store unavailable: {}", t.toString());
      return Status.UNAVAILABLE.withDescription("the scheduler's job store is unavailable: "
          + t.getMessage());
    }
    // the cause's text stays in the log (service-common's ServiceStatuses): it is not written for clients
    return ServiceStatuses.internal(t, "scheduler error");
  }

  private static boolean storeUnreachable(Throwable t) {
    for (Throwable c = t; c != null; c = c.getCause()) {
      if (c instanceof org.springframework.dao.DataAccessResourceFailureException) {
        return true;
      }
    }
    return false;
  }
}
