package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import org.torchtpu.api.grpc.FirstResponse;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.AllGatherOp;
import org.torchtpu.api.v1.AllReduceOp;
import org.torchtpu.api.v1.CollectiveReduction;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.ExecuteResponse;
import org.torchtpu.api.v1.ExecutionDepth;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpenSessionRequest;
import org.torchtpu.api.v1.ReplicaGroup;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.UploadHeader;
import org.torchtpu.api.v1.UploadRequest;
import org.torchtpu.api.v1.UploadResponse;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.server.chip.IciSpec;
import org.torchtpu.server.compiler.GraphBuilder;
import org.torchtpu.server.cost.CollectiveKind;
import org.torchtpu.server.cost.IciCostModel;
import org.torchtpu.server.cost.SliceTopology;

/** Eager collectives in an abstract session with a world: one rank stands for all, priced on the world's slice. */
class AbstractWorldTest {
  private RuntimeHarness rt;

  @AfterEach
  void close() {
    if (rt != null) {
      rt.close();
    }
  }

  private static WorldMembership world(int size, int rank, String topology) {
    return WorldMembership.newBuilder().setWorldId("abstract-w").setWorldSize(size).setRank(rank)
        .setSliceTopology(topology).build();
  }

  private String open(WorldMembership world) {
    return open(world, Generation.V5E);
  }

  private String open(WorldMembership world, Generation generation) {
    return rt.blocking.openSession(OpenSessionRequest.newBuilder().setTenant("t").setMode(EagerMode.DEBUG)
        .setDepth(ExecutionDepth.ABSTRACT).setGeneration(generation).setWorld(world).build()).getSessionId();
  }

  private void header(String session, long handle, TensorType type) throws Exception {
    FirstResponse<UploadResponse> done = new FirstResponse<>();
    var up = rt.async.upload(done);
    up.onNext(UploadRequest.newBuilder().setHeader(UploadHeader.newBuilder().setSessionId(session).setHandle(handle)
        .setType(type)).build());
    up.onCompleted();
    done.answer().get(30, TimeUnit.SECONDS);
  }

  @Test
  void eagerCollectivesArePricedOnTheWorldsSliceAndGiveAbstractResults() throws Exception {
    rt = new RuntimeHarness();
    String s = open(world(8, 3, "2x4"));
    // f32[1024, 1024]: 4 MiB, never allocated on the host
    TensorType type = GraphBuilder.type(DType.F32, 1024, 1024);
    header(s, 1, type);
    ReplicaGroup all = ReplicaGroup.newBuilder().addAllRanks(List.of(0, 1, 2, 3, 4, 5, 6, 7)).build();
    ReplicaGroup row = ReplicaGroup.newBuilder().addAllRanks(List.of(0, 1, 2, 3)).build();
    ReplicaGroup other = ReplicaGroup.newBuilder().addAllRanks(List.of(4, 5, 6, 7)).build();
    List<Op> ops = List.of(
        Op.newBuilder().addOperands(1).addResults(2).setAllReduce(AllReduceOp.newBuilder()
            .setReduction(CollectiveReduction.COLLECTIVE_SUM).addReplicaGroups(all)).build(),
        Op.newBuilder().addOperands(2).addResults(3).setAllGather(AllGatherOp.newBuilder().setDimension(0)
            .addReplicaGroups(row).addReplicaGroups(other)).build());
    ExecuteResponse r = rt.blocking.execute(ExecuteRequest.newBuilder().setSessionId(s).setFirstSequence(1)
        .addAllOps(ops).build());
    IciCostModel ici = new IciCostModel(IciSpec.of(Generation.V5E), SliceTopology.parse("2x4", Generation.V5E));
    // an all-reduce is its links' time plus the core's additions: 3 x 7/8 of its bytes at the sustained HBM rate (v5e's
    // spec bandwidth times the Ironwood copy benchmark's plateau over its spec) after the fixed kernel cost
    double adds = org.torchtpu.server.cost.DeviceCalibration.measured(Generation.V5E).kernelFixedSeconds()
        + 3.0 * (4L << 20) * 7 / 8 / (819e9 * 3210.480912 / 3690);
    double allReduce = ici.price(CollectiveKind.ALL_REDUCE, 4L << 20, new int[] {0, 1, 2, 3, 4, 5, 6, 7}).seconds()
        + adds;
    double gather = ici.price(CollectiveKind.ALL_GATHER, 4L << 20, new int[] {0, 1, 2, 3}).seconds();
    assertThat(r.getResults(0).getTiming().getDeviceSeconds()).isCloseTo(allReduce,
        org.assertj.core.data.Percentage.withPercentage(0.01)).isPositive();
    assertThat(r.getResults(1).getTiming().getDeviceSeconds()).isCloseTo(gather,
        org.assertj.core.data.Offset.offset(1e-15)).isPositive();
    assertThat(r.getResults(1).getTypes(0)).isEqualTo(GraphBuilder.type(DType.F32, 4096, 1024));
    // the results hold their HBM on the session's private chip, and have no values
    DeviceSession session = rt.sessions.get(s);
    assertThat(session.valueBytes()).isEqualTo((4L << 20) * 2 + (16L << 20));
    assertThat(rt.host.chips().get(0).hbmUsed()).isZero();
    assertThatThrownBy(() -> rt.download(s, 3)).hasMessageContaining("FAILED_PRECONDITION");
  }

  @Test
  void anIronwoodWorldIsBoundedByItsPodsChipsNotItsTensorCores() throws Exception {
    // a rank is an eager session on a whole chip (both TensorCores): a v7 pod holds 9216 of them, not 18432
    rt = new RuntimeHarness();
    assertThat(open(world(9216, 9215, ""), Generation.V7)).isNotEmpty();
    assertThatThrownBy(() -> open(world(9217, 0, ""), Generation.V7))
        .isInstanceOfSatisfying(StatusRuntimeException.class,
            e -> assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT))
        .hasMessageContaining("world.world_size 9217 is larger than a v7 pod (9216 chips)");
  }

  @Test
  void aBadWorldOrAGroupWithoutThisRankIsInvalidNamingWhy() throws Exception {
    rt = new RuntimeHarness();
    for (var bad : List.of(new Object[] {world(4, 4, ""), "world.rank 4"},
        new Object[] {world(4, 0, "2x4"), "world.slice_topology"},
        new Object[] {world(0, 0, ""), "world.world_size"},
        new Object[] {world(Integer.MAX_VALUE, 0, ""), "larger than a v5e pod (256 chips)"})) {
      assertThatThrownBy(() -> open((WorldMembership) bad[0]))
          .isInstanceOfSatisfying(StatusRuntimeException.class,
              e -> assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT))
          .hasMessageContaining((String) bad[1]);
    }
    assertThat(rt.sessions.all()).isEmpty();
    String s = open(world(4, 0, "2x2"));
    header(s, 1, GraphBuilder.type(DType.F32, 8));
    ExecuteResponse r;
    try {
      r = rt.blocking.execute(ExecuteRequest.newBuilder().setSessionId(s).setFirstSequence(1)
          .addOps(Op.newBuilder().addOperands(1).addResults(2).setAllReduce(AllReduceOp.newBuilder()
              .setReduction(CollectiveReduction.COLLECTIVE_SUM)
              .addReplicaGroups(ReplicaGroup.newBuilder().addAllRanks(List.of(1, 2))))).build());
    } catch (StatusRuntimeException e) {
      assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
      assertThat(e.getMessage()).contains("rank 0 is in none of the replica groups");
      return;
    }
    throw new AssertionError("a group without this rank ran: " + r);
  }

  /**
   * An abstract session's membership is not sealed and its peers are never read: a peer list near the message limit
   * was kept (and echoed) for the session's life outside any heap share. It keeps only what it reads, and a world id
   * or slice topology past 256 characters is refused naming it.
   */
  @Test
  void anAbstractWorldKeepsNeitherPeersNorGrantAndBoundsItsStrings() {
    WorldMembership.Builder big = world(8, 3, "2x4").toBuilder().setTenant("t").setJobId("job-1")
        .setSeal(com.google.protobuf.ByteString.copyFrom(new byte[32]));
    for (int i = 0; i < 100_000; i++) {
      big.addPeers(org.torchtpu.api.v1.WorldPeer.newBuilder().setAddress("peer-" + i + ":50051"));
    }
    WorldMembership kept = AbstractWorld.of(big.build(), Generation.V5E).membership();
    assertThat(kept).isEqualTo(world(8, 3, "2x4"));
    assertThatThrownBy(() -> AbstractWorld.of(world(8, 3, "2x4").toBuilder().setWorldId("w".repeat(10_000)).build(),
        Generation.V5E)).isInstanceOf(StatusRuntimeException.class)
        .hasMessageContaining("world.world_id is 10000 characters; at most 256");
    assertThatThrownBy(() -> AbstractWorld.of(world(8, 3, "2x4" + " ".repeat(10_000)), Generation.V5E))
        .isInstanceOf(StatusRuntimeException.class).hasMessageContaining("world.slice_topology is 10003 characters");
  }
}
