package org.torchtpu.server.fabric;

import com.google.protobuf.ByteString;
import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.Shapes;
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

  /** @throws OpTypeException when the data does not hold exactly the stated types */
  static List<DeviceArray> decode(List<TensorType> types, ByteString data) {
    List<DeviceArray> out = new ArrayList<>(types.size());
    long offset = 0;
    for (TensorType t : types) {
      long size = Shapes.byteSize(t);
      if (offset + size > data.size()) {
        throw new OpTypeException("part data holds " + data.size() + " bytes, its types need more");
      }
      out.add(Literals.decode(TensorLiteral.newBuilder().setType(t)
          .setData(data.substring((int) offset, (int) (offset + size))).build()));
      offset += size;
    }
    if (offset != data.size()) {
      throw new OpTypeException("part data holds " + data.size() + " bytes, its types need " + offset);
    }
    return out;
  }
}
