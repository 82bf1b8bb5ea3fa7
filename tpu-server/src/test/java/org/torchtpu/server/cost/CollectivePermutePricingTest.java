package org.torchtpu.server.cost;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CollectivePermuteOp;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.SourceTargetPair;
import org.torchtpu.server.chip.IciSpec;

/** A collective_permute's price from the ranks its pairs name. */
class CollectivePermutePricingTest {
  private final IciCostModel ici = new IciCostModel(IciSpec.of(Generation.V5E), SliceTopology.parse("2x2",
      Generation.V5E));

  private static Op permute(int source, int target) {
    return Op.newBuilder().setCollectivePermute(CollectivePermuteOp.newBuilder()
        .addPairs(SourceTargetPair.newBuilder().setSource(source).setTarget(target))).build();
  }

  @Test
  void aRankSendingToItselfMovesNothing() {
    // before, the pair (0, 0) named rank 0 twice and pricing failed after the op had run (INTERNAL to the caller)
    CostBreakdown self = CollectiveOpPricing.price(ici, permute(0, 0), 1 << 20, new int[] {0});
    assertThat(self.getMemorySeconds()).isZero();
  }

  @Test
  void aPairOfTwoRanksIsPricedAsOneRoute() {
    CostBreakdown pair = CollectiveOpPricing.price(ici, permute(0, 1), 1 << 20, new int[] {0, 1});
    assertThat(pair.getMemorySeconds()).isPositive();
  }
}
