package org.torchtpu.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.Op;

class MatmulTest {
  private final RecordingTransport wire = new RecordingTransport();
  private final Session s = wire.session();

  private static long[] dims(String spelled) {
    if (spelled.isEmpty()) {
      return new long[0];
    }
    String[] parts = spelled.split("x");
    long[] out = new long[parts.length];
    for (int i = 0; i < parts.length; i++) {
      out[i] = Long.parseLong(parts[i]);
    }
    return out;
  }

  /** Result shapes as torch.matmul gives them, and how many broadcasts are needed first. */
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "3 | 3 | f32[] | 0",
      "3 | 3x4 | f32[4] | 0",
      "2x3 | 3 | f32[2] | 0",
      "2x3 | 3x4 | f32[2,4] | 0",
      "5x2x3 | 3x4 | f32[5,2,4] | 0",
      "3 | 5x3x4 | f32[5,4] | 0",
      "5x2x3 | 3 | f32[5,2] | 0",
      "2x3 | 5x3x4 | f32[5,2,4] | 1",
      "5x2x3 | 5x3x4 | f32[5,2,4] | 0",
      "2x1x2x3 | 5x3x4 | f32[2,5,2,4] | 2",
      "7x1x2x3 | 1x6x3x4 | f32[7,6,2,4] | 2"})
  void matmulShapes(String a, String b, String expected, int broadcasts) {
    Tensor x = s.zeros(dims(a));
    Tensor y = s.zeros(dims(b));
    int before = wire.ops.size();
    Tensor z = x.matmul(y);
    assertThat(Shapes.toString(z.type())).isEqualTo(expected);
    assertThat(wire.kindsSince(before)).filteredOn("broadcast_in_dim"::equals).hasSize(broadcasts);
    assertThat(wire.lastOp().getKindCase()).isEqualTo(Op.KindCase.DOT_GENERAL);
  }

  @Test
  void batchedMatmulUsesBatchingDims() {
    Tensor x = s.zeros(2, 1, 2, 3);
    Tensor y = s.zeros(5, 3, 4);
    x.matmul(y);
    DotGeneralOp dot = wire.last(Op.KindCase.DOT_GENERAL).getDotGeneral();
    assertThat(dot.getLhsBatchingDimsList()).containsExactly(0L, 1L);
    assertThat(dot.getRhsBatchingDimsList()).containsExactly(0L, 1L);
    assertThat(dot.getLhsContractingDimsList()).containsExactly(3L);
    assertThat(dot.getRhsContractingDimsList()).containsExactly(2L);
    assertThat(dot.getPrecision()).isEqualTo(DotGeneralOp.Precision.DEFAULT);
  }

  @Test
  void precisionIsDefaultUnlessAsked() {
    Tensor a = s.zeros(2, 3);
    Tensor b = s.zeros(3, 4);
    a.matmul(b, DotGeneralOp.Precision.HIGHEST);
    assertThat(wire.lastOp().getDotGeneral().getPrecision()).isEqualTo(DotGeneralOp.Precision.HIGHEST);
    Tensor.linear(a, s.zeros(5, 3), null, DotGeneralOp.Precision.HIGHEST);
    assertThat(wire.lastOp().getDotGeneral().getPrecision()).isEqualTo(DotGeneralOp.Precision.HIGHEST);
    a.mm(b);
    assertThat(wire.lastOp().getDotGeneral().getPrecision()).isEqualTo(DotGeneralOp.Precision.DEFAULT);
  }

  @Test
  void vectorTimesBatchContractsTheRowDim() {
    Tensor v = s.zeros(3);
    Tensor b = s.zeros(5, 3, 4);
    v.matmul(b);
    DotGeneralOp dot = wire.last(Op.KindCase.DOT_GENERAL).getDotGeneral();
    assertThat(dot.getLhsContractingDimsList()).containsExactly(0L);
    assertThat(dot.getRhsContractingDimsList()).containsExactly(1L);
    assertThat(dot.getLhsBatchingDimsCount()).isZero();
  }

  @Test
  void matmulErrorsAreThrownBeforeSending() {
    Tensor a = s.zeros(2, 3);
    Tensor b = s.zeros(4, 5);
    Tensor c = s.zeros(DType.BF16, 3, 5);
    Tensor scalar = s.scalar(1.0);
    int before = wire.ops.size();
    assertThatThrownBy(() -> a.matmul(b))
        .isInstanceOf(OpTypeException.class)
        .hasMessage("matmul: shapes cannot be multiplied ([2, 3] and [4, 5]): contracted sizes 3 and 4 differ");
    assertThatThrownBy(() -> a.matmul(c))
        .isInstanceOf(OpTypeException.class)
        .hasMessageContaining("expected both operands to have the same dtype, but got f32 and bf16");
    assertThatThrownBy(() -> a.matmul(scalar))
        .isInstanceOf(OpTypeException.class)
        .hasMessageContaining("both arguments need to be at least 1D, but they are 2D and 0D");
    Tensor batchA = s.zeros(2, 2, 3);
    Tensor batchB = s.zeros(3, 3, 4);
    before = wire.ops.size();
    assertThatThrownBy(() -> batchA.matmul(batchB))
        .isInstanceOf(OpTypeException.class)
        .hasMessageContaining("matmul: the size of tensor a (2) must match the size of tensor b (3)");
    assertThat(wire.ops).hasSize(before);
  }

  @Test
  void mmAndBmmAreStrict() {
    assertThat(Shapes.toString(s.zeros(2, 3).mm(s.zeros(3, 4)).type())).isEqualTo("f32[2,4]");
    assertThat(Shapes.toString(s.zeros(5, 2, 3).bmm(s.zeros(5, 3, 4)).type())).isEqualTo("f32[5,2,4]");
    Tensor vector = s.zeros(3);
    Tensor matrix = s.zeros(3, 4);
    assertThatThrownBy(() -> vector.mm(matrix))
        .isInstanceOf(OpTypeException.class)
        .hasMessageContaining("mm: both arguments must be matrices, got 1D and 2D");
    Tensor a = s.zeros(5, 2, 3);
    Tensor b = s.zeros(1, 3, 4);
    assertThatThrownBy(() -> a.bmm(b))
        .isInstanceOf(OpTypeException.class)
        .hasMessageContaining("bmm: batch sizes differ: 5 and 1");
  }

  @Test
  void linearContractsWithTheWeightsInputDimWithoutTransposing() {
    Tensor x = s.zeros(8, 16, 32);
    Tensor w = s.zeros(64, 32);
    Tensor b = s.zeros(64);
    int before = wire.ops.size();
    Tensor y = Tensor.linear(x, w, b);
    assertThat(Shapes.toString(y.type())).isEqualTo("f32[8,16,64]");
    assertThat(wire.kindsSince(before)).containsExactly("dot_general", "broadcast_in_dim", "add");
    DotGeneralOp dot = wire.last(Op.KindCase.DOT_GENERAL).getDotGeneral();
    assertThat(dot.getLhsContractingDimsList()).containsExactly(2L);
    assertThat(dot.getRhsContractingDimsList()).containsExactly(1L);
    assertThat(Shapes.toString(Tensor.linear(x, w, null).type())).isEqualTo("f32[8,16,64]");
    Tensor wrong = s.zeros(64, 31);
    before = wire.ops.size();
    assertThatThrownBy(() -> Tensor.linear(x, wrong, b))
        .isInstanceOf(OpTypeException.class)
        .hasMessageContaining("linear: shapes cannot be multiplied ([8, 16, 32] and [64, 31])");
    Tensor badBias = s.zeros(63);
    assertThatThrownBy(() -> Tensor.linear(x, w, badBias)).isInstanceOf(OpTypeException.class);
    assertThat(wire.ops).hasSize(before + 2);
  }
}
