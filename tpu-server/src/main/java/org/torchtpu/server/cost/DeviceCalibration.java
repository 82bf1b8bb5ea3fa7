package org.torchtpu.server.cost;

import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.server.chip.ChipSpecs;

/**
 * What separates a real TensorCore from its roofline, as four measured numbers: the fraction of the MXU peak a large,
 * well-shaped matmul sustains, the fixed cost every kernel pays (launch) whatever its size, the edge of the
 * output tile a matmul kernel works on, which sets how much of its HBM traffic cannot hide under the arithmetic, and
 * the fraction of the HBM bandwidth a streaming kernel sustains.
 *
 * <h2>Pipeline fill and drain</h2>
 * A matmul kernel streams tiles HBM -&gt; VMEM -&gt; MXU -&gt; VMEM -&gt; HBM. Its first lhs row panel (tile x K)
 * and rhs column panel (K x tile) must arrive before the MXU starts, and its last output tile (tile x tile) is written
 * after the MXU stops; everything in between overlaps. So a matmul costs
 * <pre>
 *   fixed + max(compute, memory) + (min(M,tile)*K + K*min(N,tile) + min(M,tile)*min(N,tile)) * bytes / hbm_bw
 * </pre>
 * which is what makes mid-size matmuls (512-2048) slower than a roofline: a 1024^3 matmul is one tile, so its loads
 * and stores barely overlap its arithmetic. The tile edge is 8 MXU edges (2048 on v6e and v7 with 256-wide MXUs,
 * 1024 on generations with 128-wide ones, an assumption: only Ironwood's curve is published).
 *
 * <h2>Sustained HBM bandwidth</h2>
 * A kernel that only streams memory does not reach the HBM figure of the spec sheet. The public HBM copy
 * microbenchmark of one Ironwood TensorCore (AI-Hypercomputer accelerator-microbenchmarks
 * {@code Ironwood/guides/hbm/hbm.md}, commit 8fd8a3e; read plus write bytes over the device time) rises from 1379 GB/s
 * (2 MiB) to a plateau of 3197-3210 GB/s from 512 MiB on, against a per-TensorCore spec of 7380/2 = 3690 GB/s
 * [CLOUD-7x]: 3210 / 3690 = 0.870 ({@link #IRONWOOD_HBM_COPY}). The rising part is the fixed kernel cost: a 2 MiB copy
 * at the plateau rate plus 1.56 us takes 2.9 us, the benchmark 3.0 ({@code HbmCurveTest} checks every size). The only
 * other generation's point agrees: a 32 MiB copy on a v6e chip (AI-Hypercomputer tpu-recipes
 * {@code microbenchmarks/README.md}, c8cfe2f) runs at 1359.6 GB/s of 1638, 0.830, where Ironwood at 32 MiB gives
 * 3009.8 / 3690 = 0.816. Memory-bound kernels (norms, residuals, activations, optimizer updates) and a matmul's fill
 * pay it; gathers of rows pay less (below).
 *
 * <h2>Per generation where a rate is published</h2>
 * OpenXLA's TPU cost-modelling table ({@code PlatformInfo}, "Architecture info for TPU platforms", 2026) lists each
 * chip's HBM-to-VMEM bandwidth. Its Ironwood figure, 3207 GB/s per TensorCore, is the copy plateau above (3210) to
 * 0.1%, so it is read as the sustained rate a kernel streams at; its v6e figure is {@link #V6E_HBM_TO_VMEM} = 1373
 * GB/s, 0.838 of the spec's 1638 (not the shared 0.870: 1425), and the v6e copy point above agrees (1359.6 GB/s at 32
 * MiB, where the fixed kernel cost takes its share). v6e takes its own rate. Its v5e and v5p entries (1459 GB/s
 * each) are not used: 1459 is above v5e's whole HBM bandwidth (819), so they are not measurements of those chips;
 * v4, v5e and v5p keep the shared fraction.
 *
 * <h2>Row gathers</h2>
 * Gathering rows by index (a dropless mixture of experts' permutation: token rows in expert order and back) does not
 * stream. The JAX SparseCore guide ({@code docs/pallas/tpu/sparsecore.md}, jax-ml/jax at 0eab070, run on TPU 7x)
 * gathers 4,194,304 random rows of 512 bytes (2.15 GB written, as many read) in 4.07 ms with the SparseCores of one
 * TensorCore device (and in 18.1 ms with XLA's own gather on the TensorCore): 1055 GB/s of traffic, against the copy
 * plateau of 3210 above, a share of {@link #ROW_GATHER_SHARE} = 0.329 of the streaming rate. The faster of the two
 * paths is taken (the Ironwood recipes offload gathers to the SparseCores), at its byte rate: no row-size curve is
 * published, so wider rows are assumed no faster per byte. As the streaming fraction is, the share is assumed for every
 * generation.
 *
 * <h2>Grounding</h2>
 * One public microbenchmark of bf16 square matmuls on one Ironwood (v7) TensorCore, AI-Hypercomputer
 * accelerator-microbenchmarks {@code Ironwood/Ironwood_Microbenchmarks_readme.md} (commit bd5ecee, gemm_multiple_run),
 * TFLOP/s per TensorCore: 128^3 2.59, 256^3 18.3, 512^3 105, 1024^3 350, 2048^3 679, 4096^3 893, 16384^3 950, 32768^3
 * 956, against a per-TensorCore peak of 2307/2 = 1153.5 TFLOP/s [CLOUD-7x]. The two end points set the fixed cost
 * (128^3: 1.62 us less its fill and HBM time = 1.56 us) and the sustained fraction (32768^3: 0.830, the fill being 0.1%
 * of it); the six points in between are the check ({@code MatmulCurveTest}: all within 12%, where a roofline with
 * only a fixed cost was 60% fast at 1024^3). No other generation publishes such a curve; the same fraction and fixed
 * cost are assumed for every generation (the MXU and its sequencer are one design family). They are per generation,
 * never per model.
 *
 * @param mxuSustainedFraction fraction of the MXU peak a large matmul reaches (0 &lt; f &lt;= 1)
 * @param kernelFixedSeconds seconds every kernel pays whatever its size
 * @param pipelineTileEdge output tile edge of a matmul kernel for its fill and drain (0: no fill term, the roofline)
 * @param hbmSustainedFraction fraction of the spec's HBM bandwidth a streaming kernel reaches (0 &lt; f &lt;= 1)
 */
public record DeviceCalibration(double mxuSustainedFraction, double kernelFixedSeconds, int pipelineTileEdge,
    double hbmSustainedFraction) {

  static final double IRONWOOD_TC_PEAK = 2307e12 / 2;
  static final double BIG_MATMUL_TFLOPS = 956.38e12;
  static final double BIG_MATMUL_DIM = 32768;
  static final double SMALL_MATMUL_TFLOPS = 2.59e12;
  static final double SMALL_MATMUL_DIM = 128;
  static final double IRONWOOD_TC_HBM_BW = 7380e9 / 2;
  /** Output tile edge of a matmul kernel, in MXU edges. */
  static final int TILE_MXU_EDGES = 8;
  static final int IRONWOOD_MXU_DIM = 256;
  /** Plateau of the Ironwood HBM copy microbenchmark, GB/s per TensorCore (8 GiB copy; see the class comment). */
  static final double IRONWOOD_HBM_COPY = 3210.480912e9;
  /** Sustained fraction of the HBM bandwidth where no generation's own rate is published (see the class comment). */
  static final double HBM_SUSTAINED_FRACTION = IRONWOOD_HBM_COPY / IRONWOOD_TC_HBM_BW;
  /** OpenXLA's PlatformInfo: v6e HBM-to-VMEM bandwidth, bytes per second (see "Per generation"). */
  static final double V6E_HBM_TO_VMEM = 1373e9;
  /** The JAX SparseCore guide's gather on TPU 7x: rows, bytes per row and seconds (see "Row gathers"). */
  static final double SPARSECORE_GATHER_ROWS = 4_194_304;
  static final double SPARSECORE_GATHER_ROW_BYTES = 512;
  static final double SPARSECORE_GATHER_SECONDS = 4.07e-3;
  /** A row gather's rate (rows read plus rows written) as a share of the streaming copy's, on every generation. */
  static final double ROW_GATHER_SHARE = 2 * SPARSECORE_GATHER_ROWS * SPARSECORE_GATHER_ROW_BYTES
      / SPARSECORE_GATHER_SECONDS / IRONWOOD_HBM_COPY;

  public DeviceCalibration {
    if (!(mxuSustainedFraction > 0 && mxuSustainedFraction <= 1) || !(kernelFixedSeconds >= 0)
        || pipelineTileEdge < 0 || !(hbmSustainedFraction > 0 && hbmSustainedFraction <= 1)) {
      throw new IllegalArgumentException("invalid calibration: MXU fraction " + mxuSustainedFraction
          + " (must be in (0, 1]), fixed kernel cost " + kernelFixedSeconds + " s (must be >= 0), tile edge "
          + pipelineTileEdge + " (must be >= 0), HBM fraction " + hbmSustainedFraction + " (must be in (0, 1])");
    }
  }

  /** Without the fill term (the roofline plus a fixed cost), at the spec's HBM bandwidth. */
  public DeviceCalibration(double mxuSustainedFraction, double kernelFixedSeconds) {
    this(mxuSustainedFraction, kernelFixedSeconds, 0, 1);
  }

  /** With a fill term, at the spec's HBM bandwidth. */
  public DeviceCalibration(double mxuSustainedFraction, double kernelFixedSeconds, int pipelineTileEdge) {
    this(mxuSustainedFraction, kernelFixedSeconds, pipelineTileEdge, 1);
  }

  /** The HBM bandwidth kernels reach on a chip whose spec gives {@code specBytesPerSecond}. */
  public double sustainedHbm(double specBytesPerSecond) {
    return specBytesPerSecond * hbmSustainedFraction;
  }

  /** The rate a gather of rows by index moves its bytes (rows read plus rows written) at; see "Row gathers". */
  public double sustainedRowGather(double specBytesPerSecond) {
    return sustainedHbm(specBytesPerSecond) * ROW_GATHER_SHARE;
  }

  /** The ideal roofline: full MXU peak and the spec's own launch estimate (what the service priced before). */
  public static DeviceCalibration roofline(ChipSpec spec) {
    return new DeviceCalibration(1.0, spec.getOpLaunchSeconds());
  }

  /**
   * Seconds an m x k x n matmul's first operand panels and last output tile take over HBM, not hidden under its
   * arithmetic (see the class comment); 0 without a tile edge. {@code hbmBytesPerSecond} is the spec's figure (the
   * sustained fraction is applied here).
   */
  public double fillSeconds(double m, double k, double n, double elementBytes, double hbmBytesPerSecond) {
    if (pipelineTileEdge == 0) {
      return 0;
    }
    double tm = Math.min(m, pipelineTileEdge);
    double tn = Math.min(n, pipelineTileEdge);
    return (tm * k + k * tn + tm * tn) * elementBytes / sustainedHbm(hbmBytesPerSecond);
  }

  /** The measured calibration of a generation (see the class comment for the derivation and its assumption). */
  public static DeviceCalibration measured(Generation generation) {
    if (generation == null || generation == Generation.GENERATION_UNSPECIFIED
        || generation == Generation.UNRECOGNIZED) {
      throw new IllegalArgumentException("no calibration for generation " + generation);
    }
    DeviceCalibration ironwood = fitIronwood();
    int tile = TILE_MXU_EDGES * ChipSpecs.of(generation).getMxuDim();
    return new DeviceCalibration(ironwood.mxuSustainedFraction(), ironwood.kernelFixedSeconds(), tile,
        hbmSustainedFraction(generation));
  }

  /** The sustained share of a generation's HBM bandwidth: its own published rate, else the shared fraction. */
  static double hbmSustainedFraction(Generation generation) {
    return generation == Generation.V6E
        ? V6E_HBM_TO_VMEM / ChipSpecs.of(generation).getHbmBytesPerSecond() : HBM_SUSTAINED_FRACTION;
  }

  /**
   * Fixed cost and sustained fraction from the curve's two ends: each end's time is fixed + max(compute, memory) +
   * fill; the fixed cost dominates 128^3 and the fraction 32768^3, so a few rounds of substitution converge.
   */
  static DeviceCalibration fitIronwood() {
    DeviceCalibration c = new DeviceCalibration(BIG_MATMUL_TFLOPS / IRONWOOD_TC_PEAK, 0,
        TILE_MXU_EDGES * IRONWOOD_MXU_DIM, HBM_SUSTAINED_FRACTION);
    for (int round = 0; round < 20; round++) {
      double s = SMALL_MATMUL_DIM;
      double small = 2 * s * s * s / SMALL_MATMUL_TFLOPS;
      double smallBusy = Math.max(2 * s * s * s / (IRONWOOD_TC_PEAK * c.mxuSustainedFraction()),
          3 * s * s * 2 / c.sustainedHbm(IRONWOOD_TC_HBM_BW));
      double fixed = small - smallBusy - c.fillSeconds(s, s, s, 2, IRONWOOD_TC_HBM_BW);
      double b = BIG_MATMUL_DIM;
      double big = 2 * b * b * b / BIG_MATMUL_TFLOPS;
      double fraction = 2 * b * b * b / IRONWOOD_TC_PEAK / (big - fixed - c.fillSeconds(b, b, b, 2,
          IRONWOOD_TC_HBM_BW));
      c = new DeviceCalibration(fraction, fixed, c.pipelineTileEdge(), c.hbmSustainedFraction());
    }
    return c;
  }
}
