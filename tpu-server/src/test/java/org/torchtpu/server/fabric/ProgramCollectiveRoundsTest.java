package org.torchtpu.server.fabric;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.CallOp;
import org.torchtpu.api.v1.CompileRequest;
import org.torchtpu.api.v1.CompileResponse;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.SpmdOptions;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.server.compiler.spmd.Mesh;

/**
 * Collectives inside programs (a CallOp) whose rounds the ranks do not all take: a call skipped on one rank after a
 * failed op, and an {@code if} on partition_id around a psum followed by a psum of the same shape. Without a check, a
 * rank's collective pairs with a DIFFERENT collective of its peers and sums it silently; here each rank gets an error
 * naming what went wrong (the collectives that differ, or the fenced group and round), never a wrong sum.
 */
class ProgramCollectiveRoundsTest {
  private static TestHost host;
  private static TestHost hostB;
  private static ExecutorService threads;
  private static int worlds;

  /** psum over both ranks of each rank's [2,4] block of a [4,4] argument. */
  private static final String PSUM = """
      module @jit_p attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
        func.func public @main(%arg0: tensor<4x4xf32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}) -> (tensor<4x4xf32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}) {
          %0 = stablehlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{devices=[2,1]<=[2]}"} : (tensor<4x4xf32>) -> tensor<4x4xf32>
          %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {mhlo.sharding = "{manual}"} : (tensor<4x4xf32>) -> tensor<2x4xf32>
          %r = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
          ^bb0(%a: tensor<f32>, %b: tensor<f32>):
            %s = stablehlo.add %a, %b : tensor<f32>
            stablehlo.return %s : tensor<f32>
          }) : (tensor<2x4xf32>) -> tensor<2x4xf32>
          %3 = stablehlo.custom_call @Sharding(%r) {mhlo.sharding = "{manual}"} : (tensor<2x4xf32>) -> tensor<2x4xf32>
          %4 = stablehlo.custom_call @SPMDShardToFullShape(%3) {mhlo.sharding = "{devices=[2,1]<=[2]}"} : (tensor<2x4xf32>) -> tensor<4x4xf32>
          return %4 : tensor<4x4xf32>
        }
      }
      """;

  /**
   * Rank 0 alone runs a psum inside {@code if partition_id == 0}; then every rank runs a psum of the same [2,4] shape on
   * twice its block. Ranks 1 and 2 reach the second psum as their first collective while rank 0 is in its first: matched
   * by round number alone, rank 0's if-psum would sum x0 + 2 x1 + 2 x2.
   */
  private static final String IF_PSUM = """
      module @jit_q attributes {mhlo.num_partitions = 3 : i32, mhlo.num_replicas = 1 : i32} {
        func.func public @main(%arg0: tensor<6x4xf32> {mhlo.sharding = "{devices=[3,1]<=[3]}"}) -> (tensor<6x4xf32> {mhlo.sharding = "{devices=[3,1]<=[3]}"}) {
          %0 = stablehlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{devices=[3,1]<=[3]}"} : (tensor<6x4xf32>) -> tensor<6x4xf32>
          %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {mhlo.sharding = "{manual}"} : (tensor<6x4xf32>) -> tensor<2x4xf32>
          %p = stablehlo.partition_id : tensor<ui32>
          %z = stablehlo.constant dense<0> : tensor<ui32>
          %first = stablehlo.compare EQ, %p, %z, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
          %2 = "stablehlo.if"(%first) ({
            %r = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>, use_global_device_ids}> ({
            ^bb0(%a: tensor<f32>, %b: tensor<f32>):
              %s = stablehlo.add %a, %b : tensor<f32>
              stablehlo.return %s : tensor<f32>
            }) : (tensor<2x4xf32>) -> tensor<2x4xf32>
            stablehlo.return %r : tensor<2x4xf32>
          }, {
            stablehlo.return %1 : tensor<2x4xf32>
          }) : (tensor<i1>) -> tensor<2x4xf32>
          %d = stablehlo.add %2, %2 : tensor<2x4xf32>
          %q = "stablehlo.all_reduce"(%d) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>, replica_groups = dense<[[0, 1, 2]]> : tensor<1x3xi64>, use_global_device_ids}> ({
          ^bb0(%a: tensor<f32>, %b: tensor<f32>):
            %s = stablehlo.add %a, %b : tensor<f32>
            stablehlo.return %s : tensor<f32>
          }) : (tensor<2x4xf32>) -> tensor<2x4xf32>
          %3 = stablehlo.custom_call @Sharding(%q) {mhlo.sharding = "{manual}"} : (tensor<2x4xf32>) -> tensor<2x4xf32>
          %4 = stablehlo.custom_call @SPMDShardToFullShape(%3) {mhlo.sharding = "{devices=[3,1]<=[3]}"} : (tensor<2x4xf32>) -> tensor<6x4xf32>
          return %4 : tensor<6x4xf32>
        }
      }
      """;

  @BeforeAll
  static void start() throws Exception {
    threads = Executors.newCachedThreadPool();
    host = new TestHost("program-rounds", 4);
    hostB = new TestHost("program-rounds-b", 2);
  }

  @AfterAll
  static void stop() {
    threads.shutdownNow();
    host.close();
    hostB.close();
  }

  /** A rank's session with its compiled program, and the next free sequence number and handle. */
  private static final class Rank {
    final TestHost host;
    final String session;
    final CompileResponse compiled;
    final int rank;
    long sequence = 1;
    long handle = 1000;

    Rank(TestHost host, String session, CompileResponse compiled, int rank) {
      this.host = host;
      this.session = session;
      this.compiled = compiled;
      this.rank = rank;
    }

    /** {@code before} (may be empty), then a call of the program on a block of {@code value}; the result's first float. */
    Object call(float value, List<Op> before) {
      List<Op> ops = new ArrayList<>(before);
      List<TensorType> local = compiled.getSpmd().getLocalParameterTypesList();
      Op.Builder call = Op.newBuilder().setCall(CallOp.newBuilder().setProgramId(compiled.getProgramId())
          .addAllParameterTypes(local).addAllResultTypes(compiled.getOutputTypesList()));
      long block = handle++;
      float[] data = new float[8];
      java.util.Arrays.fill(data, value);
      ops.add(TestHost.constant(block, data, DType.F32, 2, 4));
      call.addOperands(block);
      long coordinate = handle++;
      ops.add(TestHost.constantLongs(coordinate, new long[] {rank}, DType.S32));
      call.addOperands(coordinate);
      long result = handle++;
      call.addResults(result);
      ops.add(call.build());
      long first = sequence;
      sequence += ops.size();
      try {
        host.blocking.withDeadlineAfter(120, TimeUnit.SECONDS).execute(
            ExecuteRequest.newBuilder().setSessionId(session).setFirstSequence(first).addAllOps(ops).build());
        return host.download(session, result).floats()[0];
      } catch (StatusRuntimeException e) {
        return e;
      } catch (Exception e) {
        throw new AssertionError(e);
      }
    }
  }

  /** A world of {@code size} ranks on host A, or (twoHosts) rank 0 on host A and rank 1 on host B. */
  private static List<Rank> world(String module, int size, boolean twoHosts) {
    List<TestHost> hosts = new ArrayList<>();
    int[] chips = new int[size];
    for (int r = 0; r < size; r++) {
      hosts.add(twoHosts && r == 1 ? hostB : host);
      chips[r] = twoHosts ? 0 : r;
    }
    WorldMembership.Builder world = TestHost.world("program-rounds-" + (++worlds), hosts, chips, 60_000)
        .setSliceTopology(size + "x1");
    List<Rank> ranks = new ArrayList<>();
    for (int r = 0; r < size; r++) {
      String session = hosts.get(r).openRank(world, r, EagerMode.DEBUG);
      CompileResponse compiled = hosts.get(r).blocking.compile(CompileRequest.newBuilder().setSessionId(session)
          .setStablehlo(module).setSpmd(SpmdOptions.newBuilder().setMesh(Mesh.of(size).toProto())).build());
      ranks.add(new Rank(hosts.get(r), session, compiled, r));
    }
    return ranks;
  }

  private static void close(List<Rank> ranks) {
    ranks.forEach(r -> r.host.sessions.close(r.session));
  }

  @ParameterizedTest(name = "two hosts: {0}")
  @ValueSource(booleans = {false, true})
  void aCallSkippedOnOneRankAfterAFailedOpFencesTheGroupInsteadOfShiftingItsRounds(boolean twoHosts) throws Exception {
    List<Rank> ranks = world(PSUM, 2, twoHosts);
    Future<Object> first = threads.submit(() -> ranks.get(0).call(1, List.of()));
    assertThat(ranks.get(1).call(2, List.of())).as("both ranks call: the sum of both blocks").isEqualTo(3f);
    assertThat(first.get(120, TimeUnit.SECONDS)).isEqualTo(3f); // round #1 of the group, both ranks
    // rank 0 calls again (round #2) and waits for rank 1
    Future<Object> rank0 = threads.submit(() -> ranks.get(0).call(10, List.of()));
    RoundOutcomes.await(() -> host.worlds.mailbox().receiversWaiting() > 0, "rank 0 waits in its call");
    // rank 1's request fails on its first op: its call (and the psum in it) is skipped
    Op undefined = Op.newBuilder().addResults(900).addOperands(999).addOperands(999).setBinary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.ADD))
        .build();
    Status skipped = RoundOutcomes.status(ranks.get(1).call(20, List.of(undefined)));
    assertThat(skipped.getCode()).isEqualTo(Status.Code.NOT_FOUND);
    Status waited = RoundOutcomes.status(rank0.get(120, TimeUnit.SECONDS));
    assertThat(waited.getDescription()).as("rank 0 is told at once, naming the fence and the round")
        .contains("fenced from collective #2").contains("did not call program");
    // rank 1 calls again: matched by round number alone it would pair with rank 0's call above (10 + 30)
    Status later = RoundOutcomes.status(ranks.get(1).call(30, List.of()));
    assertThat(later.getCode()).isEqualTo(Status.Code.FAILED_PRECONDITION);
    assertThat(later.getDescription()).contains("collective #2 of group [0,1]").contains("fenced from collective #2");
    Status rank0Later = RoundOutcomes.status(ranks.get(0).call(40, List.of()));
    assertThat(rank0Later.getDescription()).as("every later collective of the group fails until the world rejoins")
        .contains("fenced from collective #2");
    close(ranks);
  }

  @Test
  void anIfOnPartitionIdAroundAPsumFailsNamingBothCollectivesInsteadOfSummingTheLaterPsum() throws Exception {
    List<Rank> ranks = world(IF_PSUM, 3, false);
    List<Future<Object>> calls = new ArrayList<>();
    for (Rank r : ranks) { // issued together: ranks 1 and 2 go straight on to the second psum
      calls.add(threads.submit(() -> r.call(r.rank + 1, List.of())));
    }
    for (int r = 0; r < 3; r++) {
      Status s = RoundOutcomes.status(calls.get(r).get(120, TimeUnit.SECONDS));
      assertThat(s.getCode()).as("rank %d", r).isEqualTo(Status.Code.FAILED_PRECONDITION);
      assertThat(s.getDescription()).as("rank %d names its own collective and rank 0's or 1's", r)
          .contains("all_reduce #1 of group [0,1,2]").contains("pairs different collectives")
          .contains("rank " + r + " issued the program " + ranks.get(r).compiled.getProgramId())
          .contains("rank " + (r == 0 ? 1 : 0) + " issued");
    }
    Status again = RoundOutcomes.status(ranks.get(1).call(5, List.of()));
    assertThat(again.getDescription()).as("the group stays fenced").contains("fenced from collective #");
    close(ranks);
  }
}
