package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.AllReduceOp;
import org.torchtpu.api.v1.CollectiveReduction;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.OpenSessionRequest;
import org.torchtpu.api.v1.ReplicaGroup;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.security.TenantTurns;

/**
 * A collective holds its session's turn of the tenant's share for all its work (encoding its parts, computing the
 * outcome) and gives it back only around the wait for the other ranks ({@link PeerWait}): the runner here records how
 * many of the tenant's turns are taken before, during and after its wait.
 */
class CollectiveTurnTest {
  private RuntimeHarness rt;

  @AfterEach
  void close() {
    if (rt != null) {
      rt.close();
    }
  }

  @Test
  void aCollectiveGivesItsTurnBackOnlyWhileItWaitsForTheOtherRanks() throws Exception {
    rt = new RuntimeHarness();
    TenantTurns turns = rt.sessions.quotas().turns("t");
    List<Integer> taken = new ArrayList<>();
    rt.sessions.setWorldJoiner((session, world) -> new CollectiveRunner() {
      @Override
      public Outcome run(Op op, List<DeviceArray> operands, List<TensorType> resultTypes) {
        taken.add(turns.running()); // encoding this rank's parts
        taken.add(session.peerWait().outsideTurn(turns::running)); // waiting for the others' parts
        taken.add(turns.running()); // computing the outcome
        return new Outcome(List.of(operands.get(0)), 0, CostBreakdown.getDefaultInstance());
      }

      @Override
      public WorldMembership membership() {
        return world;
      }

      @Override
      public void leave() {
      }
    });
    WorldMembership world = WorldMembership.newBuilder().setWorldId("w-turn").setWorldSize(2).setRank(0).build();
    String s = rt.blocking.openSession(OpenSessionRequest.newBuilder().setTenant("t").setMode(EagerMode.STRICT)
        .setChip(0).setWorld(world).build()).getSessionId();
    rt.upload(s, 1, DeviceArray.ofFloats(DType.F32, new int[] {2}, new float[] {1, 2}));
    List<StreamResponse> seen = rt.stream(s, List.of(OpBatch.newBuilder().setFirstSequence(2).addOps(Op.newBuilder()
        .addOperands(1).addResults(2).setAllReduce(AllReduceOp.newBuilder().setReduction(CollectiveReduction.COLLECTIVE_SUM)
            .addReplicaGroups(ReplicaGroup.newBuilder().addRanks(0).addRanks(1)))).build()));
    assertThat(seen.get(seen.size() - 1).hasError()).as("%s", seen).isFalse();
    assertThat(taken).as("the tenant's turns taken before, during and after the wait for the other ranks")
        .containsExactly(1, 0, 1);
  }
}
