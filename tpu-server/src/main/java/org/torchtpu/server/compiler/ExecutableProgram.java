package org.torchtpu.server.compiler;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.CompiledProgram;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.FusedKernel;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ProgramKind;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.cost.CostModel;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.exec.Literals;
import org.torchtpu.server.exec.OpScratch;
import org.torchtpu.server.fusion.FusedKernelPlan;
import org.torchtpu.server.fusion.KernelGroup;
import org.torchtpu.server.ir.CompileException;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.ir.IrOp;
import org.torchtpu.server.ir.IrValue;

/**
 * A {@link CompiledProgram} made runnable: its ops, and its kernels with their fused plans.
 * Loading re-types the stored graph and rebuilds each fused kernel's plan from its member list,
 * which is cheap next to compiling (no passes run), so the same code path serves a fresh compile
 * and a compilation-cache hit.
 */
public final class ExecutableProgram {
  /** One kernel of the program. */
  public static final class Kernel {
    final FusedKernel.Kind kind;
    final int[] ops;
    final FusedKernelPlan plan;
    final long[] inputs;
    final int[] constantOps;
    final long[] outputs;
    final CostBreakdown cost;
    final double seconds;

    Kernel(FusedKernel proto, FusedKernelPlan plan, long[] inputs, int[] constantOps, long[] outputs) {
      this.kind = proto.getKind();
      this.ops = proto.getOpsList().stream().mapToInt(Integer::intValue).toArray();
      this.plan = plan;
      this.inputs = inputs;
      this.constantOps = constantOps;
      this.outputs = outputs;
      this.cost = proto.getCost();
      this.seconds = CostModel.seconds(proto.getCost());
    }

    public FusedKernel.Kind kind() {
      return kind;
    }

    public boolean isFused() {
      return plan != null;
    }

    /** Positions of the member ops in the program's op list. */
    public int[] ops() {
      return ops;
    }

    /** External input value ids, in the plan's input order (constants follow them). */
    public long[] inputs() {
      return inputs;
    }

    /** Op positions of the constant inputs, after the externals. */
    public int[] constantOps() {
      return constantOps;
    }

    /** Value ids the kernel writes, in the plan's output order. */
    public long[] outputs() {
      return outputs;
    }

    public FusedKernelPlan plan() {
      return plan;
    }

    /** The types of the values a fused kernel writes, in {@link #outputs()} order. */
    public TensorType[] outputTypes() {
      return plan.outputTypes();
    }

    /**
     * Runs a fused kernel as one pass over memory: {@code inputs} are the values of
     * {@link #inputs()}, then those of {@link #constantOps()}; returns the values of {@link #outputs()}.
     */
    public List<DeviceArray> run(List<DeviceArray> inputs, Executor executor) {
      // the no-values device of abstract execution: a fused kernel's outputs are its types
      return executor.computesValues() ? plan.run(inputs)
          : Executor.abstractResults(java.util.Arrays.asList(plan.outputTypes()));
    }

    public CostBreakdown cost() {
      return cost;
    }

    public double seconds() {
      return seconds;
    }
  }

  private final CompiledProgram proto;
  private final List<Op> ops;
  private final List<Kernel> kernels;
  private final long[] parameterIds;
  private final List<TensorType> parameterTypes;
  private final long[] outputIds;
  private final int[] lastUse;
  private final CostBreakdown totalCost;
  private final long serializedBytes;
  /** The largest heap any one of its kernels (or its regions' kernels) allocates for temporaries ({@link OpScratch}). */
  private final long kernelScratchHeap;
  /** Op index of each while/case op to its compiled regions (while: cond, body; case: branches). */
  private final java.util.Map<Integer, List<ExecutableProgram>> regions;
  /** The storage of dead intermediates, kept between runs for the next run's kernel outputs. */
  private final StorageRecycler.Slot poolSlot = new StorageRecycler.Slot();
  /** Constant inputs of fused kernels by op index, decoded on first use. */
  private final java.util.concurrent.atomic.AtomicReferenceArray<DeviceArray> decodedConstants;

  private ExecutableProgram(CompiledProgram proto, List<Op> ops, List<Kernel> kernels, long[] parameterIds,
      List<TensorType> parameterTypes, long[] outputIds, int[] lastUse,
      java.util.Map<Integer, List<ExecutableProgram>> regions, long kernelScratchHeap) {
    this.regions = regions;
    this.kernelScratchHeap = kernelScratchHeap;
    this.proto = proto;
    this.ops = ops;
    this.kernels = kernels;
    this.parameterIds = parameterIds;
    this.parameterTypes = parameterTypes;
    this.outputIds = outputIds;
    this.lastUse = lastUse;
    this.decodedConstants = new java.util.concurrent.atomic.AtomicReferenceArray<>(ops.size());
    List<CostBreakdown> costs = new ArrayList<>();
    for (Kernel k : kernels) {
      costs.add(k.cost);
    }
    this.totalCost = CostModel.sum(costs);
    this.serializedBytes = proto.getSerializedSize();
  }

  /**
   * Makes a stored program runnable.
   *
   * @throws CompileException if the program does not type-check or its kernels are inconsistent
   *     (a corrupt cache entry; the caller compiles afresh)
   */
  public static ExecutableProgram load(CompiledProgram proto, Executor executor) {
    // a chunk's program is stored without its constants' data (ChunkPrograms): checked and planned with zeros
    // of their types, which it never runs on; the stored program stays the stripped one
    CompiledProgram checked = proto.getKind() == ProgramKind.CHUNK ? ChunkPrograms.typable(proto) : proto;
    IrGraph graph = IrGraph.fromGraph(checked.getGraph(), proto.getKind() != ProgramKind.CHUNK);
    CompilationContext context = new CompilationContext(
        org.torchtpu.server.chip.ChipSpecs.of(proto.getGeneration()), executor, proto.getKind());
    new ShapeInferencePass().run(graph, context);
    if (graph.ops().size() != proto.getGraph().getOpsCount()) {
      throw new CompileException(CompileException.Kind.INTERNAL, -1, "stored program graph is not in topological order");
    }
    Set<IrValue> liveOut = new HashSet<>(graph.outputs());
    List<Kernel> kernels = new ArrayList<>(proto.getKernelsCount());
    boolean[] covered = new boolean[graph.ops().size()];
    int[] kernelOf = new int[(int) graph.maxId() + 1];
    Arrays.fill(kernelOf, -1);
    for (int k = 0; k < proto.getKernelsCount(); k++) {
      FusedKernel fk = proto.getKernels(k);
      List<IrOp> members = new ArrayList<>();
      for (int index : fk.getOpsList()) {
        if (index < 0 || index >= graph.ops().size() || covered[index]) {
          throw new CompileException(CompileException.Kind.INTERNAL, -1, "stored kernel " + k + " names op " + index
              + " out of range or twice");
        }
        covered[index] = true;
        members.add(graph.ops().get(index));
      }
      KernelGroup group = KernelGroup.of(members, fk.getKind(), liveOut::contains);
      FusedKernelPlan plan = group.isFused() ? FusedKernelPlan.build(group) : null;
      long[] inputs = group.inputs().stream().mapToLong(IrValue::id).toArray();
      long[] outputs = group.outputs().stream().mapToLong(IrValue::id).toArray();
      int[] constantOps = new int[0];
      if (plan != null) {
        int[] constantMembers = plan.constantMembers();
        constantOps = new int[constantMembers.length];
        for (int c = 0; c < constantMembers.length; c++) {
          constantOps[c] = fk.getOps(constantMembers[c]);
        }
      }
      kernels.add(new Kernel(fk, plan, inputs, constantOps, outputs));
      for (IrOp m : members) {
        for (IrValue r : m.results()) {
          kernelOf[(int) r.id()] = k;
        }
      }
    }
    for (int i = 0; i < covered.length; i++) {
      if (!covered[i]) {
        throw new CompileException(CompileException.Kind.INTERNAL, -1, "stored program leaves op " + i + " out of every kernel");
      }
    }
    // last kernel reading each value, so a running program drops intermediates early
    int[] lastUse = new int[kernelOf.length];
    Arrays.fill(lastUse, -1);
    for (int k = 0; k < kernels.size(); k++) {
      for (int index : kernels.get(k).ops) {
        for (IrValue v : graph.ops().get(index).operands()) {
          lastUse[(int) v.id()] = k;
        }
      }
    }
    for (IrValue v : graph.outputs()) {
      lastUse[(int) v.id()] = Integer.MAX_VALUE;
    }
    long[] parameterIds = graph.parameters().stream().mapToLong(IrValue::id).toArray();
    List<TensorType> parameterTypes = graph.parameters().stream().map(IrValue::type).toList();
    long[] outputIds = graph.outputs().stream().mapToLong(IrValue::id).toArray();
    java.util.Map<Integer, List<ExecutableProgram>> regions = loadRegions(checked, executor);
    return new ExecutableProgram(proto, proto.getGraph().getOpsList(), kernels, parameterIds, parameterTypes,
        outputIds, lastUse, regions, kernelScratchHeap(graph, regions));
  }

  /** Ops run one at a time: the largest scratch of one op, a region's op included. */
  private static long kernelScratchHeap(IrGraph graph, java.util.Map<Integer, List<ExecutableProgram>> regions) {
    long most = 0;
    for (IrOp op : graph.ops()) {
      if (OpScratch.needsScratch(op.kind())) {
        most = Math.max(most, OpScratch.heapBytes(op.op(), op.operands().stream().map(IrValue::type).toList()));
      }
    }
    for (List<ExecutableProgram> programs : regions.values()) {
      for (ExecutableProgram p : programs) {
        most = Math.max(most, p.kernelScratchHeap);
      }
    }
    return most;
  }

  /** Heap the largest of its ops' kernels takes for temporaries while it runs ({@link OpScratch}). */
  public long kernelScratchHeap() {
    return kernelScratchHeap;
  }

  /** The compiled regions of the program's while and case ops, checked against the ops they belong to. */
  private static java.util.Map<Integer, List<ExecutableProgram>> loadRegions(CompiledProgram proto, Executor executor) {
    java.util.Map<Integer, List<ExecutableProgram>> regions = new java.util.HashMap<>();
    for (org.torchtpu.api.v1.CompiledRegions r : proto.getRegionsList()) {
      int index = r.getOp();
      if (index < 0 || index >= proto.getGraph().getOpsCount() || regions.containsKey(index)) {
        throw new CompileException(CompileException.Kind.INTERNAL, -1, "stored regions name op " + index + " out of range or twice");
      }
      List<ExecutableProgram> programs = new ArrayList<>();
      for (CompiledProgram p : r.getProgramsList()) {
        programs.add(load(p, executor));
      }
      regions.put(index, List.copyOf(programs));
    }
    for (int i = 0; i < proto.getGraph().getOpsCount(); i++) {
      Op op = proto.getGraph().getOps(i);
      int expected = op.hasWhile() ? 2 : op.hasCase() ? op.getCase().getBranchesCount() : 0;
      int stored = regions.containsKey(i) ? regions.get(i).size() : 0;
      if (stored != expected) {
        throw new CompileException(CompileException.Kind.INTERNAL, -1, "stored program has " + stored + " compiled regions for op "
            + i + ", which needs " + expected);
      }
    }
    return java.util.Map.copyOf(regions);
  }

  /** Compiles and loads in one step (tests and callers without a cache). */
  public static ExecutableProgram compile(GraphCompiler compiler, IrGraph graph, ProgramKind kind,
      CompileOptions options, org.torchtpu.api.v1.ChipSpec spec, Executor executor) {
    return load(compiler.compile(graph, kind, options, spec, 1), executor);
  }

  public CompiledProgram proto() {
    return proto;
  }

  public List<Op> ops() {
    return ops;
  }

  public List<Kernel> kernels() {
    return kernels;
  }

  public List<TensorType> parameterTypes() {
    return parameterTypes;
  }

  public List<TensorType> outputTypes() {
    return proto.getOutputTypesList();
  }

  /** Simulated device time: the sum of the kernels' times. */
  public double estimatedSeconds() {
    return proto.getEstimatedDeviceSeconds();
  }

  /** The kernels' prices added up (see {@link CostModel#sum}). */
  public CostBreakdown totalCost() {
    return totalCost;
  }

  public long peakHbmBytes() {
    return proto.getPeakHbmBytes();
  }

  public long serializedBytes() {
    return serializedBytes;
  }

  /** The fused kernels' count plus the single-op kernels'. */
  public int kernelCount() {
    return kernels.size();
  }

  /**
   * Decoded literal of a constant op of the program, decoded once per program: fused kernels read their constant
   * inputs and never write them, and these arrays are never a value of a run (so never recycled).
   */
  DeviceArray constant(int opIndex) {
    DeviceArray a = decodedConstants.get(opIndex);
    if (a == null) {
      org.torchtpu.api.v1.TensorLiteral literal = ops.get(opIndex).getConstant().getValue();
      a = Literals.decode(literal);
      // only small constants are kept: the program cache counts a program by its serialised size, and embedded
      // weights decoded (bf16 to float[]) and kept for the program's life would double or triple that, uncounted
      if (literal.getSerializedSize() <= MAX_KEPT_CONSTANT_BYTES) {
        decodedConstants.set(opIndex, a); // a race decodes twice, to equal values
      }
    }
    return a;
  }

  private static final int MAX_KEPT_CONSTANT_BYTES = 64 << 10;

  /**
   * Runs a compiled graph on its parameters (already checked against {@link #parameterTypes})
   * and returns its outputs.
   *
   * @param boundsChecked Debug mode's index checks in gather/scatter/dynamic slices
   */
  public List<DeviceArray> run(List<DeviceArray> parameters, Executor executor, boolean boundsChecked) {
    return run(parameters, executor, boundsChecked, null);
  }

  /** Runs the collectives of an SPMD rank's program with the other ranks (the session's world). */
  @FunctionalInterface
  public interface CollectiveHook {
    List<DeviceArray> run(Op op, List<DeviceArray> operands);
  }

  /** As {@link #run(List, Executor, boolean)}; {@code collectives} runs the program's collective ops (null: none). */
  public List<DeviceArray> run(List<DeviceArray> parameters, Executor executor, boolean boundsChecked,
      CollectiveHook collectives) {
    return run(parameters, executor, boundsChecked, collectives, new ControlFlowMeter());
  }

  /**
   * As above; {@code meter} collects what the program's loops and branches ran (their price is
   * not in {@link #estimatedSeconds}, which covers the program's own kernels).
   */
  public List<DeviceArray> run(List<DeviceArray> parameters, Executor executor, boolean boundsChecked,
      CollectiveHook collectives, ControlFlowMeter meter) {
    if (proto.getKind() != ProgramKind.GRAPH) {
      throw new IllegalStateException("a chunk program runs inside its session, not as a call");
    }
    return new ProgramExecution(this, executor, boundsChecked, collectives, meter).run(parameters);
  }

  // ---- what a run ({@link ProgramExecution}) reads

  /** Per value id, the index of the last kernel reading it (MAX_VALUE for outputs, -1 if none). */
  int[] lastUse() {
    return lastUse;
  }

  long[] parameterIds() {
    return parameterIds;
  }

  long[] outputIds() {
    return outputIds;
  }

  /** The compiled regions of the while or case op at {@code opIndex}. */
  List<ExecutableProgram> regions(int opIndex) {
    return regions.get(opIndex);
  }

  StorageRecycler.Slot poolSlot() {
    return poolSlot;
  }

  /** A run's intermediates at their Java sizes (float storage for bf16, long for pred) fit twice over, within a cap. */
  long poolCapacity() {
    return Math.min(StorageRecycler.MAX_POOL_BYTES, Math.max(16L << 20, 4 * proto.getPeakHbmBytes()));
  }

  /** HBM bytes a call needs beyond its parameters and outputs: the planned peak's intermediates. */
  public long scratchBytes() {
    long params = 0;
    for (TensorType t : parameterTypes) {
      params += Shapes.byteSize(t);
    }
    long outs = 0;
    for (TensorType t : outputTypes()) {
      outs += Shapes.byteSize(t);
    }
    return Math.max(0, proto.getPeakHbmBytes() - params - outs);
  }
}
