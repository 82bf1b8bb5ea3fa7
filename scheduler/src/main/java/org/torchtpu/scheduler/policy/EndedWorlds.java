package org.torchtpu.scheduler.policy;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.scheduler.store.SchedulerStore;
import org.torchtpu.scheduler.store.StoredEndedWorld;

/**
 * Worlds whose placement ended while their sealed memberships are still unexpired, per host that had a rank
 * of them, kept until they expire. A membership is valid on its own until its expiry, so without this a
 * tenant whose job ended (or was preempted) could keep opening sessions and running collectives in the
 * old world on chips the scheduler has given to another job. Heartbeats carry the list to each host.
 *
 * <p>Written through to the scheduler's store as the jobs are, so a restarted scheduler goes on announcing the
 * worlds that ended before it: otherwise a host that restarted too (and so forgot what it had been told), or
 * one that missed the last heartbeats before the restart, would admit an ended world's ranks again.
 */
final class EndedWorlds {
  /** host id -> (world id -> membership expiry, epoch ms). */
  private final Map<String, Map<String, Long>> byHost = new HashMap<>();
  private final SchedulerStore store;

  EndedWorlds(SchedulerStore store) {
    this.store = store;
  }

  void ended(String worldId, Collection<String> hostIds, long expiresMillis, long now) {
    if (expiresMillis <= now) {
      return; // expired memberships are refused by every host anyway
    }
    store.forgetEndedWorlds(now);
    for (String host : hostIds) {
      remember(worldId, host, expiresMillis);
      store.saveEndedWorld(new StoredEndedWorld(worldId, host, expiresMillis));
    }
  }

  /** The ended worlds a restarted scheduler read back from its store. */
  void recover(List<StoredEndedWorld> stored, long now) {
    for (StoredEndedWorld w : stored) {
      if (w.expiresMillis() > now) {
        remember(w.worldId(), w.hostId(), w.expiresMillis());
      }
    }
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
