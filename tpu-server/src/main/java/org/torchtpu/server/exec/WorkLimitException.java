package org.torchtpu.server.exec;

/**
 * A call's loops and branches would run more work than {@link ControlFlowLimits#maxWork()} allows: work a real chip
 * could do but this simulator's host cannot in any time a shared host can give one call; RESOURCE_EXHAUSTED.
 */
public final class WorkLimitException extends SimulatorLimitException {
  public WorkLimitException(String message) {
    super(message);
  }
}
