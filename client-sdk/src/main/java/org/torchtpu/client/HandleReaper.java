package org.torchtpu.client;

import java.lang.ref.PhantomReference;
import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.TensorType;

/**
 * Frees server-side values whose {@link Tensor} the program dropped, and keeps the garbage
 * collector looking for them.
 *
 * <p>A tensor that becomes unreachable is found by the collector; the session sends its free
 * with its next op, upload or read, so a free never overtakes an op that still reads the value.
 *
 * <p>The client's heap cannot tell how much device memory a dropped tensor holds: a handle is a
 * few bytes, so the client JVM may not collect for thousands of steps while the server fills up
 * with dead values. The reaper therefore counts the device bytes of the handles the program still
 * owns (dropped but not yet collected ones included). When the handles registered since the last
 * collection it asked for hold more than the budget, it calls {@link System#gc()} (at most once
 * per {@link #MIN_GC_INTERVAL_NANOS}) and takes the collector's findings until they pause for
 * {@link #FINDINGS_QUIET_MILLIS}, so their frees leave with the same op and the program does not run ahead of
 * its own garbage. This is what native memory clients such as JavaCPP do
 * for off-heap buffers.
 *
 * <p>A collection's findings keep arriving after that wait (the reference handler enqueues them
 * one by one). Each of them lowers the floor the growth is measured from, whenever it arrives:
 * taking the lowest live bytes seen since the request as the floor instead left it raised by
 * whatever the program allocated until the last late finding, and a training loop then reached
 * 80 MiB past the budget.
 *
 * <p>Used under the session's lock; the methods are synchronized all the same, since the live
 * bytes may be read from any thread.
 */
final class HandleReaper {
  /** Growth of the live device bytes of a session before the reaper asks the JVM to collect. */
  static final long DEFAULT_GC_BUDGET_BYTES = 256L << 20;
  /** Collections the reaper asks for are at least this far apart, so a program that really holds much data is not slowed by a GC per op. */
  static final long MIN_GC_INTERVAL_NANOS = TimeUnit.MILLISECONDS.toNanos(100);
  /** How long a requested collection may take to hand over what it found (System.gc() may be disabled: then this is lost once per request). */
  private static final long FINDINGS_WAIT_MILLIS = 100;
  /**
   * After a requested collection, its findings are taken until none has arrived for this long: the reference handler
   * hands them over one by one after the probe, and on a busy machine a pause of tens of milliseconds in the middle
   * let the program run ahead by 70 MiB of new values past the budget before the rest reached the next op.
   */
  static final long FINDINGS_QUIET_MILLIS = 20;

  private final long budgetBytes;
  private final long minIntervalNanos;
  private final LongSupplier nanoTime;
  private final Runnable collector;
  private final long findingsQuietMillis;

  private final ReferenceQueue<Object> unreachable = new ReferenceQueue<>();
  /**
   * The phantoms of the tensors the program still owns (not yet collected or freed), linked into a list through
   * themselves: a phantom must stay strongly reachable until it is enqueued, and the list holds it without the
   * boxed key and map node per tensor a {@code HashMap<Long, Owned>} cost on every eager op (its put and remove were
   * 6% of the caller's samples in a Strict chain of adds).
   */
  private Owned first;
  /** Handles of tensors found unreachable, whose frees go out with the next drain. */
  private long[] found = new long[64];
  private int foundCount;
  private long liveBytes;
  /** Bytes of the handles registered before the last requested collection that are still owned: growth is measured from here. */
  private long baselineBytes;
  private long lastRequestNanos;
  private long gcRequests;

  /** The phantom of a tracked tensor: enqueued once the collector finds the tensor unreachable. */
  static final class Owned extends PhantomReference<Object> {
    final long handle;
    final long bytes;
    /** {@link #gcRequests} when the tensor was registered: older ones are part of the baseline. */
    final long registeredAfterRequest;
    /** Neighbours in the reaper's list of owned tensors; {@code linked} while in it. */
    private Owned previous;
    private Owned next;
    private boolean linked;

    Owned(Tensor tensor, long bytes, long registeredAfterRequest, ReferenceQueue<Object> queue) {
      super(tensor, queue);
      this.handle = tensor.handle();
      this.bytes = bytes;
      this.registeredAfterRequest = registeredAfterRequest;
    }
  }

  HandleReaper(long budgetBytes) {
    this(budgetBytes, MIN_GC_INTERVAL_NANOS, System::nanoTime, HandleReaper::collectAndAwaitFindings);
  }

  /** For tests: the interval between collections, the clock and the collector itself. */
  HandleReaper(long budgetBytes, long minIntervalNanos, LongSupplier nanoTime, Runnable collector) {
    this(budgetBytes, minIntervalNanos, nanoTime, collector, FINDINGS_QUIET_MILLIS);
  }

  /** For tests: also how long the findings of a request must pause before the program goes on. */
  HandleReaper(long budgetBytes, long minIntervalNanos, LongSupplier nanoTime, Runnable collector,
      long findingsQuietMillis) {
    this.findingsQuietMillis = findingsQuietMillis;
    this.budgetBytes = requirePositiveBudget(budgetBytes);
    this.minIntervalNanos = minIntervalNanos;
    this.nanoTime = nanoTime;
    this.collector = collector;
  }

  /** The budget as a setting: positive, or an IllegalArgumentException naming it. */
  static long requirePositiveBudget(long budgetBytes) {
    if (budgetBytes <= 0) {
      throw new IllegalArgumentException("gcBudgetBytes must be positive (device bytes a session's live tensors may "
          + "grow by before the SDK asks the JVM to collect dropped ones), got " + budgetBytes);
    }
    return budgetBytes;
  }

  /** Device bytes of a value of this type; 0 for a type the SDK cannot size (the server refuses it). */
  static long deviceBytes(TensorType type) {
    try {
      return Shapes.byteSize(type);
    } catch (RuntimeException unsized) {
      return 0;
    }
  }

  /**
   * Tracks a tensor that owns a handle: a fresh one, or one it took over from another tensor ({@link Tensor#setData},
   * after the session made the reaper forget that one). Handles are never reused, and a tensor sharing another's value
   * ({@link Tensor#detach}) is not registered, so each handle has at most one entry at a time.
   */
  synchronized void register(Tensor tensor) {
    long bytes = deviceBytes(tensor.type());
    Owned owned = new Owned(tensor, bytes, gcRequests, unreachable);
    link(owned);
    tensor.reaperEntry = owned;
    liveBytes += bytes;
    if (liveBytes - baselineBytes > budgetBytes) {
      requestCollection();
    }
  }

  /** Whether the tensor's handle is still tracked here: neither freed explicitly nor found by the collector. */
  synchronized boolean tracks(Tensor tensor) {
    Owned owned = tensor.reaperEntry();
    return owned != null && owned.linked;
  }

  /** The tensor was freed explicitly; the collector must not free the handle again. */
  synchronized void forget(Tensor tensor) {
    Owned owned = tensor.reaperEntry();
    if (owned != null && owned.linked) {
      unlink(owned);
      owned.clear(); // a cleared phantom is never enqueued
      lower(owned);
    }
  }

  /** Sends the frees of the tensors the collector found unreachable. */
  synchronized void drain(Transport transport) {
    takeFindings();
    for (int i = 0; i < foundCount; i++) {
      transport.release(found[i]);
    }
    foundCount = 0;
  }

  /** Moves what the collector found out of the live accounting; their frees wait for {@link #drain}. */
  private void takeFindings() {
    Object ref;
    while ((ref = unreachable.poll()) != null) {
      take((Owned) ref);
    }
  }

  /** Takes a requested collection's findings as they arrive, until none has come for a quiet spell. */
  private void awaitFindings() {
    takeFindings();
    try {
      Object ref;
      while ((ref = unreachable.remove(findingsQuietMillis)) != null) {
        take((Owned) ref);
        takeFindings();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private void take(Owned owned) {
    if (owned.linked) {
      unlink(owned);
      lower(owned);
      if (foundCount == found.length) {
        found = java.util.Arrays.copyOf(found, 2 * foundCount);
      }
      found[foundCount++] = owned.handle;
    }
  }

  private void link(Owned owned) {
    owned.next = first;
    if (first != null) {
      first.previous = owned;
    }
    first = owned;
    owned.linked = true;
  }

  private void unlink(Owned owned) {
    if (owned.previous != null) {
      owned.previous.next = owned.next;
    } else {
      first = owned.next;
    }
    if (owned.next != null) {
      owned.next.previous = owned.previous;
    }
    owned.previous = null;
    owned.next = null;
    owned.linked = false;
  }

  private void lower(Owned gone) {
    liveBytes -= gone.bytes;
    if (gone.registeredAfterRequest < gcRequests) {
      baselineBytes -= gone.bytes;
    }
  }

  private void requestCollection() {
    long now = nanoTime.getAsLong();
    if (gcRequests > 0 && now - lastRequestNanos < minIntervalNanos) {
      return;
    }
    lastRequestNanos = now;
    gcRequests++;
    collector.run();
    awaitFindings();
    baselineBytes = liveBytes;
  }

  /**
   * The default collector: {@link System#gc()}, then a short wait until the collection's findings
   * are being handed over. A fresh unreachable object is found by the same collection, so once its
   * phantom arrives the reference handler is enqueueing the rest. With {@code -XX:+DisableExplicitGC}
   * nothing is found and the wait runs out, once per request.
   */
  static void collectAndAwaitFindings() {
    ReferenceQueue<Object> marker = new ReferenceQueue<>();
    PhantomReference<Object> probe = new PhantomReference<>(new Object(), marker);
    System.gc();
    try {
      marker.remove(FINDINGS_WAIT_MILLIS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    Reference.reachabilityFence(probe);
  }

  /** Device bytes of the tensors the program owns, dropped ones the collector has not found yet included. */
  synchronized long liveBytes() {
    takeFindings();
    return liveBytes;
  }

  /** Collections asked of the JVM so far. */
  synchronized long gcRequests() {
    return gcRequests;
  }
}
