package org.torchtpu.client.grpc;

/**
 * How a stream transport groups ops into batches: the only thing, with the
 * {@code defer_and_fuse} flag, that tells Strict from Fused.
 *
 * @param name shown in thread names
 * @param maxOps a batch is cut as soon as this many ops are queued
 * @param lingerNanos a batch is cut when its oldest op has waited this long
 * @param quietNanos a batch is cut when no op has been queued for this long (the program is
 *     busy elsewhere, or waits): at most {@code lingerNanos}
 * @param deferAndFuse batches are DeferAndFuse chunks: flagged for fusion, with their dead values listed
 */
record BatchPolicy(String name, int maxOps, long lingerNanos, long quietNanos, boolean deferAndFuse) {
  /**
   * Strict: batching only saves messages and wake-ups, so the linger is short next to a
   * device op and batches may be large.
   */
  static final BatchPolicy STRICT = new BatchPolicy("strict", 1024, 200_000, false);

  /**
   * Fused: a batch is a chunk the server fuses, so ops wait longer for company (a whole layer
   * or optimizer step usually fits in one chunk), and chunks stay small enough that the
   * server's fusion work per chunk is bounded. A chunk is cut where the program syncs, at
   * {@code maxOps}, or when the program has queued no op for 500 ms (it is busy elsewhere);
   * only a chunk whose ops keep trickling in is cut by its age, after 2 s. So a loop's chunks are
   * cut at the same places every step however slowly the host runs it, and repeated chunks hit
   * the fused-program cache. Measured on the tiny Llama's train step (60 steps after 20): a 20 ms
   * linger from the oldest op missed the cache for one chunk in eight on the idle 2-core machine;
   * 100 ms missed none there, but 9-34 of ~200 chunks at load average 20-25, where a step took
   * 150-300 ms and the linger ran out mid-step at a different op each time (each miss compiles the
   * chunk); 100 ms of quiet still missed 11; 500 ms of quiet missed none (and 7 instead of 26-52
   * during the first 20 steps).
   */
  static final BatchPolicy FUSED = new BatchPolicy("fused", 512, 2_000_000_000L, 500_000_000, true);

  /** A policy whose batches are cut by age alone (no separate quiet period). */
  BatchPolicy(String name, int maxOps, long lingerNanos, boolean deferAndFuse) {
    this(name, maxOps, lingerNanos, lingerNanos, deferAndFuse);
  }

  BatchPolicy {
    if (maxOps < 1) {
      throw new IllegalArgumentException("maxOps must be at least 1, got " + maxOps);
    }
    if (lingerNanos < 0) {
      throw new IllegalArgumentException("lingerNanos must not be negative, got " + lingerNanos);
    }
    if (quietNanos < 0 || quietNanos > lingerNanos) {
      throw new IllegalArgumentException("quietNanos must be in [0, lingerNanos], got " + quietNanos);
    }
  }
}
