package org.torchtpu.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.torchtpu.client.EagerMode;
import org.torchtpu.client.Resampling;
import org.torchtpu.client.Scatters;
import org.torchtpu.client.Session;
import org.torchtpu.client.Sorting;
import org.torchtpu.client.Tensor;
import org.torchtpu.client.ValuesAndIndices;

/**
 * Sorting (sort, argsort, topk), Resampling (flip, pad modes, interpolate) and Scatters on a real
 * server in every eager mode, values and gradients against PyTorch
 * ({@code src/test/golden/generate_sdk_extra_golden.py} made {@code golden/sdk_extra_golden.json}).
 * Indices must be equal; floats within 1e-5 * (1 + |expected|) (bilinear weights and gradient sums
 * round in float32 in a different order than PyTorch).
 */
class SdkExtraOpsIT {
  @RegisterExtension
  static final TpuServerExtension SERVER = new TpuServerExtension("--torchtpu.chips=1");

  @ParameterizedTest
  @EnumSource(EagerMode.class)
  void matchesPyTorch(EagerMode mode) throws Exception {
    JsonNode root;
    try (InputStream in = SdkExtraOpsIT.class.getResourceAsStream("/golden/sdk_extra_golden.json")) {
      root = new ObjectMapper().readTree(in);
    }
    JsonNode in = root.get("inputs");
    try (Session s = SERVER.client().openSession("golden", 0, mode)) {
      Map<String, Tensor> got = new LinkedHashMap<>();
      Tensor w = GoldenJson.upload(s, in.get("w"));
      Tensor x = GoldenJson.upload(s, in.get("x")).requiresGrad(true);
      ValuesAndIndices sorted = Sorting.sort(x, 1, false);
      got.put("sort_values", sorted.values());
      got.put("sort_indices", sorted.indices());
      sorted.values().mul(w).sum().backward();
      got.put("sort_grad", x.grad());
      got.put("argsort_desc_dim0", Sorting.argsort(x, 0, true));
      x = GoldenJson.upload(s, in.get("x")).requiresGrad(true);
      ValuesAndIndices top = Sorting.topk(x, 2, 1, true);
      got.put("topk_values", top.values());
      got.put("topk_indices", top.indices());
      top.values().mul(w.narrow(1, 0, 2)).sum().backward();
      got.put("topk_grad", x.grad());
      ValuesAndIndices bottom = Sorting.topk(x, 3, 0, false);
      got.put("bottomk_values", bottom.values());
      got.put("bottomk_indices", bottom.indices());
      got.put("flip", Resampling.flip(x, 0, 1));
      Tensor gimg = GoldenJson.upload(s, in.get("gimg"));
      for (Resampling.PadMode m : Resampling.PadMode.values()) {
        Tensor img = GoldenJson.upload(s, in.get("img")).requiresGrad(true);
        Tensor p = Resampling.pad(img, new long[] {1, 2, 2, 1}, m, 0.5);
        String name = "pad_" + m.name().toLowerCase(java.util.Locale.ROOT);
        got.put(name, p);
        p.mul(gimg).sum().backward();
        got.put(name + "_grad", img.grad());
      }
      Tensor img = GoldenJson.upload(s, in.get("img")).requiresGrad(true);
      got.put("nearest", Resampling.interpolate(img, 5, 7, Resampling.InterpolateMode.NEAREST));
      Tensor b = Resampling.interpolate(img, 6, 5, Resampling.InterpolateMode.BILINEAR);
      got.put("bilinear", b);
      b.mul(s.arange(60).to(org.torchtpu.api.v1.DType.F32).reshape(1, 2, 6, 5).div(60.0)).sum().backward();
      got.put("bilinear_grad", img.grad());
      Tensor idx = GoldenJson.upload(s, in.get("idx"));
      Tensor src = GoldenJson.upload(s, in.get("src")).requiresGrad(true);
      Tensor sa = Scatters.scatterAdd(s.zeros(3, 5), 1, idx, src);
      got.put("scatter_add", sa);
      sa.mul(w).sum().backward();
      got.put("scatter_add_grad_src", src.grad());
      x = GoldenJson.upload(s, in.get("x")).requiresGrad(true);
      src = GoldenJson.upload(s, in.get("src")).requiresGrad(true);
      Tensor sc = Scatters.scatter(x, 1, GoldenJson.upload(s, in.get("uidx")), src);
      got.put("scatter", sc);
      sc.mul(w).sum().backward();
      got.put("scatter_grad_self", x.grad());
      got.put("scatter_grad_src", src.grad());
      // a compiled function whose three layers are one traced loop body (forLoop), and the same
      // layers unrolled: the loop must give the unrolled program's exact bits
      Tensor h0 = GoldenJson.upload(s, in.get("h0"));
      Tensor stack = GoldenJson.upload(s, in.get("stack"));
      org.torchtpu.client.CompiledFunction scanned = s.compileList(args -> org.torchtpu.client.Loops.forLoop(3,
          List.of(args[0]), (i, hs) -> List.of(hs.get(0).matmul(args[1].indexSelect(0, i.reshape(1)).reshape(8, 8))
              .relu())), h0, stack);
      Tensor looped = scanned.call(h0, stack).get(0);
      org.torchtpu.client.CompiledFunction unrolled = s.compileList(args -> {
        Tensor h = args[0];
        for (int i = 0; i < 3; i++) {
          h = h.matmul(args[1].select(0, i)).relu();
        }
        return List.of(h);
      }, h0, stack);
      assertThat(looped.toFloatArray()).containsExactly(unrolled.call(h0, stack).get(0).toFloatArray());
      got.put("scanned_layers", looped);
      JsonNode expected = root.get("expected");
      assertThat(got.keySet()).containsExactlyInAnyOrderElementsOf(() -> expected.fieldNames());
      for (Map.Entry<String, Tensor> e : got.entrySet()) {
        JsonNode want = expected.get(e.getKey());
        assertThat(e.getValue().shape()).as(e.getKey() + " shape").containsExactly(GoldenJson.longs(want.get("dims")));
        if (want.get("dtype").asText().equals("S64")) {
          assertThat(e.getValue().toLongArray()).as(e.getKey()).containsExactly(GoldenJson.longs(want.get("values")));
          continue;
        }
        float[] actual = e.getValue().toFloatArray();
        for (int i = 0; i < actual.length; i++) {
          float w0 = GoldenJson.floatValue(want.get("values").get(i));
          assertThat((double) actual[i]).as(e.getKey() + "[" + i + "]")
              .isCloseTo(w0, org.assertj.core.data.Offset.offset(1e-5 * (1 + Math.abs(w0))));
        }
      }
    }
  }

}
