package org.torchtpu.scheduler.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.torchtpu.scheduler.policy.Fixtures.job;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.JobEvent;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.scheduler.placement.BestFitPlacer;
import org.torchtpu.scheduler.placement.Shape;
import org.torchtpu.scheduler.store.SchedulerStore;

/**
 * A job's reason, events and preemption notice are its tenant's to read (GetJob, WatchJob, ListJobs): they name
 * another job by id only when it is the same tenant's. Another tenant's job id would tell one tenant of another's
 * work (and name its world, {@code <job>/<placement>}).
 */
class JobDisclosureTest {
  private static final Shape FLAT = new Shape(4, 4, 1);
  private final MutableClock clock = new MutableClock(1_000_000);

  private SchedulerCore core() {
    SchedulerCore c = new SchedulerCore(SchedulerConfig.of(List.of(new PodSpec("flat", Generation.V5E, FLAT)))
        .withGraceMillis(30_000).withLeaseMillis(Long.MAX_VALUE / 4), new BestFitPlacer(), clock, SchedulerStore.NONE);
    Fixtures.tile(c, Generation.V5E, FLAT, new Shape(2, 2, 1));
    return c;
  }

  /** Everything the owner of {@code victim} reads of it while bob's job preempts it. */
  private List<String> preemptionSeenByVictim(String victimTenant, String preemptorTenant, String[] preemptor) {
    SchedulerCore c = core();
    Job low = c.submit(job(victimTenant, Generation.V5E, "4x4", 0, 3600));
    c.start(low.getJobId());
    List<JobEvent> events = new ArrayList<>();
    c.watch(low.getJobId(), (e, last) -> events.add(e));
    Job high = c.submit(job(preemptorTenant, Generation.V5E, "2x2", 5, 600).toBuilder().setName("bobs-secret-run")
        .build());
    preemptor[0] = high.getJobId();
    List<String> seen = new ArrayList<>();
    Job notified = c.get(low.getJobId());
    assertThat(notified.hasPreemption()).isTrue();
    seen.add(notified.getPreemption().getPreemptedFor());
    seen.add(notified.getReason());
    clock.advance(30_000);
    c.tick();
    assertThat(c.get(low.getJobId()).getState()).isEqualTo(JobState.QUEUED);
    assertThat(c.get(low.getJobId()).getPreemptions()).isEqualTo(1);
    seen.add(c.get(low.getJobId()).getReason());
    for (JobEvent e : events) {
      seen.add(e.getReason());
      seen.add(e.getPreemption().getPreemptedFor());
      seen.add(e.getJob().getReason());
    }
    return seen;
  }

  @Test
  void aPreemptedJobIsNotToldTheOtherTenantsJobIdNameOrPriority() {
    String[] bobs = new String[1];
    List<String> seen = preemptionSeenByVictim("alice", "bob", bobs);
    assertThat(seen).noneMatch(s -> s.contains(bobs[0]) || s.contains("bob") || s.contains("5 >"));
    assertThat(String.join("\n", seen)).contains("preempted for a job of another tenant");
  }

  @Test
  void aTenantsOwnPreemptingJobIsNamed() {
    String[] mine = new String[1];
    List<String> seen = preemptionSeenByVictim("alice", "alice", mine);
    assertThat(seen.get(0)).isEqualTo(mine[0]); // the notice's preempted_for
    assertThat(String.join("\n", seen)).contains("preempted for job " + mine[0]);
  }

  /** A queued job behind another tenant's head of the queue learns it waits, not whose job it waits for. */
  @Test
  void aQueuedJobDoesNotNameAnotherTenantsHeadOfTheQueue() {
    SchedulerCore c = core();
    c.submit(job("t", Generation.V5E, "4x2", 0, 100));
    c.submit(job("t", Generation.V5E, "2x2", 0, 1000));
    Job head = c.submit(job("bob", Generation.V5E, "4x4", 0, 1000));
    assertThat(head.getState()).isEqualTo(JobState.QUEUED);
    Job alices = c.submit(job("alice", Generation.V5E, "2x2", 0, 2000)); // too long to backfill
    Job mine = c.submit(job("bob", Generation.V5E, "2x2", 0, 2000));
    assertThat(c.get(alices.getJobId()).getState()).isEqualTo(JobState.QUEUED);
    assertThat(c.get(alices.getJobId()).getReason()).contains("head of the queue: a job of another tenant")
        .doesNotContain(head.getJobId());
    assertThat(c.get(mine.getJobId()).getReason()).contains("head of the queue: job " + head.getJobId());
  }
}
