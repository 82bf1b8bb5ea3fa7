package org.torchtpu.scheduler.policy;

import org.torchtpu.api.security.WorldSeal;
import org.torchtpu.api.v1.JobSlice;
import org.torchtpu.api.v1.SliceChip;
import org.torchtpu.api.v1.SliceHost;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.api.v1.WorldPeer;

/**
 * Issues the world of a placed job (Job.world): one peer per chip of the slice in slice order, at
 * the endpoint its host registered, bound to the job's tenant and id and valid until the job's
 * time limit runs out. With the pod secret it is sealed, and hosts with keys on admit nothing
 * else; without it the membership is issued unsealed (for hosts with security off).
 *
 * <p>The world id names the job and its placement (a preempted or requeued job is placed again
 * with a new world), so two jobs, or two placements of one job, never share a world.
 */
public final class JobWorlds {
  private final WorldSeal seal;

  /** @param seal the scheduler's seal, or null when no pod secret is configured */
  public JobWorlds(WorldSeal seal) {
    this.seal = seal;
  }

  public static JobWorlds unsealed() {
    return new JobWorlds(null);
  }

  public boolean sealed() {
    return seal != null;
  }

  /** The world of a job's {@code placement}-th placement (its preemptions plus requeues before it). */
  static String worldId(String jobId, int placement) {
    return jobId + "/" + placement;
  }

  WorldMembership issue(String jobId, String tenant, int placement, JobSlice slice, long expiresMillis) {
    WorldMembership.Builder w = WorldMembership.newBuilder().setWorldId(worldId(jobId, placement))
        .setSliceTopology(slice.getTopology()).setTenant(tenant).setJobId(jobId).setExpiresMillis(expiresMillis);
    for (SliceHost h : slice.getHostsList()) {
      for (SliceChip c : h.getChipsList()) {
        w.addPeers(WorldPeer.newBuilder().setAddress(h.getEndpoint()).setChip(c.getIndex()));
      }
    }
    w.setWorldSize(w.getPeersCount());
    return seal == null ? w.build() : seal.seal(w.build());
  }
}
