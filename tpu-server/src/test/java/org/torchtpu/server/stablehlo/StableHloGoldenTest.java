package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.server.exec.DeviceArray;

/**
 * Runs JAX-exported StableHLO modules (src/test/resources/stablehlo, made by
 * src/test/stablehlo/export_models.py) through the importer and the executor and compares every
 * output element with JAX's float32 output within the per-element tolerance the generator derived
 * (twice a first-order float32 error bound from the float64 reference; see the files' notes).
 * Each module is tested in the form {@code as_text()} prints, in MLIR's generic op form and, for
 * the attention block, with debug locations.
 */
public class StableHloGoldenTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  static final List<String> MODELS = List.of("mlp_forward", "attention_block", "tiny_transformer", "mlp_train_step");

  private final GraphRunner runner = new GraphRunner();

  @TestFactory
  Stream<DynamicTest> exportedModelsMatchJax() {
    List<DynamicTest> tests = new ArrayList<>();
    for (String model : MODELS) {
      JsonNode golden = golden(model);
      for (String form : List.of("mlir", "mlirGeneric", "mlirDebug")) {
        if (golden.has(form)) {
          String file = golden.get(form).asText();
          tests.add(DynamicTest.dynamicTest(file, () -> {
            Comparison c = compare(golden, StableHloImporter.parse(resource(file)));
            System.out.printf(Locale.ROOT, "stablehlo golden %-30s max|ours-JAX| %.3g, max|ours-JAX|/tolerance %.4f, "
                + "max|ours-f64| %.3g, max tolerance %.3g%n", file, c.maxError, c.maxRatio, c.maxReferenceError,
                c.maxTolerance);
            assertThat(c.failures).as(file + ": elements outside the tolerance").isEmpty();
          }));
        }
      }
    }
    return tests.stream();
  }

  /** Both printed forms describe the same module, so they must import to the same ops (lines aside). */
  @Test
  void prettyAndGenericFormsImportToTheSameGraph() {
    for (String model : MODELS) {
      JsonNode golden = golden(model);
      Graph pretty = withoutLocations(StableHloImporter.parse(resource(golden.get("mlir").asText())));
      Graph generic = withoutLocations(StableHloImporter.parse(resource(golden.get("mlirGeneric").asText())));
      assertThat(generic).as(model).isEqualTo(pretty);
      if (golden.has("mlirDebug")) {
        assertThat(withoutLocations(StableHloImporter.parse(resource(golden.get("mlirDebug").asText()))))
            .as(model + " with debug locations").isEqualTo(pretty);
      }
    }
  }

  /** The exports ask for HIGHEST everywhere; the imported dot_generals must keep it. */
  @Test
  void exportedMatmulsImportAsHighest() {
    for (String model : MODELS) {
      Graph graph = StableHloImporter.parse(resource(golden(model).get("mlir").asText()));
      List<Op> dots = graph.getOpsList().stream().filter(Op::hasDotGeneral).toList();
      assertThat(dots).as(model).isNotEmpty();
      assertThat(dots).as(model).allMatch(o -> o.getDotGeneral().getPrecision() == DotGeneralOp.Precision.HIGHEST);
    }
  }

  /**
   * The tolerances are tight enough to tell float32 matmuls from the MXU's bf16 inputs: the same
   * graphs with DEFAULT precision must fail. So a precision lost in the import would be caught.
   */
  @Test
  void tolerancesRejectBf16Matmuls() {
    for (String model : MODELS) {
      JsonNode golden = golden(model);
      Graph graph = StableHloImporter.parse(resource(golden.get("mlir").asText()));
      Graph.Builder lowered = graph.toBuilder();
      for (Op.Builder op : lowered.getOpsBuilderList()) {
        if (op.hasDotGeneral()) {
          op.getDotGeneralBuilder().setPrecision(DotGeneralOp.Precision.DEFAULT);
        }
      }
      Comparison c = compare(golden, lowered.build());
      System.out.printf(Locale.ROOT, "stablehlo golden %-18s with DEFAULT (bf16) matmuls: %d elements outside the "
          + "tolerance, max|ours-JAX|/tolerance %.1f%n", model, c.failures.size(), c.maxRatio);
      assertThat(c.failures).as(model + " with bf16 matmuls").isNotEmpty();
    }
  }

  // ------------------------------------------------------------------------------------------

  /** Outcome of comparing a graph's outputs with a golden file. */
  public static final class Comparison {
    double maxError;
    double maxRatio;
    double maxReferenceError;
    double maxTolerance;
    public final List<String> failures = new ArrayList<>();
  }

  Comparison compare(JsonNode golden, Graph graph) {
    return check(golden, runner.run(graph, inputs(golden)));
  }

  /** The golden file's inputs as device arrays. */
  public static List<DeviceArray> inputs(JsonNode golden) {
    List<DeviceArray> inputs = new ArrayList<>();
    for (JsonNode input : golden.get("inputs")) {
      inputs.add(array(input));
    }
    return inputs;
  }

  /** Compares outputs, however they were computed, with the golden file's JAX outputs. */
  public static Comparison check(JsonNode golden, List<DeviceArray> outputs) {
    JsonNode expected = golden.get("outputs");
    assertThat(outputs).as("output count").hasSize(expected.size());
    Comparison c = new Comparison();
    for (int k = 0; k < outputs.size(); k++) {
      JsonNode want = expected.get(k);
      DeviceArray got = outputs.get(k);
      String name = want.get("name").asText();
      assertThat(got.type()).as(name + " type").isEqualTo(array(want).type());
      if (!got.isFloat()) {
        long[] wantValues = array(want).longs();
        for (int i = 0; i < wantValues.length; i++) {
          if (wantValues[i] != got.longs()[i]) {
            c.failures.add(name + "[" + i + "]: expected " + wantValues[i] + ", got " + got.longs()[i]);
          }
        }
        continue;
      }
      float[] wantValues = array(want).floats();
      JsonNode tolerance = want.get("tolerance");
      JsonNode reference = want.get("reference");
      for (int i = 0; i < wantValues.length; i++) {
        float e = wantValues[i];
        float a = got.floats()[i];
        double tol = tolerance.get(i).asDouble();
        c.maxTolerance = Math.max(c.maxTolerance, tol);
        boolean ok;
        if (Float.isNaN(e) || Float.isInfinite(e) || Float.isNaN(a) || Float.isInfinite(a)) {
          ok = Float.compare(e, a) == 0 || (Float.isNaN(e) && Float.isNaN(a));
        } else {
          double err = Math.abs((double) a - e);
          ok = err <= tol;
          c.maxError = Math.max(c.maxError, err);
          c.maxRatio = Math.max(c.maxRatio, tol > 0 ? err / tol : err > 0 ? Double.POSITIVE_INFINITY : 0);
          if (reference.get(i).isNumber()) {
            c.maxReferenceError = Math.max(c.maxReferenceError, Math.abs(a - reference.get(i).asDouble()));
          }
        }
        if (!ok && c.failures.size() < 10) {
          c.failures.add(name + "[" + i + "]: expected " + e + ", got " + a + ", tolerance " + tol);
        } else if (!ok) {
          c.failures.add(name + "[" + i + "]");
        }
      }
    }
    return c;
  }

  public static DeviceArray array(JsonNode tensor) {
    DType dtype = DType.valueOf(tensor.get("dtype").asText());
    JsonNode dimsNode = tensor.get("dims");
    int[] dims = new int[dimsNode.size()];
    for (int i = 0; i < dims.length; i++) {
      dims[i] = dimsNode.get(i).asInt();
    }
    JsonNode values = tensor.get("values");
    if (DTypes.isFloat(dtype)) {
      float[] data = new float[values.size()];
      for (int i = 0; i < data.length; i++) {
        JsonNode v = values.get(i);
        data[i] = v.isNumber() ? (float) v.doubleValue() : switch (v.asText()) {
          case "NaN" -> Float.NaN;
          case "Infinity" -> Float.POSITIVE_INFINITY;
          case "-Infinity" -> Float.NEGATIVE_INFINITY;
          default -> throw new IllegalArgumentException("bad float " + v);
        };
      }
      return DeviceArray.ofFloats(dtype, dims, data);
    }
    long[] data = new long[values.size()];
    for (int i = 0; i < data.length; i++) {
      data[i] = values.get(i).asLong();
    }
    return DeviceArray.ofLongs(dtype, dims, data);
  }

  static Graph withoutLocations(Graph graph) {
    Graph.Builder b = graph.toBuilder();
    for (Op.Builder op : b.getOpsBuilderList()) {
      op.clearLocation();
    }
    return b.build();
  }

  public static JsonNode golden(String model) {
    try {
      return JSON.readTree(resource(model + ".json"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  public static String resource(String file) {
    try (InputStream in = StableHloGoldenTest.class.getResourceAsStream("/stablehlo/" + file)) {
      if (in == null) {
        throw new IllegalStateException("missing test resource stablehlo/" + file);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
