package org.torchtpu.api.ir;

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

import com.google.protobuf.ByteString;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.ArgReduceOp;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.BroadcastInDimOp;
import org.torchtpu.api.v1.ClampOp;
import org.torchtpu.api.v1.CompareOp;
import org.torchtpu.api.v1.ConcatenateOp;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.ConvertOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.DynamicSliceOp;
import org.torchtpu.api.v1.DynamicUpdateSliceOp;
import org.torchtpu.api.v1.GatherOp;
import org.torchtpu.api.v1.IotaOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.PadOp;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.ReshapeOp;
import org.torchtpu.api.v1.RngOp;
import org.torchtpu.api.v1.ScatterOp;
import org.torchtpu.api.v1.SelectOp;
import org.torchtpu.api.v1.SliceOp;
import org.torchtpu.api.v1.SortOp;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.TransposeOp;
import org.torchtpu.api.v1.UnaryOp;

class TypeInferenceTest {

  // ---------------------------------------------------------------- helpers

  private static TensorType t(DType dtype, long... dims) {
    return Shapes.type(dtype, dims);
  }

  private static List<Long> l(long... values) {
    return java.util.Arrays.stream(values).boxed().toList();
  }

  private static TensorType one(Op op, TensorType... operands) {
    List<TensorType> result = TypeInference.infer(op, List.of(operands));
    assertThat(result).hasSize(1);
    return result.get(0);
  }

  private static void fails(Op op, List<TensorType> operands, String... fragments) {
    assertThatThrownBy(() -> TypeInference.infer(op, operands))
        .isInstanceOf(OpTypeException.class)
        .satisfies(e -> {
          for (String f : fragments) {
            assertThat(e.getMessage()).contains(f);
          }
        });
  }

  private static void fails(Op op, TensorType[] operands, String... fragments) {
    fails(op, List.of(operands), fragments);
  }

  private static TensorType[] ops(TensorType... operands) {
    return operands;
  }

  private static Op unary(UnaryOp.Kind kind) {
    return Op.newBuilder().setUnary(UnaryOp.newBuilder().setKind(kind)).build();
  }

  private static Op binary(BinaryOp.Kind kind) {
    return Op.newBuilder().setBinary(BinaryOp.newBuilder().setKind(kind)).build();
  }

  private static Op dot(long[] lb, long[] rb, long[] lc, long[] rc) {
    return Op.newBuilder().setDotGeneral(DotGeneralOp.newBuilder()
        .addAllLhsBatchingDims(l(lb)).addAllRhsBatchingDims(l(rb))
        .addAllLhsContractingDims(l(lc)).addAllRhsContractingDims(l(rc))).build();
  }

  private static long[] a(long... v) {
    return v;
  }

  // ---------------------------------------------------------------- kind names

  @Test
  void kindNamesFollowStableHlo() {
    assertThat(TypeInference.kindName(binary(BinaryOp.Kind.ADD))).isEqualTo("add");
    assertThat(TypeInference.kindName(binary(BinaryOp.Kind.MULTIPLY))).isEqualTo("multiply");
    assertThat(TypeInference.kindName(unary(UnaryOp.Kind.EXP))).isEqualTo("exponential");
    assertThat(TypeInference.kindName(unary(UnaryOp.Kind.LOG))).isEqualTo("log");
    assertThat(TypeInference.kindName(unary(UnaryOp.Kind.TANH))).isEqualTo("tanh");
    assertThat(TypeInference.kindName(unary(UnaryOp.Kind.LOGISTIC))).isEqualTo("logistic");
    assertThat(TypeInference.kindName(unary(UnaryOp.Kind.RSQRT))).isEqualTo("rsqrt");
    assertThat(TypeInference.kindName(unary(UnaryOp.Kind.LOG1P))).isEqualTo("log_plus_one");
    assertThat(TypeInference.kindName(dot(a(), a(), a(1), a(0)))).isEqualTo("dot_general");
    assertThat(TypeInference.kindName(Op.newBuilder().setBroadcastInDim(BroadcastInDimOp.getDefaultInstance())
        .build())).isEqualTo("broadcast_in_dim");
    assertThat(TypeInference.kindName(Op.newBuilder().setDynamicUpdateSlice(
        DynamicUpdateSliceOp.getDefaultInstance()).build())).isEqualTo("dynamic_update_slice");
    assertThat(TypeInference.kindName(Op.getDefaultInstance())).isEqualTo("unknown");
  }

  @Test
  void opWithoutKindIsRejected() {
    fails(Op.getDefaultInstance(), List.of(), "no kind");
  }

  // ---------------------------------------------------------------- operand validation

  @Test
  void operandTypesAreValidated() {
    Op add = binary(BinaryOp.Kind.ADD);
    fails(add, ops(t(DType.DTYPE_UNSPECIFIED, 2), t(F32, 2)), "add:", "operand 0", "unsupported dtype");
    fails(add, ops(t(F32, -1), t(F32, -1)), "add:", "negative dimension -1");
    fails(add, ops(t(F32, 1L << 21, 1L << 20), t(F32, 1L << 21, 1L << 20)), "add:", "more than");
    fails(add, ops(t(F32, 0, 1L << 41), t(F32, 0, 1L << 41)), "add:", "exceeds");
  }

  // ---------------------------------------------------------------- unary and binary

  @Test
  void unaryKeepsTypeAndIsFiniteGivesPred() {
    assertThat(one(unary(UnaryOp.Kind.EXP), t(BF16, 2, 3))).isEqualTo(t(BF16, 2, 3));
    assertThat(one(unary(UnaryOp.Kind.NEGATE), t(S32, 4))).isEqualTo(t(S32, 4));
    assertThat(one(unary(UnaryOp.Kind.ABS), t(S8, 4))).isEqualTo(t(S8, 4));
    assertThat(one(unary(UnaryOp.Kind.NOT), t(PRED, 4))).isEqualTo(t(PRED, 4));
    assertThat(one(unary(UnaryOp.Kind.NOT), t(U8))).isEqualTo(t(U8));
    assertThat(one(unary(UnaryOp.Kind.IS_FINITE), t(F16, 3))).isEqualTo(t(PRED, 3));
    for (UnaryOp.Kind k : List.of(UnaryOp.Kind.LOG, UnaryOp.Kind.LOG1P, UnaryOp.Kind.EXPM1, UnaryOp.Kind.TANH,
        UnaryOp.Kind.LOGISTIC, UnaryOp.Kind.SQRT, UnaryOp.Kind.RSQRT, UnaryOp.Kind.ERF, UnaryOp.Kind.SIN,
        UnaryOp.Kind.COS, UnaryOp.Kind.FLOOR, UnaryOp.Kind.CEIL, UnaryOp.Kind.ROUND_NEAREST_EVEN,
        UnaryOp.Kind.SIGN)) {
      assertThat(one(unary(k), t(F32, 2))).isEqualTo(t(F32, 2));
    }
  }

  @Test
  void unaryRejectsWrongDtypesAndCounts() {
    fails(unary(UnaryOp.Kind.EXP), ops(t(S32, 2)), "exponential:", "floating", "s32[2]");
    fails(unary(UnaryOp.Kind.RSQRT), ops(t(PRED, 2)), "rsqrt:", "floating");
    fails(unary(UnaryOp.Kind.IS_FINITE), ops(t(S32, 2)), "is_finite:", "floating");
    fails(unary(UnaryOp.Kind.NOT), ops(t(F32, 2)), "not:", "integer or pred", "f32[2]");
    fails(unary(UnaryOp.Kind.ABS), ops(t(U8, 2)), "abs:", "signed");
    fails(unary(UnaryOp.Kind.NEGATE), ops(t(PRED, 2)), "negate:", "pred");
    fails(unary(UnaryOp.Kind.KIND_UNSPECIFIED), ops(t(F32, 2)), "unary:", "not set");
    fails(unary(UnaryOp.Kind.EXP), ops(t(F32, 2), t(F32, 2)), "exponential:", "expects 1 operand", "got 2");
  }

  @Test
  void binaryNeedsIdenticalTypes() {
    assertThat(one(binary(BinaryOp.Kind.ADD), t(F32, 2, 3), t(F32, 2, 3))).isEqualTo(t(F32, 2, 3));
    assertThat(one(binary(BinaryOp.Kind.AND), t(PRED, 2), t(PRED, 2))).isEqualTo(t(PRED, 2));
    assertThat(one(binary(BinaryOp.Kind.XOR), t(S32), t(S32))).isEqualTo(t(S32));
    assertThat(one(binary(BinaryOp.Kind.ATAN2), t(BF16, 1), t(BF16, 1))).isEqualTo(t(BF16, 1));
    assertThat(one(binary(BinaryOp.Kind.REMAINDER), t(S64, 1), t(S64, 1))).isEqualTo(t(S64, 1));
    fails(binary(BinaryOp.Kind.ADD), ops(t(F32, 2, 3), t(F32, 3, 2)), "add:", "f32[2,3]", "f32[3,2]", "identical");
    fails(binary(BinaryOp.Kind.MULTIPLY), ops(t(F32, 2), t(BF16, 2)), "multiply:", "identical");
    fails(binary(BinaryOp.Kind.AND), ops(t(F32, 2), t(F32, 2)), "and:", "integer or pred");
    fails(binary(BinaryOp.Kind.OR), ops(t(BF16, 2), t(BF16, 2)), "or:", "integer or pred");
    fails(binary(BinaryOp.Kind.ATAN2), ops(t(S32, 2), t(S32, 2)), "atan2:", "floating");
    fails(binary(BinaryOp.Kind.DIVIDE), ops(t(PRED, 2), t(PRED, 2)), "divide:", "pred");
    fails(binary(BinaryOp.Kind.ADD), ops(t(F32, 2)), "add:", "expects 2 operands");
    fails(binary(BinaryOp.Kind.KIND_UNSPECIFIED), ops(t(F32, 2), t(F32, 2)), "binary:", "not set");
  }

  @Test
  void compareGivesPred() {
    Op lt = Op.newBuilder().setCompare(CompareOp.newBuilder().setDirection(CompareOp.Direction.LT)).build();
    assertThat(one(lt, t(F32, 2, 3), t(F32, 2, 3))).isEqualTo(t(PRED, 2, 3));
    fails(lt, ops(t(F32, 2), t(S32, 2)), "compare:", "identical");
    fails(Op.newBuilder().setCompare(CompareOp.getDefaultInstance()).build(), ops(t(F32, 2), t(F32, 2)),
        "compare:", "direction");
  }

  @Test
  void selectPredIsScalarOrSameShape() {
    Op select = Op.newBuilder().setSelect(SelectOp.getDefaultInstance()).build();
    assertThat(one(select, t(PRED, 2, 3), t(F32, 2, 3), t(F32, 2, 3))).isEqualTo(t(F32, 2, 3));
    assertThat(one(select, t(PRED), t(S32, 4), t(S32, 4))).isEqualTo(t(S32, 4));
    fails(select, ops(t(S32, 2, 3), t(F32, 2, 3), t(F32, 2, 3)), "select:", "pred", "s32[2,3]");
    fails(select, ops(t(PRED, 3), t(F32, 2, 3), t(F32, 2, 3)), "select:", "pred[3]", "shape of on_true");
    fails(select, ops(t(PRED), t(F32, 2), t(BF16, 2)), "select:", "on_true", "on_false");
  }

  @Test
  void clampBoundsAreScalarOrSameShape() {
    Op clamp = Op.newBuilder().setClamp(ClampOp.getDefaultInstance()).build();
    assertThat(one(clamp, t(F32), t(F32, 4), t(F32, 4))).isEqualTo(t(F32, 4));
    fails(clamp, ops(t(S32), t(F32, 4), t(F32)), "clamp:", "min", "element types");
    fails(clamp, ops(t(F32), t(F32, 4), t(F32, 3)), "clamp:", "max f32[3]", "shape of x");
  }

  @Test
  void convertChangesDtypeOnly() {
    Op toBf16 = Op.newBuilder().setConvert(ConvertOp.newBuilder().setDtype(BF16)).build();
    assertThat(one(toBf16, t(S64, 2, 2))).isEqualTo(t(BF16, 2, 2));
    Op toPred = Op.newBuilder().setConvert(ConvertOp.newBuilder().setDtype(PRED)).build();
    assertThat(one(toPred, t(F32, 3))).isEqualTo(t(PRED, 3));
    fails(Op.newBuilder().setConvert(ConvertOp.getDefaultInstance()).build(), ops(t(F32, 2)),
        "convert:", "unsupported dtype");
  }

  // ---------------------------------------------------------------- constant and iota

  @Test
  void constantDataMustMatchType() {
    TensorType type = t(BF16, 2, 3);
    Op ok = Op.newBuilder().setConstant(ConstantOp.newBuilder().setValue(TensorLiteral.newBuilder()
        .setType(type).setData(ByteString.copyFrom(new byte[12])))).build();
    assertThat(one(ok)).isEqualTo(type);
    Op shortData = Op.newBuilder().setConstant(ConstantOp.newBuilder().setValue(TensorLiteral.newBuilder()
        .setType(type).setData(ByteString.copyFrom(new byte[10])))).build();
    fails(shortData, ops(), "constant:", "10 bytes", "bf16[2,3]", "12");
    Op badPred = Op.newBuilder().setConstant(ConstantOp.newBuilder().setValue(TensorLiteral.newBuilder()
        .setType(t(PRED, 2)).setData(ByteString.copyFrom(new byte[] {1, 2})))).build();
    fails(badPred, ops(), "constant:", "element 1 is 2");
    fails(ok, ops(t(F32)), "constant:", "expects 0 operands");
  }

  @Test
  void iotaDimensionWithinRank() {
    Op iota = Op.newBuilder().setIota(IotaOp.newBuilder().setType(t(S32, 4, 5)).setDimension(1)).build();
    assertThat(one(iota)).isEqualTo(t(S32, 4, 5));
    fails(Op.newBuilder().setIota(IotaOp.newBuilder().setType(t(S32, 4, 5)).setDimension(2)).build(), ops(),
        "iota:", "dimension 2 out of range", "s32[4,5]");
    fails(Op.newBuilder().setIota(IotaOp.newBuilder().setType(t(F32))).build(), ops(), "iota:", "out of range");
    fails(Op.newBuilder().setIota(IotaOp.newBuilder().setType(t(PRED, 3))).build(), ops(), "iota:", "pred[3]");
    fails(Op.newBuilder().setIota(IotaOp.newBuilder().setType(t(F32, -2))).build(), ops(), "iota:", "negative");
  }

  // ---------------------------------------------------------------- dot_general

  @Test
  void dotGeneralMatmulAndBatched() {
    assertThat(one(dot(a(), a(), a(1), a(0)), t(F32, 2, 3), t(F32, 3, 4))).isEqualTo(t(F32, 2, 4));
    // [b, m, k] x [b, n, k] -> [b, m, n]
    assertThat(one(dot(a(0), a(0), a(2), a(2)), t(BF16, 8, 2, 3), t(BF16, 8, 5, 3))).isEqualTo(t(BF16, 8, 2, 5));
    // outer product, no contraction
    assertThat(one(dot(a(), a(), a(), a()), t(F32, 2), t(F32, 3))).isEqualTo(t(F32, 2, 3));
    // batch dims not leading: lhs [k, b], rhs [b, k, n] -> [b, n]
    assertThat(one(dot(a(1), a(0), a(0), a(1)), t(F32, 3, 7), t(F32, 7, 3, 9))).isEqualTo(t(F32, 7, 9));
    Op widened = Op.newBuilder().setDotGeneral(DotGeneralOp.newBuilder().addLhsContractingDims(1)
        .addRhsContractingDims(0).setResultDtype(F32)).build();
    assertThat(one(widened, t(BF16, 2, 3), t(BF16, 3, 4))).isEqualTo(t(F32, 2, 4));
    Op intDot = Op.newBuilder().setDotGeneral(DotGeneralOp.newBuilder().addLhsContractingDims(0)
        .addRhsContractingDims(0).setResultDtype(S32)).build();
    assertThat(one(intDot, t(S8, 3), t(S8, 3))).isEqualTo(t(S32));
  }

  @Test
  void dotGeneralRejectsBadDimensionNumbers() {
    fails(dot(a(), a(), a(1), a(0)), ops(t(F32, 2, 3), t(F32, 4, 5)),
        "dot_general: contracting dimension sizes differ: lhs f32[2,3] dim 1 is 3, rhs f32[4,5] dim 0 is 4");
    fails(dot(a(0), a(0), a(2), a(1)), ops(t(F32, 2, 3, 4), t(F32, 5, 4, 6)),
        "dot_general:", "batching dimension sizes differ", "dim 0 is 2", "dim 0 is 5");
    fails(dot(a(), a(), a(2), a(0)), ops(t(F32, 2, 3), t(F32, 3, 4)), "dot_general:", "lhs contracting",
        "dimension 2 out of range", "f32[2,3]");
    fails(dot(a(), a(), a(-1), a(0)), ops(t(F32, 2, 3), t(F32, 3, 4)), "dot_general:", "out of range");
    fails(dot(a(0), a(0), a(0), a(1)), ops(t(F32, 3, 3), t(F32, 3, 3)), "dot_general:", "lhs contracting",
        "more than once");
    fails(dot(a(), a(), a(1, 1), a(0, 1)), ops(t(F32, 3, 3), t(F32, 3, 3)), "dot_general:", "more than once");
    fails(dot(a(0), a(), a(1), a(0)), ops(t(F32, 3, 3), t(F32, 3, 3)), "dot_general:",
        "batching dimension counts differ");
    fails(dot(a(), a(), a(1), a()), ops(t(F32, 3, 3), t(F32, 3, 3)), "dot_general:",
        "contracting dimension counts differ");
    fails(dot(a(), a(), a(1), a(0)), ops(t(F32, 2, 3), t(BF16, 3, 4)), "dot_general:", "element types differ");
    fails(dot(a(), a(), a(1), a(0)), ops(t(PRED, 2, 3), t(PRED, 3, 4)), "dot_general:", "pred");
    Op toInt = Op.newBuilder().setDotGeneral(DotGeneralOp.newBuilder().addLhsContractingDims(1)
        .addRhsContractingDims(0).setResultDtype(S32)).build();
    fails(toInt, ops(t(F32, 2, 3), t(F32, 3, 4)), "dot_general:", "result element type s32");
    fails(dot(a(), a(), a(1), a(0)), ops(t(F32, 2, 3)), "dot_general:", "expects 2 operands");
  }

  // ---------------------------------------------------------------- reductions

  @Test
  void reduceRemovesDims() {
    Op sum = Op.newBuilder().setReduce(ReduceOp.newBuilder().setKind(ReduceOp.Kind.SUM)
        .addAllDimensions(l(0, 2))).build();
    assertThat(one(sum, t(F32, 2, 3, 4))).isEqualTo(t(F32, 3));
    Op all = Op.newBuilder().setReduce(ReduceOp.newBuilder().setKind(ReduceOp.Kind.AND).addDimensions(0)).build();
    assertThat(one(all, t(PRED, 5))).isEqualTo(t(PRED));
    fails(all, ops(t(F32, 5)), "reduce:", "AND", "pred", "f32[5]");
    fails(Op.newBuilder().setReduce(ReduceOp.newBuilder().setKind(ReduceOp.Kind.MAX).addDimensions(3)).build(),
        ops(t(F32, 2, 3)), "reduce:", "dimension 3 out of range");
    fails(Op.newBuilder().setReduce(ReduceOp.newBuilder().setKind(ReduceOp.Kind.MAX).addAllDimensions(l(1, 1)))
        .build(), ops(t(F32, 2, 3)), "reduce:", "more than once");
    fails(Op.newBuilder().setReduce(ReduceOp.newBuilder().addDimensions(0)).build(), ops(t(F32, 2)),
        "reduce:", "not set");
  }

  @Test
  void argReduceGivesIndexType() {
    Op argmax = Op.newBuilder().setArgReduce(ArgReduceOp.newBuilder().setKind(ArgReduceOp.Kind.ARGMAX)
        .setDimension(1).setIndexDtype(S32)).build();
    assertThat(one(argmax, t(F32, 2, 7, 3))).isEqualTo(t(S32, 2, 3));
    fails(argmax, ops(t(F32, 2)), "arg_reduce:", "dimension 1 out of range");
    fails(argmax, ops(t(F32, 2, 0)), "arg_reduce:", "empty dimension");
    Op badIndex = Op.newBuilder().setArgReduce(ArgReduceOp.newBuilder().setKind(ArgReduceOp.Kind.ARGMIN)
        .setDimension(0).setIndexDtype(F32)).build();
    fails(badIndex, ops(t(F32, 2)), "arg_reduce:", "s32 or s64");
    Op noKind = Op.newBuilder().setArgReduce(ArgReduceOp.newBuilder().setIndexDtype(S64)).build();
    fails(noKind, ops(t(F32, 2)), "arg_reduce:", "kind");
  }

  // ---------------------------------------------------------------- movement

  private static Op broadcast(long[] resultDims, long[] mapping) {
    return Op.newBuilder().setBroadcastInDim(BroadcastInDimOp.newBuilder().addAllResultDims(l(resultDims))
        .addAllBroadcastDimensions(l(mapping))).build();
  }

  @Test
  void broadcastInDim() {
    assertThat(one(broadcast(a(2, 3), a(1)), t(F32, 3))).isEqualTo(t(F32, 2, 3));
    assertThat(one(broadcast(a(4, 2, 3), a(2, 0)), t(F32, 3, 1))).isEqualTo(t(F32, 4, 2, 3));
    assertThat(one(broadcast(a(5), a()), t(S32))).isEqualTo(t(S32, 5));
    fails(broadcast(a(2, 3), a(0)), ops(t(F32, 3)), "broadcast_in_dim:", "f32[3] dim 0 has size 3", "1 or 2");
    fails(broadcast(a(2, 3), a(2)), ops(t(F32, 3)), "broadcast_in_dim:", "broadcast dimension 2",
        "out of range");
    fails(broadcast(a(3, 3), a(0, 0)), ops(t(F32, 3, 3)), "broadcast_in_dim:", "more than once");
    fails(broadcast(a(2, 3), a(0, 1)), ops(t(F32, 3)), "broadcast_in_dim:", "2 entries", "rank 1");
    fails(broadcast(a(2, -3), a(0)), ops(t(F32, 2)), "broadcast_in_dim:", "negative");
    fails(broadcast(a(2000000, 2000000), a(0)), ops(t(F32, 1)), "broadcast_in_dim:", "more than");
  }

  @Test
  void reshapeKeepsElementCount() {
    Op r = Op.newBuilder().setReshape(ReshapeOp.newBuilder().addAllDims(l(3, 2))).build();
    assertThat(one(r, t(F32, 2, 3))).isEqualTo(t(F32, 3, 2));
    assertThat(one(Op.newBuilder().setReshape(ReshapeOp.getDefaultInstance()).build(), t(F32, 1, 1)))
        .isEqualTo(t(F32));
    fails(r, ops(t(F32, 2, 2)), "reshape:", "f32[2,2] (4 elements)", "f32[3,2] (6 elements)");
    fails(Op.newBuilder().setReshape(ReshapeOp.newBuilder().addAllDims(l(-2, -3))).build(), ops(t(F32, 6)),
        "reshape:", "negative");
  }

  @Test
  void transposeNeedsPermutation() {
    Op p = Op.newBuilder().setTranspose(TransposeOp.newBuilder().addAllPermutation(l(2, 0, 1))).build();
    assertThat(one(p, t(F32, 2, 3, 4))).isEqualTo(t(F32, 4, 2, 3));
    fails(Op.newBuilder().setTranspose(TransposeOp.newBuilder().addAllPermutation(l(0, 0, 1))).build(),
        ops(t(F32, 2, 3, 4)), "transpose:", "not a permutation");
    fails(Op.newBuilder().setTranspose(TransposeOp.newBuilder().addAllPermutation(l(0, 3, 1))).build(),
        ops(t(F32, 2, 3, 4)), "transpose:", "not a permutation");
    fails(Op.newBuilder().setTranspose(TransposeOp.newBuilder().addAllPermutation(l(1, 0))).build(),
        ops(t(F32, 2, 3, 4)), "transpose:", "rank 3");
  }

  private static Op slice(long[] start, long[] limit, long[] strides) {
    return Op.newBuilder().setSlice(SliceOp.newBuilder().addAllStartIndices(l(start))
        .addAllLimitIndices(l(limit)).addAllStrides(l(strides))).build();
  }

  @Test
  void sliceWithStrides() {
    assertThat(one(slice(a(1, 0), a(5, 3), a(2, 1)), t(F32, 6, 3))).isEqualTo(t(F32, 2, 3));
    assertThat(one(slice(a(0), a(7), a(3)), t(F32, 7))).isEqualTo(t(F32, 3)); // 0, 3, 6
    assertThat(one(slice(a(2), a(2), a(1)), t(F32, 7))).isEqualTo(t(F32, 0));
    assertThat(one(slice(a(1), a(4), a()), t(F32, 7))).isEqualTo(t(F32, 3)); // strides omitted = 1
    fails(slice(a(3), a(2), a(1)), ops(t(F32, 7)), "slice:", "start 3, limit 2");
    fails(slice(a(0), a(8), a(1)), ops(t(F32, 7)), "slice:", "limit 8", "f32[7]");
    fails(slice(a(-1), a(2), a(1)), ops(t(F32, 7)), "slice:", "start -1");
    fails(slice(a(0), a(2), a(0)), ops(t(F32, 7)), "slice:", "stride must be >= 1");
    // a stride past the dim takes the start element only (limit - start + stride - 1 overflowed to 0 elements)
    assertThat(one(slice(a(0), a(4), a(Long.MAX_VALUE)), t(F32, 4))).isEqualTo(t(F32, 1));
    assertThat(one(slice(a(3), a(4), a(Integer.MAX_VALUE)), t(F32, 4))).isEqualTo(t(F32, 1));
    fails(slice(a(0), a(2), a(1)), ops(t(F32, 7, 2)), "slice:", "need 2 entries");
  }

  @Test
  void dynamicSlice() {
    Op ds = Op.newBuilder().setDynamicSlice(DynamicSliceOp.newBuilder().addAllSliceSizes(l(2, 3))).build();
    assertThat(one(ds, t(F32, 4, 5), t(S32), t(S64))).isEqualTo(t(F32, 2, 3));
    fails(ds, ops(t(F32, 4, 5), t(S32)), "dynamic_slice:", "expects 3 operands");
    fails(ds, ops(t(F32, 4, 5), t(S32), t(F32)), "dynamic_slice:", "start index 1", "integer scalar", "f32[]");
    fails(ds, ops(t(F32, 4, 5), t(S32, 1), t(S32)), "dynamic_slice:", "start index 0", "s32[1]");
    fails(ds, ops(t(F32, 4, 5), t(PRED), t(S32)), "dynamic_slice:", "integer scalar");
    fails(ds, ops(t(F32, 4, 2), t(S32), t(S32)), "dynamic_slice:", "slice size 3 for dim 1");
    Op wrongRank = Op.newBuilder().setDynamicSlice(DynamicSliceOp.newBuilder().addAllSliceSizes(l(2))).build();
    fails(wrongRank, ops(t(F32, 4, 5), t(S32), t(S32)), "dynamic_slice:", "slice_sizes has 1");
    fails(ds, ops(), "dynamic_slice:", "got none");
  }

  @Test
  void dynamicUpdateSlice() {
    Op dus = Op.newBuilder().setDynamicUpdateSlice(DynamicUpdateSliceOp.getDefaultInstance()).build();
    assertThat(one(dus, t(F32, 4, 5), t(F32, 2, 5), t(S32), t(S32))).isEqualTo(t(F32, 4, 5));
    fails(dus, ops(t(F32, 4, 5), t(F32, 2, 6), t(S32), t(S32)), "dynamic_update_slice:", "does not fit",
        "dim 1");
    fails(dus, ops(t(F32, 4, 5), t(F32, 2), t(S32), t(S32)), "dynamic_update_slice:", "rank");
    fails(dus, ops(t(F32, 4, 5), t(BF16, 2, 5), t(S32), t(S32)), "dynamic_update_slice:", "element types");
    fails(dus, ops(t(F32, 4, 5), t(F32, 2, 5), t(S32)), "dynamic_update_slice:", "expects 4 operands");
    fails(dus, ops(t(F32, 4, 5), t(F32, 2, 5), t(S32), t(F16)), "dynamic_update_slice:", "integer scalar");
  }

  @Test
  void concatenate() {
    Op c1 = Op.newBuilder().setConcatenate(ConcatenateOp.newBuilder().setDimension(1)).build();
    assertThat(one(c1, t(F32, 2, 3), t(F32, 2, 1), t(F32, 2, 0))).isEqualTo(t(F32, 2, 4));
    assertThat(one(c1, t(S32, 2, 3))).isEqualTo(t(S32, 2, 3));
    fails(c1, ops(), "concatenate:", "at least one operand");
    fails(c1, ops(t(F32, 2, 3), t(F32, 3, 3)), "concatenate:", "operand 1 f32[3,3]", "dim 0");
    fails(c1, ops(t(F32, 2, 3), t(BF16, 2, 3)), "concatenate:", "element type and rank");
    fails(c1, ops(t(F32, 2, 3), t(F32, 2, 3, 1)), "concatenate:", "element type and rank");
    fails(c1, ops(t(F32, 2)), "concatenate:", "dimension 1 out of range");
  }

  private static Op pad(long[] low, long[] high, long[] interior) {
    return Op.newBuilder().setPad(PadOp.newBuilder().addAllEdgePaddingLow(l(low))
        .addAllEdgePaddingHigh(l(high)).addAllInteriorPadding(l(interior))).build();
  }

  @Test
  void padComputesSizes() {
    // 1 + 2 + 3 + 2*1 = 8; crop: 4 - 1 - 2 = 1
    assertThat(one(pad(a(1, -1), a(2, -2), a(1, 0)), t(F32, 3, 4), t(F32))).isEqualTo(t(F32, 8, 1));
    assertThat(one(pad(a(1), a(1), a(5)), t(F32, 0), t(F32))).isEqualTo(t(F32, 2)); // empty: no interior
    fails(pad(a(0), a(0), a(-1)), ops(t(F32, 3), t(F32)), "pad:", "interior padding", ">= 0");
    fails(pad(a(-2), a(-2), a(0)), ops(t(F32, 3), t(F32)), "pad:", "would be -1");
    fails(pad(a(0), a(0), a(0)), ops(t(F32, 3), t(F32, 1)), "pad:", "padding value", "f32[1]");
    fails(pad(a(0), a(0), a(0)), ops(t(F32, 3), t(BF16)), "pad:", "padding value");
    fails(pad(a(0), a(0), a()), ops(t(F32, 3), t(F32)), "pad:", "need 1 entries");
    fails(pad(a(0), a(0), a(Long.MAX_VALUE)), ops(t(F32, 3), t(F32)), "pad:", "interior of dim 0", "at most");
    // amounts that add up to a small dim are still bounded one by one (the kernel places elements by them)
    fails(pad(a(Long.MIN_VALUE), a(Long.MAX_VALUE), a(0)), ops(t(F32, 4), t(F32)), "pad:", "edge_padding_low of dim 0");
    fails(pad(a(0), a(1), a(Long.MAX_VALUE)), ops(t(F32, 1), t(F32)), "pad:", "interior of dim 0");
    long most = Shapes.MAX_ELEMENTS;
    assertThat(one(pad(a(-most), a(most), a(most)), t(F32, 1), t(F32))).isEqualTo(t(F32, 1));
  }

  // ---------------------------------------------------------------- gather

  private static GatherOp.Builder gather(long[] offsetDims, long[] collapsed, long[] startIndexMap, long ivd,
      long[] sliceSizes) {
    return GatherOp.newBuilder().addAllOffsetDims(l(offsetDims)).addAllCollapsedSliceDims(l(collapsed))
        .addAllStartIndexMap(l(startIndexMap)).setIndexVectorDim(ivd).addAllSliceSizes(l(sliceSizes));
  }

  private static Op op(GatherOp.Builder g) {
    return Op.newBuilder().setGather(g).build();
  }

  @Test
  void gatherEmbeddingLookup() {
    // operand [V=10, D=4], indices [N=6], index_vector_dim=1 (implicit trailing 1) -> [6, 4]
    Op g = op(gather(a(1), a(0), a(0), 1, a(1, 4)));
    assertThat(one(g, t(BF16, 10, 4), t(S32, 6))).isEqualTo(t(BF16, 6, 4));
    // indices [2, 3] -> [2, 3, 4]
    Op g2 = op(gather(a(2), a(0), a(0), 2, a(1, 4)));
    assertThat(one(g2, t(F32, 10, 4), t(S64, 2, 3))).isEqualTo(t(F32, 2, 3, 4));
  }

  @Test
  void gatherWithExplicitIndexVectorAndOffsets() {
    // XLA doc style: operand [3, 3], indices [2, 2] with vectors along dim 1, full 2-D start, slice [1, 2]
    Op g = op(gather(a(1, 2), a(), a(0, 1), 1, a(1, 2)));
    assertThat(one(g, t(F32, 3, 3), t(S32, 2, 2))).isEqualTo(t(F32, 2, 1, 2));
    // offset dims before batch dims: index vector at dim 0 of indices [2, 5]
    Op g3 = op(gather(a(0), a(0), a(0, 1), 0, a(1, 3)));
    assertThat(one(g3, t(F32, 4, 6), t(S32, 2, 5))).isEqualTo(t(F32, 3, 5));
  }

  @Test
  void gatherWithBatchingDims() {
    // torch.gather(x [B=2, S=5], dim=1, idx [B=2, K=3]) as a batched gather: operand batch dim 0 pairs
    // with indices batch dim 0, index vector implicit (index_vector_dim = 2), collapse dim 1.
    Op g = op(gather(a(), a(1), a(1), 2, a(1, 1)).addOperandBatchingDims(0).addStartIndicesBatchingDims(0));
    assertThat(one(g, t(F32, 2, 5), t(S32, 2, 3))).isEqualTo(t(F32, 2, 3));
    // operand [B=2, V=7, D=4], indices [3, B=2] (batch at dim 1 of the indices) -> [3, 2, 4]
    Op g2 = op(gather(a(2), a(1), a(1), 2, a(1, 1, 4)).addOperandBatchingDims(0).addStartIndicesBatchingDims(1));
    assertThat(one(g2, t(F32, 2, 7, 4), t(S32, 3, 2))).isEqualTo(t(F32, 3, 2, 4));
  }

  @Test
  void gatherRejectsBrokenRules() {
    TensorType operand = t(F32, 10, 4);
    TensorType idx = t(S32, 6);
    fails(op(gather(a(1), a(0), a(0), 1, a(1, 4))), ops(operand, t(F32, 6)), "gather:", "integer element type");
    fails(op(gather(a(1), a(0), a(0), 2, a(1, 4))), ops(operand, idx), "gather:", "index_vector_dim 2");
    fails(op(gather(a(1), a(0), a(0), 1, a(1))), ops(operand, idx), "gather:", "slice_sizes has 1");
    fails(op(gather(a(1), a(0), a(0), 1, a(1, 5))), ops(operand, idx), "gather:", "slice size 5 for dim 1");
    fails(op(gather(a(1), a(0), a(0), 1, a(2, 4))), ops(operand, idx), "gather:", "collapsed dim 0 must be 1");
    fails(op(gather(a(1, 3), a(), a(0), 1, a(1, 4))), ops(operand, idx), "gather:", "offset_dims",
        "entry 3 out of range", "result rank 3");
    // no collapse: the size-1 window dim stays in the result
    assertThat(one(op(gather(a(0, 1), a(), a(0), 1, a(1, 4))), operand, idx)).isEqualTo(t(F32, 1, 4, 6));
    fails(op(gather(a(1), a(0, 1), a(0), 1, a(1, 1))), ops(operand, t(S32, 6)), "gather:", "rank",
        "collapsed_slice_dims");
    fails(op(gather(a(1), a(0), a(0), 1, a(1, 4))), ops(t(F32, 10, 4, 2), idx), "gather:", "has rank 3");
    fails(op(gather(a(), a(1, 0), a(0), 1, a(1, 1))), ops(operand, idx), "gather:", "collapsed_slice_dims",
        "sorted");
    fails(op(gather(a(1), a(2), a(0), 1, a(1, 4))), ops(operand, idx), "gather:", "collapsed_slice_dims",
        "out of range");
    fails(op(gather(a(1), a(0), a(0, 1), 1, a(1, 4))), ops(operand, idx), "gather:", "start_index_map",
        "2 entries", "have 1");
    fails(op(gather(a(1), a(0), a(2), 1, a(1, 4))), ops(operand, idx), "gather:", "start_index_map",
        "out of range");
    fails(op(gather(a(1), a(0), a(0, 0), 1, a(1, 4))), ops(operand, t(S32, 6, 2)), "gather:", "more than once");
    // offset_dims not sorted
    fails(op(gather(a(2, 1), a(), a(0), 1, a(1, 4))), ops(operand, idx), "gather:", "offset_dims", "sorted");
  }

  @Test
  void gatherRejectsBrokenBatchingRules() {
    TensorType operand = t(F32, 2, 5);
    GatherOp.Builder base = gather(a(), a(1), a(1), 2, a(1, 1));
    fails(op(base.clone().addOperandBatchingDims(0)), ops(operand, t(S32, 2, 3)), "gather:",
        "same length");
    fails(op(base.clone().addOperandBatchingDims(0).addStartIndicesBatchingDims(0)), ops(operand, t(S32, 3, 3)),
        "gather:", "batching dimension sizes differ", "dim 0 is 2", "dim 0 is 3");
    fails(op(base.clone().addOperandBatchingDims(0).addStartIndicesBatchingDims(2)), ops(operand, t(S32, 2, 3)),
        "gather:", "start_indices_batching_dims", "out of range");
    fails(op(gather(a(), a(1), a(1), 1, a(1, 1)).addOperandBatchingDims(0).addStartIndicesBatchingDims(1)),
        ops(operand, t(S32, 3, 2)), "gather:", "index_vector_dim");
    // batching dim also a collapsed dim
    fails(op(gather(a(), a(0, 1), a(1), 2, a(1, 1)).addOperandBatchingDims(0).addStartIndicesBatchingDims(0)),
        ops(operand, t(S32, 2, 3)), "gather:", "more than once");
    // batching dim also in start_index_map
    fails(op(gather(a(), a(1), a(0), 2, a(1, 1)).addOperandBatchingDims(0).addStartIndicesBatchingDims(0)),
        ops(operand, t(S32, 2, 3)), "gather:", "start_index_map", "more than once");
    fails(op(gather(a(), a(1), a(1), 2, a(2, 1)).addOperandBatchingDims(0).addStartIndicesBatchingDims(0)),
        ops(operand, t(S32, 2, 3)), "gather:", "batching dim 0 must be 1");
    // two operand batching dims out of order
    fails(op(gather(a(), a(2), a(2), 3, a(1, 1, 1)).addAllOperandBatchingDims(l(1, 0))
        .addAllStartIndicesBatchingDims(l(1, 0))), ops(t(F32, 2, 2, 5), t(S32, 2, 2, 3)), "gather:",
        "operand_batching_dims", "sorted");
    // duplicated index batching dims
    fails(op(gather(a(), a(2), a(2), 3, a(1, 1, 1)).addAllOperandBatchingDims(l(0, 1))
        .addAllStartIndicesBatchingDims(l(0, 0))), ops(t(F32, 2, 2, 5), t(S32, 2, 2, 3)), "gather:",
        "more than once");
  }

  // ---------------------------------------------------------------- scatter

  private static ScatterOp.Builder scatter(long[] windowDims, long[] inserted, long[] toOperand, long ivd) {
    return ScatterOp.newBuilder().addAllUpdateWindowDims(l(windowDims)).addAllInsertedWindowDims(l(inserted))
        .addAllScatterDimsToOperandDims(l(toOperand)).setIndexVectorDim(ivd);
  }

  private static Op op(ScatterOp.Builder s) {
    return Op.newBuilder().setScatter(s).build();
  }

  @Test
  void scatterResultIsOperandType() {
    // embedding gradient: operand [V=10, D=4], indices [N=6], updates [6, 4]
    Op s = op(scatter(a(1), a(0), a(0), 1).setCombiner(ScatterOp.Combiner.ADD));
    assertThat(one(s, t(F32, 10, 4), t(S32, 6), t(F32, 6, 4))).isEqualTo(t(F32, 10, 4));
    // smaller windows than the operand are allowed
    assertThat(one(s, t(F32, 10, 4), t(S32, 6), t(F32, 6, 2))).isEqualTo(t(F32, 10, 4));
    // batched: operand [B=2, S=5], indices [2, 3], updates [2, 3]
    Op sb = op(scatter(a(), a(1), a(1), 2).addInputBatchingDims(0).addScatterIndicesBatchingDims(0));
    assertThat(one(sb, t(BF16, 2, 5), t(S64, 2, 3), t(BF16, 2, 3))).isEqualTo(t(BF16, 2, 5));
  }

  @Test
  void scatterRejectsBrokenRules() {
    TensorType operand = t(F32, 10, 4);
    TensorType idx = t(S32, 6);
    Op s = op(scatter(a(1), a(0), a(0), 1));
    fails(s, ops(operand, idx, t(BF16, 6, 4)), "scatter:", "element types");
    fails(s, ops(operand, t(F32, 6), t(F32, 6, 4)), "scatter:", "integer element type");
    fails(s, ops(operand, idx, t(F32, 5, 4)), "scatter:", "scatter dim 0 has size 5", "give 6");
    fails(s, ops(operand, idx, t(F32, 6, 5)), "scatter:", "window dim 1 has size 5", "larger");
    fails(s, ops(operand, idx, t(F32, 6, 4, 1)), "scatter:", "must have rank 2");
    fails(op(scatter(a(1), a(0), a(0), 2)), ops(operand, idx, t(F32, 6, 4)), "scatter:", "index_vector_dim 2");
    fails(op(scatter(a(2), a(0), a(0), 1)), ops(operand, idx, t(F32, 6, 4)), "scatter:", "update_window_dims",
        "out of range");
    fails(op(scatter(a(1), a(), a(0), 1)), ops(operand, idx, t(F32, 6, 4)), "scatter:", "has rank 2");
    fails(op(scatter(a(1), a(0), a(0, 1), 1)), ops(operand, idx, t(F32, 6, 4)), "scatter:",
        "scatter_dims_to_operand_dims", "have 1");
    fails(op(scatter(a(1), a(0), a(5), 1)), ops(operand, idx, t(F32, 6, 4)), "scatter:", "out of range");
    fails(op(scatter(a(), a(1, 0), a(0), 1)), ops(operand, idx, t(F32, 6)), "scatter:", "inserted_window_dims",
        "sorted");
    fails(op(scatter(a(1), a(0), a(0), 1).setCombinerValue(42)), ops(operand, idx, t(F32, 6, 4)), "scatter:",
        "combiner");
    fails(s, ops(operand, idx), "scatter:", "expects 3 operands");
  }

  @Test
  void scatterRejectsBrokenBatchingRules() {
    TensorType operand = t(F32, 2, 5);
    ScatterOp.Builder base = scatter(a(), a(1), a(1), 2);
    fails(op(base.clone().addInputBatchingDims(0)), ops(operand, t(S32, 2, 3), t(F32, 2, 3)), "scatter:",
        "same length");
    fails(op(base.clone().addInputBatchingDims(0).addScatterIndicesBatchingDims(0)),
        ops(operand, t(S32, 3, 3), t(F32, 3, 3)), "scatter:", "batching dimension sizes differ");
    fails(op(base.clone().addInputBatchingDims(1).addScatterIndicesBatchingDims(0)),
        ops(operand, t(S32, 2, 3), t(F32, 2, 3)), "scatter:", "more than once");
    fails(op(scatter(a(), a(1), a(1), 1).addInputBatchingDims(0).addScatterIndicesBatchingDims(1)),
        ops(operand, t(S32, 3, 2), t(F32, 3)), "scatter:", "index_vector_dim");
    fails(op(scatter(a(), a(1), a(0), 2).addInputBatchingDims(0).addScatterIndicesBatchingDims(0)),
        ops(operand, t(S32, 2, 3), t(F32, 2, 3)), "scatter:", "scatter_dims_to_operand_dims", "more than once");
  }

  // ---------------------------------------------------------------- rng and sort

  private static Op rng(TensorType type, RngOp.Distribution d, double a, double b) {
    return Op.newBuilder().setRng(RngOp.newBuilder().setType(type).setDistribution(d).setA(a).setB(b)).build();
  }

  @Test
  void rngChecksParameters() {
    assertThat(one(rng(t(F32, 3, 4), RngOp.Distribution.UNIFORM, 0, 1))).isEqualTo(t(F32, 3, 4));
    assertThat(one(rng(t(BF16, 3), RngOp.Distribution.NORMAL, 0, 0.02))).isEqualTo(t(BF16, 3));
    assertThat(one(rng(t(S32, 3), RngOp.Distribution.UNIFORM, -5, 5))).isEqualTo(t(S32, 3));
    assertThat(one(rng(t(U8, 3), RngOp.Distribution.UNIFORM, 0, 256))).isEqualTo(t(U8, 3));
    fails(rng(t(F32, 3), RngOp.Distribution.UNIFORM, 1, 1), ops(), "rng:", "a < b");
    fails(rng(t(F32, 3), RngOp.Distribution.NORMAL, 0, 0), ops(), "rng:", "b > 0");
    fails(rng(t(F32, 3), RngOp.Distribution.NORMAL, 0, Double.NaN), ops(), "rng:", "finite");
    fails(rng(t(S32, 3), RngOp.Distribution.NORMAL, 0, 1), ops(), "rng:", "NORMAL needs a floating type");
    fails(rng(t(PRED, 3), RngOp.Distribution.UNIFORM, 0, 1), ops(), "rng:", "pred[3]");
    fails(rng(t(U8, 3), RngOp.Distribution.UNIFORM, 0, 257), ops(), "rng:", "whole numbers");
    fails(rng(t(S32, 3), RngOp.Distribution.UNIFORM, 0.5, 3), ops(), "rng:", "whole numbers");
    fails(rng(t(F32, -3), RngOp.Distribution.UNIFORM, 0, 1), ops(), "rng:", "negative");
    fails(rng(t(F32, 3), RngOp.Distribution.UNIFORM, 0, 1), ops(t(F32)), "rng:", "expects 0 operands");
  }

  @Test
  void sortReturnsOperandTypes() {
    Op s = Op.newBuilder().setSort(SortOp.newBuilder().setDimension(1)).build();
    assertThat(TypeInference.infer(s, List.of(t(F32, 2, 5), t(S32, 2, 5))))
        .containsExactly(t(F32, 2, 5), t(S32, 2, 5));
    fails(s, ops(t(F32, 5)), "sort:", "dimension 1 out of range");
    fails(s, ops(t(F32, 2, 5), t(S32, 2, 4)), "sort:", "operand 1 s32[2,4]", "dims of keys");
    fails(s, ops(), "sort:", "at least one");
  }
}
