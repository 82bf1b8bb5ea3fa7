package org.torchtpu.scheduler.policy;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.function.Function;
import org.torchtpu.scheduler.store.SchedulerStore;
import org.torchtpu.scheduler.store.StoredEndedWorld;

/**
 * Worlds whose placement ended, per host that had a rank of them, kept until their sealed memberships expire (at
 * least {@link #ANNOUNCED_AT_LEAST_MILLIS}). A membership is valid on its own until its expiry, so without this a
 * tenant whose job ended (or was preempted) could keep opening sessions and running collectives in the
 * old world on chips the scheduler has given to another job. Heartbeats carry the list to each host.
 *
 * <p>Written through to the scheduler's store as the jobs are, so a restarted scheduler goes on announcing the
 * worlds that ended before it: otherwise a host that restarted too (and so forgot what it had been told), or
 * one that missed the last heartbeats before the restart, would admit an ended world's ranks again.
 */
final class EndedWorlds {
  /**
   * Unexpired ended worlds one tenant may have before its submissions are refused. Each is a row, memory, and a line
   * in every heartbeat answer to each of its hosts until its job's time limit would have run out (up to 7 days): a
   * tenant looping submit and cancel on 7-day jobs grew them without bound, until the answers passed the hosts'
   * 4 MiB message limit, their heartbeats failed and every tenant's jobs with them. 4,096 worlds are about 110 KB of
   * an answer; jobs already queued or running may still end past it.
   */
  static final int MAX_PER_TENANT = 4096;

  /** host id -> (world id -> membership expiry, epoch ms). */
  private final Map<String, Map<String, Long>> byHost = new HashMap<>();
  /** tenant -> the expiries of its unexpired ended worlds, soonest first. */
  private final Map<String, PriorityQueue<Long>> byTenant = new HashMap<>();
  private final SchedulerStore store;

  EndedWorlds(SchedulerStore store) {
    this.store = store;
  }

  /**
   * How long a world is announced at least. A job stopped at its time limit ends as its membership expires: hosts
   * refuse to admit an expired membership, but the sessions that joined the world before are closed only when their
   * host hears that it ended (a heartbeat, a third of a lease), so it is announced although expired.
   */
  static final long ANNOUNCED_AT_LEAST_MILLIS = 10 * 60_000;

  void ended(String worldId, String tenant, Collection<String> hostIds, long expiresMillis, long now) {
    long until = Math.max(expiresMillis, now + ANNOUNCED_AT_LEAST_MILLIS);
    store.forgetEndedWorlds(now);
    countFor(tenant, until);
    for (String host : hostIds) {
      remember(worldId, host, until);
      store.saveEndedWorld(new StoredEndedWorld(worldId, host, until));
    }
  }

  /**
   * The ended worlds a restarted scheduler read back from its store.
   *
   * @param tenantOfWorld the tenant of a world's job, or null when the job was forgotten (then it is not counted)
   */
  void recover(List<StoredEndedWorld> stored, Function<String, String> tenantOfWorld, long now) {
    Set<String> counted = new HashSet<>();
    for (StoredEndedWorld w : stored) {
      if (w.expiresMillis() > now) {
        remember(w.worldId(), w.hostId(), w.expiresMillis());
        String tenant = tenantOfWorld.apply(w.worldId());
        if (tenant != null && counted.add(w.worldId())) {
          countFor(tenant, w.expiresMillis());
        }
      }
    }
  }

  private void countFor(String tenant, long expiresMillis) {
    byTenant.computeIfAbsent(tenant, t -> new PriorityQueue<>()).add(expiresMillis);
  }

  /** {@code tenant}'s ended worlds that have not expired by {@code now}. */
  int unexpired(String tenant, long now) {
    PriorityQueue<Long> expiries = byTenant.get(tenant);
    if (expiries == null) {
      return 0;
    }
    while (!expiries.isEmpty() && expiries.peek() <= now) {
      expiries.poll();
    }
    if (expiries.isEmpty()) {
      byTenant.remove(tenant);
      return 0;
    }
    return expiries.size();
  }

  /** When {@code tenant}'s soonest ended world expires (epoch ms); call after {@link #unexpired} found some. */
  long nextExpiry(String tenant) {
    return byTenant.get(tenant).peek();
  }

  private void remember(String worldId, String host, long expiresMillis) {
    byHost.computeIfAbsent(host, h -> new LinkedHashMap<>()).put(worldId, expiresMillis);
  }

  /** The unexpired ended worlds that had ranks on {@code hostId}; forgets the expired ones. */
  List<String> of(String hostId, long now) {
    Map<String, Long> worlds = byHost.get(hostId);
    if (worlds == null) {
      return List.of();
    }
    worlds.values().removeIf(expiry -> expiry <= now);
    if (worlds.isEmpty()) {
      byHost.remove(hostId);
      return List.of();
    }
    return new ArrayList<>(worlds.keySet());
  }
}
