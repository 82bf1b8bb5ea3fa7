package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.BroadcastInDimOp;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.ConvertOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.ReduceWindowOp;
import org.torchtpu.api.v1.TensorType;

/** ShapeValues computes only the slice a shape operand needs, only shape arithmetic, and within a budget. */
class ShapeValuesTest {
  private final ShapeValues values = new ShapeValues();

  private static TensorType t(DType dtype, long... dims) {
    TensorType.Builder b = TensorType.newBuilder().setDtype(dtype);
    for (long d : dims) {
      b.addDims(d);
    }
    return b.build();
  }

  private void constant(long id, long v, DType dtype) {
    values.record(Op.newBuilder().addResults(id).setConstant(ConstantOp.newBuilder()
        .setValue(LiteralCodec.scalar(v, dtype))).build(), List.of(t(dtype)));
  }

  private void add(long id, long a, long b, TensorType type) {
    values.record(Op.newBuilder().addResults(id).addOperands(a).addOperands(b)
        .setBinary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.ADD)).build(), List.of(type));
  }

  @Test
  void computesTheShapeArithmeticAskedFor() {
    constant(1, 3, DType.S32);
    constant(2, 4, DType.S32);
    add(3, 1, 2, t(DType.S32));
    add(4, 3, 3, t(DType.S32));
    assertThat(values.longs(4)).containsExactly(14);
    assertThat(values.longs(99)).isNull();
  }

  @Test
  void aTinyConstantThroughAHugeWindowIsNeverEvaluated() {
    // evaluated eagerly, this reduce_window's kernel allocated an int[2^30] offset table (an OutOfMemoryError)
    constant(1, 1, DType.S32);
    constant(2, 0, DType.S32);
    values.record(Op.newBuilder().addResults(3).addOperands(1).addOperands(2)
        .setReduceWindow(ReduceWindowOp.newBuilder().setKind(ReduceOp.Kind.SUM).addWindowDimensions(1L << 30)
            .addPaddingLow(0).addPaddingHigh((1L << 30) - 1)).build(), List.of(t(DType.S32, 1)));
    assertThat(values.longs(3)).as("not shape arithmetic: left to run time").isNull();
    assertThat(values.computedValues()).isZero();
  }

  @Test
  void onlyTheBackwardSliceOfTheAskedValueIsComputed() {
    constant(1, 1, DType.S32);
    // a long chain nobody asks about
    for (long id = 2; id < 10_002; id++) {
      add(id, id - 1, 1, t(DType.S32));
    }
    constant(20_000, 5, DType.S32);
    add(20_001, 20_000, 1, t(DType.S32));
    assertThat(values.computedValues()).as("recording computes nothing").isZero();
    assertThat(values.longs(20_001)).containsExactly(6);
    assertThat(values.computedValues()).isEqualTo(3);
  }

  @Test
  void floatValuesAreNotShapeValues() {
    values.record(Op.newBuilder().addResults(1).setConstant(ConstantOp.newBuilder()
        .setValue(LiteralCodec.scalar(2.5, DType.F32))).build(), List.of(t(DType.F32)));
    values.record(Op.newBuilder().addResults(2).addOperands(1).setConvert(ConvertOp.newBuilder()
        .setDtype(DType.S32)).build(), List.of(t(DType.S32)));
    assertThat(values.longs(2)).isNull();
  }

  @Test
  void aChainOfHundredsOfThousandsIsWalkedWithoutRecursion() {
    constant(1, 0, DType.S64);
    constant(2, 1, DType.S64);
    int n = 400_000;
    for (long id = 3; id < n; id++) {
      add(id, id - 1, 2, t(DType.S64));
    }
    // id 3 = 1 + 1, then each further id adds 1: id k holds k - 1
    assertThat(values.longs(n - 1)).containsExactly(n - 2);
  }

  @Test
  void shapeArithmeticBeyondTheBudgetIsRefusedWithItsReason() {
    constant(1, 1, DType.S32);
    values.record(Op.newBuilder().addResults(2).addOperands(1).setBroadcastInDim(BroadcastInDimOp.newBuilder()
        .addResultDims(64)).build(), List.of(t(DType.S32, 64)));
    int n = 20_000; // 20k adds of 64 elements, 192 each: past the 2 Mi budget
    for (long id = 3; id < n; id++) {
      add(id, id - 1, 2, t(DType.S32, 64));
    }
    assertThatThrownBy(() -> values.longs(n - 1)).isInstanceOf(ShapeValues.BudgetExceededException.class)
        .hasMessageContaining("more than " + ShapeValues.ELEMENT_BUDGET + " elements");
  }
}
