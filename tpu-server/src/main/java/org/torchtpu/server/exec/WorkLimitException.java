package org.torchtpu.server.exec;

/**
 * One op (an eager op, a program's or a fused kernel) or one call's kernels and region runs together would do more work
 * than {@link ControlFlowLimits#maxWork()} allows ({@code torchtpu.limits.max-work}): work a real chip could do but
 * this simulator's host cannot in any time a shared host can give one call; RESOURCE_EXHAUSTED.
 */
public final class WorkLimitException extends SimulatorLimitException {
  public WorkLimitException(String message) {
    super(message);
  }
}
