package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.torchtpu.server.exec.TestArrays.dims;
import static org.torchtpu.server.exec.TestArrays.f32;
import static org.torchtpu.server.exec.TestArrays.longs;

import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.UnaryOp;

/**
 * An elementwise result is kept on the server until the client's collector frees it (a Strict chain holds hundreds of
 * thousands), and the server's young collections copy every object it holds: it shares its operand's dims array
 * instead of a copy of its own. The values are the kernels' as before (their own tests check them).
 */
class ElementwiseResultObjectsTest {

  @Test
  void aBinaryResultSharesItsOperandsDims() {
    DeviceArray a = f32(dims(2, 2), 1, 2, 3, 4);
    DeviceArray b = f32(dims(2, 2), 10, 20, 30, 40);
    DeviceArray sum = ElementwiseKernels.binary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.ADD).build(), a, b);
    assertThat(sum.dims()).isSameAs(a.dims());
    assertThat(sum.floats()).containsExactly(11, 22, 33, 44);

    DeviceArray i = longs(DType.S32, dims(3), 1, 2, 3);
    DeviceArray product = ElementwiseKernels.binary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.MULTIPLY).build(), i, i);
    assertThat(product.dims()).isSameAs(i.dims());
    assertThat(product.longs()).containsExactly(1, 4, 9);
  }

  @Test
  void aUnaryResultSharesItsOperandsDims() {
    DeviceArray a = f32(dims(4), -1, 2, -3, 4);
    DeviceArray abs = ElementwiseKernels.unary(UnaryOp.newBuilder().setKind(UnaryOp.Kind.ABS).build(), a);
    assertThat(abs.dims()).isSameAs(a.dims());
    assertThat(abs.floats()).containsExactly(1, 2, 3, 4);
  }
}
