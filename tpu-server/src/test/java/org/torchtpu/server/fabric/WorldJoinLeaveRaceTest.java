package org.torchtpu.server.fabric;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.server.runtime.DeviceSession;

/**
 * A rank joining a world on a host while the world's last rank here leaves (one tenant, two chips). The join used to
 * look the world's rank map up, then lock it and take its seat: a leave emptying the map in between removed it from
 * the registry, so the seat went into a map nobody reads. The rank then had no seat (its parts went over the network
 * to itself and waited in the mailbox), and the tenant check of the next join found no rank to compare against.
 */
class WorldJoinLeaveRaceTest {
  private static final int ROUNDS = 3000;

  @Test
  void aRankJoiningAsTheLastRankLeavesAlwaysHasItsSeat() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try (TestHost a = new TestHost("host-a", 2)) {
      WorldMembership.Builder world = TestHost.world("job-1/0", List.of(a, a), new int[] {0, 1}, 20_000);
      CyclicBarrier together = new CyclicBarrier(2);
      for (int round = 0; round < ROUNDS; round++) {
        DeviceSession first = a.sessions.open("t", Generation.GENERATION_UNSPECIFIED, 0, EagerMode.STRICT,
            world.clone().setRank(0).build());
        Future<?> leaving = pool.submit(() -> {
          together.await(60, TimeUnit.SECONDS);
          a.sessions.close(first.id());
          return null;
        });
        Future<DeviceSession> joining = pool.submit(() -> {
          together.await(60, TimeUnit.SECONDS);
          return a.sessions.open("t", Generation.GENERATION_UNSPECIFIED, 1, EagerMode.STRICT,
              world.clone().setRank(1).build());
        });
        leaving.get(60, TimeUnit.SECONDS);
        DeviceSession second = joining.get(60, TimeUnit.SECONDS);
        assertThat(a.worlds.local("job-1/0", 1)).as("round %d: rank 1 joined but has no seat", round)
            .isSameAs(second.world());
        a.sessions.close(second.id());
        assertThat(a.worlds.local("job-1/0", 1)).isNull();
      }
    } finally {
      pool.shutdownNow();
    }
  }
}
