package org.torchtpu.server.exec;

import io.netty.util.concurrent.FastThreadLocal;
import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * Float exp and tanh, bit-identical to {@code (float) Math.exp(x)} and {@code (float) Math.tanh(x)},
 * with the double-precision exp of the Vector API (an intrinsic over whole vectors; scalar
 * {@code Math.exp} measured about 10x slower per element here). Loaded only when the JVM has the
 * module ({@link TileKernels} checks).
 *
 * <p>The same rounding guard as {@link FloatTanh}: the vector result y is within a known relative
 * error of the exact value, and so is the scalar library's; when both ends of y's error interval
 * round to one float, that float is the scalar formula's too. The Vector API documents its
 * transcendental lanes as within 1 ulp (JDK 17 {@code DoubleVector} class documentation); the
 * bounds used here leave room for about ten. Lanes the guard cannot settle (near a halfway
 * point between floats, about 1 in 10^4 for tanh), and special inputs (zeros, NaN, the series
 * range and saturation of tanh) go through the scalar path.
 */
final class VectorTranscendentals {
  private VectorTranscendentals() {}

  private static final VectorSpecies<Double> DOUBLES = DoubleVector.SPECIES_PREFERRED;
  private static final int BLOCK = 512;
  /** exp within a few ulps of exact, Math.exp within 1: relative 1e-14 covers both with room. */
  private static final double EXP_BOUND = 1e-14;

  /**
   * Each thread's block of doubles, kept from one call to the next: a new one per call was 36 KB of the compiled
   * tiny-Llama step's 530 KB allocated per call (its softmax and SiLU tiles, JFR). An array slot on a session's thread
   * ({@link KernelThreads}); a hashed ThreadLocal on others. Neither method calls the other, so one block serves both.
   */
  private static final FastThreadLocal<double[]> BLOCKS = new FastThreadLocal<>() {
    @Override
    protected double[] initialValue() {
      return new double[BLOCK];
    }
  };

  static void exp(float[] in, int inOff, float[] out, int outOff, int n) {
    double[] d = BLOCKS.get();
    for (int b = 0; b < n; b += BLOCK) {
      int len = Math.min(BLOCK, n - b);
      for (int i = 0; i < len; i++) {
        d[i] = in[inOff + b + i];
      }
      expInPlace(d, len);
      for (int i = 0; i < len; i++) {
        double y = d[i];
        double slack = y * EXP_BOUND;
        float f = (float) y;
        out[outOff + b + i] = (float) (y - slack) == f && (float) (y + slack) == f
            ? f : (float) Math.exp(in[inOff + b + i]);
      }
    }
  }

  static void tanh(float[] in, int inOff, float[] out, int outOff, int n) {
    double[] d = BLOCKS.get();
    for (int b = 0; b < n; b += BLOCK) {
      int len = Math.min(BLOCK, n - b);
      for (int i = 0; i < len; i++) {
        d[i] = 2.0 * in[inOff + b + i];
      }
      expInPlace(d, len);
      for (int i = 0; i < len; i++) {
        float x = in[inOff + b + i];
        double a = Math.abs(x);
        if (a >= FloatTanh.SERIES_BELOW && a <= FloatTanh.SATURATED) {
          double e = d[i];
          double y = (e - 1) / (e + 1);
          double slack = Math.abs(y) * FloatTanh.BOUND;
          float f = (float) y;
          if ((float) (y - slack) == f && (float) (y + slack) == f) {
            out[outOff + b + i] = f;
            continue;
          }
        }
        out[outOff + b + i] = FloatTanh.tanh(x);
      }
    }
  }

  /** d[0, len) = exp(d[0, len)): whole vectors on the Vector API, the tail with Math.exp. */
  private static void expInPlace(double[] d, int len) {
    int bound = DOUBLES.loopBound(len);
    int i = 0;
    for (; i < bound; i += DOUBLES.length()) {
      DoubleVector.fromArray(DOUBLES, d, i).lanewise(VectorOperators.EXP).intoArray(d, i);
    }
    for (; i < len; i++) {
      d[i] = Math.exp(d[i]);
    }
  }
}
