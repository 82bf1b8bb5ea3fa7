package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.UnaryOp;

/**
 * The special-function unary kinds (lgamma, digamma, bessel_i1e, sinh ... atanh) against mpmath at 60 digits
 * (special/special_functions.json, made by src/test/golden/generate_special_golden.py): random inputs over each
 * function's range and the extremes (poles, zeros of both signs, subnormals, the largest floats, infinities, NaN).
 * The f32 kernel must be within 2 ulps of the correctly rounded value and NaN exactly where it is NaN.
 */
class SpecialFunctionsTest {
  private static final int MAX_ULPS = 2;

  @Test
  void everyKindMatchesMpmathWithinTwoUlpsAtTheExtremesToo() throws IOException {
    JsonNode doc;
    try (InputStream in = SpecialFunctionsTest.class.getResourceAsStream("/special/special_functions.json")) {
      doc = new ObjectMapper().readTree(in);
    }
    List<String> failures = new ArrayList<>();
    int checked = 0;
    for (JsonNode c : doc.get("cases")) {
      UnaryOp.Kind kind = UnaryOp.Kind.valueOf(c.get("kind").asText());
      float[] x = floats(c.get("inputs"));
      float[] expected = floats(c.get("expected"));
      float[] got = new float[x.length];
      TileKernels.unaryFloat(kind, DType.F32, x, 0, got, 0, x.length);
      for (int i = 0; i < x.length; i++) {
        checked++;
        if (ulps(expected[i], got[i]) > MAX_ULPS) {
          failures.add(kind + "(" + x[i] + "): expected " + expected[i] + ", got " + got[i]);
        }
      }
    }
    assertThat(checked).isGreaterThan(1000);
    assertThat(failures).isEmpty();
  }

  @Test
  void oddFunctionsKeepTheSignOfZero() {
    for (UnaryOp.Kind kind : List.of(UnaryOp.Kind.SINH, UnaryOp.Kind.ASINH, UnaryOp.Kind.ATANH, UnaryOp.Kind.ASIN,
        UnaryOp.Kind.ATAN, UnaryOp.Kind.BESSEL_I1E)) {
      float[] out = new float[1];
      TileKernels.unaryFloat(kind, DType.F32, new float[] {-0.0f}, 0, out, 0, 1);
      assertThat(Float.floatToRawIntBits(out[0])).as(kind.name()).isEqualTo(Float.floatToRawIntBits(-0.0f));
    }
  }

  /** Distance in float32 steps (both NaN: 0; one NaN: infinite). */
  private static long ulps(float a, float b) {
    if (Float.isNaN(a) || Float.isNaN(b)) {
      return Float.isNaN(a) && Float.isNaN(b) ? 0 : Long.MAX_VALUE;
    }
    return Math.abs(ordered(a) - ordered(b));
  }

  private static long ordered(float f) {
    int bits = Float.floatToRawIntBits(f);
    return bits < 0 ? -(long) (bits & 0x7fffffff) : bits;
  }

  private static float[] floats(JsonNode values) {
    float[] out = new float[values.size()];
    for (int i = 0; i < out.length; i++) {
      JsonNode v = values.get(i);
      out[i] = v.isTextual() ? Float.parseFloat(v.asText()) : (float) v.asDouble();
    }
    return out;
  }
}
