package org.torchtpu.client.grpc;

import io.grpc.Status;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.CompileResponse;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.OpError;
import org.torchtpu.api.v1.StreamOpen;
import org.torchtpu.api.v1.StreamRequest;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.wire.BatchLocations;

/**
 * An in-memory server end of the op stream: records every batch, acknowledges it at once, and
 * can fail one chosen op the way the server does (an error naming the op's sequence, kind and
 * source line, after which the stream runs nothing).
 */
final class FakeWire implements StreamWire {
  private final List<OpBatch> batches = new ArrayList<>();
  /** The thread that sent each batch, in the order of {@link #batches}. */
  private final List<Thread> batchSenders = new ArrayList<>();
  private final List<StreamOpen> opens = new ArrayList<>();
  private final List<long[]> downloads = new ArrayList<>();
  private final Map<Long, TensorLiteral> uploads = new HashMap<>();
  /** Values of the constant ops received (small uploads travel as those). */
  private final Map<Long, TensorLiteral> streamedConstants = new HashMap<>();
  /** The op with this sequence number fails (0: none). */
  volatile long failSequence;
  private boolean failed;
  private OpError failure;
  /** Highest sequence number received on the current stream (run, failed or skipped). */
  private long received;
  /** The next this many batches are received (and run) but the connection breaks before they are acknowledged. */
  volatile int cutBeforeAck;
  /**
   * Cuts report grpc-java's "UNKNOWN: channel closed" (what a killed server can produce) instead of
   * UNAVAILABLE.
   */
  volatile boolean cutsAsChannelClosed;
  /** The next this many stream opens are refused with UNAVAILABLE (the server is unreachable). */
  volatile int refuseOpens;
  /** The next this many batches are lost in transit: the connection breaks before the server gets them. */
  volatile int loseNext;
  /**
   * Batches are received but neither run nor acknowledged (the server is busy, or holds them back): a read waits,
   * and gives up with DEADLINE_EXCEEDED after a while, as a real call's deadline would end it.
   */
  volatile boolean holdBatches;
  /** What the calls' isReady says: false as gRPC's flow control says it while a large message is still being written. */
  volatile boolean ready = true;
  /** A read's wait for the server (a Download call's deadline). */
  volatile long readWaitMillis = 60_000;

  @Override
  public long readWaitMillis() {
    return readWaitMillis;
  }

  /** How long a Download waits for its ops to arrive before DEADLINE_EXCEEDED (while batches are held back). */
  volatile long downloadDeadlineMillis = 10_000;
  /** The batch sent this many batch sends from now throws (a call gRPC has closed), before the server gets it (0: none). */
  volatile int throwOnBatch;
  /** While set, a batch's send blocks (outside this fake's lock) until it opens: a send in progress. */
  volatile java.util.concurrent.CountDownLatch sendGate;
  /** Counted down by each send that blocks on {@link #sendGate}. */
  final java.util.concurrent.Semaphore blockedSends = new java.util.concurrent.Semaphore(0);
  /** The listener of the stream opened last (what {@link #endStream} and {@link #completeStream} end). */
  private volatile Listener current;
  /** How many times each sequence number ran: a resumed stream must run each exactly once. */
  private final Map<Long, Integer> runs = new HashMap<>();
  private long ranThrough;

  /** Batches received while {@link #holdBatches} was set, not yet run. */
  private final List<OpBatch> held = new ArrayList<>();
  /** The last op run when the client first half-closed a stream (-1: not yet). */
  private long ranAtHalfClose = -1;

  synchronized long ranAtHalfClose() {
    return ranAtHalfClose;
  }

  /** Runs and acknowledges the batches held back so far (on the current stream), as a server that got to them. */
  void releaseHeld() {
    long last;
    synchronized (this) {
      holdBatches = false;
      last = ranThrough;
      for (OpBatch b : held) {
        long end = b.getFirstSequence() + b.getOpsCount() - 1;
        for (long seq = Math.max(b.getFirstSequence(), ranThrough + 1); seq <= end; seq++) {
          runs.merge(seq, 1, Integer::sum);
        }
        ranThrough = Math.max(ranThrough, end);
        received = Math.max(received, end);
        last = ranThrough;
      }
      held.clear();
      notifyAll();
    }
    current.onResponse(StreamResponse.newBuilder().setCompletedSequence(last).build());
  }

  /** The server ends the current stream with {@code error} (say, a refusal of its next batch). */
  void endStream(Throwable error) {
    current.onError(error);
  }

  /** The server completes the current stream without an error, unasked. */
  void completeStream() {
    current.onCompleted();
  }

  @Override
  public Call open(Listener listener) {
    current = listener;
    return new Call() {
      /** The connection of this call broke: what is sent on it is lost. */
      private boolean dead;

      @Override
      public void send(StreamRequest r) {
        if (dead) {
          return;
        }
        if (r.hasBatch() && loseNext > 0) {
          loseNext--;
          dead = true;
          listener.onError(Status.UNAVAILABLE.withDescription("connection reset by peer").asRuntimeException());
          return;
        }
        if (r.hasOpen() && r.getOpen().getResume()) {
          long completed;
          synchronized (FakeWire.this) {
            opens.add(r.getOpen());
            completed = ranThrough;
          }
          if (refuseOpens > 0) {
            refuseOpens--;
            dead = true;
            listener.onError(Status.UNAVAILABLE.withDescription("connection refused").asRuntimeException());
            return;
          }
          listener.onResponse(StreamResponse.newBuilder().setCompletedSequence(completed).build());
          return;
        }
        if (r.hasOpen()) {
          synchronized (FakeWire.this) {
            opens.add(r.getOpen());
            failed = false;
            failure = null;
            received = Math.max(received, r.getOpen().getAbandonedThrough());
            FakeWire.this.notifyAll();
          }
          listener.onResponse(StreamResponse.newBuilder().setCompletedSequence(r.getOpen().getAbandonedThrough()).build());
          return;
        }
        if (r.hasBatch() && throwOnBatch > 0 && --throwOnBatch == 0) {
          dead = true;
          listener.onError(Status.UNAVAILABLE.withDescription("connection reset by peer").asRuntimeException());
          throw new IllegalStateException("call was closed");
        }
        java.util.concurrent.CountDownLatch gate = sendGate;
        if (gate != null) {
          blockedSends.release();
          try {
            gate.await(30, java.util.concurrent.TimeUnit.SECONDS);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
        }
        OpBatch b = r.getBatch();
        StreamResponse.Builder response = StreamResponse.newBuilder();
        boolean cut = false;
        synchronized (FakeWire.this) {
          batches.add(b);
          batchSenders.add(Thread.currentThread());
          FakeWire.this.notifyAll();
          if (holdBatches) {
            held.add(b);
            return; // received, not run: nothing is acknowledged (until releaseHeld)
          }
          long last = b.getFirstSequence() + b.getOpsCount() - 1;
          received = Math.max(received, last);
          for (Op op : b.getOpsList()) {
            if (op.hasConstant() && op.getResultsCount() == 1) {
              streamedConstants.put(op.getResults(0), op.getConstant().getValue()); // as the server: read back
            }
          }
          for (long seq = Math.max(b.getFirstSequence(), ranThrough + 1); seq <= last; seq++) {
            runs.merge(seq, 1, Integer::sum); // as the server: ops already run are skipped
          }
          ranThrough = Math.max(ranThrough, last);
          if (cutBeforeAck > 0) {
            cutBeforeAck--;
            cut = true;
          }
          if (failed) {
            return; // a failed stream runs and acknowledges nothing more
          }
          long f = failSequence;
          if (cut) {
            // acknowledged by nobody: the connection breaks below
          } else if (f >= b.getFirstSequence() && f <= last) {
            failed = true;
            Op op = b.getOps((int) (f - b.getFirstSequence()));
            failure = OpError.newBuilder().setSequence(f).setOp(TypeInference.kindName(op))
                .setLocation(BatchLocations.of(b, (int) (f - b.getFirstSequence()))).setReason("injected failure").build();
            response.setCompletedSequence(f - 1)
                .setError(failure)
                .setErrorCode(Status.Code.INVALID_ARGUMENT.value());
          } else {
            response.setCompletedSequence(last);
            serveReads(b, response);
          }
        }
        if (cut) {
          dead = true;
          listener.onError(cutsAsChannelClosed
              ? Status.UNKNOWN.withDescription("channel closed").withCause(new java.nio.channels.ClosedChannelException())
                  .asRuntimeException()
              : Status.UNAVAILABLE.withDescription("connection reset by peer").asRuntimeException());
          return;
        }
        listener.onResponse(response.build());
      }

      @Override
      public boolean isReady() {
        return ready;
      }

      @Override
      public void halfClose() {
        synchronized (FakeWire.this) {
          if (ranAtHalfClose < 0) {
            ranAtHalfClose = ranThrough; // the server's CloseSession follows: ops not run by now are refused
          }
        }
      }
    };
  }

  /** Reads with a batch are answered as the server answers them: the values it holds, at most 16 KiB in all. */
  volatile boolean serveReads = true;

  /** Holding the lock: adds the batch's reads this fake can serve to its answer (see the server's InlineReads). */
  private void serveReads(OpBatch b, StreamResponse.Builder response) {
    long left = 16 << 10;
    for (long handle : b.getReadsList()) {
      TensorLiteral stored = uploads.containsKey(handle) ? uploads.get(handle) : streamedConstants.get(handle);
      if (!serveReads || stored == null || stored.getData().size() > left) {
        continue;
      }
      left -= stored.getData().size();
      response.addValues(org.torchtpu.api.v1.ReadValue.newBuilder().setHandle(handle).setValue(stored));
    }
  }

  @Override
  public synchronized void upload(long handle, TensorLiteral data) {
    uploads.put(handle, data);
  }

  @Override
  public synchronized TensorLiteral download(long handle, long afterSequence) {
    downloads.add(new long[] {handle, afterSequence});
    notifyAll();
    // As the server does: wait until the ops up to afterSequence have arrived, or report the failure; as a gRPC
    // call does, give up when the caller's context is cancelled, or at the deadline while batches are held back.
    io.grpc.Context context = io.grpc.Context.current();
    long deadline = System.currentTimeMillis() + downloadDeadlineMillis;
    while (received < afterSequence && !failed && System.currentTimeMillis() < deadline) {
      if (context.isCancelled()) {
        java.util.concurrent.CountDownLatch gate = cancelledReadGate;
        if (gate != null) { // the test lets something happen before the cancelled read returns
          cancelledReads.countDown();
          long until = System.currentTimeMillis() + 30_000;
          while (gate.getCount() > 0 && System.currentTimeMillis() < until) { // waits off this object's lock
            try {
              wait(20);
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
              break;
            }
          }
        }
        throw new org.torchtpu.client.TpuException(Status.Code.CANCELLED, "CANCELLED: context cancelled", null,
            context.cancellationCause());
      }
      try {
        wait(20);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException(e);
      }
    }
    if (holdBatches && received < afterSequence) {
      throw new org.torchtpu.client.TpuException(Status.Code.DEADLINE_EXCEEDED, "DEADLINE_EXCEEDED: deadline exceeded",
          null, null);
    }
    if (failed) {
      throw new org.torchtpu.client.TpuException(Status.Code.INVALID_ARGUMENT, "injected failure", failure, null);
    }
    TensorLiteral stored = uploads.containsKey(handle) ? uploads.get(handle) : streamedConstants.get(handle);
    return stored != null ? stored : LiteralCodec.fromFloats(new float[] {0}, DType.F32, 1);
  }

  /** Set: a download that sees its context cancelled counts down {@link #cancelledReads}, then waits for it to open. */
  volatile java.util.concurrent.CountDownLatch cancelledReadGate;
  final java.util.concurrent.CountDownLatch cancelledReads = new java.util.concurrent.CountDownLatch(1);

  /** The handles stored by Upload calls (not by constant ops on the stream), in no order. */
  synchronized java.util.Set<Long> uploadedHandles() {
    return new java.util.HashSet<>(uploads.keySet());
  }

  /** Answers Compile when set (the tests that call compiled functions set it). */
  volatile java.util.function.Function<Graph, CompileResponse> compiler;

  @Override
  public CompileResponse compile(Graph graph, CompileOptions options) {
    java.util.function.Function<Graph, CompileResponse> c = compiler;
    if (c == null) {
      throw new UnsupportedOperationException("not used");
    }
    return c.apply(graph);
  }

  /** Waits (up to a generous bound, as a hang guard) until every handle has been in some batch's free_after. */
  synchronized void awaitFreed(java.util.Collection<Long> handles) throws InterruptedException {
    long deadline = System.nanoTime() + 20_000_000_000L;
    while (true) {
      java.util.Set<Long> freed = new java.util.HashSet<>();
      for (OpBatch b : batches) {
        freed.addAll(b.getFreeAfterList());
      }
      if (freed.containsAll(handles)) {
        return;
      }
      long left = deadline - System.nanoTime();
      if (left <= 0) {
        java.util.List<Long> missing = new java.util.ArrayList<>(handles);
        missing.removeAll(freed);
        throw new AssertionError(missing.size() + " handles were never freed, e.g. " + missing.get(0));
      }
      wait(Math.max(1, left / 1_000_000));
    }
  }

  synchronized List<OpBatch> batches() {
    return List.copyOf(batches);
  }

  synchronized List<Thread> batchSenders() {
    return List.copyOf(batchSenders);
  }

  /** How many times each sequence number ran. */
  synchronized Map<Long, Integer> runs() {
    return Map.copyOf(runs);
  }

  synchronized List<StreamOpen> opens() {
    return List.copyOf(opens);
  }

  /** Waits (up to a generous bound, as a hang guard) until {@code n} downloads have started. */
  synchronized void awaitDownloads(int n) throws InterruptedException {
    long deadline = System.nanoTime() + 20_000_000_000L;
    while (downloads.size() < n) {
      long left = deadline - System.nanoTime();
      if (left <= 0) {
        throw new AssertionError("expected " + n + " downloads, got " + downloads.size());
      }
      wait(Math.max(1, left / 1_000_000));
    }
  }

  /** (handle, after_sequence) of each download. */
  synchronized List<long[]> downloads() {
    return List.copyOf(downloads);
  }

  /** Waits (up to a generous bound, as a hang guard) until {@code n} batches have arrived. */
  synchronized List<OpBatch> awaitBatches(int n) throws InterruptedException {
    long deadline = System.nanoTime() + 20_000_000_000L;
    while (batches.size() < n) {
      long left = deadline - System.nanoTime();
      if (left <= 0) {
        throw new AssertionError("expected " + n + " batches, got " + batches.size());
      }
      wait(Math.max(1, left / 1_000_000));
    }
    return List.copyOf(batches);
  }

  /** Waits until batches holding {@code n} ops in all have arrived. */
  synchronized List<OpBatch> awaitOps(int n) throws InterruptedException {
    long deadline = System.nanoTime() + 20_000_000_000L;
    while (opCount() < n) {
      long left = deadline - System.nanoTime();
      if (left <= 0) {
        throw new AssertionError("expected " + n + " ops, got " + opCount());
      }
      wait(Math.max(1, left / 1_000_000));
    }
    return List.copyOf(batches);
  }

  private int opCount() {
    int n = 0;
    for (OpBatch b : batches) {
      n += b.getOpsCount();
    }
    return n;
  }
}
