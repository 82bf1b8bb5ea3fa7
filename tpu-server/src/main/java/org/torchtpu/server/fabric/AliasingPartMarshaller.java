package org.torchtpu.server.fabric;

import com.google.protobuf.ByteString;
import com.google.protobuf.CodedInputStream;
import com.google.protobuf.ExtensionRegistryLite;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.UnsafeByteOperations;
import com.google.protobuf.WireFormat;
import io.grpc.HasByteBuffer;
import io.grpc.KnownLength;
import io.grpc.MethodDescriptor;
import io.grpc.ServerMethodDefinition;
import io.grpc.ServerServiceDefinition;
import io.grpc.Status;
import io.grpc.protobuf.ProtoUtils;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import org.torchtpu.api.v1.FabricPart;
import org.torchtpu.api.v1.ShardHeader;
import org.torchtpu.service.grpc.ServiceRebinding;
import org.torchtpu.service.grpc.WireBytes;

/**
 * Parses a received {@link FabricPart} without copying its data. gRPC's protobuf marshaller reads a
 * message into a per-thread buffer it reuses, so the parser must copy every {@code bytes} field out
 * of it: a 1 MiB part was copied from netty's buffers into that buffer, then into the part's
 * {@code data}, then decoded into floats.
 *
 * <p>When gRPC hands the message over as its own buffers (grpc-netty does: {@link HasByteBuffer}), the part's
 * {@code data} is a view of those buffers, read by nobody but the decoder: the only copy left is the decode into the
 * part's arrays. The views are valid until the handler that was given the part returns (gRPC then closes the
 * message and gives its buffers back to netty's pool, where they carry other calls' bytes), so
 * {@link FabricService#exchange} decodes a part before it returns and keeps no reference to its {@code data}.
 * Otherwise the message is read into a buffer of its own and parsed with aliasing on, so {@code data} is a view of
 * that buffer (one copy more).
 *
 * <p>Either buffer is as large as the message gRPC has already received in full: its deframer refuses a
 * message over the server's inbound limit from its 5-byte prefix, before any of it is kept, so no
 * size a sender merely claims is allocated here. Streams that do not know their length (none
 * from grpc-netty) go to the ordinary parser.
 */
final class AliasingPartMarshaller implements MethodDescriptor.PrototypeMarshaller<FabricPart> {
  private final MethodDescriptor.Marshaller<FabricPart> plain = ProtoUtils.marshaller(FabricPart.getDefaultInstance());

  @Override
  public InputStream stream(FabricPart value) {
    return plain.stream(value);
  }

  @Override
  public FabricPart getMessagePrototype() {
    return FabricPart.getDefaultInstance();
  }

  @Override
  public Class<FabricPart> getMessageClass() {
    return FabricPart.class;
  }

  @Override
  public FabricPart parse(InputStream stream) {
    if (!(stream instanceof KnownLength)) {
      return plain.parse(stream);
    }
    try {
      if (stream instanceof HasByteBuffer buffers && buffers.byteBufferSupported() && stream.markSupported()) {
        return parseViews(stream, buffers);
      }
      // a large part was read into an array of its own already, to check its structure (StructureBound): taken as is
      byte[] message = stream instanceof WireBytes read ? read.array() : null;
      if (message == null) {
        message = readFully(stream, stream.available());
      }
      // Only an input over a buffer marked immutable aliases (CodedInputStream.newInstance(byte[]) would still copy);
      // nothing writes this one once read, and the part's data is its only reference after parsing.
      CodedInputStream in = UnsafeByteOperations.unsafeWrap(message).newCodedInput();
      in.enableAliasing(true); // bytes fields become views of this message's own buffer, not copies
      in.setSizeLimit(Integer.MAX_VALUE); // the size was bounded by the server's inbound limit already
      FabricPart part = FabricPart.parser().parseFrom(in);
      in.checkLastTagWas(0);
      return part;
    } catch (InvalidProtocolBufferException e) {
      throw Status.INTERNAL.withDescription("invalid Fabric part: " + e.getMessage()).withCause(e).asRuntimeException();
    } catch (IOException e) {
      throw Status.INTERNAL.withDescription("could not read a Fabric part: " + e.getMessage()).withCause(e)
          .asRuntimeException();
    }
  }

  private static byte[] readFully(InputStream stream, int size) throws IOException {
    byte[] message = new byte[size];
    int at = 0;
    while (at < size) {
      int n = stream.read(message, at, size - at);
      if (n < 0) {
        throw new IOException("the message ended after " + at + " of its " + size + " bytes");
      }
      at += n;
    }
    return message;
  }

  /**
   * The part with its {@code data} a view of the stream's own buffers (see the class comment). The fields are read by
   * hand because protobuf's parser copies a {@code bytes} field that spans more than one buffer (a 1 MiB part spans
   * about 64 HTTP/2 frames); the small header is parsed as usual, unknown fields are skipped.
   */
  private static FabricPart parseViews(InputStream stream, HasByteBuffer buffers) throws IOException {
    int size = stream.available(); // a known-length stream's available() is its whole length
    ByteString message = ByteString.EMPTY;
    stream.mark(size);
    while (stream.available() > 0) {
      ByteBuffer next = buffers.getByteBuffer(); // the bytes next to be read, not consumed
      message = message.concat(UnsafeByteOperations.unsafeWrap(next)); // a rope of views
      if (stream.skip(next.remaining()) != next.remaining()) {
        throw new IOException("the message's buffers and its length disagree");
      }
    }
    stream.reset();
    CodedInputStream in = message.newCodedInput();
    in.setSizeLimit(Integer.MAX_VALUE); // the size was bounded by the server's inbound limit already
    FabricPart.Builder part = FabricPart.newBuilder();
    ShardHeader.Builder header = null;
    ByteString data = ByteString.EMPTY;
    for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
      if (tag == ID_TAG) {
        part.setId(in.readUInt64());
      } else if (tag == HEADER_TAG) {
        header = header == null ? ShardHeader.newBuilder() : header; // repeated occurrences merge, as protobuf's do
        in.readMessage(header, ExtensionRegistryLite.getEmptyRegistry());
      } else if (tag == DATA_TAG) {
        int length = in.readRawVarint32();
        int at = in.getTotalBytesRead();
        in.skipRawBytes(length); // fails as truncated when the message holds fewer
        data = message.substring(at, at + length); // the last occurrence wins, as protobuf's does
      } else if (!in.skipField(tag)) {
        throw new InvalidProtocolBufferException("an end-group tag outside any group");
      }
    }
    if (header != null) {
      part.setHeader(header);
    }
    return part.setData(data).build();
  }

  private static final int ID_TAG = tag(FabricPart.ID_FIELD_NUMBER, WireFormat.WIRETYPE_VARINT);
  private static final int HEADER_TAG = tag(FabricPart.HEADER_FIELD_NUMBER, WireFormat.WIRETYPE_LENGTH_DELIMITED);
  private static final int DATA_TAG = tag(FabricPart.DATA_FIELD_NUMBER, WireFormat.WIRETYPE_LENGTH_DELIMITED);

  /** A field's tag on the wire: its number, then its wire type in the low 3 bits. */
  private static int tag(int field, int wireType) {
    return field << 3 | wireType;
  }

  /** The Fabric service's definition with {@code Exchange}'s parts parsed by this marshaller (its other methods as generated). */
  static ServerServiceDefinition exchangeAliased(ServerServiceDefinition generated) {
    return ServiceRebinding.mapOne(generated, org.torchtpu.api.v1.FabricGrpc.getExchangeMethod().getFullMethodName(),
        AliasingPartMarshaller::aliased);
  }

  @SuppressWarnings("unchecked")
  private static ServerMethodDefinition<?, ?> aliased(ServerMethodDefinition<?, ?> def) {
    ServerMethodDefinition<FabricPart, Object> typed = (ServerMethodDefinition<FabricPart, Object>) def;
    MethodDescriptor<FabricPart, Object> d = typed.getMethodDescriptor();
    return ServerMethodDefinition.create(d.toBuilder(new AliasingPartMarshaller(), d.getResponseMarshaller()).build(),
        typed.getServerCallHandler());
  }
}
