package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;

/**
 * stablehlo.reduce_precision: the operand's own format (what jax.checkpoint policies emit, corpus remat_scan) is
 * the identity, f32 to bfloat16's e8m7 a round trip through bf16, other formats on f32 XLA's bit arithmetic, a
 * narrower format on f16 refused naming it.
 */
class ReducePrecisionImportTest {
  private static Graph parse(String op) {
    return StableHloImporter.parse("""
        func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
          %0 = %s : tensor<4xf32>
          return %0 : tensor<4xf32>
        }
        """.replace("%s", op));
  }

  private static List<Op.KindCase> kinds(Graph g) {
    return g.getOpsList().stream().map(Op::getKindCase).toList();
  }

  @Test
  void theOperandsOwnFormatIsTheIdentity() {
    assertThat(kinds(parse("stablehlo.reduce_precision %x, format = e8m23"))).isEmpty();
    assertThat(kinds(parse("\"stablehlo.reduce_precision\"(%x) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}>"
        + " : (tensor<4xf32>) -> tensor<4xf32> //"))).isEmpty();
  }

  @Test
  void bfloat16sFormatIsARoundTripThroughBf16() {
    Graph g = parse("stablehlo.reduce_precision %x, format = e8m7");
    assertThat(kinds(g)).containsExactly(Op.KindCase.CONVERT, Op.KindCase.CONVERT);
    assertThat(g.getOps(0).getConvert().getDtype()).isEqualTo(DType.BF16);
    assertThat(g.getOps(1).getConvert().getDtype()).isEqualTo(DType.F32);
  }

  @Test
  void anyFormatOnF32IsXlasBitArithmetic() {
    // e5m10 on f32: rounded and flushed on the bits (the values are checked against JAX: corpus mixed_precision)
    assertThat(kinds(parse("stablehlo.reduce_precision %x, format = e5m10")))
        .startsWith(Op.KindCase.BITCAST_CONVERT).contains(Op.KindCase.COMPARE, Op.KindCase.SELECT)
        .endsWith(Op.KindCase.SELECT);
    assertThat(kinds(parse("stablehlo.reduce_precision %x, format = e8m10"))).doesNotContain(Op.KindCase.CONVERT)
        .contains(Op.KindCase.BITCAST_CONVERT);
  }

  @Test
  void aNarrowerFormatOnF16IsRefusedNamingIt() {
    assertThatThrownBy(() -> StableHloImporter.parse("""
        func.func @main(%x: tensor<4xf16>) -> tensor<4xf16> {
          %0 = stablehlo.reduce_precision %x, format = e4m3 : tensor<4xf16>
          return %0 : tensor<4xf16>
        }
        """))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("reduce_precision to e4m3 on F16 is not supported");
  }

  @Test
  void aFloat8OperandIsRefusedAsUnsupportedNotAsANonFloat() {
    assertThatThrownBy(() -> StableHloImporter.parse("""
        func.func @main(%x: tensor<4xf8E4M3FN>) -> tensor<4xf8E4M3FN> {
          %0 = stablehlo.reduce_precision %x, format = e4m3 : tensor<4xf8E4M3FN>
          return %0 : tensor<4xf8E4M3FN>
        }
        """))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("reduce_precision on F8E4M3FN is not supported")
        .hasMessageNotContaining("needs a float operand");
  }

  @Test
  void bitCountsOutsideSi32AreRefusedNotTruncated() {
    // 4294967304 = 2^32 + 8: cast to int it would read as 8, turning e(2^32+8)m7 into bfloat16's e8m7
    assertThatThrownBy(() -> parse("\"stablehlo.reduce_precision\"(%x) <{exponent_bits = 4294967304 : i64, "
        + "mantissa_bits = 7 : i32}> : (tensor<4xf32>) -> tensor<4xf32> //"))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("exponent_bits must be in [1, 2147483647], got 4294967304");
    assertThatThrownBy(() -> parse("\"stablehlo.reduce_precision\"(%x) <{exponent_bits = 8 : i32, "
        + "mantissa_bits = -4294967289 : i64}> : (tensor<4xf32>) -> tensor<4xf32> //"))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("mantissa_bits must be in [0, 2147483647], got -4294967289");
    assertThatThrownBy(() -> parse("stablehlo.reduce_precision %x, format = e99999999999m7"))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("exponent_bits must be in [1, 2147483647], got 99999999999");
  }

  /**
   * A format of 200,000 digits is refused by its digit count, the message short. Before, it was parsed whole
   * (quadratic: 16 s of CPU at a million digits) and every digit echoed in the message.
   */
  @Test
  void aFormatOfVeryManyDigitsIsRefusedByItsLength() {
    String digits = "9".repeat(200_000);
    assertThatThrownBy(() -> parse("stablehlo.reduce_precision %x, format = e" + digits + "m7"))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("exponent_bits must be in [1, 2147483647], got a number of 200000 digits")
        .satisfies(e -> assertThat(e.getMessage()).hasSizeLessThan(1000));
    assertThat(kinds(parse("stablehlo.reduce_precision %x, format = e0008m00000000000000000000023"))).isEmpty();
  }
}
