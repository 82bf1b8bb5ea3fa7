package org.torchtpu.server.security;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.torchtpu.server.chip.Chip;
import org.torchtpu.server.chip.HbmExhaustedException;

/**
 * What this process can really hold. The simulated chips may offer far more HBM (4 x 16 GiB on a
 * v5e host) than the JVM has heap, so every value's Java storage is also admitted against a
 * ceiling, the JVM's max heap minus a margin for everything else (requests in flight, compiled
 * programs, temporaries of a kernel), and each tenant against a share of that ceiling. A tenant at
 * its share is refused with RESOURCE_EXHAUSTED, so its tensors can never leave another tenant's
 * small op without heap (which would otherwise fail with an OutOfMemoryError, or worse, fail the
 * other tenant's work instead of its own).
 */
public final class HostMemory {
  private final long ceiling;
  private final long tenantShare;
  private final AtomicLong held = new AtomicLong();
  /** Heap held only to save allocations (sessions' pools of freed storage), given up before anyone is refused. */
  private final Set<Registered> reclaimables = ConcurrentHashMap.newKeySet();

  /** A reclaimable pool and the tenant's heap counter it is charged to. */
  private record Registered(AtomicLong tenantHeld, Reclaimable pool) {}

  /**
   * Heap a tenant holds that it can do without: a session's pool of freed storage. Pooled bytes are charged like any
   * other, but they must never refuse anybody the garbage they replace would not have refused: every refusal first
   * empties the pools it could use and tries once more.
   */
  public interface Reclaimable {
    /** Drops what it holds, giving its charge back; returns the bytes given back. */
    long reclaim();
  }

  /** {@code r}, charged to the tenant holding {@code tenantHeld}, gives up its heap before a refusal (until forgotten). */
  void register(AtomicLong tenantHeld, Reclaimable r) {
    reclaimables.add(new Registered(tenantHeld, r));
  }

  void forget(AtomicLong tenantHeld, Reclaimable r) {
    reclaimables.remove(new Registered(tenantHeld, r));
  }

  /**
   * Empties the pools of the tenant holding {@code tenantHeld} (null: of every tenant, for the host's ceiling); true
   * when that gave anything back, so a refused take is worth trying again.
   */
  private boolean reclaim(AtomicLong tenantHeld) {
    if (reclaimables.isEmpty()) {
      return false;
    }
    long back = 0;
    for (Registered r : reclaimables) {
      if (tenantHeld == null || r.tenantHeld() == tenantHeld) {
        back += r.pool().reclaim();
      }
    }
    return back > 0;
  }

  /**
   * @param maxHeap the JVM's max heap ({@link Runtime#maxMemory()})
   * @param margin heap kept out of the ceiling
   * @param tenantShareFraction the part of the ceiling one tenant may hold (0..1]
   */
  public HostMemory(long maxHeap, long margin, double tenantShareFraction) {
    this.ceiling = Math.max(0, maxHeap - margin);
    this.tenantShare = (long) (ceiling * tenantShareFraction);
  }

  /** From the settings and this JVM's max heap. */
  public static HostMemory of(QuotaProperties quotas) {
    long max = Runtime.getRuntime().maxMemory();
    return new HostMemory(max, quotas.heapMarginFor(max), quotas.maxHeapShare());
  }

  /** No ceiling (tests that build sessions by hand). */
  public static HostMemory unlimited() {
    return new HostMemory(Long.MAX_VALUE, 0, 1.0);
  }

  public long ceiling() {
    return ceiling;
  }

  public long tenantShare() {
    return tenantShare;
  }

  /** Heap bytes held by every tenant's values and transfers in flight. */
  public long held() {
    return held.get();
  }

  /** Reserves {@code bytes} of heap for {@code tenant} (holding {@code tenantHeld}), or throws naming the limit. */
  void reserve(String tenant, AtomicLong tenantHeld, long bytes, String what) {
    reserve(tenant, tenantHeld, bytes, () -> what);
  }

  /**
   * As {@link #reserve(String, AtomicLong, long, String)}, with the description built only for a failure's message. The
   * message names the tenant's bytes held that the refused take read: read again after it, a concurrent release could
   * show an amount that would have fitted.
   */
  void reserve(String tenant, AtomicLong tenantHeld, long bytes, java.util.function.Supplier<String> what) {
    Refusal refused = take(tenantHeld, bytes);
    if (refused == null) {
      return;
    }
    String needs = "host memory: " + what.get() + " needs " + Chip.bytesText(bytes) + " of the simulator's Java heap";
    throw new HbmExhaustedException(switch (refused.bound()) {
      case TENANT_SHARE -> needs + " but tenant " + tenant + " already holds " + Chip.bytesText(refused.tenantHeld())
          + " of its share " + Chip.bytesText(tenantShare) + " (torchtpu.quota.max-heap-share of the "
          + Chip.bytesText(ceiling) + " this process can hold: its max heap less torchtpu.quota.heap-margin)";
      case CEILING -> needs + ", more than is free of the " + Chip.bytesText(ceiling) + " this process can hold (its"
          + " max heap less torchtpu.quota.heap-margin); tenant " + tenant + " holds "
          + Chip.bytesText(refused.tenantHeld()) + " of it (other tenants' use is not shown)";
    });
  }

  /**
   * As {@link #reserve(String, AtomicLong, long, String)}, but a refusal is false, reserving nothing, and builds no
   * exception: for a taker that often finds no room and does without (a kept cache's miss at the tenant's share).
   */
  boolean tryReserve(AtomicLong tenantHeld, long bytes) {
    return take(tenantHeld, bytes) == null;
  }

  /** As {@link #tryReserve}, without emptying any pool first: what a pool itself is charged with. */
  boolean tryReserveWithoutReclaiming(AtomicLong tenantHeld, long bytes) {
    return takeOnce(tenantHeld, bytes) == null;
  }

  private enum Bound { TENANT_SHARE, CEILING }

  /**
   * Which bound refused a take (nothing reserved then), with the tenant's bytes held that the take read. The host's
   * total is left out on purpose: less the tenant's own, it is every other tenant's heap use.
   */
  private record Refusal(Bound bound, long tenantHeld) {}

  /**
   * Takes {@code bytes} from the tenant's share and the ceiling; null when both took it, else what refused it. A refusal
   * first empties the pools that hold what refused it and tries again: the tenant's for its share; every tenant's for
   * the ceiling, also when the ceiling refuses the retry after the share (other tenants' pools fill the host too).
   */
  private Refusal take(AtomicLong tenantHeld, long bytes) {
    Refusal refused = takeOnce(tenantHeld, bytes);
    if (refused != null && refused.bound() == Bound.TENANT_SHARE && reclaim(tenantHeld)) {
      refused = takeOnce(tenantHeld, bytes);
    }
    if (refused != null && refused.bound() == Bound.CEILING && reclaim(null)) {
      refused = takeOnce(tenantHeld, bytes);
    }
    return refused;
  }

  private Refusal takeOnce(AtomicLong tenantHeld, long bytes) {
    long t;
    while (true) {
      t = tenantHeld.get();
      if (bytes > tenantShare - t) {
        return new Refusal(Bound.TENANT_SHARE, t);
      }
      if (tenantHeld.compareAndSet(t, t + bytes)) {
        break;
      }
    }
    while (true) {
      long h = held.get();
      if (bytes > ceiling - h) {
        tenantHeld.addAndGet(-bytes);
        return new Refusal(Bound.CEILING, t);
      }
      if (held.compareAndSet(h, h + bytes)) {
        return null;
      }
    }
  }

  /** Whether {@code bytes} more fit in the tenant's share and the ceiling now (a check that builds no refusal). */
  boolean fits(AtomicLong tenantHeld, long bytes) {
    if (fitsOnce(tenantHeld, bytes)) {
      return true;
    }
    if (!fitsShare(tenantHeld, bytes) // as take: the tenant's pools for its share, then every pool
        && (!reclaim(tenantHeld) || !fitsShare(tenantHeld, bytes))) {
      return false;
    }
    return fitsOnce(tenantHeld, bytes) || reclaim(null) && fitsOnce(tenantHeld, bytes);
  }

  private boolean fitsOnce(AtomicLong tenantHeld, long bytes) {
    return bytes <= tenantShare - tenantHeld.get() && bytes <= ceiling - held.get();
  }

  /**
   * Whether {@code bytes} more fit in the tenant's share now (its host bytes are already reserved). A probe, emptying no
   * pool: a released batch asks it for the waiting one at every completion, and only a real take should reclaim.
   */
  boolean fitsShare(AtomicLong tenantHeld, long bytes) {
    return bytes <= tenantShare - tenantHeld.get();
  }

  /**
   * Reserves {@code bytes} against the ceiling alone (a batch waiting parsed for room in its tenant's share): returns
   * false, reserving nothing, when the ceiling has no room.
   */
  boolean reserveHost(long bytes) {
    return reserveHostOnce(bytes) || reclaim(null) && reserveHostOnce(bytes);
  }

  private boolean reserveHostOnce(long bytes) {
    while (true) {
      long h = held.get();
      if (bytes > ceiling - h) {
        return false;
      }
      if (held.compareAndSet(h, h + bytes)) {
        return true;
      }
    }
  }

  void releaseHost(long bytes) {
    held.addAndGet(-bytes);
  }

  /**
   * Charges {@code bytes} already reserved by {@link #reserveHost} to the tenant's share: returns false, charging
   * nothing, when the share has no room.
   */
  boolean chargeShare(AtomicLong tenantHeld, long bytes) {
    return chargeShareOnce(tenantHeld, bytes) || reclaim(tenantHeld) && chargeShareOnce(tenantHeld, bytes);
  }

  private boolean chargeShareOnce(AtomicLong tenantHeld, long bytes) {
    while (true) {
      long t = tenantHeld.get();
      if (bytes > tenantShare - t) {
        return false;
      }
      if (tenantHeld.compareAndSet(t, t + bytes)) {
        return true;
      }
    }
  }

  void release(AtomicLong tenantHeld, long bytes) {
    tenantHeld.addAndGet(-bytes);
    held.addAndGet(-bytes);
  }
}
