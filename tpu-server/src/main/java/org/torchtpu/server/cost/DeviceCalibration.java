package org.torchtpu.server.cost;

import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.Generation;

/**
 * What separates a real TensorCore from its roofline, as two measured numbers: the fraction of the MXU peak a large,
 * well-shaped matmul sustains, and the fixed cost every kernel pays (launch plus filling and draining the pipeline)
 * whatever its size.
 *
 * <p>Both come from one public microbenchmark of bf16 square matmuls on one Ironwood (v7) TensorCore (quoted in
 * issue 17): 32768^3 at ~956 TFLOP/s and 128^3 at ~2.6 TFLOP/s, against a per-TensorCore peak of 2307/2 = 1153.5
 * TFLOP/s [CLOUD-7x]:
 * <pre>
 *   sustained fraction = 956 / 1153.5                                     = 0.829
 *   fixed cost         = 2*128^3 / 2.6e12 - (HBM time of its 96 KiB, 27 ns) = 1.59 us
 * </pre>
 * No other generation publishes such a curve; the same two numbers are assumed for every generation (the MXU and
 * its sequencer are one design family). They are the model's only fitted-from-measurement parameters, and they are
 * per generation, never per model.
 *
 * @param mxuSustainedFraction fraction of the MXU peak a large matmul reaches (0 &lt; f &lt;= 1)
 * @param kernelFixedSeconds seconds every kernel pays whatever its size
 */
public record DeviceCalibration(double mxuSustainedFraction, double kernelFixedSeconds) {

  static final double IRONWOOD_TC_PEAK = 2307e12 / 2;
  static final double BIG_MATMUL_TFLOPS = 956e12;
  static final double SMALL_MATMUL_TFLOPS = 2.6e12;
  static final double SMALL_MATMUL_DIM = 128;
  static final double IRONWOOD_TC_HBM_BW = 7380e9 / 2;

  public DeviceCalibration {
    if (!(mxuSustainedFraction > 0 && mxuSustainedFraction <= 1) || !(kernelFixedSeconds >= 0)) {
      throw new IllegalArgumentException("invalid calibration: MXU fraction " + mxuSustainedFraction
          + " (must be in (0, 1]), fixed kernel cost " + kernelFixedSeconds + " s (must be >= 0)");
    }
  }

  /** The ideal roofline: full MXU peak and the spec's own launch estimate (what the service priced before). */
  public static DeviceCalibration roofline(ChipSpec spec) {
    return new DeviceCalibration(1.0, spec.getOpLaunchSeconds());
  }

  /** The measured calibration of a generation (see the class comment for the derivation and its assumption). */
  public static DeviceCalibration measured(Generation generation) {
    if (generation == null || generation == Generation.GENERATION_UNSPECIFIED
        || generation == Generation.UNRECOGNIZED) {
      throw new IllegalArgumentException("no calibration for generation " + generation);
    }
    double fraction = BIG_MATMUL_TFLOPS / IRONWOOD_TC_PEAK;
    double n = SMALL_MATMUL_DIM;
    double smallSeconds = 2 * n * n * n / SMALL_MATMUL_TFLOPS;
    double smallHbmSeconds = 3 * n * n * 2 / IRONWOOD_TC_HBM_BW;
    return new DeviceCalibration(fraction, smallSeconds - smallHbmSeconds);
  }
}
