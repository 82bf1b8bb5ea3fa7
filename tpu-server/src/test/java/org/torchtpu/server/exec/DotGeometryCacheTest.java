package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.torchtpu.server.exec.TestArrays.dims;
import static org.torchtpu.server.exec.TestArrays.f32;

import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.v1.DotGeneralOp;

/**
 * A thread keeps the dot_general geometries it built, by op message and operand dims: the same op on the same dims
 * finds the one built before (what a compiled program's call after call does), and a change of either builds (and
 * checks) afresh.
 */
class DotGeometryCacheTest {
  private static final DotGeneralOp MATMUL = DotGeneralOp.newBuilder().addLhsContractingDims(1)
      .addRhsContractingDims(0).setPrecision(DotGeneralOp.Precision.HIGHEST).build();

  @Test
  void theSameOpOnTheSameDimsReusesItsGeometry() {
    DeviceArray a = f32(dims(2, 3), 1, 2, 3, 4, 5, 6);
    DeviceArray b = f32(dims(3, 2), 7, 8, 9, 10, 11, 12);
    MatmulKernels.DotGeometry first = MatmulKernels.DotGeometry.of(MATMUL, a, b);
    DeviceArray otherValuesSameDims = f32(dims(2, 3), 6, 5, 4, 3, 2, 1);
    assertThat(MatmulKernels.DotGeometry.of(MATMUL, otherValuesSameDims, b)).isSameAs(first);
    DotGeneralOp equalButAnotherMessage = MATMUL.toBuilder().build();
    assertThat(MatmulKernels.DotGeometry.of(equalButAnotherMessage, a, b)).isNotSameAs(first);
  }

  @Test
  void otherDimsUnderTheSameOpGetTheirOwnGeometryAndAnswer() {
    DeviceArray b = f32(dims(3, 2), 7, 8, 9, 10, 11, 12);
    assertThat(MatmulKernels.dotGeneral(MATMUL, f32(dims(2, 3), 1, 2, 3, 4, 5, 6), b).floats())
        .containsExactly(58, 64, 139, 154);
    DeviceArray oneRow = f32(dims(1, 3), 1, 0, 2);
    DeviceArray c = MatmulKernels.dotGeneral(MATMUL, oneRow, b);
    assertThat(c.dims()).containsExactly(1, 2);
    assertThat(c.floats()).containsExactly(29, 32);
    // a shape the op does not fit is still refused after the op was cached on a shape it fits
    assertThatThrownBy(() -> MatmulKernels.dotGeneral(MATMUL, f32(dims(2, 4), new float[8]), b))
        .isInstanceOf(OpTypeException.class).hasMessageContaining("contracting dim sizes differ");
  }

  @Test
  void largeGeometriesAreNotKept() {
    DotGeneralOp op = MATMUL.toBuilder().build();
    DeviceArray a = f32(dims(2048, 2), new float[4096]);
    DeviceArray b = f32(dims(2, 2048), new float[4096]);
    MatmulKernels.DotGeometry first = MatmulKernels.DotGeometry.of(op, a, b);
    assertThat(first.tableInts()).isGreaterThan(DotGeometryCache.MAX_TABLE_INTS);
    assertThat(MatmulKernels.DotGeometry.of(op, a, b)).isNotSameAs(first);
  }
}
