package org.torchtpu.scheduler.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.springframework.jdbc.datasource.SingleConnectionDataSource;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
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

/** The same restart scenario against each SQL database: schema by Flyway, state written through, read back. */
abstract class StoreContract {
  /** A new connection to the same database each call, as a restarted scheduler would open. */
  abstract SingleConnectionDataSource dataSource();

  private SingleConnectionDataSource open;

  @AfterEach
  void closeConnection() {
    if (open != null) {
      open.destroy();
    }
  }

  private static final SchedulerConfig CONFIG = SchedulerConfig.of(
      List.of(new PodSpec("cube", Generation.V5P, new Shape(4, 2, 2)))).withLeaseMillis(3_600_000);

  private SchedulerCore start(long nowMillis) {
    // the previous "process" goes away first: for H2 in file mode that closes the database file
    closeConnection();
    SingleConnectionDataSource ds = dataSource();
    open = ds;
    Flyway.configure().dataSource(ds).locations("classpath:db/migration").load().migrate();
    SchedulerCore core = new SchedulerCore(CONFIG, new BestFitPlacer(),
        java.time.Clock.fixed(java.time.Instant.ofEpochMilli(nowMillis), java.time.ZoneOffset.UTC),
        new JdbcSchedulerStore(new JdbcTemplate(ds)));
    core.recover();
    return core;
  }

  private static SubmitJobRequest job(String tenant, String topology) {
    return SubmitJobRequest.newBuilder().setTenant(tenant).setGeneration(Generation.V5P).setTopology(topology)
        .setTimeLimitSeconds(7200).setName("it's \"quoted\"").build();
  }

  @Test
  void aForgottenJobsRowIsDeleted() {
    closeConnection();
    SingleConnectionDataSource ds = dataSource();
    open = ds;
    Flyway.configure().dataSource(ds).locations("classpath:db/migration").load().migrate();
    JdbcSchedulerStore store = new JdbcSchedulerStore(new JdbcTemplate(ds));
    StoredJob kept = new StoredJob("job-kept", 1, "a", "n", 0, "V5P", "1x1x1", 1, 1000, false, "CANCELLED", "", 1, 0, 0,
        2, 0, 0, null, null, null, 0, "");
    store.saveJob(kept);
    store.saveJob(new StoredJob("job-gone", 2, "a", "n", 0, "V5P", "1x1x1", 1, 1000, false, "CANCELLED", "", 1, 0, 0,
        3, 0, 0, null, null, null, 0, ""));
    store.deleteJob("job-gone");
    store.deleteJob("job-never-was");
    // (the database may hold other tests' jobs)
    assertThat(store.loadJobs()).extracting(StoredJob::id).contains("job-kept").doesNotContain("job-gone");
  }

  @Test
  void everyJobStateSurvivesARestart() {
    SchedulerCore first = start(1_000_000);
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
        first.registerHost(h.build());
      }
    }
    Job running = first.submit(job("a", "2x2x2"));
    first.start(running.getJobId());
    Job scheduled = first.submit(job("b", "2x2x1"));
    Job queued = first.submit(job("c", "4x2x2"));
    Job done = first.submit(job("d", "1x1x1"));
    first.complete(done.getJobId(), true, "ok");
    Job cancelled = first.submit(job("e", "4x2x2"));
    first.cancel(cancelled.getJobId());
    List<Job> before = first.list("", Set.of(), 0);

    SchedulerCore second = start(1_000_500);
    List<Job> after = second.list("", Set.of(), 0);
    assertThat(after).hasSize(before.size());
    for (int i = 0; i < before.size(); i++) {
      Job b = before.get(i);
      Job a = after.get(i);
      assertThat(a.getJobId()).isEqualTo(b.getJobId());
      assertThat(a.getState()).as(b.getJobId()).isEqualTo(b.getState());
      assertThat(a.getSlice()).isEqualTo(b.getSlice());
      assertThat(a.getName()).isEqualTo("it's \"quoted\"");
    }
    assertThat(second.get(running.getJobId()).getState()).isEqualTo(JobState.RUNNING);
    assertThat(second.get(scheduled.getJobId()).getState()).isEqualTo(JobState.SCHEDULED);
    assertThat(second.get(queued.getJobId()).getState()).isEqualTo(JobState.QUEUED);
    assertThat(second.get(done.getJobId()).getState()).isEqualTo(JobState.SUCCEEDED);
    assertThat(second.get(cancelled.getJobId()).getState()).isEqualTo(JobState.CANCELLED);
    assertThat(second.describePods().getPods(0).getHostsCount()).isEqualTo(4);
    assertThat(second.stats().busyChips()).isEqualTo(12);
    // usage written by the first run is read back, and adds up in the second
    assertThat(second.tenantUsage()).containsKey("d");
    // the world of the job that ended before the restart is still announced to its host, until it expires
    String doneHost = done.getSlice().getHosts(0).getHostId();
    assertThat(second.endedWorlds(doneHost)).containsExactly(done.getJobId() + "/0");
    second.complete(running.getJobId(), true, "");
    SchedulerCore third = start(1_000_900);
    assertThat(third.get(running.getJobId()).getState()).isEqualTo(JobState.SUCCEEDED);
    assertThat(third.tenantUsage().get("a")).isEqualTo(8L * 500);  // scheduled at 1_000_000, done at 1_000_500
    assertThat(third.endedWorlds(doneHost)).containsExactly(done.getJobId() + "/0");
    SchedulerCore afterExpiry = start(1_000_000 + 7_200_000 + 1);  // the jobs' time limit of 2 h
    assertThat(afterExpiry.endedWorlds(doneHost)).isEmpty();
  }
}
