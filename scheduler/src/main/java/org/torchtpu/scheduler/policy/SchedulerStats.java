package org.torchtpu.scheduler.policy;

/**
 * Counters and gauges of the scheduler.
 *
 * @param decisions queued jobs considered by scheduling passes (each is placed or left waiting)
 * @param searches placement searches run (decisions answered from the pass's failure memo run none)
 */
public record SchedulerStats(
    int queuedJobs, int activeJobs, int registeredChips, int healthyChips, int busyChips, int reservedChips,
    long decisions, long searches, long placements, long preemptions, long hostFailures, long passes) {

  /** Busy chips over healthy chips, 0 when none is healthy. */
  public double utilisation() {
    return healthyChips == 0 ? 0 : (double) busyChips / healthyChips;
  }
}
