package org.torchtpu.server.fusion;

import io.netty.util.concurrent.FastThreadLocal;
import java.util.ArrayDeque;
import java.util.Arrays;
import org.torchtpu.server.exec.KeptHeap;
import org.torchtpu.server.exec.LengthBuckets;

/**
 * Per-thread scratch arrays of fused kernels (tile buffers, expanded scalars, reduce blocks), kept from one kernel to
 * the next: a transformer forward runs about a hundred fused kernels, and allocating each one's tile buffers afresh
 * per thread was most of what a compiled program still allocated once kernel outputs were recycled. Arrays from
 * {@link #takeFloats} and {@link #takeLongs} come back zero-filled (as new ones), so a kernel cannot tell a reused
 * buffer from a fresh one; a caller that writes every element before reading it takes {@link #floatsToOverwrite} /
 * {@link #longsToOverwrite}. Each thread holds at most {@link #MAX_BYTES}; what is given beyond that is left to the
 * GC.
 */
final class TileScratch {
  static final long MAX_BYTES = 2L << 20;

  /** An array slot on a session's thread ({@code exec.KernelThreads}); a hashed ThreadLocal elsewhere. */
  private static final FastThreadLocal<TileScratch> MINE = new FastThreadLocal<>() {
    @Override
    protected TileScratch initialValue() {
      return new TileScratch();
    }
  };

  private final LengthBuckets<float[]> floats = new LengthBuckets<>();
  private final LengthBuckets<long[]> longs = new LengthBuckets<>();
  private long heldBytes;
  /**
   * Whether {@link #MAX_BYTES} were charged to the thread's {@link KeptHeap} account (its session's tenant), once, at
   * the first array kept, and given back when the session's thread stops: a tenant's hundreds of sessions kept up to
   * 2 MB each outside its heap share. Charged whole so the account (a lock and two counters) is asked once per thread,
   * not per tile given back; when the share is full then, this thread keeps nothing.
   */
  private boolean paidFor;
  private boolean asked;
  private final KeptHeap.Account account = KeptHeap.current();

  private TileScratch() {}

  /**
   * This thread's scratch. A worker looks it up once and takes all its buffers from it: a lookup per buffer was 8-12%
   * of the compiled tiny-Llama step's session thread (JFR), ThreadLocal probing included.
   */
  static TileScratch mine() {
    return MINE.get();
  }

  /** A zeroed float[n], reused when this thread gave one back. Only on the thread that owns this scratch. */
  float[] takeFloats(int n) {
    float[] a = floatsToOverwrite(n);
    Arrays.fill(a, 0f);
    return a;
  }

  /** A zeroed long[n], reused when this thread gave one back. Only on the thread that owns this scratch. */
  long[] takeLongs(int n) {
    long[] a = longsToOverwrite(n);
    Arrays.fill(a, 0L);
    return a;
  }

  /** A float[n] with arbitrary contents when reused, for a caller that writes each element before reading it. */
  float[] floatsToOverwrite(int n) {
    ArrayDeque<float[]> q = floats.get(n);
    float[] a = q == null ? null : q.pollLast();
    if (a == null) {
      return new float[n];
    }
    heldBytes -= 4L * n;
    return a;
  }

  /** A long[n] with arbitrary contents when reused (see {@link #floatsToOverwrite}). */
  long[] longsToOverwrite(int n) {
    ArrayDeque<long[]> q = longs.get(n);
    long[] a = q == null ? null : q.pollLast();
    if (a == null) {
      return new long[n];
    }
    heldBytes -= 8L * n;
    return a;
  }

  /** Gives back a float[] or long[] the caller no longer uses (null is ignored). Only on the owning thread. */
  void giveBack(Object array) {
    if (array instanceof float[] f && f.length > 0 && heldBytes + 4L * f.length <= MAX_BYTES
        && charged(heldBytes + 4L * f.length)) {
      floats.bucket(f.length).addLast(f);
      heldBytes += 4L * f.length;
    } else if (array instanceof long[] l && l.length > 0 && heldBytes + 8L * l.length <= MAX_BYTES
        && charged(heldBytes + 8L * l.length)) {
      longs.bucket(l.length).addLast(l);
      heldBytes += 8L * l.length;
    }
  }

  /** Whether {@code held} bytes may be kept: the first keep charges {@link #MAX_BYTES}; refused, none is kept again. */
  private boolean charged(long held) {
    if (!asked) {
      asked = true; // refused: left to the GC from now on, the account not asked again
      paidFor = account.tryTake(MAX_BYTES);
    }
    return paidFor && held <= MAX_BYTES;
  }
}
