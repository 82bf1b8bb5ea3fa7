package org.torchtpu.server.fabric;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * Where the parts of collectives wait for their receiving rank on this host, keyed by (world,
 * receiving rank, group, sequence number in the group). Deposits never block: a part may arrive
 * long before the receiver's stream reaches the collective. The receiver takes its slot once
 * every member's part is in, or fails after its deadline.
 */
final class Mailbox {
  record Key(String world, int target, String group, long sequence) {}

  /** The outcome of waiting: every expected part, or the sources still missing, or a failure. */
  record Arrival(Map<Integer, Shard> parts, Set<Integer> missing, CollectiveFailureNote failure) {}

  /** A failure another thread found for this slot (e.g. a part this rank sent could not be delivered). */
  record CollectiveFailureNote(io.grpc.Status.Code code, String message) {}

  private static final class Slot {
    final Map<Integer, Shard> parts = new HashMap<>();
    CollectiveFailureNote failure;
  }

  private final Map<Key, Slot> slots = new ConcurrentHashMap<>();

  void deposit(Key key, Shard shard) {
    Slot slot = slots.computeIfAbsent(key, k -> new Slot());
    synchronized (slot) {
      slot.parts.put(shard.header().getSourceRank(), shard);
      slot.notifyAll();
    }
  }

  /** Makes the receiver waiting on {@code key} fail at once (first failure wins). */
  void fail(Key key, CollectiveFailureNote failure) {
    Slot slot = slots.computeIfAbsent(key, k -> new Slot());
    synchronized (slot) {
      if (slot.failure == null) {
        slot.failure = failure;
      }
      slot.notifyAll();
    }
  }

  /**
   * Waits until a part from each of {@code sources} is in, a failure is noted, or the deadline
   * passes; removes the slot in every case.
   */
  Arrival await(Key key, Set<Integer> sources, long deadlineNanos) throws InterruptedException {
    Slot slot = slots.computeIfAbsent(key, k -> new Slot());
    try {
      synchronized (slot) {
        while (slot.failure == null && !slot.parts.keySet().containsAll(sources)) {
          long left = deadlineNanos - System.nanoTime();
          if (left <= 0) {
            break;
          }
          TimeUnit.NANOSECONDS.timedWait(slot, left);
        }
        Set<Integer> missing = new java.util.TreeSet<>(sources);
        missing.removeAll(slot.parts.keySet());
        return new Arrival(Map.copyOf(slot.parts), missing, slot.failure);
      }
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

  /** Drops the slot of a collective this rank has finished waiting for (await removed it; a late failure note may have made a new one). */
  void forget(Key key) {
    slots.remove(key);
  }

  /** Drops every part waiting for a rank that left its world. */
  void drop(String world, int target) {
    slots.keySet().removeIf(k -> k.world().equals(world) && k.target() == target);
  }

  int size() {
    return slots.size();
  }
}
