package org.torchtpu.api.ir;

import static org.torchtpu.api.ir.TypingChecks.distinctDims;
import static org.torchtpu.api.ir.TypingChecks.error;
import static org.torchtpu.api.ir.TypingChecks.expectCount;
import static org.torchtpu.api.ir.TypingChecks.isIndexType;
import static org.torchtpu.api.ir.TypingChecks.result;
import static org.torchtpu.api.ir.TypingChecks.str;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.v1.BroadcastInDimOp;
import org.torchtpu.api.v1.ConcatenateOp;
import org.torchtpu.api.v1.DynamicSliceOp;
import org.torchtpu.api.v1.PadOp;
import org.torchtpu.api.v1.ReshapeOp;
import org.torchtpu.api.v1.SliceOp;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.TransposeOp;

/**
 * {@link TypeInference}'s rules for the data-movement ops: reverse, broadcast_in_dim, reshape,
 * transpose, slice, dynamic_slice, dynamic_update_slice, concatenate and pad.
 */
final class MovementTyping {
  private MovementTyping() {}

  static TensorType reverse(String name, org.torchtpu.api.v1.ReverseOp r, List<TensorType> operands) {
    expectCount(name, operands, 1, "[x]");
    distinctDims(name, "reversed", r.getDimensionsList(), operands.get(0));
    return operands.get(0);
  }

  static TensorType broadcastInDim(String name, BroadcastInDimOp b, List<TensorType> operands) {
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

  static TensorType reshape(String name, ReshapeOp r, List<TensorType> operands) {
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

  static TensorType transpose(String name, TransposeOp t, List<TensorType> operands) {
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

  static TensorType slice(String name, SliceOp s, List<TensorType> operands) {
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
      dims.add(Shapes.sliceSize(start, limit, stride));
    }
    return result(name, x.getDtype(), dims);
  }

  static TensorType dynamicSlice(String name, DynamicSliceOp d, List<TensorType> operands) {
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

  static TensorType dynamicUpdateSlice(String name, List<TensorType> operands) {
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

  static TensorType concatenate(String name, ConcatenateOp c, List<TensorType> operands) {
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

  static TensorType pad(String name, PadOp p, List<TensorType> operands) {
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
      // Each amount is at most a tensor's element bound, as convolution's padding is: the kernel places element j at
      // low + j * (interior + 1), and amounts near 2^63 (which can still add up to a small result dim) overflowed
      // there, so an operand of one element under an interior padding of 2^63-1 came back as padding only.
      requirePadding(name, "interior", i, interior);
      requirePadding(name, "edge_padding_low", i, p.getEdgePaddingLow(i));
      requirePadding(name, "edge_padding_high", i, p.getEdgePaddingHigh(i));
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

  private static void requirePadding(String name, String what, int dim, long amount) {
    if (amount > Shapes.MAX_ELEMENTS || amount < -Shapes.MAX_ELEMENTS) { // not Math.abs: |Long.MIN_VALUE| < 0
      throw error(name, what + " of dim " + dim + " is " + amount + "; padding is at most " + Shapes.MAX_ELEMENTS
          + " either way");
    }
  }
}
