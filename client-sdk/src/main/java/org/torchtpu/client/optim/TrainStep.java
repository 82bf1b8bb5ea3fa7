package org.torchtpu.client.optim;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.torchtpu.client.Autograd;
import org.torchtpu.client.CompiledFunction;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;
import org.torchtpu.client.TracingException;
import org.torchtpu.client.nn.Parameter;

/**
 * One training step: loss, backward, optimizer update. Eager steps run op by op in the session's
 * mode. Compiled steps trace the whole of it once into one program whose inputs are the batch,
 * the optimizer's per-step scalars, the parameters and the optimizer state, and whose outputs are
 * the loss, the new parameters and the new state; every later step calls that program.
 */
public final class TrainStep {
  /** The loss of a batch, computed with the model's parameters. */
  @FunctionalInterface
  public interface LossFunction {
    Tensor loss(Tensor... batch);
  }

  private final Optimizer optimizer;
  private final LossFunction lossFunction;
  private final CompiledFunction compiled;
  private final int batchArity;

  private TrainStep(Optimizer optimizer, LossFunction lossFunction, CompiledFunction compiled, int batchArity) {
    this.optimizer = optimizer;
    this.lossFunction = lossFunction;
    this.compiled = compiled;
    this.batchArity = batchArity;
  }

  /** Steps run eagerly: each op goes out in the session's eager mode. */
  public static TrainStep eager(Optimizer optimizer, LossFunction lossFunction) {
    return new TrainStep(optimizer, lossFunction, null, -1);
  }

  /**
   * Steps run as one compiled program, traced now over batches shaped like {@code exampleBatch}
   * (other shapes compile one more program). Every tensor the loss function uses must be a batch
   * input or one of the optimizer's parameters.
   */
  public static TrainStep compiled(Optimizer optimizer, LossFunction lossFunction, Tensor... exampleBatch) {
    Session s = exampleBatch.length > 0 ? exampleBatch[0].session() : optimizer.parameters().get(0).value().session();
    List<Tensor> examples = new ArrayList<>(Arrays.asList(exampleBatch));
    Tensor scalarsExample = optimizer.scalarsTensor(s);
    examples.add(scalarsExample);
    for (Parameter p : optimizer.parameters()) {
      examples.add(p.value());
    }
    examples.addAll(optimizer.state());
    int nb = exampleBatch.length;
    CompiledFunction f = s.compileList(in -> traced(optimizer, lossFunction, nb, in), examples.toArray(new Tensor[0]));
    s.free(scalarsExample); // only its type was needed: freed now, not when the client's collector finds it
    return new TrainStep(optimizer, lossFunction, f, nb);
  }

  /** The traced body: parameters swapped for the program's inputs while the loss is computed. */
  private static List<Tensor> traced(Optimizer optimizer, LossFunction lossFunction, int nb, Tensor[] in) {
    List<Parameter> params = optimizer.parameters();
    int np = params.size();
    Tensor[] batch = Arrays.copyOf(in, nb);
    Tensor scalars = in[nb];
    List<Tensor> eagerValues = new ArrayList<>(np);
    List<Tensor> tracedParams = new ArrayList<>(np);
    for (Parameter p : params) {
      eagerValues.add(p.value());
    }
    try {
      for (int i = 0; i < np; i++) {
        params.get(i).set(in[nb + 1 + i]);
        tracedParams.add(params.get(i).value());
      }
      Tensor loss = lossFunction.loss(batch);
      if (loss == null || loss.numel() != 1) {
        throw new TracingException("TrainStep: the loss function must return a one-element tensor, got " + loss);
      }
      loss.backward();
      List<Tensor> grads = new ArrayList<>(np);
      for (Tensor p : tracedParams) {
        grads.add(p.grad() == null ? p.session().zeros(p.dtype(), p.shape()) : p.grad());
      }
      List<Tensor> state = Arrays.asList(in).subList(nb + 1 + np, in.length);
      List<Tensor> outputs = new ArrayList<>();
      outputs.add(loss);
      try (var scope = loss.session().noGradScope()) {
        outputs.addAll(optimizer.applyUpdate(tracedParams, grads, state, scalars));
      }
      return outputs;
    } finally {
      for (int i = 0; i < np; i++) {
        params.get(i).set(eagerValues.get(i));
      }
    }
  }

  /** Runs one step on {@code batch}; returns the loss (computed before the update). */
  public Tensor step(Tensor... batch) {
    if (compiled == null) {
      optimizer.zeroGrad();
      Tensor loss = lossFunction.loss(batch);
      loss.backward();
      optimizer.step();
      // the step's graph is never backpropagated again (the caller gets the loss detached)
      Autograd.freeSdkIntermediates(loss);
      return loss.detach();
    }
    if (batch.length != batchArity) {
      throw new IllegalArgumentException("TrainStep: expected " + batchArity + " batch tensors, got " + batch.length);
    }
    Session s = compiled.session();
    List<Tensor> args = new ArrayList<>(Arrays.asList(batch));
    args.add(optimizer.scalarsTensor(s));
    for (Parameter p : optimizer.parameters()) {
      args.add(p.value());
    }
    args.addAll(optimizer.state());
    List<Tensor> out = compiled.call(args.toArray(new Tensor[0]));
    optimizer.apply(out.subList(1, out.size()));
    return out.get(0);
  }

  /** The compiled function of a compiled step, or null for eager steps. */
  public CompiledFunction compiledFunction() {
    return compiled;
  }

  public Optimizer optimizer() {
    return optimizer;
  }
}
