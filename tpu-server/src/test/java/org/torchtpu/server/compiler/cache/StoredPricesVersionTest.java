package org.torchtpu.server.compiler.cache;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.Map;
import org.assertj.core.data.Percentage;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.FusedKernel;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.SvdOp;
import org.torchtpu.server.chip.IciSpec;
import org.torchtpu.server.compiler.GraphBuilder;
import org.torchtpu.server.compiler.GraphCompiler;
import org.torchtpu.server.compiler.spmd.Mesh;
import org.torchtpu.server.cost.CollectiveKind;
import org.torchtpu.server.cost.CollectiveOpPricing;
import org.torchtpu.server.cost.CostModel;
import org.torchtpu.server.cost.IciCostModel;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.simulate.MultiSlice;
import org.torchtpu.server.simulate.SimDevice;
import org.torchtpu.server.stablehlo.StableHloImporter;

/**
 * {@link GraphCompiler#VERSION} is part of every cache key, so a program the cache service stored with other prices is
 * never served after an upgrade. This pins the version to a price stored in a program: an abstract Ironwood SPMD
 * compile's all-gather (FSDP over 8 TensorCores, 4 chips). When the stored price changes, bump VERSION and pin the
 * new pair here; a price that changes under an old version fails this test.
 */
class StoredPricesVersionTest {
  /** The stored all-gather seconds per compiler version (3: both TensorCores' shards per chip, ChipGroup). */
  private static final Map<String, Double> V7_SPMD_GATHER_SECONDS = Map.of("torchtpu-compiler-3",
      5.053164870336272e-4, "torchtpu-compiler-4", 5.053164870336272e-4, // 4: stored programs lost their locations
      "torchtpu-compiler-5", 5.053164870336272e-4, // 5: heavy ops of constants are no longer folded
      "torchtpu-compiler-6", 5.053164870336272e-4, // 6: v6e HBM and v6e/v7 vector work at published rate and clocks
      "torchtpu-compiler-7", 5.053164870336272e-4, // 7: eigh priced at its typical sweeps, bounded by its cap
      "torchtpu-compiler-8", 5.053164870336272e-4, // 8: svd likewise
      "torchtpu-compiler-9", 5.053164870336272e-4); // 9: scatter and dynamic_update_slice carry host_copy_bytes

  /** 9 n^3 flops a sweep of the kernel's cyclic Jacobi eigh at n = 128 (cost.LinalgCost's arithmetic). */
  private static final double EIGH_128_SWEEP = 9.0 * 128 * 128 * 128;

  /**
   * A compiled 128x128 eigh's stored useful and bound flops per compiler version (6: priced at its 30-sweep cap, no
   * bound; 7: the 9 sweeps typical at n = 128, bounded at the cap). A program stored at 6 and served at 7 would bound
   * eigh by its typical flops, 3.3x less work than the most it may run.
   */
  private static final Map<String, double[]> EIGH_128_STORED_FLOPS = Map.of(
      "torchtpu-compiler-6", new double[] {30 * EIGH_128_SWEEP, 0},
      "torchtpu-compiler-7", new double[] {9 * EIGH_128_SWEEP, 30 * EIGH_128_SWEEP},
      "torchtpu-compiler-8", new double[] {9 * EIGH_128_SWEEP, 30 * EIGH_128_SWEEP},
      "torchtpu-compiler-9", new double[] {9 * EIGH_128_SWEEP, 30 * EIGH_128_SWEEP});

  /** 6 r c^2 + 3 c^3 flops a sweep of the kernel's one-sided Jacobi svd of a 128 x 64 (r = 128, c = 64). */
  private static final double SVD_128_64_SWEEP = 6.0 * 128 * 64 * 64 + 3.0 * 64 * 64 * 64;
  /** The closing pass of pair tests after the rotating sweeps: 3 r c^2. */
  private static final double SVD_128_64_CLOSING = 3.0 * 128 * 64 * 64;

  /**
   * A compiled 128x64 svd's stored useful and bound flops per compiler version (7 and before: priced at its 30-sweep
   * cap, no bound; 8: the 10 sweeps typical at c = 64 and the closing pass, bounded at the cap).
   */
  private static final Map<String, double[]> SVD_128_64_STORED_FLOPS = Map.of(
      "torchtpu-compiler-7", new double[] {30 * SVD_128_64_SWEEP, 0},
      "torchtpu-compiler-8", new double[] {10 * SVD_128_64_SWEEP + SVD_128_64_CLOSING, 30 * SVD_128_64_SWEEP},
      "torchtpu-compiler-9", new double[] {10 * SVD_128_64_SWEEP + SVD_128_64_CLOSING, 30 * SVD_128_64_SWEEP});

  @Test
  void theStoredFlopsOfAnEighAreThosePinnedToThisCompilerVersion() {
    Graph eigh = StableHloImporter.parse("""
        func.func @main(%a: tensor<128x128xf32>) -> tensor<128x128xf32> {
          %0:2 = stablehlo.custom_call @Eigh(%a) {backend_config = "1,1,100,1e-6"} : (tensor<128x128xf32>) -> (tensor<128x128xf32>, tensor<128xf32>)
          return %0#0 : tensor<128x128xf32>
        }
        """);
    assertStoredFlopsPinned(eigh, EIGH_128_STORED_FLOPS);
  }

  @Test
  void theStoredFlopsOfAnSvdAreThosePinnedToThisCompilerVersion() {
    GraphBuilder b = new GraphBuilder();
    long a = b.param(GraphBuilder.type(DType.F32, 128, 64));
    b.raw(Op.newBuilder().setSvd(SvdOp.getDefaultInstance()).addOperands(a).addResults(a + 1).addResults(a + 2)
        .addResults(a + 3).build());
    assertStoredFlopsPinned(b.graph(a + 1, a + 2, a + 3), SVD_128_64_STORED_FLOPS);
  }

  /** The useful and bound flops of the graph's compiled program are those pinned to this compiler version. */
  private static void assertStoredFlopsPinned(Graph graph, Map<String, double[]> pinned) {
    ProgramService programs = new ProgramService(new Executor(),
        new ProgramCache(1 << 20, null, "h", new Executor(), new SimpleMeterRegistry()));
    double useful = 0;
    double bound = 0;
    for (FusedKernel k : programs.compileGraph("t", graph, CompileOptions.getDefaultInstance(),
        SimDevice.spec(Generation.V5E), 1).program().proto().getKernelsList()) {
      useful += k.getCost().getUsefulFlops();
      bound += k.getCost().getBoundFlops();
    }
    assertThat(pinned).as("the stored prices changed: bump GraphCompiler.VERSION and pin it here")
        .containsKey(GraphCompiler.VERSION);
    assertThat(new double[] {useful, bound}).as("the stored flops changed under " + GraphCompiler.VERSION
        + ": bump GraphCompiler.VERSION and pin the new flops here")
        .containsExactly(pinned.get(GraphCompiler.VERSION), offset(1e-3));
  }

  @Test
  void theStoredPriceOfAnIronwoodSpmdGatherIsTheOnePinnedToThisCompilerVersion() {
    ProgramService programs = new ProgramService(new Executor(),
        new ProgramCache(1 << 20, null, "h", new Executor(), new SimpleMeterRegistry()));
    Mesh mesh = Mesh.of(new int[] {8});
    ProgramService.CompiledSpmd compiled = programs.compileSpmd("t", GraphBuilder.rowShardedMatmul(8192), CompileOptions.getDefaultInstance(),
        SimDevice.spec(Generation.V7), mesh, "2 ranks (TensorCores) per chip",
        MultiSlice.ONE.pricer(Generation.V7, mesh));
    double gather = 0;
    for (FusedKernel k : compiled.compiled().program().proto().getKernelsList()) {
      CostBreakdown cost = k.getCost();
      if (cost.getUnit().startsWith(CollectiveOpPricing.UNIT_ICI) && cost.getUnit().contains("gather")) {
        gather += CostModel.seconds(cost);
      }
    }
    // independently: 4 chips gathering both cores' 16 MiB shards (2 S per chip)
    IciCostModel fourChips = new IciCostModel(IciSpec.of(Generation.V7), SimDevice.slice(Generation.V7, 4));
    long shard = 1024L * 8192 * 2;
    assertThat(gather).isCloseTo(fourChips.price(CollectiveKind.ALL_GATHER, 2 * shard, new int[] {0, 1, 2, 3})
        .seconds(), Percentage.withPercentage(1e-9));
    assertThat(V7_SPMD_GATHER_SECONDS).as("the stored prices changed: bump GraphCompiler.VERSION and pin it here")
        .containsKey(GraphCompiler.VERSION);
    assertThat(gather).as("the stored prices changed under " + GraphCompiler.VERSION
        + ": bump GraphCompiler.VERSION and pin the new price here")
        .isCloseTo(V7_SPMD_GATHER_SECONDS.get(GraphCompiler.VERSION), Percentage.withPercentage(1e-9));
  }
}
