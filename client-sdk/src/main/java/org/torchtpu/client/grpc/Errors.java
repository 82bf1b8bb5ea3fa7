package org.torchtpu.client.grpc;

import com.google.protobuf.Any;
import com.google.protobuf.InvalidProtocolBufferException;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import org.torchtpu.api.v1.OpError;
import org.torchtpu.client.TpuException;

/** Turns gRPC failures into {@link TpuException}s that name the failed op and its source line. */
final class Errors {
  private Errors() {}

  /**
   * The status of a failed call or stream. grpc-java reports a connection that dies under a call
   * as UNKNOWN ("channel closed", with the transport's IOException as cause) on some paths
   * (grpc-java issues 7376, 10120); that is the server going away, so it is read as UNAVAILABLE,
   * which the SDK retries, resumes and counts against the breaker.
   */
  static Status statusOf(Throwable t) {
    Status s = Status.fromThrowable(t);
    if (s.getCode() == Status.Code.UNKNOWN && s.getCause() instanceof java.io.IOException) {
      return Status.UNAVAILABLE.withDescription(s.getDescription() + " (connection lost: " + s.getCause() + ")")
          .withCause(s.getCause());
    }
    return s;
  }

  static TpuException fromStatus(StatusRuntimeException e) {
    OpError opError = null;
    com.google.rpc.Status detail = StatusProto.fromThrowable(e);
    if (detail != null) {
      for (Any any : detail.getDetailsList()) {
        if (any.is(OpError.class)) {
          try {
            opError = any.unpack(OpError.class);
          } catch (InvalidProtocolBufferException ignored) {
            // a malformed detail leaves the plain status message
          }
        }
      }
    }
    Status status = statusOf(e);
    return new TpuException(status.getCode(), status.getCode() + ": " + status.getDescription(), opError, e);
  }

  static TpuException fromStreamError(int code, OpError error) {
    Status.Code c = Status.fromCodeValue(code).getCode();
    return new TpuException(c, c + ": " + describe(error), error, null);
  }

  /** Same spelling as the server's messages: "op #7 dot_general at Model.java:42 (...): reason". */
  static String describe(OpError e) {
    StringBuilder sb = new StringBuilder("op #").append(e.getSequence()).append(' ').append(e.getOp());
    if (!e.getLocation().getFile().isEmpty()) {
      sb.append(" at ").append(e.getLocation().getFile()).append(':').append(e.getLocation().getLine());
      if (!e.getLocation().getFunction().isEmpty()) {
        sb.append(" (").append(e.getLocation().getFunction()).append(')');
      }
    }
    return sb.append(": ").append(e.getReason()).toString();
  }
}
