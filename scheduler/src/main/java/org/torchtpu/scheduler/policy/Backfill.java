package org.torchtpu.scheduler.policy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.torchtpu.scheduler.placement.Box;
import org.torchtpu.scheduler.placement.FreeMap;
import org.torchtpu.scheduler.placement.Placer;
import org.torchtpu.scheduler.placement.Shape;

/**
 * EASY backfill. The first job of a generation that cannot be placed becomes that generation's head. Its
 * reservation is the earliest time T when, releasing running jobs in order of their time-limit ends, its box fits
 * (binary search over that order), and that box. Later jobs may still start now if they cannot delay the head:
 * they end by T by their own time limit, or they avoid the head's reserved box.
 */
final class Backfill {
  /** A generation's head job and what it holds on to: the box it expects (null: none), from when. */
  record Head(JobEntry job, PodState pod, Box box, long shadowMillis) {}

  private final SchedulerState s;
  private final Placer placer;
  /** Searches that found nothing, valid while the state version stays the same (unrestricted searches). */
  private final LongSet failedSearches = new LongSet();
  private long failedSearchesVersion = -1;
  /** Searches that found nothing with the head's box masked: valid for one pass. */
  private final LongSet failedMaskedSearches = new LongSet();

  Backfill(SchedulerState s, Placer placer) {
    this.s = s;
    this.placer = placer;
  }

  /** Called at the start of each pass: heads may differ from the last one's. */
  void startPass() {
    failedMaskedSearches.clear();
  }

  /** Places {@code j} now if some accepted shape fits; backfill jobs that would outlive the head's reservation avoid its box. */
  boolean tryPlace(JobEntry j, Head head, long now) {
    boolean restricted = head != null && head.box != null && now + j.timeLimitMillis > head.shadowMillis;
    int podIndex = 0;
    for (Shape shape : j.shapes) {
      podIndex = 0;
      for (PodState pod : s.podsByGeneration.get(j.generation)) {
        podIndex++;
        boolean masked = restricted && head.pod == pod;
        Shape c = shape.canonical();
        long key = ((((long) podIndex * 65 + c.x()) * 65 + c.y()) * 65 + c.z()) * 2 + (masked ? 1 : 0);
        if (failedSearchesVersion != s.stateVersion) {
          failedSearches.clear();
          failedSearchesVersion = s.stateVersion;
        }
        LongSet memo = masked ? failedMaskedSearches : failedSearches;
        if (memo.contains(key)) {
          continue;
        }
        FreeMap map = pod.free;
        if (masked) {
          map = s.scratch.get(pod);
          map.copyFrom(pod.free);
          map.fill(head.box, false);
        }
        s.searches++;
        Box b = placer.place(map, shape);
        if (b != null) {
          s.allocate(j, pod, b, now);
          return true;
        }
        memo.add(key);
      }
    }
    return false;
  }

  /**
   * The head's reservation: the earliest time-limit end of running jobs after which its box fits, found by
   * binary search (fitting only gets easier as more jobs end), and the box it would take then.
   */
  Head reserve(JobEntry j, long now) {
    Head best = new Head(j, null, null, Long.MAX_VALUE);
    for (PodState pod : s.podsByGeneration.get(j.generation)) {
      List<JobEntry> holders = new ArrayList<>();
      for (JobEntry a : s.active) {
        if (a.pod == pod) {
          holders.add(a);
        }
      }
      if (holders.isEmpty()) {
        continue;
      }
      holders.sort(Comparator.comparingLong(JobEntry::expectedEndMillis));
      if (placeAfter(j, pod, holders, holders.size()) == null) {
        continue;
      }
      int lo = 1;
      int hi = holders.size();
      while (lo < hi) {
        int mid = (lo + hi) >>> 1;
        if (placeAfter(j, pod, holders, mid) != null) {
          hi = mid;
        } else {
          lo = mid + 1;
        }
      }
      long t = Math.max(now, holders.get(lo - 1).expectedEndMillis());
      if (t < best.shadowMillis) {
        best = new Head(j, pod, placeAfter(j, pod, holders, lo), t);
      }
    }
    return best;
  }

  private Box placeAfter(JobEntry j, PodState pod, List<JobEntry> holders, int released) {
    FreeMap map = s.scratch.get(pod);
    map.copyFrom(pod.free);
    for (int i = 0; i < released; i++) {
      map.fill(holders.get(i).box, true);
    }
    for (JobEntry r : pod.reservations) {
      map.fill(r.reservedBox, false);
    }
    for (Shape shape : j.shapes) {
      s.searches++;
      Box b = placer.place(map, shape);
      if (b != null) {
        return b;
      }
    }
    return null;
  }

  /** A small set of longs without boxing: the pass's memo of searches that found nothing. */
  private static final class LongSet {
    private long[] items = new long[32];
    private int size;

    void clear() {
      size = 0;
    }

    boolean contains(long v) {
      for (int i = 0; i < size; i++) {
        if (items[i] == v) {
          return true;
        }
      }
      return false;
    }

    void add(long v) {
      if (size == items.length) {
        items = Arrays.copyOf(items, size * 2);
      }
      items[size++] = v;
    }
  }
}
