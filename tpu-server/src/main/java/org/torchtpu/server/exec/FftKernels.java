package org.torchtpu.server.exec;

import java.util.Arrays;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.FftOp;

/**
 * StableHLO's fft on the op set's complex representation (f32 with a trailing dimension of 2: real, imaginary).
 * Each transformed axis is a 1-D DFT over every line along it, computed in double (radix-2 Cooley-Tukey for power
 * of two lengths, Bluestein's chirp-z over radix-2 convolutions otherwise: O(n log n) for every length) and
 * rounded to f32 once at the end, so results sit within an f32 ulp or two of numpy.fft's double-precision answer. Inverse transforms scale by 1/N as
 * numpy.fft does; IRFFT rebuilds the last axis's negative frequencies as the conjugates of the positive ones
 * (Hermitian symmetry), so the imaginary parts of the DC and Nyquist terms are ignored, as in a C2R transform.
 */
final class FftKernels {
  private FftKernels() {}

  /**
   * Heap the transform allocates besides its operand and result ({@link OpScratch}): the whole spectrum in double
   * (16 bytes per point of every batch line), plus for the largest axis a line copy and its twiddles, and for a
   * non-power-of-two length the chirp-z plan's arrays of m >= 2n - 1 points (seven of m doubles, {@link
   * BluesteinFft}). Saturates at Long.MAX_VALUE rather than overflowing.
   */
  static long scratchBytes(FftOp op, org.torchtpu.api.v1.TensorType x) {
    int k = op.getFftLengthCount();
    int signalRank = op.getType() == FftOp.Type.RFFT ? x.getDimsCount() : x.getDimsCount() - 1;
    int batchRank = Math.max(0, signalRank - k);
    try {
      long batch = 1;
      for (int d = 0; d < batchRank; d++) {
        batch = Math.multiplyExact(batch, x.getDims(d));
      }
      long points = 1;
      long axis = 0;
      for (int i = 0; i < k; i++) {
        long n = op.getFftLength(i);
        points = Math.multiplyExact(points, n);
        long line = 2 * 16 * n; // the line's copy and (power of two) its twiddles
        if (Long.bitCount(n) != 1) {
          long m = Long.highestOneBit(Math.max(1, 2 * n - 1)) << 1;
          line = Math.addExact(line, Math.multiplyExact(7 * 8, m));
        }
        axis = Math.max(axis, line);
      }
      return Math.addExact(Math.multiplyExact(16, Math.multiplyExact(batch, points)), axis);
    } catch (ArithmeticException e) {
      return Long.MAX_VALUE;
    }
  }

  static DeviceArray fft(FftOp op, DeviceArray x) {
    int k = op.getFftLengthCount();
    int[] n = new int[k];
    for (int i = 0; i < k; i++) {
      n[i] = Math.toIntExact(op.getFftLength(i));
    }
    int[] inDims = x.dims();
    int signalRank = op.getType() == FftOp.Type.RFFT ? inDims.length : inDims.length - 1;
    int batchRank = signalRank - k;
    int batch = 1;
    for (int d = 0; d < batchRank; d++) {
      batch = Math.multiplyExact(batch, inDims[d]);
    }
    int points = 1;
    for (int len : n) {
      points = Math.multiplyExact(points, len);
    }
    // the full complex spectrum [batch, n1..nk] in double
    double[] re = new double[Math.multiplyExact(batch, points)];
    double[] im = new double[re.length];
    float[] in = x.floats();
    int last = n[k - 1];
    switch (op.getType()) {
      case FFT, IFFT -> {
        for (int i = 0; i < re.length; i++) {
          re[i] = in[2 * i];
          im[i] = in[2 * i + 1];
        }
      }
      case RFFT -> {
        for (int i = 0; i < re.length; i++) {
          re[i] = in[i];
        }
      }
      case IRFFT -> {
        int half = last / 2 + 1;
        int rows = re.length / last;
        for (int r = 0; r < rows; r++) {
          for (int j = 0; j < half; j++) {
            re[r * last + j] = in[2 * (r * half + j)];
            im[r * last + j] = in[2 * (r * half + j) + 1];
          }
        }
      }
      default -> throw new IllegalArgumentException("fft: unknown type " + op.getType());
    }
    boolean inverse = op.getType() == FftOp.Type.IFFT || op.getType() == FftOp.Type.IRFFT;
    // the outer axes first: IRFFT's last axis is only half filled until the inverse over the others is done
    for (int axis = 0; axis < k; axis++) {
      if (op.getType() == FftOp.Type.IRFFT && axis == k - 1) {
        hermitianFill(re, im, last);
      }
      int inner = 1;
      for (int a = axis + 1; a < k; a++) {
        inner *= n[a];
      }
      transformAxis(re, im, n[axis], inner, inverse);
    }
    int[] outDims;
    float[] out;
    switch (op.getType()) {
      case FFT, IFFT -> {
        outDims = inDims.clone();
        out = interleave(re, im, 0, re.length, 1, points, inverse);
      }
      case RFFT -> {
        outDims = Arrays.copyOf(inDims, inDims.length + 1);
        outDims[inDims.length - 1] = last / 2 + 1;
        outDims[inDims.length] = 2;
        out = interleave(re, im, last / 2 + 1, re.length, last, points, false);
      }
      default -> { // IRFFT
        outDims = Arrays.copyOf(inDims, inDims.length - 1);
        outDims[outDims.length - 1] = last;
        out = new float[re.length];
        for (int i = 0; i < re.length; i++) {
          out[i] = (float) (re[i] / points);
        }
      }
    }
    return DeviceArray.ofFloats(DType.F32, outDims, out);
  }

  /**
   * Interleaves (re, im) into f32 pairs, keeping the first {@code keep} of every {@code row} elements when keep > 0
   * (RFFT's non-negative frequencies), scaling by 1/points for an inverse.
   */
  private static float[] interleave(double[] re, double[] im, int keep, int total, int row, int points,
      boolean inverse) {
    double scale = inverse ? 1.0 / points : 1.0;
    if (keep == 0) {
      float[] out = new float[2 * total];
      for (int i = 0; i < total; i++) {
        out[2 * i] = (float) (re[i] * scale);
        out[2 * i + 1] = (float) (im[i] * scale);
      }
      return out;
    }
    int rows = total / row;
    float[] out = new float[2 * rows * keep];
    for (int r = 0; r < rows; r++) {
      for (int j = 0; j < keep; j++) {
        out[2 * (r * keep + j)] = (float) (re[r * row + j] * scale);
        out[2 * (r * keep + j) + 1] = (float) (im[r * row + j] * scale);
      }
    }
    return out;
  }

  /** X[n - j] = conj(X[j]) for the negative frequencies of every row of length n. */
  private static void hermitianFill(double[] re, double[] im, int n) {
    for (int r = 0; r < re.length / n; r++) {
      int base = r * n;
      for (int j = n / 2 + 1; j < n; j++) {
        re[base + j] = re[base + n - j];
        im[base + j] = -im[base + n - j];
      }
    }
  }

  /**
   * A 1-D DFT of length n over every line whose consecutive points are {@code inner} elements apart: radix-2 for
   * powers of two, Bluestein's chirp-z (radix-2 convolutions) otherwise, so every length is O(n log n).
   */
  private static void transformAxis(double[] re, double[] im, int n, int inner, boolean inverse) {
    if (n == 1) {
      return;
    }
    boolean powerOfTwo = Integer.bitCount(n) == 1;
    double[] cos = null;
    double[] sin = null;
    BluesteinFft chirp = null;
    if (powerOfTwo) {
      double sign = inverse ? 1 : -1;
      cos = new double[n];
      sin = new double[n];
      for (int j = 0; j < n; j++) {
        double angle = 2 * Math.PI * j / n;
        cos[j] = Math.cos(angle);
        sin[j] = sign * Math.sin(angle);
      }
    } else {
      chirp = new BluesteinFft(n, inverse);
    }
    double[] lr = new double[n];
    double[] li = new double[n];
    int block = n * inner;
    LineWork work = new LineWork("an FFT");
    long lineWork = LineWork.nLogN(n);
    for (int outer = 0; outer < re.length / block; outer++) {
      for (int in = 0; in < inner; in++) {
        int base = outer * block + in;
        for (int j = 0; j < n; j++) {
          lr[j] = re[base + j * inner];
          li[j] = im[base + j * inner];
        }
        if (powerOfTwo) {
          radix2(lr, li, cos, sin);
        } else {
          chirp.transform(lr, li);
        }
        for (int j = 0; j < n; j++) {
          re[base + j * inner] = lr[j];
          im[base + j * inner] = li[j];
        }
        work.lineDone(lineWork);
      }
    }
  }

  /** In-place iterative radix-2 FFT (bit reversal, then butterflies); the twiddles are e^(sign 2 pi i j/n). */
  static void radix2(double[] re, double[] im, double[] cos, double[] sin) {
    int n = re.length;
    for (int i = 1, j = 0; i < n; i++) {
      int bit = n >> 1;
      for (; (j & bit) != 0; bit >>= 1) {
        j ^= bit;
      }
      j ^= bit;
      if (i < j) {
        double t = re[i];
        re[i] = re[j];
        re[j] = t;
        t = im[i];
        im[i] = im[j];
        im[j] = t;
      }
    }
    for (int len = 2; len <= n; len <<= 1) {
      int step = n / len;
      for (int start = 0; start < n; start += len) {
        for (int j = 0; j < len / 2; j++) {
          double wr = cos[j * step];
          double wi = sin[j * step];
          int a = start + j;
          int b = a + len / 2;
          double xr = re[b] * wr - im[b] * wi;
          double xi = re[b] * wi + im[b] * wr;
          re[b] = re[a] - xr;
          im[b] = im[a] - xi;
          re[a] += xr;
          im[a] += xi;
        }
      }
    }
  }
}
