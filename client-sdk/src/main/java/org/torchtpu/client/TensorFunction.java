package org.torchtpu.client;

/** A function over tensors that returns one tensor, for {@link Session#compile(TensorFunction, Tensor...)}. */
@FunctionalInterface
public interface TensorFunction {
  Tensor apply(Tensor... inputs);
}
