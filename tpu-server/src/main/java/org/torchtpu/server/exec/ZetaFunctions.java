package org.torchtpu.server.exec;

/**
 * The Hurwitz zeta function and polygamma (chlo.zeta, chlo.polygamma: {@code jax.scipy.special.zeta}, {@code
 * polygamma}), in double precision for the float kernels that round the result once. zeta(x, q) = sum over k >= 0
 * of (q + k)^-x by Euler-Maclaurin summation: the first terms directly until q + N >= max(10, x), then the integral,
 * half the first dropped term and 12 Bernoulli corrections (the next correction is below 1e-16 of the sum there).
 * Outside the domain it follows XLA's chlo expansion, as JAX gives it: zeta is +inf at x = 1, NaN for x < 1, NaN for
 * q <= 0 with x not an integer, and at the poles (q a non-positive integer) +inf for even x, NaN for odd x; q below
 * -65536 (JAX documents q > 0) is NaN rather than a sum of that many terms. Each element takes at most about
 * max(10, min(x, 40)) + 65536 powers, so a kernel over any input ends.
 * polygamma(n, x) is digamma for n = 0, (-1)^(n+1) n! zeta(n + 1, x) for integer n > 0, NaN for other n.
 */
final class ZetaFunctions {
  /** B_2j / (2j)! for j = 1..12. */
  private static final double[] BERNOULLI_OVER_FACTORIAL = bernoulliOverFactorial();
  private static final double SUM_DIRECTLY_BELOW = 10.0;
  /** The most terms summed to bring a negative q up to the series' range. */
  private static final double MAX_SHIFT = 1 << 16;

  private ZetaFunctions() {}

  static double zeta(double x, double q) {
    if (Double.isNaN(x) || Double.isNaN(q)) {
      return Double.NaN;
    }
    if (x == 1.0) {
      return Double.POSITIVE_INFINITY;
    }
    if (x < 1.0) {
      return Double.NaN;
    }
    boolean xInteger = x == Math.floor(x);
    if (q <= 0.0) {
      if (!xInteger) {
        return Double.NaN;
      }
      if (q == Math.floor(q)) {
        return x % 2.0 == 0.0 ? Double.POSITIVE_INFINITY : Double.NaN;
      }
    }
    if (q == Double.POSITIVE_INFINITY || x == Double.POSITIVE_INFINITY) {
      return x == Double.POSITIVE_INFINITY && q == 1.0 ? 1.0 : x == Double.POSITIVE_INFINITY && q < 1.0
          ? Double.POSITIVE_INFINITY : 0.0;
    }
    if (q < -MAX_SHIFT) {
      return Double.NaN; // a shift to positive q would take more than MAX_SHIFT terms (JAX documents q > 0 only)
    }
    double sum = 0.0;
    double a = q;
    double start = Math.max(SUM_DIRECTLY_BELOW, x);
    while (a < start) {
      double term = Math.pow(a, -x);
      sum += term;
      a += 1.0;
      if (x > SUM_DIRECTLY_BELOW && a > 0 && Math.abs(term) <= 1e-18 * Math.abs(sum)) {
        // the rest is below a^-x (1 + a / (x - 1)) < 2 term: for a large x the terms fall fast, so this loop ends
        // within about 40 terms however large x is
        return sum;
      }
    }
    double aPow = Math.pow(a, -x);
    sum += a * aPow / (x - 1.0) + 0.5 * aPow;
    double rising = x / a; // x (x + 1) ... (x + 2j - 2) / a^(2j - 1)
    for (int j = 0; j < BERNOULLI_OVER_FACTORIAL.length; j++) {
      sum += BERNOULLI_OVER_FACTORIAL[j] * rising * aPow;
      rising *= (x + 2 * j + 1) * (x + 2 * j + 2) / (a * a);
    }
    return sum;
  }

  static double polygamma(double n, double x) {
    if (Double.isNaN(n) || Double.isNaN(x) || n < 0.0 || n != Math.floor(n) || Double.isInfinite(n)) {
      return Double.NaN;
    }
    if (n == 0.0) {
      return SpecialFunctions.digamma(x);
    }
    double sign = n % 2.0 == 0.0 ? -1.0 : 1.0; // (-1)^(n + 1)
    return sign * Math.exp(SpecialFunctions.lgamma(n + 1.0)) * zeta(n + 1.0, x);
  }

  private static double[] bernoulliOverFactorial() {
    double[][] fractions = {{1, 6}, {-1, 30}, {1, 42}, {-1, 30}, {5, 66}, {-691, 2730}, {7, 6}, {-3617, 510},
        {43867, 798}, {-174611, 330}, {854513, 138}, {-236364091, 2730}};
    double[] out = new double[fractions.length];
    double factorial = 1.0;
    for (int j = 1; j <= fractions.length; j++) {
      factorial *= (2.0 * j - 1) * (2.0 * j);
      out[j - 1] = fractions[j - 1][0] / fractions[j - 1][1] / factorial;
    }
    return out;
  }
}
