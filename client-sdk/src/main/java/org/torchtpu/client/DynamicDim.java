package org.torchtpu.client;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One varying size of a compiled function (a batch size, a sequence length): the input dims
 * that carry it, the output dims that follow it, and the {@link Buckets} rule that pads it.
 * Immutable; each method returns a changed copy.
 *
 * <pre>{@code
 * DynamicDim seq = DynamicDim.named("seq").input(0, 1).input(1, 1).output(0, 1).buckets(Buckets.sizes(64, 128, 256));
 * }</pre>
 */
public final class DynamicDim {
  /** A position: dim {@code dim} of input (or output) {@code index}. */
  public record Position(int index, int dim) {
    @Override
    public String toString() {
      return index + " dim " + dim;
    }
  }

  private final String name;
  private final Buckets buckets;
  private final List<Position> inputs;
  private final List<Position> outputs;
  /** -1, or the dim of every output that follows this size. */
  private final int everyOutputDim;

  private DynamicDim(String name, Buckets buckets, List<Position> inputs, List<Position> outputs, int everyOutputDim) {
    this.name = name;
    this.buckets = buckets;
    this.inputs = List.copyOf(inputs);
    this.outputs = List.copyOf(outputs);
    this.everyOutputDim = everyOutputDim;
  }

  /** A varying size named for messages, bucketed to powers of two of at least 8 unless told otherwise. */
  public static DynamicDim named(String name) {
    Objects.requireNonNull(name, "name");
    return new DynamicDim(name, Buckets.powersOfTwo(8), List.of(), List.of(), -1);
  }

  public DynamicDim buckets(Buckets rule) {
    return new DynamicDim(name, Objects.requireNonNull(rule, "rule"), inputs, outputs, everyOutputDim);
  }

  /** Dim {@code dim} of input {@code input} has this size (it is padded up to the bucket). */
  public DynamicDim input(int input, int dim) {
    List<Position> more = new ArrayList<>(inputs);
    more.add(position("input", input, dim));
    return new DynamicDim(name, buckets, more, outputs, everyOutputDim);
  }

  /** Dim {@code dim} of output {@code output} has this size (it is sliced back from the bucket). */
  public DynamicDim output(int output, int dim) {
    List<Position> more = new ArrayList<>(outputs);
    more.add(position("output", output, dim));
    return new DynamicDim(name, buckets, inputs, more, everyOutputDim);
  }

  /** Dim {@code dim} of every output has this size. */
  public DynamicDim everyOutput(int dim) {
    if (dim < 0) {
      throw new IllegalArgumentException("dynamic dim '" + name + "': dims are not negative here, got " + dim);
    }
    return new DynamicDim(name, buckets, inputs, outputs, dim);
  }

  public String name() {
    return name;
  }

  public Buckets buckets() {
    return buckets;
  }

  public List<Position> inputs() {
    return inputs;
  }

  /** The output positions declared one by one (see also {@link #everyOutputDim()}). */
  public List<Position> outputs() {
    return outputs;
  }

  /** The dim of every output that follows this size, or -1. */
  public int everyOutputDim() {
    return everyOutputDim;
  }

  /** The output positions for a function with {@code outputCount} outputs. */
  List<Position> outputsOf(int outputCount) {
    if (everyOutputDim < 0) {
      return outputs;
    }
    List<Position> all = new ArrayList<>(outputs);
    for (int i = 0; i < outputCount; i++) {
      Position p = new Position(i, everyOutputDim);
      if (!all.contains(p)) {
        all.add(p);
      }
    }
    return all;
  }

  private Position position(String what, int index, int dim) {
    if (index < 0 || dim < 0) {
      throw new IllegalArgumentException("dynamic dim '" + name + "': " + what + " and dim are not negative here, got "
          + what + " " + index + " dim " + dim);
    }
    return new Position(index, dim);
  }

  @Override
  public String toString() {
    return "DynamicDim(" + name + ", inputs " + inputs + ", outputs "
        + (everyOutputDim >= 0 ? "every output dim " + everyOutputDim + " " : "") + outputs + ", " + buckets + ")";
  }
}
