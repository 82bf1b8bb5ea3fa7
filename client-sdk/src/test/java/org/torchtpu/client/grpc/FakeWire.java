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

/**
 * An in-memory server end of the op stream: records every batch, acknowledges it at once, and
 * can fail one chosen op the way the server does (an error naming the op's sequence, kind and
 * source line, after which the stream runs nothing).
 */
final class FakeWire implements StreamWire {
  private final List<OpBatch> batches = new ArrayList<>();
  private final List<StreamOpen> opens = new ArrayList<>();
  private final List<long[]> downloads = new ArrayList<>();
  private final Map<Long, TensorLiteral> uploads = new HashMap<>();
  /** The op with this sequence number fails (0: none). */
  volatile long failSequence;
  private boolean failed;
  private OpError failure;
  /** Highest sequence number received on the current stream (run, failed or skipped). */
  private long received;

  @Override
  public Call open(Listener listener) {
    return new Call() {
      @Override
      public void send(StreamRequest r) {
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
        OpBatch b = r.getBatch();
        StreamResponse.Builder response = StreamResponse.newBuilder();
        synchronized (FakeWire.this) {
          batches.add(b);
          FakeWire.this.notifyAll();
          long last = b.getFirstSequence() + b.getOpsCount() - 1;
          received = Math.max(received, last);
          if (failed) {
            return; // a failed stream runs and acknowledges nothing more
          }
          long f = failSequence;
          if (f >= b.getFirstSequence() && f <= last) {
            failed = true;
            Op op = b.getOps((int) (f - b.getFirstSequence()));
            failure = OpError.newBuilder().setSequence(f).setOp(TypeInference.kindName(op))
                .setLocation(op.getLocation()).setReason("injected failure").build();
            response.setCompletedSequence(f - 1)
                .setError(failure)
                .setErrorCode(Status.Code.INVALID_ARGUMENT.value());
          } else {
            response.setCompletedSequence(last);
          }
        }
        listener.onResponse(response.build());
      }

      @Override
      public boolean isReady() {
        return true;
      }

      @Override
      public void halfClose() {}
    };
  }

  @Override
  public synchronized void upload(long handle, TensorLiteral data) {
    uploads.put(handle, data);
  }

  @Override
  public synchronized TensorLiteral download(long handle, long afterSequence) {
    downloads.add(new long[] {handle, afterSequence});
    // As the server does: wait until the ops up to afterSequence have arrived, or report the failure.
    long deadline = System.currentTimeMillis() + 10_000;
    while (received < afterSequence && !failed && System.currentTimeMillis() < deadline) {
      try {
        wait(100);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException(e);
      }
    }
    if (failed) {
      throw new org.torchtpu.client.TpuException(Status.Code.INVALID_ARGUMENT, "injected failure", failure, null);
    }
    TensorLiteral stored = uploads.get(handle);
    return stored != null ? stored : LiteralCodec.fromFloats(new float[] {0}, DType.F32, 1);
  }

  @Override
  public CompileResponse compile(Graph graph, CompileOptions options) {
    throw new UnsupportedOperationException("not used");
  }

  synchronized List<OpBatch> batches() {
    return List.copyOf(batches);
  }

  synchronized List<StreamOpen> opens() {
    return List.copyOf(opens);
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
