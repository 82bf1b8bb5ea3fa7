package org.torchtpu.server.compiler;

import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.SoftReference;
import java.util.List;
import org.torchtpu.server.exec.BufferPool;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.KeptHeap;

/**
 * One run's bookkeeping of which storage arrays its values hold, so that the storage of an intermediate goes back to
 * the program's {@link BufferPool} once the last value holding it is dead.
 *
 * <p>Values share storage (a reshape, an identity transpose or broadcast, an optimization barrier return their
 * operand's array), so storage is counted by identity: an array is recycled only when no live value of the run holds
 * it any more. It must also be ours to recycle: only arrays that first appeared as the result of one of this run's own
 * kernels are; the caller's parameters (and everything sharing their storage), a collective's results (possibly shared
 * with other ranks), its operands (which other ranks may still read) and a control-flow region's results never are.
 *
 * <p>The pool itself outlives the run: the program keeps it softly between calls (the GC may take it back under
 * memory pressure), charged to the tenant whose run kept it ({@link Slot}), and a run takes it exclusively, so two
 * concurrent runs of one program never share one.
 */
final class StorageRecycler {
  /** Most bytes a program's pool keeps between calls. */
  static final long MAX_POOL_BYTES = 256L << 20;

  /**
   * A program's pool between runs (none while a run holds it, or before the first run), and who pays for it: the
   * {@link KeptHeap} account of the thread whose run kept it last (its session's tenant), charged the bytes the pool
   * holds. A pool of up to {@link #MAX_POOL_BYTES} per program, kept by the program (which the program cache and the
   * tenant's other sessions may hold), was charged to no one: a tenant running many programs kept their pools outside
   * its heap share. The charge covers the pool only between runs: a run's take gives it back (the call's reservation
   * of its intermediates covers the arrays it reuses), its finish charges what it keeps. One its payer has no room for
   * is not kept; its payer's close, a heap refusal of its payer's tenant ({@link #reclaim}) or the GC lets it go, each
   * giving its charge back. The run's holders table ({@link StorageHolders}, grown to the program's size) is kept with
   * the pool in one soft reference (the GC frees both) and charged with it: it was charged to no one. The reservation
   * does not cover the table, so a run that takes a kept one stays charged for it until its finish charges what it
   * keeps (it was uncharged while a run held it); one the running account has no room for is not reused.
   */
  static final class Slot implements KeptHeap.Kept {
    // guarded by this
    private PoolRef held;
    private KeptHeap.Account payer = KeptHeap.UNCHARGED;
    private long charged;
    /**
     * A run of the program: the kept pool and table taken out, their charge given back, the table's charged again to
     * the running account until the run's finish; a new pool or table where none is kept (or the GC took them).
     */
    private StorageRecycler take(long capacityBytes) {
      pollCleared();
      PoolRef ref = clear(null, null);
      KeptRun kept = ref == null ? null : ref.get();
      KeptHeap.Account account = KeptHeap.current();
      StorageHolders table = kept == null ? null : kept.holders();
      long tableCharge = table == null ? 0 : table.heldBytes();
      if (table == null || !account.tryTake(tableCharge)) {
        table = new StorageHolders(); // grows with the run, as its other working memory does
        tableCharge = 0;
      }
      return new StorageRecycler(this, kept != null ? kept.pool() : new BufferPool(capacityBytes), table, account,
          tableCharge);
    }

    /**
     * Keeps {@code pool} and {@code holders} for the next run when {@code account} has room for the bytes they hold,
     * else leaves them to the GC.
     */
    private void keep(BufferPool pool, StorageHolders holders, KeptHeap.Account account) {
      pollCleared();
      long bytes = pool.heldBytes() + holders.heldBytes();
      if (!account.tryTakeGivingWay(bytes)) {
        return;
      }
      KeptHeap.Account was;
      long wasBytes;
      synchronized (this) {
        was = payer; // a concurrent run of the program kept its own pool meanwhile: this one replaces it
        wasBytes = charged;
        held = new PoolRef(new KeptRun(pool, holders), this);
        payer = account;
        charged = bytes;
        if (was != account) {
          // under this lock: a payer's drop-at-close set holds the slot exactly while the slot names it
          was.forget(this);
          account.dropAtClose(this);
        }
      }
      if (wasBytes > 0) {
        was.giveBack(wasBytes);
      }
    }

    /**
     * Empties the slot (only when {@code only} pays for it, unless null; only when its pool is still {@code gone}, a
     * reference the GC cleared, unless null) and gives the charge back; returns what was held, null when nothing.
     */
    private PoolRef clear(KeptHeap.Account only, PoolRef gone) {
      PoolRef ref;
      KeptHeap.Account was;
      long bytes;
      synchronized (this) {
        if (held == null || only != null && payer != only || gone != null && held != gone) {
          return null;
        }
        ref = held;
        was = payer;
        bytes = charged;
        held = null;
        payer = KeptHeap.UNCHARGED;
        charged = 0;
        was.forget(this); // under this lock: a payer's drop-at-close set holds the slot exactly while it names it
      }
      if (bytes > 0) {
        was.giveBack(bytes);
      }
      return ref;
    }

    /** Its payer closed (and gave all it held back): the pool it paid for goes to the GC. */
    @Override
    public void drop(KeptHeap.Account closing) {
      synchronized (this) {
        if (payer == closing) {
          held = null;
          payer = KeptHeap.UNCHARGED;
          charged = 0;
        }
      }
    }

    /** A heap refusal of its payer's tenant: the pool {@code payer} pays for lets go, its charge back; the bytes. */
    @Override
    public long reclaim(KeptHeap.Account payer) {
      long bytes;
      synchronized (this) {
        bytes = this.payer == payer ? charged : 0;
      }
      return clear(payer, null) == null ? 0 : bytes;
    }

    /** Clears the kept pool's soft reference, as the GC does under memory pressure (tests). */
    synchronized void clearAsTheGcWould() {
      if (held != null) {
        held.clear();
        held.enqueue();
      }
    }

    /** Bytes charged for the kept pool now (tests). */
    synchronized long chargedBytes() {
      return charged;
    }
  }

  /** What a program keeps between runs: its pool and its run's holders table, emptied. */
  private record KeptRun(BufferPool pool, StorageHolders holders) {}

  /** Pools the GC took: their slots give their charge back at the next take or keep of any program's pool. */
  private static final ReferenceQueue<KeptRun> CLEARED = new ReferenceQueue<>();

  /** A kept pool's (and table's) soft reference, knowing its slot. */
  private static final class PoolRef extends SoftReference<KeptRun> {
    final Slot slot;

    PoolRef(KeptRun kept, Slot slot) {
      super(kept, CLEARED);
      this.slot = slot;
    }
  }

  private static void pollCleared() {
    for (Reference<? extends KeptRun> r; (r = CLEARED.poll()) != null; ) {
      PoolRef ref = (PoolRef) r;
      ref.slot.clear(null, ref);
    }
  }

  private final Slot slot;
  private final BufferPool pool;
  /** Who pays for the pool if it is kept after this run: the running thread's account. */
  private final KeptHeap.Account account;
  /** Per storage array held by a live value: how many live values hold it, and whether it is ours to recycle. */
  private final StorageHolders holders;
  /** Bytes of the kept table {@link #account} is charged while this run holds it, given back at the finish. */
  private final long tableCharge;

  private StorageRecycler(Slot slot, BufferPool pool, StorageHolders holders, KeptHeap.Account account,
      long tableCharge) {
    this.slot = slot;
    this.pool = pool;
    this.account = account;
    this.holders = holders;
    this.tableCharge = tableCharge;
  }

  /** Starts a run of a program whose pool lives in {@code slot}; {@code parameters} are never recycled. */
  static StorageRecycler start(Slot slot, long capacityBytes, List<DeviceArray> parameters) {
    StorageRecycler r = slot.take(capacityBytes);
    for (DeviceArray p : parameters) {
      r.bind(p, false);
    }
    return r;
  }

  BufferPool pool() {
    return pool;
  }

  /**
   * A value of the run now holds {@code value}'s storage. {@code fresh}: it is the result of one of the run's own
   * kernels, so its storage is ours unless an existing value (a parameter, a collective's result) already holds it.
   */
  void bind(DeviceArray value, boolean fresh) {
    if (value == null || value.isAbstract()) {
      return;
    }
    holders.hold(storage(value), fresh);
  }

  /**
   * {@code value}'s storage has escaped the run (a collective's operand, which other ranks may read after this rank
   * moved on): it is never recycled, whichever value holds it.
   */
  void pin(DeviceArray value) {
    if (value == null || value.isAbstract()) {
      return;
    }
    holders.pin(storage(value));
  }

  /** A value of the run is dead; its storage goes to the pool when no live value holds it any more. */
  void release(DeviceArray value) {
    if (value == null || value.isAbstract()) {
      return;
    }
    Object storage = storage(value);
    if (holders.release(storage)) {
      pool.give(storage);
    }
  }

  /** Hands the pool back to the program for its next run, when the running thread's account pays for it. */
  void finish() {
    pool.endRun();
    holders.clear();
    // charged once the call's reservation of its intermediates (these arrays) is released
    KeptHeap.whenReservationReleased(() -> {
      account.giveBack(tableCharge); // charged again with the pool if it is kept
      slot.keep(pool, holders, account);
    });
  }

  /** The run's holders table (tests). */
  StorageHolders holders() {
    return holders;
  }

  private static Object storage(DeviceArray a) {
    return a.isFloat() ? a.floats() : a.longs();
  }
}
