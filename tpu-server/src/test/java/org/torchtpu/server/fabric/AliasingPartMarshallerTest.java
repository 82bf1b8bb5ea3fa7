package org.torchtpu.server.fabric;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.protobuf.ByteString;
import io.grpc.MethodDescriptor;
import io.grpc.ServerServiceDefinition;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.FabricGrpc;
import org.torchtpu.api.v1.FabricPart;
import org.torchtpu.api.v1.ShardHeader;

class AliasingPartMarshallerTest {
  private final AliasingPartMarshaller marshaller = new AliasingPartMarshaller();

  private static FabricPart part(int bytes) {
    byte[] data = new byte[bytes];
    new Random(7).nextBytes(data);
    return FabricPart.newBuilder().setId(42).setHeader(ShardHeader.newBuilder().setWorldId("w").setGroupKey("0,1")
        .setGroupSequence(3).setPayloadBytes(bytes)).setData(ByteString.copyFrom(data)).build();
  }

  @Test
  void aPartParsesToTheSameMessageWithItsDataAViewOfTheMessageBuffer() {
    FabricPart sent = part(1 << 20);
    FabricPart got = marshaller.parse(marshaller.stream(sent)); // a KnownLength stream, as grpc-netty's deframer gives
    assertEquals(sent, got);
    // a copy would be backed by an array of exactly the data's size; a view is backed by the whole message
    assertTrue(got.getData().asReadOnlyByteBuffer().capacity() > got.getData().size(),
        "the part's data was copied out of the message buffer instead of aliased");
  }

  @Test
  void aStreamOfUnknownLengthIsParsedAsUsual() {
    FabricPart sent = part(1000);
    InputStream unknownLength = new java.io.FilterInputStream(new ByteArrayInputStream(sent.toByteArray())) {};
    assertEquals(sent, marshaller.parse(unknownLength));
  }

  @Test
  void aMalformedPartFailsWithAStatusNamingIt() {
    byte[] wire = part(1000).toByteArray();
    byte[] cut = java.util.Arrays.copyOf(wire, wire.length - 10); // the data field claims more than is there
    StatusRuntimeException e = assertThrows(StatusRuntimeException.class,
        () -> marshaller.parse(new KnownLengthStream(cut)));
    assertEquals(Status.Code.INTERNAL, e.getStatus().getCode());
    assertTrue(e.getStatus().getDescription().contains("invalid Fabric part"), e.getStatus().getDescription());
  }

  @Test
  void theServiceDefinitionParsesExchangeWithItAndKeepsTheOtherMethods() {
    ServerServiceDefinition generated = FabricGrpc.bindService(new FabricGrpc.AsyncService() {});
    ServerServiceDefinition aliased = AliasingPartMarshaller.exchangeAliased(generated);
    assertEquals(generated.getMethods().size(), aliased.getMethods().size());
    MethodDescriptor<?, ?> exchange = aliased.getMethod(FabricGrpc.getExchangeMethod().getFullMethodName())
        .getMethodDescriptor();
    assertInstanceOf(AliasingPartMarshaller.class, exchange.getRequestMarshaller());
    assertSame(FabricGrpc.getDeliverMethod(), aliased.getMethod(FabricGrpc.getDeliverMethod().getFullMethodName())
        .getMethodDescriptor());
  }

  /** A stream that knows its length, as grpc's deframer hands messages over. */
  private static final class KnownLengthStream extends ByteArrayInputStream implements io.grpc.KnownLength {
    KnownLengthStream(byte[] bytes) {
      super(bytes);
    }
  }
}
