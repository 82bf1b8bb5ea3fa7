package org.torchtpu.server.fabric;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CallOp;
import org.torchtpu.api.v1.CompileRequest;
import org.torchtpu.api.v1.CompileResponse;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.ExecuteResponse;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpenSessionRequest;
import org.torchtpu.api.v1.Parameter;
import org.torchtpu.api.v1.SpmdOptions;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.server.compiler.spmd.Mesh;
import org.torchtpu.server.compiler.spmd.ShardSpec;
import org.torchtpu.api.v1.Sharding;
import org.torchtpu.server.compiler.spmd.SpmdGraphs;
import org.torchtpu.server.cost.CollectiveKind;
import org.torchtpu.server.cost.IciCostModel;
import org.torchtpu.server.cost.SliceTopology;
import org.torchtpu.server.chip.IciSpec;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.server.exec.DeviceArray;

/**
 * SPMD programs run on 4 (a 2x2x2 mesh: 8) chips of one host (a rank per chip, each session running the per-rank
 * program as one CallOp with its shards), checked against the same graph on one chip.
 */
class SpmdExecutionTest {
  private static TestHost host;
  /** Made per run of the class and shut down after it: a static final pool would stay shut for a rerun in this JVM. */
  private static ExecutorService threads;
  private static int worlds;

  @BeforeAll
  static void start() throws Exception {
    threads = Executors.newCachedThreadPool();
    host = new TestHost("spmd-host", 8);
  }

  @AfterAll
  static void stop() {
    threads.shutdownNow();
    host.close();
  }

  /** Every rank's outputs and the compile answer of rank 0. */
  private record SpmdRun(List<List<float[]>> outputs, CompileResponse compiled, List<Double> callSeconds) {}

  private static SpmdRun runSpmd(Graph graph, Mesh mesh, List<float[]> inputs, String topology) throws Exception {
    int n = mesh.ranks();
    List<TestHost> hosts = new ArrayList<>();
    int[] chips = new int[n];
    for (int r = 0; r < n; r++) {
      hosts.add(host);
      chips[r] = r;
    }
    WorldMembership.Builder world = TestHost.world("spmd" + (++worlds), hosts, chips, 30_000)
        .setSliceTopology(topology);
    String[] sessions = new String[n];
    for (int r = 0; r < n; r++) {
      sessions[r] = host.openRank(world, r, EagerMode.DEBUG);
    }
    List<Future<Object[]>> futures = new ArrayList<>();
    for (int r = 0; r < n; r++) {
      int rank = r;
      futures.add(threads.submit(() -> runRank(graph, mesh, inputs, sessions[rank], rank)));
    }
    List<List<float[]>> outputs = new ArrayList<>();
    List<Double> seconds = new ArrayList<>();
    CompileResponse first = null;
    for (Future<Object[]> f : futures) {
      Object[] result = f.get(120, TimeUnit.SECONDS);
      @SuppressWarnings("unchecked")
      List<float[]> out = (List<float[]>) result[0];
      outputs.add(out);
      first = first == null ? (CompileResponse) result[1] : first;
      seconds.add((Double) result[2]);
    }
    for (String s : sessions) {
      host.sessions.close(s);
    }
    return new SpmdRun(outputs, first, seconds);
  }

  private static Object[] runRank(Graph graph, Mesh mesh, List<float[]> inputs, String session, int rank)
      throws Exception {
    CompileResponse compiled = host.blocking.compile(CompileRequest.newBuilder().setSessionId(session)
        .setGraph(graph).setSpmd(SpmdOptions.newBuilder().setMesh(mesh.toProto())).build());
    List<TensorType> local = compiled.getSpmd().getLocalParameterTypesList();
    List<Op> ops = new ArrayList<>();
    CallOp.Builder call = CallOp.newBuilder().setProgramId(compiled.getProgramId()).addAllParameterTypes(local)
        .addAllResultTypes(compiled.getOutputTypesList());
    Op.Builder callOp = Op.newBuilder().setCall(call);
    int[] coords = mesh.coordinates(rank);
    for (int i = 0; i < graph.getParametersCount(); i++) {
      Parameter p = graph.getParameters(i);
      float[] shard = Shards.block(inputs.get(i), p.getType(), p.getSharding(), mesh, coords);
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
    ExecuteResponse response = host.blocking.withDeadlineAfter(120, TimeUnit.SECONDS).execute(
        ExecuteRequest.newBuilder().setSessionId(session).setFirstSequence(1).addAllOps(ops).build());
    List<float[]> out = new ArrayList<>();
    for (int o = 0; o < compiled.getOutputTypesCount(); o++) {
      out.add(host.download(session, 3000 + o).floats());
    }
    double callSeconds = response.getResults(ops.size() - 1).getTiming().getDeviceSeconds();
    return new Object[] {out, compiled, callSeconds};
  }

  /** The same graph (shardings ignored) compiled and run on one chip. */
  private static List<float[]> runSingleChip(Graph graph, List<float[]> inputs) throws Exception {
    String session = host.blocking.openSession(OpenSessionRequest.newBuilder().setTenant("t").setChip(0)
        .setMode(EagerMode.DEBUG).build()).getSessionId();
    try {
      CompileResponse compiled = host.blocking.compile(CompileRequest.newBuilder().setSessionId(session)
          .setGraph(graph).build());
      List<Op> ops = new ArrayList<>();
      Op.Builder callOp = Op.newBuilder().setCall(CallOp.newBuilder().setProgramId(compiled.getProgramId())
          .addAllResultTypes(compiled.getOutputTypesList()));
      for (int i = 0; i < graph.getParametersCount(); i++) {
        TensorType t = graph.getParameters(i).getType();
        callOp.getCallBuilder().addParameterTypes(t);
        ops.add(TestHost.constant(1000 + i, inputs.get(i), DType.F32, dims(t)));
        callOp.addOperands(1000 + i);
      }
      for (int o = 0; o < compiled.getOutputTypesCount(); o++) {
        callOp.addResults(3000 + o);
      }
      ops.add(callOp.build());
      host.execute(session, 1, ops.toArray(new Op[0]));
      List<float[]> out = new ArrayList<>();
      for (int o = 0; o < compiled.getOutputTypesCount(); o++) {
        out.add(host.download(session, 3000 + o).floats());
      }
      return out;
    } finally {
      host.sessions.close(session);
    }
  }

  private static long[] dims(TensorType t) {
    return t.getDimsList().stream().mapToLong(Long::longValue).toArray();
  }

  /** Values on a grid of 1/8 in [-2, 2]: every product and partial sum here is exact in float32. */
  private static List<float[]> gridInputs(Graph graph, long seed) {
    Random random = new Random(seed);
    List<float[]> out = new ArrayList<>();
    for (Parameter p : graph.getParametersList()) {
      float[] v = new float[(int) org.torchtpu.api.ir.Shapes.numElements(p.getType())];
      for (int i = 0; i < v.length; i++) {
        v[i] = (random.nextInt(33) - 16) / 8f;
      }
      out.add(v);
    }
    return out;
  }

  private static List<float[]> uniformInputs(Graph graph, long seed) {
    Random random = new Random(seed);
    List<float[]> out = new ArrayList<>();
    for (Parameter p : graph.getParametersList()) {
      float[] v = new float[(int) org.torchtpu.api.ir.Shapes.numElements(p.getType())];
      for (int i = 0; i < v.length; i++) {
        v[i] = random.nextFloat() * 2 - 1;
      }
      out.add(v);
    }
    return out;
  }

  @Test
  void tensorParallelMlpEqualsOneChipExactlyWhenSumsAreExact() throws Exception {
    Graph mlp = SpmdGraphs.megatronMlp(8, 16, 32);
    List<float[]> inputs = gridInputs(mlp, 1);
    SpmdRun spmd = runSpmd(mlp, Mesh.of(4), inputs, "");
    List<float[]> single = runSingleChip(mlp, inputs);
    assertThat(spmd.compiled().getSpmd().getInsertedCollectives()).isEqualTo(1);
    for (int r = 0; r < 4; r++) {
      assertThat(spmd.outputs().get(r).get(0)).as("rank %d", r).containsExactly(single.get(0));
    }
  }

  @Test
  void tensorParallelMlpWithinTheSummationOrderBound() throws Exception {
    Graph mlp = SpmdGraphs.megatronMlp(8, 16, 32);
    List<float[]> inputs = uniformInputs(mlp, 2);
    SpmdRun spmd = runSpmd(mlp, Mesh.of(4), inputs, "");
    float[] single = runSingleChip(mlp, inputs).get(0);
    // Inputs in [-1,1] (bf16-rounded on the MXU, products exact in float32): a hidden unit is at most
    // 16 + 1 = 17, so an output sums 32 products of magnitude <= 17 (sum <= 544) plus the bias. One chip
    // adds them in one float32 chain, SPMD in 4 chains of 8 plus a chain over the ranks: both are within
    // 31 * 2^-24 * 544 (about 1e-3) of the exact sum, so they differ by at most twice that.
    double bound = 2 * 31 * Math.pow(2, -24) * 544;
    float[] rank0 = spmd.outputs().get(0).get(0);
    for (int i = 0; i < single.length; i++) {
      assertThat((double) rank0[i]).as("element %d", i).isCloseTo(single[i], org.assertj.core.data.Offset.offset(bound));
    }
    for (int r = 1; r < 4; r++) {
      assertThat(spmd.outputs().get(r).get(0)).as("rank %d equals rank 0", r).containsExactly(rank0);
    }
  }

  @Test
  void dataParallelStepEqualsOneChipOnTheFullBatch() throws Exception {
    Graph step = SpmdGraphs.dataParallelStep(16, 8, 4, 0.125f);
    List<float[]> inputs = gridInputs(step, 3);
    SpmdRun spmd = runSpmd(step, Mesh.of(4), inputs, "2x2");
    List<float[]> single = runSingleChip(step, inputs);
    for (int r = 0; r < 4; r++) {
      assertThat(spmd.outputs().get(r).get(0)).as("rank %d weights", r).containsExactly(single.get(0));
      assertThat(spmd.outputs().get(r).get(1)).as("rank %d loss", r).containsExactly(single.get(1));
    }
  }

  /**
   * A dim split over both axes of a 2x2 mesh at once: x's rows over (1, 0) (block c1 * 2 + c0), w's rows over
   * (0, 1). x is gathered along its group, sliced by the contracting dim's block index, and the partial product is
   * all-reduced over all four ranks in one collective; every rank ends with the one-chip result, exactly.
   */
  @Test
  void aDimSplitOverBothMeshAxesEqualsOneChipExactly() throws Exception {
    SpmdGraphs g = new SpmdGraphs();
    long x = g.param(SpmdGraphs.groups(new int[] {1, 0}, new int[] {}), 8, 16);
    long w = g.param(SpmdGraphs.groups(new int[] {0, 1}, new int[] {}), 16, 8);
    g.output(g.matmul(x, w));
    Graph graph = g.build();
    List<float[]> inputs = gridInputs(graph, 5);
    SpmdRun spmd = runSpmd(graph, Mesh.of(2, 2), inputs, "2x2");
    List<float[]> single = runSingleChip(graph, inputs);
    assertThat(spmd.compiled().getSpmd().getLocalParameterTypes(0).getDimsList()).containsExactly(2L, 16L);
    assertThat(spmd.compiled().getSpmd().getLocalParameterTypes(1).getDimsList()).containsExactly(4L, 8L);
    for (int r = 0; r < 4; r++) {
      assertThat(spmd.outputs().get(r).get(0)).as("rank %d", r).containsExactly(single.get(0));
    }
  }

  /**
   * MaxText's ('data', 'fsdp', 'tensor') on 2x2x2 chips: the batch over data and fsdp together, a Megatron MLP over
   * tensor, the contracted hidden dim's partial sums all-reduced over tensor pairs; every rank ends with its block of
   * the one-chip result, exactly.
   */
  @Test
  void aThreeAxisMeshOfEightChipsEqualsOneChipExactly() throws Exception {
    SpmdGraphs g = new SpmdGraphs();
    Sharding batch = SpmdGraphs.groups(new int[] {0, 1}, new int[] {});
    long x = g.param(batch, 8, 16);
    long w1 = g.param(SpmdGraphs.sharding(-1, 2), 16, 8);
    long w2 = g.param(SpmdGraphs.sharding(2, -1), 8, 4);
    g.output(g.matmul(g.matmul(x, w1), w2), batch);
    Graph graph = g.build();
    List<float[]> inputs = gridInputs(graph, 6);
    SpmdRun spmd = runSpmd(graph, Mesh.of(2, 2, 2), inputs, "2x4"); // a v5e host: a 2-D slice of 8
    float[] single = runSingleChip(graph, inputs).get(0);
    // the shards, then one s32[] mesh coordinate per axis
    assertThat(spmd.compiled().getSpmd().getLocalParameterTypesList()).extracting(t -> t.getDimsList())
        .containsExactly(List.of(2L, 16L), List.of(16L, 4L), List.of(4L, 4L), List.of(), List.of(), List.of());
    assertThat(spmd.compiled().getSpmd().getInsertedCollectives()).isEqualTo(1);
    Mesh mesh = Mesh.of(2, 2, 2);
    for (int r = 0; r < 8; r++) {
      int block = mesh.coordinates(r)[0] * 2 + mesh.coordinates(r)[1]; // rows 2*block .. 2*block+1 of [8,4]
      assertThat(spmd.outputs().get(r).get(0)).as("rank %d", r)
          .containsExactly(java.util.Arrays.copyOfRange(single, block * 8, block * 8 + 8));
    }
  }

  @Test
  void simulatedTimeIncludesTheCollectivesPricedOnTheSlice() throws Exception {
    Graph step = SpmdGraphs.dataParallelStep(16, 8, 4, 0.125f);
    SpmdRun spmd = runSpmd(step, Mesh.of(4), gridInputs(step, 4), "2x2");
    CompileResponse r = spmd.compiled();
    // two all-reduces over the 2x2 v5e slice: the f32[8,4] gradient and the f32[] loss
    IciCostModel ici = new IciCostModel(IciSpec.of(Generation.V5E), SliceTopology.parse("2x2", Generation.V5E));
    double expected = ici.price(CollectiveKind.ALL_REDUCE, 8 * 4 * 4, new int[] {0, 1, 2, 3}).seconds()
        + ici.price(CollectiveKind.ALL_REDUCE, 4, new int[] {0, 1, 2, 3}).seconds();
    assertThat(r.getSpmd().getCollectiveSeconds()).isCloseTo(expected, org.assertj.core.data.Offset.offset(1e-12));
    assertThat(r.getEstimatedDeviceSeconds()).isGreaterThan(r.getSpmd().getCollectiveSeconds());
    for (double s : spmd.callSeconds()) {
      assertThat(s).isEqualTo(r.getEstimatedDeviceSeconds());
    }
  }

  @Test
  void spmdCompileNeedsAWorldOfTheMeshSize() throws Exception {
    Graph mlp = SpmdGraphs.megatronMlp(8, 16, 32);
    String standalone = host.blocking.openSession(OpenSessionRequest.newBuilder().setTenant("t").setChip(0)
        .setMode(EagerMode.DEBUG).build()).getSessionId();
    try {
      assertThatThrownBy(() -> host.blocking.compile(CompileRequest.newBuilder().setSessionId(standalone)
          .setGraph(mlp).setSpmd(SpmdOptions.newBuilder().setMesh(Mesh.of(4).toProto())).build()))
          .isInstanceOfSatisfying(StatusRuntimeException.class,
              e -> assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.FAILED_PRECONDITION))
          .hasMessageContaining("world");
    } finally {
      host.sessions.close(standalone);
    }
    WorldMembership.Builder world = TestHost.world("spmd-size" + (++worlds), List.of(host, host), new int[] {0, 1},
        30_000);
    String rank0 = host.openRank(world, 0, EagerMode.DEBUG);
    try {
      assertThatThrownBy(() -> host.blocking.compile(CompileRequest.newBuilder().setSessionId(rank0)
          .setGraph(mlp).setSpmd(SpmdOptions.newBuilder().setMesh(Mesh.of(4).toProto())).build()))
          .isInstanceOfSatisfying(StatusRuntimeException.class,
              e -> assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT))
          .hasMessageContaining("mesh 4 has 4 ranks but world");
    } finally {
      host.sessions.close(rank0);
    }
  }

  /** Cuts a rank's block out of a whole row-major tensor. */
  static final class Shards {
    static float[] block(float[] whole, TensorType type, Sharding sharding, Mesh mesh, int[] coords) {
      int rank = type.getDimsCount();
      long[] dims = dims(type);
      long[] local = dims.clone();
      long[] offset = new long[rank];
      ShardSpec spec = ShardSpec.fromProto(sharding, type, mesh);
      for (int d = 0; d < rank; d++) {
        int a = spec.axisOf(d);
        if (a != ShardSpec.NONE) {
          local[d] = dims[d] / mesh.size(a);
          offset[d] = mesh.blockIndex(a, coords) * local[d];
        }
      }
      int size = 1;
      for (long l : local) {
        size *= (int) l;
      }
      float[] out = new float[size];
      long[] index = new long[rank];
      for (int i = 0; i < size; i++) {
        long flat = 0;
        for (int d = 0; d < rank; d++) {
          flat = flat * dims[d] + offset[d] + index[d];
        }
        out[i] = whole[(int) flat];
        for (int d = rank - 1; d >= 0; d--) {
          if (++index[d] < local[d]) {
            break;
          }
          index[d] = 0;
        }
      }
      return out;
    }
  }
}
