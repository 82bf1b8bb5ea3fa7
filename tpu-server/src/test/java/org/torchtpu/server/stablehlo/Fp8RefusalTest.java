package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * JAX emits fp8 types as they are (jnp.float8_e4m3fn operands of dot_general, converts to f8E5M2); the op set has
 * no 8-bit float, so such a module is refused naming the value and the element type, never run at another width.
 */
class Fp8RefusalTest {
  @Test
  void fp8ArgumentsAndConvertsAreRefusedNamingTheType() {
    assertThatThrownBy(() -> StableHloImporter.parse("""
        func.func @main(%x: tensor<2x3xf8E4M3FN>, %y: tensor<3x2xf8E4M3FN>) -> tensor<2x2xf32> {
          %0 = stablehlo.dot_general %x, %y, contracting_dims = [1] x [0] : (tensor<2x3xf8E4M3FN>, tensor<3x2xf8E4M3FN>) -> tensor<2x2xf32>
          return %0 : tensor<2x2xf32>
        }
        """)).isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("argument %x has type tensor<2x3xf8E4M3FN> (element type f8E4M3FN is not supported)");
    assertThatThrownBy(() -> StableHloImporter.parse("""
        func.func @main(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
          %0 = stablehlo.convert %x : (tensor<2x3xf32>) -> tensor<2x3xf8E5M2>
          %1 = stablehlo.convert %0 : (tensor<2x3xf8E5M2>) -> tensor<2x3xf32>
          return %1 : tensor<2x3xf32>
        }
        """)).isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("stablehlo.convert")
        .hasMessageContaining("element type f8E5M2 is not supported");
  }
}
