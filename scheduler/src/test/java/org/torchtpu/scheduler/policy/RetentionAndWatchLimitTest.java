package org.torchtpu.scheduler.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.torchtpu.scheduler.policy.Fixtures.job;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Job;
import org.torchtpu.scheduler.placement.BestFitPlacer;
import org.torchtpu.scheduler.placement.Shape;
import org.torchtpu.scheduler.store.InMemoryStore;
import org.torchtpu.scheduler.store.SchedulerStore;
import org.torchtpu.scheduler.store.StoredJob;
import org.torchtpu.service.error.DomainException;

/**
 * What one tenant's key cannot grow or learn on the scheduler: finished jobs are forgotten past a count and a time
 * to live (in the store too), WatchJob streams are bounded per tenant, and a job id tells nothing of the pod's job
 * count.
 */
class RetentionAndWatchLimitTest {
  private static final Shape FLAT = new Shape(4, 4, 1);
  private final MutableClock clock = new MutableClock(1_000_000);

  private SchedulerConfig config() {
    return SchedulerConfig.of(List.of(new PodSpec("flat", Generation.V5E, FLAT))).withLeaseMillis(Long.MAX_VALUE / 4);
  }

  private SchedulerCore core(SchedulerConfig config, SchedulerStore store) {
    SchedulerCore c = new SchedulerCore(config, new BestFitPlacer(), clock, store);
    c.recover();
    return c;
  }

  /** Submits and cancels a job of {@code tenant} (what a hostile loop would do); returns its id. */
  private String submitAndCancel(SchedulerCore c, String tenant) {
    String id = c.submit(job(tenant, Generation.V5E, "2x2", 0, 600)).getJobId();
    c.cancel(id);
    clock.advance(1);
    return id;
  }

  private static List<String> storedIds(InMemoryStore store) {
    return store.loadJobs().stream().map(StoredJob::id).toList();
  }

  @Test
  void jobIdsAreRandomAndCarryNoSubmissionCount() {
    SchedulerCore c = core(config(), SchedulerStore.NONE);
    List<String> ids = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      ids.add(c.submit(job("alice", Generation.V5E, "2x2", 0, 600)).getJobId());
    }
    assertThat(ids).allMatch(id -> id.matches("job-[a-z2-7]{16}"), "job- and 80 random bits in base32");
    assertThat(Set.copyOf(ids)).hasSize(3);
    // the order the code needs is kept apart from the id: listing still goes by submission
    assertThat(c.list("alice", Set.of(), 0).stream().map(Job::getJobId).toList()).isEqualTo(ids);
  }

  @Test
  void finishedJobsPastTheTenantsCountAreForgottenOldestFirstWithTheirRows() {
    InMemoryStore store = new InMemoryStore();
    SchedulerCore c = core(config().withFinishedJobs(new SchedulerConfig.Retention(2, 0)), store);
    String bobs = submitAndCancel(c, "bob");
    List<String> alices = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      alices.add(submitAndCancel(c, "alice"));
    }
    assertThat(c.list("alice", Set.of(), 0).stream().map(Job::getJobId).toList())
        .isEqualTo(alices.subList(3, 5));
    assertThatThrownBy(() -> c.get(alices.get(0))).isInstanceOf(SchedulerException.class)
        .hasMessageContaining("not found");
    // alice's loop does not push out bob's history
    assertThat(c.get(bobs).getJobId()).isEqualTo(bobs);
    assertThat(storedIds(store)).containsExactlyInAnyOrder(bobs, alices.get(3), alices.get(4));
    // a job still running is never dropped, however many finish after it
    String running = c.submit(job("alice", Generation.V5E, "2x2", 0, 600)).getJobId();
    for (int i = 0; i < 3; i++) {
      submitAndCancel(c, "alice");
    }
    assertThat(c.get(running).getJobId()).isEqualTo(running);
  }

  @Test
  void finishedJobsAreForgottenAfterTheirTimeToLive() {
    InMemoryStore store = new InMemoryStore();
    SchedulerCore c = core(config().withFinishedJobs(new SchedulerConfig.Retention(0, 60_000)), store);
    String old = submitAndCancel(c, "alice");
    clock.advance(30_000);
    String newer = submitAndCancel(c, "alice");
    clock.advance(29_000);
    c.tick();
    assertThat(c.get(old).getJobId()).isEqualTo(old);
    clock.advance(2_000);
    c.tick();
    assertThatThrownBy(() -> c.get(old)).isInstanceOf(SchedulerException.class);
    assertThat(storedIds(store)).containsExactly(newer);
    clock.advance(30_000);
    c.tick();
    assertThat(storedIds(store)).isEmpty();
    assertThat(c.list("alice", Set.of(), 0)).isEmpty();
  }

  @Test
  void aRestartAppliesTheRetentionToWhatTheStoreHeld() {
    InMemoryStore store = new InMemoryStore();
    SchedulerCore before = core(config().withFinishedJobs(new SchedulerConfig.Retention(0, 0)), store);
    List<String> ids = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      ids.add(submitAndCancel(before, "alice"));
    }
    SchedulerCore after = core(config().withFinishedJobs(new SchedulerConfig.Retention(1, 0)), store);
    assertThat(after.list("alice", Set.of(), 0).stream().map(Job::getJobId).toList()).containsExactly(ids.get(3));
    assertThat(storedIds(store)).containsExactly(ids.get(3));
  }

  @Test
  void aTenantsOpenWatchesAreBoundedNamingTheSetting() {
    SchedulerCore c = core(config().withMaxWatchesPerTenant(2), SchedulerStore.NONE);
    List<String> jobs = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      jobs.add(c.submit(job("alice", Generation.V5E, "2x2", 0, 600)).getJobId()); // no hosts: they stay queued
    }
    Runnable first = c.watch(jobs.get(0), (e, last) -> {});
    c.watch(jobs.get(1), (e, last) -> {});
    List<Object> sent = new ArrayList<>();
    assertThatThrownBy(() -> c.watch(jobs.get(2), (e, last) -> sent.add(e)))
        .isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.kind()).isEqualTo(DomainException.Kind.EXHAUSTED))
        .hasMessageContaining("tenant alice already watches 2 job(s)")
        .hasMessageContaining("torchtpu.scheduler.max-watches-per-tenant");
    assertThat(sent).as("a refused watch is sent nothing").isEmpty();
    // another tenant's watches are its own
    String bobs = c.submit(job("bob", Generation.V5E, "2x2", 0, 600)).getJobId();
    c.watch(bobs, (e, last) -> {});
    // a stopped watch, and the watches of a job that ended, give their place back
    first.run();
    c.watch(jobs.get(2), (e, last) -> {});
    c.cancel(jobs.get(1));
    c.cancel(jobs.get(2));
    c.watch(jobs.get(0), (e, last) -> {});
    c.watch(c.submit(job("alice", Generation.V5E, "2x2", 0, 600)).getJobId(), (e, last) -> {});
    // a finished job's watch ends at once and holds nothing
    for (int i = 0; i < 3; i++) {
      c.watch(jobs.get(1), (e, last) -> assertThat(last).isTrue());
    }
  }
}
