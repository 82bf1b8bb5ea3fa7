package org.torchtpu.server.compiler;

import java.security.SecureRandom;
import java.util.HashMap;
import java.util.Map;

/**
 * A map from session handles to canonical references, open addressing on primitive longs: a
 * chunk's key looks every operand and result up here, and a {@code HashMap<Long, Long>} boxed
 * both sides and allocated a node per entry for a map that lives for one key.
 *
 * <p>Handles are chosen by the client, so the table must not let a tenant pick handles that all
 * land in one slot (quadratic probing: a large batch pinned its session thread for hours). Each
 * handle is mixed with a per-JVM random seed through murmur3's 64-bit finaliser, which an outsider
 * cannot invert without the seed; and should a probe run still pass {@link #MAX_PROBE_RUN} the
 * table moves into a {@link HashMap}, whose colliding bins become balanced trees ({@code Long} is
 * comparable), so lookups stay logarithmic whatever the handles.
 */
final class HandleRefs {
  /** What {@link #get} returns for a handle not in the map (references are never negative). */
  static final long ABSENT = -1;

  /** The longest probe run an insert may take before the table gives up open addressing. */
  static final int MAX_PROBE_RUN = 64;

  private static final long JVM_SEED = new SecureRandom().nextLong();

  private final long seed;
  private long[] keys;
  private long[] values;
  private boolean[] used;
  private int size;
  /** Not null once a probe run passed {@link #MAX_PROBE_RUN}: then it holds every entry. */
  private Map<Long, Long> overflow;
  /** Slots (or map lookups) examined so far: what the tests bound. */
  private long probes;

  /** @param expected entries expected (the table grows past them) */
  HandleRefs(int expected) {
    this(expected, JVM_SEED);
  }

  /** With a given seed: for tests that craft keys colliding under it. */
  HandleRefs(int expected, long seed) {
    this.seed = seed;
    int capacity = Integer.highestOneBit(Math.max(16, expected * 2 - 1)) << 1;
    keys = new long[capacity];
    values = new long[capacity];
    used = new boolean[capacity];
  }

  static long jvmSeed() {
    return JVM_SEED;
  }

  long get(long key) {
    if (overflow != null) {
      probes++;
      Long value = overflow.get(key);
      return value == null ? ABSENT : value;
    }
    int mask = keys.length - 1;
    for (int i = slot(key, mask); ; i = (i + 1) & mask) {
      probes++;
      if (!used[i]) {
        return ABSENT;
      }
      if (keys[i] == key) {
        return values[i];
      }
    }
  }

  /** Adds or replaces {@code key}'s reference ({@code value >= 0}). */
  void put(long key, long value) {
    if (overflow == null && 2 * (size + 1) > keys.length) {
      grow();
    }
    if (overflow == null && insert(key, value)) {
      return;
    }
    if (overflow == null) {
      spill();
    }
    probes++;
    overflow.put(key, value);
  }

  /** Slots and map lookups examined since the table was made. */
  long probes() {
    return probes;
  }

  /** @return false, changing nothing, if the key's probe run would pass {@link #MAX_PROBE_RUN} */
  private boolean insert(long key, long value) {
    int mask = keys.length - 1;
    int i = slot(key, mask);
    for (int run = 0; used[i] && keys[i] != key; run++) {
      if (run == MAX_PROBE_RUN) {
        return false;
      }
      probes++;
      i = (i + 1) & mask;
    }
    probes++;
    if (!used[i]) {
      used[i] = true;
      keys[i] = key;
      size++;
    }
    values[i] = value;
    return true;
  }

  private void grow() {
    long[] oldKeys = keys;
    long[] oldValues = values;
    boolean[] oldUsed = used;
    int oldSize = size;
    keys = new long[oldKeys.length * 2];
    values = new long[oldKeys.length * 2];
    used = new boolean[oldKeys.length * 2];
    size = 0;
    for (int i = 0; i < oldKeys.length; i++) {
      if (oldUsed[i] && !insert(oldKeys[i], oldValues[i])) {
        keys = oldKeys;
        values = oldValues;
        used = oldUsed;
        size = oldSize;
        spill();
        return;
      }
    }
  }

  /** Moves every entry into {@link #overflow}; the arrays are dropped. */
  private void spill() {
    overflow = new HashMap<>(4 * size);
    for (int i = 0; i < keys.length; i++) {
      if (used[i]) {
        probes++;
        overflow.put(keys[i], values[i]);
      }
    }
    keys = null;
    values = null;
    used = null;
  }

  private int slot(long key, int mask) {
    return (int) fmix64(key ^ seed) & mask;
  }

  /** murmur3's 64-bit finaliser: every input bit affects every output bit. */
  private static long fmix64(long k) {
    k ^= k >>> 33;
    k *= 0xff51afd7ed558ccdL;
    k ^= k >>> 33;
    k *= 0xc4ceb9fe1a85ec53L;
    k ^= k >>> 33;
    return k;
  }
}
