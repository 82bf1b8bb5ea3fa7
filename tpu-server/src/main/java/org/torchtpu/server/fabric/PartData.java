package org.torchtpu.server.fabric;

import com.google.protobuf.ByteString;
import com.google.protobuf.UnsafeByteOperations;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.DType;
import org.torchtpu.server.exec.DeviceArray;

/**
 * A part's data on its way to another host: its payload arrays' literals back to back ({@link ShardCodec}), encoded
 * whole for a part that goes as one message, or a slice at a time for one that goes in chunks.
 *
 * <p>Why slices: an 8 MiB part encoded whole is a fresh 8 MiB array (a humongous allocation, zeroed, then written),
 * read once more, from memory, when gRPC copies each chunk into its buffers. Encoded a chunk at a time, just before
 * the chunk is sent, each slice is a small array gRPC copies while it is still in the cache. Device arrays are never
 * written once made, so encoding later reads the same values.
 */
final class PartData {
  private final List<DeviceArray> payload; // null when given encoded
  private final int size;
  private ByteString whole; // once asked for (or given)
  private ByteString[] encodedArrays; // non-f32 arrays encoded whole, once, for their slices

  private PartData(List<DeviceArray> payload, int size, ByteString whole) {
    this.payload = payload;
    this.size = size;
    this.whole = whole;
  }

  /** Data already encoded. */
  static PartData encoded(ByteString bytes) {
    return new PartData(null, bytes.size(), bytes);
  }

  /** The payload's literals, encoded when asked for. */
  static PartData of(List<DeviceArray> payload) {
    long size = 0;
    for (DeviceArray a : payload) {
      size += Shapes.byteSize(a.type());
    }
    if (size > Integer.MAX_VALUE - 8) { // as ShardCodec.encode's ByteString could not hold it either
      throw new IllegalArgumentException("a part of " + size + " bytes is larger than one message can carry");
    }
    return new PartData(List.copyOf(payload), (int) size, null);
  }

  int size() {
    return size;
  }

  /** Every byte, encoded once however often asked (a part shared by several hosts' open streams). */
  synchronized ByteString whole() {
    if (whole == null) {
      whole = ShardCodec.encode(payload);
    }
    return whole;
  }

  /** Bytes {@code [from, from + length)}, encoded now unless the whole is encoded already. */
  synchronized ByteString slice(int from, int length) {
    if (from < 0 || length < 0 || from > size - length) {
      throw new IndexOutOfBoundsException("bytes " + from + "+" + length + " of a part of " + size);
    }
    if (whole != null) {
      return whole.substring(from, from + length);
    }
    byte[] out = new byte[length];
    long arrayStart = 0;
    for (int i = 0; i < payload.size() && arrayStart < from + length; i++) {
      DeviceArray a = payload.get(i);
      long arrayEnd = arrayStart + Shapes.byteSize(a.type());
      long start = Math.max(from, arrayStart);
      long end = Math.min(from + length, arrayEnd);
      if (start < end) {
        copy(i, a, (int) (start - arrayStart), (int) (end - arrayStart), out, (int) (start - from));
      }
      arrayStart = arrayEnd;
    }
    // nothing else holds `out`, and gRPC only reads it
    return UnsafeByteOperations.unsafeWrap(out);
  }

  /**
   * Bytes {@code [from, from + out.remaining())} into {@code out} (little-endian, at its position, which it advances):
   * for the bulk channel, which writes them from a direct buffer without a copy on the heap.
   */
  synchronized void encodeInto(int from, ByteBuffer out) {
    int length = out.remaining();
    if (from < 0 || from > size - length) {
      throw new IndexOutOfBoundsException("bytes " + from + "+" + length + " of a part of " + size);
    }
    if (whole != null) {
      out.put(whole.substring(from, from + length).asReadOnlyByteBuffer());
      return;
    }
    long arrayStart = 0;
    for (int i = 0; i < payload.size() && arrayStart < from + length; i++) {
      DeviceArray a = payload.get(i);
      long arrayEnd = arrayStart + Shapes.byteSize(a.type());
      int start = (int) Math.max(from, arrayStart);
      int end = (int) Math.min(from + length, arrayEnd);
      if (start < end) {
        int inArrayFrom = (int) (start - arrayStart);
        int inArrayTo = (int) (end - arrayStart);
        if (a.dtype() == DType.F32 && !a.isAbstract() && inArrayFrom % Float.BYTES == 0
            && inArrayTo % Float.BYTES == 0) {
          ByteBuffer view = out.duplicate().order(ByteOrder.LITTLE_ENDIAN);
          view.asFloatBuffer().put(a.floats(), inArrayFrom / Float.BYTES, (inArrayTo - inArrayFrom) / Float.BYTES);
          out.position(out.position() + (inArrayTo - inArrayFrom));
        } else {
          if (encodedArrays == null) {
            encodedArrays = new ByteString[payload.size()];
          }
          if (encodedArrays[i] == null) {
            encodedArrays[i] = ShardCodec.encode(List.of(a));
          }
          out.put(encodedArrays[i].substring(inArrayFrom, inArrayTo).asReadOnlyByteBuffer());
        }
      }
      arrayStart = arrayEnd;
    }
  }

  /** Bytes {@code [from, to)} of array {@code index}'s literal into {@code out} at {@code at}. */
  private void copy(int index, DeviceArray a, int from, int to, byte[] out, int at) {
    if (a.dtype() == DType.F32 && !a.isAbstract() && from % Float.BYTES == 0 && to % Float.BYTES == 0) {
      ByteBuffer.wrap(out, at, to - from).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer()
          .put(a.floats(), from / Float.BYTES, (to - from) / Float.BYTES);
      return;
    }
    // other dtypes, and f32 cut inside a float (chunks of a size not a multiple of 4): the array's literal, once
    if (encodedArrays == null) {
      encodedArrays = new ByteString[payload.size()];
    }
    if (encodedArrays[index] == null) {
      encodedArrays[index] = ShardCodec.encode(List.of(a));
    }
    encodedArrays[index].copyTo(out, from, at, to - from);
  }
}
