package org.torchtpu.server.cost;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.server.chip.IciSpec;

/** Collectives across slices: ICI inside a slice, DCN across, as DcnCostModel and IciCostModel price each part. */
class HierarchicalCollectivePricingTest {
  private static final Offset<Double> EXACT = Offset.offset(1e-15);

  /** {@code slices} slices of {@code perSlice} ranks each, slice-major (rank = slice * perSlice + local). */
  private static HierarchicalCollectivePricing pricing(Generation g, int slices, int perSlice) {
    int[] sliceOf = new int[slices * perSlice];
    int[] local = new int[slices * perSlice];
    for (int r = 0; r < sliceOf.length; r++) {
      sliceOf[r] = r / perSlice;
      local[r] = r % perSlice;
    }
    IciCostModel ici = new IciCostModel(IciSpec.of(g), SliceTopology.parse(perSlice == 8 ? "2x4" : "1x1", g));
    return new HierarchicalCollectivePricing(ici, DcnCostModel.of(g), sliceOf, local);
  }

  private static int[] range(int start, int step, int n) {
    int[] out = new int[n];
    for (int i = 0; i < n; i++) {
      out[i] = start + i * step;
    }
    return out;
  }

  @Test
  void anAllReduceAcrossSlicesCostsWhatDcnCostModelSaysAndGrowsWithSlices() {
    long bytes = 64L << 20;
    double previous = 0;
    for (int slices : new int[] {2, 4, 8, 16, 32, 64}) {
      CostBreakdown c = pricing(Generation.V5E, slices, 1).price(CollectiveKind.ALL_REDUCE, bytes,
          range(0, 1, slices));
      // ring over the slices, written out: 2 (S-1) latency + 2 (S-1)/S D / (25 Gbps per v5e chip, of which DCN
      // collectives achieve 4.113 / 12.5 as the v6e microbenchmark measured)
      double expected = 2.0 * (slices - 1) * 10e-6 + 2.0 * (slices - 1) / slices * bytes
          / (25e9 / 8 * (4.1130934137328214e9 / 12.5e9));
      assertThat(c.getMemorySeconds()).as("%d slices", slices).isCloseTo(expected, EXACT);
      assertThat(c.getDcnSeconds()).isEqualTo(c.getMemorySeconds());
      assertThat(c.getMemorySeconds()).isGreaterThan(previous);
      previous = c.getMemorySeconds();
    }
  }

  @Test
  void aGroupOfSeveralRanksPerSliceIsIciInsideThenDcnOnTheShard() {
    Generation g = Generation.V6E;
    HierarchicalCollectivePricing p = pricing(g, 4, 8);
    IciCostModel ici = new IciCostModel(IciSpec.of(g), SliceTopology.parse("2x4", g));
    DcnCostModel dcn = DcnCostModel.of(g);
    long d = 8L << 20;
    int[] all = range(0, 1, 32);
    int[] local = range(0, 1, 8);
    CostBreakdown ar = p.price(CollectiveKind.ALL_REDUCE, d, all);
    assertThat(ar.getDcnSeconds()).isCloseTo(dcn.allReduceSeconds(d / 8.0, 4), EXACT);
    assertThat(ar.getMemorySeconds()).isCloseTo(ici.price(CollectiveKind.ALL_REDUCE, d, local).seconds()
        + dcn.allReduceSeconds(d / 8.0, 4), EXACT);
    CostBreakdown rs = p.price(CollectiveKind.REDUCE_SCATTER, d, all);
    assertThat(rs.getMemorySeconds()).isCloseTo(ici.price(CollectiveKind.REDUCE_SCATTER, d, local).seconds()
        + dcn.reduceScatterSeconds(d / 8.0, 4), EXACT);
    CostBreakdown ag = p.price(CollectiveKind.ALL_GATHER, d, all);
    assertThat(ag.getDcnSeconds()).isCloseTo(dcn.reduceScatterSeconds(4.0 * d, 4), EXACT);
    assertThat(ag.getMemorySeconds()).isCloseTo(ag.getDcnSeconds()
        + ici.price(CollectiveKind.ALL_GATHER, 4 * d, local).seconds(), EXACT);
    // the same ranks' group across slices only (one per slice: ranks 3, 11, 19, 27)
    CostBreakdown dp = p.price(CollectiveKind.ALL_REDUCE, d, range(3, 8, 4));
    assertThat(dp.getMemorySeconds()).isCloseTo(dcn.allReduceSeconds(d, 4), EXACT);
    // a group inside one slice never touches DCN
    CostBreakdown inside = p.price(CollectiveKind.ALL_REDUCE, d, range(16, 1, 8));
    assertThat(inside.getDcnSeconds()).isZero();
    assertThat(inside.getMemorySeconds()).isCloseTo(ici.price(CollectiveKind.ALL_REDUCE, d, local).seconds(), EXACT);
  }

  @Test
  void ranksSharingAChipAreCountedFromTheTablesThemselves() {
    // 2 slices of one Ironwood chip, each holding two ranks (its TensorCores) at the same position: the program has
    // 2 ranks per chip, worked out from the tables. An all-gather over the 4 ranks gathers both cores' shards per chip
    // over DCN (2 S each), an all-reduce adds them on the chip first (D per chip).
    Generation g = Generation.V7;
    DcnCostModel dcn = DcnCostModel.of(g);
    IciCostModel oneChip = new IciCostModel(IciSpec.of(g), SliceTopology.parse("1x1x1", g));
    HierarchicalCollectivePricing p = new HierarchicalCollectivePricing(oneChip, dcn, new int[] {0, 0, 1, 1},
        new int[] {0, 0, 0, 0});
    long s = 16L << 20;
    CostBreakdown gather = p.price(CollectiveKind.ALL_GATHER, s, range(0, 1, 4));
    assertThat(gather.getMemorySeconds()).isCloseTo(dcn.reduceScatterSeconds(2.0 * s * 2, 2), EXACT);
    assertThat(gather.getDcnSeconds()).isEqualTo(gather.getMemorySeconds());
    assertThat(p.price(CollectiveKind.ALL_REDUCE, s, range(0, 1, 4)).getMemorySeconds())
        .isCloseTo(dcn.allReduceSeconds(s, 2), EXACT);
    // one core of each chip, beside its twin's group on the same chip's DCN share: every byte counts twice
    assertThat(p.price(CollectiveKind.ALL_REDUCE, s, new int[] {0, 2}).getMemorySeconds())
        .isCloseTo(dcn.allReduceSeconds(2.0 * s, 2), EXACT);
  }

  @Test
  void chipsOfDifferentSlicesNeverShareAKeyWhateverTheirPositions() {
    // rank 0 at position 3 of slice 0, rank 1 at position 0 of slice 1: two chips, one rank each (a key of
    // slice * (ranks + 1) + position once gave both 3, and called them one chip holding two ranks)
    Generation g = Generation.V5E;
    DcnCostModel dcn = DcnCostModel.of(g);
    IciCostModel ici = new IciCostModel(IciSpec.of(g), SliceTopology.parse("2x2", g));
    HierarchicalCollectivePricing p = new HierarchicalCollectivePricing(ici, dcn, new int[] {0, 1}, new int[] {3, 0});
    long s = 1L << 20;
    assertThat(p.price(CollectiveKind.ALL_GATHER, s, new int[] {0, 1}).getMemorySeconds())
        .isCloseTo(dcn.reduceScatterSeconds(2.0 * s, 2), EXACT);
  }

  @Test
  void aGroupWithUnequalSharesOfItsSlicesIsRefused() {
    assertThatThrownBy(() -> pricing(Generation.V5E, 2, 8).price(CollectiveKind.ALL_REDUCE, 1024,
        new int[] {0, 1, 8})).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("unequal");
  }
}
