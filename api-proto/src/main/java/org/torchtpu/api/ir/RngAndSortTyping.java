package org.torchtpu.api.ir;

import static org.torchtpu.api.ir.TypingChecks.checkType;
import static org.torchtpu.api.ir.TypingChecks.error;
import static org.torchtpu.api.ir.TypingChecks.expectCount;
import static org.torchtpu.api.ir.TypingChecks.str;

import java.util.List;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.RngBitGeneratorOp;
import org.torchtpu.api.v1.RngOp;
import org.torchtpu.api.v1.SortOp;
import org.torchtpu.api.v1.TensorType;

/**
 * {@link TypeInference}'s rules for {@code rng} (bounds of the right shape and, for integers,
 * whole and in range) and {@code sort} (operands of one shape, sorted along one dimension).
 */
final class RngAndSortTyping {
  private RngAndSortTyping() {}

  static TensorType rng(String name, RngOp r, List<TensorType> operands) {
    expectCount(name, operands, 0, "[]");
    TensorType type = r.getType();
    checkType(name, "result", type);
    DType dt = type.getDtype();
    if (dt == DType.PRED) {
      throw error(name, "needs a floating or integer type, got " + str(type));
    }
    double a = r.getA();
    double b = r.getB();
    if (!Double.isFinite(a) || !Double.isFinite(b)) {
      throw error(name, "parameters a and b must be finite, got a=" + a + ", b=" + b);
    }
    switch (r.getDistribution()) {
      case UNIFORM -> {
        if (!(a < b)) {
          throw error(name, "UNIFORM needs a < b, got a=" + a + ", b=" + b);
        }
        if (DTypes.isInteger(dt)) {
          double[] range = integerRange(dt);
          if (a != Math.rint(a) || b != Math.rint(b) || a < range[0] || b > range[1] + 1) {
            throw error(name, "UNIFORM bounds for " + str(type) + " must be whole numbers with " + range[0]
                + " <= a < b <= " + (range[1] + 1) + ", got a=" + a + ", b=" + b);
          }
        }
      }
      case NORMAL -> {
        if (!DTypes.isFloat(dt)) {
          throw error(name, "NORMAL needs a floating type, got " + str(type));
        }
        if (!(b > 0)) {
          throw error(name, "NORMAL needs a standard deviation b > 0, got b=" + b);
        }
      }
      default -> throw error(name, "distribution " + r.getDistribution() + " is not supported");
    }
    return type;
  }

  /** [state, bits]: the state is u64[2] or u64[3] and comes back unchanged in type; the bits are u8, u32 or u64. */
  static List<TensorType> rngBitGenerator(String name, RngBitGeneratorOp r, List<TensorType> operands) {
    expectCount(name, operands, 1, "[state]");
    TensorType state = operands.get(0);
    if (state.getDtype() != DType.U64 || state.getDimsCount() != 1 || state.getDims(0) < 2 || state.getDims(0) > 3) {
      throw error(name, "needs a u64[2] or u64[3] state (key, then the counter), got " + str(state));
    }
    if (r.getAlgorithm() != RngBitGeneratorOp.Algorithm.DEFAULT && r.getAlgorithm() != RngBitGeneratorOp.Algorithm.PHILOX) {
      throw error(name, "algorithm " + r.getAlgorithm() + " is not supported (DEFAULT and PHILOX run XLA:CPU's "
          + "Philox4x32-10)");
    }
    TensorType type = r.getType();
    checkType(name, "result", type);
    DType dt = type.getDtype();
    if (dt != DType.U8 && dt != DType.U32 && dt != DType.U64) {
      throw error(name, "makes u8, u32 or u64 bits, got " + str(type));
    }
    return List.of(state, type);
  }

  private static double[] integerRange(DType dt) {
    return switch (dt) {
      case S8 -> new double[] {Byte.MIN_VALUE, Byte.MAX_VALUE};
      case U8 -> new double[] {0, 255};
      case U32 -> new double[] {0, 0xffffffffL};
      case U64 -> new double[] {0, Long.MAX_VALUE};
      case S32 -> new double[] {Integer.MIN_VALUE, Integer.MAX_VALUE};
      case S64 -> new double[] {Long.MIN_VALUE, Long.MAX_VALUE};
      default -> throw new IllegalArgumentException(dt + " is not a sized integer type");
    };
  }

  static List<TensorType> sort(String name, SortOp s, List<TensorType> operands) {
    if (operands.isEmpty()) {
      throw error(name, "needs at least one operand (keys)");
    }
    TensorType keys = operands.get(0);
    TypingChecks.requireNotU64(name, keys, "sorting by keys");
    long dim = s.getDimension();
    if (dim < 0 || dim >= keys.getDimsCount()) {
      throw error(name, "dimension " + dim + " out of range for keys " + str(keys));
    }
    for (int k = 1; k < operands.size(); k++) {
      if (!operands.get(k).getDimsList().equals(keys.getDimsList())) {
        throw error(name, "operand " + k + " " + str(operands.get(k)) + " must have the dims of keys " + str(keys));
      }
    }
    return List.copyOf(operands);
  }
}
