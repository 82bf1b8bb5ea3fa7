package org.torchtpu.server.exec;

import jdk.incubator.vector.DoubleVector;
import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorShape;
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
 * range and saturation of tanh) go through the scalar path. The guard itself runs on whole vectors
 * too (the same IEEE operations lane by lane, and a vector double-to-float conversion rounds as the
 * cast does): done per element it cost about as much as the exp (1.9 against 1.2 ns per element).
 */
final class VectorTranscendentals {
  private VectorTranscendentals() {}

  private static final VectorSpecies<Double> DOUBLES = DoubleVector.SPECIES_PREFERRED;
  /** As many floats as DOUBLES has lanes: the results of one vector of doubles. */
  private static final VectorSpecies<Float> FLOATS =
      VectorSpecies.of(float.class, VectorShape.forBitSize(DOUBLES.vectorBitSize() / 2));
  private static final int BLOCK = 512;
  /** exp within a few ulps of exact, Math.exp within 1: relative 1e-14 covers both with room. */
  private static final double EXP_BOUND = 1e-14;

  static void exp(float[] in, int inOff, float[] out, int outOff, int n) {
    double[] d = new double[Math.min(n, BLOCK)];
    int step = DOUBLES.length();
    for (int b = 0; b < n; b += BLOCK) {
      int len = Math.min(BLOCK, n - b);
      for (int i = 0; i < len; i++) {
        d[i] = in[inOff + b + i];
      }
      int bound = DOUBLES.loopBound(len);
      int i = 0;
      // the guard on whole vectors: the same IEEE operations as the scalar loop below, lane by lane
      for (; i < bound; i += step) {
        DoubleVector y = DoubleVector.fromArray(DOUBLES, d, i).lanewise(VectorOperators.EXP);
        DoubleVector slack = y.mul(EXP_BOUND);
        FloatVector f = toFloats(y);
        f.intoArray(out, outOff + b + i);
        VectorMask<Float> settled = toFloats(y.sub(slack)).eq(f).and(toFloats(y.add(slack)).eq(f));
        if (!settled.allTrue()) {
          // rare: the whole vector's lanes the scalar way (a settled lane is that float too; per-lane mask reads cost more)
          for (int j = 0; j < step; j++) {
            out[outOff + b + i + j] = (float) Math.exp(in[inOff + b + i + j]);
          }
        }
      }
      for (; i < len; i++) {
        double y = Math.exp(d[i]);
        double slack = y * EXP_BOUND;
        float f = (float) y;
        out[outOff + b + i] = (float) (y - slack) == f && (float) (y + slack) == f
            ? f : (float) Math.exp(in[inOff + b + i]);
      }
    }
  }

  static void tanh(float[] in, int inOff, float[] out, int outOff, int n) {
    double[] d = new double[Math.min(n, BLOCK)];
    int step = DOUBLES.length();
    for (int b = 0; b < n; b += BLOCK) {
      int len = Math.min(BLOCK, n - b);
      for (int i = 0; i < len; i++) {
        d[i] = in[inOff + b + i];
      }
      int bound = DOUBLES.loopBound(len);
      int i = 0;
      for (; i < bound; i += step) {
        DoubleVector x = DoubleVector.fromArray(DOUBLES, d, i);
        FloatVector a = FloatVector.fromArray(FLOATS, in, inOff + b + i).abs();
        DoubleVector e = x.mul(2.0).lanewise(VectorOperators.EXP);
        DoubleVector y = e.sub(1.0).div(e.add(1.0));
        DoubleVector slack = y.abs().mul(FloatTanh.BOUND);
        FloatVector f = toFloats(y);
        f.intoArray(out, outOff + b + i);
        // lanes outside [series bound, saturation] (and NaN) fail the range test and go to the scalar path (both
        // bounds are floats, so comparing the float input is comparing its double)
        VectorMask<Float> settled = toFloats(y.sub(slack)).eq(f).and(toFloats(y.add(slack)).eq(f))
            .and(a.compare(VectorOperators.GE, (float) FloatTanh.SERIES_BELOW))
            .and(a.compare(VectorOperators.LE, (float) FloatTanh.SATURATED));
        if (!settled.allTrue()) {
          for (int j = 0; j < step; j++) {
            out[outOff + b + i + j] = FloatTanh.tanh(in[inOff + b + i + j]);
          }
        }
      }
      for (; i < len; i++) {
        float x = in[inOff + b + i];
        double a = Math.abs(x);
        if (a >= FloatTanh.SERIES_BELOW && a <= FloatTanh.SATURATED) {
          double e = Math.exp(2.0 * x);
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

  /** The lanes rounded to float (round to nearest even, as a {@code (float)} cast). */
  private static FloatVector toFloats(DoubleVector v) {
    return (FloatVector) v.convertShape(VectorOperators.D2F, FLOATS, 0);
  }
}
