package org.torchtpu.client.optim;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;
import org.torchtpu.client.nn.Parameter;

/**
 * An optimizer whose update is a pure function over tensors: new parameters and new state from
 * parameters, gradients, state and a small vector of per-step scalars (learning rate, bias
 * corrections) computed on the host. Eagerly, {@link #step()} applies it to the parameters'
 * gradients; {@link TrainStep} traces the same function, so in compiled mode one program runs
 * forward, backward and update, and the parameters and the state are its inputs and outputs.
 * Passing the per-step scalars as a tensor (not as Java constants) keeps one program for every
 * step of a schedule.
 */
public abstract class Optimizer {
  private final List<Parameter> parameters;
  private final LrSchedule schedule;
  private List<Tensor> state;
  private long steps;

  protected Optimizer(List<Parameter> parameters, LrSchedule schedule) {
    if (parameters.isEmpty()) {
      throw new IllegalArgumentException("optimizer: no parameters");
    }
    this.parameters = List.copyOf(parameters);
    this.schedule = schedule;
    this.state = initialState(session(), this.parameters);
  }

  /** Zero state tensors for the parameters, in the order {@link #update} takes them. */
  protected abstract List<Tensor> initialState(Session session, List<Parameter> parameters);

  /** The host-side scalars of update number {@code step} (0-based) at learning rate {@code lr}. */
  protected abstract double[] stepScalars(long step, double lr);

  /**
   * One update: returns the new parameters (one per parameter, same order), then the new state
   * (same layout as {@link #state()}). {@code scalars} is {@link #stepScalars} as an f32 vector.
   * Runs without recording autograd.
   */
  protected abstract List<Tensor> update(List<Tensor> params, List<Tensor> grads, List<Tensor> state, Tensor scalars);

  /**
   * Applies one update to the parameters from their accumulated gradients. A parameter without a
   * gradient is updated with a zero one (weight decay and moment decay still apply), where PyTorch
   * would skip it: so the eager step and the traced program are the same function.
   */
  public final void step() {
    Session s = session();
    if (getClass().getPackage() == Optimizer.class.getPackage()) {
      // Sgd, AdamW: no user code inside, and their update keeps nothing it made but its result, so its intermediates
      // (about ten per parameter for AdamW) and the step's scalars are freed when it ends: under DeferAndFuse the fused
      // update need not write those defined in the chunk the step ends in, and neither side's collector copies them
      // until the client's collector finds them
      apply(s.atOneCallSiteFreeingTheRest(() -> updateFromGradients(s, true), result -> result));
    } else {
      apply(updateFromGradients(s, false)); // a user's own optimizer: its update's ops name its own lines
    }
  }

  /** The update of the parameters from their gradients; {@code freeScalars}: the update keeps no reference to them. */
  private List<Tensor> updateFromGradients(Session s, boolean freeScalars) {
    List<Tensor> values = new ArrayList<>();
    List<Tensor> grads = new ArrayList<>();
    for (Parameter p : parameters) {
      values.add(p.value());
      grads.add(p.grad() == null ? s.zeros(p.value().dtype(), p.shape()) : p.grad());
    }
    Tensor scalars = scalarsTensor(s);
    List<Tensor> result;
    try (var scope = s.noGradScope()) {
      result = update(values, grads, state, scalars);
    }
    if (freeScalars) {
      s.free(scalars); // uploaded, not emitted: no scope collects it
    }
    return result;
  }

  /** The f32 vector of this step's scalars, for {@link #update}; counts nothing. */
  Tensor scalarsTensor(Session s) {
    double[] scalars = stepScalars(steps, schedule.lr(steps));
    float[] values = new float[scalars.length];
    for (int i = 0; i < values.length; i++) {
      values[i] = (float) scalars[i];
    }
    return s.tensor(values, values.length);
  }

  /**
   * Takes an update's result (new parameters, then new state) and counts the step. Parameters and state are updated in
   * place, as PyTorch's {@code optimizer.step()} does: the tensors keep their identity and their old values are freed
   * at once instead of staying on the server until the client's garbage collector finds them. A result naming another
   * slot's old value (a user's update that permutes its inputs) would see it freed first: then the slots take the
   * new tensors instead.
   */
  void apply(List<Tensor> result) {
    int n = parameters.size();
    if (result.size() != n + state.size()) {
      throw new IllegalStateException("optimizer update returned " + result.size() + " tensors, expected "
          + (n + state.size()));
    }
    List<Tensor> targets = new ArrayList<>(result.size());
    for (Parameter p : parameters) {
      targets.add(p.value());
    }
    targets.addAll(state);
    boolean inPlace = updatableInPlace(targets, result);
    for (int i = 0; i < n; i++) {
      if (inPlace) {
        parameters.get(i).update(result.get(i));
      } else {
        Tensor old = parameters.get(i).value();
        parameters.get(i).set(result.get(i));
        old.zeroGrad();
      }
    }
    if (inPlace) {
      for (int i = 0; i < state.size(); i++) {
        state.get(i).setData(result.get(n + i));
      }
    } else {
      state = List.copyOf(result.subList(n, result.size()));
    }
    steps++;
  }

  /**
   * Whether each target can take its result in place: device values of the same types, distinct targets, and no result that is another
   * target's value (its update would free it before that result is taken).
   */
  private static boolean updatableInPlace(List<Tensor> targets, List<Tensor> result) {
    Set<Long> targetHandles = new HashSet<>();
    for (Tensor t : targets) {
      if (t.isTraced() || !targetHandles.add(t.handle())) {
        return false;
      }
    }
    for (int i = 0; i < result.size(); i++) {
      Tensor r = result.get(i);
      if (r.isTraced() || r.session() != targets.get(i).session() || !r.type().equals(targets.get(i).type())
          || (r.handle() != targets.get(i).handle() && targetHandles.contains(r.handle()))) {
        return false;
      }
    }
    return true;
  }

  List<Tensor> applyUpdate(List<Tensor> params, List<Tensor> grads, List<Tensor> state, Tensor scalars) {
    return update(params, grads, state, scalars);
  }

  /** Clears the parameters' gradients. */
  public final void zeroGrad() {
    for (Parameter p : parameters) {
      p.value().zeroGrad();
    }
  }

  public final List<Parameter> parameters() {
    return parameters;
  }

  /** The optimizer state tensors (e.g. AdamW's first moments, then second moments). */
  public final List<Tensor> state() {
    return state;
  }

  /** Updates applied so far. */
  public final long steps() {
    return steps;
  }

  /** The learning rate of the next update. */
  public final double currentLr() {
    return schedule.lr(steps);
  }

  private Session session() {
    return parameters.get(0).value().session();
  }

  static Tensor scalar(Tensor scalars, int index) {
    return scalars.select(0, index);
  }
}
