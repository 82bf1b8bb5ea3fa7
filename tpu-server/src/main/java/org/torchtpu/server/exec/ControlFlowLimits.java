package org.torchtpu.server.exec;

/**
 * How many trips a {@code while} op may run before it fails with INVALID_ARGUMENT: a lower limit
 * in Debug mode (which exists to catch mistakes such as a loop whose condition never turns
 * false), a higher one otherwise (so a runaway loop still cannot hold a session's queue forever).
 * Set with {@code torchtpu.loops.debug-max-trips} and {@code torchtpu.loops.max-trips}.
 */
public record ControlFlowLimits(long debugMaxTrips, long maxTrips) {
  public static final ControlFlowLimits DEFAULT = new ControlFlowLimits(100_000, 10_000_000);

  public ControlFlowLimits {
    if (debugMaxTrips < 1 || maxTrips < 1) {
      throw new IllegalArgumentException("trip limits must be positive, got " + debugMaxTrips + " and " + maxTrips);
    }
  }

  /** The limit for a run with (Debug) or without bounds checks. */
  public long limit(boolean debug) {
    return debug ? debugMaxTrips : maxTrips;
  }
}
