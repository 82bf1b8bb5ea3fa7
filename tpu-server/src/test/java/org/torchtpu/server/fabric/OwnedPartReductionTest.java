package org.torchtpu.server.fabric;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.AllReduceOp;
import org.torchtpu.api.v1.CollectiveReduction;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ReduceScatterOp;
import org.torchtpu.api.v1.ShardHeader;
import org.torchtpu.server.exec.DeviceArray;

/**
 * A rank's reduction writes its result into the arrays of a part decoded for it alone ({@link Shard#payloadOwned}),
 * and never into a part that other ranks here read too or into a rank's own operands.
 */
class OwnedPartReductionTest {
  private static final Op ALL_REDUCE = Op.newBuilder()
      .setAllReduce(AllReduceOp.newBuilder().setReduction(CollectiveReduction.COLLECTIVE_SUM)).build();

  private static DeviceArray floats(float... values) {
    return DeviceArray.ofFloats(DType.F32, new int[] {values.length}, values);
  }

  private static ShardHeader header(int... otherTargets) {
    ShardHeader.Builder h = ShardHeader.newBuilder().setWorldId("w").setGroupKey("all").setGroupSequence(1)
        .setSourceRank(0).setTargetRank(1);
    for (int t : otherTargets) {
      h.addOtherTargetRanks(t);
    }
    return h.build();
  }

  private static List<DeviceArray> allReduce(Shard fromRank0, DeviceArray own) {
    return CollectiveParts.compute(ALL_REDUCE, List.of(0, 1), 1, List.of(own), List.of(own.type()), Map.of(0, fromRank0));
  }

  @Test
  void aPartDecodedForOneRankTakesItsResult() {
    DeviceArray received = floats(1, 2, 3);
    Shard part = Shard.decoded(header(), List.of(received));
    assertThat(part.payloadOwned()).isTrue();

    DeviceArray result = allReduce(part, floats(10, 20, 30)).get(0);

    assertThat(result.floats()).containsExactly(11, 22, 33).isSameAs(received.floats());
  }

  @Test
  void aPartForSeveralRanksHereIsNotWritten() {
    DeviceArray received = floats(1, 2, 3);
    Shard part = Shard.decoded(header(2), List.of(received)); // rank 2 on this host reads the same arrays
    assertThat(part.payloadOwned()).isFalse();

    DeviceArray result = allReduce(part, floats(10, 20, 30)).get(0);

    assertThat(result.floats()).containsExactly(11, 22, 33).isNotSameAs(received.floats());
    assertThat(received.floats()).containsExactly(1, 2, 3);
  }

  @Test
  void aPartOfARankHereIsNotWritten() {
    DeviceArray operandOfRank0 = floats(1, 2, 3);
    DeviceArray own = floats(10, 20, 30);

    DeviceArray result = allReduce(new Shard(header(), List.of(operandOfRank0)), own).get(0);

    assertThat(result.floats()).containsExactly(11, 22, 33).isNotSameAs(operandOfRank0.floats())
        .isNotSameAs(own.floats());
    assertThat(operandOfRank0.floats()).containsExactly(1, 2, 3);
    assertThat(own.floats()).containsExactly(10, 20, 30);
  }

  /** A reduce-scatter's received piece is written too; this rank's own piece is a slice of its operand, never. */
  @Test
  void aReduceScatterWritesIntoTheOwnedPiece() {
    Op reduceScatter = Op.newBuilder().setReduceScatter(ReduceScatterOp.newBuilder()
        .setReduction(CollectiveReduction.COLLECTIVE_SUM).setDimension(0)).build();
    DeviceArray received = floats(1, 2);
    DeviceArray own = floats(10, 20, 30, 40);

    DeviceArray result = CollectiveParts.compute(reduceScatter, List.of(0, 1), 1, List.of(own),
        List.of(received.type()), Map.of(0, Shard.decoded(header(), List.of(received)))).get(0);

    assertThat(result.floats()).containsExactly(31, 42).isSameAs(received.floats());
    assertThat(own.floats()).containsExactly(10, 20, 30, 40);
  }
}
