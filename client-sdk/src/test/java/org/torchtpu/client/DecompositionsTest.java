package org.torchtpu.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.GatherOp;
import org.torchtpu.api.v1.Op;

class DecompositionsTest {
  private final RecordingTransport wire = new RecordingTransport();
  private final Session s = wire.session();

  private static String type(Tensor t) {
    return Shapes.toString(t.type());
  }

  /** The float values of the constants sent since {@code from}, in order. */
  private List<Float> constantsSince(int from) {
    List<Float> out = new ArrayList<>();
    for (Op op : wire.ops.subList(from, wire.ops.size())) {
      if (op.getKindCase() == Op.KindCase.CONSTANT) {
        for (float v : LiteralCodec.toFloats(op.getConstant().getValue())) {
          out.add(v);
        }
      }
    }
    return out;
  }

  @Test
  void softmaxIsTheStableSequence() {
    Tensor x = s.zeros(2, 5);
    int before = wire.ops.size();
    Tensor y = x.softmax(-1);
    assertThat(type(y)).isEqualTo("f32[2,5]");
    assertThat(wire.kindsSince(before)).containsExactly("reduce MAX", "broadcast_in_dim", "subtract", "exponential",
        "reduce SUM", "broadcast_in_dim", "divide");
    Op max = wire.ops.get(before);
    assertThat(max.getReduce().getDimensionsList()).containsExactly(1L);
    Op back = wire.ops.get(before + 1);
    assertThat(back.getBroadcastInDim().getResultDimsList()).containsExactly(2L, 5L);
    assertThat(back.getBroadcastInDim().getBroadcastDimensionsList()).containsExactly(0L);
  }

  @Test
  void softmaxOfBf16ComputesInF32AndRoundsOnce() {
    Tensor x = s.zeros(DType.BF16, 3, 4);
    int before = wire.ops.size();
    Tensor y = x.softmax(0);
    assertThat(type(y)).isEqualTo("bf16[3,4]");
    assertThat(wire.kindsSince(before)).containsExactly("convert f32", "reduce MAX", "broadcast_in_dim", "subtract",
        "exponential", "reduce SUM", "broadcast_in_dim", "divide", "convert bf16");
  }

  @Test
  void softmaxOfFloat8ComputesInF32AndRoundsOnce() {
    // PyTorch's opmath for float8 is float: no intermediate may run in 2-4 mantissa bits
    Tensor x = s.zeros(DType.F8E4M3FN, 3, 4);
    int before = wire.ops.size();
    Tensor y = x.softmax(0);
    assertThat(y.dtype()).isEqualTo(DType.F8E4M3FN);
    List<String> kinds = wire.kindsSince(before);
    assertThat(kinds.get(0)).isEqualTo("convert f32");
    assertThat(kinds.subList(1, kinds.size() - 1)).doesNotContain(kinds.get(kinds.size() - 1));
    assertThat(kinds.get(kinds.size() - 1)).startsWith("convert f8");
    assertThat(Decompositions.computeType(DType.F8E5M2)).isEqualTo(DType.F32);
  }

  @Test
  void softmaxRejectsIntegersAndBadDims() {
    Tensor i = s.tensor(new long[] {1, 2});
    assertThatThrownBy(() -> i.softmax(0))
        .isInstanceOf(OpTypeException.class)
        .hasMessageContaining("softmax: expected a floating point tensor, got s64");
    Tensor x = s.zeros(2, 3);
    int before = wire.ops.size();
    assertThatThrownBy(() -> x.softmax(2))
        .isInstanceOf(OpTypeException.class)
        .hasMessage("softmax: dimension out of range (expected to be in range of [-2, 1], but got 2)");
    assertThat(wire.ops).hasSize(before);
  }

  @Test
  void logSoftmaxSubtractsTheLogOfTheShiftedSum() {
    Tensor x = s.zeros(4, 3);
    int before = wire.ops.size();
    x.logSoftmax(1);
    assertThat(wire.kindsSince(before)).containsExactly("reduce MAX", "broadcast_in_dim", "subtract", "exponential",
        "reduce SUM", "log", "broadcast_in_dim", "subtract");
  }

  @Test
  void layerNormUsesSumTimesInverseCountForMeanAndVariance() {
    Tensor x = s.zeros(2, 3, 4);
    Tensor w = s.ones(4);
    Tensor b = s.zeros(4);
    int before = wire.ops.size();
    Tensor y = x.layerNorm(new long[] {4}, w, b, 1e-5);
    assertThat(type(y)).isEqualTo("f32[2,3,4]");
    assertThat(wire.kindsSince(before)).containsExactly(
        "reduce SUM", "constant", "broadcast_in_dim", "multiply",       // mean = sum * (1/n)
        "broadcast_in_dim", "subtract",                                 // centered
        "multiply", "reduce SUM", "constant", "broadcast_in_dim", "multiply", // var = sum(c^2) * (1/n)
        "constant", "broadcast_in_dim", "add", "rsqrt",                 // rstd
        "broadcast_in_dim", "multiply",                                 // normalized
        "broadcast_in_dim", "multiply", "broadcast_in_dim", "add");     // weight, bias
    assertThat(constantsSince(before)).containsExactly(0.25f, 0.25f, 1e-5f);
    assertThat(wire.ops.get(before).getReduce().getDimensionsList()).containsExactly(2L);
  }

  @Test
  void layerNormChecksTheNormalizedShape() {
    Tensor x = s.zeros(2, 3);
    int before = wire.ops.size();
    assertThatThrownBy(() -> x.layerNorm(4))
        .isInstanceOf(OpTypeException.class)
        .hasMessage("layer_norm: given normalized_shape=[4], expected input with shape [*, 4], but got input of size"
            + " [2, 3]");
    Tensor w = s.ones(2);
    before = wire.ops.size();
    assertThatThrownBy(() -> x.layerNorm(new long[] {3}, w, null, 1e-5))
        .isInstanceOf(OpTypeException.class)
        .hasMessageContaining("expected weight and bias of shape [3], got [2]");
    assertThat(wire.ops).hasSize(before);
    assertThat(type(x.layerNorm(2, 3))).isEqualTo("f32[2,3]");
  }

  @Test
  void exactGeluUsesErf() {
    Tensor x = s.zeros(3);
    int before = wire.ops.size();
    x.gelu();
    assertThat(wire.kindsSince(before)).containsExactly("constant", "broadcast_in_dim", "multiply", "erf",
        "constant", "broadcast_in_dim", "add", "constant", "broadcast_in_dim", "multiply", "multiply");
    assertThat(constantsSince(before)).containsExactly((float) Math.sqrt(0.5), 1f, 0.5f);
  }

  @Test
  void tanhGeluUsesPyTorchsConstants() {
    Tensor x = s.zeros(DType.BF16, 3);
    int before = wire.ops.size();
    Tensor y = x.gelu("tanh");
    assertThat(type(y)).isEqualTo("bf16[3]");
    List<String> kinds = wire.kindsSince(before);
    assertThat(kinds.get(0)).isEqualTo("convert f32");
    assertThat(kinds).contains("tanh").doesNotContain("erf");
    assertThat(kinds.get(kinds.size() - 1)).isEqualTo("convert bf16");
    assertThat(constantsSince(before)).containsExactly(0.044715f, (float) Math.sqrt(2 / Math.PI), 1f, 0.5f);
    assertThatThrownBy(() -> x.gelu("fast")).isInstanceOf(OpTypeException.class).hasMessageContaining("\"fast\"");
  }

  @Test
  void crossEntropyGathersTheTargetLogProbabilities() {
    Tensor logits = s.zeros(4, 10);
    Tensor targets = s.tensor(new long[] {1, 2, 3, 4});
    int before = wire.ops.size();
    Tensor loss = Tensor.crossEntropy(logits, targets);
    assertThat(type(loss)).isEqualTo("f32[]");
    List<String> kinds = wire.kindsSince(before);
    assertThat(kinds.subList(kinds.size() - 5, kinds.size()))
        .containsExactly("gather", "reduce SUM", "constant", "negate", "divide");
    GatherOp g = wire.last(Op.KindCase.GATHER).getGather();
    assertThat(g.getOperandBatchingDimsList()).containsExactly(0L);
    assertThat(g.getStartIndicesBatchingDimsList()).containsExactly(0L);
    assertThat(g.getCollapsedSliceDimsList()).containsExactly(1L);
    assertThat(g.getStartIndexMapList()).containsExactly(1L);
    assertThat(g.getIndexVectorDim()).isEqualTo(1);
    assertThat(g.getSliceSizesList()).containsExactly(1L, 1L);
    assertThat(g.getOffsetDimsList()).isEmpty();
    assertThat(constantsSince(before)).containsExactly(4f);
  }

  @Test
  void crossEntropyWithIgnoreIndexAveragesOverKeptSamples() {
    Tensor logits = s.zeros(3, 5);
    Tensor targets = s.tensor(new long[] {1, -100, 3});
    int before = wire.ops.size();
    Tensor loss = Tensor.crossEntropy(logits, targets, -100);
    assertThat(type(loss)).isEqualTo("f32[]");
    List<String> kinds = wire.kindsSince(before);
    assertThat(kinds).contains("compare NE", "select", "gather");
    assertThat(kinds.subList(kinds.size() - 4, kinds.size()))
        .containsExactly("convert f32", "reduce SUM", "negate", "divide");
  }

  @Test
  void crossEntropyAcceptsProbabilitiesAndChecksShapes() {
    Tensor logits = s.zeros(2, 3);
    assertThat(type(Tensor.crossEntropy(logits, s.zeros(2, 3)))).isEqualTo("f32[]");
    assertThat(type(Tensor.crossEntropy(s.zeros(3), s.scalar(2L)))).isEqualTo("f32[]");
    int before = wire.ops.size();
    assertThatThrownBy(() -> Tensor.crossEntropy(logits, s.tensor(new long[] {1, 2, 0})))
        .isInstanceOf(OpTypeException.class)
        .hasMessageContaining("expected targets of shape [2] for logits [2, 3], got [3]");
    assertThat(wire.ops).hasSize(before);
  }

  @Test
  void meanIsSumTimesInverseCount() {
    Tensor x = s.zeros(2, 3, 4);
    int before = wire.ops.size();
    Tensor m = x.mean(new int[] {0, 2}, true);
    assertThat(type(m)).isEqualTo("f32[1,3,1]");
    assertThat(wire.kindsSince(before)).containsExactly("reduce SUM", "constant", "broadcast_in_dim", "multiply",
        "reshape");
    assertThat(wire.ops.get(before).getReduce().getDimensionsList()).containsExactly(0L, 2L);
    assertThat(constantsSince(before)).containsExactly(0.125f);
    assertThat(type(x.mean())).isEqualTo("f32[]");
    assertThatThrownBy(() -> s.tensor(new int[] {1}).mean())
        .isInstanceOf(OpTypeException.class)
        .hasMessageContaining("input dtype must be floating point, got s32");
  }

  @Test
  void integerSumsAndProductsAreS64() {
    Tensor i = s.zeros(DType.S32, 2, 3);
    int before = wire.ops.size();
    Tensor total = i.sum(1);
    assertThat(type(total)).isEqualTo("s64[2]");
    assertThat(wire.kindsSince(before)).containsExactly("convert s64", "reduce SUM");
    assertThat(type(s.zeros(DType.PRED, 4).sum())).isEqualTo("s64[]");
    assertThat(type(i.prod(0, true))).isEqualTo("s64[1,3]");
    assertThat(type(s.zeros(DType.BF16, 4).sum())).isEqualTo("bf16[]");
  }

  @Test
  void reductionDimsWrapAndRejectRepeats() {
    Tensor x = s.zeros(2, 3, 4);
    assertThat(type(x.sum(-1, -3))).isEqualTo("f32[3]");
    assertThat(type(x.amax(new int[] {1}, true))).isEqualTo("f32[2,1,4]");
    assertThat(type(x.sum(new int[0], false))).isEqualTo("f32[]");
    assertThatThrownBy(() -> x.sum(1, -2))
        .isInstanceOf(OpTypeException.class)
        .hasMessage("sum: dim 1 appears multiple times in the list of dims");
  }

  @Test
  void maxAlongADimGivesValuesAndS64Indices() {
    Tensor x = s.zeros(2, 3);
    int before = wire.ops.size();
    ValuesAndIndices m = x.max(1);
    assertThat(type(m.values())).isEqualTo("f32[2]");
    assertThat(type(m.indices())).isEqualTo("s64[2]");
    assertThat(wire.kindsSince(before)).containsExactly("reduce MAX", "arg_reduce ARGMAX");
    ValuesAndIndices kept = x.min(0, true);
    assertThat(type(kept.values())).isEqualTo("f32[1,3]");
    assertThat(type(kept.indices())).isEqualTo("s64[1,3]");
  }

  @Test
  void fullArgmaxFlattensFirst() {
    Tensor x = s.zeros(2, 3);
    int before = wire.ops.size();
    Tensor i = x.argmax();
    assertThat(type(i)).isEqualTo("s64[]");
    assertThat(wire.kindsSince(before)).containsExactly("reshape", "arg_reduce ARGMAX");
    assertThat(type(x.argmin(0, true))).isEqualTo("s64[1,3]");
    assertThatThrownBy(() -> s.zeros(0, 3).amax(0))
        .isInstanceOf(OpTypeException.class)
        .hasMessageContaining("expected reduction dim 0 to have non-zero size");
  }
}
