package org.torchtpu.server.fabric;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.torchtpu.service.error.DomainException;

/**
 * Which parts no receiver will ever take, so the {@link Mailbox} does not keep them, and which it keeps only for a
 * while and within bounds. A part of a collective its receiver has stopped waiting for (it completed, failed or timed
 * out; a late part of it, e.g. from a rank that arrived after the timeout, would otherwise sit in a slot of its own for
 * the life of the host) is not kept: a rank runs the collectives of a group one after another, so once it has stopped
 * waiting for collective #s of a group, no part of #1..#s of that group is wanted.
 *
 * <p>A part for a rank that is not in its world here is <em>held</em>: kept for a time, within {@link HeldPartLimits}
 * per world and per sending tenant. Such a rank either left (its session closed; peers' parts for it may still be on
 * their way, and the job's rank may join the same world again, as a restart within one placement reuses the world id,
 * and then wants the parts its peers already sent, from sequence 1 again), or it has not joined yet (a peer started
 * first), or it never will. A held part over the bounds is dropped for a departed rank (nobody waits for it) and refused
 * for a rank that has not joined (its sender's collective fails naming the bound). Once the rank joins, what was held
 * for it is its own and no longer counted.
 *
 * <p>Bounded: one entry per receiving rank and group it used while it is in the world (dropped when it leaves or
 * joins again; at most {@link #GROUPS_KEPT_PER_RANK} per rank), and at most {@link #DEPARTED_KEPT} ranks away without
 * parts (the oldest forgotten first); ranks away with parts are bounded by the held parts.
 */
final class StaleParts {
  static final int DEPARTED_KEPT = 16_384;
  /**
   * Groups tracked per receiving rank, the least recently used forgotten first: a long-lived session that uses a new
   * group string per collective would otherwise grow its entry without end (a part of a forgotten group is kept, as
   * before this bookkeeping).
   */
  static final int GROUPS_KEPT_PER_RANK = 1024;

  /** A held part: kept until {@link #expire} with this epoch, its receiver having left ({@code departed}) or not come. */
  record Held(long epoch, boolean departed) {}

  /** What {@link #hold} answers when a departed rank's part would take its world or tenant over the bounds. */
  static final Held OVER_CAP = new Held(-2, true);

  private record Receiver(String world, int target) {}

  /** A rank not in its world here: since when ({@code epoch}), why, and what is held for it and charged to whom. */
  private static final class Away {
    final long epoch;
    final boolean departed;
    String tenant;
    long bytes;
    int parts;

    Away(long epoch, boolean departed) {
      this.epoch = epoch;
      this.departed = departed;
    }
  }

  /** Bytes and parts held for one world or tenant. */
  private static final class Usage {
    long bytes;
    int parts;
  }

  private final HeldPartLimits limits;
  /** Per receiving rank, per group: the last collective it stopped waiting for (each inner map guarded by itself). */
  private final Map<Receiver, Map<String, Long>> doneThrough = new ConcurrentHashMap<>();
  /** Ranks in their world here; guarded by {@link #away} with the maps below. */
  private final Set<Receiver> present = new HashSet<>();
  /** Ranks that left their world here, or got parts before joining it. */
  private final Map<Receiver, Away> away = new LinkedHashMap<>(16, 0.75f, false) {
    @Override
    protected boolean removeEldestEntry(Map.Entry<Receiver, Away> eldest) {
      return size() > DEPARTED_KEPT && eldest.getValue().parts == 0; // one with parts goes when they expire
    }
  };
  private final Map<String, Usage> perWorld = new HashMap<>();
  private final Map<String, Usage> perTenant = new HashMap<>();
  private long epochs;
  private final AtomicLong dropped = new AtomicLong();

  StaleParts(HeldPartLimits limits) {
    this.limits = limits;
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
   * Accounts a part of {@code bytes} from {@code tenant} for {@code key}'s receiver: null when the receiver is in its
   * world here (the part is kept as any other), else the part is held until {@link #expire} with the answer's epoch,
   * or {@link #OVER_CAP} (counted as dropped) when a departed rank's part would take its world or tenant over the
   * bounds.
   *
   * @throws DomainException EXHAUSTED naming the bound when the receiver has not joined and the part is over it
   */
  Held hold(Mailbox.Key key, long bytes, String tenant) {
    Receiver r = new Receiver(key.world(), key.target());
    synchronized (away) {
      if (present.contains(r)) {
        return null;
      }
      Away a = away.get(r);
      boolean fresh = a == null;
      if (fresh) {
        a = new Away(++epochs, false);
      }
      String chargedTo = a.tenant != null ? a.tenant : tenant;
      Usage world = perWorld.getOrDefault(key.world(), new Usage());
      Usage owner = perTenant.getOrDefault(chargedTo, new Usage());
      String over = world.bytes + bytes > limits.worldBytes() ? "bytes of world " + key.world() + " (" + limits.worldBytes() + ")"
          : world.parts >= limits.worldParts() ? "parts of world " + key.world() + " (" + limits.worldParts() + ")"
          : owner.bytes + bytes > limits.tenantBytes() ? "bytes of " + whose(chargedTo, tenant) + " (" + limits.tenantBytes() + ")"
          : owner.parts >= limits.tenantParts() ? "parts of " + whose(chargedTo, tenant) + " (" + limits.tenantParts() + ")"
          : null;
      if (over != null) {
        dropped.incrementAndGet();
        if (a.departed) {
          return OVER_CAP;
        }
        throw DomainException.exhausted("part of collective #" + key.sequence() + " of group [" + key.group()
            + "] for rank " + key.target() + " of world " + key.world() + " refused: rank " + key.target()
            + " has not joined this host, and the parts held for ranks not in their world here already reach the most "
            + over + " a host holds");
      }
      if (fresh) {
        away.put(r, a);
      }
      a.tenant = chargedTo;
      a.bytes += bytes;
      a.parts++;
      charge(perWorld, key.world(), bytes, 1);
      charge(perTenant, chargedTo, bytes, 1);
      return new Held(a.epoch, a.departed);
    }
  }

  /** The tenant a refusal names: the sender's own, never another's (a receiver's share is its first sender's). */
  private static String whose(String chargedTo, String sender) {
    return chargedTo.equals(sender) ? "tenant " + sender : "the tenant this rank's held parts are charged to";
  }

  /**
   * A held part's time is up: true (counted as dropped, its bytes given back) when its receiver is still away since
   * the same epoch; false when it joined meanwhile (the part is wanted and no longer counted).
   */
  boolean expire(Mailbox.Key key, long epoch, long bytes) {
    Receiver r = new Receiver(key.world(), key.target());
    synchronized (away) {
      Away a = away.get(r);
      if (a == null || a.epoch != epoch) {
        return false;
      }
      a.bytes -= bytes;
      a.parts--;
      charge(perWorld, r.world(), -bytes, -1);
      charge(perTenant, a.tenant, -bytes, -1);
      if (a.parts == 0 && !a.departed) {
        away.remove(r); // a rank that never came leaves no entry behind
      }
      dropped.incrementAndGet();
      return true;
    }
  }

  /**
   * The receiver of {@code key} stopped waiting for it (before its slot is removed for the last time). Nothing to
   * note for a rank that has left: its waiter fails after the leave, and a later seat of the rank starts at #1.
   */
  void finished(Mailbox.Key key) {
    synchronized (away) { // with left(): an entry merged after the leave would outlive it
      Receiver r = new Receiver(key.world(), key.target());
      Away a = away.get(r);
      if (a == null || !a.departed) {
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
    synchronized (away) {
      present.remove(r);
      unhold(r, away.remove(r)); // its slots are dropped now
      away.put(r, new Away(++epochs, true));
      forgetDone(r);
    }
  }

  /** {@code target} joined {@code world} on this host (again): its parts are wanted, from #1 of every group. */
  void joined(String world, int target) {
    Receiver r = new Receiver(world, target);
    synchronized (away) {
      present.add(r);
      unhold(r, away.remove(r)); // what was held for it is its own now, no longer under the bounds
      forgetDone(r);
    }
  }

  private void forgetDone(Receiver r) {
    doneThrough.remove(r);
  }

  /** Stops counting what was held for {@code r} (guarded by {@link #away}). */
  private void unhold(Receiver r, Away a) {
    if (a != null && a.parts > 0) {
      charge(perWorld, r.world(), -a.bytes, -a.parts);
      charge(perTenant, a.tenant, -a.bytes, -a.parts);
    }
  }

  private static void charge(Map<String, Usage> usage, String who, long bytes, int parts) {
    Usage u = usage.computeIfAbsent(who, k -> new Usage());
    u.bytes += bytes;
    u.parts += parts;
    if (u.parts <= 0) {
      usage.remove(who);
    }
  }

  /** Parts not kept so far (tests). */
  long dropped() {
    return dropped.get();
  }

  /** Bytes held for ranks of {@code world} not in it here (tests). */
  long keptBytes(String world) {
    synchronized (away) {
      Usage u = perWorld.get(world);
      return u == null ? 0 : u.bytes;
    }
  }

  /** Parts held for ranks not in their world here, charged to {@code tenant} (tests). */
  int heldParts(String tenant) {
    synchronized (away) {
      Usage u = perTenant.get(tenant);
      return u == null ? 0 : u.parts;
    }
  }

  /** Receiving ranks and groups tracked (tests: bounded). */
  int tracked() {
    synchronized (away) {
      int groups = 0;
      for (Map<String, Long> g : doneThrough.values()) {
        synchronized (g) {
          groups += g.size();
        }
      }
      return groups + away.size();
    }
  }
}
