package org.torchtpu.server.chip;

import org.torchtpu.api.hardware.TpuGeneration;
import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.Generation;

/**
 * The published figures of each simulated TPU generation, per chip. Which generations exist, their names, torus
 * shapes and pod sizes are the catalogue's ({@link TpuGeneration}); the switches here are exhaustive over it, so a
 * generation added there does not compile until it has its figures here.
 *
 * <p>Sources, cited next to each constant:
 * <ul>
 *   <li>[CLOUD-v4] Cloud TPU docs, "TPU v4", System architecture (https://cloud.google.com/tpu/docs/v4)
 *   <li>[CLOUD-v5e] Cloud TPU docs, "TPU v5e", System architecture (https://cloud.google.com/tpu/docs/v5e)
 *   <li>[CLOUD-v5p] Cloud TPU docs, "TPU v5p", System architecture (https://cloud.google.com/tpu/docs/v5p)
 *   <li>[CLOUD-v6e] Cloud TPU docs, "TPU v6e", System architecture (https://cloud.google.com/tpu/docs/v6e)
 *   <li>[CLOUD-7x] Cloud TPU docs, "TPU7x (Ironwood)", System architecture
 *       (https://cloud.google.com/tpu/docs/tpu7x)
 *   <li>[BOOK] "How to Scale Your Model", part 2 "How to Think About TPUs"
 *       (https://jax-ml.github.io/scaling-book/tpus/): TPU Specs tables, Appendix A (VPU), Appendix B (MXU)
 *   <li>[BOOK-v4VPU] the same chapter's February 2025 revision, Appendix C "VPU" (v4 has 2 ALUs per lane/sublane)
 *   <li>[JAX-INFO] JAX source, jax/_src/pallas/mosaic/tpu_info.py (per-TensorCore MXU counts and sizes)
 * </ul>
 *
 * <p>Three figures are not published and are estimates, each explained where it is set:
 * vector-unit FLOP/s, the per-op launch overhead, and (for v7) host PCIe bandwidth.
 */
public final class ChipSpecs {
  private ChipSpecs() {}

  private static final long GIB = 1L << 30;

  /** The VPU is an (8 sublanes x 128 lanes) SIMD array on every generation [BOOK Appendix A; CLOUD-v6e "128x8 VPU"]. */
  static final int VPU_SUBLANES = 8;
  static final int VPU_LANES = 128;

  /**
   * Fixed device-side cost of launching one op as its own program. Not published. An eagerly dispatched op is one
   * small XLA program; the chip has to fetch it, set up its DMAs and signal completion. We take 5 microseconds, the
   * same order as a GPU kernel launch, for every generation. Estimate.
   */
  static final double OP_LAUNCH_SECONDS = 5e-6;

  // ---- v4 ----
  static final double V4_PEAK_BF16 = 275e12;        // [CLOUD-v4] "275 teraflops (bf16 or int8)" per chip
  static final double V4_PEAK_INT8 = 275e12;        // [CLOUD-v4] same figure for int8: no faster int8 path
  static final long V4_HBM_BYTES = 32 * GIB;        // [CLOUD-v4] "HBM2 capacity ... 32 GiB"
  static final double V4_HBM_BW = 1200e9;           // [CLOUD-v4] "1200 GBps"
  static final int V4_MXU_DIM = 128;                // [BOOK App. B] 128x128 systolic array before v6e
  static final int V4_MXUS_PER_CORE = 4;            // [CLOUD-v4] "Each TensorCore has four MXUs"
  static final int V4_VPU_ALUS = 2;                 // [BOOK-v4VPU] 2 ALUs per (lane, sublane) on v4
  static final double V4_PCIE_BW = 16e9;            // [BOOK] "PCIe bandwidth for TPU v4 is 16GB / second each way"

  // ---- v5e ----
  static final double V5E_PEAK_BF16 = 197e12;       // [CLOUD-v5e] "Peak compute per chip (bf16) 197 TFLOPs"
  static final double V5E_PEAK_INT8 = 393e12;       // [CLOUD-v5e] "Peak compute per chip (Int8) 393 TOPs"
  static final long V5E_HBM_BYTES = 16 * GIB;       // [CLOUD-v5e] "16 GB"; [BOOK] "TPU v5e has 16GiB of HBM"
  static final double V5E_HBM_BW = 819e9;           // [CLOUD-v5e] "HBM2 capacity and bandwidth 16 GB, 819 GBps"
  static final int V5E_MXU_DIM = 128;               // [BOOK App. B]; [JAX-INFO] mxu_column_size 128 before gen 6
  static final int V5E_MXUS_PER_CORE = 4;           // [CLOUD-v5e] "four matrix-multiply units (MXUs)"
  static final int V5E_VPU_ALUS = 4;                // [BOOK App. A] "(lane, sublane) pair on v5 contains 4 ... ALUs"
  static final double V5E_PCIE_BW = 16e9;           // [BOOK] PCIe "typically around 1.6e10 bytes / second per TPU"

  // ---- v5p ----
  static final double V5P_PEAK_BF16 = 459e12;       // [CLOUD-v5p] "Peak compute per chip (BF16) 459 TFLOPs"
  static final double V5P_PEAK_INT8 = 918e12;       // [BOOK] TPU Specs "FLOPs/s/chip (int8) 9.18e14"; JAX-INFO
  static final long V5P_HBM_BYTES = 95 * GIB;       // [CLOUD-v5p] "HBM capacity per chip (GiB) 95" (of 96 physical)
  static final double V5P_HBM_BW = 2765e9;          // [CLOUD-v5p] "HBM bandwidth per chip (GBps) 2765"
  static final int V5P_MXU_DIM = 128;               // [BOOK App. B]
  static final int V5P_MXUS_PER_CORE = 4;           // [CLOUD-v5p] "Each TensorCore has four Matrix Multiply Units"
  static final int V5P_VPU_ALUS = 4;                // [BOOK App. A] (the appendix gives v5p specs)
  static final double V5P_PCIE_BW = 16e9;           // [BOOK] typical 1.6e10 bytes/s per TPU

  // ---- v6e (Trillium) ----
  static final double V6E_PEAK_BF16 = 918e12;       // [CLOUD-v6e] "Peak compute per chip (bf16) 918 TFLOPs"
  static final double V6E_PEAK_INT8 = 1836e12;      // [CLOUD-v6e] "Peak compute per chip (Int8) 1836 TOPs"
  static final long V6E_HBM_BYTES = 32 * GIB;       // [CLOUD-v6e] "32 GB"; JAX-INFO 34.4e9 bytes = 32 GiB
  static final double V6E_HBM_BW = 1638e9;          // [CLOUD-v6e] "HBM bandwidth per chip 1638 GBps"
  static final int V6E_MXU_DIM = 256;               // [CLOUD-v6e] "two 256x256 matrix-multiply units"
  static final int V6E_MXUS_PER_CORE = 2;           // [CLOUD-v6e] idem; [JAX-INFO] num_mxus=2
  static final int V6E_VPU_ALUS = 4;                // not published; assumed unchanged from v5 [BOOK App. A]. Estimate.
  static final double V6E_PCIE_BW = 32e9;           // [BOOK] "3.2e10 for TPU v6e"; [CLOUD-v6e] host link is PCIe Gen5

  // ---- v7 (TPU7x, Ironwood) ----
  static final double V7_PEAK_BF16 = 2307e12;       // [CLOUD-7x] "Peak compute per chip (BF16) (TFLOPs) 2307"
  static final double V7_PEAK_INT8 = 2307e12;       // no int8 figure ([CLOUD-7x] lists FP8 4614): bf16 rate
  static final double V7_PEAK_FP8 = 4614e12;        // [CLOUD-7x] "Peak compute per chip (FP8) (TFLOPs) 4614"
  static final long V7_HBM_BYTES = 192 * GIB;       // [CLOUD-7x] "HBM capacity per chip (GiB) 192"
  static final double V7_HBM_BW = 7380e9;           // [CLOUD-7x] "HBM bandwidth per chip (GB/s) 7380"
  static final int V7_MXU_DIM = 256;                // [JAX-INFO] TPU_7X mxu_column_size=256 (gen >= 6)
  static final int V7_MXUS_PER_CORE = 2;            // [JAX-INFO] TPU_7X num_mxus=2 per TensorCore
  static final int V7_VPU_ALUS = 4;                 // not published; assumed unchanged from v5. Estimate.
  static final double V7_PCIE_BW = 32e9;            // not published; PCIe Gen5 as on v6e assumed. Estimate.

  /** The figures of one generation. */
  public static ChipSpec of(Generation generation) {
    return of(TpuGeneration.of(generation));
  }

  /** The figures of one catalogue entry. */
  public static ChipSpec of(TpuGeneration generation) {
    return switch (generation) {
      case V4 -> spec(generation, V4_PEAK_BF16, V4_MXUS_PER_CORE, V4_VPU_ALUS, V4_HBM_BYTES, V4_HBM_BW,
          V4_MXU_DIM, V4_PCIE_BW);
      case V5E -> spec(generation, V5E_PEAK_BF16, V5E_MXUS_PER_CORE, V5E_VPU_ALUS, V5E_HBM_BYTES, V5E_HBM_BW,
          V5E_MXU_DIM, V5E_PCIE_BW);
      case V5P -> spec(generation, V5P_PEAK_BF16, V5P_MXUS_PER_CORE, V5P_VPU_ALUS, V5P_HBM_BYTES, V5P_HBM_BW,
          V5P_MXU_DIM, V5P_PCIE_BW);
      case V6E -> spec(generation, V6E_PEAK_BF16, V6E_MXUS_PER_CORE, V6E_VPU_ALUS, V6E_HBM_BYTES, V6E_HBM_BW,
          V6E_MXU_DIM, V6E_PCIE_BW);
      case V7 -> spec(generation, V7_PEAK_BF16, V7_MXUS_PER_CORE, V7_VPU_ALUS, V7_HBM_BYTES, V7_HBM_BW,
          V7_MXU_DIM, V7_PCIE_BW);
    };
  }

  /**
   * Peak int8 MXU rate (ops/s) of a generation: 2x bf16 where the generation publishes an int8 figure (v5e, v5p,
   * v6e), the bf16 rate otherwise (v4 publishes the same number for both; v7 publishes none). The ChipSpec message
   * has no field for it, so the cost model looks it up here.
   */
  public static double peakInt8Ops(Generation generation) {
    return switch (TpuGeneration.of(generation)) {
      case V4 -> V4_PEAK_INT8;
      case V5E -> V5E_PEAK_INT8;
      case V5P -> V5P_PEAK_INT8;
      case V6E -> V6E_PEAK_INT8;
      case V7 -> V7_PEAK_INT8;
    };
  }

  /**
   * Peak MXU rate (flops/s) for float8 inputs: v7 publishes an FP8 figure (2x bf16); earlier generations have no fp8
   * MXU path (XLA widens the operands to bf16), so they run at the bf16 rate.
   */
  public static double peakFp8Flops(Generation generation) {
    return switch (TpuGeneration.of(generation)) {
      case V4 -> V4_PEAK_BF16;
      case V5E -> V5E_PEAK_BF16;
      case V5P -> V5P_PEAK_BF16;
      case V6E -> V6E_PEAK_BF16;
      case V7 -> V7_PEAK_FP8;
    };
  }

  /** Parses "v4", "v5e", "v5p", "v6e" or "v7", ignoring case and surrounding blanks ({@link TpuGeneration#parse}). */
  public static Generation parse(String name) {
    return TpuGeneration.parseProto(name);
  }

  /**
   * Vector-unit FLOP/s, not published. Derived from the published MXU peak so that the unknown clock and core count
   * cancel: peak_bf16 = cores x MXUs x dim^2 x 2 x clock, and the VPU does cores x 8 x 128 x ALUs x clock one-op
   * FLOPs, hence VPU = peak_bf16 x (8 x 128 x ALUs) / (MXUs x dim^2 x 2). For v5p this gives 1.43e13, matching the
   * scaling book's own worked answer ([BOOK App. A] "8 * 128 * 4 * 2 * 1.75e9 = 1.4e13 FLOPs/s").
   */
  static double vpuFlops(double peakBf16, int mxusPerCore, int mxuDim, int alusPerLane) {
    double mxuFlopsPerCycle = (double) mxusPerCore * mxuDim * mxuDim * 2;
    double vpuFlopsPerCycle = (double) VPU_SUBLANES * VPU_LANES * alusPerLane;
    return peakBf16 * vpuFlopsPerCycle / mxuFlopsPerCycle;
  }

  private static ChipSpec spec(TpuGeneration generation, double peakBf16, int mxusPerCore, int vpuAlus,
      long hbmBytes, double hbmBandwidth, int mxuDim, double pcieBandwidth) {
    return ChipSpec.newBuilder()
        .setGeneration(generation.proto())
        .setPeakBf16Flops(peakBf16)
        .setPeakVpuFlops(vpuFlops(peakBf16, mxusPerCore, mxuDim, vpuAlus))
        .setHbmBytes(hbmBytes)
        .setHbmBytesPerSecond(hbmBandwidth)
        .setMxuDim(mxuDim)
        .setTorusRank(generation.torusRank())
        .setOpLaunchSeconds(OP_LAUNCH_SECONDS)
        .setPcieBytesPerSecond(pcieBandwidth)
        .build();
  }

}
