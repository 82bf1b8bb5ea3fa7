package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.torchtpu.api.v1.ConvolutionOp;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.ReduceWindowOp;

/**
 * JAX exports with convolutions, pooling, a max-pool gradient and cumulative sums
 * (src/test/resources/stablehlo, made by src/test/stablehlo/export_window_models.py) imported and
 * run, every output element compared with JAX within the generator's per-element bound, in both
 * printed forms.
 */
class WindowModelsGoldenTest {
  static final List<String> MODELS = List.of("tiny_cnn_forward", "tiny_cnn_train_step", "cumsum_positions");

  private final StableHloGoldenTest golden = new StableHloGoldenTest();

  @TestFactory
  Stream<DynamicTest> exportedWindowModelsMatchJax() {
    List<DynamicTest> tests = new ArrayList<>();
    for (String model : MODELS) {
      JsonNode g = StableHloGoldenTest.golden(model);
      for (String form : List.of("mlir", "mlirGeneric")) {
        String file = g.get(form).asText();
        tests.add(DynamicTest.dynamicTest(file, () -> {
          StableHloGoldenTest.Comparison c = golden.compare(g, StableHloImporter.parse(StableHloGoldenTest.resource(file)));
          System.out.printf(Locale.ROOT, "stablehlo golden %-32s max|ours-JAX| %.3g, max|ours-JAX|/tolerance %.4f%n",
              file, c.maxError, c.maxRatio);
          assertThat(c.failures).as(file + ": elements outside the tolerance").isEmpty();
        }));
      }
    }
    return tests.stream();
  }

  @Test
  void prettyAndGenericFormsImportToTheSameGraph() {
    for (String model : MODELS) {
      JsonNode g = StableHloGoldenTest.golden(model);
      Graph pretty = StableHloGoldenTest.withoutLocations(parse(g.get("mlir").asText()));
      Graph generic = StableHloGoldenTest.withoutLocations(parse(g.get("mlirGeneric").asText()));
      assertThat(generic).as(model).isEqualTo(pretty);
    }
  }

  /** The train step's backward pass is what JAX emits for a strided grouped conv and a max-pool. */
  @Test
  void trainStepImportsTheGradientOps() {
    Graph graph = parse("tiny_cnn_train_step.mlir");
    List<ConvolutionOp> convs = graph.getOpsList().stream().filter(Op::hasConvolution).map(Op::getConvolution).toList();
    assertThat(convs).hasSize(2);
    assertThat(convs).allMatch(c -> c.getPrecision() == DotGeneralOp.Precision.HIGHEST);
    assertThat(convs).anyMatch(c -> c.getFeatureGroupCount() == 2 && c.getWindowStridesList().equals(List.of(2L, 2L)));
    // the weight gradient: batch groups, the forward stride as rhs dilation, batch and feature dims swapped
    assertThat(convs).anyMatch(c -> c.getBatchGroupCount() == 2 && c.getRhsDilationList().equals(List.of(2L, 2L))
        && c.getInputFeatureDimension() == 0 && c.getInputBatchDimension() == 3);
    assertThat(graph.getOpsList()).filteredOn(Op::hasSelectAndScatter).hasSize(1)
        .allMatch(o -> o.getSelectAndScatter().getSelect() == org.torchtpu.api.v1.CompareOp.Direction.GE
            && o.getSelectAndScatter().getScatter() == ReduceOp.Kind.SUM);
  }

  /** jnp.cumsum as JAX lowers it: a window over the whole axis, padded by n - 1 below. */
  @Test
  void cumsumImportsAsAPaddedWindowSum() {
    List<ReduceWindowOp> windows = parse("cumsum_positions.mlir").getOpsList().stream()
        .filter(Op::hasReduceWindow).map(Op::getReduceWindow).toList();
    assertThat(windows).hasSize(2).allMatch(w -> w.getKind() == ReduceOp.Kind.SUM
        && w.getWindowDimensionsList().equals(List.of(1L, 10L)) && w.getPaddingLowList().equals(List.of(0L, 9L)));
  }

  /** The tolerances tell float32 products from bf16 ones: the CNN with DEFAULT-precision convolutions must fail. */
  @Test
  void tolerancesRejectBf16Convolutions() {
    for (String model : List.of("tiny_cnn_forward", "tiny_cnn_train_step")) {
      JsonNode g = StableHloGoldenTest.golden(model);
      Graph.Builder lowered = parse(g.get("mlir").asText()).toBuilder();
      for (Op.Builder op : lowered.getOpsBuilderList()) {
        if (op.hasConvolution()) {
          op.getConvolutionBuilder().setPrecision(DotGeneralOp.Precision.DEFAULT);
        }
      }
      StableHloGoldenTest.Comparison c = golden.compare(g, lowered.build());
      assertThat(c.failures).as(model + " with bf16 convolutions").isNotEmpty();
    }
  }

  private static Graph parse(String file) {
    return StableHloImporter.parse(StableHloGoldenTest.resource(file));
  }
}
