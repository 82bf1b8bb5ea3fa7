package org.torchtpu.server.runtime;

import org.torchtpu.server.exec.KeptHeap;
import org.torchtpu.server.security.TenantQuotas;

/**
 * The heap a session's thread keeps between ops (its matmul geometries and scratch, the pools of the programs it
 * runs), charged to its tenant's heap share and given back whole when the session's queue has stopped: the thread's
 * caches die with it, and the programs' pools it paid for let go ({@link KeptHeap.Kept}), so nothing gives back
 * piecemeal after that. Taken only when a kernel keeps something new (a cache miss, a pool grown), never per op.
 */
final class SessionKeptHeap implements KeptHeap.Account {
  private final TenantQuotas.HbmAccount hbm;
  // Guarded by this.
  private long held;
  private boolean closed;
  /** Kept storage outliving the thread that this account pays for, by identity. Guarded by this. */
  private final java.util.Set<KeptHeap.Kept> dropAtClose =
      java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());

  SessionKeptHeap(TenantQuotas.HbmAccount hbm) {
    this.hbm = hbm;
  }

  @Override
  public synchronized boolean tryTake(long bytes) {
    if (closed) {
      return false;
    }
    if (!hbm.tryReserveHeap(bytes)) {
      return false; // a miss at the tenant's share is not kept: no exception built for each
    }
    held += bytes;
    return true;
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
        return;
      }
    }
    kept.drop(this); // taken just before the close released everything: let go at once
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
    }
    for (KeptHeap.Kept kept : drop) {
      kept.drop(this); // outside this lock: a kept thing takes its own
    }
  }

  synchronized long held() {
    return held;
  }
}
