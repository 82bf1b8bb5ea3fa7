package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.MethodDescriptor;
import io.grpc.Status;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.RuntimeGrpc;
import org.torchtpu.api.v1.StreamRequest;

/**
 * A large ExecuteStream message whose bytes are mostly structure (empty ops: two wire bytes, about 70 heap bytes once
 * parsed) is refused before it is parsed; one whose bytes are mostly a constant's data parses as before.
 */
class MessageShapeTest {
  private static final MethodDescriptor.Marshaller<StreamRequest> RECORDING =
      WireSizes.recording(RuntimeGrpc.getExecuteStreamMethod().getRequestMarshaller());

  private static StreamRequest constant(int floats, int emptyOps) {
    OpBatch.Builder b = OpBatch.newBuilder().setFirstSequence(1).addOps(Op.newBuilder().addResults(1)
        .setConstant(ConstantOp.newBuilder().setValue(LiteralCodec.fromFloats(new float[floats], DType.F32, floats))));
    for (int i = 0; i < emptyOps; i++) {
      b.addOps(Op.getDefaultInstance());
    }
    return StreamRequest.newBuilder().setBatch(b).build();
  }

  @Test
  void structureIsWhatIsNotBytesDataAtAnyDepth() {
    StreamRequest r = constant(1000, 10);
    byte[] wire = r.toByteArray();
    long structure = MessageShape.structureBytes(wire, wire.length, StreamRequest.getDescriptor(), Long.MAX_VALUE);
    assertThat(structure).isEqualTo(wire.length - 4000L);
    long stopped = MessageShape.structureBytes(wire, wire.length, StreamRequest.getDescriptor(), 10);
    assertThat(stopped).as("the scan stops past its limit").isGreaterThan(10).isLessThan(structure);
    assertThat(MessageShape.structureBytes(new byte[] {0x12, 0x7f}, 2, StreamRequest.getDescriptor(), Long.MAX_VALUE))
        .as("truncated").isEqualTo(-1);
  }

  @Test
  void aLargeMessageOfEmptyOpsIsRefusedBeforeItIsParsed() {
    StreamRequest hostile = constant(0, (int) WireSizes.MAX_STRUCTURE_BYTES); // two bytes each: 2 MiB of structure
    byte[] wire = hostile.toByteArray();
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long before = threads.getCurrentThreadAllocatedBytes();
    StreamRequest handed = RECORDING.parse(new BatchHeapTest.KnownLengthStream(wire));
    long allocated = threads.getCurrentThreadAllocatedBytes() - before;
    assertThat(handed).as("handed on unparsed").isSameAs(StreamRequest.getDefaultInstance());
    assertThat(WireSizes.take(handed)).isEqualTo(WireSizes.REFUSED);
    Status refused = WireSizes.refusal();
    assertThat(refused.getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(refused.getDescription()).contains("StreamRequest of " + wire.length + " bytes",
        "more than " + WireSizes.MAX_STRUCTURE_BYTES + " bytes besides constant data");
    assertThat(allocated).as("allocated before the refusal: its bytes, not a parse").isLessThan(2L * wire.length);
  }

  @Test
  void aLargeConstantIsParsedAsBefore() {
    StreamRequest honest = constant(1_000_000, 1000); // 4 MB of data and 1000 more ops
    byte[] wire = honest.toByteArray();
    StreamRequest parsed = RECORDING.parse(new BatchHeapTest.KnownLengthStream(wire));
    assertThat(parsed).isEqualTo(honest);
    assertThat(WireSizes.take(parsed)).as("past the recorded size: asked for its size as before").isEqualTo(-1);
  }
}
