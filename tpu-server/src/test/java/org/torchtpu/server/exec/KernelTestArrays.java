package org.torchtpu.server.exec;

import java.util.Random;
import java.util.function.Consumer;
import org.torchtpu.api.v1.DType;

/** Small builders and naive index helpers shared by the kernel tests. */
final class KernelTestArrays {
  private KernelTestArrays() {}

  static int[] dims(int... d) {
    return d;
  }

  static DeviceArray f32(int[] dims, float... values) {
    return DeviceArray.ofFloats(DType.F32, dims, values);
  }

  static DeviceArray bf16(int[] dims, float... values) {
    float[] v = values.clone();
    Numerics.roundInPlace(DType.BF16, v);
    return DeviceArray.ofFloats(DType.BF16, dims, v);
  }

  static DeviceArray s32(int[] dims, long... values) {
    return DeviceArray.ofLongs(DType.S32, dims, values);
  }

  static DeviceArray s64(int[] dims, long... values) {
    return DeviceArray.ofLongs(DType.S64, dims, values);
  }

  static DeviceArray scalarS32(long v) {
    return s32(dims(), v);
  }

  /** f32 array whose element i is i (exact for the sizes used in tests). */
  static DeviceArray iotaF32(int... dims) {
    float[] v = new float[StridedCopy.numElements(dims)];
    for (int i = 0; i < v.length; i++) {
      v[i] = i;
    }
    return f32(dims, v);
  }

  /** s64 array whose element i is i. */
  static DeviceArray iotaS64(int... dims) {
    long[] v = new long[StridedCopy.numElements(dims)];
    for (int i = 0; i < v.length; i++) {
      v[i] = i;
    }
    return s64(dims, v);
  }

  static DeviceArray randomF32(Random rnd, int... dims) {
    float[] v = new float[StridedCopy.numElements(dims)];
    for (int i = 0; i < v.length; i++) {
      v[i] = (float) rnd.nextGaussian();
    }
    return f32(dims, v);
  }

  static DeviceArray randomIndices(Random rnd, int bound, int... dims) {
    long[] v = new long[StridedCopy.numElements(dims)];
    for (int i = 0; i < v.length; i++) {
      v[i] = rnd.nextInt(bound);
    }
    return s32(dims, v);
  }

  /** Calls {@code body} with every index of {@code dims} in row-major order (the array is reused). */
  static void forEachIndex(int[] dims, Consumer<int[]> body) {
    for (int d : dims) {
      if (d == 0) {
        return;
      }
    }
    int[] index = new int[dims.length];
    while (true) {
      body.accept(index);
      int k = dims.length - 1;
      while (k >= 0 && ++index[k] == dims[k]) {
        index[k] = 0;
        k--;
      }
      if (k < 0) {
        return;
      }
    }
  }

  static int linear(int[] dims, int[] index) {
    int at = 0;
    for (int i = 0; i < dims.length; i++) {
      at = at * dims[i] + index[i];
    }
    return at;
  }

  static double[] values(DeviceArray a) {
    double[] out = new double[a.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = a.getDouble(i);
    }
    return out;
  }
}
