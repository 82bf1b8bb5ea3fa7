package org.torchtpu.server.exec;

import com.google.protobuf.ByteString;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;

/** Converts between the wire format (little-endian, dtype-width packed) and device arrays. */
public final class Literals {
  private Literals() {}

  public static DeviceArray decode(TensorLiteral literal) {
    return decode(literal.getType(), literal.getData().asReadOnlyByteBuffer());
  }

  /**
   * Decodes packed little-endian bytes. Floating inputs are rounded into their dtype (a bf16
   * payload is exact already); integer inputs are sign- or zero-extended; pred bytes must be 0 or 1.
   */
  public static DeviceArray decode(TensorType type, ByteBuffer bytes) {
    long expected = Shapes.byteSize(type);
    if (bytes.remaining() != expected) {
      throw new OpTypeException("data for " + Shapes.toString(type) + " must be " + expected
          + " bytes, got " + bytes.remaining());
    }
    ByteBuffer in = bytes.slice().order(ByteOrder.LITTLE_ENDIAN);
    int[] dims = Shapes.dims(type);
    int n = Math.toIntExact(Shapes.numElements(type));
    DType dtype = type.getDtype();
    if (DTypes.isFloat(dtype)) {
      float[] out = new float[n];
      switch (dtype) {
        case F32 -> in.asFloatBuffer().get(out);
        case BF16 -> {
          for (int i = 0; i < n; i++) {
            out[i] = Numerics.fromBf16Bits(in.getShort());
          }
        }
        case F16 -> {
          for (int i = 0; i < n; i++) {
            out[i] = Numerics.fromF16Bits(in.getShort());
          }
        }
        default -> throw new AssertionError(dtype);
      }
      return DeviceArray.ofFloats(dtype, dims, out);
    }
    long[] out = new long[n];
    switch (dtype) {
      case S64 -> in.asLongBuffer().get(out);
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
      case PRED -> {
        for (int i = 0; i < n; i++) {
          byte b = in.get();
          if (b != 0 && b != 1) {
            throw new OpTypeException("pred element " + i + " is " + b + ", must be 0 or 1");
          }
          out[i] = b;
        }
      }
      default -> throw new OpTypeException("unsupported dtype " + dtype);
    }
    return DeviceArray.ofLongs(dtype, dims, out);
  }

  /** Packs an array into wire bytes. */
  public static ByteString encode(DeviceArray array) {
    ByteBuffer out = ByteBuffer.allocate(Math.toIntExact(array.deviceBytes())).order(ByteOrder.LITTLE_ENDIAN);
    switch (array.dtype()) {
      case F32 -> out.asFloatBuffer().put(array.floats());
      case BF16 -> {
        for (float f : array.floats()) {
          out.putShort(Numerics.toBf16Bits(f));
        }
      }
      case F16 -> {
        for (float f : array.floats()) {
          out.putShort(Numerics.toF16Bits(f));
        }
      }
      case S64 -> out.asLongBuffer().put(array.longs());
      case S32 -> {
        for (long v : array.longs()) {
          out.putInt((int) v);
        }
      }
      case S8, U8, PRED -> {
        for (long v : array.longs()) {
          out.put((byte) v);
        }
      }
      default -> throw new IllegalArgumentException("unsupported dtype " + array.dtype());
    }
    out.rewind();
    return ByteString.copyFrom(out);
  }

  public static TensorLiteral toLiteral(DeviceArray array) {
    return TensorLiteral.newBuilder().setType(array.type()).setData(encode(array)).build();
  }
}
