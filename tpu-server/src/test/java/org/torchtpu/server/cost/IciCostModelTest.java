package org.torchtpu.server.cost;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.server.chip.IciSpec;

/**
 * The ICI model against the alpha-beta formulas worked out by hand. Link figures written out literally: v5e 100 GB/s
 * a link both ways (50e9 B/s one way), v5p 200 GB/s (100e9 one way), 1 us a hop.
 */
class IciCostModelTest {
  private static final double ALPHA = 1e-6;
  private static final double B_V5E = 50e9;
  private static final double B_V5P = 100e9;
  private static final double GIB = 1L << 30;
  private static final int[] ALL = {};

  private static IciCostModel model(Generation gen, String shape) {
    return new IciCostModel(IciSpec.of(gen), SliceTopology.parse(shape, gen));
  }

  private static double tol(double expected) {
    return Math.abs(expected) * 1e-6 + 1e-15; // the part shares are found numerically to ~1e-7
  }

  @Test
  void bidirectionalRingOnOneAxis() {
    // v5e 16x1: x is a whole pod axis, so a ring of 16.
    IciCostModel m = model(Generation.V5E, "16x1");
    double d = GIB;
    double rs = 8 * ALPHA + 15 * (d / 16) / (2 * B_V5E); // ceil(15/2) hops, 15 shards over 2 links
    assertThat(m.price(CollectiveKind.REDUCE_SCATTER, (long) d, ALL).seconds()).isCloseTo(rs, within(tol(rs)));
    CollectiveCost ar = m.price(CollectiveKind.ALL_REDUCE, (long) d, ALL);
    assertThat(ar.seconds()).isCloseTo(2 * rs, within(tol(rs)));
    assertThat(ar.algorithm()).contains("reduce-scatter + all-gather").contains("ring x16");
    assertThat(ar.boundSeconds()).isCloseTo(2 * 15.0 / 16 * d / (2 * B_V5E), within(tol(rs)));
    assertThat(ar.bytesOnWire()).isCloseTo(2 * 15.0 / 16 * d, within(1.0));
    // all-gather of a 1 MiB shard: the same steps with 16 shards gathered.
    double s = 1 << 20;
    double ag = 8 * ALPHA + 15 * s / (2 * B_V5E);
    assertThat(m.price(CollectiveKind.ALL_GATHER, (long) s, ALL).seconds()).isCloseTo(ag, within(tol(ag)));
  }

  @Test
  void unidirectionalRingFormulaAndWhyTheModelUsesTheBidirectionalOne() {
    IciCostModel m = model(Generation.V5E, "16x1");
    double d = 64 << 20;
    double uni = 15 * (ALPHA + d / 16 / B_V5E);
    assertThat(m.ringReduceScatterSeconds(16, d)).isCloseTo(uni, within(tol(uni)));
    assertThat(m.bidirectionalRingReduceScatterSeconds(16, d)).isLessThan(uni * 0.51);
  }

  @Test
  void lineCostsTwiceTheRingsBandwidthAndMoreHops() {
    // v5p 4x1x1 wraps (a whole cube edge); 3x1x1 does not.
    IciCostModel ring = model(Generation.V5P, "4x1x1");
    IciCostModel line = model(Generation.V5P, "3x1x1"); // not a multiple of 4: no wraparound
    assertThat(ring.slice().wraparound()[0]).isTrue();
    assertThat(line.slice().wraparound()[0]).isFalse();
    double d = GIB;
    double ringRs = 2 * ALPHA + 3 * (d / 4) / (2 * B_V5P);
    double lineRs = 2 * ALPHA + 2 * (d / 3) / B_V5P;
    assertThat(ring.price(CollectiveKind.REDUCE_SCATTER, (long) d, ALL).seconds()).isCloseTo(ringRs, within(tol(ringRs)));
    assertThat(line.price(CollectiveKind.REDUCE_SCATTER, (long) d, ALL).seconds()).isCloseTo(lineRs, within(tol(lineRs)));
    // Same n: a 4-chip line inside an 8-chip ring (a sub-range does not own the wraparound).
    IciCostModel eight = model(Generation.V5P, "8x1x1");
    double subLine = 3 * ALPHA + 3 * (d / 4) / B_V5P;
    CollectiveCost c = eight.price(CollectiveKind.REDUCE_SCATTER, (long) d, new int[] {0, 1, 2, 3});
    assertThat(c.seconds()).isCloseTo(subLine, within(tol(subLine)));
    assertThat(c.algorithm()).contains("line x4");
    assertThat(eight.lineReduceScatterSeconds(4, d) / eight.bidirectionalRingReduceScatterSeconds(4, d))
        .isGreaterThan(1.9);
  }

  @Test
  void twoDimensionalTorusMeetsTheBoundExactlyInBandwidth() {
    // v5e 16x16: both axes wrap. Two parts of D/2, each reduce-scattering over one axis then the other:
    // D/2 * 15/16 / (2B) + D/32 * 15/16 / (2B) = (255/256) D / (4B), plus 8 + 8 hops; all-reduce is twice that.
    IciCostModel m = model(Generation.V5E, "16x16");
    double d = GIB;
    double bandwidth = 255.0 / 256 * d / (4 * B_V5E);
    CollectiveCost ar = m.price(CollectiveKind.ALL_REDUCE, (long) d, ALL);
    assertThat(ar.seconds()).isCloseTo(2 * (16 * ALPHA + bandwidth), within(tol(bandwidth)));
    assertThat(ar.boundSeconds()).isCloseTo(2 * bandwidth, within(tol(bandwidth)));
    assertThat(ar.algorithm()).contains("ring x16, ring y16");
  }

  @Test
  void threeDimensionalTorus() {
    // v5p 4x4x4: every axis wraps; three parts, (63/64) D / (6B) bandwidth and 3 x 2 hops per reduce-scatter.
    IciCostModel m = model(Generation.V5P, "4x4x4");
    double d = GIB;
    double rs = 6 * ALPHA + 63.0 / 64 * d / (6 * B_V5P);
    assertThat(m.price(CollectiveKind.REDUCE_SCATTER, (long) d, ALL).seconds()).isCloseTo(rs, within(tol(rs)));
    assertThat(m.price(CollectiveKind.ALL_REDUCE, (long) d, ALL).seconds()).isCloseTo(2 * rs, within(tol(rs)));
    // all-to-all on a 4-ring per axis: bisection floor(4/2)ceil(4/2)/4 = 1 share of D over 2 links per axis.
    double a2a = 3 * 2 * ALPHA + d / (2 * B_V5P);
    assertThat(m.price(CollectiveKind.ALL_TO_ALL, (long) d, ALL).seconds()).isCloseTo(a2a, within(tol(a2a)));
  }

  @Test
  void meshesWithoutWraparound() {
    // v5e 4x4 is not a whole pod axis: two lines of 4. Bound uses the corner chip's 2 links.
    IciCostModel m = model(Generation.V5E, "4x4");
    assertThat(m.slice().wraparound()).containsExactly(false, false);
    double d = GIB;
    double rs = 2 * 3 * ALPHA + 15.0 / 16 * d / (2 * B_V5E);
    CollectiveCost c = m.price(CollectiveKind.REDUCE_SCATTER, (long) d, ALL);
    assertThat(c.seconds()).isCloseTo(rs, within(tol(rs)));
    assertThat(c.boundSeconds()).isCloseTo(15.0 / 16 * d / (2 * B_V5E), within(tol(rs)));
  }

  static Stream<Arguments> benchmarkShapes() {
    return Stream.of(
        Arguments.of(Generation.V5E, "2x2"), Arguments.of(Generation.V5E, "4x4"), Arguments.of(Generation.V5E, "16x16"),
        Arguments.of(Generation.V5P, "2x2x2"), Arguments.of(Generation.V5P, "4x4x4"),
        Arguments.of(Generation.V5P, "8x8x8"), Arguments.of(Generation.V5P, "4x2x2"),
        Arguments.of(Generation.V5P, "16x20x28"), Arguments.of(Generation.V7, "8x8x16"),
        Arguments.of(Generation.V7, "16x24x24"), Arguments.of(Generation.V6E, "16x16"),
        Arguments.of(Generation.V4, "16x16x16"));
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("benchmarkShapes")
  void largeAllReduceIsWithinTenPercentOfTheBandwidthBound(Generation gen, String shape) {
    CollectiveCost c = model(gen, shape).price(CollectiveKind.ALL_REDUCE, 1L << 30, ALL);
    assertThat(c.seconds()).isGreaterThanOrEqualTo(c.boundSeconds());
    assertThat(c.seconds() / c.boundSeconds()).isLessThan(1.10);
  }

  @Test
  void smallMessagesAreLatencyBoundAndUseTheOneShotAlgorithm() {
    IciCostModel m = model(Generation.V5E, "16x16");
    CollectiveCost c = m.price(CollectiveKind.ALL_REDUCE, 4, ALL);
    // One all-gather of the 4-byte buffers (1 KiB gathered): 8 + 8 hops, not the 32 of reduce-scatter + all-gather.
    double expected = 16 * ALPHA + 255.0 / 256 * 1024 / (4 * B_V5E);
    assertThat(c.seconds()).isCloseTo(expected, within(tol(expected)));
    assertThat(c.algorithm()).startsWith("one-shot all-gather");
    assertThat(c.seconds()).isGreaterThan(100 * c.boundSeconds());
    assertThat(m.price(CollectiveKind.BARRIER, 0, ALL).seconds()).isCloseTo(32 * ALPHA, within(1e-15));
  }

  @Test
  void subgroups() {
    IciCostModel m = model(Generation.V5P, "4x4x4");
    double d = 1 << 26;
    // A whole x row (y = z = 0) owns the x wraparound: a ring of 4.
    double row = 2 * ALPHA + 3 * (d / 4) / (2 * B_V5P);
    CollectiveCost rowCost = m.price(CollectiveKind.REDUCE_SCATTER, (long) d, new int[] {3, 1, 0, 2});
    assertThat(rowCost.seconds()).isCloseTo(row, within(tol(row)));
    // A z column: ranks 0, 16, 32, 48.
    assertThat(m.price(CollectiveKind.REDUCE_SCATTER, (long) d, new int[] {0, 16, 32, 48}).seconds())
        .isCloseTo(row, within(tol(row)));
    // A 2x2 box in the xy plane: two lines of 2, two parts of D/2.
    double box = 2 * ALPHA + (d / 2 / 2) / B_V5P + (d / 8) / B_V5P;
    assertThat(m.price(CollectiveKind.REDUCE_SCATTER, (long) d, new int[] {0, 1, 4, 5}).seconds())
        .isCloseTo(box, within(tol(box)));
  }

  @Test
  void arbitraryGroupsRouteOverHops() {
    // Ranks 0 and 2 of a 3-chip line: the ring's two edges and their reverses all cross links 0-1 and 1-2, each
    // directed link carries two routes of 2 hops. RS = ceil(1/2) * 2 hops + 1 * 2 * (D/2) / (2B).
    IciCostModel m = model(Generation.V5P, "3x1x1");
    double d = 1 << 20;
    CollectiveCost c = m.price(CollectiveKind.REDUCE_SCATTER, (long) d, new int[] {0, 2});
    double expected = 2 * ALPHA + 2 * (d / 2) / (2 * B_V5P);
    assertThat(c.seconds()).isCloseTo(expected, within(tol(expected)));
    assertThat(c.algorithm()).contains("routed").contains("2 hops").contains("shared by 2");
    // send/recv across a diagonal of a 4x4x4 torus: 1 + 1 + 1 hops.
    double p = 1 << 20;
    IciCostModel cube = model(Generation.V5P, "4x4x4");
    CollectiveCost send = cube.price(CollectiveKind.SEND_RECV, (long) p, new int[] {0, 21});
    assertThat(send.seconds()).isCloseTo(3 * ALPHA + p / B_V5P, within(tol(p / B_V5P)));
    // The wraparound makes x = 3 one hop from x = 0.
    assertThat(cube.price(CollectiveKind.SEND_RECV, (long) p, new int[] {0, 3}).seconds())
        .isCloseTo(ALPHA + p / B_V5P, within(tol(p / B_V5P)));
  }

  @Test
  void permuteAndBroadcast() {
    IciCostModel m = model(Generation.V5P, "8x1x1");
    double p = 1 << 24;
    // Cyclic shift of 0..3 inside the 8-ring: edge 3 -> 0 goes back 3 hops on the leftward links, the others use
    // the rightward links once each.
    CollectiveCost shift = m.price(CollectiveKind.COLLECTIVE_PERMUTE, (long) p, new int[] {0, 1, 2, 3});
    assertThat(shift.seconds()).isCloseTo(3 * ALPHA + p / B_V5P, within(tol(p / B_V5P)));
    // Broadcast over the whole ring: both directions from the root, depth 4.
    CollectiveCost bc = m.price(CollectiveKind.BROADCAST, (long) p, ALL);
    assertThat(bc.seconds()).isCloseTo(4 * ALPHA + p / (2 * B_V5P), within(tol(p / B_V5P)));
  }

  @Test
  void oneChipGroupCostsNothing() {
    IciCostModel m = model(Generation.V5P, "2x2x2");
    for (CollectiveKind kind : CollectiveKind.values()) {
      if (kind == CollectiveKind.SEND_RECV) {
        continue;
      }
      CollectiveCost c = m.price(kind, 1 << 20, new int[] {5});
      assertThat(c.seconds()).as(kind.name()).isZero();
      assertThat(c.bytesOnWire()).isZero();
    }
    assertThat(model(Generation.V5E, "1x1").price(CollectiveKind.ALL_REDUCE, 1 << 20, ALL).seconds()).isZero();
  }

  @Test
  void badInputsAreNamed() {
    IciCostModel m = model(Generation.V5P, "2x2x2");
    assertThatThrownBy(() -> m.price(null, 1, ALL)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("kind");
    assertThatThrownBy(() -> m.price(CollectiveKind.ALL_REDUCE, -1, ALL))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("bytesPerRank").hasMessageContaining("-1");
    assertThatThrownBy(() -> m.price(CollectiveKind.ALL_REDUCE, 1, null))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("group is null");
    assertThatThrownBy(() -> m.price(CollectiveKind.ALL_GATHER, 1, new int[] {0, 8}))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("rank 8").hasMessageContaining("0..7");
    assertThatThrownBy(() -> m.price(CollectiveKind.ALL_GATHER, 1, new int[] {1, 2, 1}))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("rank 1 appears twice");
    assertThatThrownBy(() -> m.price(CollectiveKind.SEND_RECV, 1, new int[] {0, 1, 2}))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("SEND_RECV").hasMessageContaining("2 ranks");
    assertThatThrownBy(() -> new IciCostModel(null, m.slice())).isInstanceOf(NullPointerException.class)
        .hasMessageContaining("ici");
  }

  @Test
  void sliceShapesAndTheirWraparound() {
    assertThat(SliceTopology.parse("16x16", Generation.V5E).wraparound()).containsExactly(true, true);
    assertThat(SliceTopology.parse("4x16", Generation.V6E).wraparound()).containsExactly(false, true);
    assertThat(SliceTopology.parse("2x2x2", Generation.V5P).wraparound()).containsExactly(false, false, false);
    assertThat(SliceTopology.parse("4x4x8", Generation.V5P).wraparound()).containsExactly(true, true, true);
    assertThat(SliceTopology.parse("4x2x6", Generation.V4).wraparound()).containsExactly(true, false, false);
    SliceTopology padded = SliceTopology.parse("2x2", Generation.V5P);
    assertThat(padded.dims()).containsExactly(2, 2, 1);
    assertThat(SliceTopology.parse("16x24x24", Generation.V7).chips()).isEqualTo(9216);
    SliceTopology t = SliceTopology.parse("4x3x2", Generation.V5P);
    assertThat(t.coordinates(5)).containsExactly(1, 1, 0);
    assertThat(IntStream.range(0, t.chips()).allMatch(r -> t.rank(t.coordinates(r)) == r)).isTrue();
  }

  @Test
  void badSliceShapesAreNamed() {
    assertThatThrownBy(() -> SliceTopology.parse("4x4x4", Generation.V5E))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'4x4x4'").hasMessageContaining("2D");
    assertThatThrownBy(() -> SliceTopology.parse("32x8", Generation.V5E))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("16x16");
    assertThatThrownBy(() -> SliceTopology.parse("4xa", Generation.V5P))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'a'");
    assertThatThrownBy(() -> SliceTopology.parse("0x4", Generation.V5P))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least 1");
    assertThatThrownBy(() -> SliceTopology.parse("32x32x32", Generation.V5P))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("32768 chips").hasMessageContaining("8960");
    assertThatThrownBy(() -> SliceTopology.parse(" ", Generation.V5P))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("empty");
    assertThatThrownBy(() -> SliceTopology.parse("2x2", null))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("generation");
    assertThatThrownBy(() -> new SliceTopology(new int[] {2}, new boolean[] {true}))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cannot wrap");
    SliceTopology t = SliceTopology.parse("2x2x2", Generation.V5P);
    assertThatThrownBy(() -> t.coordinates(8)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("rank 8");
  }
}
