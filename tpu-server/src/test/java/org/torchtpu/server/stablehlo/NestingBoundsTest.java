package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.junit.jupiter.api.Test;

/**
 * A few kilobytes of brackets nested inside one another (attribute arrays, dictionaries, types, dense literals,
 * regions) ran the recursive parser out of stack: a StackOverflowError on the caller's thread, not a status. The
 * parser now refuses nesting past {@link MlirTokenStream#MAX_NESTING}, naming it, and any stack overflow left in
 * parsing or importing becomes an import error.
 */
class NestingBoundsTest {
  private static final int DEEP = 100_000;

  private static String withAttribute(String attr) {
    return "func.func @main(%a: tensor<f32>) -> tensor<f32> {\n  %0 = stablehlo.add %a, %a {x = " + attr
        + "} : tensor<f32>\n  return %0 : tensor<f32>\n}";
  }

  private static void assertRefusedAsTooDeep(String module) {
    StableHloImportException e = catchThrowableOfType(StableHloImportException.class, () -> StableHloImporter.parse(module));
    assertThat(e).as("refused with an import error, not a StackOverflowError").isNotNull();
    assertThat(e.getMessage()).contains("nested more than " + MlirTokenStream.MAX_NESTING + " deep");
  }

  @Test
  void deeplyNestedAttributesTypesAndDenseLiteralsAreRefusedNamingTheBound() {
    assertRefusedAsTooDeep(withAttribute("[".repeat(DEEP) + "]".repeat(DEEP)));
    assertRefusedAsTooDeep(withAttribute("{a = ".repeat(DEEP) + "1" + "}".repeat(DEEP)));
    assertRefusedAsTooDeep(withAttribute("(".repeat(DEEP) + ")".repeat(DEEP)));
    assertRefusedAsTooDeep("func.func @main() -> tensor<f32> {\n  %0 = stablehlo.constant dense<" + "[".repeat(DEEP)
        + "1.0" + "]".repeat(DEEP) + "> : tensor<f32>\n  return %0 : tensor<f32>\n}");
  }

  @Test
  void deeplyNestedRegionsAreRefusedNamingTheBound() {
    StringBuilder m = new StringBuilder("func.func @main(%a: tensor<f32>) -> tensor<f32> {\n");
    int depth = 5_000;
    for (int i = 0; i < depth; i++) {
      m.append("%r").append(i).append(" = \"stablehlo.optimization_barrier\"(%a) ({\n");
    }
    for (int i = depth - 1; i >= 0; i--) {
      m.append("}) : (tensor<f32>) -> tensor<f32>\n");
    }
    m.append("  return %a : tensor<f32>\n}");
    assertRefusedAsTooDeep(m.toString());
  }

  @Test
  void nestingWithinTheBoundStillParses() {
    int depth = 8;
    String nested = "[".repeat(depth) + "1" + "]".repeat(depth);
    assertThat(StableHloImporter.parse(withAttribute(nested)).getOpsCount()).isEqualTo(1);
  }
}
