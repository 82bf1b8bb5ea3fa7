package org.torchtpu.server.cost;

import static org.torchtpu.server.cost.OpWeights.OPS_ARG_REDUCE;
import static org.torchtpu.server.cost.OpWeights.OPS_CLAMP;
import static org.torchtpu.server.cost.OpWeights.OPS_PHILOX_WORD;
import static org.torchtpu.server.cost.OpWeights.OPS_REDUCE;
import static org.torchtpu.server.cost.OpWeights.OPS_RNG_NORMAL;
import static org.torchtpu.server.cost.OpWeights.OPS_RNG_UNIFORM;
import static org.torchtpu.server.cost.OpWeights.OPS_SIMPLE;
import static org.torchtpu.server.cost.OpWeights.binaryOps;
import static org.torchtpu.server.cost.OpWeights.unaryOps;

import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.ir.WindowTyping;
import org.torchtpu.api.ir.WindowTyping.Window;
import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.RngOp;
import org.torchtpu.api.v1.ScatterOp;
import org.torchtpu.api.v1.TensorType;

/**
 * Simulated device time of one op on one chip: a roofline plus a fixed launch cost.
 *
 * <h2>The formula</h2>
 * <pre>
 *   compute_seconds = flops / rate(unit)          rate = peak_bf16_flops (MXU), int8 rate (MXU, 8-bit ints),
 *                                                        peak_vpu_flops (VPU); DMA ops do no arithmetic
 *   memory_seconds  = hbm_bytes / (hbm_bytes_per_second x the calibration's sustained HBM fraction)
 *   launch_seconds  = op_launch_seconds (+ a matmul's pipeline fill and drain, see {@link DeviceCalibration})
 *   device seconds  = launch_seconds + max(compute_seconds, memory_seconds)      ({@link #seconds})
 *   bound           = LAUNCH if launch exceeds both, else COMPUTE if compute &gt;= memory, else MEMORY
 * </pre>
 * Compute and memory overlap (the TPU pipelines HBM-&gt;VMEM copies under the arithmetic), launch does not.
 *
 * <h2>HBM bytes</h2>
 * Every operand is read once and every result written once, at its dtype's width ({@link DTypes#byteSize}); on-chip
 * reuse (VMEM tiles of a matmul) is assumed perfect. Exceptions, where an op touches less:
 * <ul>
 *   <li>slice, dynamic_slice, gather read only what they take: the result's size, plus the start indices;
 *   <li>dynamic_update_slice and scatter update the operand in place (XLA aliases the buffer): they read the update
 *       and the indices and write the updated region; scatter with a combiner (add, max, ...) also reads the old
 *       region, scatter REPLACE does not;
 *   <li>reshape of a row-major array is a bitcast: no bytes, no arithmetic; it still pays the launch, as any op
 *       dispatched on its own does;
 *   <li>constant, iota, rng read nothing and write their result.
 * </ul>
 *
 * <h2>The MXU: dot_general and convolution</h2>
 * See {@link MatmulPricing}: K and N padded up to the array's edge, M up to a sublane tile, precision passes and the
 * int8 rate. {@link WindowOpCosts} prices a convolution as one padded matmul per group and kernel tap; the windowed
 * reductions (reduce_window, select_and_scatter) are VPU work proportional to windows x window size.
 *
 * <h2>VPU ops</h2>
 * Elementwise, compare, select, clamp, convert, iota, reductions, arg reductions, sort and rng run on the vector unit:
 * flops = elements x per-element VPU ops ({@link OpWeights}), unpadded (elementwise data is laid out densely). Sort
 * costs n*log2(n) compares per row of length n.
 *
 * <h2>Data movement</h2>
 * broadcast_in_dim, transpose, slice, dynamic_slice, dynamic_update_slice, concatenate, pad, gather, scatter,
 * reshape and constant do no arithmetic: unit "DMA", compute_seconds 0, priced by their bytes alone (transpose
 * reads and writes the whole tensor).
 *
 * <h2>Fused kernels</h2>
 * {@link #priceFused}: several ops run as one kernel (a DeferAndFuse chunk's or a compiled program's fusion) launch
 * once and move only the kernel's inputs and outputs; see {@link KernelSums}.
 *
 * <h2>Calibration</h2>
 * {@link DeviceCalibration} carries what separates a real TensorCore from this roofline: the MXU rate above is
 * multiplied by its sustained fraction, the HBM bandwidth by its sustained HBM fraction, and {@code launch_seconds} is
 * its fixed per-kernel cost. Every execution path
 * (real and abstract sessions, compiled programs, fused chunks, the simulator) prices with {@link #calibrated}, i.e.
 * {@link DeviceCalibration#measured}; {@link DeviceCalibration#roofline} (the ideal roofline with the spec's launch
 * estimate) remains for checking the formulas themselves.
 *
 * <h2>Host transfers</h2>
 * {@link #transferSeconds}: bytes / pcie_bytes_per_second plus {@link #PCIE_TRANSFER_LATENCY_SECONDS}.
 */
public final class CostModel {
  public static final String UNIT_MXU = "MXU";
  public static final String UNIT_VPU = "VPU";
  public static final String UNIT_DMA = "DMA";

  /**
   * Fixed cost of one host&lt;-&gt;device transfer, not published: the runtime stages the host buffer, programs a DMA
   * over PCIe and waits for its completion (a PCIe round trip is about a microsecond; the software around it
   * dominates). We take 10 microseconds. Estimate.
   */
  public static final double PCIE_TRANSFER_LATENCY_SECONDS = 10e-6;

  private final ChipSpec spec;
  private final DeviceCalibration calibration;
  private final KernelRoofline roofline;
  private final MatmulPricing matmuls;

  /**
   * The model every execution path prices with: real sessions, abstract sessions, the compiler and the simulator
   * ({@link DeviceCalibration#measured} for a known generation; the roofline for a hand-made spec of none). One cost
   * model, so abstract and real execution of the same graph are priced identically.
   */
  public static CostModel calibrated(ChipSpec spec) {
    Generation g = spec.getGeneration();
    return new CostModel(spec, isKnown(g) ? DeviceCalibration.measured(g) : DeviceCalibration.roofline(spec));
  }

  /** Whether {@code g} names a generation with published figures (a hand-made spec has none). */
  static boolean isKnown(Generation g) {
    return g != Generation.GENERATION_UNSPECIFIED && g != Generation.UNRECOGNIZED;
  }

  /**
   * A model of the chip {@code spec} describes; its rates and bandwidths must be positive. The ideal roofline (tests
   * of the formulas use it; the service prices with {@link #calibrated}).
   */
  public CostModel(ChipSpec spec) {
    this(spec, DeviceCalibration.roofline(spec));
  }

  /**
   * A model of the chip with measured efficiencies ({@link DeviceCalibration}): the sustained MXU fraction scales the
   * matmul rate and the fixed per-kernel cost replaces {@code op_launch_seconds}. Every other formula is unchanged.
   */
  public CostModel(ChipSpec spec, DeviceCalibration calibration) {
    Objects.requireNonNull(spec, "spec");
    requirePositive("peak_bf16_flops", spec.getPeakBf16Flops());
    requirePositive("peak_vpu_flops", spec.getPeakVpuFlops());
    requirePositive("hbm_bytes_per_second", spec.getHbmBytesPerSecond());
    requirePositive("pcie_bytes_per_second", spec.getPcieBytesPerSecond());
    if (spec.getMxuDim() <= 0) {
      throw new IllegalArgumentException("chip spec mxu_dim must be positive, got " + spec.getMxuDim());
    }
    if (!(spec.getOpLaunchSeconds() >= 0)) {
      throw new IllegalArgumentException("chip spec op_launch_seconds must be >= 0, got " + spec.getOpLaunchSeconds());
    }
    this.spec = spec;
    this.calibration = Objects.requireNonNull(calibration, "calibration");
    this.roofline = new KernelRoofline(spec, calibration);
    this.matmuls = new MatmulPricing(spec, calibration, roofline);
  }

  public ChipSpec spec() {
    return spec;
  }

  public DeviceCalibration calibration() {
    return calibration;
  }

  /** Device time of a priced op: launch + max(compute, memory), plus a reducing collective's additions. */
  public static double seconds(CostBreakdown cost) {
    return cost.getLaunchSeconds() + Math.max(cost.getComputeSeconds(), cost.getMemorySeconds())
        + cost.getReduceSeconds();
  }

  /** Host&lt;-&gt;device time of moving {@code bytes} over the chip's PCIe link (Upload and Download). */
  public double transferSeconds(long bytes) {
    if (bytes < 0) {
      throw new IllegalArgumentException("transfer size must be >= 0 bytes, got " + bytes);
    }
    return PCIE_TRANSFER_LATENCY_SECONDS + bytes / spec.getPcieBytesPerSecond();
  }

  /** The kinds with other than one result: each one's case checks its own count. */
  private static final Set<Op.KindCase> NOT_ONE_RESULT = EnumSet.of(Op.KindCase.SORT, Op.KindCase.WHILE,
      Op.KindCase.CASE, Op.KindCase.OPTIMIZATION_BARRIER, Op.KindCase.RNG_BIT_GENERATOR, Op.KindCase.CHOLESKY,
      Op.KindCase.LU, Op.KindCase.QR, Op.KindCase.EIGH, Op.KindCase.SVD);

  /**
   * Prices {@code op} given its operand and result types (already checked by type inference).
   *
   * @throws OpTypeException if the op has no kind or the number of operands or results does not fit it
   */
  public CostBreakdown price(Op op, List<TensorType> operands, List<TensorType> results) {
    Objects.requireNonNull(op, "op");
    Objects.requireNonNull(operands, "operands");
    Objects.requireNonNull(results, "results");
    if (op.getKindCase() == Op.KindCase.KIND_NOT_SET) {
      throw new OpTypeException("cannot price an op with no kind");
    }
    if (!NOT_ONE_RESULT.contains(op.getKindCase())) {
      expectCount(op, "results", results, 1, 1);
    }
    return switch (op.getKindCase()) {
      case UNARY -> elementwise(op, operands, results, 1, unaryOps(op.getUnary().getKind()));
      case BINARY -> elementwise(op, operands, results, 2, binaryOps(op.getBinary().getKind()));
      case COMPARE -> elementwise(op, operands, results, 2, OPS_SIMPLE);
      case SELECT -> elementwise(op, operands, results, 3, OPS_SIMPLE);
      case CLAMP -> elementwise(op, operands, results, 3, OPS_CLAMP);
      case CONVERT, BITCAST_CONVERT -> elementwise(op, operands, results, 1, OPS_SIMPLE);
      case IOTA -> elementwise(op, operands, results, 0, OPS_SIMPLE);
      case RNG -> elementwise(op, operands, results, 0,
          op.getRng().getDistribution() == RngOp.Distribution.NORMAL ? OPS_RNG_NORMAL : OPS_RNG_UNIFORM);
      case RNG_BIT_GENERATOR -> {
        expectCount(op, "operands", operands, 1, 1);
        expectCount(op, "results", results, 2, 2);
        // the kernel draws one 32-bit word per u8 or u32 element and two per u64 element
        TensorType bits = results.get(1);
        double words = Math.max(1, Shapes.numElements(bits) * (bits.getDtype() == DType.U64 ? 2.0 : 1.0));
        yield roofline.vector(words * OPS_PHILOX_WORD, bytes(operands) + bytes(results));
      }
      case FFT -> {
        expectCount(op, "operands", operands, 1, 1);
        yield roofline.vector(FftCost.flops(op.getFft(), operands.get(0)), bytes(operands) + bytes(results));
      }
      case CHOLESKY -> {
        expectCount(op, "operands", operands, 1, 1);
        expectCount(op, "results", results, 2, 2);
        yield roofline.vector(LinalgCost.choleskyFlops(operands.get(0)), bytes(operands) + bytes(results));
      }
      case LU -> {
        expectCount(op, "operands", operands, 1, 1);
        expectCount(op, "results", results, 4, 4);
        yield roofline.vector(LinalgCost.luFlops(operands.get(0)), bytes(operands) + bytes(results));
      }
      case QR -> {
        expectCount(op, "operands", operands, 1, 1);
        expectCount(op, "results", results, 2, 2);
        yield roofline.vector(LinalgCost.qrFlops(operands.get(0)), bytes(operands) + bytes(results));
      }
      // eigh and svd: their time a typical run's sweeps, their work (what max-work bounds) the sweep cap's
      case EIGH -> {
        expectCount(op, "operands", operands, 1, 1);
        expectCount(op, "results", results, 2, 2);
        yield roofline.vector(LinalgCost.eighFlops(operands.get(0)), bytes(operands) + bytes(results)).toBuilder()
            .setBoundFlops(LinalgCost.eighMaxFlops(operands.get(0))).build();
      }
      case SVD -> {
        expectCount(op, "operands", operands, 1, 1);
        expectCount(op, "results", results, 3, 3);
        boolean full = op.getSvd().getFullMatrices();
        yield roofline.vector(LinalgCost.svdFlops(operands.get(0), full), bytes(operands) + bytes(results)).toBuilder()
            .setBoundFlops(LinalgCost.svdMaxFlops(operands.get(0), full)).build();
      }
      case HOUSEHOLDER_PRODUCT -> {
        expectCount(op, "operands", operands, 2, 2);
        yield roofline.vector(LinalgCost.householderProductFlops(operands.get(0), operands.get(1)),
            bytes(operands) + bytes(results));
      }
      case TRIANGULAR_SOLVE -> {
        expectCount(op, "operands", operands, 2, 2);
        yield roofline.vector(LinalgCost.triangularSolveFlops(operands.get(0), operands.get(1)),
            bytes(operands) + bytes(results));
      }
      case REDUCE -> vectorOverInput(op, operands, results, OPS_REDUCE);
      case ARG_REDUCE -> vectorOverInput(op, operands, results, OPS_ARG_REDUCE);
      case SORT -> sort(op, operands, results);
      case CALL -> throw new IllegalArgumentException("a call op is priced by its compiled program");
      case ALL_REDUCE, ALL_GATHER, REDUCE_SCATTER, ALL_TO_ALL, COLLECTIVE_PERMUTE, COLLECTIVE_BROADCAST, SEND, RECV,
          BARRIER -> throw new OpTypeException(org.torchtpu.api.ir.TypeInference.kindName(op)
          + ": a collective is priced by the ICI model of its world, not per chip");
      case MANUAL_REGION -> throw new OpTypeException(org.torchtpu.api.ir.TypeInference.kindName(op)
          + ": a shard_map manual region is partitioned away by the SPMD compile, never priced");
      case DOT_GENERAL -> {
        expectCount(op, "operands", operands, 2, 2);
        yield matmuls.dotGeneral(op, operands, bytes(operands) + bytes(results));
      }
      case CONVOLUTION -> {
        expectCount(op, "operands", operands, 2, 2);
        yield matmuls.convolution(op, operands, bytes(operands) + bytes(results));
      }
      case REDUCE_WINDOW -> {
        expectCount(op, "operands", operands, 2, 2);
        Window w = WindowTyping.reduceWindowGeometry(op.getReduceWindow(), operands.get(0));
        yield roofline.vector(WindowOpCosts.reduceWindowOps(w), bytes(operands) + bytes(results));
      }
      case SELECT_AND_SCATTER -> {
        expectCount(op, "operands", operands, 3, 3);
        Window w = WindowTyping.selectAndScatterGeometry(op.getSelectAndScatter(), operands.get(0));
        yield roofline.vector(WindowOpCosts.selectAndScatterOps(w), bytes(operands) + bytes(results));
      }
      case CONSTANT -> {
        expectCount(op, "operands", operands, 0, 0);
        yield roofline.movement(bytes(results));
      }
      case RESHAPE -> {
        expectCount(op, "operands", operands, 1, 1);
        yield roofline.movement(0);
      }
      case BROADCAST_IN_DIM, TRANSPOSE -> {
        expectCount(op, "operands", operands, 1, 1);
        yield roofline.movement(bytes(operands) + bytes(results));
      }
      case CONCATENATE -> {
        expectCount(op, "operands", operands, 1, Integer.MAX_VALUE);
        yield roofline.movement(bytes(operands) + bytes(results));
      }
      case PAD -> {
        expectCount(op, "operands", operands, 2, 2);
        yield roofline.movement(bytes(operands) + bytes(results));
      }
      case SLICE -> {
        expectCount(op, "operands", operands, 1, 1);
        yield roofline.movement(2 * bytes(results));
      }
      case DYNAMIC_SLICE -> {
        expectCount(op, "operands", operands, 1, Integer.MAX_VALUE);
        yield roofline.movement(2 * bytes(results) + bytes(operands.subList(1, operands.size())));
      }
      case GATHER -> {
        expectCount(op, "operands", operands, 2, 2);
        yield roofline.movement(2 * bytes(results) + Shapes.byteSize(operands.get(1)));
      }
      case DYNAMIC_UPDATE_SLICE -> {
        expectCount(op, "operands", operands, 2, Integer.MAX_VALUE);
        double update = Shapes.byteSize(operands.get(1));
        yield withHostCopy(roofline.movement(2 * update + bytes(operands.subList(2, operands.size()))),
            operands.get(0));
      }
      case SCATTER -> scatter(op, operands);
      case REVERSE -> {
        expectCount(op, "operands", operands, 1, 1);
        yield roofline.movement(bytes(operands) + bytes(results));
      }
      // computes and moves nothing: its results are its operands' buffers
      case OPTIMIZATION_BARRIER -> CostBreakdown.getDefaultInstance();
      // a loop or branch is priced when it runs, by the trips and branch it actually took
      case WHILE, CASE -> CostBreakdown.getDefaultInstance();
      case KIND_NOT_SET -> throw new AssertionError("handled above");
    };
  }

  /**
   * Prices several ops fused into one kernel (see "Fused kernels" in the class comment).
   *
   * @param members each member op's own price ({@link #price}); only their flops and compute times are used
   * @param inputBytes bytes the kernel reads from HBM (its inputs, constants included)
   * @param outputBytes bytes the kernel writes to HBM (the values used after it)
   */
  public CostBreakdown priceFused(List<CostBreakdown> members, double inputBytes, double outputBytes) {
    return KernelSums.fused(roofline, calibration, members, inputBytes, outputBytes);
  }

  /**
   * A kernel that gathers rows by index and moves {@code hbmBytes} (the rows it reads plus the rows it writes), such as
   * a dropless mixture of experts' permutation: at the row-gather rate ({@link DeviceCalibration#sustainedRowGather}),
   * a third of a streaming kernel's.
   */
  public CostBreakdown priceRowGather(double hbmBytes) {
    if (!(hbmBytes >= 0)) {
      throw new IllegalArgumentException("row gather bytes must be >= 0, got " + hbmBytes);
    }
    return roofline.rowGather(hbmBytes);
  }

  /**
   * The sum of several kernels' prices, as one breakdown of a whole program (a CallOp): flops, bytes and the three
   * times add up. Its {@link #seconds} is not the program's time (each kernel overlaps its own compute and memory);
   * the caller reports the sum of the kernels' seconds as the program's device time.
   */
  public static CostBreakdown sum(List<CostBreakdown> kernels) {
    return KernelSums.program(kernels);
  }

  // ---- the three kinds of op ----

  private CostBreakdown elementwise(Op op, List<TensorType> operands, List<TensorType> results, int arity,
      double opsPerElement) {
    expectCount(op, "operands", operands, arity, arity);
    double flops = Shapes.numElements(results.get(0)) * opsPerElement;
    return roofline.vector(flops, bytes(operands) + bytes(results));
  }

  /** Reductions: the work scales with the input, not the (smaller) result. */
  private CostBreakdown vectorOverInput(Op op, List<TensorType> operands, List<TensorType> results,
      double opsPerInputElement) {
    expectCount(op, "operands", operands, 1, 1);
    double flops = Shapes.numElements(operands.get(0)) * opsPerInputElement;
    return roofline.vector(flops, bytes(operands) + bytes(results));
  }

  private CostBreakdown sort(Op op, List<TensorType> operands, List<TensorType> results) {
    expectCount(op, "operands", operands, 1, Integer.MAX_VALUE);
    expectCount(op, "results", results, operands.size(), operands.size());
    TensorType keys = operands.get(0);
    long dimension = op.getSort().getDimension();
    if (dimension < 0 || dimension >= keys.getDimsCount()) {
      throw new OpTypeException("sort dimension " + dimension + " is out of range for keys " + Shapes.toString(keys));
    }
    long rowLength = keys.getDims((int) dimension);
    long elements = Shapes.numElements(keys);
    double flops = 0;
    if (rowLength > 1) {
      double rows = (double) elements / rowLength;
      flops = rows * rowLength * (Math.log(rowLength) / Math.log(2));
    }
    return roofline.vector(flops, bytes(operands) + bytes(results));
  }

  private CostBreakdown scatter(Op op, List<TensorType> operands) {
    expectCount(op, "operands", operands, 3, 3);
    TensorType target = operands.get(0);
    TensorType indices = operands.get(1);
    TensorType updates = operands.get(2);
    double region = (double) Shapes.numElements(updates) * DTypes.byteSize(target.getDtype());
    boolean readsOldValues = op.getScatter().getCombiner() != ScatterOp.Combiner.REPLACE;
    double bytes = Shapes.byteSize(indices) + Shapes.byteSize(updates) + region + (readsOldValues ? region : 0);
    return withHostCopy(roofline.movement(bytes), target);
  }

  /**
   * An in-place write's price with the host's copy of its operand, read and written, for the work limit: a device
   * writes the window in place (the seconds count only it), this simulator copies the whole operand a run, so a loop
   * writing one row of a 64 MiB operand a trip does 128 MiB of host work a trip, not the row's.
   */
  private static CostBreakdown withHostCopy(CostBreakdown window, TensorType operand) {
    return window.toBuilder().setHostCopyBytes(2.0 * Shapes.byteSize(operand)).build();
  }

  // ---- small helpers ----

  private static double bytes(List<TensorType> types) {
    double total = 0;
    for (TensorType type : types) {
      total += Shapes.byteSize(type);
    }
    return total;
  }

  private static void expectCount(Op op, String what, List<TensorType> types, int min, int max) {
    int n = types.size();
    if (n < min || n > max) {
      String expected = min == max ? String.valueOf(min)
          : max == Integer.MAX_VALUE ? "at least " + min : min + " to " + max;
      throw new OpTypeException(opName(op) + " expects " + expected + " " + what + ", got " + n);
    }
  }

  private static String opName(Op op) {
    return op.getKindCase().name().toLowerCase(Locale.ROOT);
  }

  private static void requirePositive(String field, double value) {
    if (!(value > 0)) {
      throw new IllegalArgumentException("chip spec " + field + " must be positive, got " + value);
    }
  }
}
