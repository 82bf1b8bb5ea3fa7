package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Sharding;
import org.torchtpu.server.simulate.GraphSimulator;
import org.torchtpu.server.simulate.StepReport;
import org.torchtpu.server.simulate.StepSimulator;

/**
 * Shardings of modules lowered by {@code jax.jit(f, in_shardings=..., out_shardings=...)} over a mesh of 8 fake CPU
 * devices (stablehlo/sharded/make_sharded.py), in both spellings (Shardy and GSPMD), against the PartitionSpecs the
 * script gave JAX (expected.json).
 */
class ShardingImportTest {
  private static String resource(String name) throws IOException {
    try (InputStream in = ShardingImportTest.class.getResourceAsStream("/stablehlo/sharded/" + name)) {
      assertThat(in).as(name).isNotNull();
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private static List<Integer> axes(Sharding s, int rank) {
    List<Integer> out = new ArrayList<>();
    for (int d = 0; d < rank; d++) {
      out.add(s.getDimAxesCount() == 0 ? -1 : s.getDimAxes(d));
    }
    return out;
  }

  private static List<Integer> ints(JsonNode array) {
    List<Integer> out = new ArrayList<>();
    array.forEach(n -> out.add(n.asInt()));
    return out;
  }

  @Test
  void bothSpellingsGiveTheShardingsJaxWasGiven() throws IOException {
    JsonNode expected = new ObjectMapper().readTree(resource("expected.json"));
    int checked = 0;
    for (Iterator<Map.Entry<String, JsonNode>> it = expected.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> c = it.next();
      int[] mesh = ints(c.getValue().get("mesh")).stream().mapToInt(Integer::intValue).toArray();
      for (String flavour : List.of("sdy", "gspmd")) {
        String name = c.getKey() + "." + flavour;
        String text = resource(name + ".mlir");
        for (int[] given : new int[][] {null, mesh}) {
          ShardingImport.Sharded s = ShardingImport.importModule(text, given);
          assertThat(s.mesh()).as(name + " mesh").containsExactly(mesh);
          Graph g = s.graph();
          JsonNode params = c.getValue().get("parameters");
          assertThat(g.getParametersCount()).isEqualTo(params.size());
          for (int i = 0; i < params.size(); i++) {
            int rank = g.getParameters(i).getType().getDimsCount();
            assertThat(axes(g.getParameters(i).getSharding(), rank)).as(name + " parameter " + i)
                .isEqualTo(ints(params.get(i)));
          }
          JsonNode outs = c.getValue().get("outputs");
          for (int i = 0; i < outs.size(); i++) {
            int rank = outs.get(i).size();
            Sharding out = g.getOutputShardingsCount() == 0 ? Sharding.getDefaultInstance() : g.getOutputShardings(i);
            assertThat(axes(out, rank)).as(name + " output " + i).isEqualTo(ints(outs.get(i)));
          }
          checked++;
        }
      }
    }
    assertThat(checked).isEqualTo(12);
  }

  @Test
  void theImportedMeshAndShardingsDriveTheSimulator() throws IOException {
    // data x model MLP: the tensor-parallel matmuls need collectives, which the partitioner inserts and prices
    for (String flavour : List.of("sdy", "gspmd")) {
      ShardingImport.Sharded s = ShardingImport.importModule(resource("mlp_2x4." + flavour + ".mlir"), null);
      StepReport r = new GraphSimulator().simulate(new GraphSimulator.Request(s.graph(), Generation.V5E, s.mesh(),
          List.of(), StepSimulator.Mode.COMPILED, 0, "mlp_2x4"));
      assertThat(r.devices()).isEqualTo(8);
      assertThat(r.collectiveSeconds()).as(flavour).isPositive();
    }
    // without the shardings the same module is replicated: no collectives
    Graph plain = StableHloImporter.parse(ShardingImport.withoutMeshDeclarations(resource("mlp_2x4.sdy.mlir")));
    StepReport replicated = new GraphSimulator().simulate(new GraphSimulator.Request(plain, Generation.V5E,
        new int[] {2, 4}, List.of(), StepSimulator.Mode.COMPILED, 0, "plain"));
    assertThat(replicated.collectiveSeconds()).isZero();
  }

  @Test
  void unsupportedOrInconsistentShardingsAreRefusedWithTheReason() throws IOException {
    String sdy = resource("mlp_2x4.sdy.mlir");
    String twoAxes = sdy.replaceFirst("\\[\\{\"data\"\\}, \\{\\}\\]", "[{\"data\", \"model\"}, {}]");
    assertThat(twoAxes).isNotEqualTo(sdy);
    assertThatThrownBy(() -> ShardingImport.importModule(twoAxes, null))
        .isInstanceOf(StableHloImportException.class).hasMessageContaining("one axis per dim");
    assertThatThrownBy(() -> ShardingImport.importModule(sdy, new int[] {4, 2}))
        .isInstanceOf(StableHloImportException.class).hasMessageContaining("is not the mesh");
    String gspmd = resource("mlp_2x4.gspmd.mlir");
    assertThatThrownBy(() -> ShardingImport.importModule(gspmd, new int[] {8}))
        .isInstanceOf(StableHloImportException.class).hasMessageContaining("mesh [8]");
    String maximal = gspmd.replaceFirst("mhlo.sharding = \"[^\"]*\"", "mhlo.sharding = \"{maximal device=0}\"");
    assertThatThrownBy(() -> ShardingImport.importModule(maximal, null))
        .isInstanceOf(StableHloImportException.class).hasMessageContaining("not supported");
  }
}
