package org.torchtpu.scheduler.policy;

import org.torchtpu.scheduler.store.StoredHost;
import org.torchtpu.scheduler.store.StoredJob;

/** Jobs and hosts as the store's rows ({@link Recovery} reads them back). */
final class StoreRecords {
  private StoreRecords() {}

  static StoredJob job(JobEntry j) {
    return new StoredJob(j.id, j.seq, j.tenant, j.name, j.priority, j.generation.name(), j.topology, j.chips,
        j.timeLimitMillis, j.requeueOnHostFailure, j.state.name(), j.reason, j.submittedMillis, j.scheduledMillis,
        j.startedMillis, j.endedMillis, j.preemptions, j.requeues, j.pod == null ? null : j.pod.name(),
        j.box == null ? null : j.box.x0() + "," + j.box.y0() + "," + j.box.z0(),
        j.box == null ? null : j.box.shape().toString(), j.preemptDeadlineMillis, j.preemptedFor);
  }

  /** Chips as "index:x,y,z" joined by ';'. */
  static StoredHost host(HostEntry h) {
    StringBuilder chips = new StringBuilder();
    for (int i = 0; i < h.cells.length; i++) {
      int c = h.cells[i];
      chips.append(i == 0 ? "" : ";").append(h.chipIndexes[i]).append(':')
          .append(h.pod.xOf(c)).append(',').append(h.pod.yOf(c)).append(',').append(h.pod.zOf(c));
    }
    return new StoredHost(h.id, h.generation.name(), h.pod.name(), h.endpoint, chips.toString(), h.registeredMillis);
  }
}
