package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.ProgramKind;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.chip.ChipSpecs;
import org.torchtpu.server.compiler.ControlFlowMeter;
import org.torchtpu.server.compiler.ExecutableProgram;
import org.torchtpu.server.compiler.GraphCompiler;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.ir.IrGraph;

/**
 * Shape-polymorphic modules (jax.export with symbolic dimensions, corpus/poly_*): one module text compiled for
 * different argument types, and the errors when the types do not fit it (StableHloCorpusTest checks each poly_*
 * program's numbers at the size its golden data has).
 */
class ShapePolymorphismTest {
  private static final Executor EXECUTOR = new Executor();

  /** poly_cnn classifies each image on its own: compiled for one image, it gives that image's row of JAX's output. */
  @Test
  void aModuleCompiledForAnotherBatchSizeGivesTheSameRows() {
    JsonNode golden = StableHloCorpusTest.golden("poly_cnn");
    List<DeviceArray> inputs = StableHloGoldenTest.inputs(golden);
    DeviceArray images = inputs.get(inputs.size() - 1);
    int[] dims = images.dims();
    assertThat(dims[0]).isEqualTo(3);
    int perImage = images.size() / dims[0];
    for (int b : new int[] {1, 2}) {
      float[] first = java.util.Arrays.copyOf(images.floats(), b * perImage);
      List<DeviceArray> smaller = new ArrayList<>(inputs.subList(0, inputs.size() - 1));
      smaller.add(DeviceArray.ofFloats(DType.F32, new int[] {b, dims[1], dims[2], dims[3]}, first));
      List<DeviceArray> out = run(StableHloCorpusTest.resource(golden.get("mlir").asText()), smaller);
      assertThat(out.get(0).dims()).containsExactly(b, 5);
      JsonNode want = golden.get("outputs").get(0);
      for (int i = 0; i < b * 5; i++) {
        double reference = want.get("reference").get(i).asDouble();
        assertThat((double) out.get(0).floats()[i]).as("logit " + i + " at batch " + b)
            .isCloseTo(reference, org.assertj.core.data.Offset.offset(want.get("tolerance").get(i).asDouble()));
      }
    }
  }

  @Test
  void aFailedShapeAssertionNamesTheDimensionVariable() {
    JsonNode golden = StableHloCorpusTest.golden("poly_mlp");
    List<TensorType> types = StableHloCorpusTest.argumentTypes(golden);
    types.set(types.size() - 1, type(DType.F32, 0, 3, 4)); // b = 0 breaks the export's b >= 1
    assertThatThrownBy(() -> StableHloImporter.parse(StableHloCorpusTest.resource("poly_mlp.mlir"), types))
        .isInstanceOf(DynamicShapeImport.ShapeAssertionException.class)
        .hasMessageContaining("shape assertion failed")
        .hasMessageContaining("Expected value >= 1 for dimension variable 'b'")
        .hasMessageContaining("'b' = 0");
  }

  @Test
  void argumentsThatShareASymbolMustAgreeOnIt() {
    JsonNode golden = StableHloCorpusTest.golden("poly_ops");
    List<TensorType> types = StableHloCorpusTest.argumentTypes(golden);
    types.set(1, type(DType.F32, 3, 6)); // x is (2, 6): y = (3, 6) gives b two values
    assertThatThrownBy(() -> StableHloImporter.parse(StableHloCorpusTest.resource("poly_ops.mlir"), types))
        .isInstanceOf(DynamicShapeImport.ShapeAssertionException.class)
        .hasMessageContaining("args[1].shape[0]");
  }

  @Test
  void aSymbolicModuleWithoutArgumentTypesSaysWhatItNeeds() {
    assertThatThrownBy(() -> StableHloImporter.parse(StableHloCorpusTest.resource("poly_mlp.mlir")))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("has symbolic dimensions (tensor<?x3x4xf32>)")
        .hasMessageContaining("CompileRequest.argument_types");
  }

  @Test
  void argumentTypesThatDoNotFitTheDeclaredOnesAreRefused() {
    JsonNode golden = StableHloCorpusTest.golden("poly_mlp");
    String text = StableHloCorpusTest.resource("poly_mlp.mlir");
    List<TensorType> types = StableHloCorpusTest.argumentTypes(golden);
    types.set(types.size() - 1, type(DType.F32, 2, 4, 4)); // the static 3 is not 4
    assertThatThrownBy(() -> StableHloImporter.parse(text, types)).isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("argument types do not match").hasMessageContaining("does not fit it");
    List<TensorType> fewer = types.subList(0, types.size() - 1);
    assertThatThrownBy(() -> StableHloImporter.parse(text, fewer)).isInstanceOf(StableHloImportException.class)
        .hasMessageContaining(types.size() + " arguments, " + fewer.size() + " types were given");
    types.set(types.size() - 1, type(DType.S32, 2, 3, 4));
    assertThatThrownBy(() -> StableHloImporter.parse(text, types)).isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("does not fit it");
  }

  @Test
  void aShapeComputedFromDataIsRefusedByName() {
    String text = """
        func.func public @main(%arg0: tensor<?xf32>, %arg1: tensor<1xi32>) -> tensor<?xf32> {
          %0 = stablehlo.dynamic_reshape %arg0, %arg1 : (tensor<?xf32>, tensor<1xi32>) -> tensor<?xf32>
          return %0 : tensor<?xf32>
        }
        """;
    assertThatThrownBy(() -> StableHloImporter.parse(text, List.of(type(DType.F32, 4), type(DType.S32, 1))))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("stablehlo.dynamic_reshape at line 2")
        .hasMessageContaining("output_shape is computed from data");
  }

  @Test
  void aStaticModuleRefinedWithItsOwnTypesIsUnchanged() {
    String text = """
        func.func public @main(%arg0: tensor<2x3xf32>) -> tensor<3x2xf32> {
          %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
          return %0 : tensor<3x2xf32>
        }
        """;
    assertThat(StableHloImporter.parse(text, List.of(type(DType.F32, 2, 3)))).isEqualTo(StableHloImporter.parse(text));
    assertThatThrownBy(() -> StableHloImporter.parse(text, List.of(type(DType.F32, 3, 3))))
        .isInstanceOf(StableHloImportException.class).hasMessageContaining("does not fit it");
  }

  private static List<DeviceArray> run(String text, List<DeviceArray> inputs) {
    List<TensorType> types = new ArrayList<>();
    for (DeviceArray a : inputs) {
      types.add(a.type());
    }
    Graph graph = StableHloImporter.parse(text, types);
    ExecutableProgram program = ExecutableProgram.compile(new GraphCompiler(EXECUTOR), IrGraph.fromGraph(graph),
        ProgramKind.GRAPH, CompileOptions.getDefaultInstance(), ChipSpecs.of(Generation.V5E), EXECUTOR);
    return program.run(inputs, EXECUTOR, false, null, new ControlFlowMeter());
  }

  private static TensorType type(DType dtype, long... dims) {
    TensorType.Builder t = TensorType.newBuilder().setDtype(dtype);
    for (long d : dims) {
      t.addDims(d);
    }
    return t.build();
  }
}
