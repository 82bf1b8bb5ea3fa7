package org.torchtpu.server.exec;

/**
 * The Hurwitz zeta function and polygamma (chlo.zeta, chlo.polygamma: {@code jax.scipy.special.zeta}, {@code
 * polygamma}), in double precision for the float kernels that round the result once. XLA's chlo expansion, which
 * JAX gives: zeta(x, q) = sum over k >= 0 of (q + k)^-x is the first ten terms directly, then the Euler-Maclaurin tail
 * at a = q + 10 (the integral, half the first dropped term and 12 Bernoulli corrections, by Horner's rule). The cost
 * is the same for every element (11 powers and about 60 multiply-adds), so a kernel over any input is priced by its
 * size; for q far below zero the tail is what XLA gives too (zeta(2, -65535.5) is about 1/a, as in JAX), not the sum
 * of that many terms. Outside the domain: +inf at x = 1, NaN for x < 1, NaN for q <= 0 with x not an integer, and at
 * the poles (q a non-positive integer) +inf for even x, NaN for odd x. An x so large that the corrections overflow
 * gives NaN, as JAX does.
 * polygamma(n, x) is digamma for n = 0, (-1)^(n+1) n! zeta(n + 1, x) for integer n > 0, NaN for other n.
 */
final class ZetaFunctions {
  /** (2j)! / B_2j for j = 12 down to 1: the Horner order, innermost correction first. */
  private static final double[] FACTORIAL_OVER_BERNOULLI = {-7.1661652561756670113e18, 1.8152105401943546773e17,
      -4.5979787224074726105e15, 1.1646782814350067249e14, -2.950130727918164224e12, 7.47242496e10,
      -1.8924375803183791606e9, 47900160.0, -1209600.0, 30240.0, -720.0, 12.0};
  /** Terms summed directly before the tail: a fixed count, so every element costs the same. */
  static final int DIRECT_TERMS = 10;

  private ZetaFunctions() {}

  static double zeta(double x, double q) {
    if (x == 1.0) {
      return Double.POSITIVE_INFINITY;
    }
    if (q <= 0.0 && q == Math.floor(q)) { // a pole
      return x == Math.floor(x) && x % 2.0 == 0.0 ? Double.POSITIVE_INFINITY : Double.NaN;
    }
    if (q <= 0.0 && x != Math.floor(x) || x < 1.0) {
      return Double.NaN;
    }
    double a = q;
    double sum = Math.pow(q, -x);
    for (int k = 1; k < DIRECT_TERMS; k++) {
      a += 1.0;
      sum += Math.pow(a, -x);
    }
    a += 1.0;
    double aPow = Math.pow(a, -x);
    double inverseSquare = 1.0 / (a * a);
    double horner = 0.0; // B_2j / (2j)! x (x + 1) ... (x + 2j - 2) / a^(2j - 1), j >= 2, nested
    for (int i = 0; i < FACTORIAL_OVER_BERNOULLI.length - 1; i++) {
      double factor = (x + (22 - 2 * i)) * (x + (21 - 2 * i));
      horner = factor * inverseSquare * (horner + 1.0 / FACTORIAL_OVER_BERNOULLI[i]);
    }
    double last = 1.0 / FACTORIAL_OVER_BERNOULLI[FACTORIAL_OVER_BERNOULLI.length - 1];
    return sum + aPow * a / (x - 1.0) + aPow * (0.5 + x / a * (last + horner));
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
}
