package org.torchtpu.scheduler.store;

import java.util.List;
import java.util.Map;

/** Where the scheduler's state lives across restarts: every job change and host registration is written through. */
public interface SchedulerStore {
  void saveJob(StoredJob job);

  void saveHost(StoredHost host);

  /** Forgets a job (a finished job past its retention). */
  void deleteJob(String jobId);

  /** Adds chip-milliseconds a tenant's jobs held. */
  void addTenantUsage(String tenant, long chipMillis);

  List<StoredJob> loadJobs();

  List<StoredHost> loadHosts();

  /** Cumulative chip-milliseconds per tenant. */
  Map<String, Long> loadTenantUsage();

  /** Records that a world ended for a host that had a rank of it (kept until the membership expires). */
  void saveEndedWorld(StoredEndedWorld world);

  /** The ended worlds whose memberships expire after {@code nowMillis}; forgets the others. */
  List<StoredEndedWorld> loadEndedWorlds(long nowMillis);

  /** Forgets the ended worlds whose memberships expired by {@code nowMillis} (every host refuses them anyway). */
  void forgetEndedWorlds(long nowMillis);

  /** A store that keeps nothing: for benchmarks and tests that do not restart. */
  SchedulerStore NONE = new SchedulerStore() {
    @Override
    public void saveJob(StoredJob job) {}

    @Override
    public void saveHost(StoredHost host) {}

    @Override
    public void deleteJob(String jobId) {}

    @Override
    public void addTenantUsage(String tenant, long chipMillis) {}

    @Override
    public List<StoredJob> loadJobs() {
      return List.of();
    }

    @Override
    public List<StoredHost> loadHosts() {
      return List.of();
    }

    @Override
    public Map<String, Long> loadTenantUsage() {
      return Map.of();
    }

    @Override
    public void saveEndedWorld(StoredEndedWorld world) {}

    @Override
    public List<StoredEndedWorld> loadEndedWorlds(long nowMillis) {
      return List.of();
    }

    @Override
    public void forgetEndedWorlds(long nowMillis) {}
  };
}
