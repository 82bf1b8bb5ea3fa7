package org.torchtpu.scheduler.policy;

import org.torchtpu.api.v1.JobEvent;

/** Receives a watched job's events, in order, while the scheduler holds its lock: must not block. */
@FunctionalInterface
public interface JobWatcher {
  /**
   * @param last true for the event of a final state; no event follows it
   */
  void onEvent(JobEvent event, boolean last);
}
