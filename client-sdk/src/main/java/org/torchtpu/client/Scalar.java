package org.torchtpu.client;

import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.TensorLiteral;

/**
 * A Java number used as an operand (PyTorch's "wrapped number"): a double or a long, kept
 * exactly until the operation's dtype is known. It only takes part in type promotion by its
 * category, see {@link TypePromotion}.
 */
record Scalar(boolean floating, double floatValue, long intValue) {

  static Scalar of(double value) {
    return new Scalar(true, value, 0);
  }

  static Scalar of(long value) {
    return new Scalar(false, value, value);
  }

  TypePromotion.Category category() {
    return floating ? TypePromotion.Category.FLOATING : TypePromotion.Category.INTEGER;
  }

  boolean isNegative() {
    return floating ? floatValue < 0 : intValue < 0;
  }

  /** A rank-0 literal of {@code dtype} holding this value (rounded, or wrapped for narrow integers). */
  TensorLiteral literal(DType dtype) {
    return floating ? LiteralCodec.scalar(floatValue, dtype) : LiteralCodec.scalar(intValue, dtype);
  }

  @Override
  public String toString() {
    return floating ? Double.toString(floatValue) : Long.toString(intValue);
  }
}
