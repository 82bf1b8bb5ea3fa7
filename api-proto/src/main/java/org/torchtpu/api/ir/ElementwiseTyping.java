package org.torchtpu.api.ir;

import static org.torchtpu.api.ir.TypingChecks.checkType;
import static org.torchtpu.api.ir.TypingChecks.error;
import static org.torchtpu.api.ir.TypingChecks.expectCount;
import static org.torchtpu.api.ir.TypingChecks.requireFloat;
import static org.torchtpu.api.ir.TypingChecks.requireInteger;
import static org.torchtpu.api.ir.TypingChecks.requireNotPred;
import static org.torchtpu.api.ir.TypingChecks.requireSameType;
import static org.torchtpu.api.ir.TypingChecks.requireSupported;
import static org.torchtpu.api.ir.TypingChecks.str;

import java.util.List;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.CompareOp;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.ConvertOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.IotaOp;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.UnaryOp;

/**
 * {@link TypeInference}'s rules for the elementwise ops (unary, binary, compare, select, clamp,
 * convert) and the ops that make a value from attributes alone (constant, iota).
 */
final class ElementwiseTyping {
  private ElementwiseTyping() {}

  static TensorType unary(String name, UnaryOp u, List<TensorType> operands) {
    expectCount(name, operands, 1, "[x]");
    TensorType x = operands.get(0);
    DType dt = x.getDtype();
    switch (u.getKind()) {
      case NEGATE -> requireNotPred(name, x);
      case ABS, SIGN -> {
        if (dt == DType.PRED || DTypes.isUnsigned(dt)) {
          throw error(name, "needs a signed integer or floating operand, got " + str(x));
        }
      }
      case EXP, LOG, LOG1P, EXPM1, TANH, LOGISTIC, SQRT, RSQRT, ERF, SIN, COS, FLOOR, CEIL,
          ROUND_NEAREST_EVEN, ROUND_NEAREST_AFZ, CBRT, TAN, ERF_INV, SINH, COSH, ASIN, ACOS, ATAN, ASINH, ACOSH, ATANH, LGAMMA, DIGAMMA,
          BESSEL_I1E -> requireFloat(name, x);
      case NOT -> requireInteger(name, x);
      case COUNT_LEADING_ZEROS, POPCNT -> {
        requireInteger(name, x);
        requireNotPred(name, x);
      }
      case IS_FINITE -> {
        requireFloat(name, x);
        return x.toBuilder().setDtype(DType.PRED).build();
      }
      default -> throw error(name, "unary kind " + u.getKind() + " is not set or not supported");
    }
    return x;
  }

  static TensorType binary(String name, BinaryOp b, List<TensorType> operands) {
    expectCount(name, operands, 2, "[lhs, rhs]");
    TensorType lhs = operands.get(0);
    TensorType rhs = operands.get(1);
    requireSameType(name, "lhs", lhs, "rhs", rhs);
    switch (b.getKind()) {
      case ADD, MULTIPLY -> { } // on pred these are or / and
      case MAXIMUM, MINIMUM -> TypingChecks.requireNotU64(name, lhs, "maximum and minimum"); // on pred: or / and
      case SUBTRACT -> requireNotPred(name, lhs);
      case DIVIDE, REMAINDER, POWER -> {
        requireNotPred(name, lhs);
        TypingChecks.requireNotU64(name, lhs, "divide, remainder and power");
      }
      case ATAN2, NEXT_AFTER, ZETA, POLYGAMMA -> requireFloat(name, lhs);
      case AND, OR, XOR -> requireInteger(name, lhs);
      case SHIFT_LEFT, SHIFT_RIGHT_LOGICAL, SHIFT_RIGHT_ARITHMETIC -> {
        requireInteger(name, lhs);
        requireNotPred(name, lhs);
      }
      default -> throw error(name, "binary kind " + b.getKind() + " is not set or not supported");
    }
    return lhs;
  }

  static TensorType compare(String name, CompareOp c, List<TensorType> operands) {
    expectCount(name, operands, 2, "[lhs, rhs]");
    TensorType lhs = operands.get(0);
    requireSameType(name, "lhs", lhs, "rhs", operands.get(1));
    TypingChecks.requireNotU64(name, lhs, "compare");
    switch (c.getDirection()) {
      case EQ, NE, LT, LE, GT, GE -> { }
      default -> throw error(name, "direction " + c.getDirection() + " is not set or not supported");
    }
    return lhs.toBuilder().setDtype(DType.PRED).build();
  }

  static TensorType select(String name, List<TensorType> operands) {
    expectCount(name, operands, 3, "[pred, on_true, on_false]");
    TensorType pred = operands.get(0);
    TensorType onTrue = operands.get(1);
    requireSameType(name, "on_true", onTrue, "on_false", operands.get(2));
    if (pred.getDtype() != DType.PRED) {
      throw error(name, "pred must have element type pred, got " + str(pred));
    }
    if (pred.getDimsCount() != 0 && !pred.getDimsList().equals(onTrue.getDimsList())) {
      throw error(name, "pred " + str(pred) + " must be a scalar or have the shape of on_true " + str(onTrue));
    }
    return onTrue;
  }

  static TensorType clamp(String name, List<TensorType> operands) {
    expectCount(name, operands, 3, "[min, x, max]");
    TensorType x = operands.get(1);
    TypingChecks.requireNotU64(name, x, "clamp");
    String[] names = {"min", "x", "max"};
    for (int i = 0; i < 3; i += 2) {
      TensorType bound = operands.get(i);
      if (bound.getDtype() != x.getDtype()) {
        throw error(name, names[i] + " " + str(bound) + " and x " + str(x) + " have different element types");
      }
      if (bound.getDimsCount() != 0 && !bound.getDimsList().equals(x.getDimsList())) {
        throw error(name, names[i] + " " + str(bound) + " must be a scalar or have the shape of x " + str(x));
      }
    }
    return x;
  }

  static TensorType convert(String name, ConvertOp c, List<TensorType> operands) {
    expectCount(name, operands, 1, "[x]");
    requireSupported(name, "target", c.getDtype());
    TensorType x = operands.get(0);
    if ((x.getDtype() == DType.U64 && !DTypes.isInteger(c.getDtype()))
        || (c.getDtype() == DType.U64 && !DTypes.isInteger(x.getDtype()))) {
      throw error(name, "convert between u64 and " + (x.getDtype() == DType.U64 ? DTypes.name(c.getDtype())
          : DTypes.name(x.getDtype())) + " is not supported (u64 converts to and from integer types only)");
    }
    return x.toBuilder().setDtype(c.getDtype()).build();
  }

  /** u32, s32 and f32 reinterpret each other's bits, u64 and s64 likewise (and 2 x 32 bits as 64); s8, u8 and the
   * float8 types likewise. */
  static TensorType bitcastConvert(String name, org.torchtpu.api.v1.BitcastConvertOp c, List<TensorType> operands) {
    expectCount(name, operands, 1, "[x]");
    requireSupported(name, "target", c.getDtype());
    DType from = operands.get(0).getDtype();
    DType to = c.getDtype();
    if (isByteWide(from) || isByteWide(to)) {
      if (!isByteWide(from) || !isByteWide(to)) {
        throw error(name, "reinterprets the one-byte types (s8, u8 and the float8 types) only among each other, got "
            + DTypes.name(from) + " to " + DTypes.name(to));
      }
      return operands.get(0).toBuilder().setDtype(to).build();
    }
    if (!isBitcastable(from) || !isBitcastable(to)) {
      throw error(name, "reinterprets only u32, s32, f32, u64 and s64 among each other (the op set has no 16-bit "
          + "integer type to pair with bf16 or f16, nor a 64-bit float), got " + DTypes.name(from) + " to "
          + DTypes.name(to));
    }
    TensorType x = operands.get(0);
    if (is64(from) == is64(to)) {
      return x.toBuilder().setDtype(to).build();
    }
    if (is64(to)) { // as StableHLO: two 32-bit elements along the last dimension make one 64-bit element
      if (x.getDimsCount() == 0 || x.getDims(x.getDimsCount() - 1) != 2) {
        throw error(name, DTypes.name(from) + " to " + DTypes.name(to) + " needs a last dimension of 2 (the two 32-bit "
            + "halves of each element), got " + str(x));
      }
      return x.toBuilder().setDtype(to).clearDims().addAllDims(x.getDimsList().subList(0, x.getDimsCount() - 1)).build();
    }
    return x.toBuilder().setDtype(to).addDims(2).build();
  }

  private static boolean isBitcastable(DType dtype) {
    return dtype == DType.U32 || dtype == DType.S32 || dtype == DType.F32 || dtype == DType.U64 || dtype == DType.S64;
  }

  private static boolean is64(DType dtype) {
    return dtype == DType.U64 || dtype == DType.S64;
  }

  private static boolean isByteWide(DType dtype) {
    return dtype == DType.S8 || dtype == DType.U8 || DTypes.isFloat8(dtype);
  }

  static TensorType constant(String name, ConstantOp c, List<TensorType> operands) {
    expectCount(name, operands, 0, "[]");
    TensorLiteral lit = c.getValue();
    TensorType type = lit.getType();
    checkType(name, "literal", type);
    long expected = Shapes.numElements(type) * DTypes.byteSize(type.getDtype());
    if (lit.getData().size() != expected) {
      throw error(name, "literal data is " + lit.getData().size() + " bytes, " + str(type) + " needs " + expected);
    }
    if (type.getDtype() == DType.PRED) {
      for (int i = 0; i < expected; i++) {
        byte v = lit.getData().byteAt(i);
        if (v != 0 && v != 1) {
          throw error(name, "pred literal element " + i + " is " + v + ", must be 0 or 1");
        }
      }
    }
    return type;
  }

  static TensorType iota(String name, IotaOp iota, List<TensorType> operands) {
    expectCount(name, operands, 0, "[]");
    TensorType type = iota.getType();
    checkType(name, "result", type);
    if (type.getDtype() == DType.PRED) {
      throw error(name, "needs an integer or floating type, got " + str(type));
    }
    if (iota.getDimension() < 0 || iota.getDimension() >= type.getDimsCount()) {
      throw error(name, "dimension " + iota.getDimension() + " out of range for " + str(type));
    }
    return type;
  }
}
