package org.torchtpu.scheduler.dashboard;

import java.util.List;

/**
 * Everything the dashboard page shows, in one response of {@code GET /api/v1/dashboard/summary}.
 *
 * @param nowMillis the scheduler's clock when the summary was taken; wait times are measured to it
 * @param pods every pod with its registered chips (pods nobody joined have no chips)
 * @param queue waiting jobs, highest priority first, then oldest first
 * @param jobs jobs holding a slice, then the most recently finished ones, newest first
 * @param cache the compilation cache's hit rate, or why it is unavailable
 */
public record DashboardSummary(long nowMillis, List<PodView> pods, List<QueuedJob> queue, List<JobView> jobs,
    CacheView cache) {

  /** A pod: its torus extents (z = 1 for a 2D torus), hosts and registered chips. */
  public record PodView(String name, String generation, int dimX, int dimY, int dimZ, int registeredChips,
      int healthyChips, int busyChips, List<HostView> hosts, List<ChipView> chips) {}

  /** A host; {@code healthy} is false once it missed its heartbeat lease. */
  public record HostView(String hostId, String endpoint, boolean healthy, long lastHeartbeatMillis, int chips) {}

  /** A registered chip: its torus coordinate, state (free, busy, reserved, unhealthy) and job ("" when none). */
  public record ChipView(int x, int y, int z, String hostId, int index, String state, String jobId,
      boolean hostHealthy) {}

  /** A job waiting for a slice; {@code shape} is the requested box ("2x2x2") or "8 chips". */
  public record QueuedJob(String jobId, String name, String tenant, int priority, String generation, String shape,
      long submitTimeMillis, long waitMillis, String reason) {}

  /**
   * A job holding a slice or recently finished. Slice fields are empty once the job gave its chips back; times are
   * epoch milliseconds, 0 when the job has not reached that point.
   */
  public record JobView(String jobId, String name, String tenant, int priority, String state, String generation,
      String shape, String pod, String sliceTopology, List<String> hosts, int chipCount, long scheduleTimeMillis,
      long startTimeMillis, long endTimeMillis, String reason) {}

  /**
   * The compilation cache's counters as its service reported them. When {@code available} is false the numbers are
   * null and {@code error} says why (not configured, unreachable, a bad answer). {@code hitRate} is hits over
   * lookups, null before the first lookup.
   */
  public record CacheView(boolean available, String source, Long hits, Long misses, Double hitRate, Long entries,
      Long bytes, String error) {

    static CacheView unavailable(String source, String error) {
      return new CacheView(false, source, null, null, null, null, null, error);
    }

    static CacheView of(String source, long hits, long misses, long entries, long bytes) {
      long lookups = hits + misses;
      return new CacheView(true, source, hits, misses, lookups == 0 ? null : (double) hits / lookups, entries, bytes,
          null);
    }
  }
}
