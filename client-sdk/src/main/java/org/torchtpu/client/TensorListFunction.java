package org.torchtpu.client;

import java.util.List;

/** A function over tensors that returns several, for {@link Session#compileList(TensorListFunction, Tensor...)}. */
@FunctionalInterface
public interface TensorListFunction {
  List<Tensor> apply(Tensor... inputs);
}
