package org.torchtpu.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.torchtpu.api.v1.DType.BF16;
import static org.torchtpu.api.v1.DType.F16;
import static org.torchtpu.api.v1.DType.F32;
import static org.torchtpu.api.v1.DType.PRED;
import static org.torchtpu.api.v1.DType.S32;
import static org.torchtpu.api.v1.DType.S64;
import static org.torchtpu.api.v1.DType.S8;
import static org.torchtpu.api.v1.DType.U8;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.client.TypePromotion.Category;

class TypePromotionTest {

  private static TensorType vector(DType dtype) {
    return Shapes.type(dtype, 3);
  }

  private static TensorType zeroDim(DType dtype) {
    return Shapes.type(dtype);
  }

  /** The pairs checked against torch.promote_types (s8+u8 is int16 there; s32 here). */
  @ParameterizedTest
  @CsvSource({
      "F32, F32, F32", "F32, BF16, F32", "BF16, F16, F32", "F16, F32, F32",
      "S32, S64, S64", "S8, S32, S32", "S8, U8, S32", "U8, S32, S32", "U8, S64, S64",
      "PRED, U8, U8", "PRED, S8, S8", "PRED, BF16, BF16", "S64, BF16, BF16", "S32, F16, F16", "U8, F32, F32",
      "PRED, PRED, PRED"})
  void promoteTypesTable(DType a, DType b, DType expected) {
    assertThat(TypePromotion.promoteTypes(a, b)).isEqualTo(expected);
    assertThat(TypePromotion.promoteTypes(b, a)).isEqualTo(expected);
  }

  @Test
  void javaScalarsOnlyRaiseTheCategory() {
    assertThat(TypePromotion.resultType(vector(S32), Category.FLOATING)).isEqualTo(F32);
    assertThat(TypePromotion.resultType(vector(BF16), Category.FLOATING)).isEqualTo(BF16);
    assertThat(TypePromotion.resultType(vector(F16), Category.INTEGER)).isEqualTo(F16);
    assertThat(TypePromotion.resultType(vector(S32), Category.INTEGER)).isEqualTo(S32);
    assertThat(TypePromotion.resultType(vector(U8), Category.INTEGER)).isEqualTo(U8);
    assertThat(TypePromotion.resultType(vector(S8), Category.FLOATING)).isEqualTo(F32);
    assertThat(TypePromotion.resultType(vector(PRED), Category.INTEGER)).isEqualTo(S64);
    assertThat(TypePromotion.resultType(vector(PRED), Category.FLOATING)).isEqualTo(F32);
  }

  @Test
  void zeroDimTensorsCountOnlyWhenOfAHigherCategory() {
    assertThat(TypePromotion.resultType(vector(BF16), zeroDim(F32))).isEqualTo(BF16);
    assertThat(TypePromotion.resultType(vector(S32), zeroDim(S64))).isEqualTo(S32);
    assertThat(TypePromotion.resultType(vector(S32), zeroDim(F16))).isEqualTo(F16);
    assertThat(TypePromotion.resultType(vector(PRED), zeroDim(S32))).isEqualTo(S32);
    assertThat(TypePromotion.resultType(zeroDim(S32), zeroDim(S64))).isEqualTo(S64);
    // Two zero-dim tensors promote normally; a float scalar only changes the category.
    assertThat(TypePromotion.resultType(List.of(zeroDim(S32), zeroDim(S8)), Category.FLOATING)).isEqualTo(F32);
    assertThat(TypePromotion.resultType(List.of(zeroDim(F16)), Category.FLOATING)).isEqualTo(F16);
  }

  @Test
  void tensorsOfTheSameCategoryPromote() {
    assertThat(TypePromotion.resultType(vector(S32), vector(S64))).isEqualTo(S64);
    assertThat(TypePromotion.resultType(vector(F32), vector(BF16))).isEqualTo(F32);
    assertThat(TypePromotion.resultType(vector(S8), vector(U8))).isEqualTo(S32);
    assertThat(TypePromotion.resultType(vector(S64), vector(BF16))).isEqualTo(BF16);
  }

  @Test
  void float8PromotesWithNothingButItselfAsInPyTorch() {
    // torch 2.13: torch.promote_types(float8_e4m3fn, X) raises "Promotion for Float8 Types is not supported"
    // for float32, bfloat16, float16, int32, int8, uint8, bool and float8_e5m2; the same type is itself
    for (DType other : new DType[] {F32, BF16, DType.F16, S32, DType.S8, DType.U8, DType.PRED, DType.F8E5M2}) {
      assertThatThrownBy(() -> TypePromotion.promoteTypes(DType.F8E4M3FN, other))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("Promotion for Float8 Types is not supported")
          .hasMessageContaining(other.name());
      assertThatThrownBy(() -> TypePromotion.promoteTypes(other, DType.F8E4M3FN))
          .isInstanceOf(IllegalArgumentException.class);
    }
    assertThat(TypePromotion.promoteTypes(DType.F8E5M2, DType.F8E5M2)).isEqualTo(DType.F8E5M2);
    // torch.result_type(float8 tensor, 2.0 / 2 / True) is the float8 type
    assertThat(TypePromotion.resultType(vector(DType.F8E4M3FN), Category.FLOATING)).isEqualTo(DType.F8E4M3FN);
    assertThat(TypePromotion.resultType(vector(DType.F8E4M3FN), Category.INTEGER)).isEqualTo(DType.F8E4M3FN);
  }
}
