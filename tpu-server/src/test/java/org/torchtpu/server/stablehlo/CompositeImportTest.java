package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;

/**
 * stablehlo.composite (jax.export wraps chlo ops in one; the corpus's jax_export_init runs such a module against
 * JAX) imports as its decomposition function, in the pretty and the generic form.
 */
class CompositeImportTest {
  private static final String DECOMPOSITION = """
      func.func private @my.scale.impl(%arg0: tensor<4xf32>) -> tensor<4xf32> {
        %c = stablehlo.constant dense<3.0> : tensor<4xf32>
        %0 = stablehlo.multiply %arg0, %c : tensor<4xf32>
        return %0 : tensor<4xf32>
      }
      """;

  private static List<Op.KindCase> kinds(Graph g) {
    return g.getOpsList().stream().map(Op::getKindCase).toList();
  }

  @Test
  void prettyAndGenericCompositesInlineTheirDecomposition() {
    Graph pretty = StableHloImporter.parse("""
        func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
          %0 = stablehlo.composite "my.scale" %x {decomposition = @my.scale.impl, version = 1 : i32} : (tensor<4xf32>) -> tensor<4xf32>
          return %0 : tensor<4xf32>
        }
        """ + DECOMPOSITION);
    Graph generic = StableHloImporter.parse("""
        func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
          %0 = "stablehlo.composite"(%x) <{decomposition = @my.scale.impl, name = "my.scale", version = 1 : i32}> : (tensor<4xf32>) -> tensor<4xf32>
          return %0 : tensor<4xf32>
        }
        """ + DECOMPOSITION);
    for (Graph g : List.of(pretty, generic)) {
      assertThat(kinds(g)).containsExactly(Op.KindCase.CONSTANT, Op.KindCase.BINARY);
      assertThat(g.getOps(1).getBinary().getKind()).isEqualTo(BinaryOp.Kind.MULTIPLY);
    }
  }

  @Test
  void aCompositeWithoutItsDecompositionIsRefusedByName() {
    assertThatThrownBy(() -> StableHloImporter.parse("""
        func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
          %0 = stablehlo.composite "my.scale" %x {decomposition = @missing, version = 1 : i32} : (tensor<4xf32>) -> tensor<4xf32>
          return %0 : tensor<4xf32>
        }
        """)).isInstanceOf(StableHloImportException.class).hasMessageContaining("undefined function @missing");
  }
}
