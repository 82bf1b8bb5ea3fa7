package org.torchtpu.scheduler.policy;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import org.torchtpu.api.v1.DescribePodsResponse;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.JobSlice;
import org.torchtpu.api.v1.Pod;
import org.torchtpu.api.v1.PodChip;
import org.torchtpu.api.v1.PodHost;
import org.torchtpu.api.v1.PreemptionNotice;
import org.torchtpu.api.v1.SliceChip;
import org.torchtpu.api.v1.SliceHost;
import org.torchtpu.api.v1.TorusCoord;
import org.torchtpu.scheduler.placement.Box;
import org.torchtpu.scheduler.placement.Shape;

/** The scheduler's state as the contract's messages: jobs with their slices and worlds, notices, pods. */
final class ProtoViews {
  private final SchedulerConfig config;
  private final JobWorlds worlds;

  ProtoViews(SchedulerConfig config, JobWorlds worlds) {
    this.config = config;
    this.worlds = worlds;
  }

  /** How many axes a pod's texts show: "16x16" for a 2D torus. */
  static int rank(PodState p) {
    return p.dims.z() > 1 ? 3 : 2;
  }

  Job job(JobEntry j) {
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
      b.setWorld(worlds.issue(j.id, j.tenant, j.placement(), slice, j.worldExpiresMillis()));
    }
    if (j.preemptDeadlineMillis > 0) {
      b.setPreemption(notice(j));
    }
    return b.build();
  }

  PreemptionNotice notice(JobEntry v) {
    return PreemptionNotice.newBuilder().setPreemptedFor(v.preemptedForShown()).setGraceMillis(config.preemptionGraceMillis())
        .setDeadlineMillis(v.preemptDeadlineMillis).build();
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

  static DescribePodsResponse pods(Collection<PodState> pods, Collection<HostEntry> hosts) {
    DescribePodsResponse.Builder out = DescribePodsResponse.newBuilder();
    for (PodState p : pods) {
      Pod.Builder pb = Pod.newBuilder().setName(p.name()).setGeneration(p.spec.generation()).setDims(p.dims.text(rank(p)));
      int registered = 0;
      int healthy = 0;
      int busy = 0;
      for (HostEntry h : hosts) {
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
}
