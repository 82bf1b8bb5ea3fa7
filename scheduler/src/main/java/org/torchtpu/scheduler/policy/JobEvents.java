package org.torchtpu.scheduler.policy;

import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.v1.JobEvent;
import org.torchtpu.api.v1.PreemptionNotice;

/** Tells a job's watchers, and the state listener, of each change of the job. */
final class JobEvents {
  private final ProtoViews views;
  private final Clock clock;
  private final Map<String, List<JobWatcher>> watchers = new HashMap<>();
  private SchedulerCore.StateListener stateListener = (id, state, chips) -> {};

  JobEvents(ProtoViews views, Clock clock) {
    this.views = views;
    this.clock = clock;
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
        list.remove(w);
      }
    }
    if (last) {
      watchers.remove(j.id);
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
   */
  Runnable watch(JobEntry j, JobWatcher watcher, Object lock) {
    PreemptionNotice notice = j.preemptDeadlineMillis > 0 ? views.notice(j) : null;
    watcher.onEvent(event(j, j.reason, notice), j.terminal());
    if (j.terminal()) {
      return () -> {};
    }
    String jobId = j.id;
    watchers.computeIfAbsent(jobId, k -> new ArrayList<>()).add(watcher);
    return () -> {
      synchronized (lock) {
        List<JobWatcher> list = watchers.get(jobId);
        if (list != null) {
          list.remove(watcher);
          if (list.isEmpty()) {
            watchers.remove(jobId);
          }
        }
      }
    };
  }
}
