package org.torchtpu.server.runtime;

import java.util.List;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpBatch;

/**
 * How much heap a parsed batch of ops takes while it waits on a session's queue ({@link QueuedRequests} holds that
 * much of its tenant's share), and the bounds a batch must keep before anything is held for it.
 *
 * <p>The wire size alone is not a bound. A parsed element costs far more than its encoding: a one-byte varint of a
 * packed {@code free_after}, {@code dead_values}, {@code op_locations} or an op's {@code operands} becomes an 8-byte
 * long plus the list's growth slack (about 12 heap bytes per wire byte), and an empty message in a repeated field
 * ({@code locations}, {@code ops}, a collective's replica groups, a region) is two bytes on the wire and an object of
 * about 48 bytes (24 to 35 per wire byte). Held at its wire size, a tenant stalling its sessions could pile up
 * batches taking 24 times its heap share, and run the host out of heap for every tenant. Charging each counted field
 * separately would still miss the repeated messages nested inside ops, so every wire byte is charged at the
 * worst case measured ({@link #HEAP_PER_WIRE_BYTE}), except the constants' data, which is one byte in the heap per
 * byte on the wire: an honest batch is a few hundred bytes per op plus its constants, so this costs honest clients
 * little room while bounding a hostile one (see BatchHeapTest, which measures each shape).
 */
final class BatchHeap {
  /**
   * Heap bytes a wire byte that is not constant data may take once parsed, at most. Measured worst cases (protobuf
   * 4.32, compressed oops, BatchHeapTest): 35 for empty {@code ops} (an Op object of about 64 bytes plus its slot in
   * the list, for two wire bytes), 25 for empty {@code locations}, 16 for a packed list of one-byte varints; 48
   * leaves a margin.
   */
  static final int HEAP_PER_WIRE_BYTE = 48;

  private BatchHeap() {}

  /** The heap {@code batch} takes once parsed, given its size on the wire ({@code wireBytes}). */
  static long of(OpBatch batch, long wireBytes) {
    return charge(wireBytes, constantData(batch.getOpsList()));
  }

  /** The heap a Debug Execute takes once parsed, given its size on the wire ({@code wireBytes}). */
  static long of(ExecuteRequest req, long wireBytes) {
    return charge(wireBytes, constantData(req.getOpsList()));
  }

  private static long charge(long wireBytes, long constantBytes) {
    long data = Math.min(constantBytes, wireBytes);
    return data + HEAP_PER_WIRE_BYTE * (wireBytes - data);
  }

  /** The bytes of the ops' constant tensors: held once in the heap whatever their encoding (one walk, no copies). */
  private static long constantData(List<Op> ops) {
    long bytes = 0;
    for (int i = 0, n = ops.size(); i < n; i++) {
      Op op = ops.get(i);
      if (op.getKindCase() == Op.KindCase.CONSTANT) {
        bytes += op.getConstant().getValue().getData().size();
      }
    }
    return bytes;
  }

  /**
   * Handles one batch may free: the SDK sends every handle its collector dropped since the last batch, so an honest
   * batch may free many more than it has ops (tests send 50,000), but the session's thread builds a table of about 50
   * bytes per handle while the batch runs. 2^18 handles are about 5 MiB of heap once parsed, well within what a
   * message may carry anyway ({@link org.torchtpu.service.grpc.StructureBound#MAX_PARSED_HEAP_BYTES}).
   */
  static final int MAX_FREES = 1 << 18;

  /**
   * What makes {@code batch} too large to hold, or null: more than {@link #MAX_FREES} handles in {@code free_after}, or
   * more {@code dead_values} than {@code maxDeadValues} (a session's pending-ops limit: dead values are results of the
   * batch's own ops, and the session's thread keeps a set of them while the chunk runs).
   */
  static String problem(OpBatch batch, int maxDeadValues) {
    String frees = tooMany("free_after", batch.getFreeAfterCount(), MAX_FREES, "");
    return frees != null ? frees : tooMany("dead_values", batch.getDeadValuesCount(), maxDeadValues,
        " (torchtpu.limits.session-pending-ops)");
  }

  /** As {@link #problem(OpBatch, int)} for a Debug Execute's {@code free_after}. */
  static String problem(ExecuteRequest req) {
    return tooMany("free_after", req.getFreeAfterCount(), MAX_FREES, "");
  }

  private static String tooMany(String field, int count, int max, String setting) {
    return count <= max ? null : field + " has " + count + " handles; a batch may name at most " + max + setting;
  }
}
