package org.torchtpu.api.ir;

import java.util.List;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;

/**
 * The typing rules of the op set: given an op and its operands' types, the result types, or
 * an {@link OpTypeException} naming what is wrong. The server runs this before executing any
 * op (it never trusts the client); the SDK runs it to know result shapes without a round trip.
 */
public final class TypeInference {
  private TypeInference() {}

  /** Result types of {@code op} applied to operands of {@code operands} types. */
  public static List<TensorType> infer(Op op, List<TensorType> operands) {
    throw new UnsupportedOperationException("TODO: being written");
  }
}
