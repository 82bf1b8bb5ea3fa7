package org.torchtpu.server.cost;

import java.util.List;
import java.util.Objects;
import org.torchtpu.api.v1.CostBreakdown;

/**
 * Prices made of other prices, for {@link CostModel}: a fused kernel from its members, a whole program from its
 * kernels.
 *
 * <h2>Fused kernels</h2>
 * Several ops run as one kernel (a DeferAndFuse chunk's or a compiled program's fusion) cost
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
 */
final class KernelSums {
  private KernelSums() {}

  /** See the class comment; {@code members} are each member op's own price, of which only flops and compute count. */
  static CostBreakdown fused(KernelRoofline roofline, DeviceCalibration calibration, List<CostBreakdown> members,
      double inputBytes, double outputBytes) {
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
    double bound = 0;
    double hostCopy = 0;
    for (CostBreakdown m : members) {
      flops += m.getFlops();
      useful += m.getUsefulFlops();
      bound += boundFlops(m);
      hostCopy += m.getHostCopyBytes();
      compute += m.getComputeSeconds();
      if (CostModel.UNIT_MXU.equals(m.getUnit())) {
        mxuFlops += m.getFlops();
        mxuUseful += m.getUsefulFlops();
        // the kernel's pipeline fills once: its largest matmul's fill and drain (DeviceCalibration)
        fill = Math.max(fill, m.getLaunchSeconds() - calibration.kernelFixedSeconds());
      }
    }
    return withBound(roofline.breakdown(KernelRoofline.unit(mxuFlops, flops), flops, useful, inputBytes + outputBytes,
        compute, mxuFlops > 0 ? mxuUseful / mxuFlops : 0, fill), bound).toBuilder().setHostCopyBytes(hostCopy).build();
  }

  /** The flops the work limit counts of a kernel: its iteration cap's when it has one, else its useful flops. */
  private static double boundFlops(CostBreakdown k) {
    return Math.max(k.getUsefulFlops(), k.getBoundFlops());
  }

  /** A sum's bound flops, set only when a member's cap puts them past its useful flops (else 0, as for one op). */
  private static CostBreakdown withBound(CostBreakdown sum, double bound) {
    return bound > sum.getUsefulFlops() ? sum.toBuilder().setBoundFlops(bound).build() : sum;
  }

  /** The kernels' prices added up field by field (see {@link CostModel#sum}). */
  static CostBreakdown program(List<CostBreakdown> kernels) {
    double flops = 0;
    double useful = 0;
    double bytes = 0;
    double compute = 0;
    double memory = 0;
    double launch = 0;
    double reduce = 0;
    double mxuFlops = 0;
    double mxuUseful = 0;
    double bound = 0;
    double hostCopy = 0;
    for (CostBreakdown k : kernels) {
      flops += k.getFlops();
      useful += k.getUsefulFlops();
      bound += boundFlops(k);
      hostCopy += k.getHostCopyBytes();
      bytes += k.getHbmBytes();
      compute += k.getComputeSeconds();
      memory += k.getMemorySeconds();
      launch += k.getLaunchSeconds();
      reduce += k.getReduceSeconds();
      if (CostModel.UNIT_MXU.equals(k.getUnit())) {
        mxuFlops += k.getFlops();
        mxuUseful += k.getUsefulFlops();
      }
    }
    return CostBreakdown.newBuilder()
        .setFlops(flops)
        .setUsefulFlops(useful)
        .setBoundFlops(bound > useful ? bound : 0)
        .setHostCopyBytes(hostCopy)
        .setHbmBytes(bytes)
        .setComputeSeconds(compute)
        .setMemorySeconds(memory)
        .setLaunchSeconds(launch)
        .setReduceSeconds(reduce)
        .setBound(KernelRoofline.bound(launch, compute, memory))
        .setUnit(KernelRoofline.unit(mxuFlops, flops))
        .setMxuUtilization(mxuFlops > 0 ? mxuUseful / mxuFlops : 0)
        .build();
  }
}
