package org.torchtpu.server.exec;

import java.util.Random;
import org.torchtpu.api.v1.DType;

/** Compact constructors for device arrays in kernel tests. */
final class TestArrays {
  private TestArrays() {}

  static int[] dims(int... dims) {
    return dims;
  }

  /** A float array of dtype; values are rounded into the dtype first. */
  static DeviceArray floats(DType dtype, int[] dims, float... values) {
    float[] data = values.clone();
    Numerics.roundInPlace(dtype, data);
    return DeviceArray.ofFloats(dtype, dims, data);
  }

  static DeviceArray f32(int[] dims, float... values) {
    return floats(DType.F32, dims, values);
  }

  static DeviceArray f32(float... values) {
    return f32(new int[] {values.length}, values);
  }

  static DeviceArray bf16(float... values) {
    return floats(DType.BF16, new int[] {values.length}, values);
  }

  static DeviceArray f16(float... values) {
    return floats(DType.F16, new int[] {values.length}, values);
  }

  /** An integer array of dtype; values are wrapped into the dtype first. */
  static DeviceArray longs(DType dtype, int[] dims, long... values) {
    long[] data = new long[values.length];
    for (int i = 0; i < data.length; i++) {
      data[i] = Numerics.wrap(dtype, values[i]);
    }
    return DeviceArray.ofLongs(dtype, dims, data);
  }

  static DeviceArray longs(DType dtype, long... values) {
    return longs(dtype, new int[] {values.length}, values);
  }

  static DeviceArray pred(boolean... values) {
    long[] data = new long[values.length];
    for (int i = 0; i < data.length; i++) {
      data[i] = values[i] ? 1 : 0;
    }
    return DeviceArray.ofLongs(DType.PRED, new int[] {values.length}, data);
  }

  static DeviceArray scalarPred(boolean value) {
    return DeviceArray.ofLongs(DType.PRED, new int[0], new long[] {value ? 1 : 0});
  }

  /** Uniform values in [-1, 1) rounded into dtype. */
  static DeviceArray random(DType dtype, int[] dims, long seed) {
    Random random = new Random(seed);
    int n = 1;
    for (int d : dims) {
      n *= d;
    }
    float[] data = new float[n];
    for (int i = 0; i < n; i++) {
      data[i] = random.nextFloat() * 2 - 1;
    }
    Numerics.roundInPlace(dtype, data);
    return DeviceArray.ofFloats(dtype, dims, data);
  }

  /** Row-major strides of dims. */
  static int[] strides(int[] dims) {
    int[] s = new int[dims.length];
    int stride = 1;
    for (int d = dims.length - 1; d >= 0; d--) {
      s[d] = stride;
      stride *= dims[d];
    }
    return s;
  }

  /** The multi-index of linear index i in row-major dims. */
  static int[] unravel(int i, int[] dims) {
    int[] index = new int[dims.length];
    for (int d = dims.length - 1; d >= 0; d--) {
      index[d] = dims[d] == 0 ? 0 : i % dims[d];
      i = dims[d] == 0 ? 0 : i / dims[d];
    }
    return index;
  }
}
