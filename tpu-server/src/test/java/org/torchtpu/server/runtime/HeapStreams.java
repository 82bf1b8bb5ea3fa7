package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.stub.StreamObserver;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.OpenSessionRequest;
import org.torchtpu.api.v1.StreamOpen;
import org.torchtpu.api.v1.StreamRequest;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.server.HostProperties;
import org.torchtpu.server.chip.Host;
import org.torchtpu.server.compiler.cache.ProgramCache;
import org.torchtpu.server.compiler.cache.ProgramService;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.security.HostMemory;
import org.torchtpu.server.security.QueuedHeap;
import org.torchtpu.server.security.QuotaProperties;
import org.torchtpu.server.security.TenantQuotas;

/**
 * A Runtime service on a host with a small heap (for the heap back-pressure tests), and op streams driven by hand:
 * each call records what the server asked for, answered and how it ended, so a test knows exactly which batches the
 * server has read.
 */
final class HeapStreams {
  /**
   * Ops of each test batch: one-float constants, freed after the batch. Held at 48 bytes per wire byte, such a batch
   * holds about four times the heap its values take while it runs, so a share full of held batches still has room
   * for the running batch's values.
   */
  static final int OPS = 2_000;

  /** What one test batch holds of its tenant's share (see BatchHeap). */
  static final long BATCH_HEAP = BatchHeap.of(batch(1).getBatch(), batch(1).getBatch().getSerializedSize());

  final HostMemory memory;
  final SimpleMeterRegistry meters = new SimpleMeterRegistry();
  final SessionRegistry sessions;
  final Admission admission;
  final RuntimeService service;

  /** A process whose tenant share holds {@code batches} test batches (and half more): the next one waits. */
  HeapStreams(double batches) {
    memory = new HostMemory((long) (2 * batches * BATCH_HEAP), 0, 0.5);
    Host host = new Host("heap-host", Generation.V5E, 1);
    Executor executor = new Executor();
    ProgramService programs = new ProgramService(executor, new ProgramCache(1 << 20, null, host.id(), executor, meters));
    sessions = new SessionRegistry(host, executor, programs, meters, new TenantQuotas(QuotaProperties.unlimited(), memory));
    admission = new Admission(LimitProperties.defaults(), meters);
    service = new RuntimeService(sessions, new HostProperties("v5e", 1, host.id(), 60), meters, admission);
  }

  String open(String tenant) {
    RecordingCall.Unary<org.torchtpu.api.v1.SessionInfo> r = new RecordingCall.Unary<>();
    service.openSession(OpenSessionRequest.newBuilder().setTenant(tenant).setMode(EagerMode.STRICT).build(), r);
    return r.value().getSessionId();
  }

  DeviceSession session(String id) {
    return sessions.get(id);
  }

  QueuedHeap queued(String session) {
    return sessions.get(session).hbm().queued();
  }

  double batchesWaited() {
    return meters.counter("torchtpu.stream.batches.waited.for.heap").count();
  }

  /** Holds {@code session}'s queue (as a long op or a collective its peers never join would) until counted down. */
  CountDownLatch stall(String session) throws InterruptedException {
    CountDownLatch release = new CountDownLatch(1);
    CountDownLatch stalled = new CountDownLatch(1);
    sessions.get(session).enqueue(() -> {
      stalled.countDown();
      try {
        release.await(60, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    });
    assertThat(stalled.await(30, TimeUnit.SECONDS)).isTrue();
    return release;
  }

  /** A Debug Execute defining {@code handle} as a constant of {@code floats} floats (it stays, holding its heap). */
  void define(String session, long handle, int floats) {
    RecordingCall.Unary<org.torchtpu.api.v1.ExecuteResponse> r = new RecordingCall.Unary<>();
    service.execute(ExecuteRequest.newBuilder().setSessionId(session).setFirstSequence(handle)
        .addOps(constant(handle, floats)).build(), r);
    r.value();
  }

  /** An op defining {@code handle} as a constant of {@code floats} zeros. */
  static Op constant(long handle, int floats) {
    return Op.newBuilder().addResults(handle).setConstant(ConstantOp.newBuilder()
        .setValue(LiteralCodec.fromFloats(new float[floats], DType.F32, floats))).build();
  }

  /** The batch of ops {@code first}..{@code first + OPS - 1}: one-float constants, freed after it (nothing stays). */
  static StreamRequest batch(long first) {
    OpBatch.Builder b = OpBatch.newBuilder().setFirstSequence(first);
    for (int i = 0; i < OPS; i++) {
      long handle = 1_000_000_000L + first + i;
      b.addOps(constant(handle, 1)).addFreeAfter(handle);
    }
    return StreamRequest.newBuilder().setBatch(b).build();
  }

  /** A batch of {@code ops} one-float constants from op {@code first}, freed after it. */
  static StreamRequest batch(long first, int ops) {
    OpBatch.Builder b = OpBatch.newBuilder().setFirstSequence(first);
    for (int i = 0; i < ops; i++) {
      long handle = 1_000_000_000L + first + i;
      b.addOps(constant(handle, 1)).addFreeAfter(handle);
    }
    return StreamRequest.newBuilder().setBatch(b).build();
  }

  /** Batch number {@code n} (1-based) of a stream whose batches are numbered from {@code base}. */
  static long first(long n) {
    return (n - 1) * OPS + 1;
  }

  /** Opens an op stream on {@code session}; the returned call sends its batches. */
  Stream stream(String session) {
    RecordingCall call = new RecordingCall();
    StreamObserver<StreamRequest> in = service.executeStream(call);
    in.onNext(StreamRequest.newBuilder().setOpen(StreamOpen.newBuilder().setSessionId(session)).build());
    return new Stream(call, in);
  }

  /** One op stream: the client's half ({@code in}) and the server's recorded answers ({@code call}). */
  record Stream(RecordingCall call, StreamObserver<StreamRequest> in) {
    /** Sends batches number {@code from}..{@code to} while the server asks for them; returns the last one sent. */
    long sendWhileAsked(long from, long to) {
      long n = from;
      while (n <= to && call.requested() > call.delivered) {
        call.delivered++;
        in.onNext(batch(first(n++)));
      }
      return n - 1;
    }

    /** Sends batches number {@code from}..{@code to}, waiting (bounded) for the server to ask for each. */
    void sendAll(long from, long to) {
      for (long n = from; n <= to; n++) {
        call.awaitRequested(call.delivered + 1);
        call.delivered++;
        in.onNext(batch(first(n)));
      }
    }

    /** Whether the server acknowledged every op of batch number {@code n}. */
    boolean acknowledgedBatch(long n) {
      return call.acknowledged() >= first(n + 1) - 1;
    }
  }

  /** Waits (bounded: a hang guard) until {@code condition} holds. */
  static void await(BooleanSupplier condition, String what) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("timed out waiting until " + what);
      }
      Thread.sleep(2);
    }
  }

  /** The server's side of one call, recorded: messages asked for, answers, and how it ended. */
  static final class RecordingCall extends FakeServerCall {
    private int requested;
    /** Messages the client has sent (the opening one included); only the client's thread writes it. */
    int delivered = 1;
    final List<StreamResponse> sent = new CopyOnWriteArrayList<>();
    volatile Throwable error;
    volatile boolean completed;

    @Override
    public synchronized void request(int count) {
      requested += count;
      notifyAll();
    }

    synchronized int requested() {
      return requested;
    }

    synchronized void awaitRequested(int n) {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
      while (requested < n) {
        long left = deadline - System.nanoTime();
        if (left <= 0) {
          throw new AssertionError("the server asked for " + requested + " messages, not " + n);
        }
        try {
          TimeUnit.NANOSECONDS.timedWait(this, left);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new AssertionError(e);
        }
      }
    }

    @Override
    public void onNext(StreamResponse value) {
      sent.add(value);
    }

    @Override
    public void onError(Throwable t) {
      error = t;
    }

    @Override
    public void onCompleted() {
      completed = true;
    }

    boolean ended() {
      return error != null || completed;
    }

    /** The last op the server acknowledged, or -1 before any answer. */
    long acknowledged() {
      long max = -1;
      for (StreamResponse r : sent) {
        max = Math.max(max, r.getCompletedSequence());
      }
      return max;
    }

    boolean anyOpError() {
      return sent.stream().anyMatch(StreamResponse::hasError);
    }

    /** A unary call's observer: its one value, or its error as an AssertionError. */
    static final class Unary<T> implements StreamObserver<T> {
      private final java.util.concurrent.CompletableFuture<T> value = new java.util.concurrent.CompletableFuture<>();

      @Override
      public void onNext(T v) {
        value.complete(v);
      }

      @Override
      public void onError(Throwable t) {
        value.completeExceptionally(t);
      }

      @Override
      public void onCompleted() { }

      T value() {
        try {
          return value.get(30, TimeUnit.SECONDS);
        } catch (Exception e) {
          throw new AssertionError("the call failed: " + e, e);
        }
      }
    }
  }
}
