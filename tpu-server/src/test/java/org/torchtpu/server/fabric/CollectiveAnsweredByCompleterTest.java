package org.torchtpu.server.fabric;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.stub.StreamObserver;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.AllReduceOp;
import org.torchtpu.api.v1.CollectiveReduction;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.ReplicaGroup;
import org.torchtpu.api.v1.RuntimeGrpc;
import org.torchtpu.api.v1.StreamOpen;
import org.torchtpu.api.v1.StreamRequest;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.server.exec.DeviceArray;

/**
 * A rank that waits for its peers' parts is finished by the thread that delivers the last part: that
 * thread computes the waiting rank's result and acknowledges its op batch, so the waiting session's
 * own thread is not on the collective's path. Rank 0 always arrives first here (the test waits until it
 * waits), rank 1 completes it, from the same host (its session's or transport thread) or from another one
 * (the Fabric stream's transport thread). A batch of one collective (what a process group sends) does
 * not park its session's thread at all: it suspends the session's queue and the completing thread also
 * stores its result and releases the queue (see {@code runtime.SuspendedCollectiveBatch}); a longer batch
 * ending in a collective parks its thread and leaves a finisher.
 */
class CollectiveAnsweredByCompleterTest {
  private static TestHost hostA;
  private static TestHost hostB;
  private static int worlds;

  @BeforeAll
  static void start() throws Exception {
    hostA = new TestHost("host-fin-a", 2);
    hostB = new TestHost("host-fin-b", 2);
  }

  @AfterAll
  static void stop() {
    hostA.close();
    hostB.close();
  }

  /** One open op stream: sends batches, hands back the first answer that covers a batch (or fails it). */
  static final class Stream implements AutoCloseable {
    private final ManagedChannel channel;
    private final StreamObserver<StreamRequest> requests;
    private volatile CompletableFuture<StreamResponse> next = new CompletableFuture<>();
    private volatile long awaited;

    Stream(TestHost host, String session) {
      channel = ManagedChannelBuilder.forTarget(host.address()).usePlaintext().build();
      requests = RuntimeGrpc.newStub(channel).executeStream(new StreamObserver<>() {
        @Override
        public void onNext(StreamResponse r) {
          if (r.hasError() || r.getCompletedSequence() >= awaited) {
            next.complete(r);
          }
        }

        @Override
        public void onError(Throwable t) {
          next.completeExceptionally(t);
        }

        @Override
        public void onCompleted() {}
      });
      requests.onNext(StreamRequest.newBuilder().setOpen(StreamOpen.newBuilder().setSessionId(session)).build());
    }

    CompletableFuture<StreamResponse> send(OpBatch batch) {
      next = new CompletableFuture<>();
      awaited = batch.getFirstSequence() + batch.getOpsCount() - 1;
      requests.onNext(StreamRequest.newBuilder().setBatch(batch).build());
      return next;
    }

    @Override
    public void close() {
      requests.onCompleted();
      channel.shutdownNow();
    }
  }

  private static OpBatch allReduce(long first, float[] x, CollectiveReduction reduction) {
    return OpBatch.newBuilder().setFirstSequence(first)
        .addOps(TestHost.constant(first, x, DType.F32, x.length))
        .addOps(Op.newBuilder().addResults(first + 1).addOperands(first)
            .setAllReduce(AllReduceOp.newBuilder().setReduction(reduction)
                .addReplicaGroups(ReplicaGroup.newBuilder().addRanks(0).addRanks(1))).build())
        .build();
  }

  /** The constant on its own batch, then the all-reduce alone on the next: as a process group's call sends it. */
  static StreamResponse define(Stream stream, long sequence, float[] x) throws Exception {
    return stream.send(OpBatch.newBuilder().setFirstSequence(sequence).addOps(TestHost.constant(sequence, x, DType.F32, x.length))
        .build()).get(60, TimeUnit.SECONDS);
  }

  static OpBatch lonelyAllReduce(long sequence) {
    return OpBatch.newBuilder().setFirstSequence(sequence)
        .addOps(Op.newBuilder().addResults(sequence).addOperands(sequence - 1)
            .setAllReduce(AllReduceOp.newBuilder().setReduction(CollectiveReduction.COLLECTIVE_SUM)
                .addReplicaGroups(ReplicaGroup.newBuilder().addRanks(0).addRanks(1))).build())
        .build();
  }

  private static void awaitFinisher(TestHost host) throws InterruptedException {
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (host.worlds.mailbox().finishersWaiting() == 0 && System.nanoTime() < until) {
      Thread.sleep(1);
    }
    assertThat(host.worlds.mailbox().finishersWaiting()).as("rank 0 waits with its finisher left").isEqualTo(1);
  }

  /** Waits until rank 0's lone collective has suspended its queue and waits in the mailbox without a thread. */
  static void awaitSuspended(TestHost host) throws InterruptedException {
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (host.worlds.mailbox().waitersWaiting() == 0 && System.nanoTime() < until) {
      Thread.sleep(1);
    }
    assertThat(host.worlds.mailbox().waitersWaiting()).as("rank 0 waits without a thread").isEqualTo(1);
    assertThat(host.worlds.mailbox().finishersWaiting()).as("no thread parked with a finisher").isZero();
  }

  private static void runTwoRanks(TestHost first, TestHost second) throws Exception {
    WorldMembership.Builder w = TestHost.world("w-fin-" + (++worlds), List.of(first, second), new int[] {0, 0}, 30_000);
    String s0 = first.openRank(w, 0, EagerMode.STRICT);
    String s1 = second.openRank(w, 1, EagerMode.STRICT);
    float[] x0 = {0.1f, 1e8f, -3.75f, 7};
    float[] x1 = {0.2f, 1f, 2.5f, -7};
    double completedBefore = first.count("torchtpu.stream.collective.completed.elsewhere");
    double suspendedBefore = first.count("torchtpu.stream.collective.suspended") + (first == second ? 0
        : second.count("torchtpu.stream.collective.suspended"));
    try (Stream r0 = new Stream(first, s0); Stream r1 = new Stream(second, s1)) {
      for (int round = 0; round < 3; round++) {
        long seq = 1 + 2L * round;
        assertThat(define(r0, seq, x0).hasError()).isFalse();
        assertThat(define(r1, seq, x1).hasError()).isFalse();
        CompletableFuture<StreamResponse> ack0 = r0.send(lonelyAllReduce(seq + 1));
        awaitSuspended(first);
        awaitPart(second, w.getWorldId(), round + 1);
        StreamResponse ack1 = r1.send(lonelyAllReduce(seq + 1)).get(60, TimeUnit.SECONDS);
        StreamResponse a0 = ack0.get(60, TimeUnit.SECONDS);
        assertThat(a0.hasError()).as("%s", a0).isFalse();
        assertThat(ack1.hasError()).as("%s", ack1).isFalse();
        assertThat(a0.getCompletedSequence()).isEqualTo(seq + 1);
        assertThat(a0.getTiming().getDeviceSeconds()).as("the collective's price is in the answer").isPositive();
        // acknowledged ahead of rank 0's session thread: a snapshot taken right after the answer still counts the collective
        assertThat(describe(first, s0).getOpsExecuted()).as("ops counted in DescribeSession after the ack").isEqualTo(seq + 1);
        // the waiting rank's stored result, read after its answer: the same bits as the completing rank's
        DeviceArray y0 = first.download(s0, seq + 1);
        DeviceArray y1 = second.download(s1, seq + 1);
        float[] expected = new float[x0.length];
        for (int i = 0; i < x0.length; i++) {
          expected[i] = x0[i] + x1[i]; // rank order: rank 0's value first
        }
        assertThat(y0.floats()).containsExactly(expected);
        assertThat(y1.floats()).containsExactly(expected);
      }
    } finally {
      first.sessions.close(s0);
      second.sessions.close(s1);
    }
    assertThat(first.count("torchtpu.stream.collective.completed.elsewhere") - completedBefore)
        .as("every round's waiting rank was completed and answered by the part's deliverer").isEqualTo(3);
    assertThat(first.count("torchtpu.stream.collective.suspended") + (first == second ? 0
        : second.count("torchtpu.stream.collective.suspended")) - suspendedBefore)
        .as("both ranks' lone collectives suspended their queues, none parked a thread").isEqualTo(6);
  }

  /** Waits until rank 0's part of the {@code sequence}-th all-reduce is in rank 1's slot on {@code host}. */
  private static void awaitPart(TestHost host, String world, long sequence) throws InterruptedException {
    Mailbox.Key key = new Mailbox.Key(world, 1, "0,1", sequence);
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (!host.worlds.mailbox().complete(key, java.util.Set.of(0)) && System.nanoTime() < until) {
      Thread.sleep(1);
    }
    assertThat(host.worlds.mailbox().complete(key, java.util.Set.of(0))).as("rank 0's part reached rank 1's host").isTrue();
  }

  @Test
  void onOneHostThePeerSessionFinishesTheWaitingRankAndAnswersIt() throws Exception {
    runTwoRanks(hostA, hostA);
  }

  @Test
  void acrossHostsTheFabricThreadThatStoresThePartFinishesTheWaitingRank() throws Exception {
    runTwoRanks(hostA, hostB);
  }

  @Test
  void aMismatchFoundByTheFinisherFailsTheWaitingRankOnItsOwnStream() throws Exception {
    WorldMembership.Builder w = TestHost.world("w-fin-" + (++worlds), List.of(hostA, hostB), new int[] {1, 1}, 30_000);
    String s0 = hostA.openRank(w, 0, EagerMode.STRICT);
    String s1 = hostB.openRank(w, 1, EagerMode.STRICT);
    try (Stream r0 = new Stream(hostA, s0); Stream r1 = new Stream(hostB, s1)) {
      CompletableFuture<StreamResponse> ack0 = r0.send(allReduce(1, new float[] {1, 2}, CollectiveReduction.COLLECTIVE_SUM));
      awaitFinisher(hostA);
      StreamResponse a1 = r1.send(allReduce(1, new float[] {1, 2}, CollectiveReduction.COLLECTIVE_MAX)).get(60, TimeUnit.SECONDS);
      StreamResponse a0 = ack0.get(60, TimeUnit.SECONDS);
      for (StreamResponse a : List.of(a0, a1)) {
        assertThat(a.hasError()).as("%s", a).isTrue();
        assertThat(a.getErrorCode()).isEqualTo(io.grpc.Status.Code.FAILED_PRECONDITION.value());
        assertThat(a.getError().getReason()).contains("all_reduce #1 of group [0,1]")
            .contains("rank 0 issued all_reduce(reduction: COLLECTIVE_SUM").contains("rank 1 issued all_reduce(reduction: COLLECTIVE_MAX");
        assertThat(a.getCompletedSequence()).as("the constant ran, the collective did not").isEqualTo(1);
      }
    } finally {
      hostA.sessions.close(s0);
      hostB.sessions.close(s1);
    }
  }

  private static org.torchtpu.api.v1.SessionStatus describe(TestHost host, String session) {
    ManagedChannel channel = ManagedChannelBuilder.forTarget(host.address()).usePlaintext().build();
    try {
      return RuntimeGrpc.newBlockingStub(channel).withDeadlineAfter(60, TimeUnit.SECONDS)
          .describeSession(org.torchtpu.api.v1.DescribeSessionRequest.newBuilder().setSessionId(session).build());
    } finally {
      channel.shutdownNow();
    }
  }

  @Test
  void aBatchThatFreesHandlesAfterItsCollectiveIsAnsweredOnlyOnceTheFreesAreDone() throws Exception {
    // an early ack would let the client's next Upload find the freed handles' HBM still taken
    WorldMembership.Builder w = TestHost.world("w-fin-" + (++worlds), List.of(hostA, hostA), new int[] {0, 0}, 30_000);
    String s0 = hostA.openRank(w, 0, EagerMode.STRICT);
    String s1 = hostA.openRank(w, 1, EagerMode.STRICT);
    float[] x = new float[256];
    try (Stream r0 = new Stream(hostA, s0); Stream r1 = new Stream(hostA, s1)) {
      assertThat(define(r0, 1, x).hasError()).isFalse();
      assertThat(define(r1, 1, x).hasError()).isFalse();
      CompletableFuture<StreamResponse> ack0 = r0.send(lonelyAllReduce(2).toBuilder().addFreeAfter(1).build());
      awaitSuspended(hostA); // rank 0's session is in its collective: it sent its part
      StreamResponse a1 = r1.send(lonelyAllReduce(2)).get(60, TimeUnit.SECONDS);
      StreamResponse a0 = ack0.get(60, TimeUnit.SECONDS);
      assertThat(a0.hasError()).as("%s", a0).isFalse();
      assertThat(a1.hasError()).as("%s", a1).isFalse();
      assertThat(describe(hostA, s0).getValueBytes()).as("rank 0 holds only the collective's result once answered")
          .isEqualTo(4L * x.length);
    } finally {
      hostA.sessions.close(s0);
      hostA.sessions.close(s1);
    }
  }
}
