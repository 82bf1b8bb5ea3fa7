package org.torchtpu.api.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.protobuf.ByteString;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CacheEntry;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.api.v1.WorldPeer;

class SealTest {
  static final String SECRET = "pod-secret-for-tests-0123456789";

  static WorldMembership world() {
    return WorldMembership.newBuilder().setWorldId("w-1").setWorldSize(2)
        .addPeers(WorldPeer.newBuilder().setAddress("10.0.0.1:50051").setChip(0))
        .addPeers(WorldPeer.newBuilder().setAddress("10.0.0.2:50051").setChip(1))
        .setSliceTopology("2x1").setTenant("alice").setJobId("job-1").setExpiresMillis(1_000_000).build();
  }

  @Test
  void aSealedMembershipVerifiesAndEverySealedFieldIsBound() {
    WorldSeal seal = WorldSeal.of(SECRET);
    WorldMembership w = seal.seal(world());
    assertThat(seal.verifies(w)).isTrue();
    // rank and timeout are the rank's own
    assertThat(seal.verifies(w.toBuilder().setRank(1).setCollectiveTimeoutMillis(5).build())).isTrue();
    for (WorldMembership tampered : new WorldMembership[] {
        w.toBuilder().setTenant("mallory").build(),
        w.toBuilder().setWorldId("w-2").build(),
        w.toBuilder().setJobId("job-2").build(),
        w.toBuilder().setExpiresMillis(2_000_000).build(),
        w.toBuilder().setSliceTopology("1x2").build(),
        w.toBuilder().setPeers(1, WorldPeer.newBuilder().setAddress("6.6.6.6:1").setChip(1)).build(),
        w.toBuilder().setPeers(1, WorldPeer.newBuilder().setAddress("10.0.0.2:50051").setChip(2)).build(),
        w.toBuilder().clearSeal().build()}) {
      assertThat(seal.verifies(tampered)).as(tampered.toString()).isFalse();
    }
    assertThat(WorldSeal.of("another-secret-of-the-same-size").verifies(w)).isFalse();
  }

  @Test
  void aCacheSealBindsKeyDigestAndVersionAndNeverPassesForAWorldSeal() {
    ProgramSeal seal = ProgramSeal.of(SECRET);
    CacheEntry e = CacheEntry.newBuilder().setProgram(ByteString.copyFromUtf8("prog"))
        .setSha256(ByteString.copyFrom(sha256("prog"))).setCompilerVersion("v1").build();
    CacheEntry sealed = seal.seal("k1", e);
    assertThat(seal.verifies("k1", sealed)).isTrue();
    assertThat(seal.verifies("k2", sealed)).isFalse();
    assertThat(seal.verifies("k1", sealed.toBuilder().setSha256(ByteString.copyFrom(sha256("evil"))).build())).isFalse();
    assertThat(seal.verifies("k1", sealed.toBuilder().setCompilerVersion("v2").build())).isFalse();
    assertThat(seal.verifies("k1", e)).isFalse();
    // same secret, other purpose: the derived keys differ
    assertThat(PodSeal.of(SECRET, WorldSeal.PURPOSE).seal(new byte[] {1}))
        .isNotEqualTo(PodSeal.of(SECRET, ProgramSeal.PURPOSE).seal(new byte[] {1}));
  }

  @Test
  void noSecretMeansNoSealAndAShortOneIsRefused() {
    assertThat(WorldSeal.of("")).isNull();
    assertThat(ProgramSeal.of(null)).isNull();
    assertThatThrownBy(() -> PodSeal.of("short", "x")).hasMessageContaining("at least 16");
  }

  private static byte[] sha256(String text) {
    try {
      return java.security.MessageDigest.getInstance("SHA-256").digest(text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    } catch (java.security.NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
