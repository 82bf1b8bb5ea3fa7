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
    if (length <= 0) {
      throw new IllegalArgumentException("array length must be positive to be kept, got " + length);
    }
    ArrayDeque<T> b = get(length);
    if (b != null) {
      return b;
    }
    if (2 * (size + 1) > lengths.length) {
      grow();
    }
    b = new ArrayDeque<>();
    insert(length, b);
    size++;
    return b;
  }

  /** The most recently kept array of {@code length}, removed from the bucket; null when there is none. */
  public T take(int length) {
    ArrayDeque<T> b = get(length);
    return b == null ? null : b.pollLast();
  }

  private void insert(int length, ArrayDeque<T> b) {
    int mask = lengths.length - 1;
    int i = slot(length, mask);
    while (lengths[i] != 0) {
      i = (i + 1) & mask;
    }
    lengths[i] = length;
    buckets[i] = b;
  }

  private void grow() {
    int[] oldLengths = lengths;
    ArrayDeque<T>[] oldBuckets = buckets;
    lengths = new int[oldLengths.length * 2];
    buckets = newBuckets(oldLengths.length * 2);
    for (int i = 0; i < oldLengths.length; i++) {
      if (oldLengths[i] != 0) {
        insert(oldLengths[i], oldBuckets[i]);
      }
    }
  }
}
