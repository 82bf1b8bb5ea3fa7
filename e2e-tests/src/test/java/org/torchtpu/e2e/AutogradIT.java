package org.torchtpu.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp.Precision;
import org.torchtpu.client.CompiledFunction;
import org.torchtpu.client.Convolutions;
import org.torchtpu.client.EagerMode;
import org.torchtpu.client.Pooling;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;

/**
 * Autograd over the SDK on a real server: gradients of per-op cases and a small MLP against
 * PyTorch ({@code src/test/golden/generate_autograd_golden.py} wrote
 * {@code golden/autograd_golden.json}), central finite differences in float32 on the server,
 * and the bookkeeping (accumulation, zeroGrad, noGrad, detach), in Strict and Fused modes.
 */
class AutogradIT {
  @RegisterExtension
  static final TpuServerExtension SERVER = new TpuServerExtension("--torchtpu.chips=1");

  private static final EagerMode[] MODES = {EagerMode.STRICT, EagerMode.FUSED};
  private static final double RTOL = 2e-4;
  private static final double ATOL_SCALE = 1e-5;

  // ------------------------------------------------------------------ golden gradients

  @TestFactory
  Stream<DynamicTest> goldenGradients() throws Exception {
    JsonNode root;
    try (InputStream in = AutogradIT.class.getResourceAsStream("/golden/autograd_golden.json")) {
      root = new ObjectMapper().readTree(in);
    }
    List<DynamicTest> tests = new ArrayList<>();
    for (JsonNode c : root.get("cases")) {
      for (EagerMode mode : MODES) {
        tests.add(DynamicTest.dynamicTest(c.get("name").asText() + " [" + mode + "]", () -> runCase(c, mode)));
      }
    }
    assertThat(tests).hasSizeGreaterThanOrEqualTo(90);
    return tests.stream();
  }

  private static void runCase(JsonNode c, EagerMode mode) {
    String name = c.get("name").asText();
    try (Session s = SERVER.client().openSession("autograd", 0, mode)) {
      Map<String, Tensor> in = new HashMap<>();
      for (JsonNode t : c.get("inputs")) {
        Tensor x = GoldenJson.upload(s, t);
        if (t.get("requires_grad").asBoolean()) {
          x.requiresGrad(true);
        }
        in.put(t.get("name").asText(), x);
      }
      List<Tensor> outs = compute(name, in);
      Tensor loss;
      if (c.get("loss").asText().equals("scalar")) {
        loss = outs.get(0);
      } else {
        loss = null;
        for (Tensor o : outs) {
          Tensor half = o.mul(o).sum().mul(0.5);
          loss = loss == null ? half : loss.add(half);
        }
      }
      loss.backward();
      double expectedLoss = c.get("expected_loss").asDouble();
      assertThat(loss.item()).as("%s loss", name)
          .isCloseTo(expectedLoss, org.assertj.core.data.Offset.offset(ATOL_SCALE * Math.max(1, Math.abs(expectedLoss))
              + RTOL * Math.abs(expectedLoss)));
      for (JsonNode g : c.get("grads")) {
        String input = g.get("name").asText();
        Tensor grad = in.get(input).grad();
        assertThat(grad).as("%s: grad of %s", name, input).isNotNull();
        assertThat(grad.shape()).as("%s: grad of %s shape", name, input).containsExactly(GoldenJson.longs(g.get("dims")));
        assertThat(grad.dtype()).isEqualTo(DType.F32);
        assertClose(name + ": grad of " + input, grad.toFloatArray(), GoldenJson.doubles(g.get("values")));
      }
    }
  }

  /** The SDK spelling of each golden case; matmuls at HIGHEST so the inputs stay float32. */
  private static List<Tensor> compute(String name, Map<String, Tensor> t) {
    Tensor x = t.get("x");
    Tensor y = t.get("y");
    return switch (name) {
      case "add/broadcast" -> List.of(x.add(y));
      case "sub/broadcast" -> List.of(x.sub(y));
      case "mul/broadcast" -> List.of(x.mul(y));
      case "mul/shared" -> List.of(x.mul(x).mul(y));
      case "div/tensor" -> List.of(x.div(y));
      case "scalar/chain" -> List.of(x.mul(2.5).add(1.0).sub(0.5).div(4.0).neg());
      case "exp" -> List.of(x.exp());
      case "log" -> List.of(x.log());
      case "tanh" -> List.of(x.tanh());
      case "sigmoid" -> List.of(x.sigmoid());
      case "relu" -> List.of(x.relu());
      case "gelu/none" -> List.of(x.gelu());
      case "gelu/tanh" -> List.of(x.gelu("tanh"));
      case "sqrt" -> List.of(x.sqrt());
      case "rsqrt" -> List.of(x.rsqrt());
      case "pow/scalar" -> List.of(x.pow(3.0));
      case "pow/tensor" -> List.of(x.pow(y));
      case "maximum/ties" -> List.of(x.maximum(y));
      case "minimum" -> List.of(x.minimum(y));
      case "where" -> List.of(Tensor.where(t.get("c"), x.mul(2.0), y));
      case "to/bf16" -> List.of(x.to(DType.BF16).to(DType.F32).mul(y));
      case "matmul/2d", "matmul/batched-broadcast", "matmul/vector-matrix", "matmul/matrix-vector" ->
          List.of(t.get("a").matmul(t.get("b"), Precision.HIGHEST));
      case "linear" -> List.of(Tensor.linear(x, t.get("w"), t.get("b"), Precision.HIGHEST));
      case "sum/dims-keepdim" -> List.of(x.sum(new int[] {0, 2}, true));
      case "sum/all" -> List.of(x.sum(), x.sum(1));
      case "mean/dim" -> List.of(x.mean(1), x.mean());
      case "amax/ties" -> List.of(x.amax(1));
      case "amax/keepdim" -> List.of(x.amax(0, true));
      case "max/all" -> List.of(x.max());
      case "max/dim" -> List.of(x.max(1).values());
      case "softmax" -> List.of(x.softmax(-1));
      case "log_softmax" -> List.of(x.logSoftmax(0));
      case "layer_norm" -> List.of(x.layerNorm(new long[] {4}, t.get("w"), t.get("b"), 1e-5));
      case "cross_entropy" -> List.of(Tensor.crossEntropy(t.get("logits"), t.get("targets")));
      case "cross_entropy/ignore" -> List.of(Tensor.crossEntropy(t.get("logits"), t.get("targets"), 2));
      case "embedding" -> List.of(Tensor.embedding(t.get("w"), t.get("idx")));
      case "gather" -> List.of(x.gather(1, t.get("idx")));
      case "index_select" -> List.of(x.indexSelect(1, t.get("idx")));
      case "views/chain" ->
          List.of(x.permute(2, 0, 1).reshape(4, 6).t().unsqueeze(0).transpose(1, 2).squeeze(0).flatten().mul(y));
      case "expand" -> List.of(x.expand(2, 3, 4).mul(y));
      case "slice/step" -> List.of(x.slice(1, 1, 6, 2));
      case "narrow-select" -> List.of(x.narrow(0, 1, 2).mul(3.0), x.select(1, -1));
      case "cat" -> List.of(Tensor.cat(List.of(x, y), 1).mul(t.get("z")));
      case "stack" -> List.of(Tensor.stack(List.of(x, y), 1).mul(t.get("z")));
      case "mlp" -> {
        Tensor h = x.matmul(t.get("w1"), Precision.HIGHEST).add(t.get("b1")).gelu();
        h = h.layerNorm(new long[] {8}, t.get("g"), t.get("beta"), 1e-5);
        Tensor logits = h.tanh().matmul(t.get("w2"), Precision.HIGHEST).add(t.get("b2"));
        yield List.of(Tensor.crossEntropy(logits, t.get("targets")));
      }
      case "conv2d/stride-pad-dilation-groups" -> List.of(Convolutions.convNd(2, x, t.get("w"), t.get("b"),
          new long[] {2, 1}, new long[] {1, 2}, new long[] {1, 2}, 2, Precision.HIGHEST));
      case "conv1d/stride" -> List.of(Convolutions.convNd(1, x, t.get("w"), null, new long[] {2}, new long[] {1},
          new long[] {1}, 1, Precision.HIGHEST));
      case "conv3d" -> List.of(Convolutions.convNd(3, x, t.get("w"), null, new long[] {1, 2, 1}, new long[] {1, 0, 1},
          new long[] {1, 1, 1}, 1, Precision.HIGHEST));
      case "conv_transpose2d/groups-output-padding" -> List.of(Convolutions.convTransposeNd(2, x, t.get("w"), t.get("b"),
          new long[] {2, 2}, new long[] {1, 1}, new long[] {1, 1}, new long[] {1, 1}, 2, Precision.HIGHEST));
      case "max_pool2d/pad" -> List.of(Pooling.maxPool2d(x, 3, 2, 1));
      case "avg_pool2d/pad" -> List.of(Pooling.avgPool2d(x, 3, 2, 1));
      case "adaptive_avg_pool2d" -> List.of(Pooling.adaptiveAvgPool2d(x, 3, 4));
      case "cumsum" -> List.of(Pooling.cumsum(x, 1), Pooling.cumsum(x, 0));
      case "cumprod/zero" -> List.of(Pooling.cumprod(x, 1));
      default -> throw new AssertionError("no SDK mapping for golden case " + name);
    };
  }

  // ------------------------------------------------------------------ finite differences

  /**
   * Central differences of a scalar loss in float32 on the server: {@code (f(x+h) - f(x-h)) / 2h}
   * per element, with the step as actually represented in float32. Error: truncation
   * {@code h^2 |f'''| / 6} (~1e-5 here with h = 2^-6 and third derivatives of order one) plus
   * float32 rounding of the two losses, about {@code 2 * 2^-24 * |f| * (terms) / 2h}: with
   * |f| of order 1-10 and up to 24 terms, ~1e-3 at most. Tolerance: 3e-3 absolute plus 1e-2
   * relative, well above both and far below the gradients' size (an error in a backward
   * formula shows as a difference of order one).
   */
  @ParameterizedTest
  @EnumSource(value = EagerMode.class, names = {"STRICT", "FUSED"})
  void gradientsMatchFiniteDifferences(EagerMode mode) {
    float[] x = {0.3f, -1.2f, 0.8f, 1.5f, -0.4f, 0.05f, -0.7f, 1.1f, 0.6f, -1.5f, 0.2f, 0.9f};
    float[] w = {0.5f, -0.25f, 0.75f, 1.0f, -0.5f, 0.125f, 0.3f, -0.6f, 0.45f, -0.15f, 0.8f, -0.9f};
    try (Session s = SERVER.client().openSession("autograd-fd", 0, mode)) {
      Tensor weights = s.tensor(w, 3, 4);
      Tensor m = s.tensor(new float[] {0.2f, -0.3f, 0.5f, 0.1f, 0.4f, -0.2f, 0.3f, 0.6f}, 4, 2);
      Tensor gamma = s.tensor(new float[] {1.5f, 0.5f, -1.0f, 2.0f}, 4);
      Tensor targets = s.tensor(new long[] {3, 0, 2}, 3);
      Map<String, Function<Tensor, Tensor>> losses = new java.util.LinkedHashMap<>();
      losses.put("tanh(x @ m)", v -> v.matmul(m, Precision.HIGHEST).tanh().mul(v.sum(1, true)).sum());
      losses.put("softmax", v -> v.softmax(-1).mul(weights).sum());
      losses.put("layer_norm", v -> v.layerNorm(new long[] {4}, gamma, null, 1e-5).mul(weights).sum());
      losses.put("gelu * sigmoid", v -> v.gelu().mul(v.sigmoid()).mul(weights).sum());
      losses.put("cross_entropy", v -> Tensor.crossEntropy(v.mul(2.0), targets));
      losses.put("rsqrt(x^2 + 1) / exp", v -> v.pow(2.0).add(1.0).rsqrt().div(v.exp()).mul(weights).sum());
      for (Map.Entry<String, Function<Tensor, Tensor>> loss : losses.entrySet()) {
        Tensor input = s.tensor(x, 3, 4).requiresGrad(true);
        loss.getValue().apply(input).backward();
        float[] analytic = input.grad().toFloatArray();
        float h = 1f / 64;
        for (int i = 0; i < x.length; i++) {
          float[] plus = x.clone();
          float[] minus = x.clone();
          plus[i] = x[i] + h;
          minus[i] = x[i] - h;
          double step = (double) plus[i] - minus[i];
          double fPlus = s.noGrad(() -> loss.getValue().apply(s.tensor(plus, 3, 4)).item());
          double fMinus = s.noGrad(() -> loss.getValue().apply(s.tensor(minus, 3, 4)).item());
          double numeric = (fPlus - fMinus) / step;
          assertThat((double) analytic[i]).as("%s: d loss / d x[%d]", loss.getKey(), i)
              .isCloseTo(numeric, org.assertj.core.data.Offset.offset(3e-3 + 1e-2 * Math.abs(numeric)));
        }
      }
    }
  }

  // ------------------------------------------------------------------ bookkeeping

  @ParameterizedTest
  @EnumSource(value = EagerMode.class, names = {"STRICT", "FUSED"})
  void gradientsAccumulateUntilCleared(EagerMode mode) {
    try (Session s = SERVER.client().openSession("autograd", 0, mode)) {
      Tensor x = s.tensor(new float[] {1, 2, 3}, 3).requiresGrad(true);
      assertThat(x.grad()).isNull();
      Tensor loss = x.mul(x).sum();
      loss.backward();
      assertThat(x.grad().toFloatArray()).containsExactly(2, 4, 6);
      loss.backward();
      assertThat(x.grad().toFloatArray()).containsExactly(4, 8, 12);
      x.mul(3.0).sum().backward();
      assertThat(x.grad().toFloatArray()).containsExactly(7, 11, 15);
      x.zeroGrad();
      assertThat(x.grad()).isNull();
      x.exp().sum().backward();
      assertThat(x.grad().toFloatArray())
          .containsExactly((float) Math.exp(1), (float) Math.exp(2), (float) Math.exp(3));
      x.setGrad(null);
      assertThat(x.grad()).isNull();
    }
  }

  @ParameterizedTest
  @EnumSource(value = EagerMode.class, names = {"STRICT", "FUSED"})
  void noGradAndDetachRecordNothing(EagerMode mode) {
    try (Session s = SERVER.client().openSession("autograd", 0, mode)) {
      Tensor x = s.tensor(new float[] {1, 2, 3}, 3).requiresGrad(true);
      Tensor y = s.noGrad(() -> x.mul(2.0));
      assertThat(y.requiresGrad()).isFalse();
      try (var scope = s.noGradScope()) {
        assertThat(x.exp().requiresGrad()).isFalse();
      }
      Tensor z = x.mul(2.0);
      assertThat(z.requiresGrad()).isTrue();
      assertThat(z.isLeaf()).isFalse();
      Tensor d = z.detach();
      assertThat(d.requiresGrad()).isFalse();
      assertThat(d.toFloatArray()).containsExactly(2, 4, 6);
      // only the path through x itself carries gradient: d is a constant
      x.mul(d).sum().backward();
      assertThat(x.grad().toFloatArray()).containsExactly(2, 4, 6);
      assertThatThrownBy(() -> y.sum().backward()).isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("does not require grad");
      assertThatThrownBy(() -> z.backward()).hasMessageContaining("one element");
      assertThatThrownBy(() -> s.tensor(new long[] {1, 2}, 2).requiresGrad(true))
          .isInstanceOf(OpTypeException.class).hasMessageContaining("floating point");
      assertThatThrownBy(() -> x.prod()).isInstanceOf(OpTypeException.class)
          .hasMessageContaining("prod: no gradient");
    }
  }

  @ParameterizedTest
  @EnumSource(value = EagerMode.class, names = {"STRICT", "FUSED"})
  void backwardWithAnOutputGradient(EagerMode mode) {
    try (Session s = SERVER.client().openSession("autograd", 0, mode)) {
      Tensor x = s.tensor(new float[] {1, 2, 3, 4}, 2, 2).requiresGrad(true);
      x.mul(x).backward(s.tensor(new float[] {1, 0, 0.5f, 2}, 2, 2));
      assertThat(x.grad().toFloatArray()).containsExactly(2, 0, 3, 16);
    }
  }

  /** A compiled function can hold the backward pass: its gradients equal eager autograd's. */
  @ParameterizedTest
  @EnumSource(value = EagerMode.class, names = {"STRICT", "FUSED"})
  void compiledBackwardMatchesEager(EagerMode mode) {
    try (Session s = SERVER.client().openSession("autograd", 0, mode)) {
      Tensor x = s.tensor(new float[] {0.5f, -1, 2, 0.25f, -0.75f, 1.5f}, 2, 3);
      Tensor w = s.tensor(new float[] {1, -2, 0.5f, 0.3f, -0.1f, 0.7f}, 3, 2);
      CompiledFunction step = s.compileList(in -> {
        Tensor xs = in[0];
        Tensor ws = in[1].requiresGrad(true);
        Tensor loss = xs.matmul(ws, Precision.HIGHEST).tanh().logSoftmax(-1).sum();
        loss.backward();
        return List.of(loss, ws.grad());
      }, x, w);
      List<Tensor> compiled = step.call(x, w);
      Tensor eagerW = s.tensor(w.toFloatArray(), 3, 2).requiresGrad(true);
      Tensor eagerLoss = x.matmul(eagerW, Precision.HIGHEST).tanh().logSoftmax(-1).sum();
      eagerLoss.backward();
      assertThat(compiled.get(0).item()).isCloseTo(eagerLoss.item(), org.assertj.core.data.Offset.offset(1e-5));
      float[] expected = eagerW.grad().toFloatArray();
      float[] actual = compiled.get(1).toFloatArray();
      for (int i = 0; i < expected.length; i++) {
        assertThat(actual[i]).as("grad[%d]", i).isCloseTo(expected[i], org.assertj.core.data.Offset.offset(1e-5f));
      }
    }
  }

  // ------------------------------------------------------------------ helpers

  private static void assertClose(String what, float[] actual, double[] expected) {
    assertThat(actual).as("%s size", what).hasSize(expected.length);
    double scale = 1;
    for (double e : expected) {
      scale = Math.max(scale, Math.abs(e));
    }
    double atol = ATOL_SCALE * scale;
    for (int i = 0; i < expected.length; i++) {
      assertThat((double) actual[i]).as("%s [%d]", what, i)
          .isCloseTo(expected[i], org.assertj.core.data.Offset.offset(atol + RTOL * Math.abs(expected[i])));
    }
  }
}
