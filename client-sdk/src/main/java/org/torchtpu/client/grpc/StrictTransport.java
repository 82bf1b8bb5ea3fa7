package org.torchtpu.client.grpc;

import io.grpc.Status;
import io.grpc.stub.ClientCallStreamObserver;
import io.grpc.stub.ClientResponseObserver;
import java.util.ArrayList;
import java.util.List;
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
 * Strict mode: ops go out on one bidirectional stream and the caller does not wait. A sender
 * thread ships queued ops as one batch when {@link #MAX_BATCH} have queued, when the oldest has
 * waited {@link #LINGER_NANOS}, or at once when a sync point needs them, so a burst of small ops
 * costs one message and one wake-up instead of one each; it respects gRPC flow control, and the
 * server acknowledges batches as they run.
 * A failure is kept until the next sync point, where it is thrown naming the failed op; the
 * stream is then replaced by a fresh one.
 */
final class StrictTransport implements Transport {
  /** Largest batch one message carries. */
  static final int MAX_BATCH = 1024;
  /** Ops the client may queue before submit() waits for the sender. */
  static final int MAX_QUEUED = 1 << 16;
  /** Longest an op waits for company before the sender ships it: short next to a device op. */
  static final long LINGER_NANOS = 200_000;

  private final Channels channels;
  private final String sessionId;
  private final SessionClock clock;
  private final Transfers transfers;
  private final Thread sender;

  // Guarded by `this`.
  private final List<Op> queued = new ArrayList<>();
  /** Handles the program dropped, in drop order, each with the last op submitted before its drop. */
  private final List<Long> dropped = new ArrayList<>();
  private final List<Long> droppedAfterSequence = new ArrayList<>();
  private long firstQueuedSequence;
  private long firstQueuedAtNanos;
  private boolean flushRequested;
  private long lastSubmitted;
  private long acknowledged;
  private TpuException failure;
  private boolean closed;
  private Stream stream;

  StrictTransport(Channels channels, String sessionId, SessionClock clock) {
    this.channels = channels;
    this.sessionId = sessionId;
    this.clock = clock;
    this.transfers = new Transfers(channels, sessionId);
    long start = clock.sequence.get();
    this.lastSubmitted = start;
    this.acknowledged = start;
    this.stream = new Stream(0);
    this.sender = new Thread(this::sendLoop, "torchtpu-strict-" + sessionId);
    sender.setDaemon(true);
    sender.start();
  }

  /** One ExecuteStream call. A new one replaces it after a failure. */
  private final class Stream implements ClientResponseObserver<StreamRequest, StreamResponse> {
    private ClientCallStreamObserver<StreamRequest> requests;
    /** The server has set the stream up (its first response arrived). */
    private boolean opened;

    Stream(long abandonedThrough) {
      channels.async().executeStream(this);
      requests.onNext(StreamRequest.newBuilder()
          .setOpen(StreamOpen.newBuilder().setSessionId(sessionId).setAbandonedThrough(abandonedThrough))
          .build());
    }

    @Override
    public void beforeStart(ClientCallStreamObserver<StreamRequest> r) {
      requests = r;
      r.setOnReadyHandler(() -> {
        synchronized (StrictTransport.this) {
          StrictTransport.this.notifyAll();
        }
      });
    }

    @Override
    public void onNext(StreamResponse r) {
      synchronized (StrictTransport.this) {
        if (stream != this) {
          return;
        }
        opened = true;
        clock.add(r.getTiming());
        acknowledged = Math.max(acknowledged, r.getCompletedSequence());
        if (r.hasError() && failure == null) {
          failure = Errors.fromStreamError(r.getErrorCode(), r.getError());
        }
        StrictTransport.this.notifyAll();
      }
    }

    @Override
    public void onError(Throwable t) {
      synchronized (StrictTransport.this) {
        if (stream == this && failure == null && !closed) {
          Status s = Status.fromThrowable(t);
          failure = new TpuException(s.getCode(), "op stream to the server broke: " + s, null, t);
        }
        StrictTransport.this.notifyAll();
      }
    }

    @Override
    public void onCompleted() {
      synchronized (StrictTransport.this) {
        StrictTransport.this.notifyAll();
      }
    }
  }

  @Override
  public void submit(Op op) {
    synchronized (this) {
      while (queued.size() >= MAX_QUEUED && failure == null && !closed) {
        waitQuietly();
      }
      checkOpen();
      long seq = clock.sequence.incrementAndGet();
      if (queued.isEmpty()) {
        firstQueuedSequence = seq;
        firstQueuedAtNanos = System.nanoTime();
      }
      queued.add(op);
      lastSubmitted = seq;
      if (queued.size() == 1 || queued.size() == MAX_BATCH) {
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
        boolean nothingToSend = queued.isEmpty() && (dropped.isEmpty() || !flushRequested);
        if (nothingToSend || !stream.requests.isReady()) {
          waitQuietly();
          continue;
        }
        if (!flushRequested && queued.size() < MAX_BATCH) {
          long left = LINGER_NANOS - (System.nanoTime() - firstQueuedAtNanos);
          if (left > 0) {
            waitNanos(left);
            continue;
          }
        }
        int n = Math.min(MAX_BATCH, queued.size());
        OpBatch.Builder b = OpBatch.newBuilder().setFirstSequence(n > 0 ? firstQueuedSequence : lastSubmitted + 1);
        List<Op> head = queued.subList(0, n);
        b.addAllOps(head);
        head.clear();
        firstQueuedSequence += n;
        // A handle may be freed once every op submitted before it was dropped is in this batch or earlier.
        long lastInBatch = firstQueuedSequence - 1;
        int frees = 0;
        while (frees < dropped.size() && droppedAfterSequence.get(frees) <= lastInBatch) {
          frees++;
        }
        b.addAllFreeAfter(dropped.subList(0, frees));
        dropped.subList(0, frees).clear();
        droppedAfterSequence.subList(0, frees).clear();
        if (queued.isEmpty()) {
          flushRequested = false;
        } else {
          firstQueuedAtNanos = System.nanoTime();
        }
        batch = b.build();
        target = stream;
        notifyAll();
      }
      try {
        target.requests.onNext(StreamRequest.newBuilder().setBatch(batch).build());
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
    while (acknowledged < lastSubmitted && failure == null && !closed) {
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
    queued.clear(); // never sent, or sent after the failure: the server would skip them anyway
    firstQueuedSequence = lastSubmitted + 1;
    Stream old = stream;
    failure = null;
    acknowledged = lastSubmitted;
    stream = new Stream(lastSubmitted);
    old.requests.onCompleted();
    notifyAll();
    // Wait until the server has taken the new stream, so a read right after this sees the
    // session reset rather than the failure it was just told about.
    while (!stream.opened && failure == null && !closed) {
      waitQuietly();
    }
  }

  @Override
  public void upload(long handle, TensorLiteral data) {
    transfers.upload(handle, data);
  }

  @Override
  public TensorLiteral download(long handle) {
    long after;
    synchronized (this) {
      awaitAcknowledged();
      after = lastSubmitted;
    }
    return transfers.download(handle, after);
  }

  @Override
  public void synchronize() {
    awaitAcknowledged();
  }

  @Override
  public synchronized void free(long handle) {
    dropped.add(handle);
    droppedAfterSequence.add(lastSubmitted);
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
      while (!queued.isEmpty() && failure == null) {
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
      stream.requests.onCompleted();
    }
  }

  private void checkOpen() {
    if (closed) {
      throw new TpuException(Status.Code.FAILED_PRECONDITION, "the session's strict stream is closed", null, null);
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
