package org.torchtpu.server.cost;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A group of ranks that is an axis-aligned box of the slice (in any order), as {@link IciCostModel} prices it: one
 * run of chips per axis the box spans, each a ring (it spans the whole of a wrapping axis) or a line.
 */
final class AxisBox {
  /** One axis of a box group: its extent n and whether it closes into a ring. */
  record AxisRun(int axis, int n, boolean ring) {
    int links() {
      return ring ? 2 : 1;
    }

    String describe() {
      return (ring ? "ring " : "line ") + "xyz".charAt(axis) + n;
    }
  }

  final List<AxisRun> runs;

  private AxisBox(List<AxisRun> runs) {
    this.runs = runs;
  }

  /** The box the members fill exactly, or null if they do not fill one. */
  static AxisBox of(SliceTopology slice, int[] members) {
    AxisBox box = bounding(slice, members);
    return box.chips() == members.length ? box : null;
  }

  /** The smallest axis-aligned box holding the members (not wrapping round an axis). */
  static AxisBox bounding(SliceTopology slice, int[] members) {
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
    return new AxisBox(List.copyOf(runs));
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
