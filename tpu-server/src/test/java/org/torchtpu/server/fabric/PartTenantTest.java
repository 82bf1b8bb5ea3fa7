package org.torchtpu.server.fabric;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.grpc.Status;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.ShardHeader;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.service.error.DomainException;

/**
 * A part's header names the tenant it is sent for (the sending host sets it; only hosts call Fabric). A part naming
 * another tenant than the one whose ranks joined its world here is refused PERMISSION_DENIED and reaches no rank, and
 * a part held before the rank joined that names another tenant is dropped when it joins.
 */
class PartTenantTest {
  private static final long MINUTE_MILLIS = 60_000;

  private static Shard part(String tenant, int source, int target) {
    ShardHeader h = ShardHeader.newBuilder().setWorldId("w").setTenant(tenant).setSourceRank(source)
        .setTargetRank(target).setGroupKey("0,1,2").setGroupSequence(1).build();
    return new Shard(h, List.of(DeviceArray.ofFloats(DType.F32, new int[] {1}, new float[] {source + 1})));
  }

  private static Mailbox.Key key(int target) {
    return new Mailbox.Key("w", target, "0,1,2", 1);
  }

  /** What rank {@code target}'s collective finds now from sources 1 and 2 (its deadline already passed). */
  private static Mailbox.Arrival arrivalNow(Mailbox box, int target) throws Exception {
    CompletableFuture<Mailbox.Arrival> told = new CompletableFuture<>();
    box.awaitAsync(key(target), Set.of(1, 2), System.nanoTime(), () -> false, told::complete);
    return told.get(60, TimeUnit.SECONDS);
  }

  @Test
  void aPartNamingAnotherTenantThanTheJoinedRanksIsRefusedAndNotDelivered() throws Exception {
    Mailbox box = new Mailbox(MINUTE_MILLIS, MINUTE_MILLIS, new HeldPartLimits(1 << 20, 1024, 1 << 20, 1024));
    box.joined("w", 0, new Object(), "alice");
    assertThatThrownBy(() -> box.deposit(key(0), part("mallory", 1, 0)))
        .isInstanceOfSatisfying(DomainException.class, e -> {
          assertThat(e.kind()).isEqualTo(DomainException.Kind.NOT_ALLOWED);
          assertThat(e.getMessage()).contains("world w", "tenant 'mallory'", "nothing of it is delivered")
              .doesNotContain("alice");
        });
    assertThat(box.size()).as("the refused part left no slot").isZero();
    // nor does a part naming several ranks reach the one of them that is the right tenant's
    box.joined("w", 1, new Object(), "alice");
    assertThatThrownBy(() -> box.depositAll(List.of(key(2), key(1)), part("mallory", 0, 2)))
        .isInstanceOf(DomainException.class);
    assertThat(box.size()).isZero();

    box.deposit(key(0), part("alice", 1, 0));
    box.deposit(key(0), part("alice", 2, 0));
    Mailbox.Arrival arrival = arrivalNow(box, 0);
    assertThat(arrival.missing()).isEmpty();
    assertThat(arrival.parts().values()).extracting(s -> s.header().getTenant()).containsOnly("alice");
  }

  @Test
  void partsHeldBeforeTheRankJoinedThatNameAnotherTenantAreDroppedOnJoin() throws Exception {
    Mailbox box = new Mailbox(MINUTE_MILLIS, MINUTE_MILLIS, new HeldPartLimits(1 << 20, 1024, 1 << 20, 1024));
    box.deposit(key(0), part("mallory", 1, 0)); // the world's tenant is not known before a rank joins: held
    box.deposit(key(0), part("alice", 2, 0));
    box.deposit(key(1), part("mallory", 2, 1)); // another rank's slot with only a foreign part
    box.joined("w", 0, new Object(), "alice");
    Mailbox.Arrival arrival = arrivalNow(box, 0);
    assertThat(arrival.parts()).containsOnlyKeys(2);
    assertThat(arrival.missing()).containsExactly(1);

    box.joined("w", 1, new Object(), "alice");
    assertThat(box.size()).as("rank 1's slot held only mallory's part: dropped with it").isZero();
  }

  /**
   * A join landing between a deposit's accounting and its put (the part was held: its rank was away) found the slot
   * still empty; the put now sees the rank present for another tenant and drops the part, refusing it.
   */
  @Test
  void aJoinRacingADepositOfAnotherTenantsPartLetsNothingThrough() throws Exception {
    Mailbox box = new Mailbox(MINUTE_MILLIS, MINUTE_MILLIS, new HeldPartLimits(1 << 20, 1024, 1 << 20, 1024));
    box.beforePut = () -> box.joined("w", 0, new Object(), "alice");
    assertThatThrownBy(() -> box.deposit(key(0), part("mallory", 1, 0)))
        .isInstanceOfSatisfying(DomainException.class, e -> {
          assertThat(e.kind()).isEqualTo(DomainException.Kind.NOT_ALLOWED);
          assertThat(e.getMessage()).contains("tenant 'mallory'").doesNotContain("alice");
        });
    box.beforePut = null;
    box.deposit(key(0), part("alice", 2, 0));
    Mailbox.Arrival arrival = arrivalNow(box, 0);
    assertThat(arrival.parts()).as("mallory's part never reached the rank").containsOnlyKeys(2);
    assertThat(arrival.missing()).containsExactly(1);
    assertThat(box.staleParts().dropped()).isEqualTo(1);
  }

  @Test
  void overFabricAPartNamingAnotherTenantIsPermissionDenied() throws Exception {
    try (TestHost a = new TestHost("host-a", 2); TestHost b = new TestHost("host-b", 2)) {
      WorldMembership.Builder world = TestHost.world("job-9/0", List.of(a, b), new int[] {0, 0}, 20_000);
      a.openRank(world, 0, EagerMode.STRICT); // TestHost's sessions are tenant "t"
      ShardHeader.Builder header = ShardHeader.newBuilder().setWorldId("job-9/0").setGroupKey("0,1")
          .setGroupSequence(1).setSourceRank(1).setTargetRank(0).setPayloadBytes(0);
      Status foreign = ShardHeaderBoundsTest.deliver(a, header.setTenant("mallory").build());
      assertThat(foreign.getCode()).isEqualTo(Status.Code.PERMISSION_DENIED);
      assertThat(foreign.getDescription()).contains("job-9/0", "tenant 'mallory'", "nothing of it is delivered");
      assertThat(a.worlds.mailbox().size()).as("nothing stored").isZero();
      assertThat(ShardHeaderBoundsTest.deliver(a, header.setTenant("t").build()).getCode()).isEqualTo(Status.Code.OK);
    }
  }
}
