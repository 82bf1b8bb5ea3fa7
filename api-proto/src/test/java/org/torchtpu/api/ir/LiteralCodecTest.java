package org.torchtpu.api.ir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.protobuf.ByteString;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.TensorLiteral;

class LiteralCodecTest {

  private static byte[] bytes(TensorLiteral literal) {
    return literal.getData().toByteArray();
  }

  private static byte[] of(int... values) {
    byte[] out = new byte[values.length];
    for (int i = 0; i < values.length; i++) {
      out[i] = (byte) values[i];
    }
    return out;
  }

  @Test
  void packsLittleEndianInEachDtypesWidth() {
    assertThat(bytes(LiteralCodec.fromFloats(new float[] {1f}, DType.F32))).containsExactly(of(0, 0, 0x80, 0x3f));
    assertThat(bytes(LiteralCodec.fromFloats(new float[] {1f}, DType.BF16))).containsExactly(of(0x80, 0x3f));
    assertThat(bytes(LiteralCodec.fromFloats(new float[] {1f}, DType.F16))).containsExactly(of(0x00, 0x3c));
    assertThat(bytes(LiteralCodec.fromLongs(new long[] {-2}, DType.S32))).containsExactly(of(0xfe, 0xff, 0xff, 0xff));
    assertThat(bytes(LiteralCodec.fromLongs(new long[] {258}, DType.S64))).containsExactly(of(2, 1, 0, 0, 0, 0, 0, 0));
    assertThat(bytes(LiteralCodec.fromLongs(new long[] {255, -1}, DType.U8, 2))).containsExactly(of(0xff, 0xff));
    assertThat(bytes(LiteralCodec.fromBooleans(new boolean[] {true, false}, DType.PRED, 2))).containsExactly(of(1, 0));
  }

  @Test
  void typeCarriesDtypeAndDims() {
    TensorLiteral literal = LiteralCodec.fromFloats(new float[6], DType.BF16, 2, 3);
    assertThat(Shapes.toString(literal.getType())).isEqualTo("bf16[2,3]");
    assertThat(literal.getData().size()).isEqualTo(12);
    TensorLiteral scalar = LiteralCodec.scalar(2.5, DType.F16);
    assertThat(scalar.getType().getDimsCount()).isZero();
    assertThat(LiteralCodec.toFloats(scalar)).containsExactly(2.5f);
  }

  @ParameterizedTest
  @EnumSource(value = DType.class, names = {"F32", "BF16", "F16", "S8", "S32", "S64", "U8", "PRED"})
  void smallIntegersRoundTripThroughEveryDtype(DType dtype) {
    long[] values = dtype == DType.PRED ? new long[] {0, 1, 1, 0} : new long[] {0, 1, 7, 100};
    TensorLiteral literal = LiteralCodec.fromLongs(values, dtype, 2, 2);
    assertThat(LiteralCodec.toLongs(literal)).containsExactly(values);
    float[] asFloats = new float[values.length];
    for (int i = 0; i < values.length; i++) {
      asFloats[i] = values[i];
    }
    assertThat(LiteralCodec.toFloats(literal)).containsExactly(asFloats);
    assertThat(LiteralCodec.toFloats(LiteralCodec.fromFloats(asFloats, dtype, 4))).containsExactly(asFloats);
    boolean[] truth = {false, true, true, values[3] != 0};
    assertThat(LiteralCodec.toBooleans(literal)).containsExactly(truth);
    assertThat(LiteralCodec.toBooleans(LiteralCodec.fromBooleans(truth, dtype, 4))).containsExactly(truth);
  }

  @Test
  void floatDtypesKeepTheirOwnPrecision() {
    float[] data = {0.1f, -3.75f, 1e-3f, 65504f, Float.POSITIVE_INFINITY};
    assertThat(LiteralCodec.toFloats(LiteralCodec.fromFloats(data, DType.F32, 5))).containsExactly(data);
    float[] bf16 = LiteralCodec.toFloats(LiteralCodec.fromFloats(data, DType.BF16, 5));
    assertThat(bf16).containsExactly(0.10009765625f, -3.75f, 0.00099945068359375f, 65536f, Float.POSITIVE_INFINITY);
    float[] f16 = LiteralCodec.toFloats(LiteralCodec.fromFloats(data, DType.F16, 5));
    assertThat(f16).containsExactly(0.0999755859375f, -3.75f, 0.0010004043579101562f, 65504f, Float.POSITIVE_INFINITY);
  }

  @Test
  void bf16TiesAndF16SubnormalsThroughTheCodec() {
    float[] ties = {1f + 0x1p-8f, 1f + 3 * 0x1p-8f};
    assertThat(LiteralCodec.toFloats(LiteralCodec.fromFloats(ties, DType.BF16, 2)))
        .containsExactly(1f, 1f + 0x1p-6f);
    float[] tiny = {0x1p-24f, 0x1p-25f, 3 * 0x1p-25f, -5 * 0x1p-24f};
    assertThat(LiteralCodec.toFloats(LiteralCodec.fromFloats(tiny, DType.F16, 4)))
        .containsExactly(0x1p-24f, 0f, 2 * 0x1p-24f, -5 * 0x1p-24f);
  }

  @Test
  void floatsToIntegersTruncateSaturateAndZeroNaN() {
    float[] data = {1.7f, -1.7f, Float.NaN, 1e10f, -1e10f};
    assertThat(LiteralCodec.toLongs(LiteralCodec.fromFloats(data, DType.S32, 5)))
        .containsExactly(1, -1, 0, Integer.MAX_VALUE, Integer.MIN_VALUE);
    assertThat(LiteralCodec.toLongs(LiteralCodec.fromFloats(data, DType.S8, 5))).containsExactly(1, -1, 0, 127, -128);
    assertThat(LiteralCodec.toLongs(LiteralCodec.fromFloats(data, DType.U8, 5))).containsExactly(1, 0, 0, 255, 0);
    assertThat(LiteralCodec.toBooleans(LiteralCodec.fromFloats(new float[] {0.5f, Float.NaN, 0f, -0f}, DType.PRED, 4)))
        .containsExactly(true, true, false, false);
    assertThat(LiteralCodec.toLongs(LiteralCodec.fromFloats(new float[] {-2.9f}, DType.F32, 1))).containsExactly(-2);
  }

  @Test
  void longsWrapIntoNarrowIntegers() {
    long[] data = {300, -1, 3_000_000_000L};
    assertThat(LiteralCodec.toLongs(LiteralCodec.fromLongs(data, DType.S8, 3))).containsExactly(44, -1, 0);
    assertThat(LiteralCodec.toLongs(LiteralCodec.fromLongs(data, DType.U8, 3))).containsExactly(44, 255, 0);
    assertThat(LiteralCodec.toLongs(LiteralCodec.fromLongs(data, DType.S32, 3)))
        .containsExactly(300, -1, 3_000_000_000L - (1L << 32));
    assertThat(LiteralCodec.toLongs(LiteralCodec.scalar(Long.MIN_VALUE, DType.S64))).containsExactly(Long.MIN_VALUE);
    assertThat(LiteralCodec.toLongs(LiteralCodec.scalar(9.007199254740993E15, DType.S64)))
        .containsExactly(9_007_199_254_740_992L);
  }

  @Test
  void rejectsMismatchedSizesAndBadPredBytes() {
    assertThatThrownBy(() -> LiteralCodec.fromFloats(new float[5], DType.F32, 2, 3))
        .isInstanceOf(OpTypeException.class)
        .hasMessageContaining("data has 5 elements but f32[2,3] needs 6");
    TensorLiteral truncated = TensorLiteral.newBuilder()
        .setType(Shapes.type(DType.S32, 2))
        .setData(ByteString.copyFrom(new byte[7]))
        .build();
    assertThatThrownBy(() -> LiteralCodec.toLongs(truncated))
        .isInstanceOf(OpTypeException.class)
        .hasMessageContaining("s32[2] must be 8 bytes, got 7");
    TensorLiteral badPred = TensorLiteral.newBuilder()
        .setType(Shapes.type(DType.PRED, 2))
        .setData(ByteString.copyFrom(new byte[] {1, 2}))
        .build();
    assertThatThrownBy(() -> LiteralCodec.toBooleans(badPred))
        .isInstanceOf(OpTypeException.class)
        .hasMessageContaining("pred element 1 is 2");
    TensorLiteral huge = TensorLiteral.newBuilder().setType(Shapes.type(DType.F32, 1L << 30)).build();
    assertThatThrownBy(() -> LiteralCodec.toFloats(huge))
        .isInstanceOf(OpTypeException.class)
        .hasMessageContaining("literal f32[1073741824] is 4294967296 bytes; host data is limited to");
    assertThatThrownBy(() -> LiteralCodec.fromLongs(new long[1], DType.DTYPE_UNSPECIFIED))
        .isInstanceOf(OpTypeException.class)
        .hasMessageContaining("unsupported dtype");
  }
}
