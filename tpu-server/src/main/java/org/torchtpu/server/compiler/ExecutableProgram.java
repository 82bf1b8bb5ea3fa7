package org.torchtpu.server.compiler;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReferenceArray;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.CompiledProgram;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.FusedKernel;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ProgramKind;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.cost.CostModel;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.exec.Literals;
import org.torchtpu.server.exec.OpScratch;
import org.torchtpu.server.fusion.FusedKernelPlan;
import org.torchtpu.server.ir.CompileException;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.service.error.DomainException;

/**
 * A {@link CompiledProgram} made runnable: its ops, and its kernels with their fused plans.
 * Loading ({@link ProgramLoader}) re-types the stored graph and rebuilds each fused kernel's plan from its member list,
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
          : Executor.abstractResults(Arrays.asList(plan.outputTypes()));
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
  /** Per kernel, the value ids read for the last time by it, each once (see {@link #dropsAfter}). */
  private final long[][] dropsAfter;
  private final CostBreakdown totalCost;
  /** The largest heap any one of its kernels (or its regions' kernels) allocates for temporaries ({@link OpScratch}). */
  private final long kernelScratchHeap;
  /** Op index of each while/case op to its compiled regions (while: cond, body; case: branches). */
  private final Map<Integer, List<ExecutableProgram>> regions;
  /** The most HBM one run holds at once, its regions' runs included, and where ({@link ProgramNeed}). */
  private final ProgramNeed need;
  /** The storage of dead intermediates, kept between runs for the next run's kernel outputs. */
  private final StorageRecycler.Slot poolSlot = new StorageRecycler.Slot();
  /** Constant inputs of fused kernels by op index, decoded on first use and kept (the small ones, {@link #kept}). */
  private final AtomicReferenceArray<DeviceArray> decodedConstants;
  /** Heap of the decoded constants this program and its regions keep, counted in {@link #heldBytes()}. */
  private final long keptDecodedBytes;

  /** Made by {@link ProgramLoader}, which checks what it is given. */
  ExecutableProgram(CompiledProgram proto, List<Op> ops, List<Kernel> kernels, long[] parameterIds,
      List<TensorType> parameterTypes, long[] outputIds, int[] lastUse, Map<Integer, List<ExecutableProgram>> regions,
      long kernelScratchHeap) {
    this.regions = regions;
    this.kernelScratchHeap = kernelScratchHeap;
    this.proto = proto;
    this.need = ProgramNeed.of(proto, regions);
    this.ops = ops;
    this.kernels = kernels;
    this.parameterIds = parameterIds;
    this.parameterTypes = parameterTypes;
    this.outputIds = outputIds;
    this.lastUse = lastUse;
    this.dropsAfter = dropsAfter(ops, kernels, lastUse);
    this.decodedConstants = new AtomicReferenceArray<>(ops.size());
    List<CostBreakdown> costs = new ArrayList<>();
    for (Kernel k : kernels) {
      costs.add(k.cost);
    }
    this.totalCost = CostModel.sum(costs);
    this.keptDecodedBytes = keptDecodedBytes(ops, regions);
  }

  /**
   * This program with {@code located} as its ops (the same ops, other source locations: {@link ProgramLocations}),
   * sharing its kernels, plans and regions; its own constant cache and storage between runs.
   */
  ExecutableProgram withOps(List<Op> located) {
    if (located.size() != ops.size()) {
      throw new IllegalArgumentException(located.size() + " ops for a program of " + ops.size());
    }
    return new ExecutableProgram(proto, located, kernels, parameterIds, parameterTypes, outputIds, lastUse, regions,
        kernelScratchHeap);
  }

  /**
   * Makes a stored program runnable.
   *
   * @throws CompileException if the program does not type-check or its kernels are inconsistent
   *     (a corrupt cache entry; the caller compiles afresh)
   */
  public static ExecutableProgram load(CompiledProgram proto, Executor executor) {
    return ProgramLoader.load(proto, executor);
  }

  /** Heap the largest of its ops' kernels takes for temporaries while it runs ({@link OpScratch}). */
  public long kernelScratchHeap() {
    return kernelScratchHeap;
  }

  /** Compiles and loads in one step (tests and callers without a cache). */
  public static ExecutableProgram compile(GraphCompiler compiler, IrGraph graph, ProgramKind kind,
      CompileOptions options, ChipSpec spec, Executor executor) {
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

  /** The most HBM one run holds at once, its loop and branch regions' runs included ({@link ProgramNeed}). */
  public long peakHbmBytes() {
    return need.bytes();
  }

  /** Where the run's peak is when a loop or branch region decides it ("the body of the while at op 3"), else null. */
  public String peakRegion() {
    return need.where();
  }

  ProgramNeed need() {
    return need;
  }

  /**
   * Heap the host counts for this program while a session or the program cache holds it: its serialized size and
   * the decoded arrays of the constants it keeps between calls, its regions' included (a constant decodes wider than
   * its wire bytes: bf16 to float, s8 or pred to long, 8 bytes an element).
   */
  public long heldBytes() {
    return proto.getSerializedSize() + keptDecodedBytes;
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
      TensorLiteral literal = ops.get(opIndex).getConstant().getValue();
      a = Literals.decode(literal);
      if (kept(literal) && !decodedConstants.compareAndSet(opIndex, null, a)) {
        a = decodedConstants.get(opIndex); // a race decoded it twice, to equal values: one is kept
      }
    }
    return a;
  }

  /**
   * Whether a constant stays decoded for the program's life: a small one, which {@link #heldBytes} counts decoded. A
   * large one (embedded weights) is decoded per call rather than held twice; a chunk's stored constants carry no data
   * (the chunk supplies them, {@link ChunkPrograms}).
   */
  private static boolean kept(TensorLiteral literal) {
    return literal.getSerializedSize() <= MAX_KEPT_CONSTANT_BYTES && !literal.getData().isEmpty();
  }

  private static final int MAX_KEPT_CONSTANT_BYTES = 64 << 10;

  /** Bytes of the decoded constants the program and its regions keep, from their types. */
  private static long keptDecodedBytes(List<Op> ops, Map<Integer, List<ExecutableProgram>> regions) {
    long bytes = 0;
    for (Op op : ops) {
      if (op.hasConstant() && kept(op.getConstant().getValue())) {
        bytes += Literals.decodedBytes(op.getConstant().getValue().getType());
      }
    }
    for (List<ExecutableProgram> programs : regions.values()) {
      for (ExecutableProgram p : programs) {
        bytes += p.keptDecodedBytes; // its serialized size is inside this program's
      }
    }
    return bytes;
  }

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
    if (parameters.size() != parameterIds.length) { // every caller fails here, not on a missing value mid-run
      throw DomainException.invalid("the program takes " + parameterIds.length + " inputs "
          + Shapes.toString(parameterTypes) + ", got " + parameters.size());
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

  /**
   * The ids of the values no kernel after kernel {@code k} reads, each once: worked out at load, so a run does not
   * walk every member op's operand list per kernel (through boxing iterators: 7% of the compiled tiny-Llama step's
   * CPU, JFR).
   */
  long[] dropsAfter(int k) {
    return dropsAfter[k];
  }

  private static long[][] dropsAfter(List<Op> ops, List<Kernel> kernels, int[] lastUse) {
    long[][] drops = new long[kernels.size()][];
    for (int k = 0; k < drops.length; k++) {
      int operands = 0;
      for (int index : kernels.get(k).ops) {
        operands += ops.get(index).getOperandsCount();
      }
      long[] ids = new long[operands];
      int n = 0;
      for (int index : kernels.get(k).ops) {
        Op op = ops.get(index);
        for (int i = 0; i < op.getOperandsCount(); i++) {
          long id = op.getOperands(i);
          if (lastUse[(int) id] == k && !contains(ids, n, id)) {
            ids[n++] = id;
          }
        }
      }
      drops[k] = Arrays.copyOf(ids, n);
    }
    return drops;
  }

  private static boolean contains(long[] ids, int n, long id) {
    for (int i = 0; i < n; i++) {
      if (ids[i] == id) {
        return true;
      }
    }
    return false;
  }

  long[] outputIds() {
    return outputIds;
  }

  /** The compiled regions of the while or case op at {@code opIndex}. */
  List<ExecutableProgram> regions(int opIndex) {
    return regions.get(opIndex);
  }

  /** Heap charged for this program's pool kept between calls now (tests). */
  public long keptPoolBytes() {
    return poolSlot.chargedBytes();
  }

  StorageRecycler.Slot poolSlot() {
    return poolSlot;
  }

  /** A run's intermediates at their Java sizes (float storage for bf16, long for pred) fit twice over, within a cap. */
  long poolCapacity() {
    return Math.min(StorageRecycler.MAX_POOL_BYTES, Math.max(16L << 20, 4 * proto.getPeakHbmBytes()));
  }

  /**
   * HBM bytes a call needs beyond its parameters and outputs: its peak's ({@link #peakHbmBytes}), which counts what
   * its loop and branch regions hold while they run.
   */
  public long scratchBytes() {
    long outs = 0;
    for (TensorType t : outputTypes()) {
      outs += Shapes.byteSize(t);
    }
    return Math.max(0, need.bytes() - parameterBytes() - outs);
  }

  long parameterBytes() {
    long params = 0;
    for (TensorType t : parameterTypes) {
      params += Shapes.byteSize(t);
    }
    return params;
  }
}
