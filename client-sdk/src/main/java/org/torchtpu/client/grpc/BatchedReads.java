package org.torchtpu.client.grpc;

import io.grpc.Context;
import java.util.HashMap;
import java.util.Map;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.ReadValue;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.api.v1.TensorLiteral;

/**
 * The read path of a {@link StreamTransport}: a small read whose ops are still queued goes out with them
 * ({@code OpBatch.reads}) and its value comes back on the batch's answer. Its state is guarded by the transport's lock,
 * and it sends through the transport, so batches stay in order with the sender thread's.
 */
final class BatchedReads {
  /**
   * Full batches a read sends ahead of its own: each is serialised holding the lock that gRPC's network thread takes to
   * deliver answers and readiness, so a larger backlog is left to the sender thread and the read downloads.
   */
  static final int CHUNKS_PER_READ = 4;

  private final StreamTransport transport;

  // Guarded by the transport's lock.
  /** Reads waiting for the sender thread's send in progress: the sender holds back its next cut for them. */
  private int readersWaitingForSender;
  /** Reads sent with a batch and not yet answered: how many callers wait for each handle. */
  private final Map<Long, Integer> inlineReads = new HashMap<>();
  /** The last op of the read batch last sent past flow control's not-ready (0: none): the next such waits for its ack. */
  private long pastNotReadyThrough;
  /** Values the server sent back on a batch's answer for the reads above (a handle's value never changes). */
  private final Map<Long, TensorLiteral> inlineValues = new HashMap<>();

  BatchedReads(StreamTransport transport) {
    this.transport = transport;
  }

  /** Holding the lock: reads waiting for the sender thread's send to finish. */
  int readersWaitingForSender() {
    return readersWaitingForSender;
  }

  /** Holding the lock, on a batch's answer: keeps the values it brings back for the reads waiting on them. */
  void keepValues(StreamResponse r) {
    for (int i = 0; i < r.getValuesCount(); i++) {
      ReadValue v = r.getValues(i);
      if (inlineReads.containsKey(v.getHandle())) {
        inlineValues.put(v.getHandle(), v.getValue());
      }
    }
  }

  /**
   * Sends the queued ops here with a read of {@code handle} and waits for their answer: the value, or null when the
   * read was not served so (then the caller downloads it; nothing here throws the stream's failure, which that read
   * reports as any read does).
   *
   * <p>A Download instead is a round trip of its own after the batch (a unary call through the server's executor), so
   * this path avoids it where it can: a send of the sender thread in progress is waited for (a batch's send is short),
   * and up to {@link #CHUNKS_PER_READ} full batches queued ahead of the read go out here first, cut where the sender
   * thread would have cut them (a fused chunk's ops, and so its cached program, stay the same). Full batches go out only
   * while gRPC's flow control says ready: the server stops reading a stream that is behind, and not-ready is what bounds
   * the client's memory. Only the read's own batch (at most {@link BatchPolicy#maxOps()} ops, one message) may go past
   * not-ready, as the caller waits for its answer, and only when no earlier such batch is unacknowledged. Counted on
   * the tiny-Llama step before these (mode table): 69% of the Fused loss reads and 56% of the Strict ones fell back to
   * Download, most on a send in progress or more than a chunk queued; after them about a third of Strict's still did
   * (the sender thread cut the read's ops just before the woken reader took the lock: it now holds back for it).
   */
  TensorLiteral read(long handle) {
    StreamTransport t = transport;
    synchronized (t) {
      return read(t, handle);
    }
  }

  /** Holding the lock: {@link #read(long)}. */
  private TensorLiteral read(StreamTransport t, long handle) {
    long deadline = System.nanoTime() + t.wire.readWaitMillis() * 1_000_000L;
    Context caller = Context.current();
    readersWaitingForSender++;
    try {
      while (t.sending && !t.troubled() && !caller.isCancelled()) {
        long left = deadline - System.nanoTime();
        if (left <= 0) {
          return null;
        }
        t.waitNanos(Math.min(left, 1_000_000_000L));
      }
    } finally {
      readersWaitingForSender--;
      t.notifyAll(); // the sender thread holds back while a read waits for it (see StreamTransport.sendLoop)
    }
    if (t.sending || t.troubled() || t.queue.isEmpty() || caller.isCancelled()
        || t.queue.size() > (CHUNKS_PER_READ + 1L) * t.policy.maxOps()) {
      return null; // as sendHere: mended, failed, sent already, or more than this thread should serialise under the lock
    }
    long after = t.queue.lastSubmitted();
    StreamTransport.Stream current = t.stream;
    while (t.queue.size() > t.policy.maxOps()) {
      if (!current.call.isReady() || !t.sendOrMarkBroken(current, t.cutBatch())) {
        return null; // the rest is the sender thread's, as flow control lets it
      }
    }
    boolean pastNotReady = !current.call.isReady();
    if (pastNotReady && t.acknowledged < pastNotReadyThrough) {
      return null; // an earlier read's batch went past not-ready and is still unanswered: one such batch at a time
    }
    if (pastNotReady) {
      pastNotReadyThrough = after;
    }
    inlineReads.merge(handle, 1, Integer::sum);
    try {
      OpBatch batch = t.recordCut(t.queue.cutBuilder(System.nanoTime()).addReads(handle).build());
      if (!t.sendOrMarkBroken(current, batch)) {
        return null;
      }
      // the value comes with the batch's acknowledgement; an acknowledgement without it (a collective's early one, a
      // resumed stream's opening one) leaves the read to Download, and so do a cancelled caller and a server that has
      // not answered within a Download's deadline (the Download then fails as it would have)
      while (!inlineValues.containsKey(handle) && t.acknowledged < after && !t.troubled()
          && t.stream == current && !caller.isCancelled()) {
        long left = deadline - System.nanoTime();
        if (left <= 0) {
          return null;
        }
        t.waitNanos(Math.min(left, 1_000_000_000L));
      }
      return inlineValues.get(handle);
    } finally {
      if (inlineReads.merge(handle, -1, Integer::sum) == 0) {
        inlineReads.remove(handle);
        inlineValues.remove(handle);
      }
    }
  }
}
