package org.torchtpu.client;

import java.util.Arrays;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.v1.TensorType;

/**
 * PyTorch's shape rules, checked on the client before anything is sent: broadcasting, negative
 * dimension wrap-around, {@code -1} in reshapes, Python slice bounds. Errors are
 * {@link OpTypeException}s whose message starts with the PyTorch op's name.
 */
final class ShapeRules {
  private ShapeRules() {}

  /** The broadcast of two shapes: trailing dims align; each pair must be equal or contain a 1. */
  static long[] broadcastShapes(String op, long[] a, long[] b) {
    int rank = Math.max(a.length, b.length);
    long[] out = new long[rank];
    for (int i = 0; i < rank; i++) {
      int ia = a.length - rank + i;
      int ib = b.length - rank + i;
      long da = ia >= 0 ? a[ia] : 1;
      long db = ib >= 0 ? b[ib] : 1;
      if (da != db && da != 1 && db != 1) {
        throw error(op, "the size of tensor a (" + da + ") must match the size of tensor b (" + db
            + ") at non-singleton dimension " + i + " (shapes " + str(a) + " and " + str(b) + ")");
      }
      out[i] = da == 1 ? db : da;
    }
    return out;
  }

  /** A dimension index in [-rank, rank-1] made non-negative; a scalar accepts -1 and 0 (PyTorch's rule). */
  static int wrapDim(String op, long dim, int rank) {
    int extent = Math.max(rank, 1);
    if (dim < -extent || dim >= extent) {
      throw error(op, "dimension out of range (expected to be in range of [" + (-extent) + ", " + (extent - 1)
          + "], but got " + dim + ")");
    }
    return (int) (dim < 0 ? dim + extent : dim);
  }

  /**
   * The dims a reduction removes, sorted: all of them for an empty list (as PyTorch's
   * {@code dim=[]}), none for a scalar. Repeated dims are an error.
   */
  static int[] reductionDims(String op, int[] dims, int rank) {
    if (dims.length == 0 || rank == 0) {
      for (int d : dims) {
        wrapDim(op, d, rank);
      }
      int[] all = new int[rank];
      for (int i = 0; i < rank; i++) {
        all[i] = i;
      }
      return all;
    }
    boolean[] seen = new boolean[rank];
    for (int d : dims) {
      int w = wrapDim(op, d, rank);
      if (seen[w]) {
        throw error(op, "dim " + w + " appears multiple times in the list of dims");
      }
      seen[w] = true;
    }
    int[] out = new int[dims.length];
    int k = 0;
    for (int i = 0; i < rank; i++) {
      if (seen[i]) {
        out[k++] = i;
      }
    }
    return out;
  }

  /** The shape with {@code dims} removed (keepdim=false) or set to 1 (keepdim=true). */
  static long[] reducedShape(long[] shape, int[] dims, boolean keepdim) {
    boolean[] reduced = mask(shape.length, dims);
    long[] out = new long[keepdim ? shape.length : shape.length - dims.length];
    int k = 0;
    for (int i = 0; i < shape.length; i++) {
      if (!reduced[i]) {
        out[k++] = shape[i];
      } else if (keepdim) {
        out[k++] = 1;
      }
    }
    return out;
  }

  /** The dims of {@code rank} that are not in {@code dims}. */
  static long[] keptDims(int rank, int[] dims) {
    boolean[] reduced = mask(rank, dims);
    long[] out = new long[rank - dims.length];
    int k = 0;
    for (int i = 0; i < rank; i++) {
      if (!reduced[i]) {
        out[k++] = i;
      }
    }
    return out;
  }

  private static boolean[] mask(int rank, int[] dims) {
    boolean[] m = new boolean[rank];
    for (int d : dims) {
      m[d] = true;
    }
    return m;
  }

  /** A reshape target with at most one -1 resolved against {@code from}'s element count. */
  static long[] inferReshape(String op, long[] from, long[] to) {
    long count = numel(from);
    long known = 1;
    int inferred = -1;
    for (int i = 0; i < to.length; i++) {
      if (to[i] == -1) {
        if (inferred >= 0) {
          throw error(op, "only one dimension can be inferred, got shape " + str(to));
        }
        inferred = i;
      } else if (to[i] < 0) {
        throw error(op, "invalid shape dimension " + to[i] + " in " + str(to));
      } else {
        known = Math.multiplyExact(known, to[i]);
      }
    }
    long[] out = to.clone();
    if (inferred >= 0) {
      if (known == 0 || count % known != 0) {
        throw error(op, "shape " + str(to) + " is invalid for input of size " + count);
      }
      out[inferred] = count / known;
    } else if (known != count) {
      throw error(op, "shape " + str(to) + " is invalid for input of size " + count);
    }
    return out;
  }

  /** Python slice bounds on a dim of {@code size}: negatives wrap, then clamp to [0, size]. */
  static long clampSliceBound(long index, long size) {
    long wrapped = index < 0 ? index + size : index;
    return Math.max(0, Math.min(size, wrapped));
  }

  static long numel(long[] shape) {
    long n = 1;
    for (long d : shape) {
      n = Math.multiplyExact(n, d);
    }
    return n;
  }

  /** Whether {@code type}'s dims are {@code shape}, compared in place (every eager op checks this; a copy per check showed). */
  static boolean hasShape(TensorType type, long[] shape) {
    if (type.getDimsCount() != shape.length) {
      return false;
    }
    for (int i = 0; i < shape.length; i++) {
      if (type.getDims(i) != shape[i]) {
        return false;
      }
    }
    return true;
  }

  /** Whether {@code dims} is 0, 1, ..., n-1. */
  static boolean isIdentity(long[] dims) {
    for (int i = 0; i < dims.length; i++) {
      if (dims[i] != i) {
        return false;
      }
    }
    return true;
  }

  static long[] identity(int rank, int offset) {
    long[] out = new long[rank];
    for (int i = 0; i < rank; i++) {
      out[i] = i + offset;
    }
    return out;
  }

  static long[] concat(long[] a, long... b) {
    long[] out = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }

  /** PyTorch's spelling of a shape: {@code [2, 3]}. */
  static String str(long[] shape) {
    return Arrays.toString(shape);
  }

  static OpTypeException error(String op, String message) {
    return new OpTypeException(op + ": " + message);
  }
}
