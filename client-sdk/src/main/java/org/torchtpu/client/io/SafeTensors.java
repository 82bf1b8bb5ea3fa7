package org.torchtpu.client.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.protobuf.ByteString;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;

/**
 * Reader and writer of the safetensors format (Hugging Face), which PyTorch, JAX and NumPy tools
 * read and write:
 *
 * <pre>
 *   8 bytes     N, the header's length, unsigned little-endian
 *   N bytes     a UTF-8 JSON object: for each tensor name {"dtype": "F32", "shape": [2, 3],
 *               "data_offsets": [begin, end]}, plus an optional "__metadata__" object of
 *               string values; padded with spaces
 *   rest        the data buffer: each tensor's elements row-major, little-endian, at
 *               [begin, end) relative to the buffer's start; the tensors cover the buffer
 *               exactly, without holes or overlaps
 * </pre>
 *
 * <p>Dtypes map onto ours as F32, BF16, F16, I8 (s8), I32, I64, U8 and BOOL (pred); other dtypes
 * (F64, I16, ...) are refused by name. Tensors are held as {@link TensorLiteral}s, whose data
 * has the same layout, so no element is converted on the way in or out.
 */
public final class SafeTensors {
  /** The format's own bound on the header, against corrupt length fields. */
  public static final long MAX_HEADER_BYTES = 100L << 20;
  private static final String METADATA = "__metadata__";
  private static final ObjectMapper JSON = new ObjectMapper();

  private SafeTensors() {}

  /** A file's tensors (in file order) and its string metadata. */
  public record Contents(Map<String, TensorLiteral> tensors, Map<String, String> metadata) {}

  /** Writes tensors (in map order) and metadata (may be empty) to {@code path}. */
  public static void write(Path path, Map<String, TensorLiteral> tensors, Map<String, String> metadata)
      throws IOException {
    Files.write(path, toBytes(tensors, metadata));
  }

  /** The file's bytes for tensors and metadata. */
  public static byte[] toBytes(Map<String, TensorLiteral> tensors, Map<String, String> metadata) throws IOException {
    ObjectNode header = JSON.createObjectNode();
    if (metadata != null && !metadata.isEmpty()) {
      ObjectNode meta = header.putObject(METADATA);
      metadata.forEach(meta::put);
    }
    long offset = 0;
    for (Map.Entry<String, TensorLiteral> e : tensors.entrySet()) {
      if (e.getKey().equals(METADATA)) {
        throw new IllegalArgumentException("safetensors: a tensor cannot be named " + METADATA);
      }
      TensorLiteral t = e.getValue();
      long expected = byteLength(e.getKey(), t.getType());
      if (t.getData().size() != expected) {
        throw new IllegalArgumentException("safetensors: tensor '" + e.getKey() + "' has " + t.getData().size()
            + " bytes of data, its type needs " + expected);
      }
      ObjectNode entry = header.putObject(e.getKey());
      entry.put("dtype", fileDtype(e.getKey(), t.getType().getDtype()));
      ArrayNode shape = entry.putArray("shape");
      t.getType().getDimsList().forEach(shape::add);
      entry.putArray("data_offsets").add(offset).add(offset + expected);
      offset += expected;
    }
    byte[] json = JSON.writeValueAsBytes(header);
    int padded = (json.length + 7) / 8 * 8; // keeps the data buffer 8-byte aligned, as the reference writer does
    ByteBuffer out = ByteBuffer.allocate(Math.toIntExact(8 + padded + offset)).order(ByteOrder.LITTLE_ENDIAN);
    out.putLong(padded);
    out.put(json);
    for (int i = json.length; i < padded; i++) {
      out.put((byte) ' ');
    }
    for (TensorLiteral t : tensors.values()) {
      t.getData().copyTo(out);
    }
    return out.array();
  }

  public static Contents read(Path path) throws IOException {
    return fromBytes(Files.readAllBytes(path), path.toString());
  }

  /** Parses a file's bytes; {@code source} names it in error messages. */
  public static Contents fromBytes(byte[] bytes, String source) throws IOException {
    if (bytes.length < 8) {
      throw new IOException(source + ": not a safetensors file: " + bytes.length + " bytes, shorter than the "
          + "8-byte header length");
    }
    ByteBuffer in = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
    long headerLength = in.getLong();
    if (headerLength < 2 || headerLength > MAX_HEADER_BYTES || headerLength > bytes.length - 8L) {
      throw new IOException(source + ": header length " + Long.toUnsignedString(headerLength) + " is impossible for a "
          + bytes.length + "-byte file (limit " + MAX_HEADER_BYTES + ")");
    }
    int dataStart = 8 + (int) headerLength;
    JsonNode header;
    try {
      header = JSON.readTree(new String(bytes, 8, (int) headerLength, StandardCharsets.UTF_8));
    } catch (JsonProcessingException e) {
      throw new IOException(source + ": the header is not valid JSON: " + e.getOriginalMessage(), e);
    }
    if (header == null || !header.isObject()) {
      throw new IOException(source + ": the header is not a JSON object");
    }
    Map<String, String> metadata = new LinkedHashMap<>();
    List<Entry> entries = new ArrayList<>();
    for (Iterator<Map.Entry<String, JsonNode>> it = header.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> field = it.next();
      if (field.getKey().equals(METADATA)) {
        readMetadata(source, field.getValue(), metadata);
      } else {
        entries.add(entry(source, field.getKey(), field.getValue(), bytes.length - dataStart));
      }
    }
    checkCoverage(source, entries, bytes.length - (long) dataStart);
    Map<String, TensorLiteral> tensors = new LinkedHashMap<>();
    for (Entry e : entries) {
      tensors.put(e.name, TensorLiteral.newBuilder()
          .setType(e.type)
          .setData(ByteString.copyFrom(bytes, dataStart + (int) e.begin, (int) (e.end - e.begin)))
          .build());
    }
    return new Contents(tensors, metadata);
  }

  private record Entry(String name, TensorType type, long begin, long end) {}

  private static Entry entry(String source, String name, JsonNode node, long dataLength) throws IOException {
    String where = source + ": tensor '" + name + "'";
    if (!node.isObject() || !node.path("dtype").isTextual() || !node.path("shape").isArray()
        || !node.path("data_offsets").isArray() || node.get("data_offsets").size() != 2) {
      throw new IOException(where + ": expected {\"dtype\": string, \"shape\": [..], \"data_offsets\": [begin, end]}, "
          + "got " + node);
    }
    DType dtype = ourDtype(where, node.get("dtype").asText());
    TensorType.Builder type = TensorType.newBuilder().setDtype(dtype);
    for (JsonNode d : node.get("shape")) {
      if (!d.canConvertToLong() || !d.isIntegralNumber() || d.asLong() < 0) {
        throw new IOException(where + ": shape " + node.get("shape") + " must hold non-negative integers");
      }
      type.addDims(d.asLong());
    }
    JsonNode offsets = node.get("data_offsets");
    if (!offsets.get(0).isIntegralNumber() || !offsets.get(1).isIntegralNumber()) {
      throw new IOException(where + ": data_offsets " + offsets + " must be integers");
    }
    long begin = offsets.get(0).asLong();
    long end = offsets.get(1).asLong();
    if (begin < 0 || end < begin || end > dataLength) {
      throw new IOException(where + ": data_offsets [" + begin + ", " + end + "] lie outside the " + dataLength
          + "-byte data buffer");
    }
    long expected = byteLength(name, type.build());
    if (end - begin != expected) {
      throw new IOException(where + ": " + dtype + " " + type.getDimsList() + " needs " + expected + " bytes, "
          + "data_offsets give " + (end - begin));
    }
    return new Entry(name, type.build(), begin, end);
  }

  /** The tensors must tile the data buffer: sorted by offset, each starts where the previous ended. */
  private static void checkCoverage(String source, List<Entry> entries, long dataLength) throws IOException {
    List<Entry> sorted = new ArrayList<>(entries);
    sorted.sort(Comparator.comparingLong(Entry::begin).thenComparingLong(Entry::end));
    long at = 0;
    for (Entry e : sorted) {
      if (e.begin != at) {
        throw new IOException(source + ": tensor '" + e.name + "' starts at byte " + e.begin + " of the data buffer, "
            + (e.begin > at ? "leaving a hole after byte " + at : "overlapping the tensor before it (ends at " + at + ")"));
      }
      at = e.end;
    }
    if (at != dataLength) {
      throw new IOException(source + ": the tensors cover " + at + " bytes of a " + dataLength + "-byte data buffer");
    }
  }

  private static void readMetadata(String source, JsonNode node, Map<String, String> out) throws IOException {
    if (!node.isObject()) {
      throw new IOException(source + ": __metadata__ must be an object of strings, got " + node);
    }
    for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> f = it.next();
      if (!f.getValue().isTextual()) {
        throw new IOException(source + ": __metadata__ value of '" + f.getKey() + "' must be a string, got "
            + f.getValue());
      }
      out.put(f.getKey(), f.getValue().asText());
    }
  }

  private static long byteLength(String name, TensorType type) {
    long n = 1;
    for (long d : type.getDimsList()) {
      n = Math.multiplyExact(n, d);
    }
    return Math.multiplyExact(n, (long) DTypes.byteSize(type.getDtype()));
  }

  /** Our dtype's name in safetensors files. */
  static String fileDtype(String name, DType dtype) {
    return switch (dtype) {
      case F32 -> "F32";
      case BF16 -> "BF16";
      case F16 -> "F16";
      case S8 -> "I8";
      case S32 -> "I32";
      case S64 -> "I64";
      case U8 -> "U8";
      case PRED -> "BOOL";
      case F8E4M3FN -> "F8_E4M3"; // safetensors' (and PyTorch's) e4m3 is the finite-only fn variant
      case F8E5M2 -> "F8_E5M2";
      default -> throw new IllegalArgumentException("safetensors: tensor '" + name + "' has unsupported dtype " + dtype);
    };
  }

  static DType ourDtype(String where, String fileDtype) throws IOException {
    return switch (fileDtype) {
      case "F32" -> DType.F32;
      case "BF16" -> DType.BF16;
      case "F16" -> DType.F16;
      case "I8" -> DType.S8;
      case "I32" -> DType.S32;
      case "I64" -> DType.S64;
      case "U8" -> DType.U8;
      case "BOOL" -> DType.PRED;
      case "F8_E4M3" -> DType.F8E4M3FN;
      case "F8_E5M2" -> DType.F8E5M2;
      default -> throw new IOException(where + ": dtype " + fileDtype + " is not supported (supported: F32, BF16, "
          + "F16, F8_E4M3, F8_E5M2, I8, I32, I64, U8, BOOL)");
    };
  }
}
