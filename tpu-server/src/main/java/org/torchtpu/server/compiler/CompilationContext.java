package org.torchtpu.server.compiler;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.MemoryPlan;
import org.torchtpu.api.v1.MxuNote;
import org.torchtpu.api.v1.ProgramKind;
import org.torchtpu.server.cost.CostModel;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.fusion.KernelGroup;

/** What the passes share: the target chip, the executor for folding, and what earlier passes decided. */
public final class CompilationContext {
  final ChipSpec spec;
  final CostModel costModel;
  final Executor executor;
  final ProgramKind kind;
  boolean fuse = true;
  List<KernelGroup> kernels;
  MemoryPlan memoryPlan;
  final List<MxuNote> mxuNotes = new ArrayList<>();
  /** Prices the collectives of an SPMD program on its slice; null for a single-chip program. */
  /** Prices the program's collectives (an SPMD rank's program); null when it may hold none. */
  org.torchtpu.server.cost.CollectivePricer collectives;

  public CompilationContext(ChipSpec spec, Executor executor, ProgramKind kind) {
    this(CostModel.calibrated(spec), executor, kind);
  }

  /** Prices kernels with {@code costModel} (e.g. a calibrated one, for abstract execution) on its chip. */
  public CompilationContext(CostModel costModel, Executor executor, ProgramKind kind) {
    this.spec = costModel.spec();
    this.costModel = costModel;
    this.executor = executor;
    this.kind = kind;
  }

  public ChipSpec spec() {
    return spec;
  }

  public CostModel costModel() {
    return costModel;
  }

  /** The kernels the fusion pass planned, in execution order (null before it runs). */
  public List<KernelGroup> kernels() {
    return kernels;
  }

  public MemoryPlan memoryPlan() {
    return memoryPlan;
  }

  public List<MxuNote> mxuNotes() {
    return mxuNotes;
  }
}
