package org.torchtpu.server.fabric;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.torchtpu.api.v1.AllReduceOp;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.CollectiveReduction;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.ReplicaGroup;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.server.exec.DeviceArray;

/**
 * A collective that only some ranks of its group complete (one rank timed out in it, one rank's op failed before it
 * entered, one rank's stream failed before it, one rank's session closed) leaves no part behind that a later collective
 * of the group could be matched with: each later collective either gets exactly the sum of its own round's inputs or
 * fails with a status naming the collective and the round. Two ranks on one host (parts in memory) and on two hosts
 * (parts and the notes that a rank gave a round up over Fabric).
 */
class IncompleteRoundsTest {
  private static TestHost hostA;
  private static TestHost hostB;
  private static ExecutorService threads;
  private static int worlds;

  @BeforeAll
  static void start() throws Exception {
    threads = Executors.newCachedThreadPool();
    hostA = new TestHost("rounds-a", 2);
    hostB = new TestHost("rounds-b", 2);
  }

  @AfterAll
  static void stop() {
    threads.shutdownNow();
    hostA.close();
    hostB.close();
  }

  /** Two ranks of a fresh world: both on host A, or rank 0 on A and rank 1 on B. */
  private static Pair pair(boolean twoHosts, long timeoutMillis, EagerMode mode) {
    List<TestHost> hosts = List.of(hostA, twoHosts ? hostB : hostA);
    int[] chips = twoHosts ? new int[] {0, 0} : new int[] {0, 1};
    WorldMembership.Builder w = TestHost.world("rounds-" + (++worlds), hosts, chips, timeoutMillis);
    return new Pair(w.getWorldId(), hosts, new String[] {hosts.get(0).openRank(w, 0, mode), hosts.get(1).openRank(w, 1, mode)});
  }

  private record Pair(String world, List<TestHost> hosts, String[] sessions) {
    /** Rank {@code rank}: a constant of {@code value} at handle {@code h}, then its all-reduce into {@code h + 1}. */
    Object allReduce(int rank, long h, float value) {
      try {
        hosts.get(rank).execute(sessions[rank], h, TestHost.constant(h, new float[] {value, 2 * value}, DType.F32, 2),
            allReduceOp(h + 1, h));
        return hosts.get(rank).download(sessions[rank], h + 1);
      } catch (StatusRuntimeException e) {
        return e;
      } catch (Exception e) {
        throw new AssertionError(e);
      }
    }

    Mailbox mailbox(int rank) {
      return hosts.get(rank).worlds.mailbox();
    }

    Mailbox.Key key(int rank, long sequence) {
      return new Mailbox.Key(world, rank, "0,1", sequence);
    }

    void close() {
      for (int r = 0; r < 2; r++) {
        hosts.get(r).sessions.close(sessions[r]);
      }
    }
  }

  private static Op allReduceOp(long result, long operand) {
    return Op.newBuilder().addResults(result).addOperands(operand).setAllReduce(AllReduceOp.newBuilder()
        .setReduction(CollectiveReduction.COLLECTIVE_SUM).addReplicaGroups(ReplicaGroup.newBuilder().addRanks(0).addRanks(1)))
        .build();
  }

  private static List<Object> both(Callable<Object> rank0, Callable<Object> rank1) throws Exception {
    List<Future<Object>> futures = List.of(threads.submit(rank0), threads.submit(rank1));
    List<Object> out = new ArrayList<>();
    for (Future<Object> f : futures) {
      out.add(f.get(150, TimeUnit.SECONDS));
    }
    return out;
  }

  /** Both ranks run one more all-reduce together; each gets exactly the sum of that round's inputs. */
  private static void aFreshRoundSumsItsOwnInputs(Pair p, long h) throws Exception {
    List<Object> out = both(() -> p.allReduce(0, h, 100), () -> p.allReduce(1, h, 1000));
    for (int r = 0; r < 2; r++) {
      assertThat(out.get(r)).as("rank %d", r).isInstanceOf(DeviceArray.class);
      assertThat(((DeviceArray) out.get(r)).floats()).as("rank %d: the sum of this round's inputs only", r)
          .containsExactly(1100, 2200);
    }
  }

  /** Nothing is left in either host's mailbox, and no bytes are held. */
  private static void nothingLeft(Pair p) throws Exception {
    p.close();
    for (TestHost h : List.of(hostA, hostB)) {
      RoundOutcomes.await(() -> h.worlds.mailbox().size() == 0, "no slot left on " + h.address());
      assertThat(h.worlds.mailbox().staleParts().hostBytes()).isZero();
    }
  }

  @ParameterizedTest(name = "two hosts: {0}")
  @ValueSource(booleans = {false, true})
  void aRoundOneRankTimedOutInIsNotCompletedLaterWithItsPart(boolean twoHosts) throws Exception {
    Pair p = pair(twoHosts, 3000, EagerMode.DEBUG);
    Object first = p.allReduce(0, 1, 1); // rank 1 does not come: rank 0 times out in #1, its part sent to rank 1
    assertThat(RoundOutcomes.status(first).getCode()).isEqualTo(Status.Code.DEADLINE_EXCEEDED);
    // rank 0 gave round #1 up; across hosts its note travels over Fabric: wait until it is in
    RoundOutcomes.await(() -> p.mailbox(1).failureNoted(p.key(1, 1)), "rank 0's note on round #1 reached rank 1");

    Object late = p.allReduce(1, 1, 10); // rank 1's first all-reduce is round #1 of the group: rank 0 gave it up
    Status s = RoundOutcomes.status(late);
    assertThat(s.getCode()).isEqualTo(Status.Code.DEADLINE_EXCEEDED);
    assertThat(s.getDescription()).contains("all_reduce #1 of group [0,1]").contains("could not complete")
        .contains("rank 0 gave up");

    aFreshRoundSumsItsOwnInputs(p, 3); // round #2 on both: only its own inputs
    nothingLeft(p);
  }

  @ParameterizedTest(name = "two hosts: {0}")
  @ValueSource(booleans = {false, true})
  void aCollectiveWhoseOpFailsOnOneRankFailsTheOtherAtOnceAndKeepsTheRoundsAligned(boolean twoHosts) throws Exception {
    Pair p = pair(twoHosts, 120_000, EagerMode.DEBUG); // rank 0 must not wait for its timeout
    List<Object> out = both(() -> p.allReduce(0, 1, 1), () -> {
      try { // rank 1's all-reduce names an operand it never defined: it fails before it meets rank 0
        p.hosts().get(1).execute(p.sessions()[1], 1, allReduceOp(2, 99));
        return "ran";
      } catch (StatusRuntimeException e) {
        return e;
      }
    });
    assertThat(RoundOutcomes.status(out.get(1)).getCode()).isEqualTo(Status.Code.NOT_FOUND);
    Status s = RoundOutcomes.status(out.get(0));
    assertThat(s.getCode()).isEqualTo(Status.Code.ABORTED);
    assertThat(s.getDescription()).contains("all_reduce #1 of group [0,1]").contains("rank 1 did not enter")
        .contains("NOT_FOUND");

    aFreshRoundSumsItsOwnInputs(p, 3); // round #2 on both
    nothingLeft(p);
  }

  @ParameterizedTest(name = "two hosts: {0}")
  @ValueSource(booleans = {false, true})
  void aCollectiveAfterAFailedOpOfADebugExecuteRequestGivesItsRoundUp(boolean twoHosts) throws Exception {
    Pair p = pair(twoHosts, 120_000, EagerMode.DEBUG); // rank 0 must not wait for its timeout
    List<Object> out = both(() -> p.allReduce(0, 1, 1), () -> {
      RoundOutcomes.await(() -> p.mailbox(0).receiversWaiting() > 0, "rank 0 waits in round #1");
      try { // rank 1's request: an add of an undefined value fails, and the all-reduce after it never runs
        p.hosts().get(1).execute(p.sessions()[1], 1, TestHost.constant(1, new float[] {10, 20}, DType.F32, 2),
            Op.newBuilder().addResults(2).addOperands(1).addOperands(77).setBinary(BinaryOp.newBuilder()
                .setKind(BinaryOp.Kind.ADD)).build(), allReduceOp(3, 1));
        return "ran";
      } catch (StatusRuntimeException e) {
        return e;
      }
    });
    assertThat(RoundOutcomes.status(out.get(1)).getCode()).isEqualTo(Status.Code.NOT_FOUND);
    Status s = RoundOutcomes.status(out.get(0));
    assertThat(s.getCode()).isEqualTo(Status.Code.ABORTED);
    assertThat(s.getDescription()).contains("all_reduce #1 of group [0,1]").contains("rank 1 did not enter")
        .contains("op #2 of its Execute request failed");
    // without giving #1 up, rank 1's next all-reduce (its #1) would be matched with rank 0's #2: not its own round
    aFreshRoundSumsItsOwnInputs(p, 5);
    nothingLeft(p);
  }

  @ParameterizedTest(name = "two hosts: {0}")
  @ValueSource(booleans = {false, true})
  void aCollectiveSkippedBecauseItsStreamFailedFailsTheOtherRankAtOnce(boolean twoHosts) throws Exception {
    skippedAfterAFailedOp(twoHosts, false);
  }

  @ParameterizedTest(name = "two hosts: {0}")
  @ValueSource(booleans = {false, true})
  void aCollectiveAFusedChunkDidNotReachFailsTheOtherRankAtOnce(boolean twoHosts) throws Exception {
    skippedAfterAFailedOp(twoHosts, true);
  }

  private void skippedAfterAFailedOp(boolean twoHosts, boolean fused) throws Exception {
    Pair p = pair(twoHosts, 120_000, fused ? EagerMode.FUSED : EagerMode.STRICT);
    TestHost h1 = p.hosts().get(1);
    List<Object> out = both(() -> {
      try {
        p.hosts().get(0).execute(p.sessions()[0], 1, TestHost.constant(1, new float[] {1, 2}, DType.F32, 2),
            allReduceOp(2, 1));
        return "ran";
      } catch (StatusRuntimeException e) {
        return e;
      }
    }, () -> {
      // rank 1's stream: an add of an undefined value fails, so the all-reduce after it is skipped
      OpBatch batch = OpBatch.newBuilder().setFirstSequence(1)
          .addOps(TestHost.constant(1, new float[] {10, 20}, DType.F32, 2))
          .addOps(Op.newBuilder().addResults(2).addOperands(1).addOperands(77).setBinary(BinaryOp.newBuilder()
              .setKind(BinaryOp.Kind.ADD)))
          .addOps(allReduceOp(3, 1))
          .setDeferAndFuse(fused)
          .build();
      try {
        new StreamClient(h1.address()).run(p.sessions()[1], batch);
        return "ran";
      } catch (AssertionError e) {
        return e.getMessage();
      }
    });
    assertThat(String.valueOf(out.get(1))).as("rank 1's stream failed at its add").contains("stream failed");
    Status s = RoundOutcomes.status(out.get(0));
    assertThat(s.getCode()).isEqualTo(Status.Code.ABORTED);
    assertThat(s.getDescription()).contains("all_reduce #1 of group [0,1]").contains("rank 1 did not enter")
        .contains("op #2 of its stream failed");

    // round #2 on both (rank 1's skipped all-reduce took #1), rank 1 on a new stream
    List<Object> fresh = both(() -> p.allReduce(0, 11, 100), () -> {
      new StreamClient(h1.address()).run(p.sessions()[1], OpBatch.newBuilder().setFirstSequence(11)
          .addOps(TestHost.constant(11, new float[] {1000, 2000}, DType.F32, 2)).addOps(allReduceOp(12, 11)).build());
      return h1.download(p.sessions()[1], 12);
    });
    for (int r = 0; r < 2; r++) {
      assertThat(fresh.get(r)).as("rank %d", r).isInstanceOf(DeviceArray.class);
      assertThat(((DeviceArray) fresh.get(r)).floats()).as("rank %d", r).containsExactly(1100, 2200);
    }
    nothingLeft(p);
  }

  /**
   * Rank 1 (host B) has left; rank 2 (host A) gave round #1 up; rank 0 (host A) then enters it: its part for rank 1 reaches
   * B after rank 1 left, so B holds it for rank 1's next seat, and rank 0 fails at once on rank 2's note. Rank 0 still
   * gives the round up to the members waiting in it, which drops that held part; without it the part stays on B for
   * the longest collective timeout, for rank 1's next session to match with its own round #1. Ordered by the test, not
   * by timing: a 3-rank group lets rank 0's wait end by a peer's note after rank 1's leave.
   */
  @org.junit.jupiter.api.Test
  void aPartHeldForARankThatLeftIsDroppedWhenItsSenderFailsTheRoundOnAPeersNote() throws Exception {
    List<TestHost> hosts = List.of(hostA, hostB, hostA);
    WorldMembership.Builder w = TestHost.world("rounds-" + (++worlds), hosts, new int[] {0, 0, 1}, 120_000);
    String[] sessions = new String[3];
    for (int r = 0; r < 3; r++) {
      sessions[r] = hosts.get(r).openRank(w, r, EagerMode.DEBUG);
    }
    Op allReduce = Op.newBuilder().addResults(2).addOperands(1).setAllReduce(AllReduceOp.newBuilder()
        .setReduction(CollectiveReduction.COLLECTIVE_SUM)
        .addReplicaGroups(ReplicaGroup.newBuilder().addRanks(0).addRanks(1).addRanks(2))).build();
    hostB.sessions.close(sessions[1]); // rank 1 left before any round
    try { // rank 2's all-reduce names an operand it never defined: it gives round #1 up before it meets anyone
      hostA.execute(sessions[2], 2, allReduce);
    } catch (StatusRuntimeException e) {
      assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.NOT_FOUND);
    }
    Mailbox.Key rank0Round1 = new Mailbox.Key(w.getWorldId(), 0, "0,1,2", 1);
    RoundOutcomes.await(() -> hostA.worlds.mailbox().failureNoted(rank0Round1), "rank 2's note on round #1 for rank 0");

    StatusRuntimeException failed = org.assertj.core.api.Assertions.catchThrowableOfType(
        () -> hostA.execute(sessions[0], 1, TestHost.constant(1, new float[] {1, 2}, DType.F32, 2), allReduce),
        StatusRuntimeException.class);
    assertThat(failed).as("rank 0 fails on rank 2's note").isNotNull();
    assertThat(failed.getStatus().getDescription()).contains("all_reduce #1 of group [0,1,2]")
        .contains("rank 2 did not enter");
    hostA.sessions.close(sessions[0]);
    hostA.sessions.close(sessions[2]);
    for (TestHost h : List.of(hostA, hostB)) {
      RoundOutcomes.await(() -> h.worlds.mailbox().size() == 0, "no slot left on " + h.address());
      assertThat(h.worlds.mailbox().staleParts().hostBytes()).isZero();
    }
  }

  @ParameterizedTest(name = "two hosts: {0}")
  @ValueSource(booleans = {false, true})
  void aRankWhoseSessionClosesWhileWaitingKeepsNoNoteForAPeerThatHasNotReachedTheRound(boolean twoHosts)
      throws Exception {
    Pair p = pair(twoHosts, 120_000, EagerMode.DEBUG);
    List<Object> out = both(() -> p.allReduce(1, 1, 5), () -> {
      RoundOutcomes.await(() -> p.mailbox(1).receiversWaiting() > 0, "rank 1 waits in round #1");
      p.hosts().get(1).sessions.close(p.sessions()[1]);
      return "closed";
    });
    assertThat(RoundOutcomes.status(out.get(0)).getDescription()).contains("rank 1 left world");
    // rank 1's part of #1 reached rank 0 before it closed; a kept note could outlive rank 0's session and fail the
    // round #1 of its next one, so none is kept: the part is dropped only when rank 0 reaches the round (or leaves)
    RoundOutcomes.await(() -> p.mailbox(0).size() == 1, "rank 1's part for rank 0");
    assertThat(p.mailbox(0).failureNoted(p.key(0, 1))).as("no note kept for rank 0, which has not reached #1").isFalse();
    p.hosts().get(0).sessions.close(p.sessions()[0]);
    for (TestHost h : List.of(hostA, hostB)) {
      RoundOutcomes.await(() -> h.worlds.mailbox().size() == 0, "no slot left on " + h.address());
      assertThat(h.worlds.mailbox().staleParts().hostBytes()).isZero();
    }
  }

  @ParameterizedTest(name = "two hosts: {0}")
  @ValueSource(booleans = {false, true})
  void aRankWhoseSessionClosesFailsTheOtherRankWaitingInItsNextRoundAtOnce(boolean twoHosts) throws Exception {
    Pair p = pair(twoHosts, 120_000, EagerMode.DEBUG);
    aFreshRoundSumsItsOwnInputs(p, 1); // round #1 on both
    List<Object> out = both(() -> p.allReduce(0, 3, 5), () -> {
      RoundOutcomes.await(() -> p.mailbox(0).receiversWaiting() > 0, "rank 0 waits in round #2");
      p.hosts().get(1).sessions.close(p.sessions()[1]);
      return "closed";
    });
    Status s = RoundOutcomes.status(out.get(0));
    assertThat(s.getCode()).isEqualTo(Status.Code.CANCELLED);
    assertThat(s.getDescription()).contains("all_reduce #2 of group [0,1]").contains("rank 1 left world");
    p.hosts().get(0).sessions.close(p.sessions()[0]);
    for (TestHost h : List.of(hostA, hostB)) {
      RoundOutcomes.await(() -> h.worlds.mailbox().size() == 0, "no slot left on " + h.address());
      assertThat(h.worlds.mailbox().staleParts().hostBytes()).isZero();
    }
  }
}
