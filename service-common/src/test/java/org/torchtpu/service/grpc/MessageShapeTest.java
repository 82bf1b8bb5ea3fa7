package org.torchtpu.service.grpc;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.ByteString;
import com.google.protobuf.Message;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.CompileRequest;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.ShardHeader;
import org.torchtpu.api.v1.SourceLocation;
import org.torchtpu.api.v1.StreamRequest;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;

/**
 * The parsed heap {@link MessageShape} estimates from the wire is at least what protobuf's parse really keeps
 * ({@link ParsedHeap}), for the hostile shapes that multiply their wire size most and for honest ones, and leaves out
 * the contents of bytes and string fields at any depth.
 */
class MessageShapeTest {
  private static final int COPIES = 8;

  private static long estimate(Message prototype, byte[] wire) {
    return MessageShape.parsedHeap(wire, wire.length, prototype.getDescriptorForType(), Long.MAX_VALUE);
  }

  private static void assertEstimateCovers(String shape, Message prototype, byte[] wire) {
    long real = ParsedHeap.of(prototype, wire, COPIES);
    long estimate = estimate(prototype, wire);
    System.out.printf("%s: wire %d, parsed heap %d (%.1f per wire byte), estimate %d (%.2fx)%n", shape, wire.length,
        real, (double) real / wire.length, estimate, (double) estimate / real);
    assertThat(estimate).as("%s: %d wire bytes keep %d heap bytes once parsed", shape, wire.length, real)
        .isGreaterThanOrEqualTo(real);
  }

  @Test
  void theEstimateCoversWhatTheHostileShapesReallyTake() {
    int n = 1 << 16;
    assertEstimateCovers("empty ops", ExecuteRequest.getDefaultInstance(),
        HostileMessages.emptyRepeated(ExecuteRequest.OPS_FIELD_NUMBER, n));
    assertEstimateCovers("a batch of empty ops", StreamRequest.getDefaultInstance(),
        HostileMessages.nested(StreamRequest.BATCH_FIELD_NUMBER, HostileMessages.emptyRepeated(OpBatch.OPS_FIELD_NUMBER,
            n)));
    assertEstimateCovers("unknown empty groups", CompileRequest.getDefaultInstance(),
        HostileMessages.emptyUnknownGroups(n));
    assertEstimateCovers("unknown varints", CompileRequest.getDefaultInstance(), HostileMessages.unknownVarints(n));
    OpBatch.Builder handles = OpBatch.newBuilder();
    ShardHeader.Builder types = ShardHeader.newBuilder();
    OpBatch.Builder located = OpBatch.newBuilder();
    for (int i = 0; i < n; i++) {
      handles.addFreeAfter(1);
      types.addPayloadTypes(TensorType.getDefaultInstance());
      located.addOps(Op.newBuilder().addResults(1)).addLocations(SourceLocation.newBuilder().setFile("a"));
    }
    assertEstimateCovers("packed one-byte handles", OpBatch.getDefaultInstance(), handles.build().toByteArray());
    assertEstimateCovers("empty payload types", ShardHeader.getDefaultInstance(), types.build().toByteArray());
    assertEstimateCovers("one-result ops, one-letter locations", OpBatch.getDefaultInstance(),
        located.build().toByteArray());
  }

  @Test
  void theEstimateCoversHonestOps() {
    Graph.Builder g = Graph.newBuilder();
    for (int i = 0; i < 20_000; i++) {
      g.addOps(Op.newBuilder().addResults(100_000 + i).addOperands(90_000 + i).addOperands(80_000 + i)
          .setBinary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.ADD)));
    }
    assertEstimateCovers("adds", CompileRequest.getDefaultInstance(), CompileRequest.newBuilder().setGraph(g)
        .build().toByteArray());
  }

  @Test
  void bytesAndStringContentsAreNotCountedAtAnyDepth() {
    Op tiny = Op.newBuilder().addResults(1).setConstant(ConstantOp.newBuilder().setValue(TensorLiteral.newBuilder()
        .setType(TensorType.newBuilder().setDtype(DType.F32)).setData(ByteString.copyFrom(new byte[4])))).build();
    Op large = tiny.toBuilder().setConstant(ConstantOp.newBuilder().setValue(tiny.getConstant().getValue().toBuilder()
        .setData(ByteString.copyFrom(new byte[1 << 20])))).build();
    byte[] small = StreamRequest.newBuilder().setBatch(OpBatch.newBuilder().addOps(tiny)).build().toByteArray();
    byte[] big = StreamRequest.newBuilder().setBatch(OpBatch.newBuilder().addOps(large)).build().toByteArray();
    assertThat(estimate(StreamRequest.getDefaultInstance(), big)).isEqualTo(
        estimate(StreamRequest.getDefaultInstance(), small)).isLessThan(2048);
    byte[] text = CompileRequest.newBuilder().setStablehlo("y".repeat(1 << 20)).build().toByteArray();
    assertThat(estimate(CompileRequest.getDefaultInstance(), text)).isLessThan(256);
  }

  @Test
  void theScanStopsPastItsLimitAndAMalformedEncodingIsSaidSo() {
    byte[] ops = HostileMessages.emptyRepeated(ExecuteRequest.OPS_FIELD_NUMBER, 1 << 16);
    long whole = estimate(ExecuteRequest.getDefaultInstance(), ops);
    long stopped = MessageShape.parsedHeap(ops, ops.length, ExecuteRequest.getDescriptor(), 1000);
    assertThat(stopped).as("the scan stops past its limit").isGreaterThan(1000).isLessThan(2000).isLessThan(whole);
    assertThat(MessageShape.parsedHeap(new byte[] {0x12, 0x7f}, 2, StreamRequest.getDescriptor(), Long.MAX_VALUE))
        .as("truncated").isEqualTo(MessageShape.MALFORMED);
    byte[] endGroup = {(byte) (15 << 3 | 4)};
    assertThat(MessageShape.parsedHeap(endGroup, 1, StreamRequest.getDescriptor(), Long.MAX_VALUE))
        .as("an end-group tag with no group").isEqualTo(MessageShape.MALFORMED);
    byte[] openGroup = {(byte) (15 << 3 | 3), 0x08, 0x01};
    assertThat(MessageShape.parsedHeap(openGroup, openGroup.length, StreamRequest.getDescriptor(), Long.MAX_VALUE))
        .as("a group never ended").isEqualTo(MessageShape.MALFORMED);
    byte[] packed = {0x1a, 0x05, 0x01}; // OpBatch.free_after packed, 5 bytes long with 1 there
    assertThat(MessageShape.parsedHeap(packed, packed.length, OpBatch.getDescriptor(), Long.MAX_VALUE))
        .as("a packed list past its message").isEqualTo(MessageShape.MALFORMED);
  }
}
