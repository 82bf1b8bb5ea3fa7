package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.assertj.core.data.Percentage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CompileRequest;
import org.torchtpu.api.v1.CompileResponse;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DeviceMesh;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.ExecutionDepth;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.OpenSessionRequest;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.Sharding;
import org.torchtpu.api.v1.SpmdOptions;
import org.torchtpu.server.chip.ChipSpecs;
import org.torchtpu.server.compiler.GraphBuilder;
import org.torchtpu.server.simulate.GraphSimulator;
import org.torchtpu.server.simulate.StepReport;
import org.torchtpu.server.simulate.StepSimulator;

/**
 * An abstract session's SPMD compile prices each rank as one JAX device, as the graph simulator does: on Ironwood (v7)
 * a rank is one of a chip's two TensorCores (half the chip's peak and HBM), two consecutive ranks share a chip, and
 * collectives run between chips.
 */
class AbstractSpmdDevicesTest {
  private RuntimeHarness rt;

  @AfterEach
  void close() {
    if (rt != null) {
      rt.close();
    }
  }

  private String openAbstract(Generation generation) {
    return rt.blocking.openSession(OpenSessionRequest.newBuilder().setTenant("t").setMode(EagerMode.DEBUG)
        .setGeneration(generation).setDepth(ExecutionDepth.ABSTRACT).build()).getSessionId();
  }

  private CompileResponse compile(String session, Graph graph, int... mesh) {
    DeviceMesh.Builder m = DeviceMesh.newBuilder();
    for (int n : mesh) {
      m.addShape(n);
    }
    return rt.blocking.compile(CompileRequest.newBuilder().setSessionId(session).setGraph(graph)
        .setSpmd(SpmdOptions.newBuilder().setMesh(m)).build());
  }

  private static Sharding split(int... dimAxes) {
    Sharding.Builder s = Sharding.newBuilder();
    for (int a : dimAxes) {
      s.addDimAxes(a);
    }
    return s.build();
  }

  /** FSDP: rows of x and of w over the mesh's one axis (w is all-gathered), rows of the result stay split. */
  private static Graph fsdpMatmul() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.BF16, 8192, 8192));
    long w = b.param(GraphBuilder.type(DType.BF16, 8192, 8192));
    Graph g = b.graph(b.matmul(x, w));
    return g.toBuilder()
        .setParameters(0, g.getParameters(0).toBuilder().setSharding(split(0, -1)))
        .setParameters(1, g.getParameters(1).toBuilder().setSharding(split(0, -1)))
        .addOutputShardings(split(0, -1))
        .build();
  }

  @Test
  void anIronwoodRankIsATensorCoreAndPricesAsTheGraphSimulatorDoes() throws Exception {
    rt = new RuntimeHarness();
    Graph graph = fsdpMatmul();
    CompileResponse v7 = compile(openAbstract(Generation.V7), graph, 8);
    StepReport sim = new GraphSimulator().simulate(new GraphSimulator.Request(graph, Generation.V7, new int[] {8},
        List.of(), StepSimulator.Mode.COMPILED, 0, "fsdp"));
    assertThat(v7.getSpmd().getCollectiveSeconds()).isPositive()
        .isCloseTo(sim.collectiveSeconds(), Percentage.withPercentage(1e-9));
    assertThat(v7.getEstimatedDeviceSeconds())
        .isCloseTo(sim.computeSeconds() + sim.collectiveSeconds(), Percentage.withPercentage(1e-9));

    // the same per-rank matmul on a whole chip takes about half as long: the rank has half the MXU peak (the rank's
    // program also places the gathered weight, a few percent more); the partial sums' additions are the core's work
    // too, so they are left out of the comparison (the simulator names them apart as "_adds" kernels)
    CompileResponse chipWide = rt.blocking.compile(CompileRequest.newBuilder().setSessionId(openAbstract(Generation.V7))
        .setGraph(localMatmul()).build());
    double additions = sim.topOps().stream().filter(o -> o.name().endsWith("_adds"))
        .mapToDouble(StepReport.OpTime::seconds).sum();
    double compute = v7.getEstimatedDeviceSeconds() - v7.getSpmd().getCollectiveSeconds() - additions;
    assertThat(compute / chipWide.getEstimatedDeviceSeconds()).isBetween(1.9, 2.1);
  }

  /** One rank's matmul of {@link #fsdpMatmul} on 8 ranks: x's 1024 rows times the gathered w. */
  private static Graph localMatmul() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.BF16, 1024, 8192));
    long w = b.param(GraphBuilder.type(DType.BF16, 8192, 8192));
    return b.graph(b.matmul(x, w));
  }

  @Test
  void theTwoTensorCoresOfAChipMeetOnItForFree() throws Exception {
    rt = new RuntimeHarness();
    Graph graph = fsdpMatmul();
    // two ranks: on Ironwood one chip (no ICI crossed), on Trillium two chips
    assertThat(compile(openAbstract(Generation.V7), graph, 2).getSpmd().getCollectiveSeconds()).isZero();
    assertThat(compile(openAbstract(Generation.V6E), graph, 2).getSpmd().getCollectiveSeconds()).isPositive();
    // four ranks on Ironwood are two chips: the gather crosses one link
    assertThat(compile(openAbstract(Generation.V7), graph, 4).getSpmd().getCollectiveSeconds()).isPositive();
  }

  @Test
  void aRankHoldsATensorCoresHbmAndAPodItsTensorCores() throws Exception {
    rt = new RuntimeHarness();
    long tensorCoreHbm = ChipSpecs.of(Generation.V7).getHbmBytes() / 2;
    // a replicated 100 GiB input: it fits a chip (192 GiB) but not a TensorCore (96 GiB)
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.BF16, 51_200, 1 << 20));
    Graph big = b.graph(b.reduce(ReduceOp.Kind.SUM, x, 1));
    assertThat(51_200L * (1 << 20) * 2).isGreaterThan(tensorCoreHbm).isLessThan(2 * tensorCoreHbm);
    String v7 = openAbstract(Generation.V7);
    assertThatThrownBy(() -> compile(v7, big, 2)).hasMessageContaining("RESOURCE_EXHAUSTED");

    // 9,216 chips hold 18,432 TensorCores: a mesh of all of them is a pod, one more rank is not
    Graph small = fsdpMatmulOf(18_432 * 2);
    assertThat(compile(v7, small, 18_432).getSpmd().getCollectiveSeconds()).isPositive();
    assertThatThrownBy(() -> compile(v7, fsdpMatmulOf(18_434 * 2), 18_434))
        .hasMessageContaining("INVALID_ARGUMENT").hasMessageContaining("spmd.mesh");
  }

  private static Graph fsdpMatmulOf(int rows) {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.BF16, rows, 256));
    long w = b.param(GraphBuilder.type(DType.BF16, rows, 256));
    Graph g = b.graph(b.add(x, w));
    return g.toBuilder()
        .setParameters(0, g.getParameters(0).toBuilder().setSharding(split(0, -1)))
        .setParameters(1, g.getParameters(1).toBuilder().setSharding(split(0, -1)))
        .build();
  }

  /**
   * An SPMD compile of StableHLO text is looked up by its content, as a plain one is: a repeat on an abstract session
   * answers from the host's cache without importing the module again, with the same rank program and partitioning;
   * another mesh is another source (its own import).
   */
  @Test
  void aRepeatedSpmdCompileOfTheSameModuleIsNotImportedAgain() throws Exception {
    rt = new RuntimeHarness();
    String session = openAbstract(Generation.V5E);
    String text;
    try (java.io.InputStream in = getClass().getResourceAsStream("/stablehlo/sharded/dp_2axes_2x4.gspmd.mlir")) {
      text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    }
    CompileRequest req = CompileRequest.newBuilder().setSessionId(session).setStablehlo(text)
        .setSpmd(SpmdOptions.newBuilder().setMesh(DeviceMesh.newBuilder().addShape(8))).build();
    CompileResponse first = rt.blocking.compile(req);
    assertThat(rt.programs.sourceHits()).isZero();
    CompileResponse again = rt.blocking.compile(req);
    assertThat(rt.programs.sourceHits()).isEqualTo(1);
    assertThat(again.getProgramId()).isEqualTo(first.getProgramId());
    assertThat(again.getSpmd()).isEqualTo(first.getSpmd());
    assertThat(again.getCacheHit()).isTrue();

    CompileResponse otherMesh = rt.blocking.compile(req.toBuilder()
        .setSpmd(SpmdOptions.newBuilder().setMesh(DeviceMesh.newBuilder().addShape(2).addShape(4))).build());
    assertThat(rt.programs.sourceHits()).as("another mesh is not a hit").isEqualTo(1);
    assertThat(otherMesh.getSpmd().getLocalParameterTypesList()).isNotEmpty();
  }
}
