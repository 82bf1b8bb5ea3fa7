package org.torchtpu.client;

import com.google.protobuf.Any;
import com.google.protobuf.InvalidProtocolBufferException;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import org.torchtpu.api.grpc.CallStatuses;
import org.torchtpu.api.v1.OpError;

/**
 * Turns gRPC failures into {@link TpuException}s that name the failed op and its source line (the
 * client's calls and every transport report failures this way).
 */
public final class Errors {
  private Errors() {}

  public static TpuException fromStatus(StatusRuntimeException e) {
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
    Status status = CallStatuses.of(e);
    return new TpuException(status.getCode(), status.getCode() + ": " + status.getDescription(), opError, e);
  }

  public static TpuException fromStreamError(int code, OpError error) {
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
