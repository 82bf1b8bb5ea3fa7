package org.torchtpu.scheduler.policy;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.api.v1.PreemptionNotice;
import org.torchtpu.scheduler.placement.BestFitPlacer;
import org.torchtpu.scheduler.placement.Box;
import org.torchtpu.scheduler.placement.FreeMap;
import org.torchtpu.scheduler.placement.Shape;

/**
 * Preemption. Before reserving, a head that outranks running jobs looks for the box whose lower-priority
 * occupants hold the fewest chips. Those jobs get a {@link PreemptionNotice} on their watch streams and keep their
 * chips for the grace period; the box is reserved for the head (its free chips at once, the others as they are
 * released). At the deadline, or earlier if the job completes, its chips are taken back and it goes PREEMPTED then
 * QUEUED again, keeping its submission order: preempted jobs are requeued, not dropped.
 */
final class Preemption {
  private final SchedulerState s;
  private final BestFitPlacer victimSearch = new BestFitPlacer();

  Preemption(SchedulerState s) {
    this.s = s;
  }

  /**
   * Finds the box whose lower-priority occupants hold the fewest chips, sends them notices and reserves the box
   * for {@code j}. Jobs already under notice are not chosen again.
   */
  boolean preemptFor(JobEntry j, long now) {
    PodState bestPod = null;
    Box bestBox = null;
    int bestTaken = Integer.MAX_VALUE;
    for (PodState pod : s.podsByGeneration.get(j.generation)) {
      FreeMap map = s.scratch.get(pod);
      map.copyFrom(pod.free);
      boolean any = false;
      for (JobEntry a : s.active) {
        if (a.pod == pod && a.priority < j.priority && a.preemptDeadlineMillis == 0) {
          map.fill(a.box, true);
          any = true;
        }
      }
      if (!any) {
        continue;
      }
      for (JobEntry r : pod.reservations) {
        map.fill(r.reservedBox, false);
      }
      for (Shape shape : j.shapes) {
        s.searches++;
        Box b = victimSearch.place(map, shape, (m, x, y, z, o) ->
            -victimChips(pod, Box.at(x, y, z, o)) + BestFitPlacer.contactScore(m, x, y, z, o) * 0.5);
        if (b != null) {
          int taken = victimChips(pod, b);
          if (taken < bestTaken) {
            bestTaken = taken;
            bestBox = b;
            bestPod = pod;
          }
        }
      }
    }
    if (bestBox == null) {
      j.preemptSearchVersion = s.stateVersion;  // nothing to gain by searching again until something changes
      return false;
    }
    List<JobEntry> victims = new ArrayList<>();
    for (JobEntry a : s.active) {
      if (a.pod == bestPod && a.priority < j.priority && a.preemptDeadlineMillis == 0 && a.box.intersects(bestBox)) {
        victims.add(a);
      }
    }
    s.stateVersion++;
    j.reservedPod = bestPod;
    j.reservedBox = bestBox;
    bestPod.reservations.add(j);
    bestPod.refresh(bestBox);
    j.reason = "preempting " + victims.size() + " lower-priority job(s); starts when their grace period ends";
    long deadline = now + s.config.preemptionGraceMillis();
    for (JobEntry v : victims) {
      v.preemptDeadlineMillis = deadline;
      v.preemptedFor = j.id;
      v.preemptedForTenant = j.tenant;
      s.preemptionCount++;
      s.persist(v);
      s.events.emit(v, "preempted for " + v.mention(j.id, j.tenant) + " of higher priority"
          + (v.tenant.equals(j.tenant) ? " (" + j.priority + " > " + v.priority + ")" : "")
          + "; chips are taken back at " + deadline + " (epoch ms)", s.views().notice(v));
    }
    s.timerAt(deadline);
    if (s.config.preemptionGraceMillis() == 0) {
      for (JobEntry v : victims) {
        preempt(v, now);
      }
    }
    return true;
  }

  /** Chips of the jobs a box would preempt: a job loses all its chips even when the box takes only some. */
  private static int victimChips(PodState pod, Box box) {
    List<JobEntry> seen = new ArrayList<>(4);
    int chips = 0;
    for (int z = box.z0(); z < box.z0() + box.sz(); z++) {
      for (int y = box.y0(); y < box.y0() + box.sy(); y++) {
        for (int x = box.x0(); x < box.x0() + box.sx(); x++) {
          JobEntry a = pod.jobAt[pod.cell(x, y, z)];
          if (a != null && !seen.contains(a)) {
            seen.add(a);
            chips += a.chips;
          }
        }
      }
    }
    return chips;
  }

  /** The grace period is over (or was zero): the chips go back, the job goes PREEMPTED and is queued again. */
  void preempt(JobEntry v, long now) {
    String forJob = v.mention(v.preemptedFor, v.preemptedForTenant);
    s.release(v, now);
    v.preemptions++;
    v.state = JobState.PREEMPTED;
    v.reason = "preempted for " + forJob;
    s.events.emit(v, v.reason, null);
    s.enqueue(v, "requeued after preemption for " + forJob);
  }

  /**
   * Ends a reservation. When the job took its box the jobs it preempted are gone already; otherwise (it was
   * cancelled, or its box lost a host) the notices it caused are withdrawn.
   */
  void dropReservation(JobEntry j, boolean withdrawNotices) {
    s.stateVersion++;
    if (j.reservedBox == null) {
      return;
    }
    PodState pod = j.reservedPod;
    Box box = j.reservedBox;
    pod.reservations.remove(j);
    j.reservedBox = null;
    j.reservedPod = null;
    pod.refresh(box);
    if (!withdrawNotices) {
      return;
    }
    for (JobEntry v : s.active) {
      if (j.id.equals(v.preemptedFor)) {
        v.preemptDeadlineMillis = 0;
        v.preemptedFor = "";
        v.preemptedForTenant = "";
        s.persist(v);
        s.events.emit(v, "preemption withdrawn: " + v.mention(j.id, j.tenant) + " no longer needs the chips", null);
      }
    }
  }
}
