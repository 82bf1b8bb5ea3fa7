package org.torchtpu.server.advisor;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.Finding;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.advisor.Rules.AnalysedOp;
import org.torchtpu.server.cost.MatmulShape;

/**
 * The MXU rule: a dot_general using less of the MXU than {@link #MXU_UTILIZATION_THRESHOLD} is reported with the
 * dims that waste the array (K or N not a multiple of its edge, M not a multiple of 8, HIGHEST precision's passes)
 * and how to grow or pad them.
 */
final class MxuRule {
  /** A dot_general using less of the MXU than this is reported. Head dim 64 on a 128-wide MXU gives 0.5. */
  static final double MXU_UTILIZATION_THRESHOLD = 0.9;

  private MxuRule() {}

  /** {@code cost} is the op's own price, {@code mxu} the chip's MXU edge. */
  static void apply(AnalysedOp op, CostBreakdown cost, int mxu, double share, Findings findings) {
    double utilization = cost.getMxuUtilization();
    if (!(utilization < MXU_UTILIZATION_THRESHOLD)) {
      return;
    }
    DotGeneralOp d = op.op().getDotGeneral();
    TensorType lhs = op.operands().get(0);
    TensorType rhs = op.operands().get(1);
    MatmulShape shape = MatmulShape.of(d, lhs, rhs);
    long k = shape.k();
    long m = shape.m();
    long n = shape.n();
    List<String> why = new ArrayList<>();
    List<String> fixes = new ArrayList<>();
    if (k % mxu != 0) {
      why.add("K=" + k + " (contracting) fills " + k % mxu + " of " + mxu);
      fixes.add(grow("the contracting dim", k, mxu));
    }
    if (n % mxu != 0) {
      why.add("N=" + n + " (output columns) fills " + n % mxu + " of " + mxu);
      fixes.add(grow("the output dim", n, mxu));
    }
    if (m % MatmulShape.ROW_TILE != 0) {
      why.add("M=" + m + " rows, not a multiple of " + MatmulShape.ROW_TILE);
      fixes.add("batch rows to a multiple of " + MatmulShape.ROW_TILE);
    }
    boolean multiPass = d.getPrecision() == DotGeneralOp.Precision.HIGHEST
        && (lhs.getDtype() == DType.F32 || lhs.getDtype() == DType.F16);
    if (multiPass) {
      why.add("HIGHEST precision runs several bf16 passes");
      fixes.add("use DEFAULT precision (bf16 inputs, f32 accumulation) unless f32 inputs are needed");
    }
    // A batched matmul with a narrow K or N is how attention's head dim shows up (scores and values per head).
    boolean headDimLike = d.getLhsBatchingDimsCount() > 0 && (k < mxu || n < mxu);
    String fix = String.join("; ", fixes);
    if (headDimLike) {
      fix += "; for attention: head dim " + mxu + " with fewer heads";
    }
    findings.add(Finding.Kind.MXU_UTILIZATION, op, String.format(Locale.ROOT, utilization < 0.1
        ? "MXU utilisation %.1f%%: %s" : "MXU utilisation %.0f%%: %s", utilization * 100, String.join(", ", why)),
        utilization, share, fix);
  }

  private static String grow(String what, long size, int mxu) {
    long target = (size + mxu - 1) / mxu * mxu;
    return String.format(Locale.ROOT, "%s %s from %d to %d (a multiple of %d)", size < mxu ? "grow" : "pad",
        what, size, target, mxu);
  }
}
