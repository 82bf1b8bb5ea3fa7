package org.torchtpu.client.grpc;

/**
 * How a stream transport groups ops into batches: the only thing, with the
 * {@code defer_and_fuse} flag, that tells Strict from Fused.
 *
 * @param name shown in thread names
 * @param maxOps a batch is cut as soon as this many ops are queued
 * @param lingerNanos a batch is cut when its oldest op has waited this long
 * @param deferAndFuse batches are DeferAndFuse chunks: flagged for fusion, with their dead values listed
 */
record BatchPolicy(String name, int maxOps, long lingerNanos, boolean deferAndFuse) {
  /**
   * Strict: batching only saves messages and wake-ups, so the linger is short next to a
   * device op and batches may be large.
   */
  static final BatchPolicy STRICT = new BatchPolicy("strict", 1024, 200_000, false);

  /**
   * Fused: a batch is a chunk the server fuses, so ops wait longer for company (a whole layer
   * or optimizer step usually fits in one chunk), and chunks stay small enough that the
   * server's fusion work per chunk is bounded. The linger is long next to a step's host time
   * (tens of µs per op) and next to the pauses of a loaded host (GC, JIT, a busy core), so that
   * a loop's chunks are cut where the program syncs, not where the host happened to be
   * descheduled: repeated chunks then hit the fused-program cache. With 20 ms, one chunk in eight
   * of the tiny Llama's train step missed the cache on this 2-core machine; with 100 ms, none
   * after the first steps.
   */
  static final BatchPolicy FUSED = new BatchPolicy("fused", 512, 100_000_000, true);

  BatchPolicy {
    if (maxOps < 1) {
      throw new IllegalArgumentException("maxOps must be at least 1, got " + maxOps);
    }
    if (lingerNanos < 0) {
      throw new IllegalArgumentException("lingerNanos must not be negative, got " + lingerNanos);
    }
  }
}
