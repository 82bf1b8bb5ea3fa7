package org.torchtpu.api.ir;

import java.util.List;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.TensorType;

/** Helpers over tensor types: element counts, sizes and a readable spelling like {@code f32[2,3]}. */
public final class Shapes {
  /**
   * Largest element count the contract allows in one tensor: 2^40, more than any chip's HBM
   * holds, so the HBM capacity is what really limits a tensor. (A server may hold less per
   * tensor; tpu-server says so with RESOURCE_EXHAUSTED.)
   */
  public static final long MAX_ELEMENTS = 1L << 40;

  private Shapes() {}

  public static TensorType type(DType dtype, long... dims) {
    TensorType.Builder b = TensorType.newBuilder().setDtype(dtype);
    for (long d : dims) {
      b.addDims(d);
    }
    return b.build();
  }

  public static TensorType type(DType dtype, List<Long> dims) {
    return TensorType.newBuilder().setDtype(dtype).addAllDims(dims).build();
  }

  /** Element count; throws if a dim is negative or the count exceeds {@link #MAX_ELEMENTS}. */
  public static long numElements(TensorType type) {
    long n = 1;
    for (int i = 0; i < type.getDimsCount(); i++) { // indexed: an iterator per call showed in the server's allocation
      long d = type.getDims(i);
      if (d < 0) {
        throw new OpTypeException("negative dimension " + d + " in " + toString(type));
      }
      if (d != 0 && n > MAX_ELEMENTS / d) {
        throw new OpTypeException("tensor " + toString(type) + " has more than " + MAX_ELEMENTS + " elements");
      }
      n *= d;
    }
    return n;
  }

  /** The product of sizes already checked by a typing rule (a window's or grid's extents). */
  public static long product(long... sizes) {
    long n = 1;
    for (long size : sizes) {
      n *= size;
    }
    return n;
  }

  /**
   * Elements of {@code [start, limit)} taken every {@code stride}: the first and then one per whole stride after it.
   * Spelled without {@code limit - start + stride - 1}, which overflowed for a stride near the top of its type (a
   * stride of 2^63-1 gave 0 elements, and the kernels' int form of 2^31-1 too, where the answer is 1).
   */
  public static long sliceSize(long start, long limit, long stride) {
    return limit <= start ? 0 : (limit - start - 1) / stride + 1;
  }

  public static long byteSize(TensorType type) {
    return numElements(type) * DTypes.byteSize(type.getDtype());
  }

  /**
   * The dims as ints, as arrays hold them.
   *
   * @throws OpTypeException naming the type when a dim is negative or above {@link Integer#MAX_VALUE} (a type with
   *     no elements, {@code f32[0,8589934592]}, passes every element bound and would otherwise overflow here)
   */
  public static int[] dims(TensorType type) {
    int[] d = new int[type.getDimsCount()];
    for (int i = 0; i < d.length; i++) {
      long dim = type.getDims(i);
      if (dim < 0 || dim > Integer.MAX_VALUE) {
        throw new OpTypeException("dimension " + i + " of " + toString(type) + " is " + dim + "; a dimension holds 0 to "
            + Integer.MAX_VALUE);
      }
      d[i] = (int) dim;
    }
    return d;
  }

  /** A list of types as {@code (f32[2,3], s32[])}, as error messages name a signature. */
  public static String toString(java.util.List<TensorType> types) {
    StringBuilder sb = new StringBuilder("(");
    for (TensorType t : types) {
      sb.append(sb.length() > 1 ? ", " : "").append(toString(t));
    }
    return sb.append(')').toString();
  }

  public static String toString(TensorType type) {
    StringBuilder sb = new StringBuilder(DTypes.name(type.getDtype())).append('[');
    for (int i = 0; i < type.getDimsCount(); i++) {
      if (i > 0) {
        sb.append(',');
      }
      sb.append(type.getDims(i));
    }
    return sb.append(']').toString();
  }
}
