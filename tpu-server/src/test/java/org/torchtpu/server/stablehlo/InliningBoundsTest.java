package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * Calls and composites are inlined once per call site, so a hostile module of a few kilobytes could expand
 * exponentially (each function calling the next twice) or nest calls until the stack overflows: both are refused
 * by name instead of filling the heap or the stack.
 */
class InliningBoundsTest {

  /** {@code @f0} adds; each {@code @fk} calls {@code @f(k-1)} twice; main calls {@code @f<depth>}. */
  private static String doublingChain(int depth, boolean composite) {
    StringBuilder m = new StringBuilder("""
        func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
          %0 = call @fTOP(%x) : (tensor<4xf32>) -> tensor<4xf32>
          return %0 : tensor<4xf32>
        }
        func.func private @f0(%a: tensor<4xf32>) -> tensor<4xf32> {
          %0 = stablehlo.add %a, %a : tensor<4xf32>
          return %0 : tensor<4xf32>
        }
        """.replace("TOP", Integer.toString(depth)));
    for (int k = 1; k <= depth; k++) {
      String callee = "@f" + (k - 1);
      String call = composite
          ? "stablehlo.composite \"c\" %%a {decomposition = %s, version = 1 : i32} : (tensor<4xf32>) -> tensor<4xf32>"
              .formatted(callee)
          : "call %s(%%a) : (tensor<4xf32>) -> tensor<4xf32>".formatted(callee);
      m.append("""
          func.func private @f%d(%%a: tensor<4xf32>) -> tensor<4xf32> {
            %%0 = %s
            %%1 = %s
            %%2 = stablehlo.add %%0, %%1 : tensor<4xf32>
            return %%2 : tensor<4xf32>
          }
          """.formatted(k, call, call.replace("%a", "%0")));
    }
    return m.toString();
  }

  @Test
  void aSmallDoublingChainImports() {
    // 2^4 adds at the leaves plus 15 joining adds
    assertThat(StableHloImporter.parse(doublingChain(4, false)).getOpsCount()).isEqualTo(31);
  }

  @Test
  void anExponentiallyExpandingModuleIsRefusedByName() {
    for (boolean composite : new boolean[] {false, true}) {
      assertThatThrownBy(() -> StableHloImporter.parse(doublingChain(40, composite)))
          .isInstanceOf(StableHloImportException.class)
          .hasMessageContaining("more than " + StableHloImporter.MAX_IMPORTED_OPS + " values");
    }
  }

  @Test
  void callsNestedPastTheDepthBoundAreRefusedByName() {
    int depth = StableHloImporter.MAX_CALL_DEPTH + 10;
    StringBuilder m = new StringBuilder("""
        func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
          %0 = call @g0(%x) : (tensor<4xf32>) -> tensor<4xf32>
          return %0 : tensor<4xf32>
        }
        """);
    for (int k = 0; k < depth; k++) {
      String body = k == depth - 1 ? "stablehlo.negate %a : tensor<4xf32>"
          : "call @g" + (k + 1) + "(%a) : (tensor<4xf32>) -> tensor<4xf32>";
      m.append("func.func private @g").append(k).append("(%a: tensor<4xf32>) -> tensor<4xf32> {\n  %0 = ")
          .append(body).append("\n  return %0 : tensor<4xf32>\n}\n");
    }
    assertThatThrownBy(() -> StableHloImporter.parse(m.toString()))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("deeper than " + StableHloImporter.MAX_CALL_DEPTH);
  }
}
