package org.torchtpu.server.compiler;

import java.lang.ref.SoftReference;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.torchtpu.server.exec.BufferPool;
import org.torchtpu.server.exec.DeviceArray;

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
 * memory pressure), and a run takes it exclusively, so two concurrent runs of one program never share one.
 */
final class StorageRecycler {
  /** Most bytes a program's pool keeps between calls. */
  static final long MAX_POOL_BYTES = 256L << 20;

  /** A program's pool between runs (null while a run holds it, or before the first run). */
  static final class Slot {
    private final AtomicReference<SoftReference<BufferPool>> held = new AtomicReference<>();
    /** The holders table between runs (null while a run holds it): kept at the program's size, emptied. */
    private final AtomicReference<StorageHolders> holders = new AtomicReference<>();
  }

  private final Slot slot;
  private final BufferPool pool;
  /** Per storage array held by a live value: how many live values hold it, and whether it is ours to recycle. */
  private final StorageHolders holders;

  private StorageRecycler(Slot slot, BufferPool pool, StorageHolders holders) {
    this.slot = slot;
    this.pool = pool;
    this.holders = holders;
  }

  /** Starts a run of a program whose pool lives in {@code slot}; {@code parameters} are never recycled. */
  static StorageRecycler start(Slot slot, long capacityBytes, List<DeviceArray> parameters) {
    SoftReference<BufferPool> ref = slot.held.getAndSet(null);
    BufferPool pool = ref == null ? null : ref.get();
    StorageHolders table = slot.holders.getAndSet(null);
    StorageRecycler r = new StorageRecycler(slot, pool != null ? pool : new BufferPool(capacityBytes),
        table != null ? table : new StorageHolders());
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

  /** Hands the pool back to the program for its next run. */
  void finish() {
    pool.endRun();
    holders.clear();
    slot.holders.set(holders);
    slot.held.set(new SoftReference<>(pool));
  }

  private static Object storage(DeviceArray a) {
    return a.isFloat() ? a.floats() : a.longs();
  }
}
