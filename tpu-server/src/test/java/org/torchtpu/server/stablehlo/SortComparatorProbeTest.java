package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;

/**
 * A sort comparator is recognised by probing it; the probes must reach every region its constants split the keys
 * into, or a comparator that only looks ascending on small keys is imported as an ascending sort.
 */
class SortComparatorProbeTest {
  private static String module(String outer, String body) {
    return """
        func.func public @main(%x: tensor<6xf32>) -> tensor<6xf32> {
          OUTER
          %0 = "stablehlo.sort"(%x) <{dimension = 0 : i64, is_stable = true}> ({
          ^bb0(%a: tensor<f32>, %b: tensor<f32>):
            BODY
          }) : (tensor<6xf32>) -> tensor<6xf32>
          return %0 : tensor<6xf32>
        }
        """.replace("OUTER", outer).replace("BODY", body);
  }

  /** select(a > 10, b < a, a < b): ascending below 10, descending above. */
  private static final String SWITCHES_AT_TEN = """
            %big = stablehlo.compare GT, %a, %ten : (tensor<f32>, tensor<f32>) -> tensor<i1>
            %down = stablehlo.compare LT, %b, %a : (tensor<f32>, tensor<f32>) -> tensor<i1>
            %up = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
            %r = stablehlo.select %big, %down, %up : tensor<i1>, tensor<i1>
            stablehlo.return %r : tensor<i1>
      """;

  @Test
  void aComparatorThatFlipsAboveACapturedConstantIsRefused() {
    String mlir = module("%ten = stablehlo.constant dense<1.000000e+01> : tensor<f32>", SWITCHES_AT_TEN);
    assertThatThrownBy(() -> StableHloImporter.parse(mlir)).isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("is not an ascending or descending order of its first operands, lexicographically");
  }

  @Test
  void aComparatorThatFlipsAboveItsOwnConstantIsRefused() {
    String mlir = module("", "%ten = stablehlo.constant dense<1.000000e+01> : tensor<f32>\n" + SWITCHES_AT_TEN);
    assertThatThrownBy(() -> StableHloImporter.parse(mlir)).isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("is not an ascending or descending order of its first operands, lexicographically");
  }

  @Test
  void aComparatorThatFlipsBetweenTwoCloseConstantsIsRefused() {
    // descending only for a in (10, 10.5): no integer probe lands there
    String mlir = module("""
          %ten = stablehlo.constant dense<1.000000e+01> : tensor<f32>
          %tenhalf = stablehlo.constant dense<1.050000e+01> : tensor<f32>
        """, """
            %gt = stablehlo.compare GT, %a, %ten : (tensor<f32>, tensor<f32>) -> tensor<i1>
            %lt = stablehlo.compare LT, %a, %tenhalf : (tensor<f32>, tensor<f32>) -> tensor<i1>
            %in = stablehlo.and %gt, %lt : tensor<i1>
            %down = stablehlo.compare LT, %b, %a : (tensor<f32>, tensor<f32>) -> tensor<i1>
            %up = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
            %r = stablehlo.select %in, %down, %up : tensor<i1>, tensor<i1>
            stablehlo.return %r : tensor<i1>
        """);
    assertThatThrownBy(() -> StableHloImporter.parse(mlir)).isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("is not an ascending or descending order");
  }

  @Test
  void aComparatorThatPutsNanFirstInAnAscendingSortIsRefused() {
    String mlir = module("", """
            %nan = stablehlo.compare NE, %a, %a : (tensor<f32>, tensor<f32>) -> tensor<i1>
            %up = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
            %r = stablehlo.or %nan, %up : tensor<i1>
            stablehlo.return %r : tensor<i1>
        """);
    assertThatThrownBy(() -> StableHloImporter.parse(mlir)).isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("is not an ascending or descending order");
  }

  @Test
  void plainAndConstantReadingOrdersStillImport() {
    Graph lt = StableHloImporter.parse(module("", """
            %r = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
            stablehlo.return %r : tensor<i1>
        """));
    // a FLOAT compare holds -0 and +0 equal, so the sort is by a copy with -0 made +0 (x + 0.0), dropped after
    assertThat(lt.getOpsList()).extracting(Op::getKindCase).containsExactly(Op.KindCase.CONSTANT,
        Op.KindCase.BROADCAST_IN_DIM, Op.KindCase.BINARY, Op.KindCase.SORT);
    assertThat(lt.getOps(3).getSort().getDescending()).isFalse();
    // a TOTALORDER compare on the raw keys puts -0 first, as the op set's sort does: no copy
    Graph total = StableHloImporter.parse(module("", """
            %r = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
            stablehlo.return %r : tensor<i1>
        """));
    assertThat(total.getOpsList()).extracting(Op::getKindCase).containsExactly(Op.KindCase.SORT);
    // reads a captured constant (a -0 canonicalisation) and is descending on both sides of it
    Graph gt = StableHloImporter.parse(module("%zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>", """
            %isz = stablehlo.compare EQ, %a, %zero : (tensor<f32>, tensor<f32>) -> tensor<i1>
            %ca = stablehlo.select %isz, %zero, %a : tensor<i1>, tensor<f32>
            %r = stablehlo.compare GT, %ca, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
            stablehlo.return %r : tensor<i1>
        """));
    assertThat(gt.getOps(gt.getOpsCount() - 1).getSort().getDescending()).isTrue();
  }
}
