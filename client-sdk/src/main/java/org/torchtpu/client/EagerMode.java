package org.torchtpu.client;

/** How eager ops are sent and when the client waits (TorchTPU's eager modes). */
public enum EagerMode {
  /** One op at a time, synchronous after each, with bounds and NaN checks. */
  DEBUG,
  /** One op at a time, asynchronous: the client goes on until it reads a value. */
  STRICT,
  /**
   * DeferAndFuse, the default: ops are deferred and sent in chunks that the server fuses into
   * larger kernels. Chunks are cut at sync points (reads, {@code synchronize()}), before
   * collectives, at 512 ops and when the oldest deferred op has waited 100 ms. Results equal
   * Strict's; errors still name the op and source line that caused them.
   */
  FUSED
}
