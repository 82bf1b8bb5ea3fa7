package org.torchtpu.server.fabric;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Which parts no receiver will ever take, so the {@link Mailbox} does not keep them, and which it keeps only for a
 * while. A part of a collective its receiver has stopped waiting for (it completed, failed or timed out; a late part
 * of it, e.g. from a rank that arrived after the timeout, would otherwise sit in a slot of its own for the life of the
 * host) is not kept: a rank runs the collectives of a group one after another, so once it has stopped waiting for
 * collective #s of a group, no part of #1..#s of that group is wanted. A part for a rank that has left its world on
 * this host (its session closed; peers' parts for it may still be on their way) is kept for a time and up to a byte
 * cap per world: the job's rank may join the same world again (a restart within one placement reuses the world id)
 * and then wants the parts its peers already sent, from sequence 1 again.
 *
 * <p>Bounded: one entry per receiving rank and group it used while it is in the world (dropped when it leaves or
 * joins again; at most {@link #GROUPS_KEPT_PER_RANK} per rank), and at most {@link #DEPARTED_KEPT} departed ranks (the oldest forgotten first; a part for a rank
 * forgotten so is kept as for a rank that never joined).
 */
final class StaleParts {
  static final int DEPARTED_KEPT = 16_384;
  /**
   * Groups tracked per receiving rank, the least recently used forgotten first: a long-lived session that uses a new
   * group string per collective would otherwise grow its entry without end (a part of a forgotten group is kept, as
   * before this bookkeeping).
   */
  static final int GROUPS_KEPT_PER_RANK = 1024;
  /** What {@link #keepForDeparted} answers for a receiver in its world (or never seen): keep the part as any other. */
  static final long PRESENT = -1;
  /** What {@link #keepForDeparted} answers when the part would take its world over the cap: not kept. */
  static final long OVER_CAP = -2;

  private record Receiver(String world, int target) {}

  private final long keptBytesPerWorld;
  /** Per receiving rank, per group: the last collective it stopped waiting for (each inner map guarded by itself). */
  private final Map<Receiver, Map<String, Long>> doneThrough = new ConcurrentHashMap<>();
  /** Ranks that left their world here, with the number of their departure; guarded by itself with the two below. */
  private final Map<Receiver, Long> departed = new LinkedHashMap<>(16, 0.75f, false) {
    @Override
    protected boolean removeEldestEntry(Map.Entry<Receiver, Long> eldest) {
      if (size() > DEPARTED_KEPT) {
        unkeep(eldest.getKey());
        return true;
      }
      return false;
    }
  };
  /** Bytes of parts kept for departed ranks, per world and per rank. */
  private final Map<String, Long> keptPerWorld = new HashMap<>();
  private final Map<Receiver, Long> keptPerReceiver = new HashMap<>();
  private long departures;
  private final AtomicLong dropped = new AtomicLong();

  StaleParts(long keptBytesPerWorld) {
    this.keptBytesPerWorld = keptBytesPerWorld;
  }

  /** Whether a part for {@code key} can no longer be taken (counted as dropped when so). */
  boolean stale(Mailbox.Key key) {
    Map<String, Long> groups = doneThrough.get(new Receiver(key.world(), key.target()));
    Long done = null;
    if (groups != null) {
      synchronized (groups) {
        done = groups.get(key.group());
      }
    }
    boolean stale = done != null && key.sequence() <= done;
    if (stale) {
      dropped.incrementAndGet();
    }
    return stale;
  }

  /**
   * Accounts a part of {@code bytes} for {@code key}'s receiver: {@link #PRESENT} when it is not a departed rank, else
   * the number of its departure (the part is kept until {@link #expire} with that number) or {@link #OVER_CAP} (counted
   * as dropped) when its world's departed ranks already hold their cap.
   */
  long keepForDeparted(Mailbox.Key key, long bytes) {
    Receiver r = new Receiver(key.world(), key.target());
    synchronized (departed) {
      Long departure = departed.get(r);
      if (departure == null) {
        return PRESENT;
      }
      long world = keptPerWorld.getOrDefault(key.world(), 0L);
      if (world + bytes > keptBytesPerWorld) {
        dropped.incrementAndGet();
        return OVER_CAP;
      }
      keptPerWorld.put(key.world(), world + bytes);
      keptPerReceiver.merge(r, bytes, Long::sum);
      return departure;
    }
  }

  /**
   * A kept part's time is up: true (counted as dropped, its bytes given back) when its receiver is still away since
   * the same departure; false when it joined again meanwhile (the part is wanted and no longer counted).
   */
  boolean expire(Mailbox.Key key, long departure, long bytes) {
    Receiver r = new Receiver(key.world(), key.target());
    synchronized (departed) {
      Long now = departed.get(r);
      if (now == null || now != departure) {
        return false;
      }
      keptPerReceiver.merge(r, -bytes, Long::sum);
      keptPerWorld.merge(key.world(), -bytes, Long::sum);
      keptPerReceiver.remove(r, 0L);
      keptPerWorld.remove(key.world(), 0L);
      dropped.incrementAndGet();
      return true;
    }
  }

  /**
   * The receiver of {@code key} stopped waiting for it (before its slot is removed for the last time). Nothing to
   * note for a rank that has left: its waiter fails after the leave, and a later seat of the rank starts at #1.
   */
  void finished(Mailbox.Key key) {
    synchronized (departed) { // with left(): an entry merged after the leave would outlive it
      Receiver r = new Receiver(key.world(), key.target());
      if (!departed.containsKey(r)) {
        Map<String, Long> groups = doneThrough.computeIfAbsent(r, k -> new LinkedHashMap<>(16, 0.75f, true) {
          @Override
          protected boolean removeEldestEntry(Map.Entry<String, Long> eldest) {
            return size() > GROUPS_KEPT_PER_RANK;
          }
        });
        synchronized (groups) {
          groups.merge(key.group(), key.sequence(), Math::max);
        }
      }
    }
  }

  /** {@code target} left {@code world} on this host (before its slots are dropped). */
  void left(String world, int target) {
    Receiver r = new Receiver(world, target);
    synchronized (departed) {
      unkeep(r); // its slots are dropped now
      departed.put(r, ++departures);
      forgetDone(r);
    }
  }

  /** {@code target} joined {@code world} on this host (again): its parts are wanted, from #1 of every group. */
  void joined(String world, int target) {
    Receiver r = new Receiver(world, target);
    synchronized (departed) {
      departed.remove(r);
      unkeep(r); // what was kept for it is its own now, no longer under the cap
      forgetDone(r);
    }
  }

  private void forgetDone(Receiver r) {
    doneThrough.remove(r);
  }

  /** Stops counting the bytes kept for {@code r} (guarded by {@link #departed}). */
  private void unkeep(Receiver r) {
    Long bytes = keptPerReceiver.remove(r);
    if (bytes != null) {
      keptPerWorld.merge(r.world(), -bytes, Long::sum);
      keptPerWorld.remove(r.world(), 0L);
    }
  }

  /** Parts not kept so far (tests). */
  long dropped() {
    return dropped.get();
  }

  /** Bytes kept for departed ranks of {@code world} (tests). */
  long keptBytes(String world) {
    synchronized (departed) {
      return keptPerWorld.getOrDefault(world, 0L);
    }
  }

  /** Receiving ranks and groups tracked (tests: bounded). */
  int tracked() {
    synchronized (departed) {
      int groups = 0;
      for (Map<String, Long> g : doneThrough.values()) {
        synchronized (g) {
          groups += g.size();
        }
      }
      return groups + departed.size();
    }
  }
}
