package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;

/**
 * reduce_window with a body other than one binary reducer (lax.cumlogsumexp's logaddexp: it was refused naming the
 * body): the window's elements folded by the body applied elementwise. Values against JAX: corpus cumlogsumexp and
 * logsumexp_pool; here what the graph is and what stays refused.
 */
class GeneralBodyImportTest {
  private static String window(int n, int size, String body) {
    return """
        func.func @main(%x: tensor<{n}xf32>) -> tensor<{n}xf32> {
          %init = stablehlo.constant dense<0.0> : tensor<f32>
          %0 = "stablehlo.reduce_window"(%x, %init) <{padding = dense<[[{p}, 0]]> : tensor<1x2xi64>,
              window_dimensions = array<i64: {s}>, window_strides = array<i64: 1>}> ({
          ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        {body}
          }) : (tensor<{n}xf32>, tensor<f32>) -> tensor<{n}xf32>
          return %0 : tensor<{n}xf32>
        }
        """.replace("{body}", body).replace("{n}", String.valueOf(n)).replace("{p}", String.valueOf(size - 1))
        .replace("{s}", String.valueOf(size));
  }

  private static final String HALF_PLUS = """
            %h = stablehlo.constant dense<0.5> : tensor<f32>
            %m = stablehlo.multiply %a, %h : tensor<f32>
            %r = stablehlo.add %m, %b : tensor<f32>
            stablehlo.return %r : tensor<f32>""";

  @Test
  void anElementwiseBodyIsFoldedOverTheWindowsElements() {
    Graph g = StableHloImporter.parse(window(6, 3, HALF_PLUS));
    // a pad by the init value, then per window element a slice and the body's multiply and add
    assertThat(g.getOpsList().stream().filter(o -> o.getKindCase() == Op.KindCase.SLICE)).hasSize(3);
    assertThat(g.getOpsList().stream().filter(o -> o.hasBinary())).hasSize(6);
    assertThat(g.getOpsList().stream().filter(o -> o.getKindCase() == Op.KindCase.PAD)).hasSize(1);
  }

  @Test
  void aBodyThatIsNotElementwiseIsRefusedNamingItsOp() {
    assertThatThrownBy(() -> StableHloImporter.parse(window(6, 3, """
            %v = stablehlo.broadcast_in_dim %b, dims = [] : (tensor<f32>) -> tensor<2xf32>
            %s = stablehlo.slice %v [0:1] : (tensor<2xf32>) -> tensor<1xf32>
            %t = stablehlo.reshape %s : (tensor<1xf32>) -> tensor<f32>
            %r = stablehlo.add %a, %t : tensor<f32>
            stablehlo.return %r : tensor<f32>""")))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("reduce_window body op stablehlo.broadcast_in_dim")
        .hasMessageContaining("is not elementwise");
  }

  /** A body of n chained ops (each a multiply-add on the accumulator): the size of a body, not its meaning. */
  private static String longBody(int n) {
    StringBuilder b = new StringBuilder("        %v0 = stablehlo.add %a, %b : tensor<f32>\n");
    for (int i = 1; i < n; i++) {
      b.append("        %v").append(i).append(" = stablehlo.").append(i % 2 == 0 ? "add" : "multiply")
          .append(" %v").append(i - 1).append(", %b : tensor<f32>\n");
    }
    return b.append("        stablehlo.return %v").append(n - 1).append(" : tensor<f32>").toString();
  }

  @Test
  void aWindowPastTheBoundIsRefusedNamingIt() {
    int size = 20000; // a 3-op body: 20,000 x 4 ops
    assertThatThrownBy(() -> StableHloImporter.parse(window(size, size, HALF_PLUS)))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("stablehlo.reduce_window")
        .hasMessageContaining("at most 65536 ops");
  }

  @Test
  void aLongBodyOverAWindowIsRefusedBeforeEmittingNamingBothNumbers() {
    // 1,024 window elements x 101 ops: 103,424 ops (the old bound looked at the window only and imported them all)
    assertThatThrownBy(() -> StableHloImporter.parse(window(1024, 1024, longBody(100))))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("stablehlo.reduce_window")
        .hasMessageContaining("1024 elements with a 100-op body would emit 1024 x 101 ops");
    // the same body over a small window imports
    assertThat(StableHloImporter.parse(window(16, 16, longBody(100))).getOpsCount()).isGreaterThan(1600);
  }

  private static String reduce(String dims, String result, String body) {
    return """
        func.func @main(%x: tensor<4x6xf32>) -> tensor<{r}f32> {
          %init = stablehlo.constant dense<0.0> : tensor<f32>
          %0 = "stablehlo.reduce"(%x, %init) <{dimensions = array<i64: {d}>}> ({
          ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        {body}
          }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<{r}f32>
          return %0 : tensor<{r}f32>
        }
        """.replace("{body}", body).replace("{r}", result).replace("{d}", dims);
  }

  @Test
  void aLongBodyOverAReductionIsRefused() {
    assertThatThrownBy(() -> StableHloImporter.parse(reduce("0, 1", "", longBody(3000))))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("stablehlo.reduce")
        .hasMessageContaining("24 x 3001 ops");
    assertThat(StableHloImporter.parse(reduce("1", "4x", HALF_PLUS)).getOpsCount()).isGreaterThan(6);
  }

  @Test
  void aReduceDeclaringTheWrongResultOrARepeatedDimensionIsRefused() {
    // 4x6 reduced over dimension 1 is [4]; a declared 2x2 has as many elements and was taken as it
    assertThatThrownBy(() -> StableHloImporter.parse(reduce("1", "2x2x", HALF_PLUS)))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("declared [2, 2] but reducing dimensions [1] of [4, 6] leaves [4]");
    assertThatThrownBy(() -> StableHloImporter.parse(reduce("1, 1", "4x", HALF_PLUS)))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("dimension 1 is listed twice in dimensions [1, 1]");
  }

  @Test
  void aOneOpReducerStaysTheWindowKind() {
    Graph g = StableHloImporter.parse(window(6, 3, """
            %r = stablehlo.add %a, %b : tensor<f32>
            stablehlo.return %r : tensor<f32>"""));
    assertThat(g.getOpsList().stream().filter(Op::hasReduceWindow)).hasSize(1);
  }
}
