package org.torchtpu.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.RngOp;

class TensorFactoriesTest {
  private final RecordingTransport wire = new RecordingTransport();
  private final Session s = wire.session();

  private static String type(Tensor t) {
    return Shapes.toString(t.type());
  }

  @Test
  void filledTensorsAreAScalarConstantBroadcast() {
    Tensor z = s.zeros(1000, 1000);
    assertThat(type(z)).isEqualTo("f32[1000,1000]");
    assertThat(wire.kinds()).containsExactly("constant", "broadcast_in_dim");
    Op constant = wire.ops.get(0);
    assertThat(constant.getConstant().getValue().getData().size()).isEqualTo(4);
    assertThat(wire.ops.get(1).getBroadcastInDim().getBroadcastDimensionsCount()).isZero();
    assertThat(type(s.ones(DType.BF16, 2))).isEqualTo("bf16[2]");
    assertThat(type(s.full(new long[] {2}, 3))).isEqualTo("s64[2]");
    assertThat(type(s.full(new long[] {2}, 3.0))).isEqualTo("f32[2]");
    assertThat(type(s.full(new long[] {2}, true))).isEqualTo("pred[2]");
    Tensor half = s.full(new long[] {3}, 1.00390625, DType.BF16);
    assertThat(LiteralCodec.toFloats(wire.ops.get(wire.ops.size() - 2).getConstant().getValue())).containsExactly(1f);
    assertThat(type(half)).isEqualTo("bf16[3]");
    int before = wire.ops.size();
    assertThat(type(s.scalar(2.5))).isEqualTo("f32[]");
    assertThat(wire.kindsSince(before)).containsExactly("constant");
    assertThat(type(s.scalar(7L))).isEqualTo("s64[]");
    assertThatThrownBy(() -> s.zeros(2, -1))
        .isInstanceOf(OpTypeException.class)
        .hasMessageContaining("full: negative dimension -1");
  }

  @Test
  void integerArangeIsAnIotaScaledAndShifted() {
    Tensor r = s.arange(5);
    assertThat(type(r)).isEqualTo("s64[5]");
    assertThat(wire.kinds()).containsExactly("iota");
    int before = wire.ops.size();
    Tensor stepped = s.arange(0, 10, 3, DType.S32);
    assertThat(type(stepped)).isEqualTo("s32[4]");
    assertThat(wire.kindsSince(before)).containsExactly("iota", "constant", "broadcast_in_dim", "multiply");
    before = wire.ops.size();
    assertThat(type(s.arange(10, 0, -2))).isEqualTo("s64[5]");
    assertThat(wire.kindsSince(before)).containsExactly("iota", "constant", "broadcast_in_dim", "multiply",
        "constant", "broadcast_in_dim", "add");
  }

  @Test
  void floatArangeMatchesPyTorchsValues() {
    Tensor r = s.arange(0, 1, 0.1, DType.F32);
    assertThat(type(r)).isEqualTo("f32[10]");
    float[] values = LiteralCodec.toFloats(wire.lastOp().getConstant().getValue());
    assertThat(values[3]).isEqualTo((float) 0.30000000000000004);
    assertThat(values[9]).isEqualTo(0.9f);
    assertThat(type(s.arange(-1, 1, 0.5, DType.BF16))).isEqualTo("bf16[4]");
    assertThatThrownBy(() -> s.arange(0, 1, 0, DType.F32)).hasMessageContaining("step must be nonzero");
    assertThatThrownBy(() -> s.arange(0, 1, -1, DType.F32)).hasMessageContaining("inconsistent with step sign");
    assertThatThrownBy(() -> s.arange(0, 2, 0.5, DType.S64)).hasMessageContaining("whole-number");
  }

  @Test
  void randomTensorsCarryTheirSeed() {
    Tensor u = s.rand(42, 2, 3);
    RngOp rng = wire.lastOp().getRng();
    assertThat(type(u)).isEqualTo("f32[2,3]");
    assertThat(rng.getDistribution()).isEqualTo(RngOp.Distribution.UNIFORM);
    assertThat(rng.getSeed()).isEqualTo(42);
    assertThat(rng.getA()).isEqualTo(0.0);
    assertThat(rng.getB()).isEqualTo(1.0);
    Tensor n = s.randn(7, DType.BF16, 4);
    rng = wire.lastOp().getRng();
    assertThat(type(n)).isEqualTo("bf16[4]");
    assertThat(rng.getDistribution()).isEqualTo(RngOp.Distribution.NORMAL);
    assertThat(rng.getSeed()).isEqualTo(7);
    assertThat(rng.getB()).isEqualTo(1.0);
    s.normal(3, 1.5, 0.25, DType.F32, 2);
    assertThat(wire.lastOp().getRng().getA()).isEqualTo(1.5);
    assertThatThrownBy(() -> s.randn(1, DType.S32, 2)).hasMessageContaining("expected a floating dtype, got s32");
  }

  @Test
  void uploadedDataReadsBack() {
    Tensor f = s.tensor(new float[] {1.5f, -2f, 3.25f, 0f}, 2, 2);
    assertThat(type(f)).isEqualTo("f32[2,2]");
    assertThat(f.toFloatArray()).containsExactly(1.5f, -2f, 3.25f, 0f);
    assertThat(f.toBooleanArray()).containsExactly(true, true, true, false);
    assertThat(wire.ops).isEmpty();
    Tensor m = s.tensor(new float[][] {{1, 2, 3}, {4, 5, 6}});
    assertThat(type(m)).isEqualTo("f32[2,3]");
    assertThat(m.toFloatArray()).containsExactly(1, 2, 3, 4, 5, 6);
    Tensor l = s.tensor(new long[] {1L << 40, -3});
    assertThat(type(l)).isEqualTo("s64[2]");
    assertThat(l.toLongArray()).containsExactly(1L << 40, -3);
    Tensor i = s.tensor(new int[] {7, -8});
    assertThat(type(i)).isEqualTo("s32[2]");
    assertThat(i.toLongArray()).containsExactly(7, -8);
    Tensor b = s.tensor(new boolean[] {true, false, true});
    assertThat(type(b)).isEqualTo("pred[3]");
    assertThat(b.toBooleanArray()).containsExactly(true, false, true);
    assertThat(s.tensor(new double[] {0.1}).toFloatArray()).containsExactly(0.1f);
  }

  @Test
  void lowPrecisionUploadsRoundOnTheClient() {
    Tensor h = s.tensor(new float[] {1f + 0x1p-8f, 1f + 3 * 0x1p-8f, 0.1f}, DType.BF16);
    assertThat(h.toFloatArray()).containsExactly(1f, 1f + 0x1p-6f, 0.10009765625f);
    Tensor f16 = s.tensor(new float[] {0x1p-25f, 3 * 0x1p-25f}, DType.F16);
    assertThat(f16.toFloatArray()).containsExactly(0f, 2 * 0x1p-24f);
    Tensor u8 = s.tensor(new int[] {255, 256}, DType.U8);
    assertThat(u8.toLongArray()).containsExactly(255, 0);
  }

  @Test
  void itemReadsOneElement() {
    assertThat(s.tensor(new float[] {2.5f}).item()).isEqualTo(2.5);
    assertThat(s.tensor(new long[] {(1L << 53) + 1}).item()).isEqualTo((double) ((1L << 53) + 1));
    Tensor two = s.tensor(new float[] {1, 2});
    assertThatThrownBy(two::item)
        .isInstanceOf(OpTypeException.class)
        .hasMessage("item: a tensor with 2 elements cannot be converted to a scalar");
  }

  @Test
  void badHostDataIsRejected() {
    assertThatThrownBy(() -> s.tensor(new float[5], 2, 3))
        .isInstanceOf(OpTypeException.class)
        .hasMessageContaining("data has 5 elements but f32[2,3] needs 6");
    assertThatThrownBy(() -> s.tensor(new float[][] {{1, 2}, {3}}))
        .isInstanceOf(OpTypeException.class)
        .hasMessageContaining("expected rows of length 2 (row 0), but row 1 has 1");
  }

  @Test
  void metadata() {
    Tensor x = s.zeros(2, 3, 4);
    assertThat(x.shape()).containsExactly(2, 3, 4);
    assertThat(x.dim()).isEqualTo(3);
    assertThat(x.numel()).isEqualTo(24);
    assertThat(x.size(-1)).isEqualTo(4);
    assertThat(x.dtype()).isEqualTo(DType.F32);
    assertThat(x.isFloatingPoint()).isTrue();
    x.shape()[0] = 99;
    assertThat(x.shape()[0]).isEqualTo(2);
  }
}
