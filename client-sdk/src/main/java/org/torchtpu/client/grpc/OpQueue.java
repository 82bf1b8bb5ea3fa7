package org.torchtpu.client.grpc;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.SourceLocation;

/**
 * The ops and frees a stream transport holds before sending them, and how they are cut into
 * batches under a {@link BatchPolicy}. Pure bookkeeping with the time passed in, so the batching
 * rules are testable without threads; the transport's lock guards it.
 *
 * <p>Frees: a dropped handle is freed after the batch holding the last op submitted before the
 * drop, so ops already queued that read it still see it. Dead values (DeferAndFuse only): a
 * dropped handle that is a result of an op in the batch being cut, and whose last use is in that
 * batch too, is listed in {@code dead_values}, so the fused kernel need not write it to memory
 * at all; it is also in {@code free_after}, so a server that materialises it anyway frees it.
 */
final class OpQueue {
  /**
   * Frees one batch carries at most; the rest go with the next batches. A collection that finds a million dropped
   * tensors (a Strict chain of 200,000 ops between collections, EagerModesBenchmark) made one batch of 780,000 frees,
   * 3.1 MB of handles: the server refuses a message with more than 1 MiB besides constant data before parsing it, and
   * more than 2^18 frees in a batch (RESOURCE_EXHAUSTED, INVALID_ARGUMENT). 2^16 handles are at most 640 KiB even as
   * 10-byte varints, next to the batch's ops.
   */
  static final int MAX_FREES_PER_BATCH = 1 << 16;

  private final BatchPolicy policy;
  private final List<Op> ops = new ArrayList<>();
  /** The source line of each queued op (kept beside it: a batch sends each distinct line once). */
  private final List<SourceLocation> locations = new ArrayList<>();
  /** Cutting a batch: each distinct line's 1-based index in the batch's table (reused, cleared per cut). */
  private final Map<SourceLocation, Integer> lineIndex = new IdentityHashMap<>();
  /** Sequence number of ops[0] (or of the next op when empty). */
  private long firstSequence;
  private long lastSubmitted;
  /** When the oldest queued op arrived (or when the last cut left ops behind). */
  private long oldestAtNanos;
  /** When the newest queued op arrived. */
  private long newestAtNanos;
  /** Dropped handles in drop order, each with the last sequence submitted before its drop. */
  private final Longs dropped = new Longs();
  private final Longs droppedAfter = new Longs();
  /** 1 where the drop may make the value dead in a chunk (explicit and scope frees), 0 for GC releases. */
  private final Longs deadEligible = new Longs();

  OpQueue(BatchPolicy policy, long lastSequence) {
    this.policy = policy;
    this.lastSubmitted = lastSequence;
    this.firstSequence = lastSequence + 1;
  }

  /** Queues the op with sequence number {@code sequence} (the next after the last one); its line is its own field. */
  void add(Op op, long sequence, long nowNanos) {
    add(op, SourceLocation.getDefaultInstance(), sequence, nowNanos);
  }

  /** Queues the op with sequence number {@code sequence}, issued at {@code location}. */
  void add(Op op, SourceLocation location, long sequence, long nowNanos) {
    if (ops.isEmpty()) {
      firstSequence = sequence;
      oldestAtNanos = nowNanos;
    } else if (sequence != lastSubmitted + 1) {
      throw new IllegalStateException("op #" + sequence + " queued after #" + lastSubmitted);
    }
    ops.add(op);
    locations.add(location);
    newestAtNanos = nowNanos;
    lastSubmitted = sequence;
  }

  /**
   * The client will not use {@code handle} again after the ops submitted so far.
   *
   * @param mayBeDead whether the value may be declared dead in a chunk (false for handles the
   *     garbage collector released, whose timing must not change a chunk's structure)
   */
  void drop(long handle, boolean mayBeDead) {
    dropped.add(handle);
    droppedAfter.add(lastSubmitted);
    deadEligible.add(mayBeDead ? 1 : 0);
  }

  int size() {
    return ops.size();
  }

  boolean isEmpty() {
    return ops.isEmpty();
  }

  boolean hasDropped() {
    return dropped.size() > 0;
  }

  long lastSubmitted() {
    return lastSubmitted;
  }

  /**
   * Nanoseconds until the policy wants the next batch cut (0: now), counting only the size and
   * time thresholds (the oldest op's age, the quiet time since the newest); callers cut at once
   * on a flush request. Meaningless when nothing is queued.
   */
  long nanosUntilDue(long nowNanos) {
    if (ops.size() >= policy.maxOps()) {
      return 0;
    }
    long untilLinger = policy.lingerNanos() - (nowNanos - oldestAtNanos);
    long untilQuiet = policy.quietNanos() - (nowNanos - newestAtNanos);
    return Math.max(0, Math.min(untilLinger, untilQuiet));
  }

  /**
   * Cuts the next batch: the first {@code maxOps} queued ops (possibly none, to carry frees),
   * the frees they cover, and for DeferAndFuse the dead values among their results.
   */
  OpBatch cut(long nowNanos) {
    return cutBuilder(nowNanos).build();
  }

  /** As {@link #cut}, for a caller that adds to the batch (its reads). */
  OpBatch.Builder cutBuilder(long nowNanos) {
    int n = Math.min(policy.maxOps(), ops.size());
    OpBatch.Builder b = OpBatch.newBuilder().setFirstSequence(n > 0 ? firstSequence : lastSubmitted + 1);
    List<Op> head = ops.subList(0, n);
    b.addAllOps(head);
    addLines(b, locations.subList(0, n));
    long batchFirst = firstSequence;
    long batchLast = firstSequence + n - 1;
    // A handle may be freed once every op submitted before it was dropped is in this batch or earlier.
    int frees = 0;
    while (frees < dropped.size() && frees < MAX_FREES_PER_BATCH && droppedAfter.get(frees) <= batchLast) {
      frees++;
    }
    long[] defined = policy.deferAndFuse() && n > 0 ? resultsOf(head) : null;
    for (int i = 0; i < frees; i++) {
      long handle = dropped.get(i);
      b.addFreeAfter(handle);
      // Dropped after an op of this batch and defined by one: nothing after the batch reads it.
      if (defined != null && deadEligible.get(i) == 1 && droppedAfter.get(i) >= batchFirst
          && Arrays.binarySearch(defined, handle) >= 0) {
        b.addDeadValues(handle);
      }
    }
    dropped.removeFirst(frees);
    droppedAfter.removeFirst(frees);
    deadEligible.removeFirst(frees);
    head.clear();
    locations.subList(0, n).clear();
    firstSequence += n;
    if (!ops.isEmpty()) {
      oldestAtNanos = nowNanos; // what is left waits for company afresh
      newestAtNanos = nowNanos;
    }
    if (policy.deferAndFuse()) {
      b.setDeferAndFuse(true);
    }
    return b;
  }

  /** The stream failed: queued ops are never sent (the server would skip them anyway). */
  void abandonQueued() {
    ops.clear();
    locations.clear();
    firstSequence = lastSubmitted + 1;
  }

  /**
   * The batch's table of lines: each distinct line once, each op naming its line by index
   * ({@link org.torchtpu.api.wire.BatchLocations}). Lines are told apart by identity: the SDK
   * reuses one {@link SourceLocation} per call site, and an equal line twice in the table is
   * merely sent twice. Ops without a line name none (0), as does a batch whose ops have none.
   */
  private void addLines(OpBatch.Builder b, List<SourceLocation> lines) {
    boolean any = false;
    for (SourceLocation line : lines) {
      if (line != SourceLocation.getDefaultInstance()) {
        any = true;
        break;
      }
    }
    if (!any) {
      return;
    }
    for (SourceLocation line : lines) {
      if (line == SourceLocation.getDefaultInstance()) {
        b.addOpLocations(0);
        continue;
      }
      Integer index = lineIndex.get(line);
      if (index == null) {
        b.addLocations(line);
        index = b.getLocationsCount();
        lineIndex.put(line, index);
      }
      b.addOpLocations(index);
    }
    lineIndex.clear();
  }

  private static long[] resultsOf(List<Op> batch) {
    int count = 0;
    for (Op op : batch) {
      count += op.getResultsCount();
    }
    long[] out = new long[count];
    int k = 0;
    for (Op op : batch) {
      for (int i = 0; i < op.getResultsCount(); i++) {
        out[k++] = op.getResults(i);
      }
    }
    Arrays.sort(out);
    return out;
  }

  /** A growable list of longs that is consumed from the front. */
  private static final class Longs {
    private long[] values = new long[16];
    private int head;
    private int tail;

    void add(long v) {
      if (tail == values.length) {
        int live = tail - head;
        if (live * 2 > values.length) {
          values = Arrays.copyOfRange(values, head, head + Math.max(16, live * 2));
        } else {
          System.arraycopy(values, head, values, 0, live);
        }
        head = 0;
        tail = live;
      }
      values[tail++] = v;
    }

    long get(int i) {
      return values[head + i];
    }

    int size() {
      return tail - head;
    }

    void removeFirst(int n) {
      head += n;
      if (head == tail) {
        head = 0;
        tail = 0;
      }
    }
  }
}
