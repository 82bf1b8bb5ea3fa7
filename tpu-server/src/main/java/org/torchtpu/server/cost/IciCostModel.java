package org.torchtpu.server.cost;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.torchtpu.server.chip.IciSpec;
import org.torchtpu.server.cost.AxisBox.AxisRun;
import org.torchtpu.server.cost.AxisPhases.Phase;
import org.torchtpu.server.cost.AxisPhases.Schedule;

/**
 * Simulated ICI time of collectives on a slice: an alpha-beta model over the slice's torus links.
 *
 * <p>Notation: B = one direction of one link ({@link IciSpec#linkOneWayBytesPerSecond}), alpha = one hop
 * ({@link IciSpec#hopLatencySeconds}), n = chips along one axis of the group, D = bytes per member. The full
 * derivations and sources are in docs/ici-cost-model.md; in short:
 *
 * <h2>One axis</h2>
 * A reduce-scatter of D over n chips moves n-1 shards of D/n into every chip.
 * <ul>
 *   <li>unidirectional ring: (n-1) * (alpha + D/(n B)) ({@link #ringReduceScatterSeconds}): one link in use;
 *   <li>bidirectional ring (the axis wraps): half the shards come from each side, the farthest one split in two:
 *       ceil((n-1)/2) alpha + (n-1) D/(2 n B) ({@link #bidirectionalRingReduceScatterSeconds}); this is the model's
 *       choice on a wrapping axis, it dominates the unidirectional ring;
 *   <li>line (no wraparound): the end chip has one link, so all n-1 shards cross it:
 *       (n-1) alpha + (n-1) D/(n B) ({@link #lineReduceScatterSeconds}): twice the ring's bandwidth term and about
 *       twice its hops.
 * </ul>
 * An all-gather of a shard S is the mirror image with D = n S; an all-reduce is a reduce-scatter then an all-gather.
 *
 * <h2>Several axes (a group that is an axis-aligned box of the slice)</h2>
 * Reduce-scatter along one axis, then the next on the shrunken payload, and so on; all-gather back in reverse. To keep
 * every axis busy at once the buffer is split into one part per axis, part p starting on axis p and rotating through
 * the others (each part weighted by its first axis's link count: 2 on a ring, 1 on a line). The time is the larger of
 * the slowest part's phase sum and the busiest axis's total bandwidth time (parts queue on a shared axis). On a cube
 * (n per axis, all rings) this meets the bandwidth bound exactly: (1 - 1/N) D / (2 k B) for k axes.
 *
 * <h2>Arbitrary groups</h2>
 * A group that is not a box runs a bidirectional logical ring in group order. Each ring edge is routed over the
 * slice with dimension-order routing (shortest way round a wrapping axis); per step, latency is the longest route's
 * hops and bandwidth is divided by the most-shared link's count. All-to-all on such a group is priced as on its
 * bounding box with the bandwidth term scaled by the group's share of pairs; see the docs for why this is only an
 * approximation.
 *
 * <h2>Bounds ({@link CollectiveCost#boundSeconds})</h2>
 * L = the links of the least-connected member inside the group (2 per wrapping axis, 1 per line axis at a corner).
 * all-reduce 2 (N-1)/N D / (L B); reduce-scatter (N-1)/N D / (L B); all-gather (N-1) S / (L B); all-to-all the
 * larger of the injection bound (N-1)/N D / (L B) and the bisection bound max over axes of
 * floor(n/2) ceil(n/2) D / (n c B); broadcast P / (L B); send/recv and permute P / B (one route); barrier 0.
 */
public final class IciCostModel {
  private final IciSpec ici;
  private final SliceTopology slice;
  private final double linkBytesPerSecond;
  private final double hopSeconds;
  private final AxisPhases phases;

  public IciCostModel(IciSpec ici, SliceTopology slice) {
    this.ici = Objects.requireNonNull(ici, "ici spec");
    this.slice = Objects.requireNonNull(slice, "slice topology");
    this.linkBytesPerSecond = ici.linkOneWayBytesPerSecond();
    this.hopSeconds = ici.hopLatencySeconds();
    this.phases = new AxisPhases(slice, linkBytesPerSecond, hopSeconds);
  }

  public IciSpec ici() {
    return ici;
  }

  public SliceTopology slice() {
    return slice;
  }

  /**
   * Prices one collective.
   *
   * @param bytesPerRank each rank's input buffer size (all_reduce/all_to_all/reduce_scatter: the full local input;
   *     all_gather: the local shard; broadcast/send_recv/permute: the payload; barrier: ignored)
   * @param group slice ranks taking part, in group order (an empty array = the whole slice, in rank order)
   */
  public CollectiveCost price(CollectiveKind kind, long bytesPerRank, int[] group) {
    if (kind == null) {
      throw new IllegalArgumentException("collective kind is null");
    }
    if (bytesPerRank < 0) {
      throw new IllegalArgumentException(kind + ": bytesPerRank must be >= 0, got " + bytesPerRank);
    }
    int[] members = members(kind, group);
    if (kind == CollectiveKind.SEND_RECV && members.length != 2) {
      throw new IllegalArgumentException("SEND_RECV needs a group of exactly 2 ranks (source, destination), got "
          + members.length + ": " + Arrays.toString(members));
    }
    if (members.length == 1) {
      return CollectiveCost.free("single member: nothing to move");
    }
    double bytes = kind == CollectiveKind.BARRIER ? 0 : bytesPerRank;
    AxisBox box = AxisBox.of(slice, members);
    return switch (kind) {
      case ALL_REDUCE -> allReduce(box, members, bytes);
      case REDUCE_SCATTER -> reduceScatter(box, members, bytes, "reduce-scatter");
      case ALL_GATHER -> allGather(box, members, bytes);
      case ALL_TO_ALL -> allToAll(box, members, bytes);
      case BROADCAST -> broadcast(box, members, bytes);
      case SEND_RECV, COLLECTIVE_PERMUTE -> pointToPoint(kind, members, bytes);
      case BARRIER -> {
        CollectiveCost rs = reduceScatter(box, members, 0, "barrier");
        yield new CollectiveCost(2 * rs.seconds(), rs.algorithm() + " (a zero-byte all-reduce)", 0, 0);
      }
    };
  }

  // ---------------------------------------------------------------- one axis, by formula (also used by the docs)

  /** Unidirectional ring reduce-scatter of {@code bytes} per chip over n chips: (n-1)(alpha + D/(nB)). */
  public double ringReduceScatterSeconds(int n, double bytes) {
    return (n - 1) * (hopSeconds + bytes / n / linkBytesPerSecond);
  }

  /** Bidirectional ring reduce-scatter: ceil((n-1)/2) alpha + (n-1) D / (2 n B). */
  public double bidirectionalRingReduceScatterSeconds(int n, double bytes) {
    return phases.axisPhase(n, true, bytes).seconds();
  }

  /** Reduce-scatter on a line of n chips (no wraparound): (n-1) alpha + (n-1) D / (n B). */
  public double lineReduceScatterSeconds(int n, double bytes) {
    return phases.axisPhase(n, false, bytes).seconds();
  }

  // ---------------------------------------------------------------- collectives

  private CollectiveCost allReduce(AxisBox box, int[] members, double bytes) {
    int n = members.length;
    CollectiveCost rs = reduceScatter(box, members, bytes, "reduce-scatter");
    CollectiveCost twoPhase = new CollectiveCost(2 * rs.seconds(),
        rs.algorithm().replaceFirst("reduce-scatter", "reduce-scatter + all-gather"), 2 * rs.bytesOnWire(),
        2 * rs.boundSeconds());
    // Small messages: gather every member's whole buffer and reduce locally; half the hops, n times the bytes.
    CollectiveCost oneShot = reduceScatter(box, members, bytes * n, "one-shot all-gather + local reduce");
    if (oneShot.seconds() < twoPhase.seconds()) {
      return new CollectiveCost(oneShot.seconds(), oneShot.algorithm(), oneShot.bytesOnWire(), twoPhase.boundSeconds());
    }
    return twoPhase;
  }

  private CollectiveCost allGather(AxisBox box, int[] members, double shardBytes) {
    // The mirror image of a reduce-scatter of the gathered size: the same steps, run backwards.
    return reduceScatter(box, members, shardBytes * members.length, "all-gather");
  }

  /** Reduce-scatter of D bytes per member, or (by symmetry) an all-gather of D/N per member. */
  private CollectiveCost reduceScatter(AxisBox box, int[] members, double bytes, String label) {
    int n = members.length;
    if (box != null) {
      List<Phase[]> parts = phases.rotatedParts(box, bytes, true);
      Schedule s = phases.schedule(parts);
      double bound = (n - 1.0) / n * bytes / (box.minLinks() * linkBytesPerSecond);
      return new CollectiveCost(s.seconds(), label + " over " + box.describe(), s.bytesSent(), bound);
    }
    IciRoutes ring = IciRoutes.logicalRing(slice, members);
    double shard = bytes / n;
    double seconds = (n / 2) * ring.maxHops * hopSeconds
        + (n - 1) * ring.maxLinkLoad * shard / (2 * linkBytesPerSecond);
    double bound = (n - 1.0) / n * bytes / (IciRoutes.minLinks(slice, members) * linkBytesPerSecond);
    return new CollectiveCost(seconds, label + " over a routed bidirectional ring of " + n + " ranks (longest edge "
        + ring.maxHops + " hops, busiest link shared by " + ring.maxLinkLoad + ")", (n - 1) * shard, bound);
  }

  private CollectiveCost allToAll(AxisBox box, int[] members, double bytes) {
    int n = members.length;
    AxisBox target = box != null ? box : AxisBox.bounding(slice, members);
    double bisection = 0;
    for (AxisRun run : target.runs) {
      double cut = AxisPhases.bisectionCut(run.n());
      bisection = Math.max(bisection, cut / ((run.ring() ? 2 : 1) * linkBytesPerSecond));
    }
    List<Phase[]> parts = phases.rotatedParts(target, bytes, false);
    Schedule s = phases.schedule(parts);
    double seconds = s.seconds();
    String algorithm = "dimension-ordered all-to-all over " + target.describe();
    if (box == null) {
      // The group's pairs are a fraction of the box's: scale the bandwidth part, keep the hops.
      int boxChips = target.chips();
      double share = (n - 1.0) / (boxChips - 1.0);
      seconds = s.latency() + (s.seconds() - s.latency()) * share;
      algorithm += " (bounding box of a " + n + "-rank group, bandwidth scaled by " + String.format("%.3f", share)
          + ")";
    }
    double injection = (n - 1.0) / n * bytes
        / ((box != null ? box.minLinks() : IciRoutes.minLinks(slice, members)) * linkBytesPerSecond);
    double bound = Math.max(injection, box != null ? bytes * bisection : 0);
    return new CollectiveCost(seconds, algorithm, bytes * (n - 1) / n, bound);
  }

  private CollectiveCost broadcast(AxisBox box, int[] members, double bytes) {
    int links = box != null ? box.minLinks() : IciRoutes.minLinks(slice, members);
    int depth = 0;
    for (int i = 1; i < members.length; i++) {
      depth = Math.max(depth, IciRoutes.hops(slice, members[0], members[i]));
    }
    double bound = bytes / (links * linkBytesPerSecond);
    return new CollectiveCost(depth * hopSeconds + bound,
        "pipelined broadcast from rank " + members[0] + " over " + links + " edge-disjoint trees, depth " + depth,
        bytes, bound);
  }

  private CollectiveCost pointToPoint(CollectiveKind kind, int[] members, double bytes) {
    IciRoutes routes = new IciRoutes(slice);
    int edges = kind == CollectiveKind.SEND_RECV ? 1 : members.length;
    for (int i = 0; i < edges; i++) {
      routes.add(members[i], members[(i + 1) % members.length]);
    }
    double bound = bytes / linkBytesPerSecond;
    double seconds = routes.maxHops * hopSeconds + routes.maxLinkLoad * bound;
    String what = kind == CollectiveKind.SEND_RECV
        ? "send rank " + members[0] + " -> " + members[1]
        : "cyclic shift over " + members.length + " ranks";
    return new CollectiveCost(seconds, what + ", dimension-order routed (" + routes.maxHops + " hops, busiest link"
        + " shared by " + routes.maxLinkLoad + ")", bytes, bound);
  }

  // ---------------------------------------------------------------- groups

  private int[] members(CollectiveKind kind, int[] group) {
    if (group == null) {
      throw new IllegalArgumentException(kind + ": group is null (pass an empty array for the whole slice)");
    }
    int chips = slice.chips();
    if (group.length == 0) {
      int[] all = new int[chips];
      Arrays.setAll(all, i -> i);
      return all;
    }
    boolean[] seen = new boolean[chips];
    for (int r : group) {
      if (r < 0 || r >= chips) {
        throw new IllegalArgumentException(kind + ": group rank " + r + " is outside the slice " + slice + " (0.."
            + (chips - 1) + ")");
      }
      if (seen[r]) {
        throw new IllegalArgumentException(kind + ": group rank " + r + " appears twice in "
            + Arrays.toString(group));
      }
      seen[r] = true;
    }
    return group.clone();
  }
}
