package org.torchtpu.server.exec;

/**
 * erf^-1 in double precision, for the f32/bf16/f16 kernel that rounds it once into the dtype (so the result is
 * within 1 ulp of exact, nearly always the correctly rounded value; GoldenOpsTest checks it against mpmath).
 *
 * <p>Start: M. Giles, "Approximating the erfinv function" (GPU Computing Gems, 2010), the single-precision
 * polynomials in w = -log((1 - y)(1 + y)), relative error about 1e-7 everywhere (XLA's f32 erf_inv is that
 * polynomial alone, a few f32 ulps off). Then Newton steps on erf(x) = y with the executor's double erf
 * ({@link ElementwiseKernels#erf}, absolute error ~1e-16): each squares the relative error, and for the f32 inputs
 * closest to 1 (x ~ 3.9, erf'(x) ~ 1e-6) the residual's absolute error still moves x by under 1e-9 ulp of f32.
 */
final class InverseErf {
  private static final double TWO_OVER_SQRT_PI = 1.1283791670955126;
  private static final int NEWTON_STEPS = 2;

  private InverseErf() {}

  static double erfInv(double y) {
    if (Double.isNaN(y) || Math.abs(y) > 1.0) {
      return Double.NaN;
    }
    if (Math.abs(y) == 1.0) {
      return Math.copySign(Double.POSITIVE_INFINITY, y);
    }
    if (y == 0.0) {
      return y; // keeps the sign of zero
    }
    double x = y * gilesFactor(-Math.log((1.0 - y) * (1.0 + y)));
    for (int i = 0; i < NEWTON_STEPS; i++) {
      double slope = TWO_OVER_SQRT_PI * Math.exp(-x * x);
      x -= (ElementwiseKernels.erf(x) - y) / slope;
    }
    return x;
  }

  /** Giles's erfinv(y) / y as a polynomial in w (two ranges). */
  private static double gilesFactor(double w) {
    double p;
    if (w < 5.0) {
      w -= 2.5;
      p = 2.81022636e-08;
      p = 3.43273939e-07 + p * w;
      p = -3.5233877e-06 + p * w;
      p = -4.39150654e-06 + p * w;
      p = 0.00021858087 + p * w;
      p = -0.00125372503 + p * w;
      p = -0.00417768164 + p * w;
      p = 0.246640727 + p * w;
      p = 1.50140941 + p * w;
    } else {
      w = Math.sqrt(w) - 3.0;
      p = -0.000200214257;
      p = 0.000100950558 + p * w;
      p = 0.00134934322 + p * w;
      p = -0.00367342844 + p * w;
      p = 0.00573950773 + p * w;
      p = -0.0076224613 + p * w;
      p = 0.00943887047 + p * w;
      p = 1.00167406 + p * w;
      p = 2.83297682 + p * w;
    }
    return p;
  }
}
