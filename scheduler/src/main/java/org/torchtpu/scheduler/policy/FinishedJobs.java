package org.torchtpu.scheduler.policy;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;

/**
 * Retention of finished jobs: per tenant, the jobs that ended, oldest first; past the tenant's count
 * ({@code max-finished-jobs-per-tenant}) or their time to live ({@code finished-job-ttl}) the oldest are forgotten,
 * in the scheduler and in its store. Without it a tenant submitting and cancelling in a loop would grow the
 * scheduler's memory and store without bound (the queued-jobs quota bounds only waiting jobs).
 */
final class FinishedJobs {
  private final SchedulerState s;
  private final Map<String, ArrayDeque<JobEntry>> byTenant = new HashMap<>();

  FinishedJobs(SchedulerState s) {
    this.s = s;
  }

  /** A job reached a final state at {@code j.endedMillis}: kept, and the tenant's oldest dropped past its count. */
  void add(JobEntry j) {
    ArrayDeque<JobEntry> mine = byTenant.computeIfAbsent(j.tenant, t -> new ArrayDeque<>());
    mine.addLast(j);
    int max = s.config.finishedJobs().maxPerTenant();
    while (max > 0 && mine.size() > max) {
      forget(mine.pollFirst());
    }
    if (s.config.finishedJobs().ttlMillis() > 0) {
      s.timerAt(mine.peekFirst().endedMillis + s.config.finishedJobs().ttlMillis());
    }
  }

  /**
   * Forgets the finished jobs whose time to live ran out by {@code now}.
   *
   * @return when the next one runs out (Long.MAX_VALUE: none kept, or no time to live)
   */
  long expire(long now) {
    long ttl = s.config.finishedJobs().ttlMillis();
    if (ttl <= 0) {
      return Long.MAX_VALUE;
    }
    long next = Long.MAX_VALUE;
    for (Iterator<ArrayDeque<JobEntry>> it = byTenant.values().iterator(); it.hasNext(); ) {
      ArrayDeque<JobEntry> mine = it.next();
      while (!mine.isEmpty() && mine.peekFirst().endedMillis + ttl <= now) {
        forget(mine.pollFirst());
      }
      if (mine.isEmpty()) {
        it.remove();
      } else {
        next = Math.min(next, mine.peekFirst().endedMillis + ttl);
      }
    }
    return next;
  }

  /** Finished jobs kept for {@code tenant}. */
  int count(String tenant) {
    ArrayDeque<JobEntry> mine = byTenant.get(tenant);
    return mine == null ? 0 : mine.size();
  }

  private void forget(JobEntry j) {
    s.jobs.remove(j.id);
    s.store.deleteJob(j.id);
  }
}
