package org.torchtpu.server.fabric;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
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
 * joins again; at most {@link #GROUPS_KEPT_PER_RANK} per rank), at most {@link #DEPARTED_KEPT} departed ranks without
 * parts (the oldest forgotten first), and ranks away with parts in a map of their own, bounded by the held parts (an
 * entry moves to the departed map when its last part goes, or is forgotten when its rank never came).
 *
 * <p>A rank's seat (the object that joined, its endpoint) is noted on join: a leave of an older seat that arrives after
 * the rank joined again (its old session closed asynchronously) is ignored, so it cannot mark the live rank departed.
 */
final class StaleParts {
  static final int DEPARTED_KEPT = 16_384;
  /**
   * Groups tracked per receiving rank, the least recently used forgotten first: a long-lived session that uses a new
   * group string per collective would otherwise grow its entry without end (a part of a forgotten group is kept, as
   * before this bookkeeping).
   */
  static final int GROUPS_KEPT_PER_RANK = 1024;

  /**
   * A held part: kept until {@link #expire} with this epoch, its receiver having left ({@code departed}) or not come;
   * {@code bytes} is its share of the part's bytes (a part held for n ranks charges each a share, summing to its size).
   */
  record Held(long epoch, boolean departed, long bytes) {}

  /** What {@link #holdAll} answers for a departed rank's part that would take its world, tenant or host over the bounds. */
  static final Held OVER_CAP = new Held(-2, true, 0);
  /** What {@link #holdAll} answers for a rank that has not joined when the part is over the bounds (see {@link Holds}). */
  static final Held REFUSED = new Held(-3, false, 0);

  /** Per key of {@link #holdAll}: null (its rank is here), a hold, {@link #OVER_CAP} or {@link #REFUSED}; and why refused. */
  record Holds(Held[] held, DomainException refusal) {}

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

  /** Bytes and parts held for one world or tenant, or the host. */
  private static final class Usage {
    long bytes;
    int parts;
  }

  private final HeldPartLimits limits;
  /** Per receiving rank, per group: the last collective it stopped waiting for (each inner map guarded by itself). */
  private final Map<Receiver, Map<String, Long>> doneThrough = new ConcurrentHashMap<>();
  /** A rank in its world here: the seat that joined and its tenant (null: any tenant's parts are taken). */
  private record Present(Object seat, String tenant) {}

  /** Ranks in their world here; guarded by {@link #lock} with the maps below. */
  private final Map<Receiver, Present> present = new HashMap<>();
  /** Ranks away (departed or not come yet) with parts held for them: as many as there are held parts at most. */
  private final Map<Receiver, Away> holding = new HashMap<>();
  /** Departed ranks without parts, the oldest forgotten first. */
  private final Map<Receiver, Away> departed = new LinkedHashMap<>(16, 0.75f, false) {
    @Override
    protected boolean removeEldestEntry(Map.Entry<Receiver, Away> eldest) {
      return size() > DEPARTED_KEPT;
    }
  };
  private final Object lock = new Object();
  private final Map<String, Usage> perWorld = new HashMap<>();
  private final Map<String, Usage> perTenant = new HashMap<>();
  private final Usage host = new Usage();
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

  /** Where a receiving rank is: in its world here, left it (its session closed), or not joined here (yet). */
  enum Presence { PRESENT, DEPARTED, ABSENT }

  /** Where {@code target} of {@code world} is now. */
  Presence presence(String world, int target) {
    Receiver r = new Receiver(world, target);
    synchronized (lock) {
      if (present.containsKey(r)) {
        return Presence.PRESENT;
      }
      Away a = awayOf(r);
      return a != null && a.departed ? Presence.DEPARTED : Presence.ABSENT;
    }
  }

  /** The entry of a rank away, in whichever map (guarded by {@link #lock}). */
  private Away awayOf(Receiver r) {
    Away a = holding.get(r);
    return a != null ? a : departed.get(r);
  }

  /** Forgets {@code r}'s entry (guarded by {@link #lock}). */
  private Away forget(Receiver r) {
    Away a = holding.remove(r);
    return a != null ? a : departed.remove(r);
  }

  /**
   * Accounts one part of {@code bytes} from {@code tenant} for the receivers of {@code keys} (one world), all or
   * nothing for the receivers not in their world here: their bounds are checked together, the part's bytes counted
   * once (shared out between them) and its count once per receiver. For each key: null when the receiver is in its
   * world here (the part is kept as any other), else a hold until {@link #expire} with its epoch and share; past the
   * bounds {@link #OVER_CAP} (dropped) for a departed rank and {@link #REFUSED} for one not joined, with the refusal
   * naming the bound in {@link Holds#refusal()}.
   */
  Holds holdAll(java.util.List<Mailbox.Key> keys, long bytes, String tenant) {
    Held[] out = new Held[keys.size()];
    synchronized (lock) {
      String world = keys.get(0).world();
      int absent = 0;
      Away[] aways = new Away[keys.size()];
      Map<String, long[]> perOwner = new HashMap<>(); // charged tenant -> {parts, first absent index}
      for (int i = 0; i < keys.size(); i++) {
        Receiver r = new Receiver(world, keys.get(i).target());
        Present here = present.get(r);
        if (here != null && here.tenant() != null && !here.tenant().equals(tenant)) {
          // another tenant's part for a rank here: none of its receivers gets it
          java.util.Arrays.fill(out, REFUSED);
          dropped.incrementAndGet();
          return new Holds(out, DomainException.notAllowed(wrongTenant(world, tenant)));
        }
        if (here != null) {
          continue;
        }
        Away a = awayOf(r);
        aways[i] = a != null ? a : new Away(++epochs, false);
        absent++;
      }
      if (absent == 0) {
        return new Holds(out, null);
      }
      long[] shares = new long[keys.size()];
      int nth = 0;
      for (int i = 0; i < keys.size(); i++) {
        if (aways[i] != null) {
          shares[i] = bytes / absent + (nth++ < bytes % absent ? 1 : 0);
          String chargedTo = aways[i].tenant != null ? aways[i].tenant : tenant;
          perOwner.computeIfAbsent(chargedTo, k -> new long[2])[0]++;
          perOwner.get(chargedTo)[1] += shares[i];
        }
      }
      Usage w = perWorld.getOrDefault(world, new Usage());
      String over = w.bytes + bytes > limits.worldBytes() ? "bytes of world " + world + " (" + limits.worldBytes() + ")"
          : w.parts + absent > limits.worldParts() ? "parts of world " + world + " (" + limits.worldParts() + ")"
          : host.bytes + bytes > limits.hostBytes() ? "bytes of all tenants (" + limits.hostBytes() + ")"
          : host.parts + absent > limits.hostParts() ? "parts of all tenants (" + limits.hostParts() + ")"
          : null;
      for (Map.Entry<String, long[]> e : perOwner.entrySet()) {
        if (over != null) {
          break;
        }
        Usage owner = perTenant.getOrDefault(e.getKey(), new Usage());
        over = owner.bytes + e.getValue()[1] > limits.tenantBytes()
            ? "bytes of " + whose(e.getKey(), tenant) + " (" + limits.tenantBytes() + ")"
            : owner.parts + e.getValue()[0] > limits.tenantParts()
            ? "parts of " + whose(e.getKey(), tenant) + " (" + limits.tenantParts() + ")" : null;
      }
      if (over != null) {
        dropped.addAndGet(absent);
        int notJoined = -1;
        for (int i = 0; i < keys.size(); i++) {
          if (aways[i] != null) {
            out[i] = aways[i].departed ? OVER_CAP : REFUSED;
            notJoined = notJoined < 0 && !aways[i].departed ? i : notJoined;
          }
        }
        if (notJoined < 0) {
          return new Holds(out, null);
        }
        Mailbox.Key key = keys.get(notJoined);
        return new Holds(out, DomainException.exhausted("part of collective #" + key.sequence() + " of group ["
            + key.group() + "] for rank " + key.target() + " of world " + world + " refused: rank " + key.target()
            + (absent > 1 ? " (and " + (absent - 1) + " other ranks it names)" : "")
            + " has not joined this host, and the parts held for ranks not in their world here already reach the most "
            + over + " a host holds"));
      }
      for (int i = 0; i < keys.size(); i++) {
        Away a = aways[i];
        if (a == null) {
          continue;
        }
        Receiver r = new Receiver(world, keys.get(i).target());
        if (a.parts == 0) {
          departed.remove(r);
          holding.put(r, a);
        }
        String chargedTo = a.tenant != null ? a.tenant : tenant;
        a.tenant = chargedTo;
        a.bytes += shares[i];
        a.parts++;
        charge(perWorld, world, shares[i], 1);
        charge(perTenant, chargedTo, shares[i], 1);
        host.bytes += shares[i];
        host.parts++;
        out[i] = new Held(a.epoch, a.departed, shares[i]);
      }
      return new Holds(out, null);
    }
  }

  /**
   * Why a part naming {@code tenant} is refused for a world whose ranks here are another tenant's (the world's tenant
   * is not named: the sender is told only that its part's is not it).
   */
  static String wrongTenant(String world, String tenant) {
    return "part for world " + world + " names tenant '" + tenant + "', which is not the tenant of the ranks that "
        + "joined it on this host: nothing of it is delivered";
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
    synchronized (lock) {
      Away a = holding.get(r);
      if (a == null || a.epoch != epoch) {
        return false;
      }
      a.bytes -= bytes;
      a.parts--;
      charge(perWorld, r.world(), -bytes, -1);
      charge(perTenant, a.tenant, -bytes, -1);
      host.bytes -= bytes;
      host.parts--;
      if (a.parts == 0) {
        holding.remove(r);
        if (a.departed) { // a rank that never came leaves no entry behind
          departed.put(r, a);
        }
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
    synchronized (lock) { // with left(): an entry merged after the leave would outlive it
      Receiver r = new Receiver(key.world(), key.target());
      Away a = awayOf(r);
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

  /**
   * {@code target} left {@code world} on this host (before its slots are dropped): true, unless a later seat of the rank
   * has joined meanwhile (then this leave is stale and ignored: the live rank is not departed). A null seat is any.
   */
  boolean left(String world, int target, Object seat) {
    Receiver r = new Receiver(world, target);
    synchronized (lock) {
      Present now = present.get(r);
      if (seat != null && now != null && now.seat() != seat) {
        return false;
      }
      present.remove(r);
      unhold(r, forget(r)); // its slots are dropped now
      departed.put(r, new Away(++epochs, true));
      forgetDone(r);
      return true;
    }
  }

  /**
   * {@code target} joined {@code world} on this host (again) in {@code seat} for {@code tenant} (null: any): its parts
   * are wanted, from #1 of every group, and only its tenant's.
   */
  void joined(String world, int target, Object seat, String tenant) {
    Receiver r = new Receiver(world, target);
    synchronized (lock) {
      present.put(r, new Present(seat, tenant));
      unhold(r, forget(r)); // what was held for it is its own now, no longer under the bounds
      forgetDone(r);
    }
  }

  private void forgetDone(Receiver r) {
    doneThrough.remove(r);
  }

  /** Stops counting what was held for {@code r} (guarded by {@link #lock}). */
  private void unhold(Receiver r, Away a) {
    if (a != null && a.parts > 0) {
      charge(perWorld, r.world(), -a.bytes, -a.parts);
      charge(perTenant, a.tenant, -a.bytes, -a.parts);
      host.bytes -= a.bytes;
      host.parts -= a.parts;
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

  /** A held part was dropped by its receiver's tenant (see {@link Mailbox#joined(String, int, Object, String)}). */
  /** Whether {@code key}'s receiver is in its world here for a tenant other than {@code tenant}. */
  boolean joinedForAnother(Mailbox.Key key, String tenant) {
    synchronized (lock) {
      Present here = present.get(new Receiver(key.world(), key.target()));
      return here != null && here.tenant() != null && !here.tenant().equals(tenant);
    }
  }

  void countDropped() {
    dropped.incrementAndGet();
  }

  /** Parts not kept so far (tests). */
  long dropped() {
    return dropped.get();
  }

  /** Bytes held for ranks of {@code world} not in it here (tests). */
  long keptBytes(String world) {
    synchronized (lock) {
      Usage u = perWorld.get(world);
      return u == null ? 0 : u.bytes;
    }
  }

  /** Bytes held on this host for ranks not in their world here (tests). */
  long hostBytes() {
    synchronized (lock) {
      return host.bytes;
    }
  }

  /** Parts held for ranks not in their world here, charged to {@code tenant} (tests). */
  int heldParts(String tenant) {
    synchronized (lock) {
      Usage u = perTenant.get(tenant);
      return u == null ? 0 : u.parts;
    }
  }

  /** Receiving ranks and groups tracked (tests: bounded). */
  int tracked() {
    synchronized (lock) {
      int groups = 0;
      for (Map<String, Long> g : doneThrough.values()) {
        synchronized (g) {
          groups += g.size();
        }
      }
      return groups + holding.size() + departed.size();
    }
  }
}
