package org.torchtpu.server.cost;

import org.torchtpu.api.v1.Generation;

/**
 * Collectives across slices over the data-center network (DCN), next to {@link IciCostModel} for collectives inside a
 * slice. Multi-slice training reduces gradients across slices over DCN: every chip talks to its peers (the chips with
 * the same position in the other slices) through its host's NICs.
 *
 * <pre>
 *   all-reduce of D bytes per chip over S slices (ring over the slices, every chip's shard in parallel):
 *     seconds = 2 (S-1) latency + 2 (S-1)/S * D / dcn_bytes_per_second_per_chip
 * </pre>
 * Figures, per chip, from the Cloud TPU system-architecture pages (data-center network bandwidth per pod over its
 * chips, which is also the hosts' NICs over their chips): v5e 6.4 Tbps per 256-chip pod (2 x 100 Gbps NICs per
 * 8-chip host) = 25 Gbps = 3.125e9 bytes/s; v6e 25.6 Tbps per pod (4 x 200 Gbps per 8-chip host) = 100 Gbps =
 * 1.25e10 bytes/s; v5p 50 Gbps per chip = 6.25e9 bytes/s. v4 not published per chip: as v5p (estimate); v7 not
 * published: as v6e, the latest published (estimate). Latency per DCN step: 10 microseconds (a datacentre network
 * round of a host-to-host transfer; not published for TPUs; estimate).
 *
 * <h2>Achieved, not nominal</h2>
 * Collectives over DCN reach a third of that figure. The public v6e collective microbenchmark (AI-Hypercomputer
 * tpu-recipes {@code microbenchmarks/trillium/collectives/README.md} at c8cfe2f, accelerator-microbenchmarks branch
 * {@code trillium-collectives}: a psum of a bf16 17408 x 17408 matrix over the slices of v6e-256s, every chip at once)
 * reports 4.113 GB/s per chip as the ring's bus bandwidth, 2 (S-1)/S x bytes per chip / seconds, which is exactly this
 * model's bandwidth term, against the nominal 12.5 GB/s: {@link #ACHIEVED_FRACTION} = 0.329 whatever the slice count
 * S of that run. The DCN path is the hosts' NICs and the same software stack on every generation, so the fraction is
 * taken for all of them (measured on v6e only).
 */
public final class DcnCostModel {
  static final double V5E_DCN_BYTES_PER_CHIP = 25e9 / 8;
  static final double V6E_V7_DCN_BYTES_PER_CHIP = 100e9 / 8;
  static final double V4_V5P_DCN_BYTES_PER_CHIP = 50e9 / 8;
  static final double DCN_STEP_LATENCY_SECONDS = 10e-6;
  /** Bus bandwidth of the v6e DCN psum microbenchmark over the nominal per-chip figure (see the class comment). */
  public static final double ACHIEVED_FRACTION = 4.1130934137328214e9 / V6E_V7_DCN_BYTES_PER_CHIP;

  private final double bytesPerSecondPerChip;
  private final double latencySeconds;

  public DcnCostModel(double bytesPerSecondPerChip, double latencySeconds) {
    if (!(bytesPerSecondPerChip > 0) || !(latencySeconds >= 0)) {
      throw new IllegalArgumentException("invalid DCN figures: " + bytesPerSecondPerChip + " B/s per chip, "
          + latencySeconds + " s per step");
    }
    this.bytesPerSecondPerChip = bytesPerSecondPerChip;
    this.latencySeconds = latencySeconds;
  }

  public static DcnCostModel of(Generation generation) {
    return switch (org.torchtpu.api.hardware.TpuGeneration.of(generation)) {
      case V5E -> new DcnCostModel(V5E_DCN_BYTES_PER_CHIP * ACHIEVED_FRACTION, DCN_STEP_LATENCY_SECONDS);
      case V6E, V7 -> new DcnCostModel(V6E_V7_DCN_BYTES_PER_CHIP * ACHIEVED_FRACTION, DCN_STEP_LATENCY_SECONDS);
      case V4, V5P -> new DcnCostModel(V4_V5P_DCN_BYTES_PER_CHIP * ACHIEVED_FRACTION, DCN_STEP_LATENCY_SECONDS);
    };
  }

  /** Bytes per second per chip a DCN collective achieves (the nominal figure times {@link #ACHIEVED_FRACTION}). */
  public double bytesPerSecondPerChip() {
    return bytesPerSecondPerChip;
  }

  /** All-reduce of {@code bytesPerChip} across {@code slices} slices. */
  public double allReduceSeconds(double bytesPerChip, int slices) {
    if (slices <= 1) {
      return 0;
    }
    return 2.0 * (slices - 1) * latencySeconds + 2.0 * (slices - 1) / slices * bytesPerChip / bytesPerSecondPerChip;
  }

  /** Reduce-scatter (or all-gather) across slices: half an all-reduce. */
  public double reduceScatterSeconds(double bytesPerChip, int slices) {
    return allReduceSeconds(bytesPerChip, slices) / 2;
  }
}
