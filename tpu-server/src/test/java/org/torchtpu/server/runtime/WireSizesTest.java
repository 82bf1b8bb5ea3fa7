package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.MethodDescriptor;
import io.grpc.ServerMethodDefinition;
import io.grpc.ServerServiceDefinition;
import java.io.ByteArrayInputStream;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.RuntimeGrpc;
import org.torchtpu.api.v1.StreamRequest;

class WireSizesTest {
  private static StreamRequest batchOf(int ops) {
    OpBatch.Builder b = OpBatch.newBuilder().setFirstSequence(1);
    for (int i = 0; i < ops; i++) {
      b.addOps(Op.newBuilder().addOperands(1).addOperands(2 + i).addResults(1000 + i)
          .setBinary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.ADD)));
    }
    return StreamRequest.newBuilder().setBatch(b).build();
  }

  @Test
  void aParsedMessageIsHandedOverWithItsWireSizeOnceAndOnlyToItself() {
    MethodDescriptor.Marshaller<StreamRequest> recording =
        WireSizes.recording(RuntimeGrpc.getExecuteStreamMethod().getRequestMarshaller());
    StreamRequest sent = batchOf(50);
    byte[] wire = sent.toByteArray();
    // gRPC hands an uncompressed message to the marshaller as a known-length stream
    StreamRequest parsed = recording.parse(new KnownLengthStream(wire));
    assertThat(parsed).isEqualTo(sent);
    assertThat(WireSizes.take(sent)).as("another message than the one parsed").isEqualTo(-1);
    parsed = recording.parse(new KnownLengthStream(wire));
    assertThat(WireSizes.take(parsed)).isEqualTo(wire.length);
    assertThat(WireSizes.take(parsed)).as("taken once").isEqualTo(-1);
  }

  @Test
  void aStreamOfUnknownLengthLeavesNoSize() {
    MethodDescriptor.Marshaller<StreamRequest> recording =
        WireSizes.recording(RuntimeGrpc.getExecuteStreamMethod().getRequestMarshaller());
    StreamRequest parsed = recording.parse(new ByteArrayInputStream(batchOf(3).toByteArray()));
    assertThat(parsed.getBatch().getOpsCount()).isEqualTo(3);
    assertThat(WireSizes.take(parsed)).isEqualTo(-1);
  }

  @Test
  void aMessagePastTheRecordedLimitIsNotKeptForItsHandler() {
    MethodDescriptor.Marshaller<StreamRequest> recording =
        WireSizes.recording(RuntimeGrpc.getExecuteStreamMethod().getRequestMarshaller());
    StreamRequest large = StreamRequest.newBuilder().setBatch(OpBatch.newBuilder().setFirstSequence(1)
        .addOps(Op.newBuilder().addResults(1).setConstant(org.torchtpu.api.v1.ConstantOp.newBuilder()
            .setValue(org.torchtpu.api.ir.LiteralCodec.fromFloats(new float[300_000], org.torchtpu.api.v1.DType.F32,
                300_000))))).build();
    byte[] wire = large.toByteArray();
    assertThat((long) wire.length).isGreaterThan(WireSizes.RECORDED_MAX_BYTES);
    StreamRequest parsed = recording.parse(new KnownLengthStream(wire));
    assertThat(WireSizes.take(parsed)).isEqualTo(-1);
  }

  @Test
  void theServiceKeepsEveryMethodAndItsSchemaWithExecuteStreamRecording() {
    ServerServiceDefinition plain = new RuntimeGrpc.RuntimeImplBase() { }.bindService();
    ServerServiceDefinition recording = WireSizes.recordingRequests(plain, RuntimeGrpc.getExecuteStreamMethod());
    assertThat(recording.getServiceDescriptor().getName()).isEqualTo(plain.getServiceDescriptor().getName());
    assertThat(recording.getServiceDescriptor().getSchemaDescriptor())
        .isSameAs(plain.getServiceDescriptor().getSchemaDescriptor());
    assertThat(recording.getMethods()).extracting(m -> m.getMethodDescriptor().getFullMethodName())
        .containsExactlyInAnyOrderElementsOf(plain.getMethods().stream()
            .map(m -> m.getMethodDescriptor().getFullMethodName()).toList());
    for (ServerMethodDefinition<?, ?> m : recording.getMethods()) {
      ServerMethodDefinition<?, ?> before = plain.getMethod(m.getMethodDescriptor().getFullMethodName());
      assertThat(m.getServerCallHandler()).isSameAs(before.getServerCallHandler());
      boolean stream = m.getMethodDescriptor().getFullMethodName()
          .equals(RuntimeGrpc.getExecuteStreamMethod().getFullMethodName());
      assertThat(m.getMethodDescriptor().getRequestMarshaller() == before.getMethodDescriptor().getRequestMarshaller())
          .as(m.getMethodDescriptor().getFullMethodName()).isEqualTo(!stream);
    }
  }

  private static final class KnownLengthStream extends ByteArrayInputStream implements io.grpc.KnownLength {
    KnownLengthStream(byte[] bytes) {
      super(bytes);
    }
  }
}
