package org.torchtpu.server.simulate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.TensorType;

/**
 * A dropless grouped matmul computes every row tile once per expert whose rows it holds ({@link
 * ExpertKernels#groupedMatmulRows}), checked against the tile counts JAX's megablox kernel plans
 * ({@code grouped-matmul-tiles.json}, made by {@code make_grouped_matmul_tiles.py}).
 */
class GroupedMatmulTilingTest {
  /** A small DeepSeek-like mixture: 16 experts of width 512, top-4, dropless. */
  private static final TransformerConfig FINE_MOE = new TransformerConfig("fine-moe", 4, 1024, 8, 8, 128, 512, 32000,
      2, 3, false, true, false, 2, 16, 4, 512, 0);

  @Test
  void tileVisitsMatchTheMegabloxKernelsPlan() throws IOException {
    JsonNode cases = golden().get("cases");
    assertThat(cases.size()).isGreaterThanOrEqualTo(10);
    for (JsonNode c : cases) {
      int groups = c.get("groups").asInt();
      long rows = c.get("rows").asLong();
      int tile = c.get("tile").asInt();
      long visits = c.get("visits").asLong();
      assertThat(rows % groups).as("golden rows split evenly").isZero();
      long mxuRows = ExpertKernels.groupedMatmulRows(groups, rows / groups, tile) * groups;
      // the kernel's tiles times the tile, within the rounding of spreading them over the groups
      assertThat((double) mxuRows).as("%d groups of %d rows, tile %d", groups, rows / groups, tile)
          .isBetween((double) visits * tile, (double) visits * tile + groups + tile);
      if (groups > 1) {
        assertThat(visits).as("random routing's groups straddle tiles").isGreaterThan(c.get("tiles").asLong());
      }
    }
  }

  @Test
  void droplessExpertMatmulsComputeTheVisitedTilesInEveryPass() {
    TrainRecipe recipe = new TrainRecipe(2, 2048, Set.of(), 8, 1, 1, true, false, 512, false, 1, 0, 0, 256);
    TransformerStepBuilder.Step step = TransformerStepBuilder.build(FINE_MOE, recipe);
    long rowsPerExpert = 2L * 2048 * 4 / 16;
    long expected = ExpertKernels.groupedMatmulRows(16, rowsPerExpert, 256);
    assertThat(expected).isGreaterThan(rowsPerExpert);
    int checked = 0;
    for (SimKernel k : step.kernels()) {
      if (!k.name().startsWith("expert_")) {
        continue;
      }
      TensorType lhs = k.members().get(0).operands().get(0);
      TensorType rhs = k.members().get(0).operands().get(1);
      assertThat(lhs.getDims(0)).as(k.name()).isEqualTo(16);
      if (k.name().endsWith(TransformerStepBuilder.WEIGHT_GRADIENT)) {
        // the weight gradient contracts over the rows: [experts, k, rows] x [experts, rows, n]
        assertThat(lhs.getDims(2)).as(k.name()).isEqualTo(expected);
        assertThat(rhs.getDims(1)).as(k.name()).isEqualTo(expected);
      } else {
        assertThat(lhs.getDims(1)).as(k.name()).isEqualTo(expected);
      }
      checked++;
    }
    // gate, up, out: forward, recomputed forward, input and weight gradients
    assertThat(checked).isEqualTo(12);
  }

  @Test
  void aLargerTileCostsMoreOnlyWhenDropless() {
    StepSimulator sim = new StepSimulator(Generation.V6E);
    TrainRecipe small = new TrainRecipe(2, 2048, Set.of(), 8, 1, 1, true, false, 512, false, 1, 0, 0, 128);
    TrainRecipe large = small.withGroupedMatmulTile(1024);
    double smallStep = sim.simulate(FINE_MOE, small, StepSimulator.Mode.COMPILED).stepSeconds();
    double largeStep = sim.simulate(FINE_MOE, large, StepSimulator.Mode.COMPILED).stepSeconds();
    assertThat(largeStep).isGreaterThan(smallStep * 1.01);

    // token dropping computes its capacity slots in a batched matmul, not the grouped kernel: the tile does not apply
    TrainRecipe capacity = new TrainRecipe(2, 2048, Set.of(), 8, 1, 1, true, false, 512, false, 1, 1.25, 0, 128);
    assertThat(sim.simulate(FINE_MOE, capacity.withGroupedMatmulTile(1024), StepSimulator.Mode.COMPILED).stepSeconds())
        .isEqualTo(sim.simulate(FINE_MOE, capacity, StepSimulator.Mode.COMPILED).stepSeconds());
  }

  @Test
  void theVisitedTilesCostTimeButNoMemory() {
    // the kernel writes each visit's rows masked into the one output: HBM holds the routed rows, whatever the tile,
    // in the saved activations (the experts' matmul outputs saved) and in the working set (the largest kernel: here an
    // expert matmul or its gradients)
    StepSimulator sim = new StepSimulator(Generation.V6E);
    TransformerConfig wide = new TransformerConfig("wide-moe", 2, 1024, 8, 8, 128, 8192, 1024, 2, 3, false, true,
        false, 2, 16, 4, 8192, 0);
    for (TransformerConfig model : java.util.List.of(FINE_MOE, wide)) {
      for (Set<String> saved : java.util.List.of(Set.<String>of(), Set.of("mlp"))) {
        TrainRecipe small = new TrainRecipe(2, 2048, saved, 8, 1, 1, true, false, 512, false, 1, 0, 0, 128);
        StepReport a = sim.simulate(model, small, StepSimulator.Mode.COMPILED);
        StepReport b = sim.simulate(model, small.withGroupedMatmulTile(2048), StepSimulator.Mode.COMPILED);
        assertThat(b.stepSeconds()).as(model.name()).isGreaterThan(a.stepSeconds());
        assertThat(b.hbmBreakdownBytes()).as(model.name() + " " + saved).isEqualTo(a.hbmBreakdownBytes());
      }
    }
  }

  @Test
  void theDefaultTileIsMaxTextsMegabloxTile() {
    TrainRecipe recipe = new TrainRecipe(2, 2048, Set.of(), 8, 1, 1, true, false, 512, false, 1, 0);
    assertThat(recipe.groupedMatmulTile()).isEqualTo(TrainRecipe.DEFAULT_GROUPED_MATMUL_TILE).isEqualTo(512);
    assertThat(recipe.withSlices(4).groupedMatmulTile()).isEqualTo(512);
    assertThat(recipe.withGroupedMatmulTile(256).withSlices(2).groupedMatmulTile()).isEqualTo(256);
  }

  @Test
  void anInvalidTileIsRefusedNamingIt() {
    TrainRecipe recipe = new TrainRecipe(2, 2048, Set.of(), 8, 1, 1, true, false, 512, false, 1, 0);
    assertThatThrownBy(() -> recipe.withGroupedMatmulTile(-1)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("grouped matmul tile -1");
    assertThatThrownBy(() -> recipe.withGroupedMatmulTile(1 << 20)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("grouped matmul tile 1048576");
  }

  private static JsonNode golden() throws IOException {
    try (InputStream in = GroupedMatmulTilingTest.class.getResourceAsStream("/simulate/grouped-matmul-tiles.json")) {
      assertThat(in).as("grouped-matmul-tiles.json on the test classpath").isNotNull();
      return new ObjectMapper().readTree(in);
    }
  }
}
