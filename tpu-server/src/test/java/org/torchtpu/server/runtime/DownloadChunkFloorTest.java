package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.ByteString;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DownloadRequest;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Literals;

/**
 * A Download's chunk size is the client's choice only down to a floor: one asking for 1-byte chunks would have the
 * server send a message per byte on threads shared by every tenant.
 */
class DownloadChunkFloorTest {
  @Test
  void tinyChunksAreRaisedToTheFloorAndTheBytesStayWhole() throws Exception {
    try (KeyedRuntime r = new KeyedRuntime("mallory")) {
      int n = 1 << 14; // 64 KiB of f32
      float[] data = new float[n];
      for (int i = 0; i < n; i++) {
        data[i] = i * 0.5f;
      }
      DeviceArray value = DeviceArray.ofFloats(DType.F32, new int[] {n}, data);
      String s = r.open("mallory", EagerMode.STRICT);
      r.upload("mallory", s, 10, value);

      List<ByteString> chunks = new ArrayList<>();
      r.as("mallory").download(DownloadRequest.newBuilder().setSessionId(s).setHandle(10).setChunkBytes(1).build())
          .forEachRemaining(answer -> {
            if (!answer.getChunk().isEmpty()) {
              chunks.add(answer.getChunk());
            }
          });

      assertThat(chunks).hasSize(4 * n / RuntimeService.MIN_CHUNK);
      assertThat(chunks).allSatisfy(c -> assertThat(c.size()).isEqualTo(RuntimeService.MIN_CHUNK));
      ByteString whole = ByteString.copyFrom(chunks);
      assertThat(whole).isEqualTo(Literals.encode(value));
    }
  }
}
