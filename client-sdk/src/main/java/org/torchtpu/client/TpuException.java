package org.torchtpu.client;

import io.grpc.Status;
import org.torchtpu.api.v1.OpError;

/** A failed op or call: the gRPC status, and for an op, which op and which line of the caller. */
public class TpuException extends RuntimeException {
  private final Status.Code code;
  private final OpError opError;

  public TpuException(Status.Code code, String message, OpError opError, Throwable cause) {
    super(message, cause);
    this.code = code;
    this.opError = opError;
  }

  public Status.Code code() {
    return code;
  }

  /** The failed op's sequence number, kind and source line; null for failures not tied to an op. */
  public OpError opError() {
    return opError;
  }
}
