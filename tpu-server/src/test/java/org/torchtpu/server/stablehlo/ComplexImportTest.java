package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;

/**
 * Complex values in StableHLO text: their f32[..., 2] form, and the refusals that name what is not supported
 * (StableHloCorpusTest checks the numbers of fnet, s5_layer, fno_spectral_conv and ops_complex against JAX).
 */
class ComplexImportTest {
  @Test
  void complexArgumentsAndResultsTravelAsF32PairsAndFftIsOneOp() {
    Graph g = StableHloImporter.parse("""
        func.func public @main(%arg0: tensor<4x8xf32>) -> tensor<4x5xcomplex<f32>> {
          %0 = stablehlo.fft %arg0, type = RFFT, length = [8] : (tensor<4x8xf32>) -> tensor<4x5xcomplex<f32>>
          return %0 : tensor<4x5xcomplex<f32>>
        }
        """);
    assertThat(g.getOpsList()).extracting(Op::getKindCase).containsExactly(Op.KindCase.FFT);
    assertThat(g.getOps(0).getFft().getFftLengthList()).containsExactly(8L);
  }

  @Test
  void aComplexConstantHoldsItsPairs() {
    Graph g = StableHloImporter.parse("""
        func.func public @main() -> tensor<2xcomplex<f32>> {
          %0 = stablehlo.constant dense<[(1.5, -2.0), (0.0, 3.0)]> : tensor<2xcomplex<f32>>
          return %0 : tensor<2xcomplex<f32>>
        }
        """);
    assertThat(org.torchtpu.api.ir.LiteralCodec.toFloats(g.getOps(0).getConstant().getValue()))
        .containsExactly(1.5f, -2.0f, 0.0f, 3.0f);
    assertThat(g.getOps(0).getConstant().getValue().getType())
        .isEqualTo(TensorType.newBuilder().setDtype(DType.F32).addAllDims(List.of(2L, 2L)).build());
  }

  @Test
  void anOpComplexNumbersDoNotSupportIsRefusedByName() {
    assertThatThrownBy(() -> StableHloImporter.parse("""
        func.func public @main(%arg0: tensor<3xcomplex<f32>>) -> tensor<3xcomplex<f32>> {
          %0 = stablehlo.logistic %arg0 : tensor<3xcomplex<f32>>
          return %0 : tensor<3xcomplex<f32>>
        }
        """)).isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("unsupported op stablehlo.logistic at line 2")
        .hasMessageContaining("stablehlo.logistic of complex values is not supported");
  }

  @Test
  void complexComparisonsOtherThanEqualityAreRefused() {
    assertThatThrownBy(() -> StableHloImporter.parse("""
        func.func public @main(%arg0: tensor<3xcomplex<f32>>) -> tensor<3xi1> {
          %0 = stablehlo.compare LT, %arg0, %arg0 : (tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>) -> tensor<3xi1>
          return %0 : tensor<3xi1>
        }
        """)).isInstanceOf(StableHloImportException.class).hasMessageContaining("compare only EQ or NE");
  }

  @Test
  void complex128IsRefusedAsItsElementType() {
    assertThatThrownBy(() -> StableHloImporter.parse("""
        func.func public @main(%arg0: tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f64>> {
          return %arg0 : tensor<3xcomplex<f64>>
        }
        """)).isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("element type complex<f64> is not supported (complex<f32> is)");
  }

  @Test
  void anFftWhoseLengthsDoNotFitItsOperandIsRefused() {
    assertThatThrownBy(() -> StableHloImporter.parse("""
        func.func public @main(%arg0: tensor<4x6xcomplex<f32>>) -> tensor<4x10xf32> {
          %0 = stablehlo.fft %arg0, type = IRFFT, length = [10] : (tensor<4x6xcomplex<f32>>) -> tensor<4x10xf32>
          %1 = stablehlo.fft %arg0, type = IRFFT, length = [8] : (tensor<4x6xcomplex<f32>>) -> tensor<4x8xf32>
          return %1 : tensor<4x8xf32>
        }
        """)).isInstanceOf(StableHloImportException.class).hasMessageContaining("line 3")
        .hasMessageContaining("IRFFT of lengths [8] needs dimension 1 of f32[4,6,2] to be 5, it is 6");
  }
}
