package org.torchtpu.server.fabric;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.protobuf.ByteString;
import java.nio.ByteBuffer;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.exec.DeviceArray;

/** The bulk channel's pieces decoded as they come give the arrays the whole bytes give, wherever the pieces are cut. */
class PartDecoderTest {
  private static TensorType type(DType dtype, long n) {
    return TensorType.newBuilder().setDtype(dtype).addDims(n).build();
  }

  /** The bytes handed over in pieces of {@code piece} bytes, each from a buffer of its own offset, as the receiver does. */
  private static List<DeviceArray> decodedInPieces(List<TensorType> types, ByteString bytes, int piece) {
    PartDecoder d = new PartDecoder(types, bytes.size());
    byte[] all = bytes.toByteArray();
    byte[] reused = new byte[piece + 3];
    for (int off = 0; off < all.length; off += piece) {
      int n = Math.min(piece, all.length - off);
      System.arraycopy(all, off, reused, 3, n);
      ByteBuffer b = ByteBuffer.wrap(reused, 3, n); // big-endian, at a position other than 0: the decoder sets its order
      d.write(b);
      assertThat(b.hasRemaining()).as("every byte of a piece taken").isFalse();
    }
    return d.finish();
  }

  @Test
  void mixedDtypesDecodeAsTheWholeBytesDoWhereverThePiecesAreCut() {
    float[] f = new float[1000];
    for (int i = 0; i < f.length; i++) {
      f[i] = (float) Math.sin(i) * 1e3f;
    }
    float[] odd = {1.5f, -2.25f, 3.0f}; // bf16, 6 bytes: the f32 array after it starts off a 4-byte boundary
    List<DeviceArray> payload = List.of(DeviceArray.ofFloats(DType.F32, new int[] {1000}, f),
        DeviceArray.ofFloats(DType.BF16, new int[] {3}, odd), DeviceArray.ofFloats(DType.F32, new int[] {0}, new float[0]),
        DeviceArray.ofFloats(DType.F32, new int[] {1000}, f));
    List<TensorType> types = List.of(type(DType.F32, 1000), type(DType.BF16, 3), type(DType.F32, 0),
        type(DType.F32, 1000));
    ByteString encoded = ShardCodec.encode(payload);
    List<DeviceArray> whole = ShardCodec.decode(types, encoded);
    for (int piece : new int[] {1, 3, 4, 7, 64, 4093, 1 << 20}) {
      List<DeviceArray> decoded = decodedInPieces(types, encoded, piece);
      assertThat(decoded).as("piece %d", piece).hasSize(4);
      for (int i = 0; i < 4; i++) {
        assertThat(decoded.get(i).dtype()).isEqualTo(whole.get(i).dtype());
        assertThat(decoded.get(i).floats()).as("piece %d, array %d", piece, i).containsExactly(whole.get(i).floats());
      }
      assertThat(decoded.get(3).floats()).containsExactly(f);
    }
  }

  @Test
  void typesThatDoNotMakeTheAnnouncedBytesAreRefusedAtTheEnd() {
    PartDecoder d = new PartDecoder(List.of(type(DType.F32, 5)), 16);
    d.write(ByteBuffer.allocate(16));
    assertThatThrownBy(d::finish).isInstanceOf(OpTypeException.class).hasMessageContaining("need 20");
  }
}
