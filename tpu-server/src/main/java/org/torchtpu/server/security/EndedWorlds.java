package org.torchtpu.server.security;

import java.time.Clock;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.springframework.stereotype.Component;

/**
 * Worlds whose job has given its chips back, as the scheduler's heartbeat answers announce them. A sealed
 * membership is valid until its expiry on its own; this is how it stops working when its placement ends
 * (job completed, failed, cancelled, preempted or requeued), so the old job's tenant can neither open ranks
 * in it nor keep running collectives on chips now given to another job. Listeners (the session registry)
 * close the sessions that joined an ended world.
 *
 * <p>An ended world is remembered while the scheduler still lists it and for a day after (the scheduler
 * lists it until the membership expires), so a scheduler that restarted and forgot it does not reopen it.
 */
@Component
public class EndedWorlds {
  private static final Duration REMEMBER_AFTER_LAST_LISTED = Duration.ofDays(1);

  /** world id -> when the scheduler last listed it (epoch ms). */
  private final Map<String, Long> ended = new ConcurrentHashMap<>();
  private final List<Consumer<String>> listeners = new CopyOnWriteArrayList<>();
  private final Clock clock;

  public EndedWorlds() {
    this(Clock.systemUTC());
  }

  EndedWorlds(Clock clock) {
    this.clock = clock;
  }

  /** Records the worlds a heartbeat answer listed; listeners hear of each world once, when it first ends here. */
  public void ended(Collection<String> worldIds) {
    long now = clock.millis();
    for (String id : worldIds) {
      if (ended.put(id, now) == null) {
        listeners.forEach(l -> l.accept(id));
      }
    }
    ended.values().removeIf(listed -> now - listed > REMEMBER_AFTER_LAST_LISTED.toMillis());
  }

  public boolean hasEnded(String worldId) {
    return ended.containsKey(worldId);
  }

  /** Runs {@code onEnded} with the id of every world that ends from now on. */
  public void onEnded(Consumer<String> onEnded) {
    listeners.add(onEnded);
  }
}
