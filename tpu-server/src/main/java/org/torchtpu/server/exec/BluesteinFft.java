package org.torchtpu.server.exec;

import java.util.Arrays;

/**
 * A DFT of any length n in O(n log n) (Bluestein's chirp-z algorithm): with jk = (j^2 + k^2 - (k - j)^2) / 2 the
 * DFT becomes a chirp times a circular convolution of the chirped input with the conjugate chirp, and that
 * convolution is done with radix-2 FFTs of a power-of-two length m >= 2n - 1. Before this a non-power-of-two
 * length took the direct O(n^2) sum, so a prime length of a million cost ~10^12 multiply-adds while the cost model
 * (5 N log2 N) priced it as microseconds. Everything stays in double and is rounded once by the caller.
 *
 * <p>One plan serves every line of an axis: the chirp and the transformed conjugate chirp are computed once.
 */
final class BluesteinFft {
  /** Largest n a plan accepts: m = 2^ceil(log2(2n - 1)) must stay a Java array length. */
  static final int MAX_LENGTH = 1 << 29;

  private final int n;
  private final int m;
  // chirp w[j] = e^(sign i pi j^2 / n)
  private final double[] wr;
  private final double[] wi;
  // FFT of the conjugate chirp laid out circularly over m points
  private final double[] br;
  private final double[] bi;
  // radix-2 twiddles of length m, forward (e^(-2 pi i j / m)); the inverse negates the sine
  private final double[] cos;
  private final double[] sinFwd;
  private final double[] sinInv;
  private final double[] ar;
  private final double[] ai;

  BluesteinFft(int n, boolean inverse) {
    if (n < 1 || n > MAX_LENGTH) {
      throw new IllegalArgumentException("fft: length " + n + " is outside [1, " + MAX_LENGTH + "]");
    }
    this.n = n;
    this.m = Integer.highestOneBit(2 * n - 1) == 2 * n - 1 ? 2 * n - 1 : Integer.highestOneBit(2 * n - 1) << 1;
    double sign = inverse ? 1 : -1;
    wr = new double[n];
    wi = new double[n];
    long twoN = 2L * n;
    for (int j = 0; j < n; j++) {
      // j^2 mod 2n keeps the angle small, so it is exact to double rounding even for huge j
      double angle = Math.PI * (((long) j * j) % twoN) / n;
      wr[j] = Math.cos(angle);
      wi[j] = sign * Math.sin(angle);
    }
    cos = new double[m];
    sinFwd = new double[m];
    sinInv = new double[m];
    for (int j = 0; j < m; j++) {
      double angle = 2 * Math.PI * j / m;
      cos[j] = Math.cos(angle);
      sinFwd[j] = -Math.sin(angle);
      sinInv[j] = Math.sin(angle);
    }
    br = new double[m];
    bi = new double[m];
    br[0] = wr[0];
    bi[0] = -wi[0];
    for (int j = 1; j < n; j++) {
      br[j] = wr[j];
      bi[j] = -wi[j];
      br[m - j] = wr[j];
      bi[m - j] = -wi[j];
    }
    FftKernels.radix2(br, bi, cos, sinFwd);
    ar = new double[m];
    ai = new double[m];
  }

  /** Replaces re/im (length n) by their DFT with this plan's sign (unscaled). */
  void transform(double[] re, double[] im) {
    for (int j = 0; j < n; j++) {
      ar[j] = re[j] * wr[j] - im[j] * wi[j];
      ai[j] = re[j] * wi[j] + im[j] * wr[j];
    }
    Arrays.fill(ar, n, m, 0);
    Arrays.fill(ai, n, m, 0);
    FftKernels.radix2(ar, ai, cos, sinFwd);
    for (int j = 0; j < m; j++) {
      double r = ar[j] * br[j] - ai[j] * bi[j];
      ai[j] = ar[j] * bi[j] + ai[j] * br[j];
      ar[j] = r;
    }
    FftKernels.radix2(ar, ai, cos, sinInv);
    double scale = 1.0 / m;
    for (int k = 0; k < n; k++) {
      double cr = ar[k] * scale;
      double ci = ai[k] * scale;
      re[k] = cr * wr[k] - ci * wi[k];
      im[k] = cr * wi[k] + ci * wr[k];
    }
  }
}
