package org.torchtpu.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.client.CompiledFunction;
import org.torchtpu.client.EagerMode;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;
import org.torchtpu.client.TensorListFunction;
import org.torchtpu.client.TpuClient;
import org.torchtpu.client.dist.SpmdFunction;

/**
 * A tensor-parallel (Megatron) MLP compiled as one SPMD program over 4 ranks on two tpu-server
 * processes (2 chips each, a 2x2 slice), through the SDK's {@link SpmdFunction}; the result equals
 * the same function compiled for one chip.
 */
class SpmdIT {
  private static ServiceProcess hostA;
  private static ServiceProcess hostB;

  @BeforeAll
  static void start() throws Exception {
    hostA = ServiceProcess.start("tpu-server", "--torchtpu.chips=2", "--torchtpu.host-id=host-a");
    hostB = ServiceProcess.start("tpu-server", "--torchtpu.chips=2", "--torchtpu.host-id=host-b");
  }

  @AfterAll
  static void stop() {
    hostA.close();
    hostB.close();
  }

  private static final TensorListFunction MLP = in -> List.of(
      in[0].matmul(in[1]).add(in[2]).relu().matmul(in[3]).add(in[4]));

  /** Values on a grid of 1/8 in [-2, 2]: every product and partial sum is exact in float32, in any order. */
  private static TensorLiteral grid(Random random, long... dims) {
    float[] v = new float[(int) Shapes.numElements(Shapes.type(DType.F32, dims))];
    for (int i = 0; i < v.length; i++) {
      v[i] = (random.nextInt(33) - 16) / 8f;
    }
    return LiteralCodec.fromFloats(v, DType.F32, dims);
  }

  @Test
  void megatronMlpAcrossTwoHostsEqualsOneChip() throws Exception {
    WorldMembership world = CollectivesIT.world(hostA, hostB, 30_000);
    Random random = new Random(5);
    TensorLiteral[] inputs = {grid(random, 8, 16), grid(random, 16, 32), grid(random, 32), grid(random, 32, 16),
        grid(random, 16)};
    List<TensorType> types = new ArrayList<>();
    for (TensorLiteral t : inputs) {
      types.add(t.getType());
    }
    List<TpuClient> clients = new ArrayList<>();
    List<Session> ranks = new ArrayList<>();
    try {
      for (int r = 0; r < 4; r++) {
        TpuClient c = TpuClient.connect((r < 2 ? hostA : hostB).grpcTarget());
        clients.add(c);
        ranks.add(c.openRank("team", world.toBuilder().setRank(r).build(), EagerMode.STRICT));
      }
      SpmdFunction spmd = SpmdFunction.compile(ranks, new int[] {4}, MLP, types, List.of(SpmdFunction.replicated(),
          SpmdFunction.split(-1, 0), SpmdFunction.split(0), SpmdFunction.split(0, -1), SpmdFunction.replicated()));
      assertThat(spmd.program().getSpmd().getInsertedCollectives()).isEqualTo(1);
      assertThat(spmd.program().getSpmd().getCollectiveSeconds()).isPositive();
      float[] partitioned = LiteralCodec.toFloats(spmd.call(inputs).get(0));

      float[] single;
      try (TpuClient c = TpuClient.connect(hostA.grpcTarget()); Session s = c.openSession("team", 0, EagerMode.STRICT)) {
        Tensor[] t = new Tensor[inputs.length];
        for (int i = 0; i < t.length; i++) {
          t[i] = s.upload(inputs[i]);
        }
        CompiledFunction f = s.compileList(MLP, t);
        single = f.call(t).get(0).toFloatArray();
      }
      assertThat(partitioned).containsExactly(single);
    } finally {
      for (Session s : ranks) {
        s.close();
      }
      for (TpuClient c : clients) {
        c.close();
      }
    }
  }
}
