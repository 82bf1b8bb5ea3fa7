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
 * A pool is used by one run or session at a time; its methods are synchronized all the same, because a session's
 * pool ({@code SessionStorage}) may be emptied from another thread when its tenant needs the heap it is charged for.
 *
 * <p>The calling thread's pool is looked up on every kernel output allocation: a {@link FastThreadLocal}, an array
 * slot on a session's thread ({@link KernelThreads}); a {@code java.lang.ThreadLocal}'s hashed lookup there was about
 * 5% of the compiled tiny-Llama step's session thread (JFR, twelfth round), its misses included.
 */
public final class BufferPool {
  private static final FastThreadLocal<BufferPool> CURRENT = new FastThreadLocal<>();

  /** Most distinct lengths of each element type a pool keeps buckets for. */
  static final int MAX_LENGTHS = 4096;

  private final long capacityBytes;
  /** Storage smaller than this is left to the GC: not worth a lookup, a charge and a slot. */
  private final long minBytes;
  /** Charged for what the pool holds while it holds it: the storage is still the process's heap. */
  private final KeptHeap.Account account;
  /**
   * Whether takes are counted for {@link #endRun} (a program's pool). A session's pool is never trimmed and looks up
   * without counting, so a length it never held adds no bucket; when full, it evicts what it kept longest ago.
   */
  private final boolean countsRequests;
  private final LengthBuckets<float[]> floats = new LengthBuckets<>();
  private final LengthBuckets<long[]> longs = new LengthBuckets<>();
  private long heldBytes;
  /** Counts gives: the stamp of the bucket an array is kept in, oldest evicted first when a session's pool is full. */
  private long gives;

  /** A pool that holds at most {@code capacityBytes} of storage (what is given beyond that is left to the GC). */
  public BufferPool(long capacityBytes) {
    this(capacityBytes, 0, KeptHeap.UNCHARGED, true);
  }

  /**
   * As {@link #BufferPool(long)}, keeping only storage of at least {@code minBytes}, and charging what it holds to
   * {@code account} (storage the account refuses is left to the GC).
   */
  public BufferPool(long capacityBytes, long minBytes, KeptHeap.Account account) {
    this(capacityBytes, minBytes, account, false);
  }

  private BufferPool(long capacityBytes, long minBytes, KeptHeap.Account account, boolean countsRequests) {
    this.countsRequests = countsRequests;
    this.capacityBytes = capacityBytes;
    this.minBytes = minBytes;
    this.account = account;
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
    return pool == null || n <= 0 || 4L * n < pool.minBytes ? null : pool.takeFloats(n);
  }

  private float[] takeFloats(int n) {
    float[] a;
    synchronized (this) {
      a = countsRequests ? floats.request(n) : floats.take(n);
      if (a == null) {
        return null;
      }
      heldBytes -= 4L * n;
    }
    account.giveBack(4L * n);
    return a;
  }

  /** A long[n] the calling thread's pool holds, as it was given back; null when it holds none. */
  private static long[] pooledLongs(int n) {
    BufferPool pool = CURRENT.get();
    return pool == null || n <= 0 || 8L * n < pool.minBytes ? null : pool.takeLongs(n);
  }

  private long[] takeLongs(int n) {
    long[] a;
    synchronized (this) {
      a = countsRequests ? longs.request(n) : longs.take(n);
      if (a == null) {
        return null;
      }
      heldBytes -= 8L * n;
    }
    account.giveBack(8L * n);
    return a;
  }

  /**
   * Keeps {@code storage} (a float[] or long[] nothing references any more) for a later allocation of its length.
   * The caller guarantees that no live value shares it.
   */
  public void give(Object storage) {
    int length = storage instanceof float[] f ? f.length : storage instanceof long[] l ? l.length : 0;
    long bytes = storage instanceof float[] ? 4L * length : 8L * length;
    if (length == 0 || bytes < minBytes || bytes > capacityBytes) {
      return;
    }
    // charged outside the pool's lock, which is held around nothing but the buckets: a tenant's refusal empties its
    // pools from whichever thread was refused
    if (!account.tryTake(bytes)) {
      return;
    }
    long evicted = 0;
    synchronized (this) {
      LengthBuckets<?> buckets = storage instanceof float[] ? floats : longs;
      // a bounded table too: a client making results of ever new lengths must not grow it without end
      boolean room = buckets.lengths() < MAX_LENGTHS || buckets.get(length) != null
          // a session's pool: lengths whose arrays were all taken free their slots when the table is full (not at
          // each take, where the next give of the length would make its bucket again)
          || !countsRequests && buckets.forgetEmpty() > 0;
      if (room && !countsRequests) {
        evicted = evictStalest(capacityBytes - bytes);
      }
      if (room && heldBytes + bytes <= capacityBytes) {
        gives++;
        if (storage instanceof float[] f) {
          floats.bucket(length, gives).addLast(f);
        } else {
          longs.bucket(length, gives).addLast((long[]) storage);
        }
        heldBytes += bytes;
        bytes = 0;
      }
    }
    account.giveBack(bytes + evicted);
  }

  /**
   * Holding the lock: drops the oldest arrays of the lengths kept longest ago until the pool holds at most {@code
   * limit}; returns the bytes dropped. A session's pool is never trimmed ({@link #endRun} is a program's), so without
   * this, lengths nobody asks for again would fill it, after which it refused everything and recycling stopped while
   * those bytes stayed charged.
   */
  private long evictStalest(long limit) {
    long dropped = 0;
    while (heldBytes > limit) {
      int f = floats.stalest();
      int l = longs.stalest();
      if (f == 0 && l == 0) {
        break;
      }
      long bytes;
      if (l == 0 || f != 0 && floats.keptAt(f) < longs.keptAt(l)) {
        floats.get(f).pollFirst();
        floats.forgetIfEmpty(f); // its slot is free for a new length (the table is bounded: MAX_LENGTHS)
        bytes = 4L * f;
      } else {
        longs.get(l).pollFirst();
        longs.forgetIfEmpty(l);
        bytes = 8L * l;
      }
      heldBytes -= bytes;
      dropped += bytes;
    }
    return dropped;
  }

  /**
   * Drops everything the pool holds (left to the GC), with the lengths it kept, and gives back its charge; returns the
   * bytes dropped.
   */
  public long clear() {
    long dropped;
    synchronized (this) {
      floats.clear();
      longs.clear();
      dropped = heldBytes;
      heldBytes = 0;
    }
    account.giveBack(dropped);
    return dropped;
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
  public synchronized void endRun() {
    heldBytes -= 4L * floats.trimToRequests() + 8L * longs.trimToRequests();
  }

  /** Bytes of storage the pool holds now. */
  public synchronized long heldBytes() {
    return heldBytes;
  }
}
