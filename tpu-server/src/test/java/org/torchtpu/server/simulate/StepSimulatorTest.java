package org.torchtpu.server.simulate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ProgramKind;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.chip.Chip;
import org.torchtpu.server.chip.ChipSpecs;
import org.torchtpu.server.chip.HbmExhaustedException;
import org.torchtpu.server.compiler.CompilerTestSupport;
import org.torchtpu.server.compiler.ExecutableProgram;
import org.torchtpu.server.compiler.GraphBuilder;
import org.torchtpu.server.compiler.GraphCompiler;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.cost.DeviceCalibration;
import org.torchtpu.server.exec.DeviceArray;

class StepSimulatorTest {
  static final TransformerConfig TINY = new TransformerConfig("tiny", 2, 64, 4, 2, 16, 128, 256, 2, 3, false, true,
      false, 2);

  /**
   * Abstract and real execution price identically: each matmul kernel of a (tiny) abstract step, compiled as a graph
   * by the real compiler and run for real on random values, gets the same price from both paths.
   */
  @Test
  void abstractAndRealExecutionPriceMatmulsIdentically() {
    TrainRecipe recipe = new TrainRecipe(2, 32, Set.of(), 1, 1, 1, true, false);
    // the real runtime prices with the generation's measured calibration (CostModel.calibrated)
    StepSimulator abstractPath = new StepSimulator(Generation.V5E, DeviceCalibration.measured(Generation.V5E));
    int compared = 0;
    for (SimKernel k : TransformerStepBuilder.build(TINY, recipe).kernels()) {
      if (k.fused() || k.members().get(0).op().getKindCase() != Op.KindCase.DOT_GENERAL) {
        continue;
      }
      SimKernel.Member m = k.members().get(0);
      GraphBuilder g = new GraphBuilder();
      long lhs = g.param(m.operands().get(0));
      long rhs = g.param(m.operands().get(1));
      long out = g.op(Op.newBuilder().setDotGeneral(DotGeneralOp.newBuilder().addLhsContractingDims(1)
          .addRhsContractingDims(0)), lhs, rhs);
      Graph graph = g.graph(out);
      ExecutableProgram program = ExecutableProgram.compile(new GraphCompiler(CompilerTestSupport.EXECUTOR),
          IrGraph.fromGraph(graph), ProgramKind.GRAPH, CompileOptions.getDefaultInstance(), CompilerTestSupport.V5E,
          CompilerTestSupport.EXECUTOR);
      List<DeviceArray> result = program.run(CompilerTestSupport.randomParameters(graph, new Random(compared)),
          CompilerTestSupport.EXECUTOR, false);
      assertThat(result.get(0).type()).isEqualTo(m.results().get(0));
      CostBreakdown real = program.totalCost();
      CostBreakdown simulated = abstractPath.kernelPrice(k);
      assertThat(simulated).as(k.name()).isEqualTo(real);
      compared++;
    }
    assertThat(compared).isGreaterThanOrEqualTo(10);
  }

  /** The memory verdict agrees with a real allocation on a chip whose HBM is shrunk to the step's scale. */
  @Test
  void memoryFitVerdictMatchesARealAllocation() {
    TrainRecipe recipe = new TrainRecipe(2, 32, Set.of(), 1, 1, 1, true, false);
    StepReport report = new StepSimulator(Generation.V5E).simulate(TINY, recipe, StepSimulator.Mode.COMPILED);
    long need = report.peakHbmBytesPerDevice();
    assertThat(need).isPositive();
    for (long capacity : new long[] {need + 4096, need - 4096}) {
      Chip chip = new Chip(0, ChipSpecs.of(Generation.V5E).toBuilder().setHbmBytes(capacity).build());
      boolean allocated;
      try {
        for (var part : report.hbmBreakdownBytes().entrySet()) {
          chip.allocate(part.getValue(), part.getKey());
        }
        allocated = true;
      } catch (HbmExhaustedException e) {
        allocated = false;
      }
      boolean fits = need <= capacity;
      assertThat(allocated).as("capacity %d, need %d", capacity, need).isEqualTo(fits);
    }
  }

  @Test
  void seventyBillionOnTwoHundredFiftySixChipsIsPricedAndReported() {
    TransformerConfig llama70 = PublishedRows.models().get("llama3.1-70b");
    StepReport r = new StepSimulator(Generation.V6E).simulate(llama70,
        new TrainRecipe(5, 8192, Set.of("qkv"), 256, 1, 1, true, true), StepSimulator.Mode.COMPILED);
    assertThat(r.devices()).isEqualTo(256);
    assertThat(r.collectiveSeconds()).isPositive();
    assertThat(r.overlappedCollectiveFraction()).isBetween(0.0, 1.0);
    assertThat(r.topOps()).isNotEmpty();
    assertThat(r.toJson()).contains("\"stepSeconds\"", "\"hbmDominatedBy\"", "\"topOps\"");
    // the same model without sharding cannot fit one chip
    StepReport one = new StepSimulator(Generation.V6E).simulate(llama70,
        new TrainRecipe(1, 8192, Set.of(), 1, 1, 1, true, false), StepSimulator.Mode.COMPILED);
    assertThat(one.fits()).isFalse();
    assertThat(one.hbmDominatedBy()).isEqualTo("optimizer_state");
  }

  @Test
  void eagerModesAreSlowerThanCompiledInTheBriefsOrder() {
    TrainRecipe recipe = new TrainRecipe(8, 1024, TrainRecipe.SAVE_ALL, 1, 1, 1, true, false);
    double[] t = new double[4];
    StepSimulator sim = new StepSimulator(Generation.V6E);
    for (int i = 0; i < 4; i++) {
      t[i] = sim.simulate(ModeTable.GEMMA3_270M, recipe, ModeTable.MODES[i]).stepSeconds();
    }
    assertThat(t[0]).isGreaterThan(t[1]);
    assertThat(t[1]).isGreaterThan(t[2]);
    assertThat(t[2]).isGreaterThan(t[3]);
  }

  /**
   * Flash attention as the recipe sets it: the fused backward runs five matmuls of the forward's size where the dK/dV
   * and dQ kernels run seven, and a larger block visits more masked keys (T/2 + block/2 per query).
   */
  @Test
  void theFlashBackwardKernelAndBlockSetTheAttentionMatmuls() {
    TransformerConfig m = new TransformerConfig("m", 2, 1024, 8, 8, 128, 4096, 1024, 2, 3, false, true, false, 2);
    double forward = attentionMxuFlops(m, new TrainRecipe(1, 8192, Set.of(), 1, 1, 1, true, false, 512, false),
        SimKernel.Phase.FORWARD);
    double twoKernels = attentionMxuFlops(m, new TrainRecipe(1, 8192, Set.of(), 1, 1, 1, true, false, 512, false),
        SimKernel.Phase.BACKWARD);
    double fused = attentionMxuFlops(m, new TrainRecipe(1, 8192, Set.of(), 1, 1, 1, true, false, 512, true),
        SimKernel.Phase.BACKWARD);
    assertThat(twoKernels / forward).isCloseTo(3.5, org.assertj.core.data.Offset.offset(1e-9));
    assertThat(fused / forward).isCloseTo(2.5, org.assertj.core.data.Offset.offset(1e-9));
    double big = attentionMxuFlops(m, new TrainRecipe(1, 8192, Set.of(), 1, 1, 1, true, false, 2048, false),
        SimKernel.Phase.FORWARD);
    // keys per query: 4096 + 1024 against 4096 + 256
    assertThat(big / forward).isCloseTo(5120.0 / 4352, org.assertj.core.data.Offset.offset(1e-9));
  }

  private static double attentionMxuFlops(TransformerConfig m, TrainRecipe r, SimKernel.Phase phase) {
    StepSimulator sim = new StepSimulator(Generation.V6E);
    double flops = 0;
    for (SimKernel k : TransformerStepBuilder.build(m, r).kernels()) {
      if (k.category().equals("attention") && k.phase() == phase) {
        for (SimKernel.Member mem : k.members()) {
          CostBreakdown p = sim.costModel().price(mem.op(), mem.operands(), mem.results());
          if (org.torchtpu.server.cost.CostModel.UNIT_MXU.equals(p.getUnit())) {
            flops += p.getUsefulFlops() * k.repeat();
          }
        }
      }
    }
    return flops;
  }

  @Test
  void badRecipesAndSlicesAreRejectedWithTheirReason() {
    assertThatThrownBy(() -> new TrainRecipe(0, 1, Set.of(), 1, 1, 1, true, false))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("batch 0");
    assertThatThrownBy(() -> new TrainRecipe(1, 1, Set.of("bogus"), 1, 1, 1, true, false))
        .hasMessageContaining("bogus");
    assertThatThrownBy(() -> new TrainRecipe(1, 1, Set.of(), 1, 1, 1, true, false, -1, false))
        .hasMessageContaining("flash block -1");
    assertThat(new TrainRecipe(1, 1, Set.of(), 1, 1, 1, true, false, 0, false).flashBlock())
        .as("0 (a JSON body without the field) means MaxText's default").isEqualTo(TrainRecipe.DEFAULT_FLASH_BLOCK);
    assertThat(new TrainRecipe(1, 1, Set.of(), 1, 1, 2, true, false, 2048, true).withSlices(8))
        .isEqualTo(new TrainRecipe(1, 1, Set.of(), 1, 1, 8, true, false, 2048, true));
    assertThatThrownBy(() -> SimDevice.slice(Generation.V5E, 512)).hasMessageContaining("1 to 256");
    TensorType unused = GraphBuilder.type(org.torchtpu.api.v1.DType.F32, 1);
    assertThat(unused.getDimsCount()).isEqualTo(1);
  }
}
