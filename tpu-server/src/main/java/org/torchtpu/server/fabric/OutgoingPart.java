package org.torchtpu.server.fabric;

import com.google.protobuf.ByteString;
import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.WireFormat;
import io.grpc.Drainable;
import io.grpc.KnownLength;
import io.grpc.MethodDescriptor;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.FabricGrpc;
import org.torchtpu.api.v1.FabricPart;
import org.torchtpu.api.v1.FabricReceipt;
import org.torchtpu.api.v1.ShardHeader;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Literals;

/**
 * A part on its way out on an {@code Exchange} stream, serialised as a {@link FabricPart} straight from the
 * payload's arrays into gRPC's outbound buffers: an f32 array goes through a small scratch buffer, so a 1 MiB part
 * no longer fills a 1 MiB array of bytes first (allocated, zeroed, written and read once more by protobuf's copy).
 * The receiver parses it as any {@link FabricPart}.
 *
 * @param payload the arrays whose literals, back to back, are the part's data; or null when {@code data} is given
 * @param data the part's data as bytes (the notes of {@link GroupRounds}, tests); null when {@code payload} is given
 */
record OutgoingPart(long id, ShardHeader header, List<DeviceArray> payload, ByteString data) {
  /** Floats turned into bytes at a time: small enough to stay in the core's cache. */
  private static final int SCRATCH_FLOATS = 4096;
  private static final ThreadLocal<byte[]> SCRATCH = ThreadLocal.withInitial(() -> new byte[SCRATCH_FLOATS * Float.BYTES]);

  /** {@code Exchange} as the sending host calls it: its parts written by {@link #MARSHALLER}. */
  static final MethodDescriptor<OutgoingPart, FabricReceipt> EXCHANGE = FabricGrpc.getExchangeMethod().toBuilder(
      new Marshaller(), FabricGrpc.getExchangeMethod().getResponseMarshaller()).build();

  private long dataBytes() {
    if (data != null) {
      return data.size();
    }
    long n = 0;
    for (DeviceArray a : payload) {
      n += Shapes.byteSize(a.type());
    }
    return n;
  }

  /** Writes the part as protobuf would serialise the same {@link FabricPart} (fields in order, defaults left out). */
  private void writeTo(OutputStream out, long dataBytes) throws IOException {
    CodedOutputStream head = CodedOutputStream.newInstance(out, 256);
    if (id != 0) {
      head.writeUInt64(FabricPart.ID_FIELD_NUMBER, id);
    }
    head.writeMessage(FabricPart.HEADER_FIELD_NUMBER, header);
    if (dataBytes > 0) {
      head.writeTag(FabricPart.DATA_FIELD_NUMBER, WireFormat.WIRETYPE_LENGTH_DELIMITED);
      head.writeUInt32NoTag((int) dataBytes);
    }
    head.flush();
    if (data != null) {
      data.writeTo(out);
      return;
    }
    for (DeviceArray a : payload) {
      if (a.dtype() == DType.F32) {
        writeFloats(a.floats(), out);
      } else {
        Literals.encode(a).writeTo(out);
      }
    }
  }

  private static void writeFloats(float[] values, OutputStream out) throws IOException {
    byte[] scratch = SCRATCH.get();
    var floats = ByteBuffer.wrap(scratch).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer();
    for (int at = 0; at < values.length; at += SCRATCH_FLOATS) {
      int n = Math.min(SCRATCH_FLOATS, values.length - at);
      floats.clear();
      floats.put(values, at, n);
      out.write(scratch, 0, n * Float.BYTES);
    }
  }

  private static int serializedSize(OutgoingPart part, long dataBytes) {
    long size = (part.id != 0 ? CodedOutputStream.computeUInt64Size(FabricPart.ID_FIELD_NUMBER, part.id) : 0)
        + CodedOutputStream.computeMessageSize(FabricPart.HEADER_FIELD_NUMBER, part.header)
        + (dataBytes > 0 ? CodedOutputStream.computeTagSize(FabricPart.DATA_FIELD_NUMBER)
            + CodedOutputStream.computeUInt32SizeNoTag((int) dataBytes) + dataBytes : 0);
    if (size > Integer.MAX_VALUE) {
      throw new IllegalArgumentException("a part of " + size + " bytes does not fit in one message");
    }
    return (int) size;
  }

  /** The client's side of {@code Exchange}: writes parts; never parses one (receipts have their own marshaller). */
  private static final class Marshaller implements MethodDescriptor.Marshaller<OutgoingPart> {
    @Override
    public InputStream stream(OutgoingPart value) {
      return new Wire(value);
    }

    @Override
    public OutgoingPart parse(InputStream stream) {
      throw new UnsupportedOperationException("a host only sends parts on its Exchange streams");
    }
  }

  /**
   * The part as gRPC's framer takes a message: its length known in advance (so it is framed without being buffered
   * first) and drained into the framer's own buffers; read byte by byte only by a consumer that cannot drain.
   */
  private static final class Wire extends InputStream implements Drainable, KnownLength {
    private final OutgoingPart part;
    private final long dataBytes;
    private int remaining;
    private InputStream read; // made only for a consumer that reads instead of draining

    Wire(OutgoingPart part) {
      this.part = part;
      this.dataBytes = part.dataBytes();
      this.remaining = serializedSize(part, dataBytes);
    }

    @Override
    public int drainTo(OutputStream target) throws IOException {
      if (read != null) {
        return (int) read.transferTo(target);
      }
      int n = remaining;
      part.writeTo(target, dataBytes);
      remaining = 0;
      return n;
    }

    @Override
    public int available() throws IOException {
      return read != null ? read.available() : remaining;
    }

    @Override
    public int read() throws IOException {
      return reader().read();
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      return reader().read(b, off, len);
    }

    private InputStream reader() {
      if (read == null) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(remaining);
        try {
          part.writeTo(bytes, dataBytes);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
        remaining = 0;
        read = new ByteArrayInputStream(bytes.toByteArray());
      }
      return read;
    }
  }
}
