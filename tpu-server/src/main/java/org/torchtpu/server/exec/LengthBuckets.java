package org.torchtpu.server.exec;

import java.util.ArrayDeque;

/**
 * Arrays kept for reuse, bucketed by their length: what {@link BufferPool} and the fused kernels' tile scratch look
 * up on every kernel output and tile buffer they hand out.
 *
 * <p>Both used a {@code HashMap<Integer, ArrayDeque>}: a boxed key per lookup, and array lengths are mostly multiples
 * of a power of two (2048, 4096, 8192 elements), which HashMap's hash leaves unmixed in the low bits, so they shared a
 * bucket and each lookup walked a chain comparing Integers (12% of a fused Llama step's session thread). Here the
 * lengths are keys of an open-addressing table of primitive ints, spread by a multiplicative hash.
 *
 * @param <T> the array type (float[] or long[])
 */
public final class LengthBuckets<T> {
  private int[] lengths = new int[16];
  private ArrayDeque<T>[] buckets = newBuckets(16);
  /** Per slot: arrays of its length asked for by {@link #request} since the last {@link #trimToRequests}. */
  private int[] requests = new int[16];
  /** Per slot: when an array of its length was last kept ({@link #bucket(int, long)}'s stamp). */
  private long[] keptAt = new long[16];
  private int size;

  @SuppressWarnings("unchecked")
  private static <T> ArrayDeque<T>[] newBuckets(int n) {
    return (ArrayDeque<T>[]) new ArrayDeque<?>[n];
  }

  private static int slot(int length, int mask) {
    return (length * 0x9E3779B9 >>> 16) & mask;
  }

  /** The arrays of {@code length} kept (possibly empty), or null when none of that length ever was. */
  public ArrayDeque<T> get(int length) {
    int mask = lengths.length - 1;
    for (int i = slot(length, mask); ; i = (i + 1) & mask) {
      int l = lengths[i];
      if (l == length) {
        return buckets[i];
      }
      if (l == 0) {
        return null;
      }
    }
  }

  /** The bucket of {@code length} (positive), created empty on first use. */
  public ArrayDeque<T> bucket(int length) {
    int i = index(length); // first: it may grow the table
    return buckets[i];
  }

  /** As {@link #bucket(int)}, stamped {@code when} as the last time an array of {@code length} was kept. */
  public ArrayDeque<T> bucket(int length, long when) {
    int i = index(length);
    keptAt[i] = when;
    return buckets[i];
  }

  /**
   * The length whose bucket holds arrays and was stamped earliest ({@link #bucket(int, long)}); 0 when none holds any.
   * A scan of the table: for a pool that is full.
   */
  int stalest() {
    int found = -1;
    for (int i = 0; i < lengths.length; i++) {
      if (lengths[i] != 0 && !buckets[i].isEmpty() && (found < 0 || keptAt[i] < keptAt[found])) {
        found = i;
      }
    }
    return found < 0 ? 0 : lengths[found];
  }

  /** The stamp of {@code length}'s bucket (0 when it has none). */
  long keptAt(int length) {
    int mask = lengths.length - 1;
    for (int i = slot(length, mask); lengths[i] != 0; i = (i + 1) & mask) {
      if (lengths[i] == length) {
        return keptAt[i];
      }
    }
    return 0;
  }

  /**
   * As {@link #take}, and counts the request towards {@link #trimToRequests}, also when none of {@code length}
   * (positive) is kept.
   */
  public T request(int length) {
    int i = index(length);
    requests[i]++;
    return buckets[i].pollLast();
  }

  /**
   * Drops from each bucket its oldest arrays beyond the number of {@link #request}s of its length since the last trim
   * (all of them for a length nobody asked for), and starts counting afresh. Returns the elements dropped, summed.
   *
   * <p>Why: arrays come back that were not handed out here (a constant a kernel decodes, a slice another kernel
   * allocates); kept without a bound on what is asked, they filled a capacity-bound pool with lengths nobody takes,
   * after which it refused the arrays that are asked for.
   */
  public long trimToRequests() {
    long dropped = 0;
    for (int i = 0; i < lengths.length; i++) {
      if (lengths[i] != 0) {
        ArrayDeque<T> b = buckets[i];
        for (int excess = b.size() - requests[i]; excess > 0; excess--) {
          b.pollFirst();
          dropped += lengths[i];
        }
        requests[i] = 0;
      }
    }
    return dropped;
  }

  /** How many lengths have a bucket (empty or not). */
  public int lengths() {
    return size;
  }

  /**
   * Drops every array and every length's bucket (and request count): lengths nobody asks for again must not keep
   * their slots, which are bounded ({@link BufferPool#MAX_LENGTHS}).
   */
  public void clear() {
    lengths = new int[16];
    buckets = newBuckets(16);
    requests = new int[16];
    keptAt = new long[16];
    size = 0;
  }

  /**
   * Forgets {@code length}'s bucket when it holds no array (a session's pool evicting, whose lengths are not counted
   * for a trim): its slot is free for another length. Without this, a session's pool that had ever kept
   * {@link BufferPool#MAX_LENGTHS} distinct lengths refused every new length for good, though it held none of them.
   */
  public void forgetIfEmpty(int length) {
    int mask = lengths.length - 1;
    int i = slot(length, mask);
    while (lengths[i] != length) {
      if (lengths[i] == 0) {
        return;
      }
      i = (i + 1) & mask;
    }
    if (!buckets[i].isEmpty()) {
      return;
    }
    size--;
    // backward-shift deletion (no tombstones): each later entry of the probe run whose home slot is not cyclically in
    // (i, j] moves into the hole, so every lookup still finds its length before an empty slot
    for (int j = (i + 1) & mask; lengths[j] != 0; j = (j + 1) & mask) {
      int home = slot(lengths[j], mask);
      boolean stays = i <= j ? i < home && home <= j : i < home || home <= j;
      if (!stays) {
        lengths[i] = lengths[j];
        buckets[i] = buckets[j];
        requests[i] = requests[j];
        keptAt[i] = keptAt[j];
        i = j;
      }
    }
    lengths[i] = 0;
    buckets[i] = null;
    requests[i] = 0;
    keptAt[i] = 0;
  }

  /**
   * Forgets every length whose bucket holds no array (a session's pool whose table is full); returns how many. A scan
   * of the table, and a rebuild only when it finds one.
   */
  public int forgetEmpty() {
    int empty = 0;
    for (int i = 0; i < lengths.length; i++) {
      if (lengths[i] != 0 && buckets[i].isEmpty()) {
        empty++;
      }
    }
    if (empty == 0) {
      return 0;
    }
    rehash(lengths.length, true);
    size -= empty;
    return empty;
  }

  /** The slot of {@code length} (positive), its bucket created empty on first use. */
  private int index(int length) {
    if (length <= 0) {
      throw new IllegalArgumentException("array length must be positive to be kept, got " + length);
    }
    int mask = lengths.length - 1;
    for (int i = slot(length, mask); ; i = (i + 1) & mask) {
      int l = lengths[i];
      if (l == length) {
        return i;
      }
      if (l == 0) {
        break;
      }
    }
    if (2 * (size + 1) > lengths.length) {
      grow();
    }
    size++;
    return insert(length, new ArrayDeque<>(), 0, 0);
  }

  /** The most recently kept array of {@code length}, removed from the bucket; null when there is none. */
  public T take(int length) {
    ArrayDeque<T> b = get(length);
    return b == null ? null : b.pollLast();
  }

  private int insert(int length, ArrayDeque<T> b, int requested, long stamp) {
    int mask = lengths.length - 1;
    int i = slot(length, mask);
    while (lengths[i] != 0) {
      i = (i + 1) & mask;
    }
    lengths[i] = length;
    buckets[i] = b;
    requests[i] = requested;
    keptAt[i] = stamp;
    return i;
  }

  private void grow() {
    rehash(lengths.length * 2, false);
  }

  /** The table rebuilt at {@code capacity} slots, without the empty buckets' lengths when {@code dropEmpty}. */
  private void rehash(int capacity, boolean dropEmpty) {
    int[] oldLengths = lengths;
    ArrayDeque<T>[] oldBuckets = buckets;
    int[] oldRequests = requests;
    long[] oldKeptAt = keptAt;
    lengths = new int[capacity];
    buckets = newBuckets(capacity);
    requests = new int[capacity];
    keptAt = new long[capacity];
    for (int i = 0; i < oldLengths.length; i++) {
      if (oldLengths[i] != 0 && !(dropEmpty && oldBuckets[i].isEmpty())) {
        insert(oldLengths[i], oldBuckets[i], oldRequests[i], oldKeptAt[i]);
      }
    }
  }
}
