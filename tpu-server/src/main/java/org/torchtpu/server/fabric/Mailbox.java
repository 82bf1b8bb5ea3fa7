package org.torchtpu.server.fabric;

import io.grpc.Status;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Function;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.service.error.DomainException;

/**
 * Where the parts of collectives wait for their receiving rank on this host, keyed by (world,
 * receiving rank, group, sequence number in the group). Deposits never block: a part may arrive
 * long before the receiver's stream reaches the collective. The receiver takes its slot once
 * every member's part is in, or fails after its deadline.
 *
 * <p>A receiver that has to wait may leave a <em>finisher</em> in its slot: the thread whose
 * deposit completes the slot (a local rank's session or event-loop thread, or the Fabric stream's
 * transport thread for a part from another host) runs it right there, and the receiver, when it
 * wakes, finds the result made. The finisher answers the waiting rank's client itself (see
 * {@code RankEndpoint}), so the collective's critical path no longer waits for the receiver's
 * thread to be woken and scheduled (0.5-1 ms per wake-up idle, several under load). Only small
 * collectives are finished so (every part at most {@link #FINISH_ON_DEPOSITOR_MAX_PART_BYTES}): the
 * depositing thread may be the Fabric stream's event loop, shared by every tenant, and a large
 * reduction there would stall everyone's parts; a larger one is left to the receiver's own thread.
 *
 * <p>A rank that leaves ({@link #drop}) fails its slots, and a receiver whose rank has left fails at
 * once rather than waiting out the world's collective timeout for parts that can no longer matter.
 */
final class Mailbox {
  record Key(String world, int target, String group, long sequence) {}

  /**
   * The outcome of waiting: every expected part, or the sources still missing, or a failure; and when
   * a finisher ran on the thread that completed the slot, what it returned ({@code finished}) or threw
   * ({@code finishError}).
   */
  record Arrival(Map<Integer, Shard> parts, Set<Integer> missing, CollectiveFailureNote failure, boolean finishedElsewhere,
      Object finished, RuntimeException finishError) {
    Arrival(Map<Integer, Shard> parts, Set<Integer> missing, CollectiveFailureNote failure) {
      this(parts, missing, failure, false, null, null);
    }
  }

  /**
   * A failure another thread found for this slot (e.g. a part this rank sent could not be delivered); {@code abandoned}
   * when it is a peer's note that it gave up on this collective (see {@link #abandon}).
   */
  record CollectiveFailureNote(Status.Code code, String message, boolean abandoned) {
    CollectiveFailureNote(Status.Code code, String message) {
      this(code, message, false);
    }
  }

  static final class Slot {
    final Map<Integer, Shard> parts = new HashMap<>();
    CollectiveFailureNote failure;
    /** What the waiting receiver left to run on the completing thread, and the parts it needs; null once taken or withdrawn. */
    Function<Map<Integer, Shard>, ?> finisher;
    Set<Integer> expected;
    /** A depositor took the finisher and runs it; the receiver waits for its result whatever its deadline. */
    boolean claimed;
    boolean finished;
    Object result;
    RuntimeException error;
    /** A receiver that did not wait (see {@link #awaitAsync}): told the arrival by whoever completes, fails or expires the slot. */
    Consumer<Arrival> waiter;
    CollectiveDeadlines.Entry deadline;
    /** The holds of the parts in this slot that are held for a rank not in its world here (null when none). */
    List<Kept> kept;
    /** A receiver waits on this slot on its own thread ({@link #await}). */
    boolean receiverWaiting;
    /**
     * Taken out of the map by a note for a rank that left ({@link AbandonedRounds}): whoever found the slot before and
     * locks it after (a depositor, a receiver, a failure note) must use the slot now in the map, or what it leaves
     * there (for a later seat of the rank) is lost (see {@link Mailbox#inLiveSlot}).
     */
    boolean retired;
  }

  /**
   * A held part's hold, given back exactly once: by its expiry, or at once when its collective is abandoned (then the
   * expiry, still scheduled, finds it released).
   */
  static final class Kept {
    final StaleParts.Held held;
    /** The part held and its source (null for a note, which has no part). */
    final Shard part;
    final int source;
    private final java.util.concurrent.atomic.AtomicBoolean released = new java.util.concurrent.atomic.AtomicBoolean();

    Kept(StaleParts.Held held) {
      this(held, -1, null);
    }

    Kept(StaleParts.Held held, int source, Shard part) {
      this.held = held;
      this.source = source;
      this.part = part;
    }

    boolean release() {
      return released.compareAndSet(false, true);
    }
  }

  /**
   * The largest part with which a depositor runs a receiver's finisher: a sum of a few 64 KiB parts is
   * tens of microseconds of work, what a shared event loop can spare; beyond it the receiver's thread
   * computes (its wake-up then costs little next to the work).
   */
  static final long FINISH_ON_DEPOSITOR_MAX_PART_BYTES = 64 * 1024;

  /** Bytes of parts held per world for ranks that left it, with the no-argument constructor (see {@link StaleParts}). */
  static final long DEPARTED_KEPT_BYTES_PER_WORLD = 64L << 20;

  private final Map<Key, Slot> slots = new ConcurrentHashMap<>();
  /** Receivers that did not wait on a thread (see {@link #awaitAsync}). */
  private final MailboxWaiters waiters = new MailboxWaiters(slots);
  private final StaleParts stale;
  /** Members' notes that they gave a round up. */
  private final AbandonedRounds abandoned;
  /** How long a part for a rank that left its world is kept for the rank's next seat (the host's longest collective). */
  private final long departedKeptNanos;
  /** How long a part for a rank that has not joined its world here is kept for it to join. */
  private final long absentKeptNanos;

  /** With the defaults: held parts kept for the longest collective timeout a host allows by default. */
  Mailbox() {
    this(DEFAULT_KEPT_MILLIS, DEPARTED_KEPT_BYTES_PER_WORLD);
  }

  private static final long DEFAULT_KEPT_MILLIS = new FabricProperties(0, 0).maxCollectiveTimeoutSeconds() * 1000;

  /**
   * @param departedKeptMillis how long a part for a rank that left its world is kept (it may join again)
   * @param departedKeptBytesPerWorld the most bytes of parts held per world (the other bounds the defaults'); a
   *     departed rank's part beyond is dropped
   */
  Mailbox(long departedKeptMillis, long departedKeptBytesPerWorld) {
    this(departedKeptMillis, DEFAULT_KEPT_MILLIS, HeldPartLimits.withWorldBytes(departedKeptBytesPerWorld));
  }

  /**
   * @param absentKeptMillis how long a part for a rank that has not joined its world here is kept: a rank joining
   *     within it gets the part (the host's longest collective timeout, so any sender still waits for it)
   * @param limits what is held for ranks not in their world here, per world and per tenant
   */
  Mailbox(long departedKeptMillis, long absentKeptMillis, HeldPartLimits limits) {
    this(departedKeptMillis, absentKeptMillis, limits, MailboxWaiters.DEADLINES::schedule);
  }

  /** When a held part's time is up: the deadline thread, or a test's hand. */
  interface Expiries {
    void schedule(long atNanos, Runnable expire);
  }

  private final Expiries expiries;

  /** @param expiries runs each held part's expiry at its time */
  Mailbox(long departedKeptMillis, long absentKeptMillis, HeldPartLimits limits, Expiries expiries) {
    this.expiries = expiries;
    this.departedKeptNanos = TimeUnit.MILLISECONDS.toNanos(departedKeptMillis);
    this.absentKeptNanos = TimeUnit.MILLISECONDS.toNanos(absentKeptMillis);
    this.stale = new StaleParts(limits);
    this.abandoned = new AbandonedRounds(slots, waiters, stale, expiries, absentKeptNanos);
  }
  /** Finishers run by a depositor's thread so far (for tests and the hand-off count). */
  private final AtomicLong finishedByDepositor = new AtomicLong();

  /**
   * Stores a part for its receiver.
   *
   * @throws DomainException EXHAUSTED when the receiving rank has not joined its world here and the parts held for such
   *     ranks already reach their bound for the world or the sending tenant (see {@link HeldPartLimits})
   */
  void deposit(Key key, Shard shard) {
    depositAll(List.of(key), shard);
  }

  /**
   * Stores one part for each receiver of {@code keys} (one world, distinct ranks; its arrays are never written, so
   * the receivers share it). The receivers not in their world here are accounted together (all or nothing, the part's
   * bytes once), and a refusal for them is thrown only after every receiver that is in its world got the part.
   *
   * @throws DomainException EXHAUSTED when a receiving rank has not joined its world here and the parts held for such
   *     ranks would pass their bound (see {@link HeldPartLimits}); then no such rank got the part
   */
  void depositAll(List<Key> keys, Shard shard) {
    List<Key> live = new ArrayList<>(keys.size());
    for (Key key : keys) {
      if (!stale.stale(key)) {
        live.add(key);
      }
    }
    if (live.isEmpty()) {
      return;
    }
    List<Slot> made = new ArrayList<>(live.size());
    for (Key key : live) {
      made.add(slots.computeIfAbsent(key, k -> new Slot()));
    }
    // accounted after the slots are in the map: a leave after this drops them with the part in it
    StaleParts.Holds holds = stale.holdAll(live, bytesOf(shard), shard.header().getTenant());
    Runnable hook = beforePut;
    if (hook != null) {
      hook.run();
    }
    boolean foreign = false;
    for (int i = 0; i < live.size(); i++) {
      foreign |= !put(live.get(i), made.get(i), shard, holds.held()[i]);
    }
    if (holds.refusal() != null) {
      throw holds.refusal();
    }
    if (foreign) {
      throw DomainException.notAllowed(StaleParts.wrongTenant(live.get(0).world(), shard.header().getTenant()));
    }
  }

  /** Tests: runs between a deposit's accounting and its puts (where a rank's join may land). */
  volatile Runnable beforePut;

  /** Tests: runs in {@link #inLiveSlot} between finding a slot in the map and taking its lock (where a note may retire it). */
  volatile Runnable beforeSlotLock;

  /** Tests: runs in {@link #abandon} between reading the receiver's presence and taking its slot's lock. */
  void afterPresenceRead(Runnable hook) {
    abandoned.afterPresence = hook;
  }

  /**
   * Puts {@code shard} in {@code key}'s slot as {@code held} allows (see {@link StaleParts#holdAll}); false, storing
   * nothing, when its receiver joined meanwhile for another tenant than the part names. That is checked under the
   * slot's lock: a join marks its rank present before its pass over the rank's slots takes their locks, so either this
   * put sees the join or the join's pass sees the part (and drops it).
   */
  private boolean put(Key key, Slot made, Shard shard, StaleParts.Held held) {
    Runnable[] after = new Runnable[1];
    boolean stored = inLiveSlot(key, made, slot -> putLocked(key, slot, shard, held, after));
    if (after[0] != null) {
      after[0].run();
    }
    return stored;
  }

  /**
   * Runs {@code body} holding the lock of {@code key}'s slot: {@code first} (if not null), else the slot in the map
   * (made if absent); a slot retired before its lock was taken (see {@link Slot#retired}) is passed over for the one
   * in the map now, so nothing (a part, a receiver, a failure note) lands in a slot nobody finds any more.
   */
  private <T, X extends Exception> T inLiveSlot(Key key, Slot first, SlotBody<T, X> body) throws X {
    Slot slot = first;
    while (true) {
      if (slot == null) {
        slot = slots.computeIfAbsent(key, k -> new Slot());
        Runnable hook = beforeSlotLock;
        if (hook != null) {
          hook.run();
        }
      }
      synchronized (slot) {
        if (!slot.retired) {
          return body.run(slot);
        }
      }
      slot = null;
    }
  }

  /** What runs holding a live slot's lock (see {@link #inLiveSlot}). */
  @FunctionalInterface
  private interface SlotBody<T, X extends Exception> {
    T run(Slot slot) throws X;
  }

  /**
   * As {@link #put}, holding {@code slot}'s lock; what is to run once the lock is let go (a finisher, a waiter told)
   * goes in {@code after[0]}.
   */
  private boolean putLocked(Key key, Slot slot, Shard shard, StaleParts.Held held, Runnable[] after) {
    if (held == StaleParts.OVER_CAP || held == StaleParts.REFUSED) { // its rank is not here and the bounds are full
      removeIfUnused(key, slot);
      return true;
    }
    if (stale.stale(key)) { // its receiver finished meanwhile (it marks that before removing its slot for the last time)
      slots.remove(key, slot);
      if (held != null) {
        stale.expire(key, held.epoch(), held.bytes()); // gives its share back now
      }
      return true;
    }
    if (stale.joinedForAnother(key, shard.header().getTenant())) {
      // the join took over what was held for the rank (its share is no longer counted): the part is just dropped
      stale.countDropped();
      removeIfUnused(key, slot);
      return false;
    }
    if (slot.failure != null && slot.failure.abandoned()) { // a peer gave this collective up: nobody will use the part
      if (held != null) {
        stale.expire(key, held.epoch(), held.bytes());
      }
      return true;
    }
    int source = shard.header().getSourceRank();
    if (held != null) { // its rank is not in its world here: kept for a while in case it joins (again)
      Kept kept = new Kept(held, source, shard);
      if (slot.kept == null) {
        slot.kept = new ArrayList<>(2);
      }
      slot.kept.add(kept);
      expiries.schedule(System.nanoTime() + (held.departed() ? departedKeptNanos : absentKeptNanos),
          () -> expireKept(key, kept, source, shard));
    }
    slot.parts.put(source, shard);
    if (slot.waiter != null && slot.parts.keySet().containsAll(slot.expected)) {
      Consumer<Arrival> waiter = waiters.take(key, slot);
      Arrival arrival = new Arrival(Map.copyOf(slot.parts), Set.of(), null);
      after[0] = () -> MailboxWaiters.tell(waiter, arrival);
    } else if (slot.finisher != null && slot.failure == null && slot.parts.keySet().containsAll(slot.expected)
        && small(slot.parts.values())) {
      Function<Map<Integer, Shard>, ?> finisher = slot.finisher;
      slot.finisher = null;
      slot.claimed = true;
      Map<Integer, Shard> parts = Map.copyOf(slot.parts);
      after[0] = () -> finish(slot, finisher, parts);
    } else {
      slot.notifyAll();
    }
    return true;
  }

  /**
   * Waits for a part from each of {@code sources} without blocking: {@code waiter} is told the arrival
   * (every part, or the failure, or the sources missing at {@code deadlineNanos}) exactly once, on
   * this thread when it is known already, else on the thread that deposits the last part, notes a
   * failure or drops the receiver's rank, or on the deadline timer. The slot is gone before the waiter
   * runs. {@code receiverLeft} is asked once the slot is in place (see {@link #await(Key, Set, long,
   * Function, BooleanSupplier)}).
   */
  void awaitAsync(Key key, Set<Integer> sources, long deadlineNanos, BooleanSupplier receiverLeft,
      Consumer<Arrival> waiter) {
    Arrival now = inLiveSlot(key, null, slot -> {
      if (slot.failure == null && receiverLeft.getAsBoolean()) {
        slot.failure = leftNote(key);
      }
      if (slot.failure == null && !slot.parts.keySet().containsAll(sources)) {
        waiters.park(key, slot, sources, deadlineNanos, waiter);
        return null;
      }
      slots.remove(key, slot);
      return MailboxWaiters.arrivalOf(slot, sources);
    });
    if (now != null) {
      MailboxWaiters.tell(waiter, now);
    }
  }

  /** Receivers waiting without a thread (tests: a rank has reached its collective). */
  int waitersWaiting() {
    return waiters.waiting();
  }

  /** Removes a slot the refused part made, if nobody else put anything in it (guarded by the slot). */
  private void removeIfUnused(Key key, Slot slot) {
    if (slot.parts.isEmpty() && slot.waiter == null && slot.finisher == null) {
      slots.remove(key, slot);
    }
  }

  /** Whether every part is small enough for a depositor's thread to finish the receiver's collective. */
  static boolean small(Collection<Shard> parts) {
    for (Shard part : parts) {
      long bytes = 0;
      for (DeviceArray a : part.payload()) {
        bytes += a.deviceBytes();
      }
      if (bytes > FINISH_ON_DEPOSITOR_MAX_PART_BYTES) {
        return false;
      }
    }
    return true;
  }

  /** On the depositing thread, outside the slot's lock: runs the receiver's finisher and hands its result over. */
  private void finish(Slot slot, Function<Map<Integer, Shard>, ?> finisher, Map<Integer, Shard> parts) {
    Object result = null;
    RuntimeException error = null;
    try {
      result = finisher.apply(parts);
    } catch (RuntimeException e) {
      error = e;
    } catch (Error e) { // e.g. out of memory while computing: the receiver must still wake and fail
      error = new IllegalStateException(e.toString(), e);
    }
    finishedByDepositor.incrementAndGet();
    synchronized (slot) {
      slot.result = result;
      slot.error = error;
      slot.finished = true;
      slot.notifyAll();
    }
  }

  long finishedByDepositor() {
    return finishedByDepositor.get();
  }

  /** Receivers waiting with a finisher left in their slot (a test waits for one before sending the last part). */
  int finishersWaiting() {
    int n = 0;
    for (Slot slot : slots.values()) {
      synchronized (slot) {
        n += slot.finisher != null ? 1 : 0;
      }
    }
    return n;
  }

  /** Receivers waiting in a round now, on a thread or not (tests). */
  int receiversWaiting() {
    int n = 0;
    for (Slot slot : slots.values()) {
      synchronized (slot) {
        n += slot.receiverWaiting || slot.waiter != null || slot.finisher != null ? 1 : 0;
      }
    }
    return n;
  }

  /** Whether a failure is noted in {@code key}'s slot (tests: a peer's note has arrived). */
  boolean failureNoted(Key key) {
    Slot slot = slots.get(key);
    if (slot == null) {
      return false;
    }
    synchronized (slot) {
      return slot.failure != null;
    }
  }

  /** Whether waiting on {@code key} for {@code sources} would return at once: every part is in, or a failure is noted (tests). */
  boolean complete(Key key, Set<Integer> sources) {
    Slot slot = slots.get(key);
    if (slot == null) {
      return sources.isEmpty();
    }
    synchronized (slot) {
      return slot.failure != null || slot.parts.keySet().containsAll(sources);
    }
  }

  /** Makes the receiver waiting on {@code key} fail at once (first failure wins). */
  void fail(Key key, CollectiveFailureNote failure) {
    if (stale.stale(key)) {
      return; // its receiver stopped waiting already
    }
    Runnable tell = inLiveSlot(key, null, slot -> {
      if (slot.failure == null) {
        slot.failure = failure;
      }
      Runnable told = null;
      if (slot.waiter != null) {
        Arrival arrival = MailboxWaiters.arrivalOf(slot, slot.expected);
        Consumer<Arrival> waiter = waiters.take(key, slot);
        told = () -> MailboxWaiters.tell(waiter, arrival);
      }
      slot.notifyAll();
      return told;
    });
    if (tell != null) {
      tell.run();
    }
  }

  /**
   * Waits until a part from each of {@code sources} is in, a failure is noted, or the deadline
   * passes; removes the slot in every case.
   */
  Arrival await(Key key, Set<Integer> sources, long deadlineNanos) throws InterruptedException {
    return await(key, sources, deadlineNanos, null);
  }

  /**
   * As {@link #await(Key, Set, long)}; when a part is still missing, {@code finisher} (if not null) is
   * left in the slot for the thread whose deposit completes it, and the arrival then carries what the
   * finisher returned or threw. When every part is in already, or a failure was noted, the finisher
   * does not run: the caller goes on with the parts on its own thread. Once a depositor has taken the
   * finisher, this waits for its result even past the deadline (it only computes, it does not wait).
   */
  Arrival await(Key key, Set<Integer> sources, long deadlineNanos, Function<Map<Integer, Shard>, ?> finisher)
      throws InterruptedException {
    return await(key, sources, deadlineNanos, finisher, () -> false);
  }

  /**
   * As {@link #await(Key, Set, long, Function)}; {@code receiverLeft} tells whether the receiving rank has left
   * its world. It is asked once the slot is in place and each time the receiver wakes: a rank that
   * leaves first marks itself left, then {@link #drop}s its slots, so either this receiver sees the mark
   * or the drop finds (and fails) its slot.
   */
  Arrival await(Key key, Set<Integer> sources, long deadlineNanos, Function<Map<Integer, Shard>, ?> finisher,
      BooleanSupplier receiverLeft) throws InterruptedException {
    try {
      return inLiveSlot(key, null, slot -> {
        slot.receiverWaiting = true;
        if (slot.failure == null && receiverLeft.getAsBoolean()) {
          slot.failure = leftNote(key);
        }
        if (finisher != null && slot.failure == null && !slot.parts.keySet().containsAll(sources)) {
          slot.finisher = finisher;
          slot.expected = Set.copyOf(sources);
        }
        while (true) {
          if (slot.claimed) {
            while (!slot.finished) {
              slot.wait();
            }
            return new Arrival(Map.copyOf(slot.parts), Set.of(), null, true, slot.result, slot.error);
          }
          if (slot.failure != null || slot.parts.keySet().containsAll(sources)) {
            break;
          }
          if (receiverLeft.getAsBoolean()) {
            slot.failure = leftNote(key);
            break;
          }
          long left = deadlineNanos - System.nanoTime();
          if (left <= 0) {
            break;
          }
          TimeUnit.NANOSECONDS.timedWait(slot, left);
        }
        slot.finisher = null; // not taken: nobody may run it once this receiver has gone on
        Set<Integer> missing = new TreeSet<>(sources);
        missing.removeAll(slot.parts.keySet());
        return new Arrival(Map.copyOf(slot.parts), missing, slot.failure);
      });
    } finally {
      slots.remove(key);
    }
  }

  /** Parts waiting for {@code target} of {@code world} from {@code source}, in other slots: clues to a mismatch. */
  List<Key> pendingFrom(String world, int target, int source) {
    List<Key> out = new ArrayList<>();
    for (Map.Entry<Key, Slot> e : slots.entrySet()) {
      Key k = e.getKey();
      if (k.world().equals(world) && k.target() == target) {
        synchronized (e.getValue()) {
          if (e.getValue().parts.containsKey(source)) {
            out.add(k);
          }
        }
      }
    }
    return out;
  }

  /**
   * A member of {@code key}'s collective gave it up without completing it ({@code note}, marked abandoned): the receiver
   * fails it at once if it waits, or as soon as it reaches it, instead of waiting out its timeout; the parts in its slot
   * are dropped now (a part held for a rank not here gives its bytes back at once), and no part of it is kept from now
   * on. Without this a receiver reaching the collective after the member gave up would match the member's part, sent
   * for a round the member no longer takes part in. Nothing when the receiver already stopped waiting for it, or has
   * already been given its parts (a depositor computes its result); for a rank that left, its parts are dropped and no
   * note kept; for a rank that has not joined here, the note is kept as long as a held part would be.
   */
  void abandon(Key key, CollectiveFailureNote note) {
    abandon(key, note, "");
  }

  /** As {@link #abandon(Key, CollectiveFailureNote)}; a note kept for a rank not joined here is charged to {@code tenant}. */
  void abandon(Key key, CollectiveFailureNote note, String tenant) {
    abandoned.abandon(key, note, false, tenant);
  }

  /**
   * As {@link #abandon(Key, CollectiveFailureNote)}, only if the receiver is waiting in this round now: nothing is kept
   * for one that has not reached it (a closing rank's next rounds, see {@code GroupRounds#giveUpNext}). For a receiver
   * that left its world, the parts held in the round's slot for its next seat are dropped, as by {@code abandon}: a
   * part of a round given up that reached this host after its receiver left would otherwise be matched with that
   * rank's round of the same number in a later session.
   */
  void abandonIfWaiting(Key key, CollectiveFailureNote note) {
    abandoned.abandon(key, note, true, "");
  }

  /**
   * Fails, as abandoned with {@code note}, the rounds from {@code from} on of group {@code group} that {@code target} of
   * {@code world} waits in or holds parts for (its group was fenced, see {@code GroupRounds#fence}).
   */
  void failFrom(String world, int target, String group, long from, CollectiveFailureNote note) {
    abandoned.failFrom(world, target, group, from, note);
  }

  /** Drops the slot of a collective this rank has finished waiting for (await removed it; a late failure note may have made a new one). */
  void forget(Key key) {
    stale.finished(key); // first: a part deposited after this finds itself stale (see deposit)
    slots.remove(key);
  }

  private static long bytesOf(Shard shard) {
    long bytes = 0;
    for (DeviceArray a : shard.payload()) {
      bytes += a.deviceBytes();
    }
    return bytes;
  }

  /**
   * A part held for a rank not in its world here is dropped once its time is up, unless the rank joined meanwhile:
   * only that part (other sources' parts in the slot have times of their own), and the slot once it is empty.
   */
  private void expireKept(Key key, Kept kept, int source, Shard shard) {
    if (!kept.release()) {
      return; // given back when its collective was abandoned
    }
    StaleParts.Held held = kept.held;
    if (!stale.expire(key, held.epoch(), held.bytes())) {
      return;
    }
    Slot slot = slots.get(key);
    if (slot != null) {
      synchronized (slot) {
        if (slot.kept != null) {
          slot.kept.remove(kept);
        }
        slot.parts.remove(source, shard);
        if (slot.parts.isEmpty() && slot.waiter == null && slot.finisher == null && !slot.claimed) {
          slots.remove(key, slot); // nobody waits on an absent rank's slot
        }
      }
    }
  }

  /** Parts refused as stale so far, and receivers tracked for it (tests). */
  StaleParts staleParts() {
    return stale;
  }

  /** {@code target} joined {@code world} here (again): parts for it are kept. */
  void joined(String world, int target) {
    joined(world, target, new Object());
  }

  /** {@code target} joined {@code world} here (again) in {@code seat} (see {@link #drop(String, int, Object)}). */
  void joined(String world, int target, Object seat) {
    joined(world, target, seat, null);
  }

  /**
   * As {@link #joined(String, int, Object)} for a rank of {@code tenant} (null: any): from now on a part for it naming
   * another tenant is refused ({@link StaleParts#holdAll}), and the parts held for it before it joined that name
   * another tenant are dropped, so none reaches it.
   */
  void joined(String world, int target, Object seat, String tenant) {
    stale.joined(world, target, seat, tenant);
    if (tenant == null) {
      return;
    }
    // after the rank is present: a deposit whose part is in its slot by now is dropped by this pass, and one not yet
    // put sees the rank present under the slot's lock and drops its part itself (put)
    for (Map.Entry<Key, Slot> e : slots.entrySet()) {
      Key k = e.getKey();
      if (!k.world().equals(world) || k.target() != target) {
        continue;
      }
      Slot slot = e.getValue();
      synchronized (slot) {
        if (slot.parts.values().removeIf(part -> !tenant.equals(part.header().getTenant()))) {
          stale.countDropped();
          removeIfUnused(k, slot);
        }
      }
    }
  }

  /**
   * Drops every part waiting for a rank that left its world, and fails its slots: a receiver still
   * waiting on one (e.g. its session is closing) wakes with CANCELLED at once instead of waiting out
   * the world's collective timeout on a slot nobody can fill any more.
   */
  void drop(String world, int target) {
    drop(world, target, null);
  }

  /**
   * As {@link #drop(String, int)} for the rank's {@code seat}: nothing when a later seat of the rank has joined since
   * (a late leave of the old session must not fail the live rank's slots nor mark it departed).
   */
  void drop(String world, int target, Object seat) {
    if (!stale.left(world, target, seat)) { // first: a part deposited after this is not kept
      return;
    }
    for (Map.Entry<Key, Slot> e : slots.entrySet()) {
      Key k = e.getKey();
      if (k.world().equals(world) && k.target() == target && slots.remove(k, e.getValue())) {
        Slot slot = e.getValue();
        Consumer<Arrival> waiter = null;
        Arrival arrival = null;
        synchronized (slot) {
          if (slot.failure == null) {
            slot.failure = leftNote(k);
          }
          slot.finisher = null; // the receiver wakes and fails; no depositor may run it now
          if (slot.waiter != null) {
            arrival = MailboxWaiters.arrivalOf(slot, slot.expected);
            waiter = waiters.take(k, slot);
          }
          slot.notifyAll();
        }
        if (waiter != null) {
          MailboxWaiters.tell(waiter, arrival);
        }
      }
    }
  }

  private static CollectiveFailureNote leftNote(Key key) {
    return new CollectiveFailureNote(Status.Code.CANCELLED, "rank " + key.target() + " left world " + key.world()
        + " (its session was closed) while waiting for collective #" + key.sequence() + " of group [" + key.group() + "]");
  }

  int size() {
    return slots.size();
  }
}
