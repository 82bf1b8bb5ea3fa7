package org.torchtpu.server.fabric;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.AllReduceOp;
import org.torchtpu.api.v1.CollectiveReduction;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ShardHeader;
import org.torchtpu.server.exec.DeviceArray;

/**
 * Two ranks of one host (2 and 3 of a group of 4; ranks 0 and 1 on another host) fold the same values: the part from
 * each remote rank is decoded once for both, and each one's operand is the other's local part. The host reduces once
 * and both ranks hold that result ({@link SharedReductions}), with the bits of the group-order fold.
 */
class SharedReductionTest {
  private static final List<Integer> GROUP = List.of(0, 1, 2, 3);
  private static final Op ALL_REDUCE = Op.newBuilder()
      .setAllReduce(AllReduceOp.newBuilder().setReduction(CollectiveReduction.COLLECTIVE_SUM)).build();

  /** Values whose sums round, so the order of the fold shows in the bits. */
  private static DeviceArray values(int seed) {
    Random random = new Random(seed);
    float[] x = new float[257];
    for (int i = 0; i < x.length; i++) {
      x[i] = (float) (random.nextGaussian() * Math.pow(10, random.nextInt(9) - 4));
    }
    return DeviceArray.ofFloats(DType.F32, new int[] {x.length}, x);
  }

  private static ShardHeader header(int source, int target, int... otherTargets) {
    ShardHeader.Builder h = ShardHeader.newBuilder().setWorldId("w").setGroupKey("all").setGroupSequence(1)
        .setSourceRank(source).setTargetRank(target);
    for (int t : otherTargets) {
      h.addOtherTargetRanks(t);
    }
    return h.build();
  }

  private static DeviceArray allReduce(int rank, DeviceArray own, Map<Integer, Shard> parts) {
    return CollectiveParts.compute(ALL_REDUCE, GROUP, rank, List.of(own), List.of(own.type()), parts).get(0);
  }

  private static float[] foldInGroupOrder(DeviceArray... members) {
    float[] out = new float[members[0].size()];
    for (int i = 0; i < out.length; i++) {
      float acc = members[0].floats()[i];
      for (int m = 1; m < members.length; m++) {
        acc += members[m].floats()[i];
      }
      out[i] = acc;
    }
    return out;
  }

  @Test
  void theRanksOfAHostShareOneReductionWithTheBitsOfTheGroupOrderFold() {
    DeviceArray x0 = values(0);
    DeviceArray x1 = values(1);
    DeviceArray x2 = values(2);
    DeviceArray x3 = values(3);
    Shard from0 = Shard.decoded(header(0, 2, 3), List.of(x0)); // one part for both ranks here
    Shard from1 = Shard.decoded(header(1, 2, 3), List.of(x1));

    DeviceArray y2 = allReduce(2, x2, Map.of(0, from0, 1, from1, 3, new Shard(header(3, 2), List.of(x3))));
    DeviceArray y3 = allReduce(3, x3, Map.of(0, from0, 1, from1, 2, new Shard(header(2, 3), List.of(x2))));

    assertThat(y2.floats()).containsExactly(foldInGroupOrder(x0, x1, x2, x3));
    assertThat(y3).as("rank 3 takes rank 2's result, not a fold of its own").isSameAs(y2);
    assertThat(y2.floats()).isNotSameAs(x0.floats()).isNotSameAs(x1.floats()).isNotSameAs(x2.floats())
        .isNotSameAs(x3.floats());
    assertThat(x0.floats()).containsExactly(values(0).floats()); // no input written
    assertThat(x2.floats()).containsExactly(values(2).floats());
  }

  @Test
  void aRankFoldingOtherArraysGetsItsOwnResult() {
    DeviceArray x0 = values(0);
    DeviceArray x1 = values(1);
    DeviceArray x2 = values(2);
    DeviceArray x3 = values(3);
    DeviceArray other3 = values(33); // not what rank 2 was given as rank 3's part
    Shard from0 = Shard.decoded(header(0, 2, 3), List.of(x0));
    Shard from1 = Shard.decoded(header(1, 2, 3), List.of(x1));

    DeviceArray y2 = allReduce(2, x2, Map.of(0, from0, 1, from1, 3, new Shard(header(3, 2), List.of(x3))));
    DeviceArray y3 = allReduce(3, other3, Map.of(0, from0, 1, from1, 2, new Shard(header(2, 3), List.of(x2))));

    assertThat(y3).isNotSameAs(y2);
    assertThat(y3.floats()).containsExactly(foldInGroupOrder(x0, x1, x2, other3));
    assertThat(y2.floats()).containsExactly(foldInGroupOrder(x0, x1, x2, x3));
  }

  /**
   * A part may stay in the mailbox long after its ranks took it (kept for a rank that may join again): what it shares
   * must not keep a result alive that every rank has dropped.
   */
  @Test
  void aPartDoesNotKeepADroppedResultAlive() {
    DeviceArray x0 = values(0);
    DeviceArray x1 = values(1);
    DeviceArray x2 = values(2);
    DeviceArray x3 = values(3);
    Shard from0 = Shard.decoded(header(0, 2, 3), List.of(x0));
    Shard from1 = Shard.decoded(header(1, 2, 3), List.of(x1));
    java.lang.ref.WeakReference<DeviceArray> result = new java.lang.ref.WeakReference<>(
        allReduce(2, x2, Map.of(0, from0, 1, from1, 3, new Shard(header(3, 2), List.of(x3)))));

    for (int i = 0; i < 100 && result.get() != null; i++) { // a bound on the wait, not a timing
      System.gc();
    }

    assertThat(result.get()).as("the result, dropped by its rank, while the parts stay").isNull();
    DeviceArray again = allReduce(3, x3, Map.of(0, from0, 1, from1, 2, new Shard(header(2, 3), List.of(x2))));
    assertThat(again.floats()).as("made again").containsExactly(foldInGroupOrder(x0, x1, x2, x3));
  }
}
