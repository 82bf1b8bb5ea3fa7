package org.torchtpu.server.fabric;

import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import org.slf4j.LoggerFactory;
import org.torchtpu.server.fabric.Mailbox.Arrival;
import org.torchtpu.server.fabric.Mailbox.Key;
import org.torchtpu.server.fabric.Mailbox.Slot;

/**
 * The {@link Mailbox}'s receivers that do not wait on a thread ({@link Mailbox#awaitAsync}): the waiter left in a
 * slot, its deadline on the shared deadline thread, and taking it out exactly once, by whoever completes, fails or
 * drops the slot, or by the deadline. Every method but {@link #tell} and {@link #waiting} is called under the slot's
 * lock, as the mailbox's own paths are.
 */
final class MailboxWaiters {
  /** Ends receivers that did not wait when their deadline passes (only fails slots: a light continuation). */
  static final CollectiveDeadlines DEADLINES = new CollectiveDeadlines("collective-deadlines");

  private final Map<Key, Slot> slots;

  /** @param slots the mailbox's slots, from which a slot goes once its waiter is taken */
  MailboxWaiters(Map<Key, Slot> slots) {
    this.slots = slots;
  }

  /** Under the slot's lock: leaves {@code waiter} in the slot until the parts of {@code sources} are in or the deadline. */
  void park(Key key, Slot slot, Set<Integer> sources, long deadlineNanos, Consumer<Arrival> waiter) {
    slot.waiter = waiter;
    slot.expected = Set.copyOf(sources);
    long left = Math.max(0, deadlineNanos - System.nanoTime());
    slot.deadline = DEADLINES.schedule(System.nanoTime() + left, () -> expire(key, slot));
  }

  /** The receiver's deadline passed: tells it which parts are missing. */
  private void expire(Key key, Slot slot) {
    Consumer<Arrival> waiter;
    Arrival arrival;
    synchronized (slot) {
      if (slot.waiter == null) {
        return; // completed or failed meanwhile
      }
      arrival = arrivalOf(slot, slot.expected);
      waiter = take(key, slot);
    }
    tell(waiter, arrival);
  }

  /** Under the slot's lock: the slot's waiter, taken out (it runs once), with its deadline cancelled and the slot gone. */
  Consumer<Arrival> take(Key key, Slot slot) {
    Consumer<Arrival> waiter = slot.waiter;
    slot.waiter = null;
    if (slot.deadline != null) {
      DEADLINES.cancel(slot.deadline);
      slot.deadline = null;
    }
    slots.remove(key, slot);
    return waiter;
  }

  /** Runs a waiter; what it throws is its own failure, not the depositor's (a Fabric part was stored all the same). */
  static void tell(Consumer<Arrival> waiter, Arrival arrival) {
    try {
      waiter.accept(arrival);
    } catch (RuntimeException | Error e) {
      LoggerFactory.getLogger(Mailbox.class).error("a collective's continuation failed", e);
    }
  }

  /** Under the slot's lock: what a receiver waiting for {@code sources} is told now. */
  static Arrival arrivalOf(Slot slot, Set<Integer> sources) {
    Set<Integer> missing = new TreeSet<>(sources);
    missing.removeAll(slot.parts.keySet());
    return new Arrival(Map.copyOf(slot.parts), slot.failure != null ? Set.of() : missing, slot.failure);
  }

  /** Receivers waiting without a thread (tests: a rank has reached its collective). */
  int waiting() {
    int n = 0;
    for (Slot slot : slots.values()) {
      synchronized (slot) {
        n += slot.waiter != null ? 1 : 0;
      }
    }
    return n;
  }
}
