package org.torchtpu.server.cost;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import org.torchtpu.server.chip.IciSpec;

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
  /** Balanced part shares per group shape ({@link #balance}): they depend on the shape only. */
  private final Map<String, double[]> shares = new ConcurrentHashMap<>();

  public IciCostModel(IciSpec ici, SliceTopology slice) {
    this.ici = Objects.requireNonNull(ici, "ici spec");
    this.slice = Objects.requireNonNull(slice, "slice topology");
    this.linkBytesPerSecond = ici.linkOneWayBytesPerSecond();
    this.hopSeconds = ici.hopLatencySeconds();
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
    Box box = Box.of(slice, members);
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
    return axisPhase(n, true, bytes).seconds();
  }

  /** Reduce-scatter on a line of n chips (no wraparound): (n-1) alpha + (n-1) D / (n B). */
  public double lineReduceScatterSeconds(int n, double bytes) {
    return axisPhase(n, false, bytes).seconds();
  }

  /** One reduce-scatter (or, mirrored, all-gather) phase along one axis of n chips, D bytes per chip going in. */
  private Phase axisPhase(int n, boolean ring, double bytes) {
    double shard = bytes / n;
    if (ring) {
      return new Phase((n / 2) * hopSeconds, (n - 1) * shard / (2 * linkBytesPerSecond), (n - 1) * shard);
    }
    return new Phase((n - 1) * hopSeconds, (n - 1) * shard / linkBytesPerSecond, (n - 1) * shard);
  }

  /** One all-to-all phase along one axis: every chip holds D bytes, 1/n of it for each chip of the axis. */
  private Phase allToAllPhase(int n, boolean ring, double bytes) {
    // Busiest link per direction with shortest-way routing: the bisection traffic over the links that cross it.
    double cut = (double) (n / 2) * ((n + 1) / 2) / n; // floor(n/2) ceil(n/2) / n
    double bandwidth = bytes * cut / ((ring ? 2 : 1) * linkBytesPerSecond);
    double hops = ring ? n / 2 : n - 1;
    return new Phase(hops * hopSeconds, bandwidth, bytes * (n - 1) / n);
  }

  // ---------------------------------------------------------------- collectives

  private CollectiveCost allReduce(Box box, int[] members, double bytes) {
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

  private CollectiveCost allGather(Box box, int[] members, double shardBytes) {
    // The mirror image of a reduce-scatter of the gathered size: the same steps, run backwards.
    return reduceScatter(box, members, shardBytes * members.length, "all-gather");
  }

  /** Reduce-scatter of D bytes per member, or (by symmetry) an all-gather of D/N per member. */
  private CollectiveCost reduceScatter(Box box, int[] members, double bytes, String label) {
    int n = members.length;
    if (box != null) {
      List<Phase[]> parts = rotatedParts(box, bytes, true);
      Schedule s = schedule(parts);
      double bound = (n - 1.0) / n * bytes / (box.minLinks() * linkBytesPerSecond);
      return new CollectiveCost(s.seconds, label + " over " + box.describe(), s.bytesSent, bound);
    }
    Routes ring = logicalRing(members);
    double shard = bytes / n;
    double seconds = (n / 2) * ring.maxHops * hopSeconds
        + (n - 1) * ring.maxLinkLoad * shard / (2 * linkBytesPerSecond);
    double bound = (n - 1.0) / n * bytes / (minLinks(members) * linkBytesPerSecond);
    return new CollectiveCost(seconds, label + " over a routed bidirectional ring of " + n + " ranks (longest edge "
        + ring.maxHops + " hops, busiest link shared by " + ring.maxLinkLoad + ")", (n - 1) * shard, bound);
  }

  private CollectiveCost allToAll(Box box, int[] members, double bytes) {
    int n = members.length;
    Box target = box != null ? box : Box.bounding(slice, members);
    double bisection = 0;
    for (AxisRun run : target.runs) {
      double cut = (double) (run.n / 2) * ((run.n + 1) / 2) / run.n;
      bisection = Math.max(bisection, cut / ((run.ring ? 2 : 1) * linkBytesPerSecond));
    }
    List<Phase[]> parts = rotatedParts(target, bytes, false);
    Schedule s = schedule(parts);
    double seconds = s.seconds;
    String algorithm = "dimension-ordered all-to-all over " + target.describe();
    if (box == null) {
      // The group's pairs are a fraction of the box's: scale the bandwidth part, keep the hops.
      int boxChips = target.chips();
      double share = (n - 1.0) / (boxChips - 1.0);
      seconds = s.latency + (s.seconds - s.latency) * share;
      algorithm += " (bounding box of a " + n + "-rank group, bandwidth scaled by " + String.format("%.3f", share)
          + ")";
    }
    double injection = (n - 1.0) / n * bytes
        / ((box != null ? box.minLinks() : minLinks(members)) * linkBytesPerSecond);
    double bound = Math.max(injection, box != null ? bytes * bisection : 0);
    return new CollectiveCost(seconds, algorithm, bytes * (n - 1) / n, bound);
  }

  private CollectiveCost broadcast(Box box, int[] members, double bytes) {
    int links = box != null ? box.minLinks() : minLinks(members);
    int depth = 0;
    for (int i = 1; i < members.length; i++) {
      depth = Math.max(depth, hops(members[0], members[i]));
    }
    double bound = bytes / (links * linkBytesPerSecond);
    return new CollectiveCost(depth * hopSeconds + bound,
        "pipelined broadcast from rank " + members[0] + " over " + links + " edge-disjoint trees, depth " + depth,
        bytes, bound);
  }

  private CollectiveCost pointToPoint(CollectiveKind kind, int[] members, double bytes) {
    Routes routes = new Routes(slice);
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

  // ---------------------------------------------------------------- scheduling of rotated parts

  /**
   * Splits the buffer into one part per axis of the box, part p running its phases along axes p, p+1, ... (mod k),
   * so that every axis is busy at once. Reduce-scatter phases shrink the payload by each axis's length
   * ({@code shrink}); all-to-all phases keep it. The split balances the axes' loads (see {@link #balance}).
   */
  private List<Phase[]> rotatedParts(Box box, double bytes, boolean shrink) {
    List<Phase[]> whole = rotatedPhases(box, bytes, shrink);
    double[] weights = shares.computeIfAbsent((shrink ? "rs " : "a2a ") + box.describe(),
        key -> balance(rotatedPhases(box, 1, shrink)));
    List<Phase[]> parts = new ArrayList<>(whole.size());
    for (int p = 0; p < whole.size(); p++) {
      Phase[] phases = whole.get(p).clone();
      for (int j = 0; j < phases.length; j++) {
        phases[j] = phases[j].scaled(weights[p]);
      }
      parts.add(phases);
    }
    return parts;
  }

  /** Each part's phases as if it carried the whole buffer. */
  private List<Phase[]> rotatedPhases(Box box, double bytes, boolean shrink) {
    int k = box.runs.size();
    List<Phase[]> parts = new ArrayList<>(k);
    for (int p = 0; p < k; p++) {
      Phase[] phases = new Phase[k];
      double payload = bytes;
      for (int j = 0; j < k; j++) {
        AxisRun run = box.runs.get((p + j) % k);
        phases[j] = (shrink ? axisPhase(run.n, run.ring, payload) : allToAllPhase(run.n, run.ring, payload))
            .on(run.axis);
        if (shrink) {
          payload /= run.n;
        }
      }
      parts.add(phases);
    }
    return parts;
  }

  /**
   * The buffer shares of the rotated parts that minimise their schedule's bandwidth time. That time is a maximum of
   * functions linear in the shares, hence convex, so a ternary search per share (nested for three axes) finds the
   * minimum; on a cube the answer is the even split. The shares do not depend on the byte count (bandwidth terms
   * scale with it, latency terms do not depend on the split), so this is what a compiler would fix per group shape.
   */
  private double[] balance(List<Phase[]> unit) {
    int k = unit.size();
    if (k == 1) {
      return new double[] {1};
    }
    if (k == 2) {
      double w = argmin(x -> bandwidthTime(unit, new double[] {x, 1 - x}), 0, 1);
      return new double[] {w, 1 - w};
    }
    double w0 = argmin(x -> innerBest(unit, x), 0, 1);
    double w1 = argmin(y -> bandwidthTime(unit, new double[] {w0, y, 1 - w0 - y}), 0, 1 - w0);
    return new double[] {w0, w1, 1 - w0 - w1};
  }

  private double innerBest(List<Phase[]> unit, double w0) {
    double w1 = argmin(y -> bandwidthTime(unit, new double[] {w0, y, 1 - w0 - y}), 0, 1 - w0);
    return bandwidthTime(unit, new double[] {w0, w1, 1 - w0 - w1});
  }

  private static double argmin(java.util.function.DoubleUnaryOperator f, double lo, double hi) {
    for (int i = 0; i < 40; i++) { // (2/3)^40 < 1e-7 of the interval
      double m1 = lo + (hi - lo) / 3;
      double m2 = hi - (hi - lo) / 3;
      if (f.applyAsDouble(m1) <= f.applyAsDouble(m2)) {
        hi = m2;
      } else {
        lo = m1;
      }
    }
    return (lo + hi) / 2;
  }

  /** The schedule's bandwidth-only time for given shares: the slowest part or the busiest axis. */
  private double bandwidthTime(List<Phase[]> unit, double[] w) {
    double worst = 0;
    double[] axisBusy = new double[slice.axes()];
    for (int p = 0; p < w.length; p++) {
      double sum = 0;
      for (Phase ph : unit.get(p)) {
        sum += ph.bandwidth() * w[p];
        axisBusy[ph.axis()] += ph.bandwidth() * w[p];
      }
      worst = Math.max(worst, sum);
    }
    for (double busy : axisBusy) {
      worst = Math.max(worst, busy);
    }
    return worst;
  }

  private record Phase(double latency, double bandwidth, double bytesSent, int axis) {
    Phase(double latency, double bandwidth, double bytesSent) {
      this(latency, bandwidth, bytesSent, -1);
    }

    double seconds() {
      return latency + bandwidth;
    }

    Phase on(int axis) {
      return new Phase(latency, bandwidth, bytesSent, axis);
    }

    /** This phase carrying a share of the payload: bandwidth and bytes scale, the hops do not. */
    Phase scaled(double share) {
      return new Phase(latency, bandwidth * share, bytesSent * share, axis);
    }
  }

  private record Schedule(double seconds, double latency, double bytesSent) {}

  /**
   * Runs the parts concurrently: the slowest part's own phase sum, or the busiest axis's bandwidth time if parts
   * queue on it (an optimistic list schedule: the larger of the two lower bounds).
   */
  private Schedule schedule(List<Phase[]> parts) {
    double slowest = 0;
    double latency = 0;
    double bytes = 0;
    double[] axisBusy = new double[slice.axes()];
    for (Phase[] phases : parts) {
      double sum = 0;
      double lat = 0;
      for (Phase ph : phases) {
        sum += ph.seconds();
        lat += ph.latency();
        bytes += ph.bytesSent();
        axisBusy[ph.axis()] += ph.bandwidth();
      }
      slowest = Math.max(slowest, sum);
      latency = Math.max(latency, lat);
    }
    for (double busy : axisBusy) {
      slowest = Math.max(slowest, busy + latency);
    }
    return new Schedule(slowest, latency, bytes);
  }

  // ---------------------------------------------------------------- groups, boxes and routes

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

  /** Links of a chip in the slice: 2 per wrapping axis, 1 or 2 per line axis (1 at its ends), 0 on a 1-chip axis. */
  private int links(int rank) {
    int[] c = slice.coordinates(rank);
    int links = 0;
    for (int a = 0; a < slice.axes(); a++) {
      int n = slice.dim(a);
      if (n == 1) {
        continue;
      }
      links += slice.wraps(a) ? 2 : (c[a] == 0 || c[a] == n - 1 ? 1 : 2);
    }
    return links;
  }

  private int minLinks(int[] members) {
    int min = Integer.MAX_VALUE;
    for (int r : members) {
      min = Math.min(min, links(r));
    }
    return min;
  }

  /** Hops of the dimension-order route: per axis the plain distance, or the shorter way round if it wraps. */
  private int hops(int from, int to) {
    int[] a = slice.coordinates(from);
    int[] b = slice.coordinates(to);
    int hops = 0;
    for (int axis = 0; axis < a.length; axis++) {
      int d = Math.abs(a[axis] - b[axis]);
      hops += slice.wraps(axis) ? Math.min(d, slice.dim(axis) - d) : d;
    }
    return hops;
  }

  private Routes logicalRing(int[] members) {
    Routes routes = new Routes(slice);
    for (int i = 0; i < members.length; i++) {
      int next = members[(i + 1) % members.length];
      routes.add(members[i], next);
      routes.add(next, members[i]);
    }
    return routes;
  }

  /** Dimension-order routes over the slice, with a count of routes per directed link. */
  private static final class Routes {
    private final SliceTopology slice;
    private final int[] load;
    int maxHops;
    int maxLinkLoad;

    Routes(SliceTopology slice) {
      this.slice = slice;
      this.load = new int[slice.chips() * slice.axes() * 2];
    }

    void add(int from, int to) {
      int[] at = slice.coordinates(from);
      int[] goal = slice.coordinates(to);
      int hops = 0;
      for (int a = 0; a < at.length; a++) {
        int n = slice.dim(a);
        int delta = goal[a] - at[a];
        int step = Integer.signum(delta);
        int count = Math.abs(delta);
        if (slice.wraps(a)) {
          int forward = Math.floorMod(delta, n);
          if (forward <= n - forward) {
            step = 1;
            count = forward;
          } else {
            step = -1;
            count = n - forward;
          }
        }
        for (int i = 0; i < count; i++) {
          int link = (slice.rank(at) * at.length + a) * 2 + (step > 0 ? 0 : 1);
          maxLinkLoad = Math.max(maxLinkLoad, ++load[link]);
          at[a] = Math.floorMod(at[a] + step, n);
          hops++;
        }
      }
      maxHops = Math.max(maxHops, hops);
    }
  }

  /** One axis of a box group: its extent n and whether it closes into a ring. */
  private record AxisRun(int axis, int n, boolean ring) {
    int links() {
      return ring ? 2 : 1;
    }

    String describe() {
      return (ring ? "ring " : "line ") + "xyz".charAt(axis) + n;
    }
  }

  /** A group that is exactly an axis-aligned box of the slice (in any order). */
  private static final class Box {
    final List<AxisRun> runs;

    private Box(List<AxisRun> runs) {
      this.runs = runs;
    }

    /** The box the members fill exactly, or null if they do not fill one. */
    static Box of(SliceTopology slice, int[] members) {
      Box box = bounding(slice, members);
      return box.chips() == members.length ? box : null;
    }

    /** The smallest axis-aligned box holding the members (not wrapping round an axis). */
    static Box bounding(SliceTopology slice, int[] members) {
      int axes = slice.axes();
      int[] lo = new int[axes];
      int[] hi = new int[axes];
      Arrays.fill(lo, Integer.MAX_VALUE);
      Arrays.fill(hi, -1);
      for (int r : members) {
        int[] c = slice.coordinates(r);
        for (int a = 0; a < axes; a++) {
          lo[a] = Math.min(lo[a], c[a]);
          hi[a] = Math.max(hi[a], c[a]);
        }
      }
      List<AxisRun> runs = new ArrayList<>();
      for (int a = 0; a < axes; a++) {
        int n = hi[a] - lo[a] + 1;
        if (n > 1) {
          runs.add(new AxisRun(a, n, n == slice.dim(a) && slice.wraps(a)));
        }
      }
      return new Box(List.copyOf(runs));
    }

    int chips() {
      int c = 1;
      for (AxisRun r : runs) {
        c *= r.n;
      }
      return c;
    }

    /** Links of the box's corner chip, its least-connected member. */
    int minLinks() {
      int l = 0;
      for (AxisRun r : runs) {
        l += r.links();
      }
      return l;
    }

    String describe() {
      StringBuilder s = new StringBuilder();
      for (AxisRun r : runs) {
        s.append(s.length() == 0 ? "" : ", ").append(r.describe());
      }
      return runs.size() > 1 ? s + " (" + runs.size() + " rotated parts)" : s.toString();
    }
  }
}
