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
}
