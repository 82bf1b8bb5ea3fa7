package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
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

  /** Per dim, the mesh axes it is split over, major first (as expected.json writes them). */
  private static List<List<Integer>> axes(Sharding s, int rank) {
    List<List<Integer>> out = new ArrayList<>();
    for (int d = 0; d < rank; d++) {
      if (s.getDimMeshAxesCount() > 0) {
        out.add(s.getDimMeshAxes(d).getAxesList());
      } else {
        int a = s.getDimAxesCount() == 0 ? -1 : s.getDimAxes(d);
        out.add(a < 0 ? List.of() : List.of(a));
      }
    }
    return out;
  }

  private static List<Integer> ints(JsonNode array) {
    List<Integer> out = new ArrayList<>();
    array.forEach(n -> out.add(n.asInt()));
    return out;
  }

  private static List<List<Integer>> groups(JsonNode perDim) {
    List<List<Integer>> out = new ArrayList<>();
    perDim.forEach(d -> out.add(ints(d)));
    return out;
  }

  /**
   * A GSPMD module whose strings hold no 2-D device iota keeps no trace of a 2-D mesh (JAX writes
   * P(('data','model')) on 2x4 as {devices=[8,1]<=[8]}): read without a mesh, it is the 1-D mesh of all devices, and a
   * dim over every axis in row-major order is a dim over its one axis.
   */
  private static List<List<Integer>> onFlatMesh(List<List<Integer>> groups, int axes) {
    List<Integer> all = new ArrayList<>();
    for (int a = 0; a < axes; a++) {
      all.add(a);
    }
    return groups.stream().map(g -> g.isEmpty() ? List.<Integer>of() : g.equals(all) ? List.of(0) : null).toList();
  }

  @Test
  void bothSpellingsGiveTheShardingsJaxWasGiven() throws IOException {
    JsonNode expected = new ObjectMapper().readTree(resource("expected.json"));
    int checked = 0;
    int grouped = 0;
    for (Iterator<Map.Entry<String, JsonNode>> it = expected.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> c = it.next();
      int[] mesh = ints(c.getValue().get("mesh")).stream().mapToInt(Integer::intValue).toArray();
      for (String flavour : List.of("sdy", "gspmd")) {
        String name = c.getKey() + "." + flavour;
        String text = resource(name + ".mlir");
        for (int[] given : new int[][] {null, mesh}) {
          ShardingImport.Sharded s = ShardingImport.importModule(text, given);
          // dp_2axes' GSPMD strings are all {devices=[8,1]<=[8]}: nothing in them tells 2x4 from 8
          boolean flat = given == null && name.equals("dp_2axes_2x4.gspmd");
          int[] meshRead = flat ? new int[] {Arrays.stream(mesh).reduce(1, (x, y) -> x * y)} : mesh;
          assertThat(s.mesh()).as(name + " mesh").containsExactly(meshRead);
          Graph g = s.graph();
          JsonNode params = c.getValue().get("parameters");
          assertThat(g.getParametersCount()).isEqualTo(params.size());
          for (int i = 0; i < params.size(); i++) {
            int rank = g.getParameters(i).getType().getDimsCount();
            List<List<Integer>> want = groups(params.get(i));
            grouped += want.stream().anyMatch(x -> x.size() > 1) ? 1 : 0;
            assertThat(axes(g.getParameters(i).getSharding(), rank)).as(name + " parameter " + i + (flat ? " (flat)" : ""))
                .isEqualTo(flat ? onFlatMesh(want, mesh.length) : want);
          }
          JsonNode outs = c.getValue().get("outputs");
          for (int i = 0; i < outs.size(); i++) {
            int rank = outs.get(i).size();
            Sharding out = g.getOutputShardingsCount() == 0 ? Sharding.getDefaultInstance() : g.getOutputShardings(i);
            List<List<Integer>> want = groups(outs.get(i));
            assertThat(axes(out, rank)).as(name + " output " + i).isEqualTo(flat ? onFlatMesh(want, mesh.length) : want);
          }
          checked++;
        }
      }
    }
    assertThat(checked).isEqualTo(20);
    assertThat(grouped).as("parameters with a dim over two axes").isEqualTo(12);
  }

  @Test
  void aDimOverTwoAxesIsPartitionedOverTheirCombinedGroup() throws IOException {
    // FSDP over both axes of 2x4, the weight's rows over (model, data): the partitioner contracts over the weight's
    // split (row parallel), so the activations are gathered over all 8 devices (data, model order), each device
    // slices its (model, data) block of columns, and the partial product is reduce-scattered over all 8 again
    for (String flavour : List.of("sdy", "gspmd")) {
      ShardingImport.Sharded s = ShardingImport.importModule(resource("fsdp_2axes_2x4." + flavour + ".mlir"),
          new int[] {2, 4});
      org.torchtpu.server.compiler.spmd.SpmdPartitioner.Partitioned p = org.torchtpu.server.compiler.spmd
          .SpmdPartitioner.partition(s.graph(), org.torchtpu.server.compiler.spmd.Mesh.of(s.mesh()));
      assertThat(p.localParameterTypes().get(0).getDimsList()).as(flavour).containsExactly(8L, 1024L);
      assertThat(p.localParameterTypes().get(2).getDimsList()).as(flavour).containsExactly(128L, 2048L);
      assertThat(p.localOutputTypes().get(0).getDimsList()).as(flavour).containsExactly(8L, 2048L);
      assertThat(groupsOf(p, org.torchtpu.api.v1.Op.KindCase.ALL_GATHER)).as(flavour)
          .containsExactly(List.of(0, 1, 2, 3, 4, 5, 6, 7));
      assertThat(groupsOf(p, org.torchtpu.api.v1.Op.KindCase.REDUCE_SCATTER)).as(flavour)
          .containsExactly(List.of(0, 1, 2, 3, 4, 5, 6, 7));
      assertThat(p.graph().getOpsList()).as(flavour)
          .anyMatch(o -> o.getKindCase() == org.torchtpu.api.v1.Op.KindCase.DYNAMIC_SLICE
              && o.getDynamicSlice().getSliceSizesList().equals(List.of(64L, 128L)));
      StepReport r = new GraphSimulator().simulate(new GraphSimulator.Request(s.graph(), Generation.V5E, s.mesh(),
          List.of(), StepSimulator.Mode.COMPILED, 0, "fsdp_2axes"));
      assertThat(r.devices()).isEqualTo(8);
      assertThat(r.collectiveSeconds()).as(flavour).isPositive();
    }
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

  private static List<List<Integer>> groupsOf(org.torchtpu.server.compiler.spmd.SpmdPartitioner.Partitioned p,
      org.torchtpu.api.v1.Op.KindCase kind) {
    return p.graph().getOpsList().stream().filter(o -> o.getKindCase() == kind)
        .flatMap(o -> (kind == org.torchtpu.api.v1.Op.KindCase.ALL_GATHER ? o.getAllGather().getReplicaGroupsList()
            : o.getReduceScatter().getReplicaGroupsList()).stream())
        .map(org.torchtpu.api.v1.ReplicaGroup::getRanksList).toList();
  }

  @Test
  void unsupportedOrInconsistentShardingsAreRefusedWithTheReason() throws IOException {
    String sdy = resource("mlp_2x4.sdy.mlir");
    String unknownAxis = sdy.replaceFirst("\\[\\{\"data\"\\}, \\{\\}\\]", "[{\"data\", \"pipe\"}, {}]");
    assertThat(unknownAxis).isNotEqualTo(sdy);
    assertThatThrownBy(() -> ShardingImport.importModule(unknownAxis, null))
        .isInstanceOf(StableHloImportException.class).hasMessageContaining("axis \"pipe\"");
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
