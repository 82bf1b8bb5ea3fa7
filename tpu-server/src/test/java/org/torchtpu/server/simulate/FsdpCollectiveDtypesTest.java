package org.torchtpu.server.simulate;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The weight and gradient collectives of a step move bf16, as JAX's SPMD partitioner emits them for MaxText's f32
 * master weights computed in bf16: resources {@code simulate/fsdp-collective-dtypes.json}, written by
 * {@code make_fsdp_collective_dtypes.py} (JAX 0.10, a scan over remat'd layers, FSDP over 8 devices and data 2 x FSDP
 * 4). The step builder once sized the cross-slice gradient all-reduce in f32 (the optimizer's dtype); the partitioner
 * reduces the weight-gradient matmul's bf16 output over the data axis as over fsdp.
 */
class FsdpCollectiveDtypesTest {
  private static final Map<String, Integer> ELEMENT_BYTES = Map.of("bf16", 2, "f32", 4);

  @Test
  void jaxGathersWeightsAndReducesGradientsInBf16OnBothMeshes() throws IOException {
    JsonNode golden = golden();
    int embed = golden.get("embed").asInt();
    int mlp = golden.get("mlp").asInt();
    for (String mesh : List.of("fsdp8", "data2_fsdp4")) {
      List<String> reduced = strings(golden.get(mesh).get("all-reduce"));
      // the weight gradients' partial sums (a layer's two matrices, whole) are among the reductions ...
      assertThat(reduced).as(mesh).contains("bf16[" + embed + "," + mlp + "]", "bf16[" + mlp + "," + embed + "]");
      // ... and every weight gather and gradient reduction is bf16, none f32
      assertThat(elementTypes(golden.get(mesh))).as(mesh).containsExactly("bf16");
    }
  }

  @Test
  void theStepBuilderSizesEveryWeightAndGradientCollectiveAtTheGoldenElementWidth() throws IOException {
    Set<String> types = elementTypes(golden().get("data2_fsdp4"));
    assertThat(types).hasSize(1);
    int width = ELEMENT_BYTES.get(types.iterator().next());
    TransformerConfig model = PublishedRows.models().get("llama3.1-8b");
    TrainRecipe recipe = new TrainRecipe(2, 4096, Set.of(), 8, 1, 4, true, false);
    TransformerStepBuilder.Step step = TransformerStepBuilder.build(model, recipe);
    double layer = TransformerStepBuilder.gatheredLayerParameters(model, recipe);
    double embedding = model.embeddingParameters();
    Map<String, Double> bytes = step.collectives().stream()
        .collect(Collectors.toMap(SimCollective::name, SimCollective::bytesPerRank));
    assertThat(bytes).containsEntry("fsdp_all_gather_fwd", layer / 8 * width)
        .containsEntry("fsdp_all_gather_bwd", layer / 8 * width)
        .containsEntry("fsdp_reduce_scatter_grads", layer * width)
        .containsEntry("fsdp_all_gather_embedding", embedding / 8 * width)
        .containsEntry("fsdp_reduce_scatter_embedding", embedding * width)
        .containsEntry("dcn_all_reduce_grads", layer / 8 * width)
        .containsEntry("dcn_all_reduce_embedding", embedding / 8 * width);
  }

  private static Set<String> elementTypes(JsonNode mesh) {
    List<String> all = new ArrayList<>();
    mesh.fieldNames().forEachRemaining(kind -> all.addAll(strings(mesh.get(kind))));
    return all.stream().map(t -> t.substring(0, t.indexOf('['))).collect(Collectors.toSet());
  }

  private static List<String> strings(JsonNode array) {
    List<String> out = new ArrayList<>();
    array.forEach(n -> out.add(n.asText()));
    return out;
  }

  private static JsonNode golden() throws IOException {
    try (InputStream in = FsdpCollectiveDtypesTest.class.getResourceAsStream("/simulate/fsdp-collective-dtypes.json")) {
      assertThat(in).as("resource simulate/fsdp-collective-dtypes.json").isNotNull();
      return new ObjectMapper().readTree(in);
    }
  }
}
