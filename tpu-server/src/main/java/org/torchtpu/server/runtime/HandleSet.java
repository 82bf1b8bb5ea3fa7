package org.torchtpu.server.runtime;

import com.google.protobuf.Internal;
import java.util.AbstractSet;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * A read-only set of handles kept as one sorted {@code long[]}: a fused chunk's {@code dead_values}, which the session's
 * thread only asks whether a value is in. A {@code HashSet<Long>} of them took about 50 heap bytes per handle (the box
 * and the table's node) for each byte a handle takes on the wire; this takes 8.
 */
final class HandleSet extends AbstractSet<Long> {
  private final long[] sorted;

  private HandleSet(long[] sorted) {
    this.sorted = sorted;
  }

  /** The handles of {@code list}, read without boxing when it is a parsed message's list. */
  static HandleSet of(List<Long> list) {
    long[] handles = new long[list.size()];
    if (list instanceof Internal.LongList primitive) {
      for (int i = 0; i < handles.length; i++) {
        handles[i] = primitive.getLong(i);
      }
    } else {
      for (int i = 0; i < handles.length; i++) {
        handles[i] = list.get(i);
      }
    }
    Arrays.sort(handles);
    int distinct = 0;
    for (int i = 0; i < handles.length; i++) {
      if (i == 0 || handles[i] != handles[i - 1]) {
        handles[distinct++] = handles[i];
      }
    }
    return new HandleSet(distinct == handles.length ? handles : Arrays.copyOf(handles, distinct));
  }

  boolean containsHandle(long handle) {
    return Arrays.binarySearch(sorted, handle) >= 0;
  }

  @Override
  public boolean contains(Object o) {
    return o instanceof Long handle && containsHandle(handle);
  }

  @Override
  public int size() {
    return sorted.length;
  }

  @Override
  public Iterator<Long> iterator() {
    return new Iterator<>() {
      private int next;

      @Override
      public boolean hasNext() {
        return next < sorted.length;
      }

      @Override
      public Long next() {
        if (next >= sorted.length) {
          throw new NoSuchElementException();
        }
        return sorted[next++];
      }
    };
  }
}
