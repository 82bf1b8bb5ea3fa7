package org.torchtpu.server.runtime;

import io.grpc.Status;
import org.torchtpu.api.v1.OpError;

/**
 * How far a session's ops have got, and what stops them: the highest sequence number processed,
 * the failure its op stream has not got past yet, and whether the session closed or its host is
 * shutting down. Readers ({@link SyncWaits}) wait here for an op to be processed.
 */
final class SessionProgress {
  private final String sessionId;
  /** Highest sequence processed: run, failed, or skipped after a failure. */
  private long completedSequence;
  private OpError streamFailure;
  private Status.Code streamFailureCode;
  private boolean closed;
  /** Highest sequence acknowledged to the client by a collective's completing thread (see {@link BatchAnswer}). */
  private long ackedAhead;
  /** Set on the session's queue when the host shuts down: no more ops will arrive (names the host). */
  private String shuttingDownHost;

  SessionProgress(String sessionId) {
    this.sessionId = sessionId;
  }

  synchronized long completedSequence() {
    return completedSequence;
  }

  /** Every op up to {@code sequence} has been processed (run, failed or skipped). */
  synchronized void markProcessed(long sequence) {
    if (sequence > completedSequence) {
      completedSequence = sequence;
      notifyAll();
    }
  }

  /** Records the failure of a streamed op: later ops of the stream are skipped until a new stream starts. */
  synchronized void failStream(OpFailure f) {
    if (streamFailure == null) {
      streamFailure = f.error();
      streamFailureCode = f.code();
    }
    notifyAll();
  }

  synchronized boolean streamFailed() {
    return streamFailure != null;
  }

  /** The failure a stream has not got past yet, as the stream reports it; null when none. */
  synchronized OpFailure streamFailure() {
    return streamFailure == null ? null : new OpFailure(streamFailureCode, streamFailure);
  }

  /**
   * A new stream starts clean: the failure was reported on the old one, and ops the client
   * numbered up to {@code abandonedThrough} but never delivered will not come.
   */
  synchronized void resetStream(long abandonedThrough) {
    streamFailure = null;
    streamFailureCode = null;
    markProcessed(abandonedThrough);
  }

  /**
   * Waits until every op up to {@code sequence} has run; throws the stream's failure if an op
   * failed first, DEADLINE_EXCEEDED after {@code timeoutMillis}.
   */
  synchronized void awaitCompleted(long sequence, long timeoutMillis, java.util.function.BooleanSupplier callerGone) {
    long deadline = System.currentTimeMillis() + timeoutMillis;
    while (completedSequence < sequence && streamFailure == null && !closed && shuttingDownHost == null) {
      if (callerGone.getAsBoolean()) {
        throw Status.CANCELLED.withDescription("the caller went away while waiting for op #" + sequence + " of session "
            + sessionId).asRuntimeException();
      }
      long left = deadline - System.currentTimeMillis();
      if (left <= 0) {
        throw Status.DEADLINE_EXCEEDED.withDescription("session " + sessionId + " has processed op #" + completedSequence
            + ", still waiting for op #" + sequence).asRuntimeException();
      }
      try {
        wait(left);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw Status.CANCELLED.withDescription("interrupted").asRuntimeException();
      }
    }
    if (streamFailure != null) {
      throw new OpFailure(streamFailureCode, streamFailure).toStatus();
    }
    if (closed) {
      throw Status.NOT_FOUND.withDescription("session " + sessionId + " was closed").asRuntimeException();
    }
    if (completedSequence < sequence) {
      throw Status.UNAVAILABLE.withDescription("tpu-server host " + shuttingDownHost + " is shutting down: session "
          + sessionId + " ran its ops through #" + completedSequence + "; op #" + sequence + " will not run")
          .asRuntimeException();
    }
  }

  /** A collective's completing thread acknowledged op {@code sequence} before the session's thread processed it. */
  synchronized void ackedAhead(long sequence) {
    ackedAhead = Math.max(ackedAhead, sequence);
  }

  /** Whether {@link #awaitAckedAhead} would wait: an op was acknowledged ahead of the session's thread, still running. */
  synchronized boolean behindAckedAhead() {
    return completedSequence < ackedAhead && streamFailure == null && !closed && shuttingDownHost == null;
  }

  /**
   * Waits (at most {@code timeoutMillis}) until the session's thread has processed every op acknowledged
   * ahead of it, so a snapshot taken next shows what the client was told ran. It only has to store a
   * result and count it, so this is short; it gives up quietly on failure, close or shutdown.
   */
  synchronized void awaitAckedAhead(long timeoutMillis) {
    long deadline = System.nanoTime() + timeoutMillis * 1_000_000L;
    while (behindAckedAhead()) {
      long left = deadline - System.nanoTime();
      if (left <= 0) {
        return;
      }
      try {
        java.util.concurrent.TimeUnit.NANOSECONDS.timedWait(this, left);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }

  /** Wakes readers so they look again (no more ops can arrive for what they wait on). */
  synchronized void wakeWaiters() {
    notifyAll();
  }

  synchronized void hostShuttingDown(String hostId) {
    shuttingDownHost = hostId;
    notifyAll();
  }

  /** The session closed: a running program stops at its next loop trip. */
  synchronized boolean closed() {
    return closed;
  }

  synchronized void close() {
    closed = true;
    notifyAll();
  }
}
