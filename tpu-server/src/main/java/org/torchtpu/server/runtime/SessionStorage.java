package org.torchtpu.server.runtime;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.server.exec.BufferPool;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.KeptHeap;
import org.torchtpu.server.security.HostMemory;
import org.torchtpu.server.security.TenantQuotas;

/**
 * A session's freed storage, handed to its next results of the same length instead of new arrays. A Strict chain
 * frees as fast as it allocates (the client's collector drops each value soon after it is read), and every result was
 * a fresh array the server's young collections then copied or cleared: recycling cut the server's allocation per
 * step by 4-20x.
 *
 * <p>Only storage no one else can still read is recycled:
 * <ul>
 *   <li>a value's storage is recycled only when it {@link DeviceArray#ownsStorage owns} it: a result of a plain eager
 *       op or an output of a Fused chunk's kernel that shares no operand's storage ({@link #resultsOf}); a value a
 *       later result shares storage with (a reshape, bitcast or identity view, a program returning its parameter)
 *       stops owning it ({@link #shared}). Programs' outputs (their kept constants), collectives' results and uploads
 *       are never marked;</li>
 *   <li>a session in a world (a collective's member) recycles nothing: a collective may hand one rank's operand to
 *       another rank as its result;</li>
 *   <li>storage freed while a Download of its value is open goes to the collector ({@link #openRead});</li>
 *   <li>arrays under {@link #MIN_BYTES} go to the collector (not worth a lookup and a charge).</li>
 * </ul>
 *
 * <p>The pool holds at most {@link #CAPACITY_BYTES}, charged to the tenant's heap share while pooled (given back when
 * taken, dropped or the session closes). The charge never refuses anybody: it is {@link HostMemory.Reclaimable}, so
 * every heap refusal of the tenant first empties its sessions' pools and tries again.
 */
final class SessionStorage implements HostMemory.Reclaimable {
  /** Most bytes one session's pool holds. */
  static final long CAPACITY_BYTES = 32L << 20;
  /** Smaller storage is left to the collector. */
  static final long MIN_BYTES = 4096;

  private final TenantQuotas.HbmAccount hbm;
  private final BufferPool pool;
  /** Values with a Download reading them, and how many; guarded by this, with every decision to recycle. */
  private final Map<DeviceArray, Integer> reading = new IdentityHashMap<>();
  private boolean stopped;
  /** Registered as reclaimable with the tenant's account: from the first storage pooled until the session closes. */
  private boolean registered;

  SessionStorage(TenantQuotas.HbmAccount hbm) {
    this.hbm = hbm;
    this.pool = new BufferPool(CAPACITY_BYTES, MIN_BYTES, new KeptHeap.Account() {
      @Override
      public boolean tryTake(long bytes) {
        return hbm.tryReserveHeapWithoutReclaiming(bytes); // its own charge empties no pool
      }

      @Override
      public void giveBack(long bytes) {
        hbm.releaseHeap(bytes);
      }
    });
  }

  /** The pool kernels take their results' storage from (installed on the session's thread around a kernel). */
  BufferPool pool() {
    return pool;
  }

  /**
   * A plain eager op produced {@code results} from {@code operands}: a result sharing no operand's storage owns it;
   * the rest are views (see {@link #shared}).
   */
  static void resultsOf(List<DeviceArray> operands, List<DeviceArray> results) {
    for (int i = 0; i < results.size(); i++) {
      DeviceArray r = results.get(i);
      if (!shares(r, operands) && !sharesAnother(r, results, i)) {
        r.markOwnsStorage();
      }
    }
    shared(operands, results);
  }

  /** Any op's results that share an operand's storage: neither that operand nor the result may be recycled. */
  static void shared(List<DeviceArray> operands, List<DeviceArray> results) {
    for (int i = 0; i < results.size(); i++) {
      DeviceArray r = results.get(i);
      Object storage = r.storage();
      if (storage == null) {
        continue;
      }
      for (int k = 0; k < operands.size(); k++) {
        DeviceArray operand = operands.get(k);
        if (operand.storage() == storage) {
          operand.sharesStorage();
          r.sharesStorage();
        }
      }
    }
  }

  private static boolean shares(DeviceArray r, List<DeviceArray> others) {
    Object storage = r.storage();
    for (int k = 0; k < others.size(); k++) {
      if (others.get(k).storage() == storage) {
        return true;
      }
    }
    return false;
  }

  /** Two results of one op holding one array (an op returning one value twice). */
  private static boolean sharesAnother(DeviceArray r, List<DeviceArray> results, int index) {
    for (int k = 0; k < results.size(); k++) {
      if (k != index && results.get(k).storage() == r.storage()) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@code value} was freed (its charge as a value given back): its storage goes to the pool when it owned it, the
   * session recycles and no Download reads it.
   */
  void freed(DeviceArray value) {
    if (!value.ownsStorage()) {
      return;
    }
    value.sharesStorage(); // recycled once at most, whatever frees it again
    synchronized (this) { // with openRead: a Download looking the value up either sees it (and is counted) or not
      if (!stopped && !reading.containsKey(value)) {
        if (!registered) { // registered lazily: a session that never frees (or is never opened) holds no entry
          hbm.registerReclaimable(this);
          registered = true;
        }
        pool.give(value.storage()); // (a Download still reading it: the collector takes it when the read is done)
      }
    }
  }

  /**
   * Looks up a value for a Download ({@code lookup}) and counts its read as open, so that a free meanwhile leaves its
   * storage to the collector; {@link #closeRead} ends it. Null (nothing opened) when the lookup finds nothing.
   */
  synchronized DeviceArray openRead(java.util.function.Supplier<DeviceArray> lookup) {
    DeviceArray value = lookup.get();
    if (value != null) {
      reading.merge(value, 1, Integer::sum);
    }
    return value;
  }

  synchronized void closeRead(DeviceArray value) {
    reading.computeIfPresent(value, (v, n) -> n == 1 ? null : n - 1);
  }

  /**
   * The session recycles nothing from now on (it joined a world, or closed): the pool is emptied and its charge given
   * back.
   */
  void stop() {
    synchronized (this) {
      stopped = true;
    }
    pool.clear();
  }

  /** The session has closed: as {@link #stop}, and its pool is no longer reclaimable. */
  void close() {
    stop();
    synchronized (this) {
      if (registered) {
        hbm.forgetReclaimable(this);
        registered = false;
      }
    }
  }

  @Override
  public long reclaim() {
    return pool.clear();
  }

  /** Bytes pooled now (tests, metrics). */
  long pooledBytes() {
    return pool.heldBytes();
  }
}
