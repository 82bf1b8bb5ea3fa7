package org.torchtpu.server.compiler.spmd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CollectiveReduction;

class ReshardingTest {
  private static final CollectiveReduction SUM = CollectiveReduction.COLLECTIVE_SUM;

  private static ShardSpec partial(int axes, int... dimAxes) {
    return ShardSpec.of(dimAxes).withPartial(axes, SUM);
  }

  @Test
  void sameLayoutNeedsNothing() {
    assertThat(Resharding.plan(ShardSpec.of(0, -1), ShardSpec.of(0, -1))).isEmpty();
  }

  @Test
  void partialToReplicatedIsAnAllReduce() {
    assertThat(Resharding.plan(partial(1, -1, -1), ShardSpec.replicated(2)))
        .containsExactly(new Resharding.AllReduce(0, SUM));
  }

  @Test
  void partialToSplitIsAReduceScatter() {
    assertThat(Resharding.plan(partial(1, -1, -1), ShardSpec.of(-1, 0)))
        .containsExactly(new Resharding.ReduceScatter(1, 0, SUM));
  }

  @Test
  void splitToReplicatedIsAnAllGather() {
    assertThat(Resharding.plan(ShardSpec.of(-1, 0), ShardSpec.replicated(2)))
        .containsExactly(new Resharding.AllGather(1, 0));
  }

  @Test
  void replicatedToSplitIsALocalSlice() {
    assertThat(Resharding.plan(ShardSpec.replicated(2), ShardSpec.of(1, 0)))
        .containsExactly(new Resharding.LocalSlice(0, 1), new Resharding.LocalSlice(1, 0));
  }

  @Test
  void movingASplitToAnotherDimGathersThenSlices() {
    List<Resharding.Step> steps = Resharding.plan(ShardSpec.of(0, -1), ShardSpec.of(-1, 0));
    assertThat(steps).containsExactly(new Resharding.AllGather(0, 0), new Resharding.LocalSlice(1, 0));
    ShardSpec s = ShardSpec.of(0, -1);
    for (Resharding.Step step : steps) {
      s = step.apply(s);
    }
    assertThat(s).isEqualTo(ShardSpec.of(-1, 0));
  }

  @Test
  void partialOnOneAxisWhileSplitOnAnother() {
    // a 2-D mesh: dim 0 split over axis 0, partial over axis 1 -> all-reduce over axis 1 only
    assertThat(Resharding.plan(partial(2, 0, -1), ShardSpec.of(0, -1)))
        .containsExactly(new Resharding.AllReduce(1, SUM));
  }

  @Test
  void nothingMakesAValuePartial() {
    assertThatThrownBy(() -> Resharding.plan(ShardSpec.replicated(1), partial(1, -1)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("partial");
  }
}
