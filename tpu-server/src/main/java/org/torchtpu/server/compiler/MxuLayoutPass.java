package org.torchtpu.server.compiler;

import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.MxuNote;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.cost.MatmulShape;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.ir.IrOp;

/**
 * MXU-friendly layout, as an annotation: for every dot_general, the M x K x N it asks for and
 * the tiles the MXU actually runs (M to the 8-row sublane tile, K and N to the systolic array's
 * edge, 128 or 256). The chip pads anyway and the cost model prices the padded work, so no value
 * is rewritten and results cannot change; the note tells the user what the padding costs and
 * which dimension to grow (the brief's "head dim 64 wastes the MXU").
 */
public final class MxuLayoutPass implements Pass {
  public static final String NAME = "mxu-layout";

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public boolean run(IrGraph graph, CompilationContext context) {
    int mxu = context.spec.getMxuDim();
    for (int i = 0; i < graph.ops().size(); i++) {
      IrOp op = graph.ops().get(i);
      if (op.kind() != Op.KindCase.DOT_GENERAL) {
        continue;
      }
      DotGeneralOp d = op.op().getDotGeneral();
      TensorType lhs = op.operands().get(0).type();
      TensorType rhs = op.operands().get(1).type();
      MatmulShape shape = MatmulShape.of(d, lhs, rhs);
      long m = shape.m();
      long n = shape.n();
      long k = shape.k();
      long pm = roundUp(m, MatmulShape.ROW_TILE);
      long pn = roundUp(n, mxu);
      long pk = roundUp(k, mxu);
      double padded = (double) pm * pn * pk;
      double utilization = padded == 0 ? 0 : (double) m * n * k / padded;
      StringBuilder advice = new StringBuilder();
      if (k % mxu != 0) {
        advice.append("contracting size ").append(k).append(" fills ").append(k % mxu).append(" of the last ")
            .append(mxu).append("-deep MXU pass; ");
      }
      if (n % mxu != 0) {
        advice.append("output width ").append(n).append(" fills ").append(n % mxu).append(" of the last ")
            .append(mxu).append(" MXU columns; ");
      }
      if (advice.length() > 0) {
        advice.append("multiples of ").append(mxu).append(" would use the MXU fully");
      }
      context.mxuNotes.add(MxuNote.newBuilder()
          .setOp(i).setM(m).setN(n).setK(k).setPaddedM(pm).setPaddedN(pn).setPaddedK(pk)
          .setUtilization(utilization).setAdvice(advice.toString()).build());
    }
    return false;
  }

  private static long roundUp(long v, long multiple) {
    return (v + multiple - 1) / multiple * multiple;
  }
}
