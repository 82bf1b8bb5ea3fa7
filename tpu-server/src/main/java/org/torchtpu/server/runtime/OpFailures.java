package org.torchtpu.server.runtime;

import io.grpc.Status;
import java.util.List;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpError;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.wire.CutText;
import org.torchtpu.server.exec.AbstractValueException;
import org.torchtpu.server.exec.ArgumentTypeMismatchException;
import org.torchtpu.server.exec.IndexOutOfRangeException;
import org.torchtpu.server.exec.LoopLimitException;
import org.torchtpu.server.exec.RunCancelledException;
import org.torchtpu.server.exec.SimulatorLimitException;
import org.torchtpu.service.error.ServiceStatuses;

/** An op's failure as the client is told it: which op, and the status its error maps to. */
final class OpFailures {
  /** Longest reason an op's error carries: a reason may repeat the op's own text (a program id, its types). */
  static final int MAX_REASON_CHARACTERS = 2048;

  private OpFailures() {
  }

  static OpFailure failure(Op op, long sequence, Status.Code code, String reason) {
    OpError error = OpError.newBuilder()
        .setSequence(sequence)
        .setOp(op.getKindCase() == Op.KindCase.KIND_NOT_SET ? "unknown" : TypeInference.kindName(op))
        .setLocation(op.getLocation())
        .setReason(reason == null ? "unknown error" : CutText.bounded(reason, MAX_REASON_CHARACTERS))
        .build();
    return new OpFailure(code, error);
  }

  /** The status an op's failure while it ran maps to (the domain error's kind; anything else is INTERNAL). */
  static OpFailure executionFailure(Op op, long sequence, List<TensorType> resultTypes, Throwable e) {
    if (e instanceof OpFailure f) {
      return f;
    }
    if (e instanceof IndexOutOfRangeException) {
      return failure(op, sequence, Status.Code.OUT_OF_RANGE, e.getMessage());
    }
    if (e instanceof OpTypeException || e instanceof LoopLimitException) {
      return failure(op, sequence, Status.Code.INVALID_ARGUMENT, e.getMessage());
    }
    if (e instanceof RunCancelledException) {
      return failure(op, sequence, Status.Code.CANCELLED, e.getMessage());
    }
    if (e instanceof AbstractValueException
        || e instanceof ArgumentTypeMismatchException) {
      return failure(op, sequence, Status.Code.FAILED_PRECONDITION, e.getMessage());
    }
    if (e instanceof SimulatorLimitException) {
      return failure(op, sequence, Status.Code.RESOURCE_EXHAUSTED, e.getMessage());
    }
    if (e instanceof OutOfMemoryError) {
      return failure(op, sequence, Status.Code.RESOURCE_EXHAUSTED, "the simulator host ran out of Java heap computing "
          + describe(resultTypes) + " (the chip's HBM had room): give tpu-server a larger -Xmx");
    }
    return failure(op, sequence, Status.Code.INTERNAL, ServiceStatuses.internal(e, "executor failed").getDescription());
  }

  /** "f32[2,3], bf16[4]". */
  static String describe(List<TensorType> types) {
    StringBuilder sb = new StringBuilder();
    for (TensorType t : types) {
      if (sb.length() > 0) {
        sb.append(", ");
      }
      sb.append(Shapes.toString(t));
    }
    return sb.toString();
  }
}
