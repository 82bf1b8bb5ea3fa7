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
  void partsForARankThatLeftAreNotKeptUntilItJoinsAgain() {
    Mailbox box = new Mailbox();
    box.deposit(key("w", 0, 3), part("w", 1, 0, 3)); // waiting for rank 0, which has not reached #3
    box.drop("w", 0); // rank 0's session closed
    assertThat(box.size()).isZero();
    box.deposit(key("w", 0, 4), part("w", 1, 0, 4)); // still on its way from rank 1
    assertThat(box.size()).as("a part for a departed rank is not kept").isZero();
    box.deposit(key("w", 1, 4), part("w", 0, 1, 4));
    assertThat(box.size()).as("other ranks' parts are kept").isEqualTo(1);
    box.joined("w", 0);
    box.deposit(key("w", 0, 1), part("w", 1, 0, 1));
    assertThat(box.size()).as("once it joins again its parts are kept").isEqualTo(2);
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
