package org.torchtpu.server.cost;

import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ReplicaGroup;
import org.torchtpu.api.v1.TensorType;

/**
 * Collectives of a program whose ranks sit on several slices joined by the data-center network (multi-slice, as
 * MaxText's {@code dcn_data_parallelism} runs): a replica group within one slice is priced on its ICI by
 * {@link IciCostModel}; a group spanning slices hierarchically, the way XLA decomposes it, ICI inside each slice and
 * {@link DcnCostModel} across them. For a group of k ranks in each of S slices, D bytes per rank:
 * <pre>
 *   all-reduce      ICI all-reduce of D over k            + DCN all-reduce of D/k over S
 *                   (= reduce-scatter in the slice, all-reduce of the shard across slices, all-gather in the slice)
 *   reduce-scatter  ICI reduce-scatter of D over k        + DCN reduce-scatter of D/k over S
 *   all-gather      DCN all-gather of the D-byte shard over S (each chip receives (S-1) D) + ICI all-gather of S D
 *   all-to-all      ICI all-to-all of D over k            + DCN exchange of the (S-1)/S of D bound for other slices
 * </pre>
 * The two phases run one after the other; the DCN part is reported in {@link CostBreakdown#getDcnSeconds}. D is per
 * chip ({@link ChipGroup}): ranks sharing a chip (Ironwood's two TensorCores) meet on it, and share its links and its
 * DCN bandwidth.
 */
public final class HierarchicalCollectivePricing implements CollectivePricer {
  public static final String UNIT = CollectiveOpPricing.UNIT_ICI + "+DCN";

  private final IciCostModel ici;
  private final DcnCostModel dcn;
  private final int[] sliceOf;
  private final int[] localRank;
  /** The program's ranks on each chip: the most ranks any (slice, chip) holds (2 on Ironwood, two TensorCores). */
  private final int ranksPerChip;

  /**
   * @param sliceOf per world rank, its slice
   * @param localRank per world rank, its chip's position on its slice ({@code ici}'s); ranks sharing a chip (Ironwood's
   *     two TensorCores) share it, and the program's ranks per chip are worked out from how many do
   */
  public HierarchicalCollectivePricing(IciCostModel ici, DcnCostModel dcn, int[] sliceOf, int[] localRank) {
    if (sliceOf.length != localRank.length) {
      throw new IllegalArgumentException("one slice and one local rank per rank: " + sliceOf.length + " vs "
          + localRank.length);
    }
    this.ici = ici;
    this.dcn = dcn;
    this.sliceOf = sliceOf.clone();
    this.localRank = localRank.clone();
    Map<Long, Integer> ranksOnChip = new HashMap<>();
    int most = 1;
    for (int r = 0; r < sliceOf.length; r++) {
      most = Math.max(most, ranksOnChip.merge(chipKey(r), 1, Integer::sum));
    }
    this.ranksPerChip = most;
  }

  /** Rank r's chip: (slice, position on the slice), unique whatever the two values are. */
  private long chipKey(int r) {
    return ((long) sliceOf[r] << 32) | (localRank[r] & 0xFFFFFFFFL);
  }

  @Override
  public CostBreakdown price(Op op, List<TensorType> operands) {
    if (op.hasCollectivePermute()) {
      return price(CollectiveKind.COLLECTIVE_PERMUTE, CollectiveOpPricing.operandBytes(operands),
          CollectiveOpPricing.permuteGroup(op));
    }
    List<ReplicaGroup> groups = op.hasCollectiveBroadcast() || op.hasBarrier() ? null
        : CollectiveOpPricing.replicaGroups(op);
    if (groups == null) {
      throw new IllegalArgumentException(TypeInference.kindName(op)
          + " is not priced across slices (all_reduce, all_gather, reduce_scatter and all_to_all are)");
    }
    return price(CollectiveOpPricing.kindOf(op), CollectiveOpPricing.operandBytes(operands),
        CollectiveOpPricing.firstGroup(groups, allRanks()));
  }

  /** {@code kind} run by the world ranks {@code group}, each holding {@code bytesPerRank} (as IciCostModel takes). */
  public CostBreakdown price(CollectiveKind kind, long bytesPerRank, int[] group) {
    Map<Integer, java.util.Set<Integer>> bySlice = new LinkedHashMap<>();
    for (int r : group) {
      if (r < 0 || r >= sliceOf.length) {
        throw new IllegalArgumentException("rank " + r + " is outside the " + sliceOf.length + " ranks of the slices");
      }
      // ranks on one chip (Ironwood's two TensorCores) meet on the chip: the collective runs between chips
      bySlice.computeIfAbsent(sliceOf[r], s -> new java.util.LinkedHashSet<>()).add(localRank[r]);
    }
    int slices = bySlice.size();
    int[] local = bySlice.values().iterator().next().stream().mapToInt(Integer::intValue).toArray();
    // the chips' bytes: the group's most ranks on one chip, each chip keyed by (slice, position)
    Map<Long, Integer> groupOnChip = new HashMap<>();
    int m = 1;
    for (int r : group) {
      m = Math.max(m, groupOnChip.merge(chipKey(r), 1, Integer::sum));
    }
    long chipBytes = (long) Math.ceil(ChipGroup.bytesPerChip(kind, bytesPerRank, m, ranksPerChip));
    if (slices == 1) {
      CollectiveCost c = ici.price(kind, chipBytes, local); // free on one chip
      return breakdown(c.seconds(), 0, CollectiveOpPricing.UNIT_ICI + " " + c.algorithm());
    }
    int k = local.length;
    for (java.util.Set<Integer> members : bySlice.values()) {
      if (members.size() != k) {
        throw new IllegalArgumentException(kind + " group " + Arrays.toString(group) + " has unequal numbers of ranks "
            + "in its slices; a collective across slices needs the same ranks in each");
      }
    }
    double iciSeconds;
    double dcnSeconds;
    switch (kind) {
      case ALL_REDUCE -> {
        iciSeconds = k > 1 ? ici.price(kind, chipBytes, local).seconds() : 0;
        dcnSeconds = dcn.allReduceSeconds((double) chipBytes / k, slices);
      }
      case REDUCE_SCATTER -> {
        iciSeconds = k > 1 ? ici.price(kind, chipBytes, local).seconds() : 0;
        dcnSeconds = dcn.reduceScatterSeconds((double) chipBytes / k, slices);
      }
      case ALL_GATHER -> {
        dcnSeconds = dcn.reduceScatterSeconds((double) chipBytes * slices, slices);
        iciSeconds = k > 1 ? ici.price(kind, chipBytes * slices, local).seconds() : 0;
      }
      case ALL_TO_ALL -> {
        iciSeconds = k > 1 ? ici.price(kind, chipBytes, local).seconds() : 0;
        dcnSeconds = dcn.reduceScatterSeconds(chipBytes, slices);
      }
      default -> throw new IllegalArgumentException(kind + " is not priced across slices");
    }
    return breakdown(iciSeconds + dcnSeconds, dcnSeconds, UNIT + " " + kind.name().toLowerCase(java.util.Locale.ROOT)
        + " (" + k + " per slice x " + slices + " slices)");
  }

  private int[] allRanks() {
    int[] all = new int[sliceOf.length];
    Arrays.setAll(all, i -> i);
    return all;
  }

  private static CostBreakdown breakdown(double seconds, double dcnSeconds, String unit) {
    return CostBreakdown.newBuilder().setMemorySeconds(seconds).setDcnSeconds(dcnSeconds)
        .setBound(CostBreakdown.Bound.MEMORY).setUnit(unit).build();
  }
}
