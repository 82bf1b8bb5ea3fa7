package org.torchtpu.scheduler.policy;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.scheduler.placement.Box;
import org.torchtpu.scheduler.placement.Shape;
import org.torchtpu.scheduler.store.StoredHost;
import org.torchtpu.scheduler.store.StoredJob;

/**
 * Loads the stored state after a restart: hosts (each given a fresh lease from now, so it has one lease to
 * heartbeat), jobs with their states, the chips of scheduled and running jobs, tenants' usage, and the worlds
 * that ended while their memberships are unexpired (hosts go on refusing them). What no
 * longer fits the configured pods is dropped (hosts) or failed (live jobs).
 */
final class Recovery {
  private final SchedulerState s;

  Recovery(SchedulerState s) {
    this.s = s;
  }

  void recover() {
    long now = s.clock.millis();
    for (StoredHost sh : s.store.loadHosts()) {
      recoverHost(sh, now);
    }
    List<StoredJob> stored = new ArrayList<>(s.store.loadJobs());
    stored.sort(Comparator.comparingLong(StoredJob::seq));
    for (StoredJob sj : stored) {
      recoverJob(sj, now);
    }
    for (JobEntry j : s.jobs.values()) { // the preempting job's tenant decides whether the notice may name it
      JobEntry preemptor = j.preemptedFor.isEmpty() ? null : s.jobs.get(j.preemptedFor);
      j.preemptedForTenant = preemptor == null ? "" : preemptor.tenant;
    }
    List<JobEntry> finished = new ArrayList<>();
    for (JobEntry j : s.jobs.values()) {
      if (j.terminal()) {
        finished.add(j);
      }
    }
    finished.sort(Comparator.comparingLong((JobEntry j) -> j.endedMillis).thenComparingLong(j -> j.seq));
    finished.forEach(s.finished::add); // drops what is over the retention now; tick() drops the expired
    s.tenantChipMillis.putAll(s.store.loadTenantUsage());
    s.endedWorlds.recover(s.store.loadEndedWorlds(now), world -> {
      JobEntry j = s.jobs.get(world.substring(0, Math.max(0, world.lastIndexOf('/'))));
      return j == null ? null : j.tenant;
    }, now);
  }

  private void recoverHost(StoredHost sh, long now) {
    PodState pod = s.pods.get(sh.pod());
    if (pod == null) {
      return;
    }
    String[] chips = sh.chips().split(";");
    int[] cells = new int[chips.length];
    int[] indexes = new int[chips.length];
    for (int i = 0; i < chips.length; i++) {
      String[] idx = chips[i].split(":");
      String[] xyz = idx[1].split(",");
      int x = Integer.parseInt(xyz[0]);
      int y = Integer.parseInt(xyz[1]);
      int z = Integer.parseInt(xyz[2]);
      if (x >= pod.dims.x() || y >= pod.dims.y() || z >= pod.dims.z() || pod.hostAt[pod.cell(x, y, z)] != null) {
        return;
      }
      cells[i] = pod.cell(x, y, z);
      indexes[i] = Integer.parseInt(idx[0]);
    }
    HostEntry h = new HostEntry(sh.id(), Generation.valueOf(sh.generation()), pod, sh.endpoint(), cells, indexes,
        sh.registeredMillis());
    h.lastHeartbeatMillis = now;
    s.claim(h);
    s.timerAt(now + s.config.leaseMillis());
  }

  private void recoverJob(StoredJob sj, long now) {
    s.nextSeq = Math.max(s.nextSeq, sj.seq() + 1);
    Generation gen = Generation.valueOf(sj.generation());
    JobState state = JobState.valueOf(sj.state());
    List<PodState> genPods = s.podsByGeneration.get(gen);
    List<Shape> shapes;
    try {
      if (genPods == null) {
        throw SchedulerException.invalid("no " + gen + " pod is configured any more");
      }
      shapes = JobRequests.shapesFor(gen, sj.topology(), sj.topology().isEmpty() ? sj.chipCount() : 0, genPods);
    } catch (SchedulerException e) {
      shapes = List.of(new Shape(1, 1, 1));
      if (state == JobState.QUEUED || state == JobState.SCHEDULED || state == JobState.RUNNING) {
        state = JobState.FAILED;
      }
    }
    JobEntry j = new JobEntry(sj.id(), sj.seq(), sj.tenant(), sj.name(), sj.priority(), gen, sj.topology(), shapes,
        sj.chipCount(), sj.timeLimitMillis(), sj.requeueOnHostFailure());
    j.state = state;
    j.reason = sj.reason();
    j.submittedMillis = sj.submittedMillis();
    j.scheduledMillis = sj.scheduledMillis();
    j.startedMillis = sj.startedMillis();
    j.endedMillis = sj.endedMillis();
    j.preemptions = sj.preemptions();
    j.requeues = sj.requeues();
    s.jobs.put(j.id, j);
    if (state == JobState.QUEUED || state == JobState.PREEMPTED) {
      j.state = JobState.QUEUED;
      s.queue.add(j);
    } else if (state == JobState.SCHEDULED || state == JobState.RUNNING) {
      PodState pod = sj.pod() == null ? null : s.pods.get(sj.pod());
      Box box = null;
      if (pod != null && sj.boxOrigin() != null) {
        String[] o = sj.boxOrigin().split(",");
        box = Box.at(Integer.parseInt(o[0]), Integer.parseInt(o[1]), Integer.parseInt(o[2]), Shape.parse(sj.boxShape()));
      }
      if (box == null || !box.within(pod.dims) || !pod.boxAvailable(box)) {
        j.state = JobState.FAILED;
        j.reason = "its chips were not registered or were taken when the scheduler restarted";
        j.endedMillis = now;
        s.persist(j);
        return;
      }
      s.occupy(j, pod, box);
      j.preemptDeadlineMillis = sj.preemptDeadlineMillis();
      j.preemptedFor = sj.preemptedFor() == null ? "" : sj.preemptedFor();
      s.timerAt(j.expectedEndMillis());
    }
  }
}
