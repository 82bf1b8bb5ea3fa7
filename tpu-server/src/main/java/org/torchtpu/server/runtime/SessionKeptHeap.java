package org.torchtpu.server.runtime;

import org.torchtpu.server.exec.KeptHeap;
import org.torchtpu.server.security.HostMemory;
import org.torchtpu.server.security.TenantQuotas;

/**
 * The heap a session's thread keeps between ops (its matmul geometries and scratch, the pools of the programs it
 * runs), charged to its tenant's heap share and given back whole when the session's queue has stopped: the thread's
 * caches die with it, and the programs' pools it paid for let go ({@link KeptHeap.Kept}), so nothing gives back
 * piecemeal after that. Taken only when a kernel keeps something new (a cache miss, a pool grown), never per op.
 */
final class SessionKeptHeap implements KeptHeap.Account, HostMemory.Reclaimable {
  private final TenantQuotas.HbmAccount hbm;
  // Guarded by this.
  private long held;
  private boolean closed;
  /** Whether this account is in its tenant's reclaim registry (from its first kept storage to its close). */
  private boolean registered;
  /** Kept storage outliving the thread that this account pays for, by identity. Guarded by this. */
  private final java.util.Set<KeptHeap.Kept> dropAtClose =
      java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());

  SessionKeptHeap(TenantQuotas.HbmAccount hbm) {
    this.hbm = hbm;
  }

  @Override
  public boolean tryTake(long bytes) {
    return take(bytes, true);
  }

  @Override
  public boolean tryTakeGivingWay(long bytes) {
    return take(bytes, false);
  }

  /**
   * Not under this lock while reserving: a reservation may empty other accounts' kept storage ({@link #reclaim}),
   * whose locks another account's take could hold while reclaiming this one's.
   */
  private boolean take(long bytes, boolean reclaiming) {
    synchronized (this) {
      if (closed) {
        return false;
      }
    }
    if (!(reclaiming ? hbm.tryReserveHeap(bytes) : hbm.tryReserveHeapWithoutReclaiming(bytes))) {
      return false; // a miss at the tenant's share is not kept: no exception built for each
    }
    synchronized (this) {
      if (!closed) {
        held += bytes;
        return true;
      }
    }
    hbm.releaseHeap(bytes); // closed meanwhile
    return false;
  }

  @Override
  public synchronized void giveBack(long bytes) {
    long back = Math.min(bytes, held);
    held -= back;
    hbm.releaseHeap(back);
  }

  @Override
  public void dropAtClose(KeptHeap.Kept kept) {
    synchronized (this) {
      if (!closed) {
        dropAtClose.add(kept);
        if (!registered) {
          registered = true; // a concurrent set's add, under this lock so that the close's forget comes after it
          hbm.registerReclaimable(this); // a refusal of the tenant's heap first empties the pools this pays for
        }
        return;
      }
    }
    kept.drop(this); // taken just before the close released everything: let go at once
  }

  /** Kept storage outliving the thread (programs' pools) gives way to a refusal of the tenant's heap. */
  @Override
  public long reclaim() {
    java.util.List<KeptHeap.Kept> kept;
    synchronized (this) {
      kept = new java.util.ArrayList<>(dropAtClose);
    }
    long back = 0;
    for (KeptHeap.Kept k : kept) {
      back += k.reclaim(this); // outside this lock: a kept thing takes its own, then gives back here
    }
    return back;
  }

  @Override
  public synchronized void forget(KeptHeap.Kept kept) {
    dropAtClose.remove(kept);
  }

  /**
   * The session's thread has stopped: what it kept goes back to the tenant, and kept storage that outlives the thread
   * (the pools of programs it ran, which the program cache and other sessions may still hold) lets go of it.
   */
  void close() {
    java.util.List<KeptHeap.Kept> drop;
    synchronized (this) {
      closed = true;
      hbm.releaseHeap(held);
      held = 0;
      drop = new java.util.ArrayList<>(dropAtClose);
      dropAtClose.clear();
      hbm.forgetReclaimable(this);
    }
    for (KeptHeap.Kept kept : drop) {
      kept.drop(this); // outside this lock: a kept thing takes its own
    }
  }

  synchronized long held() {
    return held;
  }
}
