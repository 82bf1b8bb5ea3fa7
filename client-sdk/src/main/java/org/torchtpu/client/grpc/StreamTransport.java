package org.torchtpu.client.grpc;

import io.github.resilience4j.core.IntervalFunction;
import io.grpc.Context;
import io.grpc.Status;
import java.util.ArrayDeque;
import org.torchtpu.api.grpc.CallStatuses;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.CompileResponse;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.SourceLocation;
import org.torchtpu.api.v1.StreamOpen;
import org.torchtpu.api.v1.StreamRequest;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.Timing;
import org.torchtpu.client.Errors;
import org.torchtpu.client.Resilience;
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
 *   <li>the oldest queued op has waited {@link BatchPolicy#lingerNanos()}, or no op has been queued for
 *       {@link BatchPolicy#quietNanos()}.
 * </ol>
 * Strict uses a short linger and large batches: batching there only saves messages and
 * wake-ups. Fused (DeferAndFuse) defers ops for longer (512 ops, 500 ms without a new op, or 2 s) and marks each batch
 * {@code defer_and_fuse}, so the server fuses the chunk into larger kernels; the chunk lists as
 * {@code dead_values} the results the program has dropped by the time the chunk is cut, which a
 * fused kernel need not write to memory (see {@link OpQueue}). Every op keeps its own sequence
 * number and source line, so a failure inside a fused chunk still names the op and line that
 * caused it.
 *
 * <p>The stream respects gRPC flow control, and the server acknowledges batches as they run. A
 * failure is kept until the next sync point, where it is thrown naming the failed op; the
 * stream is then replaced by a fresh one, so the session goes on.
 *
 * <p>A stream whose connection breaks (UNAVAILABLE: a dropped connection, a proxy reset) or
 * that the server turned away for overload (RESOURCE_EXHAUSTED with a retry hint) is not a failed op: the sender
 * reopens it after a jittered exponential backoff, with a {@link StreamOpen} that asks to resume,
 * and resends every batch not yet acknowledged, in order. The server skips the ops it had
 * already run, so no op is lost or runs twice. After {@link Reconnect#attempts()} fruitless
 * reopenings the session reports UNAVAILABLE at the next sync point.
 *
 * <p>A stream that ends otherwise (any other error, such as a refusal that a resend would only repeat, or the server
 * completing it unasked) has failed: a read waiting on the server meanwhile is cancelled and, like every later read or
 * synchronize, fails at once with the stream's status, instead of waiting out its deadline for ops that will never
 * run.
 */
final class StreamTransport implements Transport {
  /** Ops the client may queue before submit() waits for the sender. */
  static final int MAX_QUEUED = 1 << 16;
  /** How long close waits for the server to run the ops submitted before it (generous: a last collective's peers). */
  static final long CLOSE_WAIT_NANOS = java.util.concurrent.TimeUnit.SECONDS.toNanos(60);

  final StreamWire wire;
  private final String sessionId;
  private final SessionClock clock;
  final BatchPolicy policy;
  private final Thread sender;
  private final Reconnect reconnect;

  // Guarded by `this`.
  final OpQueue queue;
  private boolean flushRequested;
  long acknowledged;
  private TpuException failure;
  private boolean closed;
  Stream stream;
  /** Batches sent on the stream and not yet acknowledged, oldest first: resent when the stream is resumed. */
  private final ArrayDeque<OpBatch> unacknowledged = new ArrayDeque<>();
  /** The current stream's connection broke (set by its listener; the sender reopens it). */
  private Throwable broken;
  /** The sender thread is sending a batch it cut (outside the lock): nobody else may send until it is done. */
  boolean sending;
  /** Reopenings since the stream last answered. */
  private int reconnects;
  /** What broke the stream first in the current run of reopenings (it names the cause; later ones are often just "refused"). */
  private Throwable firstBreak;
  /** Downloads waiting on the server now: each is cancelled when the stream fails (see {@link #failStream}). */
  private final java.util.Set<Context.CancellableContext> pendingReads = new java.util.HashSet<>();
  /** Small reads sent with the batch that computes them: the read path of {@link #download(long, TensorType)}. */
  private final BatchedReads batchedReads = new BatchedReads(this);

  /** How a broken stream is reopened: how many times, and the wait before each. */
  record Reconnect(int attempts, IntervalFunction backoff) {
    static Reconnect of(Resilience.Settings settings) {
      return new Reconnect(settings.streamReconnectAttempts(), settings.backoff());
    }
  }

  StreamTransport(StreamWire wire, String sessionId, SessionClock clock, BatchPolicy policy) {
    this(wire, sessionId, clock, policy, Reconnect.of(Resilience.Settings.defaults()));
  }

  StreamTransport(StreamWire wire, String sessionId, SessionClock clock, BatchPolicy policy, Reconnect reconnect) {
    this.reconnect = reconnect;
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
  final class Stream implements StreamWire.Listener {
    final StreamWire.Call call;
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

    /** Opens this stream as the continuation of a broken one: nothing is abandoned. */
    void resume(long acknowledgedThrough) {
      call.send(StreamRequest.newBuilder()
          .setOpen(StreamOpen.newBuilder().setSessionId(sessionId).setResume(true).setResumeAfter(acknowledgedThrough))
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
        reconnects = 0;
        firstBreak = null;
        clock.add(r.getTiming());
        acknowledged = Math.max(acknowledged, r.getCompletedSequence());
        dropAcknowledged();
        if (r.hasError() && failure == null) {
          failure = Errors.fromStreamError(r.getErrorCode(), r.getError());
        }
        batchedReads.keepValues(r);
        StreamTransport.this.notifyAll();
      }
    }

    @Override
    public void onError(Throwable t) {
      synchronized (StreamTransport.this) {
        if (stream == this && failure == null && !closed) {
          Status s = CallStatuses.of(t);
          if (s.getCode() == Status.Code.UNAVAILABLE
              || (s.getCode() == Status.Code.RESOURCE_EXHAUSTED && Resilience.retryHintMillis(t) > 0)) {
            broken = t; // the connection or an overload, not an op: the sender resumes the stream
          } else {
            // a refusal without a retry hint (say, the tenant's heap share) would only be repeated by a resend
            failStream(new TpuException(s.getCode(), "op stream to the server broke: " + s, null, t));
          }
        }
        StreamTransport.this.notifyAll();
      }
    }

    @Override
    public void onCompleted() {
      synchronized (StreamTransport.this) {
        if (stream == this && failure == null && !closed) { // the server ends a stream only after its client did
          failStream(new TpuException(Status.Code.INTERNAL, "op stream of session " + sessionId
              + " was ended by the server without an error; ops after #" + acknowledged + " are not confirmed", null, null));
        }
        StreamTransport.this.notifyAll();
      }
    }
  }

  /**
   * Holding the lock: the stream has failed with {@code f}. Reads waiting on the server are cancelled (they would
   * otherwise wait for ops the failed stream will never run until their deadline) and then throw {@code f}, as every
   * later sync point does.
   */
  private void failStream(TpuException f) {
    failure = f;
    for (Context.CancellableContext read : pendingReads) {
      read.cancel(f);
    }
    notifyAll();
  }

  @Override
  public void submit(Op op) {
    submit(op, SourceLocation.getDefaultInstance());
  }

  /** The op's line is sent in its batch's table of lines, once per distinct line (see {@link OpQueue}). */
  @Override
  public void submit(Op op, SourceLocation location) {
    synchronized (this) {
      while (queue.size() >= MAX_QUEUED && failure == null && !closed) {
        waitQuietly();
      }
      checkOpen();
      long seq = clock.sequence.incrementAndGet();
      queue.add(op, location, seq, System.nanoTime());
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
        if (broken != null && failure == null) {
          resume();
          continue;
        }
        boolean nothingToSend = queue.isEmpty() && (!queue.hasDropped() || !flushRequested);
        if (nothingToSend || !stream.call.isReady()) {
          waitQuietly();
          continue;
        }
        if (batchedReads.readersWaitingForSender() > 0) {
          // a read woken from waiting for this send cuts its ops with it (cut here, they leave without it: a Download)
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
        batch = cutBatch();
        target = stream;
        sending = true;
      }
      try {
        target.call.send(StreamRequest.newBuilder().setBatch(batch).build());
      } catch (RuntimeException e) {
        synchronized (this) {
          if (stream == target && broken == null) {
            broken = e; // the batch is kept and resent on the resumed stream
          }
        }
      } finally {
        synchronized (this) {
          sending = false;
          notifyAll();
        }
      }
    }
  }

  /**
   * Holding the lock, at a sync point: asks for what is queued to be sent now. With nothing
   * queued the request is not left standing: it would make the sender ship the next free on its
   * own at once (a batch, a server turn and an acknowledgement of its own; before a collective,
   * ahead of it on the session's queue) instead of with the next batch.
   */
  private void requestFlush() {
    flushRequested = !queue.isEmpty() || queue.hasDropped();
  }

  /** Holding the lock: the next batch, recorded as sent but not acknowledged. */
  OpBatch cutBatch() {
    return recordCut(queue.cut(System.nanoTime()));
  }

  /** Holding the lock: a batch just cut from the queue, recorded as sent but not acknowledged. */
  OpBatch recordCut(OpBatch batch) {
    if (queue.isEmpty() && !queue.hasDropped()) {
      flushRequested = false; // frees past a batch's share of them keep the flush going (OpQueue.MAX_FREES_PER_BATCH)
    }
    unacknowledged.addLast(batch);
    notifyAll();
    return batch;
  }

  /**
   * Holding the lock, on the caller's thread at a flush: sends what is queued right here when
   * the sender thread is idle and the stream is healthy and ready, so a collective or a read
   * does not wait for the sender thread to be woken and scheduled (0.3-3 ms on a busy host,
   * measured along one all-reduce). Batches stay in order: they are cut under the lock, and
   * nobody sends while the sender thread sends one it cut. Anything else (a broken stream, a
   * full transport, a batch too large for one message) is left to the sender thread.
   */
  private void sendHere() {
    if (sending || troubled() || !stream.call.isReady()
        || (queue.isEmpty() && !queue.hasDropped()) || queue.size() > policy.maxOps()) {
      return;
    }
    sendOrMarkBroken(stream, cutBatch());
  }

  /**
   * Holding the lock: sends a batch cut on the caller's thread; if the stream fails, marks it broken and returns
   * false (the batch is kept in unacknowledged: the sender thread resumes the stream and resends it).
   */
  synchronized boolean sendOrMarkBroken(Stream target, OpBatch batch) {
    try {
      target.call.send(StreamRequest.newBuilder().setBatch(batch).build());
      return true;
    } catch (RuntimeException e) {
      if (broken == null) {
        broken = e;
      }
      notifyAll();
      return false;
    }
  }

  /**
   * On the sender thread, holding the lock: reopens a broken stream after a backoff and resends
   * what was not acknowledged; gives up with UNAVAILABLE after {@link Reconnect#attempts()} tries.
   */
  private void resume() {
    Throwable cause = broken;
    if (firstBreak == null) {
      firstBreak = cause;
    }
    if (reconnects >= reconnect.attempts()) {
      Status first = CallStatuses.of(firstBreak);
      Status last = CallStatuses.of(cause);
      failStream(new TpuException(first.getCode() == Status.Code.RESOURCE_EXHAUSTED ? first.getCode() : Status.Code.UNAVAILABLE,
          "op stream of session " + sessionId + " broke (" + first + ") and could not be resumed after " + reconnects
              + " attempts (last: " + last.getCode() + "); ops after #" + acknowledged + " are not confirmed", null, cause));
      broken = null;
      firstBreak = null;
      return;
    }
    reconnects++;
    long waitNanos = reconnect.backoff().apply(reconnects) * 1_000_000L;
    long until = System.nanoTime() + waitNanos;
    for (long left = waitNanos; left > 0 && !closed; left = until - System.nanoTime()) {
      waitNanos(left);
    }
    if (closed) {
      return;
    }
    Stream old = stream;
    broken = null;
    stream = new Stream();
    stream.resume(acknowledged);
    try {
      old.call.halfClose();
    } catch (RuntimeException alreadyGone) {
      // the broken call is closed already
    }
    for (OpBatch b : unacknowledged) {
      stream.call.send(StreamRequest.newBuilder().setBatch(b).build());
    }
    notifyAll();
  }

  /**
   * Forgets the batches the server has acknowledged. A batch without ops (only frees) is kept
   * until a later op is acknowledged: its own acknowledgement cannot be told from the previous one,
   * and resending frees is harmless.
   */
  private void dropAcknowledged() {
    while (!unacknowledged.isEmpty()) {
      OpBatch b = unacknowledged.peekFirst();
      long last = b.getFirstSequence() + b.getOpsCount() - 1;
      if (last < acknowledged || (b.getOpsCount() > 0 && last == acknowledged)) {
        unacknowledged.removeFirst();
      } else {
        return;
      }
    }
  }

  /**
   * Waits until every submitted op has been acknowledged, or throws the failure that stopped
   * them (then starts a fresh stream, so the session goes on after the caller handles it).
   */
  private synchronized void awaitAcknowledged() {
    requestFlush();
    sendHere();
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
    unacknowledged.clear();
    broken = null;
    reconnects = 0;
    firstBreak = null;
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

  /**
   * Host data up to this size goes out on the op stream as a constant op defining the handle,
   * instead of as an Upload call: the call is a round trip the caller waits for (0.3-0.4 ms on
   * loopback here, three per tiny-Llama train step: the batch and the optimizer's scalars, more
   * than the whole compiled step's overhead besides it), the streamed op is not. Larger data keeps
   * the Upload call, which streams it in chunks under flow control; the bound also keeps a full
   * batch (1,024 such ops) at 16 MiB, well inside the server's 64 MB message limit. Like any
   * streamed op, such an upload takes a sequence number, is priced (a small host-to-HBM write), and
   * is skipped when an earlier op of the stream failed: the failure is thrown at the next sync point.
   */
  static final int STREAMED_UPLOAD_BYTES = 16 << 10;

  @Override
  public void upload(long handle, TensorLiteral data) {
    if (data.getData().size() <= STREAMED_UPLOAD_BYTES) {
      // Same value, same handle: a fused chunk's key leaves out constant data, so a step's new
      // batch finds the same fused program; the value is ready before any later op of the stream.
      submit(Op.newBuilder().addResults(handle).setConstant(ConstantOp.newBuilder().setValue(data)).build());
      return;
    }
    wire.upload(handle, data);
  }

  /**
   * Reads of at most this much data ride on the batch that computes them ({@code OpBatch.reads}) and come back on its
   * answer, instead of as a Download call after it: the call is a round trip of its own with both sides' interceptors
   * around it (a compiled tiny-Llama step's loss read). The server serves up to the same bound per answer
   * ({@code InlineReads.MAX_BYTES}); larger values keep the Download call, which streams them in chunks.
   */
  static final int INLINE_READ_BYTES = 16 << 10;

  /**
   * A read of a value whose type the caller knows. A small one whose ops are still queued goes out with them, and the
   * batch's answer brings the value back; anything else (a large value, ops already sent, a stream that is busy,
   * failed or broken, an answer without the value) is read with Download, whose waits, checks and errors are the same
   * as ever.
   */
  @Override
  public TensorLiteral download(long handle, TensorType type) {
    if (Shapes.byteSize(type) <= INLINE_READ_BYTES) {
      TensorLiteral value = batchedReads.read(handle);
      if (value != null) {
        return value;
      }
    }
    return download(handle);
  }

  @Override
  public TensorLiteral download(long handle) {
    long after;
    Stream current;
    Context.CancellableContext read;
    synchronized (this) {
      if (failure != null) {
        TpuException f = failure;
        restartStream();
        throw f;
      }
      checkOpen();
      // cancelled if the stream fails while the server waits for the ops before this read (see failStream); made
      // after the checks above, which would leave it uncancelled, listening on a cancellable caller's context
      read = Context.current().withCancellation();
      pendingReads.add(read); // before the flush: a failure from here on cancels this read
      // Ship what is queued and ask for the value in the same breath: the server waits until the
      // ops up to `after` have run (one round trip, not an ack wait and then a download).
      requestFlush();
      sendHere();
      notifyAll();
      after = queue.lastSubmitted();
      current = stream;
    }
    try {
      TensorLiteral value;
      Context outer = read.attach();
      try {
        value = wire.download(handle, after);
      } finally {
        read.detach(outer);
      }
      synchronized (this) {
        // The acks carrying these ops' timings are already on their way: after a read, the
        // session's clocks include every op before it.
        while (acknowledged < after && failure == null && !closed && stream == current) {
          waitQuietly();
        }
      }
      return value;
    } catch (RuntimeException e) {
      TpuException streamFailure = failureThatCancelled(read, current);
      if (streamFailure != null) {
        streamFailure.addSuppressed(e);
        throw streamFailure; // names why the stream ended, not "cancelled"
      }
      if (!(e instanceof TpuException t)) {
        throw e;
      }
      if (t.code() == Status.Code.UNAVAILABLE) {
        TpuException resumeFailure = awaitResumeOutcome();
        if (resumeFailure != null) {
          resumeFailure.addSuppressed(t);
          throw resumeFailure; // it names why the connection went (a host shutting down, say)
        }
      }
      if (t.opError() != null) {
        synchronized (this) {
          if (stream == current) {
            restartStream(); // a streamed op failed: as at any sync point, the stream starts afresh
          }
        }
      }
      throw t;
    } finally {
      synchronized (this) {
        pendingReads.remove(read);
      }
      read.cancel(null);
    }
  }

  /**
   * After a read failed: the failure of the stream that cancelled it (see {@link #failStream}), and the stream starts
   * afresh as at any sync point; null when the read failed on its own.
   */
  private synchronized TpuException failureThatCancelled(Context.CancellableContext read, Stream readOn) {
    // failStream cancels with the stream's failure: the cause names it even once another thread has taken it
    if (!read.isCancelled() || !(read.cancellationCause() instanceof TpuException f)) {
      return null;
    }
    if (failure == f && stream == readOn) {
      restartStream();
    }
    return f;
  }

  /**
   * A read failed with UNAVAILABLE: if the stream is being resumed, waits for the outcome. Returns
   * the stream's failure when it could not be resumed (and starts a fresh stream, as any sync point
   * does), else null.
   */
  private synchronized TpuException awaitResumeOutcome() {
    while ((broken != null || firstBreak != null) && failure == null && !closed) {
      waitQuietly();
    }
    if (failure == null) {
      return null;
    }
    TpuException f = failure;
    restartStream();
    return f;
  }

  @Override
  public void synchronize() {
    awaitAcknowledged();
  }

  /**
   * Ships the queued ops now, without waiting for them to run. Frees alone stay queued: they go
   * with the next batch or sync point. A collective flushes before its op, so frees sent on their
   * own there would cost the server a batch, an acknowledgement and a session-thread turn ahead of
   * the collective, and this client a wake-up, on every collective.
   */
  @Override
  public synchronized void flush() {
    if (!queue.isEmpty()) {
      flushRequested = true;
      sendHere();
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
  public CompileResponse compileSpmd(Graph graph, CompileOptions options, org.torchtpu.api.v1.SpmdOptions spmd) {
    return wire.compileSpmd(graph, options, spmd);
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
      // Wait until the server has run (acknowledged) every op submitted, not only until they are sent: CloseSession
      // follows the half-close at once, and the server refuses the ops still queued behind it (a rank's last
      // collective would leave its peers waiting, a checkpoint save before close would not run). A stream that
      // fails or cannot be resumed ends the wait; so does the bound, for a server that never answers.
      long until = System.nanoTime() + CLOSE_WAIT_NANOS;
      while ((!queue.isEmpty() || acknowledged < queue.lastSubmitted()) && failure == null) {
        long left = until - System.nanoTime();
        if (left <= 0) {
          break; // as before: close throws nothing for ops it could not confirm
        }
        waitNanos(Math.min(left, 1_000_000_000L));
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

  /** Holding the lock: the stream cannot take a send now (closed, failed, or broken and being resumed). */
  boolean troubled() {
    return closed || broken != null || failure != null;
  }

  private void checkOpen() {
    if (closed) {
      throw new TpuException(Status.Code.FAILED_PRECONDITION, "the session's " + policy.name() + " stream is closed",
          null, null);
    }
  }

  void waitNanos(long nanos) {
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
