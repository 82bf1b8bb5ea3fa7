package org.torchtpu.scheduler.policy;

import java.time.Clock;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.scheduler.placement.Box;
import org.torchtpu.scheduler.placement.FreeMap;
import org.torchtpu.scheduler.store.SchedulerStore;

/**
 * What the scheduler knows (pods, hosts, jobs, the queue, tenants' chips) and the state changes every concern
 * shares: a job takes a box, gives it back, is queued, ends. Not thread-safe: {@link SchedulerCore}'s lock guards
 * every use.
 */
final class SchedulerState {
  final SchedulerConfig config;
  final Clock clock;
  final SchedulerStore store;
  final JobEvents events;

  final Map<String, PodState> pods = new LinkedHashMap<>();
  final Map<Generation, List<PodState>> podsByGeneration = new EnumMap<>(Generation.class);
  final Map<String, HostEntry> hosts = new LinkedHashMap<>();
  final Map<String, JobEntry> jobs = new LinkedHashMap<>();
  /** Queued jobs, highest priority first, then in submission order. */
  final TreeSet<JobEntry> queue = new TreeSet<>((a, b) -> a.priority != b.priority
      ? Integer.compare(b.priority, a.priority) : Long.compare(a.seq, b.seq));
  final Set<JobEntry> active = new LinkedHashSet<>();
  /** Chips each tenant's jobs hold now (a one-element array: a counter without boxing). */
  private final Map<String, int[]> tenantChips = new HashMap<>();
  final Map<String, Long> tenantChipMillis = new LinkedHashMap<>();
  /** A free map per pod for searches that change a copy (masking, releasing jobs in thought). */
  final Map<PodState, FreeMap> scratch = new HashMap<>();
  final EndedWorlds endedWorlds;
  /** Finished jobs per tenant, oldest first: dropped past their count or time to live. */
  final FinishedJobs finished = new FinishedJobs(this);

  /** Bumped whenever chips change hands or health, or reservations or notices change. */
  long stateVersion;
  long nextSeq = 1;
  /** The earliest time at which a lease, grace period or time limit ends. */
  long nextTimerMillis = Long.MAX_VALUE;

  long decisions;
  long searches;
  long placements;
  long preemptionCount;
  long hostFailures;
  long passes;

  SchedulerState(SchedulerConfig config, Clock clock, SchedulerStore store, JobWorlds worlds) {
    this.config = config;
    this.clock = clock;
    this.store = store;
    this.endedWorlds = new EndedWorlds(store);
    this.events = new JobEvents(new ProtoViews(config, worlds), clock, config.maxWatchesPerTenant());
    for (PodSpec spec : config.pods()) {
      PodState p = new PodState(spec);
      pods.put(spec.name(), p);
      podsByGeneration.computeIfAbsent(spec.generation(), g -> new ArrayList<>()).add(p);
      scratch.put(p, new FreeMap(spec.dims()));
    }
  }

  ProtoViews views() {
    return events.views();
  }

  void timerAt(long millis) {
    nextTimerMillis = Math.min(nextTimerMillis, millis);
  }

  int chipsInUse(String tenant) {
    int[] n = tenantChips.get(tenant);
    return n == null ? 0 : n[0];
  }

  void addChipsInUse(String tenant, int chips) {
    tenantChips.computeIfAbsent(tenant, t -> new int[1])[0] += chips;
  }

  /** Chips each tenant's jobs hold now, tenants holding none left out. */
  Map<String, Integer> chipsInUseByTenant() {
    Map<String, Integer> out = new TreeMap<>();
    tenantChips.forEach((t, n) -> {
      if (n[0] != 0) {
        out.put(t, n[0]);
      }
    });
    return out;
  }

  JobEntry find(String jobId) {
    if (jobId == null || jobId.isEmpty()) {
      throw SchedulerException.invalid("job_id is empty");
    }
    JobEntry j = jobs.get(jobId);
    if (j == null) {
      throw SchedulerException.notFound("job " + Echo.of(jobId) + " not found");
    }
    return j;
  }

  /** Takes the host's chips into its pod. */
  void claim(HostEntry h) {
    stateVersion++;
    hosts.put(h.id, h);
    for (int i = 0; i < h.cells.length; i++) {
      h.pod.hostAt[h.cells[i]] = h;
      h.pod.chipIndexAt[h.cells[i]] = h.chipIndexes[i];
      h.pod.refresh(h.cells[i]);
    }
  }

  /** Marks the box's chips as held by {@code j}, without telling anyone (placement and recovery share it). */
  void occupy(JobEntry j, PodState pod, Box box) {
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
    active.add(j);
    addChipsInUse(j.tenant, j.chips);
  }

  /** Gives {@code j} the box now: it leaves the queue and is SCHEDULED. */
  void allocate(JobEntry j, PodState pod, Box box, long now) {
    stateVersion++;
    queue.remove(j);
    occupy(j, pod, box);
    j.state = JobState.SCHEDULED;
    j.scheduledMillis = now;
    j.startedMillis = 0;
    j.reason = "slice " + box.shape().text(ProtoViews.rank(pod)) + " at (" + box.x0() + "," + box.y0() + ","
        + box.z0() + ") of " + pod.name();
    placements++;
    timerAt(now + j.timeLimitMillis);
    persist(j);
    events.emit(j, j.reason, null);
  }

  /**
   * Frees the job's chips (they may go to a reservation) and books its usage; the world of this placement
   * ends on every host it had a rank on (see {@link EndedWorlds}).
   */
  void release(JobEntry j, long now) {
    stateVersion++;
    PodState pod = j.pod;
    Box box = j.box;
    Set<String> hostsOfWorld = new LinkedHashSet<>();
    for (int z = box.z0(); z < box.z0() + box.sz(); z++) {
      for (int y = box.y0(); y < box.y0() + box.sy(); y++) {
        for (int x = box.x0(); x < box.x0() + box.sx(); x++) {
          int c = pod.cell(x, y, z);
          if (pod.hostAt[c] != null) {
            hostsOfWorld.add(pod.hostAt[c].id);
          }
          pod.jobAt[c] = null;
          pod.refresh(c);
        }
      }
    }
    endedWorlds.ended(JobWorlds.worldId(j.id, j.placement()), j.tenant, hostsOfWorld, j.worldExpiresMillis(), now);
    active.remove(j);
    addChipsInUse(j.tenant, -j.chips);
    long chipMillis = (long) j.chips * Math.max(0, now - j.scheduledMillis);
    tenantChipMillis.merge(j.tenant, chipMillis, Long::sum);
    store.addTenantUsage(j.tenant, chipMillis);
    j.pod = null;
    j.box = null;
    j.preemptDeadlineMillis = 0;
    j.preemptedFor = "";
    j.preemptedForTenant = "";
  }

  void enqueue(JobEntry j, String why) {
    j.state = JobState.QUEUED;
    j.reason = why;
    j.scheduledMillis = 0;
    j.startedMillis = 0;
    queue.add(j);
    persist(j);
    events.emit(j, why, null);
  }

  void finish(JobEntry j, JobState state, String why, long now) {
    j.state = state;
    j.reason = why;
    j.endedMillis = now;
    persist(j);
    events.emit(j, why, null);
    finished.add(j);
  }

  void persist(JobEntry j) {
    store.saveJob(StoreRecords.job(j));
  }
}
