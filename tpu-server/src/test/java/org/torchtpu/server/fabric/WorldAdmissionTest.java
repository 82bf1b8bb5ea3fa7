package org.torchtpu.server.fabric;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import org.torchtpu.service.error.DomainException;
import org.torchtpu.service.error.ServiceStatuses;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.security.ProgramSeal;
import org.torchtpu.api.security.WorldSeal;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.api.v1.WorldPeer;
import org.torchtpu.server.security.EndedWorlds;
import org.torchtpu.server.security.PodTrust;

/** Issue 12 item 3: with keys on, a world seat is the scheduler's grant, not the client's choice. */
class WorldAdmissionTest {
  static final String SECRET = "pod-secret-for-admission-tests";
  static final WorldSeal SEAL = WorldSeal.of(SECRET);
  static final Clock NOW = Clock.fixed(Instant.ofEpochMilli(1_000_000), ZoneOffset.UTC);

  static WorldMembership granted() {
    return SEAL.seal(WorldMembership.newBuilder().setWorldId("job-1-0").setWorldSize(2)
        .addPeers(WorldPeer.newBuilder().setAddress("10.0.0.1:50051").setChip(0))
        .addPeers(WorldPeer.newBuilder().setAddress("10.0.0.2:50051").setChip(0))
        .setTenant("alice").setJobId("job-1").setExpiresMillis(2_000_000).build()).toBuilder().setRank(0).build();
  }

  static WorldAdmission host(String endpoint, WorldSeal seal) {
    return new WorldAdmission(new PodTrust(true, seal, seal == null ? null : ProgramSeal.of(SECRET)), endpoint, NOW);
  }

  static void refused(Runnable r, Status.Code code, String... words) {
    assertThatThrownBy(r::run).isInstanceOfSatisfying(DomainException.class, e -> {
      // the status the client gets, through the services' one mapping
      StatusRuntimeException sent = ServiceStatuses.toException(e);
      assertThat(sent.getStatus().getCode()).isEqualTo(code);
      assertThat(sent.getStatus().getDescription()).contains(words);
    });
  }

  @Test
  void theScheduledTenantOnItsOwnHostIsAdmitted() {
    host("10.0.0.1:50051", SEAL).admit("alice", granted());
    // rank and timeout are the rank's own choice
    host("10.0.0.2:50051", SEAL).admit("alice", granted().toBuilder().setRank(1).setCollectiveTimeoutMillis(5).build());
  }

  @Test
  void everyOtherSeatIsRefused() {
    WorldAdmission h = host("10.0.0.1:50051", SEAL);
    WorldMembership g = granted();
    // a hand-built world naming a peer the tenant listens on
    refused(() -> h.admit("alice", g.toBuilder().clearSeal().build()), Status.Code.PERMISSION_DENIED, "not one the scheduler issued", "missing");
    refused(() -> h.admit("alice", g.toBuilder().setPeers(1, WorldPeer.newBuilder().setAddress("127.0.0.1:6666")).build()),
        Status.Code.PERMISSION_DENIED, "does not match");
    // another tenant using alice's membership (joining her world)
    refused(() -> h.admit("bob", g), Status.Code.PERMISSION_DENIED, "another tenant");
    refused(() -> h.admit("bob", g.toBuilder().setTenant("bob").build()), Status.Code.PERMISSION_DENIED, "does not match");
    // the seat of rank 1 opened on rank 0's host
    refused(() -> h.admit("alice", g.toBuilder().setRank(1).build()), Status.Code.PERMISSION_DENIED, "belongs on 10.0.0.2:50051");
    refused(() -> new WorldAdmission(new PodTrust(true, SEAL, null), "10.0.0.1:50051",
        Clock.fixed(Instant.ofEpochMilli(2_000_000), ZoneOffset.UTC)).admit("alice", g), Status.Code.PERMISSION_DENIED, "expired");
    refused(() -> host("10.0.0.1:50051", null).admit("alice", g), Status.Code.FAILED_PRECONDITION, "pod-secret");
  }

  @Test
  void withSecurityOffAnyWellFormedWorldIsAccepted() {
    WorldAdmission.open().admit("t", granted().toBuilder().clearSeal().setTenant("").build());
  }

  /**
   * Whether a world ended here is the host's knowledge of another tenant's job: a forged (unsealed) membership, or
   * alice's sealed one in bob's hands, is refused exactly as for a world that never existed. Alice herself is told
   * her world ended.
   */
  @Test
  void anEndedWorldIsNoOracleForAnotherTenant() {
    EndedWorlds ended = new EndedWorlds();
    WorldAdmission h = new WorldAdmission(new PodTrust(true, SEAL, ProgramSeal.of(SECRET)), "10.0.0.1:50051", NOW, ended);
    WorldMembership alices = granted();
    ended.ended(java.util.List.of(alices.getWorldId()));
    WorldMembership forgedEnded = alices.toBuilder().clearSeal().setTenant("bob").build();
    WorldMembership forgedNever = forgedEnded.toBuilder().setWorldId("job-9-0").setJobId("job-9").build();
    assertThat(refusal(h, "bob", forgedEnded).replace("job-1-0", "<w>"))
        .isEqualTo(refusal(h, "bob", forgedNever).replace("job-9-0", "<w>"))
        .doesNotContain("ended");
    assertThat(refusal(h, "bob", alices)).contains("another tenant").doesNotContain("ended");
    assertThat(refusal(h, "alice", alices)).contains("has ended");
  }

  private static String refusal(WorldAdmission h, String tenant, WorldMembership world) {
    try {
      h.admit(tenant, world);
    } catch (DomainException e) {
      StatusRuntimeException sent = ServiceStatuses.toException(e);
      assertThat(sent.getStatus().getCode()).isEqualTo(Status.Code.PERMISSION_DENIED);
      return sent.getStatus().getDescription();
    }
    throw new AssertionError(tenant + " was admitted to " + world.getWorldId());
  }
}
