package org.torchtpu.server.exec;

import io.netty.util.concurrent.FastThreadLocal;
import java.util.Arrays;

/**
 * Storage of dead intermediates, handed out again as the storage of new kernel outputs of the same length.
 *
 * <p>Why: a compiled program allocates every kernel output afresh, and at the sizes of a small transformer
 * (0.5-4 MiB per activation) those are G1 humongous allocations; a forward spent about a fifth of its process CPU
 * in GC threads. A program run ({@code ExecutableProgram.run}) installs its pool on the calling thread for the
 * run ({@link #install}); the kernels' output allocations on that thread ({@link #floats}, {@link #longs}) take an
 * array of the exact length from it, and the run gives back ({@link #give}) the storage of each value whose last
 * reader has run and that nothing else still references. Without an installed pool (eager ops, worker threads)
 * these are plain allocations.
 *
 * <p>An array taken from the pool by {@link #floats} or {@link #longs} is zero-filled, exactly as a fresh one, so a
 * kernel cannot tell the difference: results are bit-identical with and without the pool. Kernels that write every
 * element of their output before reading it take {@link #floatsToOverwrite} / {@link #longsToOverwrite} instead.
 * Not thread-safe: a pool is used by one run at a time.
 *
 * <p>The calling thread's pool is looked up on every kernel output allocation: a {@link FastThreadLocal}, an array
 * slot on a session's thread ({@link KernelThreads}); a {@code java.lang.ThreadLocal}'s hashed lookup there was about
 * 5% of the compiled tiny-Llama step's session thread (JFR, twelfth round), its misses included.
 */
public final class BufferPool {
  private static final FastThreadLocal<BufferPool> CURRENT = new FastThreadLocal<>();

  private final long capacityBytes;
  private final LengthBuckets<float[]> floats = new LengthBuckets<>();
  private final LengthBuckets<long[]> longs = new LengthBuckets<>();
  private long heldBytes;

  /** A pool that holds at most {@code capacityBytes} of storage (what is given beyond that is left to the GC). */
  public BufferPool(long capacityBytes) {
    this.capacityBytes = capacityBytes;
  }

  /** Makes {@code pool} (may be null) the calling thread's pool; returns the one it replaces, to restore after. */
  public static BufferPool install(BufferPool pool) {
    BufferPool previous = CURRENT.get();
    // set, not remove, for null: the thread keeps its entry, so the next get finds it instead of re-creating it
    // (re-creating the entry after each run's remove was 3% of the compiled tiny-Llama step's CPU, JFR)
    CURRENT.set(pool);
    return previous;
  }

  /** A zeroed float[n]: from the calling thread's pool when it holds one of that length, else new. */
  public static float[] floats(int n) {
    float[] a = pooledFloats(n);
    if (a == null) {
      return new float[n];
    }
    Arrays.fill(a, 0f);
    return a;
  }

  /**
   * A float[n] whose contents are arbitrary when it comes from the pool, for a kernel that writes every element
   * before anything reads it (the zero-fill of a reused array was 3-4% of a small transformer forward's CPU).
   */
  public static float[] floatsToOverwrite(int n) {
    float[] a = pooledFloats(n);
    return a == null ? new float[n] : a;
  }

  /** A long[n] whose contents are arbitrary when it comes from the pool (see {@link #floatsToOverwrite}). */
  public static long[] longsToOverwrite(int n) {
    long[] a = pooledLongs(n);
    return a == null ? new long[n] : a;
  }

  /** A zeroed long[n]: from the calling thread's pool when it holds one of that length, else new. */
  public static long[] longs(int n) {
    long[] a = pooledLongs(n);
    if (a == null) {
      return new long[n];
    }
    Arrays.fill(a, 0L);
    return a;
  }

  /** A float[n] the calling thread's pool holds, as it was given back; null when it holds none. */
  private static float[] pooledFloats(int n) {
    BufferPool pool = CURRENT.get();
    float[] a = pool == null || n <= 0 ? null : pool.floats.request(n);
    if (a != null) {
      pool.heldBytes -= 4L * n;
    }
    return a;
  }

  /** A long[n] the calling thread's pool holds, as it was given back; null when it holds none. */
  private static long[] pooledLongs(int n) {
    BufferPool pool = CURRENT.get();
    long[] a = pool == null || n <= 0 ? null : pool.longs.request(n);
    if (a != null) {
      pool.heldBytes -= 8L * n;
    }
    return a;
  }

  /**
   * Keeps {@code storage} (a float[] or long[] nothing references any more) for a later allocation of its length.
   * The caller guarantees that no live value shares it.
   */
  public void give(Object storage) {
    if (storage instanceof float[] f) {
      long bytes = 4L * f.length;
      if (f.length > 0 && heldBytes + bytes <= capacityBytes) {
        floats.bucket(f.length).addLast(f);
        heldBytes += bytes;
      }
    } else if (storage instanceof long[] l) {
      long bytes = 8L * l.length;
      if (l.length > 0 && heldBytes + bytes <= capacityBytes) {
        longs.bucket(l.length).addLast(l);
        heldBytes += bytes;
      }
    }
  }

  /** {@link #give} to the calling thread's pool, if it has one (else the array is left to the GC). */
  public static void giveToCurrent(Object storage) {
    BufferPool pool = CURRENT.get();
    if (pool != null) {
      pool.give(storage);
    }
  }

  /**
   * A run of the pool's program ended: keeps of each length at most as many arrays as that run asked for, so storage
   * of lengths the program does not allocate here (constants its kernels decode, arrays other code made) is left to
   * the GC instead of filling the pool. Such storage came back every call of the tiny-Llama train step (eight float[128]
   * and seven float[1]); after about 4,000 calls the pool held its 16 MiB of them and refused the rest, and each call
   * allocated 1,866 KB instead of 538 KB.
   */
  public void endRun() {
    heldBytes -= 4L * floats.trimToRequests() + 8L * longs.trimToRequests();
  }

  /** Bytes of storage the pool holds now. */
  public long heldBytes() {
    return heldBytes;
  }
}
