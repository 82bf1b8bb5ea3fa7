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

  @Test
  void aWindowPastTheBoundIsRefusedNamingIt() {
    int size = GeneralBodyImport.MAX_WINDOW_ELEMENTS + 1;
    assertThatThrownBy(() -> StableHloImporter.parse(window(size, size, HALF_PLUS)))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("stablehlo.reduce_window")
        .hasMessageContaining("windows of at most " + GeneralBodyImport.MAX_WINDOW_ELEMENTS + " elements");
  }

  @Test
  void aOneOpReducerStaysTheWindowKind() {
    Graph g = StableHloImporter.parse(window(6, 3, """
            %r = stablehlo.add %a, %b : tensor<f32>
            stablehlo.return %r : tensor<f32>"""));
    assertThat(g.getOpsList().stream().filter(Op::hasReduceWindow)).hasSize(1);
  }
}
