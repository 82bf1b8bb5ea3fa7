package org.torchtpu.server.cost;

import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.UnaryOp;

/**
 * How much work one element or one product costs, for {@link CostModel}: VPU operations per element of each
 * elementwise, reduction and random op, and MXU passes per matmul product.
 *
 * <h2>VPU operations per element</h2>
 * 1 for add/subtract/multiply/max/min/logic/compare/select/convert/negate/abs/rounding; 2 for clamp (a max then a
 * min); 4 for divide, sqrt and rsqrt (the VPU has no divider: a reciprocal or root estimate refined by a Newton step);
 * 6 for remainder (a divide, a truncate and a multiply-subtract); 10 for transcendentals (exp, log, log1p, expm1, tanh,
 * logistic, erf, sin, cos: XLA expands them into range reduction plus a polynomial of about eight multiply-adds); 14
 * for atan2 (a transcendental and a divide); 21 for power (exp(y*log x)). Reductions cost one combine per input
 * element, arg reductions three (compare, select the value, select the index). rng costs 24 ops per element for
 * uniform (Philox-4x32-10: ten rounds of two 32-bit multiplies, xors and key additions, shared by 4 outputs, plus the
 * conversion to a float in range) and 48 for normal (adds a log, a sqrt and a cosine for Box-Muller).
 *
 * <h2>MXU passes</h2>
 * DEFAULT precision: one bf16 pass. HIGHEST with f32 inputs: XLA splits each f32 into three bf16 pieces and
 * multiplies the six significant cross products (bf16_6x), 6 passes; HIGHEST with f16 inputs needs only two pieces
 * (11-bit significand), 3 passes.
 */
final class OpWeights {
  private OpWeights() {}

  static final int PASSES_DEFAULT = 1;
  static final int PASSES_HIGHEST_F32 = 6;
  static final int PASSES_HIGHEST_F16 = 3;

  static final double OPS_SIMPLE = 1;
  static final double OPS_CLAMP = 2;
  static final double OPS_DIVIDE = 4;
  static final double OPS_SQRT = 4;
  static final double OPS_REMAINDER = 6;
  static final double OPS_TRANSCENDENTAL = 10;
  static final double OPS_ATAN2 = OPS_TRANSCENDENTAL + OPS_DIVIDE;
  static final double OPS_POWER = 2 * OPS_TRANSCENDENTAL + 1;
  /** lgamma, digamma, bessel_i1e: XLA expands each into a rational approximation with a log or exp, about 3x exp. */
  static final double OPS_SPECIAL_FUNCTION = 3 * OPS_TRANSCENDENTAL;
  /**
   * zeta, polygamma: XLA's fixed expansion, the same for every element: 11 powers (2 transcendentals each), the
   * Euler-Maclaurin tail's 11 Horner steps (5 multiply-adds each) and a few more.
   */
  static final double OPS_ZETA = 11 * OPS_POWER + 60;
  static final double OPS_REDUCE = 1;
  static final double OPS_ARG_REDUCE = 3;
  static final double OPS_RNG_UNIFORM = 24;
  static final double OPS_RNG_NORMAL = 48;
  // Philox4x32-10 makes 4 words in 10 rounds of 2 widening multiplies (~4 vector ops each), 4 xors and 2 key adds:
  // ~140 ops per 4 words
  static final double OPS_PHILOX_WORD = 35;

  static double unaryOps(UnaryOp.Kind kind) {
    return switch (kind) {
      case NEGATE, ABS, FLOOR, CEIL, ROUND_NEAREST_EVEN, SIGN, NOT, IS_FINITE, COUNT_LEADING_ZEROS, POPCNT -> OPS_SIMPLE;
      // truncate, subtract, compare, select
      case ROUND_NEAREST_AFZ -> 4 * OPS_SIMPLE;
      case SQRT, RSQRT -> OPS_SQRT;
      case EXP, LOG, LOG1P, EXPM1, TANH, LOGISTIC, ERF, SIN, COS, CBRT, TAN, ERF_INV, SINH, COSH, ASIN, ACOS, ATAN,
          ASINH, ACOSH, ATANH -> OPS_TRANSCENDENTAL;
      // a shift to the series' range (up to 15 divides or multiplies), the series and a log
      case LGAMMA, DIGAMMA, BESSEL_I1E -> OPS_SPECIAL_FUNCTION;
      default -> throw new OpTypeException("unary op has no valid kind: " + kind);
    };
  }

  static double binaryOps(BinaryOp.Kind kind) {
    return switch (kind) {
      case ADD, SUBTRACT, MULTIPLY, MAXIMUM, MINIMUM, AND, OR, XOR, SHIFT_LEFT, SHIFT_RIGHT_LOGICAL,
          SHIFT_RIGHT_ARITHMETIC, NEXT_AFTER -> OPS_SIMPLE;
      case DIVIDE -> OPS_DIVIDE;
      case REMAINDER -> OPS_REMAINDER;
      case POWER -> OPS_POWER;
      case ATAN2 -> OPS_ATAN2;
      // XLA's chlo expansion: 9 direct terms (a power each), the integral and 12 Bernoulli corrections
      case ZETA, POLYGAMMA -> OPS_ZETA;
      default -> throw new OpTypeException("binary op has no valid kind: " + kind);
    };
  }

  static int passes(DotGeneralOp.Precision precision, DType inputType) {
    if (precision != DotGeneralOp.Precision.HIGHEST) {
      return PASSES_DEFAULT;
    }
    return switch (inputType) {
      case F32 -> PASSES_HIGHEST_F32;
      case F16 -> PASSES_HIGHEST_F16;
      default -> PASSES_DEFAULT;
    };
  }
}
