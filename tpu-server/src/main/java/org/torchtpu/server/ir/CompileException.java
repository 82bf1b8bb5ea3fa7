package org.torchtpu.server.ir;

import io.grpc.Status;
import org.torchtpu.service.error.DomainException;
import org.torchtpu.service.error.ServiceStatuses;

/**
 * A graph the compiler rejects: INVALID for a malformed or ill-typed graph (naming the op index), EXHAUSTED for one
 * that cannot fit the chip, INTERNAL for a stored program that does not load. A domain error: the edges map its kind
 * to a status ({@link ServiceStatuses}).
 */
public final class CompileException extends DomainException {
  private final int opIndex;

  public CompileException(Kind kind, int opIndex, String message) {
    super(kind, message);
    this.opIndex = opIndex;
  }

  public static CompileException invalid(IrOp op, String reason) {
    return new CompileException(Kind.INVALID, op.sourceIndex(), op.describe() + ": " + reason);
  }

  /** The status code an edge reports this with. */
  public Status.Code code() {
    return ServiceStatuses.code(kind());
  }

  /** Index of the offending op in the graph as sent, or -1 when no single op is at fault. */
  public int opIndex() {
    return opIndex;
  }

  public io.grpc.StatusRuntimeException toStatus() {
    return ServiceStatuses.toException(this);
  }
}
