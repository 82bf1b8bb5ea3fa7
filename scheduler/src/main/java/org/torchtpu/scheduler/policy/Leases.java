package org.torchtpu.scheduler.policy;

import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.HostChip;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.api.v1.RegisterHostRequest;
import org.torchtpu.api.v1.RegisterHostResponse;
import org.torchtpu.api.v1.TorusCoord;
import org.torchtpu.scheduler.placement.Shape;

/**
 * Hosts and their leases. A host not heard from for {@code leaseMillis} is unhealthy: its chips leave the free
 * map and each job on it fails, or goes back to the queue if it asked for {@code requeue_on_host_failure}. A
 * heartbeat brings it back. A host that registers again (its process restarted) loses its jobs the same way.
 *
 * <p>A registration is bound to its endpoint and to the key that made it: while its lease is current nobody can
 * move it elsewhere, so no key holder can redirect the next jobs' sessions to an address of its own.
 */
final class Leases {
  private final SchedulerState s;

  Leases(SchedulerState s) {
    this.s = s;
  }

  /**
   * Registers a host. A host id that is registered and alive (its lease current) keeps its endpoint and its
   * holder: registering it again with another endpoint, or under another principal, is refused until the lease
   * runs out. The caller runs a scheduling pass afterwards.
   *
   * @param principal the service or admin key's name that registers it; null with security off
   */
  RegisterHostResponse register(RegisterHostRequest req, String principal) {
    long now = s.clock.millis();
    String id = req.getHostId().trim();
    if (id.isEmpty()) {
      throw SchedulerException.invalid("host_id is empty");
    }
    Generation gen = req.getGeneration();
    if (gen == Generation.GENERATION_UNSPECIFIED || gen == Generation.UNRECOGNIZED) {
      throw SchedulerException.invalid("generation of host " + id + " is unset; one of "
          + org.torchtpu.api.hardware.TpuGeneration.protoNames());
    }
    PodState pod = podFor(gen, req.getPod(), "host " + id);
    String endpoint = req.getEndpoint().trim();
    if (endpoint.isEmpty() || !endpoint.contains(":")) {
      throw SchedulerException.invalid("endpoint of host " + id + " must be \"host:port\", got \"" + req.getEndpoint() + "\"");
    }
    if (req.getChipsCount() == 0) {
      throw SchedulerException.invalid("host " + id + " registered no chips");
    }
    HostEntry old = s.hosts.get(id);
    if (old != null && old.healthy && now - old.lastHeartbeatMillis < s.config.leaseMillis()) {
      boolean moved = !old.endpoint.equals(endpoint);
      boolean otherHolder = old.registeredBy != null && principal != null && !old.registeredBy.equals(principal);
      if (moved || otherHolder) {
        throw SchedulerException.taken("host " + id + " is registered and alive at "
            + old.endpoint + (otherHolder ? " under another key" : "") + "; registering it "
            + (moved ? "at " + endpoint : "again") + " is refused until its lease of " + s.config.leaseMillis()
            + " ms runs out");
      }
    }
    int n = req.getChipsCount();
    int[] cells = new int[n];
    int[] indexes = new int[n];
    Set<Integer> seenIndexes = new HashSet<>();
    Set<Integer> seenCells = new HashSet<>();
    Shape d = pod.dims;
    for (int i = 0; i < n; i++) {
      HostChip chip = req.getChips(i);
      TorusCoord c = chip.getCoord();
      if (c.getX() < 0 || c.getY() < 0 || c.getZ() < 0 || c.getX() >= d.x() || c.getY() >= d.y() || c.getZ() >= d.z()) {
        throw SchedulerException.invalid("chips[" + i + "].coord (" + c.getX() + "," + c.getY() + "," + c.getZ()
            + ") of host " + id + " is outside pod " + pod.name() + " (" + d.text(ProtoViews.rank(pod)) + ")");
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
        throw SchedulerException.taken("chip (" + c.getX() + "," + c.getY() + ","
            + c.getZ() + ") of pod " + pod.name() + " already belongs to host " + owner.id);
      }
      cells[i] = cell;
      indexes[i] = chip.getIndex();
    }
    s.stateVersion++;
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
    s.claim(h);
    s.store.saveHost(StoreRecords.host(h));
    s.timerAt(now + s.config.leaseMillis());
    return RegisterHostResponse.newBuilder().setPod(pod.name()).setLeaseMillis(s.config.leaseMillis()).build();
  }

  /** Gives every healthy host a full lease from now (after a restart, for the time the scheduler was starting). */
  void renewAll() {
    long now = s.clock.millis();
    for (HostEntry h : s.hosts.values()) {
      if (h.healthy) {
        h.lastHeartbeatMillis = Math.max(h.lastHeartbeatMillis, now);
      }
    }
    s.timerAt(now + s.config.leaseMillis());
  }

  /**
   * Renews a host's lease, if the heartbeat is the registered host's: a heartbeat naming another endpoint than the
   * registered one is refused as the wrong state (the host registers again, which is refused while another
   * registration of its id is alive, so a hijack is loud, never silently renewed); one under another principal is
   * not allowed.
   *
   * @param endpoint the endpoint the host serves at; empty = not checked (older hosts)
   * @param principal the key's name; null with security off
   * @return whether the host had lost its lease and is back (its chips are free again: worth a pass)
   */
  boolean heartbeat(String hostId, String endpoint, String principal) {
    HostEntry h = s.hosts.get(hostId);
    if (h == null) {
      throw SchedulerException.notFound("host " + (hostId.isEmpty() ? "\"\"" : hostId)
          + " is not registered; call RegisterHost");
    }
    if (h.registeredBy != null && principal != null && !h.registeredBy.equals(principal)) {
      throw SchedulerException.notAllowed("host " + hostId + " was registered under another key");
    }
    if (!endpoint.isEmpty() && !endpoint.equals(h.endpoint)) {
      throw SchedulerException.wrongState("host " + hostId + " is registered at " + h.endpoint
          + ", this heartbeat is from a host at " + endpoint + "; not renewed");
    }
    if (h.registeredBy == null) {
      h.registeredBy = principal; // recovered from the store: the first heartbeat's key holds it from now on
    }
    long now = s.clock.millis();
    h.lastHeartbeatMillis = now;
    s.timerAt(now + s.config.leaseMillis());
    if (h.healthy) {
      return false;
    }
    s.stateVersion++;
    h.healthy = true;
    for (int c : h.cells) {
      h.pod.refresh(c);
    }
    return true;
  }

  /**
   * Takes the chips of every host whose lease ended by {@code now}.
   *
   * @return the earliest lease end still ahead (Long.MAX_VALUE if none), and whether any host was lost
   */
  Expiry expire(long now) {
    long next = Long.MAX_VALUE;
    boolean lost = false;
    for (HostEntry h : s.hosts.values()) {
      if (!h.healthy) {
        continue;
      }
      long expiry = h.lastHeartbeatMillis + s.config.leaseMillis();
      if (now >= expiry) {
        hostLost(h, now);
        lost = true;
      } else {
        next = Math.min(next, expiry);
      }
    }
    return new Expiry(next, lost);
  }

  record Expiry(long nextMillis, boolean anyLost) {}

  private void hostLost(HostEntry h, long now) {
    s.stateVersion++;
    h.healthy = false;
    s.hostFailures++;
    for (int c : h.cells) {
      h.pod.refresh(c);
    }
    failHostJobs(h, "host " + h.id + " missed its lease (no heartbeat for " + (now - h.lastHeartbeatMillis)
        + " ms; lease " + s.config.leaseMillis() + " ms)", now);
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
      s.release(j, now);
      if (j.requeueOnHostFailure) {
        j.requeues++;
        s.enqueue(j, why + "; requeued");
      } else {
        s.finish(j, JobState.FAILED, why, now);
      }
    }
  }

  /** The pod a host joins: the one it names, else the only pod of its generation. */
  private PodState podFor(Generation gen, String podName, String who) {
    if (podName != null && !podName.isBlank()) {
      PodState p = s.pods.get(podName);
      if (p == null) {
        throw SchedulerException.invalid("pod \"" + podName + "\" of " + who + " is not one of " + s.pods.keySet());
      }
      if (p.spec.generation() != gen) {
        throw SchedulerException.invalid("pod " + podName + " is " + p.spec.generation() + " but " + who + " is " + gen);
      }
      return p;
    }
    List<PodState> list = s.podsByGeneration.get(gen);
    if (list == null) {
      throw SchedulerException.invalid(who + " is " + gen + " but no pod here is; pods: " + s.pods.keySet());
    }
    if (list.size() > 1) {
      throw SchedulerException.invalid(who + " must name its pod: several " + gen + " pods exist");
    }
    return list.get(0);
  }
}
