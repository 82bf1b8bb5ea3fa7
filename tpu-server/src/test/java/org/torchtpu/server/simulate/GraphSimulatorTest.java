package org.torchtpu.server.simulate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.ProgramKind;
import org.torchtpu.api.v1.Sharding;
import org.torchtpu.server.chip.ChipSpecs;
import org.torchtpu.server.ir.CompileException;
import org.torchtpu.server.compiler.CompilerTestSupport;
import org.torchtpu.server.compiler.ExecutableProgram;
import org.torchtpu.server.compiler.GraphCompiler;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.cost.CostModel;
import org.torchtpu.server.cost.DeviceCalibration;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.stablehlo.StableHloImporter;

/**
 * The graph path of abstract execution, on StableHLO lowered by JAX from ShapeDtypeStructs (no weights;
 * src/test/resources/simulate/make_stablehlo.py).
 */
class GraphSimulatorTest {

  static Graph stablehlo(String name) throws IOException {
    try (InputStream in = GraphSimulatorTest.class.getResourceAsStream("/simulate/" + name + ".mlir")) {
      return StableHloImporter.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }
  }

  @Test
  void abstractAndRealExecutionOfOneProgramPriceIdentically() throws IOException {
    Graph graph = stablehlo("mlp_train_small");
    // real: the service's compile path, then the program run on random values
    ExecutableProgram real = ExecutableProgram.compile(new GraphCompiler(CompilerTestSupport.EXECUTOR),
        IrGraph.fromGraph(graph), ProgramKind.GRAPH, CompileOptions.getDefaultInstance(), CompilerTestSupport.V5E,
        CompilerTestSupport.EXECUTOR);
    List<DeviceArray> out = real.run(CompilerTestSupport.randomParameters(graph, new Random(7)),
        CompilerTestSupport.EXECUTOR, false);
    assertThat(out).hasSize(2);
    // abstract: nothing runs, priced with the same (measured) calibration the real runtime uses
    StepReport abstractRun = new GraphSimulator().simulate(new GraphSimulator.Request(graph, Generation.V5E, null,
        List.of(), StepSimulator.Mode.COMPILED, 64, "mlp", DeviceCalibration.measured(Generation.V5E), 0));
    assertThat(abstractRun.stepSeconds()).isEqualTo(real.estimatedSeconds());
    double realMxuUseful = real.proto().getKernelsList().stream()
        .filter(k -> CostModel.UNIT_MXU.equals(k.getCost().getUnit()))
        .mapToDouble(k -> k.getCost().getUsefulFlops()).sum();
    assertThat(abstractRun.modelFlopsPerDevice()).isEqualTo(realMxuUseful);
    assertThat(abstractRun.peakHbmBytesPerDevice()).isEqualTo(real.peakHbmBytes());
  }

  /** The fit verdict agrees with the real compile path, which refuses a program that does not fit the chip. */
  @Test
  void memoryFitVerdictMatchesTheRealCompilersRefusal() throws IOException {
    Graph graph = stablehlo("mlp_train_small");
    StepReport report = new GraphSimulator().simulate(new GraphSimulator.Request(graph, Generation.V5E, null,
        List.of(), StepSimulator.Mode.COMPILED, 64, "mlp"));
    long peak = report.peakHbmBytesPerDevice();
    for (long hbm : new long[] {peak, peak - 1}) {
      StepReport verdict = new GraphSimulator().simulate(new GraphSimulator.Request(graph, Generation.V5E, null,
          List.of(), StepSimulator.Mode.COMPILED, 64, "mlp", null, hbm));
      boolean realCompiles;
      try {
        new GraphCompiler(CompilerTestSupport.EXECUTOR).compile(IrGraph.fromGraph(graph), ProgramKind.GRAPH,
            CompileOptions.getDefaultInstance(), ChipSpecs.of(Generation.V5E).toBuilder().setHbmBytes(hbm).build(), 1);
        realCompiles = true;
      } catch (CompileException e) {
        assertThat(e.getMessage()).contains("HBM");
        realCompiles = false;
      }
      assertThat(verdict.fits()).as("HBM %d bytes, peak %d", hbm, peak).isEqualTo(realCompiles);
    }
  }

  @Test
  void aLlama70bLayersMlpTrainStepRunsAbstractlyOnAMeshWithItsCollectivesPriced() throws IOException {
    // the updated weights stay sharded as they came (else the partitioner all-gathers them to replicate the outputs)
    Graph graph = stablehlo("mlp_train_llama70b_layer").toBuilder()
        .addOutputShardings(Sharding.newBuilder().addDimAxes(-1).addDimAxes(0))
        .addOutputShardings(Sharding.newBuilder().addDimAxes(0).addDimAxes(-1)).build();
    // parameters: w1 [8192, 28672], w2 [28672, 8192], x [8192 tokens, 8192]: tensor parallel over 8 devices
    List<Sharding> tp = List.of(Sharding.newBuilder().addDimAxes(-1).addDimAxes(0).build(),
        Sharding.newBuilder().addDimAxes(0).addDimAxes(-1).build(), Sharding.getDefaultInstance());
    StepReport r = new GraphSimulator().simulate(new GraphSimulator.Request(graph, Generation.V6E, new int[] {8}, tp,
        StepSimulator.Mode.COMPILED, 8192, "llama70b-mlp"));
    assertThat(r.devices()).isEqualTo(8);
    assertThat(r.collectiveSeconds()).isPositive();
    assertThat(r.fits()).isTrue();
    // five matmuls of 2*8192*8192*28672 flops (two forward; backward: both weight gradients and the hidden
    // gradient; x needs none), each device doing 1/8 of them
    double expected = 5 * 2.0 * 8192 * 8192 * 28672 / 8;
    assertThat(r.modelFlopsPerDevice()).isCloseTo(expected, org.assertj.core.data.Percentage.withPercentage(1));
    assertThat(r.mfu()).isBetween(0.3, 0.83);
    // eager modes pay per op, so they are slower than the compiled program
    StepReport strict = new GraphSimulator().simulate(new GraphSimulator.Request(graph, Generation.V6E,
        new int[] {8}, tp, StepSimulator.Mode.DEBUG, 8192, "llama70b-mlp"));
    assertThat(strict.stepSeconds()).isGreaterThan(r.stepSeconds());
    assertThat(CostModel.seconds(org.torchtpu.api.v1.CostBreakdown.getDefaultInstance())).isZero();
  }

  @Test
  void aTwoDimensionalMeshShardsDataOnOneAxisAndTensorsOnTheOther() throws IOException {
    // mesh 4 (data) x 2 (tensor): x split by rows over axis 0, w1 by columns and w2 by rows over axis 1
    Graph graph = stablehlo("mlp_train_llama70b_layer").toBuilder()
        .addOutputShardings(Sharding.newBuilder().addDimAxes(-1).addDimAxes(1))
        .addOutputShardings(Sharding.newBuilder().addDimAxes(1).addDimAxes(-1)).build();
    List<Sharding> shardings = List.of(Sharding.newBuilder().addDimAxes(-1).addDimAxes(1).build(),
        Sharding.newBuilder().addDimAxes(1).addDimAxes(-1).build(),
        Sharding.newBuilder().addDimAxes(0).addDimAxes(-1).build());
    StepReport r = new GraphSimulator().simulate(new GraphSimulator.Request(graph, Generation.V5P, new int[] {4, 2},
        shardings, StepSimulator.Mode.COMPILED, 8192.0 / 4, "2d"));
    assertThat(r.devices()).isEqualTo(8);
    double expected = 5 * 2.0 * 8192 * 8192 * 28672 / 8;
    assertThat(r.modelFlopsPerDevice()).isCloseTo(expected, org.assertj.core.data.Percentage.withPercentage(1));
    assertThat(r.collectiveSeconds()).isPositive();
    assertThat(r.tokensPerSecondPerDevice()).isPositive();
  }

  @Test
  void aShardingPerParameterIsRequired() throws IOException {
    Graph graph = stablehlo("mlp_train_small");
    assertThatThrownBy(() -> new GraphSimulator().simulate(new GraphSimulator.Request(graph, Generation.V5E,
        new int[] {2}, List.of(Sharding.getDefaultInstance()), StepSimulator.Mode.COMPILED, 0, "x")))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("3 parameters, got 1");
  }
}
