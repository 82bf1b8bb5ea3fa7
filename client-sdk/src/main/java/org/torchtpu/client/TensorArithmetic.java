package org.torchtpu.client;

import static org.torchtpu.client.GradientFormulas.clampGrad;
import static org.torchtpu.client.GradientFormulas.extremumPairGrad;
import static org.torchtpu.client.GradientFormulas.geluDerivative;
import static org.torchtpu.client.GradientFormulas.powGrad;

import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.UnaryOp;

/**
 * Tensor's elementwise arithmetic and unary functions: each lowers through {@link Decompositions}
 * and records its gradient with {@link Autograd}. {@link Tensor} delegates here; the methods take the
 * tensor the user called as {@code self}.
 */
final class TensorArithmetic {
  private static final double TWO_OVER_SQRT_PI = 2.0 / Math.sqrt(Math.PI);

  private TensorArithmetic() {}

  static Tensor add(Tensor self, Tensor other) {
    Tensor out = self.decomposed(() -> Decompositions.binary("add", BinaryOp.Kind.ADD, self, other));
    return Autograd.record("add", out, g -> new Tensor[] {g, g}, self, other);
  }

  static Tensor add(Tensor self, double other) {
    Tensor out = self.decomposed(() -> Decompositions.binary("add", BinaryOp.Kind.ADD, self, Scalar.of(other)));
    return Autograd.record("add", out, g -> new Tensor[] {g}, self);
  }

  static Tensor add(Tensor self, long other) {
    Tensor out = self.decomposed(() -> Decompositions.binary("add", BinaryOp.Kind.ADD, self, Scalar.of(other)));
    return Autograd.record("add", out, g -> new Tensor[] {g}, self);
  }

  static Tensor sub(Tensor self, Tensor other) {
    Tensor out = self.decomposed(() -> Decompositions.binary("sub", BinaryOp.Kind.SUBTRACT, self, other));
    return Autograd.record("sub", out, g -> new Tensor[] {g, g.neg()}, self, other);
  }

  static Tensor sub(Tensor self, double other) {
    Tensor out = self.decomposed(() -> Decompositions.binary("sub", BinaryOp.Kind.SUBTRACT, self, Scalar.of(other)));
    return Autograd.record("sub", out, g -> new Tensor[] {g}, self);
  }

  static Tensor sub(Tensor self, long other) {
    Tensor out = self.decomposed(() -> Decompositions.binary("sub", BinaryOp.Kind.SUBTRACT, self, Scalar.of(other)));
    return Autograd.record("sub", out, g -> new Tensor[] {g}, self);
  }

  static Tensor mul(Tensor self, Tensor other) {
    Tensor out = self.decomposed(() -> Decompositions.binary("mul", BinaryOp.Kind.MULTIPLY, self, other));
    return Autograd.record("mul", out, g -> new Tensor[] {g.mul(other), g.mul(self)}, self, other);
  }

  static Tensor mul(Tensor self, double other) {
    Tensor out = self.decomposed(() -> Decompositions.binary("mul", BinaryOp.Kind.MULTIPLY, self, Scalar.of(other)));
    return Autograd.record("mul", out, g -> new Tensor[] {g.mul(other)}, self);
  }

  static Tensor mul(Tensor self, long other) {
    Tensor out = self.decomposed(() -> Decompositions.binary("mul", BinaryOp.Kind.MULTIPLY, self, Scalar.of(other)));
    return Autograd.record("mul", out, g -> new Tensor[] {g.mul(other)}, self);
  }

  static Tensor div(Tensor self, Tensor other) {
    Tensor out = self.decomposed(() -> Decompositions.div(self, other));
    return Autograd.record("div", out, g -> new Tensor[] {g.div(other), g.mul(out).div(other).neg()}, self, other);
  }

  static Tensor div(Tensor self, double other) {
    Tensor out = self.decomposed(() -> Decompositions.div(self, Scalar.of(other)));
    return Autograd.record("div", out, g -> new Tensor[] {g.div(other)}, self);
  }

  static Tensor div(Tensor self, long other) {
    Tensor out = self.decomposed(() -> Decompositions.div(self, Scalar.of(other)));
    return Autograd.record("div", out, g -> new Tensor[] {g.div(other)}, self);
  }

  static Tensor pow(Tensor self, Tensor exponent) {
    Tensor out = self.decomposed(() -> Decompositions.binary("pow", BinaryOp.Kind.POWER, self, exponent));
    return Autograd.record("pow", out,
        g -> new Tensor[] {
            self.requiresGrad() ? g.mul(exponent).mul(self.pow(exponent.sub(1.0))) : null,
            // d/dy x^y = x^y log x: only computed when the exponent needs it (log of a negative base is NaN)
            exponent.requiresGrad() ? g.mul(out).mul(self.log()) : null},
        self, exponent);
  }

  static Tensor pow(Tensor self, double exponent) {
    Tensor out = self.decomposed(() -> Decompositions.pow(self, Scalar.of(exponent)));
    return Autograd.record("pow", out, g -> new Tensor[] {powGrad(self, g, exponent)}, self);
  }

  static Tensor pow(Tensor self, long exponent) {
    Tensor out = self.decomposed(() -> Decompositions.pow(self, Scalar.of(exponent)));
    return Autograd.record("pow", out, g -> new Tensor[] {powGrad(self, g, exponent)}, self);
  }

  static Tensor maximum(Tensor self, Tensor other) {
    Tensor out = self.decomposed(() -> Decompositions.binary("maximum", BinaryOp.Kind.MAXIMUM, self, other));
    return Autograd.record("maximum", out, g -> extremumPairGrad(g, self.gt(other), self.eq(other), other.gt(self)),
        self, other);
  }

  static Tensor minimum(Tensor self, Tensor other) {
    Tensor out = self.decomposed(() -> Decompositions.binary("minimum", BinaryOp.Kind.MINIMUM, self, other));
    return Autograd.record("minimum", out, g -> extremumPairGrad(g, self.lt(other), self.eq(other), other.lt(self)),
        self, other);
  }

  static Tensor clamp(Tensor self, double min, double max) {
    Tensor out = self.decomposed(() -> Decompositions.clamp(self, Scalar.of(min), Scalar.of(max)));
    return Autograd.record("clamp", out, g -> new Tensor[] {clampGrad(self, g, min, max)}, self);
  }

  static Tensor clamp(Tensor self, long min, long max) {
    Tensor out = self.decomposed(() -> Decompositions.clamp(self, Scalar.of(min), Scalar.of(max)));
    return Autograd.record("clamp", out, g -> new Tensor[] {clampGrad(self, g, min, max)}, self);
  }

  static Tensor clamp(Tensor self, Tensor min, Tensor max) {
    Autograd.requireNoGrad("clamp", self, min, max);
    return self.decomposed(() -> Decompositions.clamp(self, min, max));
  }

  static Tensor clampMin(Tensor self, double min) {
    Tensor out = self.decomposed(() -> Decompositions.binary("clamp_min", BinaryOp.Kind.MAXIMUM, self, Scalar.of(min)));
    return Autograd.record("clamp_min", out, g -> new Tensor[] {Tensor.where(self.ge(min), g, 0.0)}, self);
  }

  static Tensor clampMax(Tensor self, double max) {
    Tensor out = self.decomposed(() -> Decompositions.binary("clamp_max", BinaryOp.Kind.MINIMUM, self, Scalar.of(max)));
    return Autograd.record("clamp_max", out, g -> new Tensor[] {Tensor.where(self.le(max), g, 0.0)}, self);
  }

  static Tensor neg(Tensor self) {
    Tensor out = self.decomposed(() -> Decompositions.neg(self));
    return Autograd.record("neg", out, g -> new Tensor[] {g.neg()}, self);
  }

  static Tensor abs(Tensor self) {
    Tensor out = self.decomposed(() -> Decompositions.abs(self));
    return Autograd.record("abs", out, g -> new Tensor[] {g.mul(self.sign())}, self);
  }

  static Tensor sign(Tensor self) {
    Tensor out = self.decomposed(() -> Decompositions.sign(self));
    return Autograd.record("sign", out, g -> new Tensor[] {g.mul(0.0)}, self);
  }

  static Tensor exp(Tensor self) {
    Tensor out = self.decomposed(() -> Decompositions.floatUnary(self, UnaryOp.Kind.EXP));
    return Autograd.record("exp", out, g -> new Tensor[] {g.mul(out)}, self);
  }

  static Tensor log(Tensor self) {
    Tensor out = self.decomposed(() -> Decompositions.floatUnary(self, UnaryOp.Kind.LOG));
    return Autograd.record("log", out, g -> new Tensor[] {g.div(self)}, self);
  }

  static Tensor log1p(Tensor self) {
    Tensor out = self.decomposed(() -> Decompositions.floatUnary(self, UnaryOp.Kind.LOG1P));
    return Autograd.record("log1p", out, g -> new Tensor[] {g.div(self.add(1.0))}, self);
  }

  static Tensor expm1(Tensor self) {
    Tensor out = self.decomposed(() -> Decompositions.floatUnary(self, UnaryOp.Kind.EXPM1));
    return Autograd.record("expm1", out, g -> new Tensor[] {g.mul(out.add(1.0))}, self);
  }

  static Tensor sqrt(Tensor self) {
    Tensor out = self.decomposed(() -> Decompositions.floatUnary(self, UnaryOp.Kind.SQRT));
    return Autograd.record("sqrt", out, g -> new Tensor[] {g.div(out.mul(2.0))}, self);
  }

  static Tensor rsqrt(Tensor self) {
    Tensor out = self.decomposed(() -> Decompositions.floatUnary(self, UnaryOp.Kind.RSQRT));
    return Autograd.record("rsqrt", out, g -> new Tensor[] {g.mul(out.mul(out).mul(out)).mul(-0.5)}, self);
  }

  static Tensor tanh(Tensor self) {
    Tensor out = self.decomposed(() -> Decompositions.floatUnary(self, UnaryOp.Kind.TANH));
    return Autograd.record("tanh", out, g -> new Tensor[] {g.mul(out.mul(out).neg().add(1.0))}, self);
  }

  static Tensor sigmoid(Tensor self) {
    Tensor out = self.decomposed(() -> Decompositions.sigmoid(self));
    return Autograd.record("sigmoid", out, g -> new Tensor[] {g.mul(out).mul(out.neg().add(1.0))}, self);
  }

  static Tensor sin(Tensor self) {
    Tensor out = self.decomposed(() -> Decompositions.floatUnary(self, UnaryOp.Kind.SIN));
    return Autograd.record("sin", out, g -> new Tensor[] {g.mul(self.cos())}, self);
  }

  static Tensor cos(Tensor self) {
    Tensor out = self.decomposed(() -> Decompositions.floatUnary(self, UnaryOp.Kind.COS));
    return Autograd.record("cos", out, g -> new Tensor[] {g.mul(self.sin()).neg()}, self);
  }

  static Tensor floor(Tensor self) {
    Tensor out = self.decomposed(() -> Decompositions.rounding(self, UnaryOp.Kind.FLOOR));
    return Autograd.record("floor", out, g -> new Tensor[] {g.mul(0.0)}, self);
  }

  static Tensor ceil(Tensor self) {
    Tensor out = self.decomposed(() -> Decompositions.rounding(self, UnaryOp.Kind.CEIL));
    return Autograd.record("ceil", out, g -> new Tensor[] {g.mul(0.0)}, self);
  }

  static Tensor round(Tensor self) {
    Tensor out = self.decomposed(() -> Decompositions.rounding(self, UnaryOp.Kind.ROUND_NEAREST_EVEN));
    return Autograd.record("round", out, g -> new Tensor[] {g.mul(0.0)}, self);
  }

  static Tensor relu(Tensor self) {
    Tensor out = self.decomposed(() -> Decompositions.relu(self));
    return Autograd.record("relu", out, g -> new Tensor[] {Tensor.where(self.gt(0.0), g, 0.0)}, self);
  }

  static Tensor gelu(Tensor self) {
    Tensor out = self.decomposed(() -> Decompositions.gelu(self, "none"));
    return Autograd.record("gelu", out, g -> new Tensor[] {g.mul(geluDerivative(self, "none"))}, self);
  }

  static Tensor gelu(Tensor self, String approximate) {
    Tensor out = self.decomposed(() -> Decompositions.gelu(self, approximate));
    return Autograd.record("gelu", out, g -> new Tensor[] {g.mul(geluDerivative(self, approximate))}, self);
  }

  static Tensor erf(Tensor self) {
    Tensor out = self.decomposed(() -> Decompositions.floatUnary(self, UnaryOp.Kind.ERF));
    return Autograd.record("erf", out, g -> new Tensor[] {g.mul(self.mul(self).neg().exp()).mul(TWO_OVER_SQRT_PI)},
        self);
  }
}
