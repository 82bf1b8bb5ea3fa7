package org.torchtpu.server.fabric;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Which parts no receiver will ever take, so the {@link Mailbox} does not keep them: a part for a rank that
 * has left its world on this host (its session closed; peers' parts for it may still be on their way), and
 * a part of a collective its receiver has stopped waiting for (it completed, failed or timed out; a late
 * part of it, e.g. from a rank that arrived after the timeout, would otherwise sit in a slot of its own for
 * the life of the host). A rank runs the collectives of a group one after another, so once it has stopped
 * waiting for collective #s of a group, no part of #1..#s of that group is wanted.
 *
 * <p>Bounded: one entry per receiving rank and group it used while it is in the world (dropped when it
 * leaves), and at most {@link #DEPARTED_KEPT} departed ranks (the oldest forgotten first; a part for a rank
 * forgotten so is kept again, as before this bookkeeping).
 */
final class StaleParts {
  static final int DEPARTED_KEPT = 16_384;

  private record Receiver(String world, int target) {}

  private record ReceiverGroup(String world, int target, String group) {}

  /** Per receiving rank and group: the last collective it stopped waiting for. */
  private final Map<ReceiverGroup, Long> doneThrough = new ConcurrentHashMap<>();
  /** Ranks that left their world here; guarded by itself. */
  private final Map<Receiver, Boolean> departed = new LinkedHashMap<>(16, 0.75f, false) {
    @Override
    protected boolean removeEldestEntry(Map.Entry<Receiver, Boolean> eldest) {
      return size() > DEPARTED_KEPT;
    }
  };
  private final AtomicLong dropped = new AtomicLong();

  /** Whether a part for {@code key} can no longer be taken (counted as dropped when so). */
  boolean stale(Mailbox.Key key) {
    Long done = doneThrough.get(new ReceiverGroup(key.world(), key.target(), key.group()));
    boolean stale = done != null && key.sequence() <= done;
    if (!stale) {
      synchronized (departed) {
        stale = departed.containsKey(new Receiver(key.world(), key.target()));
      }
    }
    if (stale) {
      dropped.incrementAndGet();
    }
    return stale;
  }

  /** The receiver of {@code key} stopped waiting for it (before its slot is removed for the last time). */
  void finished(Mailbox.Key key) {
    doneThrough.merge(new ReceiverGroup(key.world(), key.target(), key.group()), key.sequence(), Math::max);
  }

  /** {@code target} left {@code world} on this host (before its slots are dropped). */
  void left(String world, int target) {
    synchronized (departed) {
      departed.put(new Receiver(world, target), Boolean.TRUE);
    }
    doneThrough.keySet().removeIf(g -> g.world().equals(world) && g.target() == target);
  }

  /** {@code target} joined {@code world} on this host (again): its parts are wanted. */
  void joined(String world, int target) {
    synchronized (departed) {
      departed.remove(new Receiver(world, target));
    }
  }

  /** Parts not kept so far (tests). */
  long dropped() {
    return dropped.get();
  }

  /** Receiving ranks and groups tracked (tests: bounded). */
  int tracked() {
    synchronized (departed) {
      return doneThrough.size() + departed.size();
    }
  }
}
