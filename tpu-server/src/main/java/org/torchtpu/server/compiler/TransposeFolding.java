package org.torchtpu.server.compiler;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.ir.IrOp;
import org.torchtpu.server.ir.IrValue;

/**
 * Transposes folded into dot_general, as XLA's TransposeFolding does: the matmul kernels copy their operands into
 * packed panels anyway ({@code exec.MatmulPacking}), reading any layout the dimension numbers describe, so a
 * transpose that only feeds a dot_general, or only reorders its product, is a pass over memory that buys nothing.
 * In a JAX training step these are the backward matmuls' transposed weights and the weight gradients computed as
 * (dY^T X)^T; they were 4% of a GPT-2 train step's CPU (ProgramBench profile, README).
 *
 * <ul>
 *   <li>dot_general(transpose(x), y) → dot_general(x, y) with the dimension numbers mapped through the permutation
 *       (likewise for the rhs), when the operand's free dimensions keep their relative order (the product's layout
 *       is then unchanged);
 *   <li>transpose(dot_general(a, b)) that moves the rhs's free dimensions before the lhs's (batch dimensions staying
 *       first) → dot_general(b, a), when the product has no other use.
 * </ul>
 *
 * <p>Both are exact: each product element is still {@code fma(a[k], b[k], c)} over the same k in the same order
 * (fma's two factors commute, and DEFAULT precision rounds both operands alike), so no result changes by a bit.
 * The simulated device time does change: the removed transposes are no longer priced (the MXU's operand fetch
 * takes either layout, as on a TPU after XLA's folding).
 */
final class TransposeFolding {
  private TransposeFolding() {}

  /** Folds transposed operands into {@code dot}, in place; true if it changed. */
  static boolean foldOperands(IrGraph graph, IrOp dot) {
    DotGeneralOp d = dot.op().getDotGeneral();
    List<IrValue> operands = new ArrayList<>(dot.operands());
    DotGeneralOp.Builder folded = d.toBuilder();
    boolean changed = false;
    for (int side = 0; side < 2; side++) {
      IrValue v = operands.get(side);
      if (v.isParameter() || v.producer().kind() != Op.KindCase.TRANSPOSE) {
        continue;
      }
      List<Long> perm = v.producer().op().getTranspose().getPermutationList();
      List<Long> batching = side == 0 ? d.getLhsBatchingDimsList() : d.getRhsBatchingDimsList();
      List<Long> contracting = side == 0 ? d.getLhsContractingDimsList() : d.getRhsContractingDimsList();
      if (!freeDimsKeepOrder(perm, batching, contracting)) {
        continue;
      }
      List<Long> mappedBatching = map(perm, batching);
      List<Long> mappedContracting = map(perm, contracting);
      if (side == 0) {
        folded.clearLhsBatchingDims().addAllLhsBatchingDims(mappedBatching)
            .clearLhsContractingDims().addAllLhsContractingDims(mappedContracting);
      } else {
        folded.clearRhsBatchingDims().addAllRhsBatchingDims(mappedBatching)
            .clearRhsContractingDims().addAllRhsContractingDims(mappedContracting);
      }
      operands.set(side, v.producer().operands().get(0));
      changed = true;
    }
    if (changed) {
      graph.rewrite(dot, dot.op().toBuilder().setDotGeneral(folded).build(), operands);
    }
    return changed;
  }

  /**
   * Rewrites {@code transpose} of a dot_general's product as the dot_general with its operands swapped, in place,
   * when the permutation is [batch dims, rhs free dims, lhs free dims] and the product has no other use; true if it
   * did.
   */
  static boolean foldIntoProduct(IrGraph graph, IrOp transpose) {
    IrValue x = transpose.operands().get(0);
    if (x.isParameter() || x.producer().kind() != Op.KindCase.DOT_GENERAL || x.users().size() != 1
        || graph.outputs().contains(x)) {
      return false;
    }
    IrOp dot = x.producer();
    DotGeneralOp d = dot.op().getDotGeneral();
    int batch = d.getLhsBatchingDimsCount();
    int lhsFree = dot.operands().get(0).type().getDimsCount() - batch - d.getLhsContractingDimsCount();
    int rhsFree = dot.operands().get(1).type().getDimsCount() - batch - d.getRhsContractingDimsCount();
    if (lhsFree == 0 || rhsFree == 0) {
      return false; // the transpose moves nothing between the groups (an identity one is simplified elsewhere)
    }
    List<Long> perm = transpose.op().getTranspose().getPermutationList();
    List<Long> swapped = new ArrayList<>(perm.size());
    for (int i = 0; i < batch; i++) {
      swapped.add((long) i);
    }
    for (int i = 0; i < rhsFree; i++) {
      swapped.add((long) (batch + lhsFree + i));
    }
    for (int i = 0; i < lhsFree; i++) {
      swapped.add((long) (batch + i));
    }
    if (!perm.equals(swapped)) {
      return false;
    }
    DotGeneralOp.Builder b = d.toBuilder()
        .clearLhsBatchingDims().addAllLhsBatchingDims(d.getRhsBatchingDimsList())
        .clearRhsBatchingDims().addAllRhsBatchingDims(d.getLhsBatchingDimsList())
        .clearLhsContractingDims().addAllLhsContractingDims(d.getRhsContractingDimsList())
        .clearRhsContractingDims().addAllRhsContractingDims(d.getLhsContractingDimsList());
    // the op keeps the dot_general's source line: a failure names the matmul the user wrote
    graph.rewrite(transpose, dot.op().toBuilder().setDotGeneral(b).build(),
        List.of(dot.operands().get(1), dot.operands().get(0)));
    return true;
  }

  /** The operand's free dimensions (neither batching nor contracting), mapped to the source, are increasing. */
  private static boolean freeDimsKeepOrder(List<Long> perm, List<Long> batching, List<Long> contracting) {
    long last = -1;
    for (int dim = 0; dim < perm.size(); dim++) {
      if (batching.contains((long) dim) || contracting.contains((long) dim)) {
        continue;
      }
      long source = perm.get(dim);
      if (source < last) {
        return false;
      }
      last = source;
    }
    return true;
  }

  private static List<Long> map(List<Long> perm, List<Long> dims) {
    List<Long> out = new ArrayList<>(dims.size());
    for (long dim : dims) {
      out.add(perm.get((int) dim));
    }
    return out;
  }
}
