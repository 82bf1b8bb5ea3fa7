package org.torchtpu.scheduler.queue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The default order: priority levels, highest first; within a level, the next job is the oldest queued
 * job of the tenant whose chips in use divided by its weight is lowest, recomputed after every decision
 * (ties go to the oldest job). Tenants with equal weights and demand so converge to equal chips.
 *
 * <p>Within a level no tenant takes more than an equal part of what is left of the pass's decisions while another
 * tenant of the level still has jobs to decide; only then does the rest go to whoever still has jobs. Otherwise a
 * tenant holding no chips that queues more jobs than a pass decides, none of which can start, is offered first in
 * every pass and uses up its whole budget: other tenants' jobs that fit would never be looked at.
 */
public final class FairShareOrder implements QueueOrder {
  public static final String NAME = "fair-share";

  @Override
  public <J extends QueuedJob> void serve(List<J> queue, int max, TenantShares shares, Consumer<? super J> decide) {
    int considered = 0;
    int i = 0;
    while (i < queue.size() && considered < max) {
      // one level, split into per-tenant FIFO lists of at most max jobs
      int priority = queue.get(i).priority();
      Map<String, List<J>> level = new LinkedHashMap<>();
      for (; i < queue.size() && queue.get(i).priority() == priority; i++) {
        J j = queue.get(i);
        List<J> fifo = level.computeIfAbsent(j.tenant(), t -> new ArrayList<>());
        if (fifo.size() < max) {
          fifo.add(j);
        }
      }
      considered = serveLevel(level, shares, decide, considered, max);
    }
  }

  /** Decides the jobs of one level by fair share; returns the decisions made so far in the pass. */
  private static <J extends QueuedJob> int serveLevel(Map<String, List<J>> level, TenantShares shares,
      Consumer<? super J> decide, int considered, int max) {
    List<String> tenants = new ArrayList<>(level.keySet());
    List<List<J>> fifos = new ArrayList<>(level.values());
    double[] weights = new double[tenants.size()];
    for (int t = 0; t < tenants.size(); t++) {
      weights[t] = shares.weight(tenants.get(t));
    }
    int[] next = new int[tenants.size()];
    int part = Math.max(1, (max - considered) / tenants.size());
    boolean capped = tenants.size() > 1;
    while (considered < max) {
      int pick = -1;
      double pickShare = 0;
      for (int t = 0; t < tenants.size(); t++) {
        List<J> fifo = fifos.get(t);
        if (next[t] >= fifo.size() || (capped && next[t] >= part)) {
          continue;
        }
        double share = shares.chipsInUse(tenants.get(t)) / weights[t];
        if (pick < 0 || share < pickShare
            || (share == pickShare && fifo.get(next[t]).seq() < fifos.get(pick).get(next[pick]).seq())) {
          pick = t;
          pickShare = share;
        }
      }
      if (pick < 0) {
        if (capped) {
          capped = false; // every tenant has had its part or has no more jobs: the rest goes by share as before
          continue;
        }
        break;
      }
      J j = fifos.get(pick).get(next[pick]++);
      considered++;
      decide.accept(j);
    }
    return considered;
  }

  @Override
  public String name() {
    return NAME;
  }
}
