package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.server.exec.DeviceArray;

/**
 * Complex abs, log, exp and divide where the textbook formulas overflow, underflow or give NaN in f32, against
 * jax.numpy on CPU (stablehlo/complex_extremes.json, made by src/test/golden/generate_complex_extremes.py).
 */
class ComplexExtremesTest {
  private static final float EPS = Math.ulp(1.0f);
  private static JsonNode golden;
  private static List<DeviceArray> out;

  @BeforeAll
  static void run() throws IOException {
    try (InputStream in = ComplexExtremesTest.class.getResourceAsStream("/stablehlo/complex_extremes.json")) {
      golden = new ObjectMapper().readTree(in);
    }
    int n = golden.get("x").size();
    int m = golden.get("a").size();
    String c = "complex<f32>";
    String mlir = """
        func.func public @main(%x: tensor<NxC>, %a: tensor<MxC>, %b: tensor<MxC>)
            -> (tensor<Nxf32>, tensor<NxC>, tensor<NxC>, tensor<MxC>) {
          %0 = stablehlo.abs %x : (tensor<NxC>) -> tensor<Nxf32>
          %1 = stablehlo.log %x : tensor<NxC>
          %2 = stablehlo.exponential %x : tensor<NxC>
          %3 = stablehlo.divide %a, %b : tensor<MxC>
          return %0, %1, %2, %3 : tensor<Nxf32>, tensor<NxC>, tensor<NxC>, tensor<MxC>
        }
        """.replace("N", Integer.toString(n)).replace("M", Integer.toString(m)).replace("C", c);
    out = new GraphRunner().run(StableHloImporter.parse(mlir),
        List.of(pairs(golden.get("x")), pairs(golden.get("a")), pairs(golden.get("b"))));
  }

  private static float value(JsonNode v) {
    if (v.isTextual()) {
      return switch (v.asText()) {
        case "nan" -> Float.NaN;
        case "inf" -> Float.POSITIVE_INFINITY;
        case "-inf" -> Float.NEGATIVE_INFINITY;
        default -> throw new IllegalArgumentException(v.asText());
      };
    }
    return (float) v.asDouble();
  }

  private static DeviceArray pairs(JsonNode list) {
    float[] f = new float[2 * list.size()];
    for (int i = 0; i < list.size(); i++) {
      f[2 * i] = value(list.get(i).get(0));
      f[2 * i + 1] = value(list.get(i).get(1));
    }
    return DeviceArray.ofFloats(DType.F32, new int[] {list.size(), 2}, f);
  }

  /** NaN where NaN, infinities exactly, finite values within 4 eps of the complex result's magnitude. */
  private static List<String> mismatches(String what, float[] got, float[] want, int width) {
    List<String> bad = new ArrayList<>();
    for (int i = 0; i < want.length; i += width) {
      double scale = 0;
      for (int k = 0; k < width; k++) {
        if (Float.isFinite(want[i + k])) {
          scale = Math.max(scale, Math.abs(want[i + k]));
        }
      }
      for (int k = 0; k < width; k++) {
        float g = got[i + k];
        float w = want[i + k];
        boolean ok = Float.isNaN(w) ? Float.isNaN(g)
            : Float.isInfinite(w) ? g == w
            : Float.isFinite(g) && Math.abs(g - w) <= 4 * EPS * scale;
        if (!ok) {
          bad.add(what + "[" + i / width + "]" + (width == 2 ? (k == 0 ? ".re" : ".im") : "") + ": got " + g
              + ", want " + w);
        }
      }
    }
    return bad;
  }

  @Test
  void absScalesByTheLargerPartSoHugeAndTinyValuesKeepTheirMagnitude() {
    JsonNode want = golden.get("abs");
    float[] w = new float[want.size()];
    for (int i = 0; i < w.length; i++) {
      w[i] = value(want.get(i));
    }
    // |3e19 + 4e19 i| was inf, |1e-23| was 0
    assertThat(mismatches("abs", out.get(0).floats(), w, 1)).isEmpty();
  }

  @Test
  void logOfATinyValueIsFiniteNotMinusInfinity() {
    assertThat(mismatches("log", out.get(1).floats(), pairs(golden.get("log")).floats(), 2)).isEmpty();
  }

  @Test
  void expOfARealInfinityHasAZeroImaginaryPart() {
    assertThat(mismatches("exp", out.get(2).floats(), pairs(golden.get("exp")).floats(), 2)).isEmpty();
  }

  @Test
  void smithsDivisionKeepsEqualHugeAndTinyQuotientsAtOne() {
    assertThat(mismatches("divide", out.get(3).floats(), pairs(golden.get("divide")).floats(), 2)).isEmpty();
  }
}
