package org.torchtpu.api.ir;

import static org.torchtpu.api.ir.ContractionTyping.argReduce;
import static org.torchtpu.api.ir.ContractionTyping.dotGeneral;
import static org.torchtpu.api.ir.ContractionTyping.reduce;
import static org.torchtpu.api.ir.ElementwiseTyping.binary;
import static org.torchtpu.api.ir.ElementwiseTyping.clamp;
import static org.torchtpu.api.ir.ElementwiseTyping.compare;
import static org.torchtpu.api.ir.ElementwiseTyping.constant;
import static org.torchtpu.api.ir.ElementwiseTyping.convert;
import static org.torchtpu.api.ir.ElementwiseTyping.iota;
import static org.torchtpu.api.ir.ElementwiseTyping.select;
import static org.torchtpu.api.ir.ElementwiseTyping.unary;
import static org.torchtpu.api.ir.GatherScatterTyping.gather;
import static org.torchtpu.api.ir.GatherScatterTyping.scatter;
import static org.torchtpu.api.ir.MovementTyping.broadcastInDim;
import static org.torchtpu.api.ir.MovementTyping.concatenate;
import static org.torchtpu.api.ir.MovementTyping.dynamicSlice;
import static org.torchtpu.api.ir.MovementTyping.dynamicUpdateSlice;
import static org.torchtpu.api.ir.MovementTyping.pad;
import static org.torchtpu.api.ir.MovementTyping.reshape;
import static org.torchtpu.api.ir.MovementTyping.reverse;
import static org.torchtpu.api.ir.MovementTyping.slice;
import static org.torchtpu.api.ir.MovementTyping.transpose;
import static org.torchtpu.api.ir.RngAndSortTyping.rng;
import static org.torchtpu.api.ir.RngAndSortTyping.sort;
import static org.torchtpu.api.ir.TypingChecks.checkOperand;
import static org.torchtpu.api.ir.TypingChecks.checkType;
import static org.torchtpu.api.ir.TypingChecks.checked;
import static org.torchtpu.api.ir.TypingChecks.error;

import java.util.List;
import java.util.Locale;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.OpOrBuilder;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.UnaryOp;

/**
 * The typing rules of the op set: given an op and its operands' types, the result types, or
 * an {@link OpTypeException} naming what is wrong. The server runs this before executing any
 * op (it never trusts the client); the SDK runs it to know result shapes without a round trip.
 *
 * <p>The rules follow the StableHLO specification's constraints, with these deliberate
 * narrowings (so kernels never meet meaningless input):
 * <ul>
 *   <li>dimension attributes are never negative (no Python-style wrap-around; the SDK normalizes);
 *   <li>dot_general operands share one element type; its result type is of the same family
 *       (float results for float operands, integer for integer);
 *   <li>gather's collapsed and batching slice sizes must be exactly 1 (StableHLO allows 0,
 *       which reads from an empty window);
 *   <li>rng NORMAL needs a floating type; integer UNIFORM bounds are whole numbers in range;
 *   <li>an empty {@code strides} list in slice means all strides are 1.
 * </ul>
 *
 * <p>Every operand and result type is checked: supported dtype, no negative dims, at most
 * {@link Shapes#MAX_ELEMENTS} elements. Messages start with the op's name ({@link #kindName}).
 *
 * <p>This class dispatches by op kind; the rules live beside it by op family
 * ({@link ElementwiseTyping}, {@link ContractionTyping}, {@link MovementTyping},
 * {@link GatherScatterTyping}, {@link RngAndSortTyping}, {@link ConvolutionTyping},
 * {@link WindowTyping}, {@link Collectives}, {@link ControlFlowTypes}) over the shared checks of
 * {@link TypingChecks}.
 */
public final class TypeInference {
  private TypeInference() {}

  /** Result types of {@code op} applied to operands of {@code operands} types. */
  public static List<TensorType> infer(OpOrBuilder op, List<TensorType> operands) {
    String name = kindName(op);
    for (int i = 0; i < operands.size(); i++) {
      checkOperand(name, i, operands.get(i));
    }
    return switch (op.getKindCase()) {
      case UNARY -> List.of(unary(name, op.getUnary(), operands));
      case BINARY -> List.of(binary(name, op.getBinary(), operands));
      case COMPARE -> List.of(compare(name, op.getCompare(), operands));
      case SELECT -> List.of(select(name, operands));
      case CLAMP -> List.of(clamp(name, operands));
      case CONVERT -> List.of(convert(name, op.getConvert(), operands));
      case CONSTANT -> List.of(constant(name, op.getConstant(), operands));
      case IOTA -> List.of(iota(name, op.getIota(), operands));
      case DOT_GENERAL -> List.of(dotGeneral(name, op.getDotGeneral(), operands));
      case REDUCE -> List.of(reduce(name, op.getReduce(), operands));
      case ARG_REDUCE -> List.of(argReduce(name, op.getArgReduce(), operands));
      case BROADCAST_IN_DIM -> List.of(broadcastInDim(name, op.getBroadcastInDim(), operands));
      case RESHAPE -> List.of(reshape(name, op.getReshape(), operands));
      case TRANSPOSE -> List.of(transpose(name, op.getTranspose(), operands));
      case SLICE -> List.of(slice(name, op.getSlice(), operands));
      case DYNAMIC_SLICE -> List.of(dynamicSlice(name, op.getDynamicSlice(), operands));
      case DYNAMIC_UPDATE_SLICE -> List.of(dynamicUpdateSlice(name, operands));
      case CONCATENATE -> List.of(concatenate(name, op.getConcatenate(), operands));
      case PAD -> List.of(pad(name, op.getPad(), operands));
      case GATHER -> List.of(gather(name, op.getGather(), operands));
      case SCATTER -> List.of(scatter(name, op.getScatter(), operands));
      case RNG -> List.of(rng(name, op.getRng(), operands));
      case SORT -> sort(name, op.getSort(), operands);
      case CALL -> call(name, op.getCall(), operands);
      case CONVOLUTION -> List.of(checked(name, ConvolutionTyping.infer(name, op.getConvolution(), operands)));
      case REDUCE_WINDOW -> List.of(checked(name, WindowTyping.reduceWindow(name, op.getReduceWindow(), operands)));
      case SELECT_AND_SCATTER -> List.of(WindowTyping.selectAndScatter(name, op.getSelectAndScatter(), operands));
      case ALL_REDUCE, ALL_GATHER, REDUCE_SCATTER, ALL_TO_ALL, COLLECTIVE_PERMUTE, COLLECTIVE_BROADCAST, SEND, RECV,
          BARRIER -> Collectives.infer(name, op, operands);
      case REVERSE -> List.of(reverse(name, op.getReverse(), operands));
      case WHILE -> ControlFlowTypes.whileLoop(name, op.getWhile(), operands);
      case CASE -> ControlFlowTypes.caseOf(name, op.getCase(), operands);
      case OPTIMIZATION_BARRIER -> optimizationBarrier(name, operands);
      case BITCAST_CONVERT -> List.of(ElementwiseTyping.bitcastConvert(name, op.getBitcastConvert(), operands));
      case RNG_BIT_GENERATOR -> RngAndSortTyping.rngBitGenerator(name, op.getRngBitGenerator(), operands);
      case FFT -> List.of(FftTyping.fft(name, op.getFft(), operands));
      case CHOLESKY -> LinalgTyping.cholesky(name, operands);
      case LU -> LinalgTyping.lu(name, operands);
      case QR -> LinalgTyping.qr(name, operands);
      case EIGH -> LinalgTyping.eigh(name, operands);
      case SVD -> LinalgTyping.svd(name, op.getSvd(), operands);
      case HOUSEHOLDER_PRODUCT -> List.of(LinalgTyping.householderProduct(name, operands));
      case TRIANGULAR_SOLVE -> List.of(LinalgTyping.triangularSolve(name, op.getTriangularSolve(), operands));
      case MANUAL_REGION -> List.of(ManualRegionTyping.infer(name, op.getManualRegion(), operands));
      case KIND_NOT_SET -> throw new OpTypeException("op has no kind set");
    };
  }

  /** optimization_barrier passes its operands through unchanged: one or more, any types. */
  private static List<TensorType> optimizationBarrier(String name, List<TensorType> operands) {
    if (operands.isEmpty()) {
      throw error(name, "needs at least one operand");
    }
    return List.copyOf(operands);
  }

  /** A program call is typed by the signature it restates; the server checks that against the program. */
  private static List<TensorType> call(String name, org.torchtpu.api.v1.CallOp call, List<TensorType> operands) {
    if (call.getProgramId().isEmpty()) {
      throw error(name, "program_id is empty");
    }
    if (!call.getParameterTypesList().equals(operands)) {
      throw error(name, "program " + call.getProgramId() + " takes " + Shapes.toString(call.getParameterTypesList())
          + ", got " + Shapes.toString(operands));
    }
    for (int i = 0; i < call.getResultTypesCount(); i++) {
      checkType(name, "result " + i, call.getResultTypes(i));
    }
    return List.copyOf(call.getResultTypesList());
  }

  /**
   * The StableHLO-style name of an op's kind, used in every error message: the StableHLO op
   * name for unary and binary ops ("exponential", "multiply"), else the oneof field name
   * ("dot_general", "broadcast_in_dim").
   */
  public static String kindName(OpOrBuilder op) {
    return switch (op.getKindCase()) {
      case UNARY -> unaryName(op.getUnary().getKind());
      case BINARY -> binaryName(op.getBinary().getKind());
      case KIND_NOT_SET -> "unknown";
      default -> op.getKindCase().name().toLowerCase(Locale.ROOT);
    };
  }

  private static String unaryName(UnaryOp.Kind kind) {
    return switch (kind) {
      case NEGATE -> "negate";
      case ABS -> "abs";
      case EXP -> "exponential";
      case LOG -> "log";
      case LOG1P -> "log_plus_one";
      case EXPM1 -> "exponential_minus_one";
      case TANH -> "tanh";
      case LOGISTIC -> "logistic";
      case SQRT -> "sqrt";
      case RSQRT -> "rsqrt";
      case ERF -> "erf";
      case SIN -> "sine";
      case COS -> "cosine";
      case FLOOR -> "floor";
      case CEIL -> "ceil";
      case ROUND_NEAREST_EVEN -> "round_nearest_even";
      case ROUND_NEAREST_AFZ -> "round_nearest_afz";
      case SIGN -> "sign";
      case NOT -> "not";
      case IS_FINITE -> "is_finite";
      case CBRT -> "cbrt";
      case TAN -> "tan";
      case ERF_INV -> "erf_inv";
      case SINH -> "sinh";
      case COSH -> "cosh";
      case ASIN -> "asin";
      case ACOS -> "acos";
      case ATAN -> "atan";
      case ASINH -> "asinh";
      case ACOSH -> "acosh";
      case ATANH -> "atanh";
      case LGAMMA -> "lgamma";
      case DIGAMMA -> "digamma";
      case BESSEL_I1E -> "bessel_i1e";
      case COUNT_LEADING_ZEROS -> "count_leading_zeros";
      case POPCNT -> "popcnt";
      default -> "unary";
    };
  }

  private static String binaryName(BinaryOp.Kind kind) {
    return switch (kind) {
      case ADD -> "add";
      case SUBTRACT -> "subtract";
      case MULTIPLY -> "multiply";
      case DIVIDE -> "divide";
      case REMAINDER -> "remainder";
      case POWER -> "power";
      case MAXIMUM -> "maximum";
      case MINIMUM -> "minimum";
      case ATAN2 -> "atan2";
      case NEXT_AFTER -> "next_after";
      case ZETA -> "zeta";
      case POLYGAMMA -> "polygamma";
      case AND -> "and";
      case OR -> "or";
      case XOR -> "xor";
      case SHIFT_LEFT -> "shift_left";
      case SHIFT_RIGHT_LOGICAL -> "shift_right_logical";
      case SHIFT_RIGHT_ARITHMETIC -> "shift_right_arithmetic";
      default -> "binary";
    };
  }

  // ---------------------------------------------------------------- elementwise

  // ---------------------------------------------------------------- contractions and reductions

  // ---------------------------------------------------------------- data movement

  // ---------------------------------------------------------------- gather and scatter

  // ---------------------------------------------------------------- random and sort

  // ---------------------------------------------------------------- shared checks

}
