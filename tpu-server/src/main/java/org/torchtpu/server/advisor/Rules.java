package org.torchtpu.server.advisor;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.AdviceReport;
import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.Finding;
import org.torchtpu.api.v1.FunctionCompiles;
import org.torchtpu.api.v1.HostSync;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.SourceLocation;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.cost.CostModel;

/**
 * The advisor's rules, applied to ops already typed and kernels already priced by the cost model. Findings that
 * are the same (kind, op, source line and measure) are merged into one with a count, so a model of 24 identical
 * layers reports each problem once, with its total share of the step.
 */
final class Rules {
  /** A dot_general using less of the MXU than this is reported. Head dim 64 on a 128-wide MXU gives 0.5. */
  static final double MXU_UTILIZATION_THRESHOLD = 0.9;
  /** An HBM-bound kernel (or group of identical ones) is reported from this share of the step's device time. */
  static final double HBM_SHARE_THRESHOLD = 0.02;
  /** A function compiled for this many signatures or more is recompiling. */
  static final int RECOMPILE_THRESHOLD = 3;

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
  private final Map<String, Finding.Builder> findings = new LinkedHashMap<>();

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
        hbmBound(k, share(s, total));
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
          mxu(op, cost, share);
        }
        case CONVOLUTION -> {
          CostBreakdown cost = costModel.price(op.op(), op.operands(), op.results());
          mxuFlops += cost.getFlops();
          mxuUseful += cost.getUsefulFlops();
        }
        case SORT -> sort(op, share);
        case GATHER, SCATTER -> dynamicIndices(op, 1, 2, share);
        case DYNAMIC_SLICE -> dynamicIndices(op, 1, op.operands().size(), share);
        case DYNAMIC_UPDATE_SLICE -> dynamicIndices(op, 2, op.operands().size(), share);
        default -> { }
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
    List<Finding> out = new ArrayList<>();
    for (Finding.Builder f : findings.values()) {
      if (f.getKind() == Finding.Kind.DATA_DEPENDENT || f.getKind() == Finding.Kind.HOST_SYNC) {
        f.setValue(f.getOccurrences());
      }
      out.add(f.build());
    }
    out.sort(Comparator.comparingDouble(Finding::getShareOfStep).reversed()
        .thenComparing(Finding::getKind)
        .thenComparing(Comparator.comparingDouble(Finding::getValue).reversed()));
    return out;
  }

  // ------------------------------------------------------------------ MXU

  private void mxu(AnalysedOp op, CostBreakdown cost, double share) {
    double utilization = cost.getMxuUtilization();
    if (!(utilization < MXU_UTILIZATION_THRESHOLD)) {
      return;
    }
    DotGeneralOp d = op.op().getDotGeneral();
    TensorType lhs = op.operands().get(0);
    TensorType rhs = op.operands().get(1);
    int mxu = spec.getMxuDim();
    long k = product(lhs, d.getLhsContractingDimsList());
    long m = freeProduct(lhs, d.getLhsBatchingDimsList(), d.getLhsContractingDimsList());
    long n = freeProduct(rhs, d.getRhsBatchingDimsList(), d.getRhsContractingDimsList());
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
    if (m % 8 != 0) {
      why.add("M=" + m + " rows, not a multiple of 8");
      fixes.add("batch rows to a multiple of 8");
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
    add(Finding.Kind.MXU_UTILIZATION, op, String.format(Locale.ROOT, utilization < 0.1 ? "MXU utilisation %.1f%%: %s"
        : "MXU utilisation %.0f%%: %s", utilization * 100, String.join(", ", why)), utilization, share, fix);
  }

  private static String grow(String what, long size, int mxu) {
    long target = (size + mxu - 1) / mxu * mxu;
    return String.format(Locale.ROOT, "%s %s from %d to %d (a multiple of %d)", size < mxu ? "grow" : "pad",
        what, size, target, mxu);
  }

  // ------------------------------------------------------------------ HBM

  private void hbmBound(PricedKernel kernel, double share) {
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
    add(Finding.Kind.HBM_BOUND, name.toString(), first, measure, intensity, share, hbmFix(kernel, mxuKernel));
  }

  private static String hbmFix(PricedKernel kernel, boolean mxuKernel) {
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

  // ------------------------------------------------------------------ data-dependent ops

  private void sort(AnalysedOp op, double share) {
    TensorType t = op.operands().get(0);
    long row = t.getDimsCount() == 0 ? 1 : t.getDims((int) Math.min(op.op().getSort().getDimension(),
        t.getDimsCount() - 1));
    add(Finding.Kind.DATA_DEPENDENT, op, "sort of " + row + " elements per row: data-dependent order, n*log2(n) "
        + "compares on the VPU", 1, share, "for top-k with small k use k rounds of argmax (or max for values); "
        + "sort only a smaller candidate set");
  }

  /** Gather, scatter and dynamic slices whose indices (operands from..to-1) the device computes or receives. */
  private void dynamicIndices(AnalysedOp op, int from, int to, double share) {
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
    add(Finding.Kind.DATA_DEPENDENT, op, what, 1, share, fix);
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
      add(Finding.Kind.HOST_SYNC, read ? "read" : "synchronize", s.index(), sync.getLocation(), measure, 1,
          share(syncSeconds(sync), total), fix);
    }
  }

  private double syncSeconds(HostSync sync) {
    return sync.getValue() == 0 ? 0 : costModel.transferSeconds(Shapes.byteSize(sync.getType()));
  }

  // ------------------------------------------------------------------ recompiles

  void recompiles(List<FunctionCompiles> functions) {
    for (FunctionCompiles f : functions) {
      List<List<TensorType>> distinct = new ArrayList<>();
      for (FunctionCompiles.Signature s : f.getSignaturesList()) {
        if (!distinct.contains(s.getParameterTypesList())) {
          distinct.add(s.getParameterTypesList());
        }
      }
      if (distinct.size() < RECOMPILE_THRESHOLD) {
        continue;
      }
      List<String> varying = new ArrayList<>();
      String firstVarying = null;
      List<TensorType> base = distinct.get(0);
      for (int p = 0; p < base.size(); p++) {
        for (int d = 0; d < base.get(p).getDimsCount(); d++) {
          TreeSet<Long> sizes = new TreeSet<>();
          for (List<TensorType> sig : distinct) {
            if (p < sig.size() && d < sig.get(p).getDimsCount()) {
              sizes.add(sig.get(p).getDims(d));
            }
          }
          if (sizes.size() > 1) {
            varying.add("input " + p + " dim " + d + " (" + sizes.size() + " sizes, " + sizes.first() + ".."
                + sizes.last() + ")");
            if (firstVarying == null) {
              firstVarying = "input " + p + " dim " + d;
            }
          }
        }
      }
      String measure = distinct.size() + " programs compiled for " + distinct.size() + " input signatures"
          + (varying.isEmpty() ? " (ranks or dtypes differ)" : "; varying: " + String.join(", ", varying));
      String fix;
      if (f.getBucketed()) {
        fix = "the shape buckets are too fine: use fewer, larger buckets (e.g. powers of two)";
      } else if (firstVarying != null) {
        fix = "declare " + firstVarying + " dynamic (session.compile(fn, BucketPolicy.of(DynamicDim.named(..)"
            + ".input(i, d)), ...)) so sizes share a few padded bucket programs";
      } else {
        fix = "call the function with one dtype and rank per input (convert or reshape before the call)";
      }
      add(Finding.Kind.RECOMPILE, "compile", -1, SourceLocation.newBuilder().setFunction(f.getFunction()).build(),
          measure, distinct.size(), 0, fix);
    }
  }

  // ------------------------------------------------------------------ helpers

  private Finding.Builder add(Finding.Kind kind, AnalysedOp op, String measure, double value, double share,
      String fix) {
    return add(kind, op.name(), op, measure, value, share, fix);
  }

  private Finding.Builder add(Finding.Kind kind, String name, AnalysedOp op, String measure, double value,
      double share, String fix) {
    return add(kind, name, op.index(), op.op().getLocation(), measure, value, share, fix);
  }

  private Finding.Builder add(Finding.Kind kind, String name, int index, SourceLocation location, String measure,
      double value, double share, String fix) {
    String key = kind + "|" + name + "|" + location.getFile() + ":" + location.getLine() + ":"
        + location.getFunction() + "|" + measure;
    Finding.Builder f = findings.get(key);
    if (f == null) {
      f = Finding.newBuilder().setKind(kind).setOp(name).setOpIndex(index).setLocation(location)
          .setMeasure(measure).setValue(value).setFix(fix);
      findings.put(key, f);
    }
    f.setOccurrences(f.getOccurrences() + 1).setShareOfStep(f.getShareOfStep() + share);
    return f;
  }

  private static double share(double seconds, double total) {
    return total > 0 ? seconds / total : 0;
  }

  static String time(double seconds) {
    if (seconds >= 1e-3) {
      return String.format(Locale.ROOT, "%.2f ms", seconds * 1e3);
    }
    return String.format(Locale.ROOT, "%.2f us", seconds * 1e6);
  }

  private static long product(TensorType t, List<Long> dims) {
    long p = 1;
    for (long d : dims) {
      p *= t.getDims((int) d);
    }
    return p;
  }

  private static long freeProduct(TensorType t, List<Long> batching, List<Long> contracting) {
    long p = 1;
    for (int d = 0; d < t.getDimsCount(); d++) {
      if (!batching.contains((long) d) && !contracting.contains((long) d)) {
        p *= t.getDims(d);
      }
    }
    return p;
  }
}
