package org.torchtpu.api.ir;

import static org.torchtpu.api.ir.TypingChecks.error;
import static org.torchtpu.api.ir.TypingChecks.expectCount;
import static org.torchtpu.api.ir.TypingChecks.isIndexType;
import static org.torchtpu.api.ir.TypingChecks.result;
import static org.torchtpu.api.ir.TypingChecks.str;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.v1.GatherOp;
import org.torchtpu.api.v1.ScatterOp;
import org.torchtpu.api.v1.TensorType;

/**
 * {@link TypeInference}'s rules for {@code gather} and {@code scatter}: their dimension numbers
 * (offset, collapsed, batching and index-map dims) checked as the StableHLO specification
 * constrains them, with gather's collapsed and batching slices of exactly 1.
 */
final class GatherScatterTyping {
  private GatherScatterTyping() {}

  static TensorType gather(String name, GatherOp g, List<TensorType> operands) {
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

  static TensorType scatter(String name, ScatterOp s, List<TensorType> operands) {
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
      case MAX, MIN -> TypingChecks.requireNotU64(name, operand, "a max or min scatter combiner");
      case REPLACE, ADD, MULTIPLY -> { }
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
}
