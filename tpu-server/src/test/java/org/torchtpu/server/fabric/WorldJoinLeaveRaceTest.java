package org.torchtpu.server.fabric;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import java.util.function.Function;
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
 *
 * <p>The interleaving is forced, not hoped for (a loop of racing rounds failed only after some thousands on a quiet
 * machine): the registry's world map is swapped, by reflection, for one that holds the joining thread just after its
 * step on the world's entry until the leave has run. Before: the seat went into the map the leave had dropped. Now
 * the step seats the rank, so the leave finds the map not empty and keeps it.
 */
class WorldJoinLeaveRaceTest {

  /** The registry's world map, pausing the joining thread after its look-up or seat until released. */
  private static final class PausingWorlds extends ConcurrentHashMap<String, Map<Integer, RankEndpoint>> {
    private volatile Thread joining;
    private final CountDownLatch stepped = new CountDownLatch(1);
    private final CountDownLatch released = new CountDownLatch(1);

    @Override
    public Map<Integer, RankEndpoint> computeIfAbsent(String key,
        Function<? super String, ? extends Map<Integer, RankEndpoint>> f) {
      return paused(super.computeIfAbsent(key, f));
    }

    @Override
    public Map<Integer, RankEndpoint> compute(String key,
        BiFunction<? super String, ? super Map<Integer, RankEndpoint>, ? extends Map<Integer, RankEndpoint>> f) {
      return paused(super.compute(key, f));
    }

    private Map<Integer, RankEndpoint> paused(Map<Integer, RankEndpoint> result) {
      if (Thread.currentThread() == joining) {
        joining = null;
        stepped.countDown();
        try {
          assertThat(released.await(60, TimeUnit.SECONDS)).isTrue();
        } catch (InterruptedException e) {
          throw new AssertionError(e);
        }
      }
      return result;
    }
  }

  @Test
  void aRankJoiningAsTheLastRankLeavesKeepsItsSeat() throws Exception {
    ExecutorService pool = Executors.newSingleThreadExecutor();
    try (TestHost a = new TestHost("host-a", 2)) {
      PausingWorlds worlds = new PausingWorlds();
      Field field = WorldRegistry.class.getDeclaredField("worlds");
      field.setAccessible(true);
      field.set(a.worlds, worlds);
      WorldMembership.Builder world = TestHost.world("job-1/0", List.of(a, a), new int[] {0, 1}, 20_000);
      DeviceSession first = a.sessions.open("t", Generation.GENERATION_UNSPECIFIED, 0, EagerMode.STRICT,
          world.clone().setRank(0).build());

      Future<DeviceSession> joining = pool.submit(() -> {
        worlds.joining = Thread.currentThread();
        return a.sessions.open("t", Generation.GENERATION_UNSPECIFIED, 1, EagerMode.STRICT,
            world.clone().setRank(1).build());
      });
      assertThat(worlds.stepped.await(60, TimeUnit.SECONDS)).as("the join reached the world's entry").isTrue();
      a.sessions.close(first.id()); // the world's last seated rank leaves, between the join's step and its end
      worlds.released.countDown();
      DeviceSession second = joining.get(60, TimeUnit.SECONDS);

      assertThat(a.worlds.local("job-1/0", 1)).as("rank 1 joined but has no seat").isSameAs(second.world());
      a.sessions.close(second.id());
      assertThat(a.worlds.local("job-1/0", 1)).isNull();
    } finally {
      pool.shutdownNow();
    }
  }
}
