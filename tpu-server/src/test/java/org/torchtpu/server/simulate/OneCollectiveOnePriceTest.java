package org.torchtpu.server.simulate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.IntStream;
import org.assertj.core.data.Offset;
import org.assertj.core.data.Percentage;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.AllGatherOp;
import org.torchtpu.api.v1.AllReduceOp;
import org.torchtpu.api.v1.CollectiveReduction;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.CompiledProgram;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.FusedKernel;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ProgramKind;
import org.torchtpu.api.v1.ReduceScatterOp;
import org.torchtpu.api.v1.ReplicaGroup;
import org.torchtpu.api.v1.Sharding;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.server.chip.ChipSpecs;
import org.torchtpu.server.chip.IciSpec;
import org.torchtpu.server.compiler.CompilerTestSupport;
import org.torchtpu.server.compiler.GraphBuilder;
import org.torchtpu.server.compiler.GraphCompiler;
import org.torchtpu.server.compiler.spmd.Mesh;
import org.torchtpu.server.cost.CollectiveKind;
import org.torchtpu.server.cost.CollectiveOpPricing;
import org.torchtpu.server.cost.CostModel;
import org.torchtpu.server.cost.DeviceCalibration;
import org.torchtpu.server.cost.HierarchicalCollectivePricing;
import org.torchtpu.server.cost.IciCostModel;
import org.torchtpu.server.cost.SliceTopology;
import org.torchtpu.server.cost.WorldCollectivePricing;
import org.torchtpu.server.ir.IrGraph;

/**
 * One cost model: a collective costs the same whichever path it arrives by, a compiled (or simulated) graph, an eager
 * collective in a world, or the transformer step simulator. A reducing one (all-reduce, reduce-scatter) is its links'
 * time plus the core's additions, 3 (n-1)/n of its bytes at the sustained HBM rate after the fixed kernel cost.
 */
class OneCollectiveOnePriceTest {
  /** v5e's spec HBM bandwidth times the Ironwood copy microbenchmark's plateau over its spec (DeviceCalibration). */
  static final double V5E_SUSTAINED_HBM = 819e9 * 3210.480912 / 3690;
  static final int[] EIGHT = IntStream.range(0, 8).toArray();
  static final long BYTES = 1024L * 1024 * 2; // bf16[1024, 1024]

  private static ReplicaGroup group(int[] ranks) {
    return ReplicaGroup.newBuilder().addAllRanks(IntStream.of(ranks).boxed().toList()).build();
  }

  private static Op.Builder collective(CollectiveKind kind, int[] ranks) {
    return switch (kind) {
      case ALL_REDUCE -> Op.newBuilder().setAllReduce(AllReduceOp.newBuilder()
          .setReduction(CollectiveReduction.COLLECTIVE_SUM).addReplicaGroups(group(ranks)));
      case REDUCE_SCATTER -> Op.newBuilder().setReduceScatter(ReduceScatterOp.newBuilder().setDimension(0)
          .setReduction(CollectiveReduction.COLLECTIVE_SUM).addReplicaGroups(group(ranks)));
      case ALL_GATHER -> Op.newBuilder().setAllGather(AllGatherOp.newBuilder().setDimension(0)
          .addReplicaGroups(group(ranks)));
      default -> throw new IllegalArgumentException(kind.name());
    };
  }

  /** The one kernel of a program holding only {@code kind} over {@code ranks}, as an SPMD compile prices it. */
  private static CostBreakdown compiled(CollectiveKind kind, int[] ranks,
      org.torchtpu.server.cost.CollectivePricer pricer) {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.BF16, 1024, 1024));
    Graph graph = b.graph(b.op(collective(kind, ranks), x));
    CompiledProgram p = new GraphCompiler(CompilerTestSupport.EXECUTOR).compile(IrGraph.fromGraph(graph),
        ProgramKind.GRAPH, CompileOptions.getDefaultInstance(), CostModel.calibrated(ChipSpecs.of(Generation.V5E)),
        ranks.length, pricer);
    List<FusedKernel> kernels = p.getKernelsList();
    assertThat(kernels).hasSize(1);
    return kernels.get(0).getCost();
  }

  /** The additions written out: the fixed kernel cost, then 3 (n-1)/n of the bytes at the sustained HBM rate. */
  private static double additions(double bytes, int n) {
    return DeviceCalibration.measured(Generation.V5E).kernelFixedSeconds() + 3 * bytes * (n - 1) / n
        / V5E_SUSTAINED_HBM;
  }

  @Test
  void aReducingCollectiveCostsTheSameInAGraphAnEagerWorldAndTheStepSimulator() {
    SliceTopology slice = SliceTopology.parse("2x4", Generation.V5E);
    IciCostModel ici = new IciCostModel(IciSpec.of(Generation.V5E), slice);
    WorldMembership world = WorldMembership.newBuilder().setWorldId("w").setWorldSize(8).setSliceTopology("2x4")
        .build();
    WorldCollectivePricing eager = new WorldCollectivePricing(Generation.V5E);
    CostModel stepModel = new StepSimulator(Generation.V5E).costModel();
    for (CollectiveKind kind : new CollectiveKind[] {CollectiveKind.ALL_REDUCE, CollectiveKind.REDUCE_SCATTER,
        CollectiveKind.ALL_GATHER}) {
      double links = ici.price(kind, BYTES, EIGHT).seconds();
      boolean reduces = kind != CollectiveKind.ALL_GATHER;
      double expected = links + (reduces ? additions(BYTES, 8) : 0);

      CostBreakdown graph = compiled(kind, EIGHT, org.torchtpu.server.cost.CollectivePricer.ici(ici));
      WorldCollectivePricing.Priced world8 = eager.price(collective(kind, EIGHT).build(), BYTES, DType.BF16,
          IntStream.of(EIGHT).boxed().toList(), world);
      SimCollective sim = new SimCollective("c", SimKernel.Phase.BACKWARD, kind, BYTES, SimCollective.Axis.FSDP, 1,
          true);
      double step = links + MeshCollectives.additions(stepModel, sim, 8);

      assertThat(CostModel.seconds(graph)).as("%s in a graph", kind).isCloseTo(expected, Percentage.withPercentage(0.01));
      assertThat(CostModel.seconds(graph)).as("%s graph = eager", kind).isEqualTo(world8.seconds());
      assertThat(CostModel.seconds(graph)).as("%s graph = step simulator", kind).isCloseTo(step, Offset.offset(1e-15));
      // the links' part and the core's part are reported apart, so a schedule can overlap the one and not the other
      assertThat(graph.getMemorySeconds()).isEqualTo(links);
      assertThat(world8.cost().getReduceSeconds()).isEqualTo(graph.getReduceSeconds());
      if (reduces) {
        assertThat(graph.getReduceSeconds()).isPositive();
      } else {
        assertThat(graph.getReduceSeconds()).isZero();
      }
    }
  }

  @Test
  void anAllReduceAcrossSlicesAddsOverEveryRankItSpans() {
    // 2 slices of 8: the in-slice reduce-scatter adds 7/8 of D, the cross-slice step 1/2 of the D/8 shard, the final
    // all-gather nothing: 15/16 of D in all, what one all-reduce over the 16 ranks adds
    int[] sixteen = IntStream.range(0, 16).toArray();
    HierarchicalCollectivePricing across = (HierarchicalCollectivePricing) new MultiSlice(2, 0)
        .pricer(Generation.V5E, Mesh.of(new int[] {16}));
    CostBreakdown graph = compiled(CollectiveKind.ALL_REDUCE, sixteen, across);
    double links = across.price(CollectiveKind.ALL_REDUCE, BYTES, sixteen).getMemorySeconds();
    assertThat(graph.getMemorySeconds()).isEqualTo(links);
    assertThat(graph.getDcnSeconds()).isPositive();
    assertThat(graph.getReduceSeconds()).isCloseTo(additions(BYTES, 16), Percentage.withPercentage(0.01));
    assertThat(graph.getUnit()).startsWith(CollectiveOpPricing.UNIT_ICI);
  }

  @Test
  void theGraphSimulatorCountsTheAdditionsAsComputeAndTheLinksAsCollectiveTime() {
    // x [1024, 4096] split by columns and w [4096, 1024] by rows over 8 devices: each device's matmul gives a partial
    // sum the partitioner all-reduces into the replicated bf16[1024, 1024] result
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.BF16, 1024, 4096));
    long w = b.param(GraphBuilder.type(DType.BF16, 4096, 1024));
    Graph graph = b.graph(b.matmul(x, w));
    List<Sharding> shardings = List.of(Sharding.newBuilder().addDimAxes(-1).addDimAxes(0).build(),
        Sharding.newBuilder().addDimAxes(0).addDimAxes(-1).build());
    StepReport r = new GraphSimulator().simulate(new GraphSimulator.Request(graph, Generation.V5E, new int[] {8},
        shardings, StepSimulator.Mode.COMPILED, 1024, "partial-sum"));
    IciCostModel ici = new IciCostModel(IciSpec.of(Generation.V5E), SimDevice.slice(Generation.V5E, 8));
    double links = ici.price(CollectiveKind.ALL_REDUCE, BYTES, EIGHT).seconds();
    CostModel model = new StepSimulator(Generation.V5E).costModel();
    GraphBuilder local = new GraphBuilder();
    long lx = local.param(GraphBuilder.type(DType.BF16, 1024, 512));
    long lw = local.param(GraphBuilder.type(DType.BF16, 512, 1024));
    local.matmul(lx, lw);
    Op matmul = local.ops().get(0);
    double matmulSeconds = CostModel.seconds(model.price(matmul, List.of(local.typeOf(lx), local.typeOf(lw)),
        List.of(GraphBuilder.type(DType.BF16, 1024, 1024))));
    assertThat(r.collectiveSeconds()).isCloseTo(links, Percentage.withPercentage(1e-9));
    assertThat(r.computeSeconds()).isCloseTo(matmulSeconds + additions(BYTES, 8), Percentage.withPercentage(0.01));
    // the top ops name the additions apart, as kernels, as the step simulator's report does
    assertThat(r.topOps()).anySatisfy(o -> {
      assertThat(o.name()).isEqualTo("all_reduce_adds");
      assertThat(o.unit()).isEqualTo("kernel");
      assertThat(o.seconds()).isCloseTo(additions(BYTES, 8), Percentage.withPercentage(0.01));
    });
    // the all-reduce waits for the matmul; the links and the additions then run side by side
    assertThat(r.stepSeconds()).isCloseTo(matmulSeconds + Math.max(links, additions(BYTES, 8)),
        Percentage.withPercentage(0.01));
  }
}
