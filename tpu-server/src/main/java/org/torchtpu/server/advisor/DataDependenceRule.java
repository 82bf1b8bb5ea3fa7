package org.torchtpu.server.advisor;

import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.Finding;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.advisor.Rules.AnalysedOp;

/**
 * The data-dependence rule: sorts, and gathers, scatters and dynamic slices whose indices the device computes or
 * receives, are reported with the dense alternative (argmax rounds, a one-hot matmul, a mask of static shape).
 */
final class DataDependenceRule {
  private DataDependenceRule() {}

  /** Applies the rule to {@code op} if it is one of the data-dependent kinds. */
  static void apply(AnalysedOp op, double share, Findings findings) {
    switch (op.op().getKindCase()) {
      case SORT -> sort(op, share, findings);
      case GATHER, SCATTER -> dynamicIndices(op, 1, 2, share, findings);
      case DYNAMIC_SLICE -> dynamicIndices(op, 1, op.operands().size(), share, findings);
      case DYNAMIC_UPDATE_SLICE -> dynamicIndices(op, 2, op.operands().size(), share, findings);
      default -> { }
    }
  }

  private static void sort(AnalysedOp op, double share, Findings findings) {
    TensorType t = op.operands().get(0);
    long row = t.getDimsCount() == 0 ? 1 : t.getDims((int) Math.min(op.op().getSort().getDimension(),
        t.getDimsCount() - 1));
    findings.add(Finding.Kind.DATA_DEPENDENT, op, "sort of " + row + " elements per row: data-dependent order, "
        + "n*log2(n) compares on the VPU", 1, share, "for top-k with small k use k rounds of argmax (or max for "
        + "values); sort only a smaller candidate set");
  }

  /** Gather, scatter and dynamic slices whose indices (operands from..to-1) the device computes or receives. */
  private static void dynamicIndices(AnalysedOp op, int from, int to, double share, Findings findings) {
    boolean dynamic = false;
    for (int i = from; i < to && i < op.operandProducers().size(); i++) {
      Op.KindCase producer = op.operandProducers().get(i);
      if (producer != Op.KindCase.CONSTANT && producer != Op.KindCase.IOTA) {
        dynamic = true;
      }
    }
    if (!dynamic) {
      return;
    }
    String what;
    String fix;
    switch (op.op().getKindCase()) {
      case GATHER -> {
        what = "gather of " + Shapes.toString(op.results().get(0)) + " at indices known only at run time";
        fix = "expected for embedding lookups; for a small table use one_hot(ids) @ table on the MXU, and replace "
            + "nonzero-style index filters by a mask (select) of static shape";
      }
      case SCATTER -> {
        what = "scatter into " + Shapes.toString(op.operands().get(0)) + " at indices known only at run time";
        fix = "expected for embedding gradients; otherwise a one-hot matmul or a masked sum (select + reduce) "
            + "keeps the work dense";
      }
      default -> {
        what = TypeInference.kindName(op.op()) + " at an offset known only at run time";
        fix = "use a static slice when the offset is known when tracing (a Java int); a dynamic offset of static "
            + "size (a KV-cache update) is fine";
      }
    }
    findings.add(Finding.Kind.DATA_DEPENDENT, op, what, 1, share, fix);
  }
}
