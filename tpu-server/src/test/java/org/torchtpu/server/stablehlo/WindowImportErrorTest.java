package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.ConvolutionOp;
import org.torchtpu.api.v1.Graph;

/** Windowed ops in StableHLO text: the custom syntax's corners, and bad input named with its line and rule. */
class WindowImportErrorTest {

  private static String conv(String dims, String window, String attrs, String types) {
    return "func.func @main(%x: tensor<1x4x6x6xf32>, %w: tensor<3x3x2x8xf32>) -> tensor<1x8x6x6xf32> {\n"
        + "  %0 = stablehlo.convolution(%x, %w) dim_numbers = " + dims + window + " " + attrs + " : " + types + "\n"
        + "  return %0 : tensor<1x8x6x6xf32>\n}\n";
  }

  @Test
  void nchwInputWithHwioKernelAndDefaultWindow() {
    // no window = {...} at all: strides, padding and dilations take their defaults
    Graph g = StableHloImporter.parse(
        "func.func @main(%x: tensor<1x4x6x6xf32>, %w: tensor<3x3x2x8xf32>) -> tensor<1x8x4x4xf32> {\n"
            + "  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0, 1]x[0, 1, i, o]->[b, f, 0, 1] "
            + "{batch_group_count = 1 : i64, feature_group_count = 2 : i64} : "
            + "(tensor<1x4x6x6xf32>, tensor<3x3x2x8xf32>) -> tensor<1x8x4x4xf32>\n"
            + "  return %0 : tensor<1x8x4x4xf32>\n}\n");
    ConvolutionOp c = g.getOps(0).getConvolution();
    assertThat(c.getInputFeatureDimension()).isEqualTo(1);
    assertThat(c.getKernelInputFeatureDimension()).isEqualTo(2);
    assertThat(c.getKernelOutputFeatureDimension()).isEqualTo(3);
    assertThat(c.getKernelSpatialDimensionsList()).containsExactly(0L, 1L);
    assertThat(c.getFeatureGroupCount()).isEqualTo(2);
    assertThat(c.getWindowStridesCount()).isZero();
  }

  @Test
  void channelsThatDoNotMatchTheGroupsNameTheLineAndRule() {
    String text = conv("[b, f, 0, 1]x[0, 1, i, o]->[b, f, 0, 1]", ", window = {pad = [[1, 1], [1, 1]]}",
        "{batch_group_count = 1 : i64, feature_group_count = 1 : i64}",
        "(tensor<1x4x6x6xf32>, tensor<3x3x2x8xf32>) -> tensor<1x8x6x6xf32>");
    assertThatThrownBy(() -> StableHloImporter.parse(text)).isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("invalid stablehlo.convolution at line 2")
        .hasMessageContaining("convolution: rhs f32[3,3,2,8] kernel input feature dim 2 is 2, but lhs f32[1,4,6,6] "
            + "has 4 channels in 1 group(s)");
  }

  @Test
  void aDeclaredResultThatDisagreesIsATypeMismatch() {
    String text = conv("[b, f, 0, 1]x[0, 1, i, o]->[b, f, 0, 1]", "",
        "{batch_group_count = 1 : i64, feature_group_count = 2 : i64}",
        "(tensor<1x4x6x6xf32>, tensor<3x3x2x8xf32>) -> tensor<1x8x6x6xf32>");
    assertThatThrownBy(() -> StableHloImporter.parse(text))
        .hasMessageContaining("type mismatch in stablehlo.convolution")
        .hasMessageContaining("tensor<1x8x4x4xf32>");
  }

  @Test
  void malformedDimensionNumbersAreSyntaxOrInvalid() {
    String missingFeature = conv("[b, 2, 0, 1]x[0, 1, i, o]->[b, f, 0, 1]", "",
        "{batch_group_count = 1 : i64, feature_group_count = 2 : i64}",
        "(tensor<1x4x6x6xf32>, tensor<3x3x2x8xf32>) -> tensor<1x8x6x6xf32>");
    assertThatThrownBy(() -> StableHloImporter.parse(missingFeature))
        .hasMessageContaining("invalid stablehlo.convolution");
    String noArrow = conv("[b, f, 0, 1]x[0, 1, i, o] [b, f, 0, 1]", "", "{}",
        "(tensor<1x4x6x6xf32>, tensor<3x3x2x8xf32>) -> tensor<1x8x6x6xf32>");
    assertThatThrownBy(() -> StableHloImporter.parse(noArrow)).hasMessageContaining("expected '->'");
  }

  @Test
  void windowBodiesTheOpSetCannotMapAreUnsupported() {
    String twoOps = "func.func @main(%x: tensor<4xf32>, %i: tensor<f32>) -> tensor<3xf32> {\n"
        + "  %0 = \"stablehlo.reduce_window\"(%x, %i) <{window_dimensions = array<i64: 2>}> ({\n"
        + "  ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n"
        + "    %s = stablehlo.add %a, %b : tensor<f32>\n"
        + "    %t = stablehlo.reshape %s : (tensor<f32>) -> tensor<f32>\n"
        + "    stablehlo.return %t : tensor<f32>\n"
        + "  }) : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>\n"
        + "  return %0 : tensor<3xf32>\n}\n";
    assertThatThrownBy(() -> StableHloImporter.parse(twoOps))
        .hasMessageContaining("unsupported op stablehlo.reduce_window at line 2")
        .hasMessageContaining("reduce_window body op stablehlo.reshape (line 5) is not elementwise");
    String tooWide = twoOps.replace("array<i64: 2>", "array<i64: 5>").replace("3xf32", "0xf32")
        .replace("%t = stablehlo.reshape %s : (tensor<f32>) -> tensor<f32>\n", "").replace("return %t", "return %s");
    assertThatThrownBy(() -> StableHloImporter.parse(tooWide))
        .hasMessageContaining("reduce_window: dim 0: the window (5) is larger than the padded input");
  }
}
