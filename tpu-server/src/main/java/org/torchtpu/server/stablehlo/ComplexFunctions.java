package org.torchtpu.server.stablehlo;

import org.torchtpu.api.v1.BinaryOp.Kind;
import org.torchtpu.api.v1.CompareOp.Direction;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.stablehlo.StableHloImporter.Value;

/**
 * The elementary functions of complex values that {@link ComplexImport} lowers to real ops: sqrt, rsqrt, sine,
 * cosine, tan, tanh, log_plus_one, exponential_minus_one and power. Each formula is chosen so f32 neither overflows
 * nor cancels where the result is representable (the golden program {@code ops_complex_functions} checks them
 * against JAX on CPU at 1e-30, 1e30, 3e38, on the branch cut and at large imaginary parts):
 *
 * <ul>
 *   <li>sqrt: t = sqrt(|x|/2 + |z|/2) with |z| scaled ({@link ComplexParts#abs}); x >= 0 gives (t, y / 2t), x < 0
 *       gives (|y| / 2t, +-t), so no difference of nearly equal numbers; the branch cut follows y's sign (y = -0
 *       counts as +0, as XLA does); an infinite y gives (inf, y).
 *   <li>rsqrt: |z|^-1/2 (cos(-arg/2) + i sin(-arg/2)), as XLA computes it (rsqrt(0) = inf + NaN i).
 *   <li>tanh: Kahan's form: with t = tan y, s = sinh x, b = 1 + t^2: (b s sqrt(1 + s^2) + i t) / (1 + b s^2), and
 *       once |x| > 20 (where sinh^2 would overflow and tanh x is 1 in f32) +-1 + i 4 sin y cos y e^-2|x|, whose
 *       imaginary part stays representable down to the underflow. tan z = -i tanh(iz).
 *   <li>log1p: (log|1 + z|, arg(1 + z)), the real part as log1p(x (2 + x) + y^2) / 2 while |z| < 1/2 (so log1p of
 *       1e-30 stays 1e-30).
 *   <li>expm1: (expm1(x) cos y - 2 sin^2(y/2), e^x sin y), the imaginary part y itself when y = 0 (as exp).
 *   <li>power: a^b = |a|^c e^(-d arg a) (cos t + i sin t), t = c arg a + d log|a| (b = c + di), |a|^c by the real
 *       power kernel; 0^b = 0 for a real positive b and 0^0 = 1.
 *   <li>sine, cosine: (sin x cosh y, cos x sinh y) and (cos x cosh y, -sin x sinh y), with the part that has
 *       sin x taken as a signed zero when x = 0 (else 0 * cosh y gives NaN once cosh y overflows, |y| > ~89).
 * </ul>
 */
final class ComplexFunctions {
  /** Above this |Re z| Re tanh z is +-1 in f32, and sinh(x)^2 would overflow. */
  private static final double TANH_SATURATION = 20;

  private final ComplexParts p;

  ComplexFunctions(ComplexParts p) {
    this.p = p;
  }

  static boolean handles(String opName) {
    return switch (opName) {
      case "stablehlo.sqrt", "stablehlo.rsqrt", "stablehlo.sine", "stablehlo.cosine", "stablehlo.tan",
          "stablehlo.tanh", "stablehlo.log_plus_one", "stablehlo.exponential_minus_one", "stablehlo.power" -> true;
      default -> false;
    };
  }

  /** The op's result parts; {@code b} is the exponent for power, else null. */
  Value[] apply(MlirAst.Op op, Value[] z, Value[] b) {
    return switch (op.name) {
      case "stablehlo.sqrt" -> sqrt(op, z);
      case "stablehlo.rsqrt" -> rsqrt(op, z);
      case "stablehlo.sine" -> sin(op, z);
      case "stablehlo.cosine" -> cos(op, z);
      case "stablehlo.tanh" -> tanh(op, z);
      case "stablehlo.tan" -> tan(op, z);
      case "stablehlo.log_plus_one" -> log1p(op, z);
      case "stablehlo.exponential_minus_one" -> expm1(op, z);
      case "stablehlo.power" -> power(op, z, b);
      default -> throw new IllegalArgumentException(op.name);
    };
  }

  private Value[] sqrt(MlirAst.Op op, Value[] z) {
    Value x = z[0];
    Value y = z[1];
    Value half = p.full(op, x.type(), 0.5);
    Value zero = p.zeros(op, x.type());
    Value ax = p.un(op, UnaryOp.Kind.ABS, x);
    Value ay = p.un(op, UnaryOp.Kind.ABS, y);
    Value t = p.un(op, UnaryOp.Kind.SQRT, p.bin(op, Kind.ADD, p.mul(op, half, ax), p.mul(op, half, p.abs(op, z))));
    Value twoT = p.bin(op, Kind.ADD, t, t);
    Value rightRe = t;
    Value rightIm = p.bin(op, Kind.DIVIDE, y, twoT);
    Value leftRe = p.bin(op, Kind.DIVIDE, ay, twoT);
    Value leftIm = p.select(op, p.compare(op, Direction.LT, y, zero), p.un(op, UnaryOp.Kind.NEGATE, t), t);
    Value right = p.compare(op, Direction.GE, x, zero);
    Value re = p.select(op, right, rightRe, leftRe);
    Value im = p.select(op, right, rightIm, leftIm);
    // z = 0 (t = 0): 0 + i y; an infinite imaginary part: inf + i y whatever x is
    Value atZero = p.compare(op, Direction.EQ, t, zero);
    re = p.select(op, atZero, zero, re);
    im = p.select(op, atZero, y, im);
    Value infY = p.compare(op, Direction.EQ, ay, p.full(op, x.type(), Double.POSITIVE_INFINITY));
    return new Value[] {p.select(op, infY, ay, re), p.select(op, infY, y, im)};
  }

  private Value[] rsqrt(MlirAst.Op op, Value[] z) {
    Value r = p.un(op, UnaryOp.Kind.RSQRT, p.abs(op, z));
    Value angle = p.mul(op, p.full(op, r.type(), -0.5), p.bin(op, Kind.ATAN2, z[1], z[0]));
    return new Value[] {p.mul(op, r, p.un(op, UnaryOp.Kind.COS, angle)),
        p.mul(op, r, p.un(op, UnaryOp.Kind.SIN, angle))};
  }

  private Value[] sin(MlirAst.Op op, Value[] z) {
    Value x = z[0];
    Value re = p.mul(op, p.un(op, UnaryOp.Kind.SIN, x), p.un(op, UnaryOp.Kind.COSH, z[1]));
    // on the imaginary axis sin x = +-0 and cosh y may be inf: the part is x itself, not 0 * inf = NaN
    return new Value[] {p.select(op, isZero(op, x), x, re),
        p.mul(op, p.un(op, UnaryOp.Kind.COS, x), p.un(op, UnaryOp.Kind.SINH, z[1]))};
  }

  private Value[] cos(MlirAst.Op op, Value[] z) {
    Value x = z[0];
    Value y = z[1];
    Value im = p.un(op, UnaryOp.Kind.NEGATE, p.mul(op, p.un(op, UnaryOp.Kind.SIN, x), p.un(op, UnaryOp.Kind.SINH, y)));
    // on the imaginary axis -sin x sinh y is a zero with sign -sign(x) sign(y), not 0 * inf = NaN
    Value onAxis = p.mul(op, p.un(op, UnaryOp.Kind.NEGATE, x), p.un(op, UnaryOp.Kind.SIGN, y));
    return new Value[] {p.mul(op, p.un(op, UnaryOp.Kind.COS, x), p.un(op, UnaryOp.Kind.COSH, y)),
        p.select(op, isZero(op, x), onAxis, im)};
  }

  private Value isZero(MlirAst.Op op, Value x) {
    return p.compare(op, Direction.EQ, x, p.zeros(op, x.type()));
  }

  private Value[] tanh(MlirAst.Op op, Value[] z) {
    Value x = z[0];
    Value one = p.full(op, x.type(), 1.0);
    Value t = p.un(op, UnaryOp.Kind.TAN, z[1]);
    Value s = p.un(op, UnaryOp.Kind.SINH, x);
    Value beta = p.bin(op, Kind.ADD, one, p.mul(op, t, t));
    Value s2 = p.mul(op, s, s);
    Value rho = p.un(op, UnaryOp.Kind.SQRT, p.bin(op, Kind.ADD, one, s2));
    Value denom = p.bin(op, Kind.ADD, one, p.mul(op, beta, s2));
    Value re = p.bin(op, Kind.DIVIDE, p.mul(op, p.mul(op, beta, rho), s), denom);
    Value im = p.bin(op, Kind.DIVIDE, t, denom);
    Value ax = p.un(op, UnaryOp.Kind.ABS, x);
    Value big = p.compare(op, Direction.GT, ax, p.full(op, x.type(), TANH_SATURATION));
    // past the saturation Im tanh z = sin 2y / (cosh 2x + cos 2y) = 4 sin y cos y e^-2|x| to f32 precision: tiny
    // but representable (1e-18 at x = 21), so it is computed, with e^-2|x| as (e^-|x|)^2 to stay finite
    Value e = p.un(op, UnaryOp.Kind.EXP, p.un(op, UnaryOp.Kind.NEGATE, ax));
    Value y = z[1];
    Value sinCos = p.mul(op, p.un(op, UnaryOp.Kind.SIN, y), p.un(op, UnaryOp.Kind.COS, y));
    Value farIm = p.mul(op, p.mul(op, p.mul(op, p.full(op, x.type(), 4.0), sinCos), e), e);
    return new Value[] {p.select(op, big, p.un(op, UnaryOp.Kind.SIGN, x), re), p.select(op, big, farIm, im)};
  }

  /** tan z = -i tanh(i z): i z = (-y, x), and -i (u + iv) = (v, -u). */
  private Value[] tan(MlirAst.Op op, Value[] z) {
    Value[] h = tanh(op, new Value[] {p.un(op, UnaryOp.Kind.NEGATE, z[1]), z[0]});
    return new Value[] {h[1], p.un(op, UnaryOp.Kind.NEGATE, h[0])};
  }

  private Value[] log1p(MlirAst.Op op, Value[] z) {
    Value x = z[0];
    Value y = z[1];
    Value one = p.full(op, x.type(), 1.0);
    Value onePlusX = p.bin(op, Kind.ADD, one, x);
    Value large = p.un(op, UnaryOp.Kind.LOG, p.abs(op, new Value[] {onePlusX, y}));
    // |1 + z|^2 - 1 = x (2 + x) + y^2, without forming 1 + ... for small z
    Value q = p.bin(op, Kind.ADD, p.mul(op, x, p.bin(op, Kind.ADD, p.full(op, x.type(), 2.0), x)), p.mul(op, y, y));
    Value small = p.mul(op, p.full(op, x.type(), 0.5), p.un(op, UnaryOp.Kind.LOG1P, q));
    Value m = p.bin(op, Kind.MAXIMUM, p.un(op, UnaryOp.Kind.ABS, x), p.un(op, UnaryOp.Kind.ABS, y));
    Value isSmall = p.compare(op, Direction.LT, m, p.full(op, x.type(), 0.5));
    return new Value[] {p.select(op, isSmall, small, large), p.bin(op, Kind.ATAN2, y, onePlusX)};
  }

  private Value[] expm1(MlirAst.Op op, Value[] z) {
    Value x = z[0];
    Value y = z[1];
    Value sinHalf = p.un(op, UnaryOp.Kind.SIN, p.mul(op, p.full(op, y.type(), 0.5), y));
    Value re = p.bin(op, Kind.SUBTRACT, p.mul(op, p.un(op, UnaryOp.Kind.EXPM1, x), p.un(op, UnaryOp.Kind.COS, y)),
        p.mul(op, p.full(op, y.type(), 2.0), p.mul(op, sinHalf, sinHalf)));
    Value im = p.mul(op, p.un(op, UnaryOp.Kind.EXP, x), p.un(op, UnaryOp.Kind.SIN, y));
    Value realArgument = p.compare(op, Direction.EQ, y, p.zeros(op, y.type()));
    return new Value[] {re, p.select(op, realArgument, y, im)};
  }

  private Value[] power(MlirAst.Op op, Value[] a, Value[] b) {
    Value zero = p.zeros(op, a[0].type());
    Value modulus = p.abs(op, a);
    Value theta = p.bin(op, Kind.ATAN2, a[1], a[0]);
    // |a|^c by the real power kernel (one rounding), not exp(c log|a|): that exp amplifies log's rounding by c log|a|
    Value magnitude = p.mul(op, p.bin(op, Kind.POWER, modulus, b[0]),
        p.un(op, UnaryOp.Kind.EXP, p.un(op, UnaryOp.Kind.NEGATE, p.mul(op, b[1], theta))));
    Value angle = p.bin(op, Kind.ADD, p.mul(op, b[0], theta), p.mul(op, b[1], p.un(op, UnaryOp.Kind.LOG, modulus)));
    Value[] e = {p.mul(op, magnitude, p.un(op, UnaryOp.Kind.COS, angle)),
        p.mul(op, magnitude, p.un(op, UnaryOp.Kind.SIN, angle))};
    Value aZero = p.bin(op, Kind.AND, p.compare(op, Direction.EQ, a[0], zero), p.compare(op, Direction.EQ, a[1], zero));
    Value bReal = p.compare(op, Direction.EQ, b[1], zero);
    Value zeroResult = p.bin(op, Kind.AND, aZero, p.bin(op, Kind.AND, bReal, p.compare(op, Direction.GT, b[0], zero)));
    Value oneResult = p.bin(op, Kind.AND, aZero, p.bin(op, Kind.AND, bReal, p.compare(op, Direction.EQ, b[0], zero)));
    Value re = p.select(op, zeroResult, zero, p.select(op, oneResult, p.full(op, zero.type(), 1.0), e[0]));
    Value im = p.select(op, p.bin(op, Kind.OR, zeroResult, oneResult), zero, e[1]);
    return new Value[] {re, im};
  }
}
