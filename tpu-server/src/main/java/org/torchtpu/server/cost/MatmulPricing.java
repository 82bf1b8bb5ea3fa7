package org.torchtpu.server.cost;

import java.util.List;
import org.torchtpu.api.ir.ConvolutionTyping;
import org.torchtpu.api.ir.ConvolutionTyping.Geometry;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.chip.ChipSpecs;

/**
 * The ops {@link CostModel} prices on the MXU: dot_general and convolution.
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
 *   <li>passes: see {@link OpWeights#passes}; they count as performed flops, so they lower mxu_utilization.
 *   <li>8-bit integer inputs (s8, u8) run at the generation's int8 rate ({@link ChipSpecs#peakInt8Ops}: 2x bf16 on
 *       v5e, v5p, v6e); wider integers are priced at the bf16 rate (a simplification). float8 inputs run at the
 *       generation's fp8 rate ({@link ChipSpecs#peakFp8Flops}: 2x bf16 on v7, the bf16 rate before it).
 *   <li>mxu_utilization = useful_flops / flops; hbm_bytes = lhs + rhs + result.
 * </ul>
 *
 * <h2>convolution</h2>
 * See {@link WindowOpCosts}: one padded MXU matmul per group and kernel tap (low channel counts waste the array).
 */
final class MatmulPricing {
  private final ChipSpec spec;
  private final DeviceCalibration calibration;
  private final KernelRoofline roofline;
  private final double int8OpsPerSecond;
  private final double fp8FlopsPerSecond;

  MatmulPricing(ChipSpec spec, DeviceCalibration calibration, KernelRoofline roofline) {
    this.spec = spec;
    this.calibration = calibration;
    this.roofline = roofline;
    Generation generation = spec.getGeneration();
    // A hand-made spec of no known generation has no int8 figure: its MXU runs int8 at the bf16 rate.
    this.int8OpsPerSecond = CostModel.isKnown(generation) ? ChipSpecs.peakInt8Ops(generation)
        : spec.getPeakBf16Flops();
    this.fp8FlopsPerSecond = CostModel.isKnown(generation) ? ChipSpecs.peakFp8Flops(generation)
        : spec.getPeakBf16Flops();
  }

  /** dot_general: operands already counted (two), result one. */
  CostBreakdown dotGeneral(Op op, List<TensorType> operands, double hbmBytes) {
    DotGeneralOp dot = op.getDotGeneral();
    TensorType lhs = operands.get(0);
    TensorType rhs = operands.get(1);
    MatmulShape shape = MatmulShape.of(dot, lhs, rhs);
    double batch = shape.batch();
    double contracting = shape.k();
    double rhsContracting = shape.rhsK();
    if (contracting != rhsContracting) {
      throw new OpTypeException("dot_general contracting sizes differ: lhs " + Shapes.toString(lhs) + " contracts "
          + (long) contracting + " elements, rhs " + Shapes.toString(rhs) + " " + (long) rhsContracting);
    }
    double rows = shape.m();
    double columns = shape.n();

    int mxu = spec.getMxuDim();
    double useful = 2 * batch * rows * columns * contracting;
    double padded = 2 * batch * roundUp(rows, MatmulShape.ROW_TILE) * roundUp(columns, mxu) * roundUp(contracting, mxu);
    double flops = padded * OpWeights.passes(dot.getPrecision(), lhs.getDtype());
    double rate = mxuRate(lhs.getDtype()) * calibration.mxuSustainedFraction();
    double utilization = flops > 0 ? useful / flops : 0;
    // the first operand panels and the last output tile move while the MXU waits (DeviceCalibration): a per-kernel
    // cost like the launch, so it is reported with it
    double fill = calibration.fillSeconds(rows, contracting, columns, DTypes.byteSize(lhs.getDtype()),
        spec.getHbmBytesPerSecond());
    return roofline.breakdown(CostModel.UNIT_MXU, flops, useful, hbmBytes, flops / rate, utilization, fill);
  }

  /** convolution: per group and kernel tap one padded matmul on the MXU ({@link WindowOpCosts}). */
  CostBreakdown convolution(Op op, List<TensorType> operands, double hbmBytes) {
    Geometry g = ConvolutionTyping.geometry(op.getConvolution(), operands.get(0), operands.get(1));
    DType input = operands.get(0).getDtype();
    double useful = WindowOpCosts.convolutionUsefulFlops(g);
    double flops = WindowOpCosts.convolutionPaddedFlops(g, spec.getMxuDim(),
        OpWeights.passes(op.getConvolution().getPrecision(), input));
    double rate = mxuRate(input);
    return roofline.breakdown(CostModel.UNIT_MXU, flops, useful, hbmBytes, flops / rate,
        flops > 0 ? useful / flops : 0);
  }

  static double roundUp(double value, int multiple) {
    return Math.ceil(value / multiple) * multiple;
  }

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
}
