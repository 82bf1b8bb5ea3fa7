package org.torchtpu.server.runtime;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.ServerCallStreamObserver;
import io.grpc.stub.StreamObserver;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.OpResult;
import org.torchtpu.api.v1.StreamOpen;
import org.torchtpu.api.v1.StreamRequest;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.api.wire.BatchLocations;
import org.torchtpu.service.error.DomainException;
import org.torchtpu.service.error.ServiceStatuses;

/**
 * One Runtime.ExecuteStream call: Strict ops and DeferAndFuse chunks, in batches, on one session.
 * The first message opens (or resumes) the stream; each batch is admitted, queued on the session,
 * run, and answered with the session's progress, or with the op that failed. At most
 * {@link #STREAM_WINDOW} batches wait in the session's queue before the server stops reading, and an answered batch
 * lets the next one in only while the client takes the answers (the call is ready): a client that sends and never
 * reads would otherwise pile up unread answers in the server for as long as it kept sending ({@link StreamReads}).
 * A batch whose heap does not fit in the tenant's share while its queued batches would make room waits for them,
 * and the stream reads nothing meanwhile ({@link HeapWaitingBatch}).
 */
final class OpStreamCall implements StreamObserver<StreamRequest> {
  private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(OpStreamCall.class);
  /** Batches a Strict stream may have queued before the server stops reading from it. */
  static final int STREAM_WINDOW = 8;

  private final ServerCallStreamObserver<StreamResponse> out;
  private final SessionRegistry sessions;
  private final Admission admission;
  private final RuntimeMetrics metrics;
  private final HostDrain drain;
  private DeviceSession session;
  private long nextSequence;
  private volatile boolean done;
  /** Opened with StreamOpen.resume: batches may repeat ops that already ran, and those are skipped. */
  private boolean resumed;
  /** Counted in the session's open streams (for the reaper) until {@link #detach}. */
  private boolean attached;
  /** How the host's shutdown ends this stream (one instance: it is added to and removed from the drain). */
  private final Runnable endForShutdown = this::endAfterQueued;
  /** Which messages the call asks for: the window, one at a time, none while a batch waits for heap. */
  private final StreamReads reads;
  /** The batch that waits for room in the tenant's heap share, if any (set once the session is known). */
  private volatile HeapWaitingBatch heapWait;
  /** How the session's close ends this stream (one instance: it is registered and forgotten). */
  private final Runnable endForSessionClose = this::sessionClosed;
  /** The call has been ended (error or completion); guarded by {@link #out}: nothing more goes to the client. */
  private boolean answered;

  /** Reads the opening message only; the window opens once the session is known. */
  OpStreamCall(ServerCallStreamObserver<StreamResponse> out, SessionRegistry sessions, Admission admission,
      RuntimeMetrics metrics, HostDrain drain) {
    this.out = out;
    this.sessions = sessions;
    this.admission = admission;
    this.metrics = metrics;
    this.drain = drain;
    this.reads = new StreamReads(out, () -> done);
    out.disableAutoRequest();
    out.setOnReadyHandler(reads::pay);
    out.request(1); // the opening message
  }

  /** A batch was answered: the next may be read now if the client takes the answers, else once it does. */
  private void readNext() {
    reads.grant(1);
  }

  private synchronized void detach(boolean peerGone) {
    if (attached) {
      attached = false;
      session.forget(endForSessionClose);
      session.activity().streamEnded(peerGone);
    }
  }

  /**
   * The session closed: the stream ends now, NOT_FOUND. Its queued batches are refused (see
   * {@link DeviceSession#refuseIfClosed}) and answer nothing more, so a stream left open would tell its client
   * nothing until it sent again, which a client waiting for its acknowledgements never does.
   */
  private void sessionClosed() {
    abort(Status.NOT_FOUND.withDescription("session " + session.id() + " was closed: op stream ended after op #"
        + session.completedSequence()).asRuntimeException());
  }

  /**
   * Gives the stream's place back once what it queued on the session has run: until then its call and closures are
   * still held, and counting it ended at once let a tenant pile them up past {@link SessionActivity#MAX_STREAMS}.
   */
  private void detachAfterQueued(boolean peerGone) {
    synchronized (this) {
      if (!attached) {
        return;
      }
    }
    try {
      session.enqueueClosing(() -> detach(peerGone));
    } catch (RejectedExecutionException closed) {
      detach(peerGone); // the session closed: nothing queued is left to wait for
    }
  }

  @Override
  public void onNext(StreamRequest req) {
    long wireBytes = WireSizes.take(req);
    if (done) {
      return;
    }
    if (session == null) {
      open(req);
      return;
    }
    if (!req.hasBatch()) {
      abort(Status.INVALID_ARGUMENT.withDescription("stream already open for session " + session.id()).asRuntimeException());
      return;
    }
    OpBatch batch = req.getBatch();
    if (nextSequence != 0 && batch.getFirstSequence() != nextSequence) {
      abort(Status.INVALID_ARGUMENT.withDescription("stream expected op #" + nextSequence + " next, got a batch starting at #"
          + batch.getFirstSequence()).asRuntimeException());
      return;
    }
    if (batch.getFirstSequence() == 0) {
      abort(Status.INVALID_ARGUMENT.withDescription("sequence numbers start at 1").asRuntimeException());
      return;
    }
    if (batch.getFirstSequence() < 0 || batch.getFirstSequence() + batch.getOpsCount() < 0) {
      abort(Status.INVALID_ARGUMENT.withDescription("batch first_sequence " + Long.toUnsignedString(batch.getFirstSequence())
          + " with " + batch.getOpsCount() + " ops passes the largest sequence number a session can reach (2^63-1)")
          .asRuntimeException());
      return;
    }
    String badLines = BatchLocations.problem(batch);
    if (badLines != null) {
      abort(Status.INVALID_ARGUMENT.withDescription("batch starting at op #" + batch.getFirstSequence() + ": " + badLines)
          .asRuntimeException());
      return;
    }
    String tooLarge = BatchHeap.problem(batch, admission.limits().sessionPendingOps());
    if (tooLarge != null) {
      abort(Status.INVALID_ARGUMENT.withDescription("batch starting at op #" + batch.getFirstSequence() + ": " + tooLarge)
          .asRuntimeException());
      return;
    }
    nextSequence = batch.getFirstSequence() + batch.getOpsCount();
    int count = batch.getOpsCount();
    try {
      admission.admit(session, count);
    } catch (DomainException e) {
      abort(ServiceStatuses.toException(e));
      return;
    }
    // what the parsed batch takes in the heap, many times its wire size (see BatchHeap; the wire size: WireSizes)
    long bytes = BatchHeap.of(batch, wireBytes >= 0 ? wireBytes : batch.getSerializedSize());
    String what = "op batch #" + batch.getFirstSequence() + " (" + count + " ops)";
    boolean held;
    try {
      held = heapWait.holdOrWait(batch, count, bytes, what);
    } catch (DomainException e) { // waiting would not help: larger than the share leaves, or nothing queued
      admission.release(session, count);
      abort(ServiceStatuses.toException(e));
      return;
    }
    if (!held) { // back-pressure: the tenant's queued batches make room as they run (see HeapWaitingBatch)
      metrics.batchesWaitedForHeap.increment();
      return;
    }
    queue(batch, count, bytes);
    reads.taken();
  }

  /** Queues a batch whose heap is held on the session; it runs, is answered, and gives its admission and heap back. */
  private void queue(OpBatch batch, int count, long bytes) {
    long queuedAt = System.nanoTime();
    try {
      Runnable releaseAdmission = () -> {
        admission.release(session, count);
        QueuedRequests.release(session, bytes);
      };
      Runnable[] turn = new Runnable[1];
      turn[0] = () -> {
        metrics.queueWait.record(System.nanoTime() - queuedAt, TimeUnit.NANOSECONDS);
        // only small collectives suspend: a large one parks its thread as before (see SuspendedCollectiveBatch)
        if (!done && !resumed && !session.progress().streamFailed() && SuspendedCollectiveBatch.applies(batch, session)
            && SuspendedCollectiveBatch.lightToStart(batch, session)) {
          SuspendedCollectiveBatch.run(batch, new SuspendedCollectiveBatch.Stream(session, metrics, this::send, () -> done,
              this::readNext, releaseAdmission));
          return;
        }
        if (session.runningOnTransport()) { // started on a transport thread, but it would wait: the session's thread runs it
          session.suspendQueue().releaseWith(turn[0]);
          return;
        }
        StreamResponse answer;
        BatchAnswer early = new BatchAnswer(releaseAdmission, this::send, () -> done, metrics.collectivesAnsweredElsewhere, session.progress()::ackedAhead);
        try {
          answer = session.forCaller(() -> done, // a cancelled stream stops its loops
              () -> done ? null : StreamBatchRun.run(session, metrics, batch, resumed, early));
        } catch (RuntimeException | Error e) {
          if (early.sent()) {
            failAfterAck(batch, Status.INTERNAL.withDescription(e.toString()).asRuntimeException());
          } else if (!done) { // never left unanswered: the client would wait for this batch forever
            abort(ServiceStatuses.toException(e, "op stream of session " + session.id()));
          }
          throw e;
        } finally {
          early.release();
        }
        if (answer != null && early.sent()) {
          if (answer.hasError()) {
            failAfterAck(batch, new OpFailure(Status.fromCodeValue(answer.getErrorCode()).getCode(), answer.getError()).toStatus());
          }
        } else if (answer != null) {
          send(answer);
        }
        if (!done) {
          readNext();
        }
      };
      // A lone collective never waits (it suspends the queue): started right here when the session is idle,
      // it skips the hand-off to the session's thread (see SuspendedCollectiveBatch).
      if (SuspendedCollectiveBatch.applies(batch, session) && SuspendedCollectiveBatch.lightToStart(batch, session)
          && session.runHereIfIdle(turn[0])) {
        metrics.collectivesStartedOnTransport.increment();
      } else {
        session.enqueue(turn[0]);
      }
    } catch (RejectedExecutionException e) {
      admission.release(session, count);
      QueuedRequests.release(session, bytes);
      abort(Status.NOT_FOUND.withDescription("session " + session.id() + " was closed").asRuntimeException());
    } catch (DomainException e) { // the session's queue is full
      admission.release(session, count);
      QueuedRequests.release(session, bytes);
      abort(ServiceStatuses.toException(e, "op stream"));
    }
  }

  /**
   * The batch was acknowledged early (see {@link BatchAnswer}) and then failed on the session's thread:
   * the client was told it ran, so the stream cannot go on as if it had; it ends with the failure.
   */
  private void failAfterAck(OpBatch batch, StatusRuntimeException failure) {
    log.warn("session {}: the batch starting at op #{} failed after it was acknowledged: {}", session.id(),
        batch.getFirstSequence(), failure.getStatus());
    if (!done) {
      abort(failure);
    }
  }

  /** The opening message: attaches the stream to its session, fresh or resumed, and opens the window. */
  private void open(StreamRequest req) {
    if (!req.hasOpen()) {
      abort(Status.INVALID_ARGUMENT.withDescription("the first stream message must open a session").asRuntimeException());
      return;
    }
    try {
      drain.refuseWhileDraining("op stream");
      session = sessions.get(req.getOpen().getSessionId());
    } catch (StatusRuntimeException e) {
      abort(e);
      return;
    } catch (DomainException e) {
      abort(ServiceStatuses.toException(e, "op stream"));
      return;
    }
    try {
      session.activity().streamOpened(); // counted first: a session past its streams' limit is refused before anything attaches
    } catch (DomainException e) {
      abort(ServiceStatuses.toException(e, "op stream"));
      return;
    }
    drain.streamOpened(endForShutdown);
    attached = true;
    if (!session.whileOpen(endForSessionClose)) {
      abort(Status.NOT_FOUND.withDescription("session " + session.id() + " was closed").asRuntimeException());
      return;
    }
    heapWait = new HeapWaitingBatch(session, admission, reads, new HeapWaitingBatch.Stream() {
      @Override
      public boolean done() {
        return done;
      }

      @Override
      public void queue(OpBatch batch, int count, long bytes) {
        OpStreamCall.this.queue(batch, count, bytes);
      }

      @Override
      public void abort(StatusRuntimeException status) {
        OpStreamCall.this.abort(status);
      }

      @Override
      public void completeAfterQueued() {
        OpStreamCall.this.completeAfterQueued();
      }
    });
    session.setMode(EagerMode.STRICT);
    StreamOpen open = req.getOpen();
    Runnable first;
    if (open.getResume()) {
      resumed = true;
      // The connection broke, no op failed: keep the session's progress and any failure the
      // broken stream may not have delivered; the client resends what it has not seen acknowledged.
      metrics.resumedStreams.increment();
      log.info("session {}: op stream resumed after op #{} (client acknowledged #{})", session.id(),
          session.completedSequence(), open.getResumeAfter());
      first = () -> {
        StreamResponse.Builder r = StreamResponse.newBuilder().setCompletedSequence(session.completedSequence());
        OpFailure f = session.progress().streamFailure();
        if (f != null) {
          r.setError(f.error()).setErrorCode(f.code().value());
        }
        send(r.build());
      };
    } else {
      long abandoned = open.getAbandonedThrough();
      first = () -> {
        session.progress().resetStream(abandoned);
        send(StreamResponse.newBuilder().setCompletedSequence(session.completedSequence()).build());
      };
    }
    try {
      session.enqueue(first);
    } catch (RejectedExecutionException e) {
      abort(Status.NOT_FOUND.withDescription("session " + session.id() + " was closed").asRuntimeException());
      return;
    } catch (DomainException e) { // the session's queue is full
      abort(ServiceStatuses.toException(e, "op stream"));
      return;
    }
    reads.grant(STREAM_WINDOW);
    reads.taken(); // the opening message
  }

  /**
   * Writes to the client. Synchronized: a collective's acknowledgement may be written by the thread
   * that completed it (see {@link BatchAnswer}) while the transport thread refuses a bad batch.
   */
  private void send(StreamResponse r) {
    synchronized (out) {
      if (answered) {
        return; // the call has ended (the session's close may end it while a batch is answered)
      }
      try {
        out.onNext(r);
      } catch (RuntimeException e) {
        done = true; // the client went away; nothing more to tell it
      }
    }
  }

  /** Ends the call with {@code e}, once: a second ending (the session's close racing a refusal) is dropped. */
  private void abort(StatusRuntimeException e) {
    done = true;
    if (heapWait != null) {
      heapWait.drop();
    }
    drain.streamEnded(endForShutdown);
    detachAfterQueued(false);
    synchronized (out) {
      if (answered) {
        return;
      }
      answered = true;
      out.onError(e);
    }
  }

  /** Ends the stream after the batches already queued on the session (they run first). */
  private void endAfterQueued() {
    Runnable end = () -> {
      if (!done) {
        abort(Status.UNAVAILABLE.withDescription("tpu-server host " + sessions.host().id() + " is shutting down: "
            + "session " + session.id() + " ran every op it queued, through #" + session.completedSequence())
            .asRuntimeException());
      }
    };
    try {
      session.enqueueClosing(end);
    } catch (RejectedExecutionException closed) {
      end.run();
    }
  }

  @Override
  public void onError(Throwable t) {
    done = true; // client cancelled or the connection broke: queued batches are dropped
    if (heapWait != null) {
      heapWait.drop();
    }
    drain.streamEnded(endForShutdown);
    detachAfterQueued(true);
  }

  @Override
  public void onCompleted() {
    if (session == null) {
      done = true;
      synchronized (out) {
        if (!answered) {
          answered = true;
          out.onCompleted();
        }
      }
      return;
    }
    drain.streamEnded(endForShutdown);
    if (heapWait != null && heapWait.completeWhenQueued()) {
      return; // the batch that waits for heap was sent before the half-close: it is queued first
    }
    completeAfterQueued();
  }

  /** Completes the call after the queued batches, on the same queue, so acks are not cut off. */
  private void completeAfterQueued() {
    Runnable complete = () -> {
      detach(false); // the call finishes here: its place is given back now, not at the half-close
      if (!done) {
        done = true;
        synchronized (out) {
          if (!answered) {
            answered = true;
            out.onCompleted();
          }
        }
      }
    };
    try {
      session.enqueueClosing(complete);
    } catch (RejectedExecutionException closed) {
      complete.run(); // the session closed first: nothing is queued to wait for
    }
  }
}
