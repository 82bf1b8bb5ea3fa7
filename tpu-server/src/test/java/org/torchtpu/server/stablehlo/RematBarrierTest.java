package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ProgramKind;
import org.torchtpu.server.chip.ChipSpecs;
import org.torchtpu.server.compiler.ExecutableProgram;
import org.torchtpu.server.compiler.GraphCompiler;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.ir.IrGraph;

/**
 * The rematerialised GPT train step of the corpus (nn.remat blocks: JAX puts an optimization_barrier in front of each
 * recomputed forward) against the same step exported without remat (same parameters, same values; made by
 * export_corpus.py beside it): compiled through every pass, the remat program keeps its recomputed forward passes,
 * so it has more matrix products, more flops and a longer simulated step, and both give JAX's values.
 */
class RematBarrierTest {
  private static final Executor EXECUTOR = new Executor();

  @Test
  void rematerialisedForwardStaysInThePrice() {
    JsonNode golden = StableHloCorpusTest.golden("train_remat_gpt");
    Graph remat = StableHloImporter.parse(StableHloCorpusTest.resource(golden.get("mlir").asText()));
    Graph plain = StableHloImporter.parse(StableHloCorpusTest.resource("train_remat_gpt_without_remat.mlir"));
    assertThat(remat.getOpsList().stream().filter(Op::hasOptimizationBarrier).count())
        .as("one barrier per remat block").isEqualTo(2);

    ExecutableProgram withRemat = compile(remat);
    ExecutableProgram without = compile(plain);
    assertThat(withRemat.ops().stream().filter(Op::hasOptimizationBarrier).count())
        .as("the passes keep the barriers").isEqualTo(2);
    long rematDots = withRemat.ops().stream().filter(Op::hasDotGeneral).count();
    long plainDots = without.ops().stream().filter(Op::hasDotGeneral).count();
    double rematFlops = withRemat.totalCost().getFlops();
    double plainFlops = without.totalCost().getFlops();
    System.out.printf("GPT Adam step: with remat %d dot_generals, %.4g flops, %.4g s; without %d, %.4g flops, %.4g s%n",
        rematDots, rematFlops, withRemat.estimatedSeconds(), plainDots, plainFlops, without.estimatedSeconds());
    // a block's forward has 6 matrix products that the backward pass needs again (q, k, v projections, the two
    // attention products feeding the softmax gradient, the MLP's first layer): two blocks recompute at least 12
    assertThat(rematDots - plainDots).isGreaterThanOrEqualTo(12);
    assertThat(rematFlops).isGreaterThan(plainFlops);
    assertThat(withRemat.estimatedSeconds()).isGreaterThan(without.estimatedSeconds());

    for (ExecutableProgram p : List.of(withRemat, without)) {
      List<DeviceArray> out = p.run(StableHloGoldenTest.inputs(golden), EXECUTOR, false);
      assertThat(StableHloGoldenTest.check(golden, out).failures).as("JAX's values").isEmpty();
    }
  }

  private static ExecutableProgram compile(Graph g) {
    return ExecutableProgram.compile(new GraphCompiler(EXECUTOR), IrGraph.fromGraph(g), ProgramKind.GRAPH,
        CompileOptions.getDefaultInstance(), ChipSpecs.of(Generation.V5E), EXECUTOR);
  }
}
