package org.torchtpu.scheduler.policy;

import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.v1.JobEvent;
import org.torchtpu.api.v1.PreemptionNotice;

/**
 * Tells a job's watchers, and the state listener, of each change of the job. Each tenant holds at most
 * {@code max-watches-per-tenant} watches at once: a watch is a server stream kept open until the job ends, so
 * without a bound one tenant could hold any number of them.
 */
final class JobEvents {
  private final ProtoViews views;
  private final Clock clock;
  private final int maxWatchesPerTenant;
  private final Map<String, List<JobWatcher>> watchers = new HashMap<>();
  /** Open watches per tenant (a one-element array: a counter without boxing). */
  private final Map<String, int[]> watchesByTenant = new HashMap<>();
  private SchedulerCore.StateListener stateListener = (id, state, chips) -> {};

  JobEvents(ProtoViews views, Clock clock, int maxWatchesPerTenant) {
    this.views = views;
    this.clock = clock;
    this.maxWatchesPerTenant = maxWatchesPerTenant;
  }

  /** Watches {@code tenant} holds open now. */
  int watches(String tenant) {
    int[] n = watchesByTenant.get(tenant);
    return n == null ? 0 : n[0];
  }

  private void countWatch(String tenant, int delta) {
    int[] n = watchesByTenant.computeIfAbsent(tenant, t -> new int[1]);
    n[0] += delta;
    if (n[0] == 0) {
      watchesByTenant.remove(tenant);
    }
  }

  ProtoViews views() {
    return views;
  }

  void onStateChange(SchedulerCore.StateListener listener) {
    this.stateListener = listener;
  }

  void emit(JobEntry j, String reason, PreemptionNotice notice) {
    stateListener.onState(j.id, j.state, j.chips);
    List<JobWatcher> list = watchers.get(j.id);
    if (list == null || list.isEmpty()) {
      return;
    }
    JobEvent e = event(j, reason, notice);
    boolean last = j.terminal();
    for (JobWatcher w : new ArrayList<>(list)) {
      try {
        w.onEvent(e, last);
      } catch (RuntimeException gone) {
        if (list.remove(w)) {
          countWatch(j.tenant, -1);
        }
      }
    }
    if (last) {
      List<JobWatcher> ended = watchers.remove(j.id);
      if (ended != null && !ended.isEmpty()) {
        countWatch(j.tenant, -ended.size());
      }
    }
  }

  private JobEvent event(JobEntry j, String reason, PreemptionNotice notice) {
    JobEvent.Builder b = JobEvent.newBuilder().setJob(views.job(j)).setState(j.state).setReason(reason)
        .setTimeMillis(clock.millis());
    if (notice != null) {
      b.setPreemption(notice);
    }
    return b.build();
  }

  /**
   * Sends the job's current state to {@code watcher} at once, then every change until a final state.
   *
   * @param lock the lock the caller holds, taken again by the returned stop
   * @return stops the watch
   * @throws SchedulerException EXHAUSTED when the job's tenant already holds its most watches (nothing is sent)
   */
  Runnable watch(JobEntry j, JobWatcher watcher, Object lock) {
    if (!j.terminal() && maxWatchesPerTenant > 0 && watches(j.tenant) >= maxWatchesPerTenant) {
      throw SchedulerException.overQuota("tenant " + j.tenant + " already watches " + watches(j.tenant)
          + " job(s); its limit is " + maxWatchesPerTenant + " (torchtpu.scheduler.max-watches-per-tenant)");
    }
    PreemptionNotice notice = j.preemptDeadlineMillis > 0 ? views.notice(j) : null;
    watcher.onEvent(event(j, j.reason, notice), j.terminal());
    if (j.terminal()) {
      return () -> {};
    }
    String jobId = j.id;
    String tenant = j.tenant;
    watchers.computeIfAbsent(jobId, k -> new ArrayList<>()).add(watcher);
    countWatch(tenant, 1);
    return () -> {
      synchronized (lock) {
        List<JobWatcher> list = watchers.get(jobId);
        if (list != null) {
          if (list.remove(watcher)) {
            countWatch(tenant, -1);
          }
          if (list.isEmpty()) {
            watchers.remove(jobId);
          }
        }
      }
    };
  }
}
