package org.torchtpu.server.runtime;

import com.google.protobuf.Internal;
import java.util.Arrays;
import java.util.List;
import org.torchtpu.api.v1.Op;

/**
 * When each handle a batch's client dropped ({@code free_after}) is freed: before the batch runs
 * if none of its ops names it, otherwise right after the last op that does. The client drops a
 * handle only once nothing after the drop can use it, so no later op or batch reads it.
 *
 * <p>Freeing all of them after the batch, as the wire allows, let a collection's worth of garbage
 * stay allocated while the whole batch (up to a thousand ops when the client runs ahead of a busy
 * server) allocated its results on top of it: 70 MiB over the SDK's collection budget in a plain
 * training loop.
 */
final class BatchFrees {
  private final DeviceSession session;
  /** The dropped handles, ordered by the index of the op that last names them (-1: none does). */
  private final long[] handles;
  private final int[] lastUse;
  private int freed;

  private BatchFrees(DeviceSession session, long[] handles, int[] lastUse) {
    this.session = session;
    this.handles = handles;
    this.lastUse = lastUse;
  }

  /** Plans the frees of {@code dropped} around {@code ops} and frees at once those no op names. */
  static BatchFrees freeUnnamed(DeviceSession session, List<Op> ops, List<Long> dropped) {
    int n = dropped.size();
    long[] handles = new long[n];
    if (dropped instanceof Internal.LongList primitive) { // a parsed batch's list: get(i) would box each handle
      for (int i = 0; i < n; i++) {
        handles[i] = primitive.getLong(i);
      }
    } else {
      for (int i = 0; i < n; i++) {
        handles[i] = dropped.get(i);
      }
    }
    int[] last = new int[n];
    Arrays.fill(last, -1);
    if (n > 0) {
      // Every operand and result of the batch is looked up among the dropped handles: a table indexed by a hash
      // of the handle, not a binary search of them sorted (which, over a fused chunk's hundreds of drops, was a
      // few percent of the fused Llama step's session thread).
      int[] first = new int[n];
      int[] table = indexTable(handles, first);
      for (int i = 0; i < ops.size(); i++) {
        Op op = ops.get(i);
        for (int k = 0; k < op.getOperandsCount(); k++) { // primitive getters: the list views box each handle
          markUse(op.getOperands(k), i, handles, table, last);
        }
        for (int k = 0; k < op.getResultsCount(); k++) {
          markUse(op.getResults(k), i, handles, table, last);
        }
      }
      for (int i = 0; i < n; i++) {
        last[i] = last[first[i]]; // a handle dropped twice: each copy waits for the ops naming it
      }
    }
    // Ordered by last use, ties by position: one primitive sort of (last use + 1, index) packed
    // into a long (a Strict batch frees hundreds of handles; boxed indices and a comparator cost more).
    long[] order = new long[n];
    for (int i = 0; i < n; i++) {
      order[i] = ((long) (last[i] + 1) << 32) | i;
    }
    Arrays.sort(order);
    long[] ordered = new long[n];
    int[] lastUse = new int[n];
    for (int i = 0; i < n; i++) {
      int at = (int) order[i];
      ordered[i] = handles[at];
      lastUse[i] = last[at];
    }
    BatchFrees frees = new BatchFrees(session, ordered, lastUse);
    frees.afterOp(-1);
    return frees;
  }

  /**
   * An open-addressing table of the positions of {@code handles} (+1; 0 = empty), at most half full. A handle
   * dropped twice in a batch is found at its first position, which {@code first[i]} gives for each position.
   */
  private static int[] indexTable(long[] handles, int[] first) {
    int size = Integer.highestOneBit(Math.max(2, handles.length) * 2 - 1) * 2;
    int[] table = new int[size];
    for (int i = 0; i < handles.length; i++) {
      int at = slot(handles[i], size - 1);
      while (table[at] != 0 && handles[table[at] - 1] != handles[i]) {
        at = (at + 1) & (size - 1);
      }
      if (table[at] == 0) {
        table[at] = i + 1;
      }
      first[i] = table[at] - 1;
    }
    return table;
  }

  private static int slot(long handle, int mask) {
    long h = handle * 0x9E3779B97F4A7C15L;
    return (int) (h >>> 40) & mask;
  }

  private static void markUse(long handle, int op, long[] handles, int[] table, int[] last) {
    int mask = table.length - 1;
    for (int at = slot(handle, mask); table[at] != 0; at = (at + 1) & mask) {
      int i = table[at] - 1;
      if (handles[i] == handle) {
        last[i] = op;
        return;
      }
    }
  }

  /** Op {@code index} of the batch has run: frees the handles it was the last to name. */
  void afterOp(int index) {
    while (freed < handles.length && lastUse[freed] <= index) {
      session.free(handles[freed++]);
    }
  }

  /** The batch is over (run as one fused chunk, or cut short by a failure): frees what is left. */
  void afterBatch() {
    afterOp(Integer.MAX_VALUE);
  }
}
