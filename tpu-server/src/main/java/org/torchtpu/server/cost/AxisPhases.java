package org.torchtpu.server.cost;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.DoubleUnaryOperator;
import org.torchtpu.server.cost.AxisBox.AxisRun;

/**
 * The phases of a collective along the axes of a box group and their concurrent schedule, for {@link IciCostModel}:
 * the latency (alpha, one per hop) and bandwidth (D / B) terms of one axis, and the rotated parts that keep every axis
 * busy at once.
 *
 * <p>The buffer is split into one part per axis, part p starting on axis p and rotating through the others; the
 * split balances the axes' loads ({@link #balance}). The time is the larger of the slowest part's phase sum and the
 * busiest axis's total bandwidth time (parts queue on a shared axis).
 */
final class AxisPhases {
  private final SliceTopology slice;
  private final double linkBytesPerSecond;
  private final double hopSeconds;
  /** Balanced part shares per group shape ({@link #balance}): they depend on the shape only. */
  private final Map<String, double[]> shares = new ConcurrentHashMap<>();

  AxisPhases(SliceTopology slice, double linkBytesPerSecond, double hopSeconds) {
    this.slice = slice;
    this.linkBytesPerSecond = linkBytesPerSecond;
    this.hopSeconds = hopSeconds;
  }

  /** One stage of a part on one axis: its hops' latency, its bandwidth time and the bytes it sends. */
  record Phase(double latency, double bandwidth, double bytesSent, int axis) {
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

  /** The parts run concurrently: total seconds, the longest part's latency, and the bytes sent. */
  record Schedule(double seconds, double latency, double bytesSent) {}

  /** One reduce-scatter (or, mirrored, all-gather) phase along one axis of n chips, D bytes per chip going in. */
  Phase axisPhase(int n, boolean ring, double bytes) {
    double shard = bytes / n;
    if (ring) {
      return new Phase((n / 2) * hopSeconds, (n - 1) * shard / (2 * linkBytesPerSecond), (n - 1) * shard);
    }
    return new Phase((n - 1) * hopSeconds, (n - 1) * shard / linkBytesPerSecond, (n - 1) * shard);
  }

  /** One all-to-all phase along one axis: every chip holds D bytes, 1/n of it for each chip of the axis. */
  Phase allToAllPhase(int n, boolean ring, double bytes) {
    // Busiest link per direction with shortest-way routing: the bisection traffic over the links that cross it.
    double cut = bisectionCut(n);
    double bandwidth = bytes * cut / ((ring ? 2 : 1) * linkBytesPerSecond);
    double hops = ring ? n / 2 : n - 1;
    return new Phase(hops * hopSeconds, bandwidth, bytes * (n - 1) / n);
  }

  /** floor(n/2) ceil(n/2) / n: the share of an axis's all-to-all traffic crossing its middle, per chip's bytes. */
  static double bisectionCut(int n) {
    return (double) (n / 2) * ((n + 1) / 2) / n;
  }

  /**
   * Splits the buffer into one part per axis of the box, part p running its phases along axes p, p+1, ... (mod k),
   * so that every axis is busy at once. Reduce-scatter phases shrink the payload by each axis's length
   * ({@code shrink}); all-to-all phases keep it. The split balances the axes' loads (see {@link #balance}).
   */
  List<Phase[]> rotatedParts(AxisBox box, double bytes, boolean shrink) {
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
  private List<Phase[]> rotatedPhases(AxisBox box, double bytes, boolean shrink) {
    int k = box.runs.size();
    List<Phase[]> parts = new ArrayList<>(k);
    for (int p = 0; p < k; p++) {
      Phase[] phases = new Phase[k];
      double payload = bytes;
      for (int j = 0; j < k; j++) {
        AxisRun run = box.runs.get((p + j) % k);
        phases[j] = (shrink ? axisPhase(run.n(), run.ring(), payload) : allToAllPhase(run.n(), run.ring(), payload))
            .on(run.axis());
        if (shrink) {
          payload /= run.n();
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

  private static double argmin(DoubleUnaryOperator f, double lo, double hi) {
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

  /**
   * Runs the parts concurrently: the slowest part's own phase sum, or the busiest axis's bandwidth time if parts
   * queue on it (an optimistic list schedule: the larger of the two lower bounds).
   */
  Schedule schedule(List<Phase[]> parts) {
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
}
