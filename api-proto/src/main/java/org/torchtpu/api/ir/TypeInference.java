package org.torchtpu.api.ir;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.torchtpu.api.v1.ArgReduceOp;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.BroadcastInDimOp;
import org.torchtpu.api.v1.CompareOp;
import org.torchtpu.api.v1.ConcatenateOp;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.ConvertOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.DynamicSliceOp;
import org.torchtpu.api.v1.GatherOp;
import org.torchtpu.api.v1.IotaOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpOrBuilder;
import org.torchtpu.api.v1.PadOp;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.ReshapeOp;
import org.torchtpu.api.v1.RngOp;
import org.torchtpu.api.v1.ScatterOp;
import org.torchtpu.api.v1.SliceOp;
import org.torchtpu.api.v1.SortOp;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.TransposeOp;
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
 */
public final class TypeInference {
  private TypeInference() {}

  /** Result types of {@code op} applied to operands of {@code operands} types. */
  public static List<TensorType> infer(OpOrBuilder op, List<TensorType> operands) {
    String name = kindName(op);
    for (int i = 0; i < operands.size(); i++) {
      checkType(name, "operand " + i, operands.get(i));
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
      case KIND_NOT_SET -> throw new OpTypeException("op has no kind set");
    };
  }

  /** A program call is typed by the signature it restates; the server checks that against the program. */
  private static List<TensorType> call(String name, org.torchtpu.api.v1.CallOp call, List<TensorType> operands) {
    if (call.getProgramId().isEmpty()) {
      throw error(name, "program_id is empty");
    }
    if (!call.getParameterTypesList().equals(operands)) {
      throw error(name, "program " + call.getProgramId() + " takes " + typesText(call.getParameterTypesList())
          + ", got " + typesText(operands));
    }
    for (int i = 0; i < call.getResultTypesCount(); i++) {
      checkType(name, "result " + i, call.getResultTypes(i));
    }
    return List.copyOf(call.getResultTypesList());
  }

  private static String typesText(List<TensorType> types) {
    StringBuilder sb = new StringBuilder("(");
    for (TensorType t : types) {
      sb.append(sb.length() > 1 ? ", " : "").append(Shapes.toString(t));
    }
    return sb.append(')').toString();
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
      case SIGN -> "sign";
      case NOT -> "not";
      case IS_FINITE -> "is_finite";
      case CBRT -> "cbrt";
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

  private static TensorType unary(String name, UnaryOp u, List<TensorType> operands) {
    expectCount(name, operands, 1, "[x]");
    TensorType x = operands.get(0);
    DType dt = x.getDtype();
    switch (u.getKind()) {
      case NEGATE -> requireNotPred(name, x);
      case ABS, SIGN -> {
        if (dt == DType.PRED || dt == DType.U8) {
          throw error(name, "needs a signed integer or floating operand, got " + str(x));
        }
      }
      case EXP, LOG, LOG1P, EXPM1, TANH, LOGISTIC, SQRT, RSQRT, ERF, SIN, COS, FLOOR, CEIL,
          ROUND_NEAREST_EVEN, CBRT -> requireFloat(name, x);
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

  private static TensorType binary(String name, BinaryOp b, List<TensorType> operands) {
    expectCount(name, operands, 2, "[lhs, rhs]");
    TensorType lhs = operands.get(0);
    TensorType rhs = operands.get(1);
    requireSameType(name, "lhs", lhs, "rhs", rhs);
    switch (b.getKind()) {
      case ADD, MULTIPLY, MAXIMUM, MINIMUM -> { } // on pred these are or / and / or / and
      case SUBTRACT, DIVIDE, REMAINDER, POWER -> requireNotPred(name, lhs);
      case ATAN2 -> requireFloat(name, lhs);
      case AND, OR, XOR -> requireInteger(name, lhs);
      case SHIFT_LEFT, SHIFT_RIGHT_LOGICAL, SHIFT_RIGHT_ARITHMETIC -> {
        requireInteger(name, lhs);
        requireNotPred(name, lhs);
      }
      default -> throw error(name, "binary kind " + b.getKind() + " is not set or not supported");
    }
    return lhs;
  }

  private static TensorType compare(String name, CompareOp c, List<TensorType> operands) {
    expectCount(name, operands, 2, "[lhs, rhs]");
    TensorType lhs = operands.get(0);
    requireSameType(name, "lhs", lhs, "rhs", operands.get(1));
    switch (c.getDirection()) {
      case EQ, NE, LT, LE, GT, GE -> { }
      default -> throw error(name, "direction " + c.getDirection() + " is not set or not supported");
    }
    return lhs.toBuilder().setDtype(DType.PRED).build();
  }

  private static TensorType select(String name, List<TensorType> operands) {
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

  private static TensorType clamp(String name, List<TensorType> operands) {
    expectCount(name, operands, 3, "[min, x, max]");
    TensorType x = operands.get(1);
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

  private static TensorType convert(String name, ConvertOp c, List<TensorType> operands) {
    expectCount(name, operands, 1, "[x]");
    requireSupported(name, "target", c.getDtype());
    return operands.get(0).toBuilder().setDtype(c.getDtype()).build();
  }

  private static TensorType constant(String name, ConstantOp c, List<TensorType> operands) {
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

  private static TensorType iota(String name, IotaOp iota, List<TensorType> operands) {
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

  // ---------------------------------------------------------------- contractions and reductions

  private static TensorType dotGeneral(String name, DotGeneralOp d, List<TensorType> operands) {
    expectCount(name, operands, 2, "[lhs, rhs]");
    TensorType lhs = operands.get(0);
    TensorType rhs = operands.get(1);
    if (lhs.getDtype() != rhs.getDtype()) {
      throw error(name, "operand element types differ: lhs " + str(lhs) + ", rhs " + str(rhs));
    }
    requireNotPred(name, lhs);
    if (d.getLhsBatchingDimsCount() != d.getRhsBatchingDimsCount()) {
      throw error(name, "batching dimension counts differ: lhs has " + d.getLhsBatchingDimsCount()
          + ", rhs has " + d.getRhsBatchingDimsCount());
    }
    if (d.getLhsContractingDimsCount() != d.getRhsContractingDimsCount()) {
      throw error(name, "contracting dimension counts differ: lhs has " + d.getLhsContractingDimsCount()
          + ", rhs has " + d.getRhsContractingDimsCount());
    }
    boolean[] lhsUsed = new boolean[lhs.getDimsCount()];
    boolean[] rhsUsed = new boolean[rhs.getDimsCount()];
    markDims(name, "lhs batching", d.getLhsBatchingDimsList(), lhs, lhsUsed);
    markDims(name, "lhs contracting", d.getLhsContractingDimsList(), lhs, lhsUsed);
    markDims(name, "rhs batching", d.getRhsBatchingDimsList(), rhs, rhsUsed);
    markDims(name, "rhs contracting", d.getRhsContractingDimsList(), rhs, rhsUsed);
    for (int i = 0; i < d.getLhsBatchingDimsCount(); i++) {
      requireSameSize(name, "batching", lhs, (int) d.getLhsBatchingDims(i), rhs, (int) d.getRhsBatchingDims(i));
    }
    for (int i = 0; i < d.getLhsContractingDimsCount(); i++) {
      requireSameSize(name, "contracting", lhs, (int) d.getLhsContractingDims(i),
          rhs, (int) d.getRhsContractingDims(i));
    }
    if (d.getPrecision() != DotGeneralOp.Precision.DEFAULT && d.getPrecision() != DotGeneralOp.Precision.HIGHEST) {
      throw error(name, "precision " + d.getPrecision() + " is not supported");
    }
    DType resultType = d.getResultDtype() == DType.DTYPE_UNSPECIFIED ? lhs.getDtype() : d.getResultDtype();
    requireSupported(name, "result", resultType);
    if (resultType == DType.PRED || DTypes.isFloat(resultType) != DTypes.isFloat(lhs.getDtype())) {
      throw error(name, "result element type " + DTypes.name(resultType) + " does not fit operands of type "
          + DTypes.name(lhs.getDtype()) + " (float operands need a float result, integer operands an integer one)");
    }
    List<Long> dims = new ArrayList<>();
    for (long b : d.getLhsBatchingDimsList()) {
      dims.add(lhs.getDims((int) b));
    }
    for (int i = 0; i < lhs.getDimsCount(); i++) {
      if (!lhsUsed[i]) {
        dims.add(lhs.getDims(i));
      }
    }
    for (int i = 0; i < rhs.getDimsCount(); i++) {
      if (!rhsUsed[i]) {
        dims.add(rhs.getDims(i));
      }
    }
    return result(name, resultType, dims);
  }

  /** Checks each dim is in range for {@code of} and not yet used, then marks it used. */
  private static void markDims(String name, String what, List<Long> dims, TensorType of, boolean[] used) {
    for (long dim : dims) {
      if (dim < 0 || dim >= of.getDimsCount()) {
        throw error(name, what + " dimension " + dim + " out of range for " + str(of));
      }
      if (used[(int) dim]) {
        throw error(name, what + " dimension " + dim + " of " + str(of)
            + " is used more than once among the batching and contracting dimensions");
      }
      used[(int) dim] = true;
    }
  }

  private static void requireSameSize(String name, String what, TensorType lhs, int lhsDim, TensorType rhs, int rhsDim) {
    if (lhs.getDims(lhsDim) != rhs.getDims(rhsDim)) {
      throw error(name, what + " dimension sizes differ: lhs " + str(lhs) + " dim " + lhsDim + " is "
          + lhs.getDims(lhsDim) + ", rhs " + str(rhs) + " dim " + rhsDim + " is " + rhs.getDims(rhsDim));
    }
  }

  private static TensorType reduce(String name, ReduceOp r, List<TensorType> operands) {
    expectCount(name, operands, 1, "[x]");
    TensorType x = operands.get(0);
    switch (r.getKind()) {
      case SUM, MAX, MIN, PROD -> { }
      case AND, OR -> {
        if (x.getDtype() != DType.PRED) {
          throw error(name, r.getKind() + " reduction needs a pred operand, got " + str(x));
        }
      }
      default -> throw error(name, "reduction kind " + r.getKind() + " is not set or not supported");
    }
    boolean[] reduced = distinctDims(name, "reduced", r.getDimensionsList(), x);
    List<Long> dims = new ArrayList<>();
    for (int i = 0; i < x.getDimsCount(); i++) {
      if (!reduced[i]) {
        dims.add(x.getDims(i));
      }
    }
    return result(name, x.getDtype(), dims);
  }

  private static TensorType argReduce(String name, ArgReduceOp a, List<TensorType> operands) {
    expectCount(name, operands, 1, "[x]");
    TensorType x = operands.get(0);
    if (a.getKind() != ArgReduceOp.Kind.ARGMAX && a.getKind() != ArgReduceOp.Kind.ARGMIN) {
      throw error(name, "kind " + a.getKind() + " is not set or not supported");
    }
    if (a.getIndexDtype() != DType.S32 && a.getIndexDtype() != DType.S64) {
      throw error(name, "index dtype must be s32 or s64, got " + a.getIndexDtype());
    }
    long dim = a.getDimension();
    if (dim < 0 || dim >= x.getDimsCount()) {
      throw error(name, "dimension " + dim + " out of range for " + str(x));
    }
    if (x.getDims((int) dim) == 0) {
      throw error(name, "cannot reduce empty dimension " + dim + " of " + str(x));
    }
    List<Long> dims = new ArrayList<>(x.getDimsList());
    dims.remove((int) dim);
    return result(name, a.getIndexDtype(), dims);
  }

  // ---------------------------------------------------------------- data movement

  private static TensorType reverse(String name, org.torchtpu.api.v1.ReverseOp r, List<TensorType> operands) {
    expectCount(name, operands, 1, "[x]");
    distinctDims(name, "reversed", r.getDimensionsList(), operands.get(0));
    return operands.get(0);
  }

  private static TensorType broadcastInDim(String name, BroadcastInDimOp b, List<TensorType> operands) {
    expectCount(name, operands, 1, "[x]");
    TensorType x = operands.get(0);
    List<Long> resultDims = b.getResultDimsList();
    TensorType result = result(name, x.getDtype(), resultDims);
    if (b.getBroadcastDimensionsCount() != x.getDimsCount()) {
      throw error(name, "broadcast_dimensions has " + b.getBroadcastDimensionsCount()
          + " entries, operand " + str(x) + " has rank " + x.getDimsCount());
    }
    boolean[] seen = new boolean[resultDims.size()];
    for (int i = 0; i < x.getDimsCount(); i++) {
      long target = b.getBroadcastDimensions(i);
      if (target < 0 || target >= resultDims.size()) {
        throw error(name, "broadcast dimension " + target + " (for operand dim " + i + ") out of range for result "
            + str(result));
      }
      if (seen[(int) target]) {
        throw error(name, "broadcast dimension " + target + " appears more than once");
      }
      seen[(int) target] = true;
      long size = x.getDims(i);
      if (size != 1 && size != resultDims.get((int) target)) {
        throw error(name, "operand " + str(x) + " dim " + i + " has size " + size + ", must be 1 or "
            + resultDims.get((int) target) + " (result " + str(result) + " dim " + target + ")");
      }
    }
    return result;
  }

  private static TensorType reshape(String name, ReshapeOp r, List<TensorType> operands) {
    expectCount(name, operands, 1, "[x]");
    TensorType x = operands.get(0);
    TensorType result = result(name, x.getDtype(), r.getDimsList());
    long from = Shapes.numElements(x);
    long to = Shapes.numElements(result);
    if (from != to) {
      throw error(name, "cannot reshape " + str(x) + " (" + from + " elements) to " + str(result)
          + " (" + to + " elements)");
    }
    return result;
  }

  private static TensorType transpose(String name, TransposeOp t, List<TensorType> operands) {
    expectCount(name, operands, 1, "[x]");
    TensorType x = operands.get(0);
    if (t.getPermutationCount() != x.getDimsCount()) {
      throw error(name, "permutation " + t.getPermutationList() + " has " + t.getPermutationCount()
          + " entries, operand " + str(x) + " has rank " + x.getDimsCount());
    }
    boolean[] seen = new boolean[x.getDimsCount()];
    List<Long> dims = new ArrayList<>();
    for (long p : t.getPermutationList()) {
      if (p < 0 || p >= x.getDimsCount() || seen[(int) p]) {
        throw error(name, t.getPermutationList() + " is not a permutation of the dims of " + str(x));
      }
      seen[(int) p] = true;
      dims.add(x.getDims((int) p));
    }
    return result(name, x.getDtype(), dims);
  }

  private static TensorType slice(String name, SliceOp s, List<TensorType> operands) {
    expectCount(name, operands, 1, "[x]");
    TensorType x = operands.get(0);
    int rank = x.getDimsCount();
    if (s.getStartIndicesCount() != rank || s.getLimitIndicesCount() != rank
        || (s.getStridesCount() != rank && s.getStridesCount() != 0)) {
      throw error(name, "start_indices, limit_indices and strides need " + rank + " entries each for " + str(x)
          + ", got " + s.getStartIndicesCount() + ", " + s.getLimitIndicesCount() + ", " + s.getStridesCount());
    }
    List<Long> dims = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      long start = s.getStartIndices(i);
      long limit = s.getLimitIndices(i);
      long stride = s.getStridesCount() == 0 ? 1 : s.getStrides(i);
      long size = x.getDims(i);
      if (start < 0 || start > limit || limit > size) {
        throw error(name, "dim " + i + ": need 0 <= start <= limit <= " + size + " for " + str(x)
            + ", got start " + start + ", limit " + limit);
      }
      if (stride < 1) {
        throw error(name, "dim " + i + ": stride must be >= 1, got " + stride);
      }
      dims.add((limit - start + stride - 1) / stride);
    }
    return result(name, x.getDtype(), dims);
  }

  private static TensorType dynamicSlice(String name, DynamicSliceOp d, List<TensorType> operands) {
    if (operands.isEmpty()) {
      throw error(name, "expects operands [x, start_0, ..., start_{r-1}], got none");
    }
    TensorType x = operands.get(0);
    int rank = x.getDimsCount();
    expectCount(name, operands, 1 + rank, "[x, start_0, ..., start_" + (rank - 1) + "] for " + str(x));
    checkStartIndices(name, operands, 1, rank);
    if (d.getSliceSizesCount() != rank) {
      throw error(name, "slice_sizes has " + d.getSliceSizesCount() + " entries, operand " + str(x)
          + " has rank " + rank);
    }
    for (int i = 0; i < rank; i++) {
      long size = d.getSliceSizes(i);
      if (size < 0 || size > x.getDims(i)) {
        throw error(name, "slice size " + size + " for dim " + i + " must be in [0, " + x.getDims(i)
            + "] for " + str(x));
      }
    }
    return result(name, x.getDtype(), d.getSliceSizesList());
  }

  private static TensorType dynamicUpdateSlice(String name, List<TensorType> operands) {
    if (operands.size() < 2) {
      throw error(name, "expects operands [x, update, start_0, ..., start_{r-1}], got " + operands.size());
    }
    TensorType x = operands.get(0);
    TensorType update = operands.get(1);
    int rank = x.getDimsCount();
    expectCount(name, operands, 2 + rank, "[x, update, start_0, ..., start_" + (rank - 1) + "] for " + str(x));
    if (update.getDtype() != x.getDtype()) {
      throw error(name, "update " + str(update) + " and operand " + str(x) + " have different element types");
    }
    if (update.getDimsCount() != rank) {
      throw error(name, "update " + str(update) + " must have the rank of operand " + str(x));
    }
    for (int i = 0; i < rank; i++) {
      if (update.getDims(i) > x.getDims(i)) {
        throw error(name, "update " + str(update) + " does not fit in operand " + str(x) + " along dim " + i);
      }
    }
    checkStartIndices(name, operands, 2, rank);
    return x;
  }

  private static void checkStartIndices(String name, List<TensorType> operands, int first, int count) {
    for (int i = 0; i < count; i++) {
      TensorType start = operands.get(first + i);
      if (start.getDimsCount() != 0 || !isIndexType(start.getDtype())) {
        throw error(name, "start index " + i + " (operand " + (first + i) + ") must be an integer scalar, got "
            + str(start));
      }
    }
  }

  private static TensorType concatenate(String name, ConcatenateOp c, List<TensorType> operands) {
    if (operands.isEmpty()) {
      throw error(name, "needs at least one operand");
    }
    TensorType first = operands.get(0);
    int rank = first.getDimsCount();
    long dim = c.getDimension();
    if (dim < 0 || dim >= rank) {
      throw error(name, "dimension " + dim + " out of range for " + str(first));
    }
    long total = 0;
    for (int k = 0; k < operands.size(); k++) {
      TensorType x = operands.get(k);
      if (x.getDtype() != first.getDtype() || x.getDimsCount() != rank) {
        throw error(name, "operand " + k + " " + str(x) + " must have the element type and rank of operand 0 "
            + str(first));
      }
      for (int i = 0; i < rank; i++) {
        if (i != dim && x.getDims(i) != first.getDims(i)) {
          throw error(name, "operand " + k + " " + str(x) + " differs from operand 0 " + str(first)
              + " in dim " + i + " (only dim " + dim + " may differ)");
        }
      }
      total += x.getDims((int) dim); // each is <= MAX_ELEMENTS, so no overflow before the check below
    }
    List<Long> dims = new ArrayList<>(first.getDimsList());
    dims.set((int) dim, total);
    return result(name, first.getDtype(), dims);
  }

  private static TensorType pad(String name, PadOp p, List<TensorType> operands) {
    expectCount(name, operands, 2, "[x, padding_value]");
    TensorType x = operands.get(0);
    TensorType value = operands.get(1);
    if (value.getDimsCount() != 0 || value.getDtype() != x.getDtype()) {
      throw error(name, "padding value must be a scalar of the element type of " + str(x) + ", got " + str(value));
    }
    int rank = x.getDimsCount();
    if (p.getEdgePaddingLowCount() != rank || p.getEdgePaddingHighCount() != rank
        || p.getInteriorPaddingCount() != rank) {
      throw error(name, "edge_padding_low, edge_padding_high and interior_padding need " + rank
          + " entries each for " + str(x) + ", got " + p.getEdgePaddingLowCount() + ", "
          + p.getEdgePaddingHighCount() + ", " + p.getInteriorPaddingCount());
    }
    List<Long> dims = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      long d = x.getDims(i);
      long interior = p.getInteriorPadding(i);
      if (interior < 0) {
        throw error(name, "interior padding of dim " + i + " must be >= 0, got " + interior);
      }
      long size;
      try {
        long dilated = Math.addExact(d, Math.multiplyExact(Math.max(d - 1, 0), interior));
        size = Math.addExact(Math.addExact(dilated, p.getEdgePaddingLow(i)), p.getEdgePaddingHigh(i));
      } catch (ArithmeticException e) {
        throw error(name, "result dim " + i + " overflows");
      }
      if (size < 0) {
        throw error(name, "result dim " + i + " would be " + size + " (low " + p.getEdgePaddingLow(i)
            + ", high " + p.getEdgePaddingHigh(i) + ", interior " + interior + " on " + str(x) + ")");
      }
      dims.add(size);
    }
    return result(name, x.getDtype(), dims);
  }

  // ---------------------------------------------------------------- gather and scatter

  private static TensorType gather(String name, GatherOp g, List<TensorType> operands) {
    expectCount(name, operands, 2, "[operand, start_indices]");
    TensorType operand = operands.get(0);
    TensorType indices = operands.get(1);
    int operandRank = operand.getDimsCount();
    int indicesRank = indices.getDimsCount();
    requireIndexTensor(name, "start_indices", indices);
    long ivd = g.getIndexVectorDim();
    if (ivd < 0 || ivd > indicesRank) {
      throw error(name, "index_vector_dim " + ivd + " must be in [0, " + indicesRank + "] for start_indices "
          + str(indices));
    }
    if (g.getSliceSizesCount() != operandRank) {
      throw error(name, "slice_sizes has " + g.getSliceSizesCount() + " entries, operand " + str(operand)
          + " has rank " + operandRank);
    }
    for (int i = 0; i < operandRank; i++) {
      long s = g.getSliceSizes(i);
      if (s < 0 || s > operand.getDims(i)) {
        throw error(name, "slice size " + s + " for dim " + i + " must be in [0, " + operand.getDims(i)
            + "] for operand " + str(operand));
      }
    }
    checkSortedDims(name, "collapsed_slice_dims", g.getCollapsedSliceDimsList(), operand);
    checkSortedDims(name, "operand_batching_dims", g.getOperandBatchingDimsList(), operand);
    boolean[] removed = new boolean[operandRank]; // operand dims that do not appear in the result
    for (long d : g.getCollapsedSliceDimsList()) {
      markUnique(name, "collapsed_slice_dims and operand_batching_dims", d, removed);
      requireUnitSlice(name, "collapsed", g, (int) d, operand);
    }
    for (long d : g.getOperandBatchingDimsList()) {
      markUnique(name, "collapsed_slice_dims and operand_batching_dims", d, removed);
      requireUnitSlice(name, "batching", g, (int) d, operand);
    }
    checkBatchingPairs(name, "operand_batching_dims", g.getOperandBatchingDimsList(), operand,
        "start_indices_batching_dims", g.getStartIndicesBatchingDimsList(), indices, ivd);
    checkIndexMap(name, "start_index_map", g.getStartIndexMapList(), g.getOperandBatchingDimsList(),
        operand, indices, ivd);
    int expectedRank = g.getOffsetDimsCount() + g.getCollapsedSliceDimsCount() + g.getOperandBatchingDimsCount();
    if (operandRank != expectedRank) {
      throw error(name, "operand " + str(operand) + " has rank " + operandRank + ", but offset_dims ("
          + g.getOffsetDimsCount() + ") + collapsed_slice_dims (" + g.getCollapsedSliceDimsCount()
          + ") + operand_batching_dims (" + g.getOperandBatchingDimsCount() + ") = " + expectedRank);
    }
    long[] batchSizes = dimsWithout(indices, ivd);
    int resultRank = batchSizes.length + g.getOffsetDimsCount();
    boolean[] isOffset = new boolean[resultRank];
    checkSortedUnique(name, "offset_dims", g.getOffsetDimsList(), resultRank, "result rank " + resultRank);
    for (long d : g.getOffsetDimsList()) {
      isOffset[(int) d] = true;
    }
    List<Long> dims = new ArrayList<>();
    int nextBatch = 0;
    int nextOffset = 0;
    for (int r = 0; r < resultRank; r++) {
      if (isOffset[r]) {
        while (removed[nextOffset]) {
          nextOffset++;
        }
        dims.add(g.getSliceSizes(nextOffset++));
      } else {
        dims.add(batchSizes[nextBatch++]);
      }
    }
    return result(name, operand.getDtype(), dims);
  }

  private static void requireUnitSlice(String name, String what, GatherOp g, int dim, TensorType operand) {
    if (g.getSliceSizes(dim) != 1) {
      throw error(name, "slice size of " + what + " dim " + dim + " must be 1, got " + g.getSliceSizes(dim)
          + " (operand " + str(operand) + ")");
    }
  }

  private static TensorType scatter(String name, ScatterOp s, List<TensorType> operands) {
    expectCount(name, operands, 3, "[operand, scatter_indices, updates]");
    TensorType operand = operands.get(0);
    TensorType indices = operands.get(1);
    TensorType updates = operands.get(2);
    int operandRank = operand.getDimsCount();
    int indicesRank = indices.getDimsCount();
    int updatesRank = updates.getDimsCount();
    if (updates.getDtype() != operand.getDtype()) {
      throw error(name, "updates " + str(updates) + " and operand " + str(operand) + " have different element types");
    }
    requireIndexTensor(name, "scatter_indices", indices);
    switch (s.getCombiner()) {
      case REPLACE, ADD, MULTIPLY, MAX, MIN -> { }
      default -> throw error(name, "combiner " + s.getCombiner() + " is not supported");
    }
    long ivd = s.getIndexVectorDim();
    if (ivd < 0 || ivd > indicesRank) {
      throw error(name, "index_vector_dim " + ivd + " must be in [0, " + indicesRank + "] for scatter_indices "
          + str(indices));
    }
    checkSortedUnique(name, "update_window_dims", s.getUpdateWindowDimsList(), updatesRank,
        "updates " + str(updates));
    checkSortedDims(name, "inserted_window_dims", s.getInsertedWindowDimsList(), operand);
    checkSortedDims(name, "input_batching_dims", s.getInputBatchingDimsList(), operand);
    boolean[] notWindow = new boolean[operandRank]; // operand dims with no window dim in updates
    for (long d : s.getInsertedWindowDimsList()) {
      markUnique(name, "inserted_window_dims and input_batching_dims", d, notWindow);
    }
    for (long d : s.getInputBatchingDimsList()) {
      markUnique(name, "inserted_window_dims and input_batching_dims", d, notWindow);
    }
    checkBatchingPairs(name, "input_batching_dims", s.getInputBatchingDimsList(), operand,
        "scatter_indices_batching_dims", s.getScatterIndicesBatchingDimsList(), indices, ivd);
    checkIndexMap(name, "scatter_dims_to_operand_dims", s.getScatterDimsToOperandDimsList(),
        s.getInputBatchingDimsList(), operand, indices, ivd);
    int expectedRank = s.getUpdateWindowDimsCount() + s.getInsertedWindowDimsCount() + s.getInputBatchingDimsCount();
    if (operandRank != expectedRank) {
      throw error(name, "operand " + str(operand) + " has rank " + operandRank + ", but update_window_dims ("
          + s.getUpdateWindowDimsCount() + ") + inserted_window_dims (" + s.getInsertedWindowDimsCount()
          + ") + input_batching_dims (" + s.getInputBatchingDimsCount() + ") = " + expectedRank);
    }
    long[] scatterSizes = dimsWithout(indices, ivd);
    if (updatesRank != scatterSizes.length + s.getUpdateWindowDimsCount()) {
      throw error(name, "updates " + str(updates) + " must have rank " + (scatterSizes.length
          + s.getUpdateWindowDimsCount()) + " (" + scatterSizes.length + " scatter dims from scatter_indices "
          + str(indices) + " + " + s.getUpdateWindowDimsCount() + " update_window_dims)");
    }
    boolean[] isWindow = new boolean[updatesRank];
    for (long d : s.getUpdateWindowDimsList()) {
      isWindow[(int) d] = true;
    }
    int nextScatter = 0;
    int nextOperandDim = 0;
    for (int u = 0; u < updatesRank; u++) {
      long size = updates.getDims(u);
      if (isWindow[u]) {
        while (notWindow[nextOperandDim]) {
          nextOperandDim++;
        }
        long bound = operand.getDims(nextOperandDim);
        if (size > bound) {
          throw error(name, "updates " + str(updates) + " window dim " + u + " has size " + size
              + ", larger than operand " + str(operand) + " dim " + nextOperandDim + " (" + bound + ")");
        }
        nextOperandDim++;
      } else {
        long expected = scatterSizes[nextScatter++];
        if (size != expected) {
          throw error(name, "updates " + str(updates) + " scatter dim " + u + " has size " + size
              + ", but scatter_indices " + str(indices) + " give " + expected);
        }
      }
    }
    return operand;
  }

  /** Dimension-number list that must be sorted, distinct and in range for {@code of}. */
  private static void checkSortedDims(String name, String what, List<Long> dims, TensorType of) {
    checkSortedUnique(name, what, dims, of.getDimsCount(), str(of));
  }

  private static void checkSortedUnique(String name, String what, List<Long> dims, int rank, String of) {
    long previous = -1;
    for (long d : dims) {
      if (d < 0 || d >= rank) {
        throw error(name, what + " entry " + d + " out of range for " + of);
      }
      if (d <= previous) {
        throw error(name, what + " " + dims + " must be sorted and distinct");
      }
      previous = d;
    }
  }

  private static void markUnique(String name, String what, long d, boolean[] used) {
    if (used[(int) d]) {
      throw error(name, "dim " + d + " appears more than once in " + what);
    }
    used[(int) d] = true;
  }

  /** Operand batching dims pair up with index batching dims: same count, same sizes, valid and distinct. */
  private static void checkBatchingPairs(String name, String operandWhat, List<Long> operandDims, TensorType operand,
      String indicesWhat, List<Long> indicesDims, TensorType indices, long ivd) {
    if (operandDims.size() != indicesDims.size()) {
      throw error(name, operandWhat + " " + operandDims + " and " + indicesWhat + " " + indicesDims
          + " must have the same length");
    }
    boolean[] seen = new boolean[indices.getDimsCount()];
    for (int i = 0; i < indicesDims.size(); i++) {
      long d = indicesDims.get(i);
      if (d < 0 || d >= indices.getDimsCount()) {
        throw error(name, indicesWhat + " entry " + d + " out of range for " + str(indices));
      }
      if (d == ivd) {
        throw error(name, indicesWhat + " must not contain index_vector_dim " + ivd);
      }
      markUnique(name, indicesWhat, d, seen);
      long operandSize = operand.getDims(operandDims.get(i).intValue());
      long indicesSize = indices.getDims((int) d);
      if (operandSize != indicesSize) {
        throw error(name, "batching dimension sizes differ: operand " + str(operand) + " dim " + operandDims.get(i)
            + " is " + operandSize + ", indices " + str(indices) + " dim " + d + " is " + indicesSize);
      }
    }
  }

  /** The index-vector-to-operand map: right length, in range, disjoint from the batching dims. */
  private static void checkIndexMap(String name, String what, List<Long> map, List<Long> batchingDims,
      TensorType operand, TensorType indices, long ivd) {
    long vectorLength = ivd < indices.getDimsCount() ? indices.getDims((int) ivd) : 1;
    if (map.size() != vectorLength) {
      throw error(name, what + " " + map + " has " + map.size() + " entries, but the index vectors of "
          + str(indices) + " (index_vector_dim " + ivd + ") have " + vectorLength);
    }
    boolean[] used = new boolean[operand.getDimsCount()];
    for (long d : map) {
      if (d < 0 || d >= operand.getDimsCount()) {
        throw error(name, what + " entry " + d + " out of range for operand " + str(operand));
      }
      markUnique(name, what + " and the batching dims", d, used);
    }
    for (long d : batchingDims) {
      markUnique(name, what + " and the batching dims", d, used);
    }
  }

  private static long[] dimsWithout(TensorType type, long skip) {
    long[] out = new long[type.getDimsCount() - (skip < type.getDimsCount() ? 1 : 0)];
    int k = 0;
    for (int i = 0; i < type.getDimsCount(); i++) {
      if (i != skip) {
        out[k++] = type.getDims(i);
      }
    }
    return out;
  }

  private static void requireIndexTensor(String name, String what, TensorType indices) {
    if (!isIndexType(indices.getDtype())) {
      throw error(name, what + " must have an integer element type, got " + str(indices));
    }
  }

  // ---------------------------------------------------------------- random and sort

  private static TensorType rng(String name, RngOp r, List<TensorType> operands) {
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

  private static double[] integerRange(DType dt) {
    return switch (dt) {
      case S8 -> new double[] {Byte.MIN_VALUE, Byte.MAX_VALUE};
      case U8 -> new double[] {0, 255};
      case S32 -> new double[] {Integer.MIN_VALUE, Integer.MAX_VALUE};
      case S64 -> new double[] {Long.MIN_VALUE, Long.MAX_VALUE};
      default -> throw new IllegalArgumentException(dt + " is not a sized integer type");
    };
  }

  private static List<TensorType> sort(String name, SortOp s, List<TensorType> operands) {
    if (operands.isEmpty()) {
      throw error(name, "needs at least one operand (keys)");
    }
    TensorType keys = operands.get(0);
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

  // ---------------------------------------------------------------- shared checks

  private static OpTypeException error(String name, String message) {
    return new OpTypeException(name + ": " + message);
  }

  private static String str(TensorType type) {
    return Shapes.toString(type);
  }

  private static void expectCount(String name, List<TensorType> operands, int count, String shape) {
    if (operands.size() != count) {
      throw error(name, "expects " + count + " operand" + (count == 1 ? "" : "s") + " " + shape + ", got "
          + operands.size());
    }
  }

  /** Supported dtype, no negative dims, element count within {@link Shapes#MAX_ELEMENTS}. */
  private static void checkType(String name, String what, TensorType type) {
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

  private static TensorType checked(String name, TensorType result) {
    checkType(name, "result", result);
    return result;
  }

  private static TensorType result(String name, DType dtype, List<Long> dims) {
    TensorType type = Shapes.type(dtype, dims);
    checkType(name, "result", type);
    return type;
  }

  private static void requireSupported(String name, String what, DType dtype) {
    if (!DTypes.isSupported(dtype)) {
      throw error(name, what + " has unsupported dtype " + dtype);
    }
  }

  private static void requireSameType(String name, String aName, TensorType a, String bName, TensorType b) {
    if (!a.equals(b)) {
      throw error(name, aName + " " + str(a) + " and " + bName + " " + str(b) + " must have identical types");
    }
  }

  private static void requireFloat(String name, TensorType x) {
    if (!DTypes.isFloat(x.getDtype())) {
      throw error(name, "needs a floating operand, got " + str(x));
    }
  }

  private static void requireInteger(String name, TensorType x) {
    if (!DTypes.isInteger(x.getDtype())) {
      throw error(name, "needs an integer or pred operand, got " + str(x));
    }
  }

  private static void requireNotPred(String name, TensorType x) {
    if (x.getDtype() == DType.PRED) {
      throw error(name, "does not accept pred operands, got " + str(x));
    }
  }

  private static boolean isIndexType(DType dtype) {
    return DTypes.isInteger(dtype) && dtype != DType.PRED;
  }

  /** Distinct in-range dims of {@code x}, as a mask over its dims. */
  private static boolean[] distinctDims(String name, String what, List<Long> dims, TensorType x) {
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
}
