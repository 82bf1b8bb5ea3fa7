package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * Recognising a sort's comparator evaluates it on probe keys (thousands of pairs, per key, per inlined call): one
 * import's probing is bounded ({@link ScalarProbes#MAX_OPS}), so a huge comparator cannot hold a compile
 * slot's CPU for tens of seconds.
 */
class SortProbeBudgetTest {
  static String module(int ops) {
    StringBuilder outer = new StringBuilder();
    for (int c = 0; c < 16; c++) {
      outer.append("  %c").append(c).append(" = stablehlo.constant dense<").append(c * 3 + 1).append(".0> : tensor<f32>\n");
    }
    StringBuilder body = new StringBuilder();
    body.append("    %r0 = stablehlo.compare LT, %a0, %b0 : (tensor<f32>, tensor<f32>) -> tensor<i1>\n");
    for (int c = 0; c < 16; c++) {
      body.append("    %k").append(c).append(" = stablehlo.compare LT, %a0, %c").append(c)
          .append(" : (tensor<f32>, tensor<f32>) -> tensor<i1>\n");
    }
    for (int i = 1; i < ops; i++) {
      body.append("    %r").append(i).append(" = stablehlo.and %r").append(i - 1).append(", %r").append(i - 1)
          .append(" : tensor<i1>\n");
    }
    body.append("    %n = stablehlo.not %r").append(ops - 1).append(" : tensor<i1>\n");
    body.append("    stablehlo.return %n : tensor<i1>\n");
    return """
        func.func public @main(%x: tensor<6xf32>) -> tensor<6xf32> {
        OUTER
          %0:4 = "stablehlo.sort"(%x, %x, %x, %x) <{dimension = 0 : i64, is_stable = true}> ({
          ^bb0(%a0: tensor<f32>, %b0: tensor<f32>, %a1: tensor<f32>, %b1: tensor<f32>, %a2: tensor<f32>, %b2: tensor<f32>, %a3: tensor<f32>, %b3: tensor<f32>):
        BODY
          }) : (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>)
          return %0#0 : tensor<6xf32>
        }
        """.replace("OUTER", outer).replace("BODY", body);
  }

  /**
   * A 4,000-op comparator over four operands, reading 16 constants (220 KB of MLIR): refused by the import's bound on
   * probe work, naming it. Before, its probes (up to ten directions of 7,000 key pairs) took 21 s of CPU, unstoppable,
   * to refuse it as no order.
   */
  @Test
  void aHugeComparatorIsRefusedByTheProbeBound() {
    assertThatThrownBy(() -> StableHloImporter.parse(module(4000)))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageStartingWith("module too large to import at line")
        .hasMessageContaining("more than " + ScalarProbes.MAX_OPS + " op evaluations")
        .hasMessageContaining("this region has 4018 ops");
  }

  /** The same comparator at JAX's size is probed to its end: refused as no order, not by the bound. */
  @Test
  void aSmallComparatorIsStillProbed() {
    assertThatThrownBy(() -> StableHloImporter.parse(module(10)))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("is not an ascending or descending order");
  }
}
