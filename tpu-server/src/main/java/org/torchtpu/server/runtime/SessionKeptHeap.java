package org.torchtpu.server.runtime;

import org.torchtpu.server.exec.KeptHeap;
import org.torchtpu.server.security.TenantQuotas;

/**
 * The heap a session's thread keeps between ops (its matmul geometries), charged to its tenant's heap share and given
 * back whole when the session's queue has stopped: the thread's caches die with it, so nothing gives back piecemeal
 * after that. Taken only when a kernel keeps something new (a cache miss), never per op.
 */
final class SessionKeptHeap implements KeptHeap.Account {
  private final TenantQuotas.HbmAccount hbm;
  // Guarded by this.
  private long held;
  private boolean closed;

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

  /** The session's thread has stopped: what it kept goes back to the tenant. */
  synchronized void close() {
    closed = true;
    hbm.releaseHeap(held);
    held = 0;
  }

  synchronized long held() {
    return held;
  }
}
