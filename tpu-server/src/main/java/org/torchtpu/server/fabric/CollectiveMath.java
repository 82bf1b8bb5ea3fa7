package org.torchtpu.server.fabric;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.v1.CollectiveReduction;
import org.torchtpu.api.v1.ConcatenateOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.SliceOp;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.MovementKernels;
import org.torchtpu.server.exec.Numerics;

/**
 * The arithmetic of collectives, on values already gathered from the members of a group.
 * Reductions fold the members' values in group order: float dtypes accumulate in float32 and
 * round to the dtype once at the end, integers wrap to their width at the end (sum and product
 * modulo 2^bits do not depend on when wrapping happens). Every member folds the same values in
 * the same order, so every member gets the same bits.
 */
public final class CollectiveMath {
  private CollectiveMath() {}

  /**
   * Reduces {@code values} (one per member, in group order; same type) elementwise. One pass per further member, each
   * a plain loop of one operation (the reduction is chosen once per pass, not per element), so the JIT vectorises it;
   * the first pass reads the first two members and writes the result, so the first member is not copied first.
   */
  public static DeviceArray reduce(CollectiveReduction reduction, List<DeviceArray> values) {
    return reduce(reduction, values, -1);
  }

  /**
   * As above, the result written into the storage of {@code values.get(writable)} when {@code writable} is 0 or 1 and
   * there are several members (the first pass reads both before it writes an element; later passes read neither
   * again): a value nothing else will read, such as a part decoded for this rank alone. Writing into it spares a new
   * array the size of the result, which costs more than the fold into it (a fresh multi-MiB array is zeroed by the JVM
   * and cold in the cache: summing two 8 MiB parts into one took 1.3-2.6 ms, into one already written 0.55 ms).
   * Any other {@code writable} (-1: none) gets a new array.
   */
  public static DeviceArray reduce(CollectiveReduction reduction, List<DeviceArray> values, int writable) {
    DeviceArray first = values.get(0);
    int n = first.size();
    boolean reuse = values.size() > 1 && (writable == 0 || writable == 1);
    if (first.isFloat()) {
      float[] acc;
      if (values.size() == 1) {
        acc = first.floats().clone();
      } else {
        acc = reuse ? values.get(writable).floats() : new float[n];
        fold(reduction, first.floats(), values.get(1).floats(), acc, n);
        for (int m = 2; m < values.size(); m++) {
          fold(reduction, acc, values.get(m).floats(), acc, n);
        }
      }
      if (reduction == CollectiveReduction.COLLECTIVE_AVG) {
        float count = values.size();
        for (int i = 0; i < n; i++) {
          acc[i] = acc[i] / count;
        }
      }
      Numerics.roundInPlace(first.dtype(), acc);
      return DeviceArray.ofFloats(first.dtype(), first.dims(), acc);
    }
    long[] acc;
    if (values.size() == 1) {
      acc = first.longs().clone();
    } else {
      acc = reuse ? values.get(writable).longs() : new long[n];
      fold(reduction, first.longs(), values.get(1).longs(), acc, n);
      for (int m = 2; m < values.size(); m++) {
        fold(reduction, acc, values.get(m).longs(), acc, n);
      }
    }
    boolean pred = first.dtype() == DType.PRED;
    if (!pred) {
      for (int i = 0; i < n; i++) {
        acc[i] = Numerics.wrap(first.dtype(), acc[i]);
      }
    }
    return DeviceArray.ofLongs(first.dtype(), first.dims(), acc);
  }

  /** {@code out[i] = a[i] (reduction) b[i]} for i below n; {@code out} may be {@code a}. */
  private static void fold(CollectiveReduction r, float[] a, float[] b, float[] out, int n) {
    switch (r) {
      case COLLECTIVE_SUM, COLLECTIVE_AVG -> {
        for (int i = 0; i < n; i++) {
          out[i] = a[i] + b[i];
        }
      }
      case COLLECTIVE_PROD -> {
        for (int i = 0; i < n; i++) {
          out[i] = a[i] * b[i];
        }
      }
      case COLLECTIVE_MAX -> {
        for (int i = 0; i < n; i++) {
          out[i] = Math.max(a[i], b[i]);
        }
      }
      case COLLECTIVE_MIN -> {
        for (int i = 0; i < n; i++) {
          out[i] = Math.min(a[i], b[i]);
        }
      }
      default -> {
        if (n > 0) {
          throw new IllegalArgumentException("reduction " + r);
        }
      }
    }
  }

  /** As the float form, for integer and boolean dtypes (no average). */
  private static void fold(CollectiveReduction r, long[] a, long[] b, long[] out, int n) {
    switch (r) {
      case COLLECTIVE_SUM -> {
        for (int i = 0; i < n; i++) {
          out[i] = a[i] + b[i];
        }
      }
      case COLLECTIVE_PROD -> {
        for (int i = 0; i < n; i++) {
          out[i] = a[i] * b[i];
        }
      }
      case COLLECTIVE_MAX -> {
        for (int i = 0; i < n; i++) {
          out[i] = Math.max(a[i], b[i]);
        }
      }
      case COLLECTIVE_MIN -> {
        for (int i = 0; i < n; i++) {
          out[i] = Math.min(a[i], b[i]);
        }
      }
      default -> {
        if (n > 0) {
          throw new IllegalArgumentException("reduction " + r + " on integers");
        }
      }
    }
  }

  /** {@code x} cut into {@code parts} equal pieces along {@code dimension}. */
  public static List<DeviceArray> split(DeviceArray x, int dimension, int parts) {
    int[] dims = x.dims();
    int piece = dims[dimension] / parts;
    List<DeviceArray> out = new ArrayList<>(parts);
    for (int p = 0; p < parts; p++) {
      SliceOp.Builder slice = SliceOp.newBuilder();
      for (int d = 0; d < dims.length; d++) {
        slice.addStartIndices(d == dimension ? (long) p * piece : 0);
        slice.addLimitIndices(d == dimension ? (long) (p + 1) * piece : dims[d]);
        slice.addStrides(1);
      }
      out.add(MovementKernels.slice(slice.build(), x));
    }
    return out;
  }

  /** The pieces joined along {@code dimension}, in order. */
  public static DeviceArray concatenate(List<DeviceArray> pieces, int dimension) {
    if (pieces.size() == 1) {
      return pieces.get(0);
    }
    return MovementKernels.concatenate(ConcatenateOp.newBuilder().setDimension(dimension).build(), pieces);
  }
}
