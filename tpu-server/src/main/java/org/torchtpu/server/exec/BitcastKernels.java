package org.torchtpu.server.exec;

import org.torchtpu.api.v1.BitcastConvertOp;
import org.torchtpu.api.v1.DType;

/**
 * bitcast_convert among the 32-bit types (u32, s32, f32): the element's 32 bits read as the target type. JAX's
 * PRNG turns random u32 bits into floats this way ((bits >> 9) | 0x3f800000 read as f32, in [1, 2)).
 */
final class BitcastKernels {
  private BitcastKernels() {}

  static DeviceArray bitcast(BitcastConvertOp op, DeviceArray x) {
    DType to = op.getDtype();
    int n = x.size();
    int[] bits = new int[n];
    if (x.isFloat()) {
      float[] in = x.floats();
      for (int i = 0; i < n; i++) {
        bits[i] = Float.floatToRawIntBits(in[i]);
      }
    } else {
      long[] in = x.longs();
      for (int i = 0; i < n; i++) {
        bits[i] = (int) in[i];
      }
    }
    if (to == DType.F32) {
      float[] out = new float[n];
      for (int i = 0; i < n; i++) {
        out[i] = Float.intBitsToFloat(bits[i]);
      }
      return DeviceArray.ofFloats(to, x.dims(), out);
    }
    long[] out = new long[n];
    for (int i = 0; i < n; i++) {
      out[i] = to == DType.U32 ? bits[i] & 0xffffffffL : bits[i];
    }
    return DeviceArray.ofLongs(to, x.dims(), out);
  }
}
