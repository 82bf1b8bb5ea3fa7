package org.torchtpu.server.fabric;

import com.google.protobuf.ByteString;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Literals;

/** A part's data on the wire: the payload arrays' literals back to back, their types in the header. */
final class ShardCodec {
  private ShardCodec() {}

  static ByteString encode(List<DeviceArray> payload) {
    ByteString out = ByteString.EMPTY;
    for (DeviceArray a : payload) {
      out = out.concat(Literals.encode(a));
    }
    return out;
  }

  static long byteSize(List<TensorType> types) {
    long total = 0;
    for (TensorType t : types) {
      total += Shapes.byteSize(t);
    }
    return total;
  }

  /**
   * An f32 array read straight from the received pieces: a part arrives as a rope of pieces (the chunks of a
   * delivery, or grpc's own buffers, cut at HTTP/2 frames), and the generic decoder would first flatten it (one more
   * copy of every byte). A float cut between two pieces is put together from its bytes.
   */
  private static DeviceArray decodeF32(TensorType t, ByteString bytes) {
    float[] values = new float[bytes.size() / Float.BYTES];
    int at = 0;
    int carried = 0; // bytes of a float begun at the end of the previous piece
    int carry = 0;
    for (ByteBuffer piece : bytes.asReadOnlyByteBufferList()) {
      piece.order(ByteOrder.LITTLE_ENDIAN);
      while (carried > 0 && carried < Float.BYTES && piece.hasRemaining()) {
        carry |= (piece.get() & 0xff) << (8 * carried++);
      }
      if (carried == Float.BYTES) {
        values[at++] = Float.intBitsToFloat(carry);
        carried = 0;
        carry = 0;
      }
      FloatBuffer floats = piece.asFloatBuffer();
      int n = floats.remaining();
      floats.get(values, at, n);
      at += n;
      piece.position(piece.position() + n * Float.BYTES);
      while (piece.hasRemaining()) {
        carry |= (piece.get() & 0xff) << (8 * carried++);
      }
    }
    return DeviceArray.ofFloats(DType.F32, Shapes.dims(t), values);
  }

  /** @throws OpTypeException when the data does not hold exactly the stated types */
  static List<DeviceArray> decode(List<TensorType> types, ByteString data) {
    List<DeviceArray> out = new ArrayList<>(types.size());
    long offset = 0;
    for (TensorType t : types) {
      long size = Shapes.byteSize(t);
      if (offset + size > data.size()) {
        throw new OpTypeException("part data holds " + data.size() + " bytes, its types need more");
      }
      ByteString bytes = data.substring((int) offset, (int) (offset + size));
      out.add(t.getDtype() == DType.F32 ? decodeF32(t, bytes)
          : Literals.decode(TensorLiteral.newBuilder().setType(t).setData(bytes).build()));
      offset += size;
    }
    if (offset != data.size()) {
      throw new OpTypeException("part data holds " + data.size() + " bytes, its types need " + offset);
    }
    return out;
  }
}
