package org.torchtpu.scheduler.queue;

import java.util.List;
import java.util.function.Consumer;

/**
 * The order in which a scheduling pass considers queued jobs. The pass hands the order a snapshot of
 * the queue and a decision to make per job (place it now, reserve for it, or leave it waiting); the
 * order calls that decision at most {@code max} times, in its own sequence. Which order runs is the
 * setting {@code torchtpu.scheduler.queue-order}, looked up in {@link QueueOrders}.
 */
public interface QueueOrder {
  /**
   * @param queue the queued jobs, highest priority first, then in submission order; a snapshot, so deciding may
   *     change the real queue meanwhile
   * @param max decisions the pass may make
   * @param shares tenants' chips in use and weights, current after every decision
   * @param decide decides one job
   */
  <J extends QueuedJob> void serve(List<J> queue, int max, TenantShares shares, Consumer<? super J> decide);

  /** The setting's value that selects this order. */
  String name();
}
