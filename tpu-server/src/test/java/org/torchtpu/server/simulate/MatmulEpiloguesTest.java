package org.torchtpu.server.simulate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.server.cost.CostModel;

/** A compiled step's matmul output fusions ({@link MatmulEpilogues}): what the fused kernel moves, and where. */
class MatmulEpiloguesTest {
  private final StepSimulator sim = new StepSimulator(Generation.V6E);

  @Test
  void aResidualAddFusedIntoItsProjectionReadsTheResidualAndNeverWritesTheProduct() {
    long tok = 4096;
    long e = 2048;
    SimKernel outProj = StepKernels.dot("out_proj", "out_proj", tok, e, e);
    SimKernel residual = StepKernels.elementwise("residual_attn", "residual",
        List.of(StepKernels.binary(org.torchtpu.api.v1.BinaryOp.Kind.ADD)),
        org.torchtpu.api.ir.Shapes.type(org.torchtpu.api.v1.DType.BF16, tok, e), 2);
    SimKernel fused = MatmulEpilogues.withEpilogue(outProj, residual);
    // bf16: the activations [tok, e] and the weight [e, e] in, the residual [tok, e] in, the sum [tok, e] out
    double activation = 2.0 * tok * e;
    assertThat(fused.inputBytes()).isEqualTo(activation + 2.0 * e * e + activation);
    assertThat(fused.outputBytes()).isEqualTo(activation);
    double unfused = CostModel.seconds(sim.kernelPrice(outProj)) + CostModel.seconds(sim.kernelPrice(residual));
    double together = CostModel.seconds(sim.kernelPrice(fused));
    // the add's launch and its three passes over [tok, e] are gone; the fused kernel stays at least the matmul
    assertThat(together).isLessThan(unfused);
    assertThat(together).isGreaterThanOrEqualTo(CostModel.seconds(sim.kernelPrice(outProj)));
  }

  @Test
  void aCompiledStepFusesEachLayersEpiloguesAndEagerModesKeepThemApart() {
    ModeTable.Row forward = ModeTable.rows().get(1);
    TransformerStepBuilder.Step step = TransformerStepBuilder.build(forward.model(), forward.recipe());
    List<SimKernel> fused = MatmulEpilogues.fuse(forward.model(), step.kernels());
    // a forward's two residual adds and the activation join the matmuls before them: three kernels fewer
    assertThat(step.kernels().size() - fused.size()).isEqualTo(3);
    assertThat(fused).noneMatch(k -> k.category().equals("residual"));
    assertThat(fused).noneMatch(k -> k.name().equals(StepKernels.ACTIVATION));
    // the compiled step is the unfused kernels' time less what the fusions save, each once per layer
    double saved = 0;
    for (String[] pair : new String[][] {{"out_proj", "residual_attn"}, {"mlp_up", StepKernels.ACTIVATION},
        {"mlp_out", "residual_mlp"}}) {
      SimKernel dot = named(step.kernels(), pair[0]);
      SimKernel consumer = named(step.kernels(), pair[1]);
      saved += (CostModel.seconds(sim.kernelPrice(dot)) + CostModel.seconds(sim.kernelPrice(consumer))
          - CostModel.seconds(sim.kernelPrice(MatmulEpilogues.withEpilogue(dot, consumer)))) * dot.repeat();
    }
    assertThat(saved).isPositive();
    double strict = sim.simulate(forward.model(), forward.recipe(), StepSimulator.Mode.STRICT).stepSeconds();
    double compiled = sim.simulate(forward.model(), forward.recipe(), StepSimulator.Mode.COMPILED).stepSeconds();
    double unfusedCompiled = 0;
    for (SimKernel k : step.kernels()) {
      unfusedCompiled += CostModel.seconds(sim.kernelPrice(k)) * k.repeat();
    }
    assertThat(compiled).isCloseTo(unfusedCompiled - saved, Offset.offset(1e-9));
    assertThat(strict).isGreaterThan(compiled);
  }

  private static SimKernel named(List<SimKernel> kernels, String name) {
    return kernels.stream().filter(k -> k.name().equals(name) && k.phase() == SimKernel.Phase.FORWARD).findFirst()
        .orElseThrow();
  }
}
