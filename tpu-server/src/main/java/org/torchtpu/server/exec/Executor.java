package org.torchtpu.server.exec;

import java.util.List;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;

/**
 * The one executor: computes any op of the op set on device arrays. Every mode (Debug,
 * Strict, and later fused and compiled programs) ends up here, so an op is computed the
 * same way however it arrived.
 *
 * <p>Operands must already have passed {@link org.torchtpu.api.ir.TypeInference}; kernels
 * assume well-typed input.
 *
 * <p>The executor of an abstract session ({@link #withoutValues}) drives a device that holds no values: every op is
 * type-checked exactly as here and answers {@link DeviceArray#abstractOf abstract} results of the inferred types; no
 * kernel runs and nothing is allocated. Pricing and HBM accounting happen around the executor and are the same for
 * both.
 */
public final class Executor {
  /** Why no device runs a manual_region op eagerly (the SPMD partitioner is the only thing that removes one). */
  public static final String MANUAL_REGION_REFUSAL = "manual_region: a shard_map manual region runs only in an SPMD "
      + "compile (CompileRequest.spmd), which partitions it away";
  private final ControlFlowLimits limits;
  private final boolean computesValues;

  public Executor() {
    this(ControlFlowLimits.DEFAULT);
  }

  public Executor(ControlFlowLimits limits) {
    this(limits, true);
  }

  private Executor(ControlFlowLimits limits, boolean computesValues) {
    this.limits = limits;
    this.computesValues = computesValues;
  }

  /** This executor on the no-values device of abstract execution (same limits). */
  public Executor withoutValues() {
    return computesValues ? new Executor(limits, false) : this;
  }

  /** False on the no-values device: results are types only. */
  public boolean computesValues() {
    return computesValues;
  }

  /** Java heap a result of {@code type} takes on this executor's device (without values, only a value's overhead). */
  public long heapBytes(TensorType type) {
    return computesValues ? DeviceArray.heapBytes(type) : DeviceArray.VALUE_OVERHEAD_BYTES;
  }

  /** Abstract results of the given types (the no-values device's answer to any kernel). */
  public static List<DeviceArray> abstractResults(List<TensorType> types) {
    List<DeviceArray> out = new java.util.ArrayList<>(types.size());
    for (TensorType t : types) {
      out.add(DeviceArray.abstractOf(t));
    }
    return out;
  }

  /** The trip limits of while ops run by compiled programs on this executor. */
  public ControlFlowLimits controlFlowLimits() {
    return limits;
  }

  /**
   * Runs one op.
   *
   * @param boundsChecked when true (Debug mode), out-of-range indices in gather, scatter,
   *     dynamic_slice and dynamic_update_slice throw {@link IndexOutOfRangeException}; when
   *     false they are clamped (or, for scatter, skipped) as XLA does
   */
  public List<DeviceArray> execute(Op op, List<DeviceArray> operands, boolean boundsChecked) {
    if (!computesValues) {
      return executeAbstractly(op, operands);
    }
    return switch (op.getKindCase()) {
      case UNARY -> List.of(ElementwiseKernels.unary(op.getUnary(), operands.get(0)));
      case BINARY -> List.of(ElementwiseKernels.binary(op.getBinary(), operands.get(0), operands.get(1)));
      case COMPARE -> List.of(ElementwiseKernels.compare(op.getCompare(), operands.get(0), operands.get(1)));
      case SELECT -> List.of(ElementwiseKernels.select(operands.get(0), operands.get(1), operands.get(2)));
      case CLAMP -> List.of(ElementwiseKernels.clamp(operands.get(0), operands.get(1), operands.get(2)));
      case CONVERT -> List.of(ElementwiseKernels.convert(op.getConvert(), operands.get(0)));
      case CONSTANT -> List.of(Literals.decode(op.getConstant().getValue()));
      case IOTA -> List.of(ElementwiseKernels.iota(op.getIota()));
      case DOT_GENERAL -> List.of(MatmulKernels.dotGeneral(op.getDotGeneral(), operands.get(0), operands.get(1)));
      case REDUCE -> List.of(ReductionKernels.reduce(op.getReduce(), operands.get(0)));
      case ARG_REDUCE -> List.of(ArgReductionKernels.argReduce(op.getArgReduce(), operands.get(0)));
      case BROADCAST_IN_DIM -> List.of(MovementKernels.broadcastInDim(op.getBroadcastInDim(), operands.get(0)));
      case RESHAPE -> List.of(MovementKernels.reshape(op.getReshape(), operands.get(0)));
      case TRANSPOSE -> List.of(MovementKernels.transpose(op.getTranspose(), operands.get(0)));
      case SLICE -> List.of(MovementKernels.slice(op.getSlice(), operands.get(0)));
      case CONCATENATE -> List.of(MovementKernels.concatenate(op.getConcatenate(), operands));
      case PAD -> List.of(MovementKernels.pad(op.getPad(), operands.get(0), operands.get(1)));
      case DYNAMIC_SLICE -> List.of(IndexingKernels.dynamicSlice(
          op.getDynamicSlice(), operands.get(0), operands.subList(1, operands.size()), boundsChecked));
      case DYNAMIC_UPDATE_SLICE -> List.of(IndexingKernels.dynamicUpdateSlice(
          operands.get(0), operands.get(1), operands.subList(2, operands.size()), boundsChecked));
      case GATHER -> List.of(IndexingKernels.gather(op.getGather(), operands.get(0), operands.get(1), boundsChecked));
      case SCATTER -> List.of(IndexingKernels.scatter(
          op.getScatter(), operands.get(0), operands.get(1), operands.get(2), boundsChecked));
      case RNG -> List.of(RandomKernels.rng(op.getRng()));
      case SORT -> SortKernels.sort(op.getSort(), operands);
      case CONVOLUTION -> List.of(ConvolutionKernels.convolution(op.getConvolution(), operands.get(0), operands.get(1)));
      case REDUCE_WINDOW -> List.of(WindowKernels.reduceWindow(op.getReduceWindow(), operands.get(0), operands.get(1)));
      case SELECT_AND_SCATTER -> List.of(WindowKernels.selectAndScatter(
          op.getSelectAndScatter(), operands.get(0), operands.get(1), operands.get(2)));
      case REVERSE -> List.of(MovementKernels.reverse(op.getReverse(), operands.get(0)));
      // the same arrays (immutable): a barrier orders the compiler, it moves no data
      case OPTIMIZATION_BARRIER -> List.copyOf(operands);
      case BITCAST_CONVERT -> List.of(BitcastKernels.bitcast(op.getBitcastConvert(), operands.get(0)));
      case RNG_BIT_GENERATOR -> PhiloxBits.generate(op.getRngBitGenerator(), operands.get(0));
      case FFT -> List.of(FftKernels.fft(op.getFft(), operands.get(0)));
      case CHOLESKY -> LinalgKernels.cholesky(op.getCholesky(), operands.get(0));
      case LU -> LuKernel.lu(operands.get(0));
      case QR -> QrKernels.qr(operands.get(0));
      case EIGH -> EighKernel.eigh(op.getEigh(), operands.get(0));
      case SVD -> SvdKernel.svd(op.getSvd(), operands.get(0));
      case HOUSEHOLDER_PRODUCT -> List.of(QrKernels.householderProduct(operands.get(0), operands.get(1)));
      case TRIANGULAR_SOLVE -> List.of(LinalgKernels.triangularSolve(op.getTriangularSolve(), operands.get(0),
          operands.get(1)));
      case WHILE, CASE -> throw new org.torchtpu.api.ir.OpTypeException(org.torchtpu.api.ir.TypeInference.kindName(op)
          + ": control flow runs only inside a compiled graph (Session.compile or StableHLO import), not eagerly");
      case CALL -> throw new IllegalArgumentException("a call op runs its compiled program, not a kernel");
      case ALL_REDUCE, ALL_GATHER, REDUCE_SCATTER, ALL_TO_ALL, COLLECTIVE_PERMUTE, COLLECTIVE_BROADCAST, SEND, RECV,
          BARRIER -> throw new org.torchtpu.api.ir.OpTypeException(org.torchtpu.api.ir.TypeInference.kindName(op)
          + ": a collective runs in the eager stream of a session that joined a world, not inside a program");
      case MANUAL_REGION -> throw new org.torchtpu.api.ir.OpTypeException(MANUAL_REGION_REFUSAL);
      case KIND_NOT_SET -> throw new IllegalArgumentException("op has no kind");
    };
  }

  /**
   * The no-values device: the op's result types as the type checker infers them. Control flow needs values (a
   * while's condition, a case's index) and is refused; collectives inside a program are priced where the program was
   * compiled and answer their result types (one rank stands for all in an SPMD program).
   */
  private static List<DeviceArray> executeAbstractly(Op op, List<DeviceArray> operands) {
    if (op.getKindCase() == Op.KindCase.WHILE || op.getKindCase() == Op.KindCase.CASE) {
      throw new AbstractValueException(org.torchtpu.api.ir.TypeInference.kindName(op) + ": how often a loop runs, or "
          + "which branch is taken, depends on values, which abstract execution does not compute");
    }
    if (op.getKindCase() == Op.KindCase.CALL) {
      throw new IllegalArgumentException("a call op runs its compiled program, not a kernel");
    }
    if (op.getKindCase() == Op.KindCase.MANUAL_REGION) {
      throw new org.torchtpu.api.ir.OpTypeException(MANUAL_REGION_REFUSAL);
    }
    List<TensorType> types = new java.util.ArrayList<>(operands.size());
    for (DeviceArray a : operands) {
      types.add(a.type());
    }
    return abstractResults(org.torchtpu.api.ir.TypeInference.infer(op, types));
  }
}
