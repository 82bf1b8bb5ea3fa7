package org.torchtpu.server.cost;

import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.FftOp;
import org.torchtpu.api.v1.TensorType;

/**
 * The work of an fft: the classic operation count of a radix-2 complex FFT, 5 N log2 N real flops for N points
 * (Cooley and Tukey 1965; the figure FFTW's benchmarks use to report "mflops"), per transform, times the number of
 * transforms in the batch. A real-input or real-output transform (RFFT, IRFFT) does about half that work.
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
    double perTransform = 5 * points * Math.max(1, Math.log(points) / Math.log(2));
    boolean realSide = op.getType() == FftOp.Type.RFFT || op.getType() == FftOp.Type.IRFFT;
    return transforms * perTransform * (realSide ? 0.5 : 1);
  }
}
