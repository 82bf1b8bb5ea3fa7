package org.torchtpu.server.compiler;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.protobuf.ByteString;
import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.SourceLocation;
import org.torchtpu.api.v1.UnaryOp;

class OpKindsTest {
  /**
   * The chunk key writes an op's kind field from {@link OpKinds#message}; the key must not change from
   * when it was cut out of the serialised op, or every cached fused program would be compiled again.
   */
  @Test
  void everyKindsMessageIsWhatTheSerialisedOpHoldsAfterItsLocation() throws IOException {
    int kinds = 0;
    for (FieldDescriptor field : Op.getDescriptor().getOneofs().get(0).getFields()) {
      Message kind = field.getMessageType().toProto().getFieldCount() == 0
          ? Op.newBuilder().newBuilderForField(field).build()
          : withFirstFieldSet(Op.newBuilder().newBuilderForField(field));
      Op op = Op.newBuilder().addResults(7).addOperands(3).addOperands(4)
          .setLocation(SourceLocation.newBuilder().setFile("F.java").setLine(12))
          .setField(field, kind).build();
      Op head = op.toBuilder().clearKind().build();
      ByteString expected = op.toByteString().substring(head.getSerializedSize());

      assertThat(OpKinds.message(op)).as(field.getName()).isEqualTo(kind);
      ByteString.Output written = ByteString.newOutput();
      CodedOutputStream out = CodedOutputStream.newInstance(written);
      out.writeMessage(op.getKindCase().getNumber(), OpKinds.message(op));
      out.flush();
      assertThat(written.toByteString()).as(field.getName()).isEqualTo(expected);
      kinds++;
    }
    assertThat(kinds).isEqualTo(Op.KindCase.values().length - 1);
  }

  @Test
  void anOpWithoutAKindHasNoMessage() {
    assertThatThrownBy(() -> OpKinds.message(Op.newBuilder().addResults(1).build()))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no kind");
  }

  @Test
  void theMessageIsTheKindsOwn() {
    UnaryOp tanh = UnaryOp.newBuilder().setKind(UnaryOp.Kind.TANH).build();
    assertThat(OpKinds.message(Op.newBuilder().setUnary(tanh).build())).isSameAs(tanh);
  }

  /** A non-default message, so its serialised bytes are not empty: its first field set to a non-default value. */
  private static Message withFirstFieldSet(Message.Builder b) {
    FieldDescriptor f = b.getDescriptorForType().getFields().get(0);
    if (f.isRepeated()) {
      return b.build(); // an empty repeated field is still a valid kind
    }
    switch (f.getJavaType()) {
      case INT -> b.setField(f, 3);
      case LONG -> b.setField(f, 3L);
      case FLOAT -> b.setField(f, 1.5f);
      case DOUBLE -> b.setField(f, 1.5);
      case BOOLEAN -> b.setField(f, true);
      case STRING -> b.setField(f, "x");
      case ENUM -> b.setField(f, f.getEnumType().getValues().get(f.getEnumType().getValues().size() - 1));
      case MESSAGE -> b.setField(f, b.newBuilderForField(f).build());
      default -> { }
    }
    return b.build();
  }
}
