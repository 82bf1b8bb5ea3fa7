package org.torchtpu.scheduler.policy;

import java.time.Clock;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.LongConsumer;
import java.util.function.Predicate;
import org.torchtpu.api.v1.DescribePodsResponse;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.api.v1.RegisterHostRequest;
import org.torchtpu.api.v1.RegisterHostResponse;
import org.torchtpu.api.v1.SubmitJobRequest;
import org.torchtpu.api.wire.CompletionMessages;
import org.torchtpu.scheduler.placement.FreeMap;
import org.torchtpu.scheduler.placement.Placer;
import org.torchtpu.scheduler.queue.FairShareOrder;
import org.torchtpu.scheduler.queue.QueueOrder;
import org.torchtpu.scheduler.store.SchedulerStore;

/**
 * The scheduler's entry point: hosts and their leases, jobs and their states, and the scheduling pass that hands
 * out slices. Every public method holds the object's lock, and the concerns it delegates to run only under it;
 * time comes from the injected clock, so tests and the benchmark drive it in simulated time.
 *
 * <p>The concerns, each in its own class: {@link Leases} (hosts, heartbeats, lease expiry), {@link JobRequests}
 * (admission), {@link SchedulingPass} (queue order, quotas, placement) with {@link Backfill} and
 * {@link Preemption}, {@link Recovery} (loading the store), {@link ProtoViews} and {@link JobEvents} (what callers
 * and watchers see), over the shared {@link SchedulerState}. The queue order is a {@link QueueOrder}, chosen by the
 * {@code torchtpu.scheduler.queue-order} setting as the {@link Placer} is by {@code placer}.
 */
public final class SchedulerCore {
  private final SchedulerState s;
  private final Leases leases;
  private final JobRequests requests;
  private final Preemption preemption;
  private final SchedulingPass pass;
  /** Whether a tenant may still have jobs: false once its last key is revoked (see {@link #admitOnly}). */
  private Predicate<String> tenantAdmitted = tenant -> true;

  public SchedulerCore(SchedulerConfig config, Placer placer, Clock clock, SchedulerStore store) {
    this(config, placer, clock, store, JobWorlds.unsealed());
  }

  /** @param worlds issues the world memberships of placed jobs (sealed with the pod secret when configured) */
  public SchedulerCore(SchedulerConfig config, Placer placer, Clock clock, SchedulerStore store, JobWorlds worlds) {
    this(config, placer, new FairShareOrder(), clock, store, worlds);
  }

  /** @param order the order in which a pass considers queued jobs */
  public SchedulerCore(SchedulerConfig config, Placer placer, QueueOrder order, Clock clock, SchedulerStore store,
      JobWorlds worlds) {
    this.s = new SchedulerState(config, clock, store, worlds);
    this.leases = new Leases(s);
    this.requests = new JobRequests(s);
    this.preemption = new Preemption(s);
    this.pass = new SchedulingPass(s, order, placer, preemption);
  }

  /** Called with the wall time of every scheduling decision, in nanoseconds. */
  public synchronized void onDecision(LongConsumer nanos) {
    pass.onDecision(nanos);
  }

  /** Told of every job state change (and notice), inside the lock; for metrics and simulations. Must not call back. */
  @FunctionalInterface
  public interface StateListener {
    void onState(String jobId, JobState state, int chips);
  }

  public synchronized void onStateChange(StateListener listener) {
    s.events.onStateChange(listener);
  }

  public SchedulerConfig config() {
    return s.config;
  }

  // ---------------------------------------------------------------- hosts

  public synchronized RegisterHostResponse registerHost(RegisterHostRequest req) {
    return registerHost(req, null);
  }

  /**
   * Registers a host. A host id that is registered and alive (its lease current) keeps its
   * endpoint and its holder: registering it again with another endpoint, or under another
   * principal, is refused (ALREADY_EXISTS) until the lease runs out, so no key holder can redirect
   * the next jobs' sessions (and their tenant keys and tensors) to an address of its own.
   *
   * @param principal the service or admin key's name that registers it; null with security off
   */
  public synchronized RegisterHostResponse registerHost(RegisterHostRequest req, String principal) {
    RegisterHostResponse out = leases.register(req, principal);
    pass.run();
    return out;
  }

  /**
   * Gives every healthy host a full lease from now. Called once the scheduler serves requests after a restart,
   * so hosts recovered from the store are not expired for the time the scheduler itself was starting.
   */
  public synchronized void renewAllLeases() {
    leases.renewAll();
  }

  /** Renews a host's lease; a host that had lost it comes back with its chips. Returns the lease. */
  public synchronized long heartbeat(String hostId) {
    return heartbeat(hostId, "", null);
  }

  /**
   * Renews a host's lease, if the heartbeat is the registered host's: one naming another endpoint is refused
   * (FAILED_PRECONDITION), one under another principal too (PERMISSION_DENIED).
   *
   * @param endpoint the endpoint the host serves at; empty = not checked (older hosts)
   * @param principal the key's name; null with security off
   */
  public synchronized long heartbeat(String hostId, String endpoint, String principal) {
    if (leases.heartbeat(hostId, endpoint, principal)) {
      pass.run();
    }
    return s.config.leaseMillis();
  }

  /**
   * The worlds that had ranks on {@code hostId} and ended before their memberships expire; the host's
   * heartbeat answer carries them so it stops admitting them (see {@link EndedWorlds}).
   */
  public synchronized List<String> endedWorlds(String hostId) {
    return s.endedWorlds.of(hostId, s.clock.millis());
  }

  // ---------------------------------------------------------------- jobs

  /**
   * Refuses, from now on, jobs of a tenant {@code admitted} says no to. Checked under this object's lock, which
   * {@link #cancelJobsOf} also holds: a submit admitted under a key that a reload revokes either is queued before the
   * revocation's cancel (which then cancels it) or is refused here.
   */
  public synchronized void admitOnly(Predicate<String> admitted) {
    tenantAdmitted = admitted;
  }

  public synchronized Job submit(SubmitJobRequest req) {
    if (!tenantAdmitted.test(req.getTenant())) {
      throw SchedulerException.unauthenticated("tenant " + Echo.of(req.getTenant()) + " has no API key any more: "
          + "torchtpu.security.keys-file no longer holds one, so its jobs were cancelled and none is taken");
    }
    JobEntry j = requests.submit(req);
    pass.run();
    return s.views().job(j);
  }

  public synchronized Job get(String jobId) {
    return s.views().job(s.find(jobId));
  }

  public synchronized List<Job> list(String tenant, Set<JobState> states, int limit) {
    int max = limit <= 0 ? 1000 : limit;
    List<Job> out = new ArrayList<>();
    for (JobEntry j : s.jobs.values()) {
      if ((tenant == null || tenant.isEmpty() || tenant.equals(j.tenant)) && (states.isEmpty() || states.contains(j.state))) {
        out.add(s.views().job(j));
        if (out.size() >= max) {
          break;
        }
      }
    }
    return out;
  }

  public synchronized Job cancel(String jobId) {
    JobEntry j = s.find(jobId);
    if (j.terminal()) {
      throw SchedulerException.wrongState("job " + jobId + " is already " + j.state);
    }
    cancel(j, "cancelled");
    pass.run();
    return s.views().job(j);
  }

  /**
   * Cancels every job of {@code tenant} not yet ended, as its own cancels would (chips back, worlds ended, queue
   * places given up): its last API key was revoked, so nobody may act for it any more.
   *
   * @return how many jobs were cancelled
   */
  public synchronized int cancelJobsOf(String tenant, String reason) {
    List<JobEntry> open = s.jobs.values().stream().filter(j -> tenant.equals(j.tenant) && !j.terminal()).toList();
    for (JobEntry j : open) {
      cancel(j, reason);
    }
    if (!open.isEmpty()) {
      pass.run();
    }
    return open.size();
  }

  private void cancel(JobEntry j, String reason) {
    long now = s.clock.millis();
    if (j.holdsChips()) {
      s.release(j, now);
    }
    s.queue.remove(j);
    preemption.dropReservation(j, true);
    s.finish(j, JobState.CANCELLED, reason, now);
  }

  public synchronized Job start(String jobId) {
    JobEntry j = s.find(jobId);
    if (j.state == JobState.RUNNING) {
      return s.views().job(j);
    }
    if (j.state != JobState.SCHEDULED) {
      throw SchedulerException.wrongState("job " + jobId + " is " + j.state + "; only a SCHEDULED job can start");
    }
    j.state = JobState.RUNNING;
    j.startedMillis = s.clock.millis();
    j.reason = "running";
    s.persist(j);
    s.events.emit(j, j.reason, null);
    return s.views().job(j);
  }

  public synchronized Job complete(String jobId, boolean succeeded, String message) {
    message = CompletionMessages.bounded(message);
    JobEntry j = s.find(jobId);
    if (!j.holdsChips()) {
      throw SchedulerException.wrongState("job " + jobId + " is " + j.state + "; only a SCHEDULED or RUNNING job can complete");
    }
    long now = s.clock.millis();
    s.release(j, now);
    String why = message == null || message.isBlank() ? (succeeded ? "completed" : "failed") : message;
    s.finish(j, succeeded ? JobState.SUCCEEDED : JobState.FAILED, why, now);
    pass.run();
    return s.views().job(j);
  }

  /**
   * Sends the job's current state to {@code watcher} at once, then every change until a final state.
   *
   * @return stops the watch
   */
  public synchronized Runnable watch(String jobId, JobWatcher watcher) {
    return s.events.watch(s.find(jobId), watcher, this);
  }

  // ---------------------------------------------------------------- time

  /** Expires leases, preemption grace periods and time limits due by now, then schedules if anything changed. */
  public synchronized void tick() {
    long now = s.clock.millis();
    if (now < s.nextTimerMillis) {
      return;
    }
    Leases.Expiry leaseExpiry = leases.expire(now);
    long next = leaseExpiry.nextMillis();
    boolean changed = leaseExpiry.anyLost();
    for (JobEntry j : new ArrayList<>(s.active)) {
      long limitEnd = j.scheduledMillis + j.timeLimitMillis;
      if (j.preemptDeadlineMillis > 0 && now >= j.preemptDeadlineMillis) {
        preemption.preempt(j, now);
        changed = true;
      } else if (now >= limitEnd) {
        s.release(j, now);
        s.finish(j, JobState.FAILED, "exceeded its time limit of " + j.timeLimitMillis / 1000 + " s", now);
        changed = true;
      } else {
        next = Math.min(next, j.preemptDeadlineMillis > 0 ? Math.min(limitEnd, j.preemptDeadlineMillis) : limitEnd);
      }
    }
    next = Math.min(next, s.finished.expire(now));
    s.nextTimerMillis = next;
    if (changed) {
      pass.run();
    }
  }

  /** The earliest time at which {@link #tick} has something to do (a lease, grace period or time limit ends). */
  public synchronized long nextTimerMillis() {
    return s.nextTimerMillis;
  }

  // ---------------------------------------------------------------- views

  public synchronized DescribePodsResponse describePods() {
    return ProtoViews.pods(s.pods.values(), s.hosts.values());
  }

  public synchronized SchedulerStats stats() {
    int registered = 0;
    int healthy = 0;
    int busy = 0;
    int reserved = 0;
    for (HostEntry h : s.hosts.values()) {
      registered += h.cells.length;
      if (h.healthy) {
        healthy += h.cells.length;
        for (int c : h.cells) {
          if (h.pod.jobAt[c] != null) {
            busy++;
          } else if (h.pod.reserved(c)) {
            reserved++;
          }
        }
      }
    }
    return new SchedulerStats(s.queue.size(), s.active.size(), registered, healthy, busy, reserved, s.decisions,
        s.searches, s.placements, s.preemptionCount, s.hostFailures, s.passes);
  }

  /** Chip-milliseconds each tenant's jobs have held, since the store began. */
  public synchronized Map<String, Long> tenantUsage() {
    return new LinkedHashMap<>(s.tenantChipMillis);
  }

  /** Chips each tenant's jobs hold now. */
  public synchronized Map<String, Integer> tenantChipsInUse() {
    return s.chipsInUseByTenant();
  }

  /** A copy of one pod's free map (for benchmarks and tests). */
  public synchronized FreeMap freeMap(String pod) {
    PodState p = s.pods.get(pod);
    if (p == null) {
      throw SchedulerException.notFound("pod " + pod + " not found");
    }
    return p.free.copy();
  }

  /**
   * Loads the stored state (see {@link Recovery}), then runs a pass. Call once, before anything else.
   */
  public synchronized void recover() {
    new Recovery(s).recover();
    pass.run();
  }

  /** States a job can be listed by; used to parse filters. */
  public static Set<JobState> states(List<JobState> list) {
    Set<JobState> out = EnumSet.noneOf(JobState.class);
    for (JobState st : list) {
      if (st == JobState.JOB_STATE_UNSPECIFIED || st == JobState.UNRECOGNIZED) {
        throw SchedulerException.invalid("states contains " + st + "; valid: QUEUED, SCHEDULED, RUNNING, SUCCEEDED, "
            + "FAILED, PREEMPTED, CANCELLED");
      }
      out.add(st);
    }
    return out;
  }
}
