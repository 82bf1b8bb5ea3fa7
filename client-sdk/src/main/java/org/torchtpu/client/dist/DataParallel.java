package org.torchtpu.client.dist;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.client.Tensor;

/**
 * Data parallelism over a process group: every rank holds the same parameters, runs forward and
 * backward on its own slice of the batch, then {@link #averageGradients()} replaces each
 * parameter's gradient by the average over the ranks (one all-reduce for all of them), so every
 * rank takes the same optimizer step. With a mean loss over equal per-rank batches, the averaged
 * gradient is the gradient of the mean loss over the whole batch.
 */
public final class DataParallel {
  private final ProcessGroup group;
  private final List<Tensor> parameters;

  public DataParallel(ProcessGroup group, List<Tensor> parameters) {
    this.group = group;
    this.parameters = List.copyOf(parameters);
  }

  /** Averages the gradients of every parameter that has one over the group. */
  public void averageGradients() {
    List<Tensor> withGrad = new ArrayList<>();
    List<Tensor> grads = new ArrayList<>();
    for (Tensor p : parameters) {
      if (p.grad() != null) {
        withGrad.add(p);
        grads.add(p.grad());
      }
    }
    if (grads.isEmpty()) {
      return;
    }
    List<Tensor> averaged = group.allReduce(grads, ReduceOp.AVG);
    for (int i = 0; i < withGrad.size(); i++) {
      withGrad.get(i).setGrad(averaged.get(i));
    }
  }

  /** Makes every rank's parameters equal to the root's (PyTorch DDP does this at construction). */
  public List<Tensor> broadcastParameters(int root) {
    List<Tensor> out = new ArrayList<>();
    for (Tensor p : parameters) {
      out.add(group.broadcast(p, root));
    }
    return out;
  }

  public ProcessGroup group() {
    return group;
  }
}
