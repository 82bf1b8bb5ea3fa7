package org.torchtpu.scheduler.policy;

import java.util.List;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.scheduler.placement.Box;
import org.torchtpu.scheduler.placement.Shape;
import org.torchtpu.scheduler.queue.QueuedJob;

/** A job's request and its mutable scheduling state. */
final class JobEntry implements QueuedJob {
  final String id;
  /** Submission order; a requeued job keeps it, so it goes back to its place. */
  final long seq;
  final String tenant;
  final String name;
  final int priority;
  final Generation generation;
  /** As requested; empty for a chip-count job. */
  final String topology;
  /** Boxes the job accepts, preferred first (one for a topology, a few compact ones for a chip count). */
  final List<Shape> shapes;
  final int chips;
  final long timeLimitMillis;
  final boolean requeueOnHostFailure;

  JobState state = JobState.QUEUED;
  String reason = "";
  long submittedMillis;
  long scheduledMillis;
  long startedMillis;
  long endedMillis;
  int preemptions;
  int requeues;

  /** Where the job's chips are while it is SCHEDULED or RUNNING. */
  PodState pod;
  Box box;

  /** Set while a preemption notice runs: the chips are taken back at this time. */
  long preemptDeadlineMillis;
  String preemptedFor = "";
  /** The tenant of {@link #preemptedFor} ("" when unknown, as after a restart): whether this job's views may name it. */
  String preemptedForTenant = "";

  /** The scheduler state version at which a preemption search for this job last found nothing. */
  long preemptSearchVersion = -1;

  /** For a queued job that preempted others: the box held for it until they leave. */
  PodState reservedPod;
  Box reservedBox;

  JobEntry(String id, long seq, String tenant, String name, int priority, Generation generation, String topology,
      List<Shape> shapes, int chips, long timeLimitMillis, boolean requeueOnHostFailure) {
    this.id = id;
    this.seq = seq;
    this.tenant = tenant;
    this.name = name;
    this.priority = priority;
    this.generation = generation;
    this.topology = topology;
    this.shapes = List.copyOf(shapes);
    this.chips = chips;
    this.timeLimitMillis = timeLimitMillis;
    this.requeueOnHostFailure = requeueOnHostFailure;
  }

  boolean holdsChips() {
    return state == JobState.SCHEDULED || state == JobState.RUNNING;
  }

  /** How many times the job was placed before its current placement: its world is {@code id/placement}. */
  int placement() {
    return preemptions + requeues;
  }

  /** When the current placement's world membership expires: at the job's time limit. */
  long worldExpiresMillis() {
    return scheduledMillis + timeLimitMillis;
  }

  boolean terminal() {
    return state == JobState.SUCCEEDED || state == JobState.FAILED || state == JobState.CANCELLED;
  }

  /** When the job must be done by, from its time limit; the scheduler's guess of when its chips free up. */
  long expectedEndMillis() {
    long end = scheduledMillis + timeLimitMillis;
    return preemptDeadlineMillis > 0 ? Math.min(end, preemptDeadlineMillis) : end;
  }

  /**
   * How this job's own reason, events and preemption notice (read by its tenant) name another job: by id when it is
   * the same tenant's, else as "a job of another tenant", so one tenant never learns another's job ids (and through
   * them its worlds), names or priorities from its own job's state.
   */
  String mention(String otherId, String otherTenant) {
    return tenant.equals(otherTenant) ? "job " + otherId : "a job of another tenant";
  }

  /** {@link #preemptedFor} as this job's tenant may see it: empty when it is another tenant's job. */
  String preemptedForShown() {
    return tenant.equals(preemptedForTenant) ? preemptedFor : "";
  }

  @Override
  public String tenant() {
    return tenant;
  }

  @Override
  public int priority() {
    return priority;
  }

  @Override
  public long seq() {
    return seq;
  }
}
