package org.torchtpu.server.cost;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.torchtpu.api.ir.ConvolutionTyping;
import org.torchtpu.api.ir.ConvolutionTyping.Geometry;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.ir.WindowTyping;
import org.torchtpu.api.ir.WindowTyping.Window;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.RngOp;
import org.torchtpu.api.v1.ScatterOp;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.chip.ChipSpecs;

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
 * <h2>dot_general on the MXU</h2>
 * With B the product of the batch dims, M of the lhs free dims, N of the rhs free dims and K of the contracting
 * dims, useful_flops = 2*B*M*N*K. The MXU is an mxu_dim x mxu_dim systolic array (128 before v6e, 256 on v6e and
 * v7) holding a K x N tile of the rhs, through which the lhs streams in 8-row (sublane) tiles ("one
 * bf16[8,128] @ bf16[128,128] multiply every 8 cycles", scaling book, "How to Think About TPUs", Appendix B). So a
 * partially filled array costs as much as a full one: K and N are padded up to multiples of mxu_dim and M (the free
 * lhs dims, flattened as XLA does) up to a multiple of 8: flops = 2*B*pad8(M)*padDim(N)*padDim(K) x passes. Head
 * dim 64 on v5e thus uses half the array (utilisation 0.5), on v6e a quarter.
 * <ul>
 *   <li>DEFAULT precision: one bf16 pass. HIGHEST with f32 inputs: XLA splits each f32 into three bf16 pieces and
 *       multiplies the six significant cross products (bf16_6x), 6 passes; HIGHEST with f16 inputs needs only two
 *       pieces (11-bit significand), 3 passes. The passes count as performed flops, so they lower mxu_utilization.
 *   <li>8-bit integer inputs (s8, u8) run at the generation's int8 rate ({@link ChipSpecs#peakInt8Ops}: 2x bf16 on
 *       v5e, v5p, v6e); wider integers are priced at the bf16 rate (a simplification). float8 inputs run at the
 *       generation's fp8 rate ({@link ChipSpecs#peakFp8Flops}: 2x bf16 on v7, the bf16 rate before it).
 *   <li>mxu_utilization = useful_flops / flops; hbm_bytes = lhs + rhs + result.
 * </ul>
 *
 * <h2>convolution, reduce_window, select_and_scatter</h2>
 * See {@link WindowOpCosts}: a convolution is one padded MXU matmul per group and kernel tap (low channel counts
 * waste the array), the windowed reductions are VPU work proportional to windows x window size.
 *
 * <h2>VPU ops</h2>
 * Elementwise, compare, select, clamp, convert, iota, reductions, arg reductions, sort and rng run on the vector unit:
 * flops = elements x per-element VPU ops, unpadded (elementwise data is laid out densely). Weights, in VPU
 * operations per element: 1 for add/subtract/multiply/max/min/logic/compare/select/convert/negate/abs/rounding;
 * 2 for clamp (a max then a min); 4 for divide, sqrt and rsqrt (the VPU has no divider: a reciprocal or root
 * estimate refined by a Newton step); 6 for remainder (a divide, a truncate and a multiply-subtract); 10 for
 * transcendentals (exp, log, log1p, expm1, tanh, logistic, erf, sin, cos: XLA expands them into range reduction
 * plus a polynomial of about eight multiply-adds); 14 for atan2 (a transcendental and a divide); 21 for power
 * (exp(y*log x)). Reductions cost one combine per input element, arg reductions three (compare, select the value,
 * select the index). Sort costs n*log2(n) compares per row of length n. rng costs 24 ops per element for uniform
 * (Philox-4x32-10: ten rounds of two 32-bit multiplies, xors and key additions, shared by 4 outputs, plus the
 * conversion to a float in range) and 48 for normal (adds a log, a sqrt and a cosine for Box-Muller).
 *
 * <h2>Data movement</h2>
 * broadcast_in_dim, transpose, slice, dynamic_slice, dynamic_update_slice, concatenate, pad, gather, scatter,
 * reshape and constant do no arithmetic: unit "DMA", compute_seconds 0, priced by their bytes alone (transpose
 * reads and writes the whole tensor).
 *
 * <h2>Fused kernels</h2>
 * {@link #priceFused}: several ops run as one kernel (a DeferAndFuse chunk's or a compiled program's fusion) cost
 * <pre>
 *   launch_seconds  = op_launch_seconds + the largest MXU member's fill   (one launch for the whole kernel)
 *   hbm_bytes       = bytes of the kernel's inputs read + bytes of the outputs it writes
 *   compute_seconds = sum over the member ops of their compute_seconds    (flops and useful flops add up too)
 *   memory_seconds  = hbm_bytes / sustained hbm_bytes_per_second
 *   device seconds  = launch_seconds + max(compute_seconds, memory_seconds)
 * </pre>
 * Intermediates stay in VMEM/vregs, so they cost neither HBM bytes nor launches: an elementwise chain of k ops over
 * n-byte arrays moves about 2n bytes fused instead of about 2kn unfused, and launches once instead of k times.
 * A broadcast inside a kernel reads only its (small) operand. The unit is "MXU" when a member uses the MXU, else "VPU"
 * (or "DMA" when no member computes); mxu_utilization is that of the MXU members.
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

  /** Rows of the lhs the MXU takes per step: one sublane tile (scaling book, Appendix B: "bf16[8,128]"). */
  static final int MXU_ROW_TILE = 8;

  /**
   * Fixed cost of one host&lt;-&gt;device transfer, not published: the runtime stages the host buffer, programs a DMA
   * over PCIe and waits for its completion (a PCIe round trip is about a microsecond; the software around it
   * dominates). We take 10 microseconds. Estimate.
   */
  public static final double PCIE_TRANSFER_LATENCY_SECONDS = 10e-6;

  // MXU passes per product (see the class comment).
  static final int PASSES_DEFAULT = 1;
  static final int PASSES_HIGHEST_F32 = 6;
  static final int PASSES_HIGHEST_F16 = 3;

  // VPU operations per element (see the class comment for the reasoning).
  static final double OPS_SIMPLE = 1;
  static final double OPS_CLAMP = 2;
  static final double OPS_DIVIDE = 4;
  static final double OPS_SQRT = 4;
  static final double OPS_REMAINDER = 6;
  static final double OPS_TRANSCENDENTAL = 10;
  static final double OPS_ATAN2 = OPS_TRANSCENDENTAL + OPS_DIVIDE;
  static final double OPS_POWER = 2 * OPS_TRANSCENDENTAL + 1;
  /** lgamma, digamma, bessel_i1e: XLA expands each into a rational approximation with a log or exp, about 3x exp. */
  static final double OPS_SPECIAL_FUNCTION = 3 * OPS_TRANSCENDENTAL;
  static final double OPS_REDUCE = 1;
  static final double OPS_ARG_REDUCE = 3;
  static final double OPS_RNG_UNIFORM = 24;
  static final double OPS_RNG_NORMAL = 48;
  // Philox4x32-10 makes 4 words in 10 rounds of 2 widening multiplies (~4 vector ops each), 4 xors and 2 key adds:
  // ~140 ops per 4 words
  static final double OPS_PHILOX_WORD = 35;

  private final ChipSpec spec;
  private final double int8OpsPerSecond;
  private final double fp8FlopsPerSecond;
  private final DeviceCalibration calibration;

  /**
   * The model every execution path prices with: real sessions, abstract sessions, the compiler and the simulator
   * ({@link DeviceCalibration#measured} for a known generation; the roofline for a hand-made spec of none). One cost
   * model, so abstract and real execution of the same graph are priced identically.
   */
  public static CostModel calibrated(ChipSpec spec) {
    Generation g = spec.getGeneration();
    boolean known = g != Generation.GENERATION_UNSPECIFIED && g != Generation.UNRECOGNIZED;
    return new CostModel(spec, known ? DeviceCalibration.measured(g) : DeviceCalibration.roofline(spec));
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
    Generation generation = spec.getGeneration();
    boolean known = generation != Generation.GENERATION_UNSPECIFIED && generation != Generation.UNRECOGNIZED;
    // A hand-made spec of no known generation has no int8 figure: its MXU runs int8 at the bf16 rate.
    this.int8OpsPerSecond = known ? ChipSpecs.peakInt8Ops(generation) : spec.getPeakBf16Flops();
    this.fp8FlopsPerSecond = known ? ChipSpecs.peakFp8Flops(generation) : spec.getPeakBf16Flops();
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
    if (op.getKindCase() != Op.KindCase.SORT && op.getKindCase() != Op.KindCase.WHILE
        && op.getKindCase() != Op.KindCase.CASE && op.getKindCase() != Op.KindCase.OPTIMIZATION_BARRIER
        && op.getKindCase() != Op.KindCase.RNG_BIT_GENERATOR) {
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
        yield vector(words * OPS_PHILOX_WORD, bytes(operands) + bytes(results));
      }
      case FFT -> {
        expectCount(op, "operands", operands, 1, 1);
        yield vector(FftCost.flops(op.getFft(), operands.get(0)), bytes(operands) + bytes(results));
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
      case DOT_GENERAL -> dotGeneral(op, operands, results);
      case CONVOLUTION -> convolution(op, operands, results);
      case REDUCE_WINDOW -> {
        expectCount(op, "operands", operands, 2, 2);
        Window w = WindowTyping.reduceWindowGeometry(op.getReduceWindow(), operands.get(0));
        yield vector(WindowOpCosts.reduceWindowOps(w), bytes(operands) + bytes(results));
      }
      case SELECT_AND_SCATTER -> {
        expectCount(op, "operands", operands, 3, 3);
        Window w = WindowTyping.selectAndScatterGeometry(op.getSelectAndScatter(), operands.get(0));
        yield vector(WindowOpCosts.selectAndScatterOps(w), bytes(operands) + bytes(results));
      }
      case CONSTANT -> {
        expectCount(op, "operands", operands, 0, 0);
        yield movement(bytes(results));
      }
      case RESHAPE -> {
        expectCount(op, "operands", operands, 1, 1);
        yield movement(0);
      }
      case BROADCAST_IN_DIM, TRANSPOSE -> {
        expectCount(op, "operands", operands, 1, 1);
        yield movement(bytes(operands) + bytes(results));
      }
      case CONCATENATE -> {
        expectCount(op, "operands", operands, 1, Integer.MAX_VALUE);
        yield movement(bytes(operands) + bytes(results));
      }
      case PAD -> {
        expectCount(op, "operands", operands, 2, 2);
        yield movement(bytes(operands) + bytes(results));
      }
      case SLICE -> {
        expectCount(op, "operands", operands, 1, 1);
        yield movement(2 * bytes(results));
      }
      case DYNAMIC_SLICE -> {
        expectCount(op, "operands", operands, 1, Integer.MAX_VALUE);
        yield movement(2 * bytes(results) + bytes(operands.subList(1, operands.size())));
      }
      case GATHER -> {
        expectCount(op, "operands", operands, 2, 2);
        yield movement(2 * bytes(results) + Shapes.byteSize(operands.get(1)));
      }
      case DYNAMIC_UPDATE_SLICE -> {
        expectCount(op, "operands", operands, 2, Integer.MAX_VALUE);
        double update = Shapes.byteSize(operands.get(1));
        yield movement(2 * update + bytes(operands.subList(2, operands.size())));
      }
      case SCATTER -> scatter(op, operands);
      case REVERSE -> {
        expectCount(op, "operands", operands, 1, 1);
        yield movement(bytes(operands) + bytes(results));
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
    Objects.requireNonNull(members, "members");
    if (members.isEmpty()) {
      throw new IllegalArgumentException("a fused kernel has at least one op");
    }
    if (!(inputBytes >= 0) || !(outputBytes >= 0)) {
      throw new IllegalArgumentException("fused kernel bytes must be >= 0, got inputs " + inputBytes
          + ", outputs " + outputBytes);
    }
    double flops = 0;
    double useful = 0;
    double compute = 0;
    double mxuFlops = 0;
    double mxuUseful = 0;
    double fill = 0;
    for (CostBreakdown m : members) {
      flops += m.getFlops();
      useful += m.getUsefulFlops();
      compute += m.getComputeSeconds();
      if (UNIT_MXU.equals(m.getUnit())) {
        mxuFlops += m.getFlops();
        mxuUseful += m.getUsefulFlops();
        // the kernel's pipeline fills once: its largest matmul's fill and drain (DeviceCalibration)
        fill = Math.max(fill, m.getLaunchSeconds() - calibration.kernelFixedSeconds());
      }
    }
    String unit = mxuFlops > 0 ? UNIT_MXU : flops > 0 ? UNIT_VPU : UNIT_DMA;
    return breakdown(unit, flops, useful, inputBytes + outputBytes, compute, mxuFlops > 0 ? mxuUseful / mxuFlops : 0,
        fill);
  }

  /**
   * The sum of several kernels' prices, as one breakdown of a whole program (a CallOp): flops, bytes and the three
   * times add up. Its {@link #seconds} is not the program's time (each kernel overlaps its own compute and memory);
   * the caller reports the sum of the kernels' seconds as the program's device time.
   */
  public static CostBreakdown sum(List<CostBreakdown> kernels) {
    double flops = 0;
    double useful = 0;
    double bytes = 0;
    double compute = 0;
    double memory = 0;
    double launch = 0;
    double reduce = 0;
    double mxuFlops = 0;
    double mxuUseful = 0;
    for (CostBreakdown k : kernels) {
      flops += k.getFlops();
      useful += k.getUsefulFlops();
      bytes += k.getHbmBytes();
      compute += k.getComputeSeconds();
      memory += k.getMemorySeconds();
      launch += k.getLaunchSeconds();
      reduce += k.getReduceSeconds();
      if (UNIT_MXU.equals(k.getUnit())) {
        mxuFlops += k.getFlops();
        mxuUseful += k.getUsefulFlops();
      }
    }
    CostBreakdown.Bound bound = launch > compute && launch > memory ? CostBreakdown.Bound.LAUNCH
        : compute >= memory ? CostBreakdown.Bound.COMPUTE : CostBreakdown.Bound.MEMORY;
    return CostBreakdown.newBuilder()
        .setFlops(flops)
        .setUsefulFlops(useful)
        .setHbmBytes(bytes)
        .setComputeSeconds(compute)
        .setMemorySeconds(memory)
        .setLaunchSeconds(launch)
        .setReduceSeconds(reduce)
        .setBound(bound)
        .setUnit(mxuFlops > 0 ? UNIT_MXU : flops > 0 ? UNIT_VPU : UNIT_DMA)
        .setMxuUtilization(mxuFlops > 0 ? mxuUseful / mxuFlops : 0)
        .build();
  }

  // ---- the three kinds of op ----

  private CostBreakdown elementwise(Op op, List<TensorType> operands, List<TensorType> results, int arity,
      double opsPerElement) {
    expectCount(op, "operands", operands, arity, arity);
    double flops = Shapes.numElements(results.get(0)) * opsPerElement;
    return vector(flops, bytes(operands) + bytes(results));
  }

  /** Reductions: the work scales with the input, not the (smaller) result. */
  private CostBreakdown vectorOverInput(Op op, List<TensorType> operands, List<TensorType> results,
      double opsPerInputElement) {
    expectCount(op, "operands", operands, 1, 1);
    double flops = Shapes.numElements(operands.get(0)) * opsPerInputElement;
    return vector(flops, bytes(operands) + bytes(results));
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
    return vector(flops, bytes(operands) + bytes(results));
  }

  private CostBreakdown dotGeneral(Op op, List<TensorType> operands, List<TensorType> results) {
    expectCount(op, "operands", operands, 2, 2);
    DotGeneralOp dot = op.getDotGeneral();
    TensorType lhs = operands.get(0);
    TensorType rhs = operands.get(1);
    double batch = product(lhs, dot.getLhsBatchingDimsList(), "lhs_batching_dims");
    double contracting = product(lhs, dot.getLhsContractingDimsList(), "lhs_contracting_dims");
    double rhsContracting = product(rhs, dot.getRhsContractingDimsList(), "rhs_contracting_dims");
    product(rhs, dot.getRhsBatchingDimsList(), "rhs_batching_dims");
    if (contracting != rhsContracting) {
      throw new OpTypeException("dot_general contracting sizes differ: lhs " + Shapes.toString(lhs) + " contracts "
          + (long) contracting + " elements, rhs " + Shapes.toString(rhs) + " " + (long) rhsContracting);
    }
    double rows = freeProduct(lhs, dot.getLhsBatchingDimsList(), dot.getLhsContractingDimsList());
    double columns = freeProduct(rhs, dot.getRhsBatchingDimsList(), dot.getRhsContractingDimsList());

    int mxu = spec.getMxuDim();
    double useful = 2 * batch * rows * columns * contracting;
    double padded = 2 * batch * roundUp(rows, MXU_ROW_TILE) * roundUp(columns, mxu) * roundUp(contracting, mxu);
    double flops = padded * passes(dot.getPrecision(), lhs.getDtype());
    double rate = mxuRate(lhs.getDtype()) * calibration.mxuSustainedFraction();
    double utilization = flops > 0 ? useful / flops : 0;
    // the first operand panels and the last output tile move while the MXU waits (DeviceCalibration): a per-kernel
    // cost like the launch, so it is reported with it
    double fill = calibration.fillSeconds(rows, contracting, columns, DTypes.byteSize(lhs.getDtype()),
        spec.getHbmBytesPerSecond());
    return breakdown(UNIT_MXU, flops, useful, bytes(operands) + bytes(results), flops / rate, utilization, fill);
  }

  /** convolution: per group and kernel tap one padded matmul on the MXU ({@link WindowOpCosts}). */
  private CostBreakdown convolution(Op op, List<TensorType> operands, List<TensorType> results) {
    expectCount(op, "operands", operands, 2, 2);
    Geometry g = ConvolutionTyping.geometry(op.getConvolution(), operands.get(0), operands.get(1));
    DType input = operands.get(0).getDtype();
    double useful = WindowOpCosts.convolutionUsefulFlops(g);
    double flops = WindowOpCosts.convolutionPaddedFlops(g, spec.getMxuDim(), passes(op.getConvolution().getPrecision(),
        input));
    double rate = mxuRate(input);
    return breakdown(UNIT_MXU, flops, useful, bytes(operands) + bytes(results), flops / rate,
        flops > 0 ? useful / flops : 0);
  }

  private CostBreakdown scatter(Op op, List<TensorType> operands) {
    expectCount(op, "operands", operands, 3, 3);
    TensorType target = operands.get(0);
    TensorType indices = operands.get(1);
    TensorType updates = operands.get(2);
    double region = (double) Shapes.numElements(updates) * DTypes.byteSize(target.getDtype());
    boolean readsOldValues = op.getScatter().getCombiner() != ScatterOp.Combiner.REPLACE;
    double bytes = Shapes.byteSize(indices) + Shapes.byteSize(updates) + region + (readsOldValues ? region : 0);
    return movement(bytes);
  }

  private CostBreakdown vector(double flops, double hbmBytes) {
    return breakdown(UNIT_VPU, flops, flops, hbmBytes, flops / spec.getPeakVpuFlops(), 0);
  }

  private CostBreakdown movement(double hbmBytes) {
    return breakdown(UNIT_DMA, 0, 0, hbmBytes, 0, 0);
  }

  private CostBreakdown breakdown(String unit, double flops, double useful, double hbmBytes, double computeSeconds,
      double mxuUtilization) {
    return breakdown(unit, flops, useful, hbmBytes, computeSeconds, mxuUtilization, 0);
  }

  private CostBreakdown breakdown(String unit, double flops, double useful, double hbmBytes, double computeSeconds,
      double mxuUtilization, double fillSeconds) {
    double memorySeconds = hbmBytes / calibration.sustainedHbm(spec.getHbmBytesPerSecond());
    double launchSeconds = calibration.kernelFixedSeconds() + fillSeconds;
    CostBreakdown.Bound bound;
    if (launchSeconds > computeSeconds && launchSeconds > memorySeconds) {
      bound = CostBreakdown.Bound.LAUNCH;
    } else if (computeSeconds >= memorySeconds) {
      bound = CostBreakdown.Bound.COMPUTE;
    } else {
      bound = CostBreakdown.Bound.MEMORY;
    }
    return CostBreakdown.newBuilder()
        .setFlops(flops)
        .setUsefulFlops(useful)
        .setHbmBytes(hbmBytes)
        .setComputeSeconds(computeSeconds)
        .setMemorySeconds(memorySeconds)
        .setLaunchSeconds(launchSeconds)
        .setBound(bound)
        .setUnit(unit)
        .setMxuUtilization(mxuUtilization)
        .build();
  }

  // ---- per-element weights and MXU passes ----

  static double unaryOps(UnaryOp.Kind kind) {
    return switch (kind) {
      case NEGATE, ABS, FLOOR, CEIL, ROUND_NEAREST_EVEN, SIGN, NOT, IS_FINITE, COUNT_LEADING_ZEROS, POPCNT -> OPS_SIMPLE;
      case SQRT, RSQRT -> OPS_SQRT;
      case EXP, LOG, LOG1P, EXPM1, TANH, LOGISTIC, ERF, SIN, COS, CBRT, TAN, ERF_INV, SINH, COSH, ASIN, ACOS, ATAN,
          ASINH, ACOSH, ATANH -> OPS_TRANSCENDENTAL;
      // a shift to the series' range (up to 15 divides or multiplies), the series and a log
      case LGAMMA, DIGAMMA, BESSEL_I1E -> OPS_SPECIAL_FUNCTION;
      default -> throw new OpTypeException("unary op has no valid kind: " + kind);
    };
  }

  static double binaryOps(BinaryOp.Kind kind) {
    return switch (kind) {
      case ADD, SUBTRACT, MULTIPLY, MAXIMUM, MINIMUM, AND, OR, XOR, SHIFT_LEFT, SHIFT_RIGHT_LOGICAL,
          SHIFT_RIGHT_ARITHMETIC, NEXT_AFTER -> OPS_SIMPLE;
      case DIVIDE -> OPS_DIVIDE;
      case REMAINDER -> OPS_REMAINDER;
      case POWER -> OPS_POWER;
      case ATAN2 -> OPS_ATAN2;
      default -> throw new OpTypeException("binary op has no valid kind: " + kind);
    };
  }

  static int passes(DotGeneralOp.Precision precision, DType inputType) {
    if (precision != DotGeneralOp.Precision.HIGHEST) {
      return PASSES_DEFAULT;
    }
    return switch (inputType) {
      case F32 -> PASSES_HIGHEST_F32;
      case F16 -> PASSES_HIGHEST_F16;
      default -> PASSES_DEFAULT;
    };
  }

  // ---- small helpers ----

  /** The MXU's peak rate for inputs of {@code dtype}: int8, fp8 ({@link ChipSpecs#peakFp8Flops}) or bf16. */
  private double mxuRate(DType input) {
    if (isEightBitInteger(input)) {
      return int8OpsPerSecond;
    }
    return DTypes.isFloat8(input) ? fp8FlopsPerSecond : spec.getPeakBf16Flops();
  }

  private static boolean isEightBitInteger(DType dtype) {
    return dtype == DType.S8 || dtype == DType.U8;
  }

  private static double roundUp(double value, int multiple) {
    return Math.ceil(value / multiple) * multiple;
  }

  /** Product of the sizes of {@code type}'s dims listed in {@code dims}. */
  private static double product(TensorType type, List<Long> dims, String field) {
    double product = 1;
    for (long d : dims) {
      if (d < 0 || d >= type.getDimsCount()) {
        throw new OpTypeException("dot_general " + field + " names dim " + d + ", out of range for "
            + Shapes.toString(type));
      }
      product *= type.getDims((int) d);
    }
    return product;
  }

  /** Product of the sizes of {@code type}'s dims that are neither batching nor contracting. */
  private static double freeProduct(TensorType type, List<Long> batching, List<Long> contracting) {
    double product = 1;
    for (int d = 0; d < type.getDimsCount(); d++) {
      if (!batching.contains((long) d) && !contracting.contains((long) d)) {
        product *= type.getDims(d);
      }
    }
    return product;
  }

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
