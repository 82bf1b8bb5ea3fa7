package org.torchtpu.server.runtime;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.server.security.QueuedHeap;
import org.torchtpu.service.error.DomainException;
import org.torchtpu.service.error.ServiceStatuses;

/**
 * Back-pressure of one op stream on its tenant's heap share. A received batch is held against the share at what it
 * takes parsed ({@link BatchHeap}) before it is queued. When that does not fit but the tenant's queued batches would
 * make room as they run, the batch waits here, parsed and admitted, while the stream reads nothing more
 * ({@link StreamReads#pauseAfterTaken}): the client's further batches stay in the transport until HTTP/2 flow control
 * stops it. Each time queued work gives heap back the hold is tried again ({@link QueuedHeap}); once it fits, the
 * batch is queued and the stream reads on. So an honest program that runs ahead of the server is slowed down, not
 * refused. At most one batch per tenant waits, its bytes reserved against the host's ceiling (see {@link QueuedHeap}):
 * a tenant holds at most its share plus one such batch, within the ceiling; its other streams whose batch does not fit
 * are refused RESOURCE_EXHAUSTED with a retry hint, on which the SDK backs off and resends.
 *
 * <p>The wait ends cleanly however the stream does: refused RESOURCE_EXHAUSTED naming the limit once waiting cannot
 * help (nothing queued is left to make room), NOT_FOUND when the session closes (its close wakes the waiting streams),
 * and dropped, its admission and host reservation given back, when the stream is cancelled or ended (host shutdown);
 * a half-close waits for the batch to be queued first, also while a woken batch is being queued ({@code queueing}).
 */
final class HeapWaitingBatch {
  /** What the wait needs from its stream. */
  interface Stream {
    /** Whether the stream has ended (then a waiting batch is dropped). */
    boolean done();

    /** Queues a batch whose heap is now held. */
    void queue(OpBatch batch, int count, long bytes);

    /** Ends the stream with {@code status}. */
    void abort(StatusRuntimeException status);

    /** Completes the call after its queued batches (the client half-closed while the batch waited). */
    void completeAfterQueued();
  }

  /** A received batch waiting for room; its ops are admitted, its heap not held. */
  private record Waiting(OpBatch batch, int count, long bytes, String what) {}

  private final DeviceSession session;
  private final Admission admission;
  private final StreamReads reads;
  private final Stream stream;
  /** Told by the tenant's QueuedHeap when queued work gave heap back (one instance: it is added and removed). */
  private final QueuedHeap.Waiter waiter = this::retry;
  // Guarded by `this`, which is taken before the tenant's QueuedHeap's lock, never after it; nothing is called out
  // while holding it besides QueuedHeap and StreamReads, which call nothing back.
  private Waiting waiting;
  /** The batch's hold succeeded and it is being queued (outside the lock): a half-close now waits for it too. */
  private boolean queueing;
  /** The client half-closed while the batch waited or was being queued. */
  private boolean completeWhenQueued;

  HeapWaitingBatch(DeviceSession session, Admission admission, StreamReads reads, Stream stream) {
    this.session = session;
    this.admission = admission;
    this.reads = reads;
    this.stream = stream;
  }

  /**
   * Holds the heap of a batch just received (its ops admitted) and returns true: the caller queues it. Or the batch
   * waits and false is returned: it is queued later, or dropped, here. Throws the refusal (RESOURCE_EXHAUSTED naming
   * the limit) when waiting cannot help; the caller gives the admission back.
   */
  boolean holdOrWait(OpBatch batch, int count, long bytes, String what) {
    synchronized (this) {
      if (QueuedRequests.holdOrWait(session, bytes, what, waiter, admission.limits().retryAfter())) {
        return true;
      }
      waiting = new Waiting(batch, count, bytes, what);
      reads.pauseAfterTaken(); // under the lock: a wake-up cannot resume the reads before they are paused
    }
    if (session.progress().closed()) {
      retry(); // the session's close may have woken the waiting streams just before this one waited
    }
    return false;
  }

  /**
   * Queued work gave heap back (or the session closed): tries the hold again. Held, the batch is queued and the stream
   * reads on; still not fitting, it waits for the next release; never fitting now, the stream is refused.
   */
  private void retry() {
    Waiting w;
    boolean complete;
    DomainException refused = null;
    boolean sessionClosed = false;
    boolean held = false;
    synchronized (this) {
      w = waiting;
      if (w == null) {
        return; // queued by an earlier wake-up, or dropped with the stream
      }
      if (stream.done() || session.progress().closed()) {
        sessionClosed = !stream.done();
      } else {
        try {
          if (!QueuedRequests.holdOrWait(session, w.bytes(), w.what(), waiter, admission.limits().retryAfter())) {
            return; // waits for the next release
          }
          held = true;
        } catch (DomainException e) {
          refused = e;
        }
      }
      waiting = null;
      queueing = held;
    }
    // Once the heap is held the batch is queued whatever the stream does meanwhile: its turn sees the stream done and
    // gives the heap and admission back. Whether the stream is done must not be read again after the hold: a cancel
    // sets it without this lock, and one landing just after the hold dropped the batch with its heap held for good
    // (HeapWaitEndsTest CANCEL, rarely, under load).
    if (!held) {
      giveBack(w);
      if (refused != null) {
        stream.abort(ServiceStatuses.toException(refused));
      } else if (sessionClosed) {
        stream.abort(Status.NOT_FOUND.withDescription("session " + session.id() + " was closed while " + w.what()
            + " waited for room in its tenant's heap share").asRuntimeException());
      }
      return;
    }
    stream.queue(w.batch(), w.count(), w.bytes());
    reads.resume();
    synchronized (this) { // a half-close that came while it was queued completes after it
      queueing = false;
      complete = completeWhenQueued;
    }
    if (complete) {
      stream.completeAfterQueued();
    }
  }

  /** The stream ended: a waiting batch is dropped and its admission given back (its heap was never held). */
  void drop() {
    Waiting w;
    synchronized (this) {
      w = waiting;
      waiting = null;
    }
    if (w != null) {
      giveBack(w);
    }
  }

  /**
   * The client half-closed: returns true when a batch waits, whose stream then completes once it is queued (it was
   * sent before the half-close); false when nothing waits and the caller completes the call itself.
   */
  synchronized boolean completeWhenQueued() {
    if (waiting == null && !queueing) {
      return false;
    }
    completeWhenQueued = true;
    return true;
  }

  /** Whether a batch waits now (tests, metrics). */
  synchronized boolean waiting() {
    return waiting != null;
  }

  private void giveBack(Waiting w) {
    session.hbm().queued().forget(waiter);
    admission.release(session, w.count());
  }
}
