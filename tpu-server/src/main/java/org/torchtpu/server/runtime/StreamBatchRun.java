package org.torchtpu.server.runtime;

import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.api.v1.Timing;
import org.torchtpu.api.wire.BatchLocations;

/**
 * Runs one batch of an op stream ({@link OpStreamCall}) on its session's queue: Strict ops one by one, or a
 * DeferAndFuse chunk at once, with the batch's frees; and the answer that tells the client how far the session got
 * or which op failed, at which source line.
 */
final class StreamBatchRun {
  private StreamBatchRun() {}

  /**
   * On the session's queue: runs the batch unless the stream already failed. Returns its answer,
   * which the caller sends once the batch's admission is released: the acknowledgement, the
   * failure of the op that failed, or null (the stream had failed before this batch).
   */
  static StreamResponse run(DeviceSession session, RuntimeMetrics metrics, OpBatch received, boolean resumed,
      BatchAnswer early) {
    // Only a resumed stream repeats ops on purpose; a fresh stream's ops all run as numbered.
    OpBatch batch = resumed ? withoutProcessed(session, metrics, received) : received;
    long wall = 0;
    double device = 0;
    StreamResponse failure = null;
    BatchFrees frees = BatchFrees.freeUnnamed(session, batch.getOpsList(), batch.getFreeAfterList());
    // the first op skipped because the stream failed (before this batch or in it), -1 when none is known to be
    boolean failedBefore = session.progress().streamFailed();
    int skippedFrom = failedBefore ? 0 : -1;
    if (!failedBefore && batch.getDeferAndFuse()) {
      session.setMode(EagerMode.FUSED);
      try {
        Timing t = session.runChunk(batch.getOpsList(), batch.getFirstSequence(), HandleSet.of(batch.getDeadValuesList()));
        metrics.fusedOps.increment(batch.getOpsCount());
        wall += t.getWallNanos();
        device += t.getDeviceSeconds();
      } catch (OpFailure thrown) {
        OpFailure f = located(thrown, batch);
        session.progress().failStream(f);
        failure = StreamResponse.newBuilder()
            .setCompletedSequence(session.completedSequence())
            .setError(f.error())
            .setErrorCode(f.code().value())
            .build();
        // a chunk runs its collectives, and the pieces between them, in sequence order and stops at the op that
        // failed (ProgramRunner.runChunkAroundCollectives): the collectives after it did not run
        long failedIndex = f.error().getSequence() - batch.getFirstSequence();
        skippedFrom = failedIndex >= 0 && failedIndex < batch.getOpsCount() ? (int) failedIndex + 1 : -1;
      }
    } else if (!session.progress().streamFailed()) {
      long seq = batch.getFirstSequence();
      long last = batch.getFirstSequence() + batch.getOpsCount() - 1;
      for (Op op : batch.getOpsList()) {
        try {
          // only a batch with no frees after its collective is acknowledged early (see BatchAnswer)
          boolean mayAckEarly = seq == last && batch.getFreeAfterCount() == 0;
          OpRun r = session.run(op, seq, false, true, mayAckEarly ? early.forCollective(op, seq, wall, device) : null);
          frees.afterOp((int) (seq - batch.getFirstSequence()));
          metrics.opDeviceSeconds.record(r.deviceSeconds());
          wall += r.wallNanos();
          device += r.deviceSeconds();
        } catch (OpFailure thrown) {
          OpFailure f = located(thrown, batch);
          session.progress().failStream(f);
          failure = StreamResponse.newBuilder()
              .setCompletedSequence(session.completedSequence())
              .setTiming(Timing.newBuilder().setWallNanos(wall).setDeviceSeconds(device))
              .setError(f.error())
              .setErrorCode(f.code().value())
              .build();
          skippedFrom = (int) (seq - batch.getFirstSequence()) + 1;
          break;
        }
        seq++;
      }
      metrics.strictOps.increment(seq - batch.getFirstSequence()); // the ops that ran, counted once per batch
    }
    if (skippedFrom >= 0) {
      skipCollectives(session, batch, skippedFrom);
    }
    session.markProcessed(batch.getFirstSequence() + batch.getOpsCount() - 1);
    frees.afterBatch();
    if (failure != null) {
      return failure;
    }
    if (session.progress().streamFailed()) {
      return null; // the failure was answered with the batch it happened in; later ops are skipped
    }
    StreamResponse.Builder answer = StreamResponse.newBuilder()
        .setCompletedSequence(session.completedSequence())
        .setTiming(Timing.newBuilder().setWallNanos(wall).setDeviceSeconds(device));
    InlineReads.serve(session, batch, answer);
    return answer.build();
  }

  /**
   * The collectives of {@code batch} from op {@code from} on will never run (the stream failed first; skipped ops are
   * marked processed): each gives its round up in its group (see {@link CollectiveRunner#skipped}), so the rank's later
   * collectives still meet the other ranks' matching ones and those ranks fail these rounds at once.
   */
  private static void skipCollectives(DeviceSession session, OpBatch batch, int from) {
    OpFailure failed = session.progress().streamFailure();
    if (failed == null || session.world() == null) {
      return;
    }
    String why = "op #" + failed.error().getSequence() + " of its stream failed before it (" + failed.code() + ": "
        + failed.error().getOp() + ": " + failed.error().getReason() + ")";
    for (int i = from; i < batch.getOpsCount(); i++) {
      session.skippedIfCollective(batch.getOps(i), io.grpc.Status.Code.ABORTED, why);
    }
  }

  /**
   * A resumed stream resends ops the server may already have run (their acknowledgement was lost
   * with the connection): those are dropped here, on the session's queue, so none runs twice.
   * The batch's frees are kept: freeing an already freed handle does nothing.
   */
  private static OpBatch withoutProcessed(DeviceSession session, RuntimeMetrics metrics, OpBatch batch) {
    long processed = session.completedSequence();
    long first = batch.getFirstSequence();
    if (batch.getOpsCount() == 0 || first > processed) {
      return batch;
    }
    int skip = (int) Math.min(batch.getOpsCount(), processed - first + 1);
    metrics.duplicateOps.increment(skip);
    OpBatch.Builder rest = batch.toBuilder().clearOps().addAllOps(batch.getOpsList().subList(skip, batch.getOpsCount()))
        .setFirstSequence(first + skip);
    BatchLocations.copyAfter(batch, skip, rest);
    return rest.build();
  }

  /**
   * The failure naming its op's source line from the batch's table of lines when the op did not
   * carry its own (a client sends each distinct line of a batch once; see {@link BatchLocations}).
   */
  static OpFailure located(OpFailure f, OpBatch batch) {
    long index = f.error().getSequence() - batch.getFirstSequence();
    if (index < 0 || index >= batch.getOpLocationsCount() || batch.getOpLocations((int) index) == 0) {
      return f; // the op's own line (if any) is already in the error
    }
    return new OpFailure(f.code(), f.error().toBuilder().setLocation(BatchLocations.of(batch, (int) index)).build());
  }
}
