package org.torchtpu.scheduler.store;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The scheduler's state in a SQL database: embedded H2 in file mode by default, PostgreSQL when
 * {@code spring.datasource.url} points at one. Schema by Flyway ({@code db/migration}); the statements are plain
 * SQL both run (an upsert is an UPDATE, then an INSERT when no row matched: the scheduler's lock makes it the
 * only writer).
 */
public final class JdbcSchedulerStore implements SchedulerStore {
  private final JdbcTemplate jdbc;

  public JdbcSchedulerStore(JdbcTemplate jdbc) {
    this.jdbc = jdbc;
  }

  @Override
  public void saveJob(StoredJob j) {
    Object[] values = {j.seq(), j.tenant(), j.name(), j.priority(), j.generation(), j.topology(), j.chipCount(),
        j.timeLimitMillis(), j.requeueOnHostFailure(), j.state(), clip(j.reason(), 2048), j.submittedMillis(),
        j.scheduledMillis(), j.startedMillis(), j.endedMillis(), j.preemptions(), j.requeues(), j.pod(), j.boxOrigin(),
        j.boxShape(), j.preemptDeadlineMillis(), j.preemptedFor(), j.id()};
    int n = jdbc.update("UPDATE scheduler_job SET seq = ?, tenant = ?, name = ?, priority = ?, generation = ?, "
        + "topology = ?, chip_count = ?, time_limit_ms = ?, requeue_on_host_failure = ?, state = ?, reason = ?, "
        + "submitted_ms = ?, scheduled_ms = ?, started_ms = ?, ended_ms = ?, preemptions = ?, requeues = ?, pod = ?, "
        + "box_origin = ?, box_shape = ?, preempt_deadline_ms = ?, preempted_for = ? WHERE id = ?", values);
    if (n == 0) {
      jdbc.update("INSERT INTO scheduler_job (seq, tenant, name, priority, generation, topology, chip_count, "
          + "time_limit_ms, requeue_on_host_failure, state, reason, submitted_ms, scheduled_ms, started_ms, ended_ms, "
          + "preemptions, requeues, pod, box_origin, box_shape, preempt_deadline_ms, preempted_for, id) "
          + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", values);
    }
  }

  private static String clip(String s, int max) {
    return s == null ? "" : s.length() <= max ? s : s.substring(0, max);
  }

  @Override
  public void deleteJob(String jobId) {
    jdbc.update("DELETE FROM scheduler_job WHERE id = ?", jobId);
  }

  @Override
  public void saveHost(StoredHost h) {
    Object[] values = {h.generation(), h.pod(), h.endpoint(), h.chips(), h.registeredMillis(), h.id()};
    int n = jdbc.update("UPDATE scheduler_host SET generation = ?, pod = ?, endpoint = ?, chips = ?, registered_ms = ? "
        + "WHERE id = ?", values);
    if (n == 0) {
      jdbc.update("INSERT INTO scheduler_host (generation, pod, endpoint, chips, registered_ms, id) VALUES (?, ?, ?, ?, ?, ?)",
          values);
    }
  }

  @Override
  public void addTenantUsage(String tenant, long chipMillis) {
    int n = jdbc.update("UPDATE scheduler_tenant_usage SET chip_ms = chip_ms + ? WHERE tenant = ?", chipMillis, tenant);
    if (n == 0) {
      jdbc.update("INSERT INTO scheduler_tenant_usage (tenant, chip_ms) VALUES (?, ?)", tenant, chipMillis);
    }
  }

  @Override
  public List<StoredJob> loadJobs() {
    return jdbc.query("SELECT * FROM scheduler_job ORDER BY seq", (rs, i) -> new StoredJob(
        rs.getString("id"), rs.getLong("seq"), rs.getString("tenant"), rs.getString("name"), rs.getInt("priority"),
        rs.getString("generation"), rs.getString("topology"), rs.getInt("chip_count"), rs.getLong("time_limit_ms"),
        rs.getBoolean("requeue_on_host_failure"), rs.getString("state"), rs.getString("reason"),
        rs.getLong("submitted_ms"), rs.getLong("scheduled_ms"), rs.getLong("started_ms"), rs.getLong("ended_ms"),
        rs.getInt("preemptions"), rs.getInt("requeues"), rs.getString("pod"), rs.getString("box_origin"),
        rs.getString("box_shape"), rs.getLong("preempt_deadline_ms"), rs.getString("preempted_for")));
  }

  @Override
  public List<StoredHost> loadHosts() {
    return jdbc.query("SELECT * FROM scheduler_host ORDER BY registered_ms, id", (rs, i) -> new StoredHost(
        rs.getString("id"), rs.getString("generation"), rs.getString("pod"), rs.getString("endpoint"),
        rs.getString("chips"), rs.getLong("registered_ms")));
  }

  @Override
  public void saveEndedWorld(StoredEndedWorld w) {
    int n = jdbc.update("UPDATE scheduler_ended_world SET expires_ms = ? WHERE world_id = ? AND host_id = ?",
        w.expiresMillis(), w.worldId(), w.hostId());
    if (n == 0) {
      jdbc.update("INSERT INTO scheduler_ended_world (world_id, host_id, expires_ms) VALUES (?, ?, ?)",
          w.worldId(), w.hostId(), w.expiresMillis());
    }
  }

  @Override
  public List<StoredEndedWorld> loadEndedWorlds(long nowMillis) {
    forgetEndedWorlds(nowMillis);
    return jdbc.query("SELECT world_id, host_id, expires_ms FROM scheduler_ended_world ORDER BY expires_ms, world_id, "
        + "host_id", (rs, i) -> new StoredEndedWorld(rs.getString("world_id"), rs.getString("host_id"),
        rs.getLong("expires_ms")));
  }

  @Override
  public void forgetEndedWorlds(long nowMillis) {
    jdbc.update("DELETE FROM scheduler_ended_world WHERE expires_ms <= ?", nowMillis);
  }

  @Override
  public Map<String, Long> loadTenantUsage() {
    Map<String, Long> out = new LinkedHashMap<>();
    jdbc.query("SELECT tenant, chip_ms FROM scheduler_tenant_usage ORDER BY tenant",
        rs -> {
          out.put(rs.getString("tenant"), rs.getLong("chip_ms"));
        });
    return out;
  }
}
