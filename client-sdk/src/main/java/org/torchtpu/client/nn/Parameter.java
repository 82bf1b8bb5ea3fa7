package org.torchtpu.client.nn;

import java.util.Arrays;
import java.util.Objects;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.client.Tensor;

/**
 * A named slot holding a module's trainable tensor. Tensors are immutable, so an optimizer step
 * puts a new tensor into the slot; the slot keeps the shape and dtype it was created with.
 */
public final class Parameter {
  private Tensor value;

  Parameter(Tensor initial) {
    this.value = Objects.requireNonNull(initial, "initial");
    initial.requiresGrad(true);
  }

  /** The current tensor. */
  public Tensor value() {
    return value;
  }

  /** Replaces the tensor (same shape and dtype); it becomes a leaf that requires grad. */
  public void set(Tensor next) {
    Objects.requireNonNull(next, "next");
    if (!Arrays.equals(next.shape(), value.shape()) || next.dtype() != value.dtype()) {
      throw new OpTypeException("parameter: expected " + value.type().getDtype() + Arrays.toString(value.shape())
          + ", got " + next.dtype() + Arrays.toString(next.shape()));
    }
    value = next.isLeaf() ? next : next.detach();
    if (!value.requiresGrad()) {
      value.requiresGrad(true);
    }
  }

  /** The accumulated gradient of the current tensor, or null. */
  public Tensor grad() {
    return value.grad();
  }

  public long[] shape() {
    return value.shape();
  }
}
