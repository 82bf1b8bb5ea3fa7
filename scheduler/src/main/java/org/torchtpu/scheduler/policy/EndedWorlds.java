package org.torchtpu.scheduler.policy;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Worlds whose placement ended while their sealed memberships are still unexpired, per host that had a rank
 * of them, kept until they expire. A membership is valid on its own until its expiry, so without this a
 * tenant whose job ended (or was preempted) could keep opening sessions and running collectives in the
 * old world on chips the scheduler has given to another job. Heartbeats carry the list to each host.
 *
 * <p>Held in memory: after a scheduler restart, worlds that ended before it are not re-announced (they
 * still expire at their time limit).
 */
final class EndedWorlds {
  /** host id -> (world id -> membership expiry, epoch ms). */
  private final Map<String, Map<String, Long>> byHost = new HashMap<>();

  void ended(String worldId, Collection<String> hostIds, long expiresMillis, long now) {
    if (expiresMillis <= now) {
      return; // expired memberships are refused by every host anyway
    }
    for (String host : hostIds) {
      byHost.computeIfAbsent(host, h -> new LinkedHashMap<>()).put(worldId, expiresMillis);
    }
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
