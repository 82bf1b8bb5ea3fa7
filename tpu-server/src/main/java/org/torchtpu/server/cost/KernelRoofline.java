package org.torchtpu.server.cost;

import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.CostBreakdown;

/**
 * One kernel's roofline on a chip, for {@link CostModel}: from the work a kernel does (flops, HBM bytes, compute
 * seconds) to its breakdown, with memory seconds at the calibration's sustained HBM rate, the fixed launch (plus a
 * matmul's fill) and the bound that dominates.
 */
final class KernelRoofline {
  private final ChipSpec spec;
  private final DeviceCalibration calibration;

  KernelRoofline(ChipSpec spec, DeviceCalibration calibration) {
    this.spec = spec;
    this.calibration = calibration;
  }

  /** VPU work: one flop per VPU operation, unpadded. */
  CostBreakdown vector(double flops, double hbmBytes) {
    return breakdown(CostModel.UNIT_VPU, flops, flops, hbmBytes, flops / spec.getPeakVpuFlops(), 0);
  }

  /** Data movement: no arithmetic, priced by its bytes alone. */
  CostBreakdown movement(double hbmBytes) {
    return breakdown(CostModel.UNIT_DMA, 0, 0, hbmBytes, 0, 0);
  }

  /** A gather of rows by index: its bytes at the row-gather rate ({@link DeviceCalibration#sustainedRowGather}). */
  CostBreakdown rowGather(double hbmBytes) {
    double memorySeconds = hbmBytes / calibration.sustainedRowGather(spec.getHbmBytesPerSecond());
    double launchSeconds = calibration.kernelFixedSeconds();
    return CostBreakdown.newBuilder()
        .setHbmBytes(hbmBytes)
        .setMemorySeconds(memorySeconds)
        .setLaunchSeconds(launchSeconds)
        .setBound(bound(launchSeconds, 0, memorySeconds))
        .setUnit(CostModel.UNIT_DMA)
        .build();
  }

  CostBreakdown breakdown(String unit, double flops, double useful, double hbmBytes, double computeSeconds,
      double mxuUtilization) {
    return breakdown(unit, flops, useful, hbmBytes, computeSeconds, mxuUtilization, 0);
  }

  CostBreakdown breakdown(String unit, double flops, double useful, double hbmBytes, double computeSeconds,
      double mxuUtilization, double fillSeconds) {
    double memorySeconds = hbmBytes / calibration.sustainedHbm(spec.getHbmBytesPerSecond());
    double launchSeconds = calibration.kernelFixedSeconds() + fillSeconds;
    return CostBreakdown.newBuilder()
        .setFlops(flops)
        .setUsefulFlops(useful)
        .setHbmBytes(hbmBytes)
        .setComputeSeconds(computeSeconds)
        .setMemorySeconds(memorySeconds)
        .setLaunchSeconds(launchSeconds)
        .setBound(bound(launchSeconds, computeSeconds, memorySeconds))
        .setUnit(unit)
        .setMxuUtilization(mxuUtilization)
        .build();
  }

  /** LAUNCH if launch exceeds both, else COMPUTE if compute &gt;= memory, else MEMORY. */
  static CostBreakdown.Bound bound(double launchSeconds, double computeSeconds, double memorySeconds) {
    if (launchSeconds > computeSeconds && launchSeconds > memorySeconds) {
      return CostBreakdown.Bound.LAUNCH;
    }
    return computeSeconds >= memorySeconds ? CostBreakdown.Bound.COMPUTE : CostBreakdown.Bound.MEMORY;
  }

  /** The unit of a kernel (or a sum of kernels): MXU if any of it used the MXU, else VPU if it computes, else DMA. */
  static String unit(double mxuFlops, double flops) {
    return mxuFlops > 0 ? CostModel.UNIT_MXU : flops > 0 ? CostModel.UNIT_VPU : CostModel.UNIT_DMA;
  }
}
