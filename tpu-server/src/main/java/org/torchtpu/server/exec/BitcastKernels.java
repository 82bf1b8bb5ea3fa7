package org.torchtpu.server.exec;

import java.util.Arrays;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.Float8Format;
import org.torchtpu.api.v1.BitcastConvertOp;
import org.torchtpu.api.v1.DType;

/**
 * bitcast_convert among the 32-bit types (u32, s32, f32) and the 64-bit ones (u64, s64): the element's bits read as
 * the target type. JAX's PRNG turns random u32 bits into floats this way ((bits >> 9) | 0x3f800000 read as f32, in
 * [1, 2)), and its rbg keys (u32[4]) become the u64[2] state of rng_bit_generator. Between widths, as StableHLO
 * says: a 64-bit element is the two 32-bit elements of a last dimension of 2, the first one its low half (the
 * little-endian layout XLA:CPU reads). The one-byte types (s8, u8, the float8 types) reinterpret each other.
 */
final class BitcastKernels {
  private BitcastKernels() {}

  static DeviceArray bitcast(BitcastConvertOp op, DeviceArray x) {
    DType to = op.getDtype();
    if (DTypes.byteSize(to) == 1) {
      return bytes(to, x);
    }
    boolean from64 = is64(x.dtype());
    if (from64 && is64(to)) {
      return DeviceArray.ofLongs(to, x.dims(), x.longs().clone());
    }
    if (from64) {
      long[] in = x.longs();
      int[] words = new int[2 * in.length];
      for (int i = 0; i < in.length; i++) {
        words[2 * i] = (int) in[i];
        words[2 * i + 1] = (int) (in[i] >>> 32);
      }
      int[] dims = Arrays.copyOf(x.dims(), x.dims().length + 1);
      dims[dims.length - 1] = 2;
      return fromWords(to, dims, words);
    }
    int[] words = words32(x);
    if (is64(to)) {
      long[] out = new long[words.length / 2];
      for (int i = 0; i < out.length; i++) {
        out[i] = (words[2 * i] & 0xffffffffL) | ((long) words[2 * i + 1] << 32);
      }
      return DeviceArray.ofLongs(to, Arrays.copyOf(x.dims(), x.dims().length - 1), out);
    }
    return fromWords(to, x.dims(), words);
  }

  /**
   * Among s8, u8 and the float8 types (typing allows nothing else of one byte). A float8 NaN reads back as its
   * format's canonical NaN pattern: the server holds float8 values as floats, which keep no NaN payload.
   */
  private static DeviceArray bytes(DType to, DeviceArray x) {
    int n = x.size();
    int[] bits = new int[n];
    Float8Format fromFormat = Float8Format.of(x.dtype());
    if (fromFormat != null) {
      float[] in = x.floats();
      for (int i = 0; i < n; i++) {
        bits[i] = fromFormat.toBits(in[i]) & 0xff;
      }
    } else {
      long[] in = x.longs();
      for (int i = 0; i < n; i++) {
        bits[i] = (int) in[i] & 0xff;
      }
    }
    Float8Format toFormat = Float8Format.of(to);
    if (toFormat != null) {
      float[] out = new float[n];
      for (int i = 0; i < n; i++) {
        out[i] = toFormat.fromBits(bits[i]);
      }
      return DeviceArray.ofFloats(to, x.dims(), out);
    }
    long[] out = new long[n];
    for (int i = 0; i < n; i++) {
      out[i] = to == DType.S8 ? (byte) bits[i] : bits[i];
    }
    return DeviceArray.ofLongs(to, x.dims(), out);
  }

  private static boolean is64(DType dtype) {
    return dtype == DType.U64 || dtype == DType.S64;
  }

  private static int[] words32(DeviceArray x) {
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
    return bits;
  }

  private static DeviceArray fromWords(DType to, int[] dims, int[] bits) {
    int n = bits.length;
    if (to == DType.F32) {
      float[] out = new float[n];
      for (int i = 0; i < n; i++) {
        out[i] = Float.intBitsToFloat(bits[i]);
      }
      return DeviceArray.ofFloats(to, dims, out);
    }
    long[] out = new long[n];
    for (int i = 0; i < n; i++) {
      out[i] = to == DType.U32 ? bits[i] & 0xffffffffL : bits[i];
    }
    return DeviceArray.ofLongs(to, dims, out);
  }
}
