package org.torchtpu.server.fabric;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.google.protobuf.ByteString;
import io.grpc.Status;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.ShardHeader;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.exec.DeviceArray;

/** Parts on the open stream between two hosts: stored, receipted, refused one by one, failed when the host goes. */
class PartStreamsTest {
  private static final long TIMEOUT_NANOS = TimeUnit.SECONDS.toNanos(30);

  private static ShardHeader header(String world, int source, long sequence, int floats) {
    TensorType t = TensorType.newBuilder().setDtype(DType.F32).addDims(floats).build();
    return ShardHeader.newBuilder().setWorldId(world).setGroupKey("0,1,2,3").setGroupSequence(sequence)
        .setSourceRank(source).setTargetRank(0).addPayloadTypes(t).setPayloadBytes(4L * floats).build();
  }

  private static ByteString data(float first, int floats) {
    float[] v = new float[floats];
    for (int i = 0; i < floats; i++) {
      v[i] = first + i * 0.25f;
    }
    return ShardCodec.encode(List.of(DeviceArray.ofFloats(DType.F32, new int[] {floats}, v)));
  }

  private static void settled(CompletableFuture<Void> sent) throws Exception {
    sent.get(30, TimeUnit.SECONDS);
  }

  @Test
  void partsShareOneStreamAndArriveWhole() throws Exception {
    try (TestHost receiver = new TestHost("receiver", 1);
         FabricClient client = new FabricClient(4096, FabricClient.STREAMED_PART_BYTES, null, null)) {
      // several collectives' parts back to back, one large enough to span many HTTP/2 frames
      for (int source = 1; source <= 3; source++) {
        int floats = source == 3 ? 300_000 : 5;
        settled(client.deliver(receiver.address(), header("w", source, 1, floats), data(source, floats), 30_000));
      }
      settled(client.deliver(receiver.address(), header("w", 1, 2, 5), data(7, 5), 30_000));
      Mailbox.Arrival first = receiver.worlds.mailbox().await(new Mailbox.Key("w", 0, "0,1,2,3", 1), Set.of(1, 2, 3),
          System.nanoTime() + TIMEOUT_NANOS);
      assertThat(first.missing()).isEmpty();
      assertThat(first.parts().get(2).payload().get(0).floats()).containsExactly(2f, 2.25f, 2.5f, 2.75f, 3f);
      float[] large = first.parts().get(3).payload().get(0).floats();
      assertThat(large).hasSize(300_000);
      assertThat(large[299_999]).isEqualTo(3 + 299_999 * 0.25f);
      Mailbox.Arrival second = receiver.worlds.mailbox().await(new Mailbox.Key("w", 0, "0,1,2,3", 2), Set.of(1),
          System.nanoTime() + TIMEOUT_NANOS);
      assertThat(second.parts().get(1).payload().get(0).floats()).startsWith(7f, 7.25f);
      assertThat(client.partsAwaitingReceipt()).isZero();
    }
  }

  /**
   * A part whose header is refused before it is parsed (here 1.9M unknown fields, estimated at 380 MB of heap) goes
   * on a stream of its own, so its refusal fails it alone: another world's part sent right behind it on the host
   * pair's open stream is stored. On the open stream, the refusal ended the call and failed every part behind it.
   */
  @Test
  void aPartRefusedBeforeParsingDoesNotEndTheSharedStream() throws Exception {
    try (TestHost receiver = new TestHost("receiver", 1);
         FabricClient client = new FabricClient(4096, FabricClient.STREAMED_PART_BYTES, null, null)) {
      com.google.protobuf.UnknownFieldSet.Field.Builder zeros = com.google.protobuf.UnknownFieldSet.Field.newBuilder();
      for (int i = 0; i < 1_900_000; i++) { // 3.8 MB, under the test host's 4 MiB inbound limit
        zeros.addVarint(0);
      }
      // inside an unknown group (field 1000, whose tag takes two bytes), so each zero takes two bytes as it did when
      // field 15 was unknown
      com.google.protobuf.UnknownFieldSet group = com.google.protobuf.UnknownFieldSet.newBuilder()
          .addField(1, zeros.build()).build();
      ShardHeader hostile = header("world-b", 1, 1, 5).toBuilder().setUnknownFields(
          com.google.protobuf.UnknownFieldSet.newBuilder().addField(1000,
              com.google.protobuf.UnknownFieldSet.Field.newBuilder().addGroup(group).build()).build()).build();
      CompletableFuture<Void> refused = client.deliver(receiver.address(), hostile, data(1, 5), 30_000);
      CompletableFuture<Void> other = client.deliver(receiver.address(), header("world-a", 2, 1, 5), data(2, 5),
          30_000);
      settled(other);
      Throwable failure = catchThrowable(() -> settled(refused));
      Status status = Status.fromThrowable(failure.getCause());
      assertThat(status.getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
      assertThat(status.getDescription()).contains("would take more than");
      Mailbox.Arrival arrival = receiver.worlds.mailbox().await(new Mailbox.Key("world-a", 0, "0,1,2,3", 1),
          Set.of(2), System.nanoTime() + TIMEOUT_NANOS);
      assertThat(arrival.parts().get(2).payload().get(0).floats()).startsWith(2f, 2.25f);
      assertThat(client.partsAwaitingReceipt()).isZero();
    }
  }

  @Test
  void aRefusedPartFailsAloneAndTheStreamCarriesTheNext() throws Exception {
    try (TestHost receiver = new TestHost("receiver", 1);
         FabricClient client = new FabricClient(4096, FabricClient.STREAMED_PART_BYTES, null, null)) {
      ShardHeader lying = header("w", 1, 1, 5).toBuilder().setPayloadBytes(24).build();
      Throwable refused = catchThrowable(() -> settled(client.deliver(receiver.address(), lying, data(1, 5), 30_000)));
      assertThat(refused).isInstanceOf(ExecutionException.class);
      Status status = Status.fromThrowable(refused.getCause());
      assertThat(status.getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
      assertThat(status.getDescription()).contains("carries 20 bytes").contains("announced 24");
      Throwable noWorld = catchThrowable(() -> settled(client.deliver(receiver.address(),
          header("", 1, 1, 5), data(1, 5), 30_000)));
      assertThat(Status.fromThrowable(noWorld.getCause()).getDescription()).contains("needs world_id");

      settled(client.deliver(receiver.address(), header("w", 2, 1, 5), data(2, 5), 30_000));
      Mailbox.Arrival arrival = receiver.worlds.mailbox().await(new Mailbox.Key("w", 0, "0,1,2,3", 1), Set.of(2),
          System.nanoTime() + TIMEOUT_NANOS);
      assertThat(arrival.parts()).containsOnlyKeys(2); // the refused part was not stored
      assertThat(client.partsAwaitingReceipt()).isZero();
    }
  }

  @Test
  void aHostThatGoesAwayFailsItsPartsAndASecondHostIsUnaffected() throws Exception {
    try (TestHost doomed = new TestHost("doomed", 1);
         TestHost other = new TestHost("other", 1);
         FabricClient client = new FabricClient(4096, FabricClient.STREAMED_PART_BYTES, null, null)) {
      settled(client.deliver(doomed.address(), header("w", 1, 1, 5), data(1, 5), 30_000)); // the stream is open
      settled(client.deliver(other.address(), header("w", 1, 1, 5), data(1, 5), 30_000));
      String doomedAddress = doomed.address(); // a terminated server no longer reports its port
      doomed.kill();
      Throwable lost = catchThrowable(() -> settled(client.deliver(doomedAddress, header("w", 1, 2, 5), data(1, 5),
          30_000)));
      assertThat(lost).as("a part to a dead host fails, it does not hang").isInstanceOf(ExecutionException.class);
      assertThat(Status.fromThrowable(lost.getCause()).getCode()).isEqualTo(Status.Code.UNAVAILABLE);
      settled(client.deliver(other.address(), header("w", 1, 2, 5), data(1, 5), 30_000));
      assertThat(client.partsAwaitingReceipt()).isZero();
    }
  }

  @Test
  void theFabricsChannelsRunOnAnEventLoopOfTheirOwn() throws Exception {
    try (TestHost receiver = new TestHost("receiver", 1);
         FabricClient client = new FabricClient(4096, FabricClient.STREAMED_PART_BYTES, null, null)) {
      int onLoop = 0;
      for (int i = 1; i <= 20; i++) {
        Thread test = Thread.currentThread();
        java.util.concurrent.atomic.AtomicReference<String> where = new java.util.concurrent.atomic.AtomicReference<>();
        CompletableFuture<Void> sent = client.deliver(receiver.address(), header("w", 1, i, 5), data(i, 5), 30_000);
        // a receipt read before this registration completes it here, on the test's thread; any other is read by the loop
        settled(sent.whenComplete((ok, error) -> where.set(Thread.currentThread() == test ? "test"
            : client.onFabricLoop() ? "fabric loop" : Thread.currentThread().getName())));
        assertThat(where.get()).isIn("test", "fabric loop");
        onLoop += "fabric loop".equals(where.get()) ? 1 : 0;
      }
      assertThat(onLoop).as("receipts read on the Fabric's own event loop").isPositive();
      assertThat(client.onFabricLoop()).as("a test thread is not the Fabric's loop").isFalse();
    }
  }
  @Test
  void partsToDifferentHostsAreCarriedByDifferentThreads() throws Exception {
    try (TestHost first = new TestHost("first", 1);
         TestHost second = new TestHost("second", 1);
         FabricClient client = new FabricClient(4096, FabricClient.STREAMED_PART_BYTES, null, null)) {
      // one tenant's large parts to one host must not hold up another's to another host behind one thread
      String[] peers = {first.address(), second.address()};
      java.util.Map<String, Set<Thread>> readers = new java.util.concurrent.ConcurrentHashMap<>();
      Thread test = Thread.currentThread();
      for (int i = 1; i <= 200 && !(readers.containsKey(peers[0]) && readers.containsKey(peers[1])); i++) {
        for (String peer : peers) {
          // a receipt read before this registration completes it here, on the test's thread: only the loop's count
          settled(client.deliver(peer, header("w", 1, i, 5), data(i, 5), 30_000).whenComplete((ok, error) -> {
            if (Thread.currentThread() != test && client.onFabricLoop()) {
              readers.computeIfAbsent(peer, p -> java.util.concurrent.ConcurrentHashMap.newKeySet()).add(Thread.currentThread());
            }
          }));
        }
      }
      assertThat(readers).as("receipts from both hosts read on the Fabric's loops").containsOnlyKeys(peers);
      assertThat(readers.get(peers[0])).doesNotContainAnyElementsOf(readers.get(peers[1]));
    }
  }
}
