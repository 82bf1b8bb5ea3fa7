package org.torchtpu.client;

import java.util.List;
import java.util.Locale;
import org.torchtpu.api.v1.AdviceReport;
import org.torchtpu.api.v1.SourceLocation;

/**
 * The hardware advisor's report on a function or on what a session ran ({@link Session#advise},
 * {@link Session#adviseTrace}): the step's simulated device time and findings, most costly first, each with the
 * op, a measure and a one-line fix. {@link #toString()} prints it for people.
 */
public final class Advice {
  /** What a finding is about. */
  public enum Kind { MXU_UTILIZATION, HBM_BOUND, HOST_SYNC, DATA_DEPENDENT, RECOMPILE }

  /**
   * One finding.
   *
   * @param op the op kind ("dot_general"), or a fused kernel's ops ("add+multiply")
   * @param opIndex the first occurrence's index in the graph or trace, -1 when not about one op
   * @param where the client's source line ("Model.java:42"), or the compiled function; empty when unknown
   * @param value the measure as a number: MXU utilisation 0..1, FLOPs per HBM byte, sync or program count
   * @param shareOfStep the share of the step's device time the affected kernels take
   * @param occurrences identical findings merged into this one
   */
  public record Finding(Kind kind, String op, int opIndex, String where, String measure, double value,
      double shareOfStep, int occurrences, String fix) {}

  private final AdviceReport proto;
  private final List<Finding> findings;

  Advice(AdviceReport proto) {
    this.proto = proto;
    this.findings = proto.getFindingsList().stream().map(Advice::finding).toList();
  }

  private static Finding finding(org.torchtpu.api.v1.Finding f) {
    Kind kind = switch (f.getKind()) {
      case MXU_UTILIZATION -> Kind.MXU_UTILIZATION;
      case HBM_BOUND -> Kind.HBM_BOUND;
      case HOST_SYNC -> Kind.HOST_SYNC;
      case DATA_DEPENDENT -> Kind.DATA_DEPENDENT;
      case RECOMPILE -> Kind.RECOMPILE;
      default -> throw new IllegalArgumentException("the server sent a finding of unknown kind " + f.getKind());
    };
    return new Finding(kind, f.getOp(), f.getOpIndex(), where(f.getLocation()), f.getMeasure(), f.getValue(),
        f.getShareOfStep(), f.getOccurrences(), f.getFix());
  }

  private static String where(SourceLocation l) {
    if (!l.getFile().isEmpty()) {
      return l.getFile() + ":" + l.getLine();
    }
    return l.getFunction();
  }

  public List<Finding> findings() {
    return findings;
  }

  /** The findings of one kind. */
  public List<Finding> findings(Kind kind) {
    return findings.stream().filter(f -> f.kind() == kind).toList();
  }

  public double deviceSeconds() {
    return proto.getDeviceSeconds();
  }

  /** Useful over padded MXU FLOPs over every dot_general (0 when there is none). */
  public double mxuUtilization() {
    return proto.getMxuUtilization();
  }

  /** Share of the step's device time in HBM-bound kernels. */
  public double hbmBoundShare() {
    return proto.getHbmBoundShare();
  }

  /** The report as the server sent it. */
  public AdviceReport proto() {
    return proto;
  }

  /** The report for people: a summary line, then one block per finding. */
  @Override
  public String toString() {
    return format(proto);
  }

  /** The text {@link #toString()} prints, for any report (tpuctl prints the same). */
  public static String format(AdviceReport r) {
    StringBuilder sb = new StringBuilder();
    sb.append(String.format(Locale.ROOT,
        "Advice for %s on %s (MXU %dx%d, ridge %.0f FLOP/byte): %d ops in %d kernels, %s of device time; "
            + "MXU utilisation %.0f%%, HBM-bound %.0f%% of the step%n",
        r.getSubject(), r.getGeneration().name().toLowerCase(Locale.ROOT), r.getMxuDim(), r.getMxuDim(),
        r.getRidgeFlopsPerByte(), r.getOps(), r.getKernels(), seconds(r.getDeviceSeconds()),
        r.getMxuUtilization() * 100, r.getHbmBoundShare() * 100));
    if (r.getFindingsCount() == 0) {
      sb.append("  no findings: nothing wastes the chip that the advisor can see\n");
    }
    int n = 1;
    for (org.torchtpu.api.v1.Finding f : r.getFindingsList()) {
      String where = where(f.getLocation());
      sb.append(String.format(Locale.ROOT, "%2d. %-15s %s%s%s, %.1f%% of the step%n", n++, f.getKind().name(),
          f.getOp(), where.isEmpty() ? "" : " at " + where,
          f.getOccurrences() > 1 ? " (x" + f.getOccurrences() + ")" : "", f.getShareOfStep() * 100));
      sb.append("    ").append(f.getMeasure()).append('\n');
      sb.append("    fix: ").append(f.getFix()).append('\n');
    }
    return sb.toString();
  }

  private static String seconds(double s) {
    if (s >= 1e-3) {
      return String.format(Locale.ROOT, "%.3f ms", s * 1e3);
    }
    return String.format(Locale.ROOT, "%.1f us", s * 1e6);
  }
}
