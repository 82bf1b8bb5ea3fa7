package org.torchtpu.server.compiler;

/**
 * A map from session handles to canonical references, open addressing on primitive longs: a
 * chunk's key looks every operand and result up here, and a {@code HashMap<Long, Long>} boxed
 * both sides and allocated a node per entry for a map that lives for one key.
 */
final class HandleRefs {
  /** What {@link #get} returns for a handle not in the map (references are never negative). */
  static final long ABSENT = -1;

  private long[] keys;
  private long[] values;
  private boolean[] used;
  private int size;

  /** @param expected entries expected (the table grows past them) */
  HandleRefs(int expected) {
    int capacity = Integer.highestOneBit(Math.max(16, expected * 2 - 1)) << 1;
    keys = new long[capacity];
    values = new long[capacity];
    used = new boolean[capacity];
  }

  long get(long key) {
    int mask = keys.length - 1;
    for (int i = slot(key, mask); used[i]; i = (i + 1) & mask) {
      if (keys[i] == key) {
        return values[i];
      }
    }
    return ABSENT;
  }

  /** Adds or replaces {@code key}'s reference ({@code value >= 0}). */
  void put(long key, long value) {
    if (2 * (size + 1) > keys.length) {
      grow();
    }
    int mask = keys.length - 1;
    int i = slot(key, mask);
    while (used[i] && keys[i] != key) {
      i = (i + 1) & mask;
    }
    if (!used[i]) {
      used[i] = true;
      keys[i] = key;
      size++;
    }
    values[i] = value;
  }

  private void grow() {
    long[] oldKeys = keys;
    long[] oldValues = values;
    boolean[] oldUsed = used;
    keys = new long[oldKeys.length * 2];
    values = new long[oldKeys.length * 2];
    used = new boolean[oldKeys.length * 2];
    size = 0;
    for (int i = 0; i < oldKeys.length; i++) {
      if (oldUsed[i]) {
        put(oldKeys[i], oldValues[i]);
      }
    }
  }

  private static int slot(long key, int mask) {
    long h = key * 0x9E3779B97F4A7C15L; // handles are often consecutive: spread them
    return (int) (h ^ (h >>> 32)) & mask;
  }
}
