package org.torchtpu.server.fabric;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.grpc.Status;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.ShardHeader;
import org.torchtpu.server.exec.DeviceArray;

/**
 * {@link Mailbox#abandon}: a member's note that it gave a round up. The receiver fails the round at once or on reaching
 * it; the round's parts are dropped and a part held for a rank not in its world gives its bytes back at once, exactly
 * once (its expiry, still scheduled, then gives back nothing); a part of the round arriving after the note is not kept.
 */
class AbandonedRoundTest {
  private static final long MINUTE_MILLIS = 60_000;
  private static final Mailbox.CollectiveFailureNote GAVE_UP =
      new Mailbox.CollectiveFailureNote(Status.Code.DEADLINE_EXCEEDED, "rank 1 gave up on it: timed out", true);

  private static Shard part(int source, int target, long sequence) {
    ShardHeader h = ShardHeader.newBuilder().setWorldId("w").setTenant("t").setSourceRank(source).setTargetRank(target)
        .setGroupKey("0,1,2").setGroupSequence(sequence).build();
    return new Shard(h, List.of(DeviceArray.ofFloats(DType.F32, new int[] {256}, new float[256]))); // 1 KiB
  }

  private static Mailbox.Key key(int target, long sequence) {
    return new Mailbox.Key("w", target, "0,1,2", sequence);
  }

  private static Mailbox box(List<Runnable> timers) {
    return new Mailbox(MINUTE_MILLIS, MINUTE_MILLIS, HeldPartLimits.DEFAULT, (at, r) -> timers.add(r));
  }

  @Test
  void aHeldPartOfAnAbandonedRoundGivesItsBytesBackAtOnceAndItsExpiryGivesBackNothingMore() {
    List<Runnable> timers = new ArrayList<>();
    Mailbox box = box(timers);
    box.deposit(key(0, 1), part(1, 0, 1)); // rank 0 has not joined here: held
    box.deposit(key(0, 1), part(2, 0, 1));
    box.deposit(key(0, 2), part(2, 0, 2)); // the next round's part stays held
    assertThat(box.staleParts().hostBytes()).isEqualTo(3 * 1024);
    box.abandon(key(0, 1), GAVE_UP);
    assertThat(box.staleParts().hostBytes()).as("round #1's parts given back at once").isEqualTo(1024);
    assertThat(box.staleParts().heldParts("t")).as("round #2's part and the note kept for rank 0").isEqualTo(2);
    box.deposit(key(0, 1), part(2, 0, 1)); // a late part of the abandoned round
    assertThat(box.staleParts().hostBytes()).as("a part of an abandoned round is not kept").isEqualTo(1024);
    List<Runnable> due = new ArrayList<>(timers);
    due.forEach(Runnable::run); // every expiry: the held parts' and the note's (rank 0 never came)
    assertThat(box.staleParts().hostBytes()).as("nothing given back twice").isZero();
    assertThat(box.staleParts().heldParts("t")).isZero();
    assertThat(box.size()).as("the note of a rank that never came is not kept for ever").isZero();
  }

  /**
   * A member's part reached this host after its receiver left (the part was on the wire when the receiver's session
   * closed), so it is held for the receiver's next seat; the member's wait in that round then ended by the receiver's
   * own leave note, and the member gives the round up only to receivers waiting in it. That note still drops the held
   * part: otherwise it stays for the longest collective timeout, and the rank's next session would take it for its
   * own round of the same number.
   */
  @Test
  void aNoteForWaitingReceiversOnlyStillDropsWhatIsHeldInTheRoundForARankThatLeft() throws Exception {
    List<Runnable> timers = new ArrayList<>();
    Mailbox box = box(timers);
    Object seat = new Object();
    box.joined("w", 1, seat);
    box.drop("w", 1, seat); // rank 1's session closed
    box.deposit(key(1, 2), part(0, 1, 2)); // rank 0's part of round #2, on the wire during the close: held for rank 1
    box.deposit(key(1, 3), part(0, 1, 3)); // a part of another round stays held
    assertThat(box.staleParts().hostBytes()).isEqualTo(2 * 1024);

    box.abandonIfWaiting(key(1, 2), new Mailbox.CollectiveFailureNote(Status.Code.CANCELLED,
        "rank 0 gave up on it: rank 1 left world w", true));
    assertThat(box.staleParts().hostBytes()).as("round #2's held part given back at once").isEqualTo(1024);
    assertThat(box.size()).as("only round #3's slot is left").isEqualTo(1);

    box.joined("w", 1); // rank 1's next session
    assertThat(box.complete(key(1, 2), Set.of(0))).as("its round #2 does not meet the old session's part").isFalse();
    assertThat(box.failureNoted(key(1, 2))).as("nor a note: it was for the old session").isFalse();
    timers.forEach(Runnable::run);
    assertThat(box.staleParts().hostBytes()).isZero();
  }

  /**
   * The note reads its receiver as departed, and the rank joins again before the note takes the round's slot; a peer's
   * part for the new seat arrives meanwhile. The note is for the seat that left: it drops what was held for that seat
   * only (before: every part in the slot, the new seat's too, so the new seat waited out its timeout for it).
   */
  @Test
  void aRejoinBetweenTheNoteReadingItsRankAndTakingTheSlotKeepsTheNewSeatsPart() throws Exception {
    List<Runnable> timers = new ArrayList<>();
    Mailbox box = box(timers);
    Object seat = new Object();
    box.joined("w", 1, seat);
    box.drop("w", 1, seat);
    box.deposit(key(1, 2), part(0, 1, 2)); // held for rank 1's next seat
    box.afterPresenceRead(() -> {
      box.joined("w", 1); // rank 1's next session
      box.deposit(key(1, 2), part(2, 1, 2)); // rank 2's part for it
    });
    box.abandonIfWaiting(key(1, 2), new Mailbox.CollectiveFailureNote(Status.Code.CANCELLED,
        "rank 0 gave up on it: rank 1 left world w", true));

    assertThat(box.complete(key(1, 2), Set.of(2))).as("the new seat's part is kept").isTrue();
    assertThat(box.complete(key(1, 2), Set.of(0, 2))).as("the part held for the old seat is not").isFalse();
    assertThat(box.failureNoted(key(1, 2))).as("nor a note: it was for the old seat").isFalse();
    timers.forEach(Runnable::run);
    assertThat(box.staleParts().hostBytes()).isZero();
  }

  /**
   * As above, but the new seat's part was on its way into the slot (found, accounted, not yet put) when the note took
   * the slot, found it empty and removed it: the part goes into the slot now in the map (before: into the removed one,
   * lost).
   */
  @Test
  void aPartOnItsWayIntoASlotTheNoteRemovesReachesTheNewSlot() throws Exception {
    Mailbox box = box(new ArrayList<>());
    Object seat = new Object();
    box.joined("w", 1, seat);
    box.drop("w", 1, seat);
    box.deposit(key(1, 2), part(0, 1, 2));
    java.util.concurrent.CountDownLatch atPut = new java.util.concurrent.CountDownLatch(1);
    java.util.concurrent.CountDownLatch put = new java.util.concurrent.CountDownLatch(1);
    AtomicReference<Throwable> failed = new AtomicReference<>();
    Thread depositor = new Thread(() -> {
      try {
        box.deposit(key(1, 2), part(2, 1, 2));
      } catch (Throwable t) {
        failed.set(t);
      }
    });
    box.afterPresenceRead(() -> {
      box.joined("w", 1);
      box.beforePut = () -> {
        atPut.countDown();
        await(put);
      };
      depositor.start();
      await(atPut); // the depositor holds the slot, its part accounted for a present rank
    });
    box.abandonIfWaiting(key(1, 2), new Mailbox.CollectiveFailureNote(Status.Code.CANCELLED,
        "rank 0 gave up on it: rank 1 left world w", true));
    put.countDown();
    depositor.join(60_000);
    assertThat(failed.get()).isNull();
    assertThat(box.complete(key(1, 2), Set.of(2))).as("the new seat's part is in the slot in the map").isTrue();
    assertThat(box.complete(key(1, 2), Set.of(0, 2))).isFalse();
  }

  /**
   * The new seat's receiver found the round's slot (holding only the old seat's part) and the note for the old seat
   * emptied and retired it before the receiver took its lock: the receiver waits in the slot now in the map, where the
   * peer's part then arrives (before: it waited in the retired slot, which no part reaches, until its deadline).
   */
  @Test
  void aReceiverThatFoundASlotTheNoteRetiresWaitsInTheNewSlot() {
    Mailbox box = box(new ArrayList<>());
    Object seat = new Object();
    box.joined("w", 1, seat);
    box.drop("w", 1, seat);
    box.deposit(key(1, 2), part(0, 1, 2)); // held for rank 1's next seat
    box.beforeSlotLock = () -> {
      box.beforeSlotLock = null;
      box.afterPresenceRead(() -> box.joined("w", 1)); // read as departed, then rank 1's next session joins
      box.abandonIfWaiting(key(1, 2), new Mailbox.CollectiveFailureNote(Status.Code.CANCELLED,
          "rank 0 gave up on it: rank 1 left world w", true));
    };
    AtomicReference<Mailbox.Arrival> told = new AtomicReference<>();
    box.awaitAsync(key(1, 2), Set.of(2), System.nanoTime() + 60_000_000_000L, () -> false, told::set);
    assertThat(told.get()).isNull();
    box.deposit(key(1, 2), part(2, 1, 2)); // rank 2's part for the new seat

    assertThat(told.get()).as("the receiver is told by the part's deposit").isNotNull();
    assertThat(told.get().parts()).containsOnlyKeys(2);
    assertThat(told.get().missing()).isEmpty();
  }

  private static void await(java.util.concurrent.CountDownLatch latch) {
    try {
      if (!latch.await(60, java.util.concurrent.TimeUnit.SECONDS)) {
        throw new IllegalStateException("not reached in 60 s");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  @Test
  void aRankThatJoinsAfterTheNoteFailsTheRoundOnReachingItAndGetsTheNextRoundsParts() throws Exception {
    List<Runnable> timers = new ArrayList<>();
    Mailbox box = box(timers);
    box.deposit(key(0, 1), part(1, 0, 1));
    box.abandon(key(0, 1), GAVE_UP);
    box.deposit(key(0, 2), part(1, 0, 2));
    box.deposit(key(0, 2), part(2, 0, 2));
    box.joined("w", 0);
    Mailbox.Arrival first = box.await(key(0, 1), Set.of(1, 2), System.nanoTime() + 60_000_000_000L);
    assertThat(first.failure()).isEqualTo(GAVE_UP);
    assertThat(first.parts()).as("none of the abandoned round's parts").isEmpty();
    box.forget(key(0, 1));
    Mailbox.Arrival second = box.await(key(0, 2), Set.of(1, 2), System.nanoTime() + 60_000_000_000L);
    assertThat(second.failure()).isNull();
    assertThat(second.parts()).containsOnlyKeys(1, 2);
    box.forget(key(0, 2));
    timers.forEach(Runnable::run);
    assertThat(box.size()).isZero();
    assertThat(box.staleParts().hostBytes()).isZero();
  }

  @Test
  void aReceiverWaitingWithoutAThreadIsToldAtOnce() {
    Mailbox box = box(new ArrayList<>());
    box.joined("w", 0);
    box.deposit(key(0, 1), part(2, 0, 1));
    AtomicReference<Mailbox.Arrival> told = new AtomicReference<>();
    box.awaitAsync(key(0, 1), Set.of(1, 2), System.nanoTime() + 60_000_000_000L, () -> false, told::set);
    assertThat(told.get()).isNull();
    box.abandon(key(0, 1), GAVE_UP);
    assertThat(told.get()).isNotNull();
    assertThat(told.get().failure()).isEqualTo(GAVE_UP);
    assertThat(box.size()).isZero();
    assertThat(box.waitersWaiting()).isZero();
  }

  @Test
  void aNoteAfterTheReceiverFinishedTheRoundOrForADepartedRankKeepsNothing() throws Exception {
    Mailbox box = box(new ArrayList<>());
    box.joined("w", 0);
    box.deposit(key(0, 1), part(1, 0, 1));
    box.deposit(key(0, 1), part(2, 0, 1));
    assertThat(box.await(key(0, 1), Set.of(1, 2), System.nanoTime()).parts()).containsOnlyKeys(1, 2);
    box.forget(key(0, 1));
    box.abandon(key(0, 1), GAVE_UP); // a late note: rank 0 completed the round
    assertThat(box.size()).isZero();

    box.drop("w", 0); // rank 0 left: parts for it are held for its next seat
    box.deposit(key(0, 5), part(1, 0, 5));
    assertThat(box.staleParts().hostBytes()).isEqualTo(1024);
    box.abandon(key(0, 5), GAVE_UP);
    assertThat(box.staleParts().hostBytes()).isZero();
    assertThat(box.size()).as("no note kept for a rank that left").isZero();
  }

  @Test
  void aClosingRanksNoteOnItsNextRoundFailsOnlyAReceiverAlreadyWaitingInIt() throws Exception {
    Mailbox box = box(new ArrayList<>());
    box.joined("w", 0);
    box.joined("w", 1);
    box.abandonIfWaiting(key(0, 3), GAVE_UP); // rank 0 has not reached round #3: nothing kept for it
    assertThat(box.size()).isZero();
    AtomicReference<Mailbox.Arrival> told = new AtomicReference<>();
    box.awaitAsync(key(1, 3), Set.of(0, 2), System.nanoTime() + 60_000_000_000L, () -> false, told::set);
    box.abandonIfWaiting(key(1, 3), GAVE_UP); // rank 1 waits in it: fails at once
    assertThat(told.get().failure()).isEqualTo(GAVE_UP);
    assertThat(box.size()).isZero();
  }

  @Test
  void aPartNoLongerHeldOnceItsRankJoinedIsNotGivenBackTwice() {
    List<Runnable> timers = new ArrayList<>();
    Mailbox box = box(timers);
    box.deposit(key(0, 1), part(1, 0, 1));
    box.deposit(key(1, 1), part(0, 1, 1)); // another absent rank's part, still held
    box.joined("w", 0); // rank 0's part is its own now, no longer counted
    assertThat(box.staleParts().hostBytes()).isEqualTo(1024);
    box.abandon(key(0, 1), GAVE_UP);
    timers.forEach(Runnable::run);
    assertThat(box.staleParts().hostBytes()).as("only rank 1's part was held, given back once by its expiry").isZero();
    assertThat(box.staleParts().heldParts("t")).isZero();
  }

  @Test
  void notesForARankThatNeverJoinsCountAgainstTheHeldPartsBoundsAndOverThemKeepNoSlot() {
    List<Runnable> timers = new ArrayList<>();
    Mailbox box = new Mailbox(MINUTE_MILLIS, MINUTE_MILLIS, new HeldPartLimits(1 << 20, 8, 1 << 20, 16_384),
        (at, r) -> timers.add(r));
    box.deposit(key(0, 20_000), part(1, 0, 20_000)); // one held part: 7 of the world's 8 parts left for notes
    for (long round = 1; round <= 10_000; round++) { // a failed op, then a batch of skipped collectives
      box.abandon(key(0, round), GAVE_UP, "t");
    }
    assertThat(box.size()).as("slots for rank 0, which never joins: the part's and 7 notes'").isEqualTo(8);
    assertThat(box.staleParts().heldParts("t")).as("each kept note counts as a held part").isEqualTo(8);
    assertThatThrownBy(() -> box.deposit(key(0, 20_001), part(1, 0, 20_001)))
        .as("the notes take the world's bound: a further part is refused, naming it").hasMessageContaining("parts of world w");
    box.abandon(key(0, 20_000), GAVE_UP, "t"); // over the bounds: no new slot, but the existing slot's part is dropped
    assertThat(box.staleParts().hostBytes()).isZero();
    assertThat(box.size()).as("the emptied slot is not kept either").isEqualTo(7);
    box.abandon(key(0, 30_000), GAVE_UP, "t"); // the part's place is free again: one note more
    assertThat(box.size()).isEqualTo(8);
    new ArrayList<>(timers).forEach(Runnable::run);
    assertThat(box.staleParts().heldParts("t")).as("every note's hold given back once").isZero();
    assertThat(box.size()).isZero();
  }
}
