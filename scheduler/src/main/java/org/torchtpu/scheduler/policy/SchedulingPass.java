package org.torchtpu.scheduler.policy;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import java.util.function.LongConsumer;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.scheduler.placement.Box;
import org.torchtpu.scheduler.placement.Placer;
import org.torchtpu.scheduler.policy.Backfill.Head;
import org.torchtpu.scheduler.queue.QueueOrder;
import org.torchtpu.scheduler.queue.TenantShares;

/**
 * The scheduling pass: runs after every change that could let a job start (submit, release, host back, tick). The
 * {@link QueueOrder} offers up to {@code maxJobsPerPass} queued jobs; each is decided in turn:
 * <ol>
 *   <li><b>Quota</b>: a job that would take its tenant past its chip quota waits (and never blocks others).</li>
 *   <li>A job holding a reservation (it preempted others) takes its box once the box is free.</li>
 *   <li><b>Gang placement</b>: a job gets a box of chips all free at once, or nothing ({@link Backfill#tryPlace}).</li>
 *   <li>The first job of a generation that cannot be placed is its head: it preempts ({@link Preemption}) or
 *       reserves ({@link Backfill#reserve}); later jobs are only backfilled around it.</li>
 * </ol>
 */
final class SchedulingPass {
  /** The last reservation computed, reused while nothing that decides it has changed. */
  private record CachedHead(long version, JobEntry job, Head head) {}

  private final SchedulerState s;
  private final QueueOrder order;
  private final Backfill backfill;
  private final Preemption preemption;
  private final Map<Generation, CachedHead> headCache = new EnumMap<>(Generation.class);
  private final TenantShares shares;
  private LongConsumer decisionNanos = n -> {};

  SchedulingPass(SchedulerState s, QueueOrder order, Placer placer, Preemption preemption) {
    this.s = s;
    this.order = order;
    this.backfill = new Backfill(s, placer);
    this.preemption = preemption;
    this.shares = new TenantShares() {
      @Override
      public int chipsInUse(String tenant) {
        return s.chipsInUse(tenant);
      }

      @Override
      public double weight(String tenant) {
        return s.config.tenant(tenant).weight();
      }
    };
  }

  void onDecision(LongConsumer nanos) {
    this.decisionNanos = nanos;
  }

  void run() {
    if (s.queue.isEmpty()) {
      return;
    }
    s.passes++;
    long now = s.clock.millis();
    backfill.startPass();
    Map<Generation, Head> heads = new HashMap<>();
    // deciding changes the queue: the order reads a snapshot
    order.serve(new ArrayList<>(s.queue), s.config.maxJobsPerPass(), shares, j -> {
      long t0 = System.nanoTime();
      decide(j, heads, now);
      s.decisions++;
      decisionNanos.accept(System.nanoTime() - t0);
    });
  }

  private void decide(JobEntry j, Map<Generation, Head> heads, long now) {
    TenantPolicy policy = s.config.tenant(j.tenant);
    int used = s.chipsInUse(j.tenant);
    if (policy.quotaChips() > 0 && used + j.chips > policy.quotaChips()) {
      j.reason = "waiting for quota: tenant " + j.tenant + " holds " + used + " of " + policy.quotaChips() + " chips";
      return;
    }
    Head head = heads.get(j.generation);
    if (j.reservedBox != null) {
      PodState pod = j.reservedPod;
      if (!pod.boxHealthy(j.reservedBox)) {
        preemption.dropReservation(j, true);
      } else if (pod.boxAvailable(j.reservedBox)) {
        Box box = j.reservedBox;
        preemption.dropReservation(j, false);
        s.allocate(j, pod, box, now);
        return;
      } else {
        if (head == null) {
          heads.put(j.generation, new Head(j, pod, null, now));
        }
        return;
      }
    }
    if (backfill.tryPlace(j, head, now)) {
      return;
    }
    if (head != null) {
      j.reason = "waiting: no free " + shapeText(j) + " box" + (head.job() == j ? ""
          : " (head of the queue: " + j.mention(head.job().id, head.job().tenant) + ")");
      return;
    }
    if (j.priority > 0 && j.preemptSearchVersion != s.stateVersion && preemption.preemptFor(j, now)) {
      heads.put(j.generation, new Head(j, j.reservedPod, null, now));
      if (j.reservedBox != null && j.reservedPod.boxAvailable(j.reservedBox)) {
        // no grace period: the victims are gone already
        Box box = j.reservedBox;
        PodState pod = j.reservedPod;
        preemption.dropReservation(j, false);
        s.allocate(j, pod, box, now);
      }
      return;
    }
    CachedHead cached = headCache.get(j.generation);
    Head h;
    if (cached != null && cached.job == j && cached.version == s.stateVersion) {
      h = new Head(j, cached.head.pod(), cached.head.box(), Math.max(now, cached.head.shadowMillis()));
    } else {
      h = backfill.reserve(j, now);
      headCache.put(j.generation, new CachedHead(s.stateVersion, j, h));
    }
    heads.put(j.generation, h);
    j.reason = h.box() == null
        ? "waiting: no " + shapeText(j) + " box of healthy chips exists even when running jobs end"
        : "head of the queue: expected to start by " + h.shadowMillis() + " (epoch ms) on " + h.pod().name() + " " + h.box();
  }

  private static String shapeText(JobEntry j) {
    return j.topology.isEmpty() ? j.chips + "-chip" : j.topology;
  }
}
