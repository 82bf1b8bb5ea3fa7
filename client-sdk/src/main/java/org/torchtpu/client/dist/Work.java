package org.torchtpu.client.dist;

import java.util.List;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;

/**
 * The handle of a collective issued asynchronously: its result tensors exist at once (they can be
 * used in further ops, which queue behind the collective); {@link #await()} waits until the
 * collective and every op before it have run, and throws if one failed. ({@code Object.wait()} is
 * final in Java, hence the name.)
 */
public final class Work {
  private final Session session;
  private final List<Tensor> results;
  private volatile boolean completed;

  Work(Session session, List<Tensor> results) {
    this.session = session;
    this.results = List.copyOf(results);
  }

  /** Waits for the collective; throws {@link org.torchtpu.client.TpuException} naming the failure. */
  public Work await() {
    if (!completed) {
      session.synchronize();
      completed = true;
    }
    return this;
  }

  /** Whether {@link #await()} has returned (a collective may have finished earlier without it being known here). */
  public boolean isCompleted() {
    return completed;
  }

  public List<Tensor> results() {
    return results;
  }

  /** The only result (all ops but the multi-tensor all-reduce have at most one). */
  public Tensor result() {
    if (results.size() != 1) {
      throw new IllegalStateException("this collective has " + results.size() + " results");
    }
    return results.get(0);
  }
}
