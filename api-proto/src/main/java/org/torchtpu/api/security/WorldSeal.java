package org.torchtpu.api.security;

import com.google.protobuf.ByteString;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.api.v1.WorldPeer;

/**
 * Seals a world membership as the scheduler issues it: world id, size, every peer (endpoint as
 * its host registered it, and chip) in rank order, slice topology, tenant, job and expiry. The
 * rank and the collective timeout are left out: each rank sets its own.
 */
public final class WorldSeal {
  public static final String PURPOSE = "world-membership/v1";
  private final PodSeal seal;

  public WorldSeal(PodSeal seal) {
    this.seal = seal;
  }

  /** With the pod secret, or null when it is not configured. */
  public static WorldSeal of(String podSecret) {
    PodSeal s = PodSeal.of(podSecret, PURPOSE);
    return s == null ? null : new WorldSeal(s);
  }

  public WorldMembership seal(WorldMembership world) {
    return world.toBuilder().setSeal(ByteString.copyFrom(seal.seal(sealed(world)))).build();
  }

  public boolean verifies(WorldMembership world) {
    return seal.verifies(sealed(world), world.getSeal().toByteArray());
  }

  static byte[] sealed(WorldMembership w) {
    PodSeal.Fields f = new PodSeal.Fields().add(PURPOSE).add(w.getWorldId()).add(w.getWorldSize())
        .add(w.getPeersCount());
    for (WorldPeer p : w.getPeersList()) {
      f.add(p.getAddress()).add(p.getChip());
    }
    return f.add(w.getSliceTopology()).add(w.getTenant()).add(w.getJobId()).add(w.getExpiresMillis()).bytes();
  }
}
