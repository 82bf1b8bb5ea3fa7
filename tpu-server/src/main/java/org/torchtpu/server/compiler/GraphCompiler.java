package org.torchtpu.server.compiler;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.CompiledProgram;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.FusedKernel;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ProgramKind;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.cost.CostModel;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.fusion.KernelGroup;
import org.torchtpu.server.ir.CompileException;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.ir.IrOp;
import org.torchtpu.server.ir.IrValue;

/**
 * The compiler pipeline.
 *
 * <p>A compiled graph goes through: shape inference and verification; then, until nothing
 * changes (at most {@value #MAX_ROUNDS} rounds), algebraic simplification, constant folding, CSE
 * and DCE; canonical renumbering; fusion; the MXU layout annotation; static memory planning
 * (which fails the compile when the peak does not fit the chip). A deferred chunk keeps its ops
 * as sent (every op defines a handle the client may read, and a failing op must fail where it
 * stands), so it gets only shape inference, fusion and the MXU notes.
 *
 * <p>The result is a {@link CompiledProgram}, the serialized form the compilation cache stores;
 * {@link ExecutableProgram#load} turns it into something that runs.
 */
public final class GraphCompiler {
  /**
   * Part of every cache key: bump it whenever a pass, the program format or the prices stored in programs change
   * (2: kernels priced with the calibrated cost model, so no cached program keeps roofline prices; 3: an Ironwood
   * SPMD program's collectives priced between chips, both TensorCores' bytes per chip, ChipGroup; 4: a graph's stored
   * program carries no top-level source locations, only each op's canonical origin ({@link ProgramLocations}), so
   * programs stored by earlier versions, which carry the compiling tenant's, are never served; 5: constant folding
   * leaves an op past {@link ConstantFoldingPass#MAX_FOLDED_WORK} to run time, so such a graph's program differs; 6:
   * v6e's memory-bound kernels priced at its published HBM rate and v6e/v7 vector work at their published clocks, so a
   * program stored with the earlier prices is never served; 7: eigh's simulated time counts its typical sweeps and its
   * kernels carry the 30-sweep cap as {@code bound_flops}, which {@link ExecutableProgram#load} reads for max-work, so
   * an earlier program, priced at the cap with no bound, is never served; 8: svd likewise, its time at its typical
   * sweeps, its {@code bound_flops} at the cap; 9: scatter's and dynamic_update_slice's kernels carry the host's copy
   * of their operand as {@code host_copy_bytes}, which max-work counts, so an earlier program, metered by the window
   * alone, is never served).
   * {@code StoredPricesVersionTest} pins it next to a stored price.
   */
  public static final String VERSION = "torchtpu-compiler-9";
  static final int MAX_ROUNDS = 4;

  /** Passes CompileOptions.disabled_passes may name; shape inference and memory planning always run. */
  public static final List<String> OPTIONAL_PASSES = List.of(AlgebraicSimplificationPass.NAME,
      ConstantFoldingPass.NAME, CsePass.NAME, DcePass.NAME, FusionPass.NAME, MxuLayoutPass.NAME);

  private final Executor executor;

  public GraphCompiler(Executor executor) {
    this.executor = executor;
  }

  /** Checks that every disabled pass exists and may be disabled. */
  public static Set<String> disabledPasses(CompileOptions options) {
    Set<String> disabled = new HashSet<>();
    for (String name : options.getDisabledPassesList()) {
      if (!OPTIONAL_PASSES.contains(name)) {
        throw new CompileException(CompileException.Kind.INVALID, -1, "unknown or mandatory pass '" + name
            + "' in disabled_passes; passes that can be disabled: " + OPTIONAL_PASSES);
      }
      disabled.add(name);
    }
    return disabled;
  }

  /** Compiles {@code graph} (as imported, unrenumbered or renumbered) into a program for the chip. */
  public CompiledProgram compile(IrGraph graph, ProgramKind kind, CompileOptions options, ChipSpec spec, int chips) {
    return compile(graph, kind, options, spec, chips, null);
  }

  /**
   * As above, for a program that holds collectives (an SPMD rank's program): {@code ici} prices
   * them on the world's slice.
   */
  public CompiledProgram compile(IrGraph graph, ProgramKind kind, CompileOptions options, ChipSpec spec, int chips,
      org.torchtpu.server.cost.IciCostModel ici) {
    return compile(graph, kind, options, CostModel.calibrated(spec), chips, ici);
  }

  /** As above, pricing with {@code costModel} (abstract execution passes its calibrated model here). */
  public CompiledProgram compile(IrGraph graph, ProgramKind kind, CompileOptions options, CostModel costModel,
      int chips, org.torchtpu.server.cost.IciCostModel ici) {
    return compile(graph, kind, options, costModel, chips,
        ici == null ? null : org.torchtpu.server.cost.CollectivePricer.ici(ici));
  }

  /** As above, with the program's collectives priced by {@code collectives} (e.g. across slices over DCN). */
  public CompiledProgram compile(IrGraph graph, ProgramKind kind, CompileOptions options, CostModel costModel,
      int chips, org.torchtpu.server.cost.CollectivePricer collectives) {
    Set<String> disabled = disabledPasses(options);
    CompilationContext context = new CompilationContext(costModel, executor, kind);
    // the same collective costs the same here, in an eager world and in the step simulator: movement plus additions
    context.collectives = collectives == null ? null
        : org.torchtpu.server.cost.CollectiveAdditions.charging(collectives, costModel, chips);
    List<String> ran = new ArrayList<>();
    run(new ShapeInferencePass(), graph, context, ran);
    if (kind == ProgramKind.GRAPH) {
      List<Pass> cleanup = List.of(new AlgebraicSimplificationPass(), new ConstantFoldingPass(), new CsePass(),
          new DcePass());
      for (int round = 0; round < MAX_ROUNDS; round++) {
        boolean changed = false;
        for (Pass p : cleanup) {
          if (!disabled.contains(p.name())) {
            changed |= run(p, graph, context, ran);
          }
        }
        if (!changed) {
          break;
        }
      }
    }
    graph.renumber();
    context.fuse = !disabled.contains(FusionPass.NAME);
    CompileStop.check("a compile");
    new FusionPass().run(graph, context);
    if (context.fuse) {
      ran.add(FusionPass.NAME);
    }
    if (!disabled.contains(MxuLayoutPass.NAME)) {
      run(new MxuLayoutPass(), graph, context, ran);
    }
    if (kind == ProgramKind.GRAPH) {
      run(new MemoryPlanningPass(), graph, context, ran);
    }
    CompiledProgram program = toProgram(graph, kind, context, ran, chips);
    return withRegions(program, options, costModel, chips, collectives);
  }

  /**
   * Compiles the regions of the program's while and case ops, each as a program of its own
   * (the full pipeline: a loop body is optimised and fused once, then run on every trip).
   */
  private CompiledProgram withRegions(CompiledProgram program, CompileOptions options, CostModel costModel, int chips,
      org.torchtpu.server.cost.CollectivePricer ici) {
    CompiledProgram.Builder b = null;
    List<Op> ops = program.getGraph().getOpsList();
    for (int i = 0; i < ops.size(); i++) {
      Op op = ops.get(i);
      List<org.torchtpu.api.v1.Region> regions = op.hasWhile()
          ? List.of(op.getWhile().getCond(), op.getWhile().getBody())
          : op.hasCase() ? op.getCase().getBranchesList() : List.of();
      if (regions.isEmpty()) {
        continue;
      }
      org.torchtpu.api.v1.CompiledRegions.Builder compiled = org.torchtpu.api.v1.CompiledRegions.newBuilder().setOp(i);
      for (org.torchtpu.api.v1.Region region : regions) {
        IrGraph sub = IrGraph.fromGraph(regionGraph(region), false);
        compiled.addPrograms(compile(sub, ProgramKind.GRAPH, options, costModel, chips, ici));
      }
      if (b == null) {
        b = program.toBuilder();
      }
      b.addRegions(compiled);
    }
    return b == null ? program : b.build();
  }

  /** A region as a graph of its own: its parameters, ops and outputs. */
  static org.torchtpu.api.v1.Graph regionGraph(org.torchtpu.api.v1.Region region) {
    org.torchtpu.api.v1.Graph.Builder g = org.torchtpu.api.v1.Graph.newBuilder();
    for (int i = 0; i < region.getParametersCount(); i++) {
      g.addParameters(org.torchtpu.api.v1.Parameter.newBuilder().setId(region.getParameters(i))
          .setType(region.getParameterTypes(i)));
    }
    return g.addAllOps(region.getOpsList()).addAllOutputs(region.getOutputsList()).build();
  }

  private static boolean run(Pass pass, IrGraph graph, CompilationContext context, List<String> ran) {
    CompileStop.check("a compile"); // before each pass: only a simulation's compile may be stopped (CompileStop)
    if (ran.isEmpty() || !ran.get(ran.size() - 1).equals(pass.name())) {
      ran.add(pass.name());
    }
    return pass.run(graph, context);
  }

  private static CompiledProgram toProgram(IrGraph graph, ProgramKind kind, CompilationContext context,
      List<String> ran, int chips) {
    CompiledProgram.Builder b = CompiledProgram.newBuilder()
        .setCompilerVersion(VERSION)
        .setGeneration(context.spec.getGeneration())
        .setChipCount(chips)
        .setKind(kind)
        .setGraph(graph.toGraph(true))
        .setOpsBefore(graph.opsBefore())
        .addAllPasses(ran)
        .addAllMxuNotes(context.mxuNotes);
    java.util.Map<IrOp, Integer> position = new java.util.IdentityHashMap<>();
    for (int i = 0; i < graph.ops().size(); i++) {
      position.put(graph.ops().get(i), i);
    }
    double seconds = 0;
    for (KernelGroup k : context.kernels) {
      FusedKernel.Builder kb = FusedKernel.newBuilder().setKind(k.kind());
      for (IrOp m : k.members()) {
        kb.addOps(position.get(m));
      }
      for (IrValue v : k.inputs()) {
        kb.addInputs(v.id());
      }
      for (IrValue v : k.outputs()) {
        kb.addOutputs(v.id());
      }
      CostBreakdown cost = price(k, context);
      kb.setCost(cost);
      seconds += CostModel.seconds(cost);
      b.addKernels(kb);
    }
    for (IrValue v : graph.outputs()) {
      b.addOutputTypes(v.type());
    }
    b.setEstimatedDeviceSeconds(seconds);
    if (context.memoryPlan != null) {
      b.setMemoryPlan(context.memoryPlan).setPeakHbmBytes(context.memoryPlan.getPeakBytes());
    }
    return b.build();
  }

  /** One kernel's price: its op's own for a single op, {@link CostModel#priceFused} for a fusion. */
  static CostBreakdown price(KernelGroup k, CompilationContext context) {
    CostModel costModel = context.costModel;
    if (!k.isFused()) {
      IrOp op = k.members().get(0);
      if (op.kind() == Op.KindCase.CALL) {
        return CostBreakdown.getDefaultInstance(); // priced by the called program when it runs
      }
      if (op.kind() == Op.KindCase.MANUAL_REGION) {
        throw CompileException.invalid(op, "a shard_map manual region needs an SPMD compile (CompileRequest.spmd "
            + "with the module's mesh, on a rank of a world of that size), which turns it into per-rank code");
      }
      if (org.torchtpu.api.ir.Collectives.isCollective(op.op())) {
        if (context.collectives == null) {
          throw CompileException.invalid(op, "a collective needs an SPMD compile (CompileRequest.spmd) on a rank "
              + "of a world");
        }
        return context.collectives.price(op.op(), types(op.operands()));
      }
      return costModel.price(op.op(), types(op.operands()), types(op.results()));
    }
    List<CostBreakdown> members = new ArrayList<>();
    double inputBytes = 0;
    for (IrOp m : k.members()) {
      members.add(costModel.price(m.op(), types(m.operands()), types(m.results())));
      if (m.kind() == Op.KindCase.CONSTANT) {
        inputBytes += Shapes.byteSize(m.result().type());
      }
    }
    for (IrValue v : k.inputs()) {
      inputBytes += Shapes.byteSize(v.type());
    }
    double outputBytes = 0;
    for (IrValue v : k.outputs()) {
      outputBytes += Shapes.byteSize(v.type());
    }
    return costModel.priceFused(members, inputBytes, outputBytes);
  }

  private static List<TensorType> types(List<IrValue> values) {
    List<TensorType> out = new ArrayList<>(values.size());
    for (IrValue v : values) {
      out.add(v.type());
    }
    return out;
  }
}
