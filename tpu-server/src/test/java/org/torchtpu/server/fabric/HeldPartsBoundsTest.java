package org.torchtpu.server.fabric;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.FabricGrpc;
import org.torchtpu.api.v1.FabricPart;
import org.torchtpu.api.v1.FabricReceipt;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.ShardHeader;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.service.error.DomainException;

/**
 * Parts for a rank that has not joined its world on this host are held within bounds per world and per sending tenant
 * (bytes and count) and for a time: a tenant whose world has a rank that never joins cannot make a host keep its parts
 * without end. A rank that joins in time gets every part sent to it before.
 */
class HeldPartsBoundsTest {
  private static final long MINUTE_MILLIS = 60_000;

  private static Shard part(String world, String tenant, int target, long sequence, int floats) {
    ShardHeader h = ShardHeader.newBuilder().setWorldId(world).setTenant(tenant).setSourceRank(0).setTargetRank(target)
        .setGroupKey("0,1").setGroupSequence(sequence).build();
    return new Shard(h, floats == 0 ? List.of() : List.of(DeviceArray.ofFloats(DType.F32, new int[] {floats},
        new float[floats])));
  }

  private static Mailbox.Key key(String world, int target, long sequence) {
    return new Mailbox.Key(world, target, "0,1", sequence);
  }

  @Test
  void partsForARankThatHasNotJoinedAreHeldUpToTheWorldsByteBoundThenRefusedNamingIt() {
    Mailbox box = new Mailbox(MINUTE_MILLIS, MINUTE_MILLIS, new HeldPartLimits(1536, 4096, 1 << 20, 16_384));
    box.deposit(key("w", 1, 1), part("w", "t", 1, 1, 256)); // 1 KiB
    assertThatThrownBy(() -> box.deposit(key("w", 1, 2), part("w", "t", 1, 2, 256)))
        .isInstanceOfSatisfying(DomainException.class, e -> {
          assertThat(e.kind()).isEqualTo(DomainException.Kind.EXHAUSTED);
          assertThat(e.getMessage()).contains("rank 1 of world w", "has not joined this host", "bytes of world w (1536)");
        });
    assertThat(box.size()).as("the refused part left no slot").isEqualTo(1);
    assertThat(box.staleParts().keptBytes("w")).isEqualTo(1024);
  }

  @Test
  void theCountOfHeldPartsIsBoundedPerWorldEvenWhenTheyAreEmpty() {
    Mailbox box = new Mailbox(MINUTE_MILLIS, MINUTE_MILLIS, new HeldPartLimits(1 << 20, 3, 1 << 20, 16_384));
    for (long s = 1; s <= 3; s++) {
      box.deposit(key("w", 1, s), part("w", "t", 1, s, 0));
    }
    assertThatThrownBy(() -> box.deposit(key("w", 1, 4), part("w", "t", 1, 4, 0)))
        .isInstanceOf(DomainException.class).hasMessageContaining("parts of world w (3)");
    box.deposit(key("other", 1, 1), part("other", "t", 1, 1, 0));
    assertThat(box.size()).as("another world has its own bound").isEqualTo(4);
  }

  @Test
  void theHeldPartsOfOneTenantAreBoundedOverAllItsWorldsAndLeaveRoomForOthers() {
    Mailbox box = new Mailbox(MINUTE_MILLIS, MINUTE_MILLIS, new HeldPartLimits(1 << 20, 2, 3 * 1024, 3));
    box.deposit(key("a1", 1, 1), part("a1", "attacker", 1, 1, 0));
    box.deposit(key("a1", 1, 2), part("a1", "attacker", 1, 2, 0));
    box.deposit(key("a2", 1, 1), part("a2", "attacker", 1, 1, 0));
    assertThatThrownBy(() -> box.deposit(key("a3", 1, 1), part("a3", "attacker", 1, 1, 0)))
        .isInstanceOf(DomainException.class).hasMessageContaining("parts of tenant attacker (3)");
    box.deposit(key("b1", 1, 1), part("b1", "victim", 1, 1, 256));
    box.deposit(key("b1", 1, 2), part("b1", "victim", 1, 2, 256));
    assertThat(box.staleParts().heldParts("victim")).isEqualTo(2);
    assertThatThrownBy(() -> box.deposit(key("b2", 1, 1), part("b2", "victim", 1, 1, 512)))
        .isInstanceOf(DomainException.class).hasMessageContaining("bytes of tenant victim (3072)");
  }

  @Test
  void aRankThatJoinsInTimeGetsEveryPartHeldForItAndTheyNoLongerCount() throws Exception {
    Mailbox box = new Mailbox(MINUTE_MILLIS, MINUTE_MILLIS, new HeldPartLimits(1 << 20, 2, 1 << 20, 16_384));
    box.deposit(key("w", 1, 1), part("w", "t", 1, 1, 4));
    box.deposit(key("w", 1, 2), part("w", "t", 1, 2, 4));
    box.joined("w", 1);
    assertThat(box.staleParts().heldParts("t")).isZero();
    box.deposit(key("w", 1, 3), part("w", "t", 1, 3, 4)); // a joined rank's parts are not held: no bound
    for (long s = 1; s <= 3; s++) {
      Mailbox.Arrival a = box.await(key("w", 1, s), Set.of(0), System.nanoTime() + TimeUnit.SECONDS.toNanos(60));
      assertThat(a.parts()).as("collective #%d", s).containsOnlyKeys(0);
      box.forget(key("w", 1, s));
    }
    assertThat(box.size()).isZero();
  }

  @Test
  void partsForARankThatNeverJoinsAreDroppedWhenTheirTimeIsUpGivingBackTheirShare() throws Exception {
    Mailbox box = new Mailbox(MINUTE_MILLIS, 1, new HeldPartLimits(1 << 20, 1, 1 << 20, 16_384));
    box.deposit(key("w", 1, 1), part("w", "t", 1, 1, 4));
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while ((box.size() > 0 || box.staleParts().heldParts("t") > 0) && System.nanoTime() < until) {
      Thread.sleep(1);
    }
    assertThat(box.size()).isZero();
    assertThat(box.staleParts().keptBytes("w")).isZero();
    // the world's one place is free again: the next part is accepted, not refused (not read back by size: with a 1 ms
    // keep it may already have expired again)
    assertThatCode(() -> box.deposit(key("w", 1, 2), part("w", "t", 1, 2, 4))).doesNotThrowAnyException();
  }

  /** Each part's receipt (0 = stored, else the refusing status code), for parts sent on one exchange stream. */
  private static java.util.Map<Long, FabricReceipt> exchange(TestHost to, List<ShardHeader> headers) throws Exception {
    ManagedChannel channel = ManagedChannelBuilder.forTarget(to.address()).usePlaintext().build();
    try {
      java.util.Map<Long, FabricReceipt> receipts = new java.util.concurrent.ConcurrentHashMap<>();
      CompletableFuture<Void> done = new CompletableFuture<>();
      StreamObserver<FabricPart> in = FabricGrpc.newStub(channel).withDeadlineAfter(120, TimeUnit.SECONDS)
          .exchange(new StreamObserver<>() {
            @Override
            public void onNext(FabricReceipt r) {
              receipts.put(r.getId(), r);
            }

            @Override
            public void onError(Throwable t) {
              done.completeExceptionally(t);
            }

            @Override
            public void onCompleted() {
              done.complete(null);
            }
          });
      for (int i = 0; i < headers.size(); i++) {
        in.onNext(FabricPart.newBuilder().setId(i).setHeader(headers.get(i)).build());
      }
      in.onCompleted();
      done.get(120, TimeUnit.SECONDS);
      return receipts;
    } finally {
      channel.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
    }
  }

  private static ShardHeader header(String world, String tenant, long sequence) {
    return ShardHeader.newBuilder().setWorldId(world).setTenant(tenant).setGroupKey("0,1").setGroupSequence(sequence)
        .setSourceRank(0).setTargetRank(1).setPayloadBytes(0).build();
  }

  private static Mailbox.Key key(String world, int target, long sequence, String group) {
    return new Mailbox.Key(world, target, group, sequence);
  }

  @Test
  void aPartSharedByAbsentRanksCountsItsBytesOnceAndEachRankGetsIt() throws Exception {
    // 1 KiB for 4 absent ranks under a 1.5 KiB world bound: one object in memory, so it is held (4 KiB counted is not)
    Mailbox box = new Mailbox(MINUTE_MILLIS, MINUTE_MILLIS, new HeldPartLimits(1536, 4096, 1 << 20, 16_384));
    Shard shared = part("w", "t", 1, 1, 256);
    List<Mailbox.Key> keys = List.of(key("w", 1, 1), key("w", 2, 1), key("w", 3, 1), key("w", 4, 1));
    box.depositAll(keys, shared);
    assertThat(box.staleParts().keptBytes("w")).isEqualTo(1024);
    assertThat(box.staleParts().heldParts("t")).isEqualTo(4);
    for (Mailbox.Key k : keys) {
      box.joined("w", k.target());
      assertThat(box.await(k, Set.of(0), System.nanoTime() + TimeUnit.SECONDS.toNanos(60)).parts())
          .as("rank %d", k.target()).containsEntry(0, shared);
    }
    assertThat(box.staleParts().keptBytes("w")).isZero();
  }

  @Test
  void theDefaultBoundsHoldALargeAllReduceOfEveryPeerForALateHostOfFourRanks() {
    // host X's 4 ranks each send a 40 MiB all-reduce part naming host Y's 4 ranks, which have not joined yet
    Mailbox box = new Mailbox(MINUTE_MILLIS, MINUTE_MILLIS, HeldPartLimits.of(new FabricProperties(0, 0, 0, 0, 0,
        1L << 30)));
    DeviceArray gradient = DeviceArray.ofFloats(DType.F32, new int[] {10 << 20}, new float[10 << 20]);
    for (int source = 0; source < 4; source++) {
      ShardHeader h = ShardHeader.newBuilder().setWorldId("w").setTenant("t").setSourceRank(source).setTargetRank(4)
          .addAllOtherTargetRanks(List.of(5, 6, 7)).setGroupKey("all").setGroupSequence(1).build();
      box.depositAll(List.of(key("w", 4, 1, "all"), key("w", 5, 1, "all"), key("w", 6, 1, "all"),
          key("w", 7, 1, "all")), new Shard(h, List.of(gradient)));
    }
    assertThat(box.staleParts().keptBytes("w")).isEqualTo(160L << 20);
    assertThat(box.size()).isEqualTo(4);
  }

  @Test
  void aRefusalForAbsentRanksStillDeliversThePartToTheJoinedOnesAndHoldsNoneOfTheAbsent() throws Exception {
    Mailbox box = new Mailbox(MINUTE_MILLIS, MINUTE_MILLIS, new HeldPartLimits(1 << 20, 2, 1 << 20, 16_384));
    box.deposit(key("w", 9, 1), part("w", "t", 9, 1, 0)); // the world's bound: one part held, room for one more
    box.joined("w", 3);
    Shard shared = part("w", "t", 1, 1, 4);
    // ranks 1 and 2 absent (two parts: over the bound), rank 3 joined and listed last
    assertThatThrownBy(() -> box.depositAll(List.of(key("w", 1, 1), key("w", 2, 1), key("w", 3, 1)), shared))
        .isInstanceOfSatisfying(DomainException.class, e -> {
          assertThat(e.kind()).isEqualTo(DomainException.Kind.EXHAUSTED);
          assertThat(e.getMessage()).contains("rank 1 of world w", "and 1 other ranks", "parts of world w (2)");
        });
    assertThat(box.complete(key("w", 3, 1), Set.of(0))).as("the joined rank got the part").isTrue();
    assertThat(box.complete(key("w", 1, 1), Set.of(0))).as("no absent rank kept a refused part").isFalse();
    assertThat(box.complete(key("w", 2, 1), Set.of(0))).isFalse();
    assertThat(box.staleParts().heldParts("t")).isEqualTo(1);
  }

  @Test
  void manyTenantsTogetherAreBoundedByTheHostsBound() {
    Mailbox box = new Mailbox(MINUTE_MILLIS, MINUTE_MILLIS,
        new HeldPartLimits(1 << 20, 100, 1 << 20, 100, 2048, 1000));
    box.deposit(key("a", 1, 1), part("a", "tenant-a", 1, 1, 256));
    box.deposit(key("b", 1, 1), part("b", "tenant-b", 1, 1, 256));
    assertThat(box.staleParts().hostBytes()).isEqualTo(2048);
    assertThatThrownBy(() -> box.deposit(key("c", 1, 1), part("c", "tenant-c", 1, 1, 1)))
        .isInstanceOf(DomainException.class).hasMessageContaining("bytes of all tenants (2048)");
  }

  @Test
  void oneTenantFillsAtMostHalfTheHostsBoundSoAnotherTenantsLateRankStillGetsItsParts() {
    // the settings a small host runs with: the tenant bound at its default (1 GiB) is above the host's (here 4 KiB,
    // as a quarter of a heap of 4 GiB or less is 1 GiB or less)
    Mailbox box = new Mailbox(MINUTE_MILLIS, MINUTE_MILLIS, HeldPartLimits.of(new FabricProperties(0, 0, 0, 0, 0,
        4096)));
    int held = 0;
    for (long s = 1; s <= 8; s++) { // 1 KiB parts for a rank of the attacker's world that never joins
      try {
        box.deposit(key("attacker-world", 1, s), part("attacker-world", "attacker", 1, s, 256));
        held++;
      } catch (DomainException refused) {
        assertThat(refused.getMessage()).contains("bytes of tenant attacker (2048)");
      }
    }
    assertThat(held).as("the attacker's parts held").isEqualTo(2);
    box.deposit(key("victim-world", 1, 1), part("victim-world", "victim", 1, 1, 256));
    box.deposit(key("victim-world", 1, 2), part("victim-world", "victim", 1, 2, 256));
    assertThat(box.staleParts().heldParts("victim")).isEqualTo(2);
  }

  @Test
  void aHeldPartsExpiryRemovesOnlyThatPartAndTheSlotOnceEmpty() {
    List<Runnable> timers = new java.util.ArrayList<>();
    Mailbox box = new Mailbox(MINUTE_MILLIS, MINUTE_MILLIS, HeldPartLimits.DEFAULT, (at, r) -> timers.add(r));
    Shard first = part("w", "t", 1, 1, 4);
    ShardHeader other = first.header().toBuilder().setSourceRank(2).build();
    box.deposit(key("w", 1, 1), first);
    box.deposit(key("w", 1, 1), new Shard(other, first.payload()));
    assertThat(timers).hasSize(2);
    timers.get(0).run(); // the first part's time is up, not the second's
    assertThat(box.complete(key("w", 1, 1), Set.of(2))).as("the later part is still held").isTrue();
    assertThat(box.complete(key("w", 1, 1), Set.of(0))).as("the expired part is gone").isFalse();
    assertThat(box.staleParts().heldParts("t")).isEqualTo(1);
    timers.get(1).run();
    assertThat(box.size()).isZero();
    assertThat(box.staleParts().heldParts("t")).isZero();
  }

  @Test
  void aLateLeaveOfAnOlderSeatLeavesTheRejoinedRankInItsWorld() throws Exception {
    Mailbox box = new Mailbox(MINUTE_MILLIS, MINUTE_MILLIS, new HeldPartLimits(1 << 20, 1, 1 << 20, 16_384));
    Object oldSeat = new Object();
    Object newSeat = new Object();
    box.joined("w", 1, oldSeat);
    box.joined("w", 1, newSeat); // the restarted rank joined before the old session's leave was through
    box.drop("w", 1, oldSeat);
    box.deposit(key("w", 1, 1), part("w", "t", 1, 1, 4));
    box.deposit(key("w", 1, 2), part("w", "t", 1, 2, 4)); // past a held bound of 1: kept only for a rank that is here
    assertThat(box.staleParts().heldParts("t")).as("nothing held: the rank is in its world").isZero();
    for (long s = 1; s <= 2; s++) {
      assertThat(box.await(key("w", 1, s), Set.of(0), System.nanoTime() + TimeUnit.SECONDS.toNanos(60)).parts())
          .as("collective #%d", s).containsOnlyKeys(0);
    }
    box.drop("w", 1, newSeat); // its own seat's leave counts
    box.deposit(key("w", 1, 3), part("w", "t", 1, 3, 4));
    assertThat(box.staleParts().heldParts("t")).as("held for the departed rank").isEqualTo(1);
  }

  @Test
  void departedRanksStayBoundedWhileARankAwayWithPartsIsPinned() {
    Mailbox box = new Mailbox(MINUTE_MILLIS, MINUTE_MILLIS, HeldPartLimits.DEFAULT);
    box.deposit(key("never", 1, 1), part("never", "t", 1, 1, 0)); // the eldest entry, held for a rank never joining
    for (int i = 0; i < StaleParts.DEPARTED_KEPT + 1000; i++) {
      box.joined("w", i);
      box.drop("w", i);
    }
    assertThat(box.staleParts().tracked()).isEqualTo(StaleParts.DEPARTED_KEPT + 1);
  }

  @Test
  void aHostRefusesPartsForAbsentRanksPastTheWorldsBoundOnBothFabricPathsAndKeepsServingOthers() throws Exception {
    try (TestHost b = new TestHost("host-b", 2)) {
      int bound = HeldPartLimits.DEFAULT.worldParts();
      // no rank of job-9/0 has joined host-b: a part may name up to the largest pod's ranks, each held for its own
      List<Integer> others = java.util.stream.IntStream.range(2, WorldRegistry.MAX_RANKS_OF_AN_UNKNOWN_WORLD).boxed()
          .toList();
      int perPart = 1 + others.size();
      List<ShardHeader> flood = new java.util.ArrayList<>();
      for (long s = 1; s <= bound / perPart + 1; s++) {
        flood.add(header("job-9/0", "attacker", s).toBuilder().addAllOtherTargetRanks(others).build());
      }
      java.util.Map<Long, FabricReceipt> receipts = exchange(b, flood);
      assertThat(receipts).hasSize(flood.size());
      for (long id = 0; id < flood.size() - 1; id++) {
        assertThat(receipts.get(id).getErrorCode()).as("part %d", id).isZero();
      }
      FabricReceipt refused = receipts.get((long) flood.size() - 1);
      assertThat(refused.getErrorCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED.value());
      assertThat(refused.getError()).contains("of world job-9/0", "has not joined this host",
          "parts of world job-9/0 (" + bound + ")");
      int held = (bound / perPart) * perPart;
      assertThat(b.worlds.mailbox().size()).as("whole parts held up to the bound, none of the refused one")
          .isEqualTo(held);
      List<ShardHeader> fill = new java.util.ArrayList<>();
      for (int i = 0; i < bound - held; i++) { // single-rank parts fill the bound up
        fill.add(header("job-9/0", "attacker", 100 + i));
      }
      assertThat(exchange(b, fill).values()).allSatisfy(r -> assertThat(r.getErrorCode()).isZero());
      assertThat(b.worlds.mailbox().size()).isEqualTo(bound);

      Status onItsOwnStream = ShardHeaderBoundsTest.deliver(b, header("job-9/0", "attacker", flood.size() + 1));
      assertThat(onItsOwnStream.getCode()).as(onItsOwnStream.toString()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
      assertThat(onItsOwnStream.getDescription()).contains("has not joined this host");

      assertThat(ShardHeaderBoundsTest.deliver(b, header("job-10/0", "victim", 1)).getCode()).as("another world's part is stored")
          .isEqualTo(Status.Code.OK);
      assertThat(b.worlds.mailbox().size()).isEqualTo(bound + 1);
    }
  }
}
