package org.torchtpu.server.exec;

import com.google.protobuf.ByteString;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;

/**
 * Device arrays to and from the wire format, through the codec the client uses too
 * ({@link LiteralCodec}: little-endian, dtype-width packed, pred bytes 0 or 1).
 */
public final class Literals {
  private Literals() {}

  /** Decodes a literal; a payload of the wrong size or a pred byte other than 0/1 is an OpTypeException. */
  public static DeviceArray decode(TensorLiteral literal) {
    int[] dims = Shapes.dims(literal.getType());
    return DTypes.isFloat(literal.getType().getDtype())
        ? DeviceArray.ofFloats(literal.getType().getDtype(), dims, LiteralCodec.toFloats(literal))
        : DeviceArray.ofLongs(literal.getType().getDtype(), dims, LiteralCodec.toLongs(literal));
  }

  /** Heap bytes of the array {@link #decode} makes for a literal of {@code type}: 4 an element for floats, else 8. */
  public static long decodedBytes(TensorType type) {
    return Math.multiplyExact(Shapes.numElements(type), DTypes.isFloat(type.getDtype()) ? Float.BYTES : Long.BYTES);
  }

  /** Packs an array into wire bytes. */
  public static ByteString encode(DeviceArray array) {
    return toLiteral(array).getData();
  }

  public static TensorLiteral toLiteral(DeviceArray array) {
    long[] dims = new long[array.rank()];
    for (int i = 0; i < dims.length; i++) {
      dims[i] = array.dims()[i];
    }
    return array.isFloat()
        ? LiteralCodec.fromFloats(array.floats(), array.dtype(), dims)
        : LiteralCodec.fromLongs(array.longs(), array.dtype(), dims);
  }
}
