package org.torchtpu.server.exec;

/** An index outside its operand, caught when bounds checking is on (Debug mode). */
public class IndexOutOfRangeException extends RuntimeException {
  public IndexOutOfRangeException(String message) {
    super(message);
  }
}
