package org.torchtpu.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import org.torchtpu.api.v1.DType;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;

/** Reading the golden JSON files' tensors ({dtype, dims, values}) into host arrays and session tensors. */
final class GoldenJson {
  private GoldenJson() {}

  /** Uploads a golden tensor: floats (NaN/Infinity spelled as strings), integers, or pred (0/1 or booleans). */
  static Tensor upload(Session s, JsonNode t) {
    DType dtype = DType.valueOf(t.get("dtype").asText());
    long[] dims = longs(t.get("dims"));
    JsonNode values = t.get("values");
    if (dtype == DType.F32 || dtype == DType.BF16 || dtype == DType.F16) {
      float[] data = new float[values.size()];
      for (int i = 0; i < data.length; i++) {
        data[i] = floatValue(values.get(i));
      }
      return s.tensor(data, dtype, dims);
    }
    if (dtype == DType.PRED) {
      boolean[] data = new boolean[values.size()];
      for (int i = 0; i < data.length; i++) {
        JsonNode v = values.get(i);
        data[i] = v.isBoolean() ? v.asBoolean() : v.asLong() != 0;
      }
      return s.tensor(data, dims);
    }
    return s.tensor(longs(values), dtype, dims);
  }

  static float floatValue(JsonNode v) {
    if (v.isTextual()) {
      return switch (v.asText()) {
        case "NaN" -> Float.NaN;
        case "Infinity" -> Float.POSITIVE_INFINITY;
        case "-Infinity" -> Float.NEGATIVE_INFINITY;
        default -> throw new IllegalArgumentException("bad float " + v);
      };
    }
    return (float) v.asDouble();
  }

  static long[] longs(JsonNode a) {
    long[] out = new long[a.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = a.get(i).asLong();
    }
    return out;
  }

  static double[] doubles(JsonNode a) {
    double[] out = new double[a.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = a.get(i).asDouble();
    }
    return out;
  }
}
