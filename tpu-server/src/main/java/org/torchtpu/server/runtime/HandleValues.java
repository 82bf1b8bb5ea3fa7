package org.torchtpu.server.runtime;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.StampedLock;

/**
 * A session's values by handle: a map from primitive {@code long} keys, read optimistically without a lock, written
 * under one.
 *
 * <p>Why not a {@code ConcurrentHashMap<Long, V>}: a Strict op looks handles up four to five times (operands, its
 * result's absence, the definition, the client's free), each boxing a {@code Long}, and every value the client has not
 * freed yet kept a {@code Long} key and a map node alive; the server's young collections copy those values (they live
 * until the client's collector finds their tensors), so each object kept per value costs collector time per op. Here
 * a value costs two array slots and a lookup allocates nothing.
 *
 * <p>Open addressing with linear probing and deletion by shifting back the entries after the removed one (no
 * tombstones: handles only grow, so tombstones would pile up and force a new table every few hundred thousand ops,
 * arrays of megabytes that the young collections would copy). The table only grows, as a {@code ConcurrentHashMap}'s
 * does. Readers run without the lock ({@link StampedLock#tryOptimisticRead}) and retry under the read lock when a write
 * overlapped them; a torn read is never returned, and a probe is bounded by the table's length.
 */
final class HandleValues<V> {
  private static final int MIN_CAPACITY = 16;

  /** One table: keys and values by slot, a null value being an empty slot. Replaced whole on growth. */
  private static final class Table {
    final long[] keys;
    final Object[] slots;
    final int shift;

    Table(int capacity) {
      keys = new long[capacity];
      slots = new Object[capacity];
      shift = 64 - Integer.numberOfTrailingZeros(capacity);
    }

    int home(long key) {
      return (int) ((key * 0x9E3779B97F4A7C15L) >>> shift); // Fibonacci hashing: handles are sequential
    }

    /** The slot holding {@code key}, or -1. */
    int find(long key) {
      int mask = slots.length - 1;
      int i = home(key);
      for (int probes = 0; probes <= mask; probes++, i = (i + 1) & mask) {
        if (slots[i] == null) {
          return -1;
        }
        if (keys[i] == key) {
          return i;
        }
      }
      return -1;
    }
  }

  private final StampedLock lock = new StampedLock();
  /** Replaced only under the write lock. */
  private Table table = new Table(MIN_CAPACITY);
  private volatile int size;

  /** The value of {@code key}, or null. */
  V get(long key) {
    long stamp = lock.tryOptimisticRead();
    Object v = valueAt(table, key);
    if (!lock.validate(stamp)) {
      stamp = lock.readLock();
      try {
        v = valueAt(table, key);
      } finally {
        lock.unlockRead(stamp);
      }
    }
    return cast(v);
  }

  private static Object valueAt(Table t, long key) {
    int i = t.find(key);
    return i < 0 ? null : t.slots[i];
  }

  boolean containsKey(long key) {
    return get(key) != null;
  }

  /** Sets {@code key}'s value; returns the one it replaced, or null. */
  V put(long key, V value) {
    return write(key, value, true);
  }

  /** Sets {@code key}'s value unless it has one; returns the one it has, or null when it was set. */
  V putIfAbsent(long key, V value) {
    return write(key, value, false);
  }

  private V write(long key, V value, boolean replace) {
    if (value == null) {
      throw new NullPointerException("value of handle " + key);
    }
    long stamp = lock.writeLock();
    try {
      Table t = table;
      int i = t.find(key);
      if (i >= 0) {
        Object old = t.slots[i];
        if (replace) {
          t.slots[i] = value;
        }
        return cast(old);
      }
      if (size + 1 > t.slots.length >> 1) {
        t = grow(t);
      }
      int mask = t.slots.length - 1;
      i = t.home(key);
      while (t.slots[i] != null) {
        i = (i + 1) & mask;
      }
      t.keys[i] = key;
      t.slots[i] = value;
      size++;
      return null;
    } finally {
      lock.unlockWrite(stamp);
    }
  }

  /** Removes {@code key}; returns its value, or null. */
  V remove(long key) {
    long stamp = lock.writeLock();
    try {
      Table t = table;
      int i = t.find(key);
      if (i < 0) {
        return null;
      }
      Object old = t.slots[i];
      shiftBackInto(t, i);
      size--;
      return cast(old);
    } finally {
      lock.unlockWrite(stamp);
    }
  }

  /**
   * Empties slot {@code hole}, moving back each later entry of its probe run whose home is not cyclically within
   * (hole, its slot], so that every key stays reachable from its home without a gap.
   */
  private static void shiftBackInto(Table t, int hole) {
    int mask = t.slots.length - 1;
    for (int j = (hole + 1) & mask; t.slots[j] != null; j = (j + 1) & mask) {
      int home = t.home(t.keys[j]);
      boolean stays = hole <= j ? hole < home && home <= j : hole < home || home <= j;
      if (!stays) {
        t.keys[hole] = t.keys[j];
        t.slots[hole] = t.slots[j];
        hole = j;
      }
    }
    t.slots[hole] = null;
  }

  /** A table of twice the capacity holding {@code old}'s entries, made the table. */
  private Table grow(Table old) {
    Table t = new Table(old.slots.length << 1);
    int mask = t.slots.length - 1;
    for (int j = 0; j < old.slots.length; j++) {
      if (old.slots[j] != null) {
        int i = t.home(old.keys[j]);
        while (t.slots[i] != null) {
          i = (i + 1) & mask;
        }
        t.keys[i] = old.keys[j];
        t.slots[i] = old.slots[j];
      }
    }
    table = t;
    return t;
  }

  int size() {
    return size;
  }

  /** Slots in the table (for tests: it is sized by the most values held at once, not by the handles ever seen). */
  int capacity() {
    long stamp = lock.readLock();
    try {
      return table.slots.length;
    } finally {
      lock.unlockRead(stamp);
    }
  }

  /** The values, a copy. */
  List<V> values() {
    long stamp = lock.readLock();
    try {
      List<V> out = new ArrayList<>(size);
      for (Object v : table.slots) {
        if (v != null) {
          out.add(cast(v));
        }
      }
      return out;
    } finally {
      lock.unlockRead(stamp);
    }
  }

  /** The keys, a copy. */
  long[] keys() {
    long stamp = lock.readLock();
    try {
      Table t = table;
      long[] out = new long[size];
      int n = 0;
      for (int i = 0; i < t.slots.length; i++) {
        if (t.slots[i] != null) {
          out[n++] = t.keys[i];
        }
      }
      return out;
    } finally {
      lock.unlockRead(stamp);
    }
  }

  @SuppressWarnings("unchecked")
  private static <V> V cast(Object v) {
    return (V) v;
  }
}
