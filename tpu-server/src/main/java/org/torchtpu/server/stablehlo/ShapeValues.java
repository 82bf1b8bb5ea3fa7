package org.torchtpu.server.stablehlo;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.exec.Literals;

/**
 * The values an import of a shape-polymorphic module can know before anything runs: integer constants, the sizes
 * get_dimension_size reads off the refined argument types, and the shape arithmetic jax.export computes from them
 * (convert, elementwise, compare, select, reshape, concatenate, slice, broadcast, small reduces). The dynamic ops'
 * shape operands (and shape assertions) become numbers at compile time, as StableHLO's shape refinement does.
 *
 * <p>Only what is asked is computed: {@link #record} keeps a reference to each candidate op (small integer or pred
 * results of a shape-arithmetic kind), and {@link #longs} evaluates the backward slice feeding the asked value with
 * the executor's own kernels, memoised, within a total budget of elements. Evaluating every small op eagerly held a
 * value per op (about a gigabyte for a module inlined to millions of ops) and let a tiny constant through a window
 * op allocate by the window's size.
 */
final class ShapeValues {
  /** Shape operands are a handful of integers; larger values are left to run time. */
  static final int MAX_ELEMENTS = 64;
  /** Elements one import may compute for shape arithmetic (results and operands counted). */
  static final long ELEMENT_BUDGET = 1L << 21;

  /** A shape value needs more arithmetic than {@link #ELEMENT_BUDGET} allows. */
  static final class BudgetExceededException extends RuntimeException {
    BudgetExceededException(String message) {
      super(message);
    }
  }

  // candidate ops by result id (ids are dense and bounded by the importer's op limit)
  private Op[] producers = new Op[256];
  private final Map<Long, DeviceArray> computed = new HashMap<>();
  private final BitSet unknown = new BitSet();
  private final Executor executor = new Executor();
  private long spent;

  /** Notes the op as a possible source of shape values (nothing is computed yet). */
  void record(Op op, List<TensorType> results) {
    if (!isShapeArithmetic(op)) {
      return;
    }
    for (TensorType t : results) {
      if (Shapes.numElements(t) > MAX_ELEMENTS || DTypes.isFloat(t.getDtype())) {
        return;
      }
    }
    for (long id : op.getResultsList()) {
      if (id >= Integer.MAX_VALUE) {
        return;
      }
      if (id >= producers.length) {
        long grown = Math.max(id + 1, 2L * producers.length);
        producers = Arrays.copyOf(producers, (int) Math.min(Integer.MAX_VALUE - 8, grown));
      }
      producers[(int) id] = op;
    }
  }

  /** The op kinds shape arithmetic is made of; everything else (windows, gathers, loops, ...) is left to run time. */
  private static boolean isShapeArithmetic(Op op) {
    return switch (op.getKindCase()) {
      case CONSTANT, IOTA, UNARY, BINARY, COMPARE, SELECT, CLAMP, CONVERT, BROADCAST_IN_DIM, RESHAPE, TRANSPOSE,
          SLICE, CONCATENATE, REDUCE -> true;
      default -> false;
    };
  }

  private Op producer(long id) {
    return id >= 0 && id < producers.length ? producers[(int) id] : null;
  }

  /**
   * The value's elements as longs, or null when it is not known at compile time.
   *
   * @throws BudgetExceededException when computing it takes more than the shape-arithmetic budget
   */
  long[] longs(long id) {
    DeviceArray v = evaluate(id);
    if (v == null) {
      return null;
    }
    long[] out = new long[v.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = (long) v.getDouble(i);
    }
    return out;
  }

  /** How many values have been computed so far (for tests: recording alone computes nothing). */
  int computedValues() {
    return computed.size();
  }

  /**
   * Evaluates the backward slice of {@code root} depth-first without recursion (chains can be millions long). The
   * expanded entries still on the stack are the path from the root to the current value: when a value cannot be
   * known, all of them are remembered as unknown (they depend on it), so no later question walks them again.
   */
  private DeviceArray evaluate(long root) {
    Deque<Long> stack = new ArrayDeque<>();
    BitSet expanded = new BitSet();
    stack.push(root);
    while (!stack.isEmpty()) {
      long id = stack.peek();
      if (computed.containsKey(id)) {
        stack.pop();
        continue;
      }
      Op op = producer(id);
      if (op == null || unknown.get((int) id)) {
        markPathUnknown(stack, expanded);
        return null;
      }
      if (!expanded.get((int) id)) {
        expanded.set((int) id);
        boolean ready = true;
        for (long operand : op.getOperandsList()) {
          if (!computed.containsKey(operand)) {
            stack.push(operand);
            ready = false;
          }
        }
        if (!ready) {
          continue;
        }
      }
      stack.pop();
      if (!compute(op)) {
        unknown.set((int) id);
        markPathUnknown(stack, expanded);
        return null;
      }
    }
    return computed.get(root);
  }

  private void markPathUnknown(Deque<Long> stack, BitSet expanded) {
    for (long id : stack) {
      if (producer(id) != null && expanded.get((int) id)) {
        unknown.set((int) id);
      }
    }
  }

  private boolean compute(Op op) {
    DeviceArray[] operands = new DeviceArray[op.getOperandsCount()];
    long elements = 0;
    for (int i = 0; i < operands.length; i++) {
      operands[i] = computed.get(op.getOperands(i));
      elements += operands[i].size();
    }
    List<DeviceArray> values;
    try {
      values = op.hasConstant() ? List.of(Literals.decode(op.getConstant().getValue()))
          : executor.execute(op, List.of(operands), false);
    } catch (RuntimeException e) {
      return false; // an op the kernels refuse here is typed and refused again where it runs
    }
    for (DeviceArray v : values) {
      elements += v.size();
    }
    spent += elements;
    if (spent > ELEMENT_BUDGET) {
      throw new BudgetExceededException("the shape arithmetic feeding it needs more than " + ELEMENT_BUDGET
          + " elements of computation at compile time");
    }
    for (int r = 0; r < values.size(); r++) {
      computed.put(op.getResults(r), values.get(r));
    }
    return true;
  }
}
