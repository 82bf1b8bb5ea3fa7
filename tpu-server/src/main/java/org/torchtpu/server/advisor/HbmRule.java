package org.torchtpu.server.advisor;

import java.util.Locale;
import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.Finding;
import org.torchtpu.server.advisor.Rules.AnalysedOp;
import org.torchtpu.server.advisor.Rules.PricedKernel;
import org.torchtpu.server.cost.CostModel;

/**
 * The HBM rule: an HBM-bound kernel (or group of identical ones) from {@link #HBM_SHARE_THRESHOLD} of the step's
 * device time is reported with its arithmetic intensity against the unit's ridge point, and a fix by the kind of
 * kernel (fuse it, batch more rows, move bf16).
 */
final class HbmRule {
  /** An HBM-bound kernel (or group of identical ones) is reported from this share of the step's device time. */
  static final double HBM_SHARE_THRESHOLD = 0.02;

  private HbmRule() {}

  static void apply(PricedKernel kernel, double share, ChipSpec spec, Findings findings) {
    if (share < HBM_SHARE_THRESHOLD) {
      return;
    }
    CostBreakdown cost = kernel.cost();
    double intensity = cost.getHbmBytes() > 0 ? cost.getFlops() / cost.getHbmBytes() : 0;
    boolean mxuKernel = CostModel.UNIT_MXU.equals(cost.getUnit());
    double rate = mxuKernel ? spec.getPeakBf16Flops() : spec.getPeakVpuFlops();
    double ridge = rate / spec.getHbmBytesPerSecond();
    AnalysedOp first = kernel.members().get(0);
    StringBuilder name = new StringBuilder();
    for (int i = 0; i < kernel.members().size() && i < 4; i++) {
      name.append(i > 0 ? "+" : "").append(kernel.members().get(i).name());
    }
    if (kernel.members().size() > 4) {
      name.append("+").append(kernel.members().size() - 4).append(" more");
    }
    String measure = String.format(Locale.ROOT,
        "HBM-bound: %.2f FLOP/byte, below the %s ridge of %.0f; memory %s vs compute %s",
        intensity, mxuKernel ? "MXU" : "VPU", ridge, time(cost.getMemorySeconds()), time(cost.getComputeSeconds()));
    findings.add(Finding.Kind.HBM_BOUND, name.toString(), first, measure, intensity, share, fix(kernel, mxuKernel));
  }

  private static String fix(PricedKernel kernel, boolean mxuKernel) {
    if (mxuKernel) {
      return "put more rows through each matmul (batch more tokens): its intensity grows with M; bf16 weights halve the bytes";
    }
    if (kernel.fused()) {
      return "already one pass over memory: keep its inputs and outputs in bf16 to halve the bytes, or fuse it into the neighbouring matmul";
    }
    return switch (kernel.members().get(0).op().getKindCase()) {
      case TRANSPOSE -> "fold the transpose into its consumer (dot_general takes any contracting and batch dims)";
      case BROADCAST_IN_DIM -> "do not materialise the broadcast: compiled or FUSED mode fuses it into its consumer";
      case REDUCE, ARG_REDUCE -> "fuse its producers into the reduction (compile the step or run it in FUSED mode)";
      case UNARY, BINARY, COMPARE, SELECT, CLAMP, CONVERT -> "fuse it with its neighbours (compile the step or run it "
          + "in FUSED mode: one pass over memory instead of one per op); bf16 halves the bytes";
      default -> "move fewer bytes: bf16 instead of f32 halves them, and fusing its producer or consumer saves a round trip";
    };
  }

  private static String time(double seconds) {
    if (seconds >= 1e-3) {
      return String.format(Locale.ROOT, "%.2f ms", seconds * 1e3);
    }
    return String.format(Locale.ROOT, "%.2f us", seconds * 1e6);
  }
}
