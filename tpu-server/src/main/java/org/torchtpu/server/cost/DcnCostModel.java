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
 * Figures: [BOOK-2] "How to Scale Your Model", part 2 "How to Think About TPUs", TPU networking: DCN egress per chip
 * about 6.25e9 bytes/s on v5e and v6e and 1.25e10 on v5p (hosts with more NIC bandwidth per chip); v4 as v5p; v7 not
 * published, assumed as v5p (estimate). Latency per DCN step: 10 microseconds (a datacentre network round of a
 * host-to-host transfer; not published for TPUs; estimate).
 */
public final class DcnCostModel {
  static final double V5E_V6E_DCN_BYTES_PER_CHIP = 6.25e9;
  static final double V4_V5P_V7_DCN_BYTES_PER_CHIP = 12.5e9;
  static final double DCN_STEP_LATENCY_SECONDS = 10e-6;

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
      case V5E, V6E -> new DcnCostModel(V5E_V6E_DCN_BYTES_PER_CHIP, DCN_STEP_LATENCY_SECONDS);
      case V4, V5P, V7 -> new DcnCostModel(V4_V5P_V7_DCN_BYTES_PER_CHIP, DCN_STEP_LATENCY_SECONDS);
    };
  }

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
