package org.torchtpu.scheduler.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.torchtpu.scheduler.policy.Fixtures.job;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.scheduler.placement.BestFitPlacer;
import org.torchtpu.scheduler.placement.Shape;
import org.torchtpu.scheduler.security.RevokedTenantJobs;
import org.torchtpu.scheduler.store.SchedulerStore;
import org.torchtpu.service.security.ApiKeys;

/**
 * A keys-file reload that leaves a tenant no key cancels its placed and queued jobs (chips back to the pool), and one
 * that leaves it another key does not. Before, a revoked tenant's jobs held their slices until they ended.
 */
class RevokedTenantJobsTest {
  private static final Shape CUBE = new Shape(4, 2, 2);
  private final SchedulerCore core = new SchedulerCore(
      SchedulerConfig.of(List.of(new PodSpec("cube", Generation.V5P, CUBE))), new BestFitPlacer(),
      new MutableClock(5_000_000), SchedulerStore.NONE);
  private final ApiKeys keys = keys(Map.of("mallory", List.of("m1", "m2"), "victim", List.of("v1")));

  RevokedTenantJobsTest() {
    Fixtures.tile(core, Generation.V5P, CUBE, new Shape(2, 2, 1));
    new RevokedTenantJobs(keys, core);
  }

  private static ApiKeys keys(Map<String, List<String>> keyNames) {
    return ApiKeys.of(keyNames.entrySet().stream().collect(java.util.stream.Collectors.toMap(Map.Entry::getKey,
        e -> e.getValue().stream().map(ApiKeys::sha256Hex).toList())), Map.of(), Map.of());
  }

  private JobState state(Job j) {
    return core.get(j.getJobId()).getState();
  }

  @Test
  void aTenantLeftWithoutAKeyHasItsJobsCancelledAndItsChipsBack() {
    Job placed = core.submit(job("mallory", Generation.V5P, "2x2x2", 0, 3600));
    Job kept = core.submit(job("victim", Generation.V5P, "2x2x2", 0, 3600));
    Job queued = core.submit(job("mallory", Generation.V5P, "4x2x2", 0, 3600));
    assertThat(state(placed)).isEqualTo(JobState.SCHEDULED);
    assertThat(state(queued)).isEqualTo(JobState.QUEUED);

    keys.replaceWith(keys(Map.of("mallory", List.of("m2"), "victim", List.of("v1"))));
    assertThat(state(placed)).as("a key of two revoked").isEqualTo(JobState.SCHEDULED);
    assertThat(state(queued)).isEqualTo(JobState.QUEUED);

    keys.replaceWith(keys(Map.of("victim", List.of("v1"))));

    assertThat(state(placed)).isEqualTo(JobState.CANCELLED);
    assertThat(state(queued)).isEqualTo(JobState.CANCELLED);
    assertThat(core.get(placed.getJobId()).getReason()).contains("last API key was revoked");
    assertThat(core.tenantChipsInUse().getOrDefault("mallory", 0)).as("mallory's chips").isZero();
    assertThat(state(kept)).isEqualTo(JobState.SCHEDULED);
    assertThat(core.stats().busyChips()).as("the other tenant's slice only").isEqualTo(8);
  }

  /**
   * A submit of the revoked tenant that finishes after the reload's cancel (a handler still running, here a listener
   * told after RevokedTenantJobs's) is refused UNAUTHENTICATED and leaves no job. Before, it queued a job that held its
   * place, and then its chips, with nobody left to cancel it.
   */
  @Test
  void aSubmitFinishingAfterTheRevocationIsRefused() {
    List<Throwable> refused = new java.util.ArrayList<>();
    keys.onOwnerRevoked(owner -> {
      try {
        core.submit(job(owner, Generation.V5P, "2x2x2", 0, 3600));
      } catch (SchedulerException e) {
        refused.add(e);
      }
    });

    keys.replaceWith(keys(Map.of("victim", List.of("v1"))));

    assertThat(refused).singleElement().satisfies(e -> {
      assertThat(((SchedulerException) e).kind()).isEqualTo(org.torchtpu.service.error.DomainException.Kind.UNAUTHENTICATED);
      assertThat(e.getMessage()).contains("mallory", "no API key");
    });
    assertThat(core.list("mallory", java.util.Set.of(), 0)).as("mallory's jobs").isEmpty();
    assertThat(core.tenantChipsInUse().getOrDefault("mallory", 0)).isZero();
  }
}
