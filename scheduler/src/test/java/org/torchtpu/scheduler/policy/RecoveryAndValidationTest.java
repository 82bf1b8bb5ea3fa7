package org.torchtpu.scheduler.policy;

import static org.assertj.core.api.Assertions.assertThat;
import org.torchtpu.scheduler.grpc.SchedulerStatuses;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.torchtpu.scheduler.policy.Fixtures.job;

import io.grpc.Status;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.HostChip;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.api.v1.RegisterHostRequest;
import org.torchtpu.api.v1.SubmitJobRequest;
import org.torchtpu.api.v1.TorusCoord;
import org.torchtpu.api.wire.CompletionMessages;
import org.torchtpu.scheduler.placement.BestFitPlacer;
import org.torchtpu.scheduler.placement.Shape;
import org.torchtpu.scheduler.store.InMemoryStore;
import org.torchtpu.scheduler.store.SchedulerStore;

class RecoveryAndValidationTest {
  private static final Shape CUBE = new Shape(4, 2, 2);
  private final MutableClock clock = new MutableClock(9_000_000);
  private final SchedulerConfig config = SchedulerConfig.of(List.of(new PodSpec("cube", Generation.V5P, CUBE),
          new PodSpec("flat", Generation.V5E, new Shape(16, 16, 1))))
      .withLeaseMillis(3_000)
      .withTenants(TenantPolicy.UNLIMITED, Map.of("small", new TenantPolicy(4, 1.0)));

  private SchedulerCore core(SchedulerStore store) {
    return new SchedulerCore(config, new BestFitPlacer(), clock, store);
  }

  /**
   * A finished job keeps its CompleteJob message as its reason: bounded, or one tenant could fill the heap. A longer
   * message is cut (with a marker), not refused: a refused completion left the job holding its chips.
   */
  @Test
  void aCompletionMessagePastItsLimitIsCutAndTheJobFinishesAndFreesItsChips() {
    SchedulerCore c = core(new InMemoryStore());
    c.recover();
    Fixtures.tile(c, Generation.V5P, CUBE, new Shape(2, 2, 1));
    Job running = c.submit(job("a", Generation.V5P, "1x1x1", 0, 3600));
    assertThat(c.tenantChipsInUse()).containsEntry("a", 1);
    String huge = "x".repeat(2000);
    Job failed = c.complete(running.getJobId(), false, huge);
    assertThat(failed.getState()).isEqualTo(JobState.FAILED);
    assertThat(failed.getReason()).hasSize(CompletionMessages.MAX_CHARACTERS).startsWith("xxxx")
        .endsWith("... [cut: 2000 characters]");
    assertThat(c.tenantChipsInUse().getOrDefault("a", 0)).as("tenant a's chips after its job failed").isZero();

    Job other = c.submit(job("c", Generation.V5P, "1x1x1", 0, 3600));
    String most = "y".repeat(CompletionMessages.MAX_CHARACTERS);
    assertThat(c.complete(other.getJobId(), false, most).getReason()).isEqualTo(most);
  }

  @Test
  void aRestartedSchedulerKeepsEveryJobAndItsChips() {
    InMemoryStore store = new InMemoryStore();
    SchedulerCore first = core(store);
    first.recover();
    Fixtures.tile(first, Generation.V5P, CUBE, new Shape(2, 2, 1));
    Job running = first.submit(job("a", Generation.V5P, "2x2x2", 0, 3600));
    first.start(running.getJobId());
    Job scheduled = first.submit(job("b", Generation.V5P, "2x2x1", 0, 3600));
    Job queued = first.submit(job("c", Generation.V5P, "4x2x2", 0, 3600));
    Job done = first.submit(job("d", Generation.V5P, "1x1x1", 0, 3600));
    first.complete(done.getJobId(), true, "ok");
    Job cancelled = first.submit(job("e", Generation.V5P, "4x2x2", 0, 3600));
    first.cancel(cancelled.getJobId());
    clock.advance(1000);
    List<Job> before = first.list("", Set.of(), 0);

    SchedulerCore second = core(store);
    second.recover();
    List<Job> after = second.list("", Set.of(), 0);
    assertThat(after).extracting(Job::getJobId).containsExactlyElementsOf(before.stream().map(Job::getJobId).toList());
    for (int i = 0; i < before.size(); i++) {
      Job b = before.get(i);
      Job a = after.get(i);
      assertThat(a.getState()).as(b.getJobId()).isEqualTo(b.getState());
      assertThat(a.getSlice()).as(b.getJobId()).isEqualTo(b.getSlice());
      assertThat(a.getScheduleTimeMillis()).isEqualTo(b.getScheduleTimeMillis());
      assertThat(a.getStartTimeMillis()).isEqualTo(b.getStartTimeMillis());
    }
    assertThat(second.get(running.getJobId()).getState()).isEqualTo(JobState.RUNNING);
    assertThat(second.get(scheduled.getJobId()).getState()).isEqualTo(JobState.SCHEDULED);
    assertThat(second.get(queued.getJobId()).getState()).isEqualTo(JobState.QUEUED);
    assertThat(second.stats().busyChips()).isEqualTo(12);
    assertThat(second.tenantUsage()).containsEntry("d", 0L);
    // the recovered chips are really held: a new 2x2x2 job must wait for them
    Job newcomer = second.submit(job("f", Generation.V5P, "2x2x2", 0, 3600));
    assertThat(newcomer.getState()).isEqualTo(JobState.QUEUED);
    // hosts came back from the store with a fresh lease; ones that stay silent lose it
    second.tick();
    assertThat(second.describePods().getPods(0).getHealthyChips()).isEqualTo(16);
    clock.advance(3_000);
    second.tick();
    assertThat(second.get(running.getJobId()).getState()).isEqualTo(JobState.FAILED);
    // new job ids do not collide with recovered ones
    assertThat(newcomer.getJobId()).isNotIn(before.stream().map(Job::getJobId).toList());
  }

  private SchedulerException refused(SchedulerCore c, Consumer<SchedulerCore> call) {
    return catchThrowableOfType(() -> call.accept(c), SchedulerException.class);
  }

  private void assertInvalid(SubmitJobRequest req, String... fragments) {
    SchedulerCore c = core(SchedulerStore.NONE);
    SchedulerException e = refused(c, x -> x.submit(req));
    assertThat(e).as("submit %s", req).isNotNull();
    assertThat(SchedulerStatuses.code(e)).isEqualTo(Status.Code.INVALID_ARGUMENT);
    for (String f : fragments) {
      assertThat(e.getMessage()).contains(f);
    }
  }

  @Test
  void badSubmissionsAreInvalidArgumentNamingTheField() {
    SubmitJobRequest ok = job("t", Generation.V5P, "2x2x2", 0, 60);
    assertInvalid(ok.toBuilder().setTenant("").build(), "tenant is empty");
    assertInvalid(ok.toBuilder().setTenant("a b").build(), "tenant \"a b\"");
    assertInvalid(ok.toBuilder().setPriority(-1).build(), "priority -1");
    assertInvalid(ok.toBuilder().clearGeneration().build(), "generation is unset");
    assertInvalid(ok.toBuilder().setGeneration(Generation.V7).build(), "generation V7 has no pod");
    assertInvalid(ok.toBuilder().setTopology("").build(), "topology", "chip_count");
    assertInvalid(ok.toBuilder().setChipCount(8).build(), "not both");
    assertInvalid(ok.toBuilder().setTopology("2x0x2").build(), "2x0x2");
    assertInvalid(ok.toBuilder().setTopology("8x1x1").build(), "topology 8x1x1 does not fit", "cube (4x2x2)");
    assertInvalid(ok.toBuilder().setGeneration(Generation.V5E).build(), "topology 2x2x2 does not fit", "flat (16x16)");
    assertInvalid(ok.toBuilder().setTopology("").setChipCount(17).build(), "chip_count 17");
    assertInvalid(ok.toBuilder().setTopology("").setChipCount(-3).build(), "chip_count -3");
    assertInvalid(ok.toBuilder().setTimeLimitSeconds(-5).build(), "time_limit_seconds -5");
    assertInvalid(ok.toBuilder().setTimeLimitSeconds(100L * 24 * 3600).build(), "time_limit_seconds", "maximum");
  }

  @Test
  void quotaAndUnknownJobsHaveTheirOwnCodes() {
    SchedulerCore c = core(SchedulerStore.NONE);
    SchedulerException quota = refused(c, x -> x.submit(job("small", Generation.V5P, "2x2x2", 0, 60)));
    assertThat(SchedulerStatuses.code(quota)).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(quota.getMessage()).contains("small").contains("quota is 4");
    SchedulerException missing = refused(c, x -> x.get("job-nope"));
    assertThat(SchedulerStatuses.code(missing)).isEqualTo(Status.Code.NOT_FOUND);
    assertThat(missing.getMessage()).contains("job-nope");
    assertThat(SchedulerStatuses.code(refused(c, x -> x.cancel("")))).isEqualTo(Status.Code.INVALID_ARGUMENT);
    Job queued = c.submit(job("t", Generation.V5P, "2x2x2", 0, 60));  // no hosts: stays queued
    SchedulerException start = refused(c, x -> x.start(queued.getJobId()));
    assertThat(SchedulerStatuses.code(start)).isEqualTo(Status.Code.FAILED_PRECONDITION);
    assertThat(start.getMessage()).contains("QUEUED");
  }

  @Test
  void badRegistrationsAreRefusedWithoutDisturbingTheInventory() {
    SchedulerCore c = core(SchedulerStore.NONE);
    Fixtures.tile(c, Generation.V5P, CUBE, new Shape(2, 2, 1));
    RegisterHostRequest ok = Fixtures.host("new", Generation.V5P, 0, 0, 0, new Shape(1, 1, 1));
    SchedulerException taken = refused(c, x -> x.registerHost(ok));
    assertThat(SchedulerStatuses.code(taken)).isEqualTo(Status.Code.ALREADY_EXISTS);
    assertThat(taken.getMessage()).contains("(0,0,0)").contains("v5p-0-0-0");
    SchedulerException outside = refused(c, x -> x.registerHost(ok.toBuilder().setChips(0, HostChip.newBuilder()
        .setIndex(0).setCoord(TorusCoord.newBuilder().setX(4))).build()));
    assertThat(SchedulerStatuses.code(outside)).isEqualTo(Status.Code.INVALID_ARGUMENT);
    assertThat(outside.getMessage()).contains("chips[0].coord (4,0,0)").contains("outside pod cube (4x2x2)");
    assertThat(refused(c, x -> x.registerHost(ok.toBuilder().setHostId("").build())).getMessage()).contains("host_id");
    assertThat(refused(c, x -> x.registerHost(ok.toBuilder().setEndpoint("nohost").build())).getMessage())
        .contains("endpoint");
    assertThat(refused(c, x -> x.registerHost(ok.toBuilder().clearChips().build())).getMessage()).contains("no chips");
    assertThat(refused(c, x -> x.registerHost(ok.toBuilder().setGeneration(Generation.V4).build())).getMessage())
        .contains("V4");
    assertThat(refused(c, x -> x.registerHost(ok.toBuilder().setPod("moon").build())).getMessage()).contains("moon");
    assertThat(c.describePods().getPods(0).getHealthyChips()).isEqualTo(16);
    assertThat(c.describePods().getPods(0).getHostsCount()).isEqualTo(4);
  }
}
