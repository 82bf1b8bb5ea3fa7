package org.torchtpu.server.compiler;

import java.util.Arrays;

/** A list of primitive longs that grows as it is appended to (no boxed {@code Long} per element). */
final class GrowableLongs {
  private long[] values;
  private int size;

  GrowableLongs(int capacity) {
    values = new long[Math.max(4, capacity)];
  }

  void add(long value) {
    if (size == values.length) {
      values = Arrays.copyOf(values, size * 2);
    }
    values[size++] = value;
  }

  int size() {
    return size;
  }

  void copyTo(long[] target, int offset) {
    System.arraycopy(values, 0, target, offset, size);
  }
}
