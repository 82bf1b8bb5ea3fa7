package org.torchtpu.server.fusion;

import java.util.ArrayDeque;
import java.util.Arrays;
import org.torchtpu.server.exec.LengthBuckets;

/**
 * Per-thread scratch arrays of fused kernels (tile buffers, expanded scalars, reduce blocks), kept from one kernel to
 * the next: a transformer forward runs about a hundred fused kernels, and allocating each one's tile buffers afresh
 * per thread was most of what a compiled program still allocated once kernel outputs were recycled. Arrays come back
 * zero-filled (as new ones), so a kernel cannot tell a reused buffer from a fresh one. Each thread holds at most
 * {@link #MAX_BYTES}; what is given beyond that is left to the GC.
 */
final class TileScratch {
  static final long MAX_BYTES = 2L << 20;

  private static final ThreadLocal<TileScratch> MINE = ThreadLocal.withInitial(TileScratch::new);

  private final LengthBuckets<float[]> floats = new LengthBuckets<>();
  private final LengthBuckets<long[]> longs = new LengthBuckets<>();
  private long heldBytes;

  private TileScratch() {}

  /** A zeroed float[n], reused when this thread gave one back. */
  static float[] floats(int n) {
    TileScratch s = MINE.get();
    ArrayDeque<float[]> q = s.floats.get(n);
    float[] a = q == null ? null : q.pollLast();
    if (a == null) {
      return new float[n];
    }
    s.heldBytes -= 4L * n;
    Arrays.fill(a, 0f);
    return a;
  }

  /** A zeroed long[n], reused when this thread gave one back. */
  static long[] longs(int n) {
    TileScratch s = MINE.get();
    ArrayDeque<long[]> q = s.longs.get(n);
    long[] a = q == null ? null : q.pollLast();
    if (a == null) {
      return new long[n];
    }
    s.heldBytes -= 8L * n;
    Arrays.fill(a, 0L);
    return a;
  }

  /** Gives back a float[] or long[] the caller no longer uses (null is ignored). */
  static void give(Object array) {
    TileScratch s = MINE.get();
    if (array instanceof float[] f && f.length > 0 && s.heldBytes + 4L * f.length <= MAX_BYTES) {
      s.floats.bucket(f.length).addLast(f);
      s.heldBytes += 4L * f.length;
    } else if (array instanceof long[] l && l.length > 0 && s.heldBytes + 8L * l.length <= MAX_BYTES) {
      s.longs.bucket(l.length).addLast(l);
      s.heldBytes += 8L * l.length;
    }
  }
}
