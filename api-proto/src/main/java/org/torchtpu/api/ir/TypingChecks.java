package org.torchtpu.api.ir;

import java.util.List;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.TensorType;

/**
 * The checks every typing rule of {@link TypeInference} shares: operand counts, supported and
 * well-formed types (at most {@link Shapes#MAX_ELEMENTS} elements), dtype families, distinct
 * dimension lists, and the {@link OpTypeException} whose message starts with the op's name.
 */
final class TypingChecks {
  private TypingChecks() {}

  static OpTypeException error(String name, String message) {
    return new OpTypeException(name + ": " + message);
  }

  static String str(TensorType type) {
    return Shapes.toString(type);
  }

  static void expectCount(String name, List<TensorType> operands, int count, String shape) {
    if (operands.size() != count) {
      throw error(name, "expects " + count + " operand" + (count == 1 ? "" : "s") + " " + shape + ", got "
          + operands.size());
    }
  }

  /**
   * {@link #checkType} for operand {@code index}: its text ("operand 1") is built only when the
   * check fails, because this runs for every operand of every op on both sides of the wire.
   */
  static void checkOperand(String name, int index, TensorType type) {
    if (!isWellFormed(type)) {
      checkType(name, "operand " + index, type); // throws, naming what is wrong
    }
  }

  private static boolean isWellFormed(TensorType type) {
    if (!DTypes.isSupported(type.getDtype())) {
      return false;
    }
    long count = 1;
    for (int i = 0; i < type.getDimsCount(); i++) {
      long d = type.getDims(i);
      if (d < 0 || d > Shapes.MAX_ELEMENTS || (d != 0 && count > Shapes.MAX_ELEMENTS / d)) {
        return false;
      }
      count *= d;
    }
    return true;
  }

  /** Supported dtype, no negative dims, element count within {@link Shapes#MAX_ELEMENTS}. */
  static void checkType(String name, String what, TensorType type) {
    requireSupported(name, what, type.getDtype());
    long count = 1;
    for (int i = 0; i < type.getDimsCount(); i++) {
      long d = type.getDims(i);
      if (d < 0) {
        throw error(name, what + " " + str(type) + " has negative dimension " + d);
      }
      if (d > Shapes.MAX_ELEMENTS) {
        throw error(name, what + " " + str(type) + " dim " + i + " exceeds " + Shapes.MAX_ELEMENTS);
      }
      if (d != 0 && count > Shapes.MAX_ELEMENTS / d) {
        throw error(name, what + " " + str(type) + " has more than " + Shapes.MAX_ELEMENTS + " elements");
      }
      count *= d;
    }
  }

  static TensorType checked(String name, TensorType result) {
    checkType(name, "result", result);
    return result;
  }

  static TensorType result(String name, DType dtype, List<Long> dims) {
    TensorType type = Shapes.type(dtype, dims);
    checkType(name, "result", type);
    return type;
  }

  static void requireSupported(String name, String what, DType dtype) {
    if (!DTypes.isSupported(dtype)) {
      throw error(name, what + " has unsupported dtype " + dtype);
    }
  }

  static void requireSameType(String name, String aName, TensorType a, String bName, TensorType b) {
    if (!a.equals(b)) {
      throw error(name, aName + " " + str(a) + " and " + bName + " " + str(b) + " must have identical types");
    }
  }

  static void requireFloat(String name, TensorType x) {
    if (!DTypes.isFloat(x.getDtype())) {
      throw error(name, "needs a floating operand, got " + str(x));
    }
  }

  static void requireInteger(String name, TensorType x) {
    if (!DTypes.isInteger(x.getDtype())) {
      throw error(name, "needs an integer or pred operand, got " + str(x));
    }
  }

  static void requireNotPred(String name, TensorType x) {
    if (x.getDtype() == DType.PRED) {
      throw error(name, "does not accept pred operands, got " + str(x));
    }
  }

  static boolean isIndexType(DType dtype) {
    return DTypes.isInteger(dtype) && dtype != DType.PRED;
  }

  /** Distinct in-range dims of {@code x}, as a mask over its dims. */
  static boolean[] distinctDims(String name, String what, List<Long> dims, TensorType x) {
    boolean[] mask = new boolean[x.getDimsCount()];
    for (long d : dims) {
      if (d < 0 || d >= x.getDimsCount()) {
        throw error(name, what + " dimension " + d + " out of range for " + str(x));
      }
      if (mask[(int) d]) {
        throw error(name, what + " dimension " + d + " appears more than once in " + dims);
      }
      mask[(int) d] = true;
    }
    return mask;
  }

  /**
   * u64 is held as its 64-bit pattern, so what orders values or turns them into floats would read the upper half as
   * negative: refused rather than wrong.
   */
  static void requireNotU64(String name, TensorType t, String what) {
    if (t.getDtype() == DType.U64) {
      throw error(name, what + " on u64 is not supported (u64 values only add, multiply, shift, bitwise-combine and "
          + "convert to other integer types here), got " + str(t));
    }
  }
}
