package org.torchtpu.scheduler.policy;

import static org.assertj.core.api.Assertions.assertThat;
import org.torchtpu.scheduler.grpc.SchedulerStatuses;
import static org.torchtpu.scheduler.policy.Fixtures.job;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.JobEvent;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.scheduler.placement.BestFitPlacer;
import org.torchtpu.scheduler.placement.Shape;
import org.torchtpu.scheduler.store.SchedulerStore;

class PolicyTest {
  private static final Shape FLAT = new Shape(4, 4, 1);
  private static final Shape CUBE = new Shape(4, 2, 2);
  private final MutableClock clock = new MutableClock(1_000_000);

  private SchedulerCore core(SchedulerConfig cfg) {
    SchedulerCore c = new SchedulerCore(cfg, new BestFitPlacer(), clock, SchedulerStore.NONE);
    Fixtures.tile(c, Generation.V5E, FLAT, new Shape(2, 2, 1));
    Fixtures.tile(c, Generation.V5P, CUBE, new Shape(2, 2, 1));
    return c;
  }

  private static SchedulerConfig config() {
    return SchedulerConfig.of(List.of(new PodSpec("flat", Generation.V5E, FLAT), new PodSpec("cube", Generation.V5P, CUBE)))
        .withGraceMillis(30_000).withLeaseMillis(Long.MAX_VALUE / 4);  // hosts here never miss a lease
  }

  private SchedulerCore core() {
    return core(config());
  }

  private static JobState state(SchedulerCore c, Job j) {
    return c.get(j.getJobId()).getState();
  }

  @Test
  void gangSchedulesASliceAcrossHostsWithTheirEndpoints() {
    SchedulerCore c = core();
    Job j = c.submit(job("t", Generation.V5P, "2x2x2", 0, 60));
    assertThat(j.getState()).isEqualTo(JobState.SCHEDULED);
    assertThat(j.getSlice().getTopology()).isEqualTo("2x2x2");
    assertThat(j.getSlice().getHostsList()).hasSize(2);
    assertThat(j.getSlice().getHostsList()).allSatisfy(h -> {
      assertThat(h.getChipsList()).hasSize(4);
      assertThat(h.getEndpoint()).startsWith("127.0.0.1:");
    });
    assertThat(j.getSlice().getHostsList().stream().map(h -> h.getHostId()).toList())
        .containsExactly("v5p-0-0-0", "v5p-0-0-1");
    assertThat(c.stats().busyChips()).isEqualTo(8);
  }

  @Test
  void wraparoundOnlyWhereTheSliceTakesTheWholeDimension() {
    SchedulerCore c = core();
    Job row = c.submit(job("t", Generation.V5E, "4x1", 0, 60));
    assertThat(row.getSlice().getWraparoundX()).isTrue();
    assertThat(row.getSlice().getWraparoundY()).isFalse();
    Job square = c.submit(job("t", Generation.V5E, "2x2", 0, 60));
    assertThat(square.getSlice().getWraparoundX()).isFalse();
    assertThat(square.getSlice().getWraparoundY()).isFalse();
  }

  @Test
  void aRotatedTopologyIsPlaced() {
    SchedulerCore c = core();
    Job j = c.submit(job("t", Generation.V5P, "2x2x4", 0, 60));  // only fits as 4x2x2
    assertThat(j.getState()).isEqualTo(JobState.SCHEDULED);
    assertThat(j.getSlice().getTopology()).isEqualTo("4x2x2");
    assertThat(j.getSlice().getHostsList()).hasSize(4);
  }

  @Test
  void chipCountJobsGetACompactBox() {
    SchedulerCore c = core();
    Job j = c.submit(Fixtures.job("t", Generation.V5P, "", 0, 60).toBuilder().setChipCount(8).build());
    assertThat(j.getSlice().getTopology()).isEqualTo("2x2x2");
    assertThat(j.getChipCount()).isEqualTo(8);
  }

  @Test
  void higherPriorityStartsFirst() {
    SchedulerCore c = core();
    Job blocker = c.submit(job("c", Generation.V5E, "4x4", 10, 600));
    Job low = c.submit(job("a", Generation.V5E, "4x4", 0, 600));
    Job high = c.submit(job("b", Generation.V5E, "4x4", 5, 600));
    assertThat(state(c, low)).isEqualTo(JobState.QUEUED);
    assertThat(state(c, high)).isEqualTo(JobState.QUEUED);
    c.complete(blocker.getJobId(), true, "");
    assertThat(state(c, high)).isEqualTo(JobState.SCHEDULED);
    assertThat(state(c, low)).isEqualTo(JobState.QUEUED);
  }

  @Test
  void fairShareAlternatesTenantsOfEqualWeight() {
    SchedulerCore c = core();
    Job blocker = c.submit(job("c", Generation.V5E, "4x4", 0, 600));
    List<Job> a = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      a.add(c.submit(job("a", Generation.V5E, "2x2", 0, 600)));
    }
    List<Job> b = List.of(c.submit(job("b", Generation.V5E, "2x2", 0, 600)), c.submit(job("b", Generation.V5E, "2x2", 0, 600)));
    c.complete(blocker.getJobId(), true, "");
    // 16 chips, four 2x2 slots: FIFO would give all four to a; fair share gives a, b, a, b
    assertThat(b).allSatisfy(j -> assertThat(state(c, j)).isEqualTo(JobState.SCHEDULED));
    assertThat(a.stream().map(j -> state(c, j)).toList())
        .containsExactly(JobState.SCHEDULED, JobState.SCHEDULED, JobState.QUEUED, JobState.QUEUED);
    assertThat(c.tenantChipsInUse()).isEqualTo(Map.of("a", 8, "b", 8));
  }

  @Test
  void fairShareFollowsWeights() {
    SchedulerCore c = core(config().withTenants(TenantPolicy.UNLIMITED, Map.of("heavy", new TenantPolicy(0, 3.0))));
    Job blocker = c.submit(job("c", Generation.V5E, "4x4", 0, 600));
    for (int i = 0; i < 4; i++) {
      c.submit(job("heavy", Generation.V5E, "2x2", 0, 600));
      c.submit(job("light", Generation.V5E, "2x2", 0, 600));
    }
    c.complete(blocker.getJobId(), true, "");
    // chips/weight: heavy 4/3 < light 4 after one each, so heavy takes the remaining two slots
    assertThat(c.tenantChipsInUse()).isEqualTo(Map.of("heavy", 12, "light", 4));
  }

  @Test
  void aTenantsPriorityCeilingKeepsItsJobsFromOutrankingOthersRunningJobs() {
    // tenants default to ceiling 0; "ops" may go up to 500
    SchedulerCore c = core(config().withTenants(new TenantPolicy(0, 1.0, 0, 0), Map.of("ops", new TenantPolicy(0, 1.0, 0, 500))));
    Job victim = c.submit(job("victim", Generation.V5E, "4x4", 0, 600));
    assertThat(state(c, victim)).isEqualTo(JobState.SCHEDULED);
    SchedulerException above = org.assertj.core.api.Assertions.catchThrowableOfType(
        () -> c.submit(job("rogue", Generation.V5E, "4x4", 1000, 600)), SchedulerException.class);
    assertThat(SchedulerStatuses.code(above)).isEqualTo(io.grpc.Status.Code.PERMISSION_DENIED);
    assertThat(above.getMessage()).contains("priority 1000").contains("tenant rogue's ceiling of 0").contains("max-priority");
    assertThat(c.get(victim.getJobId()).getState()).isEqualTo(JobState.SCHEDULED); // nothing preempted it
    assertThat(c.get(victim.getJobId()).getReason()).doesNotContain("preempted");
    // within its ceiling a tenant still orders its own jobs
    Job ops = c.submit(job("ops", Generation.V5E, "2x2", 500, 600));
    assertThat(ops.getPriority()).isEqualTo(500);
    assertThat(SchedulerStatuses.code(org.assertj.core.api.Assertions.catchThrowableOfType(
        () -> c.submit(job("ops", Generation.V5E, "2x2", 501, 600)), SchedulerException.class)))
        .isEqualTo(io.grpc.Status.Code.PERMISSION_DENIED);
  }

  @Test
  void quotaRefusesOversizedJobsAndHoldsBackTheRest() {
    SchedulerCore c = core(config().withTenants(TenantPolicy.UNLIMITED, Map.of("q", new TenantPolicy(8, 1.0))));
    SchedulerException big = org.assertj.core.api.Assertions.catchThrowableOfType(
        () -> c.submit(job("q", Generation.V5E, "4x4", 0, 60)), SchedulerException.class);
    assertThat(SchedulerStatuses.code(big)).isEqualTo(io.grpc.Status.Code.RESOURCE_EXHAUSTED);
    assertThat(big.getMessage()).contains("16 chips").contains("quota is 8");
    Job q1 = c.submit(job("q", Generation.V5E, "2x2", 0, 60));
    Job q2 = c.submit(job("q", Generation.V5E, "2x2", 0, 60));
    Job q3 = c.submit(job("q", Generation.V5E, "2x2", 0, 60));
    Job other = c.submit(job("o", Generation.V5E, "2x2", 0, 60));
    assertThat(state(c, q1)).isEqualTo(JobState.SCHEDULED);
    assertThat(state(c, q2)).isEqualTo(JobState.SCHEDULED);
    assertThat(c.get(q3.getJobId()).getState()).isEqualTo(JobState.QUEUED);
    assertThat(c.get(q3.getJobId()).getReason()).contains("waiting for quota").contains("8 of 8");
    assertThat(state(c, other)).isEqualTo(JobState.SCHEDULED);
    c.complete(q1.getJobId(), true, "");
    assertThat(state(c, q3)).isEqualTo(JobState.SCHEDULED);
  }

  @Test
  void backfillRunsAShortJobInTheHeadsFutureBoxButNotALongOne() {
    SchedulerCore c = core();
    Job r1 = c.submit(job("t", Generation.V5E, "4x2", 0, 100));
    Job r2 = c.submit(job("t", Generation.V5E, "2x2", 0, 1000));
    assertThat(r2.getSlice().getOrigin().getY()).isEqualTo(2);
    // the head needs the whole pod: it can start when r2 ends at +1000 s
    Job head = c.submit(job("t", Generation.V5E, "4x4", 0, 1000));
    assertThat(head.getState()).isEqualTo(JobState.QUEUED);
    assertThat(c.get(head.getJobId()).getReason()).contains("head of the queue");
    Job tooLong = c.submit(job("t", Generation.V5E, "2x2", 0, 2000));
    assertThat(tooLong.getState()).isEqualTo(JobState.QUEUED);
    Job shortOne = c.submit(job("t", Generation.V5E, "2x2", 0, 500));
    assertThat(shortOne.getState()).as("ends before the head could start: backfilled").isEqualTo(JobState.SCHEDULED);
    assertThat(state(c, tooLong)).isEqualTo(JobState.QUEUED);
    assertThat(state(c, r1)).isEqualTo(JobState.SCHEDULED);
  }

  @Test
  void backfillRunsALongJobOutsideTheHeadsReservedBox() {
    SchedulerCore c = core();
    c.submit(job("t", Generation.V5E, "4x2", 0, 100));    // rows 0-1, ends first
    Job r2 = c.submit(job("t", Generation.V5E, "4x1", 0, 1000));
    assertThat(r2.getSlice().getOrigin().getY()).isEqualTo(2);
    Job head = c.submit(job("t", Generation.V5E, "4x2", 0, 1000));  // reserved: rows 0-1 at +100 s
    assertThat(head.getState()).isEqualTo(JobState.QUEUED);
    Job longOne = c.submit(job("t", Generation.V5E, "4x1", 0, 5000));
    assertThat(longOne.getState()).isEqualTo(JobState.SCHEDULED);
    assertThat(longOne.getSlice().getOrigin().getY()).isEqualTo(3);
  }

  @Test
  void preemptionWarnsThenTakesTheChipsBackAndRequeues() {
    SchedulerCore c = core();
    Job low = c.submit(job("a", Generation.V5E, "4x4", 0, 3600));
    c.start(low.getJobId());
    List<JobEvent> events = new ArrayList<>();
    c.watch(low.getJobId(), (e, last) -> events.add(e));
    Job high = c.submit(job("b", Generation.V5E, "2x2", 5, 600));
    assertThat(high.getState()).isEqualTo(JobState.QUEUED);
    assertThat(high.getReason()).contains("preempting 1");
    JobEvent notice = events.get(events.size() - 1);
    assertThat(notice.getState()).isEqualTo(JobState.RUNNING);
    assertThat(notice.hasPreemption()).isTrue();
    assertThat(notice.getPreemption().getPreemptedFor()).isEmpty(); // another tenant's job (JobDisclosureTest)
    assertThat(notice.getPreemption().getGraceMillis()).isEqualTo(30_000);
    assertThat(notice.getPreemption().getDeadlineMillis()).isEqualTo(clock.millis() + 30_000);
    assertThat(c.get(low.getJobId()).hasPreemption()).isTrue();

    clock.advance(29_999);
    c.tick();
    assertThat(state(c, low)).isEqualTo(JobState.RUNNING);
    assertThat(state(c, high)).isEqualTo(JobState.QUEUED);
    clock.advance(1);
    c.tick();
    assertThat(state(c, high)).isEqualTo(JobState.SCHEDULED);
    Job requeued = c.get(low.getJobId());
    assertThat(requeued.getState()).isEqualTo(JobState.QUEUED);
    assertThat(requeued.getPreemptions()).isEqualTo(1);
    assertThat(requeued.hasSlice()).isFalse();
    assertThat(events.stream().map(JobEvent::getState).toList())
        .containsSubsequence(JobState.RUNNING, JobState.PREEMPTED, JobState.QUEUED);

    c.complete(high.getJobId(), true, "");
    assertThat(state(c, low)).isEqualTo(JobState.SCHEDULED);
  }

  @Test
  void aPreemptedJobThatFinishesWithinItsGraceLetsTheHeadStartAtOnce() {
    SchedulerCore c = core();
    Job low = c.submit(job("a", Generation.V5E, "4x4", 0, 3600));
    Job high = c.submit(job("b", Generation.V5E, "4x4", 5, 600));
    assertThat(state(c, high)).isEqualTo(JobState.QUEUED);
    clock.advance(1000);
    c.complete(low.getJobId(), true, "checkpointed");
    assertThat(state(c, low)).isEqualTo(JobState.SUCCEEDED);
    assertThat(state(c, high)).isEqualTo(JobState.SCHEDULED);
  }

  @Test
  void equalPriorityNeverPreempts() {
    SchedulerCore c = core();
    Job first = c.submit(job("a", Generation.V5E, "4x4", 3, 3600));
    Job second = c.submit(job("b", Generation.V5E, "2x2", 3, 600));
    assertThat(state(c, second)).isEqualTo(JobState.QUEUED);
    assertThat(c.get(first.getJobId()).hasPreemption()).isFalse();
  }

  @Test
  void preemptionTakesTheFewestChips() {
    SchedulerCore c = core();
    Job wide = c.submit(job("a", Generation.V5E, "4x2", 0, 3600));
    Job left = c.submit(job("a", Generation.V5E, "2x2", 0, 3600));
    Job right = c.submit(job("a", Generation.V5E, "2x2", 0, 3600));
    assertThat(c.stats().busyChips()).isEqualTo(16);
    c.submit(job("b", Generation.V5E, "2x2", 9, 600));
    assertThat(c.get(wide.getJobId()).hasPreemption()).isFalse();
    long noticed = java.util.stream.Stream.of(left, right).filter(j -> c.get(j.getJobId()).hasPreemption()).count();
    assertThat(noticed).isEqualTo(1);
  }

  @Test
  void cancellingTheHeadWithdrawsItsPreemptionNotices() {
    SchedulerCore c = core();
    Job low = c.submit(job("a", Generation.V5E, "4x4", 0, 3600));
    Job high = c.submit(job("b", Generation.V5E, "2x2", 5, 600));
    assertThat(c.get(low.getJobId()).hasPreemption()).isTrue();
    c.cancel(high.getJobId());
    assertThat(c.get(low.getJobId()).hasPreemption()).isFalse();
    clock.advance(60_000);
    c.tick();
    assertThat(state(c, low)).isEqualTo(JobState.SCHEDULED);
  }

  @Test
  void timeLimitFailsAnOverdueJobAndFreesItsChips() {
    SchedulerCore c = core();
    Job j = c.submit(job("t", Generation.V5E, "4x4", 0, 60));
    clock.advance(59_999);
    c.tick();
    assertThat(state(c, j)).isEqualTo(JobState.SCHEDULED);
    clock.advance(1);
    c.tick();
    Job after = c.get(j.getJobId());
    assertThat(after.getState()).isEqualTo(JobState.FAILED);
    assertThat(after.getReason()).contains("time limit of 60 s");
    assertThat(c.stats().busyChips()).isZero();
  }

  @Test
  void cancelFreesChipsAndFinalJobsCannotChange() {
    SchedulerCore c = core();
    Job j = c.submit(job("t", Generation.V5E, "4x4", 0, 60));
    Job waiting = c.submit(job("t", Generation.V5E, "4x4", 0, 60));
    assertThat(c.cancel(j.getJobId()).getState()).isEqualTo(JobState.CANCELLED);
    assertThat(state(c, waiting)).isEqualTo(JobState.SCHEDULED);
    SchedulerException again = org.assertj.core.api.Assertions.catchThrowableOfType(
        () -> c.cancel(j.getJobId()), SchedulerException.class);
    assertThat(SchedulerStatuses.code(again)).isEqualTo(io.grpc.Status.Code.FAILED_PRECONDITION);
    assertThat(again.getMessage()).contains("already CANCELLED");
    assertThat(c.list("t", Set.of(JobState.CANCELLED), 0)).extracting(Job::getJobId).containsExactly(j.getJobId());
  }

  @Test
  void watchEndsAfterAFinalState() {
    SchedulerCore c = core();
    Job j = c.submit(job("t", Generation.V5E, "2x2", 0, 60));
    List<JobState> seen = new ArrayList<>();
    boolean[] ended = {false};
    c.watch(j.getJobId(), (e, last) -> {
      seen.add(e.getState());
      ended[0] = last;
    });
    c.start(j.getJobId());
    c.complete(j.getJobId(), false, "loss went NaN");
    assertThat(seen).containsExactly(JobState.SCHEDULED, JobState.RUNNING, JobState.FAILED);
    assertThat(ended[0]).isTrue();
    assertThat(c.get(j.getJobId()).getReason()).isEqualTo("loss went NaN");
  }
}
