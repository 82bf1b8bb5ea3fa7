package org.torchtpu.server.advisor;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.AdviceReport;
import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.Finding;
import org.torchtpu.api.v1.FunctionCompiles;
import org.torchtpu.api.v1.HostSync;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.cost.CostModel;

/**
 * The advisor's rules, applied to ops already typed and kernels already priced by the cost model: {@link MxuRule},
 * {@link HbmRule}, {@link DataDependenceRule}, the host-sync rule (here, as it needs the step's total) and
 * {@link RecompileRule}. Their findings are merged ({@link Findings}).
 */
final class Rules {
  /** One op as analysed: its index as sent, types, and for each operand the kind of op that made it (null: input). */
  record AnalysedOp(int index, Op op, List<TensorType> operands, List<TensorType> results,
      List<Op.KindCase> operandProducers) {
    String name() {
      return TypeInference.kindName(op);
    }
  }

  /** A kernel as it runs: one op, or several fused, with the cost model's price. */
  record PricedKernel(List<AnalysedOp> members, CostBreakdown cost, boolean fused) {}

  /** A host sync of an eager trace; {@code insideStep} when ops follow it in the trace. */
  record Sync(int index, HostSync sync, boolean insideStep) {}

  private final CostModel costModel;
  private final ChipSpec spec;
  private final Findings findings = new Findings();

  Rules(CostModel costModel) {
    this.costModel = costModel;
    this.spec = costModel.spec();
  }

  CostModel costModel() {
    return costModel;
  }

  /** Prices the step and applies the MXU, HBM and data-dependence rules (and, for a trace, the host-sync rule). */
  AdviceReport.Builder analyse(List<AnalysedOp> ops, List<PricedKernel> kernels, List<Sync> syncs) {
    double kernelSeconds = 0;
    Map<AnalysedOp, Double> secondsOfKernel = new IdentityHashMap<>();
    for (PricedKernel k : kernels) {
      double s = CostModel.seconds(k.cost());
      kernelSeconds += s;
      for (AnalysedOp m : k.members()) {
        secondsOfKernel.put(m, s);
      }
    }
    double syncSeconds = 0;
    for (Sync s : syncs) {
      syncSeconds += syncSeconds(s.sync());
    }
    double total = kernelSeconds + syncSeconds;

    double hbmBoundSeconds = 0;
    for (PricedKernel k : kernels) {
      if (k.cost().getBound() == CostBreakdown.Bound.MEMORY) {
        double s = CostModel.seconds(k.cost());
        hbmBoundSeconds += s;
        HbmRule.apply(k, share(s, total), spec, findings);
      }
    }
    double mxuFlops = 0;
    double mxuUseful = 0;
    for (AnalysedOp op : ops) {
      double share = share(secondsOfKernel.getOrDefault(op, 0.0), total);
      switch (op.op().getKindCase()) {
        case DOT_GENERAL -> {
          CostBreakdown cost = costModel.price(op.op(), op.operands(), op.results());
          mxuFlops += cost.getFlops();
          mxuUseful += cost.getUsefulFlops();
          MxuRule.apply(op, cost, spec.getMxuDim(), share, findings);
        }
        case CONVOLUTION -> {
          CostBreakdown cost = costModel.price(op.op(), op.operands(), op.results());
          mxuFlops += cost.getFlops();
          mxuUseful += cost.getUsefulFlops();
        }
        default -> DataDependenceRule.apply(op, share, findings);
      }
    }
    hostSyncs(syncs, total);
    return AdviceReport.newBuilder()
        .setOps(ops.size())
        .setDeviceSeconds(total)
        .setHbmBoundShare(share(hbmBoundSeconds, total))
        .setMxuUtilization(mxuFlops > 0 ? mxuUseful / mxuFlops : 0);
  }

  /** The merged findings, most costly first (recompiles, which cost no step time, by their count). */
  List<Finding> findings() {
    return findings.sorted();
  }

  // ------------------------------------------------------------------ host syncs

  private void hostSyncs(List<Sync> syncs, double total) {
    for (Sync s : syncs) {
      if (!s.insideStep()) {
        continue;
      }
      HostSync sync = s.sync();
      boolean read = sync.getValue() != 0;
      String what = read ? "read of " + Shapes.toString(sync.getType()) + " between ops" : "synchronize() between ops";
      String measure = "host sync inside the step (" + what + "): the host waits for every queued op, the device "
          + "then idles until the next op arrives";
      String fix = read
          ? "keep the value on the device (accumulate it in a tensor) and read it once after the loop, or every N steps"
          : "drop it: reads synchronize by themselves, and synchronize() inside a step only adds a stall";
      // Merged by place: every iteration's read at the same line is one finding.
      findings.add(Finding.Kind.HOST_SYNC, read ? "read" : "synchronize", s.index(), sync.getLocation(), measure, 1,
          share(syncSeconds(sync), total), fix);
    }
  }

  private double syncSeconds(HostSync sync) {
    return sync.getValue() == 0 ? 0 : costModel.transferSeconds(Shapes.byteSize(sync.getType()));
  }

  void recompiles(List<FunctionCompiles> functions) {
    RecompileRule.apply(functions, findings);
  }

  private static double share(double seconds, double total) {
    return total > 0 ? seconds / total : 0;
  }
}
