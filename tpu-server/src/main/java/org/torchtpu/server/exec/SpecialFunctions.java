package org.torchtpu.server.exec;

import org.torchtpu.api.v1.UnaryOp;

/**
 * The special functions JAX lowers to chlo ops (lgamma, digamma, bessel_i1e, the hyperbolic and inverse
 * trigonometric functions), in double precision for the f32/bf16/f16 kernels that round the result once into the
 * dtype, so a result is within about 1 f32 ulp of exact (SpecialFunctionsTest checks them against mpmath, extremes
 * included). XLA's own f32 expansions are a few ulps off in places (its f32 lgamma(1) is 4.8e-7, not 0).
 *
 * <p>At the poles and outside the domains they follow XLA's chlo expansions as JAX on CPU gives them: lgamma is
 * +inf at 0 and the negative integers and at both infinities; digamma is NaN at 0, the negative integers and
 * -inf; acosh below 1, atanh and asin/acos beyond 1 in magnitude are NaN.
 *
 * <p>Subnormal inputs differ from JAX on CPU: XLA's CPU kernels flush them to zero, so JAX gives lgamma(1e-40f) = +inf
 * and digamma(1e-40f) = NaN (the values at 0) and asinh, sinh, asin, atanh and bessel_i1e of a subnormal +-0, while
 * these take the subnormal as the number it is (lgamma(1e-40f) = 92.1, asinh(1e-40f) = 1e-40f, as mpmath has them).
 * Checked with JAX 0.8 on CPU (jax.jit of each on [1e-40, -1e-40, 1e-45] as f32).
 */
final class SpecialFunctions {
  private static final double LN2 = Math.log(2.0);
  private static final double HALF_LOG_TWO_PI = 0.5 * Math.log(2.0 * Math.PI);
  /** Past this magnitude x^2 + 1 is x^2 in double, so asinh and acosh are log(2|x|). */
  private static final double LARGE = 1e8;
  /** Where the Stirling and asymptotic digamma series start: their first dropped terms are below 1e-18. */
  private static final double SERIES_FROM = 15.0;
  /** Where i1e switches from the power series to the asymptotic expansion. */
  private static final double I1E_ASYMPTOTIC_FROM = 30.0;

  private SpecialFunctions() {}

  static boolean handles(UnaryOp.Kind kind) {
    return switch (kind) {
      case SINH, COSH, ASIN, ACOS, ATAN, ASINH, ACOSH, ATANH, LGAMMA, DIGAMMA, BESSEL_I1E -> true;
      default -> false;
    };
  }

  static void apply(UnaryOp.Kind kind, float[] in, int inOff, float[] out, int outOff, int n) {
    for (int i = 0; i < n; i++) {
      out[outOff + i] = (float) of(kind, in[inOff + i]);
    }
  }

  static double of(UnaryOp.Kind kind, double x) {
    return switch (kind) {
      case SINH -> Math.sinh(x);
      case COSH -> Math.cosh(x);
      case ASIN -> Math.asin(x);
      case ACOS -> Math.acos(x);
      case ATAN -> Math.atan(x);
      case ASINH -> asinh(x);
      case ACOSH -> acosh(x);
      case ATANH -> atanh(x);
      case LGAMMA -> lgamma(x);
      case DIGAMMA -> digamma(x);
      case BESSEL_I1E -> besselI1e(x);
      default -> throw new IllegalArgumentException("not a special function: " + kind);
    };
  }

  static double asinh(double x) {
    double a = Math.abs(x);
    double r;
    if (a > LARGE) {
      r = Math.log(a) + LN2;
    } else {
      // log(a + sqrt(a^2 + 1)) = log1p(a + a^2 / (1 + sqrt(a^2 + 1))): no cancellation for small a
      r = Math.log1p(a + a * a / (1.0 + Math.sqrt(a * a + 1.0)));
    }
    return Math.copySign(r, x); // keeps -0 and NaN
  }

  static double acosh(double x) {
    if (!(x >= 1.0)) {
      return Double.NaN;
    }
    if (x > LARGE) {
      return Math.log(x) + LN2;
    }
    double t = x - 1.0; // exact for x in [1, 2], so acosh near 1 keeps its digits
    return Math.log1p(t + Math.sqrt(2.0 * t + t * t));
  }

  static double atanh(double x) {
    double a = Math.abs(x);
    if (a > 1.0 || Double.isNaN(x)) {
      return Double.NaN;
    }
    return Math.copySign(0.5 * Math.log1p(2.0 * a / (1.0 - a)), x); // +-inf at +-1
  }

  static double lgamma(double x) {
    if (Double.isNaN(x)) {
      return x;
    }
    if (Double.isInfinite(x)) {
      return Double.POSITIVE_INFINITY;
    }
    if (x <= 0.0 && x == Math.rint(x)) {
      return Double.POSITIVE_INFINITY;
    }
    if (x < 0.5) {
      // reflection: Gamma(x) Gamma(1 - x) = pi / sin(pi x)
      return Math.log(Math.PI / Math.abs(sinPi(x))) - lgamma(1.0 - x);
    }
    // around the zeros at 1 and 2 the shifted Stirling series loses its digits to cancellation (it gives 3.6e-15
    // at 1): a power series in t = x - 1 keeps the relative error there
    if (Math.abs(x - 1.0) <= 0.5) {
      return lgammaOnePlus(x - 1.0);
    }
    if (Math.abs(x - 2.0) <= 0.5) {
      double t = x - 2.0;
      return Math.log1p(t) + lgammaOnePlus(t);
    }
    double z = x;
    double product = 1.0;
    while (z < SERIES_FROM) {
      product *= z;
      z += 1.0;
    }
    double zi = 1.0 / z;
    double zi2 = zi * zi;
    // Stirling's series; coefficients B_2k / (2k (2k - 1))
    double series = zi * (1.0 / 12 + zi2 * (-1.0 / 360 + zi2 * (1.0 / 1260 + zi2 * (-1.0 / 1680
        + zi2 * (1.0 / 1188 + zi2 * (-691.0 / 360360 + zi2 * (1.0 / 156)))))));
    return (z - 0.5) * Math.log(z) - z + HALF_LOG_TWO_PI + series - Math.log(product);
  }

  /** Euler's constant. */
  private static final double EULER_GAMMA = 0.5772156649015329;
  /** zeta(k) / k for k = 2.. : lgamma(1 + t) = -gamma t + sum_k (-1)^k zeta(k) / k t^k, |t| < 1. */
  private static final double[] ZETA_OVER_K = zetaOverK(64);

  private static double lgammaOnePlus(double t) {
    double sum = 0.0;
    double power = -t;
    for (int k = 2; k < ZETA_OVER_K.length; k++) {
      power *= -t; // (-t)^k
      sum += ZETA_OVER_K[k] * power;
    }
    return -EULER_GAMMA * t + sum;
  }

  private static double[] zetaOverK(int n) {
    double pi2 = Math.PI * Math.PI;
    // zeta(2..7) exactly (the even ones from Euler's formula; zeta(3), zeta(5), zeta(7) to 17 digits)
    double[] known = {0, 0, pi2 / 6, 1.2020569031595943, pi2 * pi2 / 90, 1.0369277551433699, pi2 * pi2 * pi2 / 945,
        1.0083492773819228};
    double[] out = new double[n];
    for (int k = 2; k < n; k++) {
      double zeta;
      if (k < known.length) {
        zeta = known[k];
      } else {
        // Euler-Maclaurin from N = 30: the first dropped term is below 1e-16 for k >= 8
        int big = 30;
        zeta = 0.0;
        for (int m = big - 1; m >= 1; m--) {
          zeta += Math.pow(m, -k);
        }
        zeta += Math.pow(big, 1 - k) / (k - 1) + 0.5 * Math.pow(big, -k) + k * Math.pow(big, -k - 1) / 12.0;
      }
      out[k] = zeta / k;
    }
    return out;
  }

  static double digamma(double x) {
    if (Double.isNaN(x) || x == Double.NEGATIVE_INFINITY) {
      return Double.NaN;
    }
    if (x == Double.POSITIVE_INFINITY) {
      return x;
    }
    if (x <= 0.0 && x == Math.rint(x)) {
      return Double.NaN;
    }
    double shift = 0.0;
    if (x < 0.5) {
      // reflection: psi(1 - x) - psi(x) = pi / tan(pi x)
      shift = -Math.PI * cosPi(x) / sinPi(x);
      x = 1.0 - x;
    }
    double z = x;
    while (z < SERIES_FROM) {
      shift -= 1.0 / z;
      z += 1.0;
    }
    double zi2 = 1.0 / (z * z);
    // the asymptotic series; coefficients B_2k / (2k)
    double series = zi2 * (1.0 / 12 + zi2 * (-1.0 / 120 + zi2 * (1.0 / 252 + zi2 * (-1.0 / 240
        + zi2 * (1.0 / 132 + zi2 * (-691.0 / 32760 + zi2 * (1.0 / 12)))))));
    return shift + Math.log(z) - 0.5 / z - series;
  }

  /** exp(-|x|) I_1(x), the exponentially scaled modified Bessel function of the first kind, order 1 (odd). */
  static double besselI1e(double x) {
    if (Double.isNaN(x)) {
      return x;
    }
    double a = Math.abs(x);
    double r;
    if (Double.isInfinite(a)) {
      r = 0.0;
    } else if (a <= I1E_ASYMPTOTIC_FROM) {
      // I_1(a) = sum_k (a/2)^(2k+1) / (k! (k+1)!): positive terms, at most ~60 of them up to a = 30
      double q = 0.25 * a * a;
      double term = 0.5 * a;
      double sum = term;
      for (int k = 1; k < 500 && term > sum * 1e-18; k++) {
        term *= q / (k * (double) (k + 1));
        sum += term;
      }
      r = sum * Math.exp(-a);
    } else {
      // I_1(a) e^-a ~ (2 pi a)^-1/2 sum_k (-1)^k prod_{j<=k} (4 - (2j - 1)^2) / (k! (8a)^k); for a > 30 the terms
      // fall below 1e-18 long before they would start to grow (k ~ 2a)
      double term = 1.0;
      double sum = 1.0;
      for (int k = 1; k < 200 && Math.abs(term) > 1e-18; k++) {
        term *= -(4.0 - (2.0 * k - 1) * (2.0 * k - 1)) / (8.0 * k * a);
        sum += term;
      }
      r = sum / Math.sqrt(2.0 * Math.PI * a);
    }
    return Math.copySign(r, x);
  }

  /** sin(pi x) with the argument reduced exactly first (x - 2 round(x / 2) is exact in double). */
  private static double sinPi(double x) {
    double r = x - 2.0 * Math.rint(0.5 * x);
    return Math.sin(Math.PI * r);
  }

  private static double cosPi(double x) {
    double r = x - 2.0 * Math.rint(0.5 * x);
    return Math.cos(Math.PI * r);
  }
}
