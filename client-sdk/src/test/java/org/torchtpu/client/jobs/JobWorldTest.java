package org.torchtpu.client.jobs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.JobSlice;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.api.v1.SliceChip;
import org.torchtpu.api.v1.SliceHost;
import org.torchtpu.api.v1.TorusCoord;
import org.torchtpu.api.v1.WorldMembership;

class JobWorldTest {
  private static SliceChip chip(int index, int x, int y, int z) {
    return SliceChip.newBuilder().setIndex(index).setCoord(TorusCoord.newBuilder().setX(x).setY(y).setZ(z)).build();
  }

  /** A 2x1x2 slice over two hosts stacked along z, listed upper host first and chips out of order. */
  private static Job placed() {
    SliceHost upper = SliceHost.newBuilder().setHostId("b").setEndpoint("b:50051")
        .addChips(chip(3, 1, 0, 1)).addChips(chip(2, 0, 0, 1)).build();
    SliceHost lower = SliceHost.newBuilder().setHostId("a").setEndpoint("a:50051")
        .addChips(chip(1, 1, 0, 0)).addChips(chip(0, 0, 0, 0)).build();
    return Job.newBuilder().setJobId("job-7").setState(JobState.SCHEDULED).setSlice(JobSlice.newBuilder()
        .setTopology("2x1x2").addHosts(upper).addHosts(lower)).build();
  }

  @Test
  void ranksFollowTheSlicesRowMajorOrderXFastestThenYThenZ() {
    assertThat(JobWorld.ranks(placed())).containsExactly(
        new JobWorld.Rank(0, "a", "a:50051", 0), new JobWorld.Rank(1, "a", "a:50051", 1),
        new JobWorld.Rank(2, "b", "b:50051", 2), new JobWorld.Rank(3, "b", "b:50051", 3));
  }

  @Test
  void membershipNamesEveryRanksHostAndChipInRankOrder() {
    WorldMembership w = JobWorld.membership(placed(), 5_000);
    assertThat(w.getWorldId()).isEqualTo("job-7");
    assertThat(w.getWorldSize()).isEqualTo(4);
    assertThat(w.getSliceTopology()).isEqualTo("2x1x2");
    assertThat(w.getCollectiveTimeoutMillis()).isEqualTo(5_000);
    assertThat(w.getPeersList()).extracting(p -> p.getAddress() + "#" + p.getChip())
        .containsExactly("a:50051#0", "a:50051#1", "b:50051#2", "b:50051#3");
  }

  @Test
  void aJobWithoutASliceIsRefusedNamingItsState() {
    Job queued = Job.newBuilder().setJobId("job-8").setState(JobState.QUEUED).build();
    assertThatThrownBy(() -> JobWorld.ranks(queued)).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("job-8").hasMessageContaining("QUEUED");
  }
}
