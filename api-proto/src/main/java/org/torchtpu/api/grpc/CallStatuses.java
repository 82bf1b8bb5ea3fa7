package org.torchtpu.api.grpc;

import io.grpc.Status;

/** How a failed gRPC call is read, the same way by every client in the system (the SDK and the services). */
public final class CallStatuses {
  private CallStatuses() {}

  /**
   * The status of a failed call or stream. grpc-java reports a connection that dies under a call
   * as UNKNOWN ("channel closed", with the transport's IOException as cause) on some paths
   * (grpc-java issues 7376, 10120); that is the peer going away, so it is read as UNAVAILABLE,
   * which callers retry, resume and count against their circuit breakers.
   */
  public static Status of(Throwable t) {
    Status s = Status.fromThrowable(t);
    if (s.getCode() == Status.Code.UNKNOWN && s.getCause() instanceof java.io.IOException) {
      return Status.UNAVAILABLE.withDescription(s.getDescription() + " (connection lost: " + s.getCause() + ")")
          .withCause(s.getCause());
    }
    return s;
  }

  /** The peer is down or did not answer in time: what a circuit breaker in front of it counts. */
  public static boolean isPeerFailure(Throwable t) {
    return isPeerFailure(of(t).getCode());
  }

  /** The code says the peer is down or did not answer in time. */
  public static boolean isPeerFailure(Status.Code code) {
    return code == Status.Code.UNAVAILABLE || code == Status.Code.DEADLINE_EXCEEDED;
  }
}
