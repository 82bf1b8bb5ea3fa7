package org.torchtpu.api.ir;

import com.google.protobuf.ByteString;
import com.google.protobuf.UnsafeByteOperations;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;

/**
 * Host arrays to and from {@link TensorLiteral}s (little-endian, packed in the dtype's own width,
 * row-major, as types.proto specifies), for every dtype.
 *
 * <p>Values are converted into the literal's dtype the way the op set's {@code convert} does:
 * floats round to nearest even (bf16/f16 via {@link FloatBits}, the float8 types via {@link Float8Format}); floats to integers truncate
 * toward zero and saturate, NaN giving 0; integers to narrower integers wrap; anything to pred is
 * {@code x != 0} (so NaN is true, as in PyTorch). Integers to floats round through float32, so
 * they are exact up to 2^24 in magnitude.
 */
public final class LiteralCodec {
  /** Largest literal payload in bytes: the host side holds it in one Java array. */
  public static final long MAX_BYTES = Integer.MAX_VALUE - 8;

  private LiteralCodec() {}

  /** A literal of {@code dtype} and {@code dims} holding {@code data} converted to the dtype. */
  public static TensorLiteral fromFloats(float[] data, DType dtype, long... dims) {
    TensorType type = checkedType(dtype, dims, data.length);
    ByteBuffer out = allocate(type);
    switch (dtype) {
      case F32 -> out.asFloatBuffer().put(data);
      case BF16 -> {
        for (float v : data) {
          out.putShort(FloatBits.toBf16Bits(v));
        }
      }
      case F16 -> {
        for (float v : data) {
          out.putShort(FloatBits.toF16Bits(v));
        }
      }
      case F8E4M3FN, F8E5M2, F8E4M3FNUZ, F8E5M2FNUZ, F8E4M3B11FNUZ, F8E4M3, F8E3M4 -> {
        Float8Format format = Float8Format.of(dtype);
        for (float v : data) {
          out.put(format.toBits(v));
        }
      }
      case S64 -> {
        for (float v : data) {
          out.putLong((long) v); // Java's cast truncates, saturates and maps NaN to 0
        }
      }
      case U64 -> {
        for (float v : data) {
          out.putLong(Math.max(0, (long) v)); // saturates at 2^63 - 1: u64 never meets floats past the literal
        }
      }
      case S32 -> {
        for (float v : data) {
          out.putInt((int) v);
        }
      }
      case S8 -> {
        for (float v : data) {
          out.put((byte) saturate(v, Byte.MIN_VALUE, Byte.MAX_VALUE));
        }
      }
      case U8 -> {
        for (float v : data) {
          out.put((byte) saturate(v, 0, 255));
        }
      }
      case U32 -> {
        for (float v : data) {
          out.putInt((int) saturate(v, 0, 0xffffffffL));
        }
      }
      case PRED -> {
        for (float v : data) {
          out.put(v != 0 ? (byte) 1 : (byte) 0);
        }
      }
      default -> throw unsupported(dtype);
    }
    return literal(type, out);
  }

  /** A literal of {@code dtype} and {@code dims} holding {@code data} converted to the dtype. */
  public static TensorLiteral fromLongs(long[] data, DType dtype, long... dims) {
    TensorType type = checkedType(dtype, dims, data.length);
    ByteBuffer out = allocate(type);
    switch (dtype) {
      case F32 -> {
        for (long v : data) {
          out.putFloat((float) v);
        }
      }
      case BF16 -> {
        for (long v : data) {
          out.putShort(FloatBits.toBf16Bits((float) v));
        }
      }
      case F16 -> {
        for (long v : data) {
          out.putShort(FloatBits.toF16Bits((float) v));
        }
      }
      case F8E4M3FN, F8E5M2, F8E4M3FNUZ, F8E5M2FNUZ, F8E4M3B11FNUZ, F8E4M3, F8E3M4 -> {
        Float8Format format = Float8Format.of(dtype);
        for (long v : data) {
          out.put(format.toBits((float) v)); // exact below 2^24, far beyond every float8 format's range
        }
      }
      case S64, U64 -> out.asLongBuffer().put(data);
      case S32, U32 -> {
        for (long v : data) {
          out.putInt((int) v); // the low 32 bits: wraps for s32, and is the u32 value mod 2^32
        }
      }
      case S8, U8 -> {
        for (long v : data) {
          out.put((byte) v); // the low byte: wraps for s8, and is the u8 value mod 256
        }
      }
      case PRED -> {
        for (long v : data) {
          out.put(v != 0 ? (byte) 1 : (byte) 0);
        }
      }
      default -> throw unsupported(dtype);
    }
    return literal(type, out);
  }

  /** A literal of {@code dtype} and {@code dims}: true is 1 and false is 0 in any dtype. */
  public static TensorLiteral fromBooleans(boolean[] data, DType dtype, long... dims) {
    if (dtype == DType.PRED) {
      TensorType type = checkedType(dtype, dims, data.length);
      ByteBuffer out = allocate(type);
      for (boolean v : data) {
        out.put(v ? (byte) 1 : (byte) 0);
      }
      return literal(type, out);
    }
    long[] values = new long[data.length];
    for (int i = 0; i < data.length; i++) {
      values[i] = data[i] ? 1 : 0;
    }
    return fromLongs(values, dtype, dims);
  }

  /** A rank-0 literal: the double goes through float32 first for floating dtypes, as in PyTorch. */
  public static TensorLiteral scalar(double value, DType dtype) {
    if (DTypes.isFloat(dtype) || dtype == DType.PRED) {
      return fromFloats(new float[] {(float) value}, dtype);
    }
    // Integers convert from the double itself, so large integral values stay exact.
    long converted = Double.isNaN(value) ? 0 : (long) value;
    return switch (dtype) {
      case S8 -> fromLongs(new long[] {saturate(value, Byte.MIN_VALUE, Byte.MAX_VALUE)}, dtype);
      case U8 -> fromLongs(new long[] {saturate(value, 0, 255)}, dtype);
      case U32 -> fromLongs(new long[] {saturate(value, 0, 0xffffffffL)}, dtype);
      case S32 -> fromLongs(new long[] {(int) value}, dtype);
      default -> fromLongs(new long[] {converted}, dtype);
    };
  }

  /** A rank-0 literal holding {@code value} converted (wrapped, for narrow integers) to the dtype. */
  public static TensorLiteral scalar(long value, DType dtype) {
    return fromLongs(new long[] {value}, dtype);
  }

  /** The elements as floats (integers convert exactly up to 2^24 in magnitude). */
  public static float[] toFloats(TensorLiteral literal) {
    DType dtype = literal.getType().getDtype();
    ByteBuffer in = payload(literal);
    int n = elementCount(literal);
    if (DTypes.isFloat(dtype)) {
      return readFloats(in, dtype, n);
    }
    long[] values = readIntegers(in, dtype, n);
    float[] out = new float[n];
    for (int i = 0; i < n; i++) {
      out[i] = values[i];
    }
    return out;
  }

  /** The elements as longs (floats truncate toward zero, saturate, and NaN gives 0). */
  public static long[] toLongs(TensorLiteral literal) {
    DType dtype = literal.getType().getDtype();
    ByteBuffer in = payload(literal);
    int n = elementCount(literal);
    if (DTypes.isInteger(dtype)) {
      return readIntegers(in, dtype, n);
    }
    float[] values = readFloats(in, dtype, n);
    long[] out = new long[n];
    for (int i = 0; i < n; i++) {
      out[i] = (long) values[i];
    }
    return out;
  }

  /** The elements as booleans: {@code x != 0} (NaN is true). */
  public static boolean[] toBooleans(TensorLiteral literal) {
    DType dtype = literal.getType().getDtype();
    ByteBuffer in = payload(literal);
    int n = elementCount(literal);
    boolean[] out = new boolean[n];
    if (DTypes.isFloat(dtype)) {
      float[] values = readFloats(in, dtype, n);
      for (int i = 0; i < n; i++) {
        out[i] = values[i] != 0;
      }
    } else {
      long[] values = readIntegers(in, dtype, n);
      for (int i = 0; i < n; i++) {
        out[i] = values[i] != 0;
      }
    }
    return out;
  }

  private static float[] readFloats(ByteBuffer in, DType dtype, int n) {
    float[] out = new float[n];
    switch (dtype) {
      case F32 -> in.asFloatBuffer().get(out);
      case BF16 -> {
        for (int i = 0; i < n; i++) {
          out[i] = FloatBits.fromBf16Bits(in.getShort());
        }
      }
      case F16 -> {
        for (int i = 0; i < n; i++) {
          out[i] = FloatBits.fromF16Bits(in.getShort());
        }
      }
      case F8E4M3FN, F8E5M2, F8E4M3FNUZ, F8E5M2FNUZ, F8E4M3B11FNUZ, F8E4M3, F8E3M4 -> {
        Float8Format format = Float8Format.of(dtype);
        for (int i = 0; i < n; i++) {
          out[i] = format.fromBits(in.get());
        }
      }
      default -> throw unsupported(dtype);
    }
    return out;
  }

  private static long[] readIntegers(ByteBuffer in, DType dtype, int n) {
    long[] out = new long[n];
    switch (dtype) {
      case S64, U64 -> in.asLongBuffer().get(out);
      case S32 -> {
        for (int i = 0; i < n; i++) {
          out[i] = in.getInt();
        }
      }
      case S8 -> {
        for (int i = 0; i < n; i++) {
          out[i] = in.get();
        }
      }
      case U8 -> {
        for (int i = 0; i < n; i++) {
          out[i] = in.get() & 0xff;
        }
      }
      case U32 -> {
        for (int i = 0; i < n; i++) {
          out[i] = in.getInt() & 0xffffffffL;
        }
      }
      case PRED -> {
        for (int i = 0; i < n; i++) {
          byte b = in.get();
          if (b != 0 && b != 1) {
            throw new OpTypeException("pred element " + i + " is " + b + ", must be 0 or 1");
          }
          out[i] = b;
        }
      }
      default -> throw unsupported(dtype);
    }
    return out;
  }

  private static long saturate(double v, long min, long max) {
    if (Double.isNaN(v)) {
      return 0;
    }
    return (long) Math.max(min, Math.min(max, v));
  }

  private static TensorType checkedType(DType dtype, long[] dims, int length) {
    if (!DTypes.isSupported(dtype)) {
      throw unsupported(dtype);
    }
    TensorType type = Shapes.type(dtype, dims);
    long expected = Shapes.numElements(type);
    if (expected != length) {
      throw new OpTypeException("data has " + length + " elements but " + Shapes.toString(type)
          + " needs " + expected);
    }
    return type;
  }

  private static ByteBuffer allocate(TensorType type) {
    return ByteBuffer.allocate((int) checkedByteSize(type)).order(ByteOrder.LITTLE_ENDIAN);
  }

  /** The payload size, which must fit one Java array (the contract's tensors may be larger). */
  private static long checkedByteSize(TensorType type) {
    long bytes = Shapes.byteSize(type);
    if (bytes > MAX_BYTES) {
      throw new OpTypeException("literal " + Shapes.toString(type) + " is " + bytes + " bytes; host data is limited to "
          + MAX_BYTES + " bytes per tensor");
    }
    return bytes;
  }

  private static TensorLiteral literal(TensorType type, ByteBuffer filled) {
    // The array is ours and never written again, so the literal may share it without a copy.
    ByteString bytes = UnsafeByteOperations.unsafeWrap(filled.array());
    return TensorLiteral.newBuilder().setType(type).setData(bytes).build();
  }

  private static int elementCount(TensorLiteral literal) {
    checkedByteSize(literal.getType());
    return (int) Shapes.numElements(literal.getType()); // at most MAX_BYTES elements
  }

  private static ByteBuffer payload(TensorLiteral literal) {
    TensorType type = literal.getType();
    if (!DTypes.isSupported(type.getDtype())) {
      throw unsupported(type.getDtype());
    }
    long expected = checkedByteSize(type);
    ByteString data = literal.getData();
    if (data.size() != expected) {
      throw new OpTypeException("literal data for " + Shapes.toString(type) + " must be " + expected
          + " bytes, got " + data.size());
    }
    return data.asReadOnlyByteBuffer().order(ByteOrder.LITTLE_ENDIAN);
  }

  private static OpTypeException unsupported(DType dtype) {
    return new OpTypeException("unsupported dtype " + dtype);
  }
}
