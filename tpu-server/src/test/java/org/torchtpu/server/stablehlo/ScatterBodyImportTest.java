package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ScatterOp;

/**
 * A scatter whose update computation is several ops (x.at[i].apply(f), refused before): one index at a time, as a
 * loop. Values against JAX (repeats, out of bounds, windows): corpus scatter_apply; here the graph and the refusals.
 */
class ScatterBodyImportTest {
  private static String scatter(int n, String body) {
    return """
        func.func @main(%x: tensor<8xf32>, %i: tensor<{n}x1xi32>, %u: tensor<{n}xf32>) -> tensor<8xf32> {
          %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<
              inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
          ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        {body}
          }) : (tensor<8xf32>, tensor<{n}x1xi32>, tensor<{n}xf32>) -> tensor<8xf32>
          return %0 : tensor<8xf32>
        }
        """.replace("{body}", body).replace("{n}", String.valueOf(n));
  }

  private static final String SCALED_ADD = """
            %h = stablehlo.constant dense<0.5> : tensor<f32>
            %m = stablehlo.multiply %a, %h : tensor<f32>
            %r = stablehlo.add %m, %b : tensor<f32>
            stablehlo.return %r : tensor<f32>""";

  @Test
  void severalIndicesRunAsALoopOfGatherBodyAndReplacingScatter() {
    Graph g = StableHloImporter.parse(scatter(5, SCALED_ADD));
    Op loop = g.getOpsList().stream().filter(Op::hasWhile).findFirst().orElseThrow();
    var step = loop.getWhile().getBody().getOpsList();
    assertThat(step.stream().filter(Op::hasGather)).hasSize(1);
    assertThat(step.stream().filter(Op::hasScatter))
        .singleElement().satisfies(s -> assertThat(s.getScatter().getCombiner()).isEqualTo(ScatterOp.Combiner.REPLACE));
    assertThat(g.getOpsList().stream().filter(Op::hasScatter)).isEmpty();
  }

  @Test
  void oneIndexIsAppliedInlineWithoutALoop() {
    Graph g = StableHloImporter.parse(scatter(1, SCALED_ADD));
    assertThat(g.getOpsList().stream().filter(Op::hasWhile)).isEmpty();
    assertThat(g.getOpsList().stream().filter(Op::hasScatter)).hasSize(1);
  }

  @Test
  void aOneCombinerBodyKeepsTheScatterCombiner() {
    Graph g = StableHloImporter.parse(scatter(5, """
            %r = stablehlo.add %a, %b : tensor<f32>
            stablehlo.return %r : tensor<f32>"""));
    assertThat(g.getOpsList().stream().filter(Op::hasWhile)).isEmpty();
    assertThat(g.getOpsList().stream().filter(Op::hasScatter))
        .singleElement().satisfies(s -> assertThat(s.getScatter().getCombiner()).isEqualTo(ScatterOp.Combiner.ADD));
  }

  @Test
  void aBodyThatIsNotElementwiseIsRefusedNamingItsOp() {
    assertThatThrownBy(() -> StableHloImporter.parse(scatter(5, """
            %v = stablehlo.broadcast_in_dim %b, dims = [] : (tensor<f32>) -> tensor<2xf32>
            %s = stablehlo.slice %v [0:1] : (tensor<2xf32>) -> tensor<1xf32>
            %t = stablehlo.reshape %s : (tensor<1xf32>) -> tensor<f32>
            stablehlo.return %t : tensor<f32>""")))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("scatter body op stablehlo.broadcast_in_dim")
        .hasMessageContaining("is not elementwise");
  }

  /** A scatter of SCALED_ADD's body with the given types and dimension numbers. */
  private static String scatterOf(String x, String i, String u, String numbers) {
    return """
        func.func @main(%x: tensor<{x}>, %i: tensor<{i}>, %u: tensor<{u}>) -> tensor<{x}> {
          %0 = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<{numbers}>}> ({
          ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        {body}
          }) : (tensor<{x}>, tensor<{i}>, tensor<{u}>) -> tensor<{x}>
          return %0 : tensor<{x}>
        }
        """.replace("{body}", SCALED_ADD).replace("{numbers}", numbers).replace("{x}", x).replace("{i}", i)
        .replace("{u}", u);
  }

  /** Malformed dimension numbers are the user's error, found by the scatter's typing (they crashed the lowering). */
  @Test
  void anUpdateWindowDimensionPastTheUpdatesRankIsRefused() {
    assertThatThrownBy(() -> StableHloImporter.parse(scatterOf("8xf32", "5x1xi32", "5xf32",
        "update_window_dims = [5], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], "
            + "index_vector_dim = 1")))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("invalid stablehlo.scatter");
  }

  @Test
  void anIndexVectorDimensionPastTheIndicesRankIsRefused() {
    assertThatThrownBy(() -> StableHloImporter.parse(scatterOf("8xf32", "5x1xi32", "5xf32",
        "inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 7")))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("invalid stablehlo.scatter");
  }

  @Test
  void tooFewWindowDimensionsForTheOperandAreRefused() {
    assertThatThrownBy(() -> StableHloImporter.parse(scatterOf("8x4xf32", "5x1xi32", "5xf32",
        "inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1")))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("invalid stablehlo.scatter");
  }

  /**
   * Each index's replacing scatter copies the whole operand on this host: 40,000 indices into a 64 MiB operand are
   * 5.4 x 10^12 units of work, refused at import naming both numbers (before, metered as 40,000 windows).
   */
  @Test
  void indicesTimesTheOperandPastTheWorkLimitAreRefusedNamingBoth() {
    assertThatThrownBy(() -> StableHloImporter.parse(scatterOf("16777216xf32", "40000x1xi32", "40000xf32",
        "inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1")))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("applies 40000 indices one at a time, each copying the 67108864-byte operand")
        .hasMessageContaining("5.37e+12 units of work")
        .hasMessageContaining("torchtpu.limits.max-work");
  }

  @Test
  void moreIndicesThanTheTripLimitAreRefusedNamingTheCount() {
    assertThatThrownBy(() -> StableHloImporter.parse(scatterOf("8xf32", "10000001x1xi32", "10000001xf32",
        "inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1")))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("applies 10000001 indices one at a time")
        .hasMessageContaining("torchtpu.loops.max-trips");
  }
}
