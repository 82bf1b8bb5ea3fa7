package org.torchtpu.server.fabric;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.ByteString;
import io.grpc.Drainable;
import io.grpc.KnownLength;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.FabricPart;
import org.torchtpu.api.v1.ShardHeader;
import org.torchtpu.server.exec.DeviceArray;

/** A part written from its arrays is, byte for byte, the {@link FabricPart} protobuf would write for it. */
class OutgoingPartTest {
  private static final ShardHeader HEADER = ShardHeader.newBuilder().setWorldId("w").setTenant("t").setGroupKey("0,1")
      .setGroupSequence(9).setPayloadBytes(123).build();

  private static byte[] drained(OutgoingPart part) throws Exception {
    InputStream wire = OutgoingPart.EXCHANGE.streamRequest(part);
    assertThat(wire).isInstanceOf(Drainable.class).isInstanceOf(KnownLength.class);
    int announced = wire.available();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    assertThat(((Drainable) wire).drainTo(out)).isEqualTo(announced);
    assertThat(out.size()).as("the length announced to gRPC's framer").isEqualTo(announced);
    return out.toByteArray();
  }

  @Test
  void arraysOfEveryWidthAreWrittenAsTheirLiteralsBackToBack() throws Exception {
    float[] big = new float[10_001]; // more than one scratch buffer, and not a multiple of it
    for (int i = 0; i < big.length; i++) {
      big[i] = (float) Math.sin(i) * 1e3f;
    }
    big[3] = Float.NaN;
    big[4] = -0.0f;
    List<DeviceArray> payload = List.of(DeviceArray.ofFloats(DType.F32, new int[] {big.length}, big),
        DeviceArray.ofFloats(DType.BF16, new int[] {3}, new float[] {1.5f, -2.25f, 3.0f}),
        DeviceArray.ofLongs(DType.S32, new int[] {2}, new long[] {-7, 1 << 30}),
        DeviceArray.ofFloats(DType.F32, new int[] {2}, new float[] {1f, 2f}));
    FabricPart expected = FabricPart.newBuilder().setId(77).setHeader(HEADER).setData(ShardCodec.encode(payload)).build();
    assertThat(drained(new OutgoingPart(77, HEADER, payload, null))).isEqualTo(expected.toByteArray());
  }

  @Test
  void givenBytesAnEmptyPartAndIdZeroAreWrittenAsProtobufWould() throws Exception {
    ByteString data = ByteString.copyFromUtf8("not a multiple of four");
    assertThat(drained(new OutgoingPart(5, HEADER, null, data)))
        .isEqualTo(FabricPart.newBuilder().setId(5).setHeader(HEADER).setData(data).build().toByteArray());
    assertThat(drained(new OutgoingPart(0, HEADER, null, ByteString.EMPTY)))
        .isEqualTo(FabricPart.newBuilder().setHeader(HEADER).build().toByteArray());
    assertThat(drained(new OutgoingPart(1, HEADER, List.of(), null)))
        .isEqualTo(FabricPart.newBuilder().setId(1).setHeader(HEADER).build().toByteArray());
  }

  @Test
  void aConsumerThatReadsInsteadOfDrainingGetsTheSameBytes() throws Exception {
    List<DeviceArray> payload = List.of(DeviceArray.ofFloats(DType.F32, new int[] {5}, new float[] {1, 2, 3, 4, 5}));
    InputStream wire = OutgoingPart.EXCHANGE.streamRequest(new OutgoingPart(3, HEADER, payload, null));
    assertThat(wire.readAllBytes()).isEqualTo(FabricPart.newBuilder().setId(3).setHeader(HEADER)
        .setData(ShardCodec.encode(payload)).build().toByteArray());
  }
}
