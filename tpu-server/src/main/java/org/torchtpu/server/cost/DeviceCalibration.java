package org.torchtpu.server.cost;

import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.server.chip.ChipSpecs;

/**
 * What separates a real TensorCore from its roofline, as three measured numbers: the fraction of the MXU peak a large,
 * well-shaped matmul sustains, the fixed cost every kernel pays (launch) whatever its size, and the edge of the
 * output tile a matmul kernel works on, which sets how much of its HBM traffic cannot hide under the arithmetic.
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
 * <h2>Grounding</h2>
 * One public microbenchmark of bf16 square matmuls on one Ironwood (v7) TensorCore, AI-Hypercomputer
 * accelerator-microbenchmarks {@code Ironwood/Ironwood_Microbenchmarks_readme.md} (commit bd5ecee, gemm_multiple_run),
 * TFLOP/s per TensorCore: 128^3 2.59, 256^3 18.3, 512^3 105, 1024^3 350, 2048^3 679, 4096^3 893, 16384^3 950, 32768^3
 * 956, against a per-TensorCore peak of 2307/2 = 1153.5 TFLOP/s [CLOUD-7x]. The two end points set the fixed cost
 * (128^3: 1.62 us less its fill and HBM time = 1.57 us) and the sustained fraction (32768^3: 0.830, the fill being 0.1%
 * of it); the six points in between are the check ({@code MatmulCurveTest}: all within 12%, where a roofline with
 * only a fixed cost was 60% fast at 1024^3). No other generation publishes such a curve; the same fraction and fixed
 * cost are assumed for every generation (the MXU and its sequencer are one design family). They are per generation,
 * never per model.
 *
 * @param mxuSustainedFraction fraction of the MXU peak a large matmul reaches (0 &lt; f &lt;= 1)
 * @param kernelFixedSeconds seconds every kernel pays whatever its size
 * @param pipelineTileEdge output tile edge of a matmul kernel for its fill and drain (0: no fill term, the roofline)
 */
public record DeviceCalibration(double mxuSustainedFraction, double kernelFixedSeconds, int pipelineTileEdge) {

  static final double IRONWOOD_TC_PEAK = 2307e12 / 2;
  static final double BIG_MATMUL_TFLOPS = 956.38e12;
  static final double BIG_MATMUL_DIM = 32768;
  static final double SMALL_MATMUL_TFLOPS = 2.59e12;
  static final double SMALL_MATMUL_DIM = 128;
  static final double IRONWOOD_TC_HBM_BW = 7380e9 / 2;
  /** Output tile edge of a matmul kernel, in MXU edges. */
  static final int TILE_MXU_EDGES = 8;
  static final int IRONWOOD_MXU_DIM = 256;

  public DeviceCalibration {
    if (!(mxuSustainedFraction > 0 && mxuSustainedFraction <= 1) || !(kernelFixedSeconds >= 0)
        || pipelineTileEdge < 0) {
      throw new IllegalArgumentException("invalid calibration: MXU fraction " + mxuSustainedFraction
          + " (must be in (0, 1]), fixed kernel cost " + kernelFixedSeconds + " s (must be >= 0), tile edge "
          + pipelineTileEdge + " (must be >= 0)");
    }
  }

  /** Without the fill term (the roofline plus a fixed cost). */
  public DeviceCalibration(double mxuSustainedFraction, double kernelFixedSeconds) {
    this(mxuSustainedFraction, kernelFixedSeconds, 0);
  }

  /** The ideal roofline: full MXU peak and the spec's own launch estimate (what the service priced before). */
  public static DeviceCalibration roofline(ChipSpec spec) {
    return new DeviceCalibration(1.0, spec.getOpLaunchSeconds());
  }

  /**
   * Seconds an m x k x n matmul's first operand panels and last output tile take over HBM, not hidden under its
   * arithmetic (see the class comment); 0 without a tile edge.
   */
  public double fillSeconds(double m, double k, double n, double elementBytes, double hbmBytesPerSecond) {
    if (pipelineTileEdge == 0) {
      return 0;
    }
    double tm = Math.min(m, pipelineTileEdge);
    double tn = Math.min(n, pipelineTileEdge);
    return (tm * k + k * tn + tm * tn) * elementBytes / hbmBytesPerSecond;
  }

  /** The measured calibration of a generation (see the class comment for the derivation and its assumption). */
  public static DeviceCalibration measured(Generation generation) {
    if (generation == null || generation == Generation.GENERATION_UNSPECIFIED
        || generation == Generation.UNRECOGNIZED) {
      throw new IllegalArgumentException("no calibration for generation " + generation);
    }
    DeviceCalibration ironwood = fitIronwood();
    int tile = TILE_MXU_EDGES * ChipSpecs.of(generation).getMxuDim();
    return new DeviceCalibration(ironwood.mxuSustainedFraction(), ironwood.kernelFixedSeconds(), tile);
  }

  /**
   * Fixed cost and sustained fraction from the curve's two ends: each end's time is fixed + max(compute, memory) +
   * fill; the fixed cost dominates 128^3 and the fraction 32768^3, so a few rounds of substitution converge.
   */
  static DeviceCalibration fitIronwood() {
    DeviceCalibration c = new DeviceCalibration(BIG_MATMUL_TFLOPS / IRONWOOD_TC_PEAK, 0,
        TILE_MXU_EDGES * IRONWOOD_MXU_DIM);
    for (int round = 0; round < 20; round++) {
      double s = SMALL_MATMUL_DIM;
      double small = 2 * s * s * s / SMALL_MATMUL_TFLOPS;
      double smallBusy = Math.max(2 * s * s * s / (IRONWOOD_TC_PEAK * c.mxuSustainedFraction()),
          3 * s * s * 2 / IRONWOOD_TC_HBM_BW);
      double fixed = small - smallBusy - c.fillSeconds(s, s, s, 2, IRONWOOD_TC_HBM_BW);
      double b = BIG_MATMUL_DIM;
      double big = 2 * b * b * b / BIG_MATMUL_TFLOPS;
      double fraction = 2 * b * b * b / IRONWOOD_TC_PEAK / (big - fixed - c.fillSeconds(b, b, b, 2,
          IRONWOOD_TC_HBM_BW));
      c = new DeviceCalibration(fraction, fixed, c.pipelineTileEdge());
    }
    return c;
  }
}
