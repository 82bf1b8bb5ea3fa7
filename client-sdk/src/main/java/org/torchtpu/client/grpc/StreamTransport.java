package org.torchtpu.client.grpc;

import io.grpc.Status;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.CompileResponse;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.StreamOpen;
import org.torchtpu.api.v1.StreamRequest;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.Timing;
import org.torchtpu.client.TpuException;
import org.torchtpu.client.Transport;

/**
 * Strict and Fused modes: ops go out on one bidirectional stream and the caller does not wait.
 * The two modes share everything here and differ only in their {@link BatchPolicy}.
 *
 * <p>A sender thread ships queued ops as one batch (an {@link OpBatch}) when one of these
 * happens, whichever comes first:
 * <ol>
 *   <li>a sync point needs them: a read ({@code toFloatArray}, {@code item}, a download),
 *       {@code session.synchronize()}, or an explicit {@link #flush()} (the hook run before a
 *       collective, which must see every earlier op of every participant);
 *   <li>{@link BatchPolicy#maxOps()} ops are queued (the batch takes exactly that many);
 *   <li>the oldest queued op has waited {@link BatchPolicy#lingerNanos()}.
 * </ol>
 * Strict uses a short linger and large batches: batching there only saves messages and
 * wake-ups. Fused (DeferAndFuse) defers ops for longer (512 ops or 20 ms) and marks each batch
 * {@code defer_and_fuse}, so the server fuses the chunk into larger kernels; the chunk lists as
 * {@code dead_values} the results the program has dropped by the time the chunk is cut, which a
 * fused kernel need not write to memory (see {@link OpQueue}). Every op keeps its own sequence
 * number and source line, so a failure inside a fused chunk still names the op and line that
 * caused it.
 *
 * <p>The stream respects gRPC flow control, and the server acknowledges batches as they run. A
 * failure is kept until the next sync point, where it is thrown naming the failed op; the
 * stream is then replaced by a fresh one, so the session goes on.
 */
final class StreamTransport implements Transport {
  /** Ops the client may queue before submit() waits for the sender. */
  static final int MAX_QUEUED = 1 << 16;

  private final StreamWire wire;
  private final String sessionId;
  private final SessionClock clock;
  private final BatchPolicy policy;
  private final Thread sender;

  // Guarded by `this`.
  private final OpQueue queue;
  private boolean flushRequested;
  private long acknowledged;
  private TpuException failure;
  private boolean closed;
  private Stream stream;

  StreamTransport(StreamWire wire, String sessionId, SessionClock clock, BatchPolicy policy) {
    this.wire = wire;
    this.clock = clock;
    this.policy = policy;
    long start = clock.sequence.get();
    this.queue = new OpQueue(policy, start);
    this.acknowledged = start;
    this.sessionId = sessionId;
    this.stream = new Stream();
    stream.start(0);
    this.sender = new Thread(this::sendLoop, "torchtpu-" + policy.name() + "-" + sessionId);
    sender.setDaemon(true);
    sender.start();
  }

  /** One ExecuteStream call. A new one replaces it after a failure. */
  private final class Stream implements StreamWire.Listener {
    private final StreamWire.Call call;
    /** The server has set the stream up (its first response arrived). */
    private boolean opened;

    Stream() {
      call = wire.open(this);
    }

    /** Sends the opening message; called once this stream is the current one, so its answer counts. */
    void start(long abandonedThrough) {
      call.send(StreamRequest.newBuilder()
          .setOpen(StreamOpen.newBuilder().setSessionId(sessionId).setAbandonedThrough(abandonedThrough))
          .build());
    }

    @Override
    public void onReady() {
      synchronized (StreamTransport.this) {
        StreamTransport.this.notifyAll();
      }
    }

    @Override
    public void onResponse(StreamResponse r) {
      synchronized (StreamTransport.this) {
        if (stream != this) {
          return;
        }
        opened = true;
        clock.add(r.getTiming());
        acknowledged = Math.max(acknowledged, r.getCompletedSequence());
        if (r.hasError() && failure == null) {
          failure = Errors.fromStreamError(r.getErrorCode(), r.getError());
        }
        StreamTransport.this.notifyAll();
      }
    }

    @Override
    public void onError(Throwable t) {
      synchronized (StreamTransport.this) {
        if (stream == this && failure == null && !closed) {
          Status s = Status.fromThrowable(t);
          failure = new TpuException(s.getCode(), "op stream to the server broke: " + s, null, t);
        }
        StreamTransport.this.notifyAll();
      }
    }

    @Override
    public void onCompleted() {
      synchronized (StreamTransport.this) {
        StreamTransport.this.notifyAll();
      }
    }
  }

  @Override
  public void submit(Op op) {
    synchronized (this) {
      while (queue.size() >= MAX_QUEUED && failure == null && !closed) {
        waitQuietly();
      }
      checkOpen();
      long seq = clock.sequence.incrementAndGet();
      queue.add(op, seq, System.nanoTime());
      int size = queue.size();
      if (size == 1 || size == policy.maxOps()) {
        notifyAll(); // the sender starts its linger clock, or ships a full batch
      }
    }
  }

  private void sendLoop() {
    while (true) {
      OpBatch batch;
      Stream target;
      synchronized (this) {
        if (closed) {
          return;
        }
        boolean nothingToSend = queue.isEmpty() && (!queue.hasDropped() || !flushRequested);
        if (nothingToSend || !stream.call.isReady()) {
          waitQuietly();
          continue;
        }
        if (!flushRequested) {
          long left = queue.nanosUntilDue(System.nanoTime());
          if (left > 0) {
            waitNanos(left);
            continue;
          }
        }
        batch = queue.cut(System.nanoTime());
        if (queue.isEmpty()) {
          flushRequested = false;
        }
        target = stream;
        notifyAll();
      }
      try {
        target.call.send(StreamRequest.newBuilder().setBatch(batch).build());
      } catch (RuntimeException e) {
        synchronized (this) {
          if (failure == null) {
            failure = new TpuException(Status.Code.UNAVAILABLE, "sending ops failed: " + e, null, e);
          }
          notifyAll();
        }
      }
    }
  }

  /**
   * Waits until every submitted op has been acknowledged, or throws the failure that stopped
   * them (then starts a fresh stream, so the session goes on after the caller handles it).
   */
  private synchronized void awaitAcknowledged() {
    flushRequested = true;
    notifyAll();
    while (acknowledged < queue.lastSubmitted() && failure == null && !closed) {
      waitQuietly();
    }
    if (failure != null) {
      TpuException f = failure;
      restartStream();
      throw f;
    }
    checkOpen();
  }

  private void restartStream() {
    queue.abandonQueued(); // never sent, or sent after the failure: the server would skip them anyway
    long last = queue.lastSubmitted();
    Stream old = stream;
    failure = null;
    acknowledged = last;
    stream = new Stream();
    stream.start(last);
    old.call.halfClose();
    notifyAll();
    // Wait until the server has taken the new stream, so a read right after this sees the
    // session reset rather than the failure it was just told about.
    while (!stream.opened && failure == null && !closed) {
      waitQuietly();
    }
  }

  @Override
  public void upload(long handle, TensorLiteral data) {
    wire.upload(handle, data);
  }

  @Override
  public TensorLiteral download(long handle) {
    long after;
    Stream current;
    synchronized (this) {
      if (failure != null) {
        TpuException f = failure;
        restartStream();
        throw f;
      }
      checkOpen();
      // Ship what is queued and ask for the value in the same breath: the server waits until the
      // ops up to `after` have run (one round trip, not an ack wait and then a download).
      flushRequested = true;
      notifyAll();
      after = queue.lastSubmitted();
      current = stream;
    }
    try {
      TensorLiteral value = wire.download(handle, after);
      synchronized (this) {
        // The acks carrying these ops' timings are already on their way: after a read, the
        // session's clocks include every op before it.
        while (acknowledged < after && failure == null && !closed && stream == current) {
          waitQuietly();
        }
      }
      return value;
    } catch (TpuException e) {
      if (e.opError() != null) {
        synchronized (this) {
          if (stream == current) {
            restartStream(); // a streamed op failed: as at any sync point, the stream starts afresh
          }
        }
      }
      throw e;
    }
  }

  @Override
  public void synchronize() {
    awaitAcknowledged();
  }

  /** Ships what is queued now, without waiting for it to run. */
  @Override
  public synchronized void flush() {
    if (!queue.isEmpty() || queue.hasDropped()) {
      flushRequested = true;
      notifyAll();
    }
  }

  @Override
  public synchronized void release(long handle) {
    queue.drop(handle, false);
  }

  @Override
  public synchronized void free(long handle) {
    queue.drop(handle, true);
  }

  @Override
  public CompileResponse compile(Graph graph, CompileOptions options) {
    return wire.compile(graph, options);
  }

  @Override
  public Timing totals() {
    return clock.totals();
  }

  @Override
  public void close() {
    synchronized (this) {
      if (closed) {
        return;
      }
      flushRequested = true;
      notifyAll();
      while (!queue.isEmpty() && failure == null) {
        waitQuietly(); // let the sender ship what was submitted
      }
      closed = true;
      notifyAll();
    }
    try {
      sender.join(5_000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    synchronized (this) {
      stream.call.halfClose();
    }
  }

  private void checkOpen() {
    if (closed) {
      throw new TpuException(Status.Code.FAILED_PRECONDITION, "the session's " + policy.name() + " stream is closed",
          null, null);
    }
  }

  private void waitNanos(long nanos) {
    try {
      wait(nanos / 1_000_000, (int) (nanos % 1_000_000));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new TpuException(Status.Code.CANCELLED, "interrupted", null, e);
    }
  }

  private void waitQuietly() {
    try {
      wait(1000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new TpuException(Status.Code.CANCELLED, "interrupted", null, e);
    }
  }
}
