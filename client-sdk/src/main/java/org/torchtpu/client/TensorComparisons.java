package org.torchtpu.client;

import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.CompareOp;

/**
 * Tensor's comparisons, logical operations and {@code where}: comparisons have no gradient;
 * {@code where} routes the gradient to the branch each element took. {@link Tensor} delegates here.
 */
final class TensorComparisons {
  private TensorComparisons() {}

  static Tensor eq(Tensor self, Tensor other) {
    return self.decomposed(() -> Decompositions.compare("eq", CompareOp.Direction.EQ, self, other));
  }

  static Tensor eq(Tensor self, double other) {
    return self.decomposed(() -> Decompositions.compare("eq", CompareOp.Direction.EQ, self, Scalar.of(other)));
  }

  static Tensor eq(Tensor self, long other) {
    return self.decomposed(() -> Decompositions.compare("eq", CompareOp.Direction.EQ, self, Scalar.of(other)));
  }

  static Tensor ne(Tensor self, Tensor other) {
    return self.decomposed(() -> Decompositions.compare("ne", CompareOp.Direction.NE, self, other));
  }

  static Tensor ne(Tensor self, double other) {
    return self.decomposed(() -> Decompositions.compare("ne", CompareOp.Direction.NE, self, Scalar.of(other)));
  }

  static Tensor ne(Tensor self, long other) {
    return self.decomposed(() -> Decompositions.compare("ne", CompareOp.Direction.NE, self, Scalar.of(other)));
  }

  static Tensor lt(Tensor self, Tensor other) {
    return self.decomposed(() -> Decompositions.compare("lt", CompareOp.Direction.LT, self, other));
  }

  static Tensor lt(Tensor self, double other) {
    return self.decomposed(() -> Decompositions.compare("lt", CompareOp.Direction.LT, self, Scalar.of(other)));
  }

  static Tensor lt(Tensor self, long other) {
    return self.decomposed(() -> Decompositions.compare("lt", CompareOp.Direction.LT, self, Scalar.of(other)));
  }

  static Tensor le(Tensor self, Tensor other) {
    return self.decomposed(() -> Decompositions.compare("le", CompareOp.Direction.LE, self, other));
  }

  static Tensor le(Tensor self, double other) {
    return self.decomposed(() -> Decompositions.compare("le", CompareOp.Direction.LE, self, Scalar.of(other)));
  }

  static Tensor le(Tensor self, long other) {
    return self.decomposed(() -> Decompositions.compare("le", CompareOp.Direction.LE, self, Scalar.of(other)));
  }

  static Tensor gt(Tensor self, Tensor other) {
    return self.decomposed(() -> Decompositions.compare("gt", CompareOp.Direction.GT, self, other));
  }

  static Tensor gt(Tensor self, double other) {
    return self.decomposed(() -> Decompositions.compare("gt", CompareOp.Direction.GT, self, Scalar.of(other)));
  }

  static Tensor gt(Tensor self, long other) {
    return self.decomposed(() -> Decompositions.compare("gt", CompareOp.Direction.GT, self, Scalar.of(other)));
  }

  static Tensor ge(Tensor self, Tensor other) {
    return self.decomposed(() -> Decompositions.compare("ge", CompareOp.Direction.GE, self, other));
  }

  static Tensor ge(Tensor self, double other) {
    return self.decomposed(() -> Decompositions.compare("ge", CompareOp.Direction.GE, self, Scalar.of(other)));
  }

  static Tensor ge(Tensor self, long other) {
    return self.decomposed(() -> Decompositions.compare("ge", CompareOp.Direction.GE, self, Scalar.of(other)));
  }

  static Tensor logicalAnd(Tensor self, Tensor other) {
    return self.decomposed(() -> Decompositions.logical("logical_and", BinaryOp.Kind.AND, self, other));
  }

  static Tensor logicalOr(Tensor self, Tensor other) {
    return self.decomposed(() -> Decompositions.logical("logical_or", BinaryOp.Kind.OR, self, other));
  }

  static Tensor logicalXor(Tensor self, Tensor other) {
    return self.decomposed(() -> Decompositions.logical("logical_xor", BinaryOp.Kind.XOR, self, other));
  }

  static Tensor logicalNot(Tensor self) {
    return self.decomposed(() -> Decompositions.logicalNot(self));
  }

  static Tensor where(Tensor condition, Tensor onTrue, Tensor onFalse) {
    Tensor out = condition.session().decomposed(() -> Decompositions.where(condition, onTrue, onFalse));
    return Autograd.record("where", out,
        g -> new Tensor[] {null, Tensor.where(condition, g, 0.0), Tensor.where(condition, 0.0, g)},
        condition, onTrue, onFalse);
  }

  static Tensor where(Tensor condition, Tensor onTrue, double onFalse) {
    Tensor out = condition.session().decomposed(() -> Decompositions.where(condition, onTrue, Scalar.of(onFalse)));
    return Autograd.record("where", out, g -> new Tensor[] {null, Tensor.where(condition, g, 0.0)}, condition, onTrue);
  }

  static Tensor where(Tensor condition, double onTrue, Tensor onFalse) {
    Tensor out = condition.session().decomposed(() -> Decompositions.where(condition, Scalar.of(onTrue), onFalse));
    return Autograd.record("where", out, g -> new Tensor[] {null, Tensor.where(condition, 0.0, g)}, condition, onFalse);
  }

  static Tensor where(Tensor condition, double onTrue, double onFalse) {
    return condition.session().decomposed(() -> Decompositions.where(condition, Scalar.of(onTrue), Scalar.of(onFalse)));
  }
}
