package org.torchtpu.server.runtime;

import com.google.protobuf.Any;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import org.torchtpu.api.v1.OpError;
import org.torchtpu.api.v1.SourceLocation;

/**
 * A failed op: the gRPC status code and the {@link OpError} detail naming the op's sequence
 * number, kind and the client source line that issued it.
 */
public final class OpFailure extends RuntimeException {
  private final Status.Code code;
  private final OpError error;

  public OpFailure(Status.Code code, OpError error) {
    super(describe(error));
    this.code = code;
    this.error = error;
  }

  public Status.Code code() {
    return code;
  }

  public OpError error() {
    return error;
  }

  /** "op #7 dot_general at Model.java:42 (Model.forward): reason". */
  public static String describe(OpError e) {
    StringBuilder sb = new StringBuilder("op #").append(e.getSequence()).append(' ').append(e.getOp());
    SourceLocation loc = e.getLocation();
    if (!loc.getFile().isEmpty()) {
      sb.append(" at ").append(loc.getFile()).append(':').append(loc.getLine());
      if (!loc.getFunction().isEmpty()) {
        sb.append(" (").append(loc.getFunction()).append(')');
      }
    }
    return sb.append(": ").append(e.getReason()).toString();
  }

  /** The status the client sees, with the OpError packed as a detail. */
  public StatusRuntimeException toStatus() {
    com.google.rpc.Status status = com.google.rpc.Status.newBuilder()
        .setCode(code.value())
        .setMessage(getMessage())
        .addDetails(Any.pack(error))
        .build();
    return StatusProto.toStatusRuntimeException(status);
  }
}
