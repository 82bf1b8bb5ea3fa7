package org.torchtpu.scheduler.policy;

import static org.assertj.core.api.Assertions.assertThat;
import org.torchtpu.scheduler.grpc.SchedulerStatuses;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.torchtpu.scheduler.policy.Fixtures.job;

import io.grpc.Status;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.security.WorldSeal;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.RegisterHostRequest;
import org.torchtpu.api.v1.SliceHost;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.scheduler.placement.BestFitPlacer;
import org.torchtpu.scheduler.placement.Shape;
import org.torchtpu.scheduler.store.SchedulerStore;

/**
 * Issue 12 item 4 (a live host's registration cannot be taken over) and item 3 (a placed job's world
 * is issued by the scheduler, sealed for its tenant).
 */
class HostAndWorldTrustTest {
  private static final Shape POD = new Shape(2, 2, 1);
  private static final long LEASE = 3_000;
  private static final WorldSeal SEAL = WorldSeal.of("scheduler-test-pod-secret");
  private final MutableClock clock = new MutableClock(5_000_000);
  private final SchedulerCore core = new SchedulerCore(
      SchedulerConfig.of(List.of(new PodSpec("p", Generation.V5P, POD))).withLeaseMillis(LEASE),
      new BestFitPlacer(), clock, SchedulerStore.NONE, new JobWorlds(SEAL));
  private final RegisterHostRequest real = Fixtures.host("h0", Generation.V5P, 0, 0, 0, POD).toBuilder()
      .setEndpoint("10.0.0.1:50051").build();

  private static Status.Code code(Runnable r) {
    return SchedulerStatuses.code(catchThrowableOfType(SchedulerException.class, r::run));
  }

  private String endpoint() {
    return core.describePods().getPods(0).getHosts(0).getEndpoint();
  }

  @Test
  void aLiveHostCannotBeReRegisteredElsewhereOrByAnotherKey() {
    core.registerHost(real, "service:pod");
    RegisterHostRequest hijack = real.toBuilder().setEndpoint("6.6.6.6:50051").build();
    assertThat(code(() -> core.registerHost(hijack, "service:pod"))).isEqualTo(Status.Code.ALREADY_EXISTS);
    assertThat(code(() -> core.registerHost(real, "service:other"))).isEqualTo(Status.Code.ALREADY_EXISTS);
    assertThat(endpoint()).isEqualTo("10.0.0.1:50051");
    // the real host restarting at its address may register again
    core.registerHost(real, "service:pod");
    // a heartbeat from elsewhere, or under another key, is refused and renews nothing
    assertThat(code(() -> core.heartbeat("h0", "6.6.6.6:50051", "service:pod"))).isEqualTo(Status.Code.FAILED_PRECONDITION);
    assertThat(code(() -> core.heartbeat("h0", "10.0.0.1:50051", "service:other"))).isEqualTo(Status.Code.PERMISSION_DENIED);
    core.heartbeat("h0", "10.0.0.1:50051", "service:pod");

    // once its lease has run out the id may move (a host replaced at a new address)
    clock.advance(LEASE);
    core.tick();
    core.registerHost(hijack, "service:pod");
    assertThat(endpoint()).isEqualTo("6.6.6.6:50051");
  }

  @Test
  void aPlacedJobCarriesItsSealedWorldAtTheRegisteredEndpoints() {
    core.registerHost(real, "service:pod");
    Job j = core.submit(job("alice", Generation.V5P, "2x2", 0, 600));
    WorldMembership w = j.getWorld();
    assertThat(w.getWorldSize()).isEqualTo(4);
    assertThat(w.getTenant()).isEqualTo("alice");
    assertThat(w.getJobId()).isEqualTo(j.getJobId());
    assertThat(w.getWorldId()).isEqualTo(j.getJobId() + "/0");
    assertThat(w.getExpiresMillis()).isEqualTo(j.getScheduleTimeMillis() + 600_000);
    assertThat(w.getSliceTopology()).isEqualTo(j.getSlice().getTopology());
    int r = 0;
    for (SliceHost h : j.getSlice().getHostsList()) {
      for (var c : h.getChipsList()) {
        assertThat(w.getPeers(r).getAddress()).isEqualTo("10.0.0.1:50051");
        assertThat(w.getPeers(r++).getChip()).isEqualTo(c.getIndex());
      }
    }
    assertThat(SEAL.verifies(w)).isTrue();
    assertThat(SEAL.verifies(w.toBuilder().setTenant("bob").build())).isFalse();
    // a queued job has no world
    assertThat(core.submit(job("bob", Generation.V5P, "2x2", 0, 600)).hasWorld()).isFalse();
  }

  @Test
  void aWorldEndsOnItsHostsWhenItsJobGivesBackItsChipsUntilItsMembershipExpires() {
    core.registerHost(real, "service:pod");
    Job done = core.submit(job("alice", Generation.V5P, "2x2", 0, 600));
    assertThat(core.endedWorlds("h0")).isEmpty(); // running: its world is live
    core.complete(done.getJobId(), true, "");
    assertThat(core.endedWorlds("h0")).containsExactly(done.getWorld().getWorldId());
    assertThat(core.endedWorlds("h1")).isEmpty(); // only the hosts the world had ranks on hear of it
    assertThat(core.endedWorlds("h0")).containsExactly(done.getWorld().getWorldId()); // and on every heartbeat

    Job cancelled = core.submit(job("bob", Generation.V5P, "2x2", 0, 60));
    core.cancel(cancelled.getJobId());
    assertThat(core.endedWorlds("h0")).containsExactlyInAnyOrder(done.getWorld().getWorldId(),
        cancelled.getWorld().getWorldId());

    // listed until the membership expires, when every host refuses it anyway, and for some minutes at least (so a world
    // ending near its expiry still reaches its hosts)
    Job longer = core.submit(job("carol", Generation.V5P, "2x2", 0, 3600));
    core.cancel(longer.getJobId());
    clock.advance(EndedWorlds.ANNOUNCED_AT_LEAST_MILLIS - 1);
    assertThat(core.endedWorlds("h0")).containsExactlyInAnyOrder(done.getWorld().getWorldId(),
        cancelled.getWorld().getWorldId(), longer.getWorld().getWorldId());
    clock.advance(1);
    assertThat(core.endedWorlds("h0")).containsExactly(longer.getWorld().getWorldId());
    clock.advance(3_600_000);
    assertThat(core.endedWorlds("h0")).isEmpty();
  }

  /** A restarted scheduler reads back the ended worlds, so a host (restarted too, or not) keeps refusing them. */
  @Test
  void aRestartedSchedulerStillAnnouncesTheWorldsThatEndedBeforeIt() {
    org.torchtpu.scheduler.store.InMemoryStore store = new org.torchtpu.scheduler.store.InMemoryStore();
    SchedulerConfig config = SchedulerConfig.of(List.of(new PodSpec("p", Generation.V5P, POD))).withLeaseMillis(LEASE);
    SchedulerCore first = new SchedulerCore(config, new BestFitPlacer(), clock, store, new JobWorlds(SEAL));
    first.recover();
    first.registerHost(real, "service:pod");
    Job done = first.submit(job("alice", Generation.V5P, "2x2", 0, 600));
    first.cancel(done.getJobId());
    assertThat(first.endedWorlds("h0")).containsExactly(done.getWorld().getWorldId());

    clock.advance(10_000);
    SchedulerCore second = new SchedulerCore(config, new BestFitPlacer(), clock, store, new JobWorlds(SEAL));
    second.recover();
    assertThat(second.endedWorlds("h0")).containsExactly(done.getWorld().getWorldId());
    assertThat(second.endedWorlds("h1")).isEmpty();
    // and forgets it once the membership has expired
    clock.advance(600_000);
    SchedulerCore third = new SchedulerCore(config, new BestFitPlacer(), clock, store, new JobWorlds(SEAL));
    third.recover();
    assertThat(third.endedWorlds("h0")).isEmpty();
  }

  @Test
  void aJobThatOutlivesItsTimeLimitEndsItsWorld() {
    core.registerHost(real, "service:pod");
    Job j = core.submit(job("alice", Generation.V5P, "2x2", 0, 60));
    clock.advance(60_000);
    core.heartbeat("h0", "10.0.0.1:50051", "service:pod");
    core.tick();
    assertThat(core.get(j.getJobId()).getState()).isEqualTo(org.torchtpu.api.v1.JobState.FAILED);
    // its membership expires at that moment too, so no host admits it again; but the ranks that joined it before are
    // still open on its hosts, on chips now given to other jobs: the hosts hear that it ended, and close them
    assertThat(core.endedWorlds("h0")).containsExactly(j.getWorld().getWorldId());
    clock.advance(EndedWorlds.ANNOUNCED_AT_LEAST_MILLIS);
    assertThat(core.endedWorlds("h0")).isEmpty();
  }
}
