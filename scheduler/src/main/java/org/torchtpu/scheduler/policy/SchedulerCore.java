package org.torchtpu.scheduler.policy;

import io.grpc.Status;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.LongConsumer;
import java.util.regex.Pattern;
import org.torchtpu.api.v1.DescribePodsResponse;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.HostChip;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.JobEvent;
import org.torchtpu.api.v1.JobSlice;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.api.v1.Pod;
import org.torchtpu.api.v1.PodChip;
import org.torchtpu.api.v1.PodHost;
import org.torchtpu.api.v1.PreemptionNotice;
import org.torchtpu.api.v1.RegisterHostRequest;
import org.torchtpu.api.v1.RegisterHostResponse;
import org.torchtpu.api.v1.SliceChip;
import org.torchtpu.api.v1.SliceHost;
import org.torchtpu.api.v1.SubmitJobRequest;
import org.torchtpu.api.v1.TorusCoord;
import org.torchtpu.scheduler.placement.BestFitPlacer;
import org.torchtpu.scheduler.placement.Box;
import org.torchtpu.scheduler.placement.FreeMap;
import org.torchtpu.scheduler.placement.Placer;
import org.torchtpu.scheduler.placement.Shape;
import org.torchtpu.scheduler.store.SchedulerStore;
import org.torchtpu.scheduler.store.StoredHost;
import org.torchtpu.scheduler.store.StoredJob;

/**
 * The scheduler's state and policy: hosts and their leases, jobs and their states, and the scheduling pass
 * that hands out slices. Every public method holds the object's lock; time comes from the injected clock, so
 * tests and the benchmark drive it in simulated time.
 *
 * <h2>The scheduling pass</h2>
 * Runs after every change that could let a job start (submit, release, host back, tick). It looks at up to
 * {@code maxJobsPerPass} queued jobs in policy order:
 * <ol>
 *   <li><b>Priority</b>: a higher priority level is served before any job of a lower one.</li>
 *   <li><b>Fair share</b> within a level: the next job considered is the oldest queued job of the tenant whose
 *       chips in use divided by its weight is lowest, recomputed after every placement of the pass; ties go
 *       to the oldest job. Tenants with equal weights and demand so converge to equal chips.</li>
 *   <li><b>Quota</b>: a job that would take its tenant past its chip quota waits (and never blocks others);
 *       a job larger than the quota itself is refused at submission with RESOURCE_EXHAUSTED.</li>
 *   <li><b>Gang placement</b>: a job gets a box of chips all free at once, on however many hosts the box
 *       spans, or nothing: the box is taken in one step under the lock.</li>
 *   <li><b>EASY backfill</b>: the first job of a generation that cannot be placed becomes that generation's
 *       head. Its reservation is the earliest time T when, releasing running jobs in order of their time-limit
 *       ends, its box fits (binary search over that order), and that box. Later jobs may still start now
 *       (backfill) if they cannot delay the head: they end by T by their own time limit, or they avoid the
 *       head's reserved box.</li>
 *   <li><b>Preemption</b>: before reserving, a head that outranks running jobs looks for the box whose
 *       lower-priority occupants hold the fewest chips. Those jobs get a {@link PreemptionNotice} on their
 *       watch streams and keep their chips for the grace period; the box is reserved for the head (its free
 *       chips at once, the others as they are released). At the deadline, or earlier if the job completes, its
 *       chips are taken back and it goes PREEMPTED then QUEUED again, keeping its submission order: preempted
 *       jobs are requeued, not dropped.</li>
 * </ol>
 *
 * <h2>Leases</h2>
 * A host not heard from for {@code leaseMillis} is unhealthy: its chips leave the free map and each job on it
 * fails, or goes back to the queue if it asked for {@code requeue_on_host_failure}. A heartbeat brings it back.
 * A host that registers again (its process restarted) loses its jobs the same way.
 */
public final class SchedulerCore {
  private static final Pattern TENANT = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,63}");
  private static final int MAX_PRIORITY = 1000;
  /** Compact boxes a chip-count job accepts, most compact first. */
  private static final int CHIP_COUNT_SHAPES = 3;

  private final SchedulerConfig config;
  private final Placer placer;
  private final BestFitPlacer victimSearch = new BestFitPlacer();
  private final Clock clock;
  private final SchedulerStore store;

  private final Map<String, PodState> pods = new LinkedHashMap<>();
  private final Map<Generation, List<PodState>> podsByGeneration = new java.util.EnumMap<>(Generation.class);
  private final Map<String, HostEntry> hosts = new LinkedHashMap<>();
  private final Map<String, JobEntry> jobs = new LinkedHashMap<>();
  /** Queued jobs, highest priority first, then in submission order. */
  private final TreeSet<JobEntry> queue = new TreeSet<>((a, b) -> a.priority != b.priority
      ? Integer.compare(b.priority, a.priority) : Long.compare(a.seq, b.seq));
  private final Set<JobEntry> active = new LinkedHashSet<>();
  /** Chips each tenant's jobs hold now (a one-element array: a counter without boxing). */
  private final Map<String, int[]> tenantChips = new HashMap<>();
  private final Map<String, Long> tenantChipMillis = new LinkedHashMap<>();
  private final Map<String, List<JobWatcher>> watchers = new HashMap<>();
  private final Map<PodState, FreeMap> scratch = new HashMap<>();
  /** Searches that found nothing, valid while {@link #stateVersion} stays the same (unrestricted searches). */
  private final LongSet failedSearches = new LongSet();
  private long failedSearchesVersion = -1;
  /** Searches that found nothing with the head's box masked: valid for one pass. */
  private final LongSet failedMaskedSearches = new LongSet();
  /** Bumped whenever chips change hands or health, or reservations or notices change. */
  private long stateVersion;
  private final Map<Generation, CachedHead> headCache = new java.util.EnumMap<>(Generation.class);

  private long nextSeq = 1;
  private long nextTimerMillis = Long.MAX_VALUE;
  private LongConsumer decisionNanos = n -> {};
  private StateListener stateListener = (id, state, chips) -> {};

  private long decisions;
  private long searches;
  private long placements;
  private long preemptionCount;
  private long hostFailures;
  private long passes;

  private final JobWorlds worlds;

  public SchedulerCore(SchedulerConfig config, Placer placer, Clock clock, SchedulerStore store) {
    this(config, placer, clock, store, JobWorlds.unsealed());
  }

  /** @param worlds issues the world memberships of placed jobs (sealed with the pod secret when configured) */
  public SchedulerCore(SchedulerConfig config, Placer placer, Clock clock, SchedulerStore store, JobWorlds worlds) {
    this.worlds = worlds;
    this.config = config;
    this.placer = placer;
    this.clock = clock;
    this.store = store;
    for (PodSpec spec : config.pods()) {
      PodState p = new PodState(spec);
      pods.put(spec.name(), p);
      podsByGeneration.computeIfAbsent(spec.generation(), g -> new ArrayList<>()).add(p);
      scratch.put(p, new FreeMap(spec.dims()));
    }
  }

  /** Called with the wall time of every scheduling decision, in nanoseconds. */
  public synchronized void onDecision(LongConsumer nanos) {
    this.decisionNanos = nanos;
  }

  /** Told of every job state change (and notice), inside the lock; for metrics and simulations. Must not call back. */
  @FunctionalInterface
  public interface StateListener {
    void onState(String jobId, JobState state, int chips);
  }

  public synchronized void onStateChange(StateListener listener) {
    this.stateListener = listener;
  }

  public SchedulerConfig config() {
    return config;
  }

  // ---------------------------------------------------------------- hosts

  public synchronized RegisterHostResponse registerHost(RegisterHostRequest req) {
    return registerHost(req, null);
  }

  /**
   * Registers a host. A host id that is registered and alive (its lease current) keeps its
   * endpoint and its holder: registering it again with another endpoint, or under another
   * principal, is ALREADY_EXISTS until the lease runs out, so no key holder can redirect the
   * next jobs' sessions (and their tenant keys and tensors) to an address of its own.
   *
   * @param principal the service or admin key's name that registers it; null with security off
   */
  public synchronized RegisterHostResponse registerHost(RegisterHostRequest req, String principal) {
    long now = clock.millis();
    String id = req.getHostId().trim();
    if (id.isEmpty()) {
      throw SchedulerException.invalid("host_id is empty");
    }
    Generation gen = req.getGeneration();
    if (gen == Generation.GENERATION_UNSPECIFIED || gen == Generation.UNRECOGNIZED) {
      throw SchedulerException.invalid("generation of host " + id + " is unset; one of V4, V5E, V5P, V6E, V7");
    }
    PodState pod = podFor(gen, req.getPod(), "host " + id);
    String endpoint = req.getEndpoint().trim();
    if (endpoint.isEmpty() || !endpoint.contains(":")) {
      throw SchedulerException.invalid("endpoint of host " + id + " must be \"host:port\", got \"" + req.getEndpoint() + "\"");
    }
    if (req.getChipsCount() == 0) {
      throw SchedulerException.invalid("host " + id + " registered no chips");
    }
    HostEntry old = hosts.get(id);
    if (old != null && old.healthy && now - old.lastHeartbeatMillis < config.leaseMillis()) {
      boolean moved = !old.endpoint.equals(endpoint);
      boolean otherHolder = old.registeredBy != null && principal != null && !old.registeredBy.equals(principal);
      if (moved || otherHolder) {
        throw new SchedulerException(Status.Code.ALREADY_EXISTS, "host " + id + " is registered and alive at "
            + old.endpoint + (otherHolder ? " under another key" : "") + "; registering it "
            + (moved ? "at " + endpoint : "again") + " is refused until its lease of " + config.leaseMillis()
            + " ms runs out");
      }
    }
    int n = req.getChipsCount();
    int[] cells = new int[n];
    int[] indexes = new int[n];
    Set<Integer> seenIndexes = new java.util.HashSet<>();
    Set<Integer> seenCells = new java.util.HashSet<>();
    Shape d = pod.dims;
    for (int i = 0; i < n; i++) {
      HostChip chip = req.getChips(i);
      TorusCoord c = chip.getCoord();
      if (c.getX() < 0 || c.getY() < 0 || c.getZ() < 0 || c.getX() >= d.x() || c.getY() >= d.y() || c.getZ() >= d.z()) {
        throw SchedulerException.invalid("chips[" + i + "].coord (" + c.getX() + "," + c.getY() + "," + c.getZ()
            + ") of host " + id + " is outside pod " + pod.name() + " (" + d.text(rank(pod)) + ")");
      }
      if (chip.getIndex() < 0 || !seenIndexes.add(chip.getIndex())) {
        throw SchedulerException.invalid("chips[" + i + "].index " + chip.getIndex() + " of host " + id
            + " is negative or repeated");
      }
      int cell = pod.cell(c.getX(), c.getY(), c.getZ());
      if (!seenCells.add(cell)) {
        throw SchedulerException.invalid("chips[" + i + "].coord (" + c.getX() + "," + c.getY() + "," + c.getZ()
            + ") of host " + id + " is repeated");
      }
      HostEntry owner = pod.hostAt[cell];
      if (owner != null && owner != old) {
        throw new SchedulerException(Status.Code.ALREADY_EXISTS, "chip (" + c.getX() + "," + c.getY() + ","
            + c.getZ() + ") of pod " + pod.name() + " already belongs to host " + owner.id);
      }
      cells[i] = cell;
      indexes[i] = chip.getIndex();
    }
    stateVersion++;
    if (old != null) {
      // A host registers once per process start: whatever ran on the old registration lost its sessions.
      failHostJobs(old, "host " + id + " registered again (its process restarted)", now);
      for (int c : old.cells) {
        old.pod.hostAt[c] = null;
        old.pod.refresh(c);
      }
    }
    HostEntry h = new HostEntry(id, gen, pod, endpoint, cells, indexes, now);
    h.registeredBy = principal;
    claim(h);
    store.saveHost(toStored(h));
    nextTimerMillis = Math.min(nextTimerMillis, now + config.leaseMillis());
    schedulePass();
    return RegisterHostResponse.newBuilder().setPod(pod.name()).setLeaseMillis(config.leaseMillis()).build();
  }

  private void claim(HostEntry h) {
    stateVersion++;
    hosts.put(h.id, h);
    for (int i = 0; i < h.cells.length; i++) {
      h.pod.hostAt[h.cells[i]] = h;
      h.pod.chipIndexAt[h.cells[i]] = h.chipIndexes[i];
      h.pod.refresh(h.cells[i]);
    }
  }

  /**
   * Gives every healthy host a full lease from now. Called once the scheduler serves requests after a restart,
   * so hosts recovered from the store are not expired for the time the scheduler itself was starting.
   */
  public synchronized void renewAllLeases() {
    long now = clock.millis();
    for (HostEntry h : hosts.values()) {
      if (h.healthy) {
        h.lastHeartbeatMillis = Math.max(h.lastHeartbeatMillis, now);
      }
    }
    nextTimerMillis = Math.min(nextTimerMillis, now + config.leaseMillis());
  }

  /** Renews a host's lease; a host that had lost it comes back with its chips. Returns the lease. */
  public synchronized long heartbeat(String hostId) {
    return heartbeat(hostId, "", null);
  }

  /**
   * Renews a host's lease, if the heartbeat is the registered host's: a heartbeat naming another
   * endpoint than the registered one is FAILED_PRECONDITION (the host registers again, which is
   * refused while another registration of its id is alive, so a hijack is loud, never silently
   * renewed); one under another principal is PERMISSION_DENIED.
   *
   * @param endpoint the endpoint the host serves at; empty = not checked (older hosts)
   * @param principal the key's name; null with security off
   */
  public synchronized long heartbeat(String hostId, String endpoint, String principal) {
    HostEntry h = hosts.get(hostId);
    if (h == null) {
      throw SchedulerException.notFound("host " + (hostId.isEmpty() ? "\"\"" : hostId)
          + " is not registered; call RegisterHost");
    }
    if (h.registeredBy != null && principal != null && !h.registeredBy.equals(principal)) {
      throw new SchedulerException(Status.Code.PERMISSION_DENIED, "host " + hostId + " was registered under another key");
    }
    if (!endpoint.isEmpty() && !endpoint.equals(h.endpoint)) {
      throw new SchedulerException(Status.Code.FAILED_PRECONDITION, "host " + hostId + " is registered at " + h.endpoint
          + ", this heartbeat is from a host at " + endpoint + "; not renewed");
    }
    if (h.registeredBy == null) {
      h.registeredBy = principal; // recovered from the store: the first heartbeat's key holds it from now on
    }
    long now = clock.millis();
    h.lastHeartbeatMillis = now;
    nextTimerMillis = Math.min(nextTimerMillis, now + config.leaseMillis());
    if (!h.healthy) {
      stateVersion++;
      h.healthy = true;
      for (int c : h.cells) {
        h.pod.refresh(c);
      }
      schedulePass();
    }
    return config.leaseMillis();
  }

  private void hostLost(HostEntry h, long now) {
    stateVersion++;
    h.healthy = false;
    hostFailures++;
    for (int c : h.cells) {
      h.pod.refresh(c);
    }
    failHostJobs(h, "host " + h.id + " missed its lease (no heartbeat for " + (now - h.lastHeartbeatMillis)
        + " ms; lease " + config.leaseMillis() + " ms)", now);
  }

  /** Every job holding a chip of {@code h} fails, or is requeued when it asked for that. */
  private void failHostJobs(HostEntry h, String why, long now) {
    Set<JobEntry> hit = new LinkedHashSet<>();
    for (int c : h.cells) {
      if (h.pod.jobAt[c] != null) {
        hit.add(h.pod.jobAt[c]);
      }
    }
    for (JobEntry j : hit) {
      release(j, now);
      if (j.requeueOnHostFailure) {
        j.requeues++;
        enqueue(j, why + "; requeued");
      } else {
        finish(j, JobState.FAILED, why, now);
      }
    }
  }

  // ---------------------------------------------------------------- jobs

  public synchronized Job submit(SubmitJobRequest req) {
    long now = clock.millis();
    String tenant = req.getTenant();
    if (!TENANT.matcher(tenant).matches()) {
      throw SchedulerException.invalid(tenant.isEmpty() ? "tenant is empty"
          : "tenant \"" + tenant + "\" must be 1 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit");
    }
    if (req.getPriority() < 0 || req.getPriority() > MAX_PRIORITY) {
      throw SchedulerException.invalid("priority " + req.getPriority() + " is outside 0.." + MAX_PRIORITY);
    }
    int ceiling = config.tenant(tenant).maxPriority();
    if (req.getPriority() > ceiling) {
      throw new SchedulerException(Status.Code.PERMISSION_DENIED, "priority " + req.getPriority() + " is above tenant "
          + tenant + "'s ceiling of " + ceiling + " (torchtpu.scheduler.tenants." + tenant
          + ".max-priority or default-max-priority): a job may not outrank, and so preempt, others beyond it");
    }
    Generation gen = req.getGeneration();
    if (gen == Generation.GENERATION_UNSPECIFIED || gen == Generation.UNRECOGNIZED) {
      throw SchedulerException.invalid("generation is unset; one of " + podsByGeneration.keySet());
    }
    List<PodState> genPods = podsByGeneration.get(gen);
    if (genPods == null) {
      throw SchedulerException.invalid("generation " + gen + " has no pod here; pods serve " + podsByGeneration.keySet());
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
    List<Shape> shapes = shapesFor(gen, req.getTopology(), req.getChipCount(), genPods);
    int chips = shapes.get(0).size();
    TenantPolicy policy = config.tenant(tenant);
    if (policy.quotaChips() > 0 && chips > policy.quotaChips()) {
      throw new SchedulerException(Status.Code.RESOURCE_EXHAUSTED, "job needs " + chips + " chips but tenant "
          + tenant + "'s quota is " + policy.quotaChips() + " chips");
    }
    if (policy.maxQueuedJobs() > 0) {
      long queued = queue.stream().filter(q -> q.tenant.equals(tenant)).count();
      if (queued >= policy.maxQueuedJobs()) {
        throw new SchedulerException(Status.Code.RESOURCE_EXHAUSTED, "tenant " + tenant + " already has " + queued
            + " job(s) queued; its quota max-queued-jobs is " + policy.maxQueuedJobs());
      }
    }
    long seq = nextSeq++;
    String id = String.format("job-%06d-%04x", seq, ThreadLocalRandom.current().nextInt(1 << 16));
    JobEntry j = new JobEntry(id, seq, tenant, req.getName(), req.getPriority(), gen, req.getTopology().trim(),
        shapes, chips, limit, req.getRequeueOnHostFailure());
    j.submittedMillis = now;
    j.reason = "queued";
    jobs.put(id, j);
    queue.add(j);
    persist(j);
    schedulePass();
    return toProto(j);
  }

  private List<Shape> shapesFor(Generation gen, String topology, int chipCount, List<PodState> genPods) {
    boolean hasTopology = !topology.isBlank();
    if (hasTopology == (chipCount != 0)) {
      throw SchedulerException.invalid(hasTopology
          ? "give topology or chip_count, not both (topology \"" + topology + "\", chip_count " + chipCount + ")"
          : "give topology (e.g. \"2x2x2\") or chip_count");
    }
    StringBuilder podText = new StringBuilder();
    for (PodState p : genPods) {
      podText.append(podText.length() == 0 ? "" : ", ").append(p.name()).append(" (").append(p.dims.text(rank(p))).append(")");
    }
    if (hasTopology) {
      Shape s;
      try {
        s = Shape.parse(topology);
      } catch (IllegalArgumentException e) {
        throw SchedulerException.invalid(e.getMessage());
      }
      for (PodState p : genPods) {
        if (s.fitsIn(p.dims)) {
          return List.of(s);
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
      for (Shape s : Shape.boxesOf(chipCount, p.dims)) {
        if (!out.contains(s) && out.size() < CHIP_COUNT_SHAPES) {
          out.add(s);
        }
      }
    }
    if (out.isEmpty()) {
      throw SchedulerException.invalid("chip_count " + chipCount + " cannot be arranged as a box inside any "
          + gen + " pod: " + podText);
    }
    return out;
  }

  public synchronized Job get(String jobId) {
    return toProto(find(jobId));
  }

  public synchronized List<Job> list(String tenant, Set<JobState> states, int limit) {
    int max = limit <= 0 ? 1000 : limit;
    List<Job> out = new ArrayList<>();
    for (JobEntry j : jobs.values()) {
      if ((tenant == null || tenant.isEmpty() || tenant.equals(j.tenant)) && (states.isEmpty() || states.contains(j.state))) {
        out.add(toProto(j));
        if (out.size() >= max) {
          break;
        }
      }
    }
    return out;
  }

  public synchronized Job cancel(String jobId) {
    JobEntry j = find(jobId);
    if (j.terminal()) {
      throw SchedulerException.precondition("job " + jobId + " is already " + j.state);
    }
    long now = clock.millis();
    if (j.holdsChips()) {
      release(j, now);
    }
    queue.remove(j);
    dropReservation(j, true);
    finish(j, JobState.CANCELLED, "cancelled", now);
    schedulePass();
    return toProto(j);
  }

  public synchronized Job start(String jobId) {
    JobEntry j = find(jobId);
    if (j.state == JobState.RUNNING) {
      return toProto(j);
    }
    if (j.state != JobState.SCHEDULED) {
      throw SchedulerException.precondition("job " + jobId + " is " + j.state + "; only a SCHEDULED job can start");
    }
    j.state = JobState.RUNNING;
    j.startedMillis = clock.millis();
    j.reason = "running";
    persist(j);
    emit(j, j.reason, null);
    return toProto(j);
  }

  public synchronized Job complete(String jobId, boolean succeeded, String message) {
    JobEntry j = find(jobId);
    if (!j.holdsChips()) {
      throw SchedulerException.precondition("job " + jobId + " is " + j.state + "; only a SCHEDULED or RUNNING job can complete");
    }
    long now = clock.millis();
    release(j, now);
    String why = message == null || message.isBlank() ? (succeeded ? "completed" : "failed") : message;
    finish(j, succeeded ? JobState.SUCCEEDED : JobState.FAILED, why, now);
    schedulePass();
    return toProto(j);
  }

  /**
   * Sends the job's current state to {@code watcher} at once, then every change until a final state.
   *
   * @return stops the watch
   */
  public synchronized Runnable watch(String jobId, JobWatcher watcher) {
    JobEntry j = find(jobId);
    PreemptionNotice notice = j.preemptDeadlineMillis > 0 ? notice(j) : null;
    watcher.onEvent(event(j, j.reason, notice), j.terminal());
    if (j.terminal()) {
      return () -> {};
    }
    watchers.computeIfAbsent(jobId, k -> new ArrayList<>()).add(watcher);
    return () -> {
      synchronized (SchedulerCore.this) {
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

  private JobEntry find(String jobId) {
    if (jobId == null || jobId.isEmpty()) {
      throw SchedulerException.invalid("job_id is empty");
    }
    JobEntry j = jobs.get(jobId);
    if (j == null) {
      throw SchedulerException.notFound("job " + jobId + " not found");
    }
    return j;
  }

  // ---------------------------------------------------------------- time

  /** Expires leases, preemption grace periods and time limits due by now, then schedules if anything changed. */
  public synchronized void tick() {
    long now = clock.millis();
    if (now < nextTimerMillis) {
      return;
    }
    long next = Long.MAX_VALUE;
    boolean changed = false;
    for (HostEntry h : hosts.values()) {
      if (!h.healthy) {
        continue;
      }
      long expiry = h.lastHeartbeatMillis + config.leaseMillis();
      if (now >= expiry) {
        hostLost(h, now);
        changed = true;
      } else {
        next = Math.min(next, expiry);
      }
    }
    for (JobEntry j : new ArrayList<>(active)) {
      long limitEnd = j.scheduledMillis + j.timeLimitMillis;
      if (j.preemptDeadlineMillis > 0 && now >= j.preemptDeadlineMillis) {
        preempt(j, now);
        changed = true;
      } else if (now >= limitEnd) {
        release(j, now);
        finish(j, JobState.FAILED, "exceeded its time limit of " + j.timeLimitMillis / 1000 + " s", now);
        changed = true;
      } else {
        next = Math.min(next, j.preemptDeadlineMillis > 0 ? Math.min(limitEnd, j.preemptDeadlineMillis) : limitEnd);
      }
    }
    nextTimerMillis = next;
    if (changed) {
      schedulePass();
    }
  }

  /** The earliest time at which {@link #tick} has something to do (a lease, grace period or time limit ends). */
  public synchronized long nextTimerMillis() {
    return nextTimerMillis;
  }

  // ---------------------------------------------------------------- the pass

  /** A generation's head job and what it holds on to. */
  private record Head(JobEntry job, PodState pod, Box box, long shadowMillis) {}

  /** The last reservation computed, reused while nothing that decides it has changed. */
  private record CachedHead(long version, JobEntry job, Head head) {}

  private void schedulePass() {
    if (queue.isEmpty()) {
      return;
    }
    passes++;
    long now = clock.millis();
    failedMaskedSearches.clear();
    Map<Generation, Head> heads = new HashMap<>();
    int max = config.maxJobsPerPass();
    int considered = 0;
    // The queue runs level by level (highest priority first); each level is split into per-tenant FIFO lists
    // of at most maxJobsPerPass jobs, served by fair share.
    java.util.Iterator<JobEntry> it = queue.iterator();
    JobEntry carry = it.hasNext() ? it.next() : null;
    while (carry != null && considered < max) {
      int priority = carry.priority;
      Map<String, List<JobEntry>> level = new LinkedHashMap<>();
      while (carry != null && carry.priority == priority) {
        List<JobEntry> fifo = level.computeIfAbsent(carry.tenant, t -> new ArrayList<>());
        if (fifo.size() < max) {
          fifo.add(carry);
        }
        carry = it.hasNext() ? it.next() : null;
      }
      // decide() changes the queue: finish reading it before deciding this level
      List<JobEntry> rest = new ArrayList<>();
      if (carry != null) {
        rest.add(carry);
        it.forEachRemaining(rest::add);
      }
      considered = serveLevel(level, heads, now, considered, max);
      it = rest.iterator();
      carry = it.hasNext() ? it.next() : null;
    }
  }

  /** Decides the jobs of one priority level by fair share; returns the decisions made so far in the pass. */
  private int serveLevel(Map<String, List<JobEntry>> level, Map<Generation, Head> heads, long now, int considered, int max) {
    List<String> tenants = new ArrayList<>(level.keySet());
    List<List<JobEntry>> fifos = new ArrayList<>(level.values());
    double[] weights = new double[tenants.size()];
    for (int t = 0; t < tenants.size(); t++) {
      weights[t] = config.tenant(tenants.get(t)).weight();
    }
    int[] next = new int[tenants.size()];
    while (considered < max) {
      int pick = -1;
      double pickShare = 0;
      for (int t = 0; t < tenants.size(); t++) {
        List<JobEntry> fifo = fifos.get(t);
        if (next[t] >= fifo.size()) {
          continue;
        }
        double share = chipsInUse(tenants.get(t)) / weights[t];
        if (pick < 0 || share < pickShare
            || (share == pickShare && fifo.get(next[t]).seq < fifos.get(pick).get(next[pick]).seq)) {
          pick = t;
          pickShare = share;
        }
      }
      if (pick < 0) {
        break;
      }
      JobEntry j = fifos.get(pick).get(next[pick]++);
      considered++;
      long t0 = System.nanoTime();
      decide(j, heads, now);
      decisions++;
      decisionNanos.accept(System.nanoTime() - t0);
    }
    return considered;
  }

  private int chipsInUse(String tenant) {
    int[] n = tenantChips.get(tenant);
    return n == null ? 0 : n[0];
  }

  private void decide(JobEntry j, Map<Generation, Head> heads, long now) {
    TenantPolicy policy = config.tenant(j.tenant);
    int used = chipsInUse(j.tenant);
    if (policy.quotaChips() > 0 && used + j.chips > policy.quotaChips()) {
      j.reason = "waiting for quota: tenant " + j.tenant + " holds " + used + " of " + policy.quotaChips() + " chips";
      return;
    }
    Head head = heads.get(j.generation);
    if (j.reservedBox != null) {
      PodState pod = j.reservedPod;
      if (!pod.boxHealthy(j.reservedBox)) {
        dropReservation(j, true);
      } else if (pod.boxAvailable(j.reservedBox)) {
        Box box = j.reservedBox;
        dropReservation(j, false);
        allocate(j, pod, box, now);
        return;
      } else {
        if (head == null) {
          heads.put(j.generation, new Head(j, pod, null, now));
        }
        return;
      }
    }
    if (tryPlace(j, head, now)) {
      return;
    }
    if (head != null) {
      j.reason = "waiting: no free " + shapeText(j) + " box" + (head.job == j ? "" : " (head of the queue: " + head.job.id + ")");
      return;
    }
    if (j.priority > 0 && j.preemptSearchVersion != stateVersion && preemptFor(j, now)) {
      heads.put(j.generation, new Head(j, j.reservedPod, null, now));
      if (j.reservedBox != null && j.reservedPod.boxAvailable(j.reservedBox)) {
        // no grace period: the victims are gone already
        Box box = j.reservedBox;
        PodState pod = j.reservedPod;
        dropReservation(j, false);
        allocate(j, pod, box, now);
      }
      return;
    }
    CachedHead cached = headCache.get(j.generation);
    Head h;
    if (cached != null && cached.job == j && cached.version == stateVersion) {
      h = new Head(j, cached.head.pod, cached.head.box, Math.max(now, cached.head.shadowMillis));
    } else {
      h = reserve(j, now);
      headCache.put(j.generation, new CachedHead(stateVersion, j, h));
    }
    heads.put(j.generation, h);
    j.reason = h.box == null
        ? "waiting: no " + shapeText(j) + " box of healthy chips exists even when running jobs end"
        : "head of the queue: expected to start by " + h.shadowMillis + " (epoch ms) on " + h.pod.name() + " " + h.box;
  }

  private static String shapeText(JobEntry j) {
    return j.topology.isEmpty() ? j.chips + "-chip" : j.topology;
  }

  /** Places {@code j} now if some accepted shape fits; backfill jobs that would outlive the head's reservation avoid its box. */
  private boolean tryPlace(JobEntry j, Head head, long now) {
    boolean restricted = head != null && head.box != null && now + j.timeLimitMillis > head.shadowMillis;
    int podIndex = 0;
    for (Shape s : j.shapes) {
      podIndex = 0;
      for (PodState pod : podsByGeneration.get(j.generation)) {
        podIndex++;
        boolean masked = restricted && head.pod == pod;
        Shape c = s.canonical();
        long key = ((((long) podIndex * 65 + c.x()) * 65 + c.y()) * 65 + c.z()) * 2 + (masked ? 1 : 0);
        if (failedSearchesVersion != stateVersion) {
          failedSearches.clear();
          failedSearchesVersion = stateVersion;
        }
        LongSet memo = masked ? failedMaskedSearches : failedSearches;
        if (memo.contains(key)) {
          continue;
        }
        FreeMap map = pod.free;
        if (masked) {
          map = scratch.get(pod);
          map.copyFrom(pod.free);
          map.fill(head.box, false);
        }
        searches++;
        Box b = placer.place(map, s);
        if (b != null) {
          allocate(j, pod, b, now);
          return true;
        }
        memo.add(key);
      }
    }
    return false;
  }

  /**
   * The head's reservation: the earliest time-limit end of running jobs after which its box fits, found by
   * binary search (fitting only gets easier as more jobs end), and the box it would take then.
   */
  private Head reserve(JobEntry j, long now) {
    Head best = new Head(j, null, null, Long.MAX_VALUE);
    for (PodState pod : podsByGeneration.get(j.generation)) {
      List<JobEntry> holders = new ArrayList<>();
      for (JobEntry a : active) {
        if (a.pod == pod) {
          holders.add(a);
        }
      }
      if (holders.isEmpty()) {
        continue;
      }
      holders.sort(Comparator.comparingLong(JobEntry::expectedEndMillis));
      if (placeAfter(j, pod, holders, holders.size()) == null) {
        continue;
      }
      int lo = 1;
      int hi = holders.size();
      while (lo < hi) {
        int mid = (lo + hi) >>> 1;
        if (placeAfter(j, pod, holders, mid) != null) {
          hi = mid;
        } else {
          lo = mid + 1;
        }
      }
      long t = Math.max(now, holders.get(lo - 1).expectedEndMillis());
      if (t < best.shadowMillis) {
        best = new Head(j, pod, placeAfter(j, pod, holders, lo), t);
      }
    }
    return best;
  }

  private Box placeAfter(JobEntry j, PodState pod, List<JobEntry> holders, int released) {
    FreeMap map = scratch.get(pod);
    map.copyFrom(pod.free);
    for (int i = 0; i < released; i++) {
      map.fill(holders.get(i).box, true);
    }
    for (JobEntry r : pod.reservations) {
      map.fill(r.reservedBox, false);
    }
    for (Shape s : j.shapes) {
      searches++;
      Box b = placer.place(map, s);
      if (b != null) {
        return b;
      }
    }
    return null;
  }

  /**
   * Finds the box whose lower-priority occupants hold the fewest chips, sends them notices and reserves the box
   * for {@code j}. Jobs already under notice are not chosen again.
   */
  private boolean preemptFor(JobEntry j, long now) {
    PodState bestPod = null;
    Box bestBox = null;
    int bestTaken = Integer.MAX_VALUE;
    for (PodState pod : podsByGeneration.get(j.generation)) {
      FreeMap map = scratch.get(pod);
      map.copyFrom(pod.free);
      boolean any = false;
      for (JobEntry a : active) {
        if (a.pod == pod && a.priority < j.priority && a.preemptDeadlineMillis == 0) {
          map.fill(a.box, true);
          any = true;
        }
      }
      if (!any) {
        continue;
      }
      for (JobEntry r : pod.reservations) {
        map.fill(r.reservedBox, false);
      }
      for (Shape s : j.shapes) {
        searches++;
        Box b = victimSearch.place(map, s, (m, x, y, z, o) ->
            -victimChips(pod, Box.at(x, y, z, o)) + BestFitPlacer.contactScore(m, x, y, z, o) * 0.5);
        if (b != null) {
          int taken = victimChips(pod, b);
          if (taken < bestTaken) {
            bestTaken = taken;
            bestBox = b;
            bestPod = pod;
          }
        }
      }
    }
    if (bestBox == null) {
      j.preemptSearchVersion = stateVersion;  // nothing to gain by searching again until something changes
      return false;
    }
    List<JobEntry> victims = new ArrayList<>();
    for (JobEntry a : active) {
      if (a.pod == bestPod && a.priority < j.priority && a.preemptDeadlineMillis == 0 && a.box.intersects(bestBox)) {
        victims.add(a);
      }
    }
    stateVersion++;
    j.reservedPod = bestPod;
    j.reservedBox = bestBox;
    bestPod.reservations.add(j);
    bestPod.refresh(bestBox);
    j.reason = "preempting " + victims.size() + " lower-priority job(s); starts when their grace period ends";
    long deadline = now + config.preemptionGraceMillis();
    for (JobEntry v : victims) {
      v.preemptDeadlineMillis = deadline;
      v.preemptedFor = j.id;
      preemptionCount++;
      persist(v);
      emit(v, "preempted for job " + j.id + " (priority " + j.priority + " > " + v.priority + "); chips are taken back at "
          + deadline + " (epoch ms)", notice(v));
    }
    nextTimerMillis = Math.min(nextTimerMillis, deadline);
    if (config.preemptionGraceMillis() == 0) {
      for (JobEntry v : victims) {
        preempt(v, now);
      }
    }
    return true;
  }

  /** Chips of the jobs a box would preempt: a job loses all its chips even when the box takes only some. */
  private static int victimChips(PodState pod, Box box) {
    List<JobEntry> seen = new ArrayList<>(4);
    int chips = 0;
    for (int z = box.z0(); z < box.z0() + box.sz(); z++) {
      for (int y = box.y0(); y < box.y0() + box.sy(); y++) {
        for (int x = box.x0(); x < box.x0() + box.sx(); x++) {
          JobEntry a = pod.jobAt[pod.cell(x, y, z)];
          if (a != null && !seen.contains(a)) {
            seen.add(a);
            chips += a.chips;
          }
        }
      }
    }
    return chips;
  }

  private PreemptionNotice notice(JobEntry v) {
    return PreemptionNotice.newBuilder().setPreemptedFor(v.preemptedFor).setGraceMillis(config.preemptionGraceMillis())
        .setDeadlineMillis(v.preemptDeadlineMillis).build();
  }

  /** The grace period is over (or was zero): the chips go back, the job goes PREEMPTED and is queued again. */
  private void preempt(JobEntry v, long now) {
    String forJob = v.preemptedFor;
    release(v, now);
    v.preemptions++;
    v.state = JobState.PREEMPTED;
    v.reason = "preempted for job " + forJob;
    emit(v, v.reason, null);
    enqueue(v, "requeued after preemption for job " + forJob);
  }

  /**
   * Ends a reservation. When the job took its box the jobs it preempted are gone already; otherwise (it was
   * cancelled, or its box lost a host) the notices it caused are withdrawn.
   */
  private void dropReservation(JobEntry j, boolean withdrawNotices) {
    stateVersion++;
    if (j.reservedBox == null) {
      return;
    }
    PodState pod = j.reservedPod;
    Box box = j.reservedBox;
    pod.reservations.remove(j);
    j.reservedBox = null;
    j.reservedPod = null;
    pod.refresh(box);
    if (!withdrawNotices) {
      return;
    }
    for (JobEntry v : active) {
      if (j.id.equals(v.preemptedFor)) {
        v.preemptDeadlineMillis = 0;
        v.preemptedFor = "";
        persist(v);
        emit(v, "preemption withdrawn: job " + j.id + " no longer needs the chips", null);
      }
    }
  }

  // ---------------------------------------------------------------- state changes

  private void allocate(JobEntry j, PodState pod, Box box, long now) {
    stateVersion++;
    for (int z = box.z0(); z < box.z0() + box.sz(); z++) {
      for (int y = box.y0(); y < box.y0() + box.sy(); y++) {
        for (int x = box.x0(); x < box.x0() + box.sx(); x++) {
          pod.jobAt[pod.cell(x, y, z)] = j;
        }
      }
    }
    pod.free.fill(box, false);
    queue.remove(j);
    active.add(j);
    j.pod = pod;
    j.box = box;
    j.state = JobState.SCHEDULED;
    j.scheduledMillis = now;
    j.startedMillis = 0;
    j.reason = "slice " + box.shape().text(rank(pod)) + " at (" + box.x0() + "," + box.y0() + "," + box.z0() + ") of " + pod.name();
    tenantChips.computeIfAbsent(j.tenant, t -> new int[1])[0] += j.chips;
    placements++;
    nextTimerMillis = Math.min(nextTimerMillis, now + j.timeLimitMillis);
    persist(j);
    emit(j, j.reason, null);
  }

  /** Frees the job's chips (they may go to a reservation) and books its usage. */
  private void release(JobEntry j, long now) {
    stateVersion++;
    PodState pod = j.pod;
    Box box = j.box;
    for (int z = box.z0(); z < box.z0() + box.sz(); z++) {
      for (int y = box.y0(); y < box.y0() + box.sy(); y++) {
        for (int x = box.x0(); x < box.x0() + box.sx(); x++) {
          int c = pod.cell(x, y, z);
          pod.jobAt[c] = null;
          pod.refresh(c);
        }
      }
    }
    active.remove(j);
    tenantChips.computeIfAbsent(j.tenant, t -> new int[1])[0] -= j.chips;
    long chipMillis = (long) j.chips * Math.max(0, now - j.scheduledMillis);
    tenantChipMillis.merge(j.tenant, chipMillis, Long::sum);
    store.addTenantUsage(j.tenant, chipMillis);
    j.pod = null;
    j.box = null;
    j.preemptDeadlineMillis = 0;
    j.preemptedFor = "";
  }

  private void enqueue(JobEntry j, String why) {
    j.state = JobState.QUEUED;
    j.reason = why;
    j.scheduledMillis = 0;
    j.startedMillis = 0;
    queue.add(j);
    persist(j);
    emit(j, why, null);
  }

  private void finish(JobEntry j, JobState state, String why, long now) {
    j.state = state;
    j.reason = why;
    j.endedMillis = now;
    persist(j);
    emit(j, why, null);
  }

  private void emit(JobEntry j, String reason, PreemptionNotice notice) {
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
    JobEvent.Builder b = JobEvent.newBuilder().setJob(toProto(j)).setState(j.state).setReason(reason)
        .setTimeMillis(clock.millis());
    if (notice != null) {
      b.setPreemption(notice);
    }
    return b.build();
  }

  // ---------------------------------------------------------------- views

  private static int rank(PodState p) {
    return p.dims.z() > 1 ? 3 : 2;
  }

  private Job toProto(JobEntry j) {
    Job.Builder b = Job.newBuilder()
        .setJobId(j.id).setTenant(j.tenant).setName(j.name).setPriority(j.priority).setGeneration(j.generation)
        .setTopology(j.topology).setChipCount(j.chips).setTimeLimitSeconds(j.timeLimitMillis / 1000)
        .setRequeueOnHostFailure(j.requeueOnHostFailure).setState(j.state).setReason(j.reason)
        .setSubmitTimeMillis(j.submittedMillis).setScheduleTimeMillis(j.scheduledMillis)
        .setStartTimeMillis(j.startedMillis).setEndTimeMillis(j.endedMillis)
        .setPreemptions(j.preemptions).setRequeues(j.requeues);
    if (j.holdsChips()) {
      JobSlice slice = slice(j.pod, j.box);
      b.setSlice(slice);
      b.setWorld(worlds.issue(j.id, j.tenant, j.preemptions + j.requeues, slice, j.scheduledMillis + j.timeLimitMillis));
    }
    if (j.preemptDeadlineMillis > 0) {
      b.setPreemption(notice(j));
    }
    return b.build();
  }

  private static JobSlice slice(PodState pod, Box box) {
    Shape d = pod.dims;
    JobSlice.Builder s = JobSlice.newBuilder().setPod(pod.name()).setTopology(box.shape().text(rank(pod)))
        .setOrigin(coord(box.x0(), box.y0(), box.z0()))
        .setWraparoundX(box.sx() == d.x() && d.x() > 2)
        .setWraparoundY(box.sy() == d.y() && d.y() > 2)
        .setWraparoundZ(box.sz() == d.z() && d.z() > 2);
    Map<HostEntry, SliceHost.Builder> byHost = new LinkedHashMap<>();
    for (int z = box.z0(); z < box.z0() + box.sz(); z++) {
      for (int y = box.y0(); y < box.y0() + box.sy(); y++) {
        for (int x = box.x0(); x < box.x0() + box.sx(); x++) {
          int c = pod.cell(x, y, z);
          HostEntry h = pod.hostAt[c];
          if (h == null) {
            continue;
          }
          byHost.computeIfAbsent(h, k -> SliceHost.newBuilder().setHostId(k.id).setEndpoint(k.endpoint))
              .addChips(SliceChip.newBuilder().setIndex(pod.chipIndexAt[c]).setCoord(coord(x, y, z)));
        }
      }
    }
    byHost.values().forEach(s::addHosts);
    return s.build();
  }

  private static TorusCoord coord(int x, int y, int z) {
    return TorusCoord.newBuilder().setX(x).setY(y).setZ(z).build();
  }

  public synchronized DescribePodsResponse describePods() {
    DescribePodsResponse.Builder out = DescribePodsResponse.newBuilder();
    for (PodState p : pods.values()) {
      Pod.Builder pb = Pod.newBuilder().setName(p.name()).setGeneration(p.spec.generation()).setDims(p.dims.text(rank(p)));
      int registered = 0;
      int healthy = 0;
      int busy = 0;
      for (HostEntry h : hosts.values()) {
        if (h.pod != p) {
          continue;
        }
        pb.addHosts(PodHost.newBuilder().setHostId(h.id).setEndpoint(h.endpoint).setHealthy(h.healthy)
            .setLastHeartbeatMillis(h.lastHeartbeatMillis).setChips(h.cells.length));
        for (int i = 0; i < h.cells.length; i++) {
          int c = h.cells[i];
          JobEntry j = p.jobAt[c];
          String state = !h.healthy ? "unhealthy" : j != null ? "busy" : p.reserved(c) ? "reserved" : "free";
          registered++;
          healthy += h.healthy ? 1 : 0;
          busy += j != null ? 1 : 0;
          pb.addChips(PodChip.newBuilder().setCoord(coord(p.xOf(c), p.yOf(c), p.zOf(c))).setHostId(h.id)
              .setIndex(h.chipIndexes[i]).setState(state).setJobId(j == null ? "" : j.id));
        }
      }
      out.addPods(pb.setRegisteredChips(registered).setHealthyChips(healthy).setBusyChips(busy));
    }
    return out.build();
  }

  public synchronized SchedulerStats stats() {
    int registered = 0;
    int healthy = 0;
    int busy = 0;
    int reserved = 0;
    for (HostEntry h : hosts.values()) {
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
    return new SchedulerStats(queue.size(), active.size(), registered, healthy, busy, reserved, decisions, searches,
        placements, preemptionCount, hostFailures, passes);
  }

  /** Chip-milliseconds each tenant's jobs have held, since the store began. */
  public synchronized Map<String, Long> tenantUsage() {
    return new LinkedHashMap<>(tenantChipMillis);
  }

  /** Chips each tenant's jobs hold now. */
  public synchronized Map<String, Integer> tenantChipsInUse() {
    Map<String, Integer> out = new TreeMap<>();
    tenantChips.forEach((t, n) -> {
      if (n[0] != 0) {
        out.put(t, n[0]);
      }
    });
    return out;
  }

  /** A copy of one pod's free map (for benchmarks and tests). */
  public synchronized FreeMap freeMap(String pod) {
    PodState p = pods.get(pod);
    if (p == null) {
      throw SchedulerException.notFound("pod " + pod + " not found");
    }
    return p.free.copy();
  }

  private PodState podFor(Generation gen, String podName, String who) {
    if (podName != null && !podName.isBlank()) {
      PodState p = pods.get(podName);
      if (p == null) {
        throw SchedulerException.invalid("pod \"" + podName + "\" of " + who + " is not one of " + pods.keySet());
      }
      if (p.spec.generation() != gen) {
        throw SchedulerException.invalid("pod " + podName + " is " + p.spec.generation() + " but " + who + " is " + gen);
      }
      return p;
    }
    List<PodState> list = podsByGeneration.get(gen);
    if (list == null) {
      throw SchedulerException.invalid(who + " is " + gen + " but no pod here is; pods: " + pods.keySet());
    }
    if (list.size() > 1) {
      throw SchedulerException.invalid(who + " must name its pod: several " + gen + " pods exist");
    }
    return list.get(0);
  }

  // ---------------------------------------------------------------- persistence

  private void persist(JobEntry j) {
    store.saveJob(new StoredJob(j.id, j.seq, j.tenant, j.name, j.priority, j.generation.name(), j.topology, j.chips,
        j.timeLimitMillis, j.requeueOnHostFailure, j.state.name(), j.reason, j.submittedMillis, j.scheduledMillis,
        j.startedMillis, j.endedMillis, j.preemptions, j.requeues, j.pod == null ? null : j.pod.name(),
        j.box == null ? null : j.box.x0() + "," + j.box.y0() + "," + j.box.z0(),
        j.box == null ? null : j.box.shape().toString(), j.preemptDeadlineMillis, j.preemptedFor));
  }

  private static StoredHost toStored(HostEntry h) {
    StringBuilder chips = new StringBuilder();
    for (int i = 0; i < h.cells.length; i++) {
      int c = h.cells[i];
      chips.append(i == 0 ? "" : ";").append(h.chipIndexes[i]).append(':')
          .append(h.pod.xOf(c)).append(',').append(h.pod.yOf(c)).append(',').append(h.pod.zOf(c));
    }
    return new StoredHost(h.id, h.generation.name(), h.pod.name(), h.endpoint, chips.toString(), h.registeredMillis);
  }

  /**
   * Loads the stored state: hosts (each given a fresh lease from now, so it has one lease to heartbeat), jobs with
   * their states, the chips of scheduled and running jobs, and tenants' usage. Call once, before anything else.
   */
  public synchronized void recover() {
    long now = clock.millis();
    for (StoredHost sh : store.loadHosts()) {
      PodState pod = pods.get(sh.pod());
      if (pod == null) {
        continue;
      }
      String[] chips = sh.chips().split(";");
      int[] cells = new int[chips.length];
      int[] indexes = new int[chips.length];
      boolean fits = true;
      for (int i = 0; i < chips.length; i++) {
        String[] idx = chips[i].split(":");
        String[] xyz = idx[1].split(",");
        int x = Integer.parseInt(xyz[0]);
        int y = Integer.parseInt(xyz[1]);
        int z = Integer.parseInt(xyz[2]);
        if (x >= pod.dims.x() || y >= pod.dims.y() || z >= pod.dims.z() || pod.hostAt[pod.cell(x, y, z)] != null) {
          fits = false;
          break;
        }
        cells[i] = pod.cell(x, y, z);
        indexes[i] = Integer.parseInt(idx[0]);
      }
      if (!fits) {
        continue;
      }
      HostEntry h = new HostEntry(sh.id(), Generation.valueOf(sh.generation()), pod, sh.endpoint(), cells, indexes,
          sh.registeredMillis());
      h.lastHeartbeatMillis = now;
      claim(h);
      nextTimerMillis = Math.min(nextTimerMillis, now + config.leaseMillis());
    }
    List<StoredJob> stored = new ArrayList<>(store.loadJobs());
    stored.sort(Comparator.comparingLong(StoredJob::seq));
    for (StoredJob s : stored) {
      nextSeq = Math.max(nextSeq, s.seq() + 1);
      Generation gen = Generation.valueOf(s.generation());
      JobState state = JobState.valueOf(s.state());
      List<PodState> genPods = podsByGeneration.get(gen);
      List<Shape> shapes;
      try {
        if (genPods == null) {
          throw SchedulerException.invalid("no " + gen + " pod is configured any more");
        }
        shapes = shapesFor(gen, s.topology(), s.topology().isEmpty() ? s.chipCount() : 0, genPods);
      } catch (SchedulerException e) {
        shapes = List.of(new Shape(1, 1, 1));
        if (state == JobState.QUEUED || state == JobState.SCHEDULED || state == JobState.RUNNING) {
          state = JobState.FAILED;
        }
      }
      JobEntry j = new JobEntry(s.id(), s.seq(), s.tenant(), s.name(), s.priority(), gen, s.topology(), shapes,
          s.chipCount(), s.timeLimitMillis(), s.requeueOnHostFailure());
      j.state = state;
      j.reason = s.reason();
      j.submittedMillis = s.submittedMillis();
      j.scheduledMillis = s.scheduledMillis();
      j.startedMillis = s.startedMillis();
      j.endedMillis = s.endedMillis();
      j.preemptions = s.preemptions();
      j.requeues = s.requeues();
      jobs.put(j.id, j);
      if (state == JobState.QUEUED || state == JobState.PREEMPTED) {
        j.state = JobState.QUEUED;
        queue.add(j);
      } else if (state == JobState.SCHEDULED || state == JobState.RUNNING) {
        PodState pod = s.pod() == null ? null : pods.get(s.pod());
        Box box = null;
        if (pod != null && s.boxOrigin() != null) {
          String[] o = s.boxOrigin().split(",");
          box = Box.at(Integer.parseInt(o[0]), Integer.parseInt(o[1]), Integer.parseInt(o[2]), Shape.parse(s.boxShape()));
        }
        if (box == null || !box.within(pod.dims) || !pod.boxAvailable(box)) {
          j.state = JobState.FAILED;
          j.reason = "its chips were not registered or were taken when the scheduler restarted";
          j.endedMillis = now;
          persist(j);
          continue;
        }
        for (int z = box.z0(); z < box.z0() + box.sz(); z++) {
          for (int y = box.y0(); y < box.y0() + box.sy(); y++) {
            for (int x = box.x0(); x < box.x0() + box.sx(); x++) {
              pod.jobAt[pod.cell(x, y, z)] = j;
            }
          }
        }
        pod.free.fill(box, false);
        j.pod = pod;
        j.box = box;
        j.preemptDeadlineMillis = s.preemptDeadlineMillis();
        j.preemptedFor = s.preemptedFor() == null ? "" : s.preemptedFor();
        active.add(j);
        tenantChips.computeIfAbsent(j.tenant, t -> new int[1])[0] += j.chips;
        nextTimerMillis = Math.min(nextTimerMillis, j.expectedEndMillis());
      }
    }
    tenantChipMillis.putAll(store.loadTenantUsage());
    schedulePass();
  }

  /** A small set of longs without boxing: the pass's memo of searches that found nothing. */
  private static final class LongSet {
    private long[] items = new long[32];
    private int size;

    void clear() {
      size = 0;
    }

    boolean contains(long v) {
      for (int i = 0; i < size; i++) {
        if (items[i] == v) {
          return true;
        }
      }
      return false;
    }

    void add(long v) {
      if (size == items.length) {
        items = java.util.Arrays.copyOf(items, size * 2);
      }
      items[size++] = v;
    }
  }

  /** States a job can be listed by; used to parse filters. */
  public static Set<JobState> states(List<JobState> list) {
    Set<JobState> out = EnumSet.noneOf(JobState.class);
    for (JobState s : list) {
      if (s == JobState.JOB_STATE_UNSPECIFIED || s == JobState.UNRECOGNIZED) {
        throw SchedulerException.invalid("states contains " + s + "; valid: QUEUED, SCHEDULED, RUNNING, SUCCEEDED, "
            + "FAILED, PREEMPTED, CANCELLED");
      }
      out.add(s);
    }
    return out;
  }
}
