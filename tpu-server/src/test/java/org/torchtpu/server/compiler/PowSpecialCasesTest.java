package org.torchtpu.server.compiler;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Literals;
import org.torchtpu.server.ir.IrGraph;

/**
 * pow(1, y) for every y (NaN included) and pow(-1, ±inf) are 1 (C99/IEEE 754, NumPy, XLA; Java's
 * Math.pow says NaN), on each path that computes a power: a fused kernel, a kernel run on its own,
 * and a power folded at compile time. The elementwise kernel itself is checked against NumPy's
 * values in golden/elementwise_binary.json.
 */
class PowSpecialCasesTest {
  private static final float[] BASES = {1f, 1f, 1f, -1f, -1f, 1f};
  private static final float[] EXPONENTS = {Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY,
      Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 3f};

  private static void assertAllOnes(DeviceArray out, String path) {
    assertThat(out.floats()).as(path).containsExactly(1f, 1f, 1f, 1f, 1f, 1f);
  }

  @Test
  void fusedAndUnfusedProgramsGiveOne() {
    for (DType dtype : new DType[] {DType.F32, DType.BF16}) {
      GraphBuilder b = new GraphBuilder();
      long x = b.param(GraphBuilder.type(dtype, 6));
      long y = b.param(GraphBuilder.type(dtype, 6));
      // pow inside an elementwise chain, so the fusion pass puts it in a fused kernel
      long p = b.binary(BinaryOp.Kind.POWER, b.mul(x, x), y);
      long out = b.mul(p, b.binary(BinaryOp.Kind.POWER, x, y));
      List<DeviceArray> params = List.of(DeviceArray.ofFloats(dtype, new int[] {6}, BASES),
          DeviceArray.ofFloats(dtype, new int[] {6}, EXPONENTS));
      ExecutableProgram fused = CompilerTestSupport.compile(b.graph(out));
      assertThat(fused.kernels()).anyMatch(ExecutableProgram.Kernel::isFused);
      assertAllOnes(fused.run(params, CompilerTestSupport.EXECUTOR, false).get(0), dtype + " fused");
      assertAllOnes(CompilerTestSupport.runOpByOp(b.graph(out), params).get(0), dtype + " op by op");
    }
  }

  @Test
  void constantFoldingGivesOne() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 6));
    long base = b.constant(DeviceArray.ofFloats(DType.F32, new int[] {6}, BASES));
    long exponent = b.constant(DeviceArray.ofFloats(DType.F32, new int[] {6}, EXPONENTS));
    long folded = b.binary(BinaryOp.Kind.POWER, base, exponent);
    IrGraph g = CompilerTestSupport.imported(b.graph(b.mul(x, folded)));
    assertThat(new ConstantFoldingPass().run(g, CompilerTestSupport.context())).isTrue();
    DeviceArray constant = Literals.decode(g.ops().stream().filter(o -> o.op().hasConstant()).reduce((a, c) -> c)
        .orElseThrow().op().getConstant().getValue());
    assertAllOnes(constant, "folded");
  }
}
