package org.torchtpu.server.fabric;

import static org.assertj.core.api.Assertions.assertThat;

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
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.server.fabric.CollectiveAnsweredByCompleterTest.Stream;

/**
 * A batch of one collective suspends its session's queue instead of parking a thread (see
 * {@code runtime.SuspendedCollectiveBatch}): started on the transport thread that read it when the session
 * is idle, completed by whoever delivers the last part, failed by the deadline timer or by the session
 * closing; a large one parks its session's thread as before. The results are the bits the parking path
 * gives, and the session's later batches run after the collective.
 */
class SuspendedCollectiveTest {
  private static final String STARTED_ON_TRANSPORT = "torchtpu.stream.collective.started.on.transport";
  private static final String COMPLETED_ELSEWHERE = "torchtpu.stream.collective.completed.elsewhere";
  private static TestHost host;
  private static int worlds;

  @BeforeAll
  static void start() throws Exception {
    host = new TestHost("host-susp", 2);
  }

  @AfterAll
  static void stop() {
    host.close();
  }

  /**
   * Waits until a batch of {@code session} would start on its transport thread: its queue idle and a turn of the
   * tenant's free. Idle alone is not enough: a queue marks itself idle before its thread gives the turn back, and the
   * test hosts give a tenant one turn, which the peer rank's thread holds until it has returned from its suspended
   * collective (after its part is already in the mailbox).
   */
  private static void awaitStartable(String session) throws InterruptedException {
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (!host.sessions.get(session).couldStartOnTransport() && System.nanoTime() < until) {
      Thread.sleep(1);
    }
    assertThat(host.sessions.get(session).couldStartOnTransport()).as("session %s could start on its transport thread", session)
        .isTrue();
  }

  private static void awaitIdle(String session) throws InterruptedException {
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (!host.sessions.get(session).queueIdle() && System.nanoTime() < until) {
      Thread.sleep(1);
    }
    assertThat(host.sessions.get(session).queueIdle()).as("session %s idle", session).isTrue();
  }

  /** Values whose sum rounds: the order of the fold shows in the bits. */
  private static float[] values(int n, int rank) {
    float[] x = new float[n];
    java.util.Random random = new java.util.Random(17 + rank);
    for (int i = 0; i < n; i++) {
      x[i] = (float) (random.nextGaussian() * Math.pow(10, random.nextInt(9) - 4));
    }
    return x;
  }

  /** A constant and the all-reduce of it in one batch: the batch parks its session's thread (the collective is not alone). */
  private static OpBatch constantThenAllReduce(long first, float[] x) {
    return OpBatch.newBuilder().setFirstSequence(first)
        .addOps(TestHost.constant(first, x, DType.F32, x.length))
        .addOps(Op.newBuilder().addResults(first + 1).addOperands(first)
            .setAllReduce(AllReduceOp.newBuilder().setReduction(CollectiveReduction.COLLECTIVE_SUM)
                .addReplicaGroups(ReplicaGroup.newBuilder().addRanks(0).addRanks(1))).build())
        .build();
  }

  private static String[] openPair(long timeoutMillis) {
    WorldMembership.Builder w = TestHost.world("w-susp-" + (++worlds), List.of(host, host), new int[] {0, 1}, timeoutMillis);
    return new String[] {host.openRank(w, 0, EagerMode.STRICT), host.openRank(w, 1, EagerMode.STRICT)};
  }

  private static void closeAll(String... sessions) {
    for (String s : sessions) {
      host.sessions.close(s);
    }
  }

  /** Runs a lone all-reduce (sequence 2 on handle 1) on both ranks, both started on their transport threads. */
  private static void loneAllReduce(Stream r0, Stream r1, String[] s) throws Exception {
    awaitStartable(s[0]);
    CompletableFuture<StreamResponse> ack0 = r0.send(CollectiveAnsweredByCompleterTest.lonelyAllReduce(2));
    CollectiveAnsweredByCompleterTest.awaitSuspended(host);
    awaitStartable(s[1]);
    StreamResponse a1 = r1.send(CollectiveAnsweredByCompleterTest.lonelyAllReduce(2)).get(60, TimeUnit.SECONDS);
    StreamResponse a0 = ack0.get(60, TimeUnit.SECONDS);
    assertThat(a0.hasError()).as("%s", a0).isFalse();
    assertThat(a1.hasError()).as("%s", a1).isFalse();
    assertThat(a0.getCompletedSequence()).isEqualTo(2);
    assertThat(a1.getCompletedSequence()).isEqualTo(2);
  }

  @Test
  void loneCollectivesStartOnTheTransportThreadAndGiveTheBitsOfTheParkingPath() throws Exception {
    int n = 1000;
    float[] x0 = values(n, 0);
    float[] x1 = values(n, 1);
    String[] lone = openPair(30_000);
    String[] parked = openPair(30_000);
    double startedBefore = host.count(STARTED_ON_TRANSPORT);
    double completedBefore = host.count(COMPLETED_ELSEWHERE);
    try (Stream r0 = new Stream(host, lone[0]); Stream r1 = new Stream(host, lone[1]);
        Stream p0 = new Stream(host, parked[0]); Stream p1 = new Stream(host, parked[1])) {
      assertThat(CollectiveAnsweredByCompleterTest.define(r0, 1, x0).hasError()).isFalse();
      assertThat(CollectiveAnsweredByCompleterTest.define(r1, 1, x1).hasError()).isFalse();
      loneAllReduce(r0, r1, lone);
      assertThat(host.count(STARTED_ON_TRANSPORT) - startedBefore).as("both ranks started on their transport threads")
          .isEqualTo(2);
      assertThat(host.count(COMPLETED_ELSEWHERE) - completedBefore).as("rank 0 completed by rank 1's deposit").isEqualTo(1);

      CompletableFuture<StreamResponse> q0 = p0.send(constantThenAllReduce(1, x0));
      StreamResponse q1 = p1.send(constantThenAllReduce(1, x1)).get(60, TimeUnit.SECONDS);
      assertThat(q0.get(60, TimeUnit.SECONDS).hasError()).isFalse();
      assertThat(q1.hasError()).isFalse();
      float[] expected = new float[n];
      for (int i = 0; i < n; i++) {
        expected[i] = x0[i] + x1[i]; // rank order
      }
      for (int r = 0; r < 2; r++) { // read after op #2, as the SDK reads: either answer may come before the store
        assertThat(host.downloadAfter(lone[r], 2, 2).floats()).as("lone, rank %d", r).containsExactly(expected);
        assertThat(host.downloadAfter(parked[r], 2, 2).floats()).as("parked, rank %d", r).containsExactly(expected);
      }
    } finally {
      closeAll(lone[0], lone[1], parked[0], parked[1]);
    }
  }

  @Test
  void aLargeLoneCollectiveParksItsSessionsThreadAsBeforeWithTheSameBits() throws Exception {
    int n = 64 * 1024; // 256 KiB per part: above what a transport thread may start or compute
    float[] x0 = values(n, 0);
    float[] x1 = values(n, 1);
    String[] s = openPair(30_000);
    double startedBefore = host.count(STARTED_ON_TRANSPORT);
    double suspendedBefore = host.count("torchtpu.stream.collective.suspended");
    try (Stream r0 = new Stream(host, s[0]); Stream r1 = new Stream(host, s[1])) {
      assertThat(CollectiveAnsweredByCompleterTest.define(r0, 1, x0).hasError()).isFalse();
      assertThat(CollectiveAnsweredByCompleterTest.define(r1, 1, x1).hasError()).isFalse();
      CompletableFuture<StreamResponse> ack0 = r0.send(CollectiveAnsweredByCompleterTest.lonelyAllReduce(2));
      long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
      while (host.worlds.mailbox().finishersWaiting() == 0 && System.nanoTime() < until) {
        Thread.sleep(1);
      }
      assertThat(host.worlds.mailbox().finishersWaiting()).as("rank 0's thread waits in its collective").isEqualTo(1);
      assertThat(r1.send(CollectiveAnsweredByCompleterTest.lonelyAllReduce(2)).get(60, TimeUnit.SECONDS).hasError()).isFalse();
      assertThat(ack0.get(60, TimeUnit.SECONDS).hasError()).isFalse();
      assertThat(host.count(STARTED_ON_TRANSPORT) - startedBefore).as("large operands start on the session's thread").isZero();
      assertThat(host.count("torchtpu.stream.collective.suspended") - suspendedBefore).as("and do not suspend").isZero();
      float[] expected = new float[n];
      for (int i = 0; i < n; i++) {
        expected[i] = x0[i] + x1[i];
      }
      assertThat(host.downloadAfter(s[0], 2, 2).floats()).containsExactly(expected);
      assertThat(host.downloadAfter(s[1], 2, 2).floats()).containsExactly(expected);
    } finally {
      closeAll(s);
    }
  }

  /** A lone all-reduce of a small operand whose batch frees {@code frees} handles (none of them defined). */
  private static OpBatch loneAllReduceFreeing(int frees) {
    OpBatch.Builder b = CollectiveAnsweredByCompleterTest.lonelyAllReduce(2).toBuilder();
    for (int i = 0; i < frees; i++) {
      b.addFreeAfter(1_000_000L + i);
    }
    return b.build();
  }

  @Test
  void aLoneCollectiveWithAHeavyBatchIsNotStartedOnTheTransportThread() throws Exception {
    OpBatch heavy = loneAllReduceFreeing(50_000); // small operands, but a batch of ~150 KiB to walk on an event loop
    assertThat(heavy.getSerializedSize()).isGreaterThan((int) (2 * 64 * 1024));
    String[] s = openPair(30_000);
    double startedBefore = host.count(STARTED_ON_TRANSPORT);
    try (Stream r0 = new Stream(host, s[0]); Stream r1 = new Stream(host, s[1])) {
      assertThat(CollectiveAnsweredByCompleterTest.define(r0, 1, new float[] {1, 2}).hasError()).isFalse();
      assertThat(CollectiveAnsweredByCompleterTest.define(r1, 1, new float[] {3, 4}).hasError()).isFalse();
      awaitStartable(s[0]);
      CompletableFuture<StreamResponse> ack0 = r0.send(heavy);
      awaitStartable(s[1]);
      StreamResponse a1 = r1.send(heavy).get(60, TimeUnit.SECONDS);
      StreamResponse a0 = ack0.get(60, TimeUnit.SECONDS);
      assertThat(a0.hasError()).as("%s", a0).isFalse();
      assertThat(a1.hasError()).as("%s", a1).isFalse();
      assertThat(host.count(STARTED_ON_TRANSPORT) - startedBefore).as("a heavy batch starts on the session's thread").isZero();
      assertThat(host.downloadAfter(s[0], 2, 2).floats()).containsExactly(4, 6);
      assertThat(host.downloadAfter(s[1], 2, 2).floats()).containsExactly(4, 6);
    } finally {
      closeAll(s);
    }
  }

  @Test
  void aLoneCollectiveWhosePeerNeverComesFailsAtItsDeadlineAndReleasesTheQueue() throws Exception {
    String[] s = openPair(300);
    try (Stream r0 = new Stream(host, s[0])) {
      assertThat(CollectiveAnsweredByCompleterTest.define(r0, 1, new float[] {1, 2}).hasError()).isFalse();
      StreamResponse a0 = r0.send(CollectiveAnsweredByCompleterTest.lonelyAllReduce(2)).get(60, TimeUnit.SECONDS);
      assertThat(a0.hasError()).isTrue();
      assertThat(a0.getErrorCode()).isEqualTo(io.grpc.Status.Code.DEADLINE_EXCEEDED.value());
      assertThat(a0.getError().getReason()).contains("all_reduce #1 of group [0,1]").contains("rank 0 waited 300 ms")
          .contains("no part from rank 1 (" + host.address() + " chip 1)");
      assertThat(a0.getCompletedSequence()).isEqualTo(1);
      assertThat(host.worlds.mailbox().waitersWaiting()).isZero();
      awaitIdle(s[0]); // the queue was released: nothing holds it after the failed collective
      assertThat(host.sessions.get(s[0]).completedSequence()).isEqualTo(2);
      // rank 1 arrives late: rank 0 gave round #1 up when its wait ended (IncompleteRoundsTest), so rank 1 fails it
      // at once with rank 0's status rather than completing it with the part of a round rank 0 no longer takes part
      // in; its own part for rank 0 is not kept
      try (Stream r1 = new Stream(host, s[1])) {
        assertThat(CollectiveAnsweredByCompleterTest.define(r1, 1, new float[] {3, 4}).hasError()).isFalse();
        StreamResponse a1 = r1.send(CollectiveAnsweredByCompleterTest.lonelyAllReduce(2)).get(60, TimeUnit.SECONDS);
        assertThat(a1.hasError()).as("%s", a1).isTrue();
        assertThat(a1.getErrorCode()).isEqualTo(io.grpc.Status.Code.DEADLINE_EXCEEDED.value());
        assertThat(a1.getError().getReason()).contains("all_reduce #1 of group [0,1]").contains("could not complete")
            .contains("rank 0 gave up on it: rank 0 waited 300 ms");
      }
      assertThat(host.worlds.mailbox().size()).as("no slot left behind for rank 0's finished collective").isZero();
    } finally {
      closeAll(s);
    }
  }

  @Test
  void closingASessionWhoseCollectiveIsSuspendedAnswersItCancelledAndFreesItsQueue() throws Exception {
    String[] s = openPair(600_000); // only the close can end it in time
    try (Stream r0 = new Stream(host, s[0])) {
      assertThat(CollectiveAnsweredByCompleterTest.define(r0, 1, new float[] {1, 2}).hasError()).isFalse();
      CompletableFuture<StreamResponse> ack0 = r0.send(CollectiveAnsweredByCompleterTest.lonelyAllReduce(2));
      CollectiveAnsweredByCompleterTest.awaitSuspended(host);
      host.sessions.close(s[0]);
      StreamResponse a0 = ack0.get(60, TimeUnit.SECONDS);
      assertThat(a0.hasError()).isTrue();
      assertThat(a0.getErrorCode()).isEqualTo(io.grpc.Status.Code.CANCELLED.value());
      assertThat(a0.getError().getReason()).contains("rank 0 left world");
      assertThat(host.worlds.mailbox().waitersWaiting()).isZero();
    } finally {
      host.sessions.close(s[1]);
    }
  }
}
