package org.torchtpu.server.runtime;

import java.util.List;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.compiler.ExecutableProgram;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.security.TenantQuotas;

/**
 * What an op of a {@link DeviceSession} holds between its checks and its results: its operands, its result types and
 * the HBM reserved for them (and for a program's intermediates). Either {@link #store} or one of the failure paths
 * ends it, so what it reserved goes back whatever went wrong.
 */
final class ReservedOp {
  /** Where an op's results are defined. */
  @FunctionalInterface
  interface Values {
    void define(long handle, DeviceArray value);
  }

  private final TenantQuotas.HbmAccount hbm;
  private final Values values;
  private final SessionTotals totals;
  private final SessionProgress progress;
  final Op op;
  final long sequence;
  final long start = System.nanoTime();
  final List<DeviceArray> operands;
  final List<TensorType> operandTypes;
  final List<TensorType> resultTypes;
  final long resultBytes;
  final long resultHeap;
  final ExecutableProgram program;
  final long scratchBytes;
  final long scratchHeap;

  /**
   * @param hbm where the reservation was made
   * @param values where the results are defined (the session's, which gives a result back once it has closed)
   * @param totals the session's counts, where the op is counted
   * @param progress the session's progress, where the op is marked processed
   */
  ReservedOp(TenantQuotas.HbmAccount hbm, Values values, SessionTotals totals, SessionProgress progress,
      Op op, long sequence, List<DeviceArray> operands, List<TensorType> operandTypes, List<TensorType> resultTypes,
      long resultBytes, long resultHeap, ExecutableProgram program, long scratchBytes, long scratchHeap) {
    this.hbm = hbm;
    this.values = values;
    this.totals = totals;
    this.progress = progress;
    this.op = op;
    this.sequence = sequence;
    this.operands = operands;
    this.operandTypes = operandTypes;
    this.resultTypes = resultTypes;
    this.resultBytes = resultBytes;
    this.resultHeap = resultHeap;
    this.program = program;
    this.scratchBytes = scratchBytes;
    this.scratchHeap = scratchHeap;
  }

  /** One failure path: what the op had reserved goes back whatever went wrong. */
  OpFailure failed(Throwable e) {
    hbm.release(resultBytes, resultHeap);
    hbm.release(scratchBytes, scratchHeap);
    return OpFailures.executionFailure(op, sequence, resultTypes, e);
  }

  /** {@link #store} threw: it gave back the scratch first, so only the results' HBM goes back here. */
  OpFailure storeFailed(Throwable e) {
    hbm.release(resultBytes, resultHeap);
    return OpFailures.executionFailure(op, sequence, resultTypes, e);
  }

  /** Defines the op's results, counts it, and marks it processed ({@code mark}). */
  OpRun store(List<DeviceArray> results, CostBreakdown cost, double device, boolean mark) {
    hbm.release(scratchBytes, scratchHeap);
    for (int i = 0; i < results.size(); i++) {
      DeviceArray result = results.get(i);
      if (i < resultTypes.size()) {
        result.adoptType(resultTypes.get(i)); // the message the op was typed with, not one more per value
      }
      values.define(op.getResults(i), result);
    }
    long wall = System.nanoTime() - start;
    totals.add(device, wall, 1);
    if (mark) {
      progress.markProcessed(sequence); // after the totals: a reader woken here sees the op counted
    }
    return new OpRun(resultTypes, wall, device, cost);
  }
}
