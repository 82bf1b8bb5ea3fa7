package org.torchtpu.server.fabric;

import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.torchtpu.server.fabric.Mailbox.Arrival;
import org.torchtpu.server.fabric.Mailbox.CollectiveFailureNote;
import org.torchtpu.server.fabric.Mailbox.Key;
import org.torchtpu.server.fabric.Mailbox.Kept;
import org.torchtpu.server.fabric.Mailbox.Slot;

/**
 * The {@link Mailbox}'s notes that a member gave a round up (see {@link Mailbox#abandon}): the receiver fails the round
 * at once or on reaching it, its parts are dropped with their held bytes given back, and no part of it is kept from
 * then on.
 *
 * <p>A note kept for a rank that has not joined here is held like a part of no bytes: it counts one part against the
 * world's, the sending tenant's and the host's bounds ({@link HeldPartLimits}) until its time is up or the rank joins.
 * Over the bounds no new slot is made for it (the parts already in an existing slot are still dropped): that receiver, if
 * it ever comes, then waits out its timeout, which is safe, and a tenant cannot make a host keep notes without end
 * (one failing op followed by a batch of collectives on a group whose other rank never joins).
 */
final class AbandonedRounds {
  private final Map<Key, Slot> slots;
  private final MailboxWaiters waiters;
  private final StaleParts stale;
  private final Mailbox.Expiries expiries;
  private final long absentKeptNanos;

  /** Tests: runs between reading the receiver's presence and taking its slot's lock (where a rejoin may land). */
  volatile Runnable afterPresence;

  AbandonedRounds(Map<Key, Slot> slots, MailboxWaiters waiters, StaleParts stale, Mailbox.Expiries expiries,
      long absentKeptNanos) {
    this.slots = slots;
    this.waiters = waiters;
    this.stale = stale;
    this.expiries = expiries;
    this.absentKeptNanos = absentKeptNanos;
  }

  /**
   * @param onlyIfWaiting only if the receiver is waiting in this round now: nothing is kept for one that has not reached
   *     it
   * @param tenant the tenant of the rank that gave the round up: a note kept for a rank not joined here is charged to it
   */
  void abandon(Key key, CollectiveFailureNote note, boolean onlyIfWaiting, String tenant) {
    if (stale.stale(key)) {
      return; // its receiver stopped waiting already
    }
    StaleParts.Presence presence = stale.presence(key.world(), key.target());
    StaleParts.Held noteHold = null;
    boolean overBounds = false;
    Slot slot;
    if (presence == StaleParts.Presence.DEPARTED || onlyIfWaiting) {
      slot = slots.get(key);
    } else if (presence == StaleParts.Presence.ABSENT) {
      StaleParts.Held held = stale.holdAll(List.of(key), 0, tenant).held()[0];
      if (held == null || held == StaleParts.REFUSED || held == StaleParts.OVER_CAP) {
        // the rank joined meanwhile (null: then it is kept as for a present rank), or the bounds are full: no new slot
        overBounds = held != null;
        slot = held == null ? slots.computeIfAbsent(key, k -> new Slot()) : slots.get(key);
      } else {
        noteHold = held;
        slot = slots.computeIfAbsent(key, k -> new Slot());
      }
    } else {
      slot = slots.computeIfAbsent(key, k -> new Slot());
    }
    Runnable hook = afterPresence;
    if (hook != null) {
      hook.run();
    }
    if (slot == null) {
      return;
    }
    Consumer<Arrival> waiter = null;
    Arrival arrival = null;
    Kept kept = noteHold == null ? null : new Kept(noteHold);
    synchronized (slot) {
      if (slot.claimed || (onlyIfWaiting && presence != StaleParts.Presence.DEPARTED && slot.waiter == null
          && slot.finisher == null && !slot.receiverWaiting)) {
        // every part was in (its collective completed before the note), or the receiver has not reached the round; a
        // receiver that left never will, but its slot holds the round's parts for its next seat: they are dropped next
        giveBack(key, kept);
        return;
      }
      if (presence == StaleParts.Presence.DEPARTED) {
        // The note is for the seat that left: only what was held for it goes, and no note is kept. The rank may have
        // joined again since its presence was read; parts that reached the new seat are not held, and stay its own.
        dropHeld(key, slot);
        if (slot.parts.isEmpty() && slot.waiter == null && slot.finisher == null && !slot.receiverWaiting) {
          slot.retired = true;
          slots.remove(key, slot);
        }
        return;
      }
      if (slot.failure == null || !slot.failure.abandoned()) {
        slot.failure = note; // the member's own reason names the round it gave up; it wins over a local note
      }
      releaseKept(key, slot);
      slot.parts.clear();
      slot.finisher = null;
      if (slot.waiter != null) {
        arrival = MailboxWaiters.arrivalOf(slot, slot.expected);
        waiter = waiters.take(key, slot);
        giveBack(key, kept);
      } else if (overBounds) { // nothing kept for it
        slots.remove(key, slot);
      } else if (kept != null) { // a rank that never comes must not keep it for ever
        slot.kept = new java.util.ArrayList<>(2);
        slot.kept.add(kept);
        expiries.schedule(System.nanoTime() + absentKeptNanos, () -> expireNote(key, slot, kept));
      }
      slot.notifyAll();
    }
    if (waiter != null) {
      MailboxWaiters.tell(waiter, arrival);
    }
  }

  /** As {@link #abandon} for the rounds from {@code from} on of {@code group} that {@code target} has slots of. */
  void failFrom(String world, int target, String group, long from, CollectiveFailureNote note) {
    for (Key k : slots.keySet()) {
      if (k.target() == target && k.sequence() >= from && k.world().equals(world) && k.group().equals(group)) {
        abandon(k, note, false, "");
      }
    }
  }

  private void giveBack(Key key, Kept kept) {
    if (kept != null && kept.release()) {
      stale.expire(key, kept.held.epoch(), 0);
    }
  }

  /** Under the slot's lock: drops the parts held in it while its rank was away, giving their holds back (each once). */
  private void dropHeld(Key key, Slot slot) {
    if (slot.kept == null) {
      return;
    }
    for (Kept k : slot.kept) {
      if (k.release()) {
        stale.expire(key, k.held.epoch(), k.held.bytes());
      }
      if (k.part != null) {
        slot.parts.remove(k.source, k.part);
      }
    }
    slot.kept = null;
  }

  /** Under the slot's lock: gives back the holds of its held parts (and note) now (each once, see {@link Kept}). */
  void releaseKept(Key key, Slot slot) {
    if (slot.kept == null) {
      return;
    }
    for (Kept k : slot.kept) {
      if (k.release()) {
        stale.expire(key, k.held.epoch(), k.held.bytes());
      }
    }
    slot.kept = null;
  }

  /**
   * A note kept for a rank that had not joined: its hold is given back when its time is up, and its slot dropped unless
   * the rank is waiting on it.
   */
  private void expireNote(Key key, Slot slot, Kept kept) {
    synchronized (slot) {
      giveBack(key, kept);
      if (slot.kept != null) {
        slot.kept.remove(kept);
      }
      if (slot.waiter == null && slot.finisher == null && !slot.claimed && slot.parts.isEmpty()
          && stale.presence(key.world(), key.target()) != StaleParts.Presence.PRESENT) {
        slots.remove(key, slot);
      }
    }
  }
}
