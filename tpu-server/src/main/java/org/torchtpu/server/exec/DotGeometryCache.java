package org.torchtpu.server.exec;

import io.netty.util.concurrent.FastThreadLocal;
import java.util.Arrays;
import org.torchtpu.api.v1.DotGeneralOp;

/**
 * The dot_general geometries a thread built last, by op and operand dims: a compiled program runs the same op
 * messages on the same shapes call after call, so its matmuls find their geometry here instead of rebuilding it
 * (see {@code DotGeometry.of}). Direct-mapped on the op's identity; a slot holds the last geometry that hashed to
 * it. Only small geometries are kept ({@link #MAX_TABLE_INTS}): at large shapes building one is noise next to the
 * multiply, and a slot must not hold megabytes of offsets for a program that is gone. Per thread, so no locking: an
 * array slot on a session's thread ({@link KernelThreads}), a hashed ThreadLocal elsewhere.
 */
final class DotGeometryCache {
  /** Slots per thread: more than the matmuls of a small transformer's training step (the tiny Llama's: 57). */
  static final int SLOTS = 256;
  /** Largest geometry kept, in offset-table ints (16 KB). */
  static final int MAX_TABLE_INTS = 4096;

  private static final FastThreadLocal<DotGeometryCache> MINE = new FastThreadLocal<>() {
    @Override
    protected DotGeometryCache initialValue() {
      return new DotGeometryCache();
    }
  };

  private final DotGeneralOp[] ops = new DotGeneralOp[SLOTS];
  private final int[][] lhsDims = new int[SLOTS][];
  private final int[][] rhsDims = new int[SLOTS][];
  private final MatmulKernels.DotGeometry[] geometries = new MatmulKernels.DotGeometry[SLOTS];

  private DotGeometryCache() {}

  static DotGeometryCache mine() {
    return MINE.get();
  }

  /** The geometry kept for this very op on these dims, or null. */
  MatmulKernels.DotGeometry find(DotGeneralOp op, int[] lhs, int[] rhs) {
    int s = slot(op);
    return ops[s] == op && Arrays.equals(lhsDims[s], lhs) && Arrays.equals(rhsDims[s], rhs) ? geometries[s] : null;
  }

  /** Keeps {@code g}, built for op on these dims, in op's slot when it is small enough. */
  void keep(DotGeneralOp op, int[] lhs, int[] rhs, MatmulKernels.DotGeometry g) {
    if (g.tableInts() > MAX_TABLE_INTS) {
      return;
    }
    int s = slot(op);
    ops[s] = op;
    lhsDims[s] = lhs.clone(); // an operand's dims array is its own, but copied so no caller can change a key
    rhsDims[s] = rhs.clone();
    geometries[s] = g;
  }

  private static int slot(DotGeneralOp op) {
    int h = System.identityHashCode(op);
    return (h ^ (h >>> 16)) & (SLOTS - 1);
  }
}
