package org.torchtpu.server.fabric;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.protobuf.ByteString;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.exec.DeviceArray;

/** A part's data arrives as a rope of chunks cut anywhere; decoding must not depend on where. */
class ShardCodecTest {
  private static TensorType type(DType dtype, long n) {
    return TensorType.newBuilder().setDtype(dtype).addDims(n).build();
  }

  /** The encoded bytes re-cut into chunks of {@code chunk} bytes and joined as a rope, as FabricService does. */
  private static ByteString rechunked(ByteString data, int chunk) {
    ByteString out = ByteString.EMPTY;
    for (int off = 0; off < data.size(); off += chunk) {
      out = out.concat(ByteString.copyFrom(data.substring(off, Math.min(data.size(), off + chunk)).toByteArray()));
    }
    return out;
  }

  @Test
  void f32AndBf16PartsDecodeTheSameWhereverTheChunksAreCut() {
    float[] f = new float[1000];
    for (int i = 0; i < f.length; i++) {
      f[i] = (float) Math.sin(i) * 1e3f;
    }
    float[] odd = {1.5f, -2.25f, 3.0f}; // bf16, 6 bytes: the f32 array after it starts off a 4-byte boundary
    DeviceArray first = DeviceArray.ofFloats(DType.F32, new int[] {1000}, f);
    DeviceArray bf16 = DeviceArray.ofFloats(DType.BF16, new int[] {3}, odd);
    DeviceArray second = DeviceArray.ofFloats(DType.F32, new int[] {1000}, f);
    List<DeviceArray> payload = List.of(first, bf16, second);
    List<TensorType> types = List.of(type(DType.F32, 1000), type(DType.BF16, 3), type(DType.F32, 1000));
    ByteString encoded = ShardCodec.encode(payload);
    for (int chunk : new int[] {4, 7, 64, 4093, 1 << 20}) {
      List<DeviceArray> decoded = ShardCodec.decode(types, rechunked(encoded, chunk));
      assertThat(decoded).hasSize(3);
      assertThat(decoded.get(0).floats()).as("chunk %d", chunk).containsExactly(f);
      assertThat(decoded.get(1).floats()).as("chunk %d", chunk).containsExactly(odd);
      assertThat(decoded.get(2).floats()).as("chunk %d", chunk).containsExactly(f);
      assertThat(decoded.get(2).dtype()).isEqualTo(DType.F32);
    }
  }

  @Test
  void dataThatDoesNotMatchTheTypesIsRefused() {
    ByteString encoded = ShardCodec.encode(List.of(DeviceArray.ofFloats(DType.F32, new int[] {4}, new float[4])));
    assertThatThrownBy(() -> ShardCodec.decode(List.of(type(DType.F32, 5)), encoded))
        .isInstanceOf(OpTypeException.class).hasMessageContaining("16 bytes");
    assertThatThrownBy(() -> ShardCodec.decode(List.of(type(DType.F32, 3)), encoded))
        .isInstanceOf(OpTypeException.class).hasMessageContaining("need 12");
  }
}
