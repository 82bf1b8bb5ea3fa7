package org.torchtpu.server.runtime;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.List;

/**
 * A session's values by handle: a map from primitive {@code long} keys, read without locks, written under its own.
 *
 * <p>Why not a {@code ConcurrentHashMap<Long, V>}: a Strict op looks handles up four to five times (operands, its
 * result's absence, the definition, the client's free), each boxing a {@code Long}, and every value the client has not
 * freed yet kept a {@code Long} key and a map node alive; the server's young collections copy those values (they live
 * until the client's collector finds their tensors), so each retained object per value costs collector time per op.
 * Here a value costs two array slots and nothing per lookup.
 *
 * <p>Open addressing with linear probing. A slot, once given a key, keeps it for the table's life; removing writes a
 * tombstone into its value, and a later put of the same key reuses the slot. Readers see a slot's key before its value
 * (the value is written last with release semantics and read with acquire), so a lock-free {@link #get} never pairs a
 * value with another key. The table is rebuilt without tombstones when used slots pass half of it.
 */
final class HandleValues<V> {
  private static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(Object[].class);
  private static final Object TOMBSTONE = new Object();
  private static final int MIN_CAPACITY = 16;

  /** One table: keys and values by slot; a null value is a slot never used. */
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
  }

  private volatile Table table = new Table(MIN_CAPACITY);
  /** Slots holding a key (live or tombstone), guarded by this. */
  private int used;
  private volatile int size;

  /** The value of {@code key}, or null. */
  V get(long key) {
    Table t = table;
    int mask = t.slots.length - 1;
    for (int i = t.home(key); ; i = (i + 1) & mask) {
      Object v = SLOT.getAcquire(t.slots, i);
      if (v == null) {
        return null;
      }
      if (t.keys[i] == key) {
        return v == TOMBSTONE ? null : cast(v);
      }
    }
  }

  boolean containsKey(long key) {
    return get(key) != null;
  }

  /** Sets {@code key}'s value; returns the one it replaced, or null. */
  synchronized V put(long key, V value) {
    return write(key, value, true);
  }

  /** Sets {@code key}'s value unless it has one; returns the one it has, or null when it was set. */
  synchronized V putIfAbsent(long key, V value) {
    return write(key, value, false);
  }

  /** Removes {@code key}; returns its value, or null. */
  synchronized V remove(long key) {
    Table t = table;
    int mask = t.slots.length - 1;
    for (int i = t.home(key); ; i = (i + 1) & mask) {
      Object v = t.slots[i];
      if (v == null) {
        return null;
      }
      if (t.keys[i] == key) {
        if (v == TOMBSTONE) {
          return null;
        }
        SLOT.setRelease(t.slots, i, TOMBSTONE);
        size--;
        return cast(v);
      }
    }
  }

  int size() {
    return size;
  }

  /** The live values, a copy. */
  synchronized List<V> values() {
    Table t = table;
    List<V> out = new ArrayList<>(size);
    for (Object v : t.slots) {
      if (v != null && v != TOMBSTONE) {
        out.add(cast(v));
      }
    }
    return out;
  }

  /** The live keys, a copy. */
  synchronized long[] keys() {
    Table t = table;
    long[] out = new long[size];
    int n = 0;
    for (int i = 0; i < t.slots.length; i++) {
      Object v = t.slots[i];
      if (v != null && v != TOMBSTONE) {
        out[n++] = t.keys[i];
      }
    }
    return out;
  }

  private V write(long key, V value, boolean replace) {
    if (value == null) {
      throw new NullPointerException("value of handle " + key);
    }
    Table t = table;
    int mask = t.slots.length - 1;
    int i = t.home(key);
    for (; ; i = (i + 1) & mask) {
      Object v = t.slots[i];
      if (v == null) {
        break;
      }
      if (t.keys[i] == key) {
        if (v != TOMBSTONE && !replace) {
          return cast(v);
        }
        SLOT.setRelease(t.slots, i, value);
        if (v == TOMBSTONE) {
          size++;
          return null;
        }
        return cast(v);
      }
    }
    t.keys[i] = key; // before the value's release: a reader that sees the value sees its key
    SLOT.setRelease(t.slots, i, value);
    size++;
    if (++used > t.slots.length >> 1) {
      rebuild(t);
    }
    return null;
  }

  /**
   * A new table for the live entries, a quarter to an eighth full (so at least as many puts again come before the
   * next rebuild), then published.
   */
  private void rebuild(Table old) {
    int capacity = MIN_CAPACITY;
    while (capacity < 4L * size) {
      capacity <<= 1;
    }
    Table t = new Table(capacity);
    int mask = capacity - 1;
    for (int j = 0; j < old.slots.length; j++) {
      Object v = old.slots[j];
      if (v != null && v != TOMBSTONE) {
        int i = t.home(old.keys[j]);
        while (t.slots[i] != null) {
          i = (i + 1) & mask;
        }
        t.keys[i] = old.keys[j];
        t.slots[i] = v;
      }
    }
    used = size;
    table = t; // the volatile write publishes the filled table
  }

  @SuppressWarnings("unchecked")
  private static <V> V cast(Object v) {
    return (V) v;
  }
}
