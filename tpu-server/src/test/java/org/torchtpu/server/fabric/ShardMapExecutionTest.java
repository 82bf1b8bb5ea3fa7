package org.torchtpu.server.fabric;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.torchtpu.api.v1.CallOp;
import org.torchtpu.api.v1.CompileRequest;
import org.torchtpu.api.v1.CompileResponse;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.Parameter;
import org.torchtpu.api.v1.SpmdOptions;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.server.compiler.spmd.Mesh;
import org.torchtpu.server.simulate.GraphSimulator;
import org.torchtpu.server.simulate.SimDevice;
import org.torchtpu.server.simulate.StepReport;
import org.torchtpu.server.simulate.StepSimulator;
import org.torchtpu.server.stablehlo.ShardingImport;
import org.torchtpu.server.stablehlo.StableHloGoldenTest;

/**
 * shard_map programs exported by JAX over 4 to 8 devices (export_shard_map.py: a Megatron MLP, ring attention, an
 * all_to_all MoE dispatch, an FSDP layer, a shard_map inside an auto-sharded jit, axis_index, a 2x4 mesh), in GSPMD's
 * and Shardy's spelling, compiled with spmd on every rank of a world of the mesh's size on one host and run; every
 * rank's outputs are checked against its block of JAX's own outputs.
 */
class ShardMapExecutionTest {
  static final List<String> PATTERNS = List.of("megatron_mlp", "ring_attention", "moe_all_to_all", "fsdp_layer",
      "auto_with_shard_map", "axis_index_scale", "mesh_2d");
  private static TestHost host;
  private static ExecutorService threads;
  private static int worlds;

  @BeforeAll
  static void start() throws Exception {
    threads = Executors.newCachedThreadPool();
    host = new TestHost("shard-map-host", 8);
  }

  @AfterAll
  static void stop() {
    threads.shutdownNow();
    host.close();
  }

  static Stream<Arguments> programs() {
    return PATTERNS.stream().flatMap(p -> Stream.of(Arguments.of(p, "gspmd"), Arguments.of(p, "shardy")));
  }

  static JsonNode golden(String name) {
    return StableHloGoldenTest.golden("shard_map/" + name);
  }

  static String text(String name, String spelling) {
    return StableHloGoldenTest.resource("shard_map/" + name + "." + spelling + ".mlir");
  }

  static int[] meshOf(JsonNode golden) {
    int[] mesh = new int[golden.get("mesh").size()];
    for (int i = 0; i < mesh.length; i++) {
      mesh[i] = golden.get("mesh").get(i).asInt();
    }
    return mesh;
  }

  static float[] floats(JsonNode tensor) {
    JsonNode data = tensor.get("data");
    float[] out = new float[data.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = (float) data.get(i).asDouble();
    }
    return out;
  }

  @ParameterizedTest(name = "{0} ({1})")
  @MethodSource("programs")
  void everyRankMatchesJax(String name, String spelling) throws Exception {
    JsonNode golden = golden(name);
    String text = text(name, spelling);
    int[] shape = meshOf(golden);
    Mesh mesh = Mesh.of(shape);
    Graph graph = ShardingImport.importModule(text, shape).graph();
    List<float[]> inputs = new ArrayList<>();
    golden.get("inputs").forEach(t -> inputs.add(floats(t)));

    int n = mesh.ranks();
    List<TestHost> hosts = new ArrayList<>();
    int[] chips = new int[n];
    for (int r = 0; r < n; r++) {
      hosts.add(host);
      chips[r] = r;
    }
    // the slice the abstract simulation lays the mesh on, so both price the collectives on the same links
    WorldMembership.Builder world = TestHost.world("shmap" + (++worlds), hosts, chips, 30_000)
        .setSliceTopology(java.util.Arrays.stream(SimDevice.slice(Generation.V5E, n).dims()).mapToObj(String::valueOf)
            .collect(java.util.stream.Collectors.joining("x")));
    String[] sessions = new String[n];
    for (int r = 0; r < n; r++) {
      sessions[r] = host.openRank(world, r, EagerMode.DEBUG);
    }
    List<Future<RankRun>> futures = new ArrayList<>();
    for (int r = 0; r < n; r++) {
      int rank = r;
      futures.add(threads.submit(() -> runRank(text, graph, mesh, inputs, sessions[rank], rank)));
    }
    double worst = 0;
    double collectiveSeconds = 0;
    for (int r = 0; r < n; r++) {
      RankRun run = futures.get(r).get(120, TimeUnit.SECONDS);
      assertThat(run.outputs()).hasSize(golden.get("outputs").size());
      for (int o = 0; o < run.outputs().size(); o++) {
        JsonNode out = golden.get("outputs").get(o);
        TensorType type = TensorType.newBuilder().setDtype(DType.F32).addAllDims(longs(out.get("shape"))).build();
        float[] expected = SpmdExecutionTest.Shards.block(floats(out), type,
            run.compiled().getSpmd().getOutputShardings(o), mesh, mesh.coordinates(r));
        float[] actual = run.outputs().get(o);
        assertThat(actual).as("%s rank %d output %d", name, r, o).hasSize(expected.length);
        for (int i = 0; i < expected.length; i++) {
          double err = Math.abs(actual[i] - expected[i]);
          worst = Math.max(worst, err);
          assertThat(err).as("%s (%s) rank %d output %d [%d]: ours %s, jax %s", name, spelling, r, o, i, actual[i],
              expected[i]).isLessThanOrEqualTo(2e-5 * (1 + Math.abs(expected[i])));
        }
      }
      if (r == 0) {
        collectiveSeconds = run.compiled().getSpmd().getCollectiveSeconds();
      }
      if (r == 0 && !name.equals("ring_attention")) { // ring attention's permutes are in its loop: priced per trip
        assertThat(run.compiled().getSpmd().getCollectiveSeconds()).as("the region's collectives are priced")
            .isGreaterThan(0);
      }
    }
    for (String s : sessions) {
      host.sessions.close(s);
    }
    // the abstract simulation (what REST simulate runs for this text, the module's own mesh) prices the same
    // collectives as the real compile
    ShardingImport.Sharded own = ShardingImport.importModule(text, null);
    assertThat(own.mesh()).containsExactly(shape);
    StepReport simulated = new GraphSimulator().simulate(new GraphSimulator.Request(own.graph(), Generation.V5E,
        own.mesh(), List.of(), StepSimulator.Mode.COMPILED, 0, name));
    assertThat(simulated.devices()).isEqualTo(n);
    assertThat(simulated.collectiveSeconds()).as("simulated vs compiled collective seconds of %s", name)
        .isCloseTo(collectiveSeconds, org.assertj.core.data.Offset.offset(1e-12 + 1e-9 * collectiveSeconds));
    System.out.printf("shard_map %s (%s) on %d ranks: max |ours - jax| = %.2e, collectives %.3e s (compile) %.3e s "
        + "(simulated), step %.3e s (simulated)%n", name, spelling, n, worst, collectiveSeconds,
        simulated.collectiveSeconds(), simulated.stepSeconds());
  }

  /**
   * A psum only rank 0 reaches (inside an if on partition_id == 0): the other ranks finish their program, and rank 0
   * fails with DEADLINE_EXCEEDED after the world's collective timeout instead of waiting forever.
   */
  @org.junit.jupiter.api.Test
  void aCollectiveOneRankNeverReachesFailsWithAStatusInsteadOfHanging() throws Exception {
    String text = """
        module @jit_f attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
          func.func public @main(%arg0: tensor<8x4xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) -> (tensor<8x4xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) {
            %0 = stablehlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<8x4xf32>) -> tensor<8x4xf32>
            %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {mhlo.sharding = "{manual}"} : (tensor<8x4xf32>) -> tensor<2x4xf32>
            %p = stablehlo.partition_id : tensor<ui32>
            %z = stablehlo.constant dense<0> : tensor<ui32>
            %first = stablehlo.compare EQ, %p, %z, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
            %2 = "stablehlo.if"(%first) ({
              %r = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
              ^bb0(%a: tensor<f32>, %b: tensor<f32>):
                %s = stablehlo.add %a, %b : tensor<f32>
                stablehlo.return %s : tensor<f32>
              }) : (tensor<2x4xf32>) -> tensor<2x4xf32>
              stablehlo.return %r : tensor<2x4xf32>
            }, {
              stablehlo.return %1 : tensor<2x4xf32>
            }) : (tensor<i1>) -> tensor<2x4xf32>
            %3 = stablehlo.custom_call @Sharding(%2) {mhlo.sharding = "{manual}"} : (tensor<2x4xf32>) -> tensor<2x4xf32>
            %4 = stablehlo.custom_call @SPMDShardToFullShape(%3) {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<2x4xf32>) -> tensor<8x4xf32>
            return %4 : tensor<8x4xf32>
          }
        }
        """;
    Mesh mesh = Mesh.of(4);
    Graph graph = ShardingImport.importModule(text, new int[] {4}).graph();
    List<TestHost> hosts = List.of(host, host, host, host);
    WorldMembership.Builder world = TestHost.world("shmap-hang" + (++worlds), hosts, new int[] {0, 1, 2, 3}, 2_000)
        .setSliceTopology("4x1");
    String[] sessions = new String[4];
    for (int r = 0; r < 4; r++) {
      sessions[r] = host.openRank(world, r, EagerMode.DEBUG);
    }
    float[] x = new float[32];
    List<Future<RankRun>> futures = new ArrayList<>();
    for (int r = 0; r < 4; r++) {
      int rank = r;
      futures.add(threads.submit(() -> runRank(text, graph, mesh, List.of(x), sessions[rank], rank)));
    }
    for (int r = 1; r < 4; r++) {
      assertThat(futures.get(r).get(120, TimeUnit.SECONDS).outputs()).hasSize(1); // they skip the psum
    }
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> futures.get(0).get(120, TimeUnit.SECONDS))
        .hasCauseInstanceOf(io.grpc.StatusRuntimeException.class)
        .satisfies(e -> {
          System.out.println("shard_map hang refused: " + e.getCause().getMessage());
          assertThat(io.grpc.Status.fromThrowable(e.getCause()).getCode()).isEqualTo(io.grpc.Status.Code.DEADLINE_EXCEEDED);
        });
    // Rank 0 gave its round up; ranks 1-3 never issued it, so a later all-reduce is their round #1 and rank 0's #2.
    // Rank 0's part of round #1 must not be matched with theirs: every rank gets the sum of this all-reduce's own inputs
    // or fails naming the round (ranks 1-3 fail #1 at once, rank 0 waits for #2 until its timeout).
    List<Future<Object>> later = new ArrayList<>();
    for (int r = 0; r < 4; r++) {
      int rank = r;
      later.add(threads.submit(() -> {
        try {
          host.execute(sessions[rank], 10, TestHost.constant(4000, new float[] {10 * (rank + 1)}, DType.F32, 1),
              Op.newBuilder().addResults(4001).addOperands(4000).setAllReduce(org.torchtpu.api.v1.AllReduceOp.newBuilder()
                  .setReduction(org.torchtpu.api.v1.CollectiveReduction.COLLECTIVE_SUM)
                  .addReplicaGroups(org.torchtpu.api.v1.ReplicaGroup.newBuilder().addAllRanks(List.of(0, 1, 2, 3))))
                  .build());
          return host.download(sessions[rank], 4001).floats()[0];
        } catch (io.grpc.StatusRuntimeException e) {
          return e;
        }
      }));
    }
    for (int r = 0; r < 4; r++) {
      Object outcome = later.get(r).get(120, TimeUnit.SECONDS);
      if (outcome instanceof Float sum) {
        assertThat(sum).as("rank %d: only this all-reduce's inputs", r).isEqualTo(100f);
      } else {
        assertThat(((io.grpc.StatusRuntimeException) outcome).getStatus().getDescription()).as("rank %d", r)
            .containsPattern("all_reduce #[12] of group \\[0,1,2,3\\]");
      }
    }
    for (int r = 1; r < 4; r++) {
      assertThat(later.get(r).get()).as("rank %d reached round #1, which rank 0 gave up", r)
          .isInstanceOf(io.grpc.StatusRuntimeException.class);
    }
    for (String s : sessions) {
      host.sessions.close(s);
    }
  }

  /**
   * {@code ppermute(x, 'x', perm=[(0, 1)])} on 4 devices (a pipeline's first hop): rank 1 receives rank 0's block, and
   * every rank no pair targets (0, and 2 and 3 which no pair names at all) gets zeros, as jax.lax.ppermute documents
   * ("any device not in the target list gets zeros"). Ranks 2 and 3 used to fail: "rank 2 is in none of the pairs".
   */
  @org.junit.jupiter.api.Test
  void aPermuteLeavingRanksOutGivesThemZerosAsJaxDoes() throws Exception {
    String text = """
        module @jit_f attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
          func.func public @main(%arg0: tensor<8x4xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) -> (tensor<8x4xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) {
            %0 = stablehlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<8x4xf32>) -> tensor<8x4xf32>
            %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {mhlo.sharding = "{manual}"} : (tensor<8x4xf32>) -> tensor<2x4xf32>
            %2 = "stablehlo.collective_permute"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
            %3 = stablehlo.custom_call @Sharding(%2) {mhlo.sharding = "{manual}"} : (tensor<2x4xf32>) -> tensor<2x4xf32>
            %4 = stablehlo.custom_call @SPMDShardToFullShape(%3) {mhlo.sharding = "{devices=[4,1]<=[4]}"} : (tensor<2x4xf32>) -> tensor<8x4xf32>
            return %4 : tensor<8x4xf32>
          }
        }
        """;
    Mesh mesh = Mesh.of(4);
    Graph graph = ShardingImport.importModule(text, new int[] {4}).graph();
    WorldMembership.Builder world = TestHost.world("shmap-partial" + (++worlds), List.of(host, host, host, host),
        new int[] {0, 1, 2, 3}, 30_000).setSliceTopology("4x1");
    String[] sessions = new String[4];
    for (int r = 0; r < 4; r++) {
      sessions[r] = host.openRank(world, r, EagerMode.DEBUG);
    }
    float[] x = new float[32];
    for (int i = 0; i < x.length; i++) {
      x[i] = i + 1; // no zero in the input: a zero output can only be the permute's fill
    }
    List<Future<RankRun>> futures = new ArrayList<>();
    for (int r = 0; r < 4; r++) {
      int rank = r;
      futures.add(threads.submit(() -> runRank(text, graph, mesh, List.of(x), sessions[rank], rank)));
    }
    for (int r = 0; r < 4; r++) {
      float[] out = futures.get(r).get(120, TimeUnit.SECONDS).outputs().get(0);
      float[] expected = new float[8];
      if (r == 1) {
        System.arraycopy(x, 0, expected, 0, 8); // rank 0's block
      }
      assertThat(out).as("rank %d", r).containsExactly(expected);
    }
    for (String s : sessions) {
      host.sessions.close(s);
    }
  }

  record RankRun(List<float[]> outputs, CompileResponse compiled) {}

  private static RankRun runRank(String text, Graph graph, Mesh mesh, List<float[]> inputs, String session,
      int rank) throws Exception {
    CompileResponse compiled = host.blocking.compile(CompileRequest.newBuilder().setSessionId(session)
        .setStablehlo(text).setSpmd(SpmdOptions.newBuilder().setMesh(mesh.toProto())).build());
    List<TensorType> local = compiled.getSpmd().getLocalParameterTypesList();
    List<Op> ops = new ArrayList<>();
    Op.Builder callOp = Op.newBuilder().setCall(CallOp.newBuilder().setProgramId(compiled.getProgramId())
        .addAllParameterTypes(local).addAllResultTypes(compiled.getOutputTypesList()));
    int[] coords = mesh.coordinates(rank);
    for (int i = 0; i < graph.getParametersCount(); i++) {
      Parameter p = graph.getParameters(i);
      float[] shard = SpmdExecutionTest.Shards.block(inputs.get(i), p.getType(), p.getSharding(), mesh, coords);
      ops.add(TestHost.constant(1000 + i, shard, DType.F32, dims(local.get(i))));
      callOp.addOperands(1000 + i);
    }
    for (int a = 0; a < mesh.axes(); a++) {
      ops.add(TestHost.constantLongs(2000 + a, new long[] {coords[a]}, DType.S32));
      callOp.addOperands(2000 + a);
    }
    for (int o = 0; o < compiled.getOutputTypesCount(); o++) {
      callOp.addResults(3000 + o);
    }
    ops.add(callOp.build());
    host.blocking.withDeadlineAfter(120, TimeUnit.SECONDS).execute(
        ExecuteRequest.newBuilder().setSessionId(session).setFirstSequence(1).addAllOps(ops).build());
    List<float[]> out = new ArrayList<>();
    for (int o = 0; o < compiled.getOutputTypesCount(); o++) {
      out.add(host.download(session, 3000 + o).floats());
    }
    return new RankRun(out, compiled);
  }

  private static List<Long> longs(JsonNode array) {
    List<Long> out = new ArrayList<>();
    array.forEach(v -> out.add(v.asLong()));
    return out;
  }

  private static long[] dims(TensorType t) {
    return t.getDimsList().stream().mapToLong(Long::longValue).toArray();
  }
}
