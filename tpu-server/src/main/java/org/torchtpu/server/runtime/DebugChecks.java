package org.torchtpu.server.runtime;

import io.grpc.Status;
import java.util.List;
import org.torchtpu.api.v1.Op;
import org.torchtpu.server.exec.DeviceArray;

/** Debug mode's check after each op: NaN or Inf produced from finite inputs fails the op. */
final class DebugChecks {
  private DebugChecks() {
  }

  /** @throws OpFailure INVALID_ARGUMENT naming the first non-finite element a result produced */
  static void checkFinite(Op op, long sequence, List<DeviceArray> operands, List<DeviceArray> results) {
    if (operands.isEmpty()) {
      return; // constants, iota and rng produce values; they do not compute them from inputs
    }
    for (DeviceArray r : results) {
      if (!r.isFloat()) {
        continue;
      }
      int bad = firstNonFinite(r.floats());
      if (bad < 0) {
        continue;
      }
      for (DeviceArray in : operands) {
        if (in.isFloat() && firstNonFinite(in.floats()) >= 0) {
          return; // non-finite in, non-finite out: propagated, not produced
        }
      }
      float v = r.floats()[bad];
      throw OpFailures.failure(op, sequence, Status.Code.INVALID_ARGUMENT, "produced " + (Float.isNaN(v) ? "NaN" : v > 0 ? "+Inf" : "-Inf")
          + " at element " + bad + " of " + r + " from finite inputs");
    }
  }

  private static int firstNonFinite(float[] data) {
    for (int i = 0; i < data.length; i++) {
      if (!Float.isFinite(data[i])) {
        return i;
      }
    }
    return -1;
  }
}
