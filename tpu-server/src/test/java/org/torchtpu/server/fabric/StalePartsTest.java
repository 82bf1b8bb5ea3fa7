package org.torchtpu.server.fabric;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.ShardHeader;

/**
 * The mailbox keeps no part nobody will take: a part for a rank that left its world here, or a late part
 * of a collective its receiver stopped waiting for (completed, failed or timed out). Memory stays bounded.
 */
class StalePartsTest {
  private static Shard part(String world, int source, int target, long sequence) {
    return new Shard(ShardHeader.newBuilder().setWorldId(world).setSourceRank(source).setTargetRank(target)
        .setGroupKey("0,1").setGroupSequence(sequence).build(), List.of());
  }

  private static Mailbox.Key key(String world, int target, long sequence) {
    return new Mailbox.Key(world, target, "0,1", sequence);
  }

  @Test
  void aLatePartOfACollectiveItsReceiverFinishedIsNotKeptButALaterCollectivesPartIs() throws Exception {
    Mailbox box = new Mailbox();
    Mailbox.Arrival timedOut = box.await(key("w", 0, 1), Set.of(1), System.nanoTime()); // the deadline has passed
    assertThat(timedOut.missing()).containsExactly(1);
    box.forget(key("w", 0, 1)); // what a rank does once it stops waiting
    box.deposit(key("w", 0, 1), part("w", 1, 0, 1)); // rank 1 arrives late
    assertThat(box.size()).as("the late part is not kept").isZero();
    box.deposit(key("w", 0, 2), part("w", 1, 0, 2)); // rank 1 already ahead: #2 is still wanted
    assertThat(box.size()).isEqualTo(1);
    assertThat(box.await(key("w", 0, 2), Set.of(1), System.nanoTime()).parts()).containsOnlyKeys(1);
    box.forget(key("w", 0, 2));
    box.fail(key("w", 0, 2), new Mailbox.CollectiveFailureNote(io.grpc.Status.Code.UNAVAILABLE, "late"));
    assertThat(box.size()).as("a late failure note makes no slot either").isZero();
    assertThat(box.staleParts().dropped()).isEqualTo(2);
  }

  @Test
  void aRankThatRejoinsAfterLeavingMidCollectiveGetsItsPartsFromSequenceOne() {
    Mailbox box = new Mailbox();
    box.drop("w", 0); // rank 0's session closed while it waited in collective #5
    box.forget(key("w", 0, 5)); // its waiter then stops waiting: this must not mark #1..#5 done for a later rank 0
    box.joined("w", 0); // the job's rank 0 restarts in the same world: its sequences start at 1 again
    box.deposit(key("w", 0, 1), part("w", 1, 0, 1));
    assertThat(box.size()).as("the rejoined rank's first part is kept").isEqualTo(1);
  }

  @Test
  void aRankThatForgotThenLeftStartsAfreshWhenItJoinsAgain() {
    Mailbox box = new Mailbox();
    box.forget(key("w", 0, 5)); // rank 0 finished #5
    box.joined("w", 0); // joined again (the leave happened between, or its join raced it)
    box.deposit(key("w", 0, 1), part("w", 1, 0, 1));
    assertThat(box.size()).as("joining clears what the rank's earlier seat had finished").isEqualTo(1);
  }

  @Test
  void partsArrivingBetweenALeaveAndTheNextJoinAreKeptForTheRejoinedRank() throws Exception {
    Mailbox box = new Mailbox();
    box.drop("w", 0);
    box.deposit(key("w", 0, 1), part("w", 1, 0, 1)); // rank 1 already runs #1 of the restarted job
    box.joined("w", 0);
    assertThat(box.size()).isEqualTo(1);
    assertThat(box.await(key("w", 0, 1), Set.of(1), System.nanoTime() + 60_000_000_000L).parts()).containsOnlyKeys(1);
  }

  @Test
  void partsForADepartedRankAreDroppedWhenTheirTimeToLiveEnds() throws Exception {
    Mailbox box = new Mailbox(1, 1 << 20); // kept for 1 ms at most
    box.drop("w", 0);
    box.deposit(key("w", 0, 4), part("w", 1, 0, 4)); // still on its way from rank 1
    box.deposit(key("w", 1, 4), part("w", 0, 1, 4));
    long until = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(60);
    while (box.size() > 1 && System.nanoTime() < until) {
      Thread.sleep(1);
    }
    assertThat(box.size()).as("the departed rank's part swept by the deadline thread; other ranks' parts kept").isEqualTo(1);
    assertThat(box.staleParts().keptBytes("w")).isZero();
    box.joined("w", 0);
    box.deposit(key("w", 0, 1), part("w", 1, 0, 1));
    assertThat(box.size()).as("once it joins again its parts are kept").isEqualTo(2);
  }

  @Test
  void partsForADepartedRankAreKeptUpToTheWorldsByteCap() {
    float[] x = new float[256]; // 1 KiB
    Mailbox box = new Mailbox(60_000, 1536); // room for one such part per world
    box.drop("w", 0);
    box.deposit(key("w", 0, 1), bigPart("w", 1, 0, 1, x));
    box.deposit(key("w", 0, 2), bigPart("w", 1, 0, 2, x));
    assertThat(box.size()).as("the second part is over the world's cap").isEqualTo(1);
    assertThat(box.staleParts().dropped()).isEqualTo(1);
    box.joined("w", 0);
    assertThat(box.staleParts().keptBytes("w")).as("a rejoined rank's parts no longer count").isZero();
    box.deposit(key("w", 0, 3), bigPart("w", 1, 0, 3, x));
    assertThat(box.size()).isEqualTo(2);
  }

  private static Shard bigPart(String world, int source, int target, long sequence, float[] x) {
    return new Shard(part(world, source, target, sequence).header(), List.of(org.torchtpu.server.exec.DeviceArray.ofFloats(
        org.torchtpu.api.v1.DType.F32, new int[] {x.length}, x)));
  }

  @Test
  void aLongLivedRankTracksAtMostACappedNumberOfGroupsTheLeastRecentlyUsedForgottenFirst() {
    Mailbox box = new Mailbox();
    box.forget(new Mailbox.Key("w", 0, "g-first", 1));
    for (int g = 0; g < StaleParts.GROUPS_KEPT_PER_RANK + 100; g++) {
      box.forget(new Mailbox.Key("w", 0, "g" + g, 1)); // one session, a new group string per collective
      if (g % 100 == 0) {
        box.forget(new Mailbox.Key("w", 0, "g-first", 2)); // in use all along
      }
    }
    assertThat(box.staleParts().tracked()).isEqualTo(StaleParts.GROUPS_KEPT_PER_RANK);
    box.deposit(new Mailbox.Key("w", 0, "g-first", 2), part("w", 1, 0, 2));
    assertThat(box.size()).as("a group in use is still tracked: its late part is not kept").isZero();
    box.deposit(new Mailbox.Key("w", 0, "g0", 1), part("w", 1, 0, 1));
    assertThat(box.size()).as("the least recently used group was forgotten: its part is kept, as before the bookkeeping")
        .isEqualTo(1);
  }

  @Test
  void theBookkeepingIsBounded() {
    Mailbox box = new Mailbox();
    for (int r = 0; r < StaleParts.DEPARTED_KEPT + 1000; r++) {
      box.forget(new Mailbox.Key("w-" + r, r, "0,1", 1));
      box.drop("w-" + r, r); // leaving also forgets the rank's groups
    }
    assertThat(box.staleParts().tracked()).isLessThanOrEqualTo(StaleParts.DEPARTED_KEPT);
    assertThat(box.size()).isZero();
  }
}
