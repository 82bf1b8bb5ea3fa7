package org.torchtpu.server.fabric;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.protobuf.ByteString;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.server.exec.DeviceArray;

/** A part sent in chunks is encoded a slice at a time: the slices, joined, must be exactly the whole encoding. */
class PartDataTest {
  /** f32, then bf16 of 6 bytes (the next f32 array starts off a 4-byte boundary), f32 again, s32. */
  private static List<DeviceArray> mixedPayload() {
    float[] f = new float[1000];
    for (int i = 0; i < f.length; i++) {
      f[i] = (float) Math.sin(i) * 1e3f;
    }
    return List.of(DeviceArray.ofFloats(DType.F32, new int[] {1000}, f),
        DeviceArray.ofFloats(DType.BF16, new int[] {3}, new float[] {1.5f, -2.25f, 3.0f}),
        DeviceArray.ofFloats(DType.F32, new int[] {1000}, f),
        DeviceArray.ofLongs(DType.S32, new int[] {5}, new long[] {-7, 0, 1, 1 << 20, Integer.MIN_VALUE}));
  }

  private static ByteString sliced(PartData data, int chunk) {
    ByteString out = ByteString.EMPTY;
    for (int off = 0; off < data.size(); off += chunk) {
      out = out.concat(data.slice(off, Math.min(chunk, data.size() - off)));
    }
    return out;
  }

  @Test
  void slicesJoinedAreTheWholeEncodingWhereverTheChunksAreCut() {
    List<DeviceArray> payload = mixedPayload();
    ByteString expected = ShardCodec.encode(payload);
    for (int chunk : new int[] {1, 3, 4, 7, 64, 4000, 4096, 1 << 20}) {
      PartData data = PartData.of(payload);
      assertThat(data.size()).isEqualTo(expected.size());
      assertThat(sliced(data, chunk)).as("chunk %d", chunk).isEqualTo(expected);
    }
  }

  /** The bulk channel's way: each slice encoded into a direct buffer, as its sender does, then joined. */
  private static ByteString encodedInto(PartData data, int chunk) {
    java.nio.ByteBuffer buffer = java.nio.ByteBuffer.allocateDirect(chunk);
    ByteString out = ByteString.EMPTY;
    for (int off = 0; off < data.size(); off += chunk) {
      buffer.clear().limit(Math.min(chunk, data.size() - off));
      data.encodeInto(off, buffer);
      assertThat(buffer.hasRemaining()).isFalse();
      buffer.flip();
      out = out.concat(ByteString.copyFrom(buffer));
    }
    return out;
  }

  @Test
  void slicesEncodedIntoADirectBufferAreTheWholeEncodingWhereverTheChunksAreCut() {
    List<DeviceArray> payload = mixedPayload();
    ByteString expected = ShardCodec.encode(payload);
    for (int chunk : new int[] {1, 3, 4, 7, 64, 4000, 4096, 1 << 20}) {
      assertThat(encodedInto(PartData.of(payload), chunk)).as("chunk %d", chunk).isEqualTo(expected);
      assertThat(encodedInto(PartData.encoded(expected), chunk)).as("given encoded, chunk %d", chunk)
          .isEqualTo(expected);
    }
  }

  @Test
  void slicesOfAPartEncodedWholeOrGivenEncodedAreItsBytes() {
    List<DeviceArray> payload = mixedPayload();
    ByteString expected = ShardCodec.encode(payload);
    PartData shared = PartData.of(payload);
    assertThat(shared.whole()).isEqualTo(expected);
    assertThat(shared.whole()).as("encoded once").isSameAs(shared.whole());
    assertThat(sliced(shared, 4096)).isEqualTo(expected);
    assertThat(sliced(PartData.encoded(expected), 7)).isEqualTo(expected);
    assertThat(PartData.of(List.of()).size()).isZero();
  }

  @Test
  void aSliceOutsideThePartIsRefused() {
    PartData data = PartData.of(mixedPayload());
    assertThatThrownBy(() -> data.slice(data.size() - 3, 4)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> data.slice(-1, 2)).isInstanceOf(IndexOutOfBoundsException.class);
  }
}
