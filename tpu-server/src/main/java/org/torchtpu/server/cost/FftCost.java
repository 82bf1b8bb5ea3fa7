package org.torchtpu.server.cost;

import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.FftOp;
import org.torchtpu.api.v1.TensorType;

/**
 * The work of an fft: the classic operation count of a radix-2 complex FFT, 5 N log2 N real flops for N points
 * (Cooley and Tukey 1965; the figure FFTW's benchmarks use to report "mflops"), per transform, times the number of
 * transforms in the batch. Non-power-of-two lengths are priced as the kernel computes them (Bluestein's chirp-z
 * over power-of-two FFTs, about 3 FFTs of twice the length). A real-input or real-output transform (RFFT, IRFFT) does about half that work.
 */
final class FftCost {
  private FftCost() {}

  /** Flops of {@code op} on an operand of type {@code x} (complex operands are f32[..., 2]). */
  static double flops(FftOp op, TensorType x) {
    double points = 1;
    for (long n : op.getFftLengthList()) {
      points *= n;
    }
    double elements = Shapes.numElements(x);
    // complex operands carry 2 floats per point; IRFFT's input holds n/2+1 points on its last axis
    double signalPoints = op.getType() == FftOp.Type.RFFT ? points
        : op.getType() == FftOp.Type.IRFFT ? points / op.getFftLength(op.getFftLengthCount() - 1)
            * (op.getFftLength(op.getFftLengthCount() - 1) / 2 + 1) : points;
    double perElement = op.getType() == FftOp.Type.RFFT ? 1 : 2;
    double transforms = Math.max(1, Math.round(elements / perElement / signalPoints));
    // per axis: (points / n) lines of a length-n transform; for powers of two this sums to 5 N log2 N
    double perTransform = 0;
    for (long n : op.getFftLengthList()) {
      perTransform += points / n * lineFlops(n);
    }
    boolean realSide = op.getType() == FftOp.Type.RFFT || op.getType() == FftOp.Type.IRFFT;
    return transforms * perTransform * (realSide ? 0.5 : 1);
  }

  /**
   * One length-n line: 5 n log2 n for a power of two; otherwise the kernel's Bluestein chirp-z, three radix-2
   * FFTs of length m >= 2n - 1 plus three complex multiplies (6 flops) per point.
   */
  static double lineFlops(long n) {
    if (n <= 1) {
      return 0;
    }
    if (Long.bitCount(n) == 1) {
      return 5.0 * n * (Math.log(n) / Math.log(2));
    }
    long m = Long.highestOneBit(2 * n - 1) << 1;
    return 3 * 5.0 * m * (Math.log(m) / Math.log(2)) + 6.0 * (2 * n + m);
  }
}
