package org.torchtpu.server.cost;

/**
 * Dimension-order routes over a slice's torus, for {@link IciCostModel}: each route goes axis by axis (the shorter
 * way round an axis that wraps), and every directed link counts the routes crossing it. Also the link counts of the
 * slice's chips, which bound how fast a chip can inject.
 */
final class IciRoutes {
  private final SliceTopology slice;
  private final int[] load;
  /** Hops of the longest route added. */
  int maxHops;
  /** Routes crossing the most-shared directed link. */
  int maxLinkLoad;

  IciRoutes(SliceTopology slice) {
    this.slice = slice;
    this.load = new int[slice.chips() * slice.axes() * 2];
  }

  /** The routes of a bidirectional logical ring through {@code members} in their order. */
  static IciRoutes logicalRing(SliceTopology slice, int[] members) {
    IciRoutes routes = new IciRoutes(slice);
    for (int i = 0; i < members.length; i++) {
      int next = members[(i + 1) % members.length];
      routes.add(members[i], next);
      routes.add(next, members[i]);
    }
    return routes;
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

  /** Hops of the dimension-order route: per axis the plain distance, or the shorter way round if it wraps. */
  static int hops(SliceTopology slice, int from, int to) {
    int[] a = slice.coordinates(from);
    int[] b = slice.coordinates(to);
    int hops = 0;
    for (int axis = 0; axis < a.length; axis++) {
      int d = Math.abs(a[axis] - b[axis]);
      hops += slice.wraps(axis) ? Math.min(d, slice.dim(axis) - d) : d;
    }
    return hops;
  }

  /** Links of the least-connected of {@code members}. */
  static int minLinks(SliceTopology slice, int[] members) {
    int min = Integer.MAX_VALUE;
    for (int r : members) {
      min = Math.min(min, links(slice, r));
    }
    return min;
  }

  /** Links of a chip in the slice: 2 per wrapping axis, 1 or 2 per line axis (1 at its ends), 0 on a 1-chip axis. */
  private static int links(SliceTopology slice, int rank) {
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
}
