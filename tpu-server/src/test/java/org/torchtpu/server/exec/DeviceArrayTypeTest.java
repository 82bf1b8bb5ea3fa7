package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.TensorType;

/** An array takes the type message it is handed only when that message describes it. */
class DeviceArrayTypeTest {
  private static TensorType type(DType dtype, long... dims) {
    TensorType.Builder b = TensorType.newBuilder().setDtype(dtype);
    for (long d : dims) {
      b.addDims(d);
    }
    return b.build();
  }

  @Test
  void adoptsAMatchingTypeMessageItself() {
    DeviceArray a = DeviceArray.ofFloats(DType.F32, new int[] {2, 3}, new float[6]);
    TensorType t = type(DType.F32, 2, 3);
    a.adoptType(t);
    assertThat(a.type()).isSameAs(t);
    // once it has a type it keeps it
    a.adoptType(type(DType.F32, 2, 3));
    assertThat(a.type()).isSameAs(t);
  }

  @Test
  void keepsItsOwnTypeWhenTheMessageDescribesAnotherArray() {
    for (TensorType other : new TensorType[] {type(DType.BF16, 2, 3), type(DType.F32, 3, 2), type(DType.F32, 6),
        type(DType.F32, 2, 3, 1)}) {
      DeviceArray a = DeviceArray.ofFloats(DType.F32, new int[] {2, 3}, new float[6]);
      a.adoptType(other);
      assertThat(a.type()).isNotSameAs(other).isEqualTo(type(DType.F32, 2, 3));
    }
  }
}
