package org.torchtpu.server.exec;

/** A while op ran more trips than {@link ControlFlowLimits} allow; reported as INVALID_ARGUMENT. */
public final class LoopLimitException extends RuntimeException {
  public LoopLimitException(String message) {
    super(message);
  }
}
