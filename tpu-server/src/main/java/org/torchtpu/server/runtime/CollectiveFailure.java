package org.torchtpu.server.runtime;

import io.grpc.Status;

/** A collective that could not complete, with the gRPC status code to report it under. */
public final class CollectiveFailure extends RuntimeException {
  private final Status.Code code;

  public CollectiveFailure(Status.Code code, String message) {
    super(message);
    this.code = code;
  }

  public Status.Code code() {
    return code;
  }
}
