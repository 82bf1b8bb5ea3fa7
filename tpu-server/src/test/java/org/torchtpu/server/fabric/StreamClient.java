package org.torchtpu.server.fabric;

import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.stub.StreamObserver;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.RuntimeGrpc;
import org.torchtpu.api.v1.StreamOpen;
import org.torchtpu.api.v1.StreamRequest;
import org.torchtpu.api.v1.StreamResponse;

/** Sends one batch on a Runtime stream and waits for its acknowledgement. */
final class StreamClient {
  private final String address;

  StreamClient(String address) {
    this.address = address;
  }

  void run(String session, OpBatch batch) throws Exception {
    ManagedChannel channel = ManagedChannelBuilder.forTarget(address).usePlaintext().build();
    try {
      BlockingQueue<Object> responses = new LinkedBlockingQueue<>();
      StreamObserver<StreamRequest> requests = RuntimeGrpc.newStub(channel).executeStream(new StreamObserver<>() {
        @Override
        public void onNext(StreamResponse r) {
          responses.add(r);
        }

        @Override
        public void onError(Throwable t) {
          responses.add(t);
        }

        @Override
        public void onCompleted() {}
      });
      requests.onNext(StreamRequest.newBuilder().setOpen(StreamOpen.newBuilder().setSessionId(session)).build());
      requests.onNext(StreamRequest.newBuilder().setBatch(batch).build());
      long last = batch.getFirstSequence() + batch.getOpsCount() - 1;
      while (true) {
        Object r = responses.poll(60, TimeUnit.SECONDS);
        if (!(r instanceof StreamResponse response) || response.hasError()) {
          throw new AssertionError("stream failed: " + r);
        }
        if (response.getCompletedSequence() >= last) {
          break;
        }
      }
      requests.onCompleted();
    } finally {
      channel.shutdownNow();
    }
  }
}
