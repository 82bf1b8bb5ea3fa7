package org.torchtpu.scheduler.dashboard;

import java.time.Clock;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.api.v1.Pod;
import org.torchtpu.api.v1.PodChip;
import org.torchtpu.api.v1.PodHost;
import org.torchtpu.api.v1.SliceHost;
import org.torchtpu.scheduler.dashboard.DashboardSummary.CacheView;
import org.torchtpu.scheduler.dashboard.DashboardSummary.ChipView;
import org.torchtpu.scheduler.dashboard.DashboardSummary.HostView;
import org.torchtpu.scheduler.dashboard.DashboardSummary.JobView;
import org.torchtpu.scheduler.dashboard.DashboardSummary.PodView;
import org.torchtpu.scheduler.dashboard.DashboardSummary.QueuedJob;
import org.torchtpu.scheduler.placement.Shape;
import org.torchtpu.scheduler.policy.SchedulerCore;

/**
 * {@code GET /api/v1/dashboard/summary}: what the dashboard page (static/index.html) shows, gathered in one call so a
 * refresh is one request: pods and chips, the queue, active and recent jobs, and the compilation cache's hit rate.
 */
@RestController
public class DashboardController {
  /** Finished jobs shown under "recent"; older ones are in {@code /api/v1/jobs}. */
  static final int RECENT_FINISHED_JOBS = 20;

  private static final Set<JobState> ACTIVE = Set.of(JobState.SCHEDULED, JobState.RUNNING);
  private static final Set<JobState> FINISHED = Set.of(JobState.SUCCEEDED, JobState.FAILED, JobState.CANCELLED);

  private final SchedulerCore core;
  private final CacheStatsClient cache;
  private final Clock clock;

  public DashboardController(SchedulerCore core, CacheStatsClient cache, ObjectProvider<Clock> clock) {
    this.core = core;
    this.cache = cache;
    this.clock = clock.getIfAvailable(Clock::systemUTC);
  }

  @GetMapping(path = "/api/v1/dashboard/summary", produces = MediaType.APPLICATION_JSON_VALUE)
  public DashboardSummary summary() {
    // the cache is asked first: it may take up to its timeout, and the scheduler's own view should be the freshest.
    // Each part below is one consistent read of the core; parts may be a moment apart, which a page refreshed every
    // few seconds can live with (a job just placed may show in the queue and on the torus for one refresh).
    CacheView cacheView = cache.fetch();
    long now = clock.millis();
    List<PodView> pods = core.describePods().getPodsList().stream().map(DashboardController::pod).toList();
    List<QueuedJob> queue = core.list("", Set.of(JobState.QUEUED), Integer.MAX_VALUE).stream()
        .sorted(Comparator.comparingInt(Job::getPriority).reversed().thenComparingLong(Job::getSubmitTimeMillis))
        .map(j -> queued(j, now)).toList();
    List<JobView> jobs = new ArrayList<>();
    core.list("", ACTIVE, Integer.MAX_VALUE).forEach(j -> jobs.add(job(j)));
    core.list("", FINISHED, Integer.MAX_VALUE).stream()
        .sorted(Comparator.comparingLong(Job::getEndTimeMillis).reversed())
        .limit(RECENT_FINISHED_JOBS).forEach(j -> jobs.add(job(j)));
    return new DashboardSummary(now, pods, queue, jobs, cacheView);
  }

  private static PodView pod(Pod p) {
    Shape dims = Shape.parse(p.getDims());
    Map<String, Boolean> hostHealthy = p.getHostsList().stream()
        .collect(Collectors.toMap(PodHost::getHostId, PodHost::getHealthy, (a, b) -> a));
    List<HostView> hosts = p.getHostsList().stream().map(h -> new HostView(h.getHostId(), h.getEndpoint(),
        h.getHealthy(), h.getLastHeartbeatMillis(), h.getChips())).toList();
    List<ChipView> chips = p.getChipsList().stream().map(c -> chip(c, hostHealthy)).toList();
    return new PodView(p.getName(), generation(p.getGeneration()), dims.x(), dims.y(), dims.z(), p.getRegisteredChips(),
        p.getHealthyChips(), p.getBusyChips(), hosts, chips);
  }

  private static ChipView chip(PodChip c, Map<String, Boolean> hostHealthy) {
    return new ChipView(c.getCoord().getX(), c.getCoord().getY(), c.getCoord().getZ(), c.getHostId(), c.getIndex(),
        c.getState(), c.getJobId(), hostHealthy.getOrDefault(c.getHostId(), false));
  }

  private static QueuedJob queued(Job j, long now) {
    return new QueuedJob(j.getJobId(), j.getName(), j.getTenant(), j.getPriority(), generation(j.getGeneration()),
        shape(j), j.getSubmitTimeMillis(), Math.max(0, now - j.getSubmitTimeMillis()), j.getReason());
  }

  private static JobView job(Job j) {
    List<String> hosts = j.getSlice().getHostsList().stream().map(SliceHost::getHostId).toList();
    return new JobView(j.getJobId(), j.getName(), j.getTenant(), j.getPriority(), j.getState().name(),
        generation(j.getGeneration()), shape(j), j.getSlice().getPod(), j.getSlice().getTopology(), hosts,
        j.getChipCount(), j.getScheduleTimeMillis(), j.getStartTimeMillis(), j.getEndTimeMillis(), j.getReason());
  }

  /** What the job asked for: its box, or a chip count. */
  private static String shape(Job j) {
    return j.getTopology().isEmpty() ? j.getChipCount() + " chips" : j.getTopology();
  }

  private static String generation(Generation g) {
    return org.torchtpu.api.hardware.TpuGeneration.displayName(g);
  }
}
