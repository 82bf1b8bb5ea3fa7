package org.torchtpu.client.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.TensorLiteral;

class SafeTensorsTest {
  @TempDir
  Path dir;

  @Test
  void readsAFileWrittenByPythonsSafetensorsPackage() throws IOException {
    byte[] bytes;
    try (InputStream in = getClass().getResourceAsStream("/safetensors/python_written.safetensors")) {
      bytes = in.readAllBytes();
    }
    SafeTensors.Contents c = SafeTensors.fromBytes(bytes, "python_written.safetensors");
    assertThat(c.metadata()).containsEntry("format", "pt").containsEntry("writer", "write_safetensors_sample.py");
    Map<String, TensorLiteral> t = c.tensors();
    assertThat(t).hasSize(9);
    assertThat(t.get("weights.f32").getType().getDimsList()).containsExactly(2L, 3L);
    assertThat(LiteralCodec.toFloats(t.get("weights.f32"))).containsExactly(-1f, -0.75f, -0.5f, -0.25f, 0f, 0.25f);
    assertThat(t.get("weights.bf16").getType().getDtype()).isEqualTo(DType.BF16);
    assertThat(LiteralCodec.toFloats(t.get("weights.bf16"))).containsExactly(0f, 0.5f, 1f, 1.5f, 2f, 2.5f);
    assertThat(LiteralCodec.toFloats(t.get("weights.f16"))).containsExactly(0f, 0.5f, 1f, 1.5f, 2f, 2.5f);
    assertThat(LiteralCodec.toLongs(t.get("ids.i64"))).containsExactly(-3, 997, 1997, 2997, 3997, 4997);
    assertThat(t.get("ids.i32").getType().getDtype()).isEqualTo(DType.S32);
    assertThat(LiteralCodec.toLongs(t.get("ids.i32"))).containsExactly(0, -1, -2, -3, -4, -5);
    assertThat(LiteralCodec.toLongs(t.get("bytes.u8"))).containsExactly(0, 7, 14, 21, 28, 35);
    assertThat(LiteralCodec.toBooleans(t.get("mask.bool"))).containsExactly(true, false, false, true, false, false);
    assertThat(t.get("scalar").getType().getDimsCount()).isZero();
    assertThat(LiteralCodec.toFloats(t.get("scalar"))).containsExactly(2.5f);
    assertThat(t.get("empty").getType().getDimsList()).containsExactly(0L, 4L);
  }

  @Test
  void readsAndWritesPyTorchsFloat8Tensors() throws IOException {
    // written by client-sdk/src/test/python/write_safetensors_fp8_sample.py (torch float8_e4m3fn / float8_e5m2)
    byte[] bytes;
    try (InputStream in = getClass().getResourceAsStream("/safetensors/python_written_fp8.safetensors")) {
      bytes = in.readAllBytes();
    }
    SafeTensors.Contents c = SafeTensors.fromBytes(bytes, "python_written_fp8.safetensors");
    TensorLiteral e4m3 = c.tensors().get("w.e4m3");
    TensorLiteral e5m2 = c.tensors().get("g.e5m2");
    assertThat(e4m3.getType().getDtype()).isEqualTo(DType.F8E4M3FN);
    assertThat(e4m3.getType().getDimsList()).containsExactly(2L, 3L);
    assertThat(LiteralCodec.toFloats(e4m3)).containsExactly(1f, -448f, 0.1015625f, -0f, 0.001953125f, 448f);
    assertThat(e5m2.getType().getDtype()).isEqualTo(DType.F8E5M2);
    assertThat(LiteralCodec.toFloats(e5m2)).containsExactly(1f, -448f, 0.09375f, -0f, 0.001953125f, 57344f);
    // and back: our file names the same dtypes and holds the same bytes
    Path file = dir.resolve("fp8.safetensors");
    SafeTensors.write(file, c.tensors(), Map.of());
    String header = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
    assertThat(header).contains("\"F8_E4M3\"").contains("\"F8_E5M2\"");
    assertThat(SafeTensors.read(file).tensors()).isEqualTo(c.tensors());
  }

  @Test
  void roundTripsEveryDtypeWithMetadata() throws IOException {
    Map<String, TensorLiteral> tensors = new LinkedHashMap<>();
    tensors.put("a.f32", LiteralCodec.fromFloats(new float[] {1.5f, -2f, Float.NaN, Float.POSITIVE_INFINITY}, DType.F32, 2, 2));
    tensors.put("b.bf16", LiteralCodec.fromFloats(new float[] {0.1f, 3f, -7f}, DType.BF16, 3));
    tensors.put("c.s64", LiteralCodec.fromLongs(new long[] {Long.MIN_VALUE, 0, Long.MAX_VALUE}, DType.S64, 3));
    tensors.put("d.pred", LiteralCodec.fromBooleans(new boolean[] {true, false}, DType.PRED, 2));
    tensors.put("e.scalar", LiteralCodec.scalar(4.0, DType.F32));
    Path file = dir.resolve("model.safetensors");
    SafeTensors.write(file, tensors, Map.of("step", "20"));
    byte[] bytes = Files.readAllBytes(file);
    long headerLength = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).getLong();
    assertThat(headerLength % 8).as("data buffer aligned to 8 bytes").isZero();
    SafeTensors.Contents back = SafeTensors.read(file);
    assertThat(back.metadata()).isEqualTo(Map.of("step", "20"));
    assertThat(back.tensors().keySet()).containsExactly("a.f32", "b.bf16", "c.s64", "d.pred", "e.scalar");
    assertThat(back.tensors()).isEqualTo(tensors);
  }

  @Test
  void refusesCorruptFilesNamingTheProblem() {
    assertThatThrownBy(() -> SafeTensors.fromBytes(new byte[3], "f")).hasMessageContaining("shorter than the 8-byte");
    assertThatThrownBy(() -> SafeTensors.fromBytes(file(1L << 40, "{}"), "f")).hasMessageContaining("header length");
    assertThatThrownBy(() -> SafeTensors.fromBytes(file("{\"x\": ", new byte[0]), "f")).hasMessageContaining("not valid JSON");
    assertThatThrownBy(() -> SafeTensors.fromBytes(file("[1, 2]", new byte[0]), "f")).hasMessageContaining("not a JSON object");
    assertThatThrownBy(() -> SafeTensors.fromBytes(
        file("{\"x\":{\"dtype\":\"F64\",\"shape\":[1],\"data_offsets\":[0,8]}}", new byte[8]), "f"))
        .hasMessageContaining("tensor 'x'").hasMessageContaining("F64 is not supported");
    assertThatThrownBy(() -> SafeTensors.fromBytes(
        file("{\"x\":{\"dtype\":\"F32\",\"shape\":[3],\"data_offsets\":[0,8]}}", new byte[8]), "f"))
        .hasMessageContaining("needs 12 bytes");
    assertThatThrownBy(() -> SafeTensors.fromBytes(
        file("{\"x\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]}}", new byte[4]), "f"))
        .hasMessageContaining("outside the 4-byte data buffer");
    assertThatThrownBy(() -> SafeTensors.fromBytes(
        file("{\"x\":{\"dtype\":\"F32\",\"shape\":[1],\"data_offsets\":[4,8]}}", new byte[8]), "f"))
        .hasMessageContaining("leaving a hole");
    assertThatThrownBy(() -> SafeTensors.fromBytes(file(
        "{\"x\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]},\"y\":{\"dtype\":\"F32\",\"shape\":[1],"
            + "\"data_offsets\":[4,8]}}", new byte[8]), "f"))
        .hasMessageContaining("overlapping");
    assertThatThrownBy(() -> SafeTensors.fromBytes(
        file("{\"x\":{\"dtype\":\"F32\",\"shape\":[-1],\"data_offsets\":[0,0]}}", new byte[0]), "f"))
        .hasMessageContaining("non-negative");
    assertThatThrownBy(() -> SafeTensors.fromBytes(file("{\"__metadata__\":{\"a\":1}}", new byte[0]), "f"))
        .hasMessageContaining("must be a string");
  }

  private static byte[] file(String header, byte[] data) {
    byte[] json = header.getBytes(StandardCharsets.UTF_8);
    ByteBuffer b = ByteBuffer.allocate(8 + json.length + data.length).order(ByteOrder.LITTLE_ENDIAN);
    b.putLong(json.length).put(json).put(data);
    return b.array();
  }

  private static byte[] file(long claimedLength, String header) {
    byte[] json = header.getBytes(StandardCharsets.UTF_8);
    return ByteBuffer.allocate(8 + json.length).order(ByteOrder.LITTLE_ENDIAN).putLong(claimedLength).put(json).array();
  }
}
