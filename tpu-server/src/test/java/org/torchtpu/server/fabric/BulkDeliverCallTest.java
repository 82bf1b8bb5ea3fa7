package org.torchtpu.server.fabric;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.stub.StreamObserver;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.FabricAck;
import org.torchtpu.api.v1.FabricChunk;
import org.torchtpu.api.v1.FabricGrpc;
import org.torchtpu.api.v1.ShardHeader;
import org.torchtpu.server.fabric.bulk.BulkChannel;
import org.torchtpu.server.fabric.bulk.BulkKey;

/** A Deliver call that offers the bulk channel, seen from the receiving host's side. */
class BulkDeliverCallTest {
  private static BulkChannel bulk() throws java.io.IOException {
    return BulkChannel.open(new java.net.InetSocketAddress(java.net.InetAddress.getLoopbackAddress(), 0),
        org.torchtpu.api.security.PodSeal.of("pod secret, 16+ characters", BulkKey.PURPOSE),
        BulkProperties.defaults().limits());
  }

  private static ShardHeader header(int bytes) {
    return ShardHeader.newBuilder().setWorldId("w-bulk-call").setTenant("t").setGroupKey("g").setGroupSequence(1)
        .setSourceRank(0).setTargetRank(1).setPayloadBytes(bytes).build();
  }

  /** Waits, bounded, until the condition holds; the assertion after it says what did not. */
  private static void awaitUpTo(long seconds, java.util.function.BooleanSupplier condition) throws InterruptedException {
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
    while (!condition.getAsBoolean() && System.nanoTime() < end) {
      Thread.sleep(20);
    }
  }

  @Test
  void aHalfClosedCallWhoseBytesNeverCameGivesItsTicketUpWhenItsDeadlinePasses() throws Exception {
    try (TestHost host = new TestHost("host-bulk-call", 1, 64, bulk())) {
      ManagedChannel channel = ManagedChannelBuilder.forTarget(host.address()).usePlaintext().build();
      try {
        for (int call = 0; call < 3; call++) {
          CompletableFuture<FabricAck> answer = new CompletableFuture<>();
          CompletableFuture<Throwable> ended = new CompletableFuture<>();
          StreamObserver<FabricChunk> requests = FabricGrpc.newStub(channel).withDeadlineAfter(1, TimeUnit.SECONDS)
              .deliver(new StreamObserver<>() {
                @Override
                public void onNext(FabricAck ack) {
                  answer.complete(ack);
                }

                @Override
                public void onError(Throwable t) {
                  ended.complete(t);
                }

                @Override
                public void onCompleted() {
                  ended.complete(null);
                }
              });
          requests.onNext(FabricChunk.newBuilder().setHeader(header(8 << 20)).setBulkOffered(true).build());
          assertThat(answer.get(30, TimeUnit.SECONDS).getBulkTicket().size()).as("admitted on the bulk channel")
              .isEqualTo(16);
          assertThat(host.worlds.bulkReceiver().admittedBytes()).isEqualTo(8 << 20);
          requests.onCompleted(); // as a sender does once its bytes are in its kernel; they never arrive
          assertThat(ended.get(30, TimeUnit.SECONDS)).as("the call ends on its deadline").isNotNull();
          awaitUpTo(30, () -> host.worlds.bulkReceiver().admittedBytes() == 0);
          assertThat(host.worlds.bulkReceiver().admittedBytes()).as("the lost part's admission is given back")
              .isZero();
        }
      } finally {
        channel.shutdownNow();
      }
    }
  }

  /** A Fabric from before the bulk channel: ignores the offer, answers once the chunks are all here. */
  private static final class FabricWithoutBulk extends FabricGrpc.FabricImplBase {
    final CompletableFuture<com.google.protobuf.ByteString> received = new CompletableFuture<>();

    @Override
    public StreamObserver<FabricChunk> deliver(StreamObserver<FabricAck> out) {
      return new StreamObserver<>() {
        private com.google.protobuf.ByteString data = com.google.protobuf.ByteString.EMPTY;

        @Override
        public void onNext(FabricChunk chunk) {
          data = data.concat(chunk.getData());
        }

        @Override
        public void onError(Throwable t) {
          received.completeExceptionally(t);
        }

        @Override
        public void onCompleted() {
          received.complete(data);
          out.onNext(FabricAck.newBuilder().setBytes(data.size()).build());
          out.onCompleted();
        }
      };
    }
  }

  @Test
  void aReceiverThatNeverAnswersTheOfferGetsTheChunks() throws Exception {
    FabricWithoutBulk old = new FabricWithoutBulk();
    io.grpc.Server server = io.grpc.ServerBuilder.forPort(0).addService(old).build().start();
    try (BulkChannel mine = bulk();
         FabricClient client = new FabricClient(64 << 10, 64, "", null, mine.sender())) {
      byte[] bytes = new byte[300_000];
      for (int i = 0; i < bytes.length; i++) {
        bytes[i] = (byte) (i * 7);
      }
      com.google.protobuf.ByteString data = com.google.protobuf.ByteString.copyFrom(bytes);
      client.deliver("localhost:" + server.getPort(), header(bytes.length), data, 60_000).get(60, TimeUnit.SECONDS);
      assertThat(old.received.get(10, TimeUnit.SECONDS)).isEqualTo(data);
    } finally {
      server.shutdownNow();
    }
  }
}
