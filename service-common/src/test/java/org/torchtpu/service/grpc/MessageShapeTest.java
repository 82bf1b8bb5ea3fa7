package org.torchtpu.service.grpc;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.ByteString;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CompileRequest;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.StreamRequest;

/** Structure is what a message has besides the contents of its bytes and string fields, at any depth. */
class MessageShapeTest {
  private static StreamRequest constant(int bytes, int emptyOps) {
    OpBatch.Builder b = OpBatch.newBuilder().setFirstSequence(1).addOps(Op.newBuilder().addResults(1)
        .setConstant(ConstantOp.newBuilder().setValue(TensorLiteral.newBuilder().setData(ByteString.copyFrom(
            new byte[bytes])))));
    for (int i = 0; i < emptyOps; i++) {
      b.addOps(Op.getDefaultInstance());
    }
    return StreamRequest.newBuilder().setBatch(b).build();
  }

  @Test
  void structureIsWhatIsNotBytesOrStringContentsAtAnyDepth() {
    StreamRequest r = constant(4000, 10);
    byte[] wire = r.toByteArray();
    long structure = MessageShape.structureBytes(wire, wire.length, StreamRequest.getDescriptor(), Long.MAX_VALUE);
    assertThat(structure).isEqualTo(wire.length - 4000L);
    long stopped = MessageShape.structureBytes(wire, wire.length, StreamRequest.getDescriptor(), 10);
    assertThat(stopped).as("the scan stops past its limit").isGreaterThan(10).isLessThan(structure);
    assertThat(MessageShape.structureBytes(new byte[] {0x12, 0x7f}, 2, StreamRequest.getDescriptor(), Long.MAX_VALUE))
        .as("truncated").isEqualTo(-1);
    byte[] text = CompileRequest.newBuilder().setStablehlo("y".repeat(5000)).build().toByteArray();
    assertThat(MessageShape.structureBytes(text, text.length, CompileRequest.getDescriptor(), Long.MAX_VALUE))
        .as("a string's contents are data").isEqualTo(text.length - 5000L);
  }

  @Test
  void unknownFieldsAreStructure() {
    byte[] groups = HostileMessages.emptyUnknownGroups(100);
    assertThat(MessageShape.structureBytes(groups, groups.length, CompileRequest.getDescriptor(), Long.MAX_VALUE))
        .isEqualTo(200);
    byte[] varints = HostileMessages.unknownVarints(100);
    assertThat(MessageShape.structureBytes(varints, varints.length, CompileRequest.getDescriptor(), Long.MAX_VALUE))
        .isEqualTo(200);
  }
}
