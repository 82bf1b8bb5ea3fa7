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
  void aPartInGrpcsOwnBuffersKeepsItsDataInThemAndDecodesAcrossTheirCuts() {
    int n = (1 << 20) / Float.BYTES;
    float[] values = new float[n];
    for (int i = 0; i < n; i++) {
      values[i] = i * 0.37f - 1.1f;
    }
    org.torchtpu.server.exec.DeviceArray array = org.torchtpu.server.exec.DeviceArray.ofFloats(
        org.torchtpu.api.v1.DType.F32, new int[] {n}, values);
    FabricPart sent = FabricPart.newBuilder().setId(42).setHeader(ShardHeader.newBuilder().setWorldId("w")
        .setGroupKey("0,1").setGroupSequence(3).setPayloadBytes(1 << 20).addPayloadTypes(array.type()))
        .setData(ShardCodec.encode(java.util.List.of(array))).build();
    // pieces of 16,383 bytes: after the id and header, no float of the data starts at a piece's start
    BufferViewStream wire = new BufferViewStream(sent.toByteArray(), 16_383);
    FabricPart got = marshaller.parse(wire);
    assertEquals(sent, got);
    for (java.nio.ByteBuffer piece : got.getData().asReadOnlyByteBufferList()) {
      assertTrue(piece.isDirect(), "the part's data was copied out of the message's buffers instead of viewed");
    }
    float[] decoded = ShardCodec.decode(got.getHeader().getPayloadTypesList(), got.getData()).get(0).floats();
    org.junit.jupiter.api.Assertions.assertArrayEquals(values, decoded);
  }

  @Test
  void aPartInGrpcsOwnBuffersWithUnknownFieldsOrACutDataFieldIsHandledAsProtobufWould() {
    FabricPart sent = part(5000);
    byte[] wire = sent.toBuilder().setUnknownFields(com.google.protobuf.UnknownFieldSet.newBuilder()
        .addField(9, com.google.protobuf.UnknownFieldSet.Field.newBuilder().addVarint(7).build()).build())
        .build().toByteArray();
    assertEquals(sent, marshaller.parse(new BufferViewStream(wire, 1000)));
    byte[] cut = java.util.Arrays.copyOf(sent.toByteArray(), sent.getSerializedSize() - 10);
    StatusRuntimeException e = assertThrows(StatusRuntimeException.class,
        () -> marshaller.parse(new BufferViewStream(cut, 1000)));
    assertTrue(e.getStatus().getDescription().contains("invalid Fabric part"), e.getStatus().getDescription());
  }

  /**
   * The marshaller's own reader knows FabricPart's fields 1-3 (id, header, data); a field added to the message later
   * would be dropped on that path while the generated parser kept it, so adding one must come with the reader's change.
   */
  @Test
  void theReaderKnowsEveryFieldOfFabricPart() {
    assertEquals(java.util.List.of(1, 2, 3), FabricPart.getDescriptor().getFields().stream()
        .map(com.google.protobuf.Descriptors.FieldDescriptor::getNumber).sorted().toList());
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
