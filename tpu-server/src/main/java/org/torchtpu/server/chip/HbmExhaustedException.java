package org.torchtpu.server.chip;

/** An allocation that does not fit in the chip's HBM (RESOURCE_EXHAUSTED on the wire). */
public class HbmExhaustedException extends RuntimeException {
  public HbmExhaustedException(String message) {
    super(message);
  }
}
