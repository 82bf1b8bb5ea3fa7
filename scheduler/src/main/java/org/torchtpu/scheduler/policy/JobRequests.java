package org.torchtpu.scheduler.policy;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.SubmitJobRequest;
import org.torchtpu.scheduler.placement.Shape;

/**
 * Admission: a submitted job is checked (tenant name, priority and its tenant's ceiling, generation, time limit,
 * shape, quota) and queued, or refused with a message naming what was wrong.
 */
final class JobRequests {
  private static final Pattern TENANT = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,63}");
  private static final int MAX_PRIORITY = 1000;
  /**
   * The longest topology text kept (the store's column). Each part is trimmed and read as a number, so padding
   * ("2", 200 spaces or zeros, "x2x2") made a valid shape whose row the store refused after the job was queued.
   */
  static final int MAX_TOPOLOGY_CHARACTERS = 64;
  /** Compact boxes a chip-count job accepts, most compact first. */
  private static final int CHIP_COUNT_SHAPES = 3;

  private final SchedulerState s;
  private final JobIds ids = new JobIds();

  JobRequests(SchedulerState s) {
    this.s = s;
  }

  /** Checks the request and queues the job; the caller runs a scheduling pass afterwards. */
  JobEntry submit(SubmitJobRequest req) {
    long now = s.clock.millis();
    SchedulerConfig config = s.config;
    String tenant = req.getTenant();
    if (!TENANT.matcher(tenant).matches()) {
      throw SchedulerException.invalid(tenant.isEmpty() ? "tenant is empty"
          : "tenant \"" + Echo.of(tenant) + "\" must be 1 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit");
    }
    if (req.getPriority() < 0 || req.getPriority() > MAX_PRIORITY) {
      throw SchedulerException.invalid("priority " + req.getPriority() + " is outside 0.." + MAX_PRIORITY);
    }
    int ceiling = config.tenant(tenant).maxPriority();
    if (req.getPriority() > ceiling) {
      throw SchedulerException.notAllowed("priority " + req.getPriority() + " is above tenant "
          + tenant + "'s ceiling of " + ceiling + " (torchtpu.scheduler.tenants." + tenant
          + ".max-priority or default-max-priority): a job may not outrank, and so preempt, others beyond it");
    }
    Generation gen = req.getGeneration();
    if (gen == Generation.GENERATION_UNSPECIFIED || gen == Generation.UNRECOGNIZED) {
      throw SchedulerException.invalid("generation is unset; one of " + s.podsByGeneration.keySet());
    }
    List<PodState> genPods = s.podsByGeneration.get(gen);
    if (genPods == null) {
      throw SchedulerException.invalid("generation " + gen + " has no pod here; pods serve " + s.podsByGeneration.keySet());
    }
    if (req.getTimeLimitSeconds() < 0) {
      throw SchedulerException.invalid("time_limit_seconds " + req.getTimeLimitSeconds() + " is negative");
    }
    long limit = req.getTimeLimitSeconds() == 0 ? config.defaultTimeLimitMillis() : req.getTimeLimitSeconds() * 1000;
    if (req.getTimeLimitSeconds() > config.maxTimeLimitMillis() / 1000) {
      throw SchedulerException.invalid("time_limit_seconds " + req.getTimeLimitSeconds() + " is over the maximum "
          + config.maxTimeLimitMillis() / 1000);
    }
    if (req.getName().length() > 256) {
      throw SchedulerException.invalid("name is " + req.getName().length() + " characters; at most 256");
    }
    String unprintable = unprintable(req.getName());
    if (unprintable != null) {
      throw SchedulerException.invalid("name has " + unprintable + "; a job name is one line of printable text");
    }
    if (req.getTopology().trim().length() > MAX_TOPOLOGY_CHARACTERS) {
      throw SchedulerException.invalid("topology is " + req.getTopology().trim().length() + " characters; at most "
          + MAX_TOPOLOGY_CHARACTERS);
    }
    // the topology is shown as sent (tpuctl, the dashboard) beside other tenants' jobs; Shape.parse trims each part,
    // so "2\r\b\u0007x2" parsed as 2x2 and its controls reached the operator's terminal
    String unprintableTopology = unprintable(req.getTopology().trim());
    if (unprintableTopology != null) {
      throw SchedulerException.invalid("topology has " + unprintableTopology
          + "; a topology is printable text such as \"2x2x2\"");
    }
    List<Shape> shapes = shapesFor(gen, req.getTopology(), req.getChipCount(), genPods);
    int chips = shapes.get(0).size();
    TenantPolicy policy = config.tenant(tenant);
    if (policy.quotaChips() > 0 && chips > policy.quotaChips()) {
      throw SchedulerException.overQuota("job needs " + chips + " chips but tenant "
          + tenant + "'s quota is " + policy.quotaChips() + " chips (an operator sets it: "
          + "torchtpu.scheduler.tenants.<tenant>.quota-chips, or default-quota-chips for every tenant)");
    }
    if (policy.maxQueuedJobs() > 0) {
      long queued = s.queue.stream().filter(q -> q.tenant.equals(tenant)).count();
      if (queued >= policy.maxQueuedJobs()) {
        throw SchedulerException.overQuota("tenant " + tenant + " already has " + queued
            + " job(s) queued; its quota max-queued-jobs is " + policy.maxQueuedJobs());
      }
    }
    int ended = s.endedWorlds.unexpired(tenant, now);
    if (ended >= EndedWorlds.MAX_PER_TENANT) {
      throw SchedulerException.overQuota("tenant " + tenant + " has " + ended + " ended jobs whose world memberships "
          + "have not expired (at most " + EndedWorlds.MAX_PER_TENANT + "; the next expires at "
          + s.endedWorlds.nextExpiry(tenant) + " epoch ms): a membership lasts its job's time limit, so give jobs "
          + "time limits near their real length");
    }
    long seq = s.nextSeq++;
    String id = ids.next(s.jobs::containsKey);
    JobEntry j = new JobEntry(id, seq, tenant, req.getName(), req.getPriority(), gen, req.getTopology().trim(),
        shapes, chips, limit, req.getRequeueOnHostFailure());
    j.submittedMillis = now;
    j.reason = "queued";
    // written first: a row the store refuses must not leave a job in memory that later passes place and fail to write
    s.persist(j);
    s.jobs.put(id, j);
    s.queue.add(j);
    return j;
  }

  /** The boxes a job accepts, preferred first: its topology, or a few compact boxes of its chip count. */
  static List<Shape> shapesFor(Generation gen, String topology, int chipCount, List<PodState> genPods) {
    boolean hasTopology = !topology.isBlank();
    if (hasTopology == (chipCount != 0)) {
      throw SchedulerException.invalid(hasTopology
          ? "give topology or chip_count, not both (topology \"" + topology + "\", chip_count " + chipCount + ")"
          : "give topology (e.g. \"2x2x2\") or chip_count");
    }
    StringBuilder podText = new StringBuilder();
    for (PodState p : genPods) {
      podText.append(podText.length() == 0 ? "" : ", ").append(p.name()).append(" (")
          .append(p.dims.text(ProtoViews.rank(p))).append(")");
    }
    if (hasTopology) {
      Shape shape;
      try {
        shape = Shape.parse(topology);
      } catch (IllegalArgumentException e) {
        throw SchedulerException.invalid(e.getMessage());
      }
      for (PodState p : genPods) {
        if (shape.fitsIn(p.dims)) {
          return List.of(shape);
        }
      }
      throw SchedulerException.invalid("topology " + topology + " does not fit in any " + gen + " pod in any axis order: "
          + podText);
    }
    if (chipCount < 0) {
      throw SchedulerException.invalid("chip_count " + chipCount + " is negative");
    }
    List<Shape> out = new ArrayList<>();
    for (PodState p : genPods) {
      if (chipCount > p.dims.size()) {
        continue;
      }
      for (Shape shape : Shape.boxesOf(chipCount, p.dims)) {
        if (!out.contains(shape) && out.size() < CHIP_COUNT_SHAPES) {
          out.add(shape);
        }
      }
    }
    if (out.isEmpty()) {
      throw SchedulerException.invalid("chip_count " + chipCount + " cannot be arranged as a box inside any "
          + gen + " pod: " + podText);
    }
    return out;
  }

  /**
   * The first control or format character of {@code text} ("control character U+000A at index 3"), or null. A job's
   * name is shown to operators (tpuctl, the dashboard, logs) next to other tenants' jobs: a newline or an escape
   * sequence there could print made-up lines, such as a row naming another tenant's job, in an operator's terminal.
   */
  static String unprintable(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isISOControl(c) || Character.getType(c) == Character.FORMAT) {
        return (Character.isISOControl(c) ? "control" : "format") + " character U+"
            + String.format(java.util.Locale.ROOT, "%04X", (int) c) + " at index " + i;
      }
    }
    return null;
  }
}
