package org.torchtpu.server.exec;

import io.netty.util.concurrent.FastThreadLocal;
import org.torchtpu.api.v1.DotGeneralOp;

/**
 * The dot_general geometries a thread built last, by what they depend on: the op's four dim lists and the operands'
 * dims. A compiled program runs the same matmuls on the same shapes call after call, so they find their geometry
 * here instead of rebuilding it (see {@code DotGeometry.of}).
 *
 * <p>The key is a copy of that content in one small int array, never the op message: a client's parsed message may
 * carry megabytes of unknown fields, and a slot outlives the batch whose heap charge paid for it. Keyed on content,
 * ops with equal dim lists share a slot whichever message carries them (a recompiled program's, say). Slots are
 * found by the content's hash and a probe of {@link #PROBE} slots, so two matmuls whose hashes meet both stay.
 * Only small entries are kept ({@link #MAX_SLOT_INTS}): at large shapes building a geometry is noise next to the
 * multiply, and a slot must not hold megabytes of offsets for a program that is gone. Per thread, so no locking: an
 * array slot on a session's thread ({@link KernelThreads}), a hashed ThreadLocal elsewhere.
 */
final class DotGeometryCache {
  /** Slots per thread: four times the matmuls of a small transformer's training step (the tiny Llama's: 57). */
  static final int SLOTS = 256;
  /** Slots looked at from an entry's home slot. */
  static final int PROBE = 4;
  /** Largest entry kept, in ints of its geometry and key together (16 KB). */
  static final int MAX_SLOT_INTS = 4096;
  /**
   * Most ints one thread's entries hold together (1 MB). On a session's thread they are charged to its tenant's heap
   * share ({@link KeptHeap}), so a tenant's sessions (it may hold hundreds) keep what its share allows.
   */
  static final int BUDGET_INTS = 1 << 18;
  /** The key's lists: the op's four dim lists, then the lhs and rhs dims. */
  private static final int LISTS = 6;

  private static final FastThreadLocal<DotGeometryCache> MINE = new FastThreadLocal<>() {
    @Override
    protected DotGeometryCache initialValue() {
      return new DotGeometryCache();
    }
  };

  /** Per slot: each list's length followed by its entries, the lists in {@link #LISTS} order. */
  private final int[][] keys = new int[SLOTS][];
  private final MatmulKernels.DotGeometry[] geometries = new MatmulKernels.DotGeometry[SLOTS];
  /** Ints each slot's entry holds, and all of them together (within {@link #BUDGET_INTS}). */
  private final int[] slotInts = new int[SLOTS];
  private int heldInts;
  /** Which slot of a full probe window the next entry replaces (rotating, so no one entry is always the one). */
  private int nextVictim;
  /** Who pays for the entries: the thread's account when the cache was made (installed at the thread's start). */
  private final KeptHeap.Account account = KeptHeap.current();

  private DotGeometryCache() {}

  static DotGeometryCache mine() {
    return MINE.get();
  }

  /** The geometry kept for an op with these dim lists on these dims, or null; allocates nothing. */
  MatmulKernels.DotGeometry find(DotGeneralOp op, int[] lhs, int[] rhs) {
    int home = hash(op, lhs, rhs);
    for (int i = 0; i < PROBE; i++) {
      int s = (home + i) & (SLOTS - 1);
      if (keys[s] != null && matches(keys[s], op, lhs, rhs)) {
        return geometries[s];
      }
    }
    return null;
  }

  /**
   * Keeps {@code g}, built (and so checked) for op on these dims, when it is small enough: in an empty slot of its
   * probe window, else in place of one of the window's entries.
   */
  void keep(DotGeneralOp op, int[] lhs, int[] rhs, MatmulKernels.DotGeometry g) {
    int keyInts = LISTS;
    for (int list = 0; list < LISTS; list++) {
      keyInts += count(op, lhs, rhs, list);
    }
    int entryInts = g.heldInts() + keyInts;
    if (entryInts > MAX_SLOT_INTS) {
      return;
    }
    int home = hash(op, lhs, rhs);
    int s = -1;
    for (int i = 0; i < PROBE && s < 0; i++) {
      int t = (home + i) & (SLOTS - 1);
      if (keys[t] == null) {
        s = t;
      }
    }
    if (s < 0) {
      s = (home + nextVictim) & (SLOTS - 1);
      nextVictim = (nextVictim + 1) % PROBE;
    }
    if (heldInts - slotInts[s] + entryInts > BUDGET_INTS) {
      return;
    }
    long growth = heldBytes(entryInts) - heldBytes(slotInts[s]);
    if (growth > 0 && !account.tryTake(growth)) {
      return; // the tenant's heap share has no room: build it again next time
    } else if (growth < 0) {
      account.giveBack(-growth);
    }
    keys[s] = key(op, lhs, rhs, keyInts);
    geometries[s] = g;
    heldInts += entryInts - slotInts[s];
    slotInts[s] = entryInts;
  }

  /** Heap charged for an entry of {@code ints} (its arrays' headers and the geometry object counted roughly). */
  static long heldBytes(int ints) {
    return ints == 0 ? 0 : 4L * ints + 128;
  }

  /** Ints held by this thread's entries together (tests). */
  int heldInts() {
    return heldInts;
  }

  private static int[] key(DotGeneralOp op, int[] lhs, int[] rhs, int keyInts) {
    int[] key = new int[keyInts];
    int p = 0;
    for (int list = 0; list < LISTS; list++) {
      int n = count(op, lhs, rhs, list);
      key[p++] = n;
      for (int i = 0; i < n; i++) {
        key[p++] = (int) entry(op, lhs, rhs, list, i); // a built geometry's dim numbers are within the rank
      }
    }
    return key;
  }

  private static boolean matches(int[] key, DotGeneralOp op, int[] lhs, int[] rhs) {
    int p = 0;
    for (int list = 0; list < LISTS; list++) {
      int n = count(op, lhs, rhs, list);
      if (key[p++] != n) {
        return false;
      }
      for (int i = 0; i < n; i++) {
        if (entry(op, lhs, rhs, list, i) != key[p++]) { // compared as longs: a huge dim number matches nothing
          return false;
        }
      }
    }
    return true;
  }

  private static int hash(DotGeneralOp op, int[] lhs, int[] rhs) {
    int h = 1;
    for (int list = 0; list < LISTS; list++) {
      int n = count(op, lhs, rhs, list);
      h = 31 * h + n;
      for (int i = 0; i < n; i++) {
        h = 31 * h + Long.hashCode(entry(op, lhs, rhs, list, i));
      }
    }
    // spread the polynomial hash's low bits (MurmurHash3's 32-bit finaliser)
    h ^= h >>> 16;
    h *= 0x85ebca6b;
    h ^= h >>> 13;
    h *= 0xc2b2ae35;
    return h ^ (h >>> 16);
  }

  /** Length of the key's list number {@code list}, read with the op's primitive getters (no boxing). */
  private static int count(DotGeneralOp op, int[] lhs, int[] rhs, int list) {
    return switch (list) {
      case 0 -> op.getLhsBatchingDimsCount();
      case 1 -> op.getRhsBatchingDimsCount();
      case 2 -> op.getLhsContractingDimsCount();
      case 3 -> op.getRhsContractingDimsCount();
      case 4 -> lhs.length;
      default -> rhs.length;
    };
  }

  private static long entry(DotGeneralOp op, int[] lhs, int[] rhs, int list, int i) {
    return switch (list) {
      case 0 -> op.getLhsBatchingDims(i);
      case 1 -> op.getRhsBatchingDims(i);
      case 2 -> op.getLhsContractingDims(i);
      case 3 -> op.getRhsContractingDims(i);
      case 4 -> lhs[i];
      default -> rhs[i];
    };
  }
}
