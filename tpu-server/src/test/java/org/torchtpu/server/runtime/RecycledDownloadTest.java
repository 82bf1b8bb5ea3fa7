package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.torchtpu.server.runtime.SharedHeapSessions.constant;
import static org.torchtpu.server.runtime.SharedHeapSessions.ramp;

import io.grpc.stub.ClientCallStreamObserver;
import io.grpc.stub.ClientResponseObserver;
import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.DownloadRequest;
import org.torchtpu.api.v1.DownloadResponse;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.FreeRequest;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.exec.Literals;

/**
 * A value freed while a Download of it is open (its caller reads slowly, or not at all) is not recycled: its storage
 * goes to the collector, not to the session's pool, from which the next result of its length would overwrite what the
 * Download still encodes or sends. It is not kept aside either (uncharged, for as long as the Download lasts).
 */
class RecycledDownloadTest {
  private static final int N = 2048;

  private static Op add(long lhs, long rhs, long result) {
    return Op.newBuilder().addOperands(lhs).addOperands(rhs).addResults(result)
        .setBinary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.ADD)).build();
  }

  private static boolean someoneSendsADownload() {
    for (StackTraceElement[] stack : Thread.getAllStackTraces().values()) {
      for (StackTraceElement frame : stack) {
        if (frame.getClassName().equals(DownloadCall.class.getName()) && frame.getMethodName().equals("sendWhenReady")) {
          return true;
        }
      }
    }
    return false;
  }

  @Test
  void aValueFreedDuringAStalledDownloadIsNotRecycled() throws Exception {
    try (RuntimeHarness h = new RuntimeHarness()) {
      String s = h.open(EagerMode.STRICT, 0);
      float[] data = ramp(N, 1, 0.5f);
      h.stream(s, List.of(OpBatch.newBuilder().setFirstSequence(1).addOps(constant(1, data, N)).addOps(add(1, 1, 2))
          .build()));

      // a Download of handle 2 whose caller reads nothing yet
      CompletableFuture<Void> done = new CompletableFuture<>();
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      TensorType[] type = new TensorType[1];
      @SuppressWarnings("unchecked")
      ClientCallStreamObserver<DownloadRequest>[] call = new ClientCallStreamObserver[1];
      h.async.download(DownloadRequest.newBuilder().setSessionId(s).setHandle(2).setAfterSequence(2).build(),
          new ClientResponseObserver<DownloadRequest, DownloadResponse>() {
            @Override
            public void beforeStart(ClientCallStreamObserver<DownloadRequest> requests) {
              call[0] = requests;
              requests.disableAutoRequestWithInitial(0);
            }

            @Override
            public void onNext(DownloadResponse r) {
              if (r.hasType()) {
                type[0] = r.getType();
              } else {
                try {
                  r.getChunk().writeTo(bytes);
                } catch (java.io.IOException e) {
                  done.completeExceptionally(e);
                }
              }
            }

            @Override
            public void onError(Throwable t) {
              done.completeExceptionally(t);
            }

            @Override
            public void onCompleted() {
              done.complete(null);
            }
          });
      long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60); // a bound on a hang, not a timing
      while (!someoneSendsADownload() && System.nanoTime() < until) {
        Thread.sleep(1);
      }
      assertThat(someoneSendsADownload()).as("the Download waits for its caller to read").isTrue();

      h.blocking.free(FreeRequest.newBuilder().setSessionId(s).addHandles(2).build());
      DeviceSession session = h.sessions.get(s);
      assertThat(session.storage().pooledBytes()).as("storage a Download still reads is not pooled").isZero();
      // the next result of its length (other values): it would take the freed storage were it pooled
      float[] other = ramp(N, 40, -0.75f);
      h.stream(s, List.of(OpBatch.newBuilder().setFirstSequence(3).addOps(constant(4, other, N)).addOps(add(4, 4, 3))
          .build()));

      // What the values guard: the Download reads what handle 2 held, not handle 3's values. Today a Download encodes
      // its value whole before it waits for its caller, so only a Download that reads the array as it sends could
      // fail here; the pooled-bytes check above is what fails when freed storage under an open read is recycled.
      call[0].request(Integer.MAX_VALUE);
      done.get(60, TimeUnit.SECONDS);
      float[] read = Literals.decode(TensorLiteral.newBuilder().setType(type[0])
          .setData(com.google.protobuf.ByteString.copyFrom(bytes.toByteArray())).build()).floats();
      float[] twice = new float[N];
      for (int i = 0; i < N; i++) {
        twice[i] = data[i] + data[i];
      }
      assertThat(read).containsExactly(twice);

      // with no Download open, a freed result is pooled as usual (so the check above could fail)
      h.blocking.free(FreeRequest.newBuilder().setSessionId(s).addHandles(3).build());
      assertThat(session.storage().pooledBytes()).isEqualTo(4L * N);
    }
  }
}
