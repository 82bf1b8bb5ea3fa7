package org.torchtpu.scheduler.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.torchtpu.scheduler.policy.Fixtures.job;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.scheduler.placement.BestFitPlacer;
import org.torchtpu.scheduler.placement.Shape;
import org.torchtpu.scheduler.store.SchedulerStore;
import org.torchtpu.service.error.DomainException;

/**
 * A world that ended before its membership expires is announced in every heartbeat answer to its hosts until then, up
 * to a job's 7-day time limit. A tenant looping submit and cancel on 7-day jobs grew those lists without bound (and
 * the store's rows), until the answers passed the hosts' message limit and every host's heartbeats failed.
 */
class EndedWorldsBoundTest {
  private static final Shape FLAT = new Shape(4, 4, 1);
  private static final long WEEK_SECONDS = 7L * 24 * 3600;

  @Test
  void aSubmitAndCancelLoopIsStoppedAtTheTenantsBoundAndOthersAreServed() {
    MutableClock clock = new MutableClock(1_000_000);
    SchedulerCore c = new SchedulerCore(SchedulerConfig.of(List.of(new PodSpec("flat", Generation.V5E, FLAT))),
        new BestFitPlacer(), clock, SchedulerStore.NONE);
    List<String> hosts = Fixtures.tile(c, Generation.V5E, FLAT, new Shape(2, 2, 1));

    SchedulerException refused = null;
    int placed = 0;
    while (placed <= EndedWorlds.MAX_PER_TENANT) {
      refused = catchThrowableOfType(() -> {
        Job j = c.submit(job("mallory", Generation.V5E, "1x1", 0, WEEK_SECONDS));
        assertThat(j.getState()).isEqualTo(JobState.SCHEDULED);
        c.cancel(j.getJobId());
      }, SchedulerException.class);
      if (refused != null) {
        break;
      }
      placed++;
    }
    assertThat(refused).as("a submission after %d ended 7-day worlds", placed).isNotNull();
    assertThat(placed).isEqualTo(EndedWorlds.MAX_PER_TENANT);
    assertThat(refused.kind()).isEqualTo(DomainException.Kind.EXHAUSTED);
    assertThat(refused.getMessage()).contains("tenant mallory has 4096 ended jobs").contains("time limits");
    int announced = 0;
    for (String host : hosts) {
      announced += c.endedWorlds(host).size();
    }
    assertThat(announced).isEqualTo(EndedWorlds.MAX_PER_TENANT);

    // another tenant is served meanwhile, and once the memberships expire mallory is too
    assertThat(c.submit(job("bob", Generation.V5E, "2x2", 0, 600)).getState()).isEqualTo(JobState.SCHEDULED);
    clock.advance(WEEK_SECONDS * 1000 + 1);
    hosts.forEach(c::heartbeat); // the hosts stayed up all week
    c.tick();
    assertThat(c.submit(job("mallory", Generation.V5E, "1x1", 0, 60)).getState()).isEqualTo(JobState.SCHEDULED);
    clock.advance(EndedWorlds.ANNOUNCED_AT_LEAST_MILLIS); // bob's job, stopped at its time limit, was announced a while
    for (String host : hosts) {
      assertThat(c.endedWorlds(host)).isEmpty();
    }
  }
}
