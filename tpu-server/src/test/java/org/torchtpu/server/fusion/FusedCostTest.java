package org.torchtpu.server.fusion;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.FusedKernel;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.compiler.CompilerTestSupport;
import org.torchtpu.server.compiler.ExecutableProgram;
import org.torchtpu.server.compiler.GraphBuilder;
import org.torchtpu.server.cost.CostModel;

/** A fused kernel is priced as one: one launch, its inputs read and outputs written once. */
class FusedCostTest {
  private final CostModel model = new CostModel(CompilerTestSupport.V5E);

  @Test
  void priceFusedFollowsItsFormula() {
    CostBreakdown exp = CostBreakdown.newBuilder().setFlops(10e6).setUsefulFlops(10e6).setComputeSeconds(2e-6)
        .setUnit(CostModel.UNIT_VPU).setHbmBytes(8e6).build();
    CostBreakdown add = CostBreakdown.newBuilder().setFlops(1e6).setUsefulFlops(1e6).setComputeSeconds(0.5e-6)
        .setUnit(CostModel.UNIT_VPU).setHbmBytes(12e6).build();
    CostBreakdown fused = model.priceFused(List.of(exp, add), 8e6, 4e6);
    assertThat(fused.getFlops()).isEqualTo(11e6);
    assertThat(fused.getComputeSeconds()).isCloseTo(2.5e-6, org.assertj.core.data.Offset.offset(1e-18));
    assertThat(fused.getHbmBytes()).isEqualTo(12e6);
    assertThat(fused.getMemorySeconds()).isEqualTo(12e6 / CompilerTestSupport.V5E.getHbmBytesPerSecond());
    assertThat(fused.getLaunchSeconds()).isEqualTo(CompilerTestSupport.V5E.getOpLaunchSeconds());
    assertThat(fused.getUnit()).isEqualTo(CostModel.UNIT_VPU);
  }

  @Test
  void fusedElementwiseChainCostsLessThanItsOpsRunOneByOne() {
    GraphBuilder b = new GraphBuilder();
    long n = 1 << 20;
    long x = b.param(GraphBuilder.type(DType.F32, n));
    long v = x;
    for (UnaryOp.Kind k : new UnaryOp.Kind[] {UnaryOp.Kind.NEGATE, UnaryOp.Kind.EXP, UnaryOp.Kind.TANH,
        UnaryOp.Kind.ABS, UnaryOp.Kind.SQRT}) {
      v = b.unary(k, v);
    }
    var graph = b.graph(v);
    ExecutableProgram fused = CompilerTestSupport.compile(graph);
    ExecutableProgram unfused = CompilerTestSupport.compile(graph, "fusion");
    assertThat(fused.kernels()).hasSize(1);
    assertThat(fused.kernels().get(0).kind()).isEqualTo(FusedKernel.Kind.ELEMENTWISE);
    assertThat(unfused.kernels()).hasSize(5);
    double fusedBytes = fused.totalCost().getHbmBytes();
    double unfusedBytes = unfused.totalCost().getHbmBytes();
    assertThat(fusedBytes).as("fused: read x once (4 MiB), write the result once (4 MiB)").isEqualTo(2.0 * 4 * n);
    assertThat(unfusedBytes).as("op by op: each of 5 ops reads and writes 4 MiB").isEqualTo(10.0 * 4 * n);
    assertThat(fused.estimatedSeconds())
        .as("fused %.2f us < op by op %.2f us: 4 HBM round trips of 4 MiB and 4 launches saved",
            fused.estimatedSeconds() * 1e6, unfused.estimatedSeconds() * 1e6)
        .isLessThan(unfused.estimatedSeconds());
    assertThat(fused.totalCost().getFlops()).isEqualTo(unfused.totalCost().getFlops());
  }
}
