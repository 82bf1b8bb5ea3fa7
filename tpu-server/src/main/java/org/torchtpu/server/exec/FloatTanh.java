package org.torchtpu.server.exec;

/**
 * tanh of a float, bit-identical to {@code (float) Math.tanh(x)} (the kernels' definition), at the
 * cost of one {@code Math.exp} (a HotSpot intrinsic) instead of a call into fdlibm's tanh (a native
 * StrictMath method on JDK 17, about ten times slower here; a GPT-2 forward spent half its CPU time
 * in it, for the tanh form of GELU).
 *
 * <p>How the bits stay the same: y = (e - 1) / (e + 1) with e = exp(2x) (for |x| >= 2^-13; below, the
 * series x - x^3/3 + 2x^5/15) is within a relative {@value #BOUND} of tanh(x): exp is within 1 ulp,
 * the cancellation in e - 1 magnifies that by e / |e - 1| < 4100 (its largest, at |x| = 2^-13), so
 * under 1e-12 with the other roundings, and the series' first dropped term is below 1e-24
 * relative. {@code Math.tanh} is itself within 2.5 ulps (5.6e-16) of tanh(x). So both lie in
 * [y - |y| BOUND, y + |y| BOUND]; when both ends of that interval round to the same float, so does
 * {@code Math.tanh(x)}, and that float is returned. Otherwise (about 3 in 10,000 inputs, those close
 * to a halfway point between floats), and for zeros, NaN and |x| > 20, it calls {@code Math.tanh}.
 */
final class FloatTanh {
  private FloatTanh() {}

  /** Relative error bound of the approximation, with a margin of about 10x. */
  static final double BOUND = 1e-11;

  /** Below this |x| the series is used (e - 1 would cancel too much). */
  static final double SERIES_BELOW = 0x1p-13;
  /** Beyond this |x|, tanh is +-1 in float: left to Math.tanh (and exp(2x) stays finite below it). */
  static final double SATURATED = 20;

  static float tanh(float x) {
    double d = x;
    double a = Math.abs(d);
    if (!(a <= SATURATED) || d == 0) {
      return (float) Math.tanh(d); // NaN, beyond 20 (where it is +-1), signed zeros
    }
    double y;
    if (a < SERIES_BELOW) {
      double d2 = d * d;
      y = d + d * d2 * (-1.0 / 3 + d2 * (2.0 / 15));
    } else {
      double e = Math.exp(2 * d);
      y = (e - 1) / (e + 1);
    }
    double slack = Math.abs(y) * BOUND;
    float f = (float) y;
    if ((float) (y - slack) == f && (float) (y + slack) == f) {
      return f;
    }
    return (float) Math.tanh(d);
  }

  static void tanh(float[] in, int inOff, float[] out, int outOff, int n) {
    for (int i = 0; i < n; i++) {
      out[outOff + i] = tanh(in[inOff + i]);
    }
  }
}
