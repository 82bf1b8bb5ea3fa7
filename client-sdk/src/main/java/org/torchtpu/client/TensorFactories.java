package org.torchtpu.client;

import java.util.List;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorLiteral;

/**
 * Tensor factories of a {@link Session} (zeros, ones, full, arange, rand, randn, from Java
 * arrays), written in terms of the session's two primitives.
 */
public abstract class TensorFactories {
  /** Emits an op with its kind set; returns its results. */
  public abstract List<Tensor> emit(Op.Builder op, List<Tensor> operands);

  /** Uploads host data as a new tensor. */
  public abstract Tensor upload(TensorLiteral data);
}
