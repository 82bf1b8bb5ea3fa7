package org.torchtpu.client.nn;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.client.Tensor;

/**
 * Base of layers and models, as {@code torch.nn.Module}: parameters and sub-modules registered
 * under names (so a model has dotted parameter names such as {@code layers.0.attention.wq.weight}),
 * a training flag that {@link Dropout} reads, and a state dict of those names.
 *
 * <p>Layers compute with the {@link Tensor} API only, so a forward pass runs in every eager mode,
 * records autograd, and traces into a compiled graph. For tracing, {@link #parameters()} gives the
 * slots whose tensors a train step swaps for the traced program's inputs.
 */
public abstract class Module {
  private final Map<String, Parameter> parameters = new LinkedHashMap<>();
  private final Map<String, Module> children = new LinkedHashMap<>();
  private boolean training = true;

  /** Registers a trainable tensor under {@code name}. */
  protected final Parameter parameter(String name, Tensor initial) {
    checkName(name);
    Parameter p = new Parameter(initial);
    parameters.put(name, p);
    return p;
  }

  /** Registers a sub-module under {@code name}; returns it. */
  protected final <M extends Module> M child(String name, M module) {
    checkName(name);
    children.put(name, module);
    return module;
  }

  private void checkName(String name) {
    if (name.isEmpty() || name.contains(".") || parameters.containsKey(name) || children.containsKey(name)) {
      throw new IllegalArgumentException("module name '" + name + "' is empty, dotted or already registered");
    }
  }

  /** Every parameter of this module and its sub-modules, in registration order, by dotted name. */
  public final Map<String, Parameter> namedParameters() {
    Map<String, Parameter> out = new LinkedHashMap<>();
    collect("", out);
    return out;
  }

  private void collect(String prefix, Map<String, Parameter> out) {
    parameters.forEach((name, p) -> out.put(prefix + name, p));
    children.forEach((name, m) -> m.collect(prefix + name + ".", out));
  }

  /** The parameters in {@link #namedParameters()} order. */
  public final List<Parameter> parameters() {
    return new ArrayList<>(namedParameters().values());
  }

  /** The number of trainable elements. */
  public final long parameterCount() {
    long n = 0;
    for (Parameter p : parameters()) {
      n += p.value().numel();
    }
    return n;
  }

  /** Training mode (dropout active) for this module and its sub-modules; returns this. */
  public final Module train() {
    setTraining(true);
    return this;
  }

  /** Evaluation mode (dropout off); returns this. */
  public final Module eval() {
    setTraining(false);
    return this;
  }

  private void setTraining(boolean on) {
    training = on;
    children.values().forEach(m -> m.setTraining(on));
  }

  public final boolean isTraining() {
    return training;
  }

  /** Clears every parameter's gradient. */
  public final void zeroGrad() {
    for (Parameter p : parameters()) {
      p.value().zeroGrad();
    }
  }

  /** The current tensors by dotted name (the tensors themselves, no copies). */
  public final Map<String, Tensor> stateDict() {
    Map<String, Tensor> out = new LinkedHashMap<>();
    namedParameters().forEach((name, p) -> out.put(name, p.value()));
    return out;
  }

  /**
   * Loads tensors by dotted name. Every parameter must be present with its shape; unknown names
   * are an error too, naming them (PyTorch's {@code strict=True}). Float tensors of another
   * float dtype are converted.
   */
  public final void loadStateDict(Map<String, Tensor> state) {
    Map<String, Parameter> mine = namedParameters();
    List<String> missing = new ArrayList<>();
    for (String name : mine.keySet()) {
      if (!state.containsKey(name)) {
        missing.add(name);
      }
    }
    List<String> unexpected = new ArrayList<>();
    for (String name : state.keySet()) {
      if (!mine.containsKey(name)) {
        unexpected.add(name);
      }
    }
    if (!missing.isEmpty() || !unexpected.isEmpty()) {
      throw new IllegalArgumentException("loadStateDict: missing keys " + missing + ", unexpected keys " + unexpected);
    }
    for (Map.Entry<String, Parameter> e : mine.entrySet()) {
      Tensor t = state.get(e.getKey());
      Parameter p = e.getValue();
      if (!Arrays.equals(t.shape(), p.shape())) {
        throw new IllegalArgumentException("loadStateDict: " + e.getKey() + " has shape " + Arrays.toString(t.shape())
            + ", the model expects " + Arrays.toString(p.shape()));
      }
      p.set(t.dtype() == p.value().dtype() ? t : t.to(p.value().dtype()));
    }
  }
}
