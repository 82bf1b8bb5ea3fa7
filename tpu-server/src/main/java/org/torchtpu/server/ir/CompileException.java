package org.torchtpu.server.ir;

import io.grpc.Status;

/**
 * A graph the compiler rejects: INVALID_ARGUMENT for a malformed or ill-typed graph (naming the
 * op index), RESOURCE_EXHAUSTED for one that cannot fit the chip.
 */
public final class CompileException extends RuntimeException {
  private final Status.Code code;
  private final int opIndex;

  public CompileException(Status.Code code, int opIndex, String message) {
    super(message);
    this.code = code;
    this.opIndex = opIndex;
  }

  public static CompileException invalid(IrOp op, String reason) {
    return new CompileException(Status.Code.INVALID_ARGUMENT, op.sourceIndex(), op.describe() + ": " + reason);
  }

  public Status.Code code() {
    return code;
  }

  /** Index of the offending op in the graph as sent, or -1 when no single op is at fault. */
  public int opIndex() {
    return opIndex;
  }

  public io.grpc.StatusRuntimeException toStatus() {
    return Status.fromCode(code).withDescription(getMessage()).asRuntimeException();
  }
}
