package org.torchtpu.server.fusion;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.FusedKernel;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.ir.CompileException;
import org.torchtpu.server.ir.IrOp;
import org.torchtpu.server.ir.IrValue;
import org.torchtpu.server.exec.BufferPool;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.KernelStop;
import org.torchtpu.server.exec.ConvolutionKernels;
import org.torchtpu.server.exec.MatmulKernels;
import org.torchtpu.server.exec.ReductionKernels;
import org.torchtpu.server.exec.TileKernels;
import org.torchtpu.server.fusion.FusedKernelWorker.Loc;

/**
 * The executable form of a fused {@link KernelGroup}: one pass over memory in cache-sized tiles.
 *
 * <p>Each member op becomes a step ({@link FusedStep}) that a per-thread {@link FusedKernelWorker}
 * runs on a tile of {@value #TILE} elements; this class builds the plan and splits a run over threads
 * and reduction blocks. A value used only inside the kernel lives in a tile buffer (reused from tile
 * to tile, so it never exists as a whole array), a value the kernel writes goes straight into its
 * output array. Broadcasts are gathers from the (small) input, reshapes are flat copies, scalars are
 * expanded once.
 *
 * <p>Bit-identity with the ops run one by one: the elementwise steps use {@link TileKernels},
 * the same formulas and the same per-op rounding as the unfused kernels. A reduce root runs
 * {@link ReductionKernels} itself on blocks of whole output rows ({@link ReduceBlocks}; its summation
 * order depends only on the number of reduced elements, so a block gives the same bits as the whole
 * array); a dot_general root runs {@link MatmulKernels} (a convolution root {@link ConvolutionKernels})
 * and its epilogue streams over the result.
 *
 * <p>A reduce whose operand shape has no kept leading dimension (a reduction over dim 0, or over
 * everything) is one block: its producer chain is evaluated into a scratch row of the operand's
 * size, which is Java scratch, not a value of the session and not HBM.
 */
public final class FusedKernelPlan {
  /** Elements per tile: a few 8 KiB float buffers per value stay in the core's L1/L2. */
  static final int TILE = 2048;
  /** Operand elements per reduction block (whole output rows): bounds the scratch and amortises each reduce call. */
  static final int REDUCE_BLOCK = 1 << 15;
  /** Below this many elements a kernel runs on the calling thread. */
  static final int PARALLEL_MIN = 1 << 16;

  private final FusedKernel.Kind kind;
  private final int externalInputs;
  private final int[] constantMember;
  private final TensorType[] inputTypes;
  private final boolean[] scalarInput;

  private final DType[] slotDtype;
  /**
   * Per slot, whether its dtype is a float type: each worker's buffers are float[] or long[] by it, and asking
   * {@code DTypes.isFloat} per slot per worker was 3-5% of the compiled tiny-Llama step's CPU (JFR).
   */
  private final boolean[] slotFloat;
  private final Loc[] slotLoc;
  private final int[] slotOutput;

  private final FusedStep[] prologue;
  private final FusedStep[] main;
  private final int mainSize;
  private final int prologueSize;

  /** The dot_general or convolution root of a matmul-epilogue kernel, else null. */
  private final Op dot;
  private final int[] dotInputs;
  private final ReduceOp reduce;
  private final int reduceInput;
  private final int reduceOperandSlot;
  private final int rootSlot;
  /** How a reduce root with producers is cut into blocks of whole output rows, else null. */
  private final ReduceBlocks blocks;

  private final TensorType[] outputTypes;
  private final int[] outputSlot;
  private final List<IrValue> outputValues;

  /** Builds the plan of a fused group whose members are typed. */
  public static FusedKernelPlan build(KernelGroup group) {
    if (!group.isFused()) {
      throw new IllegalArgumentException("a single-op kernel runs its own kernel, it has no fused plan: " + group);
    }
    return new FusedKernelPlan(group);
  }

  private FusedKernelPlan(KernelGroup group) {
    this.kind = group.kind();
    List<IrOp> members = group.members();
    IrOp root = group.root();
    // ---- inputs: external values, then constant members
    Map<IrValue, Integer> inputOf = new IdentityHashMap<>();
    List<TensorType> inTypes = new ArrayList<>();
    for (IrValue v : group.inputs()) {
      inputOf.put(v, inTypes.size());
      inTypes.add(v.type());
    }
    this.externalInputs = inTypes.size();
    List<Integer> constants = new ArrayList<>();
    for (int m = 0; m < members.size(); m++) {
      IrOp op = members.get(m);
      if (op.kind() == Op.KindCase.CONSTANT) {
        inputOf.put(op.result(), inTypes.size());
        inTypes.add(op.result().type());
        constants.add(m);
      }
    }
    this.constantMember = constants.stream().mapToInt(Integer::intValue).toArray();
    this.inputTypes = inTypes.toArray(new TensorType[0]);
    this.scalarInput = new boolean[inputTypes.length];

    // ---- spaces
    TensorType mainType = members.get(members.size() - 1).result().type();
    this.mainSize = Math.toIntExact(Shapes.numElements(mainType));
    TensorType prologueType = root != null && root.kind() == Op.KindCase.REDUCE ? root.operands().get(0).type() : null;
    this.prologueSize = prologueType == null ? 0 : Math.toIntExact(Shapes.numElements(prologueType));

    // ---- broadcasts of one element (a scalar constant or parameter spread over the space) that only steps read:
    // their readers take the scalar itself, expanded once per worker, instead of a tile refilled on every tile
    Set<IrValue> scalarBroadcasts = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    for (IrOp op : members) {
      if (op.kind() == Op.KindCase.BROADCAST_IN_DIM && op != root && inputOf.containsKey(op.operands().get(0))
          && Shapes.numElements(op.operands().get(0).type()) == 1 && !group.outputs().contains(op.result())
          && (root == null || !root.operands().contains(op.result()))) {
        scalarBroadcasts.add(op.result());
        inputOf.put(op.result(), inputOf.get(op.operands().get(0)));
      }
    }

    // ---- computed slots: every member result that is not a kernel input
    Map<IrValue, Integer> slotOf = new IdentityHashMap<>();
    List<DType> dtypes = new ArrayList<>();
    for (IrOp op : members) {
      if (op.kind() != Op.KindCase.CONSTANT && !scalarBroadcasts.contains(op.result())) {
        slotOf.put(op.result(), dtypes.size());
        dtypes.add(op.result().type().getDtype());
      }
    }
    this.slotDtype = dtypes.toArray(new DType[0]);
    this.slotFloat = new boolean[slotDtype.length];
    for (int s = 0; s < slotDtype.length; s++) {
      slotFloat[s] = DTypes.isFloat(slotDtype[s]);
    }
    this.slotLoc = new Loc[slotDtype.length];
    this.slotOutput = new int[slotDtype.length];
    Arrays.fill(slotLoc, Loc.BUFFER);
    Arrays.fill(slotOutput, -1);

    // ---- outputs
    this.outputValues = group.outputs();
    this.outputTypes = new TensorType[outputValues.size()];
    this.outputSlot = new int[outputValues.size()];
    for (int o = 0; o < outputValues.size(); o++) {
      IrValue v = outputValues.get(o);
      outputTypes[o] = v.type();
      Integer slot = slotOf.get(v);
      if (slot == null) {
        throw new IllegalStateException("kernel output " + v + " is not computed by the kernel");
      }
      outputSlot[o] = slot;
      slotOutput[slot] = o;
      slotLoc[slot] = Loc.OUTPUT;
    }

    // ---- root
    if (root != null) {
      rootSlot = slotOf.get(root.result());
      slotLoc[rootSlot] = Loc.OVERRIDE;
    } else {
      rootSlot = -1;
    }
    if (root != null && FusionPlanner.isMxuRoot(root)) {
      dot = root.op();
      dotInputs = new int[] {inputOf.get(root.operands().get(0)), inputOf.get(root.operands().get(1))};
    } else {
      dot = null;
      dotInputs = null;
    }
    if (root != null && root.kind() == Op.KindCase.REDUCE) {
      reduce = root.op().getReduce();
      IrValue operand = root.operands().get(0);
      Integer in = inputOf.get(operand);
      reduceInput = in == null ? -1 : in;
      reduceOperandSlot = in == null ? slotOf.get(operand) : -1;
      if (reduceOperandSlot >= 0) {
        slotLoc[reduceOperandSlot] = Loc.OVERRIDE;
      }
      blocks = new ReduceBlocks(reduce, Shapes.dims(prologueType));
    } else {
      reduce = null;
      reduceInput = -1;
      reduceOperandSlot = -1;
      blocks = null;
    }

    // ---- steps
    List<FusedStep> pro = new ArrayList<>();
    List<FusedStep> mainSteps = new ArrayList<>();
    for (IrOp op : members) {
      if (op == root || op.kind() == Op.KindCase.CONSTANT || scalarBroadcasts.contains(op.result())) {
        continue;
      }
      boolean inPrologue = group.prologue().contains(op);
      int spaceSize = inPrologue ? prologueSize : mainSize;
      // every step writes its slot over the whole space and nothing more: outputs come from pooled, not zeroed,
      // arrays, so a member of another size (only a corrupt or planted stored kernel has one) would leave part of
      // its output holding whatever the pool's last user left there
      long count = Shapes.numElements(op.result().type());
      if (count != spaceSize) {
        throw new CompileException(CompileException.Kind.INTERNAL, op.sourceIndex(), "fused " + kind + " kernel member "
            + op.describe() + " has " + count + " elements but runs over the kernel's " + (inPrologue ? "prologue" : "main")
            + " space of " + spaceSize + ": not a kernel this server builds");
      }
      FusedStep s = FusedStep.of(op, slotOf, inputOf, scalarBroadcasts, spaceSize, scalarInput);
      (inPrologue ? pro : mainSteps).add(s);
    }
    this.prologue = pro.toArray(new FusedStep[0]);
    this.main = mainSteps.toArray(new FusedStep[0]);
  }


  public FusedKernel.Kind kind() {
    return kind;
  }

  /** Kernel inputs: the group's external inputs, then one per constant member. */
  public int inputCount() {
    return inputTypes.length;
  }

  /** The types the kernel's inputs must have, in {@link #inputCount} order. */
  public TensorType[] inputTypes() {
    return inputTypes.clone();
  }

  public int externalInputCount() {
    return externalInputs;
  }

  /** Positions in the group's member list of the constant members, in input order after the externals. */
  public int[] constantMembers() {
    return constantMember.clone();
  }

  public List<IrValue> outputValues() {
    return outputValues;
  }

  public TensorType[] outputTypes() {
    return outputTypes.clone();
  }

  // ---------------------------------------------------------------- running

  /** Runs the kernel; inputs in {@link #inputCount} order, outputs in {@link #outputValues} order. */
  public List<DeviceArray> run(List<DeviceArray> inputs) {
    KernelInputTypes.check(inputTypes, inputs);
    Object[] inputData = new Object[inputs.size()];
    for (int i = 0; i < inputs.size(); i++) {
      DeviceArray a = inputs.get(i);
      inputData[i] = a.isFloat() ? a.floats() : a.longs();
    }
    // every output is written in full before it is read (each by the step computing its slot over the whole
    // space, block by block for a reduce's), so reused arrays need no zero-fill; the root's output, when the
    // kernel has a dot or a reduce with its own operand, is the product's storage itself and is not allocated
    boolean rootFromKernel = dot != null || (reduce != null && (reduceInput >= 0 || prologueSize == 0));
    int rootOutput = rootFromKernel ? slotOutput[rootSlot] : -1;
    Object[] outputData = new Object[outputTypes.length];
    for (int o = 0; o < outputTypes.length; o++) {
      if (o == rootOutput) {
        continue;
      }
      int n = Math.toIntExact(Shapes.numElements(outputTypes[o]));
      outputData[o] = DTypes.isFloat(outputTypes[o].getDtype()) ? BufferPool.floatsToOverwrite(n)
          : BufferPool.longsToOverwrite(n);
    }
    if (dot != null) {
      DeviceArray r;
      if (dot.hasConvolution()) {
        r = ConvolutionKernels.convolution(dot.getConvolution(), inputs.get(dotInputs[0]), inputs.get(dotInputs[1]));
        runMain(inputData, outputData, storage(r), 0, 0, mainSize);
      } else {
        // the epilogue runs on each parallel block's rows as soon as the block has computed them (in its cache, and
        // without a second parallel pass); a range that is the whole product is split over the cores as before
        MatmulKernels.RowEpilogue epilogue = main.length == 0 ? null : (product, from, count) -> {
          if (count == mainSize) {
            runMain(inputData, outputData, product, 0, from, count);
          } else {
            FusedKernelWorker w = worker(inputData, outputData, count);
            try {
              w.runRange(main, product, 0, from, count);
            } finally {
              w.release();
            }
          }
        };
        r = MatmulKernels.dotGeneral(dot.getDotGeneral(), inputs.get(dotInputs[0]), inputs.get(dotInputs[1]), epilogue);
      }
      if (Shapes.numElements(r.type()) != mainSize) {
        // the epilogue ran over the product's rows only: outputs come from pooled, not zeroed, arrays, so a kernel
        // whose product is smaller than its main space (only a corrupt or planted stored kernel) would hand out
        // whatever the pool's last user left in the rest
        throw new IllegalStateException("fused kernel's product has " + Shapes.numElements(r.type())
            + " elements but its main space " + mainSize + ": not a kernel this server builds");
      }
      if (slotOutput[rootSlot] >= 0) {
        outputData[slotOutput[rootSlot]] = storage(r);
      } else if (!dot.hasConvolution()) {
        // the product lived only inside this kernel (dot_general always returns fresh storage): reuse it
        BufferPool.giveToCurrent(storage(r));
      }
    } else if (reduce != null && (reduceInput >= 0 || prologueSize == 0)) {
      DeviceArray operand = reduceInput >= 0 ? inputs.get(reduceInput)
          : DeviceArray.zeros(Shapes.type(slotDtype[reduceOperandSlot], toLongs(blocks.operandDims)));
      // (an empty operand: prologue outputs are the empty arrays allocated above)
      DeviceArray r = ReductionKernels.reduce(reduce, operand);
      runMain(inputData, outputData, storage(r), 0, 0, mainSize);
      if (slotOutput[rootSlot] >= 0) {
        outputData[slotOutput[rootSlot]] = storage(r);
      }
    } else if (reduce != null) {
      runBlocks(inputData, outputData);
    } else {
      runMain(inputData, outputData, null, 0, 0, mainSize);
    }
    List<DeviceArray> out = new ArrayList<>(outputTypes.length);
    for (int o = 0; o < outputTypes.length; o++) {
      int[] dims = Shapes.dims(outputTypes[o]);
      DType dtype = outputTypes[o].getDtype();
      out.add(outputData[o] instanceof float[] f ? DeviceArray.ofFloats(dtype, dims, f)
          : DeviceArray.ofLongs(dtype, dims, (long[]) outputData[o]));
    }
    return out;
  }

  /** The main (epilogue or elementwise) steps over [start, start + n), split over cores when large. */
  private void runMain(Object[] inputData, Object[] outputData, Object root, int rootOrigin, int start, int n) {
    if (main.length == 0 || n == 0) {
      return;
    }
    int parts = parts(n);
    if (parts <= 1) {
      FusedKernelWorker w = worker(inputData, outputData, n);
      try {
        w.runRange(main, root, rootOrigin, start, n);
      } finally {
        w.release();
      }
      return;
    }
    int chunk = ((n + parts - 1) / parts + TILE - 1) / TILE * TILE;
    KernelStop.forEachPart(IntStream.range(0, parts).parallel(), p -> {
      int s = start + p * chunk;
      int e = Math.min(start + n, s + chunk);
      if (s < e) {
        FusedKernelWorker w = worker(inputData, outputData, e - s);
        try {
          w.runRange(main, root, rootOrigin, s, e - s);
        } finally {
          w.release();
        }
      }
    }, "a fused kernel");
  }

  /** A fresh worker (its own tile buffers) for one thread's share of a run, of ranges of at most longestRange. */
  private FusedKernelWorker worker(Object[] inputData, Object[] outputData, int longestRange) {
    return new FusedKernelWorker(slotFloat, slotLoc, slotOutput, scalarInput, rootSlot, longestRange,
        inputData, outputData);
  }

  private static int parts(int n) {
    if (n < PARALLEL_MIN) {
      return 1;
    }
    return Math.max(1, Math.min(Runtime.getRuntime().availableProcessors(), n / (PARALLEL_MIN / 2)));
  }

  /** A reduce with producers: blocks of whole output rows, producers, the reduce, then the epilogue. */
  private void runBlocks(Object[] inputData, Object[] outputData) {
    int outer = blocks.rows();
    int blockSize = blocks.rowSize();
    int outPer = outer == 0 ? 0 : mainSize / outer;
    int perTile = Math.max(1, REDUCE_BLOCK / Math.max(1, blockSize));
    int tiles = (outer + perTile - 1) / perTile;
    int parts = prologueSize >= PARALLEL_MIN ? Math.min(Runtime.getRuntime().availableProcessors(), tiles) : 1;
    int tilesPerPart = (tiles + Math.max(1, parts) - 1) / Math.max(1, parts);
    int finalOuter = outer;
    int finalBlock = blockSize;
    Runnable[] tasks = new Runnable[Math.max(1, parts)];
    for (int p = 0; p < tasks.length; p++) {
      int firstOuter = p * tilesPerPart * perTile;
      int lastOuter = Math.min(finalOuter, (p + 1) * tilesPerPart * perTile);
      tasks[p] = () -> {
        FusedKernelWorker w = worker(inputData, outputData, Math.max(mainSize, prologueSize));
        KernelStop stop = KernelStop.current();
        long work = 0;
        try {
          for (int o0 = firstOuter; o0 < lastOuter; o0 += perTile) {
            int count = Math.min(perTile, lastOuter - o0);
            work += (long) count * finalBlock * (prologue.length + 1) + (long) count * outPer * main.length;
            if (work >= KernelStop.CHECK_WORK) { // each block's ranges are too short to ask themselves
              work = 0;
              stop.check("a fused reduction");
            }
            runBlock(w, outputData, o0, count, finalBlock, outPer);
          }
        } finally {
          w.release();
        }
      };
    }
    if (tasks.length == 1) {
      tasks[0].run();
    } else {
      KernelStop.forEachPart(IntStream.range(0, tasks.length).parallel(), p -> tasks[p].run(), "a fused reduction");
    }
  }

  private void runBlock(FusedKernelWorker w, Object[] outputData, int o0, int count, int blockSize, int outPer) {
    int pStart = o0 * blockSize;
    int pN = count * blockSize;
    DType dtype = slotDtype[reduceOperandSlot];
    boolean isFloat = DTypes.isFloat(dtype);
    Object scratch = w.reduceScratch;
    if (scratch == null || java.lang.reflect.Array.getLength(scratch) != pN) {
      w.scratch().giveBack(scratch);
      scratch = isFloat ? w.scratch().takeFloats(pN) : w.scratch().takeLongs(pN);
      w.reduceScratch = scratch;
    }
    w.runRange(prologue, null, 0, pStart, pN, reduceOperandSlot, scratch, pStart);
    int operandOutput = slotOutput[reduceOperandSlot];
    if (operandOutput >= 0) {
      System.arraycopy(scratch, 0, outputData[operandOutput], pStart, pN);
    }
    DeviceArray r = blocks.reduceRows(dtype, isFloat, scratch, count);
    Object rData = storage(r);
    int mStart = o0 * outPer;
    int rootOutput = slotOutput[rootSlot];
    if (rootOutput >= 0) {
      System.arraycopy(rData, 0, outputData[rootOutput], mStart, count * outPer);
    }
    w.runRange(main, rData, mStart, mStart, count * outPer);
  }

  private static Object storage(DeviceArray a) {
    return a.isFloat() ? a.floats() : a.longs();
  }

  private static long[] toLongs(int[] dims) {
    long[] out = new long[dims.length];
    for (int i = 0; i < dims.length; i++) {
      out[i] = dims[i];
    }
    return out;
  }
}
