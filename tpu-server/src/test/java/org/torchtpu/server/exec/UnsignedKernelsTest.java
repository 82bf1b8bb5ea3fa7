package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.BitcastConvertOp;
import org.torchtpu.api.v1.CompareOp;
import org.torchtpu.api.v1.ConvertOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.TensorType;

/**
 * u32 (JAX's PRNG words) and u64 (its counters): arithmetic wraps mod 2^32 / 2^64, u32 orders unsigned, and
 * bitcast_convert reinterprets 32-bit patterns. Expected values are worked out by hand from the definitions (the
 * threefry programs of the corpus check the same kernels against JAX bit for bit).
 */
class UnsignedKernelsTest {
  private static final Executor EXECUTOR = new Executor();
  private static final long MAX32 = 0xffffffffL;

  private static DeviceArray u32(long... v) {
    return DeviceArray.ofLongs(DType.U32, new int[] {v.length}, v);
  }

  private static DeviceArray run(Op.Builder op, DeviceArray... in) {
    Op built = op.build();
    List<TensorType> types = java.util.Arrays.stream(in).map(DeviceArray::type).toList();
    TypeInference.infer(built, types); // as the server does before every kernel
    return EXECUTOR.execute(built, List.of(in), false).get(0);
  }

  private static Op.Builder binary(BinaryOp.Kind kind) {
    return Op.newBuilder().setBinary(BinaryOp.newBuilder().setKind(kind));
  }

  @Test
  void arithmeticWrapsModTwoToThe32() {
    DeviceArray a = u32(MAX32, 0x80000000L, 3, 0);
    DeviceArray b = u32(1, 0x80000000L, 5, 1);
    assertThat(run(binary(BinaryOp.Kind.ADD), a, b).longs()).containsExactly(0, 0, 8, 1);
    assertThat(run(binary(BinaryOp.Kind.SUBTRACT), a, b).longs()).containsExactly(MAX32 - 1, 0, MAX32 - 1, MAX32);
    // threefry's rotations multiply and shift: 0xffffffff * 0xffffffff = 1 mod 2^32
    assertThat(run(binary(BinaryOp.Kind.MULTIPLY), u32(MAX32, 0x10000), u32(MAX32, 0x10000)).longs())
        .containsExactly(1, 0);
    assertThat(run(Op.newBuilder().setUnary(org.torchtpu.api.v1.UnaryOp.newBuilder()
        .setKind(org.torchtpu.api.v1.UnaryOp.Kind.NEGATE)), u32(1, 0)).longs()).containsExactly(MAX32, 0);
  }

  @Test
  void compareDivideRemainderMaxMinAreUnsigned() {
    DeviceArray a = u32(MAX32, 7, 0x80000000L, 9);
    DeviceArray b = u32(1, 0, 3, 9);
    assertThat(run(Op.newBuilder().setCompare(CompareOp.newBuilder().setDirection(CompareOp.Direction.GT)), a, b)
        .longs()).containsExactly(1, 1, 1, 0);
    // x / 0 is all ones, x % 0 is x (as XLA)
    assertThat(run(binary(BinaryOp.Kind.DIVIDE), a, b).longs()).containsExactly(MAX32, MAX32, 0x80000000L / 3, 1);
    assertThat(run(binary(BinaryOp.Kind.REMAINDER), a, b).longs()).containsExactly(0, 7, 0x80000000L % 3, 0);
    assertThat(run(binary(BinaryOp.Kind.MAXIMUM), a, b).longs()).containsExactly(MAX32, 7, 0x80000000L, 9);
    assertThat(run(binary(BinaryOp.Kind.MINIMUM), a, b).longs()).containsExactly(1, 0, 3, 9);
    assertThat(run(Op.newBuilder().setReduce(ReduceOp.newBuilder().setKind(ReduceOp.Kind.MAX).addDimensions(0)), a)
        .longs()).containsExactly(MAX32);
  }

  @Test
  void shiftsOnThirtyTwoBits() {
    DeviceArray a = u32(0x80000001L, 0x80000001L, 0x80000001L, 5);
    DeviceArray s = u32(1, 31, 32, 0);
    assertThat(run(binary(BinaryOp.Kind.SHIFT_LEFT), a, s).longs()).containsExactly(2, 0x80000000L, 0, 5);
    assertThat(run(binary(BinaryOp.Kind.SHIFT_RIGHT_LOGICAL), a, s).longs())
        .containsExactly(0x40000000L, 1, 0, 5);
    // arithmetic: the top bit fills, as XLA shifts the 32-bit pattern
    assertThat(run(binary(BinaryOp.Kind.SHIFT_RIGHT_ARITHMETIC), a, s).longs())
        .containsExactly(0xc0000000L, MAX32, MAX32, 5);
  }

  @Test
  void convertsSaturateOrWrap() {
    DeviceArray f = DeviceArray.ofFloats(DType.F32, new int[] {5}, new float[] {-3f, 3.9f, 5e9f, Float.NaN, 4e9f});
    assertThat(run(Op.newBuilder().setConvert(ConvertOp.newBuilder().setDtype(DType.U32)), f).longs())
        .containsExactly(0, 3, MAX32, 0, 4_000_000_000L);
    DeviceArray s = DeviceArray.ofLongs(DType.S32, new int[] {2}, new long[] {-1, 7});
    assertThat(run(Op.newBuilder().setConvert(ConvertOp.newBuilder().setDtype(DType.U32)), s).longs())
        .containsExactly(MAX32, 7);
    assertThat(run(Op.newBuilder().setConvert(ConvertOp.newBuilder().setDtype(DType.S32)), u32(MAX32, 7)).longs())
        .containsExactly(-1, 7);
    assertThat(run(Op.newBuilder().setConvert(ConvertOp.newBuilder().setDtype(DType.F32)), u32(MAX32)).floats())
        .containsExactly(4.2949673E9f);
  }

  @Test
  void bitcastReinterpretsThirtyTwoBitPatterns() {
    // JAX's uniform: (bits >> 9) | 0x3f800000 read as f32 is 1 + mantissa, in [1, 2)
    DeviceArray bits = u32(0x3f800000L, 0x3fffffffL, 0xbf800000L, 0x7fc00000L);
    DeviceArray f = run(Op.newBuilder().setBitcastConvert(BitcastConvertOp.newBuilder().setDtype(DType.F32)), bits);
    assertThat(f.floats()[0]).isEqualTo(1f);
    assertThat(f.floats()[1]).isEqualTo(Math.nextDown(2f));
    assertThat(f.floats()[2]).isEqualTo(-1f);
    assertThat(Float.floatToRawIntBits(f.floats()[3])).isEqualTo(0x7fc00000);
    assertThat(run(Op.newBuilder().setBitcastConvert(BitcastConvertOp.newBuilder().setDtype(DType.U32)), f).longs())
        .containsExactly(0x3f800000L, 0x3fffffffL, 0xbf800000L, 0x7fc00000L);
    assertThat(run(Op.newBuilder().setBitcastConvert(BitcastConvertOp.newBuilder().setDtype(DType.S32)), bits).longs())
        .containsExactly(0x3f800000L, 0x3fffffffL, (long) (int) 0xbf800000L, 0x7fc00000L);
  }

  @Test
  void bitcastToA16BitTypeAndOrderingU64AreRefusedClearly() {
    Op toBf16 = Op.newBuilder().setBitcastConvert(BitcastConvertOp.newBuilder().setDtype(DType.BF16)).build();
    assertThatThrownBy(() -> TypeInference.infer(toBf16, List.of(u32(1).type())))
        .isInstanceOf(OpTypeException.class)
        .hasMessageContaining("bitcast_convert: reinterprets only u32, s32, f32, u64 and s64 among each other")
        .hasMessageContaining("got u32 to bf16");
    TensorType u64 = org.torchtpu.api.ir.Shapes.type(DType.U64, 4);
    Op lt = Op.newBuilder().setCompare(CompareOp.newBuilder().setDirection(CompareOp.Direction.LT)).build();
    assertThatThrownBy(() -> TypeInference.infer(lt, List.of(u64, u64)))
        .isInstanceOf(OpTypeException.class).hasMessageContaining("compare on u64 is not supported");
    Op toF32 = Op.newBuilder().setConvert(ConvertOp.newBuilder().setDtype(DType.F32)).build();
    assertThatThrownBy(() -> TypeInference.infer(toF32, List.of(u64)))
        .isInstanceOf(OpTypeException.class).hasMessageContaining("convert between u64 and f32 is not supported");
    // a max window orders its values like compare does: refused too, rather than ordering u64 values >= 2^63 wrongly
    Op maxWindow = Op.newBuilder().setReduceWindow(org.torchtpu.api.v1.ReduceWindowOp.newBuilder()
        .setKind(ReduceOp.Kind.MAX).addWindowDimensions(2)).build();
    assertThatThrownBy(() -> TypeInference.infer(maxWindow, List.of(u64, org.torchtpu.api.ir.Shapes.type(DType.U64))))
        .isInstanceOf(OpTypeException.class).hasMessageContaining("a max or min window on u64 is not supported");
  }

  @Test
  void bitcastBetweenWidthsPairsTheLastDimensionLowHalfFirst() {
    // an rbg key u32[4] reshaped to u32[2, 2] becomes the u64[2] state: element (i, 0) is the low half
    DeviceArray words = DeviceArray.ofLongs(DType.U32, new int[] {2, 2}, new long[] {7L, 0xdeadbeefL, 0xffffffffL, 3L});
    DeviceArray state = run(Op.newBuilder().setBitcastConvert(BitcastConvertOp.newBuilder().setDtype(DType.U64)), words);
    assertThat(state.dims()).containsExactly(2);
    assertThat(state.longs()).containsExactly(0xdeadbeef00000007L, 0x3ffffffffL);
    DeviceArray back = run(Op.newBuilder().setBitcastConvert(BitcastConvertOp.newBuilder().setDtype(DType.U32)), state);
    assertThat(back.dims()).containsExactly(2, 2);
    assertThat(back.longs()).containsExactly(words.longs());
  }

  @Test
  void u64CountersWrapAndConvertToU32() {
    long big = 0xffffffff00000005L; // above 2^63: held as its bit pattern
    DeviceArray a = DeviceArray.ofLongs(DType.U64, new int[] {2}, new long[] {big, 32});
    DeviceArray b = DeviceArray.ofLongs(DType.U64, new int[] {2}, new long[] {0x100000000L, 32});
    assertThat(run(binary(BinaryOp.Kind.ADD), a, b).longs()).containsExactly(5, 64);
    DeviceArray by32 = DeviceArray.ofLongs(DType.U64, new int[] {2}, new long[] {32, 32});
    assertThat(run(binary(BinaryOp.Kind.SHIFT_RIGHT_LOGICAL), a, by32).longs()).containsExactly(0xffffffffL, 0);
    assertThat(run(Op.newBuilder().setConvert(ConvertOp.newBuilder().setDtype(DType.U32)), a).longs())
        .containsExactly(5, 32);
    // literals round-trip the full 64 bits
    assertThat(LiteralCodec.toLongs(LiteralCodec.fromLongs(new long[] {big}, DType.U64))).containsExactly(big);
    assertThat(LiteralCodec.toLongs(LiteralCodec.fromLongs(new long[] {MAX32}, DType.U32))).containsExactly(MAX32);
  }
}
