package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Graph;

/**
 * Splats and inlined calls turn a few hundred bytes of text into gigabytes of constants: a module's inline constants
 * are charged against a budget before they are built, and past it the import is refused naming it. The budget is
 * small here so the test builds little; the service's is {@link ConstantBudget#MAX_BYTES}.
 */
class ConstantBudgetTest {
  /** 2^16 f32 elements: 256 KiB each. */
  private static final String SPLAT = "stablehlo.constant dense<1.5> : tensor<65536xf32>";
  private static final long BUDGET = 1 << 20;

  private static String splats(int count) {
    StringBuilder m = new StringBuilder("func.func @main() -> tensor<65536xf32> {\n");
    for (int i = 0; i < count; i++) {
      m.append("  %c").append(i).append(" = ").append(SPLAT).append('\n');
    }
    m.append("  return %c0 : tensor<65536xf32>\n}");
    return m.toString();
  }

  private static void assertOverBudget(String module) {
    StableHloImportException e = catchThrowableOfType(StableHloImportException.class,
        () -> StableHloImporter.parse(module, BUDGET));
    assertThat(e).as("refused, not built").isNotNull();
    assertThat(e.getMessage()).contains("inline constants take more than " + BUDGET + " bytes",
        "pass large tensors as parameters");
  }

  @Test
  void splatsPastTheModulesBudgetAreRefusedNamingIt() {
    Graph within = StableHloImporter.parse(splats(4), BUDGET); // exactly the budget
    assertThat(within.getOpsCount()).isEqualTo(4);
    assertOverBudget(splats(5));
  }

  @Test
  void aConstantInAFunctionIsChargedAtEveryCallSite() {
    StringBuilder m = new StringBuilder("func.func private @ones() -> tensor<65536xf32> {\n  %c = " + SPLAT
        + "\n  return %c : tensor<65536xf32>\n}\n");
    m.append("func.func @main() -> tensor<65536xf32> {\n");
    for (int i = 0; i < 5; i++) {
      m.append("  %r").append(i).append(" = func.call @ones() : () -> tensor<65536xf32>\n");
    }
    m.append("  return %r0 : tensor<65536xf32>\n}");
    assertOverBudget(m.toString());
  }

  @Test
  void theServicesBudgetHoldsOneConstantOfTheLargestSizeAccepted() {
    assertThat(ConstantBudget.MAX_BYTES).isEqualTo(DenseLiterals.MAX_ELEMENTS * 4);
  }
}
