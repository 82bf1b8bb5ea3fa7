package org.torchtpu.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.torchtpu.api.v1.DType;
import org.torchtpu.client.EagerMode;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;
import org.torchtpu.client.ValuesAndIndices;

/**
 * The SDK's high-level ops (softmax, layer norm, GELU, an MLP, cross entropy, reductions,
 * broadcasting, type promotion) on a real server, in both eager modes, against PyTorch golden
 * data ({@code src/test/golden/generate_sdk_golden.py} produced {@code golden/sdk_golden.json}).
 * Matmuls run at DEFAULT precision, so they are compared with the bf16-input reference.
 */
class SdkGoldenIT {
  @RegisterExtension
  static final TpuServerExtension SERVER = new TpuServerExtension("--torchtpu.chips=1");

  @TestFactory
  Stream<DynamicTest> goldenCases() throws Exception {
    JsonNode root;
    try (InputStream in = SdkGoldenIT.class.getResourceAsStream("/golden/sdk_golden.json")) {
      root = new ObjectMapper().readTree(in);
    }
    List<DynamicTest> tests = new ArrayList<>();
    for (JsonNode c : root.get("cases")) {
      for (EagerMode mode : EagerMode.values()) {
        tests.add(DynamicTest.dynamicTest(c.get("name").asText() + " [" + mode + "]", () -> runCase(c, mode)));
      }
    }
    assertThat(tests).hasSizeGreaterThan(40);
    return tests.stream();
  }

  private static void runCase(JsonNode c, EagerMode mode) {
    try (Session s = SERVER.client().openSession("golden", 0, mode)) {
      Map<String, Tensor> in = new HashMap<>();
      for (JsonNode t : c.get("inputs")) {
        in.put(t.get("name").asText(), GoldenJson.upload(s, t));
      }
      Map<String, Tensor> out = compute(c.get("name").asText(), c.get("args"), in);
      for (JsonNode e : c.get("expected")) {
        String name = e.get("name").asText();
        Tensor actual = out.get(name);
        assertThat(actual).as("output %s of %s", name, c.get("name").asText()).isNotNull();
        compare(c.get("name").asText() + "/" + name, actual, e);
      }
    }
  }

  private static Map<String, Tensor> compute(String name, JsonNode args, Map<String, Tensor> in) {
    String family = name.substring(0, name.indexOf('/'));
    Tensor x = in.get("x");
    return switch (family) {
      case "softmax" -> Map.of("out", x.softmax(args.get("dim").asInt()));
      case "log_softmax" -> Map.of("out", x.logSoftmax(args.get("dim").asInt()));
      case "layer_norm" -> Map.of("out", x.layerNorm(GoldenJson.longs(args.get("normalized_shape")), in.get("weight"), in.get("bias"),
          args.get("eps").asDouble()));
      case "gelu" -> Map.of("out", x.gelu(args.get("approximate").asText()));
      case "mlp" -> {
        Tensor h1 = x.matmul(in.get("W1")).add(in.get("b1"));
        Tensor a1 = h1.gelu();
        Tensor logits = a1.matmul(in.get("W2")).add(in.get("b2"));
        yield Map.of("h1", h1, "a1", a1, "logits", logits, "out", logits.logSoftmax(-1));
      }
      case "cross_entropy" -> args.get("reduction").asText().equals("mean")
          ? Map.of("out", Tensor.crossEntropy(in.get("logits"), in.get("targets")))
          // per-sample loss by its definition: minus the log-probability of the target class
          : Map.of("out", in.get("logits").logSoftmax(1).gather(1, in.get("targets").unsqueeze(1)).squeeze(1).neg());
      case "embedding" -> Map.of("out", Tensor.embedding(in.get("weight"), in.get("ids")));
      case "sum", "mean" -> {
        boolean all = !args.has("dim");
        boolean sum = family.equals("sum");
        Tensor r = all ? (sum ? x.sum() : x.mean())
            : sum ? x.sum(ints(args.get("dim")), args.get("keepdim").asBoolean())
            : x.mean(ints(args.get("dim")), args.get("keepdim").asBoolean());
        yield Map.of("out", r);
      }
      case "max" -> {
        if (!args.has("dim")) {
          yield Map.of("out", x.max());
        }
        ValuesAndIndices m = x.max(args.get("dim").asInt(), args.get("keepdim").asBoolean());
        yield Map.of("values", m.values(), "indices", m.indices());
      }
      case "broadcast_add" -> Map.of("out", in.get("a").add(in.get("b")));
      case "promotion" -> Map.of("out", promotion(name, args, in));
      default -> throw new AssertionError("no SDK mapping for golden case " + name);
    };
  }

  private static Tensor promotion(String name, JsonNode args, Map<String, Tensor> in) {
    if (name.startsWith("promotion/int32+float32")) {
      return in.get("i").add(in.get("f"));
    }
    if (name.startsWith("promotion/int32*python_float")) {
      return in.get("i").mul(args.get("scalar").asDouble());
    }
    if (name.startsWith("promotion/int32*python_int")) {
      return in.get("i").mul(args.get("scalar").asLong());
    }
    if (name.startsWith("promotion/int32/int32")) {
      return in.get("i").div(in.get("j"));
    }
    if (name.startsWith("promotion/bf16+float32")) {
      return in.get("h").add(in.get("f"));
    }
    throw new AssertionError("no SDK mapping for golden case " + name);
  }

  private static void compare(String what, Tensor actual, JsonNode expected) {
    DType dtype = DType.valueOf(expected.get("dtype").asText());
    assertThat(actual.dtype()).as("%s dtype", what).isEqualTo(dtype);
    assertThat(actual.shape()).as("%s shape", what).containsExactly(GoldenJson.longs(expected.get("dims")));
    JsonNode values = expected.get("values");
    JsonNode tol = expected.get("tolerance");
    if (dtype != DType.F32 && dtype != DType.BF16 && dtype != DType.F16) {
      long[] got = actual.toLongArray();
      for (int i = 0; i < got.length; i++) {
        assertThat(got[i]).as("%s[%d]", what, i).isEqualTo(values.get(i).asLong());
      }
      return;
    }
    float[] got = actual.toFloatArray();
    assertThat(got).as("%s size", what).hasSize(values.size());
    double atol = tol.get("atol").asDouble();
    double rtol = tol.get("rtol").asDouble();
    long ulps = tol.get("ulps").asLong();
    for (int i = 0; i < got.length; i++) {
      float e = GoldenJson.floatValue(values.get(i));
      float a = got[i];
      boolean ok = (Float.isNaN(a) && Float.isNaN(e))
          || Float.floatToIntBits(a) == Float.floatToIntBits(e)
          || (Float.isFinite(a) && Float.isFinite(e)
              && (ulpDistance(a, e, dtype) <= ulps || Math.abs((double) a - e) <= atol + rtol * Math.abs((double) e)));
      assertThat(ok).as("%s[%d]: got %s, expected %s (atol %s, rtol %s, ulps %s: %s)", what, i, a, e, atol, rtol, ulps,
          tol.get("why").asText()).isTrue();
    }
  }

  /** Units in the last place of the output dtype between two values (same sign assumed when close). */
  private static long ulpDistance(float a, float e, DType dtype) {
    long d = Math.abs((long) Float.floatToIntBits(a) - Float.floatToIntBits(e));
    return dtype == DType.BF16 ? d >> 16 : dtype == DType.F16 ? d >> 13 : d;
  }

  private static int[] ints(JsonNode a) {
    if (!a.isArray()) {
      return new int[] {a.asInt()};
    }
    int[] r = new int[a.size()];
    for (int i = 0; i < r.length; i++) {
      r[i] = a.get(i).asInt();
    }
    return r;
  }
}
