package org.torchtpu.scheduler.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Set;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.SingleConnectionDataSource;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.HostChip;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.api.v1.RegisterHostRequest;
import org.torchtpu.api.v1.SubmitJobRequest;
import org.torchtpu.api.v1.TorusCoord;
import org.torchtpu.scheduler.placement.BestFitPlacer;
import org.torchtpu.scheduler.placement.Shape;
import org.torchtpu.scheduler.policy.PodSpec;
import org.torchtpu.scheduler.policy.SchedulerConfig;
import org.torchtpu.scheduler.policy.SchedulerCore;
import org.torchtpu.scheduler.policy.SchedulerException;
import org.torchtpu.service.error.DomainException;

/**
 * A tenant's job text against the real store (H2 with the Flyway schema). A topology parses part by part, each part
 * trimmed, so "2", a few hundred spaces or zeros, "x2x2" is a valid 2x2x2 whose text is longer than the store's
 * column: the row could not be written, yet the job stayed queued in memory, and every later write of it (when a
 * pass placed it, when it ended) failed inside other callers' calls: another tenant's SubmitJob, a host's heartbeat.
 */
class HostileJobTextTest {
  private static final SchedulerConfig CONFIG = SchedulerConfig.of(
      List.of(new PodSpec("cube", Generation.V5P, new Shape(4, 2, 2)))).withLeaseMillis(3_600_000);

  private SingleConnectionDataSource open;

  @AfterEach
  void close() {
    if (open != null) {
      open.destroy();
    }
  }

  private SchedulerCore start() {
    close();
    open = new SingleConnectionDataSource("jdbc:h2:mem:hostile-text;DB_CLOSE_DELAY=-1", "sa", "", true);
    Flyway.configure().dataSource(open).locations("classpath:db/migration").load().migrate();
    SchedulerCore core = new SchedulerCore(CONFIG, new BestFitPlacer(),
        Clock.fixed(Instant.ofEpochMilli(1_000_000), ZoneOffset.UTC), new JdbcSchedulerStore(new JdbcTemplate(open)));
    core.recover();
    return core;
  }

  private static void registerPod(SchedulerCore core) {
    int n = 0;
    for (int z = 0; z < 2; z++) {
      for (int x = 0; x < 4; x += 2) {
        RegisterHostRequest.Builder h = RegisterHostRequest.newBuilder().setHostId("host-" + n++)
            .setGeneration(Generation.V5P).setEndpoint("127.0.0.1:" + (9000 + n));
        int i = 0;
        for (int y = 0; y < 2; y++) {
          for (int dx = 0; dx < 2; dx++) {
            h.addChips(HostChip.newBuilder().setIndex(i++).setCoord(TorusCoord.newBuilder().setX(x + dx).setY(y).setZ(z)));
          }
        }
        core.registerHost(h.build());
      }
    }
  }

  private static SubmitJobRequest job(String tenant, String topology) {
    return SubmitJobRequest.newBuilder().setTenant(tenant).setGeneration(Generation.V5P).setTopology(topology)
        .setTimeLimitSeconds(600).build();
  }

  @Test
  void aTopologyPaddedPastTheStoresColumnIsRefusedAndTheSchedulerServesOthers() {
    SchedulerCore core = start();
    registerPod(core);
    for (String padded : List.of("2" + " ".repeat(200) + "x2x2", "0".repeat(200) + "2x2x2", "+2 x 2 x" + " ".repeat(80) + "2")) {
      Throwable refused = catchThrowable(() -> core.submit(job("mallory", padded)));
      assertThat(refused).as("submitting topology of %d characters", padded.length())
          .isInstanceOf(SchedulerException.class);
      assertThat(((SchedulerException) refused).kind()).isEqualTo(DomainException.Kind.INVALID);
      assertThat(refused.getMessage()).contains("topology is " + padded.length() + " characters; at most 64");
    }
    assertThat(core.list("mallory", Set.of(), 0)).as("nothing of mallory's is queued in memory").isEmpty();

    // another tenant is served, and what it was told is what a restarted scheduler reads back
    Job bob = core.submit(job("bob", "2x2x2"));
    assertThat(bob.getState()).isEqualTo(JobState.SCHEDULED);
    core.complete(bob.getJobId(), true, "done");
    core.tick();
    SchedulerCore restarted = start();
    assertThat(restarted.get(bob.getJobId()).getState()).isEqualTo(JobState.SUCCEEDED);
    assertThat(restarted.list("", Set.of(), 0)).extracting(Job::getTenant).containsOnly("bob");
  }
}
