package org.torchtpu.scheduler.store;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Keeps the latest version of every row in memory: lets tests restart a scheduler core without a database. */
public final class InMemoryStore implements SchedulerStore {
  private final Map<String, StoredJob> jobs = new LinkedHashMap<>();
  private final Map<String, StoredHost> hosts = new LinkedHashMap<>();
  private final Map<String, Long> usage = new LinkedHashMap<>();
  private final Map<List<String>, StoredEndedWorld> endedWorlds = new LinkedHashMap<>();

  @Override
  public synchronized void saveJob(StoredJob job) {
    jobs.put(job.id(), job);
  }

  @Override
  public synchronized void deleteJob(String jobId) {
    jobs.remove(jobId);
  }

  @Override
  public synchronized void saveHost(StoredHost host) {
    hosts.put(host.id(), host);
  }

  @Override
  public synchronized void addTenantUsage(String tenant, long chipMillis) {
    usage.merge(tenant, chipMillis, Long::sum);
  }

  @Override
  public synchronized List<StoredJob> loadJobs() {
    return new ArrayList<>(jobs.values());
  }

  @Override
  public synchronized List<StoredHost> loadHosts() {
    return new ArrayList<>(hosts.values());
  }

  @Override
  public synchronized Map<String, Long> loadTenantUsage() {
    return new LinkedHashMap<>(usage);
  }

  @Override
  public synchronized void saveEndedWorld(StoredEndedWorld world) {
    endedWorlds.put(List.of(world.worldId(), world.hostId()), world);
  }

  @Override
  public synchronized List<StoredEndedWorld> loadEndedWorlds(long nowMillis) {
    forgetEndedWorlds(nowMillis);
    return new ArrayList<>(endedWorlds.values());
  }

  @Override
  public synchronized void forgetEndedWorlds(long nowMillis) {
    endedWorlds.values().removeIf(w -> w.expiresMillis() <= nowMillis);
  }
}
