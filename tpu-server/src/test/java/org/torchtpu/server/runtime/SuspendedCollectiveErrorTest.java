package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.Status;
import java.util.List;
import java.util.concurrent.TimeUnit;
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

/**
 * A lone collective that suspends its session's queue (see {@link SuspendedCollectiveBatch}) and then fails with
 * something other than a collective failure (an Error while its parts are encoded, a fault while its results are
 * stored) is still answered, gives back what it reserved, and releases the queue for the session's next request.
 */
class SuspendedCollectiveErrorTest {
  private RuntimeHarness rt;

  @AfterEach
  void close() {
    if (rt != null) {
      rt.close();
    }
  }

  /** A seat in a world whose collectives never wait, started by {@code start}. */
  private static CollectiveRunner.Joiner joiner(StartBehaviour start) {
    return (session, world) -> new CollectiveRunner() {
      @Override
      public Outcome run(Op op, List<DeviceArray> operands, List<TensorType> resultTypes) {
        throw new AssertionError("a lone small collective starts without waiting");
      }

      @Override
      public boolean startsWithoutWaiting() {
        return true;
      }

      @Override
      public void start(Op op, List<DeviceArray> operands, List<TensorType> resultTypes, Started<Outcome> done) {
        start.start(operands, done);
      }

      @Override
      public WorldMembership membership() {
        return world;
      }

      @Override
      public void leave() {
      }
    };
  }

  @FunctionalInterface
  private interface StartBehaviour {
    void start(List<DeviceArray> operands, CollectiveRunner.Started<CollectiveRunner.Outcome> done);
  }

  private String openRank() {
    WorldMembership world = WorldMembership.newBuilder().setWorldId("w-error").setWorldSize(2).setRank(0).build();
    return rt.blocking.openSession(OpenSessionRequest.newBuilder().setTenant("t").setMode(EagerMode.STRICT).setChip(0)
        .setWorld(world).build()).getSessionId();
  }

  private static OpBatch loneAllReduce(long sequence) {
    return OpBatch.newBuilder().setFirstSequence(sequence).addOps(Op.newBuilder().addOperands(1).addResults(sequence)
        .setAllReduce(AllReduceOp.newBuilder().setReduction(CollectiveReduction.COLLECTIVE_SUM)
            .addReplicaGroups(ReplicaGroup.newBuilder().addRanks(0).addRanks(1)))).build();
  }

  /** Runs the failing collective on a stream; then a unary request of the same session must run (bounded). */
  private StreamResponse failingCollectiveThenNextRequest(String s) throws Exception {
    rt.upload(s, 1, DeviceArray.ofFloats(DType.F32, new int[] {4}, new float[] {1, 2, 3, 4}));
    long hbmBefore = rt.host.chips().get(0).hbmUsed();
    List<StreamResponse> seen = rt.stream(s, List.of(loneAllReduce(2)));
    StreamResponse failed = seen.get(seen.size() - 1);
    assertThat(failed.hasError()).as("%s", seen).isTrue();
    assertThat(rt.host.chips().get(0).hbmUsed()).as("the collective's reserved result given back").isEqualTo(hbmBefore);
    // the queue was released: the session's next batch (on a new stream, past the failure) runs; it would wait forever
    // behind a held queue (the harness gives up after 60 s)
    List<StreamResponse> next = rt.stream(s, List.of(OpBatch.newBuilder().setFirstSequence(3).addOps(Op.newBuilder()
        .addOperands(1).addOperands(1).addResults(3)
        .setBinary(org.torchtpu.api.v1.BinaryOp.newBuilder().setKind(org.torchtpu.api.v1.BinaryOp.Kind.ADD))).build()));
    assertThat(next.get(next.size() - 1).hasError()).as("%s", next).isFalse();
    assertThat(next.get(next.size() - 1).getCompletedSequence()).isEqualTo(3);
    assertThat(rt.download(s, 3).floats()).containsExactly(2, 4, 6, 8);
    return failed;
  }

  @Test
  void anErrorWhileStartingIsAnsweredResourceExhaustedAndReleasesTheQueue() throws Exception {
    rt = new RuntimeHarness();
    rt.sessions.setWorldJoiner(joiner((operands, done) -> {
      throw new OutOfMemoryError("test: no heap to encode the parts");
    }));
    String s = openRank();
    StreamResponse failed = failingCollectiveThenNextRequest(s);
    assertThat(failed.getErrorCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED.value());
    assertThat(failed.getError().getReason()).contains("ran out of Java heap");
  }

  @Test
  void aFaultWhileStoringTheResultsIsAnsweredInternalAndReleasesTheQueue() throws Exception {
    rt = new RuntimeHarness();
    // a null result: storing it fails with a NullPointerException, not an OpFailure
    // completed on another thread after the start returned, as a peer's deposit completes it
    rt.sessions.setWorldJoiner(joiner((operands, done) -> new Thread(() -> done.arrived(() -> new CollectiveRunner.Outcome(
        java.util.Arrays.asList((DeviceArray) null), 0, CostBreakdown.getDefaultInstance()), true), "test-completer").start()));
    String s = openRank();
    StreamResponse failed = failingCollectiveThenNextRequest(s);
    assertThat(failed.getErrorCode()).isEqualTo(Status.Code.INTERNAL.value());
  }
}
