package org.torchtpu.server.fabric;

import com.google.protobuf.CodedInputStream;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.UnsafeByteOperations;
import io.grpc.KnownLength;
import io.grpc.MethodDescriptor;
import io.grpc.ServerMethodDefinition;
import io.grpc.ServerServiceDefinition;
import io.grpc.Status;
import io.grpc.protobuf.ProtoUtils;
import java.io.IOException;
import java.io.InputStream;
import org.torchtpu.api.v1.FabricPart;
import org.torchtpu.service.grpc.ServiceRebinding;
import org.torchtpu.service.grpc.WireBytes;

/**
 * Parses a received {@link FabricPart} with one copy of its data instead of two. gRPC's protobuf
 * marshaller reads a message into a per-thread buffer it reuses, so the parser must copy every
 * {@code bytes} field out of it: a 1 MiB part was copied from netty's buffers into that buffer, then
 * into the part's {@code data}, then decoded into floats. This one reads the message into a buffer
 * of its own and parses it with aliasing on, so {@code data} is a view of that buffer.
 *
 * <p>The buffer is as large as the message gRPC has already received in full: its deframer refuses a
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
      // a large part was read into an array of its own already, to check its structure (StructureBound): taken as is
      byte[] message = stream instanceof WireBytes read ? read.array() : null;
      if (message == null) {
        int size = stream.available();
        message = new byte[size];
        int at = 0;
        while (at < size) {
          int n = stream.read(message, at, size - at);
          if (n < 0) {
            throw new IOException("the message ended after " + at + " of its " + size + " bytes");
          }
          at += n;
        }
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
