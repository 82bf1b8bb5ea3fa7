package org.torchtpu.server.stablehlo;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.exec.Literals;

/**
 * The values an import of a shape-polymorphic module can know before anything runs: constants, the sizes
 * get_dimension_size reads off the refined argument types, and every small op computed from those alone (the
 * shape arithmetic jax.export emits: reshape, concatenate, convert, multiply, compare, ...). Each is evaluated once
 * by the executor's own kernels, so the dynamic ops' shape operands (and shape assertions) become numbers at
 * compile time, as StableHLO's shape refinement does.
 */
final class ShapeValues {
  /** Shape operands are a handful of integers; larger values are left to run time. */
  static final int MAX_ELEMENTS = 64;

  private final Map<Long, DeviceArray> known = new HashMap<>();
  private final Executor executor = new Executor();

  /** Records the op's results when they can be computed now. */
  void record(Op op, List<TensorType> results) {
    for (TensorType t : results) {
      if (Shapes.numElements(t) > MAX_ELEMENTS) {
        return;
      }
    }
    switch (op.getKindCase()) {
      case WHILE, CASE, CALL, RNG, RNG_BIT_GENERATOR, ALL_REDUCE, ALL_GATHER, REDUCE_SCATTER, ALL_TO_ALL,
          COLLECTIVE_PERMUTE, COLLECTIVE_BROADCAST, SEND, RECV, BARRIER, KIND_NOT_SET -> {
        return;
      }
      default -> { }
    }
    List<DeviceArray> operands = new ArrayList<>(op.getOperandsCount());
    for (long id : op.getOperandsList()) {
      DeviceArray v = known.get(id);
      if (v == null) {
        return;
      }
      operands.add(v);
    }
    List<DeviceArray> values;
    try {
      values = op.hasConstant() ? List.of(Literals.decode(op.getConstant().getValue()))
          : executor.execute(op, operands, false);
    } catch (RuntimeException e) {
      return; // an op the kernels refuse here is typed and refused again where it runs
    }
    for (int r = 0; r < values.size(); r++) {
      known.put(op.getResults(r), values.get(r));
    }
  }

  void define(long id, DeviceArray value) {
    known.put(id, value);
  }

  /** The value's elements as longs, or null when it is not known at compile time. */
  long[] longs(long id) {
    DeviceArray v = known.get(id);
    if (v == null) {
      return null;
    }
    long[] out = new long[v.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = (long) v.getDouble(i);
    }
    return out;
  }
}
