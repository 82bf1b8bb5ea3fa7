package org.torchtpu.server.fabric;

import com.google.protobuf.UnsafeByteOperations;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Literals;
import org.torchtpu.server.fabric.bulk.BulkReceiver;

/**
 * A part's arrays decoded from its bytes as they are read from the bulk channel, a piece at a time: f32 arrays
 * straight into their float arrays (one pass over the bytes, each piece while it is in the cache), other dtypes into
 * their literal's bytes, decoded at the end. Gives the same arrays as {@link ShardCodec#decode} on the whole bytes.
 */
final class PartDecoder implements BulkReceiver.Destination<List<DeviceArray>> {
  private final List<TensorType> types;
  /** The bytes the types need; when the header announced another count, {@link #finish} refuses the part. */
  private final long typesBytes;
  private final long announcedBytes;
  private final List<DeviceArray> out;
  private int index; // the array being written
  private long inArray; // its bytes written so far
  private float[] floats; // the f32 array being written
  private byte[] literal; // the other dtype's array being written
  private int carry; // bytes of a float cut between two pieces
  private int carried;

  PartDecoder(List<TensorType> types, long announcedBytes) {
    this.types = List.copyOf(types);
    this.typesBytes = ShardCodec.byteSize(types);
    this.announcedBytes = announcedBytes;
    this.out = new ArrayList<>(types.size());
  }

  @Override
  public void write(ByteBuffer piece) {
    if (typesBytes != announcedBytes) {
      piece.position(piece.limit()); // refused at the end, as the chunks would be
      return;
    }
    piece.order(ByteOrder.LITTLE_ENDIAN);
    while (piece.hasRemaining()) {
      skipEmptyArrays();
      if (index == types.size()) {
        throw new IllegalStateException("more bytes than the part's " + typesBytes);
      }
      TensorType t = types.get(index);
      long size = Shapes.byteSize(t);
      int n = (int) Math.min(piece.remaining(), size - inArray);
      if (t.getDtype() == DType.F32) {
        writeFloats(piece, n, t);
      } else {
        if (literal == null) {
          literal = new byte[(int) size];
        }
        piece.get(literal, (int) inArray, n);
      }
      inArray += n;
      if (inArray == size) {
        endArray(t);
      }
    }
  }

  /** {@code n} bytes of an f32 array: whole floats in bulk, a float cut at either end of the piece byte by byte. */
  private void writeFloats(ByteBuffer piece, int n, TensorType t) {
    if (floats == null) {
      floats = new float[(int) (Shapes.byteSize(t) / Float.BYTES)];
    }
    long at = inArray; // the array's byte the piece's position stands for
    int end = piece.position() + n;
    while (carried > 0 && piece.position() < end) {
      carry |= (piece.get() & 0xff) << (8 * carried++);
      at++;
      if (carried == Float.BYTES) {
        floats[(int) (at / Float.BYTES) - 1] = Float.intBitsToFloat(carry);
        carried = 0;
        carry = 0;
      }
    }
    int whole = (end - piece.position()) / Float.BYTES;
    if (whole > 0) { // here `at` is at a float's start
      piece.asFloatBuffer().get(floats, (int) (at / Float.BYTES), whole);
      piece.position(piece.position() + whole * Float.BYTES);
    }
    while (piece.position() < end) {
      carry |= (piece.get() & 0xff) << (8 * carried++);
    }
  }

  private void endArray(TensorType t) {
    if (t.getDtype() == DType.F32) {
      out.add(DeviceArray.ofFloats(DType.F32, Shapes.dims(t), floats));
      floats = null;
    } else {
      out.add(Literals.decode(TensorLiteral.newBuilder().setType(t)
          .setData(UnsafeByteOperations.unsafeWrap(literal)).build())); // nothing else holds the bytes
      literal = null;
    }
    index++;
    inArray = 0;
  }

  /** Arrays of no bytes (a dimension of 0) take none from the pieces. */
  private void skipEmptyArrays() {
    while (index < types.size() && inArray == 0 && Shapes.byteSize(types.get(index)) == 0) {
      TensorType t = types.get(index);
      if (t.getDtype() == DType.F32) {
        floats = new float[0];
      } else {
        literal = new byte[0];
      }
      endArray(t);
    }
  }

  /** @throws OpTypeException when the bytes do not hold exactly the stated types */
  @Override
  public List<DeviceArray> finish() {
    if (typesBytes != announcedBytes) {
      throw new OpTypeException("part data holds " + announcedBytes + " bytes, its types need " + typesBytes);
    }
    skipEmptyArrays();
    if (index != types.size()) {
      throw new IllegalStateException("the part's bytes ended inside array " + index);
    }
    return out;
  }
}
