package org.torchtpu.scheduler.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.torchtpu.scheduler.policy.Fixtures.job;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.scheduler.placement.BestFitPlacer;
import org.torchtpu.scheduler.placement.Shape;
import org.torchtpu.scheduler.store.SchedulerStore;

/**
 * A scheduling pass decides at most {@code max-jobs-per-pass} queued jobs, and fair share offers first the tenant
 * holding the fewest chips. A tenant holding none that queues more jobs than one pass decides, none of which fits
 * now, took the whole budget of every pass: another tenant's job that fits the free chips was never even looked at.
 */
class PassBudgetFairnessTest {
  private static final Shape CUBE = new Shape(4, 2, 2);

  @Test
  void aFloodOfJobsThatCannotStartNowDoesNotStopAnotherTenantsJobThatFits() {
    MutableClock clock = new MutableClock(1_000_000);
    SchedulerCore c = new SchedulerCore(SchedulerConfig.of(List.of(new PodSpec("cube", Generation.V5P, CUBE))),
        new BestFitPlacer(), clock, SchedulerStore.NONE);
    Fixtures.tile(c, Generation.V5P, CUBE, new Shape(2, 2, 1));
    // bob holds 12 of the 16 chips; one 2x2x1 block stays free
    assertThat(c.submit(job("bob", Generation.V5P, "2x2x2", 0, 3600)).getState()).isEqualTo(JobState.SCHEDULED);
    assertThat(c.submit(job("bob", Generation.V5P, "2x2x1", 0, 3600)).getState()).isEqualTo(JobState.SCHEDULED);

    int passBudget = c.config().maxJobsPerPass();
    for (int i = 0; i < passBudget + 2; i++) {
      assertThat(c.submit(job("mallory", Generation.V5P, "2x2x2", 0, 600)).getState()).isEqualTo(JobState.QUEUED);
    }

    // ends long before the head's reservation, and fits the free block: EASY backfill starts it now
    Job small = c.submit(job("bob", Generation.V5P, "1x1x1", 0, 60));
    assertThat(small.getState()).as("bob's 1-chip job, reason: %s", small.getReason()).isEqualTo(JobState.SCHEDULED);
    clock.advance(1_000);
    c.tick();
    assertThat(c.submit(job("bob", Generation.V5P, "1x1x1", 0, 60)).getState()).isEqualTo(JobState.SCHEDULED);
  }
}
