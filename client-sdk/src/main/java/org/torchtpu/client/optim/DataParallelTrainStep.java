package org.torchtpu.client.optim;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.torchtpu.client.CompiledFunction;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;
import org.torchtpu.client.TracingException;
import org.torchtpu.client.dist.ProcessGroup;
import org.torchtpu.client.dist.ReduceOp;
import org.torchtpu.client.nn.Parameter;

/**
 * A compiled data-parallel training step for one rank of a world: every rank holds the same parameters and
 * optimizer state and runs on its own part of the global batch. A step is two compiled programs with one
 * collective between them, as DDP does it: (1) forward and backward, giving this rank's loss and gradients;
 * (2) one all-reduce (mean) of the loss and every gradient over the group; (3) the optimizer's update from the
 * averaged gradients. Every rank then takes the same update, so the parameters stay equal without being sent.
 * With a mean loss over equal per-rank batches the averaged gradient is that of the whole batch.
 */
public final class DataParallelTrainStep {
  private final Optimizer optimizer;
  private final ProcessGroup group;
  private final CompiledFunction gradients;
  private final CompiledFunction update;
  private final int batchArity;

  private DataParallelTrainStep(Optimizer optimizer, ProcessGroup group, CompiledFunction gradients,
      CompiledFunction update, int batchArity) {
    this.optimizer = optimizer;
    this.group = group;
    this.gradients = gradients;
    this.update = update;
    this.batchArity = batchArity;
  }

  /**
   * Traces and compiles both programs on this rank's session, over batches shaped like {@code exampleBatch}.
   * Every tensor the loss function uses must be a batch input or one of the optimizer's parameters.
   */
  public static DataParallelTrainStep compiled(Optimizer optimizer, ProcessGroup group,
      TrainStep.LossFunction lossFunction, Tensor... exampleBatch) {
    Session s = optimizer.parameters().get(0).value().session();
    List<Parameter> params = optimizer.parameters();
    int nb = exampleBatch.length;
    int np = params.size();

    List<Tensor> gradExamples = new ArrayList<>(Arrays.asList(exampleBatch));
    params.forEach(p -> gradExamples.add(p.value()));
    CompiledFunction gradients = s.compileList(in -> traceGradients(params, lossFunction, nb, in),
        gradExamples.toArray(new Tensor[0]));

    List<Tensor> updateExamples = new ArrayList<>();
    updateExamples.add(optimizer.scalarsTensor(s));
    params.forEach(p -> updateExamples.add(p.value()));
    params.forEach(p -> updateExamples.add(p.value())); // a gradient has its parameter's type
    updateExamples.addAll(optimizer.state());
    CompiledFunction update = s.compileList(in -> {
      List<Tensor> all = Arrays.asList(in);
      try (var scope = in[0].session().noGradScope()) {
        return optimizer.applyUpdate(all.subList(1, 1 + np), all.subList(1 + np, 1 + 2 * np),
            all.subList(1 + 2 * np, all.size()), in[0]);
      }
    }, updateExamples.toArray(new Tensor[0]));
    return new DataParallelTrainStep(optimizer, group, gradients, update, nb);
  }

  /** Program 1: the parameters swapped for the program's inputs while loss and gradients are traced. */
  private static List<Tensor> traceGradients(List<Parameter> params, TrainStep.LossFunction lossFunction, int nb,
      Tensor[] in) {
    int np = params.size();
    List<Tensor> eagerValues = new ArrayList<>(np);
    List<Tensor> traced = new ArrayList<>(np);
    params.forEach(p -> eagerValues.add(p.value()));
    try {
      for (int i = 0; i < np; i++) {
        params.get(i).set(in[nb + i]);
        traced.add(params.get(i).value());
      }
      Tensor loss = lossFunction.loss(Arrays.copyOf(in, nb));
      if (loss == null || loss.numel() != 1) {
        throw new TracingException("DataParallelTrainStep: the loss function must return a one-element tensor, got "
            + loss);
      }
      loss.backward();
      List<Tensor> out = new ArrayList<>(np + 1);
      out.add(loss);
      for (Tensor p : traced) {
        out.add(p.grad() == null ? p.session().zeros(p.dtype(), p.shape()) : p.grad());
      }
      return out;
    } finally {
      for (int i = 0; i < np; i++) {
        params.get(i).set(eagerValues.get(i));
      }
    }
  }

  /** Runs one step on this rank's part of the batch; returns the loss averaged over the ranks (before the update). */
  public Tensor step(Tensor... batch) {
    if (batch.length != batchArity) {
      throw new IllegalArgumentException("DataParallelTrainStep: expected " + batchArity + " batch tensors, got "
          + batch.length);
    }
    List<Parameter> params = optimizer.parameters();
    List<Tensor> args = new ArrayList<>(Arrays.asList(batch));
    params.forEach(p -> args.add(p.value()));
    List<Tensor> lossAndGrads = gradients.call(args.toArray(new Tensor[0]));
    List<Tensor> averaged = group.allReduce(lossAndGrads, ReduceOp.AVG);

    List<Tensor> updateArgs = new ArrayList<>();
    updateArgs.add(optimizer.scalarsTensor(gradients.session()));
    params.forEach(p -> updateArgs.add(p.value()));
    updateArgs.addAll(averaged.subList(1, averaged.size()));
    updateArgs.addAll(optimizer.state());
    optimizer.apply(update.call(updateArgs.toArray(new Tensor[0])));
    return averaged.get(0);
  }

  /** The forward-and-backward program (its {@code programs()} tell whether it came from the cache). */
  public CompiledFunction gradientsFunction() {
    return gradients;
  }

  /** The optimizer-update program. */
  public CompiledFunction updateFunction() {
    return update;
  }

  public Optimizer optimizer() {
    return optimizer;
  }
}
