package org.torchtpu.client.nn;

import java.util.Arrays;
import java.util.Objects;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.client.Tensor;

/**
 * A named slot holding a module's trainable tensor; the slot keeps the shape and dtype it was created with. An
 * optimizer step updates the tensor in place ({@link #update}), as PyTorch's does; {@link #set} puts another tensor
 * into the slot.
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

  /**
   * Updates the current tensor in place to {@code next}'s value ({@link Tensor#setData}): the same tensor object
   * holds the new value and its old value is freed at once; clears its gradient. A traced tensor is replaced
   * instead ({@link #set}): traced values have no storage to update.
   */
  public void update(Tensor next) {
    Objects.requireNonNull(next, "next");
    if (value.isTraced() || next.isTraced() || value.session() != next.session()) {
      set(next);
    } else {
      value.setData(next);
    }
    value.zeroGrad();
  }

  /** The accumulated gradient of the current tensor, or null. */
  public Tensor grad() {
    return value.grad();
  }

  public long[] shape() {
    return value.shape();
  }
}
