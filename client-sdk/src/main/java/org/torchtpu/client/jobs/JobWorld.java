package org.torchtpu.client.jobs;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.JobSlice;
import org.torchtpu.api.v1.SliceChip;
import org.torchtpu.api.v1.SliceHost;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.api.v1.WorldPeer;

/**
 * The world a placed job's ranks join: one rank per chip of its slice, numbered in the slice's row-major order
 * (x fastest, then y, then z: the order the scheduler numbers a slice's chips and the ICI model prices
 * collectives in), each peer the chip's host endpoint and index. The world id is the job id.
 *
 * <p>This is the one place that turns the scheduler's placement into a {@link WorldMembership}. A scheduler that
 * issues the job's world ({@code Job.world}, sealed with the pod secret when keys are on) is followed exactly: its
 * peers give the ranks and their order. Otherwise (an older scheduler) the client builds it from the job's slice.
 */
public final class JobWorld {
  private JobWorld() {}

  /** One rank of the world: where it runs. */
  public record Rank(int rank, String hostId, String endpoint, int chip) {}

  /** The ranks of a placed job, in world-rank order. */
  public static List<Rank> ranks(Job job) {
    if (job.hasWorld() && job.getWorld().getPeersCount() > 0) {
      List<Rank> ranks = new ArrayList<>();
      for (WorldPeer p : job.getWorld().getPeersList()) {
        String hostId = job.getSlice().getHostsList().stream().filter(h -> h.getEndpoint().equals(p.getAddress()))
            .map(SliceHost::getHostId).findFirst().orElse(p.getAddress());
        ranks.add(new Rank(ranks.size(), hostId, p.getAddress(), p.getChip()));
      }
      return ranks;
    }
    if (!job.hasSlice() || job.getSlice().getHostsCount() == 0) {
      throw new IllegalStateException("job " + job.getJobId() + " holds no slice (state " + job.getState() + ")");
    }
    record Placed(SliceHost host, SliceChip chip) {}
    List<Placed> chips = new ArrayList<>();
    for (SliceHost h : job.getSlice().getHostsList()) {
      for (SliceChip c : h.getChipsList()) {
        chips.add(new Placed(h, c));
      }
    }
    chips.sort(Comparator.<Placed>comparingInt(p -> p.chip().getCoord().getZ())
        .thenComparingInt(p -> p.chip().getCoord().getY()).thenComparingInt(p -> p.chip().getCoord().getX()));
    List<Rank> ranks = new ArrayList<>(chips.size());
    for (Placed p : chips) {
      ranks.add(new Rank(ranks.size(), p.host().getHostId(), p.host().getEndpoint(), p.chip().getIndex()));
    }
    return ranks;
  }

  /** The membership every rank opens its session with ({@code .toBuilder().setRank(r)}); rank 0 is set. */
  public static WorldMembership membership(Job job, long collectiveTimeoutMillis) {
    if (job.hasWorld() && job.getWorld().getPeersCount() > 0) {
      return job.getWorld().toBuilder().setRank(0).setCollectiveTimeoutMillis(collectiveTimeoutMillis).build();
    }
    List<Rank> ranks = ranks(job);
    JobSlice slice = job.getSlice();
    WorldMembership.Builder w = WorldMembership.newBuilder().setWorldId(job.getJobId()).setWorldSize(ranks.size())
        .setSliceTopology(slice.getTopology()).setCollectiveTimeoutMillis(collectiveTimeoutMillis);
    for (Rank r : ranks) {
      w.addPeers(WorldPeer.newBuilder().setAddress(r.endpoint()).setChip(r.chip()));
    }
    return w.build();
  }
}
