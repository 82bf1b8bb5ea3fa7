package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.assertj.core.data.Percentage;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ReplicaGroup;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.chip.IciSpec;
import org.torchtpu.server.compiler.spmd.Mesh;
import org.torchtpu.server.compiler.spmd.SpmdPartitioner;
import org.torchtpu.server.cost.CollectiveKind;
import org.torchtpu.server.cost.IciCostModel;
import org.torchtpu.server.simulate.GraphSimulator;
import org.torchtpu.server.simulate.SimDevice;
import org.torchtpu.server.simulate.StepReport;
import org.torchtpu.server.simulate.StepSimulator;

/**
 * Modules lowered by JAX 0.10 over meshes of three and five axes (stablehlo/sharded/make_sharded_nd.py: MaxText's
 * ('data', 'fsdp', 'tensor') and ('data', 'stage', 'fsdp', 'tensor', 'expert')), in both spellings, against what JAX
 * itself made of them (expected_nd.json): the per-device shapes of every parameter and output
 * ({@code NamedSharding.shard_shape}), and the replica groups of the collectives XLA's partitioner put in the compiled
 * program wherever our partitioner makes the same choice.
 */
class MeshOfManyAxesTest {
  private static String resource(String name) throws IOException {
    try (InputStream in = MeshOfManyAxesTest.class.getResourceAsStream("/stablehlo/sharded/" + name)) {
      assertThat(in).as(name).isNotNull();
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private static int[] intArray(JsonNode array) {
    int[] out = new int[array.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = array.get(i).asInt();
    }
    return out;
  }

  private static List<Long> dims(TensorType t) {
    return t.getDimsList();
  }

  private static List<Long> longs(JsonNode array) {
    List<Long> out = new ArrayList<>();
    array.forEach(n -> out.add(n.asLong()));
    return out;
  }

  /** A collective's groups as a set of rank sets (XLA and we may list groups, and ranks of a sum, in any order). */
  private static Set<Set<Integer>> groupSets(List<List<Integer>> groups) {
    Set<Set<Integer>> out = new java.util.HashSet<>();
    for (List<Integer> g : groups) {
      out.add(new TreeSet<>(g));
    }
    return out;
  }

  private static List<List<Integer>> ours(List<ReplicaGroup> groups) {
    return groups.stream().map(ReplicaGroup::getRanksList).toList();
  }

  private static List<List<Integer>> xla(JsonNode groups) {
    List<List<Integer>> out = new ArrayList<>();
    groups.forEach(g -> {
      List<Integer> ranks = new ArrayList<>();
      g.forEach(r -> ranks.add(r.asInt()));
      out.add(ranks);
    });
    return out;
  }

  private static List<Op> collectives(Graph partitioned) {
    return partitioned.getOpsList().stream().filter(op -> op.hasAllReduce() || op.hasAllGather()
        || op.hasReduceScatter() || op.hasAllToAll()).toList();
  }

  private static List<ReplicaGroup> groupsOf(Op op) {
    return switch (op.getKindCase()) {
      case ALL_REDUCE -> op.getAllReduce().getReplicaGroupsList();
      case ALL_GATHER -> op.getAllGather().getReplicaGroupsList();
      case REDUCE_SCATTER -> op.getReduceScatter().getReplicaGroupsList();
      default -> op.getAllToAll().getReplicaGroupsList();
    };
  }

  @Test
  void perDeviceShapesAreJaxsInBothSpellings() throws IOException {
    JsonNode expected = new ObjectMapper().readTree(resource("expected_nd.json"));
    int checked = 0;
    for (Iterator<Map.Entry<String, JsonNode>> it = expected.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> c = it.next();
      int[] mesh = intArray(c.getValue().get("mesh"));
      for (String flavour : List.of("sdy", "gspmd")) {
        String file = c.getKey() + "." + flavour + ".mlir";
        // GSPMD strings such as {devices=[4,1,2]<=[8] last_tile_dim_replicate} do not show the mesh: it is given
        ShardingImport.Sharded sharded = ShardingImport.importModule(resource(file), mesh);
        assertThat(sharded.mesh()).as(file).containsExactly(mesh);
        SpmdPartitioner.Partitioned p = SpmdPartitioner.partition(sharded.graph(), Mesh.of(mesh));
        JsonNode params = c.getValue().get("localParameterShapes");
        for (int i = 0; i < params.size(); i++) {
          assertThat(dims(p.localParameterTypes().get(i))).as("%s parameter %d", file, i)
              .isEqualTo(longs(params.get(i)));
        }
        JsonNode outs = c.getValue().get("localOutputShapes");
        for (int i = 0; i < outs.size(); i++) {
          assertThat(dims(p.localOutputTypes().get(i))).as("%s output %d", file, i).isEqualTo(longs(outs.get(i)));
        }
        checked++;
      }
    }
    assertThat(checked).isEqualTo(8);
  }

  @Test
  void sdyMeshOfFiveAxesIsReadWithItsSingletonAxes() throws IOException {
    ShardingImport.Sharded sharded = ShardingImport.importModule(resource("mlp_5axes_2x1x2x2x1.sdy.mlir"), null);
    assertThat(sharded.mesh()).containsExactly(2, 1, 2, 2, 1);
    // P(('data', 'stage', 'fsdp'), None): the three axes, as JAX listed them
    assertThat(sharded.graph().getParameters(0).getSharding().getDimMeshAxes(0).getAxesList())
        .containsExactly(0, 1, 2);
  }

  @Test
  void replicaGroupsAreXlasWhereThePartitionersAgree() throws IOException {
    JsonNode expected = new ObjectMapper().readTree(resource("expected_nd.json"));
    // the Megatron MLPs and the row-parallel matmul: XLA and we both end in one all-reduce of the partial sums
    for (String name : List.of("mlp_3d_2x2x2", "mlp_5axes_2x1x2x2x1", "rowpar_3d_reversed")) {
      JsonNode c = expected.get(name);
      int[] mesh = intArray(c.get("mesh"));
      for (String flavour : List.of("sdy", "gspmd")) {
        Graph graph = ShardingImport.importModule(resource(name + "." + flavour + ".mlir"), mesh).graph();
        List<Op> ours = collectives(SpmdPartitioner.partition(graph, Mesh.of(mesh)).graph());
        JsonNode theirs = c.get("xlaCollectives");
        assertThat(ours).as(name).hasSize(theirs.size());
        for (int i = 0; i < ours.size(); i++) {
          assertThat(TypeInference.kindName(ours.get(i)).replace('_', '-')).as(name)
              .isEqualTo(theirs.get(i).get("kind").asText());
          assertThat(groupSets(ours(groupsOf(ours.get(i))))).as("%s.%s collective %d", name, flavour, i)
              .isEqualTo(groupSets(xla(theirs.get(i).get("groups"))));
        }
      }
    }
  }

  @Test
  void fsdpTimesTensorOnThreeAxesCommunicatesOverTheFsdpGroupsXlaUses() throws IOException {
    JsonNode c = new ObjectMapper().readTree(resource("expected_nd.json")).get("fsdp_tp_3d_2x2x2");
    int[] mesh = intArray(c.get("mesh"));
    Graph graph = ShardingImport.importModule(resource("fsdp_tp_3d_2x2x2.sdy.mlir"), mesh).graph();
    List<Op> ours = collectives(SpmdPartitioner.partition(graph, Mesh.of(mesh)).graph());
    // XLA all-gathers the weight's rows over fsdp ({0,2},{1,3},{4,6},{5,7}); our partitioner keeps the weight split
    // and computes row-parallel partial sums instead (README, "Not modelled"): the activations gathered over the
    // batch's (data, fsdp) group, re-sliced to the fsdp block, and the partial sums all-reduced over the same fsdp
    // pairs XLA gathers over
    Set<Set<Integer>> fsdpGroups = groupSets(xla(c.get("xlaCollectives").get(0).get("groups")));
    assertThat(ours).extracting(TypeInference::kindName).containsExactly("all_gather", "all_reduce");
    assertThat(groupSets(ours(groupsOf(ours.get(0))))).isEqualTo(groupSets(List.of(List.of(0, 2, 4, 6),
        List.of(1, 3, 5, 7))));
    assertThat(groupSets(ours(groupsOf(ours.get(1))))).isEqualTo(fsdpGroups);
  }

  @Test
  void aThreeAxisMeshPricesItsCollectiveOnItsGroupsChips() throws IOException {
    int[] mesh = {2, 2, 2};
    Graph graph = ShardingImport.importModule(resource("mlp_3d_2x2x2.sdy.mlir"), mesh).graph();
    StepReport r = new GraphSimulator().simulate(new GraphSimulator.Request(graph, Generation.V5P, mesh, List.of(),
        StepSimulator.Mode.COMPILED, 0, "mlp_3d"));
    // one all-reduce of the rank's bf16[64,512] partial sums (the module's dot yields bf16) over a tensor pair
    // ({0,1}, ...) on 8 v5p chips
    IciCostModel ici = new IciCostModel(IciSpec.of(Generation.V5P), SimDevice.slice(Generation.V5P, 8));
    double expected = ici.price(CollectiveKind.ALL_REDUCE, 64L * 512 * 2, new int[] {0, 1}).seconds();
    assertThat(r.collectiveSeconds()).isCloseTo(expected, Percentage.withPercentage(1e-9));
  }

  @Test
  void meshesUpToSixteenAxesAndGroupsUpToFiveSplitAxes() {
    // MaxText's twelve axes, most of one device: a dim over all of them is a dim over the three that split
    int[] twelve = {2, 1, 2, 1, 1, 1, 1, 2, 1, 1, 1, 1};
    Mesh mesh = Mesh.of(twelve);
    TensorType t = TensorType.newBuilder().setDtype(org.torchtpu.api.v1.DType.BF16).addDims(64).addDims(8).build();
    org.torchtpu.api.v1.MeshAxes.Builder all = org.torchtpu.api.v1.MeshAxes.newBuilder();
    for (int a = 0; a < twelve.length; a++) {
      all.addAxes(a);
    }
    org.torchtpu.api.v1.Sharding s = org.torchtpu.api.v1.Sharding.newBuilder().addDimMeshAxes(all)
        .addDimMeshAxes(org.torchtpu.api.v1.MeshAxes.getDefaultInstance()).build();
    org.torchtpu.server.compiler.spmd.ShardSpec spec = org.torchtpu.server.compiler.spmd.ShardSpec.fromProto(s, t,
        mesh);
    assertThat(org.torchtpu.server.compiler.spmd.AxisGroup.axes(spec.dimAxes()[0])).containsExactly(0, 2, 7);
    assertThat(mesh.size(spec.dimAxes()[0])).isEqualTo(8);

    org.assertj.core.api.Assertions.assertThatThrownBy(() -> Mesh.of(new int[17]))
        .hasMessageContaining("1 to 16 axes");
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> org.torchtpu.server.compiler.spmd.AxisGroup.of(0, 1, 2,
        3, 4, 5)).hasMessageContaining("at most 5 mesh axes");
    // sixteen axes of 65,536 would wrap any int or long product of the sizes to 0: refused before anything multiplies
    int[] huge = new int[16];
    java.util.Arrays.fill(huge, 65_536);
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> Mesh.of(huge))
        .hasMessageContaining("at most " + Mesh.MAX_RANKS + " ranks");
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> org.torchtpu.server.admin.SimulateLimits.checkMesh(
        Generation.V5E, huge, 1)).hasMessageContaining("devices");
    assertThat(Mesh.of(1024, 1024).ranks()).isEqualTo(Mesh.MAX_RANKS);
  }
}
