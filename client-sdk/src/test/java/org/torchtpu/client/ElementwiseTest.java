package org.torchtpu.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;

class ElementwiseTest {
  private final RecordingTransport wire = new RecordingTransport();
  private final Session s = wire.session();

  private static String type(Tensor t) {
    return Shapes.toString(t.type());
  }

  @Test
  void broadcastingAlignsTrailingDims() {
    Tensor a = s.zeros(2, 1, 3);
    Tensor b = s.zeros(4, 1);
    int before = wire.ops.size();
    Tensor c = a.add(b);
    assertThat(type(c)).isEqualTo("f32[2,4,3]");
    assertThat(wire.kindsSince(before)).containsExactly("broadcast_in_dim", "broadcast_in_dim", "add");
    Op broadcastA = wire.ops.get(before);
    assertThat(broadcastA.getBroadcastInDim().getResultDimsList()).containsExactly(2L, 4L, 3L);
    assertThat(broadcastA.getBroadcastInDim().getBroadcastDimensionsList()).containsExactly(0L, 1L, 2L);
    Op broadcastB = wire.ops.get(before + 1);
    assertThat(broadcastB.getBroadcastInDim().getBroadcastDimensionsList()).containsExactly(1L, 2L);
  }

  @Test
  void equalShapesNeedNoBroadcast() {
    Tensor a = s.zeros(2, 3);
    Tensor b = s.ones(2, 3);
    int before = wire.ops.size();
    a.mul(b);
    assertThat(wire.kindsSince(before)).containsExactly("multiply");
  }

  @Test
  void broadcastErrorNamesTheDimsAndSendsNothing() {
    Tensor a = s.zeros(2, 3);
    Tensor b = s.zeros(4);
    int before = wire.ops.size();
    assertThatThrownBy(() -> a.sub(b))
        .isInstanceOf(OpTypeException.class)
        .hasMessage("sub: the size of tensor a (3) must match the size of tensor b (4) at non-singleton dimension 1"
            + " (shapes [2, 3] and [4])");
    assertThat(wire.ops).hasSize(before);
  }

  @Test
  void intTensorTimesDoubleIsDefaultFloat() {
    Tensor x = s.tensor(new int[] {1, 2, 3});
    int before = wire.ops.size();
    Tensor y = x.mul(2.5);
    assertThat(type(y)).isEqualTo("f32[3]");
    assertThat(wire.kindsSince(before)).containsExactly("convert f32", "constant", "broadcast_in_dim", "multiply");
    Op constant = wire.ops.get(before + 1);
    assertThat(Shapes.toString(constant.getConstant().getValue().getType())).isEqualTo("f32[]");
    assertThat(LiteralCodec.toFloats(constant.getConstant().getValue())).containsExactly(2.5f);
  }

  @Test
  void reducedPrecisionFloatsKeepTheirTypeWithScalars() {
    Tensor x = s.ones(DType.BF16, 4);
    int before = wire.ops.size();
    Tensor y = x.add(0.1);
    assertThat(type(y)).isEqualTo("bf16[4]");
    Op constant = wire.ops.get(before);
    assertThat(Shapes.toString(constant.getConstant().getValue().getType())).isEqualTo("bf16[]");
    assertThat(LiteralCodec.toFloats(constant.getConstant().getValue())).containsExactly(0.10009765625f);
  }

  @Test
  void integerScalarsKeepIntegerTensorsNarrow() {
    assertThat(type(s.zeros(DType.S32, 2).add(5))).isEqualTo("s32[2]");
    assertThat(type(s.zeros(DType.U8, 2).sub(1))).isEqualTo("u8[2]");
    assertThat(type(s.zeros(DType.PRED, 2).add(1))).isEqualTo("s64[2]");
    assertThat(type(s.zeros(DType.F16, 2).mul(3))).isEqualTo("f16[2]");
  }

  @Test
  void tensorPairsPromote() {
    assertThat(type(s.zeros(DType.S32, 2).add(s.zeros(DType.S64, 2)))).isEqualTo("s64[2]");
    assertThat(type(s.zeros(DType.F32, 2).add(s.zeros(DType.BF16, 2)))).isEqualTo("f32[2]");
    assertThat(type(s.zeros(DType.S8, 2).add(s.zeros(DType.U8, 2)))).isEqualTo("s32[2]");
    assertThat(type(s.zeros(DType.BF16, 2).mul(s.scalar(2.0)))).isEqualTo("bf16[2]");
    int before = wire.ops.size();
    s.zeros(DType.BF16, 2).add(s.zeros(DType.F32, 2));
    assertThat(wire.kindsSince(before)).containsExactly("constant", "broadcast_in_dim", "constant",
        "broadcast_in_dim", "convert f32", "add");
  }

  @Test
  void divisionIsTrueDivision() {
    Tensor a = s.tensor(new long[] {7, 8});
    Tensor b = s.tensor(new long[] {2, 3});
    int before = wire.ops.size();
    Tensor q = a.div(b);
    assertThat(type(q)).isEqualTo("f32[2]");
    assertThat(wire.kindsSince(before)).containsExactly("convert f32", "convert f32", "divide");
    assertThat(type(a.div(2))).isEqualTo("f32[2]");
    assertThat(type(s.zeros(DType.BF16, 2).div(2))).isEqualTo("bf16[2]");
  }

  @Test
  void comparisonsGivePredInThePromotedType() {
    Tensor x = s.tensor(new long[] {1, 2});
    int before = wire.ops.size();
    Tensor eq = x.eq(1.5);
    assertThat(type(eq)).isEqualTo("pred[2]");
    assertThat(wire.kindsSince(before)).containsExactly("convert f32", "constant", "broadcast_in_dim", "compare EQ");
    assertThat(type(x.lt(s.zeros(DType.S32, 3, 1)))).isEqualTo("pred[3,2]");
    assertThat(type(x.ge(2))).isEqualTo("pred[2]");
  }

  @Test
  void logicalOpsTreatNonZeroAsTrue() {
    Tensor f = s.tensor(new float[] {0.5f, 0f});
    Tensor p = s.tensor(new boolean[] {true, false});
    int before = wire.ops.size();
    Tensor both = f.logicalAnd(p);
    assertThat(type(both)).isEqualTo("pred[2]");
    assertThat(wire.kindsSince(before)).containsExactly("constant", "broadcast_in_dim", "compare NE", "and");
    before = wire.ops.size();
    p.logicalNot();
    assertThat(wire.kindsSince(before)).containsExactly("not");
    assertThat(type(p.logicalOr(p))).isEqualTo("pred[2]");
  }

  @Test
  void toPredIsNotEqualZero() {
    Tensor f = s.tensor(new float[] {0.5f, 0f});
    int before = wire.ops.size();
    assertThat(type(f.to(DType.PRED))).isEqualTo("pred[2]");
    assertThat(wire.kindsSince(before)).containsExactly("constant", "broadcast_in_dim", "compare NE");
    before = wire.ops.size();
    assertThat(f.to(DType.F32)).isSameAs(f);
    assertThat(type(f.to(DType.S32))).isEqualTo("s32[2]");
    assertThat(wire.kindsSince(before)).containsExactly("convert s32");
  }

  @Test
  void whereBroadcastsAllThreeAndPromotesTheValues() {
    Tensor cond = s.tensor(new boolean[] {true, false, true});
    Tensor a = s.zeros(DType.S32, 2, 1);
    int before = wire.ops.size();
    Tensor w = Tensor.where(cond, a, 2.5);
    assertThat(type(w)).isEqualTo("f32[2,3]");
    assertThat(wire.kindsSince(before)).containsExactly("convert f32", "broadcast_in_dim", "constant",
        "broadcast_in_dim", "broadcast_in_dim", "select");
    assertThat(type(Tensor.where(cond, s.zeros(DType.S64, 3), s.zeros(DType.BF16, 3)))).isEqualTo("bf16[3]");
    assertThat(type(Tensor.where(cond, 1.0, 0.0))).isEqualTo("f32[3]");
    assertThatThrownBy(() -> Tensor.where(s.zeros(3), a, a))
        .isInstanceOf(OpTypeException.class)
        .hasMessageContaining("expected condition to be a bool (pred) tensor, got f32");
  }

  @Test
  void clampWithScalarsIsOneClampOpWithRankZeroBounds() {
    Tensor x = s.tensor(new long[] {1, 5, 9});
    int before = wire.ops.size();
    Tensor c = x.clamp(2.5, 7.5);
    assertThat(type(c)).isEqualTo("f32[3]");
    assertThat(wire.kindsSince(before)).containsExactly("constant", "constant", "convert f32", "clamp");
    assertThat(type(x.clamp(0, 3))).isEqualTo("s64[3]");
    Tensor matrix = s.zeros(2, 3);
    Tensor lower = s.zeros(3);
    before = wire.ops.size();
    Tensor bounded = matrix.clamp(lower, null);
    assertThat(type(bounded)).isEqualTo("f32[2,3]");
    assertThat(wire.kindsSince(before)).containsExactly("broadcast_in_dim", "maximum");
  }

  @Test
  void floatFunctionsPromoteIntegersAndKeepFloats() {
    Tensor i = s.tensor(new int[] {1, 4});
    int before = wire.ops.size();
    assertThat(type(i.sqrt())).isEqualTo("f32[2]");
    assertThat(wire.kindsSince(before)).containsExactly("convert f32", "sqrt");
    Tensor h = s.zeros(DType.BF16, 2);
    before = wire.ops.size();
    assertThat(type(h.exp())).isEqualTo("bf16[2]");
    assertThat(type(h.sigmoid())).isEqualTo("bf16[2]");
    assertThat(type(h.rsqrt())).isEqualTo("bf16[2]");
    assertThat(wire.kindsSince(before)).containsExactly("exponential", "logistic", "rsqrt");
  }

  @Test
  void integerRoundingIsIdentityAndBoolNegationIsRejected() {
    Tensor i = s.tensor(new int[] {1, 4});
    int before = wire.ops.size();
    assertThat(i.floor()).isSameAs(i);
    assertThat(i.round()).isSameAs(i);
    assertThat(wire.ops).hasSize(before);
    assertThat(type(i.abs())).isEqualTo("s32[2]");
    assertThat(type(s.zeros(3).round())).isEqualTo("f32[3]");
    Tensor p = s.tensor(new boolean[] {true});
    assertThatThrownBy(p::neg).isInstanceOf(OpTypeException.class).hasMessageContaining("use logicalNot()");
    assertThatThrownBy(() -> p.sub(p)).isInstanceOf(OpTypeException.class).hasMessageContaining("two bool");
  }

  @Test
  void reluIsMaximumWithZero() {
    Tensor x = s.zeros(2, 2);
    int before = wire.ops.size();
    x.relu();
    assertThat(wire.kindsSince(before)).containsExactly("constant", "broadcast_in_dim", "maximum");
  }

  @Test
  void powRejectsNegativeIntegerExponentsOfIntegers() {
    Tensor i = s.tensor(new long[] {2, 3});
    assertThat(type(i.pow(2))).isEqualTo("s64[2]");
    assertThat(type(i.pow(2.0))).isEqualTo("f32[2]");
    assertThat(type(i.pow(-1.0))).isEqualTo("f32[2]");
    int before = wire.ops.size();
    assertThatThrownBy(() -> i.pow(-1))
        .isInstanceOf(OpTypeException.class)
        .hasMessageContaining("integers to negative integer powers are not allowed");
    assertThat(wire.ops).hasSize(before);
  }

  @Test
  void shapeErrorsAreThrownAtTheCallersLine() {
    Tensor a = s.zeros(2, 3);
    Tensor b = s.zeros(4);
    int before = wire.ops.size();
    Throwable thrown = null;
    try {
      a.add(b);
    } catch (OpTypeException e) {
      thrown = e;
    }
    assertThat(thrown).isNotNull();
    StackTraceElement caller = java.util.Arrays.stream(thrown.getStackTrace())
        .filter(f -> !f.getClassName().startsWith("org.torchtpu.client.") || f.getClassName().endsWith("Test"))
        .findFirst()
        .orElseThrow();
    assertThat(caller.getClassName()).isEqualTo(ElementwiseTest.class.getName());
    assertThat(caller.getMethodName()).isEqualTo("shapeErrorsAreThrownAtTheCallersLine");
    assertThat(wire.ops).hasSize(before);
  }

  /** One call that emits several wire ops (a broadcast add, a softmax, a backward pass) names its line on each. */
  @Test
  void everyWireOpOfOneCallCarriesThatCallsLineAndTheNextCallItsOwn() {
    Tensor x = s.zeros(2, 3).requiresGrad(true);
    Tensor bias = s.zeros(3);
    int before = wire.ops.size();
    Tensor y = x.add(bias); int addLine = new Throwable().getStackTrace()[0].getLineNumber();
    int afterAdd = wire.ops.size();
    Tensor z = y.softmax(1).sum(); int softmaxLine = new Throwable().getStackTrace()[0].getLineNumber();
    int afterSoftmax = wire.ops.size();
    z.backward(); int backwardLine = new Throwable().getStackTrace()[0].getLineNumber();
    assertThat(afterAdd - before).as("the broadcast add is several wire ops").isGreaterThan(1);
    assertThat(afterSoftmax - afterAdd).isGreaterThan(3);
    assertThat(wire.ops.size() - afterSoftmax).as("the backward pass").isGreaterThan(3);
    for (int i = before; i < wire.ops.size(); i++) {
      Op op = wire.ops.get(i);
      int expected = i < afterAdd ? addLine : i < afterSoftmax ? softmaxLine : backwardLine;
      assertThat(op.getLocation().getLine()).as("op %d (%s)", i, wire.kindsSince(i).get(0)).isEqualTo(expected);
      assertThat(op.getLocation().getFunction())
          .endsWith("ElementwiseTest.everyWireOpOfOneCallCarriesThatCallsLineAndTheNextCallItsOwn");
    }
  }

  /** An op issued through reflection names the line of the reflective call, not Method.invoke. */
  @Test
  void anOpCalledReflectivelyNamesTheReflectiveCallersLine() throws Exception {
    Tensor x = s.zeros(2);
    java.lang.reflect.Method exp = Tensor.class.getMethod("exp");
    exp.invoke(x); int line = new Throwable().getStackTrace()[0].getLineNumber();
    Op op = wire.lastOp();
    assertThat(op.getLocation().getFile()).isEqualTo("ElementwiseTest.java");
    assertThat(op.getLocation().getLine()).isEqualTo(line);
  }

  @Test
  void opsRecordTheCallersLine() {
    Tensor x = s.zeros(2);
    Tensor y = x.exp();
    Op exp = wire.lastOp();
    assertThat(exp.getUnary().getKind().name()).isEqualTo("EXP");
    assertThat(exp.getLocation().getFile()).isEqualTo("ElementwiseTest.java");
    assertThat(exp.getLocation().getFunction()).endsWith("ElementwiseTest.opsRecordTheCallersLine");
    assertThat(exp.getLocation().getLine()).isPositive();
    assertThat(y.toString()).isEqualTo("Tensor(f32[2], handle=" + y.handle() + ")");
  }
}
