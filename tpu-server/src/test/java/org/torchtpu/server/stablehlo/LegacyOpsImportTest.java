package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;

/**
 * Ops older exporters write and JAX does not: batch_norm_* ({@link BatchNormImport}), tuple and get_tuple_element
 * ({@link TupleImport}), broadcast and map (all refused by name before). Their values against XLA:CPU running the
 * same text: corpus batch_norm_legacy, legacy_broadcast, tuple_plumbing and map_bodies; here the graphs they become
 * and what is refused, naming what was wrong.
 */
class LegacyOpsImportTest {
  private static final String TRAINING = """
      func.func @main(%x: tensor<2x3x4xf32>, %s: tensor<{c}xf32>, %o: tensor<3xf32>)
          -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) {
        %y, %m, %v = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 1.0e-3 : f32, feature_index = {f} : i64}
            : (tensor<2x3x4xf32>, tensor<{c}xf32>, tensor<3xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>)
        return %y, %m, %v : tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>
      }
      """;

  @Test
  void batchNormTrainingIsReducesAndElementwiseOps() {
    Graph g = StableHloImporter.parse(TRAINING.replace("{c}", "3").replace("{f}", "1"));
    // the mean and the two-pass variance: two sums over dims 0 and 2
    assertThat(g.getOpsList().stream().filter(Op::hasReduce)).hasSize(2)
        .allSatisfy(r -> assertThat(r.getReduce().getDimensionsList()).containsExactly(0L, 2L));
    assertThat(g.getOutputsCount()).isEqualTo(3);
  }

  @Test
  void batchNormWithAFeatureIndexOutsideTheOperandIsRefusedNamingIt() {
    assertThatThrownBy(() -> StableHloImporter.parse(TRAINING.replace("{c}", "3").replace("{f}", "3")))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("stablehlo.batch_norm_training")
        .hasMessageContaining("feature_index 3 is not a dimension of tensor<2x3x4xf32>");
  }

  @Test
  void batchNormWithAScaleOfTheWrongLengthIsRefusedNamingIt() {
    assertThatThrownBy(() -> StableHloImporter.parse(TRAINING.replace("{c}", "4").replace("{f}", "1")))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("operand 1 must be tensor<3xf32> (one value per feature of dimension 1), got "
            + "tensor<4xf32>");
  }

  /**
   * MLIR prints a float it cannot spell exactly in decimal as its bits in hex ({@code 0x3727C5AC : f32} is the f32
   * nearest 1e-5): read as the float of those bits, the graph is the one of {@code 1.0e-5 : f32}. It was read as the
   * integer 925,353,388 and used as the epsilon.
   */
  @Test
  void aHexEpsilonIsTheFloatOfItsBits() {
    String training = TRAINING.replace("{c}", "3").replace("{f}", "1");
    Graph hex = StableHloImporter.parse(training.replace("1.0e-3 : f32", "0x3727C5AC : f32"));
    Graph decimal = StableHloImporter.parse(training.replace("1.0e-3 : f32", "1.0e-5 : f32"));
    assertThat(hex).isEqualTo(decimal);
    assertThat(hex).isNotEqualTo(StableHloImporter.parse(training));
  }

  /** 2^-10 spelled as the bits of each float type is the same epsilon as its decimal spelling. */
  @Test
  void hexFloatsOfEveryWidthAreTheirBits() {
    String training = TRAINING.replace("{c}", "3").replace("{f}", "1");
    Graph decimal = StableHloImporter.parse(training.replace("1.0e-3 : f32", "9.765625e-4 : f32"));
    for (String hex : new String[] {"0x3A800000 : f32", "0x3F50000000000000 : f64", "0x3A80 : bf16", "0x1400 : f16"}) {
      assertThat(StableHloImporter.parse(training.replace("1.0e-3 : f32", hex))).as(hex).isEqualTo(decimal);
    }
  }

  @Test
  void anIntegerEpsilonIsRefused() {
    assertThatThrownBy(() -> StableHloImporter.parse(TRAINING.replace("{c}", "3").replace("{f}", "1")
        .replace("1.0e-3 : f32", "1 : i64")))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("needs a float attribute epsilon");
  }

  /** A tuple captured by a while body: not "use of undefined value", which it is not, but what is unsupported. */
  @Test
  void aTupleReadInsideARegionIsRefusedNamingIt() {
    assertThatThrownBy(() -> StableHloImporter.parse("""
        func.func @main(%x: tensor<f32>, %n: tensor<i32>) -> tensor<f32> {
          %t = stablehlo.tuple %x : tuple<tensor<f32>>
          %z = stablehlo.constant dense<0> : tensor<i32>
          %0:2 = stablehlo.while(%i = %z, %a = %x) : tensor<i32>, tensor<f32>
          cond {
            %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
            stablehlo.return %p : tensor<i1>
          } do {
            %e = stablehlo.get_tuple_element %t[0] : (tuple<tensor<f32>>) -> tensor<f32>
            %s = stablehlo.add %a, %e : tensor<f32>
            %one = stablehlo.constant dense<1> : tensor<i32>
            %i1 = stablehlo.add %i, %one : tensor<i32>
            stablehlo.return %i1, %s : tensor<i32>, tensor<f32>
          }
          return %0#1 : tensor<f32>
        }
        """))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("stablehlo.get_tuple_element")
        .hasMessageContaining("a tuple %t of an enclosing body read inside a region");
  }

  private static final String TUPLE_RETURN = """
      func.func @main(%x: tensor<3xf32>, %k: tensor<2xi32>) -> (tuple<tensor<3xf32>, tuple<tensor<2xi32>>>, tensor<3xf32>) {
        %i = stablehlo.tuple %k : tuple<tensor<2xi32>>
        %t = stablehlo.tuple %x, %i : tuple<tensor<3xf32>, tuple<tensor<2xi32>>>
        %n = stablehlo.negate %x : tensor<3xf32>
        return %t, %n : tuple<tensor<3xf32>, tuple<tensor<2xi32>>>, tensor<3xf32>
      }
      """;

  @Test
  void anEntryReturningTuplesOutputsTheirElementsDepthFirst() {
    Graph g = StableHloImporter.parse(TUPLE_RETURN);
    long negate = g.getOps(0).getResults(0);
    assertThat(g.getOpsCount()).isEqualTo(1); // tuples emit nothing
    assertThat(g.getOutputsList()).containsExactly(g.getParameters(0).getId(), g.getParameters(1).getId(), negate);
  }

  @Test
  void aTupleDeclaredWithOtherElementsIsRefused() {
    assertThatThrownBy(() -> StableHloImporter.parse(TUPLE_RETURN.replace(
        "%t = stablehlo.tuple %x, %i : tuple<tensor<3xf32>, tuple<tensor<2xi32>>>",
        "%t = stablehlo.tuple %x, %i : tuple<tensor<3xf32>, tuple<tensor<2xf32>>>")))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("result element 1 element 0 is declared tensor<2xf32> but is tensor<2xi32>");
  }

  @Test
  void aTuplePassedToATensorOpIsRefusedNamingBoth() {
    assertThatThrownBy(() -> StableHloImporter.parse("""
        func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
          %t = stablehlo.tuple %x, %x : tuple<tensor<3xf32>, tensor<3xf32>>
          %n = "stablehlo.negate"(%t) : (tuple<tensor<3xf32>, tensor<3xf32>>) -> tensor<3xf32>
          return %n : tensor<3xf32>
        }
        """))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("a tuple is an operand of stablehlo.negate");
  }

  @Test
  void getTupleElementPastTheEndIsRefused() {
    assertThatThrownBy(() -> StableHloImporter.parse("""
        func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
          %t = stablehlo.tuple %x : tuple<tensor<3xf32>>
          %e = stablehlo.get_tuple_element %t[1] : (tuple<tensor<3xf32>>) -> tensor<3xf32>
          return %e : tensor<3xf32>
        }
        """))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("index 1 is outside a tuple of 1 elements");
  }

  @Test
  void aMapOverSomeDimensionsOnlyIsRefused() {
    assertThatThrownBy(() -> StableHloImporter.parse("""
        func.func @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
          %0 = "stablehlo.map"(%x) ({
          ^bb0(%p: tensor<f32>):
            %r = stablehlo.negate %p : tensor<f32>
            stablehlo.return %r : tensor<f32>
          }) {dimensions = array<i64: 1>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
          return %0 : tensor<2x3xf32>
        }
        """))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("dimensions must be [0, ..., rank - 1]");
  }

  @Test
  void aMapBodyThatIsNotElementwiseIsRefusedNamingItsOp() {
    assertThatThrownBy(() -> StableHloImporter.parse("""
        func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
          %0 = "stablehlo.map"(%x) ({
          ^bb0(%p: tensor<f32>):
            %v = stablehlo.broadcast_in_dim %p, dims = [] : (tensor<f32>) -> tensor<2xf32>
            %s = stablehlo.slice %v [0:1] : (tensor<2xf32>) -> tensor<1xf32>
            %r = stablehlo.reshape %s : (tensor<1xf32>) -> tensor<f32>
            stablehlo.return %r : tensor<f32>
          }) {dimensions = array<i64: 0>} : (tensor<3xf32>) -> tensor<3xf32>
          return %0 : tensor<3xf32>
        }
        """))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("map body op stablehlo.broadcast_in_dim")
        .hasMessageContaining("is not elementwise");
  }
}
