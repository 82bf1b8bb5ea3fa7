package org.torchtpu.api.ir;

import static org.torchtpu.api.ir.TypingChecks.distinctDims;
import static org.torchtpu.api.ir.TypingChecks.error;
import static org.torchtpu.api.ir.TypingChecks.expectCount;
import static org.torchtpu.api.ir.TypingChecks.requireNotPred;
import static org.torchtpu.api.ir.TypingChecks.requireSupported;
import static org.torchtpu.api.ir.TypingChecks.result;
import static org.torchtpu.api.ir.TypingChecks.str;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.v1.ArgReduceOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.TensorType;

/**
 * {@link TypeInference}'s rules for the contractions and reductions: {@code dot_general} (batching
 * and contracting dims distinct, in range and of equal sizes), {@code reduce} and
 * {@code arg_reduce}.
 */
final class ContractionTyping {
  private ContractionTyping() {}

  static TensorType dotGeneral(String name, DotGeneralOp d, List<TensorType> operands) {
    expectCount(name, operands, 2, "[lhs, rhs]");
    TensorType lhs = operands.get(0);
    TensorType rhs = operands.get(1);
    // fp8 training multiplies e4m3 activations or weights by e5m2 gradients: both exact in the MXU's bf16 inputs
    boolean float8Pair = DTypes.isFloat8(lhs.getDtype()) && DTypes.isFloat8(rhs.getDtype());
    if (lhs.getDtype() != rhs.getDtype() && !float8Pair) {
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

  static TensorType reduce(String name, ReduceOp r, List<TensorType> operands) {
    expectCount(name, operands, 1, "[x]");
    TensorType x = operands.get(0);
    switch (r.getKind()) {
      case SUM, PROD -> { }
      case MAX, MIN -> TypingChecks.requireNotU64(name, x, "a max or min reduce");
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

  static TensorType argReduce(String name, ArgReduceOp a, List<TensorType> operands) {
    expectCount(name, operands, 1, "[x]");
    TensorType x = operands.get(0);
    TypingChecks.requireNotU64(name, x, "argmax and argmin");
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
}
