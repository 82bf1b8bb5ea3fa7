package org.torchtpu.server.exec;

/** A value that a real chip could hold but this simulator cannot (per-tensor size, host heap). */
public class SimulatorLimitException extends RuntimeException {
  public SimulatorLimitException(String message) {
    super(message);
  }
}
