package org.torchtpu.server.fusion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.compiler.CompilerTestSupport;
import org.torchtpu.server.compiler.GraphBuilder;
import org.torchtpu.server.exec.ArgumentTypeMismatchException;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.ir.IrValue;

/**
 * A stored kernel runs on whatever buffers it is handed: one handed buffers of other types than it was planned
 * for (a chunk whose key matched another chunk's program, a planted cache entry) must refuse them, even when the
 * element counts agree and the run would otherwise "succeed" on wrongly laid out data.
 */
class FusedKernelInputTypesTest {
  /** tanh(x + broadcast(bias)), x: f32[4,8], bias: f32[8], as one fused kernel. */
  private static FusedKernelPlan plan() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 4, 8));
    long bias = b.param(GraphBuilder.type(DType.F32, 8));
    long v = b.unary(UnaryOp.Kind.TANH, b.add(x, b.broadcast(bias, new long[] {4, 8}, 1)));
    IrGraph g = CompilerTestSupport.imported(b.graph(v));
    Set<IrValue> out = new HashSet<>(g.outputs());
    List<FusedKernelPlan> fused = new ArrayList<>();
    for (KernelGroup k : FusionPlanner.plan(g.ops(), out::contains, true)) {
      if (k.isFused()) {
        fused.add(FusedKernelPlan.build(k));
      }
    }
    assertThat(fused).hasSize(1);
    assertThat(fused.get(0).externalInputCount()).isEqualTo(2);
    return fused.get(0);
  }

  private static DeviceArray floats(DType dtype, int... dims) {
    int n = 1;
    for (int d : dims) {
      n *= d;
    }
    return DeviceArray.ofFloats(dtype, dims, new float[n]);
  }

  /** The kernel's inputs in its order, x (rank 2) given as {@code x} and bias (rank 1) as {@code bias}. */
  private static List<DeviceArray> inputs(FusedKernelPlan plan, DeviceArray x, DeviceArray bias) {
    return plan.inputTypes()[0].getDimsCount() == 2 ? List.of(x, bias) : List.of(bias, x);
  }

  @Test
  void inputsOfThePlannedTypesRun() {
    FusedKernelPlan plan = plan();
    List<DeviceArray> outputs = plan.run(inputs(plan, floats(DType.F32, 4, 8), floats(DType.F32, 8)));
    assertThat(outputs.get(0).dims()).containsExactly(4, 8);
  }

  /** Each case: the inputs a stored kernel is handed instead of f32[4,8] and f32[8], and what the refusal names. */
  static Stream<Arguments> mismatchedInputs() {
    FusedKernelPlan plan = plan();
    return Stream.of(
        // another shape with the same element count
        Arguments.of("f32[8,4] for f32[4,8]", inputs(plan, floats(DType.F32, 8, 4), floats(DType.F32, 8)),
            "is f32[8,4] but the kernel was built for f32[4,8]"),
        Arguments.of("bf16[8] for f32[8]", inputs(plan, floats(DType.F32, 4, 8), floats(DType.BF16, 8)),
            "is bf16[8] but the kernel was built for f32[8]"),
        Arguments.of("one input of two", List.of(floats(DType.F32, 4, 8)), "takes 2 inputs, got 1"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("mismatchedInputs")
  void inputsOfOtherTypesOrCountAreRefused(String what, List<DeviceArray> inputs, String named) {
    FusedKernelPlan plan = plan(); // plans are deterministic: the same input order as the cases were built for
    assertThatThrownBy(() -> plan.run(inputs))
        .isInstanceOf(ArgumentTypeMismatchException.class)
        .hasMessageContaining(named);
  }
}
