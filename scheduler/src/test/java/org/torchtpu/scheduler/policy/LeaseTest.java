package org.torchtpu.scheduler.policy;

import static org.assertj.core.api.Assertions.assertThat;
import org.torchtpu.scheduler.grpc.SchedulerStatuses;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.torchtpu.scheduler.policy.Fixtures.job;

import io.grpc.Status;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.api.v1.Pod;
import org.torchtpu.scheduler.placement.BestFitPlacer;
import org.torchtpu.scheduler.placement.Shape;
import org.torchtpu.scheduler.store.SchedulerStore;

/** Lease expiry in simulated time: the clock is moved by hand, nothing sleeps. */
class LeaseTest {
  private static final Shape CUBE = new Shape(4, 2, 2);
  private static final long LEASE = 3_000;
  private final MutableClock clock = new MutableClock(5_000_000);
  private final SchedulerCore core = new SchedulerCore(
      SchedulerConfig.of(List.of(new PodSpec("cube", Generation.V5P, CUBE))).withLeaseMillis(LEASE),
      new BestFitPlacer(), clock, SchedulerStore.NONE);
  private final List<String> hosts = Fixtures.tile(core, Generation.V5P, CUBE, new Shape(2, 2, 1));

  private void heartbeatAllBut(String... silent) {
    for (String h : hosts) {
      if (!List.of(silent).contains(h)) {
        core.heartbeat(h);
      }
    }
  }

  private Pod pod() {
    return core.describePods().getPods(0);
  }

  @Test
  void hostsThatHeartbeatKeepTheirLease() {
    for (int i = 0; i < 10; i++) {
      clock.advance(LEASE - 1);
      heartbeatAllBut();
      core.tick();
    }
    assertThat(pod().getHealthyChips()).isEqualTo(16);
  }

  @Test
  void aSilentHostIsUnhealthyExactlyAtLeaseEndAndItsJobFails() {
    Job j = core.submit(job("t", Generation.V5P, "2x2x2", 0, 3600));
    String victimHost = j.getSlice().getHosts(0).getHostId();
    clock.advance(LEASE - 1);
    heartbeatAllBut(victimHost);
    core.tick();
    assertThat(core.get(j.getJobId()).getState()).isEqualTo(JobState.SCHEDULED);
    clock.advance(1);  // exactly one lease since the last heartbeat
    core.tick();
    Job failed = core.get(j.getJobId());
    assertThat(failed.getState()).isEqualTo(JobState.FAILED);
    assertThat(failed.getReason()).contains(victimHost).contains("missed its lease").contains("3000 ms");
    assertThat(failed.getEndTimeMillis()).isEqualTo(clock.millis());
    assertThat(pod().getHealthyChips()).isEqualTo(12);
    assertThat(pod().getChipsList()).filteredOn(c -> c.getHostId().equals(victimHost))
        .allSatisfy(c -> assertThat(c.getState()).isEqualTo("unhealthy"));
    // the other host of the slice is free again, not held by the failed job
    assertThat(core.stats().busyChips()).isZero();
    assertThat(core.stats().hostFailures()).isEqualTo(1);
  }

  @Test
  void aJobThatAskedForItIsRequeuedAndRunsAgainWhenTheHostReturns() {
    Job j = core.submit(job("t", Generation.V5P, "4x2x2", 0, 3600).toBuilder().setRequeueOnHostFailure(true).build());
    assertThat(j.getState()).isEqualTo(JobState.SCHEDULED);
    String lost = j.getSlice().getHosts(2).getHostId();
    clock.advance(LEASE);
    heartbeatAllBut(lost);
    core.tick();
    Job requeued = core.get(j.getJobId());
    assertThat(requeued.getState()).isEqualTo(JobState.QUEUED);
    assertThat(requeued.getRequeues()).isEqualTo(1);
    assertThat(requeued.getReason()).contains("no 4x2x2 box of healthy chips");
    // the whole pod is needed and one host is gone: the job waits and holds nothing
    assertThat(core.stats().busyChips()).isZero();
    clock.advance(500);
    core.heartbeat(lost);  // the host is back
    Job again = core.get(j.getJobId());
    assertThat(again.getState()).isEqualTo(JobState.SCHEDULED);
    assertThat(again.getSlice().getHostsList()).extracting(h -> h.getHostId()).contains(lost);
  }

  @Test
  void aJobNeverGetsPartOfItsGang() {
    // two hosts lost so that 8 healthy chips remain but no 2x2x2 box of them
    clock.advance(LEASE);
    heartbeatAllBut("v5p-0-0-1", "v5p-2-0-0");
    core.tick();
    assertThat(pod().getHealthyChips()).isEqualTo(8);
    Job j = core.submit(job("t", Generation.V5P, "2x2x2", 0, 3600));
    assertThat(j.getState()).isEqualTo(JobState.QUEUED);
    assertThat(core.stats().busyChips()).isZero();
    assertThat(core.get(j.getJobId()).getReason()).contains("no 2x2x2 box of healthy chips");
  }

  @Test
  void registeringAgainMeansTheHostRestartedAndItsJobsLostTheirSessions() {
    Job j = core.submit(job("t", Generation.V5P, "2x2x2", 0, 3600));
    String h = j.getSlice().getHosts(1).getHostId();
    int x = j.getSlice().getHosts(1).getChips(0).getCoord().getX();
    int z = j.getSlice().getHosts(1).getChips(0).getCoord().getZ();
    core.registerHost(Fixtures.host(h, Generation.V5P, x, 0, z, new Shape(2, 2, 1)));
    Job after = core.get(j.getJobId());
    assertThat(after.getState()).isEqualTo(JobState.FAILED);
    assertThat(after.getReason()).contains("registered again");
  }

  @Test
  void renewingAllLeasesGivesEveryHostAFullLeaseFromNow() {
    clock.advance(LEASE - 1);  // e.g. the time a restarted scheduler took to start serving
    core.renewAllLeases();
    clock.advance(LEASE - 1);
    core.tick();
    assertThat(pod().getHealthyChips()).isEqualTo(16);
    clock.advance(1);
    core.tick();
    assertThat(pod().getHealthyChips()).isZero();
  }

  @Test
  void heartbeatOfAnUnknownHostIsNotFound() {
    SchedulerException e = catchThrowableOfType(() -> core.heartbeat("ghost"), SchedulerException.class);
    assertThat(SchedulerStatuses.code(e)).isEqualTo(Status.Code.NOT_FOUND);
    assertThat(e.getMessage()).contains("ghost").contains("RegisterHost");
  }

  @Test
  void nextTimerIsTheEarliestLeaseEnd() {
    long start = clock.millis();
    assertThat(core.nextTimerMillis()).isEqualTo(start + LEASE);
    clock.advance(LEASE);
    heartbeatAllBut();
    core.tick();
    assertThat(core.nextTimerMillis()).isEqualTo(start + 2 * LEASE);
  }
}
