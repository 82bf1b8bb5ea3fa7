package org.torchtpu.api.ir;

/** An op whose operands or attributes break the op set's typing rules. */
public class OpTypeException extends IllegalArgumentException {
  public OpTypeException(String message) {
    super(message);
  }
}
