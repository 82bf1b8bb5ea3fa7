package org.torchtpu.client;

import static org.torchtpu.client.ShapeRules.error;
import static org.torchtpu.client.ShapeRules.str;

import java.util.Arrays;

/**
 * PyTorch's view operations (reshape, squeeze, expand, transpose, slicing, ...) as single wire
 * ops: the PyTorch arguments (negative dims, {@code -1} sizes, Python slice bounds) are resolved
 * and checked here, on the client, so the op sent is always well formed. Views that need more
 * than one op ({@code select}: slice then reshape) are noted where they are. Tensors are
 * immutable values, so a "view" is simply a new tensor; a view that changes nothing returns
 * its input without sending anything.
 */
final class Views {
  private Views() {}

  static Tensor reshape(Tensor x, long... shape) {
    return WireOps.reshape(x, ShapeRules.inferReshape("reshape", x.shape(), shape));
  }

  /** Merges dims {@code startDim..endDim} into one; a scalar becomes a one-element vector. */
  static Tensor flatten(Tensor x, int startDim, int endDim) {
    long[] shape = x.shape();
    if (shape.length == 0) {
      return WireOps.reshape(x, new long[] {1});
    }
    int start = ShapeRules.wrapDim("flatten", startDim, shape.length);
    int end = ShapeRules.wrapDim("flatten", endDim, shape.length);
    if (start > end) {
      throw error("flatten", "start_dim " + startDim + " cannot come after end_dim " + endDim);
    }
    long merged = ShapeRules.numel(Arrays.copyOfRange(shape, start, end + 1));
    long[] out = new long[shape.length - (end - start)];
    System.arraycopy(shape, 0, out, 0, start);
    out[start] = merged;
    System.arraycopy(shape, end + 1, out, start + 1, shape.length - end - 1);
    return WireOps.reshape(x, out);
  }

  /** Removes every dim of size 1. */
  static Tensor squeeze(Tensor x) {
    return WireOps.reshape(x, Arrays.stream(x.shape()).filter(d -> d != 1).toArray());
  }

  /** Removes {@code dim} if it has size 1; otherwise returns {@code x} unchanged (as PyTorch does). */
  static Tensor squeeze(Tensor x, int dim) {
    long[] shape = x.shape();
    int d = ShapeRules.wrapDim("squeeze", dim, shape.length);
    if (shape.length == 0 || shape[d] != 1) {
      return x;
    }
    long[] out = new long[shape.length - 1];
    System.arraycopy(shape, 0, out, 0, d);
    System.arraycopy(shape, d + 1, out, d, shape.length - d - 1);
    return WireOps.reshape(x, out);
  }

  /** Inserts a dim of size 1 at {@code dim}, which may be anything in [-rank-1, rank]. */
  static Tensor unsqueeze(Tensor x, int dim) {
    long[] shape = x.shape();
    int d = ShapeRules.wrapDim("unsqueeze", dim, shape.length + 1);
    long[] out = new long[shape.length + 1];
    System.arraycopy(shape, 0, out, 0, d);
    out[d] = 1;
    System.arraycopy(shape, d, out, d + 1, shape.length - d);
    return WireOps.reshape(x, out);
  }

  /** Broadcasts size-1 dims (and new leading dims) to {@code sizes}; -1 keeps a dim's size. */
  static Tensor expand(Tensor x, long... sizes) {
    long[] shape = x.shape();
    if (sizes.length < shape.length) {
      throw error("expand", "the number of sizes provided (" + sizes.length + ") must be greater or equal to the "
          + "number of dimensions in the tensor (" + shape.length + ")");
    }
    int offset = sizes.length - shape.length;
    long[] out = new long[sizes.length];
    for (int i = 0; i < sizes.length; i++) {
      long want = sizes[i];
      if (i < offset) {
        if (want < 0) {
          throw error("expand", "the expanded size of the tensor (" + want
              + ") isn't allowed in a leading, non-existing dimension " + i);
        }
        out[i] = want;
        continue;
      }
      long have = shape[i - offset];
      if (want == -1) {
        out[i] = have;
      } else if (want >= 0 && (have == 1 || have == want)) {
        out[i] = want;
      } else {
        throw error("expand", "the expanded size of the tensor (" + want + ") must match the existing size ("
            + have + ") at non-singleton dimension " + i + ". Target sizes: " + str(sizes)
            + ". Tensor sizes: " + str(shape));
      }
    }
    return WireOps.broadcastInDim(x, out, ShapeRules.identity(shape.length, offset));
  }

  static Tensor transpose(Tensor x, int dim0, int dim1) {
    int rank = x.dim();
    int a = ShapeRules.wrapDim("transpose", dim0, rank);
    int b = ShapeRules.wrapDim("transpose", dim1, rank);
    long[] permutation = ShapeRules.identity(rank, 0);
    if (rank > 0) {
      permutation[a] = b;
      permutation[b] = a;
    }
    return WireOps.transpose(x, permutation);
  }

  static Tensor permute(Tensor x, int... dims) {
    int rank = x.dim();
    if (dims.length != rank) {
      throw error("permute", "number of dims don't match: the tensor has " + rank + " dims, the ordering "
          + Arrays.toString(dims) + " has " + dims.length);
    }
    long[] permutation = new long[rank];
    boolean[] seen = new boolean[rank];
    for (int i = 0; i < rank; i++) {
      int d = ShapeRules.wrapDim("permute", dims[i], rank);
      if (seen[d]) {
        throw error("permute", "repeated dim " + d + " in " + Arrays.toString(dims));
      }
      seen[d] = true;
      permutation[i] = d;
    }
    return WireOps.transpose(x, permutation);
  }

  /** Transposes a matrix; vectors and scalars come back unchanged. */
  static Tensor t(Tensor x) {
    if (x.dim() > 2) {
      throw error("t", "expects a tensor with <= 2 dimensions, but self is " + x.dim() + "D");
    }
    return x.dim() < 2 ? x : transpose(x, 0, 1);
  }

  /**
   * {@code x[..., start:end:step, ...]} along {@code dim} with Python's rules: negative bounds
   * count from the end, out-of-range bounds clamp, an empty range gives a size-0 dim.
   */
  static Tensor slice(Tensor x, int dim, long start, long end, long step) {
    long[] shape = x.shape();
    if (shape.length == 0) {
      throw error("slice", "cannot be applied to a 0-dim tensor");
    }
    if (step <= 0) {
      throw error("slice", "step must be positive, got " + step);
    }
    int d = ShapeRules.wrapDim("slice", dim, shape.length);
    long from = ShapeRules.clampSliceBound(start, shape[d]);
    long to = Math.max(from, ShapeRules.clampSliceBound(end, shape[d]));
    return sliceDim(x, d, from, to, step);
  }

  /** {@code length} elements from {@code start} (which may be negative) along {@code dim}. */
  static Tensor narrow(Tensor x, int dim, long start, long length) {
    long[] shape = x.shape();
    if (shape.length == 0) {
      throw error("narrow", "cannot be applied to a 0-dim tensor");
    }
    int d = ShapeRules.wrapDim("narrow", dim, shape.length);
    long size = shape[d];
    if (start < -size || start > size) {
      throw error("narrow", "start out of range (expected to be in range of [" + (-size) + ", " + size
          + "], but got " + start + ")");
    }
    if (length < 0) {
      throw error("narrow", "length must be non-negative, got " + length);
    }
    long from = start < 0 ? start + size : start;
    if (from + length > size) {
      throw error("narrow", "start (" + from + ") + length (" + length + ") exceeds dimension size (" + size + ")");
    }
    return sliceDim(x, d, from, from + length, 1);
  }

  /** Element {@code index} (negative counts from the end) along {@code dim}, which disappears: slice + reshape. */
  static Tensor select(Tensor x, int dim, long index) {
    long[] shape = x.shape();
    if (shape.length == 0) {
      throw error("select", "cannot be applied to a 0-dim tensor");
    }
    int d = ShapeRules.wrapDim("select", dim, shape.length);
    long size = shape[d];
    if (index < -size || index >= size) {
      throw error("select", "index " + index + " out of range for tensor of size " + str(shape)
          + " at dimension " + d);
    }
    long i = index < 0 ? index + size : index;
    Tensor row = sliceDim(x, d, i, i + 1, 1);
    long[] out = new long[shape.length - 1];
    System.arraycopy(shape, 0, out, 0, d);
    System.arraycopy(shape, d + 1, out, d, shape.length - d - 1);
    return WireOps.reshape(row, out);
  }

  private static Tensor sliceDim(Tensor x, int d, long from, long to, long step) {
    long[] shape = x.shape();
    if (from == 0 && to == shape[d] && step == 1) {
      return x;
    }
    long[] start = new long[shape.length];
    long[] limit = shape.clone();
    long[] strides = new long[shape.length];
    Arrays.fill(strides, 1);
    start[d] = from;
    limit[d] = to;
    strides[d] = step;
    return WireOps.slice(x, start, limit, strides);
  }
}
