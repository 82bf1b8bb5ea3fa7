package org.torchtpu.server.fabric;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.FabricAck;
import org.torchtpu.api.v1.FabricChunk;
import org.torchtpu.api.v1.FabricGrpc;
import org.torchtpu.api.v1.ShardHeader;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.testing.CallOutcome;

/**
 * A part from another host names its ranks; the receiving host checks them against the world before it keeps
 * anything: a made-up list of further target ranks would otherwise make it keep a mailbox slot per rank.
 */
class ShardHeaderBoundsTest {
  /** The status a host answers one delivery of {@code header} (no data) with: OK, or what refused it. */
  static Status deliver(TestHost to, ShardHeader header) throws Exception {
    ManagedChannel channel = ManagedChannelBuilder.forTarget(to.address()).usePlaintext().build();
    try {
      CallOutcome<FabricAck> call = new CallOutcome<>();
      StreamObserver<FabricChunk> in = FabricGrpc.newStub(channel).withDeadlineAfter(60, TimeUnit.SECONDS).deliver(call);
      in.onNext(FabricChunk.newBuilder().setHeader(header).build());
      in.onCompleted();
      return call.await(90);
    } finally {
      channel.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
    }
  }

  /** A part of tenant "t", whose ranks TestHost opens. */
  private static ShardHeader.Builder header(String world, int source, int target) {
    return ShardHeader.newBuilder().setWorldId(world).setTenant("t").setGroupKey("0,1").setGroupSequence(1).setSourceRank(source)
        .setTargetRank(target).setPayloadBytes(0);
  }

  @Test
  void theRanksOfAPartAreBoundedByTheWorldsSize() throws Exception {
    try (TestHost a = new TestHost("host-a", 2); TestHost b = new TestHost("host-b", 2)) {
      WorldMembership.Builder world = TestHost.world("job-7/0", List.of(a, b), new int[] {0, 0}, 20_000);
      a.openRank(world, 0, EagerMode.STRICT);

      assertThat(deliver(a, header("job-7/0", 1, 0).build()).getCode()).isEqualTo(Status.Code.OK);
      Status beyond = deliver(a, header("job-7/0", 1, 0).addOtherTargetRanks(5).build());
      assertThat(beyond.getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
      assertThat(beyond.getDescription()).contains("job-7/0 of 2 ranks", "other_target_ranks[0] 5 is outside 0..1");
      Status many = deliver(a, header("job-7/0", 1, 0).addAllOtherTargetRanks(List.of(1, 1, 1)).build());
      assertThat(many.getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
      assertThat(many.getDescription()).contains("other_target_ranks lists 3 ranks, more than the 1 other ranks");
      Status repeated = deliver(a, header("job-7/0", 1, 0).addOtherTargetRanks(0).build());
      assertThat(repeated.getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
      assertThat(repeated.getDescription()).contains("repeats rank 0");
      Status source = deliver(a, header("job-7/0", 2, 0).build());
      assertThat(source.getDescription()).contains("source_rank 2 is outside 0..1");
    }
  }

  @Test
  void aWorldNotJoinedHereYetIsBoundedByTheLargestPod() throws Exception {
    try (TestHost a = new TestHost("host-a", 2)) {
      // parts may come before their ranks join: accepted while their ranks are plausible
      assertThat(deliver(a, header("early/0", 3, 1).addOtherTargetRanks(2).build()).getCode()).isEqualTo(Status.Code.OK);
      Status negative = deliver(a, header("early/0", 3, -1).build());
      assertThat(negative.getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
      assertThat(negative.getDescription()).contains("target_rank -1 is outside");
      List<Integer> flood = IntStream.range(1, WorldRegistry.MAX_RANKS_OF_AN_UNKNOWN_WORLD + 1).boxed().toList();
      Status tooMany = deliver(a, header("early/0", 0, 0).addAllOtherTargetRanks(flood).build());
      assertThat(tooMany.getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
      assertThat(tooMany.getDescription()).contains("other_target_ranks lists 9216 ranks");
    }
  }
}
